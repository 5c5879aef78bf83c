//! `demo seed` at the Draw Poker with Joker table: one box every ten minutes for a seated
//! player, dealt from a shuffled deck of 52 and the joker, the player folding, exchanging or
//! betting at random and the dealer exchanging as the house rule says, then settled.

use cardroom_cards::{Deck, DeckKind};
use cardroom_engine::Card;
use cardroom_engine::joker_draw::{JokerDrawAction, JokerDrawLegal};

use crate::demo::{Dice, bad_card};
use crate::{Room, RoomError};

fn deal(deck: &mut Deck, n: usize) -> Result<Vec<Card>, RoomError> {
    deck.deal_n(n).map_err(bad_card)
}

impl Room {
    /// Deals one box at a Draw Poker with Joker table. Returns whether one was dealt (it
    /// needs a seated player in play who covers the box).
    pub(crate) fn demo_box(
        &self,
        actor: i64,
        table: i64,
        dice: &mut Dice,
    ) -> Result<bool, RoomError> {
        let players: Vec<i64> = self
            .seats(table)?
            .iter()
            .filter(|s| !s.sitting_out)
            .map(|s| s.seat_no)
            .collect();
        let Some(&seat) =
            players.get(dice.below(u32::try_from(players.len()).unwrap_or(0)) as usize)
        else {
            return Ok(false);
        };
        let ante = 30 * i64::from(1 + dice.below(10));
        let bonus = if dice.chance(30) { 30 } else { 0 };
        let hand = match self.start_jd_hand(actor, table, seat, ante, bonus) {
            Ok(view) => view.hand_id,
            Err(RoomError::StackTooShort { .. }) => return Ok(false),
            Err(e) => return Err(e),
        };
        let mut deck = dice.deck(DeckKind::WithJoker)?;
        let mut held = deal(&mut deck, 5)?;
        let mut view = self.act(
            actor,
            hand,
            JokerDrawAction::DealPlayer {
                cards: held.iter().copied().map(Some).collect(),
            },
        )?;
        while !view.finished {
            let legal = &view
                .banked()
                .ok_or_else(|| RoomError::BadData {
                    detail: format!("hand {hand} is not a box"),
                })?
                .view
                .legal;
            let action = match legal {
                JokerDrawLegal::DealDealer => JokerDrawAction::DealDealer {
                    cards: vec![None; 5],
                },
                JokerDrawLegal::Decide { exchange, .. } => match (dice.below(100), exchange) {
                    (0..=14, _) => JokerDrawAction::Fold,
                    (15..=59, Some(offer)) => {
                        let span = offer.max_cards.saturating_sub(offer.min_cards);
                        let count = offer.min_cards
                            + dice.below(u32::try_from(span + 1).unwrap_or(1)) as usize;
                        let discard: Vec<Card> = held.drain(..count.min(held.len())).collect();
                        let draw = deal(&mut deck, discard.len())?;
                        held.extend(&draw);
                        JokerDrawAction::Exchange {
                            discard: discard.into_iter().map(Some).collect(),
                            draw: draw.into_iter().map(Some).collect(),
                        }
                    }
                    _ => JokerDrawAction::Bet,
                },
                JokerDrawLegal::RevealDealer => JokerDrawAction::RevealDealer {
                    cards: deal(&mut deck, 5)?,
                },
                JokerDrawLegal::DealerExchange { plan } => JokerDrawAction::DealerExchange {
                    discard: plan.suggested.clone(),
                    draw: deal(&mut deck, plan.suggested.len())?,
                },
                JokerDrawLegal::ShowPlayer => JokerDrawAction::ShowPlayer {
                    cards: held.clone(),
                },
                JokerDrawLegal::Settle => JokerDrawAction::Settle,
                JokerDrawLegal::DealPlayer | JokerDrawLegal::Over => break,
            };
            view = self.act(actor, hand, action)?;
        }
        Ok(true)
    }
}
