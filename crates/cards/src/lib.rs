//! Cards, decks and hand rankings for every game Cardroom spreads. Pure: no IO, no clock, no
//! OS randomness (shuffles take the seed as input), and no panics on user input: every
//! failure is a [`CardsError`] with a stable [`CardsError::code`].
//!
//! # Cards
//! [`Card`] is a natural card ([`Rank`] and [`Suit`]) or the joker. Text form: rank then suit,
//! `As Td 7c 2h`, the joker `Jk`. [`parse_cards`] reads `AsKd7h` or `As Kd 7h`.
//!
//! # Rankings
//! Each ranking returns an [`Evaluation`]: the [`Category`], the five cards that play
//! ([`Evaluation::best`]), a [`Strength`] (bigger is better, also for low games) and a
//! description a dealer can read out.
//!
//! - [`high`]: the best five of 5-7 natural cards (Hold'em, Pineapple, Five Card Draw).
//! - [`bug`] (`high-bug`): five cards of 52 + joker. The joker is a *bug*: an ace, or any card
//!   that completes a straight, flush or straight flush. Four aces and the joker are five
//!   aces, the best hand. In a flush the joker is the highest card of that suit not held.
//! - [`lowball`] (`ace-to-five`, Low Ball): aces low, straights and flushes do not count,
//!   `5-4-3-2-A` is best and any unpaired hand beats any paired one. The joker is the lowest
//!   rank not already in the hand (so it never pairs). Helpers for seven- and eight-or-better.
//! - [`mexican`]: five cards of the 41-card deck (A K Q J 7 6 5 4 3 2 and one joker). The 7
//!   and the jack are adjacent, so the straights are A2345, 23456, 34567, 4567J, 567JQ,
//!   67JQK and 7JQKA (no wrap). Order: five of a kind > straight flush > four of a kind >
//!   **flush > full house** > straight > three of a kind > two pair > pair > high card.
//!   The joker dealt face up is a bug (an ace, or completes a straight, flush or straight
//!   flush; with no ace held it plays as an ace); dealt face down it is fully wild and stays
//!   wild once exposed. In a flush it is the highest card of that suit not held; only pairs,
//!   sets and five of a kind may use it as a card already held. [`mexican::exposed`] ranks
//!   1-4 face-up cards to pick the opener (quads > trips > two pair > pair > high card;
//!   straights and flushes do not count).
//! - [`joker_draw`] (`joker-draw`, Draw Poker with Joker, the banked game): the joker is
//!   wild and maximises the hand (five of a kind possible, and best), except that in a flush
//!   it counts as a two of that suit, even when that two is held (`2s5s9sKs`+joker is a
//!   K-9-5-2-2 flush). In a straight it makes the best straight. A joker hand ties the equal
//!   natural hand. [`joker_draw::dealer_qualifies`]: a pair of jacks or better.
//!
//! # Strength
//! A [`Strength`] is a 24-bit number: the category's place in the ranking (4 bits), then the
//! five playing ranks in the order they count (4 bits each: a pair's rank twice, then the
//! kickers high to low; a straight from its top, the wheel's ace as 1). Ace-to-five subtracts
//! that from `0xFFFFFF`, so the lower hand has the bigger strength. [`Strength::parts`] gives
//! the six numbers, which compare lexicographically exactly as the strength does. Strengths
//! of different rankings are not comparable.
//!
//! [`Evaluation`]s compare (and are equal) by strength alone: two hands that tie are equal
//! whatever their suits. [`Evaluation::best`] lists the playing cards in counting order (the
//! pair first, then the kickers; a straight from the top; a low hand from its highest card),
//! a joker where the card it plays as would stand; [`Evaluation::ranks`] gives the ranks they
//! count as. Descriptions: "Ace high", "Pair of sevens", "Two pair, aces and sevens",
//! "Three of a kind, sixes", "Straight, ten high", "Flush, king high", "Full house, sevens
//! full of aces", "Four of a kind, queens", "Straight flush, nine high", "Royal flush",
//! "Five of a kind, aces"; low: "Seven-five low" (unpaired) or the pairing ("Pair of aces").
//!
//! # Speed
//! [`high::strength`] is the fast path (strength only): a 7-card hand sums per-card rank
//! weights into a key and reads one slot of a 256 KiB perfect-hash table (row
//! displacement), built in memory from the rank-mask evaluator on first use (about 30 ms);
//! 5 and 6 cards go through the rank masks directly. [`high::evaluate`] adds the playing
//! cards and is several times slower. The five-card variant rankings try the joker's few
//! possible stand-ins (at most about 30 five-card classifications).
//!
//! # Decks
//! [`Deck`]: standard 52, 52 + joker, Mexican 41, Pan (N decks of 40, optionally one deck's
//! spades removed), shuffled from a seed (Fisher-Yates driven by ChaCha8, `rand_chacha`
//! pinned so a seed always gives the same order), dealing with typed errors.
//!
//! # Errors
//! [`CardsError::code`]: `bad_rank`, `bad_suit`, `bad_length` (card text), `bad_hand_size`,
//! `duplicate_card`, `bad_joker` (a joker where the ranking has none), `not_in_deck`,
//! `deck_exhausted`, `bad_deck`.

/// Equality and order by the `strength` field alone: two hands that tie are equal whatever
/// their suits.
macro_rules! ordered_by_strength {
    ($name:ident) => {
        impl PartialEq for $name {
            fn eq(&self, other: &Self) -> bool {
                self.strength == other.strength
            }
        }

        impl Eq for $name {}

        impl PartialOrd for $name {
            fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
                Some(self.cmp(other))
            }
        }

        impl Ord for $name {
            fn cmp(&self, other: &Self) -> std::cmp::Ordering {
                self.strength.cmp(&other.strength)
            }
        }
    };
}

/// A fieldless `u8` enum, ordered by its values, and `ALL`: its variants in the order
/// written.
macro_rules! listed_enum {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $($variant:ident = $value:literal,)+
        }
        $(#[$all_doc:meta])*
        ALL
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum $name {
            $($variant = $value,)+
        }

        impl $name {
            $(#[$all_doc])*
            pub const ALL: [$name; [$($value),+].len()] = [$($name::$variant),+];
        }
    };
}

mod card;
mod describe;
mod error;
mod eval;
mod five;
mod high_table;
mod joker;
mod strength;

mod deck;

pub mod bug;
pub mod high;
pub mod joker_draw;
pub mod lowball;
pub mod mexican;

pub use card::{Card, Rank, Suit, cards_text, parse_cards};
pub use deck::{Deck, DeckKind};
pub use error::{CardCode, CardsError};
pub use eval::Evaluation;
pub use strength::{Category, Ranking, Strength, UnknownRanking};
