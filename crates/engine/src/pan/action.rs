//! What the dealer enters in a Pan hand: the dealer's steps and the players' moves.

use cardroom_cards::Card;
use serde::{Deserialize, Serialize};

use crate::SeatNo;

/// One melding move. Cards named come from the player's hand, or are the card he drew from
/// the stock or the discard he takes (melds are face up, so every card is named).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Play {
    /// Lays a new meld.
    Lay {
        #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
        #[serde(with = "crate::card_serde::known_cards")]
        cards: Vec<Card>,
    },
    /// Adds cards to the player's own meld number `meld` (0 = the first laid).
    Add {
        meld: usize,
        #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
        #[serde(with = "crate::card_serde::known_cards")]
        cards: Vec<Card>,
    },
    /// Adds `add` to meld `meld` and splits the lot into `part` and the rest. The meld keeps
    /// its number as `part`; the rest becomes a new meld at the end.
    Split {
        meld: usize,
        #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
        #[serde(with = "crate::card_serde::known_cards")]
        add: Vec<Card>,
        #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
        #[serde(with = "crate::card_serde::known_cards")]
        part: Vec<Card>,
    },
    /// Borrows `take` (end cards) from meld `meld` and lays them with `cards` as a new meld.
    Borrow {
        meld: usize,
        #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
        #[serde(with = "crate::card_serde::known_cards")]
        take: Vec<Card>,
        #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
        #[serde(with = "crate::card_serde::known_cards")]
        cards: Vec<Card>,
    },
}

impl Play {
    /// The cards this play takes from the hand (or the card drawn or taken).
    pub fn cards_from_hand(&self) -> &[Card] {
        match self {
            Play::Lay { cards } | Play::Add { cards, .. } | Play::Borrow { cards, .. } => cards,
            Play::Split { add, .. } => add,
        }
    }
}

/// One entry in a Pan hand. Cards given as `None` are unknown: the dealer did not enter them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum PanAction {
    // The dealer's steps.
    /// Every player puts up his top.
    PostTops,
    /// Five cards (as dealt: an irregular count is entered as it happened) to `seat`; two
    /// rounds, counter-clockwise from the first hand.
    Deal {
        seat: SeatNo,
        #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
        #[serde(with = "crate::card_serde::maybe_list")]
        cards: Vec<Option<Card>>,
    },
    /// Before his first draw, a player holding 8 or 9 cards is served one more.
    Serve {
        seat: SeatNo,
        #[cfg_attr(feature = "specta", specta(type = String))]
        #[serde(with = "crate::card_serde::maybe")]
        card: Option<Card>,
    },
    /// Before his first draw, the dealer takes one excess card from a player holding 11 or
    /// 12 to the retired hands.
    Withdraw {
        seat: SeatNo,
        #[cfg_attr(feature = "specta", specta(type = String))]
        #[serde(with = "crate::card_serde::maybe")]
        card: Option<Card>,
    },
    /// Before his first draw, a player holding fewer than 8 or more than 12 cards has a dead
    /// hand: it is set aside and his top returned.
    DeadHand { seat: SeatNo },
    /// After his first draw, a player's hand is found incorrect: he gives it up (melds
    /// too), returns his collections for conditions, and still pays the others.
    Foul { seat: SeatNo },
    /// The stock is empty: the discards but the top one go back into it.
    Reshuffle,

    // The players' moves.
    /// Going on top: the player stays in.
    Stay { seat: SeatNo },
    /// Going on top: the player retires, his hand set aside, and forfeits his top.
    Retire { seat: SeatNo },
    /// Draws the stock's top card (shown): it is melded at once or discarded.
    DrawStock {
        seat: SeatNo,
        #[cfg_attr(feature = "specta", specta(type = String))]
        #[serde(with = "crate::card_serde::known")]
        card: Card,
    },
    /// Takes the top discard (only the card the previous player drew from the stock and
    /// discarded) with the play that melds it at once.
    TakeDiscard { seat: SeatNo, play: Play },
    /// A melding move after drawing.
    Meld { seat: SeatNo, play: Play },
    /// Discards one card, ending the turn (after a stock draw not melded: that card).
    Discard {
        seat: SeatNo,
        #[cfg_attr(feature = "specta", specta(type = String))]
        #[serde(with = "crate::card_serde::known")]
        card: Card,
    },
    /// Seat `by` makes `seat`, about to draw, take the top discard, which fits his melds.
    Force { seat: SeatNo, by: SeatNo },
    /// Shows eleven cards in melds (or is the only player left) and collects.
    GoOut { seat: SeatNo },
}

impl PanAction {
    /// The seat making this move; `None` for the dealer's steps.
    pub fn seat(&self) -> Option<SeatNo> {
        match *self {
            PanAction::PostTops
            | PanAction::Deal { .. }
            | PanAction::Serve { .. }
            | PanAction::Withdraw { .. }
            | PanAction::DeadHand { .. }
            | PanAction::Foul { .. }
            | PanAction::Reshuffle => None,
            PanAction::Stay { seat }
            | PanAction::Retire { seat }
            | PanAction::DrawStock { seat, .. }
            | PanAction::TakeDiscard { seat, .. }
            | PanAction::Meld { seat, .. }
            | PanAction::Discard { seat, .. }
            | PanAction::Force { seat, .. }
            | PanAction::GoOut { seat } => Some(seat),
        }
    }
}
