//! Hands at a table: started from the table's settings and seats, logged action by action
//! through the rules engine, stored as append-only events, settled into the seats' stacks
//! and the house's drop.
//!
//! Storage: each accepted engine event is one `action` row; an undo appends an `undo` row
//! that cancels the latest action still standing. The hand is rebuilt by replaying the rows
//! in order, so the original entry stays in history.

use cardroom_engine::{
    Action, CardList, Collection, DealerStep, Event, Game, GameConfig, Hand, LegalActions, Penalty,
    SeatPost, SeatSpec, SeatView, Settlement, SevensPenalty, SmallVec, Structure, smallvec,
};
use cardroom_store::{HandRow, TableRow, Tx};
use serde::{Deserialize, Serialize};

use crate::blinds::{self, SeatState, clockwise_after};
use crate::hand_log::{
    bad_data, load_hand, record_action, record_undo, standing_events, to_json, unfinished,
};
use crate::tables::{GameSettings, SevensRule, load_open_table, load_table, rate_at};
use crate::usecase::{At, Ctx, UseCase};
use crate::{Room, RoomError};

/// The dealer's next step when the cards are not entered (a dealer rarely enters every
/// card): `None` when a player acts next or the hand is complete. Pots go to the winners
/// the shown cards give; with cards unknown the dealer must name them (`award` with seats).
pub fn dealer_step_unentered(legal: &LegalActions) -> Option<Action> {
    // The engine asks for at most a hand's five cards at a time: the list always holds them.
    let unentered = |n: usize| CardList::unknown(n).unwrap_or_default();
    let LegalActions::Dealer(step) = legal else {
        return None;
    };
    Some(match step {
        DealerStep::PostForcedBets => Action::PostForcedBets,
        DealerStep::DealHole { seat, remaining } => Action::DealHole {
            seat: *seat,
            cards: unentered(*remaining),
        },
        DealerStep::Burn { .. } => Action::Burn { card: None },
        DealerStep::DealBoard { cards, .. } => Action::DealBoard {
            cards: unentered(*cards),
        },
        DealerStep::AwardPot { pot, winners, .. } => Action::AwardPot {
            pot: *pot,
            winners: *winners,
        },
        DealerStep::DealDraw { seat, cards } => Action::DealDraw {
            seat: *seat,
            cards: unentered(*cards),
        },
        DealerStep::Reshuffle => Action::Reshuffle,
    })
}

/// What a hand was started with: enough to rebuild it exactly.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct HandSetup {
    config: GameConfig,
    seats: Vec<SeatSpec>,
    button: u8,
    /// The schedule row the drop came from (none: the manager's rate or no drop).
    rate_id: Option<i64>,
    /// The seating (player in a seat) of each seat dealt in: who played it.
    #[serde(default)]
    seatings: Vec<(u8, i64)>,
}

/// A hand as the dealer's screen shows it.
#[derive(Debug, Clone, Serialize)]
pub struct HandView {
    pub hand_id: i64,
    pub table_id: i64,
    pub number: i64,
    pub button_seat: i64,
    pub finished: bool,
    /// Who acts next and what is allowed, with amounts.
    pub legal: LegalActions,
    pub pot_total: i64,
    pub stacks: Vec<(u8, i64)>,
    /// Every seat: stack, bets, cards as entered (`??` unknown), how many it drew, which
    /// cards are face up.
    pub seats: Vec<SeatView>,
    pub board: Vec<String>,
    /// How many actions stand (undone ones excluded).
    pub actions: usize,
    pub settlement: Option<Settlement>,
    /// Low Ball: the sevens or check-raise rule applied at the showdown.
    pub penalties: Vec<Penalty>,
}

fn engine_game(table: &TableRow) -> Result<Game, RoomError> {
    match table.game.as_str() {
        "holdem" => Ok(Game::Holdem),
        "pineapple" => Ok(Game::Pineapple),
        "five_card_draw" => Ok(Game::FiveCardDraw),
        "lowball" => Ok(Game::LowBall),
        "mexican" => Ok(Game::MexicanPoker),
        "pan" => Err(RoomError::PanTable {
            table: table.name.clone(),
        }),
        "joker_draw" => Err(RoomError::JokerDrawTable {
            table: table.name.clone(),
        }),
        other => Err(RoomError::GameNotSupported {
            game: other.to_string(),
        }),
    }
}

