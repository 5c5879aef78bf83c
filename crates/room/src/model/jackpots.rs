//! Player-funded jackpots as the hands meet them: which funds a table feeds when a hand
//! starts (the engine takes their collections from the main pot, apart from the house's),
//! what a settled hand gave each fund, and the hits the engine finds in it. The use cases on
//! funds (add, pay, the ledger) are `crate::jackpots`.

use cardroom_engine::jackpot::{BadBeat, BadBeatHit, HighHand, HighHandHit, Showdown, Split};
use cardroom_engine::{Game, Hand, JackpotDrop};
use cardroom_store::TableRow;
use cardroom_store::port::*;
use serde::{Deserialize, Serialize};

use crate::RoomError;
use crate::money::format_cents;

/// The house's default threshold above which a payout needs each player's name.
pub const NAMES_ABOVE_CENTS: i64 = 50_000;

/// A fund's terms, as one version of them is stored (effective-dated, never edited).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
pub struct FundTerms {
    /// The games whose pots feed the fund and whose hands may hit it.
    pub games: Vec<GameCode>,
    /// The stakes fed: tables whose big blind (a limit table: its small bet) lies within.
    pub min_big_blind_cents: Option<i64>,
    pub max_big_blind_cents: Option<i64>,
    /// The collection: `drop_cents` from every hand whose pots reach `min_pot_cents`.
    pub drop_cents: i64,
    pub min_pot_cents: i64,
    /// Taken only once the flop is dealt (a board game); otherwise from the deal.
    pub at_flop: bool,
    /// The administrative fee: this percentage of each collection is the house's, booked apart.
    pub fee_percent: u8,
    /// The collection stops while the fund holds this much or more.
    pub cap_cents: Option<i64>,
    pub qualifier: Qualifier,
    /// The loser's, the winner's and the table's shares of the fund, in percent; the rest seeds
    /// the next jackpot.
    pub split: Split,
    /// A payout above this needs the name of each player paid.
    pub names_above_cents: i64,
}

/// What a hand must prove.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Qualifier {
    /// A bad beat: the losing hand at least `loser_at_least` (five cards, "9c 9d 9h 9s 2c": four
    /// of a kind), beaten at a showdown.
    BadBeat {
        loser_at_least: String,
        both_hole_cards: bool,
        min_dealt_in: u8,
    },
    /// The high hand of each period: the best hand shown in it (at least `at_least`, five
    /// cards, when set), paid when the period ends. Periods run `period_minutes` from the
    /// room's midnight (60: each hour; 480: three shifts a day).
    HighHand {
        at_least: Option<String>,
        both_hole_cards: bool,
        period_minutes: u32,
        ties: TieRule,
    },
}

/// How a high hand tied in its period is paid, as the posted rules say.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum TieRule {
    /// Each holder of the best hand is paid an equal part of the prize.
    Share,
    /// The hand shown first takes the prize.
    FirstShown,
}

/// A high-hand promotion's terms: the engine's qualifier, its period and its tie rule.
pub(crate) struct HighHandTerms {
    pub promo: HighHand,
    pub period_minutes: u32,
    pub ties: TieRule,
}

/// The period of a high-hand promotion `at` falls in: [from, to), counted in the room's
/// local time (`zone`) from midnight.
pub(crate) fn period_of(
    at: chrono::DateTime<chrono::Utc>,
    zone: chrono::FixedOffset,
    minutes: u32,
) -> (chrono::DateTime<chrono::Utc>, chrono::DateTime<chrono::Utc>) {
    let minutes = i64::from(minutes.max(1));
    let local = at.with_timezone(&zone);
    let since = i64::from(chrono::Timelike::num_seconds_from_midnight(&local)) / 60;
    let start = at
        - chrono::Duration::minutes(since % minutes)
        - chrono::Duration::seconds(i64::from(chrono::Timelike::second(&local)))
        - chrono::Duration::nanoseconds(i64::from(chrono::Timelike::nanosecond(&local)));
    (start, start + chrono::Duration::minutes(minutes))
}

