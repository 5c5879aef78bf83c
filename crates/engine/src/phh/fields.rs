//! A PHH file's fields, read from its TOML.

use std::borrow::Cow;
use std::cell::Cell;

use thiserror::Error;

use super::quick;
use super::toml::{self, Value};
use crate::Chips;
use crate::config::{Game, SevensPenalty, Structure};

/// A variant read and written: a game and its betting structure, named by a code. `NT` and
/// `FT` are PHH's own; the others are ours, built the way PHH builds its codes (a structure
/// letter, then the game). See `docs/hand-history.md`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Variant {
    pub game: Game,
    pub structure: Structure,
}

/// Every variant, in the order `cardroom hand variants` lists them.
const VARIANTS: [(&str, Game, Structure); 18] = [
    ("NT", Game::Holdem, Structure::NoLimit),
    ("PT", Game::Holdem, Structure::PotLimit),
    ("FT", Game::Holdem, Structure::FixedLimit),
    ("NP", Game::Pineapple, Structure::NoLimit),
    ("PP", Game::Pineapple, Structure::PotLimit),
    ("FP", Game::Pineapple, Structure::FixedLimit),
    ("NCP", Game::CrazyPineapple, Structure::NoLimit),
    ("PCP", Game::CrazyPineapple, Structure::PotLimit),
    ("FCP", Game::CrazyPineapple, Structure::FixedLimit),
    ("N5D", Game::FiveCardDraw, Structure::NoLimit),
    ("P5D", Game::FiveCardDraw, Structure::PotLimit),
    ("F5D", Game::FiveCardDraw, Structure::FixedLimit),
    ("NA5L1D", Game::LowBall, Structure::NoLimit),
    ("PA5L1D", Game::LowBall, Structure::PotLimit),
    ("FA5L1D", Game::LowBall, Structure::FixedLimit),
    ("NMX", Game::MexicanPoker, Structure::NoLimit),
    ("PMX", Game::MexicanPoker, Structure::PotLimit),
    ("FMX", Game::MexicanPoker, Structure::FixedLimit),
];

impl Variant {
    /// No-limit Texas Hold'em (PHH).
    pub const NT: Variant = Variant::new(Game::Holdem, Structure::NoLimit);
    /// Fixed-limit Texas Hold'em (PHH).
    pub const FT: Variant = Variant::new(Game::Holdem, Structure::FixedLimit);
    /// Pot-limit Texas Hold'em (ours, with NT's fields).
    pub const PT: Variant = Variant::new(Game::Holdem, Structure::PotLimit);

    pub const fn new(game: Game, structure: Structure) -> Variant {
        Variant { game, structure }
    }

    /// Every supported variant.
    pub fn all() -> impl Iterator<Item = Variant> {
        VARIANTS.iter().map(|&(_, g, s)| Variant::new(g, s))
    }

    /// The variant a code names.
    pub fn from_code(code: &str) -> Option<Variant> {
        VARIANTS
            .iter()
            .find(|(c, _, _)| *c == code)
            .map(|&(_, g, s)| Variant::new(g, s))
    }

    pub fn code(self) -> &'static str {
        VARIANTS
            .iter()
            .find(|&&(_, g, s)| g == self.game && s == self.structure)
            .map_or("?", |(c, _, _)| c)
    }

    /// Our action verbs (beyond PHH's) this variant accepts.
    pub fn extension_verbs(self) -> &'static [&'static str] {
        match self.game {
            Game::Holdem => &[],
            Game::Pineapple | Game::CrazyPineapple => &["pN _dc CARD"],
            Game::FiveCardDraw => &["d _xp pN CARD", "d _rs"],
            Game::LowBall => &["pN _kill", "d _xp pN CARD", "d _rs"],
            Game::MexicanPoker => &["pN _up [CARD]", "pN _down"],
        }
    }
}

/// A file that is not a PHH hand we can read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PhhError {
    #[error("line {line}: {message}")]
    Syntax { line: usize, message: String },
    #[error("missing field `{0}`")]
    MissingField(&'static str),
    #[error("field `{field}`: {message}")]
    BadField {
        field: &'static str,
        message: String,
    },
    #[error("variant {0} is not supported (see `cardroom hand variants`)")]
    UnsupportedVariant(String),
}

