//! What the hand allows now, for the dealer's screen.

use cardroom_cards::Card;
use serde::{Deserialize, Serialize};

use super::hand::{PanHand, PanPhase, PanStatus, TurnStage};
use crate::SeatNo;

/// How the dealer corrects an irregular count before the player's first draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "snake_case")]
pub enum Fix {
    /// 8 or 9 cards: serve one more.
    Serve,
    /// 11 or 12 cards: withdraw one.
    Withdraw,
    /// Fewer than 8 or more than 12: a dead hand, top returned.
    Dead,
}

/// A hand whose count the dealer must correct.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Correction {
    pub seat: SeatNo,
    pub cards: usize,
    pub fix: Fix,
}

/// What may be entered now (an entry not listed here is refused, with its reason).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct PanOptions {
    pub phase: PanPhase,
    /// The seat to act (declaring or playing).
    pub seat: Option<SeatNo>,
    pub stage: TurnStage,
    /// The seat to act may draw from the stock.
    pub may_draw: bool,
    /// The top discard, when the seat to act may take it (to meld it at once).
    #[cfg_attr(feature = "specta", specta(type = String))]
    #[serde(with = "crate::card_serde::maybe")]
    pub takeable: Option<Card>,
    /// The top discard fits a meld of the seat to act: any other player may force it on him.
    pub may_force: bool,
    /// The seat that may go out now.
    pub may_go_out: Option<SeatNo>,
    /// Counts to correct before a first draw.
    pub corrections: Vec<Correction>,
    /// The stock is empty and the discards can refill it.
    pub may_reshuffle: bool,
}

impl PanHand {
    /// What may be entered now.
    pub fn options(&self) -> PanOptions {
        let st = &self.state;
        let play = st.phase == PanPhase::Play;
        let turn = st.seats.get(st.turn);
        let counted = turn.is_some_and(|s| s.drew || s.count() == 10);
        let drawing =
            play && counted && matches!(st.stage, TurnStage::Draw | TurnStage::Forced { .. });
        let top = st.discards.last().copied().filter(|_| st.takeable);
        let takeable = top.filter(|_| drawing);
        let may_force =
            play && st.stage == TurnStage::Draw && top.is_some_and(|c| st.fits(st.turn, c));
        let may_go_out = if !play {
            None
        } else if st.in_count() == 1 {
            st.seats
                .iter()
                .find(|s| s.status == PanStatus::In)
                .map(|s| s.seat)
        } else {
            turn.filter(|s| s.hand.is_empty() && s.melded() == 11)
                .map(|s| s.seat)
        };
        let correcting = matches!(st.phase, PanPhase::Declaring | PanPhase::Play);
        let corrections = st
            .seats
            .iter()
            .filter(|s| correcting && s.status == PanStatus::In && !s.drew)
            .filter_map(|s| {
                let cards = s.hand.len();
                let fix = match cards {
                    10 => return None,
                    8 | 9 => Fix::Serve,
                    11 | 12 => Fix::Withdraw,
                    _ => Fix::Dead,
                };
                Some(Correction {
                    seat: s.seat,
                    cards,
                    fix,
                })
            })
            .collect();
        PanOptions {
            phase: st.phase,
            seat: self.to_act(),
            stage: st.stage,
            may_draw: drawing && st.stage == TurnStage::Draw && st.stock > 0,
            takeable,
            may_force,
            may_go_out,
            corrections,
            may_reshuffle: play && st.stock == 0 && st.discards.len() > 1,
        }
    }
}
