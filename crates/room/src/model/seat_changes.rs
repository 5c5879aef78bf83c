//! Each table's seat-change list: who asked for a seat there, in the order a seat that opens is
//! offered (players at the table first, then players from other tables, each by the time they
//! asked), and who is owed the open seat before the waiting list.

use cardroom_store::SeatingRow;
use cardroom_store::port::*;
use serde::Serialize;

use crate::RoomError;

/// A request on a table's seat-change list, as the board and the console show it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct SeatChangeView {
    pub id: i64,
    /// The table he asks for.
    pub table_id: i64,
    pub player_name: String,
    /// Where he sits now.
    pub from_table_id: i64,
    pub from_table_name: String,
    pub from_seat: i64,
    pub requested_at: String,
    /// He declined the seat that opened last and kept his place: passed over for that opening.
    pub passed: bool,
}

/// The open requests of `table_id` in the order a seat is offered, each with the seating that
/// made it.
pub(crate) fn seat_change_list(
    tx: &dyn Tx,
    table_id: i64,
) -> Result<Vec<(SeatChangeView, SeatingRow)>, RoomError> {
    let requests: Vec<SeatChangeRow> = tx
        .seat_change_requests()?
        .into_iter()
        .filter(|r| r.table_id == table_id)
        .collect();
    // The board and every console read carry the list: a table nobody asked for costs one read.
    if requests.is_empty() {
        return Ok(Vec::new());
    }
    let opened = tx.last_seat_opened(table_id)?;
    let mut out = Vec::new();
    for r in requests {
        let Some(seating) = tx.seating_by_id(r.seating_id)? else {
            continue;
        };
        if seating.left_at.is_some() {
            continue;
        }
        let from = crate::model::tables::load_table(tx, seating.table_id)?;
        let passed = match (&r.last_declined_at, &opened) {
            (Some(declined), Some(opened)) => declined >= opened,
            (Some(_), None) => true,
            (None, _) => false,
        };
        out.push((
            SeatChangeView {
                id: r.id,
                table_id,
                player_name: seating.player_name.clone(),
                from_table_id: seating.table_id,
                from_table_name: from.name,
                from_seat: seating.seat_no,
                requested_at: r.requested_at,
                passed,
            },
            seating,
        ));
    }
    // At the table first, then from other tables; each by the time he asked (the store's order).
    out.sort_by_key(|(v, _)| v.from_table_id != table_id);
    Ok(out)
}

/// The first player on `table_id`'s list not passed over for the seat that opened: owed it
/// before the waiting list.
pub(crate) fn owed_first(tx: &dyn Tx, table_id: i64) -> Result<Option<SeatChangeView>, RoomError> {
    Ok(seat_change_list(tx, table_id)?
        .into_iter()
        .map(|(v, _)| v)
        .find(|v| !v.passed))
}
