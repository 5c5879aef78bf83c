//! Pan hands at a table: the same storage as the pot games (a hand row holding its setup,
//! append-only event rows, undo as a correction row), with Pan's own engine. The players
//! seated and not sitting out are dealt in; the first hand is the last hand's winner when he
//! is still in, else the dealer names him (the lowest card up: `pan::eldest_hand`). A hand
//! that ends settles its chip ledger into the seats' stacks; the house's time collection is
//! kept apart, as for every time game.

use cardroom_engine::SeatNo;
use cardroom_engine::pan::{
    PanAction, PanConfig, PanEvent, PanHand, PanSeatView, PanSettlement, Payment,
};
use cardroom_store::{HandRow, Tx};
use serde::{Deserialize, Serialize};

use crate::hand_log::{
    bad_data, load_hand, record_action, record_undo, standing_events, to_json, unfinished,
};
use crate::tables::load_open_table;
use crate::usecase::{At, UseCase};
use crate::{Room, RoomError};

/// What a Pan hand was started with: enough to rebuild it exactly.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct PanSetup {
    pub pan: PanConfig,
    pub seats: Vec<SeatNo>,
    pub first: SeatNo,
    /// The seats' stacks at the deal, in `seats` order: table stakes (a player pays as far
    /// as his chips go). Hands stored before table stakes have none.
    #[serde(default)]
    pub stacks: Option<Vec<i64>>,
}

impl PanSetup {
    /// The hand this setup deals.
    pub(crate) fn hand(&self) -> Result<PanHand, cardroom_engine::pan::PanViolation> {
        let (pan, seats) = (self.pan.clone(), self.seats.clone());
        match &self.stacks {
            Some(stacks) => PanHand::with_stacks(pan, seats, stacks.clone(), self.first),
            None => PanHand::new(pan, seats, self.first),
        }
    }
}

/// A Pan hand as the dealer's screen shows it.
#[derive(Debug, Clone, Serialize)]
pub struct PanHandView {
    pub hand_id: i64,
    pub table_id: i64,
    pub number: i64,
    pub first: SeatNo,
    pub finished: bool,
    /// What the dealer or a player must do next, in words.
    pub waiting_for: String,
    pub to_act: Option<SeatNo>,
    pub seats: Vec<PanSeatView>,
    /// Every payment so far, in cents.
    pub ledger: Vec<Payment>,
    pub settlement: Option<PanSettlement>,
    /// How many entries stand (undone ones excluded).
    pub actions: usize,
}

fn violation(v: &cardroom_engine::pan::PanViolation) -> RoomError {
    RoomError::Violation {
        code: v.code(),
        message: v.to_string(),
    }
}

/// The Pan setup of a stored hand, `None` when it is a pot game's.
pub(crate) fn pan_setup(row: &HandRow) -> Option<PanSetup> {
    serde_json::from_str(&row.config).ok()
}

fn rebuild(tx: &Tx<'_>, row: &HandRow) -> Result<PanHand, RoomError> {
    let setup = pan_setup(row).ok_or(RoomError::NotPan { id: row.id })?;
    let standing: Vec<PanEvent> = standing_events(tx, row)?;
    let replayed = match setup.stacks {
        Some(stacks) => {
            PanHand::replay_with_stacks(setup.pan, setup.seats, stacks, setup.first, &standing)
        }
        None => PanHand::replay(setup.pan, setup.seats, setup.first, &standing),
    };
    replayed.map_err(|(i, v)| bad_data(row, format!("event {i} no longer replays: {v}")))
}

fn view(row: &HandRow, hand: &PanHand) -> PanHandView {
    PanHandView {
        hand_id: row.id,
        table_id: row.table_id,
        number: row.number,
        first: hand.first(),
        finished: row.finished_at.is_some(),
        waiting_for: hand.waiting_for(),
        to_act: hand.to_act(),
        seats: hand.seats(),
        ledger: hand.ledger().to_vec(),
        settlement: hand.is_complete().then(|| hand.settlement()),
        actions: hand.events().len(),
    }
}

