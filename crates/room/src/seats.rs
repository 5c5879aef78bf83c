//! Seating players: seat, move, sit out, unseat.

use cardroom_store::port::*;
use cardroom_store::{NewSeating, SeatingRow, TableRow};
use serde::{Deserialize, Serialize};

use crate::model::ledger::{Refs, append};
use crate::model::seats::{Entry, SeatDto, check_seat, leave_seat, occupant, seat_dto};
use crate::model::tables::load_open_table;
use crate::usecase::{At, Ctx, UseCase};
use crate::values::{Name, Stack};
use crate::{Room, RoomError};

/// A player to seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
pub struct SeatPlayer {
    pub table_id: i64,
    pub seat_no: i64,
    /// The name at the seat; may be left empty for a registered player (his wall name).
    pub player_name: String,
    /// The registered player's number (none: a walk-in, by name alone).
    pub player_number: Option<String>,
    pub stack_cents: i64,
    /// For blind games; ignored (the player plays at once) where the game has no blinds.
    pub entry: Entry,
    /// The buy-in was paid in cash at the table (it goes to the Title 31 logs).
    #[serde(default)]
    pub cash: bool,
    /// The floor compared the photo of this self-exclusion notice and he is not its patron.
    #[serde(default)]
    pub not_excluded: Option<i64>,
}

fn blind_game(table: &TableRow) -> bool {
    table.big_blind_cents > 0
}

fn check_free(tx: &dyn Tx, table: &TableRow, seat: i64) -> Result<(), RoomError> {
    check_seat(table, seat)?;
    if i64::try_from(tx.seated(table.id)?.len()).unwrap_or(i64::MAX) >= table.seat_limit {
        return Err(RoomError::TableFull {
            table: table.name.clone(),
            limit: table.seat_limit,
        });
    }
    if let Some(taken) = tx.seating_in(table.id, seat)? {
        return Err(RoomError::SeatTaken {
            table: table.name.clone(),
            seat,
            player: taken.player_name,
        });
    }
    Ok(())
}

fn no_hand_running(tx: &dyn Tx, table: &TableRow) -> Result<(), RoomError> {
    if tx.unfinished_hand(table.id)?.is_some() {
        return Err(RoomError::HandInProgress {
            table: table.name.clone(),
        });
    }
    Ok(())
}

impl Room {
    /// Seats a player in a free seat, his buy-in inside the table's limits.
    pub fn seat_player(&self, actor: i64, req: &SeatPlayer) -> Result<SeatDto, RoomError> {
        self.seat_player_outside_buy_in(actor, req, None)
    }

    /// Seats a player; a floor manager may seat him outside the table's buy-in limits with a
    /// reason, which is recorded with his buy-in (never with nothing).
    pub fn seat_player_outside_buy_in(
        &self,
        actor: i64,
        req: &SeatPlayer,
        reason: Option<&str>,
    ) -> Result<SeatDto, RoomError> {
        let player = NamedPlayer::parse(req)?;
        self.write(
            actor,
            UseCase::SeatPlayer,
            At::Table(req.table_id),
            |tx, ctx| seat_in_outside(tx, ctx, req, &player, reason),
        )
    }

    /// Moves a player to another seat, at the same table or another one, with his stack.
    /// A player changing tables waits for the big blind there (or posts one).
    pub fn move_player(
        &self,
        actor: i64,
        from_table: i64,
        from_seat: i64,
        to_table: i64,
        to_seat: i64,
    ) -> Result<SeatDto, RoomError> {
        self.write(
            actor,
            UseCase::MovePlayer,
            At::Table(from_table),
            |tx, ctx| move_in(tx, ctx, (from_table, from_seat), (to_table, to_seat)),
        )
    }

    /// Marks a player sitting out (or back in). He keeps his seat.
    pub fn set_sitting_out(
        &self,
        actor: i64,
        table_id: i64,
        seat: i64,
        sitting_out: bool,
    ) -> Result<SeatDto, RoomError> {
        self.write_at_table(actor, UseCase::SitOut, table_id, |tx, ctx, table| {
            let player = occupant(tx, &table, seat)?;
            sit_out_in(tx, ctx, &player, sitting_out)?;
            Ok(seat_dto(occupant(tx, &table, seat)?))
        })
    }

