//! The pot games' hands (Hold'em, Pineapple, Crazy Pineapple, Five Card Draw, Low Ball, Mexican Poker):
//! started from the table's settings and seats, the blinds placed by the button rule, settled
//! into the seats' stacks and the house's drop.

use cardroom_engine::{
    Action, Collection, Game, GameConfig, Hand, PotSetup, SeatPost, SeatSpec, Settlement,
    SevensPenalty, SmallVec, Structure, smallvec,
};
use cardroom_store::HandKind as StoredKind;
use cardroom_store::port::*;
use serde::{Deserialize, Serialize};

use super::log::{self, Logged, to_json};
use super::view::{GameView, HandAction, HandView};
use crate::blinds::{self, SeatState, clockwise_after};
use crate::model::tables::{GameSettings, SevensRule, load_table, rate_at};
use crate::usecase::{Ctx, UseCase};
use crate::{Room, RoomError};

/// What the room stores of a pot game's hand: the engine's setup and the room's own.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct PotStored {
    #[serde(flatten)]
    pub game: PotSetup,
    /// The schedule row the drop came from (none: the manager's rate or no drop).
    pub rate_id: Option<i64>,
    /// The seating (player in a seat) of each seat dealt in: who played it.
    #[serde(default)]
    pub seatings: Vec<(u8, i64)>,
    /// The table's last big blind before this hand placed its own: put back when the hand is
    /// voided, so the deal again places the blinds where this one did.
    #[serde(default)]
    pub prior_big_blind: Option<i64>,
    /// The jackpot funds the hand feeds, in the order of the engine's drops.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub jackpot_funds: Vec<i64>,
}

impl Logged for Hand {
    const STORED: StoredKind = StoredKind::Pot;
    type Stored = PotStored;

    fn engine_setup(stored: &PotStored) -> &PotSetup {
        &stored.game
    }

    fn dealt(stored: &PotStored) -> Vec<i64> {
        stored
            .game
            .seats
            .iter()
            .map(|s| i64::from(s.seat))
            .collect()
    }

    fn action(action: HandAction, row: &HandRow) -> Result<Action, RoomError> {
        match action {
            HandAction::Pot(a) => Ok(a),
            HandAction::Pan(_) => Err(RoomError::NotPanHand { id: row.id }),
            HandAction::Banked(_) => Err(RoomError::NotJdHand { id: row.id }),
        }
    }

    fn settle(
        tx: &dyn Tx,
        ctx: &Ctx,
        row: &HandRow,
        stored: &PotStored,
        hand: &Hand,
    ) -> Result<(), RoomError> {
        finish(tx, ctx, row, hand, stored)
    }

    fn history(_: &PotStored, hand: &Hand) -> Result<String, RoomError> {
        cardroom_engine::phh::export(hand)
            .map_err(|e| RoomError::invalid("the hand", e.to_string()))
    }

    fn on_void(tx: &dyn Tx, row: &HandRow, stored: &PotStored) -> Result<(), RoomError> {
        tx.set_button(row.table_id, Some(row.button_seat))?;
        tx.set_last_big_blind(row.table_id, stored.prior_big_blind)?;
        Ok(())
    }

    fn entry(event: &Self::Event) -> crate::hands::view::LogEntry {
        crate::hands::view::LogEntry::Pot {
            event: event.clone(),
        }
    }

    fn game_view(_: &PotStored, hand: &Hand) -> GameView {
        GameView::Pot(cardroom_engine::GameHand::view(hand))
    }

    fn audit(
        tx: &dyn Tx,
        row: &HandRow,
        hand: &Hand,
        problems: &mut Vec<String>,
    ) -> Result<(), RoomError> {
        let settlement = hand.settlement();
        if settlement.balance() != 0 {
            problems.push(format!(
                "does not conserve chips (off by {} cents)",
                settlement.balance()
            ));
        }
        let drop = tx.drop_of_hand(row.id)?.unwrap_or(0);
        if drop != settlement.collection {
            problems.push(format!(
                "has a drop of {} recorded, but its replay took {}",
                crate::money::format_cents(drop),
                crate::money::format_cents(settlement.collection)
            ));
        }
        Ok(())
    }
}

fn engine_game(table: &TableRow) -> Result<Game, RoomError> {
    if let Some(game) = crate::model::jackpots::pot_game(table.game) {
        return Ok(game);
    }
    match table.game {
        GameCode::Pan => Err(RoomError::PanTable {
            table: table.name.clone(),
        }),
        _ => Err(RoomError::JokerDrawTable {
            table: table.name.clone(),
        }),
    }
}

