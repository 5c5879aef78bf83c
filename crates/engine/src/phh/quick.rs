//! A one-pass reader for PHH files of the common shape: top-level `key = value` lines whose
//! values are one-line literal strings (`'NT'`), bare tokens (numbers, `true`) or flat
//! arrays of those, one item a line or all on one. Each field is read as its key is met,
//! straight into the hand: no document, no key lookups.
//!
//! It gives up (`None`) on anything else: comments, basic (`"`) or multi-line strings,
//! quoted keys, `[table]` headers, inline tables, nested arrays (`_winners`), a key given
//! twice, and any value or hand the general reader would refuse. The caller then reads the
//! file with the general TOML reader, which gives the same hand or the error: this reader
//! only has to be right about the files it accepts.

use std::borrow::Cow;

use super::fields::{self, HouseFields, PhhHand, Variant};
use super::toml::{BARE_END, BARE_KEY, find_either};
use crate::Chips;
use crate::config::Structure;

/// The bytes of a bare token here: printable ASCII but the bytes that end a bare value and
/// the bytes that start another kind of value. A token of these is its own trim.
const TOKEN: [bool; 256] = {
    let mut table = [false; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        table[c] = b.is_ascii_graphic() && !BARE_END[c] && !matches!(b, b'\'' | b'"' | b'[' | b'{');
        c += 1;
    }
    table
};

/// Reads `src` if it has the common shape and is a hand `fields::parse_general` accepts;
/// then the hand is the one that reader gives.
pub(super) fn parse(src: &str) -> Option<PhhHand<'_>> {
    let mut s = Scan {
        text: src.as_bytes(),
        src,
        pos: 0,
    };
    let mut found = Found::default();
    loop {
        s.skip_blanks();
        if s.pos == s.text.len() {
            break;
        }
        // `None` at `#`, `[`, a quote: not the common shape.
        let key = s.key()?;
        s.skip_spaces();
        if s.peek()? != b'=' {
            return None;
        }
        s.pos += 1;
        s.skip_spaces();
        found.read(&mut s, key)?;
        s.skip_spaces();
        match s.peek() {
            None | Some(b'\n' | b'\r') => {}
            Some(_) => return None,
        }
    }
    found.finish()
}

/// The text being read and the position reached.
struct Scan<'a> {
    text: &'a [u8],
    src: &'a str,
    pos: usize,
}

impl<'a> Scan<'a> {
    #[inline]
    fn peek(&self) -> Option<u8> {
        self.text.get(self.pos).copied()
    }

    /// Skips spaces and tabs.
    #[inline]
    fn skip_spaces(&mut self) {
        while let Some(b' ' | b'\t') = self.peek() {
            self.pos += 1;
        }
    }

    /// Skips spaces, tabs and line ends (a carriage return only before a line feed).
    #[inline]
    fn skip_blanks(&mut self) {
        loop {
            match self.peek() {
                Some(b' ' | b'\t' | b'\n') => self.pos += 1,
                Some(b'\r') if self.text.get(self.pos + 1) == Some(&b'\n') => self.pos += 2,
                _ => return,
            }
        }
    }

