// Finding the screen's parts by id, for the component tests.
import { waitFor } from "@testing-library/react";

/** The element `id`, once it is shown. */
export const byId = (id: string) =>
  waitFor(() => {
    const el = document.getElementById(id);
    if (!el) throw new Error(`no #${id}`);
    return el;
  });
