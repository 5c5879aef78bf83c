//! Properties: random legal play conserves chips, never panics, and replays to the same state;
//! random entries (legal or not) never panic and leave the hand unchanged when refused.

use crate::support::{list, seats};
use cardroom_engine::{
    Action, Card, DealerStep, Game, GameConfig, Hand, LegalActions, Phase, SeatSpec, Structure,
};
use proptest::prelude::*;

fn deck() -> Vec<Card> {
    let mut cards = Vec::new();
    for r in "23456789TJQKA".chars() {
        for s in "cdhs".chars() {
            cards.push(format!("{r}{s}").parse().expect("card"));
        }
    }
    cards
}

/// The cards of this table's deck, the joker last when it has one.
pub fn deck_of(config: &GameConfig) -> Vec<Card> {
    let mut cards = deck();
    if config.game == Game::MexicanPoker {
        cards.retain(|c| c.rank().is_some_and(|r| !matches!(r.value(), 8..=10)));
    }
    if config.has_joker() {
        cards.push(Card::JOKER);
    }
    cards
}

/// A pot game's table: its settings, seats and button.
#[derive(Debug, Clone)]
pub struct Table {
    pub config: GameConfig,
    pub seats: Vec<SeatSpec>,
    pub button: u8,
}

impl Table {
    /// A hand at this table, played to its end with legal actions picked from `choices`.
    pub fn played(&self, choices: Vec<u32>) -> Result<Hand, TestCaseError> {
        let mut h = Hand::new(self.config.clone(), self.seats.clone(), self.button)
            .map_err(|v| TestCaseError::fail(format!("{v}: {self:?}")))?;
        play_randomly(&mut h, choices)?;
        prop_assert!(h.is_complete(), "{:?}", h.legal_actions());
        Ok(h)
    }

    /// Checks that `h`, dealt at this table, replays from its events to the same state.
    pub fn replays(self, h: &Hand) -> Result<(), TestCaseError> {
        let again =
            Hand::replay(self.config, self.seats, self.button, h.events()).expect("replays");
        prop_assert_eq!(format!("{again:?}"), format!("{h:?}"));
        Ok(())
    }
}

/// Every pot game.
pub fn any_game() -> impl Strategy<Value = Game> {
    prop_oneof![
        Just(Game::Holdem),
        Just(Game::Pineapple),
        Just(Game::CrazyPineapple),
        Just(Game::FiveCardDraw),
        Just(Game::LowBall),
        Just(Game::MexicanPoker)
    ]
}

/// Every betting structure.
pub fn any_structure() -> impl Strategy<Value = Structure> {
    prop_oneof![
        Just(Structure::NoLimit),
        Just(Structure::PotLimit),
        Just(Structure::FixedLimit)
    ]
}

fn table_strategy() -> impl Strategy<Value = Table> {
    (
        any_structure(),
        any_game(),
        prop::collection::vec(1i64..400, 2..8),
        0usize..8,
        0i64..3,
        prop::option::of(2u32..6),
        prop_oneof![Just(1i64), Just(5), Just(25)],
    )
        .prop_map(|(structure, game, stacks, button, ante, cap, unit)| {
            // Every amount in whole chips: 25-cent chips play 25/50 blinds.
            let scale = if unit == 25 { 5 } else { 1 };
            let mut config = GameConfig::house(game, structure, 5 * scale, 10 * scale);
            config.antes = vec![ante * unit; stacks.len()].into();
            config.max_bets_per_round = cap;
            config.chip_unit = unit;
            config.joker = unit == 5;
            if unit == 25 {
                config.sevens_penalty = cardroom_engine::SevensPenalty::ForfeitPot;
            }
            let stacks: Vec<_> = (0..)
                .zip(&stacks)
                .map(|(i, s)| (s * 10 + i % 3) * unit)
                .collect();
            let seats = seats(&stacks);
            let button = seats[button % seats.len()].seat;
            Table {
                config,
                seats,
                button,
            }
        })
}

/// The hole cards of `seat`, none if it is not dealt in.
fn hole_of(h: &Hand, seat: u8) -> Vec<Option<Card>> {
    let seat = h.seats().into_iter().find(|s| s.seat == seat);
    seat.map(|s| s.hole).unwrap_or_default()
}

