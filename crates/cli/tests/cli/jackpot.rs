//! `cardroom jackpot` (issue 38): the demo's bad-beat fund and its one bad beat, as the floor
//! reads them from the terminal, and the payout with a witness.

use crate::closeout::{AT, day};
use crate::support::assert_one_line_error;

#[test]
fn the_demo_s_bad_beat_is_a_pending_hit_in_jackpot_list_json_and_the_fund_is_seed_plus_collections()
{
    let room = day();
    let m = Some("Maria");
    let list = room.json(AT, m, &["jackpot", "list", "--json"]);
    let fund = &list["funds"][0];
    assert_eq!(fund["name"], "Bad beat");
    let pending = fund["pending"].as_array().unwrap();
    assert_eq!(pending.len(), 1, "{fund}");
    assert_eq!(pending[0]["table_name"], "Table 2");
    assert!(
        pending[0]["detail"]["loser_hand"]
            .as_str()
            .unwrap()
            .starts_with("Four of a kind"),
        "{pending:?}"
    );
    let shown = room.json(AT, m, &["jackpot", "show", "1", "--json"]);
    let ledger = shown["ledger"].as_array().unwrap();
    let collected: i64 = ledger
        .iter()
        .map(|l| l["collected_cents"].as_i64().unwrap())
        .sum();
    assert!(collected >= 100);
    assert_eq!(fund["balance_cents"].as_i64().unwrap(), 50_000 + collected);
    let text = room.ok(AT, m, &["jackpot", "list"]);
    assert!(text.contains("PENDING Bad beat"), "{text}");
    assert!(text.contains("keep the cards"), "{text}");
}

#[test]
fn jackpot_pay_needs_a_witness_who_is_someone_else_and_pays_from_the_fund() {
    let room = day();
    let m = Some("Maria");
    room.ok(AT, m, &["staff", "set-pin", "Frank", "--pin", "1357"]);
    let list = room.json(AT, m, &["jackpot", "list", "--json"]);
    let hand = list["funds"][0]["pending"][0]["hand_id"]
        .as_i64()
        .unwrap()
        .to_string();
    let before = list["funds"][0]["balance_cents"].as_i64().unwrap();
    // Over the house's $500.00: each player paid is named.
    let detail = &list["funds"][0]["pending"][0]["detail"];
    let mut seats = vec![
        detail["loser"].as_i64().unwrap(),
        detail["winner"].as_i64().unwrap(),
    ];
    seats.extend(
        detail["table"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s.as_i64().unwrap()),
    );
    let names: Vec<String> = seats.iter().map(|s| format!("{s}=Player {s}")).collect();
    let pay = |witness: &str, pin: &str| {
        let mut args = vec![
            "jackpot",
            "pay",
            "--fund",
            "1",
            "--hand",
            &hand,
            "--witness",
            witness,
            "--witness-pin",
            pin,
            "--pin",
            "2468",
            "--json",
        ];
        for name in &names {
            args.extend(["--name", name.as_str()]);
        }
        room.run(AT, m, &args)
    };
    assert_one_line_error(&pay("Maria", "2468"), "witness_same_person");
    assert_one_line_error(&pay("Frank", "9999"), "wrong_pin");
    let out = pay("Frank", "1357");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let paid: serde_json::Value =
        serde_json::from_str(crate::support::stdout(&out).trim()).unwrap();
    assert_eq!(paid["fund_before_cents"].as_i64().unwrap(), before);
    assert_eq!(paid["witness"], "Frank");
    assert_eq!(paid["shares"][0]["name"], format!("Player {}", seats[0]));
    let after = room.json(AT, m, &["jackpot", "list", "--json"]);
    assert_eq!(after["funds"][0]["balance_cents"], paid["fund_after_cents"]);
    assert!(after["funds"][0]["pending"].as_array().unwrap().is_empty());
    // A hand that proves nothing is refused with the reason.
    let refused = room.run(
        AT,
        m,
        &[
            "jackpot",
            "pay",
            "--fund",
            "1",
            "--hand",
            "1",
            "--witness",
            "Frank",
            "--witness-pin",
            "1357",
            "--pin",
            "2468",
        ],
    );
    assert_one_line_error(&refused, "jackpot_not_qualified");
}

#[test]
fn jackpot_add_high_hand_every_makes_a_high_hand_promotion_with_its_posted_rules() {
    let room = day();
    let m = Some("Maria");
    let args = |split: &'static str| {
        vec![
            "jackpot",
            "add",
            "--name",
            "High hand",
            "--games",
            "holdem",
            "--drop",
            "0.50",
            "--high-hand-every",
            "60",
            "--at-least",
            "Ac Ad Ah Kc Kd",
            "--ties",
            "first-shown",
            "--split",
            split,
        ]
    };
    // A high hand pays the winning hand only.
    assert_one_line_error(&room.run(AT, m, &args("50/25/15")), "invalid_input");
    let text = room.ok(AT, m, &args("0/80/0"));
    assert!(text.contains("High-hand promotion"), "{text}");
    assert!(text.contains("each hour"), "{text}");
    assert!(
        text.contains("a tie goes to the hand shown first"),
        "{text}"
    );
    let list = room.json(AT, m, &["jackpot", "list", "--json"]);
    let fund = list["funds"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["name"] == "High hand")
        .unwrap();
    assert_eq!(fund["terms"]["qualifier"]["kind"], "high_hand");
    assert_eq!(fund["terms"]["qualifier"]["period_minutes"], 60);
    assert_eq!(fund["terms"]["qualifier"]["ties"], "first_shown");
    // A bad beat and a high hand are one or the other.
    let both = room.run(
        AT,
        m,
        &[
            "jackpot",
            "add",
            "--name",
            "Both",
            "--games",
            "holdem",
            "--drop",
            "1",
            "--high-hand-every",
            "60",
            "--loser-at-least",
            "2c 2d 2h 2s 3c",
        ],
    );
    assert!(!both.status.success());
}
