//! The floor board: everything the floor manager's screen draws, read in one call on one
//! snapshot: every open table with its seats, its dealer and how long he has been in the box,
//! the button, the hand in progress and where it stands, and the next collection due.

use cardroom_engine::Waiting;
use cardroom_store::HandKind;
use cardroom_store::port::*;
use chrono::{DateTime, Utc};
use serde::Serialize;

use crate::clock::{db_time, parse_db_time};
use crate::model::seats::{SeatDto, seat_dto};
use crate::model::shifts::{ShiftDto, shift_dto};
use crate::tables::{TableStatus, status};
use crate::{GameView, Room, RoomError};

/// The whole floor, as of `at`.
#[derive(Debug, Clone, Serialize, specta::Type)]
pub struct FloorBoard {
    /// When it was read (the room's clock).
    pub at: String,
    pub shift: Option<ShiftDto>,
    pub tables: Vec<BoardTable>,
    /// Collections fallen due and not yet marked (recorded or not), room-wide.
    pub unmarked_collections: i64,
    /// The house's sit-out limit, in minutes.
    pub sit_out_limit_minutes: i64,
    /// Seats sitting out past the limit: the floor may pick them up.
    pub sit_out_flags: Vec<crate::SitOutFlag>,
    /// Jackpot hits found and not yet paid: the banner on every floor station.
    pub pending_jackpots: Vec<crate::HitView>,
}

/// One open table on the board.
#[derive(Debug, Clone, Serialize, specta::Type)]
pub struct BoardTable {
    pub table: TableStatus,
    /// The players seated, by seat.
    pub seats: Vec<SeatDto>,
    pub dealer: Option<BoardDealer>,
    pub hand: Option<BoardHand>,
    /// When the latest hand was started: a game is really going only when hands are dealt.
    pub last_hand_at: Option<String>,
    /// The earliest time collection fallen due and not yet marked (recorded or not): the
    /// collection is overdue since then.
    pub overdue_since: Option<String>,
    /// What the house has collected at the table in the open shift: its drops and the time
    /// collections marked paid. None with no shift open (and on the dealer's console, which
    /// does not show it and does not read it on every tap).
    pub collected_cents: Option<i64>,
    /// The table's seat-change list, in the order a seat that opens is offered.
    pub seat_changes: Vec<crate::model::seat_changes::SeatChangeView>,
}

/// The dealer in the box.
#[derive(Debug, Clone, Serialize, specta::Type)]
pub struct BoardDealer {
    pub id: i64,
    pub name: String,
    pub since: String,
    /// Whole minutes in the box.
    pub minutes_in_box: i64,
}

/// The hand in progress at a table.
#[derive(Debug, Clone, Serialize, specta::Type)]
pub struct BoardHand {
    pub hand_id: i64,
    pub number: i64,
    pub kind: HandKind,
    /// Where it stands: `flop`, `draw`, `play`, `first_round`...
    pub stage: String,
    pub waiting_for: Waiting,
}

impl Room {
    /// The floor board: one read, one snapshot.
    pub fn floor_board(&self) -> Result<FloorBoard, RoomError> {
        self.board(None)
    }

    /// The board as `viewer` may see it: a floor manager every open table, a dealer only the
    /// table he is in the box at (none when he is in no box).
    pub fn floor_board_as(&self, viewer: i64) -> Result<FloorBoard, RoomError> {
        self.board(Some(viewer))
    }

    fn board(&self, viewer: Option<i64>) -> Result<FloorBoard, RoomError> {
        self.read(|tx, now| {
            let only = match viewer {
                None => None,
                Some(id) => {
                    let staff = tx
                        .staff(id)?
                        .filter(|s| s.active)
                        .ok_or(RoomError::NotSignedIn)?;
                    match staff.role {
                        Role::Floor | Role::Cage => None,
                        Role::Dealer => Some(tx.dealer_table(id)?),
                    }
                }
            };
            let games = tx.games()?;
            let collected = Collected::read(tx)?;
            let mut tables: Vec<BoardTable> = tx
                .tables(false)?
                .into_iter()
                .filter(|t| only.is_none_or(|table| table == Some(t.id)))
                .map(|t| board_table(tx, t, now, &games, &collected))
                .collect::<Result<_, _>>()?;
            let (sit_out_flags, sit_out_limit_minutes) =
                crate::floor::seat_time::mark_sit_outs(tx, now, &mut tables)?;
            Ok(FloorBoard {
                at: db_time(now),
                shift: tx.open_shift_row()?.map(shift_dto),
                tables,
                unmarked_collections: i64::try_from(
                    crate::model::collections::unmarked(tx, None, &db_time(now))?.len(),
                )
                .unwrap_or(i64::MAX),
                sit_out_limit_minutes,
                sit_out_flags,
                pending_jackpots: match only {
                    None => crate::jackpots::pending_hits(tx, &db_time(now))?,
                    Some(_) => Vec::new(),
                },
            })
        })
    }
}

