//! Draw Poker with Joker (house-banked): stakes, the player's rounds, the dealer's exchange by
//! strict priority, qualification, payouts, BONUS, refusals and replay.

use cardroom_cards::{Card, parse_cards};
use cardroom_engine::joker_draw::{
    BonusTable, DealerPlan, DealerRule, ExchangeOffer, JokerDrawAction as A, JokerDrawConfig,
    JokerDrawEvent, JokerDrawHand, JokerDrawLegal, JokerDrawOutcome, JokerDrawPhase,
    JokerDrawSettlement, JokerDrawStakes, Odds, PayRow, PayoutTable, completing_ranks, dealer_plan,
};
use proptest::prelude::*;

// ---- Helpers.

fn cs(text: &str) -> Vec<Card> {
    parse_cards(text).expect("cards")
}

/// Cards in two-character chunks, `??` unknown.
fn maybe(text: &str) -> Vec<Option<Card>> {
    let t: String = text.split_whitespace().collect();
    (0..t.len() / 2)
        .map(|k| {
            let s = &t[2 * k..2 * k + 2];
            (s != "??").then(|| s.parse().expect("card"))
        })
        .collect()
}

// Entries, cards written together (`AsKd`, `??` unknown).

pub(crate) fn deal_player(text: &str) -> A {
    A::DealPlayer { cards: maybe(text) }
}

pub(crate) fn deal_dealer(text: &str) -> A {
    A::DealDealer { cards: maybe(text) }
}

/// The player throws away `discard` and is dealt `draw`.
pub(crate) fn player_exchange(discard: &str, draw: &str) -> A {
    A::Exchange {
        discard: maybe(discard),
        draw: maybe(draw),
    }
}

pub(crate) fn reveal(dealer: &str) -> A {
    A::RevealDealer { cards: cs(dealer) }
}

/// The dealer throws away `discard` and is dealt `draw`.
pub(crate) fn dealer_exchange(discard: &str, draw: &str) -> A {
    A::DealerExchange {
        discard: cs(discard),
        draw: cs(draw),
    }
}

/// The dealer's empty exchange: a made hand stands pat.
fn stand_pat() -> A {
    A::DealerExchange {
        discard: vec![],
        draw: vec![],
    }
}

fn show_player(text: &str) -> A {
    A::ShowPlayer { cards: cs(text) }
}

fn stakes(ante: i64, bonus: i64) -> JokerDrawStakes {
    JokerDrawStakes { ante, bonus }
}

pub(crate) fn new_hand(ante: i64, bonus: i64) -> JokerDrawHand {
    JokerDrawHand::new(JokerDrawConfig::default(), stakes(ante, bonus)).expect("a valid hand")
}

pub(crate) fn ok(h: &mut JokerDrawHand, action: A) -> JokerDrawEvent {
    match h.apply(action.clone()) {
        Ok(e) => e,
        Err(v) => panic!("{action:?} refused: {v} ({})", v.code()),
    }
}

/// The action is refused with `code` and the hand is unchanged.
fn refuse(h: &mut JokerDrawHand, action: A, code: &str) {
    let before = h.clone();
    match h.apply(action.clone()) {
        Ok(e) => panic!("{action:?} accepted: {e:?}"),
        Err(v) => {
            assert_eq!(v.code(), code, "{action:?}: {v}");
            assert!(!v.to_string().is_empty());
        }
    }
    assert_eq!(*h, before, "a refused action changed the hand");
}

/// Player dealt `player` (known), dealer dealt five unknown cards.
fn dealt_with(ante: i64, bonus: i64, player: &str) -> JokerDrawHand {
    deal_in(new_hand(ante, bonus), player)
}

/// `player` (known) and five unknown cards to the dealer, dealt to the new hand `h`.
fn deal_in(mut h: JokerDrawHand, player: &str) -> JokerDrawHand {
    ok(&mut h, deal_player(player));
    ok(&mut h, deal_dealer("??????????"));
    h
}

fn exchange(h: &mut JokerDrawHand, discard: &str, draw: &str) -> JokerDrawEvent {
    ok(h, player_exchange(discard, draw))
}

/// Reveals the dealer's hand and makes the suggested exchange with `draw`.
fn dealer_draws(h: &mut JokerDrawHand, revealed: &str, draw: &str) -> JokerDrawEvent {
    ok(h, reveal(revealed));
    let discard = h.dealer_plan().expect("a plan").suggested.clone();
    ok(
        h,
        A::DealerExchange {
            discard,
            draw: cs(draw),
        },
    )
}

/// The player keeps `player` and bets; the dealer reveals and exchanges; the hand settles.
fn showdown(
    ante: i64,
    bonus: i64,
    player: &str,
    revealed: &str,
    dealer_draw: &str,
) -> JokerDrawSettlement {
    let mut h = dealt_with(ante, bonus, player);
    ok(&mut h, A::Bet);
    dealer_draws(&mut h, revealed, dealer_draw);
    settle(&mut h)
}

fn settle(h: &mut JokerDrawHand) -> JokerDrawSettlement {
    match ok(h, A::Settle) {
        JokerDrawEvent::Settled { settlement } => {
            assert!(h.is_complete());
            assert_eq!(h.settlement(), Some(&settlement));
            assert_eq!(settlement.player_net + settlement.house_net, 0);
            assert_eq!(
                settlement.player_net,
                settlement.ante_net + settlement.bet_net + settlement.bonus_net
            );
            settlement
        }
        other => panic!("not a settlement: {other:?}"),
    }
}

/// Whether the dealer qualifies after his exchange (`None`: not the dealer's exchange).
fn qualifies(e: &JokerDrawEvent) -> Option<bool> {
    match e {
        JokerDrawEvent::DealerExchanged { qualifies, .. } => Some(*qualifies),
        _ => None,
    }
}

fn plan(text: &str) -> DealerPlan {
    dealer_plan(&cs(text)).expect("five cards")
}

/// The only exchange allowed, as cards.
fn assert_plan(text: &str, rule: DealerRule, change: &str) {
    let p = plan(text);
    assert_eq!(p.rule, rule, "{text}: {p:?}");
    let mut want = cs(change);
    want.sort();
    assert_eq!(p.options, vec![want.clone()], "{text}");
    assert_eq!(p.suggested, want, "{text}");
}

/// Several one-card exchanges allowed; `suggested` is the engine's pick.
fn assert_plan_options(text: &str, rule: DealerRule, options: &str, suggested: &str) {
    let p = plan(text);
    assert_eq!(p.rule, rule, "{text}: {p:?}");
    let mut want: Vec<Vec<Card>> = cs(options).into_iter().map(|c| vec![c]).collect();
    want.sort();
    assert_eq!(p.options, want, "{text}");
    assert_eq!(p.suggested, cs(suggested), "{text}");
}

// The dealer (pair of jacks after the exchange) used by the payout tests.
const DEALER_JJ: &str = "JsJd3c5h8d";
const DEALER_JJ_DRAW: &str = "2d4c9h";
// The dealer who misses (pair of tens after the exchange).
const DEALER_TT: &str = "TsTd3h5c8d";
const DEALER_TT_DRAW: &str = "2c4dKh";

// ---- The dealer's exchange, rule by rule.

