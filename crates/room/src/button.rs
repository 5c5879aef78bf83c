//! The first button: one card face up to each seated player; the highest rank wins, ties
//! broken by suit, spades > hearts > diamonds > clubs. A joker counts as an ace (Mexican
//! Poker's rule, applied to every deck that holds one) and, having no suit, loses a tie to
//! any natural ace.

use cardroom_cards::{Card, CardCode, Rank};
use cardroom_store::GameCode;
use serde::{Deserialize, Serialize};

use crate::usecase::UseCase;
use crate::{Room, RoomError};

/// The card the dealer turned up for one seat, as text (`As`, `Td`, `Jk`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
pub struct DrawCard {
    pub seat_no: i64,
    pub card: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct ButtonDraw {
    pub table_id: i64,
    pub button_seat: i64,
    /// "Seat 4 wins the button with the ace of spades"
    pub reason: String,
}

/// Orders draw cards: rank first, then suit; a joker is an ace below every natural ace.
fn draw_key(card: Card) -> (u8, i8) {
    match (card.rank(), card.suit()) {
        (Some(rank), Some(suit)) => (rank.value(), suit as i8),
        _ => (Rank::Ace.value(), -1),
    }
}

fn describe(card: Card) -> String {
    match (card.rank(), card.suit()) {
        (Some(rank), Some(suit)) => format!("the {} of {}", rank.name(), suit.name()),
        _ => "the joker (an ace)".to_string(),
    }
}

/// Which games' decks hold a joker, and which have no 8s, 9s and 10s.
fn deck_allows(game: GameCode, card: Card) -> bool {
    match (card.rank(), game) {
        (None, g) => matches!(
            g,
            GameCode::Mexican | GameCode::Lowball | GameCode::FiveCardDraw
        ),
        (Some(Rank::Eight | Rank::Nine | Rank::Ten), GameCode::Mexican) => false,
        _ => true,
    }
}

impl Room {
    /// Records the high-card draw for the first button and places the button.
    pub fn draw_for_button(
        &self,
        actor: i64,
        table_id: i64,
        draw: &[DrawCard],
    ) -> Result<ButtonDraw, RoomError> {
        self.write_at_table(actor, UseCase::DrawForButton, table_id, |tx, ctx, table| {
            if !table.game.has_button() {
                return Err(RoomError::invalid("button", "this game has no button"));
            }
            if tx.unfinished_hand(table.id)?.is_some() {
                return Err(RoomError::HandInProgress { table: table.name });
            }
            let seated: Vec<i64> = tx.seated(table.id)?.iter().map(|s| s.seat_no).collect();
            let mut drawn: Vec<i64> = draw.iter().map(|d| d.seat_no).collect();
            drawn.sort_unstable();
            if drawn != seated {
                return Err(RoomError::invalid(
                    "button draw",
                    format!("deal one card to each seated player: seats {seated:?}"),
                ));
            }
            let mut cards: Vec<(i64, Card)> = Vec::with_capacity(draw.len());
            for d in draw {
                let card: Card =
                    d.card
                        .parse()
                        .map_err(|e: cardroom_cards::CardsError| RoomError::BadCard {
                            code: e.code(),
                            message: format!("seat {}: {e}", d.seat_no),
                        })?;
                if !deck_allows(table.game, card) {
                    return Err(RoomError::BadCard {
                        code: CardCode::NotInDeck,
                        message: format!("seat {}: {card} is not in this game's deck", d.seat_no),
                    });
                }
                if let Some((other, _)) = cards.iter().find(|(_, c)| *c == card) {
                    return Err(RoomError::BadCard {
                        code: CardCode::DuplicateCard,
                        message: format!("{card} was dealt to seats {other} and {}", d.seat_no),
                    });
                }
                cards.push((d.seat_no, card));
            }
            let (seat, card) = cards
                .iter()
                .max_by_key(|(_, c)| draw_key(*c))
                .copied()
                .ok_or_else(|| RoomError::invalid("button draw", "no cards"))?;
            let text: serde_json::Map<String, serde_json::Value> = cards
                .iter()
                .map(|(s, c)| (s.to_string(), c.to_string().into()))
                .collect();
            let json = serde_json::Value::Object(text).to_string();
            tx.insert_button_draw(table.id, &json, seat, &ctx.at, ctx.actor.id)?;
            tx.set_button(table.id, Some(seat))?;
            Ok(ButtonDraw {
                table_id: table.id,
                button_seat: seat,
                reason: format!("Seat {seat} wins the button with {}", describe(card)),
            })
        })
    }
}
