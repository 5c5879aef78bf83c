// The cards a game is dealt from, and the dealer's typed cards read the way the engine writes
// them ("Ah", "Td", "Jk"; "??" an unknown card). Pure: no React.
import type { GameCode } from "../../api";
import { gameSpec } from "../../lib/games";
import { t } from "../../i18n";

export const RANKS = ["A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2"] as const;
export const SUITS = ["s", "h", "d", "c"] as const;
export const JOKER = "Jk";
export const UNKNOWN = "??";

export type Suit = (typeof SUITS)[number];

/** The deck of a game: the ranks it holds and whether the joker is in it. */
export type Deck = { ranks: readonly string[]; joker: boolean };

/**
 * The deck of a game, from the room's facts (`GameSpec.ranks`, `joker`): Hold'em and Pineapple
 * 52 cards; Low Ball 52 and the joker; Mexican Poker 41 (no 8s, 9s, 10s, and the joker); Five
 * Card Draw 52, and the joker where the table plays it (`joker`: `TableStatus.joker`); Pan's
 * 40-card decks, the ace below the deuce.
 */
export function deckFor(game: GameCode, joker: boolean): Deck {
  const spec = gameSpec(game);
  return { ranks: [...spec.ranks], joker: spec.joker === "always" || (spec.joker === "table_option" && joker) };
}

/** Every card of `deck`, suit by suit, the joker last. */
export function cardsOf(deck: Deck): string[] {
  const cards = SUITS.flatMap((s) => deck.ranks.map((r) => r + s));
  return deck.joker ? [...cards, JOKER] : cards;
}

/**
 * One typed card as the engine writes it, or null when it is not a card of `deck`: "ah", "AH"
 * and "10h" are "Ah", "Ah"... ; "jk", "joker" the joker; "?" or "??" an unknown card.
 */
export function readCard(text: string, deck: Deck): string | null {
  const t = text.trim();
  if (t === "?" || t === UNKNOWN) return UNKNOWN;
  if (/^(jk|joker)$/i.test(t)) return deck.joker ? JOKER : null;
  const m = /^(10|[2-9tjqka])([shdc])$/i.exec(t);
  if (!m) return null;
  const rank = m[1] === "10" ? "T" : m[1]!.toUpperCase();
  return deck.ranks.includes(rank) ? rank + m[2]!.toLowerCase() : null;
}

/**
 * Several typed cards ("Ah Kd 7c", "AhKd7c", "ah, kd"): the cards, or the first piece that is
 * not a card of the deck.
 */
export function readCards(text: string, deck: Deck): { cards: string[] } | { bad: string } {
  const cards: string[] = [];
  for (const piece of text.replace(/,/g, " ").trim().split(/\s+/).filter(Boolean)) {
    const tokens = piece === "?" ? ["?"] : piece.match(/10[shdc]|joker|jk|\?\?|[2-9tjqka][shdc]/gi);
    if (!tokens || tokens.join("").length !== piece.length) return { bad: piece };
    for (const t of tokens) {
      const c = readCard(t, deck);
      if (c === null) return { bad: t };
      cards.push(c);
    }
  }
  return { cards };
}

export const SUIT_SYMBOLS: Record<string, string> = { s: "♠", h: "♥", d: "♦", c: "♣" };

const isRank = (r: string): r is (typeof RANKS)[number] => (RANKS as readonly string[]).includes(r);
const isSuit = (s: string): s is Suit => (SUITS as readonly string[]).includes(s);

/** "ace of hearts", "joker", "unknown card": in the language of the screens. */
export function cardName(card: string): string {
  if (card === UNKNOWN) return t("dealer:cards.unknown");
  if (card === JOKER) return t("dealer:cards.joker");
  const [r = "", s = ""] = card;
  return t("dealer:cards.name", { rank: isRank(r) ? t(`dealer:cards.rank.${r}`) : r, suit: isSuit(s) ? t(`dealer:cards.suit.${s}`) : s });
}

/** "A♥", "10♣", "Jk", "?". */
export function cardFace(card: string): { rank: string; suit: string } {
  if (card === UNKNOWN) return { rank: "?", suit: "" };
  if (card === JOKER) return { rank: "Jk", suit: "" };
  return { rank: card[0] === "T" ? "10" : card[0]!, suit: SUIT_SYMBOLS[card[1]!] ?? "" };
}

export const suitOf = (card: string): Suit | null => (card.length === 2 && SUITS.includes(card[1] as Suit) ? (card[1] as Suit) : null);
