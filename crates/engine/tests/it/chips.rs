//! Bets in chips: every amount at a table is a whole number of its smallest chip. The setup
//! refuses amounts that are not, a bet or raise that is not is refused (an all-in for the
//! whole stack excepted), and the ranges the engine offers are in chip steps.

use cardroom_engine::{
    Action, BetRange, Chips, Collection, Game, GameConfig, Hand, SeatPost, Structure,
};

use crate::support::*;

/// $1/$2 at a table of 25-cent chips.
fn quarters(game: Game, structure: Structure) -> GameConfig {
    let mut c = GameConfig::house(game, structure, 100, 200);
    c.chip_unit = 25;
    if game == Game::MexicanPoker {
        c.blinds = Vec::new().into();
        c.antes = vec![25; 7].into();
    }
    c
}

fn range(h: &Hand) -> BetRange {
    options(h).bet_or_raise.expect("a bet or raise is allowed")
}

#[test]
fn setup_amounts_that_are_not_whole_chips_are_refused() {
    let good = quarters(Game::Holdem, Structure::NoLimit);
    assert!(Hand::new(good.clone(), seats(&[10_000, 10_000]), 2).is_ok());
    let refused = |c: GameConfig, stacks: &[Chips], what: &str| {
        let e = Hand::new(c, seats(stacks), 2).expect_err("refused");
        assert_eq!(e.code(), "invalid_setup", "{what}");
        let message = e.to_string();
        assert!(
            message.contains(what) && message.contains("0.25 chips"),
            "{what}: {message}"
        );
    };
    refused(good.clone(), &[10_000, 10_010], "seat 2's stack of 100.10");
    let mut c = good.clone();
    c.blinds = vec![110, 200].into();
    refused(c, &[10_000, 10_000], "the small blind of 1.10");
    let mut c = good.clone();
    c.antes = vec![5, 5].into();
    refused(c, &[10_000, 10_000], "the ante in position 1 of 0.05");
    let mut c = good.clone();
    c.min_bet = 210;
    refused(c, &[10_000, 10_000], "the minimum bet of 2.10");
    let mut c = quarters(Game::Holdem, Structure::FixedLimit);
    c.big_bet = 410;
    refused(c, &[10_000, 10_000], "the big bet of 4.10");
    let mut c = good.clone();
    c.collection = Collection::PotDrop { amount: 310 };
    refused(c, &[10_000, 10_000], "the drop of 3.10");
    let mut c = good;
    c.seat_posts = vec![SeatPost {
        seat: 2,
        amount: 190,
    }];
    refused(c, &[10_000, 10_000], "seat 2's post of 1.90");
}

#[test]
fn a_bet_that_is_not_whole_chips_is_refused_with_the_chip_in_the_message() {
    // The red team's raise: to 4.01 at a table of 25-cent chips; the hand then offered
    // "raise to 6.02".
    let mut h = dealt(quarters(Game::Holdem, Structure::NoLimit), &[10_000; 3], 3);
    let (code, message) = refused(&mut h, to(3, 401));
    assert_eq!(code, "not_chip_multiple");
    assert!(
        message.contains("bets are in 0.25 chips: 4.01 is not a multiple of 0.25"),
        "{message}"
    );
    ok(&mut h, to(3, 425));
    let r = range(&h);
    assert_eq!((r.min_to, r.step), (650, 25), "a full raise, in chips");
}

#[test]
fn an_all_in_for_the_whole_stack_is_always_allowed() {
    // The range offered ends at the whole stack, and the all-in is accepted as a raise.
    let mut h = dealt(
        quarters(Game::Holdem, Structure::NoLimit),
        &[4_975, 10_000],
        2,
    );
    ok(&mut h, to(2, 600));
    let r = range(&h);
    assert_eq!((r.min_to, r.max_to), (1_000, 4_975));
    ok(&mut h, to(1, 4_975));
    assert_eq!(h.seats()[0].committed, 4_975);
    assert!(h.seats()[0].all_in);
}

