//! Every chip on the felt is in the room: the buy-in a player sits down with (inside the
//! table's limits, or outside them by the floor with a reason), add-ons (between hands at once;
//! during a hand he is in, after it: table stakes), time paid from his stack, the chips he
//! leaves with, a move's chips, and the floor's count correction. Each is one row of the chip
//! ledger appended with the stack it changes, so a table's chips are accounted for every shift
//! (`chip_accounts`) and `db verify` finds a stack changed outside the room.

use cardroom_store::TableRow;
use cardroom_store::port::*;
use serde::{Deserialize, Serialize};

use crate::model::ledger::{
    BuyIn, Refs, append, change_stack, in_shift, pending_by_seating, with_pending,
};
use crate::model::seats::{SeatDto, occupant, seat_dto};
use crate::model::tables::load_open_table;
use crate::money::format_dollars;
use crate::usecase::{At, UseCase};
use crate::values::{self, Stack};
use crate::{Room, RoomError};

/// A player's chips as the seat panel shows them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct SeatChips {
    pub seat: SeatDto,
    /// The table's buy-in limits (an add-on may not take him past the maximum).
    pub buy_in: BuyIn,
    /// Whether the chips just added wait for the hand in progress to end.
    pub after_this_hand: bool,
}

/// Chips bought by a seated player.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, specta::Type)]
pub struct AddChips {
    pub table_id: i64,
    pub seat_no: i64,
    pub amount_cents: i64,
    /// Paid in cash at the table (it goes to the Title 31 logs).
    #[serde(default)]
    pub cash: bool,
}

/// A stack set to the chips counted on the felt.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, specta::Type)]
pub struct CorrectChips {
    pub table_id: i64,
    pub seat_no: i64,
    /// What the dealer counted.
    pub stack_cents: i64,
    pub reason: String,
}

/// Whether the seat is dealt into the hand in progress at its table.
fn in_the_hand(tx: &dyn Tx, table: &TableRow, seat_no: i64) -> Result<Option<i64>, RoomError> {
    let Some(hand) = tx.unfinished_hand(table.id)? else {
        return Ok(None);
    };
    let dealt = crate::hands::dealt_seats(&hand)?;
    Ok(dealt.contains(&seat_no).then_some(hand.id))
}

/// A seat's chips as the seat panel shows them, read inside the caller's transaction.
fn seat_chips_in(
    tx: &dyn Tx,
    table: &TableRow,
    seat_no: i64,
    after_this_hand: bool,
) -> Result<SeatChips, RoomError> {
    let mut seat = seat_dto(occupant(tx, table, seat_no)?);
    with_pending(tx, table.id, std::slice::from_mut(&mut seat))?;
    Ok(SeatChips {
        after_this_hand: after_this_hand || seat.pending_add_on_cents > 0,
        seat,
        buy_in: BuyIn::of(table)?,
    })
}

