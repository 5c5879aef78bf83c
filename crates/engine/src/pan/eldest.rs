//! The first deal of a game: "four cards are turned down and the fifth card is turned up to
//! each player. The lowest card up is the eldest hand." Pan has no rank of suits, so players
//! tied for the lowest card are dealt another up card among themselves.

use cardroom_cards::Card;

use super::cards::order_of;
use super::violation::PanViolation;
use crate::SeatNo;

/// The eldest hand (first to be dealt and to play) from each player's up card: the lowest
/// card in Pan's order (the ace lowest, the king highest). `Ok(None)` when players tie for
/// the lowest: the dealer turns another card to each of them (`tied`), and asks again.
pub fn eldest_hand(up: &[(SeatNo, Card)]) -> Result<Eldest, PanViolation> {
    let mut lowest: Option<u8> = None;
    let mut tied: Vec<SeatNo> = Vec::new();
    for &(seat, card) in up {
        let Some(order) = order_of(card) else {
            return Err(PanViolation::InvalidSetup(format!(
                "{card} is not a Pan card (no 8, 9, 10 or joker)"
            )));
        };
        if tied.contains(&seat) {
            return Err(PanViolation::InvalidSetup(format!(
                "seat {seat} has two up cards"
            )));
        }
        match lowest.map(|l| order.cmp(&l)) {
            None | Some(std::cmp::Ordering::Less) => {
                lowest = Some(order);
                tied = vec![seat];
            }
            Some(std::cmp::Ordering::Equal) => tied.push(seat),
            Some(std::cmp::Ordering::Greater) => {}
        }
    }
    match tied.as_slice() {
        [] => Err(PanViolation::InvalidSetup("no up cards".into())),
        [seat] => Ok(Eldest::Seat(*seat)),
        _ => Ok(Eldest::Tied(tied)),
    }
}

/// Who is the eldest hand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Eldest {
    Seat(SeatNo),
    /// These seats tie for the lowest card: each gets another up card.
    Tied(Vec<SeatNo>),
}