#[test]
fn dealer_keeps_a_made_hand_whole() {
    for made in [
        "5s6d7h8c9s", // straight
        "2h5h9hJhKh", // flush
        "7s7d7hKcKd", // full house
        "9s9d9h9cAs", // four of a kind
        "5c6c7c8c9c", // straight flush
        "JkAsAdAhAc", // five of a kind
        "Jk6s7d8h9c", // straight with the joker
        "Jk2s5s9sKs", // flush with the joker
        "Jk7s7dKcKd", // full house with the joker
    ] {
        assert_plan(made, DealerRule::MadeHand, "");
    }
}

#[test]
fn dealer_with_trips_exchanges_the_two_other_cards() {
    assert_plan("7s7d7hKc2d", DealerRule::ThreeOfAKind, "Kc2d");
}

#[test]
fn dealer_with_a_pair_and_the_joker_has_trips_and_keeps_the_joker() {
    assert_plan("Jk7s7dKc2d", DealerRule::ThreeOfAKind, "Kc2d");
}

#[test]
fn dealer_trips_come_before_four_to_a_flush() {
    // The joker with 5s 8s Ks is four to a flush, with 5s 5h three fives: trips decide.
    assert_plan("Jk5s5h8sKs", DealerRule::ThreeOfAKind, "8sKs");
}

#[test]
fn dealer_with_four_to_a_flush_exchanges_the_fifth_card() {
    assert_plan("2s5s8sKsQd", DealerRule::FourFlush, "Qd");
}

#[test]
fn dealer_breaks_a_pair_for_four_to_a_flush() {
    assert_plan("JsJd5s8sKs", DealerRule::FourFlush, "Jd");
}

#[test]
fn dealer_joker_and_three_suited_cards_are_four_to_a_flush() {
    assert_plan("Jk2h7h9hKc", DealerRule::FourFlush, "Kc");
}

#[test]
fn dealer_four_to_a_flush_comes_before_an_open_ended_straight() {
    assert_plan("5s6s7s8dKs", DealerRule::FourFlush, "8d");
}

#[test]
fn dealer_with_four_to_an_open_ended_straight_exchanges_the_fifth_card() {
    assert_plan("5s6d7h8cKd", DealerRule::OpenEndedStraight, "Kd");
}

#[test]
fn dealer_two_three_four_five_is_open_ended_ace_or_six() {
    assert_plan("2s3d4h5cKd", DealerRule::OpenEndedStraight, "Kd");
    assert_eq!(completing_ranks(&cs("2s3d4h5c")).len(), 2);
}

#[test]
fn dealer_open_ended_straight_comes_before_a_pair_either_paired_card_goes() {
    assert_plan_options("5s6d7h8c8d", DealerRule::OpenEndedStraight, "8c8d", "8c");
}

#[test]
fn dealer_joker_five_seven_nine_is_open_ended() {
    assert_eq!(completing_ranks(&cs("Jk5s7d9h")).len(), 2);
    assert_plan("Jk5s7d9hKc", DealerRule::OpenEndedStraight, "Kc");
}

#[test]
fn dealer_joker_queen_king_ace_is_open_ended_ten_or_jack() {
    assert_eq!(completing_ranks(&cs("JkQsKdAh")).len(), 2);
    assert_plan("JkQsKdAh4c", DealerRule::OpenEndedStraight, "4c");
}

#[test]
fn dealer_suggests_the_draw_with_most_completing_ranks_but_accepts_either() {
    // Jk456 is completed by 2, 3, 7 or 8; Jk569 only by 7 or 8.
    assert_eq!(completing_ranks(&cs("Jk4s5d6h")).len(), 4);
    assert_plan_options("Jk4s5d6h9c", DealerRule::OpenEndedStraight, "4s9c", "9c");
}

#[test]
fn dealer_with_a_pair_exchanges_the_other_three() {
    assert_plan("9s9dKh4c2d", DealerRule::Pair, "Kh4c2d");
}

#[test]
fn dealer_pair_comes_before_an_inside_straight() {
    // 5 6 8 9 needs a seven, but the pair of fives decides.
    assert_plan("5s5d6h8c9d", DealerRule::Pair, "6h8c9d");
}

#[test]
fn dealer_with_two_pair_keeps_both_and_changes_the_fifth() {
    assert_plan("7s7dKhKc2d", DealerRule::Pair, "2d");
}

#[test]
fn dealer_joker_without_a_natural_pair_pairs_the_highest_card() {
    assert_plan("Jk2s7dQhKc", DealerRule::Pair, "2s7dQh");
}

#[test]
fn dealer_with_four_to_an_inside_straight_exchanges_the_fifth_card() {
    assert_plan("5s6d8h9cKd", DealerRule::InsideStraight, "Kd");
}

#[test]
fn dealer_ace_two_three_four_is_an_inside_straight() {
    assert_eq!(completing_ranks(&cs("As2d3h4c")).len(), 1);
    assert_plan("As2d3h4cKd", DealerRule::InsideStraight, "Kd");
}

#[test]
fn dealer_jack_queen_king_ace_is_an_inside_straight() {
    assert_eq!(completing_ranks(&cs("JsQdKhAc")).len(), 1);
    assert_plan("JsQdKhAc3d", DealerRule::InsideStraight, "3d");
}

#[test]
fn dealer_straights_do_not_wrap_around_the_ace() {
    assert!(completing_ranks(&cs("QsKdAh2c")).is_empty());
    assert_plan("QsKdAh2c7d", DealerRule::ChangeAll, "QsKdAh2c7d");
}

#[test]
fn dealer_inside_draws_with_two_candidates_suggest_the_lowest_card() {
    // 3 5 6 7 needs a four, 5 6 7 9 an eight: either card may go.
    assert_plan_options("3s5d6h7c9d", DealerRule::InsideStraight, "3s9d", "3s");
}

#[test]
fn dealer_with_nothing_exchanges_all_five() {
    assert_plan("2s5d9hJcKd", DealerRule::ChangeAll, "2s5d9hJcKd");
}

#[test]
fn dealer_exchange_other_than_the_rule_is_refused_and_any_fifth_card_accepted() {
    for allowed in ["8c", "8d"] {
        let mut h = dealt_with(30, 0, "AsKdQh2c3c");
        ok(&mut h, A::Bet);
        ok(&mut h, reveal("5s6d7h8c8d"));
        assert_eq!(h.dealer_plan().expect("plan").suggested, cs("8c"));
        refuse(&mut h, dealer_exchange("5s", "9s"), "wrong_dealer_exchange");
        refuse(
            &mut h,
            dealer_exchange("8c8d", "9s9c"),
            "wrong_dealer_exchange",
        );
        refuse(&mut h, stand_pat(), "wrong_dealer_exchange");
        ok(&mut h, dealer_exchange(allowed, "9s"));
        assert_eq!(h.phase(), JokerDrawPhase::Showdown);
    }
}

#[test]
fn dealer_never_exchanges_the_joker() {
    let mut h = dealt_with(30, 0, "AsKdQh2c3c");
    ok(&mut h, A::Bet);
    ok(&mut h, reveal("Jk2s7dQsKc"));
    refuse(
        &mut h,
        dealer_exchange("Jk2s7d", "4h5h6h"),
        "wrong_dealer_exchange",
    );
    ok(&mut h, dealer_exchange("2s7dQs", "4h5h6h"));
}

