//! Player-funded jackpots (issue #38) through the room: the collection per pot and its cap,
//! the fee booked apart, a hit found on the hand that makes it and on no other, a payout with
//! two PINs, refusals that change nothing, the ledger rolling forward, corrections.

use cardroom_engine::jackpot::Split;
use cardroom_room::{
    Betting, FundAdjustment, FundTerms, JackpotPayment, LedgerBy, NewFund, OpenTable, Qualifier,
    Role, SeatName,
};

use crate::support::*;

/// "Four of a kind or better beaten, both hole cards playing, four dealt in": $1.00 from every
/// pot of $20.00 or more, no fee, no cap; the loser 50%, the winner 25%, the table 15%.
fn bad_beat_terms() -> FundTerms {
    FundTerms {
        games: vec!["holdem".parse().unwrap()],
        min_big_blind_cents: None,
        max_big_blind_cents: None,
        drop_cents: 100,
        min_pot_cents: 2_000,
        at_flop: false,
        fee_percent: 0,
        cap_cents: None,
        qualifier: Qualifier::BadBeat {
            loser_at_least: "2c 2d 2h 2s 3c".into(),
            both_hole_cards: true,
            min_dealt_in: 4,
        },
        split: Split {
            loser: 50,
            winner: 25,
            table: 15,
        },
        names_above_cents: 50_000,
    }
}

fn fund(f: &Fixture, terms: FundTerms, seed: i64) -> i64 {
    f.room
        .add_jackpot_fund(
            f.floor.id,
            &NewFund {
                name: "Bad beat".into(),
                terms,
                seed_cents: seed,
                effective_from: None,
            },
        )
        .unwrap()
        .id
}

/// A $1/$2 no-limit Hold'em table with a $3.00 pot drop, four players of $100.00, the button
/// on seat 1 and Dee dealing.
fn holdem_four(f: &mut Fixture) -> i64 {
    holdem_four_dealt_by(f, "Dee")
}

/// A bad beat at a table of its own, paid with Wes as the witness (the exception report's).
pub(crate) fn a_paid_bad_beat(f: &mut Fixture) {
    let table = holdem_four_dealt_by(f, "Hal");
    let id = fund(f, bad_beat_terms(), 20_000);
    let hand = bad_beat(f, table);
    let wes = witness(f);
    f.room
        .pay_jackpot(f.floor.id, &payment(id, hand, wes))
        .unwrap();
}

fn holdem_four_dealt_by(f: &mut Fixture, dealer: &str) -> i64 {
    let req = OpenTable {
        rate_cents: Some(300),
        drop_mode: Some(cardroom_room::DropMode::PotDrop),
        ..OpenTable::new(
            "Hold'em 1",
            "holdem".parse().unwrap(),
            Betting::NoLimit,
            (100, 200),
            (100, 200),
        )
    };
    let table = f.open(req).id;
    for (seat, name) in [(1, "Ann"), (2, "Bob"), (3, "Cy"), (4, "Di")] {
        f.seat(table, seat, name);
    }
    let cards = draw(&[(1, "As"), (2, "Kd"), (3, "2c"), (4, "3h")]);
    f.room.draw_for_button(f.floor.id, table, &cards).unwrap();
    f.push_dealer(table, dealer);
    table
}

/// Deals a hand with these hole cards (seats 1 to 4) and board: the first player to act
/// raises to `raise_to` (none: checks or calls), everyone else calls or checks to the
/// showdown, each shows.
fn deal_known(
    f: &mut Fixture,
    table: i64,
    holes: &[(u8, &str)],
    board: [&str; 3],
    raise_to: Option<i64>,
) -> i64 {
    let holes: Vec<&str> = holes.iter().map(|h| h.1).collect();
    f.room
        .play_known_hand(f.floor.id, table, &holes, &board, raise_to)
        .unwrap()
}

/// Four nines (seat 1: both hole cards play) lose to an eight-high straight flush (seat 2:
/// both play); four dealt in, a raise to $6.00 called round: a pot of $24.00.
fn bad_beat(f: &mut Fixture, table: i64) -> i64 {
    deal_known(
        f,
        table,
        &[(1, "9s 9h"), (2, "8h 4h"), (3, "Ac Kc"), (4, "2s 3d")],
        ["9c 9d 5h", "6h", "7h"],
        Some(600),
    )
}

/// An ordinary hand: seat 3's aces win; the same pot of $24.00.
fn ordinary(f: &mut Fixture, table: i64) -> i64 {
    deal_known(
        f,
        table,
        &[(1, "Ks Qh"), (2, "8h 4c"), (3, "Ac Ad"), (4, "2s 3d")],
        ["9c Td 5h", "6s", "Jh"],
        Some(600),
    )
}

fn balance(f: &Fixture, fund_id: i64) -> i64 {
    f.room
        .jackpots()
        .unwrap()
        .funds
        .iter()
        .find(|x| x.id == fund_id)
        .unwrap()
        .balance_cents
}

/// What the fund's payouts took out of it.
fn balance_paid(f: &Fixture, fund_id: i64) -> i64 {
    f.room
        .jackpots()
        .unwrap()
        .payouts
        .iter()
        .filter(|p| p.fund_id == fund_id)
        .map(|p| p.paid_cents)
        .sum()
}

