//! Player-funded jackpots, the floor's use cases: a fund added with its terms and seed, its
//! terms changed from a date, a correction, the funds and their pending hits, a hit paid with
//! a witness, and the fund ledger by gaming day and by quarter. What a hand gives a fund and
//! the hits it proves are booked as it settles (`model::jackpots`).

use cardroom_engine::Hand;
use cardroom_engine::jackpot::Showdown;
use cardroom_store::port::*;
use chrono::{Datelike, NaiveDate};
use serde::{Deserialize, Serialize};

use crate::model::jackpots::{
    Fund, HighHandTerms, all_terms, fund_name, funds_at, in_effect, open_hits, parse_detail,
    period_hits, roll_forward,
};
pub use crate::model::jackpots::{
    FundTerms, HighHandLead, HitDetail, KeepTheCards, LEDGER_HEAD, LedgerLine, NAMES_ABOVE_CENTS,
    Qualifier, TieRule,
};
use crate::money::format_cents;
use crate::usecase::{At, UseCase};
use crate::{Room, RoomError, values};

/// A fund to add: its name, its first terms (from `effective_from`, else now) and its seed.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, specta::Type)]
pub struct NewFund {
    pub name: String,
    pub terms: FundTerms,
    pub seed_cents: i64,
    pub effective_from: Option<String>,
}

/// New terms for a fund, from a date.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, specta::Type)]
pub struct FundTermsChange {
    pub fund_id: i64,
    pub terms: FundTerms,
    pub effective_from: Option<String>,
}

/// A correction to a fund's balance (+ or −), with its reason and the floor's PIN.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, specta::Type)]
pub struct FundAdjustment {
    pub fund_id: i64,
    pub amount_cents: i64,
    pub reason: String,
    pub pin: String,
}

/// A player's name for a payout.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
pub struct SeatName {
    pub seat: u8,
    pub name: String,
}

/// A payout: the fund and the hand, the floor manager's PIN, the witness and his PIN, and the
/// players' names (needed above the fund's threshold).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, specta::Type)]
pub struct JackpotPayment {
    pub fund_id: i64,
    pub hand_id: i64,
    pub pin: String,
    pub witness_id: i64,
    pub witness_pin: String,
    #[serde(default)]
    pub names: Vec<SeatName>,
    /// The house pays in chips onto the players' stacks at the table (between hands), not in
    /// cash: the chip accounting shows them coming in from the fund.
    #[serde(default)]
    pub in_chips: bool,
}

/// A fund as the floor sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct FundView {
    pub id: i64,
    pub name: String,
    pub balance_cents: i64,
    pub terms: FundTerms,
    pub effective_from: String,
    /// The terms' version (1: the first), posted with the rules.
    pub version: usize,
    /// The posted rules, from the terms.
    pub rules: String,
    /// Terms given to start later, soonest first: the rules to post from their date.
    pub later: Vec<LaterTerms>,
    pub pending: Vec<HitView>,
}

/// A fund's terms dated later than now, as they will be posted.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct LaterTerms {
    pub version: usize,
    pub effective_from: String,
    pub terms: FundTerms,
    pub rules: String,
}

/// A hit found on a hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct HitView {
    pub id: i64,
    pub fund_id: i64,
    pub fund_name: String,
    pub hand_id: i64,
    pub table_id: i64,
    pub table_name: String,
    pub found_at: String,
    pub detail: HitDetail,
    /// What it proves, in words: "seat 1's four of a kind lost to seat 2's straight flush".
    pub words: String,
    pub paid: bool,
}

/// One player's share of a payout.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
pub struct PayoutShare {
    pub seat: u8,
    pub name: String,
    /// `loser`, `winner`, `table` or `high hand`.
    pub part: String,
    pub amount_cents: i64,
    /// Paid in chips onto his stack (else in cash).
    #[serde(default)]
    pub in_chips: bool,
}

/// A payout as recorded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct PayoutView {
    pub id: i64,
    pub hit_id: i64,
    pub fund_id: i64,
    pub paid_at: String,
    pub paid_by: String,
    pub witness: String,
    pub fund_before_cents: i64,
    pub paid_cents: i64,
    pub fund_after_cents: i64,
    pub shares: Vec<PayoutShare>,
}