    /// Moves past the bytes `table` takes; gives them, if there is one.
    #[inline]
    fn run(&mut self, table: &[bool; 256]) -> Option<&'a str> {
        let start = self.pos;
        while self.peek().is_some_and(|c| table[usize::from(c)]) {
            self.pos += 1;
        }
        // Both ends are at ASCII bytes (or the end), so at character boundaries.
        (start < self.pos).then(|| &self.src[start..self.pos])
    }

    /// A bare key; a dotted one (a table's key, or not TOML) is the general reader's.
    fn key(&mut self) -> Option<&'a str> {
        self.run(&BARE_KEY).filter(|k| !k.contains('.'))
    }

    /// A bare value; one TOML would not read (`007`, `1__0`, `:851`) sends the file to the
    /// general reader, which refuses it.
    fn token(&mut self) -> Option<&'a str> {
        self.run(&TOKEN).filter(|t| super::toml::bare_value(t))
    }

    /// A one-line literal string.
    #[inline]
    fn string(&mut self) -> Option<&'a str> {
        if self.peek()? != b'\'' {
            return None;
        }
        let start = self.pos + 1;
        let rest = &self.text[start..];
        if rest.starts_with(b"''") {
            // `'''`: a multi-line string.
            return None;
        }
        let len = find_either(rest, b'\'', b'\n')?;
        if rest[len] != b'\'' {
            return None;
        }
        // A control character: not TOML; the general reader says so.
        if rest[..len]
            .iter()
            .any(|&c| (c < 0x20 && c != b'\t') || c == 0x7f)
        {
            return None;
        }
        self.pos = start + len + 1;
        Some(&self.src[start..start + len])
    }

    /// A flat array, each item read by `item`.
    #[inline]
    fn array(&mut self, mut item: impl FnMut(&mut Self) -> Option<()>) -> Option<()> {
        if self.peek()? != b'[' {
            return None;
        }
        self.pos += 1;
        loop {
            self.skip_blanks();
            if self.peek()? == b']' {
                self.pos += 1;
                return Some(());
            }
            item(self)?;
            self.skip_blanks();
            match self.peek()? {
                b',' => self.pos += 1,
                b']' => {}
                _ => return None,
            }
        }
    }

    /// An amount in cents; clears `whole` if it has a decimal point. Most amounts, whole
    /// numbers of up to 16 digits, are read here in one pass; the others by `read_amount`.
    #[inline]
    fn amount(&mut self, whole: &mut bool) -> Option<Chips> {
        let start = self.pos;
        let mut end = start;
        let mut units: Chips = 0;
        while let Some(&b) = self.text.get(end) {
            let digit = b.wrapping_sub(b'0');
            if digit > 9 || end - start == 16 {
                break;
            }
            units = units * 10 + Chips::from(digit);
            end += 1;
        }
        // The token is these digits alone: `read_amount` would give the same. A leading
        // zero (`007`) is not a TOML number: the general reader refuses it.
        let token_ends = !self.text.get(end).is_some_and(|&c| TOKEN[usize::from(c)]);
        if end > start + 1 && self.text[start] == b'0' {
            return None;
        }
        if end > start && token_ends {
            self.pos = end;
            return Some(units * 100);
        }
        self.any_amount(whole)
    }

    /// `amount` for any amount (decimals, `_`, a long one).
    #[inline(never)]
    fn any_amount(&mut self, whole: &mut bool) -> Option<Chips> {
        let (cents, decimal) = fields::read_amount(self.token()?)?;
        if decimal {
            *whole = false;
        }
        Some(cents)
    }

    fn amounts(&mut self, whole: &mut bool) -> Option<Vec<Chips>> {
        let mut out = Vec::with_capacity(10);
        self.array(|s| {
            out.push(s.amount(whole)?);
            Some(())
        })?;
        Some(out)
    }

    fn strings(&mut self, capacity: usize) -> Option<Vec<Cow<'a, str>>> {
        let mut out = Vec::with_capacity(capacity);
        self.array(|s| {
            out.push(Cow::Borrowed(s.string()?));
            Some(())
        })?;
        Some(out)
    }

    fn seats(&mut self) -> Option<Vec<u8>> {
        let mut out = Vec::with_capacity(10);
        self.array(|s| {
            out.push(fields::seat_of(s.token()?)?);
            Some(())
        })?;
        Some(out)
    }

    fn integer(&mut self) -> Option<i64> {
        fields::integer_of(self.token()?)
    }

    fn boolean(&mut self) -> Option<bool> {
        match self.token()? {
            "true" => Some(true),
            "false" => Some(false),
            _ => None,
        }
    }

    /// The value of a key no field reads: a string, a token or a flat array of those.
    fn skip_value(&mut self) -> Option<()> {
        match self.peek()? {
            b'[' => self.array(Scan::skip_item),
            _ => self.skip_item(),
        }
    }

    fn skip_item(&mut self) -> Option<()> {
        match self.peek()? {
            b'\'' => self.string().map(drop),
            _ => self.token().map(drop),
        }
    }
}

/// The fields met so far.
struct Found<'a> {
    variant: Option<&'a str>,
    antes: Option<Vec<Chips>>,
    blinds_or_straddles: Option<Vec<Chips>>,
    min_bet: Option<Chips>,
    small_bet: Option<Chips>,
    big_bet: Option<Chips>,
    starting_stacks: Option<Vec<Chips>>,
    actions: Option<Vec<Cow<'a, str>>>,
    seats: Option<Vec<u8>>,
    seat_count: Option<u32>,
    players: Option<Vec<Cow<'a, str>>>,
    finishing_stacks: Option<Vec<Chips>>,
    burns: Option<Vec<Cow<'a, str>>>,
    house: HouseFields,
    /// No amount read so far had a decimal point.
    whole: bool,
    /// The keys met that no field reads (to refuse one given twice).
    others: Vec<&'a str>,
}

