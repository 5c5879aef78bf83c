//! The room's automations: starting a hand posts and deals by itself, a burn and an award the
//! hand proves follow the entry that brought them, each is logged as an automatic entry, and
//! Undo takes back the dealer's last entry with the steps that followed from it.

use cardroom_engine::{Action, Turn};

use crate::support::{Fixture, dealt_table, limit_table};

/// A room with a $2/$4 Hold'em table dealt by a dealer: (room, table, dealer).
fn table() -> (Fixture, i64, i64) {
    let mut f = Fixture::new();
    let (table, dee) = dealt_table(&mut f, limit_table("Table 1", "holdem", 200, 400));
    (f, table, dee)
}

fn entered_by_the_dealer(view: &cardroom_room::HandView) -> Vec<&str> {
    view.log
        .iter()
        .zip(&view.automatic)
        .filter(|(_, automatic)| !**automatic)
        .map(|(words, _)| words.as_str())
        .collect()
}

#[test]
fn a_started_hand_has_its_blinds_posted_and_its_cards_dealt_and_waits_for_the_first_player() {
    let (f, table, dee) = table();
    let hand = f.room.start_hand(dee, table).unwrap();
    assert_eq!(hand.waiting_for.who, Turn::Seat(1));
    assert_eq!(
        hand.log.len(),
        4,
        "the blinds, then three deals: {:?}",
        hand.log
    );
    assert!(hand.automatic.iter().all(|a| *a));
    assert_eq!(hand.pot().unwrap().pot_total, 300);
    // Read again, the log says the same: the marks are stored with the entries.
    assert_eq!(f.room.hand(hand.hand_id).unwrap().automatic, hand.automatic);
}

#[test]
fn a_hand_folded_to_the_big_blind_is_the_folds_alone_and_settles_itself() {
    let (f, table, dee) = table();
    let hand = f.room.start_hand(dee, table).unwrap().hand_id;
    f.room.act(dee, hand, Action::Fold { seat: 1 }).unwrap();
    let done = f.room.act(dee, hand, Action::Fold { seat: 2 }).unwrap();
    assert!(done.finished, "awarded without an entry: {:?}", done.log);
    assert_eq!(
        entered_by_the_dealer(&done),
        vec!["Seat 1 folds", "Seat 2 folds"]
    );
    let stacks = f.stacks(table);
    let drop = done.pot().unwrap().settlement.as_ref().unwrap().collection;
    assert_eq!(stacks, vec![10_000, 9_900, 10_100 - drop]);
    // The next hand is one tap: started, it waits for its first player.
    let next = f.room.start_hand(dee, table).unwrap();
    assert!(matches!(next.waiting_for.who, Turn::Seat(_)));
}

#[test]
fn undo_takes_back_the_dealers_last_entry_and_the_burn_that_followed_it() {
    let (f, table, dee) = table();
    let hand = f.room.start_hand(dee, table).unwrap().hand_id;
    f.room.act(dee, hand, Action::Call { seat: 1 }).unwrap();
    f.room.act(dee, hand, Action::Call { seat: 2 }).unwrap();
    let checked = f.room.act(dee, hand, Action::Check { seat: 3 }).unwrap();
    assert_eq!(checked.automatic.last(), Some(&true), "{:?}", checked.log);
    assert!(checked.log.last().unwrap().to_lowercase().contains("burn"));
    let console = f.room.dealer_console(dee, table).unwrap();
    assert_eq!(
        console.undo.as_deref(),
        Some("Seat 3 checks"),
        "Undo names the dealer's entry, not the burn"
    );
    let undone = f.room.undo(dee, hand).unwrap();
    assert_eq!(undone.waiting_for.who, Turn::Seat(3));
    assert_eq!(undone.actions, checked.actions - 2);
    // Two corrections appended, the burn's marked automatic; history keeps every row.
    let rows = f.query(&format!(
        "SELECT kind, payload FROM hand_events WHERE hand_id = {hand} ORDER BY seq"
    ));
    let undos: Vec<&Vec<String>> = rows.iter().filter(|r| r[0] == "undo").collect();
    assert_eq!(undos.len(), 2);
    assert!(undos[0][1].contains("\"automatic\":true"), "{undos:?}");
    assert!(!undos[1][1].contains("automatic"), "{undos:?}");
    // Nothing is taken again by itself until the dealer enters the check again.
    assert_eq!(f.room.hand(hand).unwrap().actions, undone.actions);
    let again = f.room.act(dee, hand, Action::Check { seat: 3 }).unwrap();
    assert_eq!(again.actions, checked.actions);
}

#[test]
fn when_only_automatic_steps_stand_undo_takes_them_all_and_the_dealer_enters_them_by_hand() {
    let (f, table, dee) = table();
    let hand = f.room.start_hand(dee, table).unwrap().hand_id;
    let undone = f.room.undo(dee, hand).unwrap();
    assert_eq!(undone.actions, 0);
    assert_eq!(undone.waiting_for.who, Turn::Dealer);
    // The dealer posts by hand: the room leaves the deal to him until the next decision.
    let posted = f.room.act(dee, hand, Action::PostForcedBets).unwrap();
    assert_eq!(posted.actions, 1);
    assert_eq!(posted.waiting_for.who, Turn::Dealer);
}
