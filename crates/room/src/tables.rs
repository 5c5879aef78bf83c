//! Opening and closing tables, and the floor's status board.

use cardroom_store::port::*;
use cardroom_store::{NewTable, TableRow};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::clock::parse_db_time;
use crate::model::tables::{GameSettings, SevensRule, load_table, rate_at};
use crate::money::format_dollars;
use crate::usecase::{At, Ctx, UseCase};
use crate::values::{self, Interval, Name, Stake, key_of};
use crate::{Room, RoomError};

/// How a pot-drop game's collection is taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum DropMode {
    /// From the pot when the blinds are in, before the deal.
    PotDrop,
    /// Paid by the button before the deal, as a dead amount.
    ButtonDrop,
}

/// What a floor manager fills in to open a table. Amounts in cents.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
pub struct OpenTable {
    pub name: String,
    pub game: GameCode,
    pub betting: Betting,
    pub small_blind_cents: i64,
    pub big_blind_cents: i64,
    pub ante_cents: i64,
    pub small_bet_cents: i64,
    pub big_bet_cents: i64,
    pub chip_unit_cents: i64,
    /// One bet plus three raises when absent.
    pub max_bets_per_round: Option<i64>,
    /// The game's usual maximum when absent.
    pub seat_limit: Option<i64>,
    /// Hold'em tournament tables seat ten.
    pub tournament: bool,
    pub button_rule: Option<ButtonRule>,
    /// The manager's rate; required when the schedule has none for this game and stake.
    pub rate_cents: Option<i64>,
    pub collection_interval_minutes: Option<i64>,
    pub drop_mode: Option<DropMode>,
    pub no_flop_no_drop: bool,
    /// Five Card Draw: the deck holds the joker, played as a bug.
    #[serde(default)]
    pub joker: bool,
    /// Low Ball: the sevens rule's penalty (void the action after the draw when absent).
    #[serde(default)]
    pub sevens_penalty: Option<SevensRule>,
    /// Low Ball: a player who wins two pots in a row must kill the next.
    #[serde(default)]
    pub required_kill: bool,
    /// The least a player may sit down with; the game's default when absent (docs/rulings.md).
    #[serde(default)]
    pub min_buy_in_cents: Option<i64>,
    /// The most a player may have in front of him after buying in or adding on; the game's
    /// default when absent.
    #[serde(default)]
    pub max_buy_in_cents: Option<i64>,
}

impl OpenTable {
    /// A table of `game` at these blinds (small, big; zero for a game without) and bets
    /// (small, big: the limits, or the stakes a no-limit table is listed at), in quarter
    /// chips, every other setting the house's default (the rate schedule's rate and interval,
    /// the game's seats, buy-ins and usual options). Change any with `..OpenTable::new(…)`.
    pub fn new(
        name: &str,
        game: GameCode,
        betting: Betting,
        blinds: (i64, i64),
        bets: (i64, i64),
    ) -> OpenTable {
        OpenTable {
            name: name.into(),
            game,
            betting,
            small_blind_cents: blinds.0,
            big_blind_cents: blinds.1,
            ante_cents: 0,
            small_bet_cents: bets.0,
            big_bet_cents: bets.1,
            chip_unit_cents: 25,
            max_bets_per_round: None,
            seat_limit: None,
            tournament: false,
            button_rule: None,
            rate_cents: None,
            collection_interval_minutes: None,
            drop_mode: None,
            no_flop_no_drop: false,
            joker: false,
            sevens_penalty: None,
            required_kill: false,
            min_buy_in_cents: None,
            max_buy_in_cents: None,
        }
    }
}

/// How a table's collection is taken at the rate in effect. `Display` is the CLI's words:
/// "4.00 per player every 30 minutes", "3.00 from each pot", "3.00 from the button"; the
/// screens word the same fields in their language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct CollectionTerms {
    pub mode: TableCollection,
    pub amount_cents: i64,
    /// Minutes between two time collections (used by `time` only).
    pub interval_minutes: i64,
}

impl std::fmt::Display for CollectionTerms {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let amount = crate::money::format_cents(self.amount_cents);
        match self.mode {
            TableCollection::Time => write!(
                f,
                "{amount} per player every {} minutes",
                self.interval_minutes
            ),
            TableCollection::ButtonDrop => write!(f, "{amount} from the button"),
            TableCollection::PotDrop => write!(f, "{amount} from each pot"),
        }
    }
}