impl Default for Found<'_> {
    fn default() -> Self {
        Found {
            variant: None,
            antes: None,
            blinds_or_straddles: None,
            min_bet: None,
            small_bet: None,
            big_bet: None,
            starting_stacks: None,
            actions: None,
            seats: None,
            seat_count: None,
            players: None,
            finishing_stacks: None,
            burns: None,
            house: HouseFields::default(),
            whole: true,
            others: Vec::new(),
        }
    }
}

/// Fills an empty `slot` with what `read` gives; `None` for a key given twice.
#[inline]
fn put<T>(slot: &mut Option<T>, read: impl FnOnce() -> Option<T>) -> Option<()> {
    if slot.is_some() {
        return None;
    }
    *slot = Some(read()?);
    Some(())
}

impl<'a> Found<'a> {
    /// Reads the value of `key`.
    fn read(&mut self, s: &mut Scan<'a>, key: &'a str) -> Option<()> {
        let whole = &mut self.whole;
        let house = &mut self.house;
        match key {
            "variant" => put(&mut self.variant, || s.string()),
            "antes" => put(&mut self.antes, || s.amounts(whole)),
            "blinds_or_straddles" => put(&mut self.blinds_or_straddles, || s.amounts(whole)),
            "min_bet" => put(&mut self.min_bet, || s.amount(whole)),
            "small_bet" => put(&mut self.small_bet, || s.amount(whole)),
            "big_bet" => put(&mut self.big_bet, || s.amount(whole)),
            "starting_stacks" => put(&mut self.starting_stacks, || s.amounts(whole)),
            // About one action a line of 16 bytes (a guess: a long file grows the list).
            "actions" => put(&mut self.actions, || {
                s.strings(((s.text.len() - s.pos) / 16 + 4).min(256))
            }),
            "seats" => put(&mut self.seats, || s.seats()),
            "seat_count" => put(&mut self.seat_count, || u32::try_from(s.integer()?).ok()),
            "players" => put(&mut self.players, || s.strings(10)),
            "finishing_stacks" => put(&mut self.finishing_stacks, || s.amounts(whole)),
            "_burns" => put(&mut self.burns, || s.strings(10)),
            "_max_bets_per_round" => put(&mut house.max_bets_per_round, || {
                u32::try_from(s.integer()?).ok()
            }),
            "_cap_lifts_heads_up" => put(&mut house.cap_lifts_heads_up, || s.boolean()),
            "_pot_drop" => put(&mut house.pot_drop, || s.amount(whole)),
            "_button_drop" => put(&mut house.button_drop, || s.amount(whole)),
            "_no_flop_no_drop" => put(&mut house.no_flop_no_drop, || s.boolean()),
            "_chip_unit" => put(&mut house.chip_unit, || s.amount(whole)),
            "_joker" => put(&mut house.joker, || s.boolean()),
            "_seat_posts" => put(&mut house.seat_posts, || s.amounts(whole)),
            "_jackpot_drops" => put(&mut house.jackpot_drops, || s.amounts(whole)),
            "_jackpot_min_pots" => put(&mut house.jackpot_min_pots, || s.amounts(whole)),
            "_jackpot_taken" => put(&mut house.jackpot_taken, || {
                Some(s.strings(2)?.into_iter().map(|s| s.into_owned()).collect())
            }),
            "_sevens_penalty" => put(&mut house.sevens_penalty, || {
                fields::sevens_penalty_of(s.string()?)
            }),
            "_required_kill" => put(&mut house.required_kill, || s.string().map(str::to_string)),
            // Arrays of arrays: left to the general reader.
            "_winners" => None,
            _ => {
                if self.others.contains(&key) {
                    return None;
                }
                self.others.push(key);
                s.skip_value()
            }
        }
    }

