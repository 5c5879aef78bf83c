//! Burns, the board, showdown order, winners from cards or named by the dealer.

use cardroom_engine::{Action, DealerStep, LegalActions, Phase};

use crate::support::*;

fn heads_up_to_river(holes: [&str; 2]) -> cardroom_engine::Hand {
    let mut h = table(nl(), &[10_000, 10_000], 2);
    ok(&mut h, Action::PostForcedBets);
    ok(
        &mut h,
        Action::DealHole {
            seat: 1,
            cards: cards(holes[0]),
        },
    );
    ok(
        &mut h,
        Action::DealHole {
            seat: 2,
            cards: cards(holes[1]),
        },
    );
    ok(&mut h, call(2));
    ok(&mut h, check(1));
    for board in ["Qh7c2d", "9s", "3h"] {
        ok(&mut h, Action::Burn { card: None });
        ok(
            &mut h,
            Action::DealBoard {
                cards: cards(board),
            },
        );
        ok(&mut h, check(1));
        ok(&mut h, to(2, 200));
        ok(&mut h, call(1));
    }
    h
}

#[test]
fn the_dealer_burns_before_the_flop_turn_and_river() {
    let mut h = dealt(nl(), &[10_000; 2], 2);
    ok(&mut h, call(2));
    ok(&mut h, check(1));
    assert_eq!(
        h.legal_actions(),
        LegalActions::Dealer(DealerStep::Burn {
            street: cardroom_engine::Street::Flop
        })
    );
    assert_eq!(
        code(
            &mut h,
            Action::DealBoard {
                cards: cards("??????")
            }
        ),
        "wrong_street"
    );
    ok(
        &mut h,
        Action::Burn {
            card: Some(card("2s")),
        },
    );
    assert_eq!(code(&mut h, Action::Burn { card: None }), "wrong_street");
    assert_eq!(
        code(
            &mut h,
            Action::DealBoard {
                cards: cards("????")
            }
        ),
        "wrong_card_count"
    );
    ok(
        &mut h,
        Action::DealBoard {
            cards: cards("??????"),
        },
    );
    ok(&mut h, check(1));
    ok(&mut h, check(2));
    street(&mut h, "??");
    ok(&mut h, check(1));
    ok(&mut h, check(2));
    street(&mut h, "??");
    assert_eq!(h.burns().len(), 3);
    assert_eq!(h.board().len(), 5);
}

#[test]
fn a_card_cannot_be_dealt_twice() {
    let mut h = table(nl(), &[10_000; 2], 2);
    ok(&mut h, Action::PostForcedBets);
    ok(
        &mut h,
        Action::DealHole {
            seat: 1,
            cards: cards("AsKs"),
        },
    );
    assert_eq!(
        code(
            &mut h,
            Action::DealHole {
                seat: 2,
                cards: cards("AsQd")
            }
        ),
        "duplicate_card"
    );
    assert_eq!(
        code(
            &mut h,
            Action::DealHole {
                seat: 2,
                cards: cards("QdQd")
            }
        ),
        "duplicate_card"
    );
    ok(
        &mut h,
        Action::DealHole {
            seat: 2,
            cards: cards("QdQc"),
        },
    );
    ok(&mut h, call(2));
    ok(&mut h, check(1));
    assert_eq!(
        code(
            &mut h,
            Action::Burn {
                card: Some(card("Qc"))
            }
        ),
        "duplicate_card"
    );
}

