//! Arbitrary input at the engine's two text boundaries: the dealer's typed words (the CLI's
//! `hand act`, `pan act`, `jd act` and the console's typed entries) in every game, and the
//! hand-history reader. Nothing panics; a refused entry changes nothing; and the reader's
//! hand-written TOML agrees with the `toml` crate on the same text (the same fields, or both
//! refuse). Seeds come from the corpus kept in the repository (`tests/fixtures`).

use std::path::Path;

use cardroom_engine::joker_draw::{BankedSetup, JokerDrawConfig, JokerDrawHand, JokerDrawStakes};
use cardroom_engine::pan::{PanConfig, PanHand, PanSetup};
use cardroom_engine::phh::toml::{self as ours, Value as Ours};
use cardroom_engine::{Game, GameConfig, GameHand, Hand, PotSetup, SeatSpec, Structure};
use proptest::prelude::*;

use crate::support::cases;

/// Every hand-history file of the corpus, the fuzzers' seeds.
fn corpus() -> Vec<String> {
    fn walk(dir: &Path, out: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).expect("the corpus") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "phh") {
                out.push(std::fs::read_to_string(&path).expect("a corpus file"));
            }
        }
    }
    let mut out = Vec::new();
    walk(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures"),
        &mut out,
    );
    out.sort();
    out
}

/// A corpus file with a few random edits: bytes replaced, inserted or removed.
fn mutated() -> impl Strategy<Value = String> {
    let files = corpus();
    (
        0..files.len(),
        prop::collection::vec((any::<u16>(), 0u8..3, any::<u8>()), 1..6),
    )
        .prop_map(move |(k, edits)| edited(&files[k], edits))
}

/// `text` with each edit made: at a position (wrapped to the text), a byte replaced (0),
/// inserted (1) or removed (2).
fn edited(text: &str, edits: Vec<(u16, u8, u8)>) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for (at, how, byte) in edits {
        let at = usize::from(at) % (bytes.len() + 1);
        match how {
            0 if at < bytes.len() => bytes[at] = byte,
            1 => bytes.insert(at, byte),
            _ if at < bytes.len() => {
                bytes.remove(at);
            }
            _ => {}
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Words a dealer might type, right and wrong.
const WORDS: [&str; 48] = [
    "d",
    "dh",
    "db",
    "p1",
    "p2",
    "p3",
    "p9",
    "p0",
    "f",
    "cc",
    "cbr",
    "sm",
    "sd",
    "post",
    "deal",
    "next",
    "call",
    "check",
    "fold",
    "raise",
    "bet",
    "draw",
    "burn",
    "board",
    "_meld",
    "_out",
    "_tops",
    "_dd",
    "_dx",
    "_rv",
    "_stay",
    "_kill",
    "AsKd",
    "Jk",
    "??",
    "????",
    "4.50",
    "-1",
    "99999999999999999999",
    "0",
    "1",
    "3",
    "$4.50",
    "4,00",
    "#",
    "'",
    "\u{202e}",
    "9223372036854775807",
];

fn typed() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::collection::vec(prop::sample::select(WORDS.to_vec()), 0..6).prop_map(|w| w.join(" ")),
        ".{0,30}",
    ]
}

/// The setups of the seven games: the five pot games, Pan and the banked box.
fn pot(game: Game, structure: Structure) -> PotSetup {
    PotSetup {
        config: GameConfig::house(game, structure, 100, 200),
        seats: [1, 2, 3]
            .map(|seat| SeatSpec {
                seat,
                stack: 10_000,
            })
            .to_vec(),
        button: 1,
    }
}

