//! Conditions: the melds that collect at once from every other active player, their value as
//! they lie, and what increasing and splitting pay (RULINGS.md, "Pan").

use cardroom_cards::Suit;
use serde::{Deserialize, Serialize};

use super::PanConfig;
use super::cards::{is_valle, order_of};
use super::meld::{Meld, MeldKind};

/// The kinds of condition.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ConditionKind {
    /// A sequence holding A-2-3 (starting at the ace): 1, spades 2.
    AceTwoThree,
    /// A sequence holding K-Q-J (ending at the king): 1, spades 2.
    KingQueenJack,
    /// A set of 3s, 5s or 7s of one suit: 2, spades 4; each card added 1, spades 2.
    ValleSameSuit,
    /// A set of 3s, 5s or 7s of different suits: 1; each card added 1.
    ValleDifferentSuits,
    /// A set of other cards of one suit (aces and kings: each suit held three times): 1,
    /// spades 2; each card added the same.
    SameSuit,
}

/// One condition in a meld, with its value as it lies in chips.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Condition {
    pub kind: ConditionKind,
    /// The suit of a same-suit condition or sequence; `None` for different suits.
    pub suit: Option<Suit>,
    pub chips: u32,
}

/// The chip unit of a condition in `suit`: 2 in spades when spades double, else 1.
pub(crate) fn unit(config: &PanConfig, suit: Option<Suit>) -> u32 {
    if config.spades_double && suit == Some(Suit::Spades) {
        2
    } else {
        1
    }
}

fn extra(n: usize, base: usize) -> u32 {
    u32::try_from(n.saturating_sub(base)).unwrap_or(u32::MAX)
}

/// The conditions a meld holds. A condition laid with more than three cards is worth what
/// it would be worth laid with three and increased.
pub fn conditions(meld: &Meld, config: &PanConfig) -> Vec<Condition> {
    let n = meld.cards.len();
    let mut found = Vec::new();
    let mut push = |kind, suit: Option<Suit>, chips: u32| {
        if chips > 0 {
            found.push(Condition { kind, suit, chips });
        }
    };
    match meld.kind {
        MeldKind::Sequence => {
            let suit = meld.suit();
            let u = unit(config, suit);
            let orders: Vec<u8> = meld.cards.iter().filter_map(|&c| order_of(c)).collect();
            if orders.contains(&1) {
                push(ConditionKind::AceTwoThree, suit, u * extra(n, 2));
            }
            if orders.contains(&10) {
                push(ConditionKind::KingQueenJack, suit, u * extra(n, 2));
            }
        }
        MeldKind::SameSuitSet => {
            let suit = meld.suit();
            let u = unit(config, suit);
            if meld.rank().is_some_and(is_valle) {
                push(ConditionKind::ValleSameSuit, suit, u * extra(n, 1));
            } else {
                push(ConditionKind::SameSuit, suit, u * extra(n, 2));
            }
        }
        MeldKind::DifferentSuitSet => {
            if meld.rank().is_some_and(is_valle) {
                push(ConditionKind::ValleDifferentSuits, None, extra(n, 2));
            }
        }
        MeldKind::AcesKings => {
            for suit in Suit::ALL.iter().rev() {
                let c = meld.count_suit(*suit);
                if c >= 3 {
                    push(
                        ConditionKind::SameSuit,
                        Some(*suit),
                        unit(config, Some(*suit)) * extra(c, 2),
                    );
                }
            }
        }
    }
    found
}

/// A meld's value as it lies, in chips (0 when it is no condition).
pub fn value(meld: &Meld, config: &PanConfig) -> u32 {
    conditions(meld, config).iter().map(|c| c.chips).sum()
}

/// What a split pays: a flat 1 (spades 2) for each condition the two melds hold that the
/// meld split did not.
pub fn split_value(before: &Meld, parts: [&Meld; 2], config: &PanConfig) -> u32 {
    let mut old: Vec<(ConditionKind, Option<Suit>)> = conditions(before, config)
        .iter()
        .map(|c| (c.kind, c.suit))
        .collect();
    let mut chips = 0;
    for part in parts {
        for c in conditions(part, config) {
            match old.iter().position(|&o| o == (c.kind, c.suit)) {
                Some(i) => {
                    old.remove(i);
                }
                None => chips += unit(config, c.suit),
            }
        }
    }
    chips
}
