//! Draw Poker with Joker boxes at a table: the same storage as the other games (a hand row
//! holding its setup, append-only event rows, undo as a correction row), with the banked
//! game's own engine. The dealer names the seat that plays the box, its ante and its BONUS;
//! the table's small and big bet are the lowest and highest stake (ante and BONUS alike).
//!
//! A box is started only when the player has in front of him everything it can cost: the
//! ante, both exchanges (one ante each), the Bet (twice the ante box, so six antes at most)
//! and the BONUS, that is nine antes plus the BONUS. Once settled, his stack changes by his
//! net and the house's banked result (the negative of his net, BONUS included) is recorded
//! apart from the collections, for the shift report.

use cardroom_engine::SeatNo;
use cardroom_engine::joker_draw::{
    JokerDrawAction, JokerDrawConfig, JokerDrawEvent, JokerDrawHand, JokerDrawStakes,
    JokerDrawViolation,
};
use cardroom_store::{HandRow, NewBanked, TableRow, Tx};
use serde::{Deserialize, Serialize};

use crate::hand_log::{
    bad_data, load_hand, record_action, record_undo, standing_events, to_json, unfinished,
};
use crate::jd_view::{JdHandView, view};
use crate::money::format_dollars;
use crate::tables::load_open_table;
use crate::usecase::{At, Ctx, UseCase};
use crate::{Room, RoomError};

/// The most a box can cost, in antes: the ante, two exchanges and a Bet of twice the
/// three-ante box. The BONUS comes on top.
pub const ANTES_AT_RISK: i64 = 9;

/// What a box was started with: enough to rebuild it exactly.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct JdSetup {
    pub joker_draw: JokerDrawConfig,
    pub stakes: JokerDrawStakes,
    pub seat: SeatNo,
    /// The seating (player in the seat) that plays the box.
    pub seating_id: i64,
    pub player: String,
    /// His stack when the box began.
    pub stack_cents: i64,
}

/// A Draw Poker with Joker table's settings: its small and big bet are the lowest and
/// highest ante and BONUS; the payout and BONUS tables are the house defaults (RULINGS.md).
pub(crate) fn table_config(small_bet: i64, big_bet: i64) -> JokerDrawConfig {
    JokerDrawConfig {
        min_ante: small_bet,
        max_ante: big_bet,
        min_bonus: small_bet,
        max_bonus: big_bet,
        ..JokerDrawConfig::default()
    }
}

/// The Draw Poker with Joker setup of a stored hand, `None` when it is another game's.
pub(crate) fn jd_setup(row: &HandRow) -> Option<JdSetup> {
    serde_json::from_str(&row.config).ok()
}

fn violation(v: &JokerDrawViolation) -> RoomError {
    RoomError::Violation {
        code: v.code(),
        message: v.to_string(),
    }
}

fn rebuild(tx: &Tx<'_>, row: &HandRow) -> Result<(JokerDrawHand, JdSetup), RoomError> {
    let setup = jd_setup(row).ok_or(RoomError::NotJd { id: row.id })?;
    let standing: Vec<JokerDrawEvent> = standing_events(tx, row)?;
    let hand = JokerDrawHand::replay(setup.joker_draw.clone(), setup.stakes, &standing)
        .map_err(|(i, v)| bad_data(row, format!("event {i} no longer replays: {v}")))?;
    Ok((hand, setup))
}

fn joker_draw_table(tx: &Tx<'_>, table_id: i64) -> Result<TableRow, RoomError> {
    let table = load_open_table(tx, table_id)?;
    if table.game != "joker_draw" {
        return Err(RoomError::NotJokerDrawTable { table: table.name });
    }
    Ok(table)
}

/// Pays the box: the player's net into his stack, the house's result to the bank's ledger.
fn settle(
    tx: &Tx<'_>,
    ctx: &Ctx,
    row: &HandRow,
    setup: &JdSetup,
    hand: &JokerDrawHand,
) -> Result<(), RoomError> {
    let Some(settlement) = hand.settlement() else {
        return Ok(());
    };
    let seat = tx
        .seating_in(row.table_id, i64::from(setup.seat))?
        .filter(|s| s.id == setup.seating_id)
        .ok_or_else(|| bad_data(row, format!("seat {} changed during the box", setup.seat)))?;
    tx.update_seating_play(
        seat.id,
        crate::values::add("a stack", seat.stack_cents, settlement.player_net)?,
        &seat.entry,
        false,
        false,
    )?;
    tx.insert_banked(
        &NewBanked {
            table_id: row.table_id,
            hand_id: row.id,
            seat_no: i64::from(setup.seat),
            house_net_cents: settlement.house_net,
            dealer_id: row.dealer_id,
        },
        &ctx.at,
        ctx.actor.id,
    )?;
    tx.finish_hand(row.id, &to_json(row, settlement)?, &ctx.at, ctx.actor.id)?;
    Ok(())
}