#[test]
fn dealer_stands_pat_with_a_made_hand_by_an_empty_exchange() {
    let mut h = dealt_with(30, 0, "AsKdQh2c3c");
    ok(&mut h, A::Bet);
    ok(&mut h, reveal("5s6d7h8c9s"));
    refuse(&mut h, dealer_exchange("5s", "Td"), "wrong_dealer_exchange");
    ok(&mut h, stand_pat());
}

// ---- Qualification.

#[test]
fn dealer_pair_of_jacks_qualifies() {
    let mut h = dealt_with(30, 0, "QsQd2s6hTc");
    ok(&mut h, A::Bet);
    let e = dealer_draws(&mut h, DEALER_JJ, DEALER_JJ_DRAW);
    assert_eq!(qualifies(&e), Some(true), "{e:?}");
    assert_eq!(settle(&mut h).outcome, JokerDrawOutcome::PlayerWins);
}

#[test]
fn dealer_pair_of_tens_does_not_qualify() {
    let mut h = dealt_with(30, 0, "QsQd2s6hJc");
    ok(&mut h, A::Bet);
    let e = dealer_draws(&mut h, DEALER_TT, DEALER_TT_DRAW);
    assert_eq!(qualifies(&e), Some(false), "{e:?}");
    assert_eq!(settle(&mut h).outcome, JokerDrawOutcome::NoGame);
}

#[test]
fn dealer_joker_and_a_jack_qualify() {
    let mut h = dealt_with(30, 0, "QsQd2s6hTc");
    ok(&mut h, A::Bet);
    // Jk Js: the joker pairs the jack; 3h 5c 8d go.
    let e = dealer_draws(&mut h, "JkJs3h5c8d", "2c4d9h");
    assert_eq!(qualifies(&e), Some(true), "{e:?}");
    let s = settle(&mut h);
    assert_eq!(s.outcome, JokerDrawOutcome::PlayerWins);
    assert_eq!(s.dealer_hand.as_deref(), Some("Pair of jacks"));
}

// ---- Payouts.

#[test]
fn every_payout_row_pays_the_bet_by_the_default_table() {
    // Ante 30: the Bet is 60. The dealer ends with a pair of jacks.
    let rows = [
        ("QsQd2s6hTc", PayRow::Pair, 60),
        ("3s3d6s6dKc", PayRow::TwoPair, 60),
        ("4s4d4hKcTd", PayRow::ThreeOfAKind, 60),
        ("6s7d8s9sTc", PayRow::Straight, 60),
        ("2h6h7hKhAh", PayRow::Flush, 60),
        ("TsTdThKsKd", PayRow::FullHouse, 120),
        ("7s7d7c7hKc", PayRow::FourOfAKind, 180),
        ("5c6c7c8c9c", PayRow::StraightFlush, 300),
        ("AhKhQhJhTh", PayRow::RoyalFlush, 600),
        ("AhKhQhJhJk", PayRow::RoyalFlush, 600),
        ("QsQdQcQhJk", PayRow::FiveOfAKind, 1200),
    ];
    for (player, row, paid) in rows {
        let s = showdown(30, 0, player, DEALER_JJ, DEALER_JJ_DRAW);
        assert_eq!(s.outcome, JokerDrawOutcome::PlayerWins, "{player}");
        assert_eq!(s.bet_row, Some(row), "{player}");
        assert_eq!(s.ante_net, 30, "{player}: the ante is paid 1:1");
        assert_eq!(s.bet_net, paid, "{player}: {row:?}");
        assert_eq!(s.player_net, 30 + paid, "{player}");
        assert_eq!(s.house_net, -(30 + paid), "{player}");
    }
}

#[test]
fn the_payout_table_is_a_table_setting() {
    let config = JokerDrawConfig {
        payouts: PayoutTable {
            flush: Odds::new(3, 2),
            ..PayoutTable::default()
        },
        ..JokerDrawConfig::default()
    };
    let hand = JokerDrawHand::new(config, stakes(60, 0)).expect("hand");
    let mut h = deal_in(hand, "2h6h7hKhAh");
    ok(&mut h, A::Bet);
    dealer_draws(&mut h, DEALER_JJ, DEALER_JJ_DRAW);
    let s = settle(&mut h);
    // Bet 120 at 3:2.
    assert_eq!((s.bet, s.bet_net, s.ante_net), (120, 180, 60));
}

#[test]
fn dealer_qualifying_and_winning_takes_the_ante_box_and_the_bet() {
    let mut h = dealt_with(30, 0, "AsKdQh2c7c");
    exchange(&mut h, "2c7c", "4s6d");
    ok(&mut h, A::Bet);
    dealer_draws(&mut h, DEALER_JJ, DEALER_JJ_DRAW);
    let s = settle(&mut h);
    assert_eq!(s.outcome, JokerDrawOutcome::DealerWins);
    assert_eq!((s.ante_box, s.bet), (60, 120));
    assert_eq!(
        (s.ante_net, s.bet_net, s.player_net, s.house_net),
        (-60, -120, -180, 180)
    );
}

#[test]
fn no_game_pays_two_thirds_of_the_ante_box_and_returns_the_bet() {
    // One, two and three ante units in the box: 30, 60, 90 cents pay 20, 40, 60.
    for (exchanges, ante_box, paid) in [(0, 30, 20), (1, 60, 40), (2, 90, 60)] {
        let mut h = dealt_with(30, 0, "AsKd7h6c2s");
        if exchanges >= 1 {
            exchange(&mut h, "2s", "3s");
        }
        if exchanges >= 2 {
            exchange(&mut h, "3s", "4s");
        }
        ok(&mut h, A::Bet);
        dealer_draws(&mut h, DEALER_TT, DEALER_TT_DRAW);
        let s = settle(&mut h);
        assert_eq!(s.outcome, JokerDrawOutcome::NoGame);
        assert_eq!(s.ante_box, ante_box);
        assert_eq!(s.bet, 2 * ante_box);
        assert_eq!(s.ante_net, paid, "box {ante_box}");
        assert_eq!(s.bet_net, 0, "the Bet is returned");
        assert_eq!(s.player_net, paid);
        assert_eq!(s.house_net, -paid);
    }
}

#[test]
fn equal_natural_hands_push() {
    let s = showdown(30, 0, "JhJc2s4h9c", DEALER_JJ, DEALER_JJ_DRAW);
    assert_eq!(s.outcome, JokerDrawOutcome::Push);
    assert_eq!(
        (s.ante_net, s.bet_net, s.player_net, s.house_net),
        (0, 0, 0, 0)
    );
}

#[test]
fn a_joker_hand_ties_the_equal_natural_hand() {
    // The joker pairs the jack: jacks with 9 4 2, the dealer's very hand.
    let s = showdown(30, 0, "JkJc2s4h9c", DEALER_JJ, DEALER_JJ_DRAW);
    assert_eq!(s.outcome, JokerDrawOutcome::Push);
    // A joker straight to the nine against the dealer's natural one.
    let mut h = dealt_with(30, 0, "Jk5c6h7d8d");
    ok(&mut h, A::Bet);
    ok(&mut h, reveal("5s6d7h8c9s"));
    ok(&mut h, stand_pat());
    let s = settle(&mut h);
    assert_eq!(s.outcome, JokerDrawOutcome::Push);
    assert_eq!(s.player_net, 0);
}

