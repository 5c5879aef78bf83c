//! One hand log for every game. A hand is its stored setup (a row) and an append-only list
//! of entries: each accepted engine event is one `action` row; an undo appends an `undo` row
//! that takes back the latest action still standing. The hand is rebuilt by replaying the
//! standing events, so the original entry stays in history.
//!
//! Each kind of hand ([`Logged`]) brings its engine ([`GameHand`]), what the room stores
//! beside the engine's setup, how a finished hand is paid, and its view. Everything else
//! (loading, replaying once per action, appending at the expected sequence number, undo,
//! the view) is here, once.

use cardroom_engine::{Coded, GameHand, Turn, Waiting};
use cardroom_store::HandKind as StoredKind;
use cardroom_store::port::*;
use serde::Serialize;
use serde::de::DeserializeOwned;

use super::view::{GameView, HandAction, HandView};
use crate::RoomError;
use crate::model::tables::load_open_table;
use crate::usecase::Ctx;

/// A kind of hand as the room logs it.
pub(crate) trait Logged: GameHand {
    /// The kind stored in the hand's row.
    const STORED: StoredKind;
    /// What the room stores as the hand's setup: the engine's setup and the room's own
    /// (which seating played, the rate the drop came from, ...).
    type Stored: Serialize + DeserializeOwned;
    fn engine_setup(stored: &Self::Stored) -> &Self::Setup;
    /// The seats dealt in.
    fn dealt(stored: &Self::Stored) -> Vec<i64>;
    /// This kind's action, when `action` is one.
    fn action(action: HandAction, row: &HandRow) -> Result<Self::Action, RoomError>;
    /// Pays a complete hand into the seats (and the house), in the same transaction.
    fn settle(
        tx: &dyn Tx,
        ctx: &Ctx,
        row: &HandRow,
        stored: &Self::Stored,
        hand: &Self,
    ) -> Result<(), RoomError>;
    fn game_view(stored: &Self::Stored, hand: &Self) -> GameView;
    /// An accepted event as the screens receive it.
    fn entry(event: &Self::Event) -> super::view::LogEntry;
    /// The hand as a hand-history file (`docs/hand-history.md`).
    fn history(stored: &Self::Stored, hand: &Self) -> Result<String, RoomError>;
    /// Undoes at the table what starting the hand changed, when the hand is voided (the
    /// chips were never paid: stacks change only when a hand is settled).
    fn on_void(tx: &dyn Tx, row: &HandRow, stored: &Self::Stored) -> Result<(), RoomError> {
        let _ = (tx, row, stored);
        Ok(())
    }
    /// `db check`'s checks of a finished hand beyond "it replays and is complete".
    fn audit(
        tx: &dyn Tx,
        row: &HandRow,
        hand: &Self,
        problems: &mut Vec<String>,
    ) -> Result<(), RoomError>;
}

/// A stored hand that no longer reads back: its row, and what is wrong.
pub(crate) fn bad_data(row: &HandRow, e: impl std::fmt::Display) -> RoomError {
    RoomError::BadData {
        detail: format!("hand {}: {e}", row.id),
    }
}

/// An engine's refusal, with its code and message.
pub(crate) fn refused(v: &(impl Coded + std::fmt::Display)) -> RoomError {
    RoomError::violation(v.code(), v.to_string())
}

/// Any value as the JSON stored in a row.
pub(crate) fn to_json(row: &HandRow, value: &impl Serialize) -> Result<String, RoomError> {
    serde_json::to_string(value).map_err(|e| bad_data(row, e))
}

pub(crate) fn load_row(tx: &dyn Tx, hand_id: i64) -> Result<HandRow, RoomError> {
    tx.hand(hand_id)?
        .ok_or(RoomError::UnknownHand { id: hand_id })
}