impl PhhError {
    /// A stable code, for programs and tests (`code().as_str()` is its text).
    pub fn code(&self) -> PhhCode {
        match self {
            PhhError::Syntax { .. } => PhhCode::PhhSyntax,
            PhhError::MissingField(_) | PhhError::BadField { .. } => PhhCode::PhhField,
            PhhError::UnsupportedVariant(_) => PhhCode::UnsupportedVariant,
        }
    }
}

impl crate::game::Coded for PhhError {
    fn code(&self) -> crate::game::EngineCode {
        PhhError::code(self).into()
    }
}

cardroom_cards::codes! {
    /// The stable codes of a hand-history file that cannot be read ([`PhhError::code`]).
    pub enum PhhCode {
        PhhSyntax => "phh_syntax",
        PhhField => "phh_field",
        UnsupportedVariant => "unsupported_variant",
        /// An action line of a file, or a dealer's typed entry, that is not an action.
        PhhAction => "phh_action",
        /// A card that is not a card (`2x`).
        BadCard => "bad_card",
        /// A card the entry needs that was not entered.
        CardsUnknown => "cards_unknown",
        /// A Bet given with an amount that is not the Bet.
        WrongBet => "wrong_bet",
        WrongCardCount => "wrong_card_count",
        /// A file's stated finishing stacks differ from its replay's.
        FinishingStacksMismatch => "finishing_stacks_mismatch",
        /// A file whose actions stop before the hand is over.
        HandUnfinished => "hand_unfinished",
        /// An amount typed that is not dollars and cents (`4.5.0`).
        BadAmount => "bad_amount",
    }
}

/// The fields of one hand. Amounts are in cents. The text fields borrow from the file's text
/// (owned only where a string had escapes).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PhhHand<'a> {
    pub variant: Variant,
    pub antes: Vec<Chips>,
    pub blinds_or_straddles: Vec<Chips>,
    pub min_bet: Option<Chips>,
    pub small_bet: Option<Chips>,
    pub big_bet: Option<Chips>,
    pub starting_stacks: Vec<Chips>,
    pub actions: Vec<Cow<'a, str>>,
    pub seats: Option<Vec<u8>>,
    pub seat_count: Option<u32>,
    pub players: Option<Vec<Cow<'a, str>>>,
    pub finishing_stacks: Option<Vec<Chips>>,
    /// Our extension: burn cards in order (`??` unknown).
    pub burns: Option<Vec<Cow<'a, str>>>,
    /// Our extensions for the house's table settings.
    pub house: HouseFields,
    /// Every amount in the file is a whole number: chips are whole units, split pots too.
    pub whole_units: bool,
}

/// Our `_`-prefixed fields (user-defined fields in PHH terms): table settings PHH has no
/// field for, and the winners the dealer named when cards were unknown.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct HouseFields {
    /// `_max_bets_per_round`: 0 = no cap.
    pub max_bets_per_round: Option<u32>,
    /// `_cap_lifts_heads_up`.
    pub cap_lifts_heads_up: Option<bool>,
    /// `_pot_drop` (amount).
    pub pot_drop: Option<Chips>,
    /// `_button_drop` (amount).
    pub button_drop: Option<Chips>,
    /// `_no_flop_no_drop`.
    pub no_flop_no_drop: Option<bool>,
    /// `_chip_unit` (amount).
    pub chip_unit: Option<Chips>,
    /// `_winners`: for each pot in order, the players (`"p2"`) the dealer named.
    pub winners: Option<Vec<Vec<String>>>,
    /// `_joker`: Five Card Draw played with the joker as a bug.
    pub joker: Option<bool>,
    /// `_sevens_penalty`: `'void_post_draw'` or `'forfeit_pot'` (Low Ball).
    pub sevens_penalty: Option<SevensPenalty>,
    /// `_required_kill`: the player (`'p3'`) who must kill this Low Ball pot.
    pub required_kill: Option<String>,
    /// `_seat_posts`: by player, a live post outside the blinds (a new player's big blind to
    /// be dealt in at once); 0 for none.
    pub seat_posts: Option<Vec<Chips>>,
    /// `_jackpot_drops`: each jackpot's collection (amount) from the main pot.
    pub jackpot_drops: Option<Vec<Chips>>,
    /// `_jackpot_min_pots`: the pot size from which each is taken (0 when missing).
    pub jackpot_min_pots: Option<Vec<Chips>>,
    /// `_jackpot_taken`: `'flop'` (only when the flop was dealt) or `'deal'`, for each.
    pub jackpot_taken: Option<Vec<String>>,
}

