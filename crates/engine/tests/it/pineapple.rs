//! Pineapple: three hole cards, one discarded by every remaining player after the pre-flop
//! betting round and before the flop.

use cardroom_engine::{DealerStep, Game, GameConfig, LegalActions, Phase, Structure};

use crate::support::*;

fn pineapple() -> GameConfig {
    GameConfig::house(Game::Pineapple, Structure::NoLimit, 100, 200)
}

/// A hand of `config` (Pineapple or Crazy Pineapple) with three known cards dealt to each of
/// three seats (the button on 3): seat 1 `As Ad Kc`, seat 2 `7h 2c 9d`, seat 3 `Qs Qd Jh`.
pub(crate) fn three_dealt(config: GameConfig) -> cardroom_engine::Hand {
    let mut h = posted(config, &[10_000; 3], 3);
    for (seat, text) in [(1, "AsAdKc"), (2, "7h2c9d"), (3, "QsQdJh")] {
        assert_eq!(
            h.legal_actions(),
            LegalActions::Dealer(DealerStep::DealHole { seat, remaining: 3 })
        );
        ok(&mut h, hole(seat, text));
    }
    h
}

#[test]
fn each_player_receives_three_hole_cards() {
    let mut h = posted(pineapple(), &[10_000; 3], 3);
    assert_eq!(code(&mut h, hole(1, "????????")), "wrong_card_count");
    deal_unknown(&mut h);
    assert!(h.seats().iter().all(|s| s.hole.len() == 3));
}

#[test]
fn every_remaining_player_discards_one_after_preflop_betting_before_the_flop() {
    let mut h = three_dealt(pineapple());
    ok_all(&mut h, [call(3), fold(1), check(2)]);
    assert_eq!(h.phase(), Phase::Discarding);
    assert_eq!(code(&mut h, burn("??")), "wrong_street");
    assert_eq!(to_act(&h), 2, "folded seat 1 does not discard");
    assert_eq!(code(&mut h, discard(2, "As")), "card_not_held");
    ok(&mut h, discard(2, "2c"));
    ok(&mut h, discard(3, "Jh"));
    assert_eq!(h.phase(), Phase::Board);
    assert!(
        h.seats()
            .iter()
            .filter(|s| !s.folded)
            .all(|s| s.hole.len() == 2)
    );
    assert_eq!(code(&mut h, burn("2c")), "duplicate_card");
}

#[test]
fn a_discard_before_the_betting_is_over_is_refused() {
    let mut h = three_dealt(pineapple());
    assert_eq!(code(&mut h, discard(3, "Jh")), "wrong_street");
}

#[test]
fn an_unknown_discard_is_accepted_when_the_cards_are_unknown() {
    let mut h = posted(pineapple(), &[10_000; 2], 2);
    deal_unknown(&mut h);
    ok_all(&mut h, [call(2), check(1)]);
    ok(&mut h, discard(1, "??"));
    ok(&mut h, discard(2, "5h"));
    assert_eq!(h.phase(), Phase::Board);
}

#[test]
fn the_showdown_plays_the_two_kept_cards_with_the_board() {
    let mut h = three_dealt(pineapple());
    ok_all(&mut h, [call(3), call(1), check(2)]);
    ok(&mut h, discard(1, "Kc"));
    ok(&mut h, discard(2, "9d"));
    ok(&mut h, discard(3, "Jh"));
    for board in ["7d7s2h", "3c", "4d"] {
        street(&mut h, board);
        ok_all(&mut h, [1, 2, 3].map(check));
    }
    ok_all(&mut h, [1, 2, 3].map(show_unentered));
    // Seat 2 kept 7h2c: trip sevens beat the aces up.
    let LegalActions::Dealer(DealerStep::AwardPot { winners, .. }) = h.legal_actions() else {
        panic!()
    };
    assert_eq!(winners, Some(seat_list(&[2])));
    award_all(&mut h);
    assert_eq!(h.stacks(), vec![9_800, 10_400, 9_800]);
}

#[test]
fn all_in_players_discard_too_before_the_showdown() {
    let mut h = posted(pineapple(), &[5_000, 5_000], 2);
    deal_unknown(&mut h);
    ok_all(&mut h, [all_in(2), call(1)]);
    assert_eq!(h.phase(), Phase::Discarding);
    ok(&mut h, discard(1, "??"));
    ok(&mut h, discard(2, "??"));
    assert_eq!(h.phase(), Phase::Showdown);
}
