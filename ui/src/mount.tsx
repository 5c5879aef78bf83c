import { StrictMode, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { isScheme, Providers, type Scheme } from "./Providers";
import { isLanguage, setLanguage, type Language } from "./i18n";

/**
 * The language and look a page asks for in its address (`?lang=es&scheme=dark`): how the browser
 * tests open every screen in Spanish and in the dark look. A station's window opens at the bare
 * address (its language and look are its station's), so neither is there; an unknown value is
 * ignored.
 */
export function lookFromAddress(search: string): { lang?: Language; scheme?: Scheme } {
  const query = new URLSearchParams(search);
  const lang = query.get("lang");
  const scheme = query.get("scheme");
  return { ...(isLanguage(lang) ? { lang } : {}), ...(isScheme(scheme) ? { scheme } : {}) };
}

/** Renders `ui` in the page's `#root` with the app's providers: the app, and the browser tests' pages. */
export function mount(ui: ReactNode) {
  const root = document.getElementById("root");
  if (!root) return;
  const look = lookFromAddress(location.search);
  const render = () =>
    createRoot(root).render(
      <StrictMode>
        <Providers scheme={look.scheme}>{ui}</Providers>
      </StrictMode>,
    );
  if (look.lang) void setLanguage(look.lang).then(render);
  else render();
}