impl Room {
    /// A seated player buys more chips. Between hands (or when he is not in the hand being
    /// dealt) they go on his stack at once; during a hand he is in, they wait for it to end
    /// (table stakes: only the chips in front of him when the hand began play). His stack
    /// after the add-on may not pass the table's maximum.
    pub fn add_chips(&self, actor: i64, req: &AddChips) -> Result<SeatChips, RoomError> {
        self.write(
            actor,
            UseCase::AddChips,
            At::Table(req.table_id),
            |tx, ctx| {
                in_shift(tx, "add chips to a stack")?;
                let table = load_open_table(tx, req.table_id)?;
                let amount = Stack::new(req.amount_cents, table.chip_unit_cents)?;
                if amount.cents() == 0 {
                    return Err(RoomError::invalid("add-on", "add at least one chip"));
                }
                let seat = occupant(tx, &table, req.seat_no)?;
                let limits = BuyIn::of(&table)?;
                let waiting = pending_by_seating(tx, table.id)?
                    .iter()
                    .find(|(id, _)| *id == seat.id)
                    .map_or(0, |(_, c)| *c);
                let after = values::add(
                    "a stack",
                    values::add("a stack", seat.stack_cents, waiting)?,
                    amount.cents(),
                )?;
                if let Some(max) = limits.max_cents
                    && after > max
                {
                    return Err(RoomError::BuyInOutOfRange {
                        detail: format!(
                            "{} would have {} in front of him, past {}'s maximum of {}",
                            seat.player_name,
                            format_dollars(after),
                            table.name,
                            format_dollars(max)
                        ),
                    });
                }
                Stack::new(after, table.chip_unit_cents)?;
                let hand = in_the_hand(tx, &table, seat.seat_no)?;
                if req.cash {
                    crate::model::players::record_cash(
                        tx,
                        ctx,
                        &seat,
                        CashDirection::In,
                        CashSource::AddOn,
                        amount.cents(),
                    )?;
                }
                match hand {
                    Some(hand) => {
                        let refs = Refs::hand(hand);
                        append(tx, ctx, &seat, ChipKind::AddOnPending, amount.cents(), refs)?;
                    }
                    None => {
                        change_stack(
                            tx,
                            ctx,
                            &seat,
                            ChipKind::AddOn,
                            amount.cents(),
                            Refs::default(),
                        )?;
                    }
                }
                seat_chips_in(tx, &table, req.seat_no, hand.is_some())
            },
        )
    }

    /// The floor sets a stack to the chips the dealer counted: appended as a correction with
    /// its reason (never an edit), confirmed by the floor manager's PIN. Not during a hand he
    /// is in: the count is made between hands.
    pub fn correct_chips(
        &self,
        actor: i64,
        req: &CorrectChips,
        pin: &str,
    ) -> Result<SeatChips, RoomError> {
        let reason = values::note("reason", &req.reason)?
            .ok_or_else(|| RoomError::invalid("reason", "say why the stack is corrected"))?;
        self.confirm_pin(actor, pin)?;
        self.write(
            actor,
            UseCase::CorrectChips,
            At::Table(req.table_id),
            |tx, ctx| {
                in_shift(tx, "correct a stack")?;
                let table = load_open_table(tx, req.table_id)?;
                let counted = Stack::new(req.stack_cents, table.chip_unit_cents)?;
                let seat = occupant(tx, &table, req.seat_no)?;
                if in_the_hand(tx, &table, seat.seat_no)?.is_some() {
                    return Err(RoomError::HandInProgress { table: table.name });
                }
                let difference = counted.cents() - seat.stack_cents;
                if difference == 0 {
                    return Err(RoomError::NothingToCorrect {
                        what: format!(
                            "{}'s stack is already {}",
                            seat.player_name,
                            format_dollars(seat.stack_cents)
                        ),
                    });
                }
                change_stack(
                    tx,
                    ctx,
                    &seat,
                    ChipKind::Correction,
                    difference,
                    Refs::reason(Some(reason.clone())),
                )?;
                ctx.note.replace(Some(format!(
                    "seat {} {}'s stack {} → {}: {reason}",
                    seat.seat_no,
                    seat.player_name,
                    format_dollars(seat.stack_cents),
                    format_dollars(counted.cents())
                )));
                seat_chips_in(tx, &table, req.seat_no, false)
            },
        )
    }

    /// A seat's chips and status for the seat panel.
    pub fn seat_chips(&self, table_id: i64, seat_no: i64) -> Result<SeatChips, RoomError> {
        self.read(|tx, _| {
            let table = crate::model::tables::load_table(tx, table_id)?;
            seat_chips_in(tx, &table, seat_no, false)
        })
    }
}