#[test]
fn every_pot_game_offers_ranges_in_chip_steps() {
    for game in [
        Game::Holdem,
        Game::Pineapple,
        Game::FiveCardDraw,
        Game::LowBall,
        Game::MexicanPoker,
    ] {
        for structure in [
            Structure::NoLimit,
            Structure::PotLimit,
            Structure::FixedLimit,
        ] {
            let mut h = posted(quarters(game, structure), &[10_000, 7_525, 9_050], 3);
            deal_face_up_known(&mut h);
            // Two rounds of raises, each the least and then the most offered.
            for pick_max in [false, true, false] {
                let Some(r) = options(&h).bet_or_raise else {
                    break;
                };
                if game == Game::MexicanPoker
                    && structure == Structure::FixedLimit
                    && r.max_to > r.min_to
                {
                    // Mexican Poker's fixed limit: the small or the big bet, nothing between.
                    assert_eq!(r.step, r.max_to - r.min_to, "{r:?}");
                } else {
                    assert_eq!(r.step, 25, "{game:?} {structure:?}");
                }
                for amount in [r.min_to, r.max_to] {
                    assert_eq!(amount % 25, 0, "{game:?} {structure:?}: {r:?}");
                }
                let seat = to_act(&h);
                ok(&mut h, to(seat, if pick_max { r.max_to } else { r.min_to }));
            }
        }
    }
}

/// Deals every hole card, unknown but for Mexican Poker's face-up cards.
fn deal_face_up_known(h: &mut Hand) {
    let mut up = ["Kh", "Qd", "7c"].into_iter();
    while let cardroom_engine::LegalActions::Dealer(cardroom_engine::DealerStep::DealHole {
        seat,
        remaining,
    }) = h.legal_actions()
    {
        let held = h
            .seats()
            .iter()
            .find(|s| s.seat == seat)
            .map_or(0, |s| s.hole.len());
        let cards = if h.config().game == Game::MexicanPoker && held == 1 {
            cards(up.next().expect("an up card"))
        } else {
            unknown(remaining)
        };
        ok(h, Action::DealHole { seat, cards });
    }
}

#[test]
fn the_pot_limit_maximum_is_the_call_plus_the_pot_after_the_call_in_chips() {
    // $1/$2 pot limit with 25-cent chips: the first raise may be to 7 (2 to call, pot 5).
    let mut h = dealt(quarters(Game::Holdem, Structure::PotLimit), &[10_000; 3], 3);
    let r = range(&h);
    assert_eq!((r.min_to, r.max_to, r.step), (400, 700, 25));
    ok(&mut h, to(3, 675));
    let r = range(&h);
    // Seat 1 calls 5.75 more; the pot is then 1 + 2 + 6.75 + 5.75: raise to 6.75 + 15.50.
    assert_eq!((r.min_to, r.max_to), (1_150, 2_225));
    assert_eq!(code(&mut h, to(1, 2_230)), "not_chip_multiple");
    assert_eq!(code(&mut h, to(1, 2_250)), "over_pot_limit");
    ok(&mut h, to(1, 2_225));
}

#[test]
fn a_split_pot_pays_whole_chips_so_stacks_stay_whole_chips() {
    let mut c = quarters(Game::Holdem, Structure::NoLimit);
    c.antes = vec![25, 0, 0].into();
    let mut h = posted(c, &[10_000; 3], 3);
    deal_holes(&mut h, &[(1, "AhKd"), (2, "AsKc"), (3, "2c3d")]);
    ok_all(&mut h, [call(3), call(1), check(2)]);
    for board in ["QhJc9s", "4h", "7d"] {
        street(&mut h, board);
        ok_all(&mut h, [1, 2, 3].map(check));
    }
    ok_all(&mut h, [1, 2, 3].map(show_unentered));
    award_all(&mut h);
    // 6.25 is 25 quarters: 13 to seat 1 (left of the button), 12 to seat 2.
    assert!(h.stacks().iter().all(|s| s % 25 == 0), "{:?}", h.stacks());
    assert_eq!(
        h.stacks(),
        vec![10_000 - 225 + 325, 10_000 - 200 + 300, 9_800]
    );
}
