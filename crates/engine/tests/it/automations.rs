//! The automations ([`GameHand::automatic`]): the steps a hand takes by itself, so the dealer
//! enters only decisions, the cards the rules need and the exceptions. Each step offered is
//! one the hand accepts, and none is offered where a player or the dealer must decide.

use cardroom_engine::joker_draw::{
    BankedSetup, JokerDrawAction, JokerDrawConfig, JokerDrawHand, JokerDrawStakes,
};
use cardroom_engine::pan::{PanAction, PanConfig, PanHand, PanSetup};
use cardroom_engine::{Action, DealerStep, Game, GameHand, LegalActions, Phase, Street, Turn};

use crate::support::*;

/// Takes every automatic step; returns them.
fn run<G: GameHand>(hand: &mut G) -> Vec<G::Action> {
    let mut taken = Vec::new();
    while let Some(step) = hand.automatic() {
        hand.apply(step.clone())
            .unwrap_or_else(|v| panic!("an automatic step was refused: {step:?}: {v}"));
        taken.push(step);
        assert!(taken.len() < 100, "the automations never stop: {taken:?}");
    }
    taken
}

/// Applies a decision, then the steps that follow from it by themselves.
fn decide<G: GameHand>(hand: &mut G, action: G::Action) -> Vec<G::Action> {
    hand.apply(action.clone())
        .unwrap_or_else(|v| panic!("{action:?} refused: {v}"));
    run(hand)
}

/// Applies decisions in turn, each with the steps that follow from it; gives the steps
/// after the last.
fn decide_all<G: GameHand>(
    hand: &mut G,
    actions: impl IntoIterator<Item = G::Action>,
) -> Vec<G::Action> {
    let mut steps = Vec::new();
    for action in actions {
        steps = decide(hand, action);
    }
    steps
}

fn awards(steps: &[Action]) -> usize {
    steps
        .iter()
        .filter(|a| matches!(a, Action::AwardPot { .. }))
        .count()
}

#[test]
fn starting_a_holdem_hand_posts_the_blinds_and_deals_every_seat_unseen_then_waits_for_the_first_player()
 {
    let mut h = table(nl(), &[10_000; 4], 1);
    let steps = run(&mut h);
    assert_eq!(steps[0], Action::PostForcedBets);
    assert_eq!(
        steps
            .iter()
            .filter(|a| matches!(a, Action::DealHole { .. }))
            .count(),
        4,
        "one deal per seat: {steps:?}"
    );
    assert_eq!(steps.len(), 5);
    assert_eq!(GameHand::waiting_for(&h).who, Turn::Seat(4));
    assert!(h.seats().iter().all(|s| s.hole.len() == 2));
}

#[test]
fn a_hand_folded_to_the_big_blind_is_the_folds_alone_and_the_uncalled_blind_goes_back() {
    let mut h = table(nl(), &[10_000; 4], 1);
    run(&mut h);
    assert!(decide(&mut h, fold(4)).is_empty());
    assert!(decide(&mut h, fold(1)).is_empty());
    let steps = decide(&mut h, fold(2));
    assert!(h.is_complete(), "awarded without a tap: {steps:?}");
    assert!(awards(&steps) >= 1);
    let settlement = h.settlement();
    let big_blind = settlement.seats.iter().find(|s| s.seat == 3).unwrap();
    assert_eq!(
        big_blind.net, 100,
        "the big blind wins the small blind only"
    );
}

#[test]
fn the_burn_is_automatic_and_the_board_waits_for_the_dealer() {
    let mut h = table(nl(), &[10_000; 3], 1);
    run(&mut h);
    let steps = decide_all(&mut h, [call(1), call(2), check(3)]);
    assert_eq!(steps, vec![burn("??")]);
    assert!(matches!(
        h.legal_actions(),
        LegalActions::Dealer(DealerStep::DealBoard {
            street: Street::Flop,
            ..
        })
    ));
    assert_eq!(h.automatic(), None, "the board is the dealer's to enter");
}