fn witness(f: &Fixture) -> i64 {
    let w = f
        .room
        .add_staff(Some(f.floor.id), "Wes", Role::Floor)
        .unwrap();
    f.room.set_pin(f.floor.id, w.id, "1357").unwrap();
    f.room.set_pin(f.floor.id, f.floor.id, PIN).unwrap();
    w.id
}

fn payment(fund_id: i64, hand_id: i64, witness_id: i64) -> JackpotPayment {
    JackpotPayment {
        fund_id,
        hand_id,
        pin: PIN.into(),
        witness_id,
        witness_pin: "1357".into(),
        names: Vec::new(),
        in_chips: false,
    }
}

#[test]
fn four_nines_beaten_by_a_straight_flush_are_a_pending_hit_and_the_house_drop_is_unchanged() {
    let mut f = Fixture::new();
    let table = holdem_four(&mut f);
    let id = fund(&f, bad_beat_terms(), 50_000);
    let hand = bad_beat(&mut f, table);
    let jackpots = f.room.jackpots().unwrap();
    let fund = &jackpots.funds[0];
    assert_eq!(
        fund.balance_cents,
        50_000 + 100,
        "the seed plus one collection"
    );
    assert_eq!(fund.pending.len(), 1);
    let hit = &fund.pending[0];
    assert_eq!(
        (hit.hand_id, hit.detail.loser, hit.detail.winner),
        (hand, 1, 2)
    );
    assert_eq!(hit.detail.table, vec![3, 4]);
    assert!(
        hit.detail.loser_hand.starts_with("Four of a kind"),
        "{:?}",
        hit.detail
    );
    // The floor's banner and the table's console both say so.
    let board = f.room.floor_board().unwrap();
    assert_eq!(board.pending_jackpots.len(), 1);
    let console = f.room.dealer_console(f.floor.id, table).unwrap();
    assert_eq!(
        console.jackpot,
        vec![cardroom_room::KeepTheCards {
            fund_name: "Bad beat".into(),
            high_hand: false
        }]
    );
    assert_eq!(
        console.jackpot[0].to_string(),
        "Bad-beat jackpot qualifies (Bad beat): keep the cards"
    );

    // The same hand at a room with no fund: the house's drop and the shift's drops agree.
    let mut plain = Fixture::new();
    let plain_table = holdem_four(&mut plain);
    bad_beat(&mut plain, plain_table);
    let drops = |f: &Fixture| {
        f.at("2026-11-23T18:10:00Z");
        f.room
            .shift_report(f.floor.id, None)
            .unwrap()
            .totals
            .drop_cents
    };
    assert_eq!(drops(&f), drops(&plain), "the jackpot is never the house's");
    assert_eq!(drops(&f), 300);
    // The winner was paid $1.00 less: it is in the fund.
    assert_eq!(
        f.stacks(table).iter().sum::<i64>() + 100,
        plain.stacks(plain_table).iter().sum::<i64>()
    );
    assert_eq!(balance(&f, id), 50_100);
}

#[test]
fn a_hit_is_found_on_the_hand_that_makes_it_and_on_no_other() {
    let mut f = Fixture::new();
    let table = holdem_four(&mut f);
    fund(&f, bad_beat_terms(), 0);
    ordinary(&mut f, table);
    assert!(f.room.jackpots().unwrap().funds[0].pending.is_empty());
    let console = f.room.dealer_console(f.floor.id, table).unwrap();
    assert!(console.jackpot.is_empty());
    let hand = bad_beat(&mut f, table);
    ordinary(&mut f, table);
    let pending = &f.room.jackpots().unwrap().funds[0].pending;
    assert_eq!(
        pending.iter().map(|h| h.hand_id).collect::<Vec<_>>(),
        vec![hand]
    );
    assert_eq!(balance(&f, 1), 300, "three pots of $24.00, $1.00 each");
}

#[test]
fn a_pot_under_the_size_feeds_nothing_and_the_cap_stops_the_collection() {
    let mut f = Fixture::new();
    let table = holdem_four(&mut f);
    let id = fund(
        &f,
        FundTerms {
            cap_cents: Some(10_150),
            ..bad_beat_terms()
        },
        10_000,
    );
    // No raise: a pot of $8.00, under the $20.00.
    deal_known(
        &mut f,
        table,
        &[(1, "Ks Qh"), (2, "8h 4c"), (3, "Ac Ad"), (4, "2s 3d")],
        ["9c Td 5h", "6s", "Jh"],
        None,
    );
    assert_eq!(balance(&f, id), 10_000);
    ordinary(&mut f, table);
    assert_eq!(balance(&f, id), 10_100);
    // $0.50 short of the cap: the next pot gives only what reaches it.
    ordinary(&mut f, table);
    assert_eq!(balance(&f, id), 10_150);
    ordinary(&mut f, table);
    assert_eq!(balance(&f, id), 10_150, "at the cap, the collection stops");
}

