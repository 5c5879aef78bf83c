// The trail's words: a use case's name said plainly, when, where from. Pure.
import type { AuditOutcome, Station } from "../../api";
import { t } from "../../i18n";
import { dateTimeSecondsText } from "../../lib/time";

/**
 * The kinds of entry the trail names, as the room names them: every use case, and the
 * sign-in's own. Each has its words in the `audit` namespace (`kinds.<name>`).
 */
export const KINDS = [
  "add_staff",
  "set_staff_active",
  "add_rate",
  "open_table",
  "close_table",
  "seat_player",
  "move_player",
  "unseat_player",
  "sit_out",
  "push_dealer",
  "pull_dealer",
  "draw_for_button",
  "start_hand",
  "act",
  "undo",
  "start_pan_hand",
  "start_banked_box",
  "record_due_collections",
  "mark_collection",
  "comp_collection",
  "open_shift",
  "close_shift",
  "shift_report",
  "reset_clock",
  "set_pin",
  "set_staff_role",
  "void_hand",
  "rule_hand_void",
  "collect_time",
  "sign_off_shift",
  "record_print",
  "correct_collection",
  "correct_hand",
  "hand_history",
  "read_audit",
  "back_up",
  "choose_database",
  "set_floor_settings",
  "set_language",
  "set_station",
  "add_waitlist",
  "close_waitlist",
  "join_waitlist",
  "leave_waitlist",
  "call_seat",
  "cancel_call",
  "extend_call",
  "seat_from_call",
  "set_must_move",
  "start_game",
  "join_rotation",
  "leave_rotation",
  "rotate",
  "pick_up_seat",
  "add_chips",
  "correct_chips",
  "seat_outside_buy_in",
  "seat_player_outside_buy_in",
  "hand_over_shift",
  "record_box_count",
  "countersign_shift",
  "record_bank_move",
  "undo_floor_action",
  "add_jackpot_fund",
  "change_jackpot_terms",
  "adjust_jackpot",
  "pay_jackpot",
  "sign_in",
  "confirm_pin",
  "sign_out",
] as const;

export type Kind = (typeof KINDS)[number];

const isKind = (kind: string): kind is Kind => (KINDS as readonly string[]).includes(kind);

/** A kind the UI does not know yet, said plainly: `seat_player` → `Seat player`. */
function plainWords(kind: string): string {
  const words = kind.replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A kind in the language of the screens: `seat_player` → `Seat player` (`Sentar jugador`). */
export function kindWords(kind: string): string {
  return isKind(kind) ? t(`audit:kinds.${kind}`) : plainWords(kind);
}

/**
 * What the floor typed in the kind filter, as the room names it: the words of a known kind in
 * the language of the screens (`Seat player` → `seat_player`), else the words made a name.
 */
export function kindName(typed: string): string {
  const text = typed.trim().toLowerCase();
  const known = KINDS.find((k) => kindWords(k).toLowerCase() === text);
  return known ?? text.replace(/[\s-]+/g, "_");
}

/** Where an entry was made from: `App`, `Command line`. */
export const stationWords = (station: Station): string => t(`audit:stations.${station}`);

/** Whether the room did it: `Done`, `Refused`. */
export const outcomeWords = (outcome: AuditOutcome): string => t(`audit:outcomes.${outcome}`);

/** `20 Nov 2026, 21:37:00`: seconds tell the trail's entries apart. */
export const entryTime = dateTimeSecondsText;
