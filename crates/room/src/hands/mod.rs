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

pub use view::{BankedBox, GameView, HandAction, HandView};

use log::Entry;

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
        self.act_after(actor, hand_id, None, Entry::Action(action.into()))
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
        self.act_after(actor, hand_id, Some(seq), Entry::Action(action.into()))
    }

    /// Logs what the dealer typed (`call 4`, `raise 4 12`, `2 _meld lay Ac2c3c4c`, `p1 cbr`),
    /// read by the hand's own engine in the same transaction as the entry it makes.
    pub fn act_words(&self, actor: i64, hand_id: i64, words: &str) -> Result<HandView, RoomError> {
        self.act_after(actor, hand_id, None, Entry::Words(words))
    }

    fn act_after(
        &self,
        actor: i64,
        hand_id: i64,
        after: Option<i64>,
        entry: Entry<'_>,
    ) -> Result<HandView, RoomError> {
        self.act_then(actor, hand_id, after, entry, the_view)
    }

    /// Logs one entry, then answers with `then` of the hand it made, in the same transaction
    /// (the console's answer reads the view the entry made: the hand is replayed once).
    pub(crate) fn act_then<T>(
        &self,
        actor: i64,
        hand_id: i64,
        after: Option<i64>,
        entry: Entry<'_>,
        then: impl FnOnce(&dyn Tx, &Ctx, HandView) -> Result<T, RoomError>,
    ) -> Result<T, RoomError> {
        let result = self.write(actor, UseCase::Act, At::Hand(hand_id), |tx, ctx| {
            let row = the_hand(tx, ctx, hand_id)?;
            let view = by_kind!(row.kind, G => log::act::<G>(tx, ctx, row, entry, after))?;
            then(tx, ctx, view)
        });
        self.conflict_shows_the_hand(hand_id, result)
    }

    /// Undoes the latest entry still standing: appends a correction; history keeps both.
    pub fn undo(&self, actor: i64, hand_id: i64) -> Result<HandView, RoomError> {
        self.undo_after(actor, hand_id, None)
    }

    /// Undoes the latest entry when the hand still stands at `seq` (see [`Room::act_at`]).
    pub fn undo_at(&self, actor: i64, hand_id: i64, seq: i64) -> Result<HandView, RoomError> {
        self.undo_after(actor, hand_id, Some(seq))
    }

    fn undo_after(
        &self,
        actor: i64,
        hand_id: i64,
        after: Option<i64>,
    ) -> Result<HandView, RoomError> {
        self.undo_then(actor, hand_id, after, the_view)
    }

    /// Undoes the latest entry, then answers with `then` of the hand, in the same transaction.
    pub(crate) fn undo_then<T>(
        &self,
        actor: i64,
        hand_id: i64,
        after: Option<i64>,
        then: impl FnOnce(&dyn Tx, &Ctx, HandView) -> Result<T, RoomError>,
    ) -> Result<T, RoomError> {
        let result = self.write(actor, UseCase::Undo, At::Hand(hand_id), |tx, ctx| {
            let row = the_hand(tx, ctx, hand_id)?;
            let view = by_kind!(row.kind, G => log::undo::<G>(tx, ctx, row, after))?;
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
        self.void_then(actor, hand_id, seq, reason, the_view)
    }

    /// Voids the hand, then answers with `then` of it, in the same transaction.
    pub(crate) fn void_then<T>(
        &self,
        actor: i64,
        hand_id: i64,
        seq: i64,
        reason: VoidReason,
        then: impl FnOnce(&dyn Tx, &Ctx, HandView) -> Result<T, RoomError>,
    ) -> Result<T, RoomError> {
        let case = match reason {
            VoidReason::Misdeal => UseCase::VoidHand,
            VoidReason::FloorRuling => UseCase::RuleHandVoid,
        };
        let result = self.write(actor, case, At::Hand(hand_id), |tx, ctx| {
            let row = the_hand(tx, ctx, hand_id)?;
            let view = by_kind!(row.kind, G => log::void::<G>(tx, ctx, row, Some(seq), reason))?;
            then(tx, ctx, view)
        });
        self.conflict_shows_the_hand(hand_id, result)
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
