//! Hands at a table, for every game, through one hand log ([`log`]): the pot games
//! ([`pot`]), Pan ([`pan`]) and the house-banked Draw Poker with Joker ([`banked`]). A
//! stored hand names its kind; every entry, undo and view goes through the same functions.

mod banked;
pub(crate) mod log;
mod pan;
pub(crate) mod pot;
mod view;

use cardroom_engine::Hand;
use cardroom_engine::joker_draw::JokerDrawHand;
use cardroom_engine::pan::PanHand;
use cardroom_store::HandKind as StoredKind;
use cardroom_store::port::*;

pub use banked::ANTES_AT_RISK;

pub use view::{BankedBox, GameView, HandAction, HandView, LogEntry};

use log::Entry;

/// A step a dealer or the floor takes in a hand: an entry or an undo (meant for the hand as it
/// stood at `after`, when given), or a void when it stands at `seq`.
pub(crate) enum Step<'a> {
    /// An entry, and the `seq` it is meant for.
    Act(Entry<'a>, Option<i64>),
    /// An undo of the latest entry, and the `seq` it is meant for.
    Undo(Option<i64>),
    /// A void at `seq`, and why.
    Void(i64, VoidReason),
}

use crate::model::tables::load_table;
use crate::usecase::{At, Ctx, UseCase};
use crate::{Room, RoomError};

/// Runs `$body` with `$g` the hand type of the stored kind `$kind`.
macro_rules! by_kind {
    ($kind:expr, $g:ident => $body:expr) => {
        match $kind {
            StoredKind::Pot => {
                type $g = Hand;
                $body
            }
            StoredKind::Pan => {
                type $g = PanHand;
                $body
            }
            StoredKind::Banked => {
                type $g = JokerDrawHand;
                $body
            }
        }
    };
}

/// The seats dealt into a stored hand.
pub(crate) fn dealt_seats(row: &HandRow) -> Result<Vec<i64>, RoomError> {
    by_kind!(row.kind, G => {
        let stored: <G as log::Logged>::Stored =
            serde_json::from_str(&row.config).map_err(|e| log::bad_data(row, e))?;
        Ok(<G as log::Logged>::dealt(&stored))
    })
}

/// Each row of a stored hand's log in the dealer's words, by its number ([`log::entry_words`]).
pub(crate) fn entry_words(tx: &dyn Tx, row: &HandRow) -> Result<Vec<(i64, String)>, RoomError> {
    by_kind!(row.kind, G => log::entry_words::<G>(tx, row))
}

impl Room {
    /// Logs one entry in any hand. The engine checks it first: a refusal is returned with
    /// the engine's code and message and nothing is written. The entry that completes the
    /// hand settles it in the same transaction.
    pub fn act(
        &self,
        actor: i64,
        hand_id: i64,
        action: impl Into<HandAction>,
    ) -> Result<HandView, RoomError> {
        let entry = Entry::Action(action.into());
        self.step_then(actor, hand_id, Step::Act(entry, None), the_view)
    }

    /// Logs one entry meant for the hand as it stood at `seq` ([`HandView::seq`]). When the
    /// hand moved on since (another station logged an entry first), nothing is written and
    /// the answer is `hand_changed` with the hand as it is now.
    pub fn act_at(
        &self,
        actor: i64,
        hand_id: i64,
        seq: i64,
        action: impl Into<HandAction>,
    ) -> Result<HandView, RoomError> {
        let entry = Entry::Action(action.into());
        self.step_then(actor, hand_id, Step::Act(entry, Some(seq)), the_view)
    }

    /// Logs what the dealer typed (`call 4`, `raise 4 12`, `2 _meld lay Ac2c3c4c`, `p1 cbr`),
    /// read by the hand's own engine in the same transaction as the entry it makes.
    pub fn act_words(&self, actor: i64, hand_id: i64, words: &str) -> Result<HandView, RoomError> {
        let entry = Entry::Words(words);
        self.step_then(actor, hand_id, Step::Act(entry, None), the_view)
    }

    /// Undoes the latest entry still standing: appends a correction; history keeps both.
    pub fn undo(&self, actor: i64, hand_id: i64) -> Result<HandView, RoomError> {
        self.step_then(actor, hand_id, Step::Undo(None), the_view)
    }

    /// Undoes the latest entry when the hand still stands at `seq` (see [`Room::act_at`]).
    pub fn undo_at(&self, actor: i64, hand_id: i64, seq: i64) -> Result<HandView, RoomError> {
        self.step_then(actor, hand_id, Step::Undo(Some(seq)), the_view)
    }

