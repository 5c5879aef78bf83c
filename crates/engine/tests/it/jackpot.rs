//! Jackpots the hand proves (issue #38): each qualifier with hands that just qualify and just
//! fail, the high hand of a period, the split of a hit, the posted rules from the data.

use cardroom_cards::parse_cards;
use cardroom_engine::jackpot::{BadBeat, HighHand, NotQualified, Showdown, Split};
use cardroom_engine::{Game, Hand, LegalActions, Phase, SeatNo};

use crate::support::*;

/// "Four of a kind or better beaten, both hole cards playing, four dealt in" (the floor
/// given as the weakest four of a kind there is).
fn quads_beaten() -> BadBeat {
    BadBeat {
        games: vec![Game::Holdem],
        loser_at_least: "2c 2d 2h 2s 3c".into(),
        both_hole_cards: true,
        min_dealt_in: 4,
    }
}

/// A Hold'em showdown: the board, four seats dealt in, the hands shown, the pot's winners.
fn showdown(board_text: &str, shown: &[(SeatNo, &str)], winners: &[SeatNo]) -> Showdown {
    Showdown {
        game: Game::Holdem,
        board: parse_cards(board_text).unwrap(),
        dealt_in: vec![1, 2, 3, 4],
        shown: shown
            .iter()
            .map(|(s, t)| (*s, parse_cards(t).unwrap()))
            .collect(),
        winners: winners.to_vec(),
    }
}

/// Four nines (both hole cards play) lose to an eight-high straight flush (both play).
fn nines_lose_to_a_straight_flush() -> Showdown {
    showdown("9c 9d 5h 6h 7h", &[(1, "9s 9h"), (2, "8h 4h")], &[2])
}

#[test]
fn four_nines_beaten_by_a_straight_flush_with_both_hole_cards_playing_qualify() {
    let hit = quads_beaten()
        .check(&nines_lose_to_a_straight_flush())
        .unwrap();
    assert_eq!((hit.loser, hit.winner), (1, 2));
    assert_eq!(
        hit.table,
        vec![3, 4],
        "the others dealt in share the table's part"
    );
    assert!(
        hit.loser_hand.starts_with("Four of a kind"),
        "{}",
        hit.loser_hand
    );
    assert!(
        hit.winner_hand.starts_with("Straight flush"),
        "{}",
        hit.winner_hand
    );
}

#[test]
fn a_losing_hand_one_rank_short_of_the_floor_does_not_qualify() {
    // Four nines against a floor of four tens: one rank short.
    let floor_tens = BadBeat {
        loser_at_least: "Tc Td Th Ts 2c".into(),
        ..quads_beaten()
    };
    let refused = floor_tens
        .check(&nines_lose_to_a_straight_flush())
        .unwrap_err();
    assert!(
        matches!(refused, NotQualified::LoserShort { .. }),
        "{refused:?}"
    );
    assert!(refused.to_string().contains("is short of"), "{refused}");
    // And the floor itself qualifies: four nines with the weakest kicker.
    let floor_nines = BadBeat {
        loser_at_least: "9c 9d 9h 9s 2c".into(),
        ..quads_beaten()
    };
    assert!(floor_nines.check(&nines_lose_to_a_straight_flush()).is_ok());
}

#[test]
fn a_losing_hand_whose_second_hole_card_does_not_play_does_not_qualify() {
    // Four nines with the board's king as kicker: the two of clubs does not play.
    let board = "9c 9d 9h Kh Qh";
    let refused = quads_beaten()
        .check(&showdown(board, &[(1, "9s 2c"), (2, "Jh Th")], &[2]))
        .unwrap_err();
    assert_eq!(
        refused,
        NotQualified::HoleCardNotPlaying {
            which: "losing",
            seat: 1
        }
    );
    // With the ace kicker in his hand, both play.
    assert!(
        quads_beaten()
            .check(&showdown(board, &[(1, "9s Ac"), (2, "Jh Th")], &[2]))
            .is_ok()
    );
}

