//! Cardroom's rules engine: a pure state machine that checks what a dealer enters, one action
//! at a time, and settles the hand.
//!
//! The model follows PokerKit: explicit phases, a check for every action that leaves the state
//! unchanged when it fails, and a typed [`Event`] when it is accepted. A hand is rebuilt exactly
//! by replaying its events ([`Hand::replay`]); undo is a replay of all but the last
//! ([`Hand::undo`]). Money is `i64` cents everywhere.
//!
//! Start a hand with [`Hand::new`], ask [`Hand::legal_actions`] who acts and what is allowed,
//! [`Hand::apply`] an [`Action`], and read [`Hand::settlement`].
//!
//! The three kinds of hand (the pot games' [`Hand`], [`pan::PanHand`] and
//! [`joker_draw::JokerDrawHand`]) share one trait, [`GameHand`]: a setup, actions, events, a
//! view for the dealer's screen, what the hand waits for, and the words a dealer types.

mod card_list;
mod card_serde;
pub mod game;
mod inline_list;
pub mod jackpot;
pub mod joker_draw;
mod money;
pub mod pan;
pub mod phh;
mod pot;
mod setup;
mod words;

// The pot games' modules, at the paths the rest of the engine has always used them by.
pub(crate) use pot::{
    action, betting, cards, config, draw, event, hand, legal, pots, settle, violation,
};

pub use action::{Action, Actor};
pub use config::{
    Amounts, Collection, Game, GameConfig, JackpotDrop, SeatPost, SevensPenalty, Structure,
};
pub use draw::{Penalty, PenaltyRule};
pub use event::{Event, Post, Posts};
pub use game::{Coded, EngineCode, GameHand, HandKind, Refusal, Turn, UnknownHandKind, Waiting};
pub use hand::{Hand, Phase, SeatSpec, SeatView, Street};
pub use legal::{BetRange, DealerStep, LegalActions, SeatOptions};
pub use money::{
    MAX_CHIPS, MINUS, format_amount, format_decimal, format_dollars, format_units,
    parse_amount_text,
};
pub use pot::game::{
    PotNote, PotSetup, PotView, automatic_step, dealer_step_unentered, next_step, notes,
};
pub use pot::sizes::{BetSizes, bet_sizes};
pub use pots::Pot;
pub use settle::{PotResult, Settlement, Share};
pub use violation::{RuleCode, Violation};

pub use cardroom_cards::Card;
pub use smallvec::{SmallVec, smallvec};

pub use card_list::{CardList, ShownCards};
pub use inline_list::{InlineList, Item, TooMany};

/// The burned cards (a draw game burns more than a list of one deal holds).
pub type Burns = SmallVec<[Option<Card>; 5]>;

/// Seats: a pot's eligible seats, the winners the dealer names. At most the seats a hand
/// deals in.
pub type SeatList = InlineList<SeatNo, 17>;

/// The winners' shares of one pot.
pub type Shares = SmallVec<[Share; 2]>;

/// Money and chips: integer cents.
pub type Chips = i64;

/// A table seat number as the room numbers them (1 to 10).
pub type SeatNo = u8;