/// What the house has collected in the open shift, read once for the whole board: the drops
/// taken and the time collections marked paid (from the stack or in cash).
pub(crate) struct Collected {
    shift_open: bool,
    drops: Vec<cardroom_store::DropRow>,
    time: Vec<cardroom_store::TimeCollectionRow>,
}

impl Collected {
    pub(crate) fn read(tx: &dyn Tx) -> Result<Self, RoomError> {
        const END: &str = "9999-12-31T23:59:59Z";
        Ok(match tx.open_shift_row()? {
            Some(shift) => Collected {
                shift_open: true,
                drops: tx.drops_between(&shift.opened_at, END)?,
                time: tx.collections_between(&shift.opened_at, END)?,
            },
            None => Collected::not_read(),
        })
    }

    pub(crate) fn not_read() -> Self {
        Collected {
            shift_open: false,
            drops: Vec::new(),
            time: Vec::new(),
        }
    }

    fn at(&self, table_id: i64) -> Option<i64> {
        self.shift_open.then(|| {
            let drops: i64 = self
                .drops
                .iter()
                .filter(|d| d.table_id == table_id)
                .map(|d| d.amount_cents)
                .sum();
            let time: i64 = self
                .time
                .iter()
                .filter(|c| c.table_id == table_id && c.status == CollectionStatus::Paid)
                .map(|c| c.amount_cents)
                .sum();
            drops + time
        })
    }
}

pub(crate) fn board_table(
    tx: &dyn Tx,
    t: TableRow,
    now: DateTime<Utc>,
    games: &[GameRow],
    collected: &Collected,
) -> Result<BoardTable, RoomError> {
    let id = t.id;
    let dealer = tx.dealer_on(id)?.map(|d| BoardDealer {
        minutes_in_box: parse_db_time(&d.on_at).map_or(0, |on| (now - on).num_minutes().max(0)),
        id: d.dealer_id,
        name: d.dealer_name,
        since: d.on_at,
    });
    let hand = match tx.unfinished_hand(id)? {
        Some(row) => {
            let (kind, number) = (row.kind, row.number);
            let view = crate::hands::hand_view(tx, row)?;
            Some(BoardHand {
                hand_id: view.hand_id,
                number,
                kind,
                stage: stage(&view.game),
                waiting_for: view.waiting_for,
            })
        }
        None => None,
    };
    // Recorded or only fallen due by the clock: the same list the dealer's banner shows.
    let overdue_since = crate::model::collections::unmarked(tx, Some(id), &db_time(now))?
        .into_iter()
        .map(|c| c.due_at)
        .next();
    Ok(BoardTable {
        last_hand_at: tx.last_hand_started(id)?,
        overdue_since,
        collected_cents: collected.at(id),
        table: status(tx, t, now, games)?,
        seats: tx.seated(id)?.into_iter().map(seat_dto).collect(),
        seat_changes: crate::model::seat_changes::seat_change_list(tx, id)?
            .into_iter()
            .map(|(v, _)| v)
            .collect(),
        dealer,
        hand,
    })
}

/// The hand's street or phase, as its engine names it.
fn stage(game: &GameView) -> String {
    let word = match game {
        GameView::Pot(v) => serde_json::to_value(v.street),
        GameView::Pan(v) => serde_json::to_value(v.phase),
        GameView::Banked(v) => serde_json::to_value(v.view.phase),
    };
    match word {
        Ok(serde_json::Value::String(s)) => s,
        _ => String::new(),
    }
}
