//! A shift at a Draw Poker with Joker table: four boxes and one time collection, and the
//! report's banked figure checked against amounts worked out by hand. The table's time
//! collection is the manager's $1.00 per player per half hour.
//!
//! | settled | dealer | box                                                    | player | bank   |
//! |---------|--------|--------------------------------------------------------|--------|--------|
//! | 18:06   | Dee    | Ann 0.60 + BONUS 0.30: four sevens beat queens          | +14.40 | -14.40 |
//! |         |        | (ante box 1.20 at 1:1, Bet 2.40 at 3:1, BONUS 0.30 at 20:1) |    |        |
//! | 18:10   | Dee    | Bob 0.90, folds before any exchange                    |  -0.90 |  +0.90 |
//! | 18:36   | Dan    | Ann 0.30 + BONUS 0.30, high card against kings up      |  -1.20 |  +1.20 |
//! |         |        | (ante box 0.30, Bet 0.60, BONUS 0.30 all lost)          |        |        |
//! | 18:40   | Dan    | Bob 0.30, the dealer does not qualify: 2:3 on the ante  |  +0.20 |  -0.20 |
//!
//! 18:30: Ann and Bob each pay $1.00 time (Dee in the box). The bank's result is
//! -14.40 + 0.90 = -13.50 for Dee's half hour from 18:00, +1.20 - 0.20 = +1.00 for Dan's from
//! 18:30, -12.50 in all; the house's collections are the $2.00 of time only.

use cardroom_engine::Card;
use cardroom_engine::joker_draw::JokerDrawAction as A;
use cardroom_room::{Figures, Mark, ReportGroup};

use crate::support::{Fixture, jd_table};

fn known(text: &str) -> Vec<Card> {
    cardroom_cards::parse_cards(text).unwrap()
}

fn some(text: &str) -> Vec<Option<Card>> {
    known(text).into_iter().map(Some).collect()
}

fn unknown() -> Vec<Option<Card>> {
    vec![None; 5]
}

fn play(f: &mut Fixture, dealer: i64, table: i64, seat: i64, stakes: (i64, i64), entries: Vec<A>) {
    let hand = f
        .room
        .start_jd_hand(dealer, table, seat, stakes.0, stakes.1)
        .unwrap()
        .hand_id;
    for entry in entries {
        f.room.act(dealer, hand, entry).unwrap();
    }
    assert!(f.room.hand(hand).unwrap().finished);
}

fn group(groups: &[ReportGroup], key: &str) -> Figures {
    groups
        .iter()
        .find(|g| g.key == key)
        .unwrap_or_else(|| panic!("no group {key}: {groups:?}"))
        .figures
}