#[test]
fn the_administrative_fee_is_booked_apart_from_the_fund_and_the_house_drop() {
    let mut f = Fixture::new();
    let table = holdem_four(&mut f);
    let id = fund(
        &f,
        FundTerms {
            fee_percent: 10,
            ..bad_beat_terms()
        },
        0,
    );
    ordinary(&mut f, table);
    assert_eq!(
        balance(&f, id),
        90,
        "$1.00 collected, $0.10 the house's fee"
    );
    let day = chrono::NaiveDate::from_ymd_opt(2026, 11, 23).unwrap();
    let ledger = f.room.jackpot_ledger(day, day, LedgerBy::Day).unwrap();
    assert_eq!(ledger.len(), 1);
    let line = &ledger[0];
    assert_eq!(
        (line.collected_cents, line.fee_cents, line.closing_cents),
        (100, 10, 90)
    );
    f.at("2026-11-23T18:10:00Z");
    assert_eq!(
        f.room
            .shift_report(f.floor.id, None)
            .unwrap()
            .totals
            .drop_cents,
        300,
        "the fee is not the house's drop"
    );
}

#[test]
fn a_payout_needs_the_floor_and_a_witness_and_comes_out_of_the_fund_only() {
    let mut f = Fixture::new();
    let table = holdem_four(&mut f);
    let id = fund(&f, bad_beat_terms(), 20_000);
    let hand = bad_beat(&mut f, table);
    let wes = witness(&f);
    let stacks = f.stacks(table);
    let paid = f
        .room
        .pay_jackpot(f.floor.id, &payment(id, hand, wes))
        .unwrap();
    assert_eq!(paid.fund_before_cents, 20_100);
    let parts: Vec<(u8, &str, i64)> = paid
        .shares
        .iter()
        .map(|s| (s.seat, s.part.as_str(), s.amount_cents))
        .collect();
    assert_eq!(
        parts,
        vec![
            (1, "loser", 10_050),
            (2, "winner", 5_025),
            (3, "table", 1_507),
            (4, "table", 1_507)
        ]
    );
    assert_eq!(paid.shares[0].name, "Ann", "named from the seat");
    assert_eq!(paid.fund_after_cents, 20_100 - 18_089);
    assert_eq!(
        balance(&f, id),
        paid.fund_after_cents,
        "the rest seeds the next"
    );
    assert_eq!(
        f.stacks(table),
        stacks,
        "paid from the fund, not into the stacks"
    );
    assert!(f.room.jackpots().unwrap().funds[0].pending.is_empty());
    assert!(
        f.room
            .dealer_console(f.floor.id, table)
            .unwrap()
            .jackpot
            .is_empty()
    );
    // Paid once.
    let again = f
        .room
        .pay_jackpot(f.floor.id, &payment(id, hand, wes))
        .unwrap_err();
    assert_refusal(&again, "jackpot_paid", "was already paid");
}

/// A Hold'em table with the bad-beat fund seeded with `seed`, one hand dealt by `deal`, and Wes
/// to witness: (room, table, fund, hand, Wes).
fn funded(seed: i64, deal: fn(&mut Fixture, i64) -> i64) -> (Fixture, i64, i64, i64, i64) {
    let mut f = Fixture::new();
    let table = holdem_four(&mut f);
    let id = fund(&f, bad_beat_terms(), seed);
    let hand = deal(&mut f, table);
    let wes = witness(&f);
    (f, table, id, hand, wes)
}

/// `p` is refused with `code`, saying `words`, and nothing is written.
fn refused(f: &Fixture, p: &JackpotPayment, code: &str, words: &str) {
    let before = f.snapshot();
    let err = f.room.pay_jackpot(f.floor.id, p).unwrap_err();
    assert_refusal(&err, code, words);
    assert_eq!(f.snapshot(), before);
}

#[test]
fn a_payout_the_hand_does_not_prove_is_refused_with_the_reason_and_changes_nothing() {
    let (f, _, id, hand, wes) = funded(20_000, ordinary);
    refused(
        &f,
        &payment(id, hand, wes),
        "jackpot_not_qualified",
        "is short of",
    );
}

#[test]
fn the_witness_must_be_another_person() {
    let (f, _, id, hand, _) = funded(20_000, bad_beat);
    let p = payment(id, hand, f.floor.id);
    refused(&f, &p, "witness_same_person", "another staff member");
}

#[test]
fn a_payout_over_the_threshold_needs_each_players_name() {
    let (f, _, id, hand, wes) = funded(100_000, bad_beat);
    refused(
        &f,
        &payment(id, hand, wes),
        "jackpot_names_needed",
        "seat 1",
    );
    let names = ["Ann Lee", "Bob Ray", "Cy Moss", "Di Park"];
    let p = JackpotPayment {
        names: (1..=4)
            .map(|seat| SeatName {
                seat,
                name: names[usize::from(seat) - 1].into(),
            })
            .collect(),
        ..payment(id, hand, wes)
    };
    let paid = f.room.pay_jackpot(f.floor.id, &p).unwrap();
    assert_eq!(paid.shares[3].name, "Di Park");
}