impl FundTerms {
    /// The engine's bad-beat qualifier for these terms (none: a high-hand promotion).
    pub(crate) fn bad_beat(&self) -> Option<BadBeat> {
        match &self.qualifier {
            Qualifier::BadBeat {
                loser_at_least,
                both_hole_cards,
                min_dealt_in,
            } => Some(BadBeat {
                games: self.pot_games(),
                loser_at_least: loser_at_least.clone(),
                both_hole_cards: *both_hole_cards,
                min_dealt_in: *min_dealt_in,
            }),
            Qualifier::HighHand { .. } => None,
        }
    }

    /// The high-hand promotion of these terms (none: a bad-beat jackpot).
    pub(crate) fn high_hand(&self) -> Option<HighHandTerms> {
        match &self.qualifier {
            Qualifier::HighHand {
                at_least,
                both_hole_cards,
                period_minutes,
                ties,
            } => Some(HighHandTerms {
                promo: HighHand {
                    games: self.pot_games(),
                    at_least: at_least.clone(),
                    both_hole_cards: *both_hole_cards,
                },
                period_minutes: *period_minutes,
                ties: *ties,
            }),
            Qualifier::BadBeat { .. } => None,
        }
    }

    fn pot_games(&self) -> Vec<Game> {
        self.games.iter().filter_map(|g| pot_game(*g)).collect()
    }

    /// The qualifier in the posted rules' words, or why its hand is not five cards.
    pub(crate) fn qualifier_text(&self) -> Result<String, String> {
        let text = match (self.bad_beat(), self.high_hand()) {
            (Some(b), _) => b.rules_text(),
            (None, Some(h)) => h.promo.rules_text(),
            (None, None) => return Err("no qualifier".into()),
        };
        text.map_err(|e| e.to_string())
    }

    /// Whether `table` feeds (and may hit) a fund on these terms.
    pub(crate) fn feeds(&self, table: &TableRow) -> bool {
        let stake = if table.big_blind_cents > 0 {
            table.big_blind_cents
        } else {
            table.small_bet_cents
        };
        self.games.contains(&table.game)
            && self.min_big_blind_cents.is_none_or(|lo| stake >= lo)
            && self.max_big_blind_cents.is_none_or(|hi| stake <= hi)
    }

    /// The posted rules, in words, from the terms.
    pub fn rules_text(&self) -> String {
        let qualifier = self.qualifier_text().unwrap_or_else(|e| e);
        let mut out = format!(
            "{qualifier} Collection: {} from every pot of {} or more{}.",
            format_cents(self.drop_cents),
            format_cents(self.min_pot_cents),
            if self.at_flop {
                ", taken once the flop is dealt"
            } else {
                ""
            }
        );
        let stakes = match (self.min_big_blind_cents, self.max_big_blind_cents) {
            (Some(lo), Some(hi)) => format!(
                " Stakes: big blind {} to {}.",
                format_cents(lo),
                format_cents(hi)
            ),
            (Some(lo), None) => format!(" Stakes: big blind {} or more.", format_cents(lo)),
            (None, Some(hi)) => format!(" Stakes: big blind up to {}.", format_cents(hi)),
            (None, None) => String::new(),
        };
        out.push_str(&stakes);
        if self.fee_percent > 0 {
            out.push_str(&format!(
                " The house keeps {}% of each collection as its administrative fee.",
                self.fee_percent
            ));
        }
        if let Some(cap) = self.cap_cents {
            out.push_str(&format!(
                " The collection stops while the jackpot holds {} or more.",
                format_cents(cap)
            ));
        }
        let kept = 100
            - u16::from(self.split.loser)
            - u16::from(self.split.winner)
            - u16::from(self.split.table);
        match &self.qualifier {
            Qualifier::BadBeat { .. } => out.push_str(&format!(
                " A hit pays {}% to the losing hand, {}% to the winning hand and {}% shared by \
                 the others dealt in; {kept}% stays to seed the next jackpot.",
                self.split.loser, self.split.winner, self.split.table
            )),
            Qualifier::HighHand {
                period_minutes,
                ties,
                ..
            } => {
                let period = match period_minutes {
                    60 => "each hour".to_string(),
                    1440 => "each day, from midnight".to_string(),
                    m if m % 60 == 0 => format!("every {} hours from midnight", m / 60),
                    m => format!("every {m} minutes from midnight"),
                };
                let ties = match ties {
                    TieRule::Share => "a tie shares it equally",
                    TieRule::FirstShown => "a tie goes to the hand shown first",
                };
                out.push_str(&format!(
                    " The best hand of {period} is paid {}% of the jackpot when the period \
                     ends; {ties}; {kept}% stays for the next.",
                    self.split.winner
                ));
            }
        }
        out
    }
}

