//! The dealer's console: one read of everything it shows (the table, the hand, the bet
//! presets, the time collection due), and its writes that are not hand entries: starting a
//! hand of any game and taking the time collection in one tap.

use cardroom_engine::{BetSizes, bet_sizes};
use cardroom_store::port::*;
use serde::{Deserialize, Serialize};

use crate::board::{BoardTable, board_table};
use crate::clock::db_time;
use crate::collections::{Mark, NotPaidReason, mark_row, record_due};
use crate::hands::{GameView, HandView, hand_view};
use crate::tables::{load_open_table, load_table};
use crate::usecase::{At, UseCase};
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
    /// The bet presets for the seat to act, when it may bet or raise.
    pub sizes: Option<BetSizes>,
    /// The time collections fallen due at this table and not yet marked, by seat.
    pub collection: Vec<DueSeat>,
    /// Draw Poker with Joker: the antes (and BONUS) a box may be opened with.
    pub antes: Option<AnteRange>,
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
            let table = load_table(tx, table_id)?;
            if staff.role == Role::Dealer && tx.dealer_table(viewer)? != Some(table_id) {
                return Err(RoomError::NotYourTable {
                    name: staff.name,
                    table: table.name,
                    action: "see its console".into(),
                });
            }
            let at = db_time(now);
            // Recorded and not yet marked, and fallen due but not yet recorded.
            let collection: Vec<DueSeat> = crate::collections::unmarked(tx, Some(table_id), &at)?
                .into_iter()
                .map(|c| due_seat(c.seat_no, c.player_name, c.amount_cents, c.due_at))
                .collect();
            let hand = match tx.latest_hand(table_id)? {
                Some(row) => Some(hand_view(tx, row)?),
                None => None,
            };
            let undo = hand.as_ref().filter(|h| !h.finished).and_then(undo_words);
            let sizes = match hand.as_ref().map(|h| &h.game) {
                Some(GameView::Pot(view)) => bet_sizes(view),
                _ => None,
            };
            let antes = (table.game == GameCode::JokerDraw).then(|| {
                let config = crate::hands::table_config(table.small_bet_cents, table.big_bet_cents);
                AnteRange {
                    min_cents: config.min_ante,
                    max_cents: config.max_ante,
                    step_cents: cardroom_engine::joker_draw::ANTE_UNIT,
                }
            });
            let games = tx.games()?;
            Ok(ConsoleView {
                antes,
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
                sizes,
                collection,
            })
        })
    }

    /// Starts the table's next hand, whatever its game.
    pub fn start_any_hand(
        &self,
        actor: i64,
        table_id: i64,
        start: HandStart,
    ) -> Result<HandView, RoomError> {
        match start {
            HandStart::Pot => self.start_hand(actor, table_id),
            HandStart::Pan { first } => self.start_pan_hand(actor, table_id, first),
            HandStart::Banked {
                seat,
                ante_cents,
                bonus_cents,
            } => self.start_jd_hand(actor, table_id, seat, ante_cents, bonus_cents),
        }
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
        self.write(
            actor,
            UseCase::CollectTime,
            At::Table(table_id),
            |tx, ctx| {
                let table = load_open_table(tx, table_id)?;
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
                Ok(marked)
            },
        )
    }
}

/// What Undo takes back, in the dealer's words: the latest entry the dealer made (the
/// automatic steps after it go with it), or, when only automatic steps stand, those.
fn undo_words(hand: &HandView) -> Option<String> {
    let manual = hand
        .log
        .iter()
        .zip(&hand.automatic)
        .rposition(|(_, automatic)| !automatic);
    match manual {
        Some(i) => hand.log.get(i).cloned(),
        None if hand.log.is_empty() => None,
        None => Some(match hand.log.len() {
            1 => hand.log[0].clone(),
            n => format!("the {n} automatic steps"),
        }),
    }
}