#[test]
fn a_winning_hand_that_uses_one_hole_card_does_not_qualify() {
    // The straight flush is 9h-Kh: the winner's king of hearts plays, his deuce does not.
    let board = "9h Th Jh Qh 9c";
    let refused = quads_beaten()
        .check(&showdown(board, &[(1, "9s 9d"), (2, "Kh 2c")], &[2]))
        .unwrap_err();
    assert_eq!(
        refused.to_string(),
        "the winning hand (seat 2) does not use both hole cards"
    );
    assert_eq!(NotQualified::CODE, "jackpot_not_qualified");
    // Without the both-cards rule the same hand qualifies.
    let lenient = BadBeat {
        both_hole_cards: false,
        ..quads_beaten()
    };
    assert!(
        lenient
            .check(&showdown(board, &[(1, "9s 9d"), (2, "Kh 2c")], &[2]))
            .is_ok()
    );
}

#[test]
fn a_board_not_complete_does_not_qualify() {
    let mut s = nines_lose_to_a_straight_flush();
    s.board.pop();
    assert_eq!(
        quads_beaten().check(&s).unwrap_err(),
        NotQualified::BoardIncomplete { dealt: 4 }
    );
}

#[test]
fn too_few_players_dealt_in_do_not_qualify() {
    let mut s = nines_lose_to_a_straight_flush();
    s.dealt_in = vec![1, 2, 3];
    assert_eq!(
        quads_beaten().check(&s).unwrap_err(),
        NotQualified::TooFewDealtIn {
            dealt: 3,
            needed: 4
        }
    );
    s.dealt_in.push(7);
    assert!(quads_beaten().check(&s).is_ok(), "four dealt in is enough");
}

#[test]
fn a_split_pot_between_the_two_best_hands_is_not_a_bad_beat() {
    // Four nines on the board, an ace kicker in each hand: a split, and no hand lost.
    let s = showdown("9c 9d 9h 9s 2c", &[(1, "Ah 3c"), (2, "Ad 3d")], &[1, 2]);
    assert_eq!(quads_beaten().check(&s).unwrap_err(), NotQualified::NoLoser);
}

#[test]
fn a_hand_won_without_a_showdown_does_not_qualify() {
    let s = showdown("9c 9d 5h 6h 7h", &[(2, "8h 4h")], &[2]);
    assert_eq!(
        quads_beaten().check(&s).unwrap_err(),
        NotQualified::NoShowdown
    );
}

#[test]
fn a_game_the_funds_rules_exclude_does_not_qualify_whatever_its_cards() {
    // A joker game (Mexican Poker) does not feed a Hold'em fund.
    let mut s = nines_lose_to_a_straight_flush();
    s.game = Game::MexicanPoker;
    let refused = quads_beaten().check(&s).unwrap_err();
    assert!(matches!(refused, NotQualified::GameExcluded { .. }));
    assert!(
        refused.to_string().contains("do not feed this jackpot"),
        "{refused}"
    );
}

#[test]
fn a_fund_whose_floor_is_not_five_cards_is_refused_not_guessed() {
    let bad = BadBeat {
        loser_at_least: "four of a kind".into(),
        ..quads_beaten()
    };
    assert!(matches!(
        bad.check(&nines_lose_to_a_straight_flush()),
        Err(NotQualified::BadFloor(_))
    ));
}

/// Every seat calls or checks until the showdown.
fn passive(h: &mut Hand) {
    while h.phase() == Phase::Betting {
        let LegalActions::Seat(o) = h.legal_actions() else {
            break;
        };
        if h.apply(check(o.seat)).is_err() {
            ok(h, call(o.seat));
        }
    }
}

#[test]
fn a_hand_dealt_through_the_engine_shows_the_bad_beat_it_is() {
    let mut h = posted(nl(), &[10_000; 4], 4);
    deal_holes(
        &mut h,
        &[(1, "9s9h"), (2, "8h4h"), (3, "AcKc"), (4, "2s3d")],
    );
    passive(&mut h);
    for text in ["9c9d5h", "6h", "7h"] {
        street(&mut h, text);
        passive(&mut h);
    }
    while h.phase() == Phase::Showdown {
        let LegalActions::Seat(o) = h.legal_actions() else {
            break;
        };
        ok(&mut h, show_unentered(o.seat));
    }
    award_all(&mut h);
    let s = Showdown::of(&h).expect("a finished hand");
    assert_eq!(s.dealt_in.len(), 4);
    assert_eq!(s.winners, vec![2]);
    let hit = quads_beaten().check(&s).unwrap();
    assert_eq!((hit.loser, hit.winner), (1, 2));
}

