//! The dealer's console: one read of everything it shows (the table, the hand, the bet
//! presets, the time collection due), and its writes that are not hand entries: starting a
//! hand of any game and taking the time collection in one tap.

use cardroom_engine::{BetSizes, bet_sizes};
use cardroom_store::port::*;
use serde::{Deserialize, Serialize};

use chrono::{DateTime, Utc};

use crate::board::{BoardTable, board_table};
use crate::clock::{db_time, parse_db_time};
use crate::collections::mark_row;
use crate::hands::log::Entry;
use crate::hands::{GameView, HandAction, HandView, Step, hand_view};
use crate::model::collections::{Mark, NotPaidReason, record_due};
use crate::model::tables::load_table;
use crate::usecase::{Ctx, UseCase};
use crate::{Room, RoomError};

/// What the dealer's console shows of one table.
#[derive(Debug, Clone, Serialize, specta::Type)]
pub struct ConsoleView {
    /// When it was read (the room's clock).
    pub at: String,
    pub table: BoardTable,
    /// The hand in progress; else the table's latest hand (its result stays up until the
    /// next hand starts); none before the first hand.
    pub hand: Option<HandView>,
    /// What Undo takes back, in words ("Seat 4 raises to 60.00"); none when nothing can be.
    pub undo: Option<String>,
    /// What Undo takes back, as data: the screens word it in their own language.
    pub undo_takes: Option<UndoTakes>,
    /// The bet presets for the seat to act, when it may bet or raise.
    pub sizes: Option<BetSizes>,
    /// The time collections fallen due at this table and not yet marked, by seat.
    pub collection: Vec<DueSeat>,
    /// Draw Poker with Joker: the antes (and BONUS) a box may be opened with.
    pub antes: Option<AnteRange>,
    /// The jackpots the latest hand qualifies for and that are not paid yet: the dealer keeps
    /// the cards.
    pub jackpot: Vec<crate::model::jackpots::KeepTheCards>,
    /// The commit a console command's answer shows (its audit entry); none for a plain read.
    /// The change that commit publishes is then known as already shown.
    pub commit: Option<crate::Commit>,
}

/// The stakes a house-banked box may take: from `min_cents` to `max_cents` in steps of
/// `step_cents` (the ante and the BONUS alike).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, specta::Type)]
pub struct AnteRange {
    pub min_cents: i64,
    pub max_cents: i64,
    pub step_cents: i64,
}

/// One player's time collection due.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct DueSeat {
    pub seat_no: i64,
    pub player_name: String,
    pub amount_cents: i64,
    pub due_at: String,
}

/// How the next hand starts, by the table's kind of game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum HandStart {
    /// A pot game: the button and blinds by the table's rule.
    Pot,
    /// Pan: the first hand (none: to the right of the last hand's first, or the button).
    Pan { first: Option<i64> },
    /// Draw Poker with Joker: one box, for the player in `seat`.
    Banked {
        seat: i64,
        ante_cents: i64,
        bonus_cents: i64,
    },
}

/// A seat whose time collection is not taken, and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
pub struct SeatException {
    pub seat_no: i64,
    pub reason: NotPaidReason,
}

fn due_seat(seat_no: i64, player_name: String, amount_cents: i64, due_at: String) -> DueSeat {
    DueSeat {
        seat_no,
        player_name,
        amount_cents,
        due_at,
    }
}

impl Room {
    /// The console of one open table, as `viewer` may see it: a dealer only the table he is
    /// in the box at.
    pub fn dealer_console(&self, viewer: i64, table_id: i64) -> Result<ConsoleView, RoomError> {
        self.read(|tx, now| {
            let staff = tx
                .staff(viewer)?
                .filter(|s| s.active)
                .ok_or(RoomError::NotSignedIn)?;
            console_in(tx, now, staff, table_id, None)
        })
    }

    /// Starts the table's next hand, whatever its game.
    pub fn start_any_hand(
        &self,
        actor: i64,
        table_id: i64,
        start: HandStart,
    ) -> Result<HandView, RoomError> {
        self.start_any_then(actor, table_id, start, crate::hands::the_view)
    }

    fn start_any_then<T>(
        &self,
        actor: i64,
        table_id: i64,
        start: HandStart,
        then: impl FnOnce(&dyn Tx, &Ctx, HandView) -> Result<T, RoomError>,
    ) -> Result<T, RoomError> {
        match start {
            HandStart::Pot => self.start_hand_then(actor, table_id, then),
            HandStart::Pan { first } => self.start_pan_hand_then(actor, table_id, first, then),
            HandStart::Banked {
                seat,
                ante_cents,
                bonus_cents,
            } => self.start_jd_hand_then(actor, table_id, seat, (ante_cents, bonus_cents), then),
        }
    }

