//! `cardroom hand replay`: PHH files through the rules engine, with the JSON-lines contract.

use std::path::Path;
use std::process::Output;

use crate::support::{assert_contains, cardroom, command, json_lines, stderr, stdout, texts};

const GOOD: &str = "variant = 'NT'
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [200, 150.5]
actions = [
  'd dh p1 AcAd',
  'd dh p2 ????',
  'p2 cbr 6',
  'p1 cc',
  'd db 7d5h9d',
  'p1 cc',
  'p2 cc',
  'd db 2s',
  'p1 cbr 10',
  'p2 f',
]
finishing_stacks = [206, 144.5]
";

fn write(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).unwrap();
    }
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

/// `cardroom hand replay --json` of `given`, a file or a folder.
fn replay_json(home: &tempfile::TempDir, given: &str) -> Output {
    cardroom(home.path(), &["hand", "replay", "--json", given])
}

/// Asserts the replay stopped on an `io` error that says `what`.
fn assert_io_error(out: &Output, what: &str) {
    let err = stderr(out);
    assert!(err.starts_with("cardroom: error [io]:"), "{err}");
    assert!(err.contains(what), "{err}");
}

/// A home folder holding an empty `hands` folder.
fn home_with_hands() -> (tempfile::TempDir, std::path::PathBuf) {
    let home = tempfile::tempdir().unwrap();
    let dir = home.path().join("hands");
    std::fs::create_dir_all(&dir).unwrap();
    (home, dir)
}

#[test]
fn a_good_hand_replays_with_its_finishing_stacks_and_exit_0() {
    let home = tempfile::tempdir().unwrap();
    let file = write(home.path(), "good.phh", GOOD);
    let out = replay_json(&home, &file);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 1);
    assert_eq!(
        lines[0],
        serde_json::json!({"file": file, "ok": true, "finishing_stacks": [206, 144.5]})
    );
}

#[test]
fn a_refused_action_reports_its_index_code_and_message_and_exit_1() {
    let home = tempfile::tempdir().unwrap();
    let bad = GOOD.replace("'p2 cbr 6'", "'p2 cbr 3'");
    let file = write(home.path(), "bad.phh", &bad);
    let out = replay_json(&home, &file);
    assert_eq!(out.status.code(), Some(1));
    let line = &json_lines(&out)[0];
    assert_eq!(line["file"], file.as_str());
    assert_eq!(line["ok"], false);
    assert_eq!(line["action_index"], 2);
    assert_eq!(line["code"], "below_min_raise");
    assert!(
        line["message"].as_str().unwrap().contains("at least 4"),
        "{line}"
    );
}

#[test]
fn different_finishing_stacks_fail_with_finishing_stacks_mismatch() {
    let home = tempfile::tempdir().unwrap();
    let file = write(
        home.path(),
        "m.phh",
        &GOOD.replace("[206, 144.5]", "[200, 150.5]"),
    );
    let out = replay_json(&home, &file);
    assert_eq!(out.status.code(), Some(1));
    let line = &json_lines(&out)[0];
    assert_eq!(line["code"], "finishing_stacks_mismatch");
    assert_eq!(line["ok"], false);
}

#[test]
fn directories_are_searched_recursively_for_phh_files_and_paths_are_shown_as_given() {
    let (home, dir) = home_with_hands();
    write(&dir, "a.phh", GOOD);
    write(&dir, "deep/b.phh", GOOD);
    write(&dir, "deep/notes.txt", "not a hand");
    write(&dir, "deep/c.phh", &GOOD.replace("'p2 f'", "'p2 zz'"));
    let given = dir.display().to_string();
    let out = replay_json(&home, &given);
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(
        texts(&out, "file"),
        vec![
            format!("{given}/a.phh"),
            format!("{given}/deep/b.phh"),
            format!("{given}/deep/c.phh")
        ]
    );
    assert_eq!(lines[2]["action_index"], 9);
    assert_eq!(lines[2]["code"], "phh_action");
}

