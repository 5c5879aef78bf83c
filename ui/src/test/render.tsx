import type { ReactElement } from "react";
import { Popover } from "@mantine/core";
import { render } from "@testing-library/react";
import { Providers, theme } from "../Providers";
import { createQueryClient } from "../api";

/**
 * The app's theme, but a menu or popover is never hidden as "detached": jsdom measures every
 * element as an empty box at 0,0, which the positioning library sometimes took for a target
 * scrolled out of view, so an open menu's items were hidden (`display: none`) now and then.
 */
export const testTheme = { ...theme, components: { ...theme.components, Popover: Popover.extend({ defaultProps: { hideDetached: false } }) } };

/** Renders inside the app's providers, with a query client of its own. */
export function renderApp(ui: ReactElement) {
  const client = createQueryClient();
  // A failing command fails at once: no retry to wait out.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return {
    client,
    ...render(
      <Providers client={client} kit={testTheme}>
        {ui}
      </Providers>,
    ),
  };
}