/// A hand rebuilt from its log.
#[derive(Debug)]
pub(crate) struct Loaded<G: Logged> {
    pub row: HandRow,
    pub stored: G::Stored,
    pub hand: G,
    /// For each standing event, whether the room made it by itself (an automation) rather
    /// than the dealer.
    pub automatic: Vec<bool>,
    /// The number of the log's last row (0: none yet).
    pub seq: i64,
}

/// Rebuilds a hand: its setup, and one replay of its standing events.
pub(crate) fn load<G: Logged>(tx: &dyn Tx, row: HandRow) -> Result<Loaded<G>, RoomError> {
    let stored: G::Stored = serde_json::from_str(&row.config).map_err(|e| bad_data(&row, e))?;
    let mut standing: Vec<G::Event> = Vec::new();
    let mut automatic = Vec::new();
    let mut seq = 0;
    for ev in tx.hand_events(row.id)? {
        seq = ev.seq;
        match ev.kind {
            EventKind::Undo => {
                standing.pop();
                automatic.pop();
            }
            EventKind::Action => {
                let (event, auto) = read_entry(&ev.payload).map_err(|e| bad_data(&row, e))?;
                standing.push(event);
                automatic.push(auto);
            }
            // The hand ends as it stood; the row says it is void.
            EventKind::Void => break,
        }
    }
    let hand = G::replay(G::engine_setup(&stored), &standing)
        .map_err(|(i, v)| bad_data(&row, format!("event {i} no longer replays: {v}")))?;
    Ok(Loaded {
        row,
        stored,
        hand,
        automatic,
        seq,
    })
}

/// The key an automatic entry's payload carries beside the engine's event.
const AUTOMATIC: &str = "automatic";

/// An action row's payload: the engine's event, marked when the room made it by itself.
fn entry_payload(
    row: &HandRow,
    event: &impl Serialize,
    automatic: bool,
) -> Result<String, RoomError> {
    let mut value = serde_json::to_value(event).map_err(|e| bad_data(row, e))?;
    if automatic && let serde_json::Value::Object(fields) = &mut value {
        fields.insert(AUTOMATIC.into(), serde_json::Value::Bool(true));
    }
    to_json(row, &value)
}

/// An action row's event, and whether the room made it by itself.
fn read_entry<E: DeserializeOwned>(payload: &str) -> Result<(E, bool), serde_json::Error> {
    let mut value: serde_json::Value = serde_json::from_str(payload)?;
    let automatic = match &mut value {
        serde_json::Value::Object(fields) => fields.remove(AUTOMATIC) == Some(true.into()),
        _ => false,
    };
    Ok((serde_json::from_value(value)?, automatic))
}

/// Each row of a hand's log in the dealer's words, by its number: an action as the log strip
/// says it ("Seat 2 folds"), an undo as "Undo: " and the entry it took back, a void as "Hand
/// void". Every game's words are its engine's own, so the audit trail says what the console
/// said.
pub(crate) fn entry_words<G: Logged>(
    tx: &dyn Tx,
    row: &HandRow,
) -> Result<Vec<(i64, String)>, RoomError> {
    let mut standing: Vec<String> = Vec::new();
    let mut out = Vec::new();
    for ev in tx.hand_events(row.id)? {
        let words = match ev.kind {
            EventKind::Action => {
                let (event, _) =
                    read_entry::<G::Event>(&ev.payload).map_err(|e| bad_data(row, e))?;
                let words = G::describe(&event);
                standing.push(words.clone());
                words
            }
            EventKind::Undo => match standing.pop() {
                Some(undone) => format!("Undo: {undone}"),
                None => "Undo".to_owned(),
            },
            EventKind::Void => "Hand void".to_owned(),
        };
        out.push((ev.seq, words));
    }
    Ok(out)
}

