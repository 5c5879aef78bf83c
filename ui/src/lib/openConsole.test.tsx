// The opener the board's Console buttons use: through the app's router, only to a table the one
// signed in may see.
import { describe, expect, it } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from "@tanstack/react-router";
import { fixtureSession } from "../../e2e/fake-room";
import { useOpenConsole } from "./openConsole";
import { SessionContext, sessionOf } from "./session";

function Opener() {
  const open = useOpenConsole();
  return (
    <>
      <button onClick={() => open?.(1)}>Table 1</button>
      <button onClick={() => open?.(2)}>Table 2</button>
    </>
  );
}

function showOpener() {
  const root = createRootRoute({ component: Opener });
  const tree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: "/" }),
    createRoute({ getParentRoute: () => root, path: "console/$tableId" }),
  ]);
  const history = createMemoryHistory({ initialEntries: ["/"] });
  const router = createRouter({ routeTree: tree, history });
  const view = fixtureSession("dealer"); // Dee, dealing Table 1
  render(
    <SessionContext.Provider value={sessionOf(view, view.staff!, () => undefined, () => undefined)}>
      <RouterProvider router={router} />
    </SessionContext.Provider>,
  );
  return history;
}

describe("opening a table's console", () => {
  it("opening a console for a table the person cannot see does nothing; his own opens", async () => {
    const history = showOpener();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Table 2" }));
    expect(history.location.pathname).toBe("/");
    await user.click(screen.getByRole("button", { name: "Table 1" }));
    await waitFor(() => expect(history.location.pathname).toBe("/console/1"));
  });
});