/// Converts a PHH amount (up to two decimals, `_` separators allowed) to cents.
pub fn parse_amount(text: &str) -> Option<Chips> {
    read_amount(text).map(|(cents, _)| cents)
}

/// An amount in cents, and whether it was written with a decimal point.
#[inline]
pub(super) fn read_amount(text: &str) -> Option<(Chips, bool)> {
    match whole_amount(text.as_bytes()) {
        Some(cents) => Some((cents, false)),
        None => read_any_amount(text),
    }
}

/// Most amounts: a whole number short enough that it cannot overflow, in cents.
#[inline]
fn whole_amount(bytes: &[u8]) -> Option<Chips> {
    if !(1..=16).contains(&bytes.len()) {
        return None;
    }
    let mut units: Chips = 0;
    for &b in bytes {
        let d = b.wrapping_sub(b'0');
        if d > 9 {
            return None;
        }
        units = units * 10 + Chips::from(d);
    }
    Some(units * 100)
}

/// `read_amount` for any amount: one pass over the bytes, `_` skipped wherever it is: an
/// optional `+`, digits, then optionally `.` and decimals whose digits after the second are
/// zeros.
fn read_any_amount(text: &str) -> Option<(Chips, bool)> {
    let bytes = text.as_bytes();
    let mut units: Chips = 0;
    let mut whole_digits = 0usize;
    let mut signed = false;
    // The number of decimals read once past the `.`.
    let mut decimals: Option<usize> = None;
    let mut cents: Chips = 0;
    for &b in bytes {
        match (b, decimals) {
            (b'_', _) => {}
            (b'0'..=b'9', None) => {
                units = units.checked_mul(10)?.checked_add(Chips::from(b - b'0'))?;
                whole_digits += 1;
            }
            (b'0'..=b'9', Some(place)) => {
                let d = Chips::from(b - b'0');
                match place {
                    0 => cents = d * 10,
                    1 => cents += d,
                    _ if d != 0 => return None,
                    _ => {}
                }
                decimals = Some(place + 1);
            }
            (b'.', None) if whole_digits > 0 => decimals = Some(0),
            (b'+', None) if whole_digits == 0 && !signed => signed = true,
            _ => return None,
        }
    }
    if whole_digits == 0 {
        return None;
    }
    let cents = units.checked_mul(100)?.checked_add(cents)?;
    Some((cents, decimals.is_some()))
}

pub(super) struct Fields<'a> {
    map: toml::Document<'a>,
    whole: Cell<bool>,
}

