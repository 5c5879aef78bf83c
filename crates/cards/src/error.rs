//! The crate's one error type: every failure on user input is one of these, never a panic.

use thiserror::Error;

/// What went wrong reading cards, ranking a hand or dealing from a deck.
///
/// [`CardsError::code`] gives a stable machine-readable name for each kind.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CardsError {
    /// A card's rank character is none of `A K Q J T 9 8 7 6 5 4 3 2`.
    #[error("bad rank '{rank}' in card \"{card}\" (ranks: A K Q J T 9 8 7 6 5 4 3 2)")]
    BadRank { card: String, rank: char },
    /// A card's suit character is none of `s h d c`.
    #[error("bad suit '{suit}' in card \"{card}\" (suits: s h d c; the joker is Jk)")]
    BadSuit { card: String, suit: char },
    /// A card's text is not two characters, or a hand string does not split into cards.
    #[error("bad length: \"{text}\" is not a card (a card is two characters, like As or Jk)")]
    BadLength { text: String },
    /// A ranking was given too few or too many cards.
    #[error("wrong number of cards: {got} given, {expected} needed")]
    BadHandSize { got: usize, expected: &'static str },
    /// The same card appears twice in one hand.
    #[error("duplicate card {card}")]
    DuplicateCard { card: String },
    /// A card the deck (or the game's deck) does not hold.
    #[error("{card} is not in the deck: {deck}")]
    NotInDeck { card: String, deck: String },
    /// More cards were asked for than the deck has left.
    #[error("deck exhausted: {wanted} cards wanted, {left} left")]
    DeckExhausted { wanted: usize, left: usize },
    /// More jokers in a hand than the game's deck holds, or a joker where the ranking has none.
    #[error("{0}")]
    BadJoker(String),
    /// A deck description that cannot be built (for example Pan with no decks).
    #[error("bad deck: {0}")]
    BadDeck(String),
}

impl CardsError {
    /// A stable code, for programs and tests (`code().as_str()` is its text).
    pub fn code(&self) -> CardCode {
        match self {
            CardsError::BadRank { .. } => CardCode::BadRank,
            CardsError::BadSuit { .. } => CardCode::BadSuit,
            CardsError::BadLength { .. } => CardCode::BadLength,
            CardsError::BadHandSize { .. } => CardCode::BadHandSize,
            CardsError::DuplicateCard { .. } => CardCode::DuplicateCard,
            CardsError::NotInDeck { .. } => CardCode::NotInDeck,
            CardsError::DeckExhausted { .. } => CardCode::DeckExhausted,
            CardsError::BadJoker(_) => CardCode::BadJoker,
            CardsError::BadDeck(_) => CardCode::BadDeck,
        }
    }
}

crate::codes! {
    /// The stable codes of the cards crate's errors ([`CardsError::code`]).
    pub enum CardCode {
        BadRank => "bad_rank",
        BadSuit => "bad_suit",
        BadLength => "bad_length",
        BadHandSize => "bad_hand_size",
        DuplicateCard => "duplicate_card",
        NotInDeck => "not_in_deck",
        DeckExhausted => "deck_exhausted",
        BadJoker => "bad_joker",
        BadDeck => "bad_deck",
    }
}

/// The text forms every code enum shares (it has `fn as_str(self) -> &'static str`):
/// comparison with text both ways, conversion to text, and `Display`.
#[macro_export]
macro_rules! code_text {
    ($code:ty) => {
        impl PartialEq<&str> for $code {
            fn eq(&self, text: &&str) -> bool {
                self.as_str() == *text
            }
        }

        impl PartialEq<$code> for &str {
            fn eq(&self, code: &$code) -> bool {
                *self == code.as_str()
            }
        }

        impl From<$code> for &'static str {
            fn from(code: $code) -> &'static str {
                code.as_str()
            }
        }

        impl std::fmt::Display for $code {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}

/// A code enum: each variant once, with its text. Gives the enum (in JSON and TypeScript, its
/// text), `ALL`, `as_str`, the text forms of [`code_text!`], and a unit test that every code
/// is listed once and serializes as its text.
#[macro_export]
macro_rules! codes {
    (
        $(#[$meta:meta])*
        pub enum $code:ident { $( $(#[$vmeta:meta])* $variant:ident => $text:literal, )* }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
        #[cfg_attr(feature = "specta", derive(specta::Type))]
        #[serde(rename_all = "snake_case")]
        pub enum $code {
            $( $(#[$vmeta])* $variant, )*
        }

        impl $code {
            /// Every code.
            pub const ALL: &[$code] = &[$( $code::$variant, )*];

            /// The code as text (the variant's name in snake case): stable, the UI switches on it.
            pub fn as_str(self) -> &'static str {
                match self {
                    $( $code::$variant => $text, )*
                }
            }
        }

        $crate::code_text!($code);

        #[cfg(test)]
        mod code_tests {
            #[test]
            fn every_code_is_listed_once_and_serializes_as_its_text() {
                let mut seen = std::collections::HashSet::new();
                for &code in super::$code::ALL {
                    assert!(seen.insert(code.as_str()), "{code} is listed twice");
                    assert_eq!(
                        serde_json::to_value(code).ok(),
                        Some(serde_json::Value::String(code.as_str().to_string())),
                        "{code:?}"
                    );
                }
            }
        }
    };
}