    /// Voids the hand when it still stands at `seq`: a misdeal (dealt again, the button
    /// where it was) or a floor ruling. A `void` entry ends its log; nothing is deleted, no
    /// one wins or pays, and no drop is taken.
    pub fn void_hand(
        &self,
        actor: i64,
        hand_id: i64,
        seq: i64,
        reason: VoidReason,
    ) -> Result<HandView, RoomError> {
        self.step_then(actor, hand_id, Step::Void(seq, reason), the_view)
    }

    /// Takes one step in the hand, then answers with `then` of the hand it made, in the same
    /// transaction (the console's answer reads the view the step made: the hand is replayed
    /// once).
    pub(crate) fn step_then<T>(
        &self,
        actor: i64,
        hand_id: i64,
        step: Step<'_>,
        then: impl FnOnce(&dyn Tx, &Ctx, HandView) -> Result<T, RoomError>,
    ) -> Result<T, RoomError> {
        let case = match step {
            Step::Act(..) => UseCase::Act,
            Step::Undo(_) => UseCase::Undo,
            Step::Void(_, VoidReason::Misdeal) => UseCase::VoidHand,
            Step::Void(_, VoidReason::FloorRuling) => UseCase::RuleHandVoid,
        };
        let result = self.write(actor, case, At::Hand(hand_id), |tx, ctx| {
            let row = the_hand(tx, ctx, hand_id)?;
            let view = by_kind!(row.kind, G => match step {
                Step::Act(entry, after) => log::act::<G>(tx, ctx, row, entry, after),
                Step::Undo(after) => log::undo::<G>(tx, ctx, row, after),
                Step::Void(seq, reason) => log::void::<G>(tx, ctx, row, Some(seq), reason),
            })?;
            then(tx, ctx, view)
        });
        self.conflict_shows_the_hand(hand_id, result)
    }

    /// Another writer appended the same step first (possible on a shared server): nothing of
    /// this entry was kept; the answer carries the hand as it is now.
    fn conflict_shows_the_hand<T>(
        &self,
        hand_id: i64,
        result: Result<T, RoomError>,
    ) -> Result<T, RoomError> {
        match result {
            Err(RoomError::Store(cardroom_store::StoreError::Conflict { .. })) => {
                Err(RoomError::HandChanged {
                    id: hand_id,
                    current: Box::new(self.hand(hand_id)?),
                })
            }
            other => other,
        }
    }

    /// Any hand as it stands.
    pub fn hand(&self, hand_id: i64) -> Result<HandView, RoomError> {
        self.read(|tx, _| hand_view(tx, log::load_row(tx, hand_id)?))
    }

    /// The unfinished hand at a table, whatever its game, if any.
    pub fn current_hand(&self, table_id: i64) -> Result<Option<HandView>, RoomError> {
        self.read(|tx, _| {
            load_table(tx, table_id)?;
            tx.unfinished_hand(table_id)?
                .map(|row| hand_view(tx, row))
                .transpose()
        })
    }
}

/// A use case's answer that is the hand's view itself.
pub(crate) fn the_view(_: &dyn Tx, _: &Ctx, view: HandView) -> Result<HandView, RoomError> {
    Ok(view)
}

/// The hand a use case acts on: the row the frame read, without reading it again.
fn the_hand(tx: &dyn Tx, ctx: &Ctx, hand_id: i64) -> Result<HandRow, RoomError> {
    match &ctx.hand {
        Some(row) if row.id == hand_id => Ok(row.clone()),
        _ => log::load_row(tx, hand_id),
    }
}

pub(crate) fn hand_view(tx: &dyn Tx, row: HandRow) -> Result<HandView, RoomError> {
    by_kind!(row.kind, G => Ok(log::view(&log::load::<G>(tx, row)?)))
}

/// A hand after each of its entries, whatever its game.
pub(crate) fn hand_steps(tx: &dyn Tx, row: HandRow) -> Result<Vec<HandView>, RoomError> {
    by_kind!(row.kind, G => log::steps(&log::load::<G>(tx, row)?))
}

/// A hand as a hand-history file, whatever its game.
pub(crate) fn hand_history(tx: &dyn Tx, row: HandRow) -> Result<String, RoomError> {
    by_kind!(row.kind, G => log::history(&log::load::<G>(tx, row)?))
}

/// `db check` of one hand, whatever its game.
pub(crate) fn audit(tx: &dyn Tx, row: HandRow) -> Result<Vec<String>, RoomError> {
    by_kind!(row.kind, G => log::audit::<G>(tx, row))
}