/// The rules engine's game for a pot game's code (none: Pan and the banked game, which have
/// no pots a jackpot can feed on).
pub(crate) fn pot_game(code: GameCode) -> Option<Game> {
    match code {
        GameCode::Holdem => Some(Game::Holdem),
        GameCode::Pineapple => Some(Game::Pineapple),
        GameCode::CrazyPineapple => Some(Game::CrazyPineapple),
        GameCode::FiveCardDraw => Some(Game::FiveCardDraw),
        GameCode::Lowball => Some(Game::LowBall),
        GameCode::Mexican => Some(Game::MexicanPoker),
        GameCode::Pan | GameCode::JokerDraw => None,
    }
}

/// A fund with the terms in effect.
#[derive(Debug, Clone)]
pub(crate) struct Fund {
    pub id: i64,
    pub name: String,
    pub terms: FundTerms,
    pub effective_from: String,
    pub version: usize,
}

/// A fund's name among `funds` (empty for one not stored: never, the keys hold).
pub(crate) fn fund_name(funds: &[FundRow], id: i64) -> String {
    funds
        .iter()
        .find(|f| f.id == id)
        .map(|f| f.name.clone())
        .unwrap_or_default()
}

/// Terms read back from storage.
pub(crate) fn parse_terms(row: &FundTermsRow) -> Result<FundTerms, RoomError> {
    serde_json::from_str(&row.terms).map_err(|e| RoomError::BadData {
        detail: format!("jackpot terms {}: {e}", row.id),
    })
}

/// Every version of every fund's terms, by fund and date, each numbered (1: the first).
pub(crate) fn all_terms(tx: &dyn Tx) -> Result<Vec<Fund>, RoomError> {
    let names = tx.funds()?;
    let mut versions = std::collections::HashMap::<i64, usize>::new();
    tx.fund_terms()?
        .into_iter()
        .map(|row| {
            let version = versions.entry(row.fund_id).or_default();
            *version += 1;
            Ok(Fund {
                id: row.fund_id,
                name: fund_name(&names, row.fund_id),
                terms: parse_terms(&row)?,
                effective_from: row.effective_from,
                version: *version,
            })
        })
        .collect()
}

/// Every fund with the terms in effect at `at` (a fund whose first terms start later: none).
pub(crate) fn funds_at(tx: &dyn Tx, at: &str) -> Result<Vec<Fund>, RoomError> {
    Ok(in_effect(all_terms(tx)?, at))
}

/// Of `versions` (every fund's, as [`all_terms`] gives them), each fund's in effect at `at`.
pub(crate) fn in_effect(versions: Vec<Fund>, at: &str) -> Vec<Fund> {
    let mut out: Vec<Fund> = Vec::new();
    for fund in versions {
        if fund.effective_from.as_str() > at {
            continue;
        }
        // Versions come by fund and date: a later one supersedes.
        match out.iter_mut().find(|f| f.id == fund.id) {
            Some(f) => *f = fund,
            None => out.push(fund),
        }
    }
    out
}

