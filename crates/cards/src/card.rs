//! Cards, ranks and suits, and their text form (`As Td 7c 2h`, the joker `Jk`).

use std::fmt;
use std::str::FromStr;

use crate::CardsError;

listed_enum! {
    /// A card's rank, deuce to ace. `Rank as u8` is its value, 2 to 14.
    pub enum Rank {
        Two = 2,
        Three = 3,
        Four = 4,
        Five = 5,
        Six = 6,
        Seven = 7,
        Eight = 8,
        Nine = 9,
        Ten = 10,
        Jack = 11,
        Queen = 12,
        King = 13,
        Ace = 14,
    }
    /// All thirteen ranks, deuce first.
    ALL
}

impl Rank {
    /// The value: 2 for a deuce up to 14 for an ace.
    pub fn value(self) -> u8 {
        self as u8
    }

    /// The rank with this value (2 to 14; 1 is also taken as the ace).
    pub fn from_value(value: u8) -> Option<Rank> {
        match value {
            1 => Some(Rank::Ace),
            2..=14 => Some(Rank::ALL[usize::from(value - 2)]),
            _ => None,
        }
    }

    /// The character in the text form: `A K Q J T 9 … 2`.
    pub fn to_char(self) -> char {
        b"23456789TJQKA"[usize::from(self.value() - 2)] as char
    }

    /// The rank a character names (`T` or `t` for ten; ranks are read in either case).
    pub fn from_char(c: char) -> Option<Rank> {
        let i = "23456789TJQKA".find(c.to_ascii_uppercase())?;
        Rank::ALL.get(i).copied()
    }

    /// The English name, `"seven"`.
    pub fn name(self) -> &'static str {
        [
            "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack",
            "queen", "king", "ace",
        ][usize::from(self.value() - 2)]
    }

    /// The English plural, `"sevens"`, `"sixes"`.
    pub fn plural(self) -> &'static str {
        [
            "twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens",
            "jacks", "queens", "kings", "aces",
        ][usize::from(self.value() - 2)]
    }
}

listed_enum! {
    /// A card's suit. Ordered clubs < diamonds < hearts < spades, the house order for breaking
    /// ties by suit (spades highest).
    pub enum Suit {
        Clubs = 0,
        Diamonds = 1,
        Hearts = 2,
        Spades = 3,
    }
    /// The four suits, clubs first.
    ALL
}

impl Suit {
    /// The character in the text form: `c d h s`.
    pub fn to_char(self) -> char {
        b"cdhs"[self as usize] as char
    }

    /// The suit a character names (`s h d c`, either case).
    pub fn from_char(c: char) -> Option<Suit> {
        let i = "cdhs".find(c.to_ascii_lowercase())?;
        Suit::ALL.get(i).copied()
    }

    /// The English name, `"spades"`.
    pub fn name(self) -> &'static str {
        ["clubs", "diamonds", "hearts", "spades"][self as usize]
    }
}

/// One card: a natural card (rank and suit) or the joker.
///
/// Ordered by rank, then suit, the joker after every natural card. Text form: rank then suit
/// (`As`, `Td`, `7c`), the joker `Jk`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

/// The joker's index.
const JOKER_INDEX: u8 = 52;

impl Card {
    /// The joker.
    pub const JOKER: Card = Card(JOKER_INDEX);

    /// The natural card of this rank and suit.
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card((rank as u8 - 2) * 4 + suit as u8)
    }

    /// The card with this index: 0 to 51 are the naturals (`(rank - 2) * 4 + suit`, so `2c` is
    /// 0 and `As` is 51), 52 is the joker.
    pub fn from_index(index: u8) -> Option<Card> {
        (index <= JOKER_INDEX).then_some(Card(index))
    }

    /// This card's index (see [`Card::from_index`]).
    pub const fn index(self) -> u8 {
        self.0
    }

    /// Whether this is the joker.
    pub const fn is_joker(self) -> bool {
        self.0 == JOKER_INDEX
    }

    /// The rank; `None` for the joker.
    pub fn rank(self) -> Option<Rank> {
        if self.is_joker() {
            None
        } else {
            Rank::from_value(self.0 / 4 + 2)
        }
    }

    /// The suit; `None` for the joker.
    pub fn suit(self) -> Option<Suit> {
        if self.is_joker() {
            None
        } else {
            Suit::ALL.get(usize::from(self.0 % 4)).copied()
        }
    }

    /// The rank value 2-14 of a natural card (the joker gives 0). For hot loops.
    pub(crate) const fn value(self) -> u8 {
        if self.is_joker() { 0 } else { self.0 / 4 + 2 }
    }

    /// The suit number 0-3 of a natural card (clubs 0 … spades 3).
    pub(crate) const fn suit_index(self) -> usize {
        (self.0 % 4) as usize
    }

    /// All 52 natural cards, `2c` first.
    pub fn naturals() -> impl Iterator<Item = Card> {
        (0..JOKER_INDEX).map(Card)
    }
}