#[test]
fn the_best_hand_wins_at_showdown_and_the_last_aggressor_shows_first() {
    let mut h = heads_up_to_river(["AsAd", "KsKd"]);
    assert_eq!(h.phase(), Phase::Showdown);
    assert_eq!(to_act(&h), 2, "seat 2 bet last");
    assert_eq!(
        code(
            &mut h,
            Action::Show {
                seat: 1,
                cards: None
            }
        ),
        "out_of_turn"
    );
    ok(
        &mut h,
        Action::Show {
            seat: 2,
            cards: None,
        },
    );
    ok(
        &mut h,
        Action::Show {
            seat: 1,
            cards: None,
        },
    );
    let LegalActions::Dealer(DealerStep::AwardPot { winners, .. }) = h.legal_actions() else {
        panic!()
    };
    assert_eq!(winners, Some(seat_list(&[1])));
    assert_eq!(
        code(
            &mut h,
            Action::AwardPot {
                pot: 0,
                winners: Some(seat_list(&[2]))
            }
        ),
        "wrong_winners"
    );
    ok(
        &mut h,
        Action::AwardPot {
            pot: 0,
            winners: Some(seat_list(&[1])),
        },
    );
    assert_eq!(h.stacks(), vec![10_800, 9_200]);
}

#[test]
fn with_unknown_cards_the_dealer_names_the_winner_and_the_engine_checks_eligibility() {
    let mut h = heads_up_to_river(["????", "????"]);
    ok(
        &mut h,
        Action::Show {
            seat: 2,
            cards: None,
        },
    );
    ok(
        &mut h,
        Action::Show {
            seat: 1,
            cards: None,
        },
    );
    assert_eq!(
        code(
            &mut h,
            Action::AwardPot {
                pot: 0,
                winners: None
            }
        ),
        "winners_required"
    );
    assert_eq!(
        code(
            &mut h,
            Action::AwardPot {
                pot: 0,
                winners: Some(seat_list(&[3]))
            }
        ),
        "not_eligible"
    );
    ok(
        &mut h,
        Action::AwardPot {
            pot: 0,
            winners: Some(seat_list(&[2])),
        },
    );
    assert_eq!(h.stacks(), vec![9_200, 10_800]);
}

#[test]
fn shown_cards_fill_unknown_hole_cards_and_decide_the_pot() {
    let mut h = heads_up_to_river(["????", "????"]);
    ok(
        &mut h,
        Action::Show {
            seat: 2,
            cards: Some(known("KsKd")),
        },
    );
    assert_eq!(
        code(
            &mut h,
            Action::Show {
                seat: 1,
                cards: Some(known("Ks2c"))
            }
        ),
        "duplicate_card"
    );
    ok(
        &mut h,
        Action::Show {
            seat: 1,
            cards: Some(known("AsAd")),
        },
    );
    award_all(&mut h);
    assert_eq!(h.stacks(), vec![10_800, 9_200]);
}

#[test]
fn showing_cards_other_than_those_dealt_is_refused() {
    let mut h = heads_up_to_river(["AsAd", "KsKd"]);
    assert_eq!(
        code(
            &mut h,
            Action::Show {
                seat: 2,
                cards: Some(known("KsKc"))
            }
        ),
        "card_not_held"
    );
}

#[test]
fn a_mucked_hand_gives_up_the_pot_but_the_last_hand_must_show() {
    let mut h = heads_up_to_river(["AsAd", "KsKd"]);
    ok(&mut h, Action::Muck { seat: 2 });
    assert_eq!(code(&mut h, Action::Muck { seat: 1 }), "last_live_hand");
    ok(
        &mut h,
        Action::Show {
            seat: 1,
            cards: None,
        },
    );
    award_all(&mut h);
    assert!(h.is_complete());
}

#[test]
fn when_all_are_all_in_the_hands_are_shown_before_the_board_is_run_out() {
    let mut h = table(nl(), &[5_000, 5_000], 2);
    ok(&mut h, Action::PostForcedBets);
    ok(
        &mut h,
        Action::DealHole {
            seat: 1,
            cards: cards("AsAd"),
        },
    );
    ok(
        &mut h,
        Action::DealHole {
            seat: 2,
            cards: cards("KsKd"),
        },
    );
    ok(&mut h, all_in(2));
    ok(&mut h, call(1));
    assert_eq!(h.phase(), Phase::Showdown);
    ok(
        &mut h,
        Action::Show {
            seat: 2,
            cards: None,
        },
    );
    ok(
        &mut h,
        Action::Show {
            seat: 1,
            cards: None,
        },
    );
    street(&mut h, "Kh7c2d");
    street(&mut h, "9s");
    street(&mut h, "3h");
    assert_eq!(h.phase(), Phase::Awarding);
    award_all(&mut h);
    assert_eq!(h.stacks(), vec![0, 10_000]);
}