/// Picks a legal action from `choice` (a stream of random numbers).
pub fn pick(
    h: &Hand,
    choice: &mut impl Iterator<Item = u32>,
    deck: &mut Vec<Card>,
) -> Option<Action> {
    let mut r = || choice.next().unwrap_or(0);
    let mut draw = |known: bool| -> Option<Card> {
        if known && !deck.is_empty() {
            Some(deck.remove(0))
        } else {
            None
        }
    };
    Some(match h.legal_actions() {
        LegalActions::Complete => return None,
        LegalActions::Dealer(step) => match step {
            DealerStep::PostForcedBets => Action::PostForcedBets,
            DealerStep::DealHole { seat, remaining } => {
                // Mexican Poker's face-up cards must be entered.
                let known = r() % 2 == 0 || h.config().game == Game::MexicanPoker;
                let n = 1 + (r() as usize % remaining);
                Action::DealHole {
                    seat,
                    cards: list((0..n).map(|_| draw(known))),
                }
            }
            DealerStep::Burn { .. } => Action::Burn {
                card: draw(r() % 3 == 0),
            },
            DealerStep::DealDraw { seat, cards } => {
                let known = r() % 2 == 0;
                let n = 1 + (r() as usize % cards);
                Action::DealDraw {
                    seat,
                    cards: list((0..n).map(|_| draw(known))),
                }
            }
            DealerStep::Reshuffle => Action::Reshuffle,
            DealerStep::DealBoard { cards, .. } => {
                let known = r() % 2 == 0;
                Action::DealBoard {
                    cards: list((0..cards).map(|_| draw(known))),
                }
            }
            DealerStep::AwardPot {
                pot,
                eligible,
                winners,
                ..
            } => match winners {
                Some(w) => Action::AwardPot {
                    pot,
                    winners: Some(w),
                },
                None => {
                    let k = 1 + r() as usize % eligible.len();
                    Action::AwardPot {
                        pot,
                        winners: cardroom_engine::SeatList::try_from_slice(&eligible[..k]).ok(),
                    }
                }
            },
        },
        LegalActions::Seat(o) if o.phase == Phase::Betting && !o.fold => {
            // Mexican Poker's high card must open.
            let range = o.bet_or_raise.expect("the opener may bet");
            Action::BetOrRaise {
                seat: o.seat,
                to: if r() % 2 == 0 {
                    range.min_to
                } else {
                    range.max_to
                },
            }
        }
        LegalActions::Seat(o)
            if o.phase == Phase::Betting && h.config().game == Game::LowBall && r() % 9 == 0 =>
        {
            // Someone may kill a Low Ball pot before the betting starts.
            match h.seats().iter().find(|s| h.kill_amount(s.seat).is_some()) {
                Some(s) => Action::Kill { seat: s.seat },
                None => Action::Check { seat: o.seat },
            }
        }
        LegalActions::Seat(o) => match o.phase {
            Phase::Exposing => match r() % 2 {
                0 => Action::KeepDown { seat: o.seat },
                _ => {
                    let s = h
                        .seats()
                        .into_iter()
                        .find(|s| s.seat == o.seat)
                        .expect("seat");
                    let down = s.up.iter().position(|u| !u).and_then(|k| s.hole[k]);
                    Action::TurnUp {
                        seat: o.seat,
                        card: if down.is_some() { None } else { draw(true) },
                    }
                }
            },
            Phase::Drawing => {
                let hole = hole_of(h, o.seat);
                // Five Card Draw: after a reshuffle a player may only stand pat.
                let most = o.max_discards.unwrap_or(hole.len()).min(hole.len());
                let k = r() as usize % (most + 1);
                Action::Draw {
                    seat: o.seat,
                    discards: list(hole[..k].iter().copied()),
                }
            }
            Phase::Discarding => {
                let hole = hole_of(h, o.seat);
                let card = hole[r() as usize % hole.len()];
                Action::Discard { seat: o.seat, card }
            }
            Phase::Showdown => match r() % 4 {
                0 => Action::Muck { seat: o.seat },
                _ => Action::Show {
                    seat: o.seat,
                    cards: None,
                },
            },
            _ => match (r() % 6, o.bet_or_raise) {
                (0, _) if o.call.is_some() => Action::Fold { seat: o.seat },
                (1 | 2, Some(range))
                    if h.config().game == Game::MexicanPoker
                        && h.config().structure == Structure::FixedLimit =>
                {
                    // The small or the big limit, nothing between.
                    let to = if r() % 2 == 0 {
                        range.min_to
                    } else {
                        range.max_to
                    };
                    Action::BetOrRaise { seat: o.seat, to }
                }
                (1 | 2, Some(range)) => {
                    // Any amount of the range, in steps of the table's chip.
                    let steps = ((range.max_to - range.min_to) / range.step) as u32 + 1;
                    let to = range.min_to + i64::from(r() % steps) * range.step;
                    Action::BetOrRaise {
                        seat: o.seat,
                        to: to.min(range.max_to),
                    }
                }
                (3, _) if o.all_in_to.is_some() => Action::AllIn { seat: o.seat },
                _ => match o.call {
                    Some(_) => Action::Call { seat: o.seat },
                    None => Action::Check { seat: o.seat },
                },
            },
        },
    })
}