    /// Starts the table's next hand and answers with the console, read in the same
    /// transaction from the hand just started.
    pub fn start_hand_on_console(
        &self,
        actor: i64,
        table_id: i64,
        start: HandStart,
    ) -> Result<ConsoleView, RoomError> {
        self.start_any_then(actor, table_id, start, console_after)
    }

    /// Logs one entry meant for the hand at `seq` ([`Room::act_at`]) and answers with the
    /// console, read in the entry's own transaction from the view the entry made: the hand
    /// is replayed once.
    pub fn act_on_console(
        &self,
        actor: i64,
        hand_id: i64,
        seq: i64,
        action: HandAction,
    ) -> Result<ConsoleView, RoomError> {
        let entry = Entry::Action(action);
        self.step_then(actor, hand_id, Step::Act(entry, Some(seq)), console_after)
    }

    /// Undoes the hand's latest entry at `seq` ([`Room::undo_at`]) and answers with the
    /// console, read in the same transaction.
    pub fn undo_on_console(
        &self,
        actor: i64,
        hand_id: i64,
        seq: i64,
    ) -> Result<ConsoleView, RoomError> {
        self.step_then(actor, hand_id, Step::Undo(Some(seq)), console_after)
    }

    /// Voids the hand at `seq` ([`Room::void_hand`]) and answers with the console, read in
    /// the same transaction.
    pub fn void_on_console(
        &self,
        actor: i64,
        hand_id: i64,
        seq: i64,
        reason: VoidReason,
    ) -> Result<ConsoleView, RoomError> {
        self.step_then(actor, hand_id, Step::Void(seq, reason), console_after)
    }

    /// Takes the time collection ([`Room::collect_time`]) and answers with the console, read
    /// in the same transaction.
    pub fn collect_time_on_console(
        &self,
        actor: i64,
        table_id: i64,
        exceptions: &[SeatException],
    ) -> Result<ConsoleView, RoomError> {
        self.collect_time_then(actor, table_id, exceptions, |tx, ctx, _| {
            answer_in(tx, ctx, table_id, None)
        })
    }

    /// The time collection in one tap: records what has fallen due at the table, then marks
    /// every collection still unmarked there paid, except the seats named, which are marked
    /// not paid with their reason. Only a floor manager may comp one. Returns how many were
    /// marked.
    pub fn collect_time(
        &self,
        actor: i64,
        table_id: i64,
        exceptions: &[SeatException],
    ) -> Result<usize, RoomError> {
        self.collect_time_then(actor, table_id, exceptions, |_, _, marked| Ok(marked))
    }

    fn collect_time_then<T>(
        &self,
        actor: i64,
        table_id: i64,
        exceptions: &[SeatException],
        then: impl FnOnce(&dyn Tx, &Ctx, usize) -> Result<T, RoomError>,
    ) -> Result<T, RoomError> {
        self.write_at_table(actor, UseCase::CollectTime, table_id, |tx, ctx, table| {
            record_due(tx, &table, ctx)?;
            let due = tx.unmarked_collections(Some(table_id))?;
            if due.is_empty() {
                return Err(RoomError::invalid(
                    "collection",
                    format!("nothing is due at {} now", table.name),
                ));
            }
            if let Some(e) = exceptions
                .iter()
                .find(|e| !due.iter().any(|c| c.seat_no == e.seat_no))
            {
                return Err(RoomError::invalid(
                    "exception",
                    format!("seat {} owes no collection now", e.seat_no),
                ));
            }
            let marked = due.len();
            for row in due {
                let mark = exceptions
                    .iter()
                    .find(|e| e.seat_no == row.seat_no)
                    .map_or(Mark::Paid, |e| Mark::NotPaid(e.reason));
                mark_row(tx, ctx, row, mark, None)?;
            }
            then(tx, ctx, marked)
        })
    }
}

/// The console a command answers with, from the hand view it made, in its transaction.
fn console_after(tx: &dyn Tx, ctx: &Ctx, view: HandView) -> Result<ConsoleView, RoomError> {
    let table_id = view.table_id;
    answer_in(tx, ctx, table_id, Some(view))
}