/// The funds `table` feeds when a hand starts at `at`: each one's collection for the engine
/// (in the table's chips; none once the fund reaches its cap), and the funds' ids in the same
/// order.
pub(crate) fn drops_for(
    tx: &dyn Tx,
    table: &TableRow,
    at: &str,
) -> Result<(Vec<JackpotDrop>, Vec<i64>), RoomError> {
    let mut drops = Vec::new();
    let mut ids = Vec::new();
    for fund in funds_at(tx, at)? {
        if !fund.terms.feeds(table) {
            continue;
        }
        let mut amount = fund.terms.drop_cents;
        if let Some(cap) = fund.terms.cap_cents {
            amount = amount.min(cap - tx.fund_balance(fund.id)?);
        }
        let amount = amount - amount.rem_euclid(table.chip_unit_cents.max(1));
        if amount <= 0 {
            continue;
        }
        drops.push(JackpotDrop {
            amount,
            min_pot: fund.terms.min_pot_cents,
            at_flop: fund.terms.at_flop,
        });
        ids.push(fund.id);
    }
    Ok((drops, ids))
}

/// What a hit proves, as stored with it: the qualifying hands and who shares.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
pub struct HitDetail {
    pub loser: u8,
    pub loser_hand: String,
    pub winner: u8,
    pub winner_hand: String,
    /// The others dealt in (the table's share).
    pub table: Vec<u8>,
    /// The board, and each hand shown, as cards ("9s 9h").
    pub board: String,
    pub shown: Vec<(u8, String)>,
    /// A high hand: the seats holding it (more than one: a tie in the hand) and the period
    /// it leads, paid when the period ends. None: a bad beat.
    #[serde(default)]
    pub high_hand: Option<HighHandLead>,
}

/// A high hand leading its period when it was shown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
pub struct HighHandLead {
    pub holders: Vec<u8>,
    /// The period, [from, to): the hand is paid once it ends and no better one was shown.
    pub from: String,
    pub to: String,
}