fn config_for(
    tx: &Tx<'_>,
    table: &TableRow,
    at: &str,
    dealt: usize,
) -> Result<(GameConfig, Option<i64>), RoomError> {
    let structure = match table.structure.as_str() {
        "no_limit" => Structure::NoLimit,
        "pot_limit" => Structure::PotLimit,
        _ => Structure::FixedLimit,
    };
    let (rate_id, drop) = match rate_at(tx, table, at)? {
        Some((id, cents)) => (id, cents),
        None => (None, 0),
    };
    // The house takes its drop in the table's chips: a scheduled rate that is not a whole
    // number of them is taken to the chip below (docs/rulings.md), never refused mid-shift.
    let drop = drop - drop % table.chip_unit_cents.max(1);
    let collection = match table.collection_mode.as_str() {
        "pot_drop" => Collection::PotDrop { amount: drop },
        "button_drop" => Collection::ButtonDrop { amount: drop },
        _ => Collection::None,
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
    };
    Ok((config, rate_id))
}

/// Low Ball's required kill: the player who won every pot of the table's last two hands,
/// still seated where he won them (the same seating, not a newcomer in his seat), kills the
/// next pot.
fn required_kill(
    tx: &Tx<'_>,
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
        let setup: HandSetup =
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

fn seat_no(seat: i64) -> Result<u8, RoomError> {
    u8::try_from(seat).map_err(|_| RoomError::invalid("seat", "seat numbers run 1 to 10"))
}

/// Rebuilds a hand from its stored setup and rows.
fn rebuild(tx: &Tx<'_>, row: &HandRow) -> Result<(Hand, HandSetup), RoomError> {
    let setup: HandSetup = match serde_json::from_str(&row.config) {
        Ok(setup) => setup,
        Err(_) if crate::pan_hands::pan_setup(row).is_some() => {
            return Err(RoomError::PanHand { id: row.id });
        }
        Err(_) if crate::jd_hands::jd_setup(row).is_some() => {
            return Err(RoomError::JdHand { id: row.id });
        }
        Err(e) => return Err(bad_data(row, e)),
    };
    let standing: Vec<Event> = standing_events(tx, row)?;
    let hand = Hand::replay(
        setup.config.clone(),
        setup.seats.clone(),
        setup.button,
        &standing,
    )
    .map_err(|(i, v)| bad_data(row, format!("event {i} no longer replays: {v}")))?;
    Ok((hand, setup))
}

fn view(row: &HandRow, hand: &Hand) -> HandView {
    let finished = row.finished_at.is_some();
    HandView {
        hand_id: row.id,
        table_id: row.table_id,
        number: row.number,
        button_seat: row.button_seat,
        finished,
        legal: hand.legal_actions(),
        pot_total: hand.pot_total(),
        stacks: hand.seats().iter().map(|s| (s.seat, s.stack)).collect(),
        seats: hand.seats(),
        board: hand
            .board()
            .iter()
            .map(|c| c.map(|c| c.to_string()).unwrap_or_else(|| "??".into()))
            .collect(),
        actions: hand.events().len(),
        settlement: hand.is_complete().then(|| hand.settlement()),
        penalties: hand.penalties().to_vec(),
    }
}

/// Settles a complete hand: stacks to the seats, the drop to the house, the button on.
fn finish(
    tx: &Tx<'_>,
    ctx: &Ctx,
    row: &HandRow,
    hand: &Hand,
    setup: &HandSetup,
) -> Result<(), RoomError> {
    let settlement = hand.settlement();
    let table = load_table(tx, row.table_id)?;
    for result in &settlement.seats {
        if let Some(seat) = tx.seating_in(table.id, i64::from(result.seat))? {
            let entry = if seat.entry == "waiting" {
                "playing"
            } else {
                seat.entry.as_str()
            };
            let entry = if entry == "posting" { "playing" } else { entry };
            tx.update_seating_play(seat.id, result.final_stack, entry, false, false)?;
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
    tx.finish_hand(row.id, &to_json(row, &settlement)?, &ctx.at, ctx.actor.id)?;
    // Moving button: one seat clockwise to the next occupied seat. (Under the dead-button
    // rule the next hand places it behind the blinds.)
    if table.button_rule != "dead" {
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
    pub fn start_hand(&mut self, actor: i64, table_id: i64) -> Result<HandView, RoomError> {
        self.write(actor, UseCase::StartHand, At::Table(table_id), |tx, ctx| {
            let table = load_open_table(tx, table_id)?;
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
                    waiting: s.entry == "waiting",
                    posting: s.entry == "posting",
                })
                .collect();
            let plan = blinds::plan(
                table.button_rule == "dead",
                button,
                table.last_big_blind_seat,
                tx.hand_count(table.id)? > 0,
                table.seat_limit,
                &states,
            );
            for s in &seated {
                if let Some((_, small, big)) = plan.missed.iter().find(|m| m.0 == s.seat_no) {
                    let (small, big) = (s.missed_small_blind || *small, s.missed_big_blind || *big);
                    tx.update_seating_play(s.id, s.stack_cents, &s.entry, small, big)?;
                }
            }
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
            tx.set_button(table.id, Some(plan.button))?;
            tx.set_last_big_blind(table.id, plan.big_blind)?;
            let hand =
                Hand::new(config.clone(), dealt.clone(), seat_no(engine_button)?).map_err(|v| {
                    RoomError::Violation {
                        code: v.code(),
                        message: v.to_string(),
                    }
                })?;
            let seatings = seated
                .iter()
                .filter(|s| dealt.iter().any(|d| i64::from(d.seat) == s.seat_no))
                .map(|s| Ok((seat_no(s.seat_no)?, s.id)))
                .collect::<Result<_, RoomError>>()?;
            let setup = HandSetup {
                config,
                seats: dealt,
                button: seat_no(engine_button)?,
                rate_id,
                seatings,
            };
            let json = serde_json::to_string(&setup).map_err(|e| RoomError::BadData {
                detail: e.to_string(),
            })?;
            let dealer = tx.dealer_on(table.id)?.map(|d| d.dealer_id);
            let id = tx.insert_hand(table.id, plan.button, dealer, &json, &ctx.at, ctx.actor.id)?;
            let row = load_hand(tx, id)?;
            Ok(view(&row, &hand))
        })
    }

    /// Logs one action. The engine checks it first: a violation is returned with the
    /// engine's code and message and nothing is written. When the action completes the hand,
    /// it is settled in the same transaction.
    pub fn act(&mut self, actor: i64, hand_id: i64, action: Action) -> Result<HandView, RoomError> {
        self.write(actor, UseCase::Act, At::Hand(hand_id), |tx, ctx| {
            let row = unfinished(tx, hand_id)?;
            let (mut hand, setup) = rebuild(tx, &row)?;
            let event = hand.apply(action).map_err(|v| RoomError::Violation {
                code: v.code(),
                message: v.to_string(),
            })?;
            record_action(tx, ctx, &row, &event)?;
            if hand.is_complete() {
                finish(tx, ctx, &row, &hand, &setup)?;
            }
            let row = load_hand(tx, hand_id)?;
            Ok(view(&row, &hand))
        })
    }

    /// Undoes the latest action still standing: appends a correction; history keeps both.
    pub fn undo(&mut self, actor: i64, hand_id: i64) -> Result<HandView, RoomError> {
        self.write(actor, UseCase::Undo, At::Hand(hand_id), |tx, ctx| {
            let row = unfinished(tx, hand_id)?;
            let (hand, _) = rebuild(tx, &row)?;
            let Some(last) = hand.events().last() else {
                return Err(RoomError::NothingToUndo { id: hand_id });
            };
            record_undo(tx, ctx, &row, &last.action())?;
            let hand = hand.undo().map_err(|v| RoomError::Violation {
                code: v.code(),
                message: v.to_string(),
            })?;
            Ok(view(&row, &hand))
        })
    }

    /// The hand as it stands.
    pub fn hand(&self, hand_id: i64) -> Result<HandView, RoomError> {
        self.read(|tx, _| {
            let row = load_hand(tx, hand_id)?;
            let (hand, _) = rebuild(tx, &row)?;
            Ok(view(&row, &hand))
        })
    }

    /// The unfinished hand at a table, if any.
    pub fn current_hand(&self, table_id: i64) -> Result<Option<HandView>, RoomError> {
        self.read(|tx, _| {
            load_table(tx, table_id)?;
            match tx.unfinished_hand(table_id)? {
                Some(row) => {
                    let (hand, _) = rebuild(tx, &row)?;
                    Ok(Some(view(&row, &hand)))
                }
                None => Ok(None),
            }
        })
    }
}

/// `db check` of a pot game's hand: it replays, a finished hand is complete, chips are
/// conserved, and the stored result and drop equal the replay's.
pub(crate) fn audit(tx: &Tx<'_>, row: &HandRow) -> Result<Vec<String>, RoomError> {
    let (hand, _) = rebuild(tx, row)?;
    let mut problems = Vec::new();
    if row.finished_at.is_none() {
        return Ok(problems);
    }
    if !hand.is_complete() {
        problems.push("is recorded finished, but its actions do not finish it".into());
        return Ok(problems);
    }
    let settlement = hand.settlement();
    if settlement.balance() != 0 {
        problems.push(format!(
            "does not conserve chips (off by {} cents)",
            settlement.balance()
        ));
    }
    crate::hand_log::same_result(row, &settlement, &mut problems);
    let drop = tx.drop_of_hand(row.id)?.unwrap_or(0);
    if drop != settlement.collection {
        problems.push(format!(
            "has a drop of {} recorded, but its replay took {}",
            crate::money::format_cents(drop),
            crate::money::format_cents(settlement.collection)
        ));
    }
    Ok(problems)
}