impl<'a> Fields<'a> {
    /// Reads a file's TOML.
    pub(super) fn read(text: &'a str) -> Result<Fields<'a>, PhhError> {
        let map = toml::parse(text).map_err(|e| PhhError::Syntax {
            line: e.line,
            message: e.message,
        })?;
        Ok(Fields {
            map,
            whole: Cell::new(true),
        })
    }

    fn find(&self, field: &str) -> Option<Value<'_, 'a>> {
        self.map.get(field)
    }

    pub(super) fn get(&self, field: &'static str) -> Result<Value<'_, 'a>, PhhError> {
        self.find(field).ok_or(PhhError::MissingField(field))
    }

    /// A string field, borrowed from the table.
    pub(super) fn str(&self, field: &'static str) -> Result<&str, PhhError> {
        match self.get(field)? {
            Value::Str(s) => Ok(s.as_ref()),
            _ => Err(bad(field, "expected a string")),
        }
    }

    pub(super) fn string(&self, field: &'static str) -> Result<String, PhhError> {
        self.str(field).map(str::to_string)
    }

    #[inline]
    fn amount_of(&self, field: &'static str, v: Value<'_, '_>) -> Result<Chips, PhhError> {
        match v {
            Value::Bare(t) => {
                let (cents, decimal) = read_amount(t).ok_or_else(|| not_an_amount(field, t))?;
                if decimal {
                    self.whole.set(false);
                }
                Ok(cents)
            }
            _ => Err(bad(field, "expected a number")),
        }
    }

    pub(super) fn amount(&self, field: &'static str) -> Result<Option<Chips>, PhhError> {
        match self.find(field) {
            None => Ok(None),
            Some(v) => self.amount_of(field, v).map(Some),
        }
    }

    pub(super) fn amounts(&self, field: &'static str) -> Result<Option<Vec<Chips>>, PhhError> {
        match self.find(field) {
            None => Ok(None),
            Some(Value::Array(items)) => {
                let mut out = Vec::with_capacity(items.len());
                for v in items {
                    out.push(self.amount_of(field, v)?);
                }
                Ok(Some(out))
            }
            Some(_) => Err(bad(field, "expected an array of numbers")),
        }
    }

    /// An array of strings, borrowed from the file's text where they had no escapes.
    pub(super) fn strings(
        &self,
        field: &'static str,
    ) -> Result<Option<Vec<Cow<'a, str>>>, PhhError> {
        match self.find(field) {
            None => Ok(None),
            Some(Value::Array(items)) => {
                let mut out = Vec::with_capacity(items.len());
                for v in items {
                    match v {
                        Value::Str(s) => out.push(s.clone()),
                        _ => return Err(bad(field, "expected an array of strings")),
                    }
                }
                Ok(Some(out))
            }
            Some(_) => Err(bad(field, "expected an array of strings")),
        }
    }

    pub(super) fn string_opt(&self, field: &'static str) -> Result<Option<String>, PhhError> {
        match self.find(field) {
            None => Ok(None),
            Some(Value::Str(s)) => Ok(Some(s.to_string())),
            Some(_) => Err(bad(field, "expected a string")),
        }
    }

    pub(super) fn integer_list(&self, field: &'static str) -> Result<Option<Vec<i64>>, PhhError> {
        match self.find(field) {
            None => Ok(None),
            Some(Value::Array(items)) => items
                .iter()
                .map(|v| match v {
                    Value::Bare(t) => t
                        .parse::<i64>()
                        .map_err(|_| bad(field, "expected whole numbers")),
                    _ => Err(bad(field, "expected whole numbers")),
                })
                .collect::<Result<Vec<_>, _>>()
                .map(Some),
            Some(_) => Err(bad(field, "expected an array of whole numbers")),
        }
    }

    pub(super) fn boolean(&self, field: &'static str) -> Result<Option<bool>, PhhError> {
        match self.find(field) {
            None => Ok(None),
            Some(Value::Bare("true")) => Ok(Some(true)),
            Some(Value::Bare("false")) => Ok(Some(false)),
            Some(_) => Err(bad(field, "expected true or false")),
        }
    }

    fn string_lists(&self, field: &'static str) -> Result<Option<Vec<Vec<String>>>, PhhError> {
        match self.find(field) {
            None => Ok(None),
            Some(Value::Array(items)) => items
                .iter()
                .map(|v| match v {
                    Value::Array(inner) => inner
                        .iter()
                        .map(|v| match v {
                            Value::Str(s) => Ok(s.to_string()),
                            _ => Err(bad(field, "expected arrays of strings")),
                        })
                        .collect(),
                    _ => Err(bad(field, "expected arrays of strings")),
                })
                .collect::<Result<_, _>>()
                .map(Some),
            Some(_) => Err(bad(field, "expected arrays of strings")),
        }
    }