fn cards(c: &[cardroom_engine::Card]) -> String {
    c.iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

impl HitDetail {
    pub(crate) fn of(hit: &BadBeatHit, showdown: &Showdown) -> HitDetail {
        HitDetail {
            loser: hit.loser,
            loser_hand: hit.loser_hand.clone(),
            winner: hit.winner,
            winner_hand: hit.winner_hand.clone(),
            table: hit.table.clone(),
            board: cards(&showdown.board),
            shown: showdown
                .shown
                .iter()
                .map(|(seat, hole)| (*seat, cards(hole)))
                .collect(),
            high_hand: None,
        }
    }

    /// A high hand's record: `holders`' seats in `showdown`, leading `period`.
    fn high(
        hit: &HighHandHit,
        showdown: &Showdown,
        holders: Vec<u8>,
        period: (String, String),
    ) -> HitDetail {
        HitDetail {
            loser: 0,
            loser_hand: String::new(),
            winner: holders.first().copied().unwrap_or_default(),
            winner_hand: hit.hand.clone(),
            table: Vec::new(),
            board: cards(&showdown.board),
            shown: showdown
                .shown
                .iter()
                .map(|(seat, hole)| (*seat, cards(hole)))
                .collect(),
            high_hand: Some(HighHandLead {
                holders,
                from: period.0,
                to: period.1,
            }),
        }
    }

    /// What the hit proves, in words: "seat 1's four of a kind lost to seat 2's straight
    /// flush", or "seat 3's four of a kind leads the period 13:00 to 14:00 (UTC)".
    pub fn words(&self) -> String {
        match &self.high_hand {
            None => format!(
                "seat {}'s {} lost to seat {}'s {}",
                self.loser,
                self.loser_hand.to_lowercase(),
                self.winner,
                self.winner_hand.to_lowercase()
            ),
            Some(lead) => {
                let seats: Vec<String> = lead.holders.iter().map(|s| s.to_string()).collect();
                format!(
                    "seat {}'s {} leads the period from {} to {}",
                    seats.join(" and "),
                    self.winner_hand.to_lowercase(),
                    lead.from,
                    lead.to
                )
            }
        }
    }

    /// The showdown this record keeps, read back for `game` (a hand of it is compared with
    /// its period's others); cards that do not read are left out.
    pub(crate) fn showdown(&self, game: Game) -> Showdown {
        let read = |text: &str| cardroom_cards::parse_cards(text).unwrap_or_default();
        Showdown {
            game,
            board: read(&self.board),
            dealt_in: self.shown.iter().map(|s| s.0).collect(),
            shown: self
                .shown
                .iter()
                .map(|(seat, c)| (*seat, read(c)))
                .collect(),
            winners: Vec::new(),
        }
    }
}

pub(crate) fn parse_detail(row: &HitRow) -> Result<HitDetail, RoomError> {
    serde_json::from_str(&row.detail).map_err(|e| RoomError::BadData {
        detail: format!("jackpot hit {}: {e}", row.id),
    })
}

/// Books a settled pot hand: what it gave each fund it fed (`fund_ids`, in the engine's order
/// of drops), and a hit for each fund whose qualifier the hand proves.
pub(crate) fn book_hand(
    tx: &dyn Tx,
    row: &HandRow,
    table: &TableRow,
    hand: &Hand,
    fund_ids: &[i64],
    at: &str,
    zone: chrono::FixedOffset,
) -> Result<(), RoomError> {
    let settlement = hand.settlement();
    let funds = funds_at(tx, at)?;
    for (&fund_id, &taken) in fund_ids.iter().zip(&settlement.jackpot) {
        if taken <= 0 {
            continue;
        }
        let fee_percent = funds
            .iter()
            .find(|f| f.id == fund_id)
            .map_or(0, |f| i64::from(f.terms.fee_percent));
        let fee = taken * fee_percent / 100;
        tx.insert_fund_collection(fund_id, row.id, table.id, row.dealer_id, taken, fee, at)?;
    }
    let Some(showdown) = Showdown::of(hand) else {
        return Ok(());
    };
    for fund in funds.iter().filter(|f| f.terms.feeds(table)) {
        let detail = match (fund.terms.bad_beat(), fund.terms.high_hand()) {
            (Some(bad_beat), _) => match bad_beat.check(&showdown) {
                Ok(hit) => HitDetail::of(&hit, &showdown),
                Err(_) => continue,
            },
            (None, Some(high)) => match high_hand_lead(tx, fund, &high, &showdown, at, zone)? {
                Some(detail) => detail,
                None => continue,
            },
            (None, None) => continue,
        };
        let text = serde_json::to_string(&detail).map_err(|e| RoomError::BadData {
            detail: format!("a jackpot hit: {e}"),
        })?;
        tx.insert_hit(fund.id, row.id, table.id, at, &text)?;
        tracing::warn!(fund = %fund.name, hand = row.id, "jackpot hit: keep the cards");
    }
    Ok(())
}

/// A high hand shown now, when it leads (or ties) its period so far: its record.
fn high_hand_lead(
    tx: &dyn Tx,
    fund: &Fund,
    high: &HighHandTerms,
    showdown: &Showdown,
    at: &str,
    zone: chrono::FixedOffset,
) -> Result<Option<HitDetail>, RoomError> {
    let Some(mine) = high.promo.best(std::slice::from_ref(showdown)) else {
        return Ok(None);
    };
    let Some(now) = crate::clock::parse_db_time(at) else {
        return Ok(None);
    };
    let (from, to) = period_of(now, zone, high.period_minutes);
    let (from, to) = (crate::clock::db_time(from), crate::clock::db_time(to));
    let mut showdowns = period_showdowns(tx, fund.id, &from, &to)?;
    showdowns.push(showdown.clone());
    let last = showdowns.len() - 1;
    let Some(best) = high.promo.best(&showdowns) else {
        return Ok(None);
    };
    let holders: Vec<u8> = best
        .holders
        .iter()
        .filter(|(i, _)| *i == last)
        .map(|(_, seat)| *seat)
        .collect();
    if holders.is_empty() {
        return Ok(None);
    }
    Ok(Some(HitDetail::high(&mine, showdown, holders, (from, to))))
}

/// Every hit still to be paid: unpaid and, a high hand, still leading its period (a better
/// hand shown later in it ends the lead), in the order found.
pub(crate) fn open_hits(tx: &dyn Tx, at: &str) -> Result<Vec<HitRow>, RoomError> {
    let funds = funds_at(tx, at)?;
    let mut read = ShowdownReader::new(tx);
    let mut hits = tx.hits()?;
    // The order found: a tie's first shown comes first.
    hits.sort_by_key(|h| h.id);
    let mut out = Vec::new();
    for h in hits.iter().filter(|h| h.payout_id.is_none()) {
        let detail = parse_detail(h)?;
        let high = funds
            .iter()
            .find(|f| f.id == h.fund_id)
            .and_then(|f| f.terms.high_hand());
        if let (Some(lead), Some(high)) = (&detail.high_hand, high) {
            let mut mine = None;
            let mut showdowns = Vec::new();
            for other in hits.iter().filter(|o| {
                o.fund_id == h.fund_id
                    && lead.from.as_str() <= o.found_at.as_str()
                    && o.found_at.as_str() < lead.to.as_str()
            }) {
                if other.id == h.id {
                    mine = Some(showdowns.len());
                }
                showdowns.push(read.showdown(other)?);
            }
            let leads = high
                .promo
                .best(&showdowns)
                .is_some_and(|b| b.holders.iter().any(|(i, _)| Some(*i) == mine));
            if !leads {
                continue;
            }
        }
        out.push(h.clone());
    }
    // The newest first, as the banner lists them.
    out.reverse();
    Ok(out)
}

/// One fund's hits found in [from, to), in the order found.
pub(crate) fn period_hits(
    tx: &dyn Tx,
    fund_id: i64,
    from: &str,
    to: &str,
) -> Result<Vec<HitRow>, RoomError> {
    let mut hits: Vec<HitRow> = tx
        .hits()?
        .into_iter()
        .filter(|h| h.fund_id == fund_id && from <= h.found_at.as_str() && h.found_at.as_str() < to)
        .collect();
    hits.sort_by_key(|h| h.id);
    Ok(hits)
}

/// The showdowns of one fund's hits found in [from, to), in the order found, as recorded.
fn period_showdowns(
    tx: &dyn Tx,
    fund_id: i64,
    from: &str,
    to: &str,
) -> Result<Vec<Showdown>, RoomError> {
    let mut read = ShowdownReader::new(tx);
    period_hits(tx, fund_id, from, to)?
        .iter()
        .map(|h| read.showdown(h))
        .collect()
}

/// Hits' showdowns as recorded, each read in its table's game: a table is read once however
/// many hits it holds.
struct ShowdownReader<'t> {
    tx: &'t dyn Tx,
    games: std::collections::HashMap<i64, Game>,
}

