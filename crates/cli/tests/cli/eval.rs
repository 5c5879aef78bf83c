//! `cardroom eval`: one line per hand, JSON strengths that order hands, one-line errors.

use serde_json::Value;

use crate::support::{assert_one_line_error, cardroom, json_lines, stderr, stdout, texts};

fn eval(args: &[&str]) -> std::process::Output {
    let home = tempfile::tempdir().unwrap();
    let mut all = vec!["eval"];
    all.extend_from_slice(args);
    cardroom(home.path(), &all)
}

fn strength(v: &Value) -> Vec<u64> {
    v["strength"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n.as_u64().unwrap())
        .collect()
}

#[test]
fn eval_json_prints_the_contract_line_for_each_hand() {
    let out = eval(&["--rules", "high", "--json", "AsKd7h7c2s"]);
    assert!(out.status.success(), "{out:?}");
    let text = stdout(&out);
    assert_eq!(text.lines().count(), 1);
    assert!(
        text.starts_with(r#"{"hand":"AsKd7h7c2s","category":"pair","strength":["#),
        "{text}"
    );
    let v = &json_lines(&out)[0];
    assert_eq!(v["best"], "7h7cAsKd2s");
    assert_eq!(v["description"], "Pair of sevens");
    assert_eq!(strength(v).len(), 6);
}

#[test]
fn eval_strength_arrays_order_hands_lexicographically_under_each_rules() {
    let cases: [(&str, &[&str], &str, &str); 5] = [
        ("high", &[], "As Ac Ad Kd Kc", "Ah Kh Qh Jh 9h"),
        ("high-bug", &[], "As Ah Ad Ac Jk", "Ks Qs Js Ts 9s"),
        ("ace-to-five", &[], "7h 5c 4d 3s 2h", "7h 6c 4d 3s 2h"),
        (
            "mexican",
            &["--joker", "up"],
            "Kh Qh 7h 5h 2h",
            "As Ac Ad Kd Kc",
        ),
        ("joker-draw", &[], "Kh 9h 5h 3h 2h", "2s 5s 9s Ks Jk"),
    ];
    for (rules, extra, better, worse) in cases {
        let mut args = vec!["--rules", rules, "--json"];
        args.extend_from_slice(extra);
        args.extend([worse, better]);
        let out = eval(&args);
        assert!(out.status.success(), "{rules}: {out:?}");
        let lines = json_lines(&out);
        assert!(
            strength(&lines[1]) > strength(&lines[0]),
            "{rules}: {lines:?}"
        );
    }
}

#[test]
fn eval_names_the_categories_in_snake_case() {
    let out = eval(&[
        "--rules",
        "joker-draw",
        "--json",
        "AsAhAdAcJk",
        "KsQsJsTs9s",
        "7h7c7s7dKs",
        "2h2c2s3d3s",
        "Kh9h7h5h2h",
        "Th9c8s7d6h",
        "6h6c6sKd2s",
        "AhAd7c7s3h",
        "AhKd9c7s3h",
    ]);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(
        texts(&out, "category"),
        [
            "five_of_a_kind",
            "straight_flush",
            "four_of_a_kind",
            "full_house",
            "flush",
            "straight",
            "three_of_a_kind",
            "two_pair",
            "high_card"
        ]
    );
}

#[test]
fn eval_mexican_joker_face_changes_the_hand_and_defaults_to_down() {
    let up = eval(&["--rules", "mexican", "--joker", "up", "KdKh6c4sJk"]);
    let down = eval(&["--rules", "mexican", "--joker", "down", "KdKh6c4sJk"]);
    let default = eval(&["--rules", "mexican", "KdKh6c4sJk"]);
    assert!(stdout(&up).contains("Pair of kings"), "{}", stdout(&up));
    assert!(
        stdout(&down).contains("Three of a kind, kings"),
        "{}",
        stdout(&down)
    );
    assert_eq!(stdout(&default), stdout(&down));
}

#[test]
fn eval_without_json_prints_a_readable_line() {
    let out = eval(&["--rules", "ace-to-five", "7h 5c 4d 3s 2h"]);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(stdout(&out), "7h5c4d3s2h: Seven-five low (7h5c4d3s2h)\n");
}

#[test]
fn eval_a_bad_hand_gets_one_error_line_and_the_others_still_print() {
    let out = eval(&[
        "--rules",
        "high",
        "--json",
        "AsKd7h7c2s",
        "AsXd7h7c2s",
        "KhKd7h7c2s",
    ]);
    assert_one_line_error(&out, "bad_rank");
    assert!(stderr(&out).contains("AsXd7h7c2s"), "{}", stderr(&out));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[1]["description"], "Two pair, kings and sevens");
}

#[test]
fn eval_reports_each_bad_hand_with_its_code() {
    let out = eval(&["--rules", "high", "AsKd7h", "AsAs7h7c2s", "AsKd7h7c2s"]);
    assert!(!out.status.success());
    let err = stderr(&out);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 2, "{err}");
    assert!(
        lines[0].starts_with("cardroom: error [bad_hand_size]: AsKd7h: "),
        "{err}"
    );
    assert!(
        lines[1].starts_with("cardroom: error [duplicate_card]: "),
        "{err}"
    );
    assert_eq!(stdout(&out).lines().count(), 1);
}

#[test]
fn eval_mexican_refuses_cards_not_in_its_deck() {
    let out = eval(&["--rules", "mexican", "9sKd7c5h2d"]);
    assert_one_line_error(&out, "not_in_deck");
}

#[test]
fn eval_joker_face_is_only_for_mexican() {
    let out = eval(&["--rules", "high", "--joker", "up", "AsKd7h7c2s"]);
    assert_one_line_error(&out, "invalid_input");
}
