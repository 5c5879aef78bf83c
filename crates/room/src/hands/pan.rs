//! Pan hands at a table: the players seated and not sitting out, with chips, are dealt in;
//! the first hand is the last hand's winner when he is still in, else the dealer names him
//! (the lowest card up: `pan::eldest_hand`). A hand that ends settles its chip ledger into
//! the seats' stacks; the house's time collection is kept apart, as for every time game.

use cardroom_engine::SeatNo;
use cardroom_engine::pan::{PanAction, PanConfig, PanHand, PanSettlement, PanSetup};
use cardroom_store::HandKind as StoredKind;
use cardroom_store::port::*;

use super::log::{self, Logged, bad_data, to_json};
use super::view::{GameView, HandAction, HandView};
use crate::model::tables::load_open_table;
use crate::usecase::{At, Ctx, UseCase};
use crate::{Room, RoomError};

impl Logged for PanHand {
    const STORED: StoredKind = StoredKind::Pan;
    type Stored = PanSetup;

    fn engine_setup(stored: &PanSetup) -> &PanSetup {
        stored
    }

    fn dealt(stored: &PanSetup) -> Vec<i64> {
        stored.seats.iter().map(|&s| i64::from(s)).collect()
    }

    fn action(action: HandAction, row: &HandRow) -> Result<PanAction, RoomError> {
        match action {
            HandAction::Pan(a) => Ok(a),
            _ => Err(RoomError::PanHand { id: row.id }),
        }
    }

    fn settle(
        tx: &dyn Tx,
        ctx: &Ctx,
        row: &HandRow,
        _: &PanSetup,
        hand: &PanHand,
    ) -> Result<(), RoomError> {
        let settlement = hand.settlement();
        for net in &settlement.seats {
            if let Some(seat) = tx.seating_in(row.table_id, i64::from(net.seat))? {
                crate::model::ledger::settle_seat(tx, ctx, &seat, row.id, net.net, seat.entry)?;
            }
        }
        tx.finish_hand(row.id, &to_json(row, &settlement)?, &ctx.at, ctx.actor.id)?;
        Ok(())
    }

    fn history(stored: &PanSetup, hand: &PanHand) -> Result<String, RoomError> {
        let stacks = stored
            .stacks
            .clone()
            .unwrap_or_else(|| vec![0; stored.seats.len()]);
        Ok(cardroom_engine::phh::export_pan(hand, &stacks))
    }

    fn entry(event: &Self::Event) -> crate::hands::view::LogEntry {
        crate::hands::view::LogEntry::Pan {
            event: event.clone(),
        }
    }

    fn game_view(_: &PanSetup, hand: &PanHand) -> GameView {
        GameView::Pan(cardroom_engine::GameHand::view(hand))
    }

    fn audit(
        _: &dyn Tx,
        _: &HandRow,
        hand: &PanHand,
        problems: &mut Vec<String>,
    ) -> Result<(), RoomError> {
        let settlement = hand.settlement();
        let balance: i64 = settlement.seats.iter().map(|s| s.net).sum::<i64>() + settlement.tops;
        if balance != 0 {
            problems.push(format!("does not conserve chips (off by {balance} cents)"));
        }
        Ok(())
    }
}

/// The winner of the table's last finished Pan hand.
fn last_winner(tx: &dyn Tx, table_id: i64) -> Result<Option<SeatNo>, RoomError> {
    let Some(row) = tx.last_finished_hands(table_id, 1)?.into_iter().next() else {
        return Ok(None);
    };
    let settlement: PanSettlement = serde_json::from_str(row.settlement.as_deref().unwrap_or(""))
        .map_err(|e| bad_data(&row, e))?;
    Ok(settlement.winner)
}

fn seat_no(seat: i64) -> Result<SeatNo, RoomError> {
    SeatNo::try_from(seat).map_err(|_| RoomError::invalid("seat", "seat numbers run 1 to 10"))
}

/// The hand a Pan table starts now: every player seated, not sitting out and with chips is
/// dealt in; `first` is the first hand (the last hand's winner when omitted).
fn setup_in(tx: &dyn Tx, table_id: i64, first: Option<i64>) -> Result<PanSetup, RoomError> {
    let table = load_open_table(tx, table_id)?;
    if table.game != GameCode::Pan {
        return Err(RoomError::invalid(
            "game",
            format!("{} is not a Pan table", table.name),
        ));
    }
    if tx.unfinished_hand(table.id)?.is_some() {
        return Err(RoomError::HandInProgress { table: table.name });
    }
    let playing: Vec<_> = tx
        .seated(table.id)?
        .into_iter()
        .filter(|s| !s.sitting_out && s.stack_cents > 0)
        .collect();
    let seats: Vec<SeatNo> = playing
        .iter()
        .map(|s| seat_no(s.seat_no))
        .collect::<Result<_, _>>()?;
    let stacks = Some(playing.iter().map(|s| s.stack_cents).collect());
    let first = match first {
        Some(seat) => seat_no(seat)?,
        None => last_winner(tx, table.id)?
            .filter(|w| seats.contains(w))
            .ok_or_else(|| {
                RoomError::invalid(
                    "first hand",
                    "name the first hand: the last winner is not in (turn a card to \
                     each player: the lowest card up is the eldest hand)",
                )
            })?,
    };
    Ok(PanSetup {
        pan: PanConfig::house(table.chip_unit_cents),
        seats,
        first,
        stacks,
    })
}

impl Room {
    /// Starts a Pan hand: every player seated, not sitting out and with chips is dealt in;
    /// `first` is the first hand (the last hand's winner when omitted).
    pub fn start_pan_hand(
        &self,
        actor: i64,
        table_id: i64,
        first: Option<i64>,
    ) -> Result<HandView, RoomError> {
        self.start_pan_hand_then(actor, table_id, first, super::the_view)
    }

    /// Starts a Pan hand, then answers with `then` of it, in the same transaction.
    pub(crate) fn start_pan_hand_then<T>(
        &self,
        actor: i64,
        table_id: i64,
        first: Option<i64>,
        then: impl FnOnce(&dyn Tx, &Ctx, HandView) -> Result<T, RoomError>,
    ) -> Result<T, RoomError> {
        self.write(
            actor,
            UseCase::StartPanHand,
            At::Table(table_id),
            |tx, ctx| {
                let setup = setup_in(tx, table_id, first)?;
                let first = i64::from(setup.first);
                let view = log::start::<PanHand>(tx, ctx, table_id, first, setup)?;
                then(tx, ctx, view)
            },
        )
    }

    /// The Pan hand [`Room::start_pan_hand`] would start now, without starting it.
    pub(crate) fn pan_setup(
        &self,
        table_id: i64,
        first: Option<i64>,
    ) -> Result<PanSetup, RoomError> {
        self.read(|tx, _| setup_in(tx, table_id, first))
    }
}
