//! Decks: standard 52, 52 + joker, Mexican 41, Pan (N decks of 40); seeded shuffling;
//! dealing with typed errors.

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{RngCore, SeedableRng};

use crate::{Card, CardsError, Suit};

/// Which deck a game uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DeckKind {
    /// 52 cards.
    Standard,
    /// 52 cards and one joker: Low Ball, Draw Poker with Joker, Five Card Draw with the joker.
    WithJoker,
    /// 41 cards: no 8, 9 or 10, and one joker (Mexican Poker).
    Mexican,
    /// Pan: `decks` decks of 40 (no 8, 9 or 10, no joker); `spades_removed` takes one deck's
    /// ten spades out.
    Pan { decks: u8, spades_removed: bool },
}

impl DeckKind {
    /// Pan as the house spreads it: 8 decks, 320 cards.
    pub const PAN: DeckKind = DeckKind::Pan {
        decks: 8,
        spades_removed: false,
    };

    /// A short name for messages.
    pub fn describe(self) -> String {
        match self {
            DeckKind::Standard => "the standard 52-card deck".into(),
            DeckKind::WithJoker => "52 cards and a joker".into(),
            DeckKind::Mexican => "Mexican Poker's 41 cards (no 8, 9, 10; one joker)".into(),
            DeckKind::Pan {
                decks,
                spades_removed,
            } => format!(
                "Pan's {decks} decks of 40 (no 8, 9, 10{})",
                if spades_removed {
                    "; one deck's spades removed"
                } else {
                    ""
                }
            ),
        }
    }

    /// The full deck in a fixed order: 2c … As by rank then suit, the joker last; Pan deck by
    /// deck.
    fn cards(self) -> Result<Vec<Card>, CardsError> {
        let stripped = || Card::naturals().filter(|c| !matches!(c.value(), 8..=10));
        Ok(match self {
            DeckKind::Standard => Card::naturals().collect(),
            DeckKind::WithJoker => Card::naturals().chain([Card::JOKER]).collect(),
            DeckKind::Mexican => stripped().chain([Card::JOKER]).collect(),
            DeckKind::Pan {
                decks,
                spades_removed,
            } => {
                if decks == 0 {
                    return Err(CardsError::BadDeck("Pan needs at least one deck".into()));
                }
                let mut all = Vec::with_capacity(usize::from(decks) * 40);
                for d in 0..decks {
                    let skip_spades = spades_removed && d == 0;
                    all.extend(
                        stripped().filter(|c| !(skip_spades && c.suit() == Some(Suit::Spades))),
                    );
                }
                all
            }
        })
    }

    /// How many copies of `card` the full deck holds.
    pub fn copies(self, card: Card) -> Result<usize, CardsError> {
        Ok(self.cards()?.iter().filter(|&&c| c == card).count())
    }

    /// How many cards the full deck holds.
    pub fn size(self) -> Result<usize, CardsError> {
        Ok(self.cards()?.len())
    }
}

/// The cards not yet dealt, the next to deal first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deck {
    kind: DeckKind,
    cards: Vec<Card>,
}

/// A uniform number in `0..n` (n > 0) without modulo bias.
fn below(rng: &mut ChaCha8Rng, n: u64) -> u64 {
    let threshold = n.wrapping_neg() % n;
    loop {
        let x = rng.next_u64();
        if x >= threshold {
            return x % n;
        }
    }
}

impl Deck {
    /// The full deck in its fixed order (see [`Deck::shuffled`] for play).
    pub fn new(kind: DeckKind) -> Result<Deck, CardsError> {
        Ok(Deck {
            kind,
            cards: kind.cards()?,
        })
    }

    /// The full deck shuffled from `seed`: the same seed always gives the same order.
    pub fn shuffled(kind: DeckKind, seed: u64) -> Result<Deck, CardsError> {
        let mut deck = Deck::new(kind)?;
        deck.shuffle(seed);
        Ok(deck)
    }

    /// Shuffles the cards left (Fisher-Yates driven by ChaCha8 seeded with `seed`).
    pub fn shuffle(&mut self, seed: u64) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for i in (1..self.cards.len()).rev() {
            let j = below(&mut rng, i as u64 + 1) as usize;
            self.cards.swap(i, j);
        }
    }

    /// Which deck this is.
    pub fn kind(&self) -> DeckKind {
        self.kind
    }

    /// The cards left, the next to deal first.
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }

    /// How many cards are left.
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// Whether no card is left.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// Whether `card` is still in the deck.
    pub fn contains(&self, card: Card) -> bool {
        self.cards.contains(&card)
    }

    /// Deals the next card.
    pub fn deal(&mut self) -> Result<Card, CardsError> {
        Ok(self.deal_n(1)?[0])
    }

    /// Deals the next `n` cards, or none if fewer are left.
    pub fn deal_n(&mut self, n: usize) -> Result<Vec<Card>, CardsError> {
        if n > self.cards.len() {
            return Err(CardsError::DeckExhausted {
                wanted: n,
                left: self.cards.len(),
            });
        }
        Ok(self.cards.drain(..n).collect())
    }

    /// Takes a named card out of the deck (a dealer entering a card seen): an error if the
    /// deck does not hold it (any more).
    pub fn take(&mut self, card: Card) -> Result<(), CardsError> {
        match self.cards.iter().position(|&c| c == card) {
            Some(i) => {
                self.cards.remove(i);
                Ok(())
            }
            None => Err(CardsError::NotInDeck {
                card: card.to_string(),
                deck: if self.kind.copies(card)? == 0 {
                    self.kind.describe()
                } else {
                    format!("every {card} of {} is already out", self.kind.describe())
                },
            }),
        }
    }

    /// Puts cards back under the deck (discards gathered for a reshuffle). A card the deck
    /// never held, or one more copy than it holds, is refused and nothing is added.
    pub fn put_back(&mut self, cards: &[Card]) -> Result<(), CardsError> {
        for &card in cards {
            let copies = self.kind.copies(card)?;
            if copies == 0 {
                return Err(CardsError::NotInDeck {
                    card: card.to_string(),
                    deck: self.kind.describe(),
                });
            }
            let here = self.cards.iter().filter(|&&c| c == card).count()
                + cards.iter().filter(|&&c| c == card).count();
            if here > copies {
                return Err(CardsError::DuplicateCard {
                    card: card.to_string(),
                });
            }
        }
        self.cards.extend_from_slice(cards);
        Ok(())
    }
}
