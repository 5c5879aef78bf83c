//! Properties at the top of the range: every pot game dealt with stacks, blinds, antes and
//! drops near `MAX_CHIPS`, up to the most seats it deals, conserves its chips, never wraps
//! or panics, and replays; any setup amount above `MAX_CHIPS` is refused.

use cardroom_engine::{Chips, Collection, Game, GameConfig, Hand, MAX_CHIPS};
use proptest::prelude::*;

use crate::properties::{Table, any_game, any_structure};

/// `amount` rounded down to whole chips of `unit`, at least one chip.
fn in_chips(amount: Chips, unit: Chips) -> Chips {
    (amount - amount % unit).max(unit)
}

/// `amount` in whole chips, nothing staying nothing.
fn chips_or_none(amount: Chips, unit: Chips) -> Chips {
    if amount == 0 {
        0
    } else {
        in_chips(amount, unit)
    }
}

/// The most seats each game deals.
fn most_seats(game: Game) -> usize {
    match game {
        Game::Holdem => 17,
        Game::Pineapple | Game::CrazyPineapple => 13,
        Game::FiveCardDraw | Game::LowBall => 8,
        Game::MexicanPoker => 7,
    }
}

/// A big blind, an ante or a drop: nothing, one chip, or a share of `MAX_CHIPS`.
fn amount_near_the_top() -> impl Strategy<Value = Chips> {
    prop_oneof![
        Just(0),
        Just(1),
        Just(MAX_CHIPS / 1_000),
        Just(MAX_CHIPS / 3),
        Just(MAX_CHIPS),
    ]
}

fn table_near_the_top() -> impl Strategy<Value = Table> {
    (
        any_game(),
        any_structure(),
        prop_oneof![Just(1i64), Just(25), Just(100), Just(1_000_000_000)],
        prop::collection::vec(0i64..1_000, 2..=17),
        (
            amount_near_the_top(),
            amount_near_the_top(),
            amount_near_the_top(),
        ),
        0u8..3,
        0usize..17,
    )
        .prop_map(
            |(game, structure, unit, below, (big, ante, drop), mode, button)| {
                let n = below.len().min(most_seats(game));
                let big = in_chips(big, unit);
                let small = if game == Game::MexicanPoker {
                    0
                } else {
                    in_chips(big / 2, unit)
                };
                let mut config = GameConfig::house(game, structure, small, big);
                if game == Game::MexicanPoker {
                    config.blinds = Vec::new().into();
                }
                config.antes = vec![chips_or_none(ante, unit); n].into();
                config.small_bet = big;
                config.big_bet = in_chips((2 * big).min(MAX_CHIPS), unit);
                config.chip_unit = unit;
                config.collection = match mode {
                    0 => Collection::None,
                    1 => Collection::PotDrop {
                        amount: chips_or_none(drop, unit),
                    },
                    _ => Collection::ButtonDrop {
                        amount: chips_or_none(drop, unit),
                    },
                };
                let stacks: Vec<_> = below[..n]
                    .iter()
                    .map(|&k| in_chips(MAX_CHIPS - k * unit, unit))
                    .collect();
                let seats = crate::support::seats(&stacks);
                let button = seats[button % n].seat;
                Table {
                    config,
                    seats,
                    button,
                }
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn hands_near_the_largest_amounts_conserve_chips_and_never_wrap(
        t in table_near_the_top(),
        choices in prop::collection::vec(any::<u32>(), 400),
    ) {
        let total: i64 = t.seats.iter().map(|s| s.stack).sum();
        let h = t.played(choices)?;
        let s = h.settlement();
        prop_assert_eq!(s.balance(), 0);
        prop_assert_eq!(h.chips_in_play(), total);
        prop_assert!(s.seats.iter().all(|r| (0..=total).contains(&r.final_stack)));
        prop_assert!(s.pots.iter().all(|p| p.amount >= 0 && p.collected >= 0));
        t.replays(&h)?;
    }

    #[test]
    fn any_setup_amount_above_the_largest_is_refused(
        t in table_near_the_top(),
        field in 0usize..8,
        over in 1i64..1_000,
    ) {
        let unit = t.config.chip_unit;
        // Whole chips, above the largest amount: only the range refuses it.
        let too_big = in_chips(MAX_CHIPS, unit) + over * unit;
        prop_assume!(too_big > MAX_CHIPS);
        let mut config = t.config.clone();
        let mut seats = t.seats.clone();
        match field {
            0 => seats[0].stack = too_big,
            1 => config.antes = vec![too_big; seats.len()].into(),
            2 => config.blinds = vec![0, too_big].into(),
            3 => config.min_bet = too_big,
            4 => config.small_bet = too_big,
            5 => config.big_bet = too_big,
            6 => config.collection = Collection::PotDrop { amount: too_big },
            _ => config.collection = Collection::ButtonDrop { amount: too_big },
        }
        let refused = Hand::new(config, seats, t.button).expect_err("above the largest amount");
        prop_assert_eq!(refused.code(), "invalid_setup");
        prop_assert!(refused.to_string().contains("above the most a table takes"), "{}", refused);
    }
}