#[test]
fn the_ledger_rolls_forward_across_gaming_days_and_quarters_and_corrections_are_adjustments() {
    let mut f = Fixture::new_at("2026-12-31T18:00:00Z");
    let table = holdem_four(&mut f);
    let id = fund(&f, bad_beat_terms(), 1_000);
    ordinary(&mut f, table);
    f.at("2027-01-01T18:00:00Z");
    ordinary(&mut f, table);
    f.room.set_pin(f.floor.id, f.floor.id, PIN).unwrap();
    f.room
        .adjust_jackpot(
            f.floor.id,
            &FundAdjustment {
                fund_id: id,
                amount_cents: -50,
                reason: "collection counted twice at table 1".into(),
                pin: PIN.into(),
            },
        )
        .unwrap();
    let from = chrono::NaiveDate::from_ymd_opt(2026, 12, 31).unwrap();
    let to = chrono::NaiveDate::from_ymd_opt(2027, 1, 1).unwrap();
    let days = f.room.jackpot_ledger(from, to, LedgerBy::Day).unwrap();
    let lines: Vec<(&str, i64, i64, i64, i64, i64)> = days
        .iter()
        .map(|l| {
            (
                l.period.as_str(),
                l.opening_cents,
                l.seed_cents,
                l.collected_cents,
                l.adjustment_cents,
                l.closing_cents,
            )
        })
        .collect();
    assert_eq!(
        lines,
        vec![
            ("2026-12-31", 0, 1_000, 100, 0, 1_100),
            ("2027-01-01", 1_100, 0, 100, -50, 1_150),
        ]
    );
    let quarters = f.room.jackpot_ledger(from, to, LedgerBy::Quarter).unwrap();
    let q: Vec<(&str, i64, i64)> = quarters
        .iter()
        .map(|l| (l.period.as_str(), l.opening_cents, l.closing_cents))
        .collect();
    assert_eq!(q, vec![("2026-Q4", 0, 1_100), ("2027-Q1", 1_100, 1_150)]);
    // A later range opens with what came before.
    let later = f.room.jackpot_ledger(to, to, LedgerBy::Day).unwrap();
    assert_eq!(later[0].opening_cents, 1_100);
    assert_eq!(balance(&f, id), 1_150);
}

#[test]
fn a_fund_s_terms_and_rules_are_checked_and_posted_from_its_data() {
    let f = Fixture::new();
    let bad = f
        .room
        .add_jackpot_fund(
            f.floor.id,
            &NewFund {
                name: "Bad".into(),
                terms: FundTerms {
                    split: Split {
                        loser: 60,
                        winner: 30,
                        table: 20,
                    },
                    ..bad_beat_terms()
                },
                seed_cents: 0,
                effective_from: None,
            },
        )
        .unwrap_err();
    assert_refusal(&bad, "invalid_input", "add up to 110%");
    let view = f
        .room
        .add_jackpot_fund(
            f.floor.id,
            &NewFund {
                name: "Bad beat".into(),
                terms: bad_beat_terms(),
                seed_cents: 0,
                effective_from: None,
            },
        )
        .unwrap();
    assert!(
        view.rules
            .contains("four of a kind, twos or better must lose"),
        "{}",
        view.rules
    );
    assert!(
        view.rules.contains("1.00 from every pot of 20.00 or more"),
        "{}",
        view.rules
    );
    assert!(view.rules.contains("10% stays to seed"), "{}", view.rules);
    assert_eq!(view.version, 1);
    let dealer = f
        .room
        .add_staff(Some(f.floor.id), "Dee", Role::Dealer)
        .unwrap();
    let refused = f
        .room
        .add_jackpot_fund(
            dealer.id,
            &NewFund {
                name: "Mine".into(),
                terms: bad_beat_terms(),
                seed_cents: 0,
                effective_from: None,
            },
        )
        .unwrap_err();
    assert_eq!(refused.code(), "not_permitted");
}

#[test]
fn the_chips_a_jackpot_takes_leave_the_table_and_the_chip_identity_still_holds() {
    let mut f = Fixture::new();
    let table = holdem_four(&mut f);
    fund(&f, bad_beat_terms(), 0);
    ordinary(&mut f, table);
    bad_beat(&mut f, table);
    f.at("2026-11-23T18:10:00Z");
    let report = f.room.shift_report(f.floor.id, None).unwrap();
    let chips = report.chips.iter().find(|c| c.table_id == table).unwrap();
    assert_eq!(chips.jackpot_cents, 200, "two pots of $24.00");
    assert_eq!(chips.drops_cents, 600);
    assert_eq!(chips.difference_cents, 0, "{chips:?}");
    assert_eq!(f.room.verify_room().unwrap(), Vec::<String>::new());
}

