//! Every joker ranking equals brute-force substitution of the joker, over every hand that
//! holds it; and the reference ranker itself agrees with `high` on natural hands.

use cardroom_cards::mexican::JokerFace;
use cardroom_cards::{
    Card, CardsError, Category, Evaluation, bug, high, joker_draw, lowball, mexican,
};

use crate::reference::{
    Game, Rule, brute_force_joker, four_card_sets, low_key, natural, rank_five,
};
use crate::support::{Sampler, combinations, ranks};

fn naturals() -> Vec<Card> {
    Card::naturals().collect()
}

fn mexican_naturals() -> Vec<Card> {
    Card::naturals()
        .filter(|c| !matches!(c.rank().unwrap() as u8, 8..=10))
        .collect()
}

/// The crate's answer as the reference writes it: category and rank values (ace 14).
fn as_reference(e: &Evaluation) -> (Category, Vec<u8>) {
    (e.category, ranks(e))
}

fn reference_high(game: Game, rule: Rule, four: &[Card]) -> (Category, Vec<u8>) {
    let (cat, ranks) = brute_force_joker(game, rule, four);
    (
        cat,
        ranks.iter().map(|&r| if r == 1 { 14 } else { r }).collect(),
    )
}

/// A rank value with the ace low, as 1.
fn ace_low(rank: u8) -> u8 {
    if rank == 14 { 1 } else { rank }
}

fn with_joker(four: &[Card; 4]) -> [Card; 5] {
    [four[0], four[1], Card::JOKER, four[2], four[3]]
}

/// Each hand of four of `deck`'s naturals and the joker ranks as the reference's best stand-in
/// under `rule` (`label` follows the hand in a failure).
fn assert_every_joker_hand(
    deck: &[Card],
    game: Game,
    rule: Rule,
    label: &str,
    evaluate: impl Fn(&[Card]) -> Result<Evaluation, CardsError>,
) {
    for four in four_card_sets(deck) {
        let e = evaluate(&with_joker(&four)).unwrap();
        assert_eq!(
            as_reference(&e),
            reference_high(game, rule, &four),
            "{four:?}+Jk{label}"
        );
    }
}

#[test]
fn the_reference_ranker_agrees_with_high_on_sampled_natural_hands() {
    let deck = naturals();
    let mut rng = Sampler(3);
    for _ in 0..200_000 {
        let hand = rng.draw(&deck, 5);
        let e = high::evaluate(&hand).unwrap();
        let refc: Vec<_> = hand.iter().map(|&c| natural(c)).collect();
        let (cat, ranks) = rank_five(Game::Standard, &refc);
        let ranks: Vec<u8> = ranks.iter().map(|&r| if r == 1 { 14 } else { r }).collect();
        assert_eq!(as_reference(&e), (cat, ranks), "{hand:?}");
    }
}

#[test]
fn without_the_joker_high_bug_and_joker_draw_rank_exactly_as_high_on_all_hands() {
    let deck = naturals();
    for ix in combinations(52, 5) {
        let hand: Vec<Card> = ix.iter().map(|&i| deck[i]).collect();
        let h = high::strength(&hand).unwrap();
        assert_eq!(bug::evaluate(&hand).unwrap().strength(), h, "{hand:?}");
        assert_eq!(
            joker_draw::evaluate(&hand).unwrap().strength(),
            h,
            "{hand:?}"
        );
    }
}

#[test]
fn high_bug_equals_the_best_ace_or_straight_or_flush_stand_in_for_every_joker_hand() {
    assert_every_joker_hand(&naturals(), Game::Standard, Rule::Bug, "", bug::evaluate);
}

#[test]
fn joker_draw_equals_the_best_wild_stand_in_with_flushes_taking_a_two_for_every_joker_hand() {
    assert_every_joker_hand(
        &naturals(),
        Game::Standard,
        Rule::DrawWild,
        "",
        joker_draw::evaluate,
    );
}

#[test]
fn mexican_joker_face_up_equals_the_best_bug_stand_in_for_every_joker_hand() {
    assert_every_joker_hand(
        &mexican_naturals(),
        Game::Mexican,
        Rule::Bug,
        " up",
        |hand| mexican::evaluate(hand, JokerFace::Up),
    );
}

#[test]
fn mexican_joker_face_down_equals_the_best_wild_stand_in_for_every_joker_hand() {
    assert_every_joker_hand(
        &mexican_naturals(),
        Game::Mexican,
        Rule::Wild,
        " down",
        |hand| mexican::evaluate(hand, JokerFace::Down),
    );
}

#[test]
fn ace_to_five_joker_equals_the_best_low_stand_in_for_every_joker_hand() {
    let deck = naturals();
    for four in four_card_sets(&deck) {
        let e = lowball::evaluate(&with_joker(&four)).unwrap();
        let held: Vec<u8> = four
            .iter()
            .map(|c| ace_low(c.rank().unwrap() as u8))
            .collect();
        let best = (1..=13u8)
            .map(|r| {
                let mut v = held.clone();
                v.push(r);
                low_key(&v)
            })
            .max()
            .unwrap();
        let mine: Vec<u8> = ranks(&e).into_iter().map(ace_low).collect();
        assert_eq!(low_key(&mine), best, "{four:?}+Jk");
    }
}

#[test]
fn the_cards_that_play_are_the_hand_itself_for_every_five_card_ranking() {
    let deck: Vec<Card> = Card::naturals().chain([Card::JOKER]).collect();
    let mex: Vec<Card> = mexican_naturals()
        .into_iter()
        .chain([Card::JOKER])
        .collect();
    let mut rng = Sampler(5);
    for _ in 0..20_000 {
        let hand = rng.draw(&deck, 5);
        let mut sorted = hand.clone();
        sorted.sort();
        for e in [
            bug::evaluate(&hand).unwrap(),
            joker_draw::evaluate(&hand).unwrap(),
            lowball::evaluate(&hand).unwrap(),
        ] {
            let mut best = e.best.to_vec();
            best.sort();
            assert_eq!(best, sorted, "{:?} {hand:?}", e.ranking);
        }
        let hand = rng.draw(&mex, 5);
        let mut sorted = hand.clone();
        sorted.sort();
        for face in [JokerFace::Up, JokerFace::Down] {
            let mut best = mexican::evaluate(&hand, face).unwrap().best.to_vec();
            best.sort();
            assert_eq!(best, sorted, "{hand:?}");
        }
    }
}
