// A hand's log in the language of the screens: each entry the room sends as data
// (`HandView.entries`) put in words, on the dealer's console (the log strip, the Undo button)
// and in the hand history. In English the words are the room's own, word for word
// (`crates/engine/src/words.rs`: "Seat 4 raises to 60.00", "Flop Ah Kd 7c"); amounts are
// written as the room writes them (`format_amount`: "1,234.56", a true minus). An unseen card
// reads `??`. Every text is read when it is asked for.
import type { ConsoleView, HandView, Party, Payment } from "../api";
import { t } from "../i18n";
import { formatCents, formatSignedCents } from "./money";

/** One entry of a hand's log, as data. */
export type LogEntry = HandView["entries"][number];
/** What Undo takes back, as data. */
export type UndoTakes = NonNullable<ConsoleView["undo_takes"]>;
type PotEvent = Extract<LogEntry, { kind: "pot" }>["event"];
type PanEvent = Extract<LogEntry, { kind: "pan" }>["event"];
type BankedEvent = Extract<LogEntry, { kind: "banked" }>["event"];
type Play = Extract<PanEvent, { type: "melded" }>["play"];

/** A card nobody saw, or not entered. */
const UNSEEN = "??";

const money = formatCents;
const cards = (cs: readonly string[]): string => cs.join(" ");
const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const sum = (amounts: readonly number[]): number => amounts.reduce((a, b) => a + b, 0);

/** Cards dealt: by name when any was seen; else how many, face down ("2 cards face down"). */
const dealtCards = (cs: readonly string[]): string =>
  cs.some((c) => c !== UNSEEN) ? cards(cs) : t("dealer:log.dealtDown", { count: cs.length });

/** A pot game's event. */
function potEntry(e: PotEvent): string {
  switch (e.type) {
    case "forced_bets_posted": {
      const parts: string[] = [];
      if (e.antes.length > 0) parts.push(t("dealer:log.forced.antes", { amount: money(sum(e.antes.map((p) => p.amount))) }));
      const blinds = e.blinds.map((p) => t("dealer:log.forced.blind", { seat: p.seat, amount: money(p.amount) }));
      if (blinds.length > 0) parts.push(t("dealer:log.forced.blinds", { blinds: blinds.join(", ") }));
      if (e.kill) parts.push(t("dealer:log.forced.kill", { seat: e.kill.seat, amount: money(e.kill.amount) }));
      const drop = e.button_drop + e.pot_drop;
      if (drop > 0) parts.push(t("dealer:log.forced.drop", { amount: money(drop) }));
      return parts.length === 0 ? t("dealer:log.forced.none") : t("dealer:log.forced.posted", { parts: parts.join(" · ") });
    }
    case "hole_dealt":
      return t("dealer:log.dealt", { seat: e.seat, cards: dealtCards(e.cards) });
    case "burned":
      return e.card === UNSEEN ? t("dealer:log.burnUnseen") : t("dealer:log.burn", { card: e.card });
    case "board_dealt": {
      const street = t(`dealer:log.streets.${e.street}`);
      return e.cards.every((c) => c === UNSEEN) ? t("dealer:log.boardUnentered", { street }) : t("dealer:log.board", { street, cards: cards(e.cards) });
    }
    case "folded":
      return t("dealer:log.folds", { seat: e.seat });
    case "checked":
      return t("dealer:log.checks", { seat: e.seat });
    case "called":
      return t(e.all_in ? "dealer:log.callsAllIn" : "dealer:log.calls", { seat: e.seat, amount: money(e.amount) });
    case "bet": {
      const key = e.raise ? (e.all_in ? "dealer:log.raisesToAllIn" : "dealer:log.raisesTo") : e.all_in ? "dealer:log.betsAllIn" : "dealer:log.bets";
      return t(key, { seat: e.seat, amount: money(e.to) });
    }
    case "discarded":
      return t("dealer:log.discards", { seat: e.seat, card: e.card });
    case "shown":
      return e.cards === null ? t("dealer:log.showsUnentered", { seat: e.seat }) : t("dealer:log.shows", { seat: e.seat, cards: cards(e.cards) });
    case "mucked":
      return t("dealer:log.mucks", { seat: e.seat });
    case "killed":
      return t("dealer:log.kills", { seat: e.seat, amount: money(e.amount) });
    case "drew":
      return e.discards.length === 0
        ? t("dealer:log.standsPat", { seat: e.seat })
        : t("dealer:log.draws", { seat: e.seat, count: e.discards.length, cards: cards(e.discards) });
    case "draw_dealt":
      return t("dealer:log.receives", { seat: e.seat, cards: cards(e.cards) });
    case "reshuffled":
      return t("dealer:log.stubReshuffled", { count: e.cards });
    case "exposed":
      return t(e.kept ? "dealer:log.exposedKept" : "dealer:log.exposedReplaced", { seat: e.seat, card: e.card });
    case "turned_up":
      return t("dealer:log.turnsUp", { seat: e.seat, card: e.card });
    case "kept_down":
      return t("dealer:log.keepsDown", { seat: e.seat });
    case "pot_awarded": {
      const shares = e.shares.map((s) => t("dealer:log.share", { seat: s.seat, amount: money(s.amount) })).join(", ");
      return e.pot === 0
        ? t("dealer:log.mainPot", { amount: money(e.amount), shares })
        : t("dealer:log.sidePot", { pot: e.pot, amount: money(e.amount), shares });
    }
  }
}

