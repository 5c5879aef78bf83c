// zod 4 probes `new Function` on first use; the app's CSP forbids eval, so it is told not to (lib/zod.ts).
import "./lib/zod";
import { mount } from "./mount";
import { App } from "./App";
import "@fontsource-variable/inter/wght.css";
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "@mantine/dates/styles.css";
import "./styles.css";

mount(<App />);