/// In TypeScript a card is its text (`"As"`, `"Jk"`), as the engine writes it in JSON.
#[cfg(feature = "specta")]
impl specta::Type for Card {
    fn definition(types: &mut specta::Types) -> specta::datatype::DataType {
        <String as specta::Type>::definition(types)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.rank(), self.suit()) {
            (Some(r), Some(s)) => write!(f, "{}{}", r.to_char(), s.to_char()),
            _ => f.write_str("Jk"),
        }
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// For each byte, 1 + the position in `letters` of the letter it is (either case), or 0.
const fn letter_table(letters: &[u8]) -> [u8; 256] {
    let mut table = [0u8; 256];
    let mut i = 0;
    while i < letters.len() {
        let c = letters[i];
        table[c.to_ascii_lowercase() as usize] = i as u8 + 1;
        table[c.to_ascii_uppercase() as usize] = i as u8 + 1;
        i += 1;
    }
    table
}

/// For each byte, 1 + the rank it names (`2` is 1, `A` or `a` is 13), or 0.
const RANK_OF_BYTE: [u8; 256] = letter_table(b"23456789TJQKA");

/// For each byte, 1 + the suit it names (`c` or `C` is 1, `s` or `S` is 4), or 0.
const SUIT_OF_BYTE: [u8; 256] = letter_table(b"cdhs");

impl FromStr for Card {
    type Err = CardsError;

    #[inline]
    fn from_str(s: &str) -> Result<Card, CardsError> {
        if let &[rank, suit] = s.as_bytes()
            && let Some(card) = Card::from_bytes(rank, suit)
        {
            return Ok(card);
        }
        Card::parse_chars(s)
    }
}

impl Card {
    /// The card two bytes name (`As`, `td`, `Jk`), by table: the fast path of `from_str`.
    #[inline]
    fn from_bytes(rank: u8, suit: u8) -> Option<Card> {
        if rank.eq_ignore_ascii_case(&b'j') && suit.eq_ignore_ascii_case(&b'k') {
            return Some(Card::JOKER);
        }
        let r = RANK_OF_BYTE[usize::from(rank)];
        let s = SUIT_OF_BYTE[usize::from(suit)];
        (r != 0 && s != 0).then(|| Card((r - 1) * 4 + (s - 1)))
    }

    /// `from_str` beyond two ASCII bytes: by characters, naming what is wrong.
    fn parse_chars(s: &str) -> Result<Card, CardsError> {
        let mut chars = s.chars();
        let (Some(r), Some(u), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(CardsError::BadLength {
                text: s.to_string(),
            });
        };
        if r.eq_ignore_ascii_case(&'j') && u.eq_ignore_ascii_case(&'k') {
            return Ok(Card::JOKER);
        }
        let rank = Rank::from_char(r).ok_or_else(|| CardsError::BadRank {
            card: s.to_string(),
            rank: r,
        })?;
        let suit = Suit::from_char(u).ok_or_else(|| CardsError::BadSuit {
            card: s.to_string(),
            suit: u,
        })?;
        Ok(Card::new(rank, suit))
    }
}

/// Reads cards written one after another (`AsKd7h`) or separated by spaces or commas
/// (`As Kd 7h`, `As,Kd`). Duplicates are kept: a ranking refuses them, a multi-deck game
/// may have them.
pub fn parse_cards(text: &str) -> Result<Vec<Card>, CardsError> {
    let mut cards = Vec::new();
    for word in text.split(|c: char| c.is_whitespace() || c == ',') {
        if word.is_empty() {
            continue;
        }
        let chars: Vec<char> = word.chars().collect();
        if !chars.len().is_multiple_of(2) {
            return Err(CardsError::BadLength {
                text: word.to_string(),
            });
        }
        for pair in chars.chunks(2) {
            let card: String = pair.iter().collect();
            cards.push(card.parse()?);
        }
    }
    Ok(cards)
}

/// The cards written one after another, `AsKd7h`.
pub fn cards_text(cards: &[Card]) -> String {
    cards.iter().map(|c| c.to_string()).collect()
}

/// Refuses a card that appears twice.
pub(crate) fn check_distinct(cards: &[Card]) -> Result<(), CardsError> {
    let mut seen = 0u64;
    for c in cards {
        let bit = 1u64 << c.index();
        if seen & bit != 0 {
            return Err(CardsError::DuplicateCard {
                card: c.to_string(),
            });
        }
        seen |= bit;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_and_suits_are_read_in_either_case() {
        let ace = Card::new(Rank::Ace, Suit::Spades);
        let ten = Card::new(Rank::Ten, Suit::Diamonds);
        for (text, card) in [
            ("As", ace),
            ("as", ace),
            ("AS", ace),
            ("tD", ten),
            ("Td", ten),
        ] {
            assert_eq!(text.parse::<Card>(), Ok(card), "{text}");
        }
        for text in ["Jk", "jk", "JK", "jK"] {
            assert_eq!(text.parse::<Card>(), Ok(Card::JOKER), "{text}");
        }
    }

    #[test]
    fn a_character_outside_ascii_is_named_in_the_error() {
        let rank = "\u{e9}s".parse::<Card>().unwrap_err();
        assert_eq!(
            rank,
            CardsError::BadRank {
                card: "\u{e9}s".into(),
                rank: '\u{e9}'
            }
        );
        let suit = "A\u{e9}".parse::<Card>().unwrap_err();
        assert_eq!(suit.code(), "bad_suit");
        assert_eq!("\u{e9}".parse::<Card>().unwrap_err().code(), "bad_length");
    }
}