/// The room's jackpots: every fund, and every payout.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct Jackpots {
    pub at: String,
    pub funds: Vec<FundView>,
    pub payouts: Vec<PayoutView>,
}

/// How the ledger is cut.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum LedgerBy {
    Day,
    Quarter,
}

fn checked_terms(terms: &FundTerms) -> Result<(), RoomError> {
    if terms.games.is_empty()
        || terms
            .games
            .iter()
            .any(|g| crate::model::jackpots::pot_game(*g).is_none())
    {
        return Err(RoomError::invalid(
            "the games",
            "name the pot games that feed the jackpot (not Pan or Draw Poker with Joker)",
        ));
    }
    for (what, cents) in [
        ("the collection", terms.drop_cents),
        ("the pot size", terms.min_pot_cents),
    ] {
        values::Stack::new(cents, 0)
            .map_err(|_| RoomError::invalid(what, "from 0.00 to $100,000,000.00"))?;
    }
    if terms.drop_cents == 0 {
        return Err(RoomError::invalid("the collection", "more than 0.00"));
    }
    if terms.fee_percent > 100 {
        return Err(RoomError::invalid("the fee", "a percentage from 0 to 100"));
    }
    terms
        .split
        .check()
        .map_err(|e| RoomError::invalid("the split", e))?;
    terms
        .qualifier_text()
        .map_err(|e| RoomError::invalid("the qualifying hand", e))?;
    match &terms.qualifier {
        Qualifier::BadBeat { min_dealt_in, .. } => {
            if !(2..=10).contains(min_dealt_in) {
                return Err(RoomError::invalid("the players dealt in", "from 2 to 10"));
            }
        }
        Qualifier::HighHand { period_minutes, .. } => {
            if *period_minutes < 15 || 1440 % period_minutes != 0 {
                return Err(RoomError::invalid(
                    "the period",
                    "minutes that divide a day, from 15 to 1440 (60: each hour)",
                ));
            }
            if terms.split.loser != 0 || terms.split.table != 0 || terms.split.winner == 0 {
                return Err(RoomError::invalid(
                    "the split",
                    "a high hand pays the winning hand only: its share above 0%, the \
                     loser's and the table's 0%",
                ));
            }
        }
    }
    Ok(())
}

/// When terms take effect: now, or a later time given. Terms are never dated back: the hands
/// already dealt were dealt under the terms posted then.
fn effective(at: &str, from: Option<&str>) -> Result<String, RoomError> {
    let Some(text) = from else {
        return Ok(at.to_string());
    };
    let from = crate::clock::parse_db_time(text)
        .map(crate::clock::db_time)
        .ok_or_else(|| RoomError::invalid("the date", format!("{text:?} is not a time")))?;
    if from.as_str() < at {
        return Err(RoomError::invalid(
            "the date",
            "terms start now or later, never before now: the hands dealt so far were dealt under \
             the terms posted then",
        ));
    }
    Ok(from)
}

fn json<T: Serialize>(value: &T) -> Result<String, RoomError> {
    serde_json::to_string(value).map_err(|e| RoomError::BadData {
        detail: format!("jackpot data: {e}"),
    })
}

fn hit_view(row: HitRow, funds: &[FundRow]) -> Result<HitView, RoomError> {
    let detail = parse_detail(&row)?;
    Ok(HitView {
        words: detail.words(),
        detail,
        fund_name: fund_name(funds, row.fund_id),
        id: row.id,
        fund_id: row.fund_id,
        hand_id: row.hand_id,
        table_id: row.table_id,
        table_name: row.table_name,
        found_at: row.found_at,
        paid: row.payout_id.is_some(),
    })
}

