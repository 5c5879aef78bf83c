//! The table bank (issue 37): a banked table's opener, fills, credits and closer, each with
//! who brought and who received it; the bank identity closer − opener + credits − fills set
//! against the boxes the dealer logged.

use cardroom_engine::Card;
use cardroom_engine::joker_draw::JokerDrawAction as A;
use cardroom_room::{BankKind, BankMove, Role, StaffDto, TableBank};

use crate::support::{Fixture, assert_refusal, jd_table};

/// A Draw Poker with Joker table where Dee dealt one box: Bob's $0.90 ante folded before
/// the exchange, so the boxes say the bank won $0.90. (fixture, table, Dee, Cora of the cage)
fn banked_table() -> (Fixture, i64, StaffDto, StaffDto) {
    let (mut f, dee) = Fixture::with_dealer("Dee");
    let t = f.open(jd_table("Joker 1", 30, 1200)).id;
    f.room.push_dealer(f.floor.id, t, dee.id).unwrap();
    f.seat(t, 2, "Bob");
    let cora = f
        .room
        .add_staff(Some(f.floor.id), "Cora", Role::Cage)
        .unwrap();
    f.at("2026-11-23T18:10:00Z");
    let hand = f.room.start_jd_hand(dee.id, t, 2, 90, 0).unwrap().hand_id;
    for entry in [
        A::DealPlayer {
            cards: vec![None::<Card>; 5],
        },
        A::Fold,
    ] {
        f.room.act(dee.id, hand, entry).unwrap();
    }
    f.at("2026-11-23T18:15:00Z");
    (f, t, dee, cora)
}

fn mv(
    table_id: i64,
    kind: BankKind,
    amount_cents: i64,
    brought_by: i64,
    received_by: i64,
) -> BankMove {
    BankMove {
        shift_id: None,
        table_id,
        kind,
        amount_cents,
        brought_by,
        received_by,
        reason: None,
    }
}

fn bank_of(banks: &[TableBank], table: i64) -> TableBank {
    banks.iter().find(|b| b.table_id == table).unwrap().clone()
}

#[test]
fn a_tables_win_is_closer_minus_opener_plus_credits_minus_fills_set_against_the_boxes() {
    let (f, t, dee, cora) = banked_table();
    let (c, d) = (cora.id, dee.id);
    // Opener $500.00 counted in by the cage to Dee; a $200.00 fill; a $100.00 credit back.
    f.room
        .record_bank_move(c, &mv(t, BankKind::Opener, 50_000, c, d))
        .unwrap();
    f.room
        .record_bank_move(c, &mv(t, BankKind::Fill, 20_000, c, d))
        .unwrap();
    f.room
        .record_bank_move(c, &mv(t, BankKind::Credit, 10_000, d, c))
        .unwrap();
    let before = bank_of(
        &f.room
            .record_bank_move(c, &mv(t, BankKind::Fill, 5_000, c, d))
            .unwrap(),
        t,
    );
    assert_eq!(before.win_cents, None, "no closer yet: no win");
    assert_eq!(before.fills_cents, 25_000);
    assert_eq!(before.logged_cents, 90, "the boxes say the bank won $0.90");
    // The closer: 500 + 250 − 100 + 0.90 = 650.90 if every chip is accounted for.
    let banks = f
        .room
        .record_bank_move(c, &mv(t, BankKind::Closer, 65_090, d, c))
        .unwrap();
    let b = bank_of(&banks, t);
    assert_eq!(b.win_cents, Some(65_090 - 50_000 + 10_000 - 25_000));
    assert_eq!(b.win_cents, Some(90));
    assert_eq!(
        b.difference_cents,
        Some(0),
        "the bank's win is what the boxes logged"
    );
    assert_eq!(b.moves.len(), 5);
    assert_eq!(b.moves[1].brought_by, "Cora");
    assert_eq!(b.moves[1].received_by, "Dee");
    // The cage's count of the shift shows the same bank.
    let shift = f.room.current_shift().unwrap().unwrap().id;
    let count = f.room.cage_count(c, shift).unwrap();
    assert_eq!(bank_of(&count.banks, t), b);
}

#[test]
fn a_closer_short_of_the_identity_shows_the_difference_against_the_boxes() {
    let (f, t, dee, cora) = banked_table();
    let (c, d) = (cora.id, dee.id);
    f.room
        .record_bank_move(c, &mv(t, BankKind::Opener, 50_000, c, d))
        .unwrap();
    let banks = f
        .room
        .record_bank_move(c, &mv(t, BankKind::Closer, 49_000, d, c))
        .unwrap();
    let b = bank_of(&banks, t);
    assert_eq!(b.win_cents, Some(-1_000), "the tray lost $10.00");
    assert_eq!(
        b.difference_cents,
        Some(-1_090),
        "$10.90 less than the boxes say"
    );
}

#[test]
fn an_opener_entered_again_needs_a_reason_and_the_latest_stands() {
    let (f, t, dee, cora) = banked_table();
    let (c, d) = (cora.id, dee.id);
    f.room
        .record_bank_move(c, &mv(t, BankKind::Opener, 50_000, c, d))
        .unwrap();
    let refused = f
        .room
        .record_bank_move(c, &mv(t, BankKind::Opener, 40_000, c, d))
        .unwrap_err();
    assert_refusal(&refused, "invalid_input", "say why it is entered again");
    let banks = f
        .room
        .record_bank_move(
            c,
            &BankMove {
                reason: Some("miscounted the $100 chips".into()),
                ..mv(t, BankKind::Opener, 40_000, c, d)
            },
        )
        .unwrap();
    let b = bank_of(&banks, t);
    assert_eq!(b.opener_cents, Some(40_000));
    assert_eq!(b.moves.len(), 2, "both openers stay on record");
}

#[test]
fn a_bank_move_names_two_people_and_a_dealer_cannot_record_one() {
    let (f, t, dee, cora) = banked_table();
    let (c, d) = (cora.id, dee.id);
    let before = f.snapshot();
    let same = f
        .room
        .record_bank_move(c, &mv(t, BankKind::Fill, 1_000, c, c))
        .unwrap_err();
    assert_refusal(&same, "invalid_input", "two people");
    let dealer = f
        .room
        .record_bank_move(d, &mv(t, BankKind::Fill, 1_000, c, d))
        .unwrap_err();
    assert_refusal(&dealer, "not_permitted", "");
    let negative = f
        .room
        .record_bank_move(c, &mv(t, BankKind::Fill, -1, c, d))
        .unwrap_err();
    assert_refusal(&negative, "invalid_input", "the amount");
    assert_eq!(f.snapshot(), before, "a refused move changes nothing");
    // The floor records one too.
    f.room
        .record_bank_move(f.floor.id, &mv(t, BankKind::Fill, 1_000, c, d))
        .unwrap();
}

#[test]
fn a_banked_table_with_no_bank_entered_shows_the_boxes_alone() {
    let (f, t, _, cora) = banked_table();
    let shift = f.room.current_shift().unwrap().unwrap().id;
    let count = f.room.cage_count(cora.id, shift).unwrap();
    let b = bank_of(&count.banks, t);
    assert_eq!(
        (b.opener_cents, b.closer_cents, b.win_cents),
        (None, None, None)
    );
    assert_eq!(b.logged_cents, 90);
}
