import { StrictMode } from "react";
// zod 4 probes `new Function` on first use; the app's CSP forbids eval, so it is told not to (lib/zod.ts).
import "./lib/zod";
import { createRoot } from "react-dom/client";
import { Providers } from "./Providers";
import { App } from "./App";
import "@fontsource-variable/inter/wght.css";
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "@mantine/dates/styles.css";
import "./styles.css";

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <App />
      </Providers>
    </StrictMode>,
  );
}
