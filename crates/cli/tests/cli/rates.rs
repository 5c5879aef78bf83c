//! `cardroom rates list`: the Mint schedule, readable and as JSON.

use std::process::Output;

use crate::support::{assert_one_line_error, cardroom, cardroom_on, stdout};

/// Runs `cardroom` with `args` on a room.sqlite3 in `home`.
fn on_room(home: &tempfile::TempDir, args: &[&str]) -> Output {
    cardroom_on(home.path(), &home.path().join("room.sqlite3"), args)
}

#[test]
fn rates_list_prints_the_mint_schedule_in_dollars() {
    let home = tempfile::tempdir().unwrap();
    let out = on_room(&home, &["rates", "list"]);
    assert!(out.status.success(), "{out:?}");
    let text = stdout(&out);
    let line = |game: &str, stakes: &str| {
        text.lines()
            .find(|l| l.contains(game) && l.contains(stakes))
            .unwrap_or_else(|| panic!("no row for {game} {stakes} in\n{text}"))
            .to_string()
    };
    assert!(line("Five Card Draw", "$4.00-$20.00").contains(" 4.00 "));
    assert!(line("Low Ball", "$4.00-$20.00").contains(" 4.00 "));
    assert!(line("Pineapple", "$20.00-$80.00").contains(" 7.00 "));
    assert!(line("Pan", "$2.00-$5.00").contains(" 0.50 "));
    assert!(line("Pan", "$2.00-$5.00").contains("per player every 30 minutes"));
    assert!(line("Texas Hold'em", "$2.00-$4.00").contains(" 3.00 "));
    assert!(line("Texas Hold'em", "$3.00-$6.00").contains(" 4.00 "));
    assert!(line("Texas Hold'em", "No limit").contains(" 4.00 "));
    assert!(line("Texas Hold'em", "No limit").contains("from the pot before the deal"));
    // The Mint lists no rate for them: a table of one is opened with the manager's rate.
    assert!(
        text.contains("No schedule row for Crazy Pineapple, Mexican Poker, Draw Poker with Joker")
    );
}

#[test]
fn rates_list_json_carries_cents_not_dollars() {
    let home = tempfile::tempdir().unwrap();
    let out = on_room(&home, &["rates", "list", "--json"]);
    assert!(out.status.success(), "{out:?}");
    let doc: serde_json::Value = serde_json::from_str(stdout(&out).trim()).unwrap();
    let rates = doc["rates"].as_array().unwrap();
    assert_eq!(rates.len(), 7);
    let pan = rates.iter().find(|r| r["game"] == "pan").unwrap();
    assert_eq!(pan["amount_cents"], 50);
    assert_eq!(pan["mode"], "time");
    assert_eq!(pan["interval_minutes"], 30);
}

#[test]
fn rates_list_at_a_date_before_the_schedule_is_empty() {
    let home = tempfile::tempdir().unwrap();
    let out = on_room(&home, &["rates", "list", "--json", "--at", "1999-12-31"]);
    let doc: serde_json::Value = serde_json::from_str(stdout(&out).trim()).unwrap();
    assert_eq!(doc["rates"].as_array().unwrap().len(), 0);
}

#[test]
fn rates_list_with_a_bad_time_is_a_one_line_error() {
    let home = tempfile::tempdir().unwrap();
    let out = on_room(&home, &["rates", "list", "--at", "next tuesday"]);
    assert_one_line_error(&out, "bad_time");
}

#[test]
fn rates_list_uses_the_default_database_when_none_is_named() {
    let home = tempfile::tempdir().unwrap();
    let out = cardroom(home.path(), &["rates", "list"]);
    assert!(out.status.success(), "{out:?}");
    assert!(
        home.path()
            .join("com.cardroom.app")
            .join("cardroom.sqlite3")
            .exists()
    );
}
