//! Melds: sequences and sets, and the checks for laying, increasing, borrowing and splitting,
//! each refused with a reason a dealer understands.

use cardroom_cards::{Card, Rank, Suit};
use serde::{Deserialize, Serialize};

use super::cards::{order_of, rank_at, remove_all, show, show_all, sort_desc};

/// A meld's character, fixed when it is laid: it decides what may be added.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "snake_case")]
pub enum MeldKind {
    /// Consecutive cards of one suit (a rope), K Q J 7 6 5 4 3 2 A, aces low only.
    Sequence,
    /// Cards of one rank, all of one suit; takes only cards of that rank and suit.
    SameSuitSet,
    /// Cards of one rank laid in (at least) three different suits; takes any card of its rank.
    DifferentSuitSet,
    /// Aces or kings in any mix of suits; takes any ace (king).
    AcesKings,
}

/// A meld on the table, its cards high to low.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Meld {
    pub kind: MeldKind,
    #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
    #[serde(with = "crate::card_serde::known_cards")]
    pub cards: Vec<Card>,
}

impl Meld {
    /// The meld as the dealer reads it: `Q♥ J♥ 7♥`.
    pub fn text(&self) -> String {
        show_all(&self.cards)
    }

    /// The suit of a sequence or same-suit set.
    pub fn suit(&self) -> Option<Suit> {
        match self.kind {
            MeldKind::Sequence | MeldKind::SameSuitSet => self.cards.first().and_then(|c| c.suit()),
            MeldKind::DifferentSuitSet | MeldKind::AcesKings => None,
        }
    }

    /// The rank of a set.
    pub fn rank(&self) -> Option<Rank> {
        match self.kind {
            MeldKind::Sequence => None,
            _ => self.cards.first().and_then(|c| c.rank()),
        }
    }

    /// How many cards of `suit` the meld holds.
    pub(crate) fn count_suit(&self, suit: Suit) -> usize {
        self.cards.iter().filter(|c| c.suit() == Some(suit)).count()
    }
}

fn distinct_suits(cards: &[Card]) -> usize {
    Suit::ALL
        .iter()
        .filter(|&&s| cards.iter().any(|c| c.suit() == Some(s)))
        .count()
}

/// Checks `cards` as a new meld and gives its character, or why it is not a meld.
pub fn classify(cards: &[Card]) -> Result<Meld, String> {
    if let Some(&bad) = cards.iter().find(|&&c| order_of(c).is_none()) {
        return Err(format!(
            "{} is not a Pan card: Pan has no 8, 9, 10 or joker",
            if bad.is_joker() {
                "The joker".to_string()
            } else {
                show(bad)
            }
        ));
    }
    let mut sorted = cards.to_vec();
    sort_desc(&mut sorted);
    let text = show_all(&sorted);
    if sorted.len() < 3 {
        return Err(format!(
            "{text} is not a meld: a meld needs at least three cards"
        ));
    }
    let first_rank = sorted[0].rank();
    let first_suit = sorted[0].suit();
    if sorted.iter().all(|c| c.rank() == first_rank) {
        let kind = if matches!(first_rank, Some(Rank::Ace | Rank::King)) {
            MeldKind::AcesKings
        } else if sorted.iter().all(|c| c.suit() == first_suit) {
            MeldKind::SameSuitSet
        } else if distinct_suits(&sorted) >= 3 {
            MeldKind::DifferentSuitSet
        } else {
            return Err(format!(
                "{text} is not a set: a set is all one suit or all different suits \
                 (only aces and kings mix)"
            ));
        };
        return Ok(Meld {
            kind,
            cards: sorted,
        });
    }
    if !sorted.iter().all(|c| c.suit() == first_suit) {
        return Err(format!(
            "{text} is not a meld: a set is one rank and a sequence is one suit"
        ));
    }
    check_run(&sorted, &text)?;
    Ok(Meld {
        kind: MeldKind::Sequence,
        cards: sorted,
    })
}

/// Checks that one-suit cards, sorted high to low, are consecutive.
fn check_run(sorted: &[Card], text: &str) -> Result<(), String> {
    let orders: Vec<u8> = sorted.iter().filter_map(|&c| order_of(c)).collect();
    if let Some(w) = orders.windows(2).position(|w| w[0] == w[1]) {
        return Err(format!(
            "{text} is not a sequence: {} appears twice",
            show(sorted[w])
        ));
    }
    let (Some(&high), Some(&low)) = (orders.first(), orders.last()) else {
        return Err(format!("{text} is not a sequence"));
    };
    let suit = sorted.first().and_then(|c| c.suit());
    let missing: Vec<String> = (low..=high)
        .rev()
        .filter(|o| !orders.contains(o))
        .filter_map(|o| Some(show(Card::new(rank_at(o)?, suit?))))
        .collect();
    if missing.is_empty() {
        return Ok(());
    }
    if high == 10 && low == 1 {
        return Err(format!(
            "{text} is not a sequence: the ace is low only (A 2 3) and does not follow the king"
        ));
    }
    let verb = if missing.len() == 1 { "is" } else { "are" };
    Err(format!(
        "{text} is not a sequence: {} {verb} missing",
        missing.join(" ")
    ))
}