fn payout_view(row: PayoutRow) -> Result<PayoutView, RoomError> {
    Ok(PayoutView {
        shares: serde_json::from_str(&row.shares).map_err(|e| RoomError::BadData {
            detail: format!("jackpot payout {}: {e}", row.id),
        })?,
        id: row.id,
        hit_id: row.hit_id,
        fund_id: row.fund_id,
        paid_at: row.paid_at,
        paid_by: row.paid_by,
        witness: row.witness,
        fund_before_cents: row.fund_before_cents,
        paid_cents: row.paid_cents,
        fund_after_cents: row.fund_after_cents,
    })
}

/// Every hit still to be paid (the floor's banner).
pub(crate) fn pending_hits(tx: &dyn Tx, at: &str) -> Result<Vec<HitView>, RoomError> {
    let names = tx.funds()?;
    open_hits(tx, at)?
        .into_iter()
        .map(|h| hit_view(h, &names))
        .collect()
}

/// Every fund (its terms in effect at `at`, and those dated later), its balance and pending
/// hits; every payout.
fn jackpots_in(tx: &dyn Tx, at: &str) -> Result<Jackpots, RoomError> {
    let names = tx.funds()?;
    let hits = open_hits(tx, at)?;
    let versions = all_terms(tx)?;
    let mut funds = Vec::new();
    // A fund whose terms start later is listed with its first terms.
    let mut all: Vec<Fund> = in_effect(versions.clone(), at);
    for first in versions.iter().filter(|v| v.version == 1) {
        if !all.iter().any(|f| f.id == first.id) {
            all.push(first.clone());
        }
    }
    all.sort_by_key(|f| f.id);
    for fund in all {
        let pending = hits
            .iter()
            .filter(|h| h.fund_id == fund.id)
            .map(|h| hit_view(h.clone(), &names))
            .collect::<Result<_, _>>()?;
        let mut later: Vec<LaterTerms> = versions
            .iter()
            .filter(|v| v.id == fund.id && v.version > fund.version)
            .map(|v| LaterTerms {
                version: v.version,
                effective_from: v.effective_from.clone(),
                rules: v.terms.rules_text(),
                terms: v.terms.clone(),
            })
            .collect();
        later.sort_by(|a, b| a.effective_from.cmp(&b.effective_from));
        funds.push(FundView {
            balance_cents: tx.fund_balance(fund.id)?,
            rules: fund.terms.rules_text(),
            id: fund.id,
            name: fund.name,
            terms: fund.terms,
            effective_from: fund.effective_from,
            version: fund.version,
            later,
            pending,
        });
    }
    let payouts = tx
        .payouts()?
        .into_iter()
        .map(payout_view)
        .collect::<Result<_, _>>()?;
    Ok(Jackpots {
        at: at.to_string(),
        funds,
        payouts,
    })
}

/// The showdown a finished pot hand proves (none: not a pot hand, or not finished).
fn showdown_of(tx: &dyn Tx, hand_id: i64) -> Result<Option<(HandRow, Showdown)>, RoomError> {
    let row = crate::hands::log::load_row(tx, hand_id)?;
    if row.kind != HandKind::Pot || row.finished_at.is_none() || row.void_reason.is_some() {
        return Ok(None);
    }
    let loaded = crate::hands::log::load::<Hand>(tx, row)?;
    Ok(Showdown::of(&loaded.hand).map(|s| (loaded.row, s)))
}

impl Room {
    /// Adds a jackpot fund with its terms and its seed.
    pub fn add_jackpot_fund(&self, actor: i64, fund: &NewFund) -> Result<FundView, RoomError> {
        let name = values::Name::parse("the fund's name", &fund.name)?;
        checked_terms(&fund.terms)?;
        values::Stack::new(fund.seed_cents, 0)
            .map_err(|_| RoomError::invalid("the seed", "from 0.00 to $100,000,000.00"))?;
        self.write(actor, UseCase::AddJackpotFund, At::Room, |tx, ctx| {
            if tx
                .funds()?
                .iter()
                .any(|f| values::key_of(&f.name) == values::key_of(name.as_str()))
            {
                return Err(RoomError::FundExists {
                    name: name.as_str().to_string(),
                });
            }
            let from = effective(&ctx.at, fund.effective_from.as_deref())?;
            let id = tx.insert_fund(name.as_str(), ctx.actor.id, &ctx.at)?;
            tx.insert_fund_terms(id, &from, &json(&fund.terms)?, ctx.actor.id, &ctx.at)?;
            if fund.seed_cents > 0 {
                tx.insert_fund_move(
                    id,
                    FundEntry::Seed,
                    fund.seed_cents,
                    None,
                    ctx.actor.id,
                    &ctx.at,
                )?;
            }
            jackpots_in(tx, &ctx.at)?
                .funds
                .into_iter()
                .find(|f| f.id == id)
                .ok_or(RoomError::UnknownFund { id })
        })
    }