const party = (p: Party): string => (p === "tops" ? t("dealer:log.pan.tops") : t("dealer:log.pan.seat", { seat: p.seat }));

/** What a Pan entry paid, after its words: "" (none), " (seat 1 pays seat 2 0.25)", " (3 payments, 1.75)". */
function paid(payments: readonly Payment[]): string {
  const [only] = payments;
  if (only === undefined) return "";
  if (payments.length === 1) return t("dealer:log.pan.paidOne", { from: party(only.from), to: party(only.to), amount: money(only.amount) });
  return t("dealer:log.pan.paidMany", { count: payments.length, amount: money(sum(payments.map((p) => p.amount))) });
}

/** A melding move; melds are numbered from 1 as the dealer counts them. */
function play(p: Play): string {
  switch (p.type) {
    case "lay":
      return t("dealer:log.pan.lays", { cards: cards(p.cards) });
    case "add":
      return t("dealer:log.pan.adds", { cards: cards(p.cards), meld: p.meld + 1 });
    case "split":
      return t("dealer:log.pan.addsSplits", { cards: cards(p.add), meld: p.meld + 1 });
    case "borrow":
      return t("dealer:log.pan.borrows", { take: cards(p.take), meld: p.meld + 1, cards: cards(p.cards) });
  }
}

/** A Pan event. */
function panEntry(e: PanEvent): string {
  switch (e.type) {
    case "tops_posted":
      return t("dealer:log.pan.topsPosted", { paid: paid(e.payments) });
    case "dealt":
      return t("dealer:log.dealt", { seat: e.seat, cards: dealtCards(e.cards) });
    case "served":
      return t("dealer:log.pan.served", { seat: e.seat, card: e.card });
    case "withdrawn":
      return t("dealer:log.pan.withdrawn", { seat: e.seat, card: e.card });
    case "fouled":
      return t("dealer:log.pan.fouled", { seat: e.seat, paid: paid(e.payments) });
    case "dead_hand":
      return t("dealer:log.pan.deadHand", { seat: e.seat, count: e.cards });
    case "reshuffled":
      return t("dealer:log.pan.stockReshuffled", { count: e.cards });
    case "stayed":
      return t("dealer:log.pan.stays", { seat: e.seat });
    case "retired":
      return t("dealer:log.pan.retires", { seat: e.seat, paid: paid(e.payments) });
    case "drew_stock":
      return t("dealer:log.pan.drawsStock", { seat: e.seat, card: e.card });
    case "forced":
      return t("dealer:log.pan.forces", { seat: e.seat, by: e.by });
    case "melded":
      return t("dealer:log.pan.melds", {
        seat: e.seat,
        play: play(e.play),
        from: e.from_discard ? t("dealer:log.pan.fromDiscard") : "",
        paid: paid(e.payments),
      });
    case "discarded":
      return t("dealer:log.discards", { seat: e.seat, card: e.card });
    case "went_out":
      return t("dealer:log.pan.goesOut", { seat: e.seat, paid: paid(e.payments) });
  }
}

const RANKS = ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king", "ace"] as const;
type Rank = (typeof RANKS)[number];
/** The room's plurals ("sixes"), by rank. */
const PLURALS: Readonly<Record<string, Rank>> = Object.fromEntries(
  RANKS.map((r) => [r === "six" ? "sixes" : `${r}s`, r]),
);
const isRank = (w: string): w is Rank => (RANKS as readonly string[]).includes(w);

const rankName = (w: string): string | null => {
  const r = w.toLowerCase();
  return isRank(r) ? t(`dealer:log.ranks.${r}`) : null;
};
const rankPlural = (w: string): string | null => {
  const r = PLURALS[w.toLowerCase()];
  return r ? t(`dealer:log.rankPlurals.${r}`) : null;
};

/**
 * A hand as the room describes it ("Pair of sevens", "Two pair, aces and sevens", "Ace high":
 * `crates/cards/src/describe.rs`), in the language of the screens. A description the room
 * may add later is shown as it comes.
 */
