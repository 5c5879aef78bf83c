//! Burns, the board, showdown order, winners from cards or named by the dealer.

use cardroom_engine::{DealerStep, LegalActions, Phase};

use crate::support::*;

fn heads_up_to_river(holes: [&str; 2]) -> cardroom_engine::Hand {
    let mut h = posted(nl(), &[10_000, 10_000], 2);
    ok(&mut h, hole(1, holes[0]));
    ok(&mut h, hole(2, holes[1]));
    ok_all(&mut h, [call(2), check(1)]);
    for text in ["Qh7c2d", "9s", "3h"] {
        street(&mut h, text);
        ok_all(&mut h, [check(1), to(2, 200), call(1)]);
    }
    h
}

#[test]
fn the_dealer_burns_before_the_flop_turn_and_river() {
    let mut h = dealt(nl(), &[10_000; 2], 2);
    ok_all(&mut h, [call(2), check(1)]);
    assert_eq!(
        h.legal_actions(),
        LegalActions::Dealer(DealerStep::Burn {
            street: cardroom_engine::Street::Flop
        })
    );
    assert_eq!(code(&mut h, board("??????")), "wrong_street");
    ok(&mut h, burn("2s"));
    assert_eq!(code(&mut h, burn("??")), "wrong_street");
    assert_eq!(code(&mut h, board("????")), "wrong_card_count");
    ok(&mut h, board("??????"));
    ok_all(&mut h, [check(1), check(2)]);
    street(&mut h, "??");
    ok_all(&mut h, [check(1), check(2)]);
    street(&mut h, "??");
    assert_eq!(h.burns().len(), 3);
    assert_eq!(h.board().len(), 5);
}

#[test]
fn a_card_cannot_be_dealt_twice() {
    let mut h = posted(nl(), &[10_000; 2], 2);
    ok(&mut h, hole(1, "AsKs"));
    assert_eq!(code(&mut h, hole(2, "AsQd")), "duplicate_card");
    assert_eq!(code(&mut h, hole(2, "QdQd")), "duplicate_card");
    ok(&mut h, hole(2, "QdQc"));
    ok_all(&mut h, [call(2), check(1)]);
    assert_eq!(code(&mut h, burn("Qc")), "duplicate_card");
}

#[test]
fn the_best_hand_wins_at_showdown_and_the_last_aggressor_shows_first() {
    let mut h = heads_up_to_river(["AsAd", "KsKd"]);
    assert_eq!(h.phase(), Phase::Showdown);
    assert_eq!(to_act(&h), 2, "seat 2 bet last");
    assert_eq!(code(&mut h, show_unentered(1)), "out_of_turn");
    ok_all(&mut h, [2, 1].map(show_unentered));
    let LegalActions::Dealer(DealerStep::AwardPot { winners, .. }) = h.legal_actions() else {
        panic!()
    };
    assert_eq!(winners, Some(seat_list(&[1])));
    assert_eq!(code(&mut h, award(0, &[2])), "wrong_winners");
    ok(&mut h, award(0, &[1]));
    assert_eq!(h.stacks(), vec![10_800, 9_200]);
}

#[test]
fn with_unknown_cards_the_dealer_names_the_winner_and_the_engine_checks_eligibility() {
    let mut h = heads_up_to_river(["????", "????"]);
    ok_all(&mut h, [2, 1].map(show_unentered));
    assert_eq!(code(&mut h, award_by_hands(0)), "winners_required");
    assert_eq!(code(&mut h, award(0, &[3])), "not_eligible");
    ok(&mut h, award(0, &[2]));
    assert_eq!(h.stacks(), vec![9_200, 10_800]);
}

#[test]
fn shown_cards_fill_unknown_hole_cards_and_decide_the_pot() {
    let mut h = heads_up_to_river(["????", "????"]);
    ok(&mut h, show(2, "KsKd"));
    assert_eq!(code(&mut h, show(1, "Ks2c")), "duplicate_card");
    ok(&mut h, show(1, "AsAd"));
    award_all(&mut h);
    assert_eq!(h.stacks(), vec![10_800, 9_200]);
}