fn config_for(
    tx: &dyn Tx,
    table: &TableRow,
    at: &str,
    dealt: usize,
) -> Result<(GameConfig, Option<i64>), RoomError> {
    let structure = match table.structure {
        Betting::NoLimit => Structure::NoLimit,
        Betting::PotLimit => Structure::PotLimit,
        Betting::FixedLimit => Structure::FixedLimit,
    };
    let (rate_id, drop) = match rate_at(tx, table, at)? {
        Some((id, cents)) => (id, cents),
        None => (None, 0),
    };
    // The house takes its drop in the table's chips: a scheduled rate that is not a whole
    // number of them is taken to the chip below (docs/rulings.md), never refused mid-shift.
    let drop = drop - drop % table.chip_unit_cents.max(1);
    let collection = match table.collection_mode {
        TableCollection::PotDrop => Collection::PotDrop { amount: drop },
        TableCollection::ButtonDrop => Collection::ButtonDrop { amount: drop },
        TableCollection::Time => Collection::None,
    };
    let settings = GameSettings::of(table)?;
    let config = GameConfig {
        game: engine_game(table)?,
        structure,
        antes: if table.ante_cents > 0 {
            smallvec![table.ante_cents; dealt]
        } else {
            SmallVec::new()
        },
        blinds: smallvec![table.small_blind_cents, table.big_blind_cents],
        // An ante-only table's smallest bet is its small bet.
        min_bet: if table.big_blind_cents > 0 {
            table.big_blind_cents
        } else {
            table.small_bet_cents
        },
        small_bet: table.small_bet_cents,
        big_bet: table.big_bet_cents,
        max_bets_per_round: u32::try_from(table.max_bets_per_round).ok(),
        cap_lifts_heads_up: true,
        collection,
        no_flop_no_drop: table.no_flop_no_drop,
        chip_unit: table.chip_unit_cents,
        seat_posts: Vec::new(),
        joker: settings.joker,
        sevens_penalty: match settings.sevens_penalty {
            SevensRule::VoidPostDraw => SevensPenalty::VoidPostDraw,
            SevensRule::ForfeitPot => SevensPenalty::ForfeitPot,
        },
        kill_seat: None,
        jackpot_drops: Vec::new(),
    };
    Ok((config, rate_id))
}

/// Low Ball's required kill: the player who won every pot of the table's last two hands,
/// still seated where he won them (the same seating, not a newcomer in his seat), kills the
/// next pot.
fn required_kill(
    tx: &dyn Tx,
    table: &TableRow,
    seated: &[cardroom_store::SeatingRow],
) -> Result<Option<u8>, RoomError> {
    let last = tx.last_finished_hands(table.id, 2)?;
    if last.len() < 2 {
        return Ok(None);
    }
    let mut winner = None;
    let mut winner_seating: Option<i64> = None;
    for row in &last {
        let settlement: Settlement = serde_json::from_str(row.settlement.as_deref().unwrap_or(""))
            .map_err(|e| RoomError::BadData {
                detail: format!("hand {} settlement: {e}", row.id),
            })?;
        let mut seats = settlement
            .pots
            .iter()
            .flat_map(|p| p.shares.iter().map(|s| s.seat));
        let Some(first) = seats.next() else {
            return Ok(None);
        };
        if seats.any(|s| s != first) || winner.is_some_and(|w| w != first) {
            return Ok(None);
        }
        let setup: PotStored =
            serde_json::from_str(&row.config).map_err(|e| RoomError::BadData {
                detail: format!("hand {}: {e}", row.id),
            })?;
        let seating = setup
            .seatings
            .iter()
            .find(|(s, _)| *s == first)
            .map(|p| p.1);
        if seating.is_none() || winner_seating.is_some_and(|id| Some(id) != seating) {
            return Ok(None);
        }
        winner_seating = seating;
        winner = Some(first);
    }
    Ok(winner.filter(|&w| {
        seated
            .iter()
            .any(|s| s.seat_no == i64::from(w) && Some(s.id) == winner_seating)
    }))
}

pub(crate) fn seat_no(seat: i64) -> Result<u8, RoomError> {
    u8::try_from(seat).map_err(|_| RoomError::invalid("seat", "seat numbers run 1 to 10"))
}

/// Settles a complete hand: stacks to the seats, the drop to the house, the button on.
fn finish(
    tx: &dyn Tx,
    ctx: &Ctx,
    row: &HandRow,
    hand: &Hand,
    setup: &PotStored,
) -> Result<(), RoomError> {
    let settlement = hand.settlement();
    let table = load_table(tx, row.table_id)?;
    for result in &settlement.seats {
        if let Some(seat) = tx.seating_in(table.id, i64::from(result.seat))? {
            let net = result.final_stack - seat.stack_cents;
            // A player who waited for the big blind or posted one has now played a hand.
            crate::model::ledger::settle_seat(tx, ctx, &seat, row.id, net, SeatEntry::Playing)?;
        }
    }
    if settlement.collection > 0 {
        tx.insert_drop(
            table.id,
            row.id,
            settlement.collection,
            setup.rate_id,
            row.dealer_id,
            &ctx.at,
        )?;
    }
    crate::model::jackpots::book_hand(
        tx,
        row,
        &table,
        hand,
        &setup.jackpot_funds,
        &ctx.at,
        ctx.zone,
    )?;
    tx.finish_hand(row.id, &to_json(row, &settlement)?, &ctx.at, ctx.actor.id)?;
    // Moving button: one seat clockwise to the next occupied seat. (Under the dead-button
    // rule the next hand places it behind the blinds.)
    if table.button_rule != ButtonRule::Dead {
        let occupied: Vec<i64> = tx.seated(table.id)?.iter().map(|s| s.seat_no).collect();
        if let Some(next) = clockwise_after(row.button_seat, &occupied).first() {
            tx.set_button(table.id, Some(*next))?;
        }
    }
    Ok(())
}

