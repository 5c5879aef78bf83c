// `t` checks its keys against the English texts at compile time.
import "i18next";
import type { Texts } from "./resources";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: Texts;
    returnNull: false;
  }
}
