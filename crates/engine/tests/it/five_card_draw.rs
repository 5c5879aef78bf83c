//! Five Card Draw (high): the house text's procedure, sentence by sentence, and the draw.

use cardroom_engine::{
    Action, DealerStep, Game, GameConfig, Hand, LegalActions, Phase, SeatSpec, Street, Structure,
};

use crate::support::*;

/// $4/$8 fixed limit, a 50-cent ante from every player, no blinds.
pub fn draw_config() -> GameConfig {
    let mut c = GameConfig::house(Game::FiveCardDraw, Structure::FixedLimit, 0, 0);
    c.blinds = Vec::new().into();
    c.antes = vec![50; 8].into();
    c.small_bet = 400;
    c.big_bet = 800;
    c
}

pub fn deal_known(h: &mut Hand, hands: &[(u8, &str)]) {
    for round in 0..5 {
        for &(seat, hole) in hands {
            ok(
                h,
                Action::DealHole {
                    seat,
                    cards: cards(&hole[2 * round..2 * round + 2]),
                },
            );
        }
    }
}

pub fn draw(seat: u8, discards: &str) -> Action {
    Action::Draw {
        seat,
        discards: cards(discards),
    }
}

pub fn deal_draw(seat: u8, new: &str) -> Action {
    Action::DealDraw {
        seat,
        cards: cards(new),
    }
}

#[test]
fn a_table_deals_in_at_most_eight_players() {
    let seats = |n: u8| -> Vec<SeatSpec> {
        (1..=n)
            .map(|seat| SeatSpec {
                seat,
                stack: 10_000,
            })
            .collect()
    };
    assert!(Hand::new(draw_config(), seats(8), 8).is_ok());
    let refused = Hand::new(draw_config(), seats(9), 9).expect_err("nine players");
    assert_eq!(refused.code(), "invalid_setup");
}

#[test]
fn every_player_places_the_posted_ante() {
    let mut h = table(draw_config(), &[10_000; 4], 4);
    ok(&mut h, Action::PostForcedBets);
    assert!(h.seats().iter().all(|s| s.committed == 50));
    assert_eq!(h.pot_total(), 200);
}

#[test]
fn five_rounds_of_one_card_from_the_left_of_the_button_the_button_last() {
    let mut h = table(draw_config(), &[10_000; 4], 2);
    ok(&mut h, Action::PostForcedBets);
    let mut order = Vec::new();
    while let LegalActions::Dealer(DealerStep::DealHole { seat, .. }) = h.legal_actions() {
        order.push(seat);
        ok(
            &mut h,
            Action::DealHole {
                seat,
                cards: unknown(1),
            },
        );
    }
    let round = [3, 4, 1, 2];
    assert_eq!(order, round.repeat(5), "button (seat 2) receives last");
    assert!(h.seats().iter().all(|s| s.hole.len() == 5));
}

#[test]
fn a_player_never_holds_more_than_five_cards_from_the_deal() {
    let mut h = table(draw_config(), &[10_000; 3], 3);
    ok(&mut h, Action::PostForcedBets);
    let six = Action::DealHole {
        seat: 1,
        cards: unknown(6),
    };
    assert_eq!(code(&mut h, six), "wrong_card_count");
}

#[test]
fn the_first_betting_round_starts_left_of_the_button() {
    let h = dealt(draw_config(), &[10_000; 4], 2);
    assert_eq!(h.street(), Street::PreDraw);
    assert_eq!(to_act(&h), 3);
    let o = options(&h);
    assert!(o.check, "with antes only there is no bet to call");
    assert_eq!(o.bet_or_raise.map(|r| r.min_to), Some(400), "the small bet");
}

fn to_the_draw() -> Hand {
    let mut h = table(draw_config(), &[10_000; 3], 3);
    ok(&mut h, Action::PostForcedBets);
    deal_known(
        &mut h,
        &[(1, "AsAdKc7h2c"), (2, "9d9c5s5h3d"), (3, "QsJsTs4d2d")],
    );
    ok(&mut h, to(1, 400));
    ok(&mut h, call(2));
    ok(&mut h, call(3));
    assert_eq!(h.phase(), Phase::Drawing);
    h
}

#[test]
fn the_draw_goes_one_player_at_a_time_from_the_left_of_the_button() {
    let mut h = to_the_draw();
    assert_eq!(to_act(&h), 1);
    assert_eq!(code(&mut h, draw(2, "3d")), "out_of_turn");
    ok(&mut h, draw(1, "7h2c"));
    assert_eq!(
        h.legal_actions(),
        LegalActions::Dealer(DealerStep::Burn {
            street: Street::PostDraw
        }),
        "the dealer serves seat 1 before seat 2 declares"
    );
    assert_eq!(code(&mut h, draw(2, "3d")), "out_of_turn");
}