    /// Changes a fund's terms from a date (now, or later): the earlier terms stand until then.
    pub fn change_jackpot_terms(
        &self,
        actor: i64,
        change: &FundTermsChange,
    ) -> Result<Jackpots, RoomError> {
        checked_terms(&change.terms)?;
        self.write(actor, UseCase::ChangeJackpotTerms, At::Room, |tx, ctx| {
            if !tx.funds()?.iter().any(|f| f.id == change.fund_id) {
                return Err(RoomError::UnknownFund { id: change.fund_id });
            }
            let from = effective(&ctx.at, change.effective_from.as_deref())?;
            tx.insert_fund_terms(
                change.fund_id,
                &from,
                &json(&change.terms)?,
                ctx.actor.id,
                &ctx.at,
            )?;
            jackpots_in(tx, &ctx.at)
        })
    }

    /// Corrects a fund's balance: an adjustment with its reason, never an edit.
    pub fn adjust_jackpot(&self, actor: i64, a: &FundAdjustment) -> Result<Jackpots, RoomError> {
        let reason = values::reason("the reason", &a.reason)?;
        if a.amount_cents == 0 || a.amount_cents.abs() > values::MAX_STACK_CENTS {
            return Err(RoomError::invalid(
                "the amount",
                "a correction of more or less than 0.00",
            ));
        }
        self.confirm_pin(actor, &a.pin)?;
        self.write(actor, UseCase::AdjustJackpot, At::Room, |tx, ctx| {
            if !tx.funds()?.iter().any(|f| f.id == a.fund_id) {
                return Err(RoomError::UnknownFund { id: a.fund_id });
            }
            ctx.note.replace(Some(format!(
                "jackpot fund {} corrected by {}: {reason}",
                a.fund_id,
                format_cents(a.amount_cents)
            )));
            tx.insert_fund_move(
                a.fund_id,
                FundEntry::Adjustment,
                a.amount_cents,
                Some(&reason),
                ctx.actor.id,
                &ctx.at,
            )?;
            jackpots_in(tx, &ctx.at)
        })
    }

    /// Every fund with its balance, terms, posted rules and pending hits; every payout.
    pub fn jackpots(&self) -> Result<Jackpots, RoomError> {
        self.read(|tx, now| jackpots_in(tx, &crate::clock::db_time(now)))
    }