#[test]
fn a_showdown_pot_is_awarded_by_itself_once_the_shown_cards_prove_the_winner() {
    let mut h = table(nl(), &[10_000; 2], 1);
    run(&mut h);
    decide_all(&mut h, [call(1), check(2)]);
    for (street, text) in [
        (Street::Flop, "Ah7c2d"),
        (Street::Turn, "9s"),
        (Street::River, "3c"),
    ] {
        let steps = decide(&mut h, board(text));
        assert!(steps.is_empty(), "{street:?}: {steps:?}");
        decide(&mut h, check(2));
        let after = decide(&mut h, check(1));
        if street != Street::River {
            assert_eq!(after, vec![burn("??")]);
        }
    }
    assert!(matches!(
        h.legal_actions(),
        LegalActions::Seat(ref o) if o.phase == Phase::Showdown
    ));
    decide(&mut h, show(2, "AsKd"));
    let steps = decide(&mut h, show(1, "QhJh"));
    assert!(h.is_complete(), "{steps:?}");
    let seat2 = h.settlement().seats.into_iter().find(|s| s.seat == 2);
    assert_eq!(seat2.map(|s| s.net), Some(200));
}

#[test]
fn a_pot_whose_winner_the_cards_do_not_prove_waits_for_the_dealer_to_name_one() {
    let mut h = table(nl(), &[10_000; 2], 1);
    run(&mut h);
    decide_all(&mut h, [call(1), check(2)]);
    for text in ["Ah7c2d", "9s", "3c"] {
        decide_all(&mut h, [board(text), check(2), check(1)]);
    }
    decide_all(&mut h, [show_unentered(2), show_unentered(1)]);
    assert!(!h.is_complete());
    assert!(matches!(
        h.legal_actions(),
        LegalActions::Dealer(DealerStep::AwardPot { winners: None, .. })
    ));
    assert_eq!(h.automatic(), None);
}

#[test]
fn mexican_poker_deals_the_down_cards_unseen_and_waits_for_each_up_card() {
    let config = fixed_antes(Game::MexicanPoker, 25, 3, 200, 400);
    let mut h = table(config, &[10_000; 3], 3);
    let steps = run(&mut h);
    assert_eq!(steps[0], Action::PostForcedBets);
    assert!(steps[1..].iter().all(|a| matches!(
        a,
        Action::DealHole { cards, .. } if cards.len() == 1
    )));
    assert_eq!(steps.len(), 4, "the three down cards: {steps:?}");
    assert!(matches!(
        h.legal_actions(),
        LegalActions::Dealer(DealerStep::DealHole { remaining: 1, .. })
    ));
    assert_eq!(h.automatic(), None, "an up card decides who acts: enter it");
}

#[test]
fn a_draw_games_replacements_are_dealt_unseen_after_the_player_says_how_many() {
    let config = fixed_antes(Game::FiveCardDraw, 50, 2, 400, 800);
    let mut h = table(config, &[10_000; 2], 2);
    run(&mut h);
    decide_all(&mut h, [check(1), check(2)]);
    let steps = decide(
        &mut h,
        Action::Draw {
            seat: 1,
            discards: unknown(2),
        },
    );
    assert!(
        steps.contains(&Action::DealDraw {
            seat: 1,
            cards: unknown(2)
        }),
        "{steps:?}"
    );
    assert_eq!(GameHand::waiting_for(&h).who, Turn::Seat(2));
}

#[test]
fn pan_takes_the_tops_by_itself_and_waits_for_the_deal_to_be_entered() {
    let setup = PanSetup {
        pan: PanConfig::house(25),
        seats: vec![1, 2, 3],
        first: 2,
        stacks: Some(vec![10_000; 3]),
    };
    let mut h = PanHand::start(&setup).unwrap();
    let steps = run(&mut h);
    assert_eq!(steps, vec![PanAction::PostTops]);
    assert_eq!(GameHand::waiting_for(&h).who, Turn::Dealer);
}

