//! A game's configuration, taken from the table when a hand starts.

use serde::{Deserialize, Serialize};

use crate::{Chips, smallvec};

/// Amounts by position (antes, blinds): inline for a table of up to ten seats, so a game's
/// configuration copies without allocating.
pub type Amounts = smallvec::SmallVec<[Chips; 10]>;

/// The game dealt.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Game {
    /// Texas Hold'em: two hole cards.
    Holdem,
    /// Pineapple (high): three hole cards, one discarded after the pre-flop betting round.
    Pineapple,
    /// Crazy Pineapple (high): Pineapple's three hole cards, one discarded after the flop's
    /// betting round instead.
    CrazyPineapple,
    /// Five Card Draw, high: five cards, a betting round, one draw, a second round.
    FiveCardDraw,
    /// Low Ball, ace-to-five with a joker (53 cards): Five Card Draw for the lowest hand.
    LowBall,
    /// Mexican Poker: five-card stud with 41 cards (no 8, 9, 10) and a joker; before each new
    /// card a player may turn his down card up to receive the new card down.
    MexicanPoker,
}

impl Game {
    /// Hole cards dealt to each player.
    pub fn hole_cards(self) -> usize {
        match self {
            Game::Holdem => 2,
            Game::Pineapple | Game::CrazyPineapple => 3,
            Game::FiveCardDraw | Game::LowBall => 5,
            // One down and one up before the first betting round; three more one by one.
            Game::MexicanPoker => 2,
        }
    }

    /// Hole cards each player keeps for the showdown.
    pub fn kept_cards(self) -> usize {
        match self {
            Game::Holdem | Game::Pineapple | Game::CrazyPineapple => 2,
            Game::FiveCardDraw | Game::LowBall | Game::MexicanPoker => 5,
        }
    }

    /// A board game (Hold'em and the Pineapples): two hole cards kept, five on the board.
    pub fn has_board(self) -> bool {
        matches!(self, Game::Holdem | Game::Pineapple | Game::CrazyPineapple)
    }

    /// The street after whose betting each player left discards one hole card (the
    /// Pineapples); none: no discard.
    pub fn discards_after(self) -> Option<crate::Street> {
        match self {
            Game::Pineapple => Some(crate::Street::PreFlop),
            Game::CrazyPineapple => Some(crate::Street::Flop),
            _ => None,
        }
    }

    /// A draw game: no board, one draw between two betting rounds.
    pub fn is_draw(self) -> bool {
        matches!(self, Game::FiveCardDraw | Game::LowBall)
    }

    /// The game's name as the room says it.
    pub fn name(self) -> &'static str {
        match self {
            Game::Holdem => "Texas Hold'em",
            Game::Pineapple => "Pineapple",
            Game::CrazyPineapple => "Crazy Pineapple",
            Game::FiveCardDraw => "Five Card Draw",
            Game::LowBall => "Low Ball",
            Game::MexicanPoker => "Mexican Poker",
        }
    }
}

/// Low Ball's sevens rule penalty (and the check-raise rule's, which works the same way).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "snake_case")]
pub enum SevensPenalty {
    /// The offender wins only the pot as it stood before the draw; the bets after the draw
    /// go back to those who made them.
    #[default]
    VoidPostDraw,
    /// The offender cannot win the pot: it goes to the best other hand.
    ForfeitPot,
}

/// The betting structure.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Structure {
    NoLimit,
    PotLimit,
    FixedLimit,
}

/// How the house collects from a pot game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "mode")]
pub enum Collection {
    /// Nothing taken from the hand (time collection is kept outside the hand).
    None,
    /// `min(amount, pot)` taken from the pot once the blinds are in, before the deal.
    PotDrop { amount: Chips },
    /// The button pays `amount` before the deal as a dead amount (never from the pot).
    ButtonDrop { amount: Chips },
}