#[test]
fn folding_loses_the_ante_box_and_the_bonus() {
    for exchanges in 0..=2 {
        let mut h = dealt_with(60, 90, "AsKd7h6c2s");
        if exchanges >= 1 {
            exchange(&mut h, "2s", "3s");
        }
        if exchanges >= 2 {
            exchange(&mut h, "3s", "4s");
        }
        let JokerDrawEvent::Folded { settlement: s } = ok(&mut h, A::Fold) else {
            panic!("not a fold")
        };
        let ante_box = 60 * (1 + exchanges);
        assert!(h.is_complete());
        assert_eq!(s.outcome, JokerDrawOutcome::Folded);
        assert_eq!((s.ante_box, s.bet, s.bonus), (ante_box, 0, 90));
        assert_eq!((s.ante_net, s.bonus_net), (-ante_box, -90));
        assert_eq!(s.player_net, -(ante_box + 90));
        assert_eq!(s.house_net, ante_box + 90);
        assert_eq!(h.settlement(), Some(&s));
    }
}

// ---- BONUS.

#[test]
fn every_bonus_row_pays_by_the_default_bonus_table() {
    // BONUS 30; pair and two pair have no row and lose it.
    let rows = [
        ("QsQd2s6hTc", None, -30),
        ("3s3d6s6dKc", None, -30),
        ("4s4d4hKcTd", Some(PayRow::ThreeOfAKind), 30),
        ("6s7d8s9sTc", Some(PayRow::Straight), 60),
        ("2h6h7hKhAh", Some(PayRow::Flush), 90),
        ("TsTdThKsKd", Some(PayRow::FullHouse), 150),
        ("7s7d7c7hKc", Some(PayRow::FourOfAKind), 600),
        ("5c6c7c8c9c", Some(PayRow::StraightFlush), 1500),
        ("AhKhQhJhTh", Some(PayRow::RoyalFlush), 3000),
        ("QsQdQcQhJk", Some(PayRow::FiveOfAKind), 6000),
    ];
    for (player, row, net) in rows {
        let s = showdown(30, 30, player, DEALER_JJ, DEALER_JJ_DRAW);
        assert_eq!(s.bonus_row, row, "{player}");
        assert_eq!(s.bonus_net, net, "{player}");
        assert_eq!(s.player_net, s.ante_net + s.bet_net + net, "{player}");
    }
}

#[test]
fn the_bonus_is_paid_whatever_the_dealer_holds() {
    // No game.
    let s = showdown(30, 60, "4s4c4hKcJd", DEALER_TT, DEALER_TT_DRAW);
    assert_eq!(s.outcome, JokerDrawOutcome::NoGame);
    assert_eq!(s.bonus_net, 60);
    // The dealer's full house beats the player's trips: Ante and Bet lost, BONUS paid.
    let mut h = dealt_with(30, 60, "4s4d4hKcTd");
    ok(&mut h, A::Bet);
    ok(&mut h, reveal("9s9d9hQcQd"));
    ok(&mut h, stand_pat());
    let s = settle(&mut h);
    assert_eq!(s.outcome, JokerDrawOutcome::DealerWins);
    assert_eq!((s.ante_net, s.bet_net, s.bonus_net), (-30, -60, 60));
    assert_eq!(s.player_net, -30);
}

#[test]
fn the_bonus_table_is_a_table_setting() {
    let config = JokerDrawConfig {
        bonus: BonusTable {
            pair: Some(Odds::new(1, 3)),
            ..BonusTable::default()
        },
        ..JokerDrawConfig::default()
    };
    let hand = JokerDrawHand::new(config, stakes(30, 90)).expect("hand");
    let mut h = deal_in(hand, "QsQd2s6hTc");
    ok(&mut h, A::Bet);
    dealer_draws(&mut h, DEALER_JJ, DEALER_JJ_DRAW);
    let s = settle(&mut h);
    assert_eq!((s.bonus_row, s.bonus_net), (Some(PayRow::Pair), 30));
}

#[test]
fn no_bonus_placed_neither_wins_nor_loses() {
    let s = showdown(30, 0, "QsQd2s6hTc", DEALER_JJ, DEALER_JJ_DRAW);
    assert_eq!((s.bonus, s.bonus_net, s.bonus_row), (0, 0, None));
}

// ---- Stakes and settings.

#[test]
fn the_ante_must_be_a_multiple_of_thirty_cents_within_the_table_limits() {
    let config = JokerDrawConfig::default();
    for (ante, code) in [
        (45, "ante_not_multiple"),
        (0, "ante_not_multiple"),
        (-30, "ante_not_multiple"),
        (1230, "ante_above_maximum"),
    ] {
        let v = JokerDrawHand::new(config.clone(), stakes(ante, 0)).expect_err("refused");
        assert_eq!(v.code(), code, "ante {ante}");
    }
    let high_min = JokerDrawConfig {
        min_ante: 60,
        ..config.clone()
    };
    let v = JokerDrawHand::new(high_min, stakes(30, 0)).expect_err("below the minimum");
    assert_eq!(v.code(), "ante_below_minimum");
    assert_eq!(
        v.to_string(),
        "The ante 0.30 is below the table minimum of 0.60"
    );
    for ante in [30, 60, 90, 1200] {
        assert!(
            JokerDrawHand::new(config.clone(), stakes(ante, 0)).is_ok(),
            "{ante}"
        );
    }
}

#[test]
fn the_bonus_must_be_a_multiple_of_thirty_cents_within_the_table_limits() {
    let config = JokerDrawConfig::default();
    for (bonus, code) in [
        (45, "bonus_not_multiple"),
        (-30, "bonus_not_multiple"),
        (1230, "bonus_out_of_range"),
    ] {
        let v = JokerDrawHand::new(config.clone(), stakes(30, bonus)).expect_err("refused");
        assert_eq!(v.code(), code, "bonus {bonus}");
    }
    assert!(JokerDrawHand::new(config, stakes(30, 1200)).is_ok());
}

#[test]
fn a_payout_that_is_not_a_whole_number_of_cents_is_a_configuration_error() {
    // Every Bet is a multiple of 60 cents: 1:7 of 60 is not whole, 3:2 and 6:5 are.
    let bad = JokerDrawConfig {
        payouts: PayoutTable {
            pair: Odds::new(1, 7),
            ..PayoutTable::default()
        },
        ..JokerDrawConfig::default()
    };
    assert_eq!(bad.check().expect_err("1:7").code(), "payout_not_whole");
    assert_eq!(
        JokerDrawHand::new(bad, stakes(30, 0))
            .expect_err("1:7")
            .code(),
        "payout_not_whole"
    );
    let fine = JokerDrawConfig {
        payouts: PayoutTable {
            flush: Odds::new(3, 2),
            full_house: Odds::new(6, 5),
            ..PayoutTable::default()
        },
        ..JokerDrawConfig::default()
    };
    assert!(fine.check().is_ok());
    // A BONUS is a multiple of 30 cents: 1:4 of 30 is 7.5 cents.
    let bad_bonus = JokerDrawConfig {
        bonus: BonusTable {
            pair: Some(Odds::new(1, 4)),
            ..BonusTable::default()
        },
        ..JokerDrawConfig::default()
    };
    assert_eq!(
        bad_bonus.check().expect_err("1:4").code(),
        "payout_not_whole"
    );
}

