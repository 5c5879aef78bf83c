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
    /// A stable name for the kind of error, for programs and logs.
    pub fn code(&self) -> &'static str {
        match self {
            CardsError::BadRank { .. } => "bad_rank",
            CardsError::BadSuit { .. } => "bad_suit",
            CardsError::BadLength { .. } => "bad_length",
            CardsError::BadHandSize { .. } => "bad_hand_size",
            CardsError::DuplicateCard { .. } => "duplicate_card",
            CardsError::NotInDeck { .. } => "not_in_deck",
            CardsError::DeckExhausted { .. } => "deck_exhausted",
            CardsError::BadJoker(_) => "bad_joker",
            CardsError::BadDeck(_) => "bad_deck",
        }
    }
}