/// A pot-drop table whose schedule's drop is more than its blinds: a pot of only the blinds
/// pays the whole pot, short of the schedule. `Display` is the CLI's sentence.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct DropShort {
    pub drop_cents: i64,
    pub blinds_cents: i64,
}

impl std::fmt::Display for DropShort {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "The schedule's drop is {} but the blinds are {}: a pot of only the blinds pays the \
             whole pot, short of the schedule.",
            crate::money::format_cents(self.drop_cents),
            crate::money::format_cents(self.blinds_cents)
        )
    }
}

/// One line of the floor's status board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct TableStatus {
    pub id: i64,
    pub name: String,
    pub game: GameCode,
    pub game_name: String,
    pub betting: Betting,
    pub stakes: String,
    pub seat_limit: i64,
    /// The deck holds the joker (Low Ball always; Five Card Draw when the table says so):
    /// the console's card picker offers it.
    pub joker: bool,
    pub seated: i64,
    pub dealer: Option<String>,
    pub button_seat: Option<i64>,
    pub hand_in_progress: bool,
    /// How the house collects at the rate in effect (none: no rate is in effect).
    pub collection: Option<CollectionTerms>,
    /// The schedule's drop cannot be met by a pot of only the blinds at these stakes: said
    /// when the table is opened, and on its card.
    pub drop_warning: Option<DropShort>,
    /// The game is dealt from a button (not Pan, not the banked game).
    pub has_button: bool,
    pub next_collection_due: Option<String>,
    /// The least a player sits down with, and the most he may have in front of him.
    pub buy_in: crate::BuyIn,
    pub opened_at: String,
    pub closed_at: Option<String>,
}

/// The most a game's table seats, and its usual size.
fn seat_bounds(game: GameCode, tournament: bool) -> (i64, i64) {
    let spec = crate::game_spec(game);
    match spec.tournament_seats {
        Some(seats) if tournament => (seats, seats),
        _ => (spec.max_seats, spec.usual_seats),
    }
}

/// The table's stakes as the floor says them: `$4/$8`, `$1/$2 NL`.
pub(crate) fn stakes_label(t: &TableRow) -> String {
    stakes_of(
        t.structure,
        t.small_blind_cents,
        t.big_blind_cents,
        t.small_bet_cents,
        t.big_bet_cents,
    )
}

/// Stakes as the floor says them, from a structure and its amounts.
pub(crate) fn stakes_of(
    structure: Betting,
    small_blind: i64,
    big_blind: i64,
    small_bet: i64,
    big_bet: i64,
) -> String {
    match structure {
        Betting::FixedLimit => format!("{}/{}", format_dollars(small_bet), format_dollars(big_bet)),
        big => format!(
            "{}/{} {}",
            format_dollars(small_blind),
            format_dollars(big_blind),
            if big == Betting::NoLimit { "NL" } else { "PL" }
        ),
    }
}

/// The first collection time after `now` for a time-collected table.
pub(crate) fn next_collection(t: &TableRow, now: DateTime<Utc>) -> Option<DateTime<Utc>> {
    if t.collection_mode != TableCollection::Time {
        return None;
    }
    let opened = parse_db_time(&t.opened_at)?;
    let step = crate::model::collections::interval_of(t).ok()?;
    let elapsed = (now - opened).num_seconds().max(0);
    let k = elapsed / step.num_seconds().max(1) + 1;
    opened.checked_add_signed(step.checked_mul(i32::try_from(k).ok()?)?)
}

/// A table's stakes as checked at opening: each within its limit and in the table's chips.
pub(crate) struct Stakes {
    small_blind: Stake,
    big_blind: Stake,
    ante: Stake,
    small_bet: Stake,
    big_bet: Stake,
    chip: Stake,
    rate: Option<Stake>,
    interval: Option<Interval>,
}