    /// Pays a fund's hit on a hand: the hand is read again and must prove the fund's
    /// qualifier (else `jackpot_not_qualified`, with the reason); the floor manager's PIN and a
    /// witness's (another staff member) confirm it; above the fund's threshold each player
    /// paid is named. The payout comes out of the fund, never the house's money or a stack.
    pub fn pay_jackpot(&self, actor: i64, p: &JackpotPayment) -> Result<PayoutView, RoomError> {
        let names: Vec<SeatName> = p
            .names
            .iter()
            .map(|n| {
                Ok(SeatName {
                    seat: n.seat,
                    name: values::Name::parse("the player's name", &n.name)?
                        .as_str()
                        .to_string(),
                })
            })
            .collect::<Result<_, RoomError>>()?;
        // What the hand proves and what the fund holds, checked before any PIN is asked.
        self.read(|tx, now| {
            plan_payout(tx, &crate::clock::db_time(now), actor, p, &names).map(|_| ())
        })?;
        self.confirm_pin(actor, &p.pin)?;
        self.confirm_pin(p.witness_id, &p.witness_pin)?;
        self.write(
            actor,
            UseCase::PayJackpot,
            At::Hand(p.hand_id),
            |tx, ctx| {
                let plan = plan_payout(tx, &ctx.at, ctx.actor.id, p, &names)?;
                // A registered player a restriction keeps from play is not paid: the jackpot
                // is withheld, and the refusal is on the trail.
                for share in &plan.shares {
                    if let Some(seat) = tx.seating_in(plan.table_id, i64::from(share.seat))?
                        && let Some(number) = &seat.player_id
                        && let Some(player) = tx.player_by_number(number)?
                    {
                        crate::model::players::check_may_play(tx, &player, &ctx.at)?;
                    }
                }
                let paid: i64 = plan.shares.iter().map(|s| s.amount_cents).sum();
                let witness = tx.staff(p.witness_id)?.map(|s| s.name).unwrap_or_default();
                let shares: Vec<String> = plan
                    .shares
                    .iter()
                    .map(|s| {
                        format!(
                            "seat {} {} ({}) {}",
                            s.seat,
                            s.name,
                            s.part,
                            format_cents(s.amount_cents)
                        )
                    })
                    .collect();
                ctx.note.replace(Some(format!(
                    "{} jackpot on hand {}: paid {} of {}, witnessed by {witness}: {}",
                    plan.fund_name,
                    p.hand_id,
                    format_cents(paid),
                    format_cents(plan.before),
                    shares.join("; ")
                )));
                let id = tx.insert_payout(&NewPayout {
                    hit_id: plan.hit_id,
                    fund_id: p.fund_id,
                    at: &ctx.at,
                    paid_by: ctx.actor.id,
                    witness_id: p.witness_id,
                    fund_before_cents: plan.before,
                    paid_cents: paid,
                    shares: &json(&plan.shares)?,
                })?;
                for share in plan.shares.iter().filter(|s| !s.in_chips) {
                    if let Some(seat) = tx.seating_in(plan.table_id, i64::from(share.seat))?
                        && share.amount_cents > 0
                    {
                        crate::model::players::record_cash(
                            tx,
                            ctx,
                            &seat,
                            CashDirection::Out,
                            CashSource::Jackpot,
                            share.amount_cents,
                        )?;
                    }
                }
                for share in plan.shares.iter().filter(|s| s.in_chips) {
                    if let Some(seat) = tx.seating_in(plan.table_id, i64::from(share.seat))? {
                        crate::model::ledger::change_stack(
                            tx,
                            ctx,
                            &seat,
                            ChipKind::Jackpot,
                            share.amount_cents,
                            crate::model::ledger::Refs {
                                hand: Some(p.hand_id),
                                ..crate::model::ledger::Refs::reason(Some(format!(
                                    "{} jackpot paid in chips",
                                    plan.fund_name
                                )))
                            },
                        )?;
                    }
                }
                tx.payouts()?
                    .into_iter()
                    .find(|r| r.id == id)
                    .map(payout_view)
                    .transpose()?
                    .ok_or_else(|| RoomError::BadData {
                        detail: format!("jackpot payout {id} was not kept"),
                    })
            },
        )
    }

    /// Each fund's ledger by gaming day or by quarter over [from, to] (gaming days): opening,
    /// seed, collected, the house's fee, payouts, corrections, closing. Days or quarters with
    /// nothing are left out; the next opening is still the last closing.
    pub fn jackpot_ledger(
        &self,
        from: NaiveDate,
        to: NaiveDate,
        by: LedgerBy,
    ) -> Result<Vec<LedgerLine>, RoomError> {
        let clock = self.clock.as_ref();
        self.read(|tx, _| {
            let starts = crate::floor::settings::floor_settings(tx)?.gaming_day_starts_minutes;
            let (start, _) = crate::gaming_day::range(clock, starts, from);
            let (_, end) = crate::gaming_day::range(clock, starts, to);
            let (start, end) = (crate::clock::db_time(start), crate::clock::db_time(end));
            let period_of = |at: &str| {
                let day =
                    crate::gaming_day::day_of(clock, starts, crate::clock::parse_db_time(at)?);
                Some(match by {
                    LedgerBy::Day => day.format("%Y-%m-%d").to_string(),
                    LedgerBy::Quarter => format!("{}-Q{}", day.year(), day.month0() / 3 + 1),
                })
            };
            roll_forward(tx, &start, &end, &period_of, false)
        })
    }
}

