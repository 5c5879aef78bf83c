//! Five Card Draw (high): the house text's procedure, sentence by sentence, and the draw.

use cardroom_engine::{
    Action, DealerStep, Game, GameConfig, Hand, LegalActions, Phase, SeatSpec, Street, Structure,
};

use crate::support::*;

/// $4/$8 fixed limit, a 50-cent ante from every player, no blinds.
pub fn draw_config() -> GameConfig {
    fixed_antes(Game::FiveCardDraw, 50, 8, 400, 800)
}

pub fn deal_known(h: &mut Hand, hands: &[(u8, &str)]) {
    for round in 0..5 {
        for &(seat, text) in hands {
            ok(h, hole(seat, &text[2 * round..2 * round + 2]));
        }
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
    let h = posted(draw_config(), &[10_000; 4], 4);
    assert!(h.seats().iter().all(|s| s.committed == 50));
    assert_eq!(h.pot_total(), 200);
}

#[test]
fn five_rounds_of_one_card_from_the_left_of_the_button_the_button_last() {
    let mut h = posted(draw_config(), &[10_000; 4], 2);
    let order = deal_order(&mut h);
    let round = [3, 4, 1, 2];
    assert_eq!(order, round.repeat(5), "button (seat 2) receives last");
    assert!(h.seats().iter().all(|s| s.hole.len() == 5));
}

#[test]
fn a_player_never_holds_more_than_five_cards_from_the_deal() {
    let mut h = posted(draw_config(), &[10_000; 3], 3);
    let six = hole(1, "????????????");
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
    let mut h = posted(draw_config(), &[10_000; 3], 3);
    deal_known(
        &mut h,
        &[(1, "AsAdKc7h2c"), (2, "9d9c5s5h3d"), (3, "QsJsTs4d2d")],
    );
    ok_all(&mut h, [to(1, 400), call(2), call(3)]);
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
    ok(&mut h, burn("??"));
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
    ok(&mut h, burn("??"));
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
    ok(&mut h, burn("??"));
    ok(&mut h, deal_draw(1, "AhKh"));
    ok(&mut h, draw(2, "3d"));
    assert_eq!(
        code(&mut h, burn("??")),
        "wrong_street",
        "one burn for the whole draw"
    );
    ok(&mut h, deal_draw(2, "5d"));
}

#[test]
fn a_discarded_card_cannot_be_dealt_again_before_a_reshuffle() {
    let mut h = to_the_draw();
    ok(&mut h, draw(1, "7h2c"));
    ok(&mut h, burn("??"));
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
    ok_all(&mut h, [1, 2, 3].map(check));
    for (seat, hole) in [(1, "AsAdKc7h2c"), (2, "9d9c5s5h3d"), (3, "QsJsTs4d2d")] {
        ok(&mut h, show(seat, hole));
    }
    award_all(&mut h);
    let net: Vec<i64> = h.settlement().seats.iter().map(|s| s.net).collect();
    assert_eq!(net, vec![-450, 900, -450], "two pair beats one pair");
}

#[test]
fn with_the_joker_the_bug_makes_five_aces_the_best_hand() {
    let mut config = draw_config();
    config.joker = true;
    let mut h = posted(config, &[10_000; 2], 2);
    deal_known(&mut h, &[(1, "AsAdAcAhJk"), (2, "KsQsJsTs9s")]);
    ok_all(&mut h, [check(1), check(2)]);
    ok(&mut h, draw(1, ""));
    ok(&mut h, draw(2, ""));
    ok_all(&mut h, [check(1), check(2)]);
    ok(&mut h, show(1, "AsAdAcAhJk"));
    ok(&mut h, show(2, "KsQsJsTs9s"));
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
    let mut h = posted(draw_config(), &[10_000; 2], 2);
    let joker = hole(1, "Jk");
    assert_eq!(code(&mut h, joker), "card_not_in_deck");
}

#[test]
fn a_short_stub_is_refilled_only_with_the_cards_of_players_no_longer_in_the_hand() {
    // Eight players: 40 cards dealt, 12 left. Two fold; six draw five each.
    let mut h = posted(draw_config(), &[10_000; 8], 8);
    deal_unknown(&mut h);
    ok_all(&mut h, [fold(1), fold(2)]);
    ok_all(&mut h, (3..=8).map(check));
    five_each(&mut h, [3, 4]);
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
    // Folded hands (10) and the burn (1): house rule 5 reshuffles "the discards from
    // non-players", so seats 3 and 4's discards stay out although they drew; never seat 5's
    // own.
    assert_eq!(reshuffled(&mut h), 11);
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
    ok_all(&mut h, [call(3), call(4), call(1), check(2)]);
    for seat in [1, 2, 3, 4] {
        ok(&mut h, draw(seat, ""));
    }
    assert_eq!(to_act(&h), 1);
}

#[test]
fn the_discards_of_players_still_in_are_reshuffled_only_when_nothing_else_is_left() {
    // Eight players, nobody folds, each throws five: the stub (12 cards, one burned) serves
    // seats 1 and 2 and one card of seat 3's draw.
    let mut h = posted(draw_config(), &[10_000; 8], 8);
    deal_unknown(&mut h);
    ok_all(&mut h, (1..=8).map(check));
    five_each(&mut h, [1, 2]);
    ok(&mut h, draw(3, "??????????"));
    ok(&mut h, deal_draw(3, "??"));
    // No one is out of the hand: only the burn goes back, not seats 1 and 2's discards.
    assert_eq!(reshuffled(&mut h), 1);
    ok(&mut h, deal_draw(3, "??"));
    // Nothing else is left: the discards of the players who drew come back (never seat
    // 3's own), so that the draw can be served.
    assert_eq!(reshuffled(&mut h), 10);
    ok(&mut h, deal_draw(3, "??????"));
    assert_eq!(to_act(&h), 4);
    // Seat 3 asked before the reshuffle; seats 4 to 8 did not, and get none of its cards.
    assert_eq!(options(&h).max_discards, Some(0));
    for s in 4..=8 {
        ok(&mut h, draw(s, ""));
    }
    assert_eq!(h.street(), Street::PostDraw);
}

/// `seats` in turn each throw five cards and are dealt five, the burn before the first.
fn five_each(h: &mut Hand, seats: [u8; 2]) {
    for (k, seat) in seats.into_iter().enumerate() {
        ok(h, draw(seat, "??????????"));
        if k == 0 {
            ok(h, burn("??"));
        }
        ok(h, deal_draw(seat, "??????????"));
    }
}

/// Reshuffles the stub; how many cards went back.
fn reshuffled(h: &mut Hand) -> usize {
    match ok(h, Action::Reshuffle) {
        cardroom_engine::Event::Reshuffled { cards } => cards,
        other => panic!("{other:?}"),
    }
}

/// Deals every seat unknown cards, but `seat` these five (one a round).
fn deal_one_known(h: &mut Hand, seat: u8, hole: &str) {
    let mut next = 0;
    while let LegalActions::Dealer(DealerStep::DealHole { seat: s, .. }) = h.legal_actions() {
        let cards = if s == seat {
            next += 2;
            cards(&hole[next - 2..next])
        } else {
            unknown(1)
        };
        ok(h, Action::DealHole { seat: s, cards });
    }
}

/// Eight players, the button on seat 8: seats 1 (holding the five top hearts) and 2 fold;
/// seats 3 and 4 draw five each from the stub (12 cards, one burned); seat 5 asks for five
/// and gets the one card left, then the stub is reshuffled: the folded hands and the burn.
fn reshuffled_for_seat_5() -> Hand {
    let mut h = posted(draw_config(), &[10_000; 8], 8);
    deal_one_known(&mut h, 1, "AhKhQhJhTh");
    ok_all(&mut h, [fold(1), fold(2)]);
    ok_all(&mut h, (3..=8).map(check));
    five_each(&mut h, [3, 4]);
    ok(&mut h, draw(5, "??????????"));
    ok(&mut h, deal_draw(5, "??"));
    assert_eq!(reshuffled(&mut h), 11);
    h
}

#[test]
fn the_player_who_asked_for_cards_before_the_reshuffle_gets_the_reshuffled_cards() {
    let mut h = reshuffled_for_seat_5();
    assert_eq!(
        h.legal_actions(),
        LegalActions::Dealer(DealerStep::DealDraw { seat: 5, cards: 4 }),
        "seat 5 is owed the rest of his draw"
    );
    // Seat 1's folded ace went back into the stub: it may be dealt to seat 5 now.
    ok(&mut h, deal_draw(5, "Ah??????"));
    assert_eq!(h.seats()[4].hole.len(), 5);
    assert_eq!(h.seats()[4].drew, Some(5));
    assert_eq!(to_act(&h), 6);
}

#[test]
fn a_player_who_had_not_asked_for_cards_before_the_reshuffle_gets_none_of_the_reshuffled_cards() {
    let mut h = reshuffled_for_seat_5();
    ok(&mut h, deal_draw(5, "Ah??????"));
    // Seven reshuffled cards are left, and they are all the stub holds: seat 6 may only
    // stand pat.
    let o = options(&h);
    assert_eq!(
        (o.seat, o.phase, o.max_discards),
        (6, Phase::Drawing, Some(0))
    );
    let (refusal, message) = refused(&mut h, draw(6, "????"));
    assert_eq!(refusal, "draw_after_reshuffle");
    assert_eq!(
        message,
        "Seat 6 asked for cards after the stub was reshuffled for seat 5: the reshuffled \
         cards go only to players who asked before the reshuffle, so seat 6 stands pat"
    );
    assert_eq!(code(&mut h, draw(6, "Kh")), "draw_after_reshuffle");
    let (refusal, message) = refused(&mut h, draw(7, ""));
    assert_eq!(refusal, "out_of_turn");
    assert!(
        message.contains("Seat 6 stands pat: the stub was reshuffled before it asked"),
        "{message}"
    );
    for s in 6..=8 {
        ok(&mut h, draw(s, ""));
        if s < 8 {
            assert_eq!(options(&h).max_discards, Some(0), "seat {}", s + 1);
        }
    }
    assert_eq!(h.phase(), Phase::Betting);
    assert_eq!(h.street(), Street::PostDraw);
    let drew: Vec<Option<u8>> = h.seats().iter().map(|s| s.drew).collect();
    assert_eq!(
        drew,
        vec![
            None,
            None,
            Some(5),
            Some(5),
            Some(5),
            Some(0),
            Some(0),
            Some(0)
        ]
    );
}

#[test]
fn a_refused_draw_after_the_reshuffle_changes_nothing_and_undo_and_replay_keep_the_rule() {
    let mut h = reshuffled_for_seat_5();
    ok(&mut h, deal_draw(5, "Ah??????"));
    let served = format!("{h:?}");
    // `refused` checks the hand is unchanged.
    refused(&mut h, draw(6, "??????????"));
    assert_eq!(format!("{h:?}"), served);
    ok(&mut h, draw(6, ""));
    let undone = h.undo().expect("undo");
    assert_eq!(
        format!("{undone:?}"),
        served,
        "undo: seat 6 to stand pat again"
    );
    // Undo the deal and the reshuffle: the dealer reshuffles again for seat 5.
    let before = undone.undo().and_then(|h| h.undo()).expect("undo");
    assert_eq!(
        before.legal_actions(),
        LegalActions::Dealer(DealerStep::Reshuffle)
    );
    let mut again = before;
    ok(&mut again, Action::Reshuffle);
    ok(&mut again, deal_draw(5, "Ah??????"));
    assert_eq!(format!("{again:?}"), served);
    assert_eq!(code(&mut again, draw(6, "??")), "draw_after_reshuffle");
    let replayed =
        Hand::replay(h.config().clone(), h.seat_specs(), h.button(), h.events()).expect("replays");
    assert_eq!(format!("{replayed:?}"), format!("{h:?}"));
}

#[test]
fn a_hand_reshuffled_in_the_draw_round_trips_through_its_hand_history() {
    let mut h = reshuffled_for_seat_5();
    ok(&mut h, deal_draw(5, "Ah??????"));
    for s in 6..=8 {
        ok(&mut h, draw(s, ""));
    }
    ok(&mut h, to(3, 800));
    ok_all(&mut h, (4..=8).map(fold));
    award_all(&mut h);
    assert!(h.is_complete());
    let text = cardroom_engine::phh::export(&h).expect("export");
    assert!(text.contains("'d _rs',"), "{text}");
    let replayed = cardroom_engine::phh::replay_text(&text).expect("replays");
    assert_eq!(replayed.hand.events(), h.events());
    assert_eq!(replayed.hand.settlement(), h.settlement());
    // A history in which seat 6 drew after the reshuffle is refused at that action.
    let bad = text.replace("'p6 sd',", "'p6 sd ????',");
    assert_ne!(bad, text);
    let err = cardroom_engine::phh::replay_text(&bad).expect_err("refused");
    assert_eq!(err.code.as_str(), "draw_after_reshuffle");
    let actions: Vec<&str> = text
        .lines()
        .skip_while(|l| !l.starts_with("actions = ["))
        .skip(1)
        .take_while(|l| *l != "]")
        .map(str::trim)
        .collect();
    assert_eq!(
        err.action_index,
        actions.iter().position(|a| *a == "'p6 sd',")
    );
}

#[test]
fn low_ball_still_deals_the_reshuffled_cards_to_the_players_after_the_reshuffle() {
    // Low Ball has its own reshuffle (house rule 14): unaffected. 53 cards, 13 left.
    let mut h = table(
        GameConfig::house(Game::LowBall, Structure::FixedLimit, 200, 400),
        &[10_000; 8],
        8,
    );
    ok(&mut h, Action::PostForcedBets);
    deal_unknown(&mut h);
    ok_all(&mut h, [3, 4, 5, 6, 7, 8, 1].map(call));
    ok(&mut h, check(2));
    five_each(&mut h, [1, 2]);
    ok(&mut h, draw(3, "??????????"));
    ok(&mut h, deal_draw(3, "??"));
    ok(&mut h, Action::Reshuffle);
    ok(&mut h, deal_draw(3, "????????"));
    assert_eq!(options(&h).max_discards, Some(5));
    ok(&mut h, draw(4, "????"));
    ok(&mut h, deal_draw(4, "????"));
    ok(&mut h, draw(5, "??????"));
    ok(&mut h, deal_draw(5, "??????"));
    assert_eq!(to_act(&h), 6);
}