#[test]
fn unusable_limits_and_rows_are_configuration_errors() {
    let base = JokerDrawConfig::default();
    let cases = [
        JokerDrawConfig {
            min_ante: 1200,
            max_ante: 600,
            ..base.clone()
        },
        JokerDrawConfig {
            min_ante: 45,
            ..base.clone()
        },
        JokerDrawConfig {
            min_bonus: 0,
            ..base.clone()
        },
        JokerDrawConfig {
            payouts: PayoutTable {
                straight: Odds::new(0, 1),
                ..PayoutTable::default()
            },
            ..base.clone()
        },
        JokerDrawConfig {
            max_ante: i64::MAX - i64::MAX % 30,
            ..base.clone()
        },
    ];
    for config in cases {
        assert_eq!(
            config.check().expect_err("refused").code(),
            "invalid_config",
            "{config:?}"
        );
    }
    assert!(base.check().is_ok());
}

#[test]
fn the_config_round_trips_through_json_with_the_rulings_defaults() {
    let config = JokerDrawConfig::default();
    let json = serde_json::to_value(&config).expect("json");
    assert_eq!(json["min_ante"], 30);
    assert_eq!(json["max_ante"], 1200);
    assert_eq!(json["payouts"]["five_of_a_kind"]["win"], 20);
    assert_eq!(json["bonus"]["pair"], serde_json::Value::Null);
    let back: JokerDrawConfig = serde_json::from_value(json).expect("back");
    assert_eq!(back, config);
}

// ---- The player's rounds.

#[test]
fn each_exchange_adds_one_initial_ante_and_the_bet_is_twice_the_ante_box() {
    let mut h = dealt_with(90, 0, "AsKd7h6c2s");
    assert_eq!(h.phase(), JokerDrawPhase::FirstRound);
    assert_eq!(h.bet_due(), 180);
    let e = exchange(&mut h, "7h6c2s", "3s4s5s");
    assert!(matches!(
        e,
        JokerDrawEvent::Exchanged {
            number: 1,
            added: 90,
            ante_box: 180,
            ..
        }
    ));
    assert_eq!(h.player_cards(), maybe("AsKd3s4s5s").as_slice());
    assert_eq!(h.phase(), JokerDrawPhase::SecondRound);
    let e = exchange(&mut h, "3s", "8c");
    assert!(matches!(
        e,
        JokerDrawEvent::Exchanged {
            number: 2,
            added: 90,
            ante_box: 270,
            ..
        }
    ));
    assert_eq!(h.phase(), JokerDrawPhase::FinalDecision);
    let e = ok(&mut h, A::Bet);
    assert_eq!(
        e,
        JokerDrawEvent::BetMade {
            amount: 540,
            ante_box: 270
        }
    );
    assert_eq!(h.phase(), JokerDrawPhase::DealerReveal);
    assert_eq!(h.staked(), 810);
}

#[test]
fn the_first_exchange_may_change_all_five_cards() {
    let mut h = dealt_with(30, 0, "AsKd7h6c2s");
    exchange(&mut h, "AsKd7h6c2s", "3c4c5c8d9d");
    assert_eq!(h.player_cards(), maybe("3c4c5c8d9d").as_slice());
}

#[test]
fn betting_straight_away_closes_the_box_with_twice_the_ante() {
    let mut h = dealt_with(30, 0, "AsKd7h6c2s");
    assert_eq!(
        ok(&mut h, A::Bet),
        JokerDrawEvent::BetMade {
            amount: 60,
            ante_box: 30
        }
    );
}

#[test]
fn unknown_cards_are_accepted_until_the_showdown_needs_them() {
    let mut h = dealt_with(30, 30, "??????????");
    exchange(&mut h, "????", "????");
    exchange(&mut h, "??", "Qs");
    ok(&mut h, A::Bet);
    dealer_draws(&mut h, DEALER_JJ, DEALER_JJ_DRAW);
    refuse(&mut h, A::Settle, "cards_unknown");
    // The shown hand must contain the known queen of spades.
    refuse(&mut h, show_player("QhQd2s6hTc"), "cards_mismatch");
    refuse(&mut h, show_player("QsJs2s6hTc"), "duplicate_card");
    ok(&mut h, show_player("QhQsQd6hTc"));
    refuse(&mut h, show_player("QhQsQd6hTc"), "already_shown");
    let s = settle(&mut h);
    assert_eq!(s.player_hand.as_deref(), Some("Three of a kind, queens"));
    // Two exchanges: ante box 90, Bet 180, both even money; BONUS 30 on trips 1:1.
    assert_eq!((s.ante_net, s.bet_net, s.bonus_net), (90, 180, 30));
}

#[test]
fn the_revealed_dealer_hand_must_hold_the_cards_dealt_to_him() {
    let mut h = new_hand(30, 0);
    ok(&mut h, deal_player("AsKd7h6c2s"));
    ok(&mut h, deal_dealer("Js????????"));
    ok(&mut h, A::Bet);
    refuse(&mut h, reveal("QsJd3c5h8d"), "cards_mismatch");
    refuse(&mut h, reveal("JsAs3c5h8d"), "duplicate_card");
    refuse(&mut h, reveal("JsJd3c5h"), "wrong_card_count");
    refuse(&mut h, reveal("JsJd3c5h5h"), "duplicate_card");
    ok(&mut h, reveal(DEALER_JJ));
}

#[test]
fn legal_actions_announce_each_step_with_its_costs() {
    let mut h = new_hand(60, 0);
    assert_eq!(h.legal_actions(), JokerDrawLegal::DealPlayer);
    ok(&mut h, deal_player("??????????"));
    assert_eq!(h.legal_actions(), JokerDrawLegal::DealDealer);
    ok(&mut h, deal_dealer("??????????"));
    let offer = |max_cards| {
        Some(ExchangeOffer {
            min_cards: 1,
            max_cards,
            cost: 60,
        })
    };
    assert_eq!(
        h.legal_actions(),
        JokerDrawLegal::Decide {
            exchange: offer(5),
            bet: 120
        }
    );
    exchange(&mut h, "??", "??");
    assert_eq!(
        h.legal_actions(),
        JokerDrawLegal::Decide {
            exchange: offer(1),
            bet: 240
        }
    );
    exchange(&mut h, "??", "??");
    assert_eq!(
        h.legal_actions(),
        JokerDrawLegal::Decide {
            exchange: None,
            bet: 360
        }
    );
    ok(&mut h, A::Bet);
    assert_eq!(h.legal_actions(), JokerDrawLegal::RevealDealer);
    ok(&mut h, reveal(DEALER_JJ));
    assert_eq!(
        h.legal_actions(),
        JokerDrawLegal::DealerExchange {
            plan: plan(DEALER_JJ)
        }
    );
    ok(&mut h, dealer_exchange("3c5h8d", DEALER_JJ_DRAW));
    assert_eq!(h.legal_actions(), JokerDrawLegal::ShowPlayer);
    ok(&mut h, show_player("AsKd7h6c2s"));
    assert_eq!(h.legal_actions(), JokerDrawLegal::Settle);
    settle(&mut h);
    assert_eq!(h.legal_actions(), JokerDrawLegal::Over);
}

