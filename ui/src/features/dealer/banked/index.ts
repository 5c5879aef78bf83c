// Draw Poker with Joker (house-banked, one box) on the dealer's console.
export { BankedPanel } from "./BankedPanel";
export { BankedStart } from "./BankedStart";
