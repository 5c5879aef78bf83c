//! Draw Poker with Joker boxes at a table: started for a seated player who covers the box,
//! logged entry by entry through the banked engine, undone by a correction, settled into his
//! stack with the house's banked result recorded apart.

use cardroom_engine::Card;
use cardroom_engine::joker_draw::JdTurn;
use cardroom_engine::joker_draw::{
    ExchangeOffer, JokerDrawAction, JokerDrawLegal, JokerDrawOutcome,
};
use cardroom_room::{Entry, SeatPlayer};

use crate::support::{Fixture, draw, jd_table, limit_table};

fn known(text: &str) -> Vec<Card> {
    cardroom_cards::parse_cards(text).unwrap()
}

fn some(text: &str) -> Vec<Option<Card>> {
    known(text).into_iter().map(Some).collect()
}

/// A room with a $0.30-$12.00 table, Ann ($100) in seat 1 and Bob ($100) in seat 2, and Jo,
/// the house's dealer, in the box.
fn table() -> (Fixture, i64) {
    let (mut f, t) = Fixture::seated(jd_table("Joker 1", 30, 1200), &[(1, "Ann"), (2, "Bob")]);
    f.push_dealer(t, "Jo");
    (f, t)
}

/// The player's exchange: `discard` for `draw`.
fn exchange(discard: Vec<Option<Card>>, draw: Vec<Option<Card>>) -> JokerDrawAction {
    JokerDrawAction::Exchange { discard, draw }
}

/// The player's five cards dealt unseen.
fn dealt_unseen() -> JokerDrawAction {
    JokerDrawAction::DealPlayer {
        cards: vec![None; 5],
    }
}

/// The house-history example: four sevens with the joker against the dealer's queens, as the
/// dealer enters it (the dealer's cards are dealt unseen and the box settles by itself).
fn four_sevens() -> Vec<JokerDrawAction> {
    vec![
        JokerDrawAction::DealPlayer {
            cards: some("AsKd7h7c2s"),
        },
        exchange(some("AsKd2s"), some("7dJk9c")),
        JokerDrawAction::Bet,
        JokerDrawAction::RevealDealer {
            cards: known("QsQh5c4d3h"),
        },
        JokerDrawAction::DealerExchange {
            discard: known("5c4d3h"),
            draw: known("9h8s2d"),
        },
    ]
}

fn stack(f: &mut Fixture, t: i64, seat: i64) -> i64 {
    f.seating(t, seat).stack_cents
}

fn banked_rows(f: &Fixture) -> Vec<(i64, i64, i64)> {
    f.query("SELECT hand_id, house_net_cents, settled_by FROM banked_results ORDER BY id")
        .iter()
        .map(|r| {
            (
                r[0].parse().unwrap(),
                r[1].parse().unwrap(),
                r[2].parse().unwrap(),
            )
        })
        .collect()
}

#[test]
fn a_box_settles_the_players_net_into_his_stack_and_the_banks_result_apart() {
    let (mut f, t) = table();
    let dee = f.push_dealer(t, "Dee");
    let start = f.room.start_jd_hand(dee.id, t, 1, 60, 30).unwrap();
    assert_eq!(
        (
            start.banked().unwrap().seat,
            start.banked().unwrap().player.as_str()
        ),
        (1, "Ann")
    );
    let mut view = start.clone();
    for action in four_sevens() {
        view = f.room.act(dee.id, start.hand_id, action).unwrap();
    }
    assert!(view.finished);
    assert_eq!(view.banked().unwrap().view.turn, None);
    let s = view.banked().unwrap().view.settlement.clone().unwrap();
    // Ante box 1.20 paid 1:1, Bet 2.40 paid 3:1 on four of a kind, BONUS 0.30 paid 20:1.
    assert_eq!(s.outcome, JokerDrawOutcome::PlayerWins);
    assert_eq!((s.ante_net, s.bet_net, s.bonus_net), (120, 720, 600));
    assert_eq!((s.player_net, s.house_net), (1440, -1440));
    assert_eq!(stack(&mut f, t, 1), 10_000 + 1440);
    assert_eq!(stack(&mut f, t, 2), 10_000, "Bob did not play");
    assert_eq!(banked_rows(&f), vec![(start.hand_id, -1440, dee.id)]);
    assert_eq!(
        f.room
            .act(dee.id, start.hand_id, JokerDrawAction::Settle)
            .unwrap_err()
            .code(),
        "hand_finished"
    );
}

