import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { Providers } from "../Providers";
import { createQueryClient } from "../api";

/** Renders inside the app's providers, with a query client of its own. */
export function renderApp(ui: ReactElement) {
  const client = createQueryClient();
  // A failing command fails at once: no retry to wait out.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return { client, ...render(<Providers client={client}>{ui}</Providers>) };
}
