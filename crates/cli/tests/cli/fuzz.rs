//! The command line's grammar fuzzed: random words as arguments to `cardroom` on a real room
//! never panic; the answer is output or one coded line, with exit code 0, 1 or 2. (Words that
//! name a file to write, `backup`, `restore`, `--csv`, `--xlsx`, `export`, are left out: a
//! random path may be anywhere.)

use proptest::prelude::*;

use crate::support::Room;

const WORDS: [&str; 44] = [
    "db",
    "check",
    "verify",
    "path",
    "migrate",
    "staff",
    "add",
    "list",
    "table",
    "open",
    "close",
    "seat",
    "move",
    "remove",
    "dealer",
    "push",
    "pull",
    "collect",
    "due",
    "mark",
    "shift",
    "report",
    "hand",
    "act",
    "undo",
    "show",
    "start",
    "pan",
    "jd",
    "eval",
    "audit",
    "rates",
    "--table",
    "--seat",
    "--name",
    "--stack",
    "--json",
    "--as",
    "1",
    "-1",
    "999999999999999999999",
    "Maria",
    "holdem",
    "f",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn random_arguments_never_panic_and_answer_in_one_coded_line(
        args in prop::collection::vec(prop_oneof![
            prop::sample::select(WORDS.to_vec()).prop_map(String::from),
            "[a-z0-9 .$-]{0,8}",
        ], 0..7),
    ) {
        let room = Room::new();
        room.ok("18:00", None, &["staff", "add", "Maria", "--role", "floor"]);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = room.run("18:05", Some("Maria"), &args);
        let err = String::from_utf8_lossy(&out.stderr);
        prop_assert!(matches!(out.status.code(), Some(0..=2)), "{:?}: {:?} {}", args, out.status, err);
        prop_assert!(!err.contains("panicked"), "{:?}: {}", args, err);
        if out.status.code() == Some(1) {
            prop_assert_eq!(err.lines().count(), 1, "{:?}: {}", args, err);
            prop_assert!(err.starts_with("cardroom: error ["), "{:?}: {}", args, err);
        }
    }
}
