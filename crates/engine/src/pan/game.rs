//! Pan as a [`GameHand`]: its setup, the dealer's view and the entries a dealer types (the
//! `PAN` hand-history grammar, seats by number: `d _tops`, `d dh 2 5s5s5sKhQh`, `2 _stay`,
//! `2 _draw Ac`, `2 _meld lay Ac2c3c4c`, `2 _dc 6d`, `1 _force 2`, `2 _out`, ...).

use serde::{Deserialize, Serialize};

use super::{PanAction, PanConfig, PanEvent, PanHand, PanPhase, PanSeatView, PanSettlement};
use super::{PanViolation, Payment};
use crate::game::{GameHand, HandKind, Refusal, Turn, Waiting};
use crate::phh::{ReplayError, pan_entry};
use crate::{Chips, SeatNo};

/// What a Pan hand starts from. JSON: `{"pan": {..}, "seats": [3, 5, 7], "first": 5,
/// "stacks": [2000, 1500, 900]}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PanSetup {
    /// The table's settings.
    pub pan: PanConfig,
    /// The seats dealt in (any order).
    pub seats: Vec<SeatNo>,
    /// The first hand (the last winner).
    pub first: SeatNo,
    /// The seats' stacks at the deal, in `seats` order: table stakes
    /// ([`PanHand::with_stacks`]). `None` (hands stored before table stakes): every payment
    /// is made in full ([`PanHand::new`]).
    #[serde(default)]
    pub stacks: Option<Vec<Chips>>,
}

/// A Pan hand as the dealer's screen shows it. Amounts in cents.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct PanView {
    pub phase: PanPhase,
    /// The first hand.
    pub first: SeatNo,
    /// The seat to act (declaring or playing); `None` while the dealer acts or when over.
    pub to_act: Option<SeatNo>,
    /// Every seat, in turn order.
    pub seats: Vec<PanSeatView>,
    /// Every payment so far.
    pub ledger: Vec<Payment>,
    /// Once complete.
    pub settlement: Option<PanSettlement>,
    /// What the hand accepts now: the seat to act, his turn's stage, whether he may draw,
    /// the discard he may take, who may go out, the corrections the dealer may make.
    pub options: super::PanOptions,
    /// Cards left in the stock.
    pub stock_left: usize,
    /// The top discard, when there is one.
    pub top_discard: Option<String>,
}

/// A seat word at the table: `3` (or `p3`).
fn seat_word(word: &str, at: Option<usize>) -> Result<SeatNo, ReplayError> {
    word.trim_start_matches('p')
        .parse::<SeatNo>()
        .ok()
        .filter(|&s| s >= 1)
        .ok_or_else(|| ReplayError {
            action_index: at,
            code: crate::phh::PhhCode::PhhAction.into(),
            message: format!("{word:?} is not a seat number"),
        })
}

impl GameHand for PanHand {
    const KIND: HandKind = HandKind::Pan;
    type Setup = PanSetup;
    type Action = PanAction;
    type Event = PanEvent;
    type View = PanView;
    type Settlement = PanSettlement;
    type Violation = PanViolation;

    fn start(setup: &PanSetup) -> Result<PanHand, PanViolation> {
        let (pan, seats) = (setup.pan.clone(), setup.seats.clone());
        match &setup.stacks {
            Some(stacks) => PanHand::with_stacks(pan, seats, stacks.clone(), setup.first),
            None => PanHand::new(pan, seats, setup.first),
        }
    }

    fn replay(setup: &PanSetup, events: &[PanEvent]) -> Result<PanHand, (usize, PanViolation)> {
        let (pan, seats) = (setup.pan.clone(), setup.seats.clone());
        match &setup.stacks {
            Some(stacks) => {
                PanHand::replay_with_stacks(pan, seats, stacks.clone(), setup.first, events)
            }
            None => PanHand::replay(pan, seats, setup.first, events),
        }
    }

    crate::game::game_hand_by_inherent!(PanHand, describe: crate::words::pan_event);

    fn settlement(&self) -> Option<PanSettlement> {
        PanHand::is_complete(self).then(|| PanHand::settlement(self))
    }

    fn view(&self) -> PanView {
        PanView {
            phase: self.phase(),
            first: self.first(),
            to_act: self.to_act(),
            seats: self.seats(),
            ledger: self.ledger().to_vec(),
            settlement: GameHand::settlement(self),
            options: self.options(),
            stock_left: self.stock_left(),
            top_discard: self.top_discard().map(|(card, _)| card.to_string()),
        }
    }

    fn waiting_for(&self) -> Waiting {
        let who = if PanHand::is_complete(self) {
            Turn::Nobody
        } else {
            self.to_act().map_or(Turn::Dealer, Turn::Seat)
        };
        Waiting {
            who,
            words: PanHand::waiting_for(self),
        }
    }

    fn parse_action(&self, words: &str) -> Result<PanAction, Refusal> {
        let words: Vec<&str> = words.split_whitespace().collect();
        Ok(pan_entry(&words, None, &seat_word)?)
    }

    /// Pan's steps that need no entry: the tops, and the reshuffle of the discards once the
    /// stock is empty. The deal is entered: the players' melds are checked against the cards
    /// dealt, and an irregular count is a rule of its own.
    fn automatic(&self) -> Option<PanAction> {
        let state = &self.state;
        let candidate = match state.phase {
            PanPhase::Tops => PanAction::PostTops,
            PanPhase::Play if state.stock == 0 => PanAction::Reshuffle,
            _ => return None,
        };
        crate::game::accepted(self, candidate)
    }
}
