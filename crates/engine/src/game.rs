//! What every kind of hand shares, so one hand log serves them all: the pot games' [`Hand`],
//! Pan's [`PanHand`] and the house-banked [`JokerDrawHand`] each implement [`GameHand`].
//!
//! A hand is rebuilt from its [`GameHand::Setup`] and its accepted events
//! ([`GameHand::replay`]); an action is checked and recorded as an event
//! ([`GameHand::apply`]); undo is a replay of all but the last event. The dealer's screen
//! reads [`GameHand::view`] and [`GameHand::waiting_for`]; what a dealer types is read by
//! [`GameHand::parse_action`].
//!
//! [`Hand`]: crate::Hand
//! [`PanHand`]: crate::pan::PanHand
//! [`JokerDrawHand`]: crate::joker_draw::JokerDrawHand

use std::fmt::Debug;
use std::str::FromStr;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::SeatNo;

/// One kind of hand: its setup, actions, events, view and settlement, the same way for
/// every game.
pub trait GameHand: Sized + Clone + Debug {
    /// Which kind of hand this is (stored with the hand, never guessed).
    const KIND: HandKind;
    /// Everything a hand starts from: enough to rebuild it exactly.
    type Setup: Serialize + DeserializeOwned + Clone + Debug;
    type Action: Serialize + DeserializeOwned + Clone + Debug + PartialEq;
    type Event: Serialize + DeserializeOwned + Clone + Debug;
    /// What the dealer's screen shows of the hand (serializable; no row ids).
    type View: Serialize + Clone + Debug;
    type Settlement: Serialize + DeserializeOwned + Clone + Debug + PartialEq;
    type Violation: std::error::Error + Clone + Debug + Coded;

    /// A new hand from its setup (checked).
    fn start(setup: &Self::Setup) -> Result<Self, Self::Violation>;
    /// The hand rebuilt from its setup and events; on failure, the index of the event refused
    /// (0 also when the setup itself is refused) and why.
    fn replay(
        setup: &Self::Setup,
        events: &[Self::Event],
    ) -> Result<Self, (usize, Self::Violation)>;
    /// Checks `action` and applies it. On a violation the hand is unchanged.
    fn apply(&mut self, action: Self::Action) -> Result<Self::Event, Self::Violation>;
    /// The hand as it was before the last accepted action (the same hand when there is none).
    fn undo(&self) -> Result<Self, Self::Violation>;
    /// The accepted events, in order.
    fn events(&self) -> &[Self::Event];
    /// The action an event records (stored in an undo row, so history says what was undone).
    fn action_of(event: &Self::Event) -> Self::Action;
    /// An accepted event in a dealer's words ("Seat 4 raises to 60.00"), for the hand's log
    /// and what Undo takes back.
    fn describe(event: &Self::Event) -> String;
    fn is_complete(&self) -> bool;
    /// The final result, once complete (None before).
    fn settlement(&self) -> Option<Self::Settlement>;
    fn view(&self) -> Self::View;
    /// What the dealer must do next: as data and in words.
    fn waiting_for(&self) -> Waiting;
    /// Parses a dealer's typed words into an action (the CLI's grammar lives here, not in the
    /// CLI).
    fn parse_action(&self, words: &str) -> Result<Self::Action, Refusal>;
    /// The next step the hand can take by itself (the automations, as PokerKit's): a step
    /// that carries no decision and no information the rules need, such as posting the
    /// forced bets owed, dealing cards unseen, a burn, or awarding a pot whose winners the
    /// hand already proves. `None` when a player or the dealer must enter the next step. The
    /// step returned is always one [`GameHand::apply`] accepts now.
    fn automatic(&self) -> Option<Self::Action> {
        None
    }
}