#[test]
fn a_wrong_dealer_exchange_names_the_rule_and_the_suggestion() {
    let mut h = dealt_with(30, 0, "AsKdQh2c3c");
    ok(&mut h, A::Bet);
    ok(&mut h, reveal("5s6d7h8c8d"));
    let err = h.apply(dealer_exchange("5s", "9s")).expect_err("refused");
    assert_eq!(
        err.to_string(),
        "The dealer must change 8c or 8d (four to an open-ended straight: change the fifth \
         card), not 5s; suggested: 8c"
    );
}

// ---- Refusals, state by state.

#[test]
fn illegal_actions_before_the_deal_are_refused() {
    let mut h = new_hand(30, 0);
    for action in [A::Fold, A::Bet, A::Settle, deal_dealer("??????????")] {
        refuse(&mut h, action, "wrong_phase");
    }
    refuse(&mut h, player_exchange("As", "Kd"), "wrong_phase");
    refuse(&mut h, reveal(DEALER_JJ), "wrong_phase");
    refuse(&mut h, show_player("AsKd7h6c2s"), "wrong_phase");
    refuse(&mut h, deal_player("AsKd7h6c"), "wrong_card_count");
    refuse(&mut h, deal_player("AsKd7h6cAs"), "duplicate_card");
    ok(&mut h, deal_player("AsKd7h6c2s"));
    refuse(&mut h, deal_player("??????????"), "wrong_phase");
    refuse(&mut h, A::Bet, "wrong_phase");
    refuse(&mut h, deal_dealer("Kd????????"), "duplicate_card");
    refuse(&mut h, deal_dealer("????????????"), "wrong_card_count");
}

#[test]
fn illegal_actions_in_the_first_round_are_refused() {
    let mut h = dealt_with(30, 0, "AsKd7h6c2s");
    refuse(&mut h, player_exchange("", ""), "wrong_card_count");
    refuse(
        &mut h,
        player_exchange("AsKd7h6c2s??", "3c4c5c8d9dTd"),
        "wrong_card_count",
    );
    refuse(&mut h, player_exchange("As", "3c4c"), "wrong_card_count");
    refuse(&mut h, player_exchange("Qs", "3c"), "card_not_held");
    refuse(&mut h, player_exchange("??", "3c"), "cards_mismatch");
    refuse(&mut h, player_exchange("AsAs", "3c4c"), "duplicate_card");
    refuse(&mut h, player_exchange("As", "Kd"), "duplicate_card");
    refuse(&mut h, player_exchange("AsKd", "3c3c"), "duplicate_card");
    refuse(&mut h, reveal(DEALER_JJ), "wrong_phase");
    refuse(&mut h, stand_pat(), "wrong_phase");
    refuse(&mut h, A::Settle, "wrong_phase");
    refuse(&mut h, show_player("AsKd7h6c2s"), "wrong_phase");
}

#[test]
fn a_discarded_card_cannot_come_back() {
    let mut h = dealt_with(30, 0, "AsKd7h6c2s");
    exchange(&mut h, "2s", "3s");
    refuse(&mut h, player_exchange("3s", "2s"), "duplicate_card");
}

#[test]
fn the_second_exchange_is_exactly_one_card() {
    let mut h = dealt_with(30, 0, "AsKd7h6c2s");
    exchange(&mut h, "7h6c", "3s4s");
    refuse(&mut h, player_exchange("3s4s", "8c9c"), "wrong_card_count");
    refuse(&mut h, player_exchange("", ""), "wrong_card_count");
    refuse(&mut h, deal_player("??????????"), "wrong_phase");
    refuse(&mut h, A::Settle, "wrong_phase");
    exchange(&mut h, "3s", "8c");
}

#[test]
fn no_third_exchange_after_the_second() {
    let mut h = dealt_with(30, 0, "AsKd7h6c2s");
    exchange(&mut h, "7h6c", "3s4s");
    exchange(&mut h, "3s", "8c");
    refuse(&mut h, player_exchange("4s", "9c"), "no_more_exchanges");
    refuse(&mut h, reveal(DEALER_JJ), "wrong_phase");
    refuse(&mut h, A::Settle, "wrong_phase");
}

#[test]
fn no_bet_fold_or_exchange_after_the_box_is_closed() {
    let mut h = dealt_with(30, 0, "AsKd7h6c2s");
    ok(&mut h, A::Bet);
    refuse(&mut h, A::Bet, "wrong_phase");
    refuse(&mut h, A::Fold, "wrong_phase");
    refuse(&mut h, player_exchange("As", "3c"), "wrong_phase");
    refuse(&mut h, A::Settle, "wrong_phase");
    refuse(&mut h, stand_pat(), "wrong_phase");
    ok(&mut h, reveal(DEALER_JJ));
    refuse(&mut h, A::Bet, "wrong_phase");
    refuse(&mut h, A::Fold, "wrong_phase");
    refuse(&mut h, reveal(DEALER_JJ), "wrong_phase");
    refuse(&mut h, A::Settle, "wrong_phase");
    refuse(&mut h, dealer_exchange("3c5h9d", "2d4c9h"), "card_not_held");
    refuse(
        &mut h,
        dealer_exchange("3c5h8d", "2d4c"),
        "wrong_card_count",
    );
    refuse(
        &mut h,
        dealer_exchange("3c5h8d", "2d4cAs"),
        "duplicate_card",
    );
    ok(&mut h, dealer_exchange("3c5h8d", DEALER_JJ_DRAW));
    refuse(&mut h, A::Bet, "wrong_phase");
    refuse(&mut h, stand_pat(), "wrong_phase");
    refuse(&mut h, show_player("AsKd7h6c2s"), "already_shown");
    settle(&mut h);
}

#[test]
fn nothing_is_accepted_once_the_hand_is_over() {
    let mut folded = dealt_with(30, 0, "AsKd7h6c2s");
    ok(&mut folded, A::Fold);
    let mut settled = dealt_with(30, 0, "QsQd2s6hTc");
    ok(&mut settled, A::Bet);
    dealer_draws(&mut settled, DEALER_JJ, DEALER_JJ_DRAW);
    settle(&mut settled);
    for h in [&mut folded, &mut settled] {
        for action in [
            A::Fold,
            A::Bet,
            A::Settle,
            deal_player("??????????"),
            player_exchange("??", "??"),
            reveal(DEALER_JJ),
            show_player("AsKd7h6c2s"),
        ] {
            refuse(h, action, "hand_over");
        }
    }
}

// ---- Replay.

#[test]
fn replaying_the_events_rebuilds_the_hand_and_undo_steps_back() {
    let mut h = dealt_with(60, 30, "AsKd7h6c2s");
    exchange(&mut h, "7h6c2s", "AhAcJk");
    ok(&mut h, A::Bet);
    dealer_draws(&mut h, DEALER_JJ, DEALER_JJ_DRAW);
    settle(&mut h);
    let json = serde_json::to_string(h.events()).expect("json");
    let events: Vec<JokerDrawEvent> = serde_json::from_str(&json).expect("events");
    let rebuilt = JokerDrawHand::replay(h.config().clone(), h.stakes(), &events).expect("replay");
    assert_eq!(rebuilt, h);
    let back = h.undo().expect("undo");
    assert_eq!(back.phase(), JokerDrawPhase::Showdown);
    assert_eq!(back.events(), &h.events()[..h.events().len() - 1]);
}