/// Applies each typed line: a line not read, or an entry refused, changes nothing.
fn typed_lines<G: GameHand>(setup: &G::Setup, lines: &[String]) -> Result<(), TestCaseError> {
    let mut hand = G::start(setup).map_err(|e| TestCaseError::fail(e.to_string()))?;
    for line in lines {
        let before = format!("{hand:?}");
        let Ok(action) = hand.parse_action(line) else {
            prop_assert_eq!(format!("{hand:?}"), before);
            continue;
        };
        if hand.apply(action).is_err() {
            prop_assert_eq!(format!("{hand:?}"), before, "{}", line);
        }
    }
    // What was accepted replays to the same hand.
    let again = G::replay(setup, hand.events())
        .map_err(|(i, v)| TestCaseError::fail(format!("{i}: {v}")))?;
    prop_assert_eq!(format!("{again:?}"), format!("{hand:?}"));
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(64)))]

    #[test]
    fn a_dealers_typed_words_in_any_game_never_panic_and_a_refusal_changes_nothing(
        lines in prop::collection::vec(typed(), 1..40),
    ) {
        for game in [Game::Holdem, Game::Pineapple, Game::FiveCardDraw, Game::LowBall, Game::MexicanPoker] {
            for structure in [Structure::NoLimit, Structure::FixedLimit] {
                typed_lines::<Hand>(&pot(game, structure), &lines)?;
            }
        }
        let pan = PanSetup { pan: PanConfig::house(25), seats: vec![1, 2, 3], first: 2, stacks: Some(vec![10_000; 3]) };
        typed_lines::<PanHand>(&pan, &lines)?;
        let banked = BankedSetup {
            joker_draw: JokerDrawConfig::default(),
            stakes: JokerDrawStakes { ante: 300, bonus: 0 },
        };
        typed_lines::<JokerDrawHand>(&banked, &lines)?;
    }

    #[test]
    fn a_hand_history_file_of_arbitrary_bytes_never_panics(bytes in prop::collection::vec(any::<u8>(), 0..600)) {
        let text = String::from_utf8_lossy(&bytes);
        let _ = cardroom_engine::phh::replay_any(&text);
    }

    #[test]
    fn an_edited_corpus_file_never_panics_the_reader(text in mutated()) {
        let _ = cardroom_engine::phh::replay_any(&text);
    }

    #[test]
    fn the_readers_toml_agrees_with_the_toml_crate_on_edited_corpus_files(text in mutated()) {
        differs(&text).map_or(Ok(()), |why| Err(TestCaseError::fail(format!("{why}\n---\n{text}"))))?;
        // The whole reader too, its one-pass path included: a file it reads is TOML.
        if cardroom_engine::phh::parse(&text).is_ok() {
            prop_assert!(text.parse::<toml::Table>().is_ok(), "{}", text);
        }
    }

    #[test]
    fn the_readers_toml_agrees_with_the_toml_crate_on_generated_documents(text in document()) {
        differs(&text).map_or(Ok(()), |why| Err(TestCaseError::fail(format!("{why}\n---\n{text}"))))?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(256)))]

    #[test]
    fn the_readers_toml_agrees_with_the_toml_crate_on_edited_documents(
        text in document(),
        edits in prop::collection::vec((any::<u16>(), 0u8..3, prop::sample::select(TRICKY.to_vec())), 1..4),
    ) {
        let text = edited(&text, edits);
        differs(&text).map_or(Ok(()), |why| Err(TestCaseError::fail(format!("{why}\n---\n{text}"))))?;
    }
}

/// Bytes that change what a TOML line means.
const TRICKY: [u8; 26] = [
    b'.', b'[', b']', b'=', b'"', b'\'', b'#', b'\\', b'\r', 0, b'{', b'}', b' ', b'\n', b',',
    b'e', b'_', b'0', b'+', b'-', b':', b'\t', 0x7f, b'x', b'T', b'5',
];

#[test]
fn the_readers_toml_agrees_with_the_toml_crate_on_every_corpus_file() {
    for text in corpus() {
        assert_eq!(differs(&text), None, "{text}");
    }
}

/// TOML documents of the kind hand histories are: keys with strings (basic and literal,
/// with escapes), integers, decimals, booleans and nested arrays, comments and blank lines.
fn document() -> impl Strategy<Value = String> {
    let string = prop_oneof![
        "[a-zA-Z0-9 ?#_.-]{0,12}".prop_map(|s| format!("'{s}'")),
        "([a-zA-Z0-9 ?#_.-]|\\\\n|\\\\t|\\\\\"|\\\\\\\\|\\\\u00e9){0,8}"
            .prop_map(|s| format!("\"{s}\"")),
    ];
    let number = prop_oneof![
        any::<i32>().prop_map(|n| n.to_string()),
        (any::<i16>(), 0u16..1000).prop_map(|(a, b)| format!("{a}.{b}")),
        Just("1_000".to_string()),
        Just("+5".to_string()),
        Just("-0".to_string()),
    ];
    let leaf = prop_oneof![
        string,
        number,
        Just("true".to_string()),
        Just("false".to_string())
    ];
    let value = leaf.prop_recursive(2, 12, 4, |inner| {
        (
            prop::collection::vec(inner, 0..4),
            any::<bool>(),
            any::<bool>(),
        )
            .prop_map(|(items, trailing, lines)| {
                let sep = if lines { ",\n  " } else { ", " };
                let end = if trailing && !items.is_empty() {
                    ","
                } else {
                    ""
                };
                format!("[{}{end}]", items.join(sep))
            })
    });
    prop::collection::vec(("[a-z_][a-z0-9_]{0,6}", value, any::<bool>()), 0..8).prop_map(|lines| {
        let mut out = String::new();
        let mut seen = std::collections::HashSet::new();
        for (key, value, comment) in lines {
            if !seen.insert(key.clone()) {
                continue;
            }
            out.push_str(&format!("{key} = {value}"));
            if comment {
                out.push_str("  # a comment");
            }
            out.push('\n');
        }
        out
    })
}