#[test]
fn a_banked_box_deals_the_dealers_cards_unseen_and_settles_by_itself_once_the_cards_are_known() {
    let setup = BankedSetup {
        joker_draw: JokerDrawConfig::default(),
        stakes: JokerDrawStakes {
            ante: 300,
            bonus: 0,
        },
    };
    let mut h = JokerDrawHand::start(&setup).unwrap();
    assert!(run(&mut h).is_empty(), "the player's cards are entered");
    let steps = decide(
        &mut h,
        JokerDrawAction::DealPlayer {
            cards: vec![None; 5],
        },
    );
    assert_eq!(
        steps,
        vec![JokerDrawAction::DealDealer {
            cards: vec![None; 5]
        }]
    );
    assert_eq!(GameHand::waiting_for(&h).who, Turn::Seat(1));
    let steps = decide(&mut h, JokerDrawAction::Fold);
    assert!(h.is_complete(), "a fold settles: {steps:?}");
}

#[test]
fn an_automatic_step_is_always_one_the_hand_accepts_at_every_point_of_a_random_hand() {
    // Every hand of the fuzz's shapes, played by the first legal option: every step the
    // automations offer is accepted (run() panics otherwise) and they stop at a decision.
    for players in 2..=9u8 {
        let mut h = table(nl(), &vec![10_000; usize::from(players)], 1);
        run(&mut h);
        let mut entries = 0;
        while !h.is_complete() {
            let action = match h.legal_actions() {
                LegalActions::Seat(o) if o.call.is_some() => call(o.seat),
                LegalActions::Seat(o) if o.check => check(o.seat),
                LegalActions::Seat(o) if o.phase == Phase::Showdown => show_unentered(o.seat),
                LegalActions::Seat(o) => fold(o.seat),
                LegalActions::Dealer(DealerStep::DealBoard { cards: n, .. }) => {
                    Action::DealBoard { cards: unknown(n) }
                }
                LegalActions::Dealer(DealerStep::AwardPot { pot, eligible, .. }) => {
                    award(pot, &eligible[..1])
                }
                other => panic!("the automations left a step with nothing to decide: {other:?}"),
            };
            decide(&mut h, action);
            entries += 1;
            assert!(entries < 200);
        }
    }
}

#[test]
fn a_hand_folded_to_the_big_blind_says_the_uncalled_blind_went_back() {
    let mut config = nl();
    config.collection = cardroom_engine::Collection::None;
    let mut h = table(config, &[10_000; 3], 1);
    run(&mut h);
    decide_all(&mut h, [fold(1), fold(2)]);
    assert!(h.is_complete());
    let notes = cardroom_engine::notes(&h);
    assert_eq!(
        notes,
        vec![cardroom_engine::PotNote::Uncalled {
            seat: 3,
            amount: 100
        }]
    );
    assert_eq!(
        notes_said(&h),
        vec!["Seat 3's bet of 1.00 that nobody called goes back to it.".to_string()]
    );
    assert_eq!(GameHand::view(&h).notes, notes, "the view carries them");
}

#[test]
fn a_drop_smaller_than_the_schedules_says_so() {
    let mut config = nl();
    config.collection = cardroom_engine::Collection::PotDrop { amount: 400 };
    let mut h = table(config, &[10_000; 3], 1);
    run(&mut h);
    decide_all(&mut h, [fold(1), fold(2)]);
    assert_eq!(
        cardroom_engine::notes(&h),
        vec![cardroom_engine::PotNote::SmallDrop {
            taken: 300,
            schedule: 400
        }]
    );
    assert_eq!(
        notes_said(&h),
        vec![
            "The house takes 3.00, less than the schedule's 4.00: the pot was smaller.".to_string()
        ]
    );
}