/// One table's chips over a period: what came in and went out, what the house took, and what
/// is in play at its end. `difference` is zero unless something wrote to the database
/// outside the room.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, specta::Type)]
pub struct ChipAccount {
    pub table_id: i64,
    pub table: String,
    /// In play when the period began.
    pub opening_cents: i64,
    pub bought_in_cents: i64,
    pub added_on_cents: i64,
    pub moved_in_cents: i64,
    pub moved_out_cents: i64,
    pub cashed_out_cents: i64,
    /// Drops taken from pots.
    pub drops_cents: i64,
    /// Time collections paid from stacks.
    pub time_from_stacks_cents: i64,
    /// Jackpot collections taken from pots: the funds' chips, never the house's.
    pub jackpot_cents: i64,
    /// Jackpots the house paid in chips onto stacks, from the funds.
    pub jackpot_paid_cents: i64,
    /// The house's result on banked boxes (positive: the house won).
    pub bank_cents: i64,
    /// The floor's count corrections (positive: chips found).
    pub corrections_cents: i64,
    /// In play at the period's end: the stacks seated (a hand in progress's pot included).
    pub in_play_cents: i64,
    /// Add-ons bought during a hand, waiting for it to end.
    pub pending_cents: i64,
    /// opening + in − out − the house's take ± corrections − in play: zero when the identity
    /// holds.
    pub difference_cents: i64,
}

impl ChipAccount {
    /// The identity's terms, then the waiting add-ons and the difference, in the order of the
    /// exports' heads (`report_csv::CHIPS_HEAD` after its section and table).
    pub(crate) fn amounts(&self) -> [i64; 15] {
        [
            self.opening_cents,
            self.bought_in_cents,
            self.added_on_cents,
            self.moved_in_cents,
            self.moved_out_cents,
            self.cashed_out_cents,
            self.drops_cents,
            self.time_from_stacks_cents,
            self.jackpot_cents,
            self.jackpot_paid_cents,
            self.bank_cents,
            self.corrections_cents,
            self.in_play_cents,
            self.pending_cents,
            self.difference_cents,
        ]
    }

    fn close(&mut self) {
        self.difference_cents =
            self.opening_cents + self.bought_in_cents + self.added_on_cents + self.moved_in_cents
                - self.moved_out_cents
                - self.cashed_out_cents
                - self.drops_cents
                - self.time_from_stacks_cents
                - self.jackpot_cents
                + self.jackpot_paid_cents
                - self.bank_cents
                + self.corrections_cents
                - self.in_play_cents;
    }

    fn add(&mut self, other: &ChipAccount) {
        self.opening_cents += other.opening_cents;
        self.bought_in_cents += other.bought_in_cents;
        self.added_on_cents += other.added_on_cents;
        self.moved_in_cents += other.moved_in_cents;
        self.moved_out_cents += other.moved_out_cents;
        self.cashed_out_cents += other.cashed_out_cents;
        self.drops_cents += other.drops_cents;
        self.time_from_stacks_cents += other.time_from_stacks_cents;
        self.jackpot_cents += other.jackpot_cents;
        self.jackpot_paid_cents += other.jackpot_paid_cents;
        self.bank_cents += other.bank_cents;
        self.corrections_cents += other.corrections_cents;
        self.in_play_cents += other.in_play_cents;
        self.pending_cents += other.pending_cents;
        self.difference_cents += other.difference_cents;
    }
}

