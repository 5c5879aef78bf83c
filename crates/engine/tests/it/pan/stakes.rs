//! Table stakes (RULINGS.md, decided 2026-11-25): a player pays only from the chips in front
//! of him, never below zero; what he cannot cover is not owed and he plays on. The tops are
//! put up at the deal and taken last.

use cardroom_engine::pan::{PanAction, PanConfig, PanEvent, PanHand, PayReason};
use cardroom_engine::{Chips, MAX_CHIPS, SeatNo, phh};

use super::support::{
    H1, H3, cfg, conserved, deal_in, net, seat_2_lays_three_conditions, snapshot,
};

const H2: &str = "5s 5s 5s Kh Qh Jh 2c 3c 4c 6d";

/// Seats 1-3 with these stacks, seat 2 first; seats 2 and 1 stay, seat 3 retires; seat 2
/// lays three conditions (7 chips), discards, seat 1 draws and discards, seat 2 increases
/// one (2 chips): seat 1 owes 9 chips before the going out.
fn before_going_out(stacks: [Chips; 3]) -> PanHand {
    let hand = PanHand::with_stacks(cfg(), vec![1, 2, 3], stacks.to_vec(), 2).expect("a table");
    let mut hand = deal_in(hand, &[(1, H1), (2, H2), (3, H3)]);
    for action in seat_2_lays_three_conditions() {
        hand.apply(action.clone())
            .unwrap_or_else(|v| panic!("{action:?}: {v}"));
    }
    hand
}

fn stack(hand: &PanHand, seat: SeatNo) -> Chips {
    hand.seat(seat)
        .expect("seat")
        .stack
        .expect("started with stacks")
}

#[test]
fn a_player_pays_only_as_far_as_his_chips_go_never_below_zero() {
    // Seat 1 has ten chips: his top (1), then 9 chips of conditions, and nothing is left
    // for the out (2) and the conditions again (9) when seat 2 goes out.
    let mut hand = before_going_out([250, 5_000, 5_000]);
    assert_eq!(stack(&hand, 1), 0, "the last condition took his last chip");
    let ev = hand.apply(PanAction::GoOut { seat: 2 }).expect("out");
    let PanEvent::WentOut { payments, .. } = &ev else {
        panic!("{ev:?}")
    };
    let reasons: Vec<PayReason> = payments.iter().map(|p| p.reason).collect();
    assert_eq!(
        reasons,
        vec![PayReason::Tops],
        "what he cannot cover is not owed"
    );
    assert_eq!(payments[0].amount, 3 * 25, "the tops, paid last");
    assert_eq!(net(&hand, 1), -250);
    assert_eq!(stack(&hand, 1), 0);
    assert_eq!(net(&hand, 2), (9 + 3 - 1) * 25);
    assert_eq!(net(&hand, 3), -25);
    assert!(conserved(&hand));
    // The replay and the undo keep the stacks.
    let again = PanHand::replay_with_stacks(
        cfg(),
        vec![1, 2, 3],
        vec![250, 5_000, 5_000],
        2,
        hand.events(),
    )
    .expect("replays");
    assert_eq!(snapshot(&again), snapshot(&hand));
    assert_eq!(stack(&hand.undo().expect("undo"), 1), 0);
}

#[test]
fn a_payment_is_cut_to_the_chips_left_and_the_rest_is_not_owed() {
    // Seat 1 has 5 chips: his top, then the first condition (2), and of the second (4) only
    // the 2 chips he has left.
    let hand = before_going_out([125, 5_000, 5_000]);
    let cut: Vec<(PayReason, u32, Chips)> = hand
        .ledger()
        .iter()
        .filter(|p| p.from == cardroom_engine::pan::Party::Seat(1))
        .map(|p| (p.reason, p.chips, p.amount))
        .collect();
    assert_eq!(
        cut,
        vec![
            (PayReason::Top, 1, 25),
            (PayReason::Condition, 2, 50),
            (PayReason::Condition, 2, 50),
        ]
    );
    assert_eq!(stack(&hand, 1), 0);
    assert!(conserved(&hand));
}

