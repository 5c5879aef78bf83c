import { StrictMode, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { Providers } from "./Providers";

/** Renders `ui` in the page's `#root` with the app's providers: the app, and the browser tests' pages. */
export function mount(ui: ReactNode) {
  const root = document.getElementById("root");
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <Providers>{ui}</Providers>
    </StrictMode>,
  );
}