#[test]
fn a_player_may_keep_all_five_or_discard_as_many_as_he_chooses() {
    let mut h = to_the_draw();
    ok(&mut h, draw(1, ""));
    assert_eq!(to_act(&h), 2, "standing pat needs no card");
    ok(&mut h, draw(2, "3d"));
    ok(&mut h, Action::Burn { card: None });
    ok(&mut h, deal_draw(2, "5d"));
    ok(&mut h, draw(3, "4d2dQsJsTs"));
    ok(&mut h, deal_draw(3, "??????????"));
    assert_eq!(h.phase(), Phase::Betting);
    let drew: Vec<Option<u8>> = h.seats().iter().map(|s| s.drew).collect();
    assert_eq!(drew, vec![Some(0), Some(1), Some(5)]);
}

#[test]
fn a_player_cannot_throw_away_a_card_he_does_not_hold() {
    let mut h = to_the_draw();
    assert_eq!(code(&mut h, draw(1, "Qh")), "card_not_held");
    assert_eq!(code(&mut h, draw(1, "AsAs")), "duplicate_card");
    assert_eq!(code(&mut h, draw(1, "????")), "wrong_card_count");
}

#[test]
fn each_discarded_card_is_replaced_by_exactly_one_new_card() {
    let mut h = to_the_draw();
    ok(&mut h, draw(1, "7h2c"));
    ok(&mut h, Action::Burn { card: None });
    assert_eq!(code(&mut h, deal_draw(1, "??????")), "wrong_card_count");
    ok(&mut h, deal_draw(1, "Ah"));
    assert_eq!(
        h.legal_actions(),
        LegalActions::Dealer(DealerStep::DealDraw { seat: 1, cards: 1 })
    );
    ok(&mut h, deal_draw(1, "Kh"));
    assert_eq!(to_act(&h), 2);
    assert_eq!(h.seats()[0].hole.len(), 5);
}

#[test]
fn the_dealer_burns_one_card_before_any_new_card_is_dealt() {
    let mut h = to_the_draw();
    ok(&mut h, draw(1, "7h2c"));
    assert_eq!(code(&mut h, deal_draw(1, "AhKh")), "wrong_street");
    ok(&mut h, Action::Burn { card: None });
    ok(&mut h, deal_draw(1, "AhKh"));
    ok(&mut h, draw(2, "3d"));
    assert_eq!(
        code(&mut h, Action::Burn { card: None }),
        "wrong_street",
        "one burn for the whole draw"
    );
    ok(&mut h, deal_draw(2, "5d"));
}

#[test]
fn a_discarded_card_cannot_be_dealt_again_before_a_reshuffle() {
    let mut h = to_the_draw();
    ok(&mut h, draw(1, "7h2c"));
    ok(&mut h, Action::Burn { card: None });
    assert_eq!(code(&mut h, deal_draw(1, "7hKh")), "duplicate_card");
}

#[test]
fn the_final_betting_round_starts_left_of_the_button_in_big_bets() {
    let mut h = to_the_draw();
    ok(&mut h, draw(1, ""));
    ok(&mut h, draw(2, ""));
    ok(&mut h, draw(3, ""));
    assert_eq!(h.street(), Street::PostDraw);
    assert_eq!(to_act(&h), 1);
    assert_eq!(options(&h).bet_or_raise.map(|r| r.min_to), Some(800));
}

#[test]
fn the_highest_five_card_hand_wins_at_the_showdown() {
    let mut h = to_the_draw();
    ok(&mut h, draw(1, ""));
    ok(&mut h, draw(2, ""));
    ok(&mut h, draw(3, ""));
    for s in [1, 2, 3] {
        ok(&mut h, check(s));
    }
    for (seat, hole) in [(1, "AsAdKc7h2c"), (2, "9d9c5s5h3d"), (3, "QsJsTs4d2d")] {
        ok(
            &mut h,
            Action::Show {
                seat,
                cards: Some(known(hole)),
            },
        );
    }
    award_all(&mut h);
    let net: Vec<i64> = h.settlement().seats.iter().map(|s| s.net).collect();
    assert_eq!(net, vec![-450, 900, -450], "two pair beats one pair");
}

#[test]
fn with_the_joker_the_bug_makes_five_aces_the_best_hand() {
    let mut config = draw_config();
    config.joker = true;
    let mut h = table(config, &[10_000; 2], 2);
    ok(&mut h, Action::PostForcedBets);
    deal_known(&mut h, &[(1, "AsAdAcAhJk"), (2, "KsQsJsTs9s")]);
    ok(&mut h, check(1));
    ok(&mut h, check(2));
    ok(&mut h, draw(1, ""));
    ok(&mut h, draw(2, ""));
    ok(&mut h, check(1));
    ok(&mut h, check(2));
    ok(
        &mut h,
        Action::Show {
            seat: 1,
            cards: Some(known("AsAdAcAhJk")),
        },
    );
    ok(
        &mut h,
        Action::Show {
            seat: 2,
            cards: Some(known("KsQsJsTs9s")),
        },
    );
    match h.legal_actions() {
        LegalActions::Dealer(DealerStep::AwardPot { winners, .. }) => {
            assert_eq!(
                winners,
                Some(seat_list(&[1])),
                "five aces beat a straight flush"
            );
        }
        other => panic!("expected the award: {other:?}"),
    }
}