impl<'t> ShowdownReader<'t> {
    fn new(tx: &'t dyn Tx) -> Self {
        ShowdownReader {
            tx,
            games: std::collections::HashMap::new(),
        }
    }

    fn showdown(&mut self, h: &HitRow) -> Result<Showdown, RoomError> {
        let game = match self.games.get(&h.table_id) {
            Some(game) => *game,
            None => {
                let code = crate::model::tables::load_table(self.tx, h.table_id)?.game;
                let game = pot_game(code).unwrap_or(Game::Holdem);
                self.games.insert(h.table_id, game);
                game
            }
        };
        Ok(parse_detail(h)?.showdown(game))
    }
}

/// A jackpot a hand qualifies for and that is not paid yet: its table's console says to keep
/// the cards. `Display` is the room's sentence (the CLI's); the screens word it themselves.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct KeepTheCards {
    pub fund_name: String,
    /// A high hand leading its period so far (else a bad beat the hand proves).
    pub high_hand: bool,
}

impl std::fmt::Display for KeepTheCards {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let name = &self.fund_name;
        if self.high_hand {
            write!(f, "High hand of the period so far ({name}): keep the cards")
        } else {
            write!(f, "Bad-beat jackpot qualifies ({name}): keep the cards")
        }
    }
}

/// The unpaid hits of a hand, as its table's console says them.
pub(crate) fn keep_the_cards(tx: &dyn Tx, hand_id: i64) -> Result<Vec<KeepTheCards>, RoomError> {
    let names = tx.funds()?;
    tx.hits()?
        .into_iter()
        .filter(|h| h.hand_id == hand_id && h.payout_id.is_none())
        .map(|h| {
            Ok(KeepTheCards {
                fund_name: fund_name(&names, h.fund_id),
                high_hand: parse_detail(&h)?.high_hand.is_some(),
            })
        })
        .collect()
}