#[test]
fn every_entry_records_the_staff_member_who_made_it_and_when() {
    crate::sqlite_only!();
    let (mut f, t) = table();
    let dee = f.push_dealer(t, "Dee");
    let hand = f.room.start_jd_hand(dee.id, t, 2, 30, 0).unwrap().hand_id;
    f.at("2026-11-23T18:01:00Z");
    f.room.act(dee.id, hand, dealt_unseen()).unwrap();
    f.at("2026-11-23T18:02:00Z");
    f.room.undo(f.floor.id, hand).unwrap();
    let conn = rusqlite::Connection::open(&f.path).unwrap();
    let rows: Vec<(String, String, i64)> = conn
        .prepare("SELECT kind, recorded_at, recorded_by FROM hand_events WHERE hand_id = ?1 ORDER BY seq")
        .unwrap()
        .query_map([hand], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    // The dealer's cards dealt by themselves are recorded with the entry that brought them;
    // the undo takes both back.
    assert_eq!(
        rows,
        vec![
            ("action".into(), "2026-11-23T18:01:00Z".into(), dee.id),
            ("action".into(), "2026-11-23T18:01:00Z".into(), dee.id),
            ("undo".into(), "2026-11-23T18:02:00Z".into(), f.floor.id),
            ("undo".into(), "2026-11-23T18:02:00Z".into(), f.floor.id),
        ]
    );
    let started: (String, i64) = conn
        .query_row(
            "SELECT started_at, started_by FROM hands WHERE id = ?1",
            [hand],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!(started, ("2026-11-23T18:00:00Z".into(), dee.id));
}

#[test]
fn a_refused_entry_returns_the_engines_code_and_message_and_writes_nothing() {
    let (f, t) = table();
    let id = f.floor.id;
    let hand = f.room.start_jd_hand(id, t, 1, 60, 30).unwrap().hand_id;
    let before = f.snapshot();
    let err = f.room.act(id, hand, JokerDrawAction::Bet).unwrap_err();
    assert_eq!(err.code(), "wrong_phase");
    assert!(
        err.to_string().contains("deal the player's five cards"),
        "{err}"
    );
    assert_eq!(f.snapshot(), before, "nothing written");
    for action in four_sevens().into_iter().take(4) {
        f.room.act(id, hand, action).unwrap();
    }
    // The dealer holds a pair of queens: he must change 5c4d3h, not keep his hand.
    let before = f.snapshot();
    let err = f
        .room
        .act(
            id,
            hand,
            JokerDrawAction::DealerExchange {
                discard: vec![],
                draw: vec![],
            },
        )
        .unwrap_err();
    crate::support::assert_refusal(&err, "wrong_dealer_exchange", "5c");
    assert_eq!(f.snapshot(), before, "nothing written");
}

#[test]
fn an_undo_appends_a_correction_and_the_box_replays_without_the_entry() {
    crate::sqlite_only!();
    let (f, t) = table();
    let id = f.floor.id;
    let hand = f.room.start_jd_hand(id, t, 1, 60, 0).unwrap().hand_id;
    assert_eq!(f.room.undo(id, hand).unwrap_err().code(), "nothing_to_undo");
    for action in four_sevens().into_iter().take(2) {
        f.room.act(id, hand, action).unwrap();
    }
    let undone = f.room.undo(id, hand).unwrap();
    assert_eq!(undone.actions, 2);
    assert_eq!(undone.banked().unwrap().view.exchanges, 0);
    assert_eq!(undone.banked().unwrap().view.ante_box_cents, 60);
    assert_eq!(
        undone.banked().unwrap().view.player_cards,
        vec!["As", "Kd", "7h", "7c", "2s"]
    );
    assert_eq!(f.room.hand(hand).unwrap().actions, 2);
    // The player exchanges differently; the history keeps the first entry and its undo.
    let view = f
        .room
        .act(id, hand, exchange(some("As"), some("7d")))
        .unwrap();
    assert_eq!(
        view.banked().unwrap().view.player_cards,
        vec!["7d", "Kd", "7h", "7c", "2s"]
    );
    let conn = rusqlite::Connection::open(&f.path).unwrap();
    let kinds: Vec<String> = conn
        .prepare("SELECT kind FROM hand_events WHERE hand_id = ?1 ORDER BY seq")
        .unwrap()
        .query_map([hand], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(kinds, vec!["action", "action", "action", "undo", "action"]);
}

#[test]
fn the_screen_shows_whose_turn_it_is_the_amounts_and_the_dealers_required_exchange() {
    let (f, t) = table();
    let id = f.floor.id;
    let start = f.room.start_jd_hand(id, t, 1, 60, 30).unwrap();
    assert_eq!(start.banked().unwrap().view.turn, Some(JdTurn::Dealer));
    assert_eq!(
        start.banked().unwrap().view.legal,
        JokerDrawLegal::DealPlayer
    );
    assert_eq!(start.banked().unwrap().view.staked_cents, 90);
    let hand = start.hand_id;
    let view = f.room.act(id, hand, dealt_unseen()).unwrap();
    assert_eq!(
        view.automatic,
        vec![false, true],
        "the dealer's cards are dealt unseen by themselves"
    );
    assert_eq!(view.banked().unwrap().view.turn, Some(JdTurn::Player));
    assert_eq!(
        view.banked().unwrap().view.legal,
        JokerDrawLegal::Decide {
            exchange: Some(ExchangeOffer {
                min_cards: 1,
                max_cards: 5,
                cost: 60
            }),
            bet: 120
        }
    );
    assert_eq!(view.banked().unwrap().view.player_cards, vec!["??"; 5]);
    let view = f
        .room
        .act(id, hand, exchange(vec![None; 2], vec![None; 2]))
        .unwrap();
    assert_eq!(
        view.banked().unwrap().view.legal,
        JokerDrawLegal::Decide {
            exchange: Some(ExchangeOffer {
                min_cards: 1,
                max_cards: 1,
                cost: 60
            }),
            bet: 240
        }
    );
    f.room.act(id, hand, JokerDrawAction::Bet).unwrap();
    let view = f
        .room
        .act(
            id,
            hand,
            JokerDrawAction::RevealDealer {
                cards: known("QsQh5c4d3h"),
            },
        )
        .unwrap();
    assert_eq!(view.banked().unwrap().view.turn, Some(JdTurn::Dealer));
    let JokerDrawLegal::DealerExchange { plan } = &view.banked().unwrap().view.legal else {
        panic!(
            "the dealer's exchange is next: {:?}",
            view.banked().unwrap().view.legal
        );
    };
    assert_eq!(plan.suggested, known("3h4d5c"));
    assert!(
        view.waiting_for.words.contains("the dealer changes"),
        "{}",
        view.waiting_for.words
    );
    let view = f
        .room
        .act(
            id,
            hand,
            JokerDrawAction::DealerExchange {
                discard: known("5c4d3h"),
                draw: known("9h8s2d"),
            },
        )
        .unwrap();
    assert_eq!(
        view.banked().unwrap().view.legal,
        JokerDrawLegal::ShowPlayer,
        "the player's cards were not entered"
    );
    assert!(view.banked().unwrap().view.if_settled.is_none());
    let view = f
        .room
        .act(
            id,
            hand,
            JokerDrawAction::ShowPlayer {
                cards: known("AcAdKhKs4c"),
            },
        )
        .unwrap();
    // Two pair beats the dealer's queens: ante box 1.20 and Bet 2.40 paid 1:1; no BONUS row.
    // Every card known, the box settles by itself.
    assert!(view.finished);
    let settled = view.banked().unwrap().view.settlement.clone().unwrap();
    assert_eq!(
        (settled.player_net, settled.house_net),
        (120 + 240 - 30, -330)
    );
}

#[test]
fn a_fold_loses_the_ante_box_and_the_bonus_to_the_bank() {
    let (mut f, t) = table();
    let id = f.floor.id;
    let hand = f.room.start_jd_hand(id, t, 2, 90, 60).unwrap().hand_id;
    for action in [
        dealt_unseen(),
        exchange(vec![None; 5], vec![None; 5]),
        JokerDrawAction::Fold,
    ] {
        f.room.act(id, hand, action).unwrap();
    }
    let view = f.room.hand(hand).unwrap();
    assert!(view.finished);
    assert_eq!(
        view.banked()
            .unwrap()
            .view
            .settlement
            .clone()
            .unwrap()
            .outcome,
        JokerDrawOutcome::Folded
    );
    assert_eq!(stack(&mut f, t, 2), 10_000 - 180 - 60);
    assert_eq!(banked_rows(&f), vec![(hand, 240, id)]);
}

#[test]
fn a_box_is_for_a_seated_player_in_play_who_covers_nine_antes_and_the_bonus() {
    let (mut f, t) = table();
    let id = f.floor.id;
    let err = |f: &mut Fixture, seat, ante, bonus| {
        f.room
            .start_jd_hand(id, t, seat, ante, bonus)
            .unwrap_err()
            .code()
    };
    assert_eq!(err(&mut f, 3, 30, 0), "seat_empty");
    assert_eq!(err(&mut f, 11, 30, 0), "no_such_seat");
    assert_eq!(err(&mut f, 0, 30, 0), "no_such_seat");
    assert_eq!(err(&mut f, 1, 45, 0), "ante_not_multiple");
    assert_eq!(err(&mut f, 1, 0, 0), "ante_not_multiple");
    assert_eq!(err(&mut f, 1, 1230, 0), "ante_above_maximum");
    assert_eq!(err(&mut f, 1, 30, 40), "bonus_not_multiple");
    assert_eq!(err(&mut f, 1, 30, 1500), "bonus_out_of_range");
    assert_eq!(err(&mut f, 1, 30, -30), "bonus_not_multiple");
    f.room.set_sitting_out(id, t, 2, true).unwrap();
    assert_eq!(err(&mut f, 2, 30, 0), "sitting_out");
    // Cy has $9.00: a $0.90 ante can cost 9 x 0.90 = 8.10; with a $1.20 BONUS, 9.30 is too
    // much, with a $0.90 BONUS, 9.00 is exactly his stack.
    f.room
        .seat_player(
            id,
            &SeatPlayer {
                table_id: t,
                seat_no: 3,
                player_name: "Cy".into(),
                player_number: None,
                stack_cents: 900,
                entry: Entry::Playing,
                cash: false,
                not_excluded: None,
            },
        )
        .unwrap();
    let before = f.snapshot();
    let short = f.room.start_jd_hand(id, t, 3, 90, 120).unwrap_err();
    crate::support::assert_refusal(&short, "stack_too_short", "$9.30");
    assert_eq!(err(&mut f, 3, 120, 0), "stack_too_short");
    assert_eq!(f.snapshot(), before, "nothing written");
    let exact = f.room.start_jd_hand(id, t, 3, 90, 90).unwrap();
    assert_eq!(exact.banked().unwrap().stack_cents, 900);
}

#[test]
fn one_box_at_a_time_and_the_table_stays_open_until_it_is_finished() {
    let (f, t) = table();
    let id = f.floor.id;
    let hand = f.room.start_jd_hand(id, t, 1, 30, 0).unwrap().hand_id;
    let refused = [
        f.room.start_jd_hand(id, t, 2, 30, 0).unwrap_err().code(),
        f.room.close_table(id, t).unwrap_err().code(),
        f.room.unseat_player(id, t, 1).unwrap_err().code(),
    ];
    assert_eq!(refused, ["hand_in_progress"; 3]);
    let read = f.room.hand(hand).unwrap();
    assert!(read.banked().is_some() && read.pot().is_none() && read.pan().is_none());
    for action in [dealt_unseen(), JokerDrawAction::Fold] {
        f.room.act(id, hand, action).unwrap();
    }
    assert_eq!(f.room.undo(id, hand).unwrap_err().code(), "hand_finished");
    f.room.close_table(id, t).unwrap();
    assert_eq!(
        f.room.start_jd_hand(id, t, 1, 30, 0).unwrap_err().code(),
        "table_closed"
    );
}

#[test]
fn boxes_are_only_for_draw_poker_with_joker_tables_and_their_hands() {
    let (mut f, holdem) =
        Fixture::seated(limit_table("Table 1", "holdem", 200, 400), &[(1, "Ann")]);
    let id = f.floor.id;
    assert_eq!(
        f.room
            .start_jd_hand(id, holdem, 1, 30, 0)
            .unwrap_err()
            .code(),
        "not_joker_draw_table"
    );
    assert_eq!(f.room.hand(999).unwrap_err().code(), "unknown_hand");
    f.seat(holdem, 2, "Bob");
    let cards = draw(&[(1, "As"), (2, "Kd")]);
    f.room.draw_for_button(id, holdem, &cards).unwrap();
    let pot = f.room.start_hand(id, holdem).unwrap().hand_id;
    // One hand log: any hand reads back as its own kind.
    assert!(f.room.hand(pot).unwrap().pot().is_some());
    assert_eq!(
        f.room
            .act(id, pot, JokerDrawAction::Fold)
            .unwrap_err()
            .code(),
        "not_jd_hand"
    );
}

#[test]
fn a_joker_draw_table_opens_only_with_stakes_in_multiples_of_30_cents() {
    let mut f = Fixture::new();
    let err = f
        .room
        .open_table(f.floor.id, &jd_table("Joker 1", 50, 1200))
        .unwrap_err();
    crate::support::assert_refusal(&err, "invalid_input", "0.30");
    let upside_down = f
        .room
        .open_table(f.floor.id, &jd_table("Joker 1", 1200, 30))
        .unwrap_err();
    assert_eq!(upside_down.code(), "invalid_input");
    assert_eq!(f.open(jd_table("Joker 1", 30, 1200)).stakes, "$0.30/$12.00");
}