#[test]
fn without_the_joker_setting_the_joker_is_not_in_the_deck() {
    let mut h = table(draw_config(), &[10_000; 2], 2);
    ok(&mut h, Action::PostForcedBets);
    let joker = Action::DealHole {
        seat: 1,
        cards: cards("Jk"),
    };
    assert_eq!(code(&mut h, joker), "card_not_in_deck");
}

#[test]
fn a_short_stub_is_refilled_only_with_the_cards_of_players_no_longer_in_the_hand() {
    // Eight players: 40 cards dealt, 12 left. Two fold; six draw five each.
    let mut h = table(draw_config(), &[10_000; 8], 8);
    ok(&mut h, Action::PostForcedBets);
    deal_unknown(&mut h);
    ok(&mut h, fold(1));
    ok(&mut h, fold(2));
    for s in 3..=8 {
        ok(&mut h, check(s));
    }
    ok(&mut h, draw(3, "??????????"));
    ok(&mut h, Action::Burn { card: None });
    ok(&mut h, deal_draw(3, "??????????"));
    ok(&mut h, draw(4, "??????????"));
    ok(&mut h, deal_draw(4, "??????????"));
    ok(&mut h, draw(5, "??????????"));
    assert_eq!(
        h.legal_actions(),
        LegalActions::Dealer(DealerStep::DealDraw { seat: 5, cards: 1 }),
        "one card left in the stub"
    );
    assert_eq!(code(&mut h, deal_draw(5, "????")), "wrong_card_count");
    assert_eq!(
        code(&mut h, Action::Reshuffle),
        "wrong_street",
        "not while the stub can still deal"
    );
    ok(&mut h, deal_draw(5, "??"));
    assert_eq!(
        h.legal_actions(),
        LegalActions::Dealer(DealerStep::Reshuffle)
    );
    match ok(&mut h, Action::Reshuffle) {
        // Folded hands (10) and the burn (1): house rule 5 reshuffles "the discards from
        // non-players", so seats 3 and 4's discards stay out although they drew; never
        // seat 5's own.
        cardroom_engine::Event::Reshuffled { cards } => assert_eq!(cards, 11),
        other => panic!("{other:?}"),
    }
    ok(&mut h, deal_draw(5, "????????"));
    assert_eq!(to_act(&h), 6);
}

#[test]
fn with_blinds_the_first_round_opens_left_of_the_big_blind_and_the_second_left_of_the_button() {
    let mut config = draw_config();
    config.antes = Vec::new().into();
    config.blinds = vec![200, 400].into();
    let mut h = dealt(config, &[10_000; 4], 4);
    assert_eq!(to_act(&h), 3, "seats 1 and 2 posted the blinds");
    ok(&mut h, call(3));
    ok(&mut h, call(4));
    ok(&mut h, call(1));
    ok(&mut h, check(2));
    for seat in [1, 2, 3, 4] {
        ok(&mut h, draw(seat, ""));
    }
    assert_eq!(to_act(&h), 1);
}

#[test]
fn the_discards_of_players_still_in_are_reshuffled_only_when_nothing_else_is_left() {
    // Eight players, nobody folds, each throws five: the stub (12 cards, one burned) serves
    // seats 1 and 2 and one card of seat 3's draw.
    let mut h = table(draw_config(), &[10_000; 8], 8);
    ok(&mut h, Action::PostForcedBets);
    deal_unknown(&mut h);
    for s in 1..=8 {
        ok(&mut h, check(s));
    }
    ok(&mut h, draw(1, "??????????"));
    ok(&mut h, Action::Burn { card: None });
    ok(&mut h, deal_draw(1, "??????????"));
    ok(&mut h, draw(2, "??????????"));
    ok(&mut h, deal_draw(2, "??????????"));
    ok(&mut h, draw(3, "??????????"));
    ok(&mut h, deal_draw(3, "??"));
    // No one is out of the hand: only the burn goes back, not seats 1 and 2's discards.
    match ok(&mut h, Action::Reshuffle) {
        cardroom_engine::Event::Reshuffled { cards } => assert_eq!(cards, 1),
        other => panic!("{other:?}"),
    }
    ok(&mut h, deal_draw(3, "??"));
    // Nothing else is left: the discards of the players who drew come back (never seat
    // 3's own), so that the draw can be served.
    match ok(&mut h, Action::Reshuffle) {
        cardroom_engine::Event::Reshuffled { cards } => assert_eq!(cards, 10),
        other => panic!("{other:?}"),
    }
    ok(&mut h, deal_draw(3, "??????"));
    assert_eq!(to_act(&h), 4);
}