/// A high hand's payout: its period must be over and the hand must hold the period's best
/// (read again from every leading hand's cards); the prize is the winner's share of the
/// fund as the period ended, shared by its holders or the first shown's, as the terms say.
fn high_hand_shares(
    tx: &dyn Tx,
    at: &str,
    fund: &Fund,
    high: &HighHandTerms,
    hit: &HitRow,
    not_qualified: &dyn Fn(String) -> RoomError,
) -> Result<Vec<(u8, i64)>, RoomError> {
    let Some(lead) = parse_detail(hit)?.high_hand else {
        return Err(not_qualified("it was not found as a high hand".into()));
    };
    if at < lead.to.as_str() {
        return Err(not_qualified(format!(
            "its period runs until {}: the high hand is paid when the period ends",
            lead.to
        )));
    }
    let hits = period_hits(tx, fund.id, &lead.from, &lead.to)?;
    let mut showdowns = Vec::new();
    for h in &hits {
        let Some((_, s)) = showdown_of(tx, h.hand_id)? else {
            continue;
        };
        showdowns.push((h.hand_id, s));
    }
    let all: Vec<Showdown> = showdowns.iter().map(|(_, s)| s.clone()).collect();
    let Some(best) = high.promo.best(&all) else {
        return Err(not_qualified("no hand shown in its period counts".into()));
    };
    let holders: Vec<(i64, u8)> = best
        .holders
        .iter()
        .map(|&(i, seat)| (showdowns[i].0, seat))
        .collect();
    let winners: Vec<(i64, u8)> = match high.ties {
        TieRule::Share => holders,
        TieRule::FirstShown => holders.into_iter().take(1).collect(),
    };
    let mine: Vec<u8> = winners
        .iter()
        .filter(|(hand, _)| *hand == hit.hand_id)
        .map(|(_, seat)| *seat)
        .collect();
    if mine.is_empty() {
        return Err(not_qualified(match high.ties {
            TieRule::FirstShown if best.holders.len() > 1 => format!(
                "the same hand was shown first on hand {}: the posted rules pay the first",
                winners.first().map_or(0, |w| w.0)
            ),
            _ => format!("a better hand was shown in its period: {}", best.hand),
        }));
    }
    let at_end = tx
        .fund_balances_before(&lead.to)?
        .into_iter()
        .find(|(id, _)| *id == fund.id)
        .map_or(0, |(_, cents)| cents);
    let prize = at_end
        .max(0)
        .saturating_mul(i64::from(fund.terms.split.winner))
        / 100;
    let each = prize / i64::try_from(winners.len().max(1)).unwrap_or(1);
    Ok(mine.into_iter().map(|seat| (seat, each)).collect())
}

/// A payout worked out: the hit it pays, the fund before it and each share.
struct PayoutPlan {
    hit_id: i64,
    table_id: i64,
    fund_name: String,
    before: i64,
    shares: Vec<PayoutShare>,
}