#[test]
fn the_shift_report_shows_the_banks_result_apart_from_the_collections() {
    let (mut f, dee) = Fixture::with_dealer("Dee");
    let dan = f.dealer("Dan");
    let shift = f.new_shift();
    let t = f.open(jd_table("Joker 1", 30, 1200)).id;
    f.room.push_dealer(f.floor.id, t, dee.id).unwrap();
    f.seat(t, 1, "Ann");
    f.seat(t, 2, "Bob");

    f.at("2026-11-23T18:06:00Z");
    play(
        &mut f,
        dee.id,
        t,
        1,
        (60, 30),
        vec![
            A::DealPlayer {
                cards: some("AsKd7h7c2s"),
            },
            A::Exchange {
                discard: some("AsKd2s"),
                draw: some("7dJk9c"),
            },
            A::Bet,
            A::RevealDealer {
                cards: known("QsQh5c4d3h"),
            },
            A::DealerExchange {
                discard: known("5c4d3h"),
                draw: known("9h8s2d"),
            },
        ],
    );
    f.at("2026-11-23T18:10:00Z");
    play(
        &mut f,
        dee.id,
        t,
        2,
        (90, 0),
        vec![A::DealPlayer { cards: unknown() }, A::Fold],
    );

    f.at("2026-11-23T18:31:00Z");
    let due = crate::support::record_and_list(&f.room, dee.id, Some(t)).unwrap();
    assert_eq!(due.len(), 2, "{due:?}");
    for c in &due {
        f.room.mark_collection(dee.id, c, Mark::Paid).unwrap();
    }

    f.at("2026-11-23T18:35:00Z");
    f.room.push_dealer(f.floor.id, t, dan.id).unwrap();
    f.at("2026-11-23T18:36:00Z");
    play(
        &mut f,
        dan.id,
        t,
        1,
        (30, 30),
        vec![
            A::DealPlayer {
                cards: some("2c3d8h9sJc"),
            },
            A::Bet,
            A::RevealDealer {
                cards: known("KsKh5c4d3h"),
            },
            A::DealerExchange {
                discard: known("5c4d3h"),
                draw: known("7s7dAd"),
            },
        ],
    );
    f.at("2026-11-23T18:40:00Z");
    play(
        &mut f,
        dan.id,
        t,
        2,
        (30, 0),
        vec![
            A::DealPlayer {
                cards: some("AsAdQcTh4h"),
            },
            A::Bet,
            A::RevealDealer {
                cards: known("2h3s5d9cJh"),
            },
            A::DealerExchange {
                discard: known("2h3s5d9cJh"),
                draw: known("4c6h8dTcKd"),
            },
        ],
    );

    f.at("2026-11-23T18:50:00Z");
    f.room.close_shift(f.floor.id).unwrap();
    let report = f.room.shift_report(f.floor.id, Some(shift.id)).unwrap();

    let time = |hands_dealt, banked_cents| Figures {
        due_count: 2,
        due_cents: 200,
        collected_cents: 200,
        house_cents: 200,
        hands_dealt,
        banked_cents,
        ..Figures::default()
    };
    let boxes = |hands_dealt, banked_cents| Figures {
        hands_dealt,
        banked_cents,
        ..Figures::default()
    };
    assert_eq!(report.totals, time(4, -1250));
    assert_eq!(group(&report.by_table, "Joker 1"), time(4, -1250));
    assert_eq!(
        group(&report.by_game, "Draw Poker with Joker"),
        time(4, -1250)
    );
    assert_eq!(group(&report.by_dealer, "Dee"), time(2, -1350));
    assert_eq!(group(&report.by_dealer, "Dan"), boxes(2, 100));
    assert_eq!(
        group(&report.by_half_hour, "2026-11-23T18:00:00Z"),
        boxes(2, -1350)
    );
    assert_eq!(
        group(&report.by_half_hour, "2026-11-23T18:30:00Z"),
        time(2, 100)
    );
    let lines: Vec<(Option<&str>, &str, i64)> = report
        .lines
        .iter()
        .map(|l| {
            (
                l.dealer.as_deref(),
                l.half_hour.as_str(),
                l.figures.banked_cents,
            )
        })
        .collect();
    assert_eq!(
        lines,
        vec![
            (Some("Dee"), "2026-11-23T18:00:00Z", -1350),
            (Some("Dee"), "2026-11-23T18:30:00Z", 0),
            (Some("Dan"), "2026-11-23T18:30:00Z", 100),
        ]
    );

    // What the players won is what the bank lost, less the time they paid from their stacks
    // (1.00 each).
    let stacks: Vec<i64> = f
        .room
        .seats(t)
        .unwrap()
        .iter()
        .map(|s| s.stack_cents)
        .collect();
    assert_eq!(
        stacks,
        vec![10_000 + 1440 - 120 - 100, 10_000 - 90 + 20 - 100]
    );
    assert_eq!(
        stacks.iter().sum::<i64>() - 20_000,
        -report.totals.banked_cents - report.totals.collected_cents
    );

    let csv = report.to_csv(f.room.clock()).unwrap();
    let mut rows = csv.lines();
    assert!(
        rows.next()
            .unwrap()
            .ends_with(",hands_dealt,house_total,adjustments,banked,jackpot")
    );
    let total = csv.lines().find(|l| l.starts_with("total,")).unwrap();
    assert_eq!(
        total,
        "total,,,,,2,2.00,2.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0,0.00,4,2.00,0.00,-12.50,0.00"
    );
    assert!(
        csv.lines().any(|l| l
            == "dealer,,,Dan,,0,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0,0.00,2,0.00,0.00,1.00,0.00"),
        "{csv}"
    );
}