    /// The hand, if the fields make one.
    fn finish(self) -> Option<PhhHand<'a>> {
        let variant = Variant::from_code(self.variant?)?;
        let starting_stacks = self.starting_stacks?;
        let n = starting_stacks.len();
        let antes = self.antes?;
        let blinds_or_straddles = self.blinds_or_straddles?;
        if antes.len() != n || blinds_or_straddles.len() != n {
            return None;
        }
        let complete = match variant.structure {
            Structure::FixedLimit => self.small_bet.is_some() && self.big_bet.is_some(),
            Structure::NoLimit | Structure::PotLimit => self.min_bet.is_some(),
        };
        let same_count = |len: Option<usize>| len.is_none_or(|len| len == n);
        if !complete
            || !same_count(self.finishing_stacks.as_ref().map(Vec::len))
            || !same_count(self.seats.as_ref().map(Vec::len))
        {
            return None;
        }
        Some(PhhHand {
            variant,
            antes,
            blinds_or_straddles,
            min_bet: self.min_bet,
            small_bet: self.small_bet,
            big_bet: self.big_bet,
            starting_stacks,
            actions: self.actions?,
            seats: self.seats,
            seat_count: self.seat_count,
            players: self.players,
            finishing_stacks: self.finishing_stacks,
            burns: self.burns,
            house: self.house,
            whole_units: self.whole,
        })
    }
}

#[cfg(test)]
mod tests {
    use std::path::{Path, PathBuf};

    use super::parse;
    use crate::phh::fields::{self, parse_general};

    /// Every `.phh` file under the test fixtures.
    fn fixtures() -> Vec<(PathBuf, String)> {
        fn walk(dir: &Path, out: &mut Vec<(PathBuf, String)>) {
            let mut entries: Vec<_> = std::fs::read_dir(dir)
                .expect("fixtures")
                .map(|e| e.expect("entry").path())
                .collect();
            entries.sort();
            for path in entries {
                if path.is_dir() {
                    walk(&path, out);
                } else if path.extension().is_some_and(|e| e == "phh") {
                    let text = std::fs::read_to_string(&path).expect("text");
                    out.push((path, text));
                }
            }
        }
        let mut out = Vec::new();
        walk(
            &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures"),
            &mut out,
        );
        out
    }

    /// Both readers agree on `text`; gives whether the one-pass reader took it.
    fn agree(text: &str) -> bool {
        let general = parse_general(text);
        let quick = parse(text);
        if let Some(hand) = &quick {
            assert_eq!(Ok(hand), general.as_ref(), "{text:?}");
        }
        assert_eq!(fields::parse(text), general, "{text:?}");
        quick.is_some()
    }

    #[test]
    fn every_fixture_reads_the_same_and_most_in_one_pass() {
        let files = fixtures();
        let mut quick = 0;
        for (path, text) in &files {
            if agree(text) {
                quick += 1;
            }
            // Some fixtures are other formats (PAN, banked games): errors to both readers.
            let hand = parse_general(text).is_ok();
            let winners = text.contains("_winners");
            let commented = text.contains('#');
            if hand && !winners && !commented {
                assert!(parse(text).is_some(), "{} in one pass", path.display());
            }
        }
        assert!(quick >= 167, "{quick} of {} in one pass", files.len());
    }

    const HAND: &str = "variant = 'PT'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2.5, 0]\n\
        min_bet = 2\nstarting_stacks = [200, 1_000, 300]\nseats = [3, 5, 8]\nseat_count = 9\n\
        players = ['Ann', 'Bob', 'Cy']\nactions = [\n  'd dh p1 ????',\n  'd dh p2 ????',\n  \
        'd dh p3 AhKh',\n  'p3 cbr 6',\n  'p1 f',\n  'p2 f',\n]\n\
        finishing_stacks = [199, 997.5, 304]\n_pot_drop = 0.5\n_chip_unit = 1\n\
        _cap_lifts_heads_up = true\n_joker = false\n_required_kill = 'p3'\n\
        _sevens_penalty = 'forfeit_pot'\n_max_bets_per_round = 4\n_burns = ['??', '2c']\n\
        event = 'Test'\nday = 2\n";

