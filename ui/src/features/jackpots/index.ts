// Jackpots (floor only): the funds the players feed, their hits, payouts and ledger.
export { JackpotsPage } from "./JackpotsPage";
