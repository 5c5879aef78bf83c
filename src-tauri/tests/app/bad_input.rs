//! Bad input at the IPC boundary, command by command: every command the window may call gets
//! well-typed but wrong values (an unknown id, an amount out of range, a blank name, a state
//! that does not allow it) and answers `{code, message}` with a stable code, the database
//! unchanged. Arbitrary JSON sent to every command never brings the shell down.

use std::collections::BTreeSet;
use std::path::Path;

use cardroom_app_lib::AppState;
use cardroom_room::Room;
use proptest::prelude::*;
use serde_json::{Value, json};

use crate::{Window, holdem_table, repo_file};

/// A room with a floor manager signed in, a dealer in the box at Table 1, two players, the
/// button drawn and a hand started.
fn set_up(path: &Path) -> Window {
    let w = Window::new(AppState::from_result(Ok(Room::open(path).unwrap())));
    w.call("start_room", json!({"name": "Maria", "pin": "2468"}))
        .unwrap();
    let dee = w
        .call("add_staff", json!({"name": "Dee", "role": "dealer"}))
        .unwrap();
    w.call("set_pin", json!({"staffId": dee["id"], "pin": "1357"}))
        .unwrap();
    w.call("open_table", json!({"table": holdem_table("Table 1")}))
        .unwrap();
    w.call("open_shift", json!({})).unwrap();
    for (seat, name) in [(1, "Ann"), (2, "Bob")] {
        w.call(
            "seat_player",
            json!({"seat": {"table_id": 1, "seat_no": seat, "player_name": name,
                            "player_id": null, "stack_cents": 20_000, "entry": "post_big_blind"}}),
        )
        .unwrap();
    }
    w.call("push_dealer", json!({"tableId": 1, "dealerId": dee["id"]}))
        .unwrap();
    w.call(
        "draw_for_button",
        json!({"tableId": 1, "draw": [{"seat_no": 1, "card": "As"}, {"seat_no": 2, "card": "Kd"}]}),
    )
    .unwrap();
    w.call(
        "start_hand",
        json!({"tableId": 1, "start": {"kind": "pot"}}),
    )
    .unwrap();
    w
}

/// Every row of the file but the audit trail's entries (a refusal for lack of authority is
/// one; none of these is).
fn snapshot(path: &Path) -> String {
    cardroom_store::rows_as_text(path, &["audit"]).unwrap()
}

/// The commands the window may call, from its capability (generated from commands.rs).
fn every_command() -> BTreeSet<String> {
    let caps: Value = serde_json::from_str(
        &std::fs::read_to_string(repo_file("src-tauri/capabilities/default.json")).unwrap(),
    )
    .unwrap();
    caps["permissions"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|p| p.as_str()?.strip_prefix("allow-"))
        .map(|c| c.replace('-', "_"))
        .collect()
}

/// Commands that take nothing the user typed and cannot be refused for their input while
/// someone is signed in: reads of the room as it is, and signing out.
const NO_INPUT: [&str; 24] = [
    // Asks a running report to stop: any number is a report that is not running.
    "cancel_report",
    "rate_schedule",
    "database_info",
    "session",
    "floor_board",
    "list_staff",
    "shift_list",
    "last_backup",
    "sign_out",
    "database_setting",
    "connection_status",
    "waitlist_board",
    "wall_board",
    "floor_settings",
    "rotation",
    "still_open",
    "last_floor_action",
    "jackpots",
    // What this station is set to be; locking the desk (nothing typed).
    "station",
    "lock_desk",
    // The gaming day now; the notices and incidents as entered.
    "gaming_day_today",
    "exclusion_notices",
    "exclusion_incidents",
    "comp_rules",
];

/// A bad-beat fund's terms taking `drop` cents from each pot.
fn jackpot_terms(drop: i64) -> Value {
    json!({"games": ["holdem"], "min_big_blind_cents": null, "max_big_blind_cents": null,
           "drop_cents": drop, "min_pot_cents": 2000, "at_flop": true, "fee_percent": 0,
           "cap_cents": null,
           "qualifier": {"kind": "bad_beat", "loser_at_least": "2c 2d 2h 2s 3c",
                         "both_hole_cards": true, "min_dealt_in": 4},
           "split": {"loser": 50, "winner": 25, "table": 15}, "names_above_cents": 50000})
}