/// Plays `h` to its end (or 400 entries) with legal actions picked from `choices`, checking
/// after each that the chips are conserved.
pub fn play_randomly(h: &mut Hand, choices: Vec<u32>) -> Result<(), TestCaseError> {
    let total = h.chips_in_play();
    let mut deck = deck_of(h.config());
    let mut stream = choices.into_iter().chain(std::iter::repeat(0));
    for _ in 0..400 {
        let Some(action) = pick(h, &mut stream, &mut deck) else {
            break;
        };
        match h.apply(action.clone()) {
            Ok(_) => {}
            Err(v) if v.code() == "last_live_hand" => {
                let seat = match action {
                    Action::Muck { seat } => seat,
                    _ => unreachable!(),
                };
                h.apply(Action::Show { seat, cards: None }).expect("show");
            }
            // The random kill-or-check may pick a check that faces a bet.
            Err(v) if v.code() == "check_facing_bet" => {
                let seat = match action {
                    Action::Check { seat } => seat,
                    _ => unreachable!(),
                };
                h.apply(Action::Fold { seat }).expect("fold");
            }
            Err(v) => {
                // A named winner may be refused when the cards decide otherwise.
                prop_assert!(matches!(action, Action::AwardPot { .. }), "{action:?}: {v}");
                let LegalActions::Dealer(DealerStep::AwardPot { pot, .. }) = h.legal_actions()
                else {
                    unreachable!()
                };
                h.apply(Action::AwardPot { pot, winners: None })
                    .expect("award from cards");
            }
        }
        prop_assert_eq!(h.chips_in_play(), total);
    }
    Ok(())
}

/// Tables where some players cannot cover the ante or the blinds: stacks of one to three
/// chips beside deep ones, and an ante of one to three chips.
fn short_stack_table_strategy() -> impl Strategy<Value = Table> {
    (
        table_strategy(),
        prop::collection::vec(prop_oneof![1i64..4, 10i64..4_000], 2..8),
        1i64..4,
    )
        .prop_map(|(mut t, stacks, ante)| {
            let unit = t.config.chip_unit;
            t.config.antes = vec![ante * unit; stacks.len()].into();
            t.seats = seats(&stacks.iter().map(|s| s * unit).collect::<Vec<_>>());
            t.button = t.seats[usize::from(t.button) % t.seats.len()].seat;
            t
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(crate::support::cases(200)))]

    #[test]
    fn random_legal_play_conserves_chips_and_replays_to_the_same_state(
        t in table_strategy(),
        choices in prop::collection::vec(any::<u32>(), 400),
    ) {
        let h = t.played(choices)?;
        let s = h.settlement();
        prop_assert_eq!(s.balance(), 0);
        prop_assert!(s.seats.iter().all(|r| r.final_stack >= 0));
        t.replays(&h)?;
    }

    #[test]
    fn arbitrary_entries_never_panic_and_refusals_change_nothing(
        t in table_strategy(),
        entries in prop::collection::vec((0u8..20, 0u8..10, -50i64..5_000, 0usize..53), 1..120),
    ) {
        let mut h = Hand::new(t.config, t.seats, t.button).expect("table");
        let mut deck = deck();
        deck.push(Card::JOKER);
        for (kind, seat, amount, c) in entries {
            let card = Some(deck[c]);
            let action = match kind {
                0 => Action::PostForcedBets,
                1 => Action::DealHole { seat, cards: list([card, None]) },
                2 => Action::Burn { card },
                3 => Action::DealBoard { cards: list(vec![card; (c % 4) + 1]) },
                4 => Action::AwardPot { pot: c % 3, winners: Some(crate::support::seat_list(&[seat])) },
                5 => Action::Fold { seat },
                6 => Action::Check { seat },
                7 => Action::Call { seat },
                8 => Action::BetOrRaise { seat, to: amount },
                9 => Action::AllIn { seat },
                10 => Action::Discard { seat, card },
                11 => Action::Show { seat, cards: cardroom_engine::ShownCards::try_from([deck[c], deck[(c + 1) % 52]]).ok() },
                12 => Action::Muck { seat },
                13 => Action::Kill { seat },
                14 => Action::Draw { seat, discards: list(vec![card; c % 6]) },
                15 => Action::DealDraw { seat, cards: list([card, None]) },
                16 => Action::Reshuffle,
                17 => Action::TurnUp { seat, card },
                18 => Action::KeepDown { seat },
                _ => Action::Expose { seat, card },
            };
            let before = format!("{h:?}");
            let chips = h.chips_in_play();
            if h.apply(action).is_err() {
                prop_assert_eq!(format!("{h:?}"), before);
            }
            prop_assert_eq!(h.chips_in_play(), chips);
        }
    }

    /// betting-and-pots: "the all-in player can only win the main pot and any side pot up to
    /// the amount of their all-in bet", antes included: what a seat takes from the pots is at
    /// most, from each seat (himself included), what both of them put in.
    #[test]
    fn no_player_wins_more_from_an_opponent_than_he_put_in_himself(
        t in short_stack_table_strategy(),
        choices in prop::collection::vec(any::<u32>(), 400),
    ) {
        let h = t.played(choices)?;
        let put: Vec<_> = h.seats().iter().map(|s| (s.seat, s.committed)).collect();
        for r in h.settlement().seats {
            let mine = put.iter().find(|p| p.0 == r.seat).map_or(0, |p| p.1);
            let taken = r.final_stack - r.starting_stack + mine;
            let most: i64 = put.iter().map(|p| p.1.min(mine)).sum();
            prop_assert!(
                taken <= most,
                "seat {} put in {mine} and took {taken} from the pots, more than {most}: {:?}",
                r.seat,
                put
            );
        }
    }
}