#[test]
fn the_demo_s_last_day_deals_one_bad_beat_that_is_pending_and_reconciles() {
    let (f, summary) = Fixture::seeded(DAY);
    assert_eq!(summary.jackpot_hits, 1);
    let jackpots = f.room.jackpots().unwrap();
    let fund = &jackpots.funds[0];
    assert_eq!(fund.name, "Bad beat");
    assert_eq!(fund.pending.len(), 1, "{:?}", fund.pending);
    assert_eq!(fund.pending[0].table_name, "Table 2");
    // The fund is its seed and the collections, to the cent, and the ledger says so.
    let day = chrono::NaiveDate::from_ymd_opt(2026, 11, 22).unwrap();
    let ledger = f.room.jackpot_ledger(day, day, LedgerBy::Day).unwrap();
    assert_eq!(ledger.len(), 1, "{ledger:?}");
    let line = &ledger[0];
    assert_eq!((line.opening_cents, line.seed_cents), (0, 50_000));
    assert!(line.collected_cents >= 100, "the bad beat's pot at least");
    assert_eq!(line.closing_cents, 50_000 + line.collected_cents);
    assert_eq!(fund.balance_cents, line.closing_cents);
    // Every table's chips still balance, and db verify finds nothing.
    let report = f
        .room
        .report(
            f.floor.id,
            &cardroom_room::ReportRequest {
                gaming_day: Some("2026-11-22".into()),
                ..Default::default()
            },
            &mut |_| true,
        )
        .unwrap();
    let jackpot_chips: i64 = report
        .chips
        .iter()
        .filter(|c| c.table_id != 0)
        .map(|c| c.jackpot_cents)
        .sum();
    assert_eq!(jackpot_chips, line.collected_cents);
    assert!(report.chips.iter().all(|c| c.difference_cents == 0));
    assert_eq!(f.room.verify_room().unwrap(), Vec::<String>::new());
}

#[test]
fn terms_dated_later_are_shown_on_the_fund_and_the_wall_keeps_the_posted_ones_until_then() {
    use cardroom_room::{Clock, FundTermsChange, clock::db_time};
    let mut f = Fixture::new();
    let table = holdem_four(&mut f);
    let id = fund(&f, bad_beat_terms(), 0);
    let now = f.clock.now();
    let change = |from: chrono::DateTime<chrono::Utc>| FundTermsChange {
        fund_id: id,
        terms: FundTerms {
            drop_cents: 200,
            ..bad_beat_terms()
        },
        effective_from: Some(db_time(from)),
    };
    // Dated back, the new terms would rule hands dealt under the old: refused, nothing written.
    let before = f.snapshot();
    let err = f
        .room
        .change_jackpot_terms(f.floor.id, &change(now - chrono::Duration::minutes(1)))
        .unwrap_err();
    assert_refusal(&err, "invalid_input", "never before now");
    assert_eq!(f.snapshot(), before);
    // Dated an hour on: the fund shows them coming, the wall still posts the first.
    let from = now + chrono::Duration::hours(1);
    let view = f
        .room
        .change_jackpot_terms(f.floor.id, &change(from))
        .unwrap();
    let fund_now = &view.funds[0];
    assert_eq!(fund_now.version, 1);
    assert_eq!(fund_now.terms.drop_cents, 100);
    assert_eq!(fund_now.later.len(), 1, "{:?}", fund_now.later);
    let later = &fund_now.later[0];
    assert_eq!(
        (later.version, later.effective_from.as_str()),
        (2, db_time(from).as_str())
    );
    assert!(
        later.rules.contains("2.00 from every pot"),
        "{}",
        later.rules
    );
    let wall = f.room.wall_board().unwrap();
    assert_eq!(wall.jackpots[0].version, 1);
    assert_eq!(wall.jackpots[0].rules, fund_now.rules);
    ordinary(&mut f, table);
    assert_eq!(
        balance(&f, id),
        100,
        "the first terms stand until their date"
    );
    // From the date, the new terms are the posted ones, on the fund and on the wall.
    f.clock.set(from);
    let fund_then = &f.room.jackpots().unwrap().funds[0];
    assert_eq!((fund_then.version, fund_then.later.len()), (2, 0));
    let wall = f.room.wall_board().unwrap();
    assert_eq!(wall.jackpots[0].version, 2);
    assert!(
        wall.jackpots[0].rules.contains("2.00 from every pot"),
        "{}",
        wall.jackpots[0].rules
    );
    ordinary(&mut f, table);
    assert_eq!(balance(&f, id), 300);
}

#[test]
fn the_wall_board_shows_what_each_jackpot_holds() {
    let mut f = Fixture::new();
    let table = holdem_four(&mut f);
    fund(&f, bad_beat_terms(), 50_000);
    ordinary(&mut f, table);
    let wall = f.room.wall_board().unwrap();
    let amounts: Vec<(&str, i64)> = wall
        .jackpots
        .iter()
        .map(|j| (j.name.as_str(), j.balance_cents))
        .collect();
    assert_eq!(amounts, vec![("Bad beat", 50_100)]);
}

