// The form that opens a table (the floor's dialog, and a list's "Start a table"): what it
// holds, which of the table's rules a game offers, and how it becomes the room's request. Money
// is typed in dollars and sent as integer cents (`dollars.ts`). Pure.
import type { Betting, FloorBoard, GameCode, OpenTable, RateSchedule } from "../api";
import { t } from "../i18n";
import { parseDollars } from "./dollars";
import { bettingName, gameName, gameSpec, hasBlinds } from "./games";
import { COMMON, liveWords } from "./liveWords";
import { dollarsText, fieldError, filledText, z } from "./zod";

/** Each structure's name in the language of the screens (read when read). */
export const BETTING_LABEL: Readonly<Record<Betting, string>> = liveWords<Betting>(COMMON.betting, bettingName);

/** The structures a table can be opened with, as choices (each label said when read). */
export const BETTING_CHOICES: readonly { readonly value: Betting; readonly label: string }[] = (["no_limit", "pot_limit", "fixed_limit"] as const).map((b) => ({
  value: b,
  get label() {
    return bettingName(b);
  },
}));

/** The games the room spreads, from the schedule: those with rates first, then those that need a manager's rate (each named in the language of the screens). */
export function gamesOf(schedule: RateSchedule): { code: GameCode; name: string; rated: boolean }[] {
  const seen = new Map<GameCode, { code: GameCode; name: string; rated: boolean }>();
  for (const r of schedule.rates) if (!seen.has(r.game)) seen.set(r.game, { code: r.game, name: gameName(r.game), rated: true });
  for (const g of schedule.unrated_games) if (!seen.has(g.code)) seen.set(g.code, { code: g.code, name: gameName(g.code), rated: false });
  return [...seen.values()];
}

/** "Table N" (in the language of the screens: "Mesa N") with the lowest N no open table is called. */
export function nextTableName(board: FloorBoard | undefined): string {
  const names = new Set(board?.tables.map((table) => table.table.name.toLowerCase()) ?? []);
  for (let n = 1; ; n++) {
    const name = t("common:tables.defaultName", { number: n });
    if (!names.has(name.toLowerCase())) return name;
  }
}

/** Said when the form is checked, in the language of the screens then. */
const DOLLARS_HINT = () => t("common:forms.dollars");
/** A required amount in dollars. */
const dollars = dollarsText(DOLLARS_HINT);
/** An amount that may be left empty (none, or zero). */
const optionalDollars = z
  .string()
  .trim()
  .refine((text) => text === "" || parseDollars(text) !== null, fieldError(DOLLARS_HINT));
const cents = (text: string): number => (text.trim() === "" ? 0 : parseDollars(text) ?? 0);

export const openTableSchema = z
  .object({
    name: filledText(() => t("common:forms.tableName")).max(64, fieldError(() => t("common:forms.atMost64"))),
    game: z.string().min(1, fieldError(() => t("common:forms.chooseGame"))),
    betting: z.enum(["no_limit", "pot_limit", "fixed_limit"]),
    smallBlind: optionalDollars,
    bigBlind: optionalDollars,
    smallBet: optionalDollars,
    bigBet: optionalDollars,
    ante: optionalDollars,
    chip: dollars.refine((text) => (parseDollars(text) ?? 0) > 0, fieldError(() => t("common:forms.chipAtLeastCent"))),
    seatLimit: z
      .string()
      .trim()
      .refine((text) => text === "" || /^\d{1,2}$/.test(text), fieldError(() => t("common:forms.seatLimit"))),
    rate: optionalDollars,
    // The table's rules beyond its stakes (each offered only for the games it applies to).
    noFlopNoDrop: z.boolean(),
    dropMode: z.enum(["pot_drop", "button_drop"]),
    buttonRule: z.enum(["moving", "dead"]),
    betsPerRound: z
      .string()
      .trim()
      .refine((text) => text === "" || (/^\d{1,2}$/.test(text) && Number(text) >= 1 && Number(text) <= 10), fieldError(() => t("common:forms.betsPerRound"))),
    interval: z
      .string()
      .trim()
      .refine((text) => text === "" || (/^\d{1,3}$/.test(text) && Number(text) >= 1), fieldError(() => t("common:forms.interval"))),
    joker: z.boolean(),
    sevens: z.enum(["void_post_draw", "forfeit_pot"]),
    requiredKill: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (showsBlinds(v.game as GameCode)) {
      if (v.smallBlind === "") ctx.addIssue({ code: "custom", path: ["smallBlind"], message: t("common:forms.smallBlind") });
      if (v.bigBlind === "") ctx.addIssue({ code: "custom", path: ["bigBlind"], message: t("common:forms.bigBlind") });
    }
    if (showsBets(v.game as GameCode, v.betting)) {
      if (v.smallBet === "") ctx.addIssue({ code: "custom", path: ["smallBet"], message: t("common:forms.smallBet") });
      if (v.bigBet === "") ctx.addIssue({ code: "custom", path: ["bigBet"], message: t("common:forms.bigBet") });
    }
  });

