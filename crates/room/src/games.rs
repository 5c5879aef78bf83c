//! Each game's facts, declared once ([`GAMES`]): the room decides by them (blinds, seats, the
//! players a list needs to start), and the UI receives the same list (`GAMES` in the
//! generated bindings), so no screen holds a game fact of its own. The games' names and
//! collection modes are also rows of the database's `games` table; a test keeps the two equal.

use cardroom_store::port::{Betting, CollectionMode, GameCode, HandKind};
use serde::Serialize;

/// Whether a game's deck holds the joker.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum JokerRule {
    Always,
    Never,
    /// The table's option (Five Card Draw's joker, chosen when the table opens).
    TableOption,
}

/// One game's facts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, specta::Type)]
pub struct GameSpec {
    pub code: GameCode,
    /// As the floor says it, and as the `games` table stores it.
    pub name: &'static str,
    /// Which hand log it deals: the pot games share one; Pan and the banked game have theirs.
    pub kind: HandKind,
    /// The ranks of its deck, highest first in the game's own order (`T` for ten), in each of
    /// the four suits.
    pub ranks: &'static str,
    pub joker: JokerRule,
    /// Its players post blinds: a new player waits for or posts the big blind.
    pub blinds: bool,
    /// A button is drawn for and moves (Pan and the banked game have none).
    pub button: bool,
    /// The floor chooses no limit, pot limit or fixed limit when the table opens.
    pub structures: bool,
    /// The structure a new table is offered first.
    pub usual_betting: Betting,
    /// Its hands have a draw (Five Card Draw, Low Ball).
    pub draw: bool,
    /// The cards dealt face up in the middle (Hold'em and Pineapple's five; none else).
    pub board_cards: i64,
    /// The most seats a table of it may have, and the usual number.
    pub max_seats: i64,
    pub usual_seats: i64,
    /// A tournament table's seats, where they differ (Hold'em: ten).
    pub tournament_seats: Option<i64>,
    /// The smallest chip a table of it plays with unless the floor says otherwise
    /// (docs/rulings.md).
    pub chip_cents: i64,
    /// How the house collects, as the rate schedule's games say.
    pub collection: CollectionMode,
    /// The players a waiting list of it needs to start a new table (a house setting's default).
    pub start_players: i64,
}

const ALL_RANKS: &str = "AKQJT98765432";

/// Texas Hold'em: the first of the board games, whose facts Pineapple shares.
const HOLDEM: GameSpec = GameSpec {
    code: GameCode::Holdem,
    name: "Texas Hold'em",
    kind: HandKind::Pot,
    ranks: ALL_RANKS,
    joker: JokerRule::Never,
    blinds: true,
    button: true,
    structures: true,
    usual_betting: Betting::NoLimit,
    draw: false,
    board_cards: 5,
    max_seats: 9,
    usual_seats: 9,
    tournament_seats: Some(10),
    chip_cents: 100,
    collection: CollectionMode::PotDrop,
    start_players: 5,
};

/// Five Card Draw, whose facts Low Ball and Mexican Poker share but for their own.
const FIVE_CARD_DRAW: GameSpec = GameSpec {
    code: GameCode::FiveCardDraw,
    name: "Five Card Draw",
    kind: HandKind::Pot,
    ranks: ALL_RANKS,
    joker: JokerRule::TableOption,
    blinds: false,
    button: true,
    structures: true,
    usual_betting: Betting::FixedLimit,
    draw: true,
    board_cards: 0,
    // House text: "Each poker table shall be restricted to a maximum of eight players."
    max_seats: 8,
    usual_seats: 8,
    tournament_seats: None,
    chip_cents: 100,
    collection: CollectionMode::Time,
    start_players: 4,
};

/// Every game the room deals, in the order the floor lists them.
pub const GAMES: [GameSpec; 8] = [
    HOLDEM,
    GameSpec {
        code: GameCode::Pineapple,
        name: "Pineapple",
        max_seats: 10,
        tournament_seats: None,
        collection: CollectionMode::Time,
        ..HOLDEM
    },
    GameSpec {
        code: GameCode::CrazyPineapple,
        name: "Crazy Pineapple",
        max_seats: 10,
        tournament_seats: None,
        collection: CollectionMode::Time,
        ..HOLDEM
    },
    FIVE_CARD_DRAW,
    GameSpec {
        code: GameCode::Lowball,
        name: "Low Ball",
        joker: JokerRule::Always,
        blinds: true,
        ..FIVE_CARD_DRAW
    },
    GameSpec {
        code: GameCode::Mexican,
        name: "Mexican Poker",
        // 41 cards: no eights, nines or tens, and the joker.
        ranks: "AKQJ765432",
        joker: JokerRule::Always,
        draw: false,
        // Seven players' five cards and three burns.
        max_seats: 7,
        usual_seats: 7,
        ..FIVE_CARD_DRAW
    },
    GameSpec {
        code: GameCode::Pan,
        name: "Pan",
        kind: HandKind::Pan,
        // Eights, nines and tens are taken out; eight decks make the stock. Its own order:
        // the ace ranks below the deuce.
        ranks: "KQJ765432A",
        joker: JokerRule::Never,
        blinds: false,
        button: false,
        structures: false,
        usual_betting: Betting::FixedLimit,
        draw: false,
        board_cards: 0,
        max_seats: 10,
        usual_seats: 8,
        tournament_seats: None,
        chip_cents: 25,
        collection: CollectionMode::Time,
        start_players: 4,
    },
    GameSpec {
        code: GameCode::JokerDraw,
        name: "Draw Poker with Joker",
        kind: HandKind::Banked,
        ranks: ALL_RANKS,
        joker: JokerRule::Always,
        blinds: false,
        button: false,
        structures: false,
        usual_betting: Betting::FixedLimit,
        draw: true,
        board_cards: 0,
        max_seats: 10,
        usual_seats: 7,
        tournament_seats: None,
        chip_cents: 10,
        collection: CollectionMode::Time,
        start_players: 2,
    },
];

/// The facts of `code`: its row of [`GAMES`], found by a match the compiler checks is complete
/// (`every_game_has_one_spec_and_the_database_agrees_on_its_name_and_collection` checks the row
/// is the game's own).
pub fn game_spec(code: GameCode) -> &'static GameSpec {
    &GAMES[match code {
        GameCode::Holdem => 0,
        GameCode::Pineapple => 1,
        GameCode::CrazyPineapple => 2,
        GameCode::FiveCardDraw => 3,
        GameCode::Lowball => 4,
        GameCode::Mexican => 5,
        GameCode::Pan => 6,
        GameCode::JokerDraw => 7,
    }]
}
