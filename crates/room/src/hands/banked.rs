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
use cardroom_engine::joker_draw::{BankedSetup, JokerDrawAction, JokerDrawHand, JokerDrawStakes};
use cardroom_store::HandKind as StoredKind;
use cardroom_store::port::*;
use serde::{Deserialize, Serialize};

use super::log::{self, Logged, bad_data, to_json};
use super::view::{BankedBox, GameView, HandAction, HandView};
use crate::model::tables::load_open_table;
use crate::model::tables::table_config;
use crate::money::format_dollars;
use crate::usecase::{At, Ctx, UseCase};
use crate::{Room, RoomError};

/// The most a box can cost, in antes: the ante, two exchanges and a Bet of twice the
/// three-ante box. The BONUS comes on top.
pub const ANTES_AT_RISK: i64 = 9;

/// What the room stores of a box: the engine's setup, and who plays it.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct BankedStored {
    #[serde(flatten)]
    pub game: BankedSetup,
    pub seat: SeatNo,
    /// The seating (player in the seat) that plays the box.
    pub seating_id: i64,
    pub player: String,
    /// His stack when the box began.
    pub stack_cents: i64,
}

impl Logged for JokerDrawHand {
    const STORED: StoredKind = StoredKind::Banked;
    type Stored = BankedStored;

    fn engine_setup(stored: &BankedStored) -> &BankedSetup {
        &stored.game
    }

    fn dealt(stored: &BankedStored) -> Vec<i64> {
        vec![i64::from(stored.seat)]
    }

    fn action(action: HandAction, row: &HandRow) -> Result<JokerDrawAction, RoomError> {
        match action {
            HandAction::Banked(a) => Ok(a),
            _ => Err(RoomError::JdHand { id: row.id }),
        }
    }

    /// Pays the box: the player's net into his stack, the house's result to the bank's ledger.
    fn settle(
        tx: &dyn Tx,
        ctx: &Ctx,
        row: &HandRow,
        setup: &BankedStored,
        hand: &JokerDrawHand,
    ) -> Result<(), RoomError> {
        let Some(settlement) = hand.settlement() else {
            return Ok(());
        };
        let seat = tx
            .seating_in(row.table_id, i64::from(setup.seat))?
            .filter(|s| s.id == setup.seating_id)
            .ok_or_else(|| bad_data(row, format!("seat {} changed during the box", setup.seat)))?;
        let net = settlement.player_net;
        crate::model::ledger::settle_seat(tx, ctx, &seat, row.id, net, seat.entry)?;
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

    fn history(stored: &BankedStored, hand: &JokerDrawHand) -> Result<String, RoomError> {
        Ok(cardroom_engine::phh::export_banked(
            hand,
            stored.stack_cents,
        ))
    }

    fn entry(event: &Self::Event) -> crate::hands::view::LogEntry {
        crate::hands::view::LogEntry::Banked {
            event: event.clone(),
        }
    }

    fn game_view(stored: &BankedStored, hand: &JokerDrawHand) -> GameView {
        GameView::Banked(BankedBox {
            seat: stored.seat,
            player: stored.player.clone(),
            stack_cents: stored.stack_cents,
            view: cardroom_engine::GameHand::view(hand),
        })
    }

    fn audit(
        tx: &dyn Tx,
        row: &HandRow,
        hand: &JokerDrawHand,
        problems: &mut Vec<String>,
    ) -> Result<(), RoomError> {
        let Some(settlement) = hand.settlement() else {
            return Ok(());
        };
        if settlement.house_net != -settlement.player_net {
            problems.push("does not conserve chips between the player and the bank".into());
        }
        if tx.banked_of_hand(row.id)? != Some(settlement.house_net) {
            problems.push("has a bank's result recorded that differs from its replay".into());
        }
        Ok(())
    }
}

fn joker_draw_table(tx: &dyn Tx, table_id: i64) -> Result<TableRow, RoomError> {
    let table = load_open_table(tx, table_id)?;
    if table.game != GameCode::JokerDraw {
        return Err(RoomError::NotJokerDrawTable { table: table.name });
    }
    Ok(table)
}

impl Room {
    /// Starts a box at a Draw Poker with Joker table for the player in `seat`, with his
    /// ante and BONUS (0: none), in cents. Refused when the player sits out or cannot cover
    /// everything the box can cost ([`ANTES_AT_RISK`] antes plus the BONUS).
    pub fn start_jd_hand(
        &self,
        actor: i64,
        table_id: i64,
        seat: i64,
        ante_cents: i64,
        bonus_cents: i64,
    ) -> Result<HandView, RoomError> {
        let stakes = (ante_cents, bonus_cents);
        self.start_jd_hand_then(actor, table_id, seat, stakes, super::the_view)
    }

    /// Starts a box, then answers with `then` of it, in the same transaction.
    pub(crate) fn start_jd_hand_then<T>(
        &self,
        actor: i64,
        table_id: i64,
        seat: i64,
        (ante_cents, bonus_cents): (i64, i64),
        then: impl FnOnce(&dyn Tx, &Ctx, HandView) -> Result<T, RoomError>,
    ) -> Result<T, RoomError> {
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
                let game = BankedSetup {
                    joker_draw: config,
                    stakes,
                };
                // The stakes are checked first: a box the rules refuse is refused as such.
                <JokerDrawHand as cardroom_engine::GameHand>::start(&game)
                    .map_err(|v| log::refused(&v))?;
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
                let stored = BankedStored {
                    game,
                    seat: SeatNo::try_from(seat)
                        .map_err(|_| RoomError::invalid("seat", "seat numbers run 1 to 10"))?,
                    seating_id: player.id,
                    player: player.player_name,
                    stack_cents: player.stack_cents,
                };
                let view = log::start::<JokerDrawHand>(tx, ctx, table.id, seat, stored)?;
                then(tx, ctx, view)
            },
        )
    }
}