/// The [`GameHand`] methods a hand type answers with its own inherent methods of the same
/// names (`apply`, `undo`, `events`, `is_complete`, its event's `action`), and `describe` with
/// the sentence function of `words.rs` for its events.
macro_rules! game_hand_by_inherent {
    ($hand:ident, describe: $describe:path) => {
        fn apply(&mut self, action: Self::Action) -> Result<Self::Event, Self::Violation> {
            $hand::apply(self, action)
        }

        fn undo(&self) -> Result<Self, Self::Violation> {
            $hand::undo(self)
        }

        fn events(&self) -> &[Self::Event] {
            $hand::events(self)
        }

        fn describe(event: &Self::Event) -> String {
            $describe(event)
        }

        fn action_of(event: &Self::Event) -> Self::Action {
            event.action()
        }

        fn is_complete(&self) -> bool {
            $hand::is_complete(self)
        }
    };
}
pub(crate) use game_hand_by_inherent;

/// `candidate` when the hand accepts it now, checked on a copy (the hand is unchanged).
pub(crate) fn accepted<G: GameHand>(hand: &G, candidate: G::Action) -> Option<G::Action> {
    hand.clone()
        .apply(candidate.clone())
        .is_ok()
        .then_some(candidate)
}

/// The kinds of hand: a pot game (Hold'em, Pineapple, Crazy Pineapple, Five Card Draw, Low Ball, Mexican
/// Poker), Pan, or a house-banked box (Draw Poker with Joker).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "snake_case")]
pub enum HandKind {
    Pot,
    Pan,
    Banked,
}

impl HandKind {
    pub const ALL: &[HandKind] = &[HandKind::Pot, HandKind::Pan, HandKind::Banked];

    /// `"pot"`, `"pan"` or `"banked"`, as stored.
    pub fn as_str(self) -> &'static str {
        match self {
            HandKind::Pot => "pot",
            HandKind::Pan => "pan",
            HandKind::Banked => "banked",
        }
    }
}

impl std::fmt::Display for HandKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Text that names no kind of hand.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a kind of hand (pot, pan or banked)")]
pub struct UnknownHandKind(pub String);

impl FromStr for HandKind {
    type Err = UnknownHandKind;

    fn from_str(text: &str) -> Result<HandKind, UnknownHandKind> {
        HandKind::ALL
            .iter()
            .copied()
            .find(|k| k.as_str() == text)
            .ok_or_else(|| UnknownHandKind(text.to_string()))
    }
}

/// What the hand waits for: who, and in words a dealer understands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Waiting {
    pub who: Turn,
    pub words: String,
}

/// Who acts next. JSON: `{"kind":"dealer"}`, `{"kind":"seat","seat":3}`, `{"kind":"nobody"}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "snake_case", tag = "kind", content = "seat")]
pub enum Turn {
    /// The dealer enters a step (deal, burn, award, settle...).
    Dealer,
    /// A seat decides (the dealer enters what it does).
    Seat(SeatNo),
    /// The hand is complete.
    Nobody,
}

/// A refusal with a stable code and a message a dealer understands.
pub trait Coded {
    /// The stable code, typed.
    fn code(&self) -> EngineCode;
}