    /// The player leaves the table.
    pub fn unseat_player(
        &self,
        actor: i64,
        table_id: i64,
        seat: i64,
    ) -> Result<SeatDto, RoomError> {
        self.write_at_table(actor, UseCase::UnseatPlayer, table_id, |tx, ctx, table| {
            no_hand_running(tx, &table)?;
            let player = occupant(tx, &table, seat)?;
            leave_seat(tx, ctx, &player, "left")?;
            Ok(seat_dto(player))
        })
    }

    /// Who sits where at a table now.
    pub fn seats(&self, table_id: i64) -> Result<Vec<SeatDto>, RoomError> {
        self.read(|tx, _| {
            crate::model::tables::load_table(tx, table_id)?;
            let mut seats: Vec<SeatDto> = tx.seated(table_id)?.into_iter().map(seat_dto).collect();
            crate::model::ledger::with_pending(tx, table_id, &mut seats)?;
            Ok(seats)
        })
    }
}

/// Sits `player` out, or back in, inside the caller's transaction.
pub(crate) fn sit_out_in(
    tx: &dyn Tx,
    ctx: &Ctx,
    player: &SeatingRow,
    sitting_out: bool,
) -> Result<(), RoomError> {
    if player.sitting_out == sitting_out {
        return Err(RoomError::AlreadyInState {
            player: player.player_name.clone(),
            seat: player.seat_no,
            state: if sitting_out {
                "sitting out"
            } else {
                "in the game"
            },
        });
    }
    tx.set_sitting_out(player.id, sitting_out)?;
    if sitting_out {
        tx.start_sit_out(player.id, &ctx.at)?;
    } else {
        tx.end_sit_out(player.id, &ctx.at)?;
    }
    // Back from sitting out with a blind missed: no free hand, he waits for the big blind.
    if !sitting_out && (player.missed_small_blind || player.missed_big_blind) {
        tx.update_seating_play(
            player.id,
            player.stack_cents,
            SeatEntry::Waiting,
            player.missed_small_blind,
            player.missed_big_blind,
        )?;
    }
    Ok(())
}

/// A player's name and number as typed, checked before any transaction.
pub(crate) struct NamedPlayer {
    /// None: the registered player's wall name.
    name: Option<String>,
    number: Option<String>,
}

impl NamedPlayer {
    pub(crate) fn parse(req: &SeatPlayer) -> Result<NamedPlayer, RoomError> {
        let number = match req.player_number.as_deref().map(str::trim) {
            Some(n) if !n.is_empty() => Some(crate::model::players::player_number(n)?),
            _ => None,
        };
        let name = match (req.player_name.trim(), &number) {
            ("", Some(_)) => None,
            (typed, _) => Some(Name::parse("player name", typed)?.into_string()),
        };
        Ok(NamedPlayer { name, number })
    }

    /// A walk-in by name.
    pub(crate) fn walk_in(name: String) -> NamedPlayer {
        NamedPlayer {
            name: Some(name),
            number: None,
        }
    }

    /// The registered player with this number.
    pub(crate) fn registered(name: String, number: String) -> NamedPlayer {
        NamedPlayer {
            name: Some(name),
            number: Some(number),
        }
    }

    /// The name and number the seat takes: a registered player must be seatable (known, not
    /// barred or excluded, seated nowhere else).
    ///
    /// A name a self-exclusion notice may name is refused for the floor to compare the photo,
    /// unless `not_excluded` says the floor did; a registered player cleared so is not asked
    /// again.
    fn resolve(
        &self,
        tx: &dyn Tx,
        ctx: &Ctx,
        not_excluded: Option<i64>,
    ) -> Result<(String, Option<String>), RoomError> {
        use crate::model::players::check_notices;
        match &self.number {
            None => {
                let name = self.name.clone().unwrap_or_default();
                check_notices(tx, &name, None, None, not_excluded)?;
                if let Some(n) = not_excluded {
                    *ctx.note.borrow_mut() =
                        Some(format!("{name} compared with notice {n}'s photo: not him"));
                }
                Ok((name, None))
            }
            Some(n) => {
                let p = crate::model::players::seatable(tx, ctx, n)?;
                check_notices(
                    tx,
                    &p.name,
                    p.birth_date.as_deref(),
                    Some(p.id),
                    not_excluded,
                )?;
                if let Some(n) = not_excluded
                    && !tx.cleared_notices(p.id)?.contains(&n)
                {
                    tx.insert_clearance(
                        n,
                        p.id,
                        "compared with the notice's photo at seating: not him",
                        &ctx.at,
                        ctx.actor.id,
                    )?;
                }
                Ok((self.name.clone().unwrap_or(p.wall_name), Some(p.number)))
            }
        }
    }
}