impl Room {
    /// Starts a hand at a table: its game and stakes from the table, the players seated and
    /// not sitting out (a player waiting for the big blind comes in when it reaches him), the
    /// button where the draw or the last hand left it.
    pub fn start_hand(&self, actor: i64, table_id: i64) -> Result<HandView, RoomError> {
        self.start_hand_then(actor, table_id, super::the_view)
    }

    /// Starts a hand, then answers with `then` of it, in the same transaction.
    pub(crate) fn start_hand_then<T>(
        &self,
        actor: i64,
        table_id: i64,
        then: impl FnOnce(&dyn Tx, &Ctx, HandView) -> Result<T, RoomError>,
    ) -> Result<T, RoomError> {
        self.write_at_table(actor, UseCase::StartHand, table_id, |tx, ctx, table| {
            engine_game(&table)?;
            if tx.unfinished_hand(table.id)?.is_some() {
                return Err(RoomError::HandInProgress { table: table.name });
            }
            let button = table.button_seat.ok_or_else(|| RoomError::NoButton {
                table: table.name.clone(),
            })?;
            let seated = tx.seated(table.id)?;
            let states: Vec<SeatState> = seated
                .iter()
                .map(|s| SeatState {
                    seat: s.seat_no,
                    has_chips: s.stack_cents > 0,
                    sitting_out: s.sitting_out,
                    waiting: s.entry == SeatEntry::Waiting,
                    posting: s.entry == SeatEntry::Posting,
                })
                .collect();
            let plan = blinds::plan(
                table.button_rule == ButtonRule::Dead,
                button,
                table.last_big_blind_seat,
                tx.hand_count(table.id)? > 0,
                table.seat_limit,
                &states,
            );
            let dealt: Vec<SeatSpec> = seated
                .iter()
                .filter(|s| plan.dealt.contains(&s.seat_no))
                .map(|s| {
                    Ok(SeatSpec {
                        seat: seat_no(s.seat_no)?,
                        stack: s.stack_cents,
                    })
                })
                .collect::<Result<_, RoomError>>()?;
            let engine_button = plan.engine_button;
            let (mut config, rate_id) = config_for(tx, &table, &ctx.at, dealt.len())?;
            let (drops, jackpot_funds) = crate::model::jackpots::drops_for(tx, &table, &ctx.at)?;
            config.jackpot_drops = drops;
            if GameSettings::of(&table)?.required_kill {
                config.kill_seat = required_kill(tx, &table, &seated)?
                    .filter(|seat| dealt.iter().any(|d| d.seat == *seat));
            }
            config.seat_posts = plan
                .posts
                .iter()
                .map(|seat| {
                    Ok(SeatPost {
                        seat: seat_no(*seat)?,
                        amount: table.big_blind_cents,
                    })
                })
                .collect::<Result<_, RoomError>>()?;
            // No small blind this hand (dead, or his seat waits): the big blind alone.
            if plan.small_blind.is_none() && dealt.len() > 2 {
                config.blinds = smallvec![table.big_blind_cents];
            }
            let seatings = seated
                .iter()
                .filter(|s| dealt.iter().any(|d| i64::from(d.seat) == s.seat_no))
                .map(|s| Ok((seat_no(s.seat_no)?, s.id)))
                .collect::<Result<_, RoomError>>()?;
            let stored = PotStored {
                game: PotSetup {
                    config,
                    seats: dealt,
                    button: seat_no(engine_button)?,
                },
                rate_id,
                seatings,
                prior_big_blind: table.last_big_blind_seat,
                jackpot_funds,
            };
            // The hand first: one the engine refuses leaves the table as it was (no write to
            // roll back, which on a server would leave a gap in the audit trail's changes).
            let view = log::start::<Hand>(tx, ctx, table.id, plan.button, stored)?;
            for s in &seated {
                if let Some((_, small, big)) = plan.missed.iter().find(|m| m.0 == s.seat_no) {
                    let (small, big) = (s.missed_small_blind || *small, s.missed_big_blind || *big);
                    tx.update_seating_play(s.id, s.stack_cents, s.entry, small, big)?;
                }
            }
            tx.set_button(table.id, Some(plan.button))?;
            tx.set_last_big_blind(table.id, plan.big_blind)?;
            then(tx, ctx, view)
        })
    }
}