/// The hand after each of its standing entries: the first view is the hand as dealt, before
/// any entry; the last is the hand as it stands (or ended).
pub(crate) fn steps<G: Logged>(l: &Loaded<G>) -> Result<Vec<HandView>, RoomError> {
    let setup = G::engine_setup(&l.stored);
    let events = l.hand.events();
    let mut out = Vec::with_capacity(events.len() + 1);
    for n in 0..events.len() {
        let hand = G::replay(setup, &events[..n])
            .map_err(|(i, v)| bad_data(&l.row, format!("event {i} no longer replays: {v}")))?;
        let mut v = view(&Loaded::<G> {
            row: l.row.clone(),
            stored: serde_json::from_str(&l.row.config).map_err(|e| bad_data(&l.row, e))?,
            hand,
            automatic: l.automatic[..n].to_vec(),
            seq: l.seq,
        });
        v.finished = false;
        v.voided = None;
        out.push(v);
    }
    out.push(view(l));
    Ok(out)
}

/// The hand as a hand-history file.
pub(crate) fn history<G: Logged>(l: &Loaded<G>) -> Result<String, RoomError> {
    G::history(&l.stored, &l.hand)
}

pub(crate) fn view<G: Logged>(l: &Loaded<G>) -> HandView {
    HandView {
        hand_id: l.row.id,
        table_id: l.row.table_id,
        number: l.row.number,
        button_seat: l.row.button_seat,
        finished: l.row.finished_at.is_some(),
        seq: l.seq,
        actions: l.hand.events().len(),
        waiting_for: match l.row.void_reason {
            Some(reason) => Waiting {
                who: Turn::Nobody,
                words: format!("the hand is void ({})", void_words(reason)),
            },
            None => l.hand.waiting_for(),
        },
        voided: l.row.void_reason,
        log: l.hand.events().iter().map(G::describe).collect(),
        entries: l.hand.events().iter().map(G::entry).collect(),
        automatic: l.automatic.clone(),
        game: G::game_view(&l.stored, &l.hand),
    }
}

/// A void reason as the dealer reads it.
pub(crate) fn void_words(reason: VoidReason) -> &'static str {
    match reason {
        VoidReason::Misdeal => "misdeal",
        VoidReason::FloorRuling => "floor ruling",
    }
}

/// Starts a hand: stores its setup, takes the steps that need no entry (the forced bets, the
/// deal unseen: [`GameHand::automatic`]), each logged as an automatic entry, and returns the
/// hand waiting for its first decision.
pub(crate) fn start<G: Logged>(
    tx: &dyn Tx,
    ctx: &Ctx,
    table_id: i64,
    button_seat: i64,
    stored: G::Stored,
) -> Result<HandView, RoomError> {
    crate::model::ledger::in_shift(tx, "start a hand")?;
    let hand = G::start(G::engine_setup(&stored)).map_err(|v| refused(&v))?;
    let json = serde_json::to_string(&stored).map_err(|e| RoomError::BadData {
        detail: e.to_string(),
    })?;
    let dealer = tx.dealer_on(table_id)?.map(|d| d.dealer_id);
    let id = tx.insert_hand(&NewHand {
        table_id,
        kind: G::STORED,
        button_seat,
        dealer_id: dealer,
        config: &json,
        at: &ctx.at,
        by: ctx.actor.id,
    })?;
    let row = load_row(tx, id)?;
    let mut l = Loaded {
        row,
        stored,
        hand,
        automatic: Vec::new(),
        seq: 0,
    };
    automations(tx, ctx, &mut l)?;
    Ok(view(&l))
}

/// The most automatic steps one entry can bring (a whole deal at ten seats is far fewer):
/// a guard against a step that would repeat forever.
const MOST_AUTOMATIC_STEPS: usize = 64;

/// Takes every step the hand can take by itself, each appended as an automatic entry; a
/// hand they complete is settled in the same transaction.
fn automations<G: Logged>(tx: &dyn Tx, ctx: &Ctx, l: &mut Loaded<G>) -> Result<(), RoomError> {
    for _ in 0..MOST_AUTOMATIC_STEPS {
        let Some(action) = l.hand.automatic() else {
            break;
        };
        let event = l.hand.apply(action).map_err(|v| refused(&v))?;
        append(tx, ctx, l, &event, true)?;
    }
    settle_if_complete(tx, ctx, l)
}