impl Room {
    /// Starts a box at a Draw Poker with Joker table for the player in `seat`, with his
    /// ante and BONUS (0: none), in cents. Refused when the player sits out or cannot cover
    /// everything the box can cost ([`ANTES_AT_RISK`] antes plus the BONUS).
    pub fn start_jd_hand(
        &mut self,
        actor: i64,
        table_id: i64,
        seat: i64,
        ante_cents: i64,
        bonus_cents: i64,
    ) -> Result<JdHandView, RoomError> {
        self.write(
            actor,
            UseCase::StartBankedBox,
            At::Table(table_id),
            |tx, ctx| {
                let table = joker_draw_table(tx, table_id)?;
                if tx.unfinished_hand(table.id)?.is_some() {
                    return Err(RoomError::HandInProgress { table: table.name });
                }
                // The house banks the box: its dealer must be in the box.
                if tx.dealer_on(table.id)?.is_none() {
                    return Err(RoomError::NoDealer { table: table.name });
                }
                if !(1..=table.seat_limit).contains(&seat) {
                    return Err(RoomError::NoSuchSeat {
                        table: table.name,
                        seat,
                        limit: table.seat_limit,
                    });
                }
                let player =
                    tx.seating_in(table.id, seat)?
                        .ok_or_else(|| RoomError::SeatEmpty {
                            table: table.name.clone(),
                            seat,
                        })?;
                if player.sitting_out {
                    return Err(RoomError::SittingOut {
                        table: table.name,
                        seat,
                        player: player.player_name,
                    });
                }
                let config = table_config(table.small_bet_cents, table.big_bet_cents);
                let stakes = JokerDrawStakes {
                    ante: ante_cents,
                    bonus: bonus_cents,
                };
                let hand = JokerDrawHand::new(config.clone(), stakes).map_err(|v| violation(&v))?;
                // Both stakes are checked against the table's limits (at most $1,000,000): no overflow.
                let needed = ANTES_AT_RISK
                    .checked_mul(ante_cents)
                    .and_then(|a| a.checked_add(bonus_cents))
                    .ok_or_else(|| RoomError::Overflow {
                        what: "the box's stakes".into(),
                    })?;
                if player.stack_cents < needed {
                    return Err(RoomError::StackTooShort {
                        player: player.player_name,
                        stack: format_dollars(player.stack_cents),
                        needed: format_dollars(needed),
                    });
                }
                let setup = JdSetup {
                    joker_draw: config,
                    stakes,
                    seat: SeatNo::try_from(seat)
                        .map_err(|_| RoomError::invalid("seat", "seat numbers run 1 to 10"))?,
                    seating_id: player.id,
                    player: player.player_name,
                    stack_cents: player.stack_cents,
                };
                let json = serde_json::to_string(&setup).map_err(|e| RoomError::BadData {
                    detail: e.to_string(),
                })?;
                let dealer = tx.dealer_on(table.id)?.map(|d| d.dealer_id);
                let id = tx.insert_hand(table.id, seat, dealer, &json, &ctx.at, ctx.actor.id)?;
                Ok(view(&load_hand(tx, id)?, &setup, &hand))
            },
        )
    }

    /// Logs one entry of a box. A refused entry returns the engine's code and message and
    /// writes nothing. The entry that ends the box (a fold or the settlement) pays it in the
    /// same transaction.
    pub fn jd_act(
        &mut self,
        actor: i64,
        hand_id: i64,
        action: JokerDrawAction,
    ) -> Result<JdHandView, RoomError> {
        self.write(actor, UseCase::BankedAct, At::Hand(hand_id), |tx, ctx| {
            let row = unfinished(tx, hand_id)?;
            let (mut hand, setup) = rebuild(tx, &row)?;
            let event = hand.apply(action).map_err(|v| violation(&v))?;
            record_action(tx, ctx, &row, &event)?;
            if hand.is_complete() {
                settle(tx, ctx, &row, &setup, &hand)?;
            }
            Ok(view(&load_hand(tx, hand_id)?, &setup, &hand))
        })
    }

    /// Undoes the latest entry of an unfinished box: a correction row; history keeps both.
    pub fn jd_undo(&mut self, actor: i64, hand_id: i64) -> Result<JdHandView, RoomError> {
        self.write(actor, UseCase::BankedUndo, At::Hand(hand_id), |tx, ctx| {
            let row = unfinished(tx, hand_id)?;
            let (hand, setup) = rebuild(tx, &row)?;
            let Some(last) = hand.events().last() else {
                return Err(RoomError::NothingToUndo { id: hand_id });
            };
            record_undo(tx, ctx, &row, &last.action())?;
            let hand = hand.undo().map_err(|v| violation(&v))?;
            Ok(view(&row, &setup, &hand))
        })
    }

    /// A box as it stands.
    pub fn jd_hand(&self, hand_id: i64) -> Result<JdHandView, RoomError> {
        self.read(|tx, _| {
            let row = load_hand(tx, hand_id)?;
            let (hand, setup) = rebuild(tx, &row)?;
            Ok(view(&row, &setup, &hand))
        })
    }
}

/// `db check` of a box: it replays, a finished box is settled, the bank's result is the
/// player's net turned round, and the stored results equal the replay's.
pub(crate) fn audit(tx: &Tx<'_>, row: &HandRow) -> Result<Vec<String>, RoomError> {
    let (hand, _) = rebuild(tx, row)?;
    let mut problems = Vec::new();
    if row.finished_at.is_none() {
        return Ok(problems);
    }
    let Some(settlement) = hand.settlement() else {
        problems.push("is recorded finished, but its entries do not settle it".into());
        return Ok(problems);
    };
    if settlement.house_net != -settlement.player_net {
        problems.push("does not conserve chips between the player and the bank".into());
    }
    crate::hand_log::same_result(row, settlement, &mut problems);
    if tx.banked_of_hand(row.id)? != Some(settlement.house_net) {
        problems.push("has a bank's result recorded that differs from its replay".into());
    }
    Ok(problems)
}