/// A game's refusal enum, each variant once with its message and its code: the enum (its
/// `Display` is the message), `code()`, and [`Coded`].
macro_rules! violations {
    (
        $(#[$meta:meta])*
        pub enum $name:ident -> $code:ident {
            $( $(#[$vmeta:meta])* $variant:ident $(($($tuple:tt)*))? $({$($fields:tt)*})? => $c:ident, )*
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
        pub enum $name {
            $( $(#[$vmeta])* $variant $(($($tuple)*))? $({$($fields)*})?, )*
        }

        impl $name {
            /// A stable code, for programs and tests (`code().as_str()` is its text).
            pub fn code(&self) -> $code {
                match self {
                    $( $name::$variant { .. } => $code::$c, )*
                }
            }
        }

        impl $crate::game::Coded for $name {
            fn code(&self) -> $crate::game::EngineCode {
                $name::code(self).into()
            }
        }
    };
}
pub(crate) use violations;

/// Every refusal code of the rules engine, typed: a pot game's, Pan's, a banked box's, a
/// card's, or that of a typed entry or hand-history file that could not be read. In JSON and
/// TypeScript, the code's text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(untagged)]
pub enum EngineCode {
    Pot(crate::RuleCode),
    Pan(crate::pan::PanCode),
    Banked(crate::joker_draw::BankedCode),
    Card(cardroom_cards::CardCode),
    /// A dealer's typed entry or a hand-history file that cannot be read.
    Phh(crate::phh::PhhCode),
}

impl EngineCode {
    pub fn as_str(self) -> &'static str {
        match self {
            EngineCode::Pot(c) => c.as_str(),
            EngineCode::Pan(c) => c.as_str(),
            EngineCode::Banked(c) => c.as_str(),
            EngineCode::Card(c) => c.as_str(),
            EngineCode::Phh(c) => c.as_str(),
        }
    }

    /// Every code of the rules engine.
    pub fn all() -> impl Iterator<Item = EngineCode> {
        let pot = crate::RuleCode::ALL.iter().copied().map(EngineCode::Pot);
        let pan = crate::pan::PanCode::ALL
            .iter()
            .copied()
            .map(EngineCode::Pan);
        let banked = crate::joker_draw::BankedCode::ALL.iter().copied();
        let card = cardroom_cards::CardCode::ALL.iter().copied();
        let phh = crate::phh::PhhCode::ALL
            .iter()
            .copied()
            .map(EngineCode::Phh);
        pot.chain(pan)
            .chain(banked.map(EngineCode::Banked))
            .chain(card.map(EngineCode::Card))
            .chain(phh)
    }
}

cardroom_cards::code_text!(EngineCode);

impl From<crate::RuleCode> for EngineCode {
    fn from(c: crate::RuleCode) -> EngineCode {
        EngineCode::Pot(c)
    }
}

impl From<crate::pan::PanCode> for EngineCode {
    fn from(c: crate::pan::PanCode) -> EngineCode {
        EngineCode::Pan(c)
    }
}

impl From<crate::joker_draw::BankedCode> for EngineCode {
    fn from(c: crate::joker_draw::BankedCode) -> EngineCode {
        EngineCode::Banked(c)
    }
}

impl From<cardroom_cards::CardCode> for EngineCode {
    fn from(c: cardroom_cards::CardCode) -> EngineCode {
        EngineCode::Card(c)
    }
}

impl From<crate::phh::PhhCode> for EngineCode {
    fn from(c: crate::phh::PhhCode) -> EngineCode {
        EngineCode::Phh(c)
    }
}

/// Words a dealer typed that do not make an action: the code of the entry, card or amount
/// that could not be read, and a message.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct Refusal {
    pub code: EngineCode,
    pub message: String,
}

impl Refusal {
    /// Words that are not an action (`phh_action`).
    pub fn not_an_action(message: impl Into<String>) -> Refusal {
        Refusal {
            code: crate::phh::PhhCode::PhhAction.into(),
            message: message.into(),
        }
    }
}

impl Coded for Refusal {
    fn code(&self) -> EngineCode {
        self.code
    }
}

impl From<crate::phh::ReplayError> for Refusal {
    fn from(e: crate::phh::ReplayError) -> Refusal {
        Refusal {
            code: e.code,
            message: e.message,
        }
    }
}

/// The code enums' shared checks, for their unit tests.
#[cfg(test)]
pub(crate) fn check_codes<C>(all: &[C], as_str: impl Fn(C) -> &'static str)
where
    C: Copy + Serialize + Debug,
{
    let mut seen = std::collections::HashSet::new();
    for &code in all {
        let text = as_str(code);
        assert!(seen.insert(text), "{text} is listed twice");
        assert_eq!(
            serde_json::to_value(code).ok(),
            Some(serde_json::Value::String(text.to_string())),
            "{code:?}"
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hand_kind_reads_back_from_its_text() {
        for &kind in HandKind::ALL {
            assert_eq!(kind.as_str().parse::<HandKind>(), Ok(kind));
        }
        assert!("poker".parse::<HandKind>().is_err());
        check_codes(HandKind::ALL, HandKind::as_str);
    }

    #[test]
    fn a_turn_is_tagged_by_kind() {
        let seat = serde_json::to_string(&Turn::Seat(3)).unwrap_or_default();
        assert_eq!(seat, r#"{"kind":"seat","seat":3}"#);
        let dealer = serde_json::to_string(&Turn::Dealer).unwrap_or_default();
        assert_eq!(dealer, r#"{"kind":"dealer"}"#);
    }
}