#[test]
fn showing_cards_other_than_those_dealt_is_refused() {
    let mut h = heads_up_to_river(["AsAd", "KsKd"]);
    assert_eq!(code(&mut h, show(2, "KsKc")), "card_not_held");
}

#[test]
fn a_mucked_hand_gives_up_the_pot_but_the_last_hand_must_show() {
    let mut h = heads_up_to_river(["AsAd", "KsKd"]);
    ok(&mut h, muck(2));
    assert_eq!(code(&mut h, muck(1)), "last_live_hand");
    ok(&mut h, show_unentered(1));
    award_all(&mut h);
    assert!(h.is_complete());
}

#[test]
fn when_all_are_all_in_the_hands_are_shown_before_the_board_is_run_out() {
    let mut h = posted(nl(), &[5_000, 5_000], 2);
    ok(&mut h, hole(1, "AsAd"));
    ok(&mut h, hole(2, "KsKd"));
    ok_all(&mut h, [all_in(2), call(1)]);
    assert_eq!(h.phase(), Phase::Showdown);
    ok_all(&mut h, [2, 1].map(show_unentered));
    street(&mut h, "Kh7c2d");
    street(&mut h, "9s");
    street(&mut h, "3h");
    assert_eq!(h.phase(), Phase::Awarding);
    award_all(&mut h);
    assert_eq!(h.stacks(), vec![0, 10_000]);
}

#[test]
fn awarding_pots_out_of_order_is_refused() {
    let mut h = posted(nl(), &[1_000, 3_000, 10_000], 3);
    deal_unknown(&mut h);
    ok_all(&mut h, [all_in(3), call(1), call(2)]);
    ok_all(&mut h, [3, 1, 2].map(show_unentered));
    street(&mut h, "??????");
    street(&mut h, "??");
    street(&mut h, "??");
    assert_eq!(code(&mut h, award(1, &[2])), "out_of_turn");
    assert_eq!(code(&mut h, award(0, &[])), "winners_required");
    ok(&mut h, award(0, &[1]));
    assert_eq!(code(&mut h, award(1, &[1])), "not_eligible");
    ok(&mut h, award(1, &[3]));
    assert_eq!(h.stacks(), vec![3_000, 0, 11_000]);
    assert_eq!(code(&mut h, fold(1)), "hand_over");
}

#[test]
fn a_player_alone_in_a_side_pot_who_mucks_still_gets_that_uncontested_pot_back() {
    // Seat 3 all-in for 10; seats 1 and 2 bet 10 more on the flop; seat 2 folds the turn.
    let mut h = dealt(nl(), &[10_000, 10_000, 1_000], 3);
    ok_all(&mut h, [all_in(3), call(1), call(2)]);
    street(&mut h, "??????");
    ok_all(&mut h, [to(1, 1_000), call(2)]);
    street(&mut h, "??");
    ok_all(&mut h, [to(1, 2_000), fold(2)]);
    assert_eq!(h.phase(), Phase::Showdown);
    ok(&mut h, muck(1));
    ok(&mut h, show_unentered(3));
    assert_eq!(h.phase(), Phase::Awarding, "one hand left: no river needed");
    award_all(&mut h);
    // The main pot (30) to seat 3; the side pot (20) nobody else can claim goes back to seat 1.
    assert_eq!(h.stacks(), vec![10_000, 8_000, 3_000]);
}

#[test]
fn the_last_hand_in_after_the_others_muck_wins_every_pot_it_reached() {
    let mut h = posted(nl(), &[1_000, 3_000, 10_000], 3);
    deal_unknown(&mut h);
    ok_all(&mut h, [all_in(3), call(1), call(2)]);
    ok(&mut h, muck(3));
    ok(&mut h, muck(1));
    assert_eq!(code(&mut h, muck(2)), "last_live_hand");
    ok(&mut h, show_unentered(2));
    assert_eq!(h.phase(), Phase::Awarding, "no board needed");
    award_all(&mut h);
    assert_eq!(h.stacks(), vec![0, 7_000, 7_000]);
    assert_eq!(h.settlement().balance(), 0);
}