pub(crate) fn validate(req: &OpenTable) -> Result<Stakes, RoomError> {
    let chip = Stake::new("chip unit", req.chip_unit_cents)?;
    if chip.cents() == 0 {
        return Err(RoomError::invalid("chip unit", "must be at least one cent"));
    }
    let in_chips = |what: &str, cents: i64| {
        let stake = Stake::new(what, cents)?;
        if stake.cents() % chip.cents() != 0 {
            return Err(RoomError::invalid(
                what,
                format!(
                    "must be a multiple of the chip unit {}",
                    format_dollars(chip.cents())
                ),
            ));
        }
        Ok(stake)
    };
    let stakes = Stakes {
        small_blind: in_chips("small blind", req.small_blind_cents)?,
        big_blind: in_chips("big blind", req.big_blind_cents)?,
        ante: in_chips("ante", req.ante_cents)?,
        small_bet: in_chips("small bet", req.small_bet_cents)?,
        big_bet: in_chips("big bet", req.big_bet_cents)?,
        chip,
        rate: req
            .rate_cents
            .map(|rate| Stake::new("rate", rate))
            .transpose()?,
        interval: req
            .collection_interval_minutes
            .map(Interval::new)
            .transpose()?,
    };
    for (what, cents) in [
        ("minimum buy-in", req.min_buy_in_cents),
        ("maximum buy-in", req.max_buy_in_cents),
    ] {
        if let Some(cents) = cents {
            in_chips(what, cents)?;
        }
    }
    if let (Some(min), Some(max)) = (req.min_buy_in_cents, req.max_buy_in_cents)
        && max < min
    {
        return Err(RoomError::invalid(
            "maximum buy-in",
            "cannot be below the minimum buy-in",
        ));
    }
    if req.small_blind_cents > req.big_blind_cents {
        return Err(RoomError::invalid(
            "small blind",
            "cannot exceed the big blind",
        ));
    }
    if crate::game_spec(req.game).blinds && req.big_blind_cents == 0 {
        return Err(RoomError::invalid("big blind", "this game needs blinds"));
    }
    if req.betting == Betting::FixedLimit
        && (req.small_bet_cents == 0 || req.big_bet_cents < req.small_bet_cents)
    {
        return Err(RoomError::invalid(
            "bets",
            "a fixed-limit table needs a small bet, and a big bet at least as large",
        ));
    }
    if matches!(req.max_bets_per_round, Some(n) if !values::BETS_PER_ROUND.contains(&n)) {
        return Err(RoomError::invalid(
            "raise cap",
            "give 1 to 10 bets per round (one bet plus raises)",
        ));
    }
    if req.joker && req.game != GameCode::FiveCardDraw {
        return Err(RoomError::invalid(
            "joker",
            "the joker setting is for Five Card Draw (Low Ball and Mexican Poker always have one)",
        ));
    }
    if (req.sevens_penalty.is_some() || req.required_kill) && req.game != GameCode::Lowball {
        return Err(RoomError::invalid(
            "sevens penalty",
            "the sevens rule is Low Ball's",
        ));
    }
    if req.game == GameCode::JokerDraw {
        crate::model::tables::table_config(req.small_bet_cents, req.big_bet_cents)
            .check()
            .map_err(|v| {
                RoomError::invalid(
                    "bets",
                    format!(
                        "a Draw Poker with Joker table's small and big bet are its lowest and \
                         highest ante and BONUS: {v}"
                    ),
                )
            })?;
    }
    Ok(stakes)
}