#[test]
fn the_report_keeps_the_jackpot_apart_the_count_has_a_jackpot_box_and_the_exceptions_list_the_payout()
 {
    let mut f = Fixture::new();
    let table = holdem_four(&mut f);
    let id = fund(&f, bad_beat_terms(), 20_000);
    ordinary(&mut f, table);
    let hand = bad_beat(&mut f, table);
    let wes = witness(&f);
    f.room
        .pay_jackpot(f.floor.id, &payment(id, hand, wes))
        .unwrap();
    f.at("2026-11-23T18:40:00Z");
    let shift = f.room.current_shift().unwrap().unwrap().id;
    f.room.close_shift(f.floor.id).unwrap();
    let report = f.room.shift_report(f.floor.id, Some(shift)).unwrap();
    assert_eq!(report.totals.jackpot_cents, 200);
    assert_eq!(report.totals.drop_cents, 600);
    assert_eq!(
        report.totals.house_cents, 600,
        "the jackpot is not the house's"
    );
    let csv = report.to_csv(f.room.clock()).unwrap();
    assert!(csv.lines().next().unwrap().ends_with(",jackpot"), "{csv}");
    let sheet = f.room.count_sheet(f.floor.id, Some(shift), &[]).unwrap();
    assert_eq!(sheet.boxes[0].jackpot_cents, 200);
    assert_eq!(
        sheet.boxes[0].amount_cents, 600,
        "the drop box holds the house's only"
    );
    assert_eq!(sheet.jackpot_total_cents, 200);
    // The jackpot box is a column of its own on the sheet's PDF and workbook.
    let (_, _, text) = crate::pdf::read(&sheet.to_pdf(f.room.clock()).unwrap());
    let boxes = text.lines().find(|l| l.contains("Box amount")).unwrap();
    assert!(boxes.contains("Jackpot box"), "{text}");
    let total = text
        .lines()
        .find(|l| l.trim_start().starts_with("Total"))
        .unwrap();
    let words: Vec<&str> = total.split_whitespace().collect();
    assert_eq!(words[words.len() - 2..], ["$6.00", "$2.00"], "{total}");
    let book = crate::xlsx::read(&sheet.to_xlsx(f.room.clock()).unwrap(), "Count sheet");
    let head = book.row_of("table");
    assert_eq!(book.text(head, 6), "jackpot_box");
    assert_eq!(book.cents(head + 1, 6), 200);
    assert_eq!(book.cents(book.row_of("total"), 6), 200);
    // The shift's report rolls each fund forward: its opening, what came in, what was paid,
    // its closing, the fund's balance.
    let paid = balance_paid(&f, id);
    let roll = &report.jackpots;
    assert_eq!(roll.len(), 1, "{roll:?}");
    assert_eq!(
        roll[0].amounts(),
        [0, 20_000, 200, 0, paid, 0, 20_200 - paid],
        "opening, seed, collected, fee, paid, corrections, closing"
    );
    assert_eq!(roll[0].closing_cents, balance(&f, id));
    let d = cardroom_room::money::format_decimal;
    let line = format!(
        "jackpot,Bad beat,shift {shift},0.00,200.00,2.00,0.00,{},0.00,{}",
        d(paid),
        d(20_200 - paid)
    );
    assert!(csv.lines().any(|l| l == line), "{csv}");
    let (_, _, pdf) = crate::pdf::read(&report.to_pdf(f.room.clock()).unwrap());
    assert!(pdf.contains("Jackpot funds"), "{pdf}");
    let exceptions = f
        .room
        .exception_report(f.floor.id, &cardroom_room::ExceptionRequest::shift(shift))
        .unwrap();
    let payouts: Vec<&str> = exceptions
        .lines
        .iter()
        .filter(|l| l.kind == cardroom_room::ExceptionKind::JackpotPayout)
        .map(|l| l.why.as_str())
        .collect();
    assert_eq!(payouts.len(), 1, "{:?}", exceptions.lines);
    assert!(payouts[0].contains("witnessed by Wes"), "{}", payouts[0]);
    assert!(payouts[0].contains("seat 1 Ann (loser)"), "{}", payouts[0]);
    // The kept sums agree with a recount of the rows.
    assert_eq!(f.room.verify_room().unwrap(), Vec::<String>::new());
}

/// A high hand of the hour: the best hand shown with both hole cards playing, a full house
/// or better, paid 50% of the fund when the hour ends; ties as `ties` says.
fn high_hand_terms(ties: cardroom_room::TieRule) -> FundTerms {
    FundTerms {
        qualifier: Qualifier::HighHand {
            at_least: Some("2c 2d 2h 3c 3d".into()),
            both_hole_cards: true,
            period_minutes: 60,
            ties,
        },
        split: Split {
            loser: 0,
            winner: 50,
            table: 0,
        },
        ..bad_beat_terms()
    }
}

fn named_fund(f: &Fixture, name: &str, terms: FundTerms, seed: i64) -> i64 {
    f.room
        .add_jackpot_fund(
            f.floor.id,
            &NewFund {
                name: name.into(),
                terms,
                seed_cents: seed,
                effective_from: None,
            },
        )
        .unwrap()
        .id
}

/// Four nines, both in seat 1's hand, are the best hand shown (seat 2 has ace-king).
fn four_nines(f: &mut Fixture, table: i64) -> i64 {
    deal_known(
        f,
        table,
        &[(1, "9s 9h"), (2, "Ac Kc"), (3, "2c 3c"), (4, "2s 3d")],
        ["9c 9d 5h", "6s", "Jh"],
        Some(600),
    )
}

/// The fund's pending hits' hands, in the order dealt.
fn pending_hands(f: &Fixture, fund_id: i64) -> Vec<i64> {
    let mut hands: Vec<i64> = f
        .room
        .jackpots()
        .unwrap()
        .funds
        .iter()
        .find(|x| x.id == fund_id)
        .unwrap()
        .pending
        .iter()
        .map(|h| h.hand_id)
        .collect();
    hands.sort();
    hands
}

