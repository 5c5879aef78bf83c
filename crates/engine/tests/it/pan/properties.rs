//! Properties: random entries never panic, a refused entry changes nothing, the ledger always
//! balances, and a greedy random game ends with the tops paid out and replays to the same hand.

use cardroom_engine::pan::{
    PanAction, PanConfig, PanHand, PanPhase, PanViolation, Play, TurnStage,
};
use cardroom_engine::{Card, Chips, MAX_CHIPS, SeatNo};
use proptest::prelude::*;

use super::support::{cfg, conserved, serve, snapshot, withdraw};

/// The 40 Pan cards.
fn pan_cards() -> Vec<Card> {
    Card::naturals()
        .filter(|c| !matches!(c.rank().map(|r| r.value()), Some(8..=10)))
        .collect()
}

fn pick(n: u8) -> Card {
    let cards = pan_cards();
    cards[usize::from(n) % cards.len()]
}

/// The known cards of `seat`'s hand.
fn held(hand: &PanHand, seat: SeatNo) -> Vec<Card> {
    hand.seat(seat)
        .map(|s| s.hand.iter().flatten().copied().collect())
        .unwrap_or_default()
}

/// An entry built from random numbers, often (not always) sensible for the state.
fn entry(hand: &PanHand, kind: u8, who: u8, picks: &[u8]) -> PanAction {
    let order = hand.order();
    let seat = match who % 4 {
        0 | 1 => hand.to_act().unwrap_or(order[0]),
        2 => order[usize::from(who) % order.len()],
        _ => who % 12,
    };
    let mine = held(hand, seat);
    let from_hand = |k: usize| -> Vec<Card> {
        picks
            .iter()
            .take(k)
            .map(|&p| {
                if mine.is_empty() || p % 5 == 0 {
                    pick(p)
                } else {
                    mine[usize::from(p) % mine.len()]
                }
            })
            .collect()
    };
    let mut cards = from_hand(usize::from(who % 3) + 2);
    if let TurnStage::StockCard { card } = hand.stage() {
        cards.push(card);
    }
    let meld = usize::from(who % 3);
    let play = match kind % 4 {
        0 => Play::Lay { cards },
        1 => Play::Add {
            meld,
            cards: cards.into_iter().take(1).collect(),
        },
        2 => Play::Split {
            meld,
            add: cards.clone(),
            part: cards.into_iter().take(3).collect(),
        },
        _ => Play::Borrow {
            meld,
            take: from_hand(1),
            cards,
        },
    };
    let card = picks.first().map_or(pick(0), |&p| pick(p));
    match kind % 16 {
        0 => PanAction::PostTops,
        1 => PanAction::Deal {
            seat,
            cards: vec![Some(card); usize::from(who % 7)],
        },
        2 => serve(seat, "??"),
        3 => withdraw(seat, "??"),
        4 => PanAction::DeadHand { seat },
        5 => PanAction::Reshuffle,
        6 => PanAction::Stay { seat },
        7 => PanAction::Retire { seat },
        8 | 9 => PanAction::DrawStock { seat, card },
        10 => PanAction::TakeDiscard { seat, play },
        11 | 12 => PanAction::Meld { seat, play },
        13 => match hand.stage() {
            TurnStage::StockCard { card } if who.is_multiple_of(2) => {
                PanAction::Discard { seat, card }
            }
            _ => PanAction::Discard {
                seat,
                card: from_hand(1).first().copied().unwrap_or(card),
            },
        },
        14 => PanAction::Force { seat, by: who % 5 },
        _ => PanAction::GoOut { seat },
    }
}

/// Tops posted and ten cards dealt to `n` players, taken from the 320-card stock at the
/// places `deal` gives.
fn started(n: u8, first: u8, deal: &[u8]) -> PanHand {
    let seats: Vec<SeatNo> = (1..=n).collect();
    deal_from_the_stock(
        PanHand::new(cfg(), seats, first % n + 1).expect("a table"),
        deal,
    )
}