/// The table `req` would open at `at`: checked against the open tables, the game, its seats
/// and the rate the schedule (or the manager) gives; nothing written.
pub(crate) fn planned_table(
    tx: &dyn Tx,
    req: &OpenTable,
    name: &str,
    stakes: &Stakes,
    at: &str,
    by: i64,
) -> Result<NewTable, RoomError> {
    let name = name.to_string();
    let key = key_of(&name);
    if let Some(same) = tx
        .tables(false)?
        .into_iter()
        .find(|t| key_of(&t.name) == key)
    {
        return Err(RoomError::invalid(
            "table name",
            format!(
                "{} is already open; give this table another name",
                same.name
            ),
        ));
    }
    let game = tx
        .games()?
        .into_iter()
        .find(|g| g.code == req.game)
        .ok_or_else(|| RoomError::UnknownGame {
            code: req.game.to_string(),
        })?;
    let (max_seats, usual) = seat_bounds(game.code, req.tournament);
    let seat_limit = req.seat_limit.unwrap_or(usual);
    if !(2..=max_seats).contains(&seat_limit) {
        return Err(RoomError::invalid(
            "seat limit",
            format!("{} seats 2 to {max_seats} players", game.name),
        ));
    }
    let collection_mode = match (game.collection_mode, req.drop_mode) {
        (CollectionMode::PotDrop, Some(DropMode::ButtonDrop)) => TableCollection::ButtonDrop,
        (CollectionMode::PotDrop, _) => TableCollection::PotDrop,
        (CollectionMode::Time, _) => TableCollection::Time,
    };
    let table = NewTable {
        id: 0,
        name: name.clone(),
        game: game.code,
        structure: req.betting,
        small_blind_cents: stakes.small_blind.cents(),
        big_blind_cents: stakes.big_blind.cents(),
        ante_cents: stakes.ante.cents(),
        small_bet_cents: stakes.small_bet.cents(),
        big_bet_cents: stakes.big_bet.cents(),
        chip_unit_cents: stakes.chip.cents(),
        max_bets_per_round: req.max_bets_per_round.unwrap_or(4),
        seat_limit,
        button_rule: req.button_rule.unwrap_or(ButtonRule::Moving),
        collection_mode,
        rate_source: if stakes.rate.is_some() {
            RateSource::Manager
        } else {
            RateSource::Schedule
        },
        manager_rate_cents: stakes.rate.map(Stake::cents),
        collection_interval_minutes: stakes.interval.map_or(30, Interval::minutes),
        no_flop_no_drop: req.no_flop_no_drop,
        settings: serde_json::to_string(&GameSettings {
            joker: req.joker,
            sevens_penalty: req.sevens_penalty.unwrap_or_default(),
            required_kill: req.required_kill,
            min_buy_in_cents: req.min_buy_in_cents,
            max_buy_in_cents: req.max_buy_in_cents,
        })
        .map_err(|e| RoomError::BadData {
            detail: e.to_string(),
        })?,
        button_seat: None,
        last_big_blind_seat: None,
        opened_at: at.to_string(),
        opened_by: by,
        closed_at: None,
    };
    let Some((_, rate)) = rate_at(tx, &table, at)? else {
        return Err(RoomError::NoRate {
            game: game.name,
            stakes: stakes_label(&table),
        });
    };
    // The drop is taken in the table's chips (docs/rulings.md).
    if table.collection_mode != TableCollection::Time && rate % table.chip_unit_cents != 0 {
        return Err(RoomError::invalid(
            "drop",
            format!(
                "a drop of {} is not a whole number of the table's {} chips; give \
                 the table's drop with its rate",
                format_dollars(rate),
                format_dollars(table.chip_unit_cents)
            ),
        ));
    }
    Ok(table)
}

impl Room {
    /// Opens a table. Its collection rate comes from the schedule for its game and stakes,
    /// or from `rate_cents`; with neither, opening is refused.
    pub fn open_table(&self, actor: i64, req: &OpenTable) -> Result<TableStatus, RoomError> {
        let name = Name::parse("table name", &req.name)?.into_string();
        let stakes = validate(req)?;
        let id = self.write(actor, UseCase::OpenTable, At::Room, |tx, ctx| {
            let mut table = planned_table(tx, req, &name, &stakes, &ctx.at, ctx.actor.id)?;
            table.id = tx.insert_table(&table)?;
            ctx.made_table.set(Some(table.id));
            tracing::info!(table = table.id, name = %table.name, "table opened");
            Ok(table.id)
        })?;
        self.table_status(id)
    }

    /// What opening `req` now would give, without opening it: the stakes as the floor says
    /// them and the collection the schedule (or the manager's rate) resolves, or the reason it
    /// would be refused.
    pub fn preview_table(&self, req: &OpenTable) -> Result<TableStatus, RoomError> {
        let name = Name::parse("table name", &req.name)?.into_string();
        let stakes = validate(req)?;
        self.read(|tx, now| {
            let at = crate::clock::db_time(now);
            let table = planned_table(tx, req, &name, &stakes, &at, 0)?;
            status(tx, table, now, &tx.games()?)
        })
    }

    /// Closes a table: refused while a hand is unfinished. Collections due up to now are
    /// recorded first; then the players are unseated and the dealer pulled.
    pub fn close_table(&self, actor: i64, table_id: i64) -> Result<TableStatus, RoomError> {
        self.write_at_table(actor, UseCase::CloseTable, table_id, |tx, ctx, table| {
            close_in(tx, ctx, table)
        })?;
        self.table_status(table_id)
    }