#[test]
fn the_high_hand_of_the_hour_is_the_best_shown_in_it_paid_when_it_ends_and_ties_as_posted() {
    let mut f = Fixture::new();
    f.at("2026-11-23T18:05:00Z");
    let table = holdem_four(&mut f);
    let shared = named_fund(
        &f,
        "High hand",
        high_hand_terms(cardroom_room::TieRule::Share),
        10_000,
    );
    let first = named_fund(
        &f,
        "First high hand",
        high_hand_terms(cardroom_room::TieRule::FirstShown),
        10_000,
    );
    let rules = &f.room.jackpots().unwrap().funds[0].rules;
    assert!(rules.contains("High-hand promotion"), "{rules}");
    assert!(
        rules.contains("each hour") && rules.contains("a tie shares it"),
        "{rules}"
    );
    // A pair of aces is under the bar: no hit. Four nines lead; a straight flush beats them;
    // the same straight flush again ties.
    ordinary(&mut f, table);
    assert!(
        pending_hands(&f, shared).is_empty(),
        "a pair is not a high hand"
    );
    let nines = four_nines(&mut f, table);
    assert_eq!(pending_hands(&f, shared), vec![nines]);
    let console = f.room.dealer_console(f.floor.id, table).unwrap();
    assert!(
        console
            .jackpot
            .iter()
            .any(|w| w.high_hand && w.to_string().starts_with("High hand of the period so far")),
        "{:?}",
        console.jackpot
    );
    let flush = bad_beat(&mut f, table);
    assert_eq!(
        pending_hands(&f, shared),
        vec![flush],
        "the nines are beaten"
    );
    let tie = bad_beat(&mut f, table);
    assert_eq!(pending_hands(&f, shared), vec![flush, tie]);
    let wes = witness(&f);
    // Not before the hour ends.
    refused(
        &f,
        &payment(shared, flush, wes),
        "jackpot_not_qualified",
        "paid when the period ends",
    );
    f.at("2026-11-23T19:00:00Z");
    refused(
        &f,
        &payment(shared, nines, wes),
        "jackpot_not_qualified",
        "a better hand was shown in its period: Straight flush",
    );
    refused(
        &f,
        &payment(first, tie, wes),
        "jackpot_not_qualified",
        &format!("the same hand was shown first on hand {flush}"),
    );
    // The prize is half the fund as the hour ended: the seed and seven collections.
    let at_end = 10_000 + 4 * 100;
    let a = f
        .room
        .pay_jackpot(f.floor.id, &payment(shared, flush, wes))
        .unwrap();
    let b = f
        .room
        .pay_jackpot(f.floor.id, &payment(shared, tie, wes))
        .unwrap();
    assert_eq!(a.shares.len(), 1);
    assert_eq!(
        (a.shares[0].seat, a.shares[0].part.as_str()),
        (2, "high hand")
    );
    assert_eq!(a.paid_cents, at_end / 2 / 2, "a tie shares the prize");
    assert_eq!(b.paid_cents, a.paid_cents);
    let c = f
        .room
        .pay_jackpot(f.floor.id, &payment(first, flush, wes))
        .unwrap();
    assert_eq!(c.paid_cents, at_end / 2, "the first shown takes it all");
    assert_eq!(balance(&f, first), at_end - at_end / 2);
    assert!(pending_hands(&f, shared).is_empty());
    // A high hand pays the winning hand only, in periods that divide a day.
    let bad = |terms: FundTerms, what: &str| {
        let e = f
            .room
            .change_jackpot_terms(
                f.floor.id,
                &cardroom_room::FundTermsChange {
                    fund_id: shared,
                    terms,
                    effective_from: None,
                },
            )
            .unwrap_err();
        assert!(e.to_string().contains(what), "{e}");
    };
    bad(
        FundTerms {
            split: Split {
                loser: 10,
                winner: 50,
                table: 0,
            },
            ..high_hand_terms(cardroom_room::TieRule::Share)
        },
        "the winning hand only",
    );
    bad(
        FundTerms {
            qualifier: Qualifier::HighHand {
                at_least: None,
                both_hole_cards: true,
                period_minutes: 50,
                ties: cardroom_room::TieRule::Share,
            },
            ..high_hand_terms(cardroom_room::TieRule::Share)
        },
        "divide a day",
    );
    assert_eq!(f.room.verify_room().unwrap(), Vec::<String>::new());
}

/// Each seat's stack at `table`.
fn stacks(f: &Fixture, table: i64) -> Vec<(i64, i64)> {
    f.room
        .seats(table)
        .unwrap()
        .iter()
        .map(|s| (s.seat_no, s.stack_cents))
        .collect()
}