/// Appends one accepted event at the next sequence number.
fn append<G: Logged>(
    tx: &dyn Tx,
    ctx: &Ctx,
    l: &mut Loaded<G>,
    event: &G::Event,
    automatic: bool,
) -> Result<(), RoomError> {
    l.seq += 1;
    l.automatic.push(automatic);
    let payload = entry_payload(&l.row, event, automatic)?;
    tx.append_hand_event(
        l.row.id,
        l.seq,
        EventKind::Action,
        &payload,
        &ctx.at,
        ctx.actor.id,
    )?;
    Ok(())
}

fn settle_if_complete<G: Logged>(
    tx: &dyn Tx,
    ctx: &Ctx,
    l: &mut Loaded<G>,
) -> Result<(), RoomError> {
    if l.hand.is_complete() && l.row.finished_at.is_none() {
        G::settle(tx, ctx, &l.row, &l.stored, &l.hand)?;
        crate::model::ledger::land_pending(tx, ctx, l.row.table_id, l.row.id)?;
        l.row.finished_at = Some(ctx.at.clone());
    }
    Ok(())
}

/// The hand still being played, at a table still open: the only kind that takes entries.
fn unfinished(tx: &dyn Tx, row: &HandRow) -> Result<(), RoomError> {
    if row.finished_at.is_some() {
        return Err(RoomError::HandFinished { id: row.id });
    }
    load_open_table(tx, row.table_id)?;
    Ok(())
}

/// Refuses an entry meant for another state of the hand: `after` is the sequence number the
/// dealer's screen showed.
fn same_state<G: Logged>(l: &Loaded<G>, after: Option<i64>) -> Result<(), RoomError> {
    match after {
        Some(seen) if seen != l.seq => Err(RoomError::HandChanged {
            id: l.row.id,
            current: Box::new(view(l)),
        }),
        _ => Ok(()),
    }
}

/// What the dealer entered: an action, or the words he typed (read by the hand's engine on
/// the same replay, in the same transaction).
#[derive(Debug)]
pub(crate) enum Entry<'w> {
    Action(HandAction),
    Words(&'w str),
}

/// Logs one entry: the engine checks it (a refusal writes nothing), it is appended at the
/// next sequence number, and a hand it completes is settled in the same transaction. The
/// hand is replayed once.
pub(crate) fn act<G: Logged>(
    tx: &dyn Tx,
    ctx: &Ctx,
    row: HandRow,
    entry: Entry<'_>,
    after: Option<i64>,
) -> Result<HandView, RoomError> {
    unfinished(tx, &row)?;
    crate::model::ledger::in_shift(tx, "log a hand's entries")?;
    let (typed, words) = match entry {
        Entry::Action(action) => (Some(G::action(action, &row)?), ""),
        Entry::Words(words) => (None, words),
    };
    let mut l = load::<G>(tx, row)?;
    same_state(&l, after)?;
    let action = match typed {
        Some(action) => action,
        None => l
            .hand
            .parse_action(words)
            .map_err(|r| RoomError::violation(r.code, r.message))?,
    };
    // A step the room would have taken by itself, entered by hand (after an undo took the
    // automatic steps back: the joker dealt, a player who does not post), keeps the dealer
    // entering until the next decision; after a decision the room takes its steps again.
    let by_hand = l.hand.automatic().is_some();
    let event = l.hand.apply(action).map_err(|v| refused(&v))?;
    append(tx, ctx, &mut l, &event, false)?;
    if by_hand {
        settle_if_complete(tx, ctx, &mut l)?;
    } else {
        automations(tx, ctx, &mut l)?;
    }
    Ok(view(&l))
}