/// The console a command answers with, read in its own write and naming the commit.
fn answer_in(
    tx: &dyn Tx,
    ctx: &Ctx,
    table_id: i64,
    known: Option<HandView>,
) -> Result<ConsoleView, RoomError> {
    let view = console_in(tx, ctx_now(ctx)?, ctx.actor.clone(), table_id, known)?;
    Ok(ConsoleView {
        commit: ctx.commit.clone(),
        ..view
    })
}

/// The use case's time (the frame read it from the clock once).
fn ctx_now(ctx: &Ctx) -> Result<DateTime<Utc>, RoomError> {
    parse_db_time(&ctx.at)
        .ok_or_else(|| RoomError::invalid("time", format!("{} is not a time", ctx.at)))
}

/// The console of one open table as `staff` may see it (a dealer only the table he is in
/// the box at), on one snapshot. `known` is the table's latest hand when the caller holds
/// its view already (the hand it just changed); else the latest hand is replayed.
fn console_in(
    tx: &dyn Tx,
    now: DateTime<Utc>,
    staff: StaffRow,
    table_id: i64,
    known: Option<HandView>,
) -> Result<ConsoleView, RoomError> {
    let table = load_table(tx, table_id)?;
    if staff.role == Role::Dealer && tx.dealer_table(staff.id)? != Some(table_id) {
        return Err(RoomError::NotYourTable {
            name: staff.name,
            table: table.name,
            action: "see its console".into(),
        });
    }
    let at = db_time(now);
    // Recorded and not yet marked, and fallen due but not yet recorded.
    let collection: Vec<DueSeat> = crate::model::collections::unmarked(tx, Some(table_id), &at)?
        .into_iter()
        .map(|c| due_seat(c.seat_no, c.player_name, c.amount_cents, c.due_at))
        .collect();
    let hand = match (tx.latest_hand(table_id)?, known) {
        (Some(row), Some(view)) if view.hand_id == row.id => Some(view),
        (Some(row), _) => Some(hand_view(tx, row)?),
        (None, _) => None,
    };
    let undo_takes = hand.as_ref().filter(|h| !h.finished).and_then(undo_takes);
    let undo = hand
        .as_ref()
        .zip(undo_takes.as_ref())
        .map(|(h, takes)| undo_words(h, takes));
    let sizes = match hand.as_ref().map(|h| &h.game) {
        Some(GameView::Pot(view)) => bet_sizes(view),
        _ => None,
    };
    let antes = (table.game == GameCode::JokerDraw).then(|| {
        let config = crate::model::tables::table_config(table.small_bet_cents, table.big_bet_cents);
        AnteRange {
            min_cents: config.min_ante,
            max_cents: config.max_ante,
            step_cents: cardroom_engine::joker_draw::ANTE_UNIT,
        }
    });
    let games = tx.games()?;
    let jackpot = match &hand {
        Some(h) if h.finished => crate::model::jackpots::keep_the_cards(tx, h.hand_id)?,
        _ => Vec::new(),
    };
    Ok(ConsoleView {
        antes,
        jackpot,
        commit: None,
        at,
        table: board_table(
            tx,
            table,
            now,
            &games,
            // Not read per tap: the console does not show it.
            &crate::board::Collected::not_read(),
        )?,
        hand,
        undo,
        undo_takes,
        sizes,
        collection,
    })
}

/// What Undo takes back: the latest entry the dealer made (the automatic steps after it go
/// with it), or, when only automatic steps stand, those (one of them: that entry).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum UndoTakes {
    /// The log's entry at `index`.
    Entry { index: usize },
    /// The `count` automatic steps that are all the hand holds (two or more).
    AutomaticSteps { count: usize },
}

fn undo_takes(hand: &HandView) -> Option<UndoTakes> {
    let manual = hand
        .automatic
        .iter()
        .take(hand.log.len())
        .rposition(|automatic| !automatic);
    match manual {
        Some(index) => Some(UndoTakes::Entry { index }),
        None if hand.log.is_empty() => None,
        None if hand.log.len() == 1 => Some(UndoTakes::Entry { index: 0 }),
        None => Some(UndoTakes::AutomaticSteps {
            count: hand.log.len(),
        }),
    }
}

/// [`UndoTakes`] in the dealer's words (the CLI's).
fn undo_words(hand: &HandView, takes: &UndoTakes) -> String {
    match takes {
        UndoTakes::Entry { index } => hand.log.get(*index).cloned().unwrap_or_default(),
        UndoTakes::AutomaticSteps { count } => format!("the {count} automatic steps"),
    }
}