fn plan_payout(
    tx: &dyn Tx,
    at: &str,
    actor: i64,
    p: &JackpotPayment,
    names: &[SeatName],
) -> Result<PayoutPlan, RoomError> {
    let fund = funds_at(tx, at)?
        .into_iter()
        .find(|f| f.id == p.fund_id)
        .ok_or(RoomError::UnknownFund { id: p.fund_id })?;
    if p.witness_id == actor {
        let name = tx.staff(actor)?.map(|s| s.name).unwrap_or_default();
        return Err(RoomError::WitnessSamePerson { name });
    }
    match tx.staff(p.witness_id)? {
        Some(w) if w.active => {}
        Some(w) => return Err(RoomError::InactiveStaff { name: w.name }),
        None => {
            return Err(RoomError::UnknownStaff {
                who: format!("with id {}", p.witness_id),
            });
        }
    }
    let not_qualified = |reason: String| RoomError::JackpotNotQualified {
        fund: fund.name.clone(),
        hand: p.hand_id,
        reason,
    };
    // The hand is read again: its cards, not the hit's record, are the proof.
    let Some((row, showdown)) = showdown_of(tx, p.hand_id)? else {
        return Err(not_qualified(
            "it is not a finished hand of a pot game".into(),
        ));
    };
    let table = crate::model::tables::load_table(tx, row.table_id)?;
    if !fund.terms.feeds(&table) {
        return Err(not_qualified(format!(
            "{} does not feed this jackpot",
            table.name
        )));
    }
    let hit_row = tx.hit_of(p.fund_id, p.hand_id)?;
    // A bad beat: what the hand proves first, then whether it was found when it settled.
    let bad_beat = fund
        .terms
        .bad_beat()
        .map(|b| b.check(&showdown).map_err(|e| not_qualified(e.to_string())))
        .transpose()?;
    let Some(hit_row) = hit_row else {
        return Err(not_qualified(
            "no hit was found on it when it settled".into(),
        ));
    };
    if hit_row.payout_id.is_some() {
        let at = tx
            .payouts()?
            .into_iter()
            .find(|r| Some(r.id) == hit_row.payout_id)
            .map(|r| r.paid_at)
            .unwrap_or_default();
        return Err(RoomError::JackpotPaid {
            fund: fund.name.clone(),
            hand: p.hand_id,
            at,
        });
    }
    let before = tx.fund_balance(p.fund_id)?;
    // Each seat paid, its part and its amount.
    let paid: Vec<(u8, &str, i64)> = match (bad_beat, fund.terms.high_hand()) {
        (Some(hit), _) => {
            let payout = fund.terms.split.pay(before.max(0), &hit);
            payout
                .shares
                .into_iter()
                .map(|(seat, amount)| {
                    let part = if seat == hit.loser {
                        "loser"
                    } else if seat == hit.winner {
                        "winner"
                    } else {
                        "table"
                    };
                    (seat, part, amount)
                })
                .collect()
        }
        (None, Some(high)) => high_hand_shares(tx, at, &fund, &high, &hit_row, &not_qualified)?
            .into_iter()
            .map(|(seat, amount)| (seat, "high hand", amount))
            .collect(),
        (None, None) => return Err(not_qualified("the fund has no qualifier".into())),
    };
    let total: i64 = paid.iter().map(|s| s.2).sum();
    let named = total > fund.terms.names_above_cents;
    let mut shares = Vec::new();
    for (seat, part, amount) in paid {
        let given = names
            .iter()
            .find(|n| n.seat == seat)
            .map(|n| n.name.clone());
        let name = match given {
            Some(name) => name,
            None if named => {
                return Err(RoomError::JackpotNamesNeeded {
                    amount: format_cents(total),
                    threshold: format_cents(fund.terms.names_above_cents),
                    seat,
                });
            }
            None => tx
                .seating_in(table.id, i64::from(seat))?
                .map(|s| s.player_name)
                .unwrap_or_else(|| format!("Seat {seat}")),
        };
        shares.push(PayoutShare {
            seat,
            name,
            part: part.into(),
            amount_cents: amount,
            in_chips: p.in_chips,
        });
    }
    if p.in_chips {
        // Chips go onto the stacks of the players of the hand, still seated, between hands.
        if tx.unfinished_hand(table.id)?.is_some() {
            return Err(RoomError::HandInProgress {
                table: table.name.clone(),
            });
        }
        for s in &shares {
            match tx.seating_in(table.id, i64::from(s.seat))? {
                Some(seat) if seat.seated_at.as_str() <= row.started_at.as_str() => {}
                _ => {
                    return Err(RoomError::invalid(
                        "paid in chips",
                        format!(
                            "seat {}'s player of hand {} has left {}: pay him in cash",
                            s.seat, p.hand_id, table.name
                        ),
                    ));
                }
            }
        }
    }
    Ok(PayoutPlan {
        table_id: table.id,
        hit_id: hit_row.id,
        fund_name: fund.name.clone(),
        before,
        shares,
    })
}