/// Undoes the latest entry the dealer made, with the automatic steps that followed from it
/// (when only automatic steps stand, they are all taken back, and the dealer enters them by
/// hand until the next decision: a player who does not post, cards to enter). Each step taken back appends a
/// correction that names it; history keeps both, and nothing is taken again by itself.
pub(crate) fn undo<G: Logged>(
    tx: &dyn Tx,
    ctx: &Ctx,
    row: HandRow,
    after: Option<i64>,
) -> Result<HandView, RoomError> {
    unfinished(tx, &row)?;
    let mut l = load::<G>(tx, row)?;
    same_state(&l, after)?;
    if l.hand.events().is_empty() {
        return Err(RoomError::NothingToUndo { id: l.row.id });
    }
    let trailing = l.automatic.iter().rev().take_while(|a| **a).count();
    let steps = (trailing + 1).min(l.automatic.len());
    for _ in 0..steps {
        let Some(last) = l.hand.events().last() else {
            break;
        };
        let undone = to_json(&l.row, &G::action_of(last))?;
        let automatic = l.automatic.pop().unwrap_or(false);
        l.hand = l.hand.undo().map_err(|v| refused(&v))?;
        l.seq += 1;
        let payload = if automatic {
            format!("{{\"undoes\":{undone},\"{AUTOMATIC}\":true}}")
        } else {
            format!("{{\"undoes\":{undone}}}")
        };
        tx.append_hand_event(
            l.row.id,
            l.seq,
            EventKind::Undo,
            &payload,
            &ctx.at,
            ctx.actor.id,
        )?;
    }
    Ok(view(&l))
}

/// Voids an unfinished hand: appends a `void` entry and ends the hand with its reason and no
/// settlement. Stacks stay as they were before the hand (they change only at settlement), no
/// drop is taken, and the button stays for the next deal.
pub(crate) fn void<G: Logged>(
    tx: &dyn Tx,
    ctx: &Ctx,
    row: HandRow,
    after: Option<i64>,
    reason: VoidReason,
) -> Result<HandView, RoomError> {
    unfinished(tx, &row)?;
    let mut l = load::<G>(tx, row)?;
    same_state(&l, after)?;
    l.seq += 1;
    tx.append_hand_event(
        l.row.id,
        l.seq,
        EventKind::Void,
        &format!("{{\"reason\":\"{}\"}}", reason.as_str()),
        &ctx.at,
        ctx.actor.id,
    )?;
    G::on_void(tx, &l.row, &l.stored)?;
    tx.void_hand(l.row.id, reason, &ctx.at, ctx.actor.id)?;
    crate::model::ledger::land_pending(tx, ctx, l.row.table_id, l.row.id)?;
    l.row.finished_at = Some(ctx.at.clone());
    l.row.void_reason = Some(reason);
    Ok(view(&l))
}

/// `db check` of one hand: it replays, a finished hand is complete, and the game's own
/// checks (chips conserved, the stored result and the house's share equal the replay's).
pub(crate) fn audit<G: Logged>(tx: &dyn Tx, row: HandRow) -> Result<Vec<String>, RoomError> {
    let l = load::<G>(tx, row)?;
    let mut problems = Vec::new();
    if l.row.finished_at.is_none() || l.row.void_reason.is_some() {
        return Ok(problems);
    }
    if !l.hand.is_complete() {
        problems.push("is recorded finished, but its entries do not finish it".into());
        return Ok(problems);
    }
    if let Some(settlement) = l.hand.settlement() {
        same_result(&l.row, &settlement, &mut problems);
    }
    G::audit(tx, &l.row, &l.hand, &mut problems)?;
    Ok(problems)
}

/// Adds a problem when a finished hand's stored result is not what its replay gives.
fn same_result(row: &HandRow, replayed: &impl Serialize, problems: &mut Vec<String>) {
    let stored: Option<serde_json::Value> = row
        .settlement
        .as_deref()
        .and_then(|s| serde_json::from_str(s).ok());
    let replayed = serde_json::to_value(replayed).ok();
    if stored.is_none() || stored != replayed {
        problems.push("has a stored result that differs from its replay".into());
    }
}