#[test]
fn events_are_tagged_json_with_cards_as_text() {
    let mut h = dealt_with(30, 0, "AsKd7h6c2s");
    let e = exchange(&mut h, "2s", "Jk");
    let json = serde_json::to_value(&e).expect("json");
    assert_eq!(json["type"], "exchanged");
    assert_eq!(json["discarded"], serde_json::json!(["2s"]));
    assert_eq!(json["drawn"], serde_json::json!(["Jk"]));
    let action = serde_json::to_value(player_exchange("2s??", "Jk??")).expect("json");
    assert_eq!(action["type"], "exchange");
    assert_eq!(action["discard"], serde_json::json!(["2s", "??"]));
}

// ---- Random play.

fn full_deck() -> Vec<Card> {
    (0..=52).filter_map(Card::from_index).collect()
}

/// A random entry that may well be refused: any kind of action with cards from the deck.
fn random_entry(pick: u32, deck: &[Card]) -> A {
    let card = |k: u32| deck[(k as usize) % deck.len()];
    let some = |k: u32, n: usize| {
        (0..n as u32)
            .map(|i| Some(card(k.wrapping_add(i))))
            .collect::<Vec<_>>()
    };
    let known = |k: u32, n: usize| {
        (0..n as u32)
            .map(|i| card(k.wrapping_add(i)))
            .collect::<Vec<_>>()
    };
    let n = (pick / 9) as usize % 6;
    match pick % 9 {
        0 => A::DealPlayer {
            cards: some(pick, 5),
        },
        1 => A::DealDealer {
            cards: some(pick, n),
        },
        2 => A::Fold,
        3 => A::Exchange {
            discard: some(pick, n),
            draw: some(pick / 3, n),
        },
        4 => A::Bet,
        5 => A::RevealDealer {
            cards: known(pick, 5),
        },
        6 => A::DealerExchange {
            discard: known(pick, n),
            draw: known(pick / 5, n),
        },
        7 => A::ShowPlayer {
            cards: known(pick, 5),
        },
        _ => A::Settle,
    }
}

/// Plays a random legal hand (with random refused entries on the way). `actual` holds the
/// real cards, `hide` decides which are entered as unknown.
fn play_random(
    config: JokerDrawConfig,
    st: JokerDrawStakes,
    deck: Vec<Card>,
    choices: Vec<u32>,
) -> JokerDrawHand {
    let mut h = JokerDrawHand::new(config, st).expect("valid stakes");
    let mut stub = deck.clone().into_iter();
    let mut draw = || stub.next().expect("53 cards are enough");
    let mut choice = choices.into_iter().chain(std::iter::repeat(7));
    let mut next = || choice.next().unwrap_or(0);
    let mut player: Vec<Card> = Vec::new();
    let mut dealer: Vec<Card> = Vec::new();
    let mut hidden_player = vec![false; 5];
    for _ in 0..40 {
        if h.is_complete() {
            break;
        }
        // A random entry first: accepted or refused, the hand must stay consistent.
        let r = next();
        if r % 4 == 0 {
            let before = h.clone();
            let entry = random_entry(next(), &deck);
            let carries_cards = !matches!(entry, A::Fold | A::Bet | A::Settle);
            match h.apply(entry) {
                Err(_) => assert_eq!(h, before),
                // A legal entry with cards of its own: the real cards no longer match.
                Ok(_) if carries_cards => return h,
                Ok(_) => continue,
            }
        }
        let c = next();
        let action = match h.phase() {
            JokerDrawPhase::DealPlayer => {
                player = (0..5).map(|_| draw()).collect();
                hidden_player = (0..5).map(|i| c >> i & 1 == 1).collect();
                A::DealPlayer {
                    cards: player
                        .iter()
                        .zip(&hidden_player)
                        .map(|(card, hide)| (!hide).then_some(*card))
                        .collect(),
                }
            }
            JokerDrawPhase::DealDealer => {
                dealer = (0..5).map(|_| draw()).collect();
                A::DealDealer {
                    cards: dealer
                        .iter()
                        .enumerate()
                        .map(|(i, card)| (c >> i & 1 == 1).then_some(*card))
                        .collect(),
                }
            }
            JokerDrawPhase::FirstRound
            | JokerDrawPhase::SecondRound
            | JokerDrawPhase::FinalDecision => {
                match (c % 3, h.exchange_range()) {
                    (0, _) => A::Fold,
                    (1, Some((_, max))) => {
                        let n = 1 + (c as usize / 3) % max;
                        let entered = h.player_cards().to_vec();
                        // Discard slots: the first n positions after a rotation.
                        let start = (c as usize / 7) % 5;
                        let slots: Vec<usize> = (0..n).map(|k| (start + k) % 5).collect();
                        // Unknown cards are named as unknown; known ones by their text.
                        // An unknown discard takes the first unknown slot not yet taken.
                        let discard: Vec<Option<Card>> =
                            slots.iter().map(|&i| entered[i]).collect();
                        let mut taken: Vec<usize> = Vec::new();
                        let mut real_slots: Vec<usize> = Vec::new();
                        for d in &discard {
                            let i = (0..5)
                                .find(|&i| entered[i] == *d && !taken.contains(&i))
                                .expect("held");
                            taken.push(i);
                            real_slots.push(i);
                        }
                        let new: Vec<Card> = (0..n).map(|_| draw()).collect();
                        let hide_new = c >> 10 & 1 == 1;
                        for (&i, card) in real_slots.iter().zip(&new) {
                            player[i] = *card;
                            hidden_player[i] = hide_new;
                        }
                        A::Exchange {
                            discard,
                            draw: new
                                .iter()
                                .map(|card| (!hide_new).then_some(*card))
                                .collect(),
                        }
                    }
                    _ => A::Bet,
                }
            }
            JokerDrawPhase::DealerReveal => {
                dealer.rotate_left(c as usize % 5);
                A::RevealDealer {
                    cards: dealer.clone(),
                }
            }
            JokerDrawPhase::DealerExchange => {
                let plan = h.dealer_plan().expect("a plan").clone();
                let discard = plan.options[c as usize % plan.options.len()].clone();
                let new: Vec<Card> = discard.iter().map(|_| draw()).collect();
                for (old, card) in discard.iter().zip(&new) {
                    let i = dealer
                        .iter()
                        .position(|d| d == old)
                        .expect("dealer holds it");
                    dealer[i] = *card;
                }
                A::DealerExchange { discard, draw: new }
            }
            JokerDrawPhase::Showdown => {
                if h.player_cards().iter().any(Option::is_none) {
                    let mut shown = player.clone();
                    shown.rotate_left(c as usize % 5);
                    A::ShowPlayer { cards: shown }
                } else {
                    let mut entered: Vec<Card> =
                        h.player_cards().iter().flatten().copied().collect();
                    entered.sort();
                    let mut real = player.clone();
                    real.sort();
                    assert_eq!(entered, real);
                    A::Settle
                }
            }
            JokerDrawPhase::Complete => break,
        };
        let legal = h.legal_actions();
        match h.apply(action.clone()) {
            Ok(event) => assert_legal_matches(&legal, &event),
            Err(v) => panic!("legal {action:?} refused: {v}"),
        }
    }
    h
}