#[test]
fn a_hand_not_finished_shows_nothing_yet() {
    let h = posted(nl(), &[10_000; 4], 4);
    assert_eq!(Showdown::of(&h), None);
}

#[test]
fn the_high_hand_of_a_period_is_the_best_shown_with_both_hole_cards_and_a_tie_is_shared() {
    let promo = HighHand {
        games: vec![Game::Holdem],
        at_least: Some("Ac Ad Ah Kc Kd".into()),
        both_hole_cards: true,
    };
    let period = [
        // Aces full of kings: counts.
        showdown("Ac Ad Kh 2c 7s", &[(1, "Ah Kd"), (2, "3c 4c")], &[1]),
        // Four sevens, a pair of them in hand: both hole cards play.
        showdown("7c 7d 2h 3s Qs", &[(3, "7h 7s"), (4, "Kc Kh")], &[3]),
        // The same four sevens with the same kicker at another table: a tie.
        showdown("7h 7s 2d 3c Qd", &[(5, "7c 7d"), (6, "Ac Jc")], &[5]),
        // A straight flush on the board with one hole card: does not count.
        showdown("9s Ts Js Qs 2d", &[(7, "Ks 3h"), (8, "2c 2h")], &[7]),
    ];
    let hit = promo.best(&period).unwrap();
    assert_eq!(hit.holders, vec![(1, 3), (2, 5)]);
    assert!(hit.hand.starts_with("Four of a kind"), "{}", hit.hand);
    // Three deuces are below the floor, and the board's straight flush is not his hand.
    assert_eq!(promo.best(&period[3..]), None);
}

#[test]
fn a_hit_pays_the_loser_the_winner_and_the_table_in_whole_cents_and_keeps_the_rest() {
    let split = Split {
        loser: 50,
        winner: 25,
        table: 15,
    };
    split.check().unwrap();
    let hit = quads_beaten()
        .check(&nines_lose_to_a_straight_flush())
        .unwrap();
    let payout = split.pay(1_000_001, &hit);
    assert_eq!(
        payout.shares,
        vec![(1, 500_000), (2, 250_000), (3, 75_000), (4, 75_000)]
    );
    let paid: i64 = payout.shares.iter().map(|s| s.1).sum();
    assert_eq!(paid + payout.kept, 1_000_001, "nothing is lost");
    assert_eq!(payout.kept, 100_001, "the seed's 10% and the odd cent stay");
    assert!(
        Split {
            loser: 60,
            winner: 30,
            table: 20
        }
        .check()
        .is_err(),
        "more than the fund"
    );
}

#[test]
fn the_posted_rules_are_written_from_the_funds_data() {
    let text = quads_beaten().rules_text().unwrap();
    assert!(text.contains("Texas Hold'em"), "{text}");
    assert!(text.contains("four of a kind"), "{text}");
    assert!(text.contains("at least 4 players dealt in"), "{text}");
    assert!(text.contains("Both hole cards"), "{text}");
    let lenient = BadBeat {
        both_hole_cards: false,
        ..quads_beaten()
    };
    assert!(!lenient.rules_text().unwrap().contains("Both hole cards"));
}

#[test]
fn a_high_hand_promotion_s_posted_rules_say_its_games_its_bar_and_its_hole_cards() {
    let promo = HighHand {
        games: vec![Game::Holdem],
        at_least: Some("Ac Ad Ah Kc Kd".into()),
        both_hole_cards: true,
    };
    let text = promo.rules_text().unwrap();
    assert!(
        text.starts_with("High-hand promotion. Games: Texas Hold'em."),
        "{text}"
    );
    assert!(text.contains("if it is full house"), "{text}");
    assert!(text.contains("Both hole cards must play."), "{text}");
    let any = HighHand {
        at_least: None,
        both_hole_cards: false,
        ..promo.clone()
    };
    let text = any.rules_text().unwrap();
    assert!(
        !text.contains("or better") && !text.contains("Both hole cards"),
        "{text}"
    );
    // A bar that is not five cards is refused, as a bad beat's floor is.
    let bad = HighHand {
        at_least: Some("Ac Ad".into()),
        ..promo
    };
    assert!(matches!(bad.rules_text(), Err(NotQualified::BadFloor(_))));
}
