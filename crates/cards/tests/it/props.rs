//! Properties (proptest): strength orders hands totally and agrees with the categories;
//! order of the cards never matters; text round-trips.

use proptest::prelude::*;
use proptest::sample::subsequence;

use cardroom_cards::mexican::JokerFace;
use cardroom_cards::{
    Card, Category, Evaluation, Ranking, bug, cards_text, high, joker_draw, lowball, mexican,
    parse_cards,
};

fn with_joker() -> Vec<Card> {
    Card::naturals().chain([Card::JOKER]).collect()
}

fn mexican_deck() -> Vec<Card> {
    with_joker()
        .into_iter()
        .filter(|c| !matches!(c.rank().map(|r| r as u8), Some(8..=10)))
        .collect()
}

fn shuffled(cards: Vec<Card>) -> impl Strategy<Value = Vec<Card>> {
    Just(cards).prop_shuffle()
}

fn hand(deck: Vec<Card>, n: usize) -> impl Strategy<Value = Vec<Card>> {
    subsequence(deck, n).prop_flat_map(shuffled)
}

fn rank(ranking: Ranking, cards: &[Card]) -> Evaluation {
    match ranking {
        Ranking::High => high::evaluate(cards),
        Ranking::HighBug => bug::evaluate(cards),
        Ranking::AceToFive => lowball::evaluate(cards),
        Ranking::Mexican => mexican::evaluate(cards, JokerFace::Down),
        Ranking::JokerDraw => joker_draw::evaluate(cards),
    }
    .unwrap()
}

fn deck_for(ranking: Ranking) -> Vec<Card> {
    match ranking {
        Ranking::High => Card::naturals().collect(),
        Ranking::Mexican => mexican_deck(),
        _ => with_joker(),
    }
}

/// Where a category stands for low: any unpaired hand beats any paired one, and fewer
/// matched cards beat more.
fn low_place(c: Category) -> u32 {
    9 - c as u32
}

fn place(ranking: Ranking, c: Category) -> u32 {
    if ranking == Ranking::AceToFive {
        low_place(c)
    } else {
        ranking.category_order(c)
    }
}

fn any_ranking() -> impl Strategy<Value = Ranking> {
    prop::sample::select(Ranking::ALL.to_vec())
}

fn two_hands() -> impl Strategy<Value = (Ranking, Vec<Card>, Vec<Card>)> {
    any_ranking().prop_flat_map(|r| (Just(r), hand(deck_for(r), 5), hand(deck_for(r), 5)))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    #[test]
    fn a_better_category_always_has_the_bigger_strength((r, a, b) in two_hands()) {
        let (ea, eb) = (rank(r, &a), rank(r, &b));
        let (pa, pb) = (place(r, ea.category), place(r, eb.category));
        if pa != pb {
            prop_assert_eq!(pa > pb, ea > eb, "{:?} {} vs {}", r, cards_text(&a), cards_text(&b));
        }
        // Total and antisymmetric: exactly one of <, =, > holds, both ways round.
        prop_assert_eq!(ea.cmp(&eb), eb.cmp(&ea).reverse());
        prop_assert_eq!(ea == eb, ea.strength().parts() == eb.strength().parts());
        prop_assert_eq!(ea.cmp(&eb), ea.strength().parts().cmp(&eb.strength().parts()));
    }

    #[test]
    fn strength_is_transitive_over_three_hands(
        r in any_ranking(),
        seed in any::<u64>(),
    ) {
        let deck = deck_for(r);
        let mut rng = crate::support::Sampler(seed);
        let hands: Vec<Evaluation> = (0..3).map(|_| rank(r, &rng.draw(&deck, 5))).collect();
        let (a, b, c) = (&hands[0], &hands[1], &hands[2]);
        if a <= b && b <= c {
            prop_assert!(a <= c);
        }
    }

    #[test]
    fn the_order_of_the_cards_never_changes_the_result((r, a, _b) in two_hands(), seed in any::<u64>()) {
        let mut shuffled = a.clone();
        let mut rng = crate::support::Sampler(seed);
        let idx = rng.draw(&a, a.len());
        shuffled.copy_from_slice(&idx);
        let (ea, es) = (rank(r, &a), rank(r, &shuffled));
        prop_assert_eq!(ea.strength(), es.strength());
        prop_assert_eq!(ea.category, es.category);
        prop_assert_eq!(ea.description(), es.description());
    }

    #[test]
    fn the_best_five_of_seven_make_the_same_hand(cards in hand(Card::naturals().collect(), 7)) {
        let e = high::evaluate(&cards).unwrap();
        prop_assert_eq!(high::evaluate(&e.best).unwrap().strength(), e.strength());
        prop_assert_eq!(high::evaluate(&e.best).unwrap().category, e.category);
    }

    #[test]
    fn hand_text_round_trips(cards in hand(with_joker(), 7)) {
        let joined = cards_text(&cards);
        prop_assert_eq!(parse_cards(&joined).unwrap(), cards.clone());
        let spaced: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
        prop_assert_eq!(parse_cards(&spaced.join(" ")).unwrap(), cards);
    }

    #[test]
    fn any_text_parses_or_fails_with_a_typed_error(text in "\\PC{0,12}") {
        match parse_cards(&text) {
            Ok(cards) => prop_assert!(cards.len() <= 6),
            Err(e) => prop_assert!(["bad_rank", "bad_suit", "bad_length"].contains(&e.code().as_str())),
        }
    }
}