/// Seats a player in a free seat, inside the caller's transaction.
pub(crate) fn seat_in(
    tx: &dyn Tx,
    ctx: &Ctx,
    req: &SeatPlayer,
    player: &NamedPlayer,
) -> Result<SeatDto, RoomError> {
    seat_in_outside(tx, ctx, req, player, None)
}

/// Seats a player, his buy-in checked against the table's limits (outside them only by the
/// floor with a reason), and records the buy-in in the chip ledger.
fn seat_in_outside(
    tx: &dyn Tx,
    ctx: &Ctx,
    req: &SeatPlayer,
    player: &NamedPlayer,
    outside_reason: Option<&str>,
) -> Result<SeatDto, RoomError> {
    let table = load_open_table(tx, req.table_id)?;
    let stack = Stack::new(req.stack_cents, table.chip_unit_cents)?;
    check_free(tx, &table, req.seat_no)?;
    let (name, number) = player.resolve(tx, ctx, req.not_excluded)?;
    crate::model::ledger::in_shift(tx, "seat a player with his buy-in")?;
    let reason = crate::model::ledger::check_buy_in(tx, ctx, &table, &name, stack, outside_reason)?;
    let entry = if blind_game(&table) {
        req.entry
    } else {
        Entry::Playing
    };
    let new = NewSeating {
        table_id: table.id,
        seat_no: req.seat_no,
        player_name: name,
        player_id: number,
        stack_cents: stack.cents(),
        entry: entry.stored(),
        sitting_out: false,
        missed_small_blind: false,
        missed_big_blind: false,
    };
    tx.insert_seating(&new, &ctx.at, ctx.actor.id)?;
    let row = occupant(tx, &table, req.seat_no)?;
    append(
        tx,
        ctx,
        &row,
        ChipKind::BuyIn,
        stack.cents(),
        Refs::reason(reason),
    )?;
    if req.cash && stack.cents() > 0 {
        crate::model::players::record_cash(
            tx,
            ctx,
            &row,
            CashDirection::In,
            CashSource::BuyIn,
            stack.cents(),
        )?;
    }
    Ok(seat_dto(row))
}

/// Moves a player (table, seat) to (table, seat) with his stack, inside the caller's
/// transaction.
pub(crate) fn move_in(
    tx: &dyn Tx,
    ctx: &Ctx,
    (from_table, from_seat): (i64, i64),
    (to_table, to_seat): (i64, i64),
) -> Result<SeatDto, RoomError> {
    let source = load_open_table(tx, from_table)?;
    let target = load_open_table(tx, to_table)?;
    if from_table == to_table && from_seat == to_seat {
        let player = occupant(tx, &source, from_seat)?;
        return Err(RoomError::SameSeat {
            player: player.player_name,
            seat: from_seat,
        });
    }
    no_hand_running(tx, &source)?;
    if from_table != to_table {
        no_hand_running(tx, &target)?;
    }
    let player = occupant(tx, &source, from_seat)?;
    Stack::new(player.stack_cents, target.chip_unit_cents)?;
    crate::model::ledger::in_shift(tx, "move a player and his chips")?;
    leave_seat(tx, ctx, &player, "moved")?;
    check_free(tx, &target, to_seat)?;
    let same_table = from_table == to_table;
    let entry = if same_table || !blind_game(&target) {
        Entry::of(player.entry)
    } else {
        Entry::WaitForBigBlind
    };
    let new = NewSeating {
        table_id: target.id,
        seat_no: to_seat,
        player_name: player.player_name.clone(),
        player_id: player.player_id.clone(),
        stack_cents: player.stack_cents,
        entry: entry.stored(),
        sitting_out: player.sitting_out,
        missed_small_blind: same_table && player.missed_small_blind,
        missed_big_blind: same_table && player.missed_big_blind,
    };
    let id = tx.insert_seating(&new, &ctx.at, ctx.actor.id)?;
    if player.sitting_out {
        tx.start_sit_out(id, &ctx.at)?;
    }
    let moved = occupant(tx, &target, to_seat)?;
    if moved.stack_cents != 0 {
        let amount = moved.stack_cents;
        append(tx, ctx, &moved, ChipKind::MoveIn, amount, Refs::default())?;
    }
    Ok(seat_dto(moved))
}