#[test]
fn a_jackpot_paid_in_chips_goes_onto_the_players_stacks_between_hands_and_the_chips_account_for_it()
{
    let (f, table, id, hand, wes) = funded(20_000, bad_beat);
    let in_chips = JackpotPayment {
        in_chips: true,
        ..payment(id, hand, wes)
    };
    // Not while a hand is dealt at the table: its stacks are in play.
    f.room.start_hand(f.floor.id, table).unwrap();
    refused(&f, &in_chips, "hand_in_progress", "finish it first");
    let (g, table, id, hand, wes) = funded(20_000, bad_beat);
    // Not to a player who has left since the hand: he is paid in cash.
    g.room.unseat_player(g.floor.id, table, 4).unwrap();
    refused(
        &g,
        &JackpotPayment {
            in_chips: true,
            ..payment(id, hand, wes)
        },
        "invalid_input",
        "seat 4's player of hand",
    );
    let (f, table, id, hand, wes) = funded(20_000, bad_beat);
    f.at("2026-11-23T18:20:00Z");
    let house = f
        .room
        .shift_report(f.floor.id, None)
        .unwrap()
        .totals
        .house_cents;
    let before = stacks(&f, table);
    let balance_before = balance(&f, id);
    let paid = f
        .room
        .pay_jackpot(
            f.floor.id,
            &JackpotPayment {
                in_chips: true,
                ..payment(id, hand, wes)
            },
        )
        .unwrap();
    assert!(paid.shares.iter().all(|s| s.in_chips));
    let after = stacks(&f, table);
    for ((seat, was), (_, now)) in before.iter().zip(&after) {
        let share: i64 = paid
            .shares
            .iter()
            .filter(|s| i64::from(s.seat) == *seat)
            .map(|s| s.amount_cents)
            .sum();
        assert_eq!(*now, was + share, "seat {seat}: his share onto his stack");
    }
    assert_eq!(
        balance(&f, id),
        balance_before - paid.paid_cents,
        "out of the fund"
    );
    f.at("2026-11-23T18:30:00Z");
    let report = f.room.shift_report(f.floor.id, None).unwrap();
    let chips = report.chips.iter().find(|c| c.table_id == table).unwrap();
    assert_eq!(chips.jackpot_paid_cents, paid.paid_cents);
    assert_eq!(chips.difference_cents, 0, "{chips:?}");
    assert_eq!(
        report.totals.house_cents, house,
        "the house's money is untouched"
    );
    assert_eq!(f.room.verify_room().unwrap(), Vec::<String>::new());
}

/// Seat 1 (Ann, the bad beat's loser) named as the registered player 1001.
fn ann_registered(f: &Fixture, table: i64) -> String {
    let number = f
        .room
        .add_player(
            f.floor.id,
            &cardroom_room::NewPlayerRequest {
                number: None,
                name: "Ann Lee".into(),
                wall_name: Some("Ann".into()),
                birth_date: None,
                phone: None,
                notes: None,
            },
        )
        .unwrap()
        .number;
    f.room
        .identify_player(f.floor.id, table, 1, &number)
        .unwrap();
    number
}

#[test]
fn a_jackpot_due_to_a_barred_player_is_withheld_and_the_refusal_is_on_the_trail() {
    let mut f = Fixture::new();
    let table = holdem_four(&mut f);
    let id = fund(&f, bad_beat_terms(), 50_000);
    let ann = ann_registered(&f, table);
    let hand = bad_beat(&mut f, table);
    f.room
        .restrict_player(
            f.floor.id,
            &cardroom_room::RestrictPlayer {
                number: ann,
                kind: cardroom_room::RestrictionKind::Barred,
                scope: cardroom_room::RestrictionScope::Play,
                reason: "cheating found on review".into(),
                from_day: None,
                until_day: None,
            },
        )
        .unwrap();
    let wes = witness(&f);
    let before = f.snapshot();
    let err = f
        .room
        .pay_jackpot(f.floor.id, &payment(id, hand, wes))
        .unwrap_err();
    crate::support::assert_refusal(&err, "player_barred", "Ann Lee");
    assert_eq!(f.snapshot(), before, "nothing paid");
    let (kind, outcome, _) = f.audit_entries().last().cloned().unwrap();
    assert_eq!(
        (kind.as_str(), outcome.as_str()),
        ("pay_jackpot", "refused")
    );
    assert_eq!(f.room.jackpots().unwrap().funds[0].pending.len(), 1);
}

#[test]
fn a_jackpot_paid_in_cash_is_the_players_cash_out_on_the_ctr() {
    let mut f = Fixture::new();
    let table = holdem_four(&mut f);
    let id = fund(&f, bad_beat_terms(), 2_400_000);
    let ann = ann_registered(&f, table);
    let hand = bad_beat(&mut f, table);
    let wes = witness(&f);
    let mut p = payment(id, hand, wes);
    p.names = [
        (1, "Ann Lee"),
        (2, "Bob Ray"),
        (3, "Cy Dunn"),
        (4, "Di Moss"),
    ]
    .into_iter()
    .map(|(seat, name)| cardroom_room::SeatName {
        seat,
        name: name.into(),
    })
    .collect();
    let paid = f.room.pay_jackpot(f.floor.id, &p).unwrap();
    let share = paid
        .shares
        .iter()
        .find(|s| s.seat == 1)
        .unwrap()
        .amount_cents;
    assert!(share > 1_000_000, "half of the fund: {share}");
    let ctr = f.room.ctr_report(f.floor.id, "2026-11-23", None).unwrap();
    let due = ctr
        .due
        .iter()
        .find(|d| d.player_number.as_deref() == Some(ann.as_str()))
        .unwrap();
    assert_eq!((due.cash_out_cents, due.cash_out_due), (share, true));
}