/// Everything the engine needs to know about the table's game. All amounts in cents.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameConfig {
    pub game: Game,
    pub structure: Structure,
    /// Antes by position: index 0 is the player left of the button (heads-up: the button),
    /// then clockwise. Missing positions post nothing.
    pub antes: Amounts,
    /// Blinds and straddles by position, same indexing as `antes`: `[small, big]` usually.
    pub blinds: Amounts,
    /// Minimum opening bet in no and pot limit (the big blind).
    pub min_bet: Chips,
    /// Fixed limit: the bet and raise size pre-flop and on the flop.
    pub small_bet: Chips,
    /// Fixed limit: the bet and raise size on the turn and the river.
    pub big_bet: Chips,
    /// Bets per round: one bet plus raises, the big blind counting as the first bet
    /// pre-flop. `None` = no cap.
    pub max_bets_per_round: Option<u32>,
    /// The cap does not apply while only two players are left in the hand.
    pub cap_lifts_heads_up: bool,
    pub collection: Collection,
    /// A pot drop is not taken when the hand ends before the flop.
    pub no_flop_no_drop: bool,
    /// The smallest chip on the table: every amount of the setup is a whole number of it,
    /// every bet and raise too (an all-in for the whole stack excepted), and split pots are
    /// divided in it, the odd chips one by one clockwise from the button.
    pub chip_unit: Chips,
    /// Live posts by seat, outside the blind positions: a new player posting a big blind to
    /// be dealt in at once. Each counts as the seat's bet, like a blind, and keeps the seat's
    /// option to raise; who acts first does not change.
    #[serde(default)]
    pub seat_posts: Vec<SeatPost>,
    /// Five Card Draw: the deck holds a joker, played as a bug. (Low Ball always has one.)
    #[serde(default)]
    pub joker: bool,
    /// Low Ball: the sevens rule's penalty.
    #[serde(default)]
    pub sevens_penalty: SevensPenalty,
    /// Low Ball: a required kill. This seat kills the pot with the forced bets (double the
    /// big blind; limits double, it acts last before the draw).
    #[serde(default)]
    pub kill_seat: Option<crate::SeatNo>,
    /// Player-funded jackpots this table feeds: each takes its amount from the main pot, after
    /// the house's collection, when the hand's pots reach its size.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub jackpot_drops: Vec<JackpotDrop>,
}

/// A jackpot's collection from a pot game's hand: `amount` from every hand whose pots come to
/// `min_pot` or more (the pots as built, before any collection), taken from the main pot after
/// the house's collection. `at_flop`: only when the flop was dealt (a hand won before it pays
/// none); otherwise also a hand won before the flop whose pot reached the size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct JackpotDrop {
    pub amount: Chips,
    pub min_pot: Chips,
    #[serde(default)]
    pub at_flop: bool,
}

/// A live post by one seat (see [`GameConfig::seat_posts`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatPost {
    pub seat: crate::SeatNo,
    pub amount: Chips,
}

impl GameConfig {
    /// A Hold'em (or Pineapple) table with the house defaults: blinds `small`/`big`, minimum
    /// bet the big blind, fixed-limit sizes `big` and `2 * big`, a cap of four bets lifted
    /// heads-up, no collection, one-cent chips.
    pub fn house(game: Game, structure: Structure, small: Chips, big: Chips) -> Self {
        GameConfig {
            game,
            structure,
            antes: Amounts::new(),
            blinds: smallvec![small, big],
            min_bet: big,
            small_bet: big,
            big_bet: big.saturating_mul(2),
            max_bets_per_round: Some(4),
            cap_lifts_heads_up: true,
            collection: Collection::None,
            no_flop_no_drop: false,
            chip_unit: 1,
            seat_posts: Vec::new(),
            joker: false,
            sevens_penalty: SevensPenalty::VoidPostDraw,
            kill_seat: None,
            jackpot_drops: Vec::new(),
        }
    }

    /// Cards in the deck: 52, plus the joker in Low Ball and in Five Card Draw with the bug.
    pub fn deck_size(&self) -> usize {
        match self.game {
            Game::MexicanPoker => 41,
            Game::LowBall => 53,
            Game::FiveCardDraw if self.joker => 53,
            _ => 52,
        }
    }

    /// The deck holds the joker.
    pub fn has_joker(&self) -> bool {
        matches!(self.game, Game::LowBall | Game::MexicanPoker)
            || (self.game == Game::FiveCardDraw && self.joker)
    }
}
