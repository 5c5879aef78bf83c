//! The hand-history corpus of every game: scripted hands written as PHH files and committed
//! (`tests/fixtures/corpus/`), each replayed to its finishing stacks, and each export read
//! back to the same events. `UPDATE_CORPUS=1 cargo test -p cardroom-engine corpus` rewrites
//! the files after a deliberate change of the format.

use std::path::PathBuf;

use cardroom_engine::phh;
use cardroom_engine::{Action, Game, GameConfig, Hand, SevensPenalty, Structure};

use crate::five_card_draw::deal_known;
use crate::support::*;

fn corpus_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/corpus")
}

fn five_card_draw_with_the_bug() -> Hand {
    let mut c = fixed_antes(Game::FiveCardDraw, 50, 3, 400, 800);
    c.joker = true;
    let mut h = posted(c, &[10_000, 8_000, 12_000], 3);
    deal_known(
        &mut h,
        &[(1, "AsAdKc7h2c"), (2, "9d9c5s5h3d"), (3, "JkJsTs4d2d")],
    );
    ok_all(&mut h, [to(1, 400), call(2), to(3, 800), call(1), call(2)]);
    ok(&mut h, draw(1, "7h2c"));
    ok(&mut h, burn("3c"));
    ok(&mut h, deal_draw(1, "Ah6s"));
    ok(&mut h, draw(2, "3d"));
    ok(&mut h, deal_draw(2, "5d"));
    ok(&mut h, draw(3, "4d2d"));
    ok(&mut h, deal_draw(3, "Qs9s"));
    ok_all(&mut h, [check(1), to(2, 800), call(3), fold(1)]);
    ok(&mut h, show(2, "9d9c5s5h5d"));
    ok(&mut h, show(3, "JkJsTsQs9s"));
    award_all(&mut h);
    h
}

fn five_card_draw_cards_unknown() -> Hand {
    let mut c = antes_only(Game::FiveCardDraw, Structure::NoLimit, 100, 4);
    c.min_bet = 200;
    let mut h = posted(c, &[5_000; 4], 2);
    deal_unknown(&mut h);
    ok_all(&mut h, [check(3), to(4, 600), fold(1), call(2), fold(3)]);
    ok(&mut h, draw(4, "??"));
    ok(&mut h, burn("??"));
    ok(&mut h, deal_draw(4, "??"));
    ok(&mut h, draw(2, ""));
    ok_all(&mut h, [check(4), to(2, 1_000), call(4)]);
    ok(&mut h, show_unentered(2));
    ok(&mut h, muck(4));
    award_all(&mut h);
    h
}

fn low_ball_killed_and_sevens() -> Hand {
    let c = GameConfig::house(Game::LowBall, Structure::FixedLimit, 200, 400);
    let mut h = posted(c, &[10_000; 4], 4);
    ok(&mut h, kill(3));
    deal_known(
        &mut h,
        &[
            (1, "7h4d3c2sAh"),
            (2, "8c6d5h4s2c"),
            (3, "KdKcQsJhJd"),
            (4, "9c9dTcTdJk"),
        ],
    );
    ok_all(&mut h, [call(4), call(1), call(2), check(3)]);
    ok(&mut h, draw(1, ""));
    ok(&mut h, draw(2, ""));
    ok(&mut h, draw(3, "KdKcQs"));
    ok(&mut h, burn("??"));
    ok(&mut h, deal_draw(3, "6c5c3h"));
    ok(&mut h, draw(4, "9c9dTc"));
    ok(&mut h, deal_draw(4, "QhQcKs"));
    ok_all(&mut h, [check(1), to(2, 1_600), fold(3), fold(4), call(1)]);
    ok(&mut h, show(2, "8c6d5h4s2c"));
    ok(&mut h, show(1, "7h4d3c2sAh"));
    award_all(&mut h);
    h
}

fn low_ball_reshuffle_and_exposed_card() -> Hand {
    let mut c = GameConfig::house(Game::LowBall, Structure::FixedLimit, 100, 200);
    c.sevens_penalty = SevensPenalty::ForfeitPot;
    let mut h = posted(c, &[5_000; 8], 8);
    ok(&mut h, hole(1, "Qh"));
    ok(&mut h, expose(1, "Qh"));
    deal_unknown(&mut h);
    ok_all(&mut h, [3, 4, 5, 6, 7, 8, 1].map(call));
    ok(&mut h, check(2));
    for s in [1, 2] {
        ok(&mut h, draw(s, "??????????"));
        if s == 1 {
            ok(&mut h, burn("??"));
        }
        ok(&mut h, deal_draw(s, "??????????"));
    }
    // The exposed queen and the burn are out of the stub too: one card left, the last.
    ok(&mut h, draw(3, "??????????"));
    ok(&mut h, Action::Reshuffle);
    ok(&mut h, deal_draw(3, "??????????"));
    for s in 4..=8 {
        ok(&mut h, draw(s, ""));
    }
    ok_all(&mut h, (1..=8).map(check));
    for s in 1..=8 {
        if s == 5 {
            ok(&mut h, show_unentered(s));
        } else {
            ok(&mut h, muck(s));
        }
    }
    award_all(&mut h);
    h
}