export function handWords(description: string): string {
  if (description === "Royal flush") return t("dealer:log.hands.royalFlush");
  const one = (re: RegExp, word: (w: string) => string | null, say: (rank: string) => string): string | null => {
    const m = re.exec(description);
    const w = m ? word(m[1]!) : null;
    return w === null ? null : say(w);
  };
  const two = (re: RegExp, word: (w: string) => string | null, say: (first: string, second: string) => string): string | null => {
    const m = re.exec(description);
    const [a, b] = m ? [word(m[1]!), word(m[2]!)] : [null, null];
    return a === null || b === null ? null : say(a, b);
  };
  return (
    one(/^Straight flush, (\w+) high$/, rankName, (rank) => t("dealer:log.hands.straightFlush", { rank })) ??
    one(/^Straight, (\w+) high$/, rankName, (rank) => t("dealer:log.hands.straight", { rank })) ??
    one(/^Flush, (\w+) high$/, rankName, (rank) => t("dealer:log.hands.flush", { rank })) ??
    one(/^Pair of (\w+)$/, rankPlural, (ranks) => t("dealer:log.hands.pair", { ranks })) ??
    two(/^Two pair, (\w+) and (\w+)$/, rankPlural, (first, second) => t("dealer:log.hands.twoPair", { first, second })) ??
    one(/^Three of a kind, (\w+)$/, rankPlural, (ranks) => t("dealer:log.hands.threeOfAKind", { ranks })) ??
    two(/^Full house, (\w+) full of (\w+)$/, rankPlural, (three, pair) => t("dealer:log.hands.fullHouse", { three, pair })) ??
    one(/^Four of a kind, (\w+)$/, rankPlural, (ranks) => t("dealer:log.hands.fourOfAKind", { ranks })) ??
    one(/^Five of a kind, (\w+)$/, rankPlural, (ranks) => t("dealer:log.hands.fiveOfAKind", { ranks })) ??
    two(/^(\w+)-(\w+) low$/, rankName, (first, second) => capital(t("dealer:log.hands.low", { first, second }))) ??
    one(/^(\w+) high$/, rankName, (rank) => capital(t("dealer:log.hands.highCard", { rank }))) ??
    description
  );
}

/** A Draw Poker with Joker event. */
function bankedEntry(e: BankedEvent): string {
  switch (e.type) {
    case "player_dealt":
      return t("dealer:log.banked.playerDealt", { cards: dealtCards(e.cards) });
    case "dealer_dealt":
      return t("dealer:log.banked.dealerDealt", { cards: dealtCards(e.cards) });
    case "folded":
      return t("dealer:log.banked.folds", { net: formatSignedCents(e.settlement.player_net) });
    case "exchanged":
      return t("dealer:log.banked.exchange", { number: e.number, discarded: cards(e.discarded), drawn: cards(e.drawn), amount: money(e.added) });
    case "bet_made":
      return t("dealer:log.banked.bets", { amount: money(e.amount) });
    case "dealer_revealed":
      return t("dealer:log.banked.dealerReveals", { cards: cards(e.cards), hand: handWords(e.hand) });
    case "dealer_exchanged":
      return e.discarded.length === 0
        ? t("dealer:log.banked.dealerKeeps", { hand: handWords(e.hand) })
        : t("dealer:log.banked.dealerExchanges", { discarded: cards(e.discarded), drawn: cards(e.drawn), hand: handWords(e.hand) });
    case "player_shown":
      return t("dealer:log.banked.playerShows", { cards: cards(e.cards) });
    case "settled":
      return t("dealer:log.banked.settled", { net: formatSignedCents(e.settlement.player_net) });
  }
}

/** One entry of a hand's log in words: "Seat 4 raises to 60.00", "Asiento 4 sube a 60.00". */
export function entryWords(entry: LogEntry): string {
  switch (entry.kind) {
    case "pot":
      return potEntry(entry.event);
    case "pan":
      return panEntry(entry.event);
    case "banked":
      return bankedEntry(entry.event);
  }
}

/** Entry `i` of the hand's log in words (the room's sentence when it sent no data for it). */
export function logLine(hand: HandView, i: number): string {
  const entry = hand.entries?.[i];
  return entry ? entryWords(entry) : (hand.log[i] ?? "");
}

/** What Undo takes back, in words: an entry of the log, or "the 3 automatic steps". */
export function undoWords(hand: HandView | null, takes: UndoTakes): string {
  return takes.kind === "automatic_steps" ? t("dealer:log.automaticSteps", { count: takes.count }) : hand ? logLine(hand, takes.index) : "";
}

/** What the console's Undo takes back, in words; none when nothing can be. */
export function undoLine(view: ConsoleView): string | null {
  return view.undo_takes ? undoWords(view.hand, view.undo_takes) : view.undo;
}
