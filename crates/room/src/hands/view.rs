//! What the dealer's screen shows of any hand, and what a dealer enters: one tagged type
//! over the three kinds of hand (the pot games, Pan, the house-banked boxes).

use cardroom_engine::joker_draw::{BankedView, JokerDrawAction, JokerDrawEvent};
use cardroom_engine::pan::{PanAction, PanEvent, PanView};
use cardroom_engine::{Action, Event, PotView, SeatNo, Waiting};
use cardroom_store::VoidReason;
use serde::{Deserialize, Serialize};

/// A hand as the dealer's screen shows it, whatever its game.
#[derive(Debug, Clone, Serialize, specta::Type)]
pub struct HandView {
    pub hand_id: i64,
    pub table_id: i64,
    /// The table's hand number (1, 2, ...).
    pub number: i64,
    /// The button's seat (Pan: the first hand; a banked box: the seat playing it).
    pub button_seat: i64,
    pub finished: bool,
    /// How many entries the hand's log holds, undos included. Give it back with an action
    /// ([`crate::Room::act_at`]) so an action meant for this state is never applied to a
    /// later one.
    pub seq: i64,
    /// How many entries stand (undone ones excluded).
    pub actions: usize,
    /// What the dealer must do next, as data and in words.
    pub waiting_for: Waiting,
    /// Set when the hand was voided (a misdeal, a floor ruling): it ended with no result.
    pub voided: Option<VoidReason>,
    /// The standing entries in a dealer's words, oldest first ("Seat 4 raises to 60.00"):
    /// the CLI's and the history's. The screens word `entries` in their own language.
    pub log: Vec<String>,
    /// The same entries as data, oldest first: what the screens put in words.
    pub entries: Vec<LogEntry>,
    /// For each entry of `log`, whether the room took that step by itself (an automation:
    /// the forced bets, a deal unseen, a burn, an award the hand proves) rather than the
    /// dealer.
    pub automatic: Vec<bool>,
    /// The game's own view.
    pub game: GameView,
}

/// One standing entry of a hand's log, as the engine accepted it. JSON: `{"kind": "pot",
/// "event": {"type": "bet", ...}}`.
#[derive(Debug, Clone, Serialize, specta::Type)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum LogEntry {
    Pot { event: Event },
    Pan { event: PanEvent },
    Banked { event: JokerDrawEvent },
}

/// Each kind of hand's own view. JSON: `{"kind": "pot", ...}`.
#[derive(Debug, Clone, Serialize, specta::Type)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum GameView {
    Pot(PotView),
    Pan(PanView),
    Banked(BankedBox),
}

/// A Draw Poker with Joker box: the seat and player it is played for, and the box.
#[derive(Debug, Clone, Serialize, specta::Type)]
pub struct BankedBox {
    /// The seat that plays the box, and the player in it.
    pub seat: SeatNo,
    pub player: String,
    /// The player's stack when the box began.
    pub stack_cents: i64,
    #[serde(flatten)]
    pub view: BankedView,
}

impl HandView {
    /// The pot game's view, when it is one.
    pub fn pot(&self) -> Option<&PotView> {
        match &self.game {
            GameView::Pot(v) => Some(v),
            _ => None,
        }
    }

    /// The Pan view, when it is one.
    pub fn pan(&self) -> Option<&PanView> {
        match &self.game {
            GameView::Pan(v) => Some(v),
            _ => None,
        }
    }

    /// The banked box, when it is one.
    pub fn banked(&self) -> Option<&BankedBox> {
        match &self.game {
            GameView::Banked(v) => Some(v),
            _ => None,
        }
    }
}

/// One entry for any kind of hand. JSON: `{"kind": "pot", "action": {...}}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, specta::Type)]
#[serde(tag = "kind", content = "action", rename_all = "snake_case")]
pub enum HandAction {
    Pot(Action),
    Pan(PanAction),
    Banked(JokerDrawAction),
}

impl From<Action> for HandAction {
    fn from(a: Action) -> HandAction {
        HandAction::Pot(a)
    }
}

impl From<PanAction> for HandAction {
    fn from(a: PanAction) -> HandAction {
        HandAction::Pan(a)
    }
}

impl From<JokerDrawAction> for HandAction {
    fn from(a: JokerDrawAction) -> HandAction {
        HandAction::Banked(a)
    }
}