/// The accepted event is one that `legal_actions` announced.
fn assert_legal_matches(legal: &JokerDrawLegal, event: &JokerDrawEvent) {
    use JokerDrawEvent as E;
    use JokerDrawLegal as L;
    match (legal, event) {
        (L::DealPlayer, E::PlayerDealt { .. }) | (L::DealDealer, E::DealerDealt { .. }) => {}
        (L::Decide { .. }, E::Folded { .. }) => {}
        (L::Decide { bet, .. }, E::BetMade { amount, .. }) => assert_eq!(amount, bet),
        (
            L::Decide {
                exchange: Some(offer),
                ..
            },
            E::Exchanged {
                added, discarded, ..
            },
        ) => {
            assert_eq!(*added, offer.cost);
            assert!((offer.min_cards..=offer.max_cards).contains(&discarded.len()));
        }
        (L::RevealDealer, E::DealerRevealed { .. }) | (L::ShowPlayer, E::PlayerShown { .. }) => {}
        (L::DealerExchange { plan }, E::DealerExchanged { discarded, .. }) => {
            assert!(plan.allows(discarded));
        }
        (L::Settle, E::Settled { .. }) => {}
        _ => panic!("{event:?} was not announced by {legal:?}"),
    }
}

fn stakes_strategy() -> impl Strategy<Value = JokerDrawStakes> {
    (1i64..=40, prop_oneof![Just(0i64), 1i64..=40]).prop_map(|(a, b)| JokerDrawStakes {
        ante: 30 * a,
        bonus: 30 * b,
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(crate::support::cases(300)))]

    #[test]
    fn random_play_never_panics_balances_and_replays_to_the_same_state(
        st in stakes_strategy(),
        deck in Just(full_deck()).prop_shuffle(),
        choices in prop::collection::vec(any::<u32>(), 80),
    ) {
        let config = JokerDrawConfig::default();
        let h = play_random(config.clone(), st, deck, choices);
        if let Some(s) = h.settlement() {
            prop_assert_eq!(s.player_net + s.house_net, 0);
            prop_assert_eq!(s.player_net, s.ante_net + s.bet_net + s.bonus_net);
            // The player never loses more than he staked.
            prop_assert!(s.player_net >= -h.staked());
            prop_assert_eq!(s.ante_box, st.ante * (1 + i64::from(h.exchanges())));
            match s.outcome {
                JokerDrawOutcome::Folded => {
                    prop_assert_eq!(s.player_net, -(s.ante_box + st.bonus));
                }
                JokerDrawOutcome::NoGame => {
                    prop_assert_eq!(s.ante_net * 3, s.ante_box * 2);
                    prop_assert_eq!(s.bet_net, 0);
                }
                JokerDrawOutcome::Push => prop_assert_eq!(s.ante_net + s.bet_net, 0),
                JokerDrawOutcome::DealerWins => {
                    prop_assert_eq!(s.ante_net + s.bet_net, -(s.ante_box + s.bet));
                }
                JokerDrawOutcome::PlayerWins => {
                    prop_assert_eq!(s.ante_net, s.ante_box);
                    prop_assert!(s.bet_net >= s.bet);
                }
            }
        }
        let json = serde_json::to_string(h.events()).expect("json");
        let events: Vec<JokerDrawEvent> = serde_json::from_str(&json).expect("events");
        let rebuilt = JokerDrawHand::replay(config, st, &events).expect("replay");
        prop_assert_eq!(rebuilt, h);
    }

    #[test]
    fn dealer_plan_never_exchanges_the_joker_and_always_offers_its_suggestion(
        deck in Just(full_deck()).prop_shuffle(),
    ) {
        let p = dealer_plan(&deck[..5]).expect("five cards");
        prop_assert!(p.options.contains(&p.suggested));
        prop_assert!(p.allows(&p.suggested));
        for option in &p.options {
            prop_assert!(!option.iter().any(|c| c.is_joker()));
            prop_assert!(option.iter().all(|c| deck[..5].contains(c)));
            let expected = match p.rule {
                DealerRule::MadeHand => 0,
                DealerRule::ThreeOfAKind => 2,
                DealerRule::FourFlush | DealerRule::OpenEndedStraight | DealerRule::InsideStraight => 1,
                // Two pair changes one card, a pair (natural or the joker's) three.
                DealerRule::Pair if option.len() == 1 => 1,
                DealerRule::Pair => 3,
                DealerRule::ChangeAll => 5,
            };
            prop_assert_eq!(option.len(), expected, "{:?}", p);
        }
    }
}

/// A table at the top of every setting: the largest stake limits (multiples of 30 cents) and
/// every payout and BONUS row at the largest odds.
fn largest_table() -> JokerDrawConfig {
    use cardroom_engine::joker_draw::{
        BonusTable, MAX_ODDS_TERM, MAX_STAKE_LIMIT, Odds, PayoutTable,
    };
    let top = MAX_STAKE_LIMIT - MAX_STAKE_LIMIT % 30;
    let most = Odds::new(MAX_ODDS_TERM, 1);
    JokerDrawConfig {
        min_ante: 30,
        max_ante: top,
        min_bonus: 30,
        max_bonus: top,
        payouts: PayoutTable {
            pair: most,
            two_pair: most,
            three_of_a_kind: most,
            straight: most,
            flush: most,
            full_house: most,
            four_of_a_kind: most,
            straight_flush: most,
            royal_flush: most,
            five_of_a_kind: most,
        },
        bonus: BonusTable {
            pair: Some(most),
            two_pair: Some(most),
            three_of_a_kind: Some(most),
            straight: Some(most),
            flush: Some(most),
            full_house: Some(most),
            four_of_a_kind: Some(most),
            straight_flush: Some(most),
            royal_flush: Some(most),
            five_of_a_kind: Some(most),
        },
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(crate::support::cases(64)))]

    #[test]
    fn random_play_at_the_largest_stakes_and_odds_never_overflows(
        below in 0i64..1_000,
        bonus_below in 0i64..1_000,
        deck in Just(full_deck()).prop_shuffle(),
        choices in prop::collection::vec(any::<u32>(), 80),
    ) {
        let config = largest_table();
        prop_assert!(config.check().is_ok(), "{:?}", config.check());
        let st = JokerDrawStakes {
            ante: config.max_ante - 30 * below,
            bonus: config.max_bonus - 30 * bonus_below,
        };
        let h = play_random(config.clone(), st, deck, choices);
        if let Some(s) = h.settlement() {
            prop_assert_eq!(s.player_net + s.house_net, 0);
            prop_assert_eq!(s.player_net, s.ante_net + s.bet_net + s.bonus_net);
            prop_assert!(s.player_net >= -h.staked());
        }
        let rebuilt = JokerDrawHand::replay(config, st, h.events()).expect("replay");
        prop_assert_eq!(rebuilt, h);
    }
}