fn mexican_poker() -> Hand {
    let c = fixed_antes(Game::MexicanPoker, 25, 3, 200, 400);
    let mut h = posted(c, &[10_000; 3], 3);
    let deal = |h: &mut Hand, seat: u8, text: &str| {
        ok(h, hole(seat, text));
    };
    for (seat, down) in [(1, "Jk"), (2, "??"), (3, "Kh")] {
        deal(&mut h, seat, down);
    }
    for (seat, up) in [(1, "5d"), (2, "Qs"), (3, "7c")] {
        deal(&mut h, seat, up);
    }
    ok_all(&mut h, [to(2, 400), call(3), call(1)]);
    ok(&mut h, Action::KeepDown { seat: 1 });
    ok(
        &mut h,
        Action::TurnUp {
            seat: 2,
            card: Some(card("Qd")),
        },
    );
    ok(
        &mut h,
        Action::TurnUp {
            seat: 3,
            card: None,
        },
    );
    ok(&mut h, burn("??"));
    for (seat, c) in [(1, "5h"), (2, "??"), (3, "??")] {
        deal(&mut h, seat, c);
    }
    ok_all(&mut h, [check(2), to(3, 200), to(1, 400), fold(2), call(3)]);
    for k in 0..2 {
        ok(&mut h, Action::KeepDown { seat: 1 });
        ok(&mut h, Action::KeepDown { seat: 3 });
        ok(&mut h, burn("??"));
        deal(&mut h, 1, ["2s", "3s"][k]);
        deal(&mut h, 3, ["Kd", "7d"][k]);
        let first = to_act(&h);
        ok(&mut h, check(first));
        ok(&mut h, check(4 - first));
    }
    ok(&mut h, show(3, "KhKd7c7dKs"));
    ok(&mut h, show(1, "Jk5d5h2s3s"));
    award_all(&mut h);
    h
}

fn pineapple() -> Hand {
    let c = GameConfig::house(Game::Pineapple, Structure::NoLimit, 100, 200);
    let mut h = posted(c, &[10_000; 3], 3);
    deal_holes(&mut h, &[(1, "AsAdKc"), (2, "7h2c9d"), (3, "QsQdJh")]);
    ok_all(&mut h, [to(3, 600), call(1), fold(2)]);
    for (seat, card_text) in [(1, "Kc"), (3, "Jh")] {
        ok(&mut h, discard(seat, card_text));
    }
    street(&mut h, "2h5c8d");
    ok_all(&mut h, [check(1), check(3)]);
    street(&mut h, "9s");
    ok_all(&mut h, [check(1), check(3)]);
    street(&mut h, "Tc");
    ok_all(&mut h, [check(1), check(3)]);
    ok(&mut h, show(1, "AsAd"));
    ok(&mut h, show(3, "QsQd"));
    award_all(&mut h);
    h
}

fn scripted() -> Vec<(&'static str, Hand)> {
    vec![
        (
            "five-card-draw/bug-straight-flush-beats-a-full-house.phh",
            five_card_draw_with_the_bug(),
        ),
        (
            "five-card-draw/cards-unknown-no-limit.phh",
            five_card_draw_cards_unknown(),
        ),
        (
            "low-ball/kill-and-sevens-rule.phh",
            low_ball_killed_and_sevens(),
        ),
        (
            "low-ball/reshuffle-and-exposed-card.phh",
            low_ball_reshuffle_and_exposed_card(),
        ),
        ("mexican-poker/turn-up-and-keep-down.phh", mexican_poker()),
        ("pineapple/discards.phh", pineapple()),
    ]
}

#[test]
fn every_scripted_hand_of_every_game_matches_its_committed_file() {
    let update = std::env::var_os("UPDATE_CORPUS").is_some();
    for (name, hand) in scripted() {
        assert!(hand.is_complete(), "{name} is played to the end");
        let text = phh::export(&hand).unwrap_or_else(|e| panic!("{name}: {e}"));
        let path = corpus_dir().join(name);
        if update {
            std::fs::create_dir_all(path.parent().expect("folder")).expect("mkdir");
            std::fs::write(&path, &text).expect("write");
        }
        let committed = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {e} (UPDATE_CORPUS=1 writes it)", path.display()));
        assert_eq!(committed, text, "{name}");
    }
}

#[test]
fn every_corpus_file_replays_to_the_same_events_and_finishing_stacks() {
    for (name, hand) in scripted() {
        let path = corpus_dir().join(name);
        let text = std::fs::read_to_string(&path).expect("corpus file");
        let replayed = phh::replay_text(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(replayed.hand.is_complete(), "{name}");
        assert_eq!(replayed.hand.events(), hand.events(), "{name}");
        assert_eq!(replayed.hand.settlement(), hand.settlement(), "{name}");
    }
}

#[test]
fn the_corpus_covers_every_game() {
    for game in ["five-card-draw", "low-ball", "mexican-poker", "pineapple"] {
        let dir = corpus_dir().join(game);
        let files = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .count();
        assert!(files >= 1, "{game}");
    }
}

#[test]
fn a_low_ball_kill_before_the_deal_must_come_from_a_seat_of_the_hand() {
    let text = std::fs::read_to_string(corpus_dir().join("low-ball/kill-and-sevens-rule.phh"))
        .expect("corpus file");
    let broken = text.replace("'p3 _kill'", "'p9 _kill'");
    let err = phh::replay_text(&broken).expect_err("p9 is not a player");
    assert_eq!(err.code.as_str(), "phh_action");
}

#[test]
fn a_required_kill_survives_export_and_replay() {
    let mut config = GameConfig::house(Game::LowBall, Structure::FixedLimit, 200, 400);
    config.kill_seat = Some(3);
    let mut h = posted(config, &[10_000; 3], 1);
    deal_unknown(&mut h);
    ok_all(&mut h, [fold(1), fold(2)]);
    award_all(&mut h);
    let text = phh::export(&h).expect("exports");
    assert!(text.contains("_required_kill = 'p2'"), "{text}");
    let again = phh::replay_text(&text).expect("replays");
    assert_eq!(again.hand.events(), h.events());
}