    pub(super) fn integer(&self, field: &'static str) -> Result<Option<i64>, PhhError> {
        match self.find(field) {
            None => Ok(None),
            Some(Value::Bare(t)) => integer_of(t)
                .map(Some)
                .ok_or_else(|| bad(field, "expected an integer")),
            Some(_) => Err(bad(field, "expected an integer")),
        }
    }
}

/// An integer field's value (`_` separators allowed).
pub(super) fn integer_of(token: &str) -> Option<i64> {
    token.replace('_', "").parse().ok()
}

/// A seat number.
pub(super) fn seat_of(token: &str) -> Option<u8> {
    token.parse().ok()
}

/// A `_sevens_penalty` value.
pub(super) fn sevens_penalty_of(text: &str) -> Option<SevensPenalty> {
    match text {
        "void_post_draw" => Some(SevensPenalty::VoidPostDraw),
        "forfeit_pot" => Some(SevensPenalty::ForfeitPot),
        _ => None,
    }
}

#[cold]
fn not_an_amount(field: &'static str, text: &str) -> PhhError {
    bad(
        field,
        &format!("{text} is not an amount with at most two decimals"),
    )
}

pub(super) fn bad(field: &'static str, message: &str) -> PhhError {
    PhhError::BadField {
        field,
        message: message.to_string(),
    }
}

/// The `variant` code of a file, without reading the rest.
pub fn variant_code(text: &str) -> Result<String, PhhError> {
    Fields::read(text)?.string("variant")
}

/// Reads one PHH hand.
pub fn parse(text: &str) -> Result<PhhHand<'_>, PhhError> {
    // Most files take the one-pass reader; any other file, and any file with an error, is
    // read again by the general one, which gives the same hand or the error.
    match quick::parse(text) {
        Some(hand) => Ok(hand),
        None => parse_general(text),
    }
}