export type OpenTableValues = z.input<typeof openTableSchema>;

/** Games whose structure is fixed by the game itself: Pan and the banked game are not no/pot/fixed limit tables. */
export const choosesStructure = (game: GameCode | ""): boolean => game === "" || gameSpec(game).structures;

/** Which amounts the form asks for: blinds where the game has them, bets at a fixed-limit table. */
export function showsBlinds(game: GameCode): boolean {
  return hasBlinds(game);
}
export function showsBets(game: GameCode, betting: Betting): boolean {
  return betting === "fixed_limit" || game === "joker_draw";
}

/** The smallest chip a game's table plays with unless the floor says otherwise (docs/rulings.md:
 * a Pan chip is 25 cents, the banked game's 10 cents, other games' a dollar). */
export function defaultChip(game: GameCode | ""): string {
  const cents = game === "" ? 100 : gameSpec(game).chip_cents;
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

export function defaultOpenTable(board: FloorBoard | undefined, game: GameCode | ""): OpenTableValues {
  return {
    name: nextTableName(board),
    game,
    betting: game === "" ? "no_limit" : gameSpec(game).usual_betting,
    smallBlind: "",
    bigBlind: "",
    smallBet: "",
    bigBet: "",
    ante: "",
    chip: defaultChip(game),
    seatLimit: "",
    rate: "",
    noFlopNoDrop: false,
    dropMode: "pot_drop",
    buttonRule: "moving",
    betsPerRound: "",
    interval: "",
    joker: false,
    sevens: "void_post_draw",
    requiredKill: false,
  };
}

/**
 * Which of the table's rules a game has, for the form to offer only those: the drop's options
 * where the house takes a drop (`dropGame`, from the schedule), the button's where blinds move
 * it, a cap on the bets at a fixed-limit table, the collection's interval where time is
 * collected, Five Card Draw's joker, Low Ball's sevens rule and required kill.
 */
export function tableRules(game: GameCode | "", betting: Betting, dropGame: boolean) {
  const known = game !== "";
  return {
    drop: known && dropGame,
    button: known && hasBlinds(game),
    cap: known && betting === "fixed_limit" && gameSpec(game).structures,
    interval: known && !dropGame,
    joker: known && gameSpec(game).joker === "table_option",
    lowball: game === "lowball",
  };
}

/** The room's request for the form's values, or `null` while they are not complete and valid. */
export function toOpenTable(values: OpenTableValues, dropGame = false): OpenTable | null {
  const parsed = openTableSchema.safeParse(values);
  if (!parsed.success) return null;
  const v = parsed.data;
  const game = v.game as GameCode;
  const blinds = showsBlinds(game);
  const bets = showsBets(game, v.betting);
  const rules = tableRules(game, v.betting, dropGame);
  return {
    name: v.name,
    game,
    betting: v.betting,
    small_blind_cents: blinds ? cents(v.smallBlind) : 0,
    big_blind_cents: blinds ? cents(v.bigBlind) : 0,
    ante_cents: cents(v.ante),
    small_bet_cents: bets ? cents(v.smallBet) : 0,
    big_bet_cents: bets ? cents(v.bigBet) : 0,
    chip_unit_cents: cents(v.chip),
    max_bets_per_round: rules.cap && v.betsPerRound !== "" ? Number(v.betsPerRound) : null,
    seat_limit: v.seatLimit === "" ? null : Number(v.seatLimit),
    tournament: false,
    button_rule: rules.button ? v.buttonRule : null,
    rate_cents: v.rate === "" ? null : cents(v.rate),
    collection_interval_minutes: rules.interval && v.interval !== "" ? Number(v.interval) : null,
    drop_mode: rules.drop ? v.dropMode : null,
    no_flop_no_drop: rules.drop && v.noFlopNoDrop,
    joker: rules.joker && v.joker,
    sevens_penalty: rules.lowball ? v.sevens : null,
    required_kill: rules.lowball && v.requiredKill,
  };
}