#[test]
fn a_player_with_no_chips_left_plays_on_and_collects_when_he_goes_out() {
    // Seat 2 has one chip: his top. At zero he still lays his conditions, collects them and
    // goes out with the tops.
    let mut hand = before_going_out([5_000, 25, 5_000]);
    assert_eq!(
        stack(&hand, 2),
        9 * 25,
        "conditions collected from seat 1 at zero"
    );
    hand.apply(PanAction::GoOut { seat: 2 }).expect("out");
    assert_eq!(stack(&hand, 2), 25 + (9 + 2 + 9 + 3 - 1) * 25);
    assert_eq!(stack(&hand, 1), 5_000 - (1 + 9 + 2 + 9) * 25);
    assert!(conserved(&hand));
}

#[test]
fn a_top_he_cannot_cover_is_put_up_as_far_as_his_chips_go() {
    let mut config = cfg();
    config.top_chips = 2;
    config.forfeit_chips = 2;
    let hand =
        PanHand::with_stacks(config, vec![1, 2, 3], vec![25, 5_000, 5_000], 2).expect("a table");
    let mut hand = deal_in(hand, &[(1, H1), (2, H2), (3, H3)]);
    assert_eq!(stack(&hand, 1), 0);
    assert_eq!(hand.tops(), 25 + 2 * 50);
    hand.apply(PanAction::Stay { seat: 2 }).expect("stay");
    // His top counts towards the forfeit: one more chip is due, and he has none.
    let ev = hand.apply(PanAction::Retire { seat: 1 }).expect("retire");
    assert!(ev.payments().is_empty(), "{ev:?}");
    assert_eq!(net(&hand, 1), -25);
    assert!(conserved(&hand));
}

#[test]
fn stacks_of_nothing_above_the_largest_amount_or_not_in_pan_chips_are_refused() {
    let code = |stacks: Vec<Chips>| {
        PanHand::with_stacks(cfg(), vec![1, 2], stacks, 1)
            .expect_err("refused")
            .code()
    };
    assert_eq!(code(vec![0, 5_000]), "invalid_setup");
    assert_eq!(code(vec![-25, 5_000]), "invalid_setup");
    assert_eq!(code(vec![MAX_CHIPS + 25, 5_000]), "invalid_setup");
    assert_eq!(code(vec![30, 5_000]), "invalid_setup");
    assert_eq!(code(vec![5_000]), "invalid_setup");
    assert!(PanHand::with_stacks(cfg(), vec![1, 2], vec![MAX_CHIPS, 25], 1).is_ok());
    // The chip and what the top, the forfeit and the out are worth are bounded too.
    let config_code = |config: PanConfig| {
        PanHand::new(config, vec![1, 2], 1)
            .expect_err("refused")
            .code()
    };
    assert_eq!(
        config_code(PanConfig::house(MAX_CHIPS + 1)),
        "invalid_setup"
    );
    let mut config = PanConfig::house(1_000_000_000_000);
    config.out_chips = 11;
    assert_eq!(config_code(config), "invalid_setup");
    let mut config = cfg();
    config.top_chips = u32::MAX;
    assert!(
        PanHand::new(config, vec![1, 2], 1).is_ok(),
        "4.3 billion quarters fit"
    );
}

#[test]
fn a_pan_file_never_finishes_a_stack_below_zero() {
    let text = std::fs::read_to_string(
        std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/corpus/pan/retire-conditions-out.phh"),
    )
    .expect("corpus file");
    // p1 owes 21 chips (5.25) with 2.50 in front of him: he pays 2.50.
    let short = text
        .replace(
            "starting_stacks = [50, 50, 50]",
            "starting_stacks = [2.50, 50, 50]",
        )
        .replace(
            "finishing_stacks = [44.75, 55.50, 49.75]",
            "finishing_stacks = [0, 52.75, 49.75]",
        );
    let replayed = phh::replay_pan(&short).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(replayed.finishing_stacks, vec![0, 5_275, 4_975]);
    let nothing = text.replace(
        "starting_stacks = [50, 50, 50]",
        "starting_stacks = [0, 50, 50]",
    );
    assert_eq!(
        phh::replay_pan(&nothing).expect_err("no chips").code,
        "invalid_setup"
    );
}
