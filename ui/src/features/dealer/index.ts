// The dealer's console (issue #20): a table's hand, seat by seat, and its actions.
export { ConsolePage } from "./ConsolePage";
