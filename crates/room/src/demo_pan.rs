//! `demo seed` at the Pan table: a hand played out in the engine first, from a shuffled Pan
//! deck (players staying or retiring on top, drawing from the stock, melding what fits,
//! discarding), then logged entry by entry through the room, as a dealer would enter it.
//! Playing it out first means a hand that could not finish is never started: one that runs
//! out of stock or past its length is dropped and another shuffle is tried.

use cardroom_cards::{Card, DeckKind};
use cardroom_engine::pan::{PanAction, PanHand, PanPhase, Play, TurnStage};

use crate::demo::{Dice, bad_card};
use crate::{Room, RoomError};
use cardroom_engine::pan::PanSetup;

/// A hand longer than this many entries is dropped (a real one rarely passes 200).
const MOST_ENTRIES: usize = 400;
/// Shuffles tried before the players are made to retire so that the hand ends at once.
const SHUFFLES: usize = 5;

/// A hand being played out, and the entries it accepted.
struct Sim {
    hand: PanHand,
    entries: Vec<PanAction>,
}

impl Sim {
    /// Applies `action`; whether the engine accepted it (a refused one changes nothing).
    fn apply(&mut self, action: PanAction) -> bool {
        let accepted = self.hand.apply(action.clone()).is_ok();
        if accepted {
            self.entries.push(action);
        }
        accepted
    }

    /// The known cards `seat` holds, and how many melds he has.
    fn held(&self, seat: u8) -> (Vec<Card>, usize) {
        self.hand.seat(seat).map_or((Vec::new(), 0), |s| {
            (s.hand.iter().flatten().copied().collect(), s.melds.len())
        })
    }

    /// Adds `card` to one of the player's `melds`, the first that takes it.
    fn add_to_a_meld(&mut self, seat: u8, card: Card, melds: usize) -> bool {
        (0..melds).any(|meld| {
            let cards = vec![card];
            self.apply(PanAction::Meld {
                seat,
                play: Play::Add { meld, cards },
            })
        })
    }

    /// Lays `cards` as a new meld when they are of one rank or one suit and the engine
    /// takes them.
    fn lay(&mut self, seat: u8, cards: [Card; 3]) -> bool {
        alike(&cards) && {
            let cards = cards.to_vec();
            self.apply(PanAction::Meld {
                seat,
                play: Play::Lay { cards },
            })
        }
    }

    /// Melds the card just drawn from the stock: added to one of the player's melds, or laid
    /// with two cards from his hand of its rank or its suit.
    fn meld_stock_card(&mut self, seat: u8, card: Card) -> bool {
        let (held, melds) = self.held(seat);
        self.add_to_a_meld(seat, card, melds)
            || held
                .iter()
                .enumerate()
                .any(|(k, &a)| held[k + 1..].iter().any(|&b| self.lay(seat, [card, a, b])))
    }

    /// Melds one more card or three from the player's hand, when any fits.
    fn meld_from_hand(&mut self, seat: u8) -> bool {
        let (held, melds) = self.held(seat);
        held.iter()
            .any(|&card| self.add_to_a_meld(seat, card, melds))
            || held.iter().enumerate().any(|(i, &a)| {
                held.iter()
                    .enumerate()
                    .skip(i + 1)
                    .any(|(j, &b)| held[j + 1..].iter().any(|&c| self.lay(seat, [a, b, c])))
            })
    }

    /// Discards a card from the player's hand, starting at a random one.
    fn discard(&mut self, seat: u8, dice: &mut Dice) -> bool {
        let (held, _) = self.held(seat);
        let start = dice.below(u32::try_from(held.len()).unwrap_or(1)) as usize;
        (0..held.len()).any(|k| {
            let card = held[(start + k) % held.len()];
            self.apply(PanAction::Discard { seat, card })
        })
    }
}

/// Cards that could make a meld: all of one rank, or all of one suit.
fn alike(cards: &[Card]) -> bool {
    cards.windows(2).all(|w| w[0].rank() == w[1].rank())
        || cards.windows(2).all(|w| w[0].suit() == w[1].suit())
}

/// Plays a hand out from a shuffled deck: the entries when someone went out, `None` when the
/// stock ran out or the hand grew past [`MOST_ENTRIES`].
fn play_out(
    setup: &PanSetup,
    dice: &mut Dice,
    all_retire: bool,
) -> Result<Option<Vec<PanAction>>, RoomError> {
    let hand = <PanHand as cardroom_engine::GameHand>::start(setup)
        .map_err(|v| RoomError::invalid("pan", v.to_string()))?;
    let mut deck = dice.deck(DeckKind::Pan {
        decks: setup.pan.decks,
        spades_removed: setup.pan.spades_removed,
    })?;
    let mut sim = Sim {
        hand,
        entries: Vec::new(),
    };
    sim.apply(PanAction::PostTops);
    for _ in 0..2 {
        for seat in sim.hand.order() {
            let cards = deck.deal_n(5).map_err(bad_card)?;
            let cards = cards.into_iter().map(Some).collect();
            if !sim.apply(PanAction::Deal { seat, cards }) {
                return Ok(None);
            }
        }
    }
    while !sim.hand.is_complete() && sim.entries.len() < MOST_ENTRIES {
        let options = sim.hand.options();
        if let Some(seat) = options.may_go_out {
            sim.apply(PanAction::GoOut { seat });
            continue;
        }
        let Some(seat) = sim.hand.to_act() else {
            return Ok(None);
        };
        let moved = match (options.phase, options.stage) {
            (PanPhase::Declaring, _) => {
                let stay = !all_retire && !dice.chance(15);
                (!stay && sim.apply(PanAction::Retire { seat }))
                    || sim.apply(PanAction::Stay { seat })
            }
            (PanPhase::Play, TurnStage::Draw) if options.may_draw => {
                let card = deck.deal().map_err(bad_card)?;
                sim.apply(PanAction::DrawStock { seat, card })
            }
            (PanPhase::Play, TurnStage::StockCard { card }) => {
                sim.meld_stock_card(seat, card) || sim.apply(PanAction::Discard { seat, card })
            }
            (PanPhase::Play, TurnStage::Melding) => {
                sim.meld_from_hand(seat) || sim.discard(seat, dice)
            }
            _ => false,
        };
        if !moved {
            return Ok(None);
        }
    }
    Ok(sim.hand.is_complete().then_some(sim.entries))
}

