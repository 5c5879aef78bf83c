// Rates (floor only): the effective-dated collection schedule.
export { RatesPage } from "./RatesPage";