#[test]
fn a_linked_directory_is_searched_and_a_file_over_64_kib_is_read_whole() {
    let home = tempfile::tempdir().unwrap();
    let dir = home.path().join("hands");
    let elsewhere = home.path().join("elsewhere");
    write(&elsewhere, "linked.phh", GOOD);
    std::fs::create_dir_all(&dir).unwrap();
    std::os::unix::fs::symlink(&elsewhere, dir.join("link")).unwrap();
    // Comments pad the file past the reader's first 64 KiB buffer; the actions come after.
    let padding = "# a note from the floor\n".repeat(4_000);
    write(&dir, "long.phh", &format!("{padding}{GOOD}"));
    let given = dir.display().to_string();
    let out = replay_json(&home, &given);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let lines = json_lines(&out);
    assert_eq!(
        texts(&out, "file"),
        vec![
            format!("{given}/link/linked.phh"),
            format!("{given}/long.phh")
        ]
    );
    assert_eq!(
        lines[1]["finishing_stacks"],
        serde_json::json!([206, 144.5])
    );
}

#[test]
fn a_pipe_with_no_writer_is_refused_at_once_instead_of_hanging_the_replay() {
    // Only regular files are read: a FIFO named directly or found in a walked folder is
    // refused without being opened (opening it would wait for a writer for ever).
    let (home, dir) = home_with_hands();
    let fifo = dir.join("piped.phh");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(made.success());
    for given in [fifo.display().to_string(), dir.display().to_string()] {
        let mut child = command(home.path(), &["hand", "replay", "--json", &given])
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
        while child.try_wait().unwrap().is_none() {
            if std::time::Instant::now() > deadline {
                child.kill().unwrap();
                panic!("the replay of {given} waited on the pipe");
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        let out = child.wait_with_output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{given}");
        assert_io_error(&out, "not a regular file");
    }
}

#[test]
fn a_file_larger_than_the_limit_is_refused_without_reading_it_all() {
    let (home, dir) = home_with_hands();
    let big = dir.join("big.phh");
    let file = std::fs::File::create(&big).unwrap();
    // Sparse: 64 MiB on paper, nothing on disk.
    file.set_len(64 << 20).unwrap();
    let out = cardroom(home.path(), &["hand", "replay", big.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert_contains(&err, "larger than 16 MiB");
}

#[test]
fn a_file_that_cannot_be_read_stops_the_replay_with_exit_2_after_the_hands_before_it() {
    let (home, dir) = home_with_hands();
    write(&dir, "a.phh", GOOD);
    // A link to a file that is not there: listed, but it cannot be opened.
    std::os::unix::fs::symlink(home.path().join("gone.phh"), dir.join("b.phh")).unwrap();
    write(&dir, "c.phh", GOOD);
    let given = dir.display().to_string();
    let out = replay_json(&home, &given);
    assert_eq!(out.status.code(), Some(2), "{}", stdout(&out));
    assert_eq!(texts(&out, "file"), vec![format!("{given}/a.phh")]);
    assert_io_error(&out, "b.phh");
}

#[test]
fn a_link_loop_is_walked_once_and_ends() {
    let (home, dir) = home_with_hands();
    write(&dir, "a.phh", GOOD);
    write(&dir, "deep/b.phh", GOOD);
    // A link back to the top, inside it: following it would list every file again and again.
    std::os::unix::fs::symlink(&dir, dir.join("deep/up")).unwrap();
    let given = dir.display().to_string();
    let out = replay_json(&home, &given);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(
        texts(&out, "file"),
        vec![format!("{given}/a.phh"), format!("{given}/deep/b.phh")]
    );
}

#[test]
fn without_json_a_line_per_failure_and_a_closing_summary() {
    let home = tempfile::tempdir().unwrap();
    let good = write(home.path(), "good.phh", GOOD);
    let bad = write(
        home.path(),
        "bad.phh",
        &GOOD.replace("'p1 cc',\n  'd db 7d5h9d'", "'p1 cc',\n  'd db 7d5hAc'"),
    );
    let out = cardroom(home.path(), &["hand", "replay", &good, &bad]);
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    assert!(
        lines[0].contains(&bad) && lines[0].contains("duplicate_card"),
        "{text}"
    );
    assert_eq!(lines[1], "1 passed, 1 failed");
    let out = cardroom(home.path(), &["hand", "replay", &good]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(stdout(&out), "1 passed, 0 failed\n");
}

#[test]
fn a_malformed_file_is_a_failed_hand_not_a_crash() {
    let home = tempfile::tempdir().unwrap();
    let file = write(home.path(), "x.phh", "variant = 'NT'\nantes = [0,\n");
    let out = replay_json(&home, &file);
    assert_eq!(out.status.code(), Some(1));
    let line = &json_lines(&out)[0];
    assert_eq!(line["code"], "phh_syntax");
    assert!(line["action_index"].is_null());
}

#[test]
fn a_missing_path_is_an_io_error_with_exit_2_and_no_path_is_a_usage_error() {
    let home = tempfile::tempdir().unwrap();
    let missing = home.path().join("nope.phh").display().to_string();
    let out = replay_json(&home, &missing);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).starts_with("cardroom: error [io]:"),
        "{}",
        stderr(&out)
    );
    let out = cardroom(home.path(), &["hand", "replay"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn the_engine_fixture_corpus_replays_in_one_call() {
    let home = tempfile::tempdir().unwrap();
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../engine/tests/fixtures/pokerkit");
    let out = cardroom(home.path(), &["hand", "replay", corpus.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
    assert!(stdout(&out).ends_with(" passed, 0 failed\n"));
}

fn corpus() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../engine/tests/fixtures/corpus")
        .display()
        .to_string()
}

#[test]
fn the_corpus_of_every_game_replays_with_the_same_output_contract() {
    let home = tempfile::tempdir().unwrap();
    let out = replay_json(&home, &corpus());
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let lines = json_lines(&out);
    assert!(lines.len() >= 6);
    for game in [
        "five-card-draw",
        "low-ball",
        "mexican-poker",
        "pineapple",
        "joker-draw",
        "pan",
    ] {
        let line = lines
            .iter()
            .find(|l| l["file"].as_str().is_some_and(|f| f.contains(game)))
            .unwrap_or_else(|| panic!("no {game} hand"));
        assert_eq!(line["ok"], true);
        assert!(line["finishing_stacks"].is_array());
    }
}

#[test]
fn a_refused_draw_game_action_reports_its_index_and_code() {
    let home = tempfile::tempdir().unwrap();
    let text =
        std::fs::read_to_string(Path::new(&corpus()).join("low-ball/kill-and-sevens-rule.phh"))
            .unwrap();
    // Seat 4 throws away a card seat 3 holds.
    let bad = text.replace("'p4 sd 9c9dTc'", "'p4 sd 9c9dKd'");
    assert_ne!(bad, text);
    let file = write(home.path(), "bad.phh", &bad);
    let out = replay_json(&home, &file);
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(lines[0]["ok"], false);
    assert_eq!(lines[0]["code"], "card_not_held");
    assert!(lines[0]["action_index"].is_number());
}

#[test]
fn hand_variants_lists_every_code_with_its_game_structure_and_extension_verbs() {
    let home = tempfile::tempdir().unwrap();
    let out = cardroom(home.path(), &["hand", "variants", "--json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let list: Vec<serde_json::Value> = serde_json::from_str(&stdout(&out)).unwrap();
    let find = |code: &str| {
        list.iter()
            .find(|v| v["code"] == code)
            .unwrap_or_else(|| panic!("no {code}"))
            .clone()
    };
    let has_verb = |code: &str, verb: &str| {
        let verbs = find(code)["extension_verbs"].as_array().unwrap().clone();
        verbs.iter().any(|v| v == verb)
    };
    assert_eq!(find("NT")["game"], "holdem");
    assert_eq!(find("NT")["structure"], "no_limit");
    assert_eq!(find("FA5L1D")["game_name"], "Low Ball");
    assert!(has_verb("FA5L1D", "pN _kill"));
    assert_eq!(find("FMX")["game"], "mexican_poker");
    assert_eq!(find("F5D")["structure"], "fixed_limit");
    assert_eq!(find("JD")["game"], "joker_draw");
    assert_eq!(find("JD")["structure"], "house_banked");
    assert_eq!(find("PAN")["game"], "pan");
    assert!(has_verb("PAN", "pN _meld MELD"));
    assert!(has_verb("NP", "pN _dc CARD"));
    for game in [
        "holdem",
        "pineapple",
        "five_card_draw",
        "low_ball",
        "mexican_poker",
    ] {
        assert_eq!(
            list.iter().filter(|v| v["game"] == game).count(),
            3,
            "{game}: no, pot and fixed limit"
        );
    }
}
