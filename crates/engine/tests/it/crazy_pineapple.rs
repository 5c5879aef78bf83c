//! Crazy Pineapple: Pineapple's three hole cards, one discarded by every remaining player after
//! the flop's betting round (not before the flop), and before the turn. A player all in before
//! the flop keeps his three cards until the flop is dealt, then discards with the others.

use cardroom_engine::{DealerStep, Game, GameConfig, LegalActions, Phase, Structure, phh};

use crate::pineapple::three_dealt;
use crate::support::*;

fn crazy() -> GameConfig {
    GameConfig::house(Game::CrazyPineapple, Structure::NoLimit, 100, 200)
}

#[test]
fn the_flop_comes_with_three_hole_cards_and_the_discards_follow_the_flop_betting() {
    let mut h = three_dealt(crazy());
    ok_all(&mut h, [call(3), call(1), check(2)]);
    assert_eq!(h.phase(), Phase::Board, "no discard before the flop");
    assert_eq!(code(&mut h, discard(2, "2c")), "wrong_street");
    street(&mut h, "7d7s2h");
    assert!(h.seats().iter().all(|s| s.hole.len() == 3));
    ok(&mut h, check(1));
    ok(&mut h, check(2));
    ok(&mut h, fold(3));
    assert_eq!(h.phase(), Phase::Discarding);
    assert_eq!(to_act(&h), 1);
    assert_eq!(code(&mut h, discard(1, "7h")), "card_not_held");
    ok(&mut h, discard(1, "Kc"));
    assert_eq!(to_act(&h), 2, "folded seat 3 does not discard");
    ok(&mut h, discard(2, "9d"));
    assert_eq!(h.phase(), Phase::Board);
    for board in ["3c", "4d"] {
        street(&mut h, board);
        ok_all(&mut h, [1, 2].map(check));
    }
    ok_all(&mut h, [1, 2].map(show_unentered));
    // Seat 2 kept 7h2c: sevens full of deuces beat aces up.
    let LegalActions::Dealer(DealerStep::AwardPot { winners, .. }) = h.legal_actions() else {
        panic!("{:?}", h.legal_actions())
    };
    assert_eq!(winners, Some(seat_list(&[2])));
    award_all(&mut h);
    assert_eq!(h.stacks(), vec![9_800, 10_400, 9_800]);
}

#[test]
fn players_all_in_before_the_flop_discard_after_it_then_show() {
    let mut h = posted(crazy(), &[5_000, 5_000], 2);
    deal_unknown(&mut h);
    ok_all(&mut h, [all_in(2), call(1)]);
    assert_eq!(h.phase(), Phase::Board, "the flop first");
    street(&mut h, "7d7s2h");
    assert_eq!(h.phase(), Phase::Discarding);
    ok(&mut h, discard(1, "??"));
    ok(&mut h, discard(2, "??"));
    assert_eq!(h.phase(), Phase::Showdown);
    assert!(h.seats().iter().all(|s| s.hole.len() == 2));
}

#[test]
fn a_crazy_pineapple_hand_exports_to_phh_and_imports_the_same() {
    let mut h = three_dealt(crazy());
    ok_all(&mut h, [call(3), call(1), check(2)]);
    street(&mut h, "7d7s2h");
    ok_all(&mut h, [1, 2, 3].map(check));
    ok(&mut h, discard(1, "Kc"));
    ok(&mut h, discard(2, "9d"));
    ok(&mut h, discard(3, "Jh"));
    for board in ["3c", "4d"] {
        street(&mut h, board);
        ok_all(&mut h, [1, 2, 3].map(check));
    }
    ok_all(&mut h, [1, 2, 3].map(show_unentered));
    award_all(&mut h);
    let text = phh::export(&h).expect("exports");
    assert!(text.contains("variant = 'NCP'"), "{text}");
    let back = phh::replay_text(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(back.hand.stacks(), h.stacks());
    assert_eq!(back.hand.config().game, Game::CrazyPineapple);
}
