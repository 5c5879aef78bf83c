//! `cardroom eval`: rank hands under a game's rules, one line per hand.

use std::io::Write;
use std::process::ExitCode;

use clap::{Args, ValueEnum};
use serde::Serialize;

use cardroom_cards::mexican::{self, JokerFace};
use cardroom_cards::{
    CardsError, Evaluation, bug, cards_text, high, joker_draw, lowball, parse_cards,
};

/// The rankings, as named on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Rules {
    /// Best five of 5-7 cards (Hold'em, Pineapple, Five Card Draw)
    High,
    /// Five cards of 52 + joker, the joker a bug
    HighBug,
    /// Low Ball: aces low, straights and flushes ignored
    AceToFive,
    /// Mexican Poker's 41-card deck (see --joker)
    Mexican,
    /// Draw Poker with Joker: the joker wild, a two in a flush
    JokerDraw,
}

/// How the joker was dealt in Mexican Poker.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Face {
    /// Face up: a bug (an ace, or completes a straight or flush)
    Up,
    /// Face down: fully wild, even once exposed
    Down,
}

#[derive(Debug, Args)]
pub struct EvalArgs {
    /// The rules to rank under
    #[arg(long, value_enum, value_name = "RULES")]
    pub rules: Rules,
    /// How a joker was dealt, for --rules mexican [default: down]
    #[arg(long, value_enum, value_name = "FACE")]
    pub joker: Option<Face>,
    /// One JSON line per hand
    #[arg(long)]
    pub json: bool,
    /// Hands, each its cards one after another (AsKd7h7c2s) or spaced in one argument
    #[arg(required = true, value_name = "HAND")]
    pub hands: Vec<String>,
}

/// One hand's JSON line.
#[derive(Serialize)]
struct Line<'a> {
    hand: &'a str,
    category: &'a str,
    strength: [u8; 6],
    best: &'a str,
    description: &'a str,
}

fn rank(rules: Rules, face: JokerFace, text: &str) -> Result<Evaluation, CardsError> {
    let cards = parse_cards(text)?;
    match rules {
        Rules::High => high::evaluate(&cards),
        Rules::HighBug => bug::evaluate(&cards),
        Rules::AceToFive => lowball::evaluate(&cards),
        Rules::Mexican => mexican::evaluate(&cards, face),
        Rules::JokerDraw => joker_draw::evaluate(&cards),
    }
}

fn line(json: bool, hand: &str, e: &Evaluation) -> String {
    let best = cards_text(&e.best);
    let description = e.description();
    if json {
        let line = Line {
            hand,
            category: e.category.name(),
            strength: e.strength().parts(),
            best: &best,
            description: &description,
        };
        serde_json::to_string(&line).unwrap_or_default()
    } else {
        format!("{hand}: {description} ({best})")
    }
}

/// Prints one line per hand; a bad hand gets a one-line error on stderr and the exit code 1,
/// the other hands still print.
pub fn run(args: EvalArgs) -> ExitCode {
    let face = match (args.rules, args.joker) {
        (_, None) | (Rules::Mexican, Some(Face::Down)) => JokerFace::Down,
        (Rules::Mexican, Some(Face::Up)) => JokerFace::Up,
        (_, Some(_)) => {
            eprintln!("cardroom: error [invalid_input]: --joker applies to --rules mexican only");
            return ExitCode::FAILURE;
        }
    };
    let mut out = std::io::stdout().lock();
    let mut failed = false;
    for text in &args.hands {
        match rank(args.rules, face, text) {
            Ok(e) => {
                let hand = parse_cards(text)
                    .map(|c| cards_text(&c))
                    .unwrap_or_default();
                if writeln!(out, "{}", line(args.json, &hand, &e)).is_err() {
                    return ExitCode::FAILURE;
                }
            }
            Err(e) => {
                failed = true;
                let _ = out.flush();
                eprintln!("cardroom: error [{}]: {text}: {e}", e.code());
            }
        }
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