/// Tops posted and ten cards dealt to each player of `hand` from the stock.
fn deal_from_the_stock(mut hand: PanHand, deal: &[u8]) -> PanHand {
    hand.apply(PanAction::PostTops).expect("tops");
    let mut stock: Vec<Card> = pan_cards().into_iter().flat_map(|c| [c; 8]).collect();
    let mut k = 0;
    for _ in 0..2 {
        for seat in hand.order() {
            let cards = (0..5)
                .map(|_| {
                    k += 1;
                    let at = (usize::from(deal[k % deal.len()]) * 31 + k) % stock.len();
                    Some(stock.remove(at))
                })
                .collect();
            hand.apply(PanAction::Deal { seat, cards }).expect("deal");
        }
    }
    hand
}

/// Checks that `again`, `hand` replayed from its events, is the same hand.
fn same_on_replay(
    again: Result<PanHand, (usize, PanViolation)>,
    hand: &PanHand,
) -> Result<(), TestCaseError> {
    prop_assert!(again.is_ok());
    prop_assert_eq!(snapshot(&again.expect("replayed")), snapshot(hand));
    Ok(())
}

/// Applies the random `steps` to `hand`: a refused entry changes nothing and the money always
/// balances; `each` checks more after every step.
fn play_entries(
    hand: &mut PanHand,
    steps: &[(u8, u8, Vec<u8>)],
    mut each: impl FnMut(&PanHand) -> Result<(), TestCaseError>,
) -> Result<(), TestCaseError> {
    for (kind, who, picks) in steps {
        let action = entry(hand, *kind, *who, picks);
        let before = snapshot(hand);
        if hand.apply(action).is_err() {
            prop_assert_eq!(snapshot(hand), before);
        }
        prop_assert!(conserved(hand));
        each(hand)?;
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: crate::support::cases(256), ..ProptestConfig::default() })]

    #[test]
    fn random_entries_never_panic_and_refusals_change_nothing(
        n in 2u8..6,
        first in 0u8..6,
        deal in prop::collection::vec(any::<u8>(), 10..60),
        steps in prop::collection::vec((any::<u8>(), any::<u8>(), prop::collection::vec(any::<u8>(), 1..5)), 1..150),
    ) {
        let mut hand = started(n, first, &deal);
        play_entries(&mut hand, &steps, |_| Ok(()))?;
        if hand.is_complete() && hand.winner().is_some() {
            prop_assert_eq!(hand.tops(), 0);
        }
        let again = PanHand::replay(cfg(), (1..=n).collect(), first % n + 1, hand.events());
        same_on_replay(again, &hand)?;
    }

    #[test]
    fn random_entries_at_table_stakes_never_take_a_stack_below_zero(
        n in 2u8..6,
        first in 0u8..6,
        chips in prop::collection::vec(prop_oneof![1i64..6, 9_990i64..=10_000], 6),
        value in prop_oneof![Just(25i64), Just(1_000_000_000)],
        deal in prop::collection::vec(any::<u8>(), 10..60),
        steps in prop::collection::vec((any::<u8>(), any::<u8>(), prop::collection::vec(any::<u8>(), 1..5)), 1..150),
    ) {
        // A few chips each (payments run out) or stacks near the largest amount.
        let config = PanConfig::house(value);
        let seats: Vec<SeatNo> = (1..=n).collect();
        let stacks: Vec<Chips> = chips[..usize::from(n)].iter().map(|c| c * value).collect();
        prop_assert!(stacks.iter().all(|&s| s <= MAX_CHIPS));
        let hand = PanHand::with_stacks(config.clone(), seats.clone(), stacks.clone(), first % n + 1)
            .expect("a table");
        let mut hand = deal_from_the_stock(hand, &deal);
        play_entries(&mut hand, &steps, |hand| {
            for (seat, start) in seats.iter().zip(&stacks) {
                let view = hand.seat(*seat).expect("seat");
                let stack = view.stack.expect("stacks given");
                prop_assert!(stack >= 0, "seat {} at {}", seat, stack);
                prop_assert_eq!(stack, start + view.net);
            }
            Ok(())
        })?;
        if hand.is_complete() && hand.winner().is_some() {
            prop_assert_eq!(hand.tops(), 0);
        }
        let again = PanHand::replay_with_stacks(config, seats, stacks, first % n + 1, hand.events());
        same_on_replay(again, &hand)?;
    }

    #[test]
    fn greedy_random_games_at_table_stakes_settle_to_zero_never_below_zero(
        n in 2u8..5,
        first in 0u8..5,
        chips in prop::collection::vec(prop_oneof![1i64..8, Just(10_000i64)], 5),
        deal in prop::collection::vec(any::<u8>(), 10..60),
        stock in prop::collection::vec(any::<u8>(), 50..200),
    ) {
        // Table stakes: a few chips each, so that payments run out, or plenty.
        let seats: Vec<SeatNo> = (1..=n).collect();
        let stacks: Vec<Chips> = chips[..usize::from(n)].iter().map(|c| c * 25).collect();
        let hand = PanHand::with_stacks(cfg(), seats.clone(), stacks.clone(), first % n + 1)
            .expect("a table");
        let mut hand = deal_from_the_stock(hand, &deal);
        for seat in hand.order() {
            let _ = hand.apply(PanAction::Stay { seat });
        }
        let mut draws = stock.iter().cycle();
        for _ in 0..stock.len() {
            let Some(seat) = hand.to_act() else { break };
            if hand.phase() != PanPhase::Play {
                break;
            }
            let drawn = pick(*draws.next().unwrap_or(&0));
            if hand.apply(PanAction::DrawStock { seat, card: drawn }).is_err() {
                let _ = hand.apply(serve(seat, "??"));
                let _ = hand.apply(withdraw(seat, "??"));
                let _ = hand.apply(PanAction::DeadHand { seat });
                continue;
            }
            greedy_melds(&mut hand, seat, Some(drawn));
            if hand.apply(PanAction::GoOut { seat }).is_ok() {
                break;
            }
            if matches!(hand.stage(), TurnStage::StockCard { .. }) {
                let thrown = hand.apply(PanAction::Discard { seat, card: drawn });
                prop_assert!(thrown.is_ok(), "the unused stock card is discarded: {:?}", thrown);
                continue;
            }
            greedy_melds(&mut hand, seat, None);
            if hand.apply(PanAction::GoOut { seat }).is_ok() {
                break;
            }
            let first_card = held(&hand, seat).first().copied();
            if let Some(card) = first_card {
                let thrown = hand.apply(PanAction::Discard { seat, card });
                prop_assert!(thrown.is_ok(), "a hand card is discarded: {:?}", thrown);
            }
            prop_assert!(conserved(&hand));
        }
        prop_assert!(conserved(&hand));
        if hand.is_complete() {
            prop_assert_eq!(hand.tops(), 0);
            let total: i64 = hand.settlement().seats.iter().map(|s| s.net).sum();
            prop_assert_eq!(total, 0);
        }
        for (seat, start) in seats.iter().zip(&stacks) {
            let view = hand.seat(*seat).expect("seat");
            prop_assert!(view.stack.is_some_and(|s| s >= 0 && s == start + view.net));
        }
        let again =
            PanHand::replay_with_stacks(cfg(), seats, stacks, first % n + 1, hand.events());
        same_on_replay(again, &hand)?;
    }
}

/// Tries to add the drawn card (or any hand card) to a meld, then to lay triples.
fn greedy_melds(hand: &mut PanHand, seat: SeatNo, drawn: Option<Card>) {
    let melds = hand.seat(seat).map_or(0, |s| s.melds.len());
    let mut candidates: Vec<Card> = drawn.into_iter().collect();
    candidates.extend(held(hand, seat));
    for card in candidates.clone() {
        for meld in 0..melds {
            let play = Play::Add {
                meld,
                cards: vec![card],
            };
            if hand.apply(PanAction::Meld { seat, play }).is_ok() {
                return;
            }
        }
    }
    let cards = held(hand, seat);
    let with: Vec<Card> = drawn.into_iter().chain(cards.iter().copied()).collect();
    for a in 0..with.len() {
        for b in a + 1..with.len() {
            for c in b + 1..with.len() {
                let lay = vec![with[a], with[b], with[c]];
                let play = Play::Lay { cards: lay };
                if hand.apply(PanAction::Meld { seat, play }).is_ok() {
                    return;
                }
            }
        }
    }
}