    /// The status board: every open table (and closed ones with `include_closed`).
    pub fn status_board(&self, include_closed: bool) -> Result<Vec<TableStatus>, RoomError> {
        self.read(|tx, now| {
            let games = tx.games()?;
            tx.tables(include_closed)?
                .into_iter()
                .map(|t| status(tx, t, now, &games))
                .collect()
        })
    }

    pub fn table_status(&self, table_id: i64) -> Result<TableStatus, RoomError> {
        self.read(|tx, now| status(tx, load_table(tx, table_id)?, now, &tx.games()?))
    }
}

/// A table's status; `games` is the room's games, read once by the caller.
pub(crate) fn status(
    tx: &dyn Tx,
    t: TableRow,
    now: DateTime<Utc>,
    games: &[GameRow],
) -> Result<TableStatus, RoomError> {
    let game_name = games
        .iter()
        .find(|g| g.code == t.game)
        .map(|g| g.name.clone())
        .unwrap_or_else(|| t.game.to_string());
    let rate = rate_at(tx, &t, &crate::clock::db_time(now))?.map(|(_, c)| c);
    let collection = rate.map(|c| CollectionTerms {
        mode: t.collection_mode,
        amount_cents: c,
        interval_minutes: t.collection_interval_minutes,
    });
    let blinds = t.small_blind_cents + t.big_blind_cents;
    let drop_warning = match (t.collection_mode, rate) {
        // (With no flop, no drop, a pot of only the blinds pays nothing: nothing falls short.)
        (TableCollection::PotDrop, Some(c)) if blinds > 0 && c > blinds && !t.no_flop_no_drop => {
            Some(DropShort {
                drop_cents: c,
                blinds_cents: blinds,
            })
        }
        _ => None,
    };
    let open = t.closed_at.is_none();
    Ok(TableStatus {
        drop_warning,
        has_button: t.game.has_button(),
        id: t.id,
        stakes: stakes_label(&t),
        game: t.game,
        game_name,
        betting: t.structure,
        seat_limit: t.seat_limit,
        joker: t.game == GameCode::Lowball
            || t.game == GameCode::JokerDraw
            || (t.game == GameCode::FiveCardDraw && GameSettings::of(&t)?.joker),
        seated: i64::try_from(tx.seated(t.id)?.len()).unwrap_or(i64::MAX),
        dealer: tx.dealer_on(t.id)?.map(|d| d.dealer_name),
        button_seat: t.button_seat,
        hand_in_progress: tx.unfinished_hand(t.id)?.is_some(),
        collection,
        next_collection_due: if open {
            next_collection(&t, now).map(crate::clock::db_time)
        } else {
            None
        },
        buy_in: crate::model::ledger::BuyIn::of(&t)?,
        opened_at: t.opened_at.clone(),
        closed_at: t.closed_at.clone(),
        name: t.name,
    })
}

/// Closes `table` inside the caller's transaction: its due collections recorded, every player
/// leaving with his chips, the dealer pulled, the calls to its seats ended (the players keep
/// their places), and no must-move tie left.
pub(crate) fn close_in(tx: &dyn Tx, ctx: &Ctx, table: TableRow) -> Result<(), RoomError> {
    let table_id = table.id;
    if tx.unfinished_hand(table_id)?.is_some() {
        return Err(RoomError::HandInProgress { table: table.name });
    }
    crate::model::collections::record_due(tx, &table, ctx)?;
    for seat in tx.seated(table_id)? {
        crate::model::seats::leave_seat(tx, ctx, &seat, "left")?;
    }
    if let Some(push) = tx.dealer_on(table_id)? {
        tx.pull_dealer(push.id, &ctx.at, ctx.actor.id)?;
    }
    // Calls to its seats end (the players keep their places), and it feeds or is
    // fed by no must-move table any more.
    for call in tx
        .open_calls()?
        .into_iter()
        .filter(|c| c.table_id == table_id)
    {
        tx.end_seat_call(call.id, &ctx.at, ctx.actor.id, CallOutcome::Cancelled)?;
    }
    for m in tx.must_moves()? {
        if m.table_id == table_id || m.main_table_id == table_id {
            tx.end_must_move(m.table_id, &ctx.at, ctx.actor.id)?;
        }
    }
    tx.close_table(table_id, &ctx.at, ctx.actor.id)?;
    Ok(())
}