/// One fund's ledger for one gaming day or quarter: it rolls forward, each opening the last
/// closing.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct LedgerLine {
    pub fund_id: i64,
    pub fund_name: String,
    /// `2026-11-25` (a gaming day) or `2026-Q4`.
    pub period: String,
    pub opening_cents: i64,
    pub seed_cents: i64,
    pub collected_cents: i64,
    /// The house's administrative fee out of the collections (booked apart).
    pub fee_cents: i64,
    pub paid_cents: i64,
    pub adjustment_cents: i64,
    pub closing_cents: i64,
}

impl LedgerLine {
    /// The line's amounts in the order every rendering shows them ([`LEDGER_HEAD`] after the
    /// fund and the period).
    pub fn amounts(&self) -> [i64; 7] {
        [
            self.opening_cents,
            self.seed_cents,
            self.collected_cents,
            self.fee_cents,
            self.paid_cents,
            self.adjustment_cents,
            self.closing_cents,
        ]
    }
}

/// The ledger's columns, as a CSV or a workbook heads them.
pub const LEDGER_HEAD: [&str; 9] = [
    "fund",
    "period",
    "opening",
    "seed",
    "collected",
    "fee",
    "paid",
    "adjustments",
    "closing",
];

/// Each fund's roll-forward over [start, end): its movements cut into periods by
/// `period_of` (an entry whose time does not read is left out), each period opening at the
/// last one's closing. With `every_fund`, a fund that did not move is listed too (its opening
/// its closing), as the shift report reconciles every fund.
pub(crate) fn roll_forward(
    tx: &dyn Tx,
    start: &str,
    end: &str,
    period_of: &dyn Fn(&str) -> Option<String>,
    every_fund: bool,
) -> Result<Vec<LedgerLine>, RoomError> {
    let names = tx.funds()?;
    let mut balance: std::collections::BTreeMap<i64, i64> =
        tx.fund_balances_before(start)?.into_iter().collect();
    let mut lines: Vec<LedgerLine> = Vec::new();
    let line_of = |fund_id: i64, period: String, open: i64| LedgerLine {
        fund_id,
        fund_name: fund_name(&names, fund_id),
        period,
        opening_cents: open,
        seed_cents: 0,
        collected_cents: 0,
        fee_cents: 0,
        paid_cents: 0,
        adjustment_cents: 0,
        closing_cents: open,
    };
    for e in tx.fund_entries_between(start, end)? {
        let Some(period) = period_of(&e.at) else {
            continue;
        };
        let open = *balance.get(&e.fund_id).unwrap_or(&0);
        let found = lines
            .iter()
            .rposition(|l| l.fund_id == e.fund_id && l.period == period);
        let i = match found {
            Some(i) => i,
            None => {
                lines.push(line_of(e.fund_id, period, open));
                lines.len() - 1
            }
        };
        let line = &mut lines[i];
        let field = match e.kind {
            FundEntry::Seed => &mut line.seed_cents,
            FundEntry::Adjustment => &mut line.adjustment_cents,
            FundEntry::Collected => &mut line.collected_cents,
            FundEntry::Fee => &mut line.fee_cents,
            FundEntry::Paid => &mut line.paid_cents,
        };
        *field += e.amount_cents;
        line.closing_cents += match e.kind {
            FundEntry::Seed | FundEntry::Adjustment | FundEntry::Collected => e.amount_cents,
            FundEntry::Fee | FundEntry::Paid => -e.amount_cents,
        };
        balance.insert(e.fund_id, line.closing_cents);
    }
    if every_fund {
        let label = period_of(start).unwrap_or_default();
        for fund in names.iter().filter(|f| f.created_at.as_str() < end) {
            if !lines.iter().any(|l| l.fund_id == fund.id) {
                let open = *balance.get(&fund.id).unwrap_or(&0);
                lines.push(line_of(fund.id, label.clone(), open));
            }
        }
    }
    lines.sort_by(|a, b| (a.fund_id, &a.period).cmp(&(b.fund_id, &b.period)));
    Ok(lines)
}
