// Finding the screen's parts by id, for the component tests.
import { waitFor, within } from "@testing-library/react";

/** The element `id`, once it is shown. */
export const byId = (id: string) =>
  waitFor(() => {
    const el = document.getElementById(id);
    if (!el) throw new Error(`no #${id}`);
    return el;
  });

/** The words of each option of the select labelled `label` in `scope`. */
export const optionWords = (scope: HTMLElement, label: string) =>
  [...(within(scope).getByLabelText(label) as HTMLSelectElement).options].map((o) => o.textContent);