/// Checks adding `add` to `meld` and gives the increased meld.
pub fn check_add(meld: &Meld, add: &[Card]) -> Result<Meld, String> {
    if add.is_empty() {
        return Err(format!("Nothing to add to {}", meld.text()));
    }
    let added = show_all(add);
    let mut all = meld.cards.clone();
    all.extend_from_slice(add);
    match meld.kind {
        MeldKind::Sequence => {
            let grown = classify(&all)
                .map_err(|why| format!("{added} cannot be added to {}: {why}", meld.text()))?;
            if grown.kind != MeldKind::Sequence {
                return Err(format!(
                    "{added} cannot be added to {}: it does not extend the sequence",
                    meld.text()
                ));
            }
            Ok(grown)
        }
        MeldKind::SameSuitSet | MeldKind::DifferentSuitSet | MeldKind::AcesKings => {
            let rank = meld.rank();
            if let Some(&bad) = add.iter().find(|c| c.rank() != rank) {
                return Err(format!(
                    "{} cannot be added to {}: a set takes only {}",
                    show(bad),
                    meld.text(),
                    rank.map_or("its rank", |r| r.plural())
                ));
            }
            if meld.kind == MeldKind::SameSuitSet {
                let suit = meld.suit();
                if let Some(&bad) = add.iter().find(|c| c.suit() != suit) {
                    return Err(format!(
                        "{} cannot be added to {}: a same-suit set takes only {}",
                        show(bad),
                        meld.text(),
                        suit.map_or("its suit", |s| s.name())
                    ));
                }
            }
            sort_desc(&mut all);
            Ok(Meld {
                kind: meld.kind,
                cards: all,
            })
        }
    }
}

/// Checks borrowing `take` from `meld` and gives what stays on the table.
pub fn check_borrow(meld: &Meld, take: &[Card]) -> Result<Meld, String> {
    if take.is_empty() {
        return Err(format!("Nothing named to borrow from {}", meld.text()));
    }
    let mut rest = meld.cards.clone();
    if !remove_all(&mut rest, take) {
        return Err(format!("{} is not all in {}", show_all(take), meld.text()));
    }
    if rest.len() < 3 {
        return Err(format!(
            "Borrowing {} from {} would leave {} card(s): a meld keeps at least three",
            show_all(take),
            meld.text(),
            rest.len()
        ));
    }
    let left = classify(&rest);
    match (meld.kind, left) {
        (MeldKind::Sequence, Ok(m)) if m.kind == MeldKind::Sequence => Ok(m),
        (MeldKind::Sequence, _) => {
            let ends = match (meld.cards.first(), meld.cards.last()) {
                (Some(&a), Some(&b)) => format!(" ({} or {})", show(a), show(b)),
                _ => String::new(),
            };
            Err(format!(
                "{} cannot be borrowed from {}: only end cards{ends} may be taken",
                show_all(take),
                meld.text()
            ))
        }
        (_, Ok(m)) => Ok(m),
        (_, Err(why)) => Err(format!(
            "Borrowing {} from {} must leave a valid meld: {why}",
            show_all(take),
            meld.text()
        )),
    }
}

/// Checks splitting `meld` with the added cards `add` into `part` and the rest; gives the
/// two melds.
pub fn check_split(meld: &Meld, add: &[Card], part: &[Card]) -> Result<(Meld, Meld), String> {
    if add.is_empty() {
        return Err(format!(
            "A split needs at least one added card: {} stays as it is",
            meld.text()
        ));
    }
    let mut all = meld.cards.clone();
    all.extend_from_slice(add);
    let mut rest = all.clone();
    if !remove_all(&mut rest, part) {
        return Err(format!(
            "{} is not part of {} with {}",
            show_all(part),
            meld.text(),
            show_all(add)
        ));
    }
    let split_text = |why: String| {
        format!(
            "{} with {} cannot be split so: {why}",
            meld.text(),
            show_all(add)
        )
    };
    let first = classify(part).map_err(split_text)?;
    let second = classify(&rest).map_err(split_text)?;
    // Each part keeps at least one card of the original meld.
    let originals = meld.cards.len();
    let kept = |p: &[Card]| {
        let mut o = meld.cards.clone();
        p.iter().filter(|c| remove_all(&mut o, &[**c])).count()
    };
    let (x, y) = (kept(&first.cards), kept(&second.cards));
    let lo = 1.max(originals.saturating_sub(y));
    let hi = x.min(originals.saturating_sub(1));
    if lo > hi {
        return Err(format!(
            "{} and {}: each meld of a split keeps a card of {}",
            first.text(),
            second.text(),
            meld.text()
        ));
    }
    Ok((first, second))
}