/// `parse` through the general TOML reader: the file's document, then its fields by key.
pub(super) fn parse_general(text: &str) -> Result<PhhHand<'_>, PhhError> {
    let f = Fields::read(text)?;
    let code = f.str("variant")?;
    let variant =
        Variant::from_code(code).ok_or_else(|| PhhError::UnsupportedVariant(code.to_string()))?;
    let starting_stacks = f
        .amounts("starting_stacks")?
        .ok_or(PhhError::MissingField("starting_stacks"))?;
    let n = starting_stacks.len();
    let antes = f.amounts("antes")?.ok_or(PhhError::MissingField("antes"))?;
    let blinds = f
        .amounts("blinds_or_straddles")?
        .ok_or(PhhError::MissingField("blinds_or_straddles"))?;
    for (field, list) in [("antes", &antes), ("blinds_or_straddles", &blinds)] {
        if list.len() != n {
            return Err(PhhError::BadField {
                field,
                message: format!("{} values for {n} players", list.len()),
            });
        }
    }
    let min_bet = f.amount("min_bet")?;
    let small_bet = f.amount("small_bet")?;
    let big_bet = f.amount("big_bet")?;
    match variant.structure {
        Structure::FixedLimit if small_bet.is_none() => {
            return Err(PhhError::MissingField("small_bet"));
        }
        Structure::FixedLimit if big_bet.is_none() => {
            return Err(PhhError::MissingField("big_bet"));
        }
        Structure::NoLimit | Structure::PotLimit if min_bet.is_none() => {
            return Err(PhhError::MissingField("min_bet"));
        }
        _ => {}
    }
    let actions = f
        .strings("actions")?
        .ok_or(PhhError::MissingField("actions"))?;
    let finishing_stacks = f.amounts("finishing_stacks")?;
    if finishing_stacks.as_ref().is_some_and(|v| v.len() != n) {
        return Err(bad("finishing_stacks", &format!("expected {n} values")));
    }
    let seats = match f.find("seats") {
        None => None,
        Some(Value::Array(items)) => Some(
            items
                .iter()
                .map(|v| match v {
                    Value::Bare(t) => {
                        seat_of(t).ok_or_else(|| bad("seats", "expected seat numbers"))
                    }
                    _ => Err(bad("seats", "expected seat numbers")),
                })
                .collect::<Result<Vec<_>, _>>()?,
        ),
        Some(_) => return Err(bad("seats", "expected an array of seat numbers")),
    };
    if seats.as_ref().is_some_and(|s| s.len() != n) {
        return Err(bad("seats", &format!("expected {n} seat numbers")));
    }
    let seat_count = f
        .integer("seat_count")?
        .map(|c| u32::try_from(c).map_err(|_| bad("seat_count", "expected a positive integer")))
        .transpose()?;
    let players = f.strings("players")?;
    let burns = f.strings("_burns")?;
    let house = HouseFields {
        max_bets_per_round: f
            .integer("_max_bets_per_round")?
            .map(|c| u32::try_from(c).map_err(|_| bad("_max_bets_per_round", "expected 0 or more")))
            .transpose()?,
        cap_lifts_heads_up: f.boolean("_cap_lifts_heads_up")?,
        pot_drop: f.amount("_pot_drop")?,
        button_drop: f.amount("_button_drop")?,
        no_flop_no_drop: f.boolean("_no_flop_no_drop")?,
        chip_unit: f.amount("_chip_unit")?,
        winners: f.string_lists("_winners")?,
        joker: f.boolean("_joker")?,
        required_kill: f.string_opt("_required_kill")?,
        seat_posts: match f.amounts("_seat_posts")? {
            Some(posts) if posts.len() != n => {
                return Err(bad("_seat_posts", &format!("expected {n} amounts")));
            }
            posts => posts,
        },
        jackpot_drops: f.amounts("_jackpot_drops")?,
        jackpot_min_pots: f.amounts("_jackpot_min_pots")?,
        jackpot_taken: f
            .strings("_jackpot_taken")?
            .map(|v| v.into_iter().map(|s| s.into_owned()).collect()),
        sevens_penalty: match f.string_opt("_sevens_penalty")?.as_deref() {
            None => None,
            Some(text) => Some(sevens_penalty_of(text).ok_or_else(|| {
                bad(
                    "_sevens_penalty",
                    "expected 'void_post_draw' or 'forfeit_pot'",
                )
            })?),
        },
    };
    Ok(PhhHand {
        variant,
        antes,
        blinds_or_straddles: blinds,
        min_bet,
        small_bet,
        big_bet,
        starting_stacks,
        actions,
        seats,
        seat_count,
        players,
        finishing_stacks,
        burns,
        house,
        whole_units: f.whole.get(),
    })
}

#[cfg(test)]
mod tests {
    use super::parse_amount;

    #[test]
    fn amounts_to_cents() {
        assert_eq!(parse_amount("210"), Some(21000));
        assert_eq!(parse_amount("1.5"), Some(150));
        assert_eq!(parse_amount("0.25"), Some(25));
        assert_eq!(parse_amount("2.50"), Some(250));
        assert_eq!(parse_amount("1_000"), Some(100000));
        assert_eq!(parse_amount("0.125"), None);
        assert_eq!(parse_amount("-1"), None);
        assert_eq!(parse_amount("inf"), None);
    }

    #[test]
    fn amounts_at_the_edges() {
        assert_eq!(parse_amount("+2"), Some(200));
        assert_eq!(parse_amount("_+2"), Some(200));
        assert_eq!(parse_amount("++2"), None);
        assert_eq!(parse_amount("2."), Some(200));
        assert_eq!(parse_amount(".5"), None);
        assert_eq!(parse_amount("1.2.3"), None);
        assert_eq!(parse_amount("1_0.5_0"), Some(1050));
        assert_eq!(parse_amount("1.050"), Some(105));
        assert_eq!(parse_amount("1.005"), None);
        assert_eq!(parse_amount("0000000000000000000001"), Some(100));
        assert_eq!(parse_amount("92233720368547758.07"), Some(i64::MAX));
        assert_eq!(parse_amount("92233720368547758.08"), None);
        assert_eq!(parse_amount("9223372036854775807"), None);
        assert_eq!(parse_amount(""), None);
        assert_eq!(parse_amount("_"), None);
    }
}