/// The chips of every table of `tables` over [from, to) and the room's total (last, table 0).
/// At its end the chips in play are the stacks seated now when `to` is now or later, and
/// what the ledger held then otherwise; the house's take comes from the drops and the bank's
/// results as recorded beside the ledger, so the identity checks one against the other.
pub(crate) fn chip_accounts(
    tx: &dyn Tx,
    tables: &[TableRow],
    from: &str,
    to: &str,
    now: &str,
) -> Result<Vec<ChipAccount>, RoomError> {
    // A range reaching now takes in everything written up to now (the same second as the
    // report included): its end is the stacks seated now.
    let current = to >= now;
    let end = if current { "9999-12-31T23:59:59Z" } else { to };
    let before = tx.chip_sums(None, from)?;
    let during = tx.chip_sums(Some(from), end)?;
    let drops = tx.drop_totals_between(from, end)?;
    let bank = tx.banked_between(from, end)?;
    let jackpots = tx.jackpot_totals_between(from, end)?;
    let mut accounts = Vec::with_capacity(tables.len() + 1);
    let mut room = ChipAccount {
        table: "The room".into(),
        ..ChipAccount::default()
    };
    for t in tables {
        let mut a = ChipAccount {
            table_id: t.id,
            table: t.name.clone(),
            ..ChipAccount::default()
        };
        a.opening_cents = before
            .iter()
            .filter(|s| s.table_id == t.id)
            .map(|s| s.cents)
            .sum();
        let mut ledger_end = a.opening_cents;
        for s in during.iter().filter(|s| s.table_id == t.id) {
            ledger_end += s.cents;
            match s.kind {
                ChipKind::BuyIn | ChipKind::Carried => a.bought_in_cents += s.cents,
                ChipKind::AddOn => a.added_on_cents += s.cents,
                ChipKind::MoveIn => a.moved_in_cents += s.cents,
                ChipKind::MoveOut => a.moved_out_cents -= s.cents,
                ChipKind::CashOut => a.cashed_out_cents -= s.cents,
                ChipKind::Time => a.time_from_stacks_cents -= s.cents,
                ChipKind::Correction => a.corrections_cents += s.cents,
                ChipKind::Jackpot => a.jackpot_paid_cents += s.cents,
                ChipKind::Hand | ChipKind::AddOnPending => {}
            }
        }
        a.drops_cents = drops
            .iter()
            .filter(|d| d.table_id == t.id)
            .map(|d| d.cents)
            .sum();
        a.jackpot_cents = jackpots
            .iter()
            .filter(|j| j.table_id == t.id)
            .map(|j| j.cents)
            .sum();
        a.bank_cents = bank
            .iter()
            .filter(|b| b.table_id == t.id)
            .map(|b| b.house_net_cents)
            .sum();
        a.in_play_cents = if current {
            a.pending_cents = pending_by_seating(tx, t.id)?.iter().map(|p| p.1).sum();
            tx.seated(t.id)?.iter().map(|s| s.stack_cents).sum()
        } else {
            ledger_end
        };
        a.close();
        room.add(&a);
        accounts.push(a);
    }
    accounts.push(room);
    Ok(accounts)
}

/// `db verify`'s chip checks: every stack against its ledger, every hand's results against
/// the house's take, and every hand, collection and chip movement inside a shift.
pub(crate) fn chip_problems(tx: &dyn Tx) -> Result<Vec<String>, RoomError> {
    let mut problems = Vec::new();
    for s in tx.stacks_off_ledger()? {
        problems.push(if s.left {
            format!(
                "{} (seat {}, table {}) left, yet the chip ledger still holds {} of his: chips were changed outside the room",
                s.player_name,
                s.seat_no,
                s.table_id,
                format_dollars(s.ledger_cents)
            )
        } else {
            format!(
                "{}'s stack (seat {}, table {}) is {}, but the chip ledger makes it {}: a stack was changed outside the room",
                s.player_name,
                s.seat_no,
                s.table_id,
                format_dollars(s.stack_cents),
                format_dollars(s.ledger_cents)
            )
        });
    }
    for h in tx.hands_off_ledger()? {
        problems.push(format!(
            "hand {} (table {}): its players' results add up to {}, but the house took {}",
            h.hand_id,
            h.table_id,
            format_dollars(h.ledger_cents),
            format_dollars(h.house_cents)
        ));
    }
    for o in tx.money_outside_shifts()? {
        let what = match o.what {
            OutsideShiftKind::Hand => "a hand was started",
            OutsideShiftKind::Collection => "a collection was marked",
            OutsideShiftKind::Chips => "chips were moved",
        };
        problems.push(format!(
            "{what} when no shift was open ({} {} at {})",
            o.what, o.id, o.at
        ));
    }
    Ok(problems)
}