/// The winner of the table's last finished Pan hand.
fn last_winner(tx: &Tx<'_>, table_id: i64) -> Result<Option<SeatNo>, RoomError> {
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
fn setup_in(tx: &Tx<'_>, table_id: i64, first: Option<i64>) -> Result<PanSetup, RoomError> {
    let table = load_open_table(tx, table_id)?;
    if table.game != "pan" {
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
        &mut self,
        actor: i64,
        table_id: i64,
        first: Option<i64>,
    ) -> Result<PanHandView, RoomError> {
        self.write(
            actor,
            UseCase::StartPanHand,
            At::Table(table_id),
            |tx, ctx| {
                let setup = setup_in(tx, table_id, first)?;
                let hand = setup.hand().map_err(|v| violation(&v))?;
                let json = serde_json::to_string(&setup).map_err(|e| RoomError::BadData {
                    detail: e.to_string(),
                })?;
                let dealer = tx.dealer_on(table_id)?.map(|d| d.dealer_id);
                let id = tx.insert_hand(
                    table_id,
                    i64::from(setup.first),
                    dealer,
                    &json,
                    &ctx.at,
                    ctx.actor.id,
                )?;
                Ok(view(&load_hand(tx, id)?, &hand))
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

    /// Logs one Pan entry. A refused entry writes nothing. When someone goes out the ledger
    /// settles into the seats' stacks in the same transaction.
    pub fn pan_act(
        &mut self,
        actor: i64,
        hand_id: i64,
        action: PanAction,
    ) -> Result<PanHandView, RoomError> {
        self.write(actor, UseCase::PanAct, At::Hand(hand_id), |tx, ctx| {
            let row = unfinished(tx, hand_id)?;
            let mut hand = rebuild(tx, &row)?;
            let event = hand.apply(action).map_err(|v| violation(&v))?;
            record_action(tx, ctx, &row, &event)?;
            if hand.is_complete() {
                let settlement = hand.settlement();
                for net in &settlement.seats {
                    if let Some(seat) = tx.seating_in(row.table_id, i64::from(net.seat))? {
                        let stack = crate::values::add("a stack", seat.stack_cents, net.net)?;
                        tx.update_seating_play(seat.id, stack, &seat.entry, false, false)?;
                    }
                }
                tx.finish_hand(row.id, &to_json(&row, &settlement)?, &ctx.at, ctx.actor.id)?;
            }
            Ok(view(&load_hand(tx, hand_id)?, &hand))
        })
    }

    /// Undoes the latest Pan entry still standing: a correction row; history keeps both.
    pub fn pan_undo(&mut self, actor: i64, hand_id: i64) -> Result<PanHandView, RoomError> {
        self.write(actor, UseCase::PanUndo, At::Hand(hand_id), |tx, ctx| {
            let row = unfinished(tx, hand_id)?;
            let hand = rebuild(tx, &row)?;
            let Some(last) = hand.events().last() else {
                return Err(RoomError::NothingToUndo { id: hand_id });
            };
            record_undo(tx, ctx, &row, &last.action())?;
            let hand = hand.undo().map_err(|v| violation(&v))?;
            Ok(view(&row, &hand))
        })
    }

    /// A Pan hand as it stands.
    pub fn pan_hand(&self, hand_id: i64) -> Result<PanHandView, RoomError> {
        self.read(|tx, _| {
            let row = load_hand(tx, hand_id)?;
            Ok(view(&row, &rebuild(tx, &row)?))
        })
    }
}

/// `db check` of a Pan hand: it replays, a finished hand is complete, the seats' nets sum to
/// zero, and the stored result equals the replay's.
pub(crate) fn audit(tx: &Tx<'_>, row: &HandRow) -> Result<Vec<String>, RoomError> {
    let hand = rebuild(tx, row)?;
    let mut problems = Vec::new();
    if row.finished_at.is_none() {
        return Ok(problems);
    }
    if !hand.is_complete() {
        problems.push("is recorded finished, but its entries do not finish it".into());
        return Ok(problems);
    }
    let settlement = hand.settlement();
    let balance: i64 = settlement.seats.iter().map(|s| s.net).sum::<i64>() + settlement.tops;
    if balance != 0 {
        problems.push(format!("does not conserve chips (off by {balance} cents)"));
    }
    crate::hand_log::same_result(row, &settlement, &mut problems);
    Ok(problems)
}