/// The entries of a hand played out that a dealer makes: those the room does not take by
/// itself ([`cardroom_engine::GameHand::automatic`]: the tops, a reshuffle).
pub(crate) fn entered(
    setup: &PanSetup,
    entries: Vec<PanAction>,
) -> Result<Vec<PanAction>, RoomError> {
    use cardroom_engine::GameHand;
    let mut shadow = PanHand::start(setup).map_err(|v| RoomError::invalid("pan", v.to_string()))?;
    let mut out = Vec::with_capacity(entries.len());
    for entry in entries {
        let automatic = shadow.automatic().as_ref() == Some(&entry);
        shadow
            .apply(entry.clone())
            .map_err(|v| RoomError::invalid("pan", v.to_string()))?;
        if !automatic {
            out.push(entry);
        }
    }
    Ok(out)
}

impl Room {
    /// A whole Pan hand at `table` as the demo plays it from a deck shuffled by `seed`, first
    /// hand `first`: the entries a dealer makes (not the steps the room takes by itself), or none when that deal does not end in someone going out.
    /// Reads only; for demonstrations and the console's fixtures.
    pub fn pan_hand_played_out(
        &self,
        table: i64,
        first: i64,
        seed: u64,
    ) -> Result<Option<Vec<PanAction>>, RoomError> {
        let setup = self.pan_setup(table, Some(first))?;
        play_out(&setup, &mut Dice::seeded(seed), false)?
            .map(|entries| entered(&setup, entries))
            .transpose()
    }

    /// Deals one Pan hand at `table`. Returns whether one was dealt (it needs two players).
    pub(crate) fn demo_pan_hand(
        &self,
        actor: i64,
        table: i64,
        dice: &mut Dice,
    ) -> Result<bool, RoomError> {
        let setup = match self.pan_setup(table, None) {
            Ok(setup) => setup,
            // No last winner in: the dealer names the first hand.
            Err(RoomError::InvalidInput { .. }) => {
                let players: Vec<i64> = self
                    .seats(table)?
                    .iter()
                    .filter(|s| !s.sitting_out && s.stack_cents > 0)
                    .map(|s| s.seat_no)
                    .collect();
                let pick = dice.below(u32::try_from(players.len()).unwrap_or(0)) as usize;
                let Some(&first) = players.get(pick) else {
                    return Ok(false);
                };
                self.pan_setup(table, Some(first))?
            }
            Err(e) => return Err(e),
        };
        if <PanHand as cardroom_engine::GameHand>::start(&setup).is_err() {
            // Fewer than two players (or more than Pan seats): no hand.
            return Ok(false);
        }
        let mut entries = None;
        for _ in 0..SHUFFLES {
            entries = play_out(&setup, dice, false)?;
            if entries.is_some() {
                break;
            }
        }
        let entries = match entries {
            Some(entries) => entries,
            None => play_out(&setup, dice, true)?
                .ok_or_else(|| RoomError::invalid("pan", "a hand everyone retires from ends"))?,
        };
        let hand = self.start_pan_hand(actor, table, Some(i64::from(setup.first)))?;
        for entry in entered(&setup, entries)? {
            self.act(actor, hand.hand_id, entry)?;
        }
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    use cardroom_engine::pan::{PanConfig, PanEvent, PanHand};

    use super::{PanSetup, play_out};
    use crate::demo::Dice;

    fn setup() -> PanSetup {
        PanSetup {
            pan: PanConfig::house(25),
            seats: vec![6, 5, 3, 2],
            first: 5,
            stacks: None,
        }
    }

    /// The entries, replayed on a new hand: they finish it.
    fn finished(entries: &[cardroom_engine::pan::PanAction]) -> PanHand {
        let s = setup();
        let mut hand = <PanHand as cardroom_engine::GameHand>::start(&s).unwrap();
        for entry in entries {
            hand.apply(entry.clone()).unwrap();
        }
        assert!(hand.is_complete());
        hand
    }

    #[test]
    fn a_played_out_hand_ends_with_a_player_going_out() {
        let mut played = 0;
        for seed in 0..6 {
            if let Some(entries) = play_out(&setup(), &mut Dice::seeded(seed), false).unwrap() {
                let hand = finished(&entries);
                assert!(hand.winner().is_some());
                let melds = hand
                    .events()
                    .iter()
                    .filter(|e| matches!(e, PanEvent::Melded { .. }));
                assert!(melds.count() > 0, "seed {seed}: someone melded");
                played += 1;
            }
        }
        assert!(played >= 3, "most shuffles play out: {played} of 6");
    }

    #[test]
    fn when_every_player_retires_he_who_cannot_is_left_and_goes_out() {
        let entries = play_out(&setup(), &mut Dice::seeded(1), true)
            .unwrap()
            .unwrap();
        let hand = finished(&entries);
        let retired = hand
            .events()
            .iter()
            .filter(|e| matches!(e, PanEvent::Retired { .. }));
        assert_eq!(retired.count(), 3);
        assert!(matches!(
            hand.events().last(),
            Some(PanEvent::WentOut { .. })
        ));
        assert!(hand.winner().is_some());
    }
}