/// Where the two readers differ on `text`, if they do.
fn differs(text: &str) -> Option<String> {
    let theirs = text.parse::<toml::Table>();
    let mine = ours::parse(text);
    match (&mine, &theirs) {
        (Err(_), Err(_)) => None,
        (Ok(_), Err(e)) => Some(format!("ours reads it, the toml crate refuses: {e}")),
        (Err(e), Ok(_)) => Some(format!("the toml crate reads it, ours refuses: {e:?}")),
        (Ok(doc), Ok(table)) => {
            let mine_keys: Vec<&str> = doc.keys().collect();
            for (key, value) in table {
                if value.is_table() {
                    continue;
                }
                let Some(got) = doc.get(key) else {
                    return Some(format!("{key}: missing from ours"));
                };
                if let Some(why) = same(got, value) {
                    return Some(format!("{key}: {why}"));
                }
            }
            for key in mine_keys {
                if !table.contains_key(key) && !key.contains('.') {
                    return Some(format!("{key}: ours only"));
                }
            }
            None
        }
    }
}

fn same(mine: Ours<'_, '_>, theirs: &toml::Value) -> Option<String> {
    use toml::Value as T;
    let ok = match (mine, theirs) {
        (Ours::Str(s), T::String(t)) => s.as_ref() == t,
        (Ours::Bare(b), T::Integer(i)) => integer(b) == Some(*i),
        (Ours::Bare(b), T::Float(f)) => {
            let read: Option<f64> = match b.trim_start_matches('+') {
                "inf" => Some(f64::INFINITY),
                "-inf" => Some(f64::NEG_INFINITY),
                "nan" | "-nan" => Some(f64::NAN),
                other => other.replace('_', "").parse().ok(),
            };
            read.is_some_and(|r| r == *f || (r.is_nan() && f.is_nan()))
        }
        (Ours::Bare(b), T::Boolean(v)) => b == if *v { "true" } else { "false" },
        (Ours::Bare(b), T::Datetime(d)) => b
            .replace(' ', "T")
            .eq_ignore_ascii_case(&d.to_string().replace(' ', "T")),
        (Ours::Array(a), T::Array(t)) => {
            if a.len() != t.len() {
                return Some(format!("arrays of {} and {} items", a.len(), t.len()));
            }
            for (x, y) in a.iter().zip(t) {
                if let Some(why) = same(x, y) {
                    return Some(why);
                }
            }
            true
        }
        (Ours::Table, T::Table(_)) => true,
        _ => false,
    };
    (!ok).then(|| format!("ours {mine:?}, theirs {theirs:?}"))
}

/// A TOML integer as written (decimal with `_`, or 0x/0o/0b).
fn integer(text: &str) -> Option<i64> {
    let t = text.replace('_', "");
    let (sign, digits) = match t.strip_prefix('-') {
        Some(rest) => (-1, rest.to_string()),
        None => (1, t.trim_start_matches('+').to_string()),
    };
    let value = if let Some(h) = digits.strip_prefix("0x") {
        i64::from_str_radix(h, 16).ok()
    } else if let Some(o) = digits.strip_prefix("0o") {
        i64::from_str_radix(o, 8).ok()
    } else if let Some(b) = digits.strip_prefix("0b") {
        i64::from_str_radix(b, 2).ok()
    } else {
        digits.parse::<i64>().ok()
    };
    value.map(|v| sign * v)
}