#[test]
fn awarding_pots_out_of_order_is_refused() {
    let mut h = table(nl(), &[1_000, 3_000, 10_000], 3);
    ok(&mut h, Action::PostForcedBets);
    deal_unknown(&mut h);
    ok(&mut h, all_in(3));
    ok(&mut h, call(1));
    ok(&mut h, call(2));
    for s in [3, 1, 2] {
        ok(
            &mut h,
            Action::Show {
                seat: s,
                cards: None,
            },
        );
    }
    street(&mut h, "??????");
    street(&mut h, "??");
    street(&mut h, "??");
    assert_eq!(
        code(
            &mut h,
            Action::AwardPot {
                pot: 1,
                winners: Some(seat_list(&[2]))
            }
        ),
        "out_of_turn"
    );
    assert_eq!(
        code(
            &mut h,
            Action::AwardPot {
                pot: 0,
                winners: Some(seat_list(&[]))
            }
        ),
        "winners_required"
    );
    ok(
        &mut h,
        Action::AwardPot {
            pot: 0,
            winners: Some(seat_list(&[1])),
        },
    );
    assert_eq!(
        code(
            &mut h,
            Action::AwardPot {
                pot: 1,
                winners: Some(seat_list(&[1]))
            }
        ),
        "not_eligible"
    );
    ok(
        &mut h,
        Action::AwardPot {
            pot: 1,
            winners: Some(seat_list(&[3])),
        },
    );
    assert_eq!(h.stacks(), vec![3_000, 0, 11_000]);
    assert_eq!(code(&mut h, fold(1)), "hand_over");
}

#[test]
fn a_player_alone_in_a_side_pot_who_mucks_still_gets_that_uncontested_pot_back() {
    // Seat 3 all-in for 10; seats 1 and 2 bet 10 more on the flop; seat 2 folds the turn.
    let mut h = dealt(nl(), &[10_000, 10_000, 1_000], 3);
    ok(&mut h, all_in(3));
    ok(&mut h, call(1));
    ok(&mut h, call(2));
    street(&mut h, "??????");
    ok(&mut h, to(1, 1_000));
    ok(&mut h, call(2));
    street(&mut h, "??");
    ok(&mut h, to(1, 2_000));
    ok(&mut h, fold(2));
    assert_eq!(h.phase(), Phase::Showdown);
    ok(&mut h, Action::Muck { seat: 1 });
    ok(
        &mut h,
        Action::Show {
            seat: 3,
            cards: None,
        },
    );
    assert_eq!(h.phase(), Phase::Awarding, "one hand left: no river needed");
    award_all(&mut h);
    // The main pot (30) to seat 3; the side pot (20) nobody else can claim goes back to seat 1.
    assert_eq!(h.stacks(), vec![10_000, 8_000, 3_000]);
}

#[test]
fn the_last_hand_in_after_the_others_muck_wins_every_pot_it_reached() {
    let mut h = table(nl(), &[1_000, 3_000, 10_000], 3);
    ok(&mut h, Action::PostForcedBets);
    deal_unknown(&mut h);
    ok(&mut h, all_in(3));
    ok(&mut h, call(1));
    ok(&mut h, call(2));
    ok(&mut h, Action::Muck { seat: 3 });
    ok(&mut h, Action::Muck { seat: 1 });
    assert_eq!(code(&mut h, Action::Muck { seat: 2 }), "last_live_hand");
    ok(
        &mut h,
        Action::Show {
            seat: 2,
            cards: None,
        },
    );
    assert_eq!(h.phase(), Phase::Awarding, "no board needed");
    award_all(&mut h);
    assert_eq!(h.stacks(), vec![0, 7_000, 7_000]);
    assert_eq!(h.settlement().balance(), 0);
}