    #[test]
    fn the_same_hand_in_other_shapes_reads_the_same() {
        assert!(agree(HAND), "the common shape takes one pass");
        let hand = parse(HAND).expect("one pass");
        assert!(!hand.whole_units);
        assert_eq!(hand.starting_stacks, [20000, 100000, 30000]);
        assert_eq!(hand.actions.len(), 6);
        let same = |text: &str, quick: bool| {
            assert_eq!(agree(text), quick, "{text:?}");
            assert_eq!(fields::parse(text).as_ref(), Ok(&hand), "{text:?}");
        };
        // Shapes the one-pass reader takes.
        same(&HAND.replace('\n', "\r\n"), true);
        same(&HAND.replace(",\n]", "\n]"), true);
        same(&HAND.replace(" = ", "=").replace(", ", ",\t"), true);
        same(&HAND.replace("actions = [\n", "actions = [\n\n  "), true);
        same(&HAND.replace(",\n  'p1 f',\n  ", ", 'p1 f', "), true);
        // Shapes left to the general reader.
        same(&HAND.replace("'p1 f'", "\"p1 f\""), false);
        same(&HAND.replace("'p1 f'", "\"p1\\u0020f\""), false);
        same(
            &HAND.replace("'Bob'", "\"B\\x6fb\"").replace("\\x6f", "o"),
            false,
        );
        same(
            &HAND.replace("'p1 f',\n", "'p1 f', # folds\n  # next\n"),
            false,
        );
        same(
            &HAND.replace("min_bet = 2\n", "min_bet = 2 # chips\n"),
            false,
        );
        same(&HAND.replace("variant = 'PT'", "\"variant\" = 'PT'"), false);
        same(&HAND.replace("variant = 'PT'", "variant = '''PT'''"), false);
        same(&format!("{HAND}[notes]\nvariant = 'NT'\n"), false);
        same(&format!("{HAND}extra = {{ a = 1 }}\n"), false);
        same(&format!("{HAND}extra = [[1], ['a']]\n"), false);
        same(&format!("# a hand\n{HAND}"), false);
    }

    #[test]
    fn errors_are_the_general_readers() {
        for (text, ok) in [
            (HAND.replace("variant = 'PT'", "variant = 'XX'"), false),
            (HAND.replace("seats = [3, 5, 8]", "seats = [3, 5]"), false),
            (
                HAND.replace("seats = [3, 5, 8]", "seats = [3, 5, 800]"),
                false,
            ),
            (HAND.replace("seat_count = 9", "seat_count = -1"), false),
            (HAND.replace("_joker = false", "_joker = no"), false),
            (HAND.replace("min_bet = 2", "min_bet = 2.001"), false),
            (HAND.replace("min_bet = 2\n", ""), false),
            (HAND.replace("day = 2", "event = 2"), false),
            (HAND.replace("day = 2", "min_bet = 2"), false),
            (HAND.replace("'forfeit_pot'", "'forfeit'"), false),
            (HAND.replace("'p2 f',\n]", "'p2 f'\n"), false),
            (HAND.replace("[0, 0, 0]", "[0, 0, 0] 1"), false),
            (HAND.replace("[0, 0, 0]", "[0, , 0]"), false),
            (HAND.replace("day = 2", "day = 1_000_000"), true),
            // Amounts past the one-pass digits: 16 digits, then longer ones.
            (
                HAND.replace("_chip_unit = 1", "_chip_unit = 9999999999999999"),
                true,
            ),
            // Leading zeros are not a TOML number (PokerKit's reader refuses them too).
            (
                HAND.replace("_chip_unit = 1", "_chip_unit = 000000000000000001"),
                false,
            ),
            (
                HAND.replace("_chip_unit = 1", "_chip_unit = 99999999999999999"),
                false,
            ),
            (HAND.replace("_chip_unit = 1", "_chip_unit = +1"), true),
            (HAND.replace("_chip_unit = 1", "_chip_unit = 1x"), false),
            (HAND.replace("day = 2", "day = [1, 'a', inf]"), true),
        ] {
            assert_eq!(agree(&text), ok, "{text:?}");
            assert_eq!(fields::parse(&text).is_ok(), ok, "{text:?}");
        }
    }

    /// Every cut of the text and every byte swapped for one TOML gives meaning to: both
    /// readers agree.
    #[test]
    fn damaged_files_read_the_same() {
        let swaps = b"#'\"[]{},=. \t\r\n_+-x1";
        let mut texts = vec![HAND.to_string()];
        texts.extend(
            fixtures()
                .into_iter()
                .filter(|(p, _)| p.ends_with("nt-000.phh") || p.ends_with("ft-000.phh"))
                .map(|(_, t)| t),
        );
        for text in &texts {
            for cut in (0..=text.len()).filter(|&i| text.is_char_boundary(i)) {
                agree(&text[..cut]);
            }
            let mut bytes = text.clone().into_bytes();
            for i in 0..bytes.len() {
                let was = bytes[i];
                for &b in swaps {
                    bytes[i] = b;
                    if let Ok(damaged) = std::str::from_utf8(&bytes) {
                        agree(damaged);
                    }
                }
                bytes[i] = was;
            }
        }
    }
}