fn rate(amount: i64) -> Value {
    json!({"game": "holdem", "structure": "no_limit", "min_limit_cents": null,
           "max_limit_cents": null, "amount_cents": amount, "interval_minutes": null,
           "effective_from": "2099-01-01T00:00:00Z"})
}

fn report(shift: i64) -> Value {
    json!({"shift_id": shift, "from": null, "to": null, "table_id": null, "game": null,
           "dealer_id": null})
}

fn hands(shift: i64) -> Value {
    json!({"shift_id": shift, "from": null, "to": null, "table_id": null, "dealer_id": null,
           "limit": null})
}

fn audit(from: &str) -> Value {
    json!({"staff_id": null, "table_id": null, "from": from, "to": null, "kind": null,
           "outcome": null, "limit": null})
}

/// One bad input: the command, a call that must come first (to put the room in the state
/// the case needs), its arguments and the code it must answer.
struct Case {
    cmd: &'static str,
    first: Option<(&'static str, Value)>,
    args: Value,
    code: &'static str,
}

fn case(cmd: &'static str, args: Value, code: &'static str) -> Case {
    Case {
        cmd,
        first: None,
        args,
        code,
    }
}

fn cases() -> Vec<Case> {
    let mut big = holdem_table("Table 9");
    big["big_blind_cents"] = json!(i64::MAX);
    let blank = holdem_table("  ");
    let seat = |seat: i64, stack: i64| {
        json!({"seat": {"table_id": 1, "seat_no": seat, "player_name": "Cy", "player_id": null,
                        "stack_cents": stack, "entry": "post_big_blind"}})
    };
    let fold = json!({"kind": "pot", "action": {"type": "fold", "seat": 1}});
    let paid = json!({"status": "paid"});
    vec![
        // Not a server's URL: refused before anything is tried or saved.
        case(
            "choose_database",
            json!({"url": "mysql://db.local/room"}),
            "invalid_input",
        ),
        // A server nobody answers at: refused, nothing saved.
        case(
            "choose_database",
            json!({"url": "postgres://cardroom:pw@127.0.0.1:1/room"}),
            "db_offline",
        ),
        case(
            "rate_schedule_at",
            json!({"at": "yesterday"}),
            "invalid_input",
        ),
        case("add_rate", json!({"rate": rate(-1)}), "invalid_input"),
        case(
            "start_room",
            json!({"name": "Someone", "pin": "2468"}),
            "unknown_staff",
        ),
        case(
            "sign_in",
            json!({"name": "", "pin": "2468"}),
            "invalid_input",
        ),
        case("preview_table", json!({"table": big}), "invalid_input"),
        case("open_table", json!({"table": blank}), "invalid_input"),
        case("close_table", json!({"tableId": 99}), "unknown_table"),
        case("seat_player", seat(1, 20_000), "seat_taken"),
        case("seat_player", seat(3, i64::MAX), "invalid_input"),
        case("seat_player", seat(3, -100), "invalid_input"),
        // Table 1 is no-limit 1/2: a buy-in of 40.00 to 200.00.
        case("seat_player", seat(3, 0), "buy_in_out_of_range"),
        case("seat_player", seat(3, 50_000), "buy_in_out_of_range"),
        case(
            "seat_player_outside_buy_in",
            json!({"seat": seat(3, 0)["seat"], "reason": "a regular"}),
            "buy_in_out_of_range",
        ),
        case(
            "seat_player_outside_buy_in",
            json!({"seat": seat(3, 50_000)["seat"], "reason": " "}),
            "buy_in_out_of_range",
        ),
        case(
            "seat_chips",
            json!({"tableId": 1, "seatNo": 7}),
            "seat_empty",
        ),
        case(
            "add_chips",
            json!({"chips": {"table_id": 1, "seat_no": 7, "amount_cents": 1_000}}),
            "seat_empty",
        ),
        case(
            "add_chips",
            json!({"chips": {"table_id": 1, "seat_no": 1, "amount_cents": 0}}),
            "invalid_input",
        ),
        // Ann has the table's maximum in front of her already.
        case(
            "add_chips",
            json!({"chips": {"table_id": 1, "seat_no": 1, "amount_cents": 100}}),
            "buy_in_out_of_range",
        ),
        case(
            "correct_chips",
            json!({"pin": "2468", "correction": {"table_id": 1, "seat_no": 1,
                                                  "stack_cents": 100, "reason": " "}}),
            "invalid_input",
        ),
        case(
            "correct_chips",
            json!({"pin": "2468", "correction": {"table_id": 1, "seat_no": 8,
                                                  "stack_cents": 100, "reason": "counted"}}),
            "seat_empty",
        ),
        // Maria runs the open shift: the incoming floor manager takes it over.
        case("hand_over_shift", json!({}), "invalid_input"),
        case(
            "move_player",
            json!({"tableId": 1, "seatNo": 1, "toTableId": 1, "toSeatNo": 1}),
            "same_seat",
        ),
        case(
            "set_sitting_out",
            json!({"tableId": 1, "seatNo": 7, "sittingOut": true}),
            "seat_empty",
        ),
        case(
            "unseat_player",
            json!({"tableId": 1, "seatNo": 9}),
            "hand_in_progress",
        ),
        case(
            "push_dealer",
            json!({"tableId": 1, "dealerId": 99}),
            "unknown_staff",
        ),
        case("pull_dealer", json!({"tableId": 99}), "unknown_table"),
        case(
            "draw_for_button",
            json!({"tableId": 1, "draw": [{"seat_no": 1, "card": "Zz"}]}),
            "hand_in_progress",
        ),
        case("open_shift", json!({}), "shift_already_open"),
        case("collections_due", json!({"tableId": 99}), "unknown_table"),
        case(
            "comp_collection",
            json!({"collection": 99, "reason": "his birthday"}),
            "unknown_collection",
        ),
        case(
            "undo_floor_action",
            json!({"auditId": 99}),
            "nothing_to_undo",
        ),
        case(
            "mark_collection",
            json!({"collection": 99, "mark": paid}),
            "unknown_collection",
        ),
        case(
            "add_staff",
            json!({"name": "maria", "role": "dealer"}),
            "duplicate_staff",
        ),
        case(
            "set_staff_active",
            json!({"staffId": 99, "active": false}),
            "unknown_staff",
        ),
        case(
            "set_staff_role",
            json!({"staffId": 99, "role": "floor"}),
            "unknown_staff",
        ),
        case(
            "set_pin",
            json!({"staffId": 2, "pin": "12"}),
            "invalid_input",
        ),
        case("hand", json!({"handId": 99}), "unknown_hand"),
        case("current_hand", json!({"tableId": 99}), "unknown_table"),
        case("dealer_console", json!({"tableId": 99}), "unknown_table"),
        case(
            "start_hand",
            json!({"tableId": 1, "start": {"kind": "pot"}}),
            "hand_in_progress",
        ),
        case(
            "act_in_hand",
            // Started, the hand posted its blinds and dealt by itself (3 entries).
            json!({"handId": 1, "seq": 3, "action": {"kind": "pot", "action": {"type": "post_forced_bets"}}}),
            "wrong_street",
        ),
        case(
            "act_in_hand",
            json!({"handId": 1, "seq": 9, "action": fold}),
            "hand_changed",
        ),
        case(
            "undo_in_hand",
            json!({"handId": 1, "seq": 5}),
            "hand_changed",
        ),
        case(
            "void_hand",
            json!({"handId": 1, "seq": 7, "reason": "misdeal"}),
            "hand_changed",
        ),
        case(
            "collect_time",
            json!({"tableId": 99, "exceptions": []}),
            "unknown_table",
        ),
        case(
            "run_report",
            json!({"request": 1, "query": report(99), "progress": "__CHANNEL__:1"}),
            "unknown_shift",
        ),
        case("report_csv", json!({"query": report(99)}), "unknown_shift"),
        case(
            "sign_off_shift",
            json!({"shiftId": 99, "pin": "2468"}),
            "unknown_shift",
        ),
        case(
            "record_print",
            json!({"shiftId": 99, "what": "report"}),
            "unknown_shift",
        ),
        case("cage_count", json!({"shiftId": 99}), "unknown_shift"),
        case(
            "jackpot_ledger",
            json!({"from": "yesterday", "to": "2026-11-23", "by": "day"}),
            "invalid_input",
        ),
        case(
            "add_jackpot_fund",
            json!({"fund": {"name": "Bad beat", "seed_cents": 0, "effective_from": null,
                            "terms": jackpot_terms(0)}}),
            "invalid_input",
        ),
        case(
            "change_jackpot_terms",
            json!({"change": {"fund_id": 99, "effective_from": null, "terms": jackpot_terms(100)}}),
            "unknown_fund",
        ),
        case(
            "adjust_jackpot",
            json!({"adjustment": {"fund_id": 1, "amount_cents": 100, "reason": " ", "pin": "2468"}}),
            "invalid_input",
        ),
        case(
            "pay_jackpot",
            json!({"payment": {"fund_id": 99, "hand_id": 1, "pin": "2468", "witness_id": 2,
                               "witness_pin": "1357", "names": []}}),
            "unknown_fund",
        ),
        case(
            "record_bank_move",
            json!({"bankMove": {"shift_id": 99, "table_id": 1, "kind": "fill", "amount_cents": 100,
                                "brought_by": 1, "received_by": 2, "reason": null}}),
            "unknown_shift",
        ),
        case(
            "record_box_count",
            json!({"count": {"shift_id": 1, "table_id": 1, "counted_cents": -5,
                             "explanation": null, "reason": null}}),
            "invalid_input",
        ),
        // The floor does not counter-sign (the cage does: 25 CFR 543).
        case(
            "countersign_shift",
            json!({"shiftId": 1, "pin": "2468"}),
            "not_permitted",
        ),
        case(
            "correct_collection",
            json!({"pin": "2468", "correction": {"collection_id": 99, "mark": paid, "reason": "typo"}}),
            "unknown_collection",
        ),
        case(
            "correct_hand",
            json!({"pin": "2468", "correction": {"hand_id": 99, "from_seat": 1, "to_seat": 2,
                                                   "amount_cents": 100, "reason": "typo"}}),
            "unknown_hand",
        ),
        case(
            "count_sheet",
            json!({"shiftId": 99, "counters": ["Ann"]}),
            "unknown_shift",
        ),
        case(
            "count_sheet_csv",
            json!({"shiftId": 99, "counters": ["Ann"]}),
            "unknown_shift",
        ),
        case(
            "save_export",
            json!({"path": "/nonexistent-folder/x.csv", "text": "a"}),
            "invalid_input",
        ),
        case(
            "save_diagnostics",
            json!({"path": "/tmp/diagnostics.txt"}),
            "invalid_input",
        ),
        case(
            "exception_report",
            json!({"query": {"shift_id": 99, "gaming_day": null}}),
            "unknown_shift",
        ),
        case(
            "exceptions_csv",
            json!({"query": {"shift_id": null, "gaming_day": "not a day"}}),
            "invalid_input",
        ),
        case(
            "save_report_xlsx",
            json!({"path": "/tmp/report.csv", "query": {"shift_id": null, "from": null, "to": null, "gaming_day": null, "table_id": null, "game": null, "dealer_id": null}}),
            "invalid_input",
        ),
        case(
            "save_count_sheet_xlsx",
            json!({"path": "/tmp/x.xlsx", "shiftId": 99, "counters": []}),
            "unknown_shift",
        ),
        case(
            "save_report_pdf",
            json!({"path": "/tmp/report.xlsx", "query": {"shift_id": null, "from": null, "to": null, "gaming_day": null, "table_id": null, "game": null, "dealer_id": null}}),
            "invalid_input",
        ),
        case(
            "save_count_sheet_pdf",
            json!({"path": "/tmp/x.pdf", "shiftId": 99, "counters": []}),
            "unknown_shift",
        ),
        case(
            "save_exceptions_pdf",
            json!({"path": "/nonexistent-folder/x.pdf", "query": {"shift_id": null, "gaming_day": null}}),
            "invalid_input",
        ),
        case(
            "save_exceptions_xlsx",
            json!({"path": "/nonexistent-folder/x.xlsx", "query": {"shift_id": null, "gaming_day": null}}),
            "invalid_input",
        ),
        case("hand_list", json!({"query": hands(99)}), "unknown_shift"),
        case("hand_history", json!({"handId": 99}), "unknown_hand"),
        case(
            "export_hand_histories",
            json!({"folder": "/nonexistent-folder", "query": hands(99), "handId": null}),
            "unknown_shift",
        ),
        case(
            "check_hand_history",
            json!({"path": "/nonexistent-folder/a.phh"}),
            "invalid_input",
        ),
        case(
            "audit_log",
            json!({"query": audit("not a time")}),
            "invalid_input",
        ),
        case(
            "audit_csv",
            json!({"query": audit("not a time")}),
            "invalid_input",
        ),
        // The floor's day: lists, calls, must-moves, the rotation, seat time.
        case(
            "add_waitlist",
            json!({"list": {"game": "holdem", "betting": "fixed_limit", "small_blind_cents": 0,
                            "big_blind_cents": 0, "small_bet_cents": 0, "big_bet_cents": 0}}),
            "invalid_input",
        ),
        case("close_waitlist", json!({"listId": 99}), "unknown_waitlist"),
        case(
            "join_waitlist",
            json!({"entry": {"list_id": 99, "player_name": "Tom", "note": null}}),
            "unknown_waitlist",
        ),
        case("leave_waitlist", json!({"entryId": 99}), "not_listed"),
        case(
            "call_seat",
            json!({"tableId": 99, "entryId": null}),
            "unknown_table",
        ),
        case("cancel_call", json!({"callId": 99}), "unknown_call"),
        case("extend_call", json!({"callId": 99}), "unknown_call"),
        case(
            "seat_from_call",
            json!({"seat": {"call_id": 99, "seat_no": 3, "stack_cents": 100, "entry": "playing"}}),
            "unknown_call",
        ),
        case(
            "set_must_move",
            json!({"tableId": 1, "mainTableId": 1}),
            "invalid_input",
        ),
        case(
            "start_game",
            json!({"listId": 99, "table": holdem_table("Table 9")}),
            "unknown_waitlist",
        ),
        case(
            "set_floor_settings",
            json!({"settings": {"call_minutes": 0, "call_timeout": "bottom",
                                "sit_out_limit_minutes": 30, "down_minutes": 30,
                                "break_minutes": 20, "downs_before_break": 3,
                                "start_players": [], "variance_threshold_cents": 2500,
                                "gaming_day_starts_minutes": 360, "station_idle_seconds": 120,
                                "desk_lock_minutes": 5, "mtl_threshold_cents": 300000,
                                "seat_change_decline": "loses",
                                "broken_table_players": "top"}}),
            "invalid_input",
        ),
        case("join_rotation", json!({"dealerId": 1}), "not_a_dealer"),
        case("leave_rotation", json!({"dealerId": 2}), "not_in_rotation"),
        case("rotate", json!({"tableId": 1}), "no_relief"),
        case(
            "pick_up_seat",
            json!({"tableId": 1, "seatNo": 1}),
            "already_in_state",
        ),
        // A table this room never opened: refused before anything is saved.
        case(
            "set_station",
            json!({"pin": "2468", "setup": {"language": "es", "theme": "dark",
                                            "table": "Table 99", "autostart": false}}),
            "invalid_input",
        ),
        // Players: an unknown number, a blank name, a bad date, a self-exclusion under a
        // year, a nameless seat identified as nobody, days the wrong way round.
        case("find_players", json!({"text": " "}), "invalid_input"),
        case("player", json!({"number": "9999"}), "unknown_player"),
        case(
            "add_player",
            json!({"player": {"number": null, "name": " ", "wall_name": null,
                              "birth_date": null, "phone": null, "notes": null}}),
            "invalid_input",
        ),
        case(
            "edit_player",
            json!({"number": "9999", "player": {"number": null, "name": "Tom",
                              "wall_name": null, "birth_date": "1970-13-01", "phone": null,
                              "notes": null}}),
            "invalid_input",
        ),
        case(
            "restrict_player",
            json!({"restriction": {"number": "9999", "kind": "barred", "scope": "play",
                                   "reason": "fight", "from_day": null, "until_day": null}}),
            "unknown_player",
        ),
        case(
            "lift_restriction",
            json!({"number": "9999", "reason": " ", "pin": "2468"}),
            "invalid_input",
        ),
        case(
            "identify_player",
            json!({"tableId": 1, "seatNo": 1, "number": "9999"}),
            "unknown_player",
        ),
        case("anonymise_player", json!({"number": "x"}), "invalid_input"),
        case(
            "record_exclusion_notice",
            json!({"notice": {"name": "Tom Baker", "birth_date": null, "term": "one_year",
                              "starts_on": "2026-11-01", "descriptors": null,
                              "reference": "BGC-1", "photo": "data:text/html;base64,PGI+",
                              "player_number": null}}),
            "invalid_input",
        ),
        case("notice_photo", json!({"noticeId": 99}), "unknown_notice"),
        case(
            "possible_exclusion_notice",
            json!({"name": null, "number": "x"}),
            "invalid_input",
        ),
        case(
            "add_comp_rule",
            json!({"rule": {"name": "meal", "kind": "after_hours", "min_big_blind_cents": 0,
                            "hours": 30, "value": 1500, "unit": "cents"}}),
            "invalid_input",
        ),
        case("end_comp_rule", json!({"ruleId": 99}), "unknown_comp_rule"),
        case(
            "player_comps",
            json!({"number": "x", "from": "2026-11-23", "to": "2026-11-23"}),
            "invalid_input",
        ),
        case(
            "comps_earned",
            json!({"number": "9999", "day": null}),
            "unknown_player",
        ),
        case(
            "issue_comp",
            json!({"comp": {"number": "9999", "rule_id": null, "value": 5, "unit": null,
                            "reason": "birthday"}}),
            "unknown_player",
        ),
        case(
            "player_hours",
            json!({"number": "1", "from": "2026-11-25", "to": "2026-11-01"}),
            "invalid_input",
        ),
        case(
            "confirm_exclusion",
            json!({"noticeId": 99, "number": "9999"}),
            "unknown_player",
        ),
        case(
            "record_exclusion_incident",
            json!({"tableId": 1, "seatNo": 1, "noticeId": 99, "what": " ", "withheld": null}),
            "invalid_input",
        ),
        case(
            "multiple_transaction_log",
            json!({"from": "2026-11-25", "to": "2026-11-20"}),
            "invalid_input",
        ),
        case(
            "ctr_report",
            json!({"from": "soon", "to": null}),
            "invalid_input",
        ),
        case(
            "save_cash_log",
            json!({"path": "/tmp/ctr.csv", "log": "ctr", "from": "2026-11-23", "to": null}),
            "invalid_input",
        ),
        // Seat changes: a table never opened, a seat with nobody, requests that do not exist.
        case("seat_changes", json!({"tableId": 99}), "unknown_table"),
        case("break_table", json!({"tableId": 1}), "hand_in_progress"),
        case(
            "request_seat_change",
            json!({"tableId": 1, "fromTableId": 1, "fromSeatNo": 7}),
            "seat_empty",
        ),
        case(
            "take_seat_change",
            json!({"requestId": 99, "seatNo": 3}),
            "unknown_seat_change",
        ),
        case(
            "decline_seat_change",
            json!({"requestId": 99}),
            "unknown_seat_change",
        ),
        case(
            "cancel_seat_change",
            json!({"requestId": 99}),
            "unknown_seat_change",
        ),
        // A locked desk does nothing as the person signed in until their PIN is typed (a
        // wrong PIN counts toward the account's lock, so it is no case here); with nobody
        // signed in there is no desk to unlock.
        Case {
            cmd: "set_my_language",
            first: Some(("lock_desk", json!({}))),
            args: json!({"language": "es"}),
            code: "desk_locked",
        },
        Case {
            cmd: "unlock_desk",
            first: Some(("sign_out", json!({}))),
            args: json!({"pin": "2468"}),
            code: "not_signed_in",
        },
        // A dealer at the window: the floor's commands are refused (and that refusal is an
        // entry of the trail, which the snapshot leaves out).
        Case {
            cmd: "back_up_now",
            first: Some(("sign_in", json!({"name": "Dee", "pin": "1357"}))),
            args: json!({}),
            code: "not_permitted",
        },
        case("close_shift", json!({}), "not_permitted"),
        // A dealer does not choose where the room lives.
        case("choose_database", json!({"url": null}), "not_permitted"),
    ]
}

#[test]
fn every_command_answers_bad_input_with_a_code_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("room.sqlite3");
    let w = set_up(&path);
    let cases = cases();
    let listed: BTreeSet<String> = cases
        .iter()
        .map(|c| c.cmd.to_string())
        .chain(NO_INPUT.iter().map(|c| c.to_string()))
        .collect();
    assert_eq!(listed, every_command(), "every command is in the table");
    let mut wrong = Vec::new();
    for Case {
        cmd,
        first,
        args,
        code,
    } in cases
    {
        if let Some((first, first_args)) = first {
            w.call(first, first_args).unwrap();
        }
        let before = snapshot(&path);
        let answer = w.call(cmd, args.clone());
        let got = match &answer {
            Err(e) => e["code"].as_str().map(str::to_string),
            Ok(_) => None,
        };
        if got.as_deref() != Some(code) {
            wrong.push(format!("{cmd} {args}: expected {code}, got {answer:?}"));
        }
        if let Err(e) = &answer {
            assert!(
                e["message"].as_str().is_some_and(|m| !m.is_empty()),
                "{cmd}: {e}"
            );
        }
        let after = snapshot(&path);
        if after != before {
            let first = after.lines().zip(before.lines()).find(|(a, b)| a != b);
            wrong.push(format!("{cmd} {args} changed the database: {first:?}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Commands left out of the arbitrary-input run: they write files at a path the window
/// names (the save dialog's), and a random path may be anywhere.
const WRITES_FILES: [&str; 4] = [
    "save_export",
    "export_hand_histories",
    "save_diagnostics",
    "save_cash_log",
];

/// The names the commands' arguments have, so random arguments sometimes reach the command.
const ARG_NAMES: [&str; 24] = [
    "at",
    "rate",
    "name",
    "pin",
    "table",
    "tableId",
    "seat",
    "seatNo",
    "toTableId",
    "toSeatNo",
    "sittingOut",
    "dealerId",
    "draw",
    "collectionId",
    "mark",
    "staffId",
    "role",
    "active",
    "handId",
    "seq",
    "action",
    "start",
    "query",
    "correction",
];

fn any_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        prop_oneof![
            Just(i64::MAX),
            Just(i64::MIN),
            Just(-1i64),
            Just(0),
            Just(1),
            Just(2)
        ]
        .prop_map(Value::from),
        any::<f64>().prop_map(|f| json!(f)),
        ".{0,12}".prop_map(Value::from),
        prop_oneof![
            Just("pot"),
            Just("paid"),
            Just("holdem"),
            Just("As"),
            Just("floor")
        ]
        .prop_map(Value::from),
    ];
    leaf.prop_recursive(3, 24, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::from),
            prop::collection::vec(
                (
                    prop_oneof![
                        prop::sample::select(ARG_NAMES.to_vec()).prop_map(String::from),
                        "[a-z_]{1,8}"
                    ],
                    inner
                ),
                0..5
            )
            .prop_map(|kv| Value::Object(kv.into_iter().collect())),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Arbitrary JSON to every command: each answers (a value or an error), nothing panics,
    /// and the file stays sound.
    #[test]
    fn arbitrary_arguments_to_every_command_never_bring_the_shell_down(
        args in prop::collection::vec(
            prop::collection::vec((prop::sample::select(ARG_NAMES.to_vec()), any_json()), 0..4),
            56,
        ),
    ) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("room.sqlite3");
        let w = set_up(&path);
        let commands: Vec<String> = every_command()
            .into_iter()
            .filter(|c| !WRITES_FILES.contains(&c.as_str()))
            .collect();
        for (cmd, pairs) in commands.iter().zip(args) {
            let body: serde_json::Map<String, Value> =
                pairs.into_iter().map(|(k, v)| (k.to_string(), v)).collect();
            let answer = w.call(cmd, Value::Object(body));
            if let Err(e) = answer {
                // Ours carry a code; Tauri's own refusal of ill-typed arguments is its text.
                prop_assert!(e.get("code").is_some() || e.is_string(), "{cmd}: {e}");
            }
        }
        drop(w);
        prop_assert_eq!(Room::open(&path).unwrap().verify_room().unwrap(), Vec::<String>::new());
    }
}
