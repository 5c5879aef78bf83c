//! PHH: import, replay against PokerKit's finishing stacks, export and import again.

use std::path::PathBuf;

use cardroom_engine::phh::{self, Variant};
use cardroom_engine::{Collection, Hand};

use crate::support::*;

fn fixtures() -> Vec<(PathBuf, String)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/pokerkit");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("fixtures dir")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "phh"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("read");
            (p, text)
        })
        .collect()
}

#[test]
fn every_pokerkit_fixture_replays_to_its_finishing_stacks() {
    let files = fixtures();
    assert!(files.len() >= 30, "{} fixtures", files.len());
    for variant in ["nt-", "ft-", "pt-"] {
        assert!(
            files
                .iter()
                .any(|(p, _)| p.to_string_lossy().contains(variant))
        );
    }
    for (path, text) in &files {
        let parsed = phh::parse(text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(parsed.finishing_stacks.is_some());
        let replayed = phh::replay(&parsed).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(replayed.hand.is_complete(), "{}", path.display());
    }
}

#[test]
fn export_then_import_gives_the_same_hand() {
    for (path, text) in fixtures() {
        let first = phh::replay_text(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let exported = phh::export(&first.hand).expect("exports");
        let second = phh::replay_text(&exported)
            .unwrap_or_else(|e| panic!("{}: {e}\n{exported}", path.display()));
        assert_eq!(
            second.hand.events(),
            first.hand.events(),
            "{}",
            path.display()
        );
        assert_eq!(second.finishing_stacks, first.finishing_stacks);
    }
}

const HEADS_UP: &str = "variant = 'NT'
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [200, 150]
actions = [
  'd dh p1 AcAd',
  'd dh p2 ????  # the button',
  'p2 cbr 6',
  'p1 cc',
  'd db 7d5h9d',
  'p1 cc',
  'p2 cc',
  'd db 2s',
  'p1 cbr 10',
  'p2 f',
]
finishing_stacks = [206, 144]
";

/// The index and code of the first action refused when `from` is replaced by `to` in
/// [`HEADS_UP`] (`why` says why it must be refused).
fn refused_at(from: &str, to: &str, why: &str) -> (Option<usize>, &'static str) {
    let err = phh::replay_text(&HEADS_UP.replace(from, to)).expect_err(why);
    (err.action_index, err.code.as_str())
}

#[test]
fn heads_up_phh_reverses_the_blinds_player_one_posts_the_big_blind() {
    let parsed = phh::parse(HEADS_UP).expect("parses");
    assert_eq!(parsed.variant, Variant::NT);
    let mut probe = parsed.clone();
    probe.actions.truncate(2);
    probe.finishing_stacks = None;
    let h = phh::replay(&probe).expect("replays").hand;
    let seats = h.seats();
    assert_eq!(
        (seats[0].bet, seats[1].bet),
        (200, 100),
        "p1 big blind, p2 (button) small"
    );
    assert_eq!(h.button(), 2);
    assert_eq!(to_act(&h), 2, "the button acts first pre-flop");
    let done = phh::replay(&parsed).expect("replays");
    assert_eq!(done.finishing_stacks, vec![20_600, 14_400]);
}

#[test]
fn the_first_refused_action_is_reported_with_its_index_and_code() {
    assert_eq!(
        refused_at(
            "'p1 cc',\n  'd db 7d5h9d'",
            "'p1 cc',\n  'd db 7d5hAc'",
            "duplicate"
        ),
        (Some(4), "duplicate_card")
    );
    assert_eq!(
        refused_at("'p2 cbr 6'", "'p2 cbr 3'", "below min"),
        (Some(2), "below_min_raise")
    );
    assert_eq!(
        refused_at("'p2 cbr 6'", "'p1 cbr 6'", "out of turn"),
        (Some(2), "out_of_turn")
    );
    assert_eq!(
        refused_at("'p2 f'", "'p2 xx'", "not an action"),
        (Some(9), "phh_action")
    );
}

#[test]
fn a_deal_of_more_cards_than_any_hand_holds_is_refused_with_its_index_not_cut_short() {
    // Three cards to a Hold'em seat: the engine's count check.
    assert_eq!(
        refused_at("'d dh p1 AcAd'", "'d dh p1 AcAdKs'", "three hole cards"),
        (Some(0), "wrong_card_count")
    );
    // Nine: more than a list of one deal holds, refused as it is read.
    let text = HEADS_UP.replace("'d dh p1 AcAd'", "'d dh p1 AcAdKsKdQsQdJsJdTs'");
    let err = phh::replay_text(&text).expect_err("nine hole cards");
    assert_eq!((err.action_index, err.code.as_str()), (Some(0), "bad_card"));
    assert!(err.message.contains("at most 8 cards"), "{}", err.message);
}

#[test]
fn different_finishing_stacks_are_a_mismatch() {
    assert_eq!(
        refused_at("[206, 144]", "[207, 143]", "mismatch"),
        (None, "finishing_stacks_mismatch")
    );
}

#[test]
fn amounts_may_have_two_decimals_and_not_more() {
    let text = HEADS_UP
        .replace("[1, 2]", "[0.5, 1.25]")
        .replace("min_bet = 2", "min_bet = 1.25")
        .replace("'p2 cbr 6'", "'p2 cbr 3.75'")
        .replace("[206, 144]", "[203.75, 146.25]");
    let done = phh::replay_text(&text).expect("replays");
    assert_eq!(done.finishing_stacks, vec![20_375, 14_625]);
    let text = HEADS_UP.replace("'p2 cbr 6'", "'p2 cbr 6.125'");
    assert_eq!(
        phh::replay_text(&text).expect_err("3 decimals").code,
        "phh_action"
    );
}

#[test]
fn unsupported_variants_and_missing_fields_are_reported() {
    let err = phh::parse(&HEADS_UP.replace("'NT'", "'PO'")).expect_err("variant");
    assert_eq!(err.code(), "unsupported_variant");
    let err = phh::parse(&HEADS_UP.replace("min_bet = 2\n", "")).expect_err("min_bet");
    assert_eq!(err.code(), "phh_field");
    let err = phh::parse("variant = 'NT'\nantes = [0, 0\n").expect_err("syntax");
    assert_eq!(err.code(), "phh_syntax");
}

#[test]
fn an_imported_no_limit_hand_has_no_raise_cap_and_fixed_limit_has_the_house_cap() {
    let text = "variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [1000, 1000, 1000]
actions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????',
  'p3 cbr 4', 'p1 cbr 8', 'p2 cbr 16', 'p3 cbr 32', 'p1 cbr 64']
";
    phh::replay_text(text).expect("no cap in NT");
    let text = "variant = 'FT'
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
small_bet = 2
big_bet = 4
starting_stacks = [1000, 1000, 1000]
actions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????',
  'p3 cbr 4', 'p1 cbr 6', 'p2 cbr 8', 'p3 cbr 10']
";
    let err = phh::replay_text(text).expect_err("capped");
    assert_eq!(
        (err.action_index, err.code.as_str()),
        (Some(6), "raise_cap_reached")
    );
}

#[test]
fn a_house_hand_with_known_burns_a_drop_and_named_winners_exports_and_imports_the_same() {
    let mut c = nl();
    c.collection = Collection::PotDrop { amount: 300 };
    c.chip_unit = 25;
    let mut h = posted(c, &[10_000, 8_000, 12_000], 2);
    deal_unknown(&mut h);
    ok_all(&mut h, [to(2, 700), call(3), call(1)]);
    ok(&mut h, burn("2c"));
    ok(&mut h, board("AsKd7h"));
    ok_all(&mut h, [3, 1, 2].map(check));
    checked_streets(&mut h, &["??", "5c"], &[3, 1, 2]);
    ok_all(&mut h, [3, 1, 2].map(show_unentered));
    ok(&mut h, award(0, &[1, 3]));
    let text = phh::export(&h).expect("exports");
    assert!(text.contains("_pot_drop = 3"), "{text}");
    assert!(
        text.contains("_winners = [['p2', 'p3']]") || text.contains("_winners = [['p1', 'p2']]"),
        "{text}"
    );
    let back = phh::replay_text(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(back.hand.events(), h.events());
    assert_eq!(back.hand.settlement(), h.settlement());
    let _: &Hand = &back.hand;
}

#[test]
fn the_documented_example_replays() {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/doc-example.phh");
    let text = std::fs::read_to_string(path).expect("read");
    let doc = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/hand-history.md"),
    )
    .expect("docs");
    assert!(
        doc.contains(text.trim_end()),
        "docs/hand-history.md shows the fixture verbatim"
    );
    let done = phh::replay_text(&text).expect("replays");
    assert_eq!(done.finishing_stacks, vec![19_900, 19_400, 20_700]);
    assert_eq!(done.hand.button(), 8);
}

#[test]
fn named_winners_past_the_seats_a_hand_deals_are_refused_not_cut_short() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/corpus/five-card-draw/cards-unknown-no-limit.phh");
    let text = std::fs::read_to_string(path).expect("fixture");
    assert!(phh::replay_text(&text).is_ok());
    let eighteen = vec!["'p4'"; 18].join(", ");
    let text = text.replace("_winners = [['p4']]", &format!("_winners = [[{eighteen}]]"));
    let err = phh::replay_text(&text).expect_err("eighteen winners");
    assert_eq!(err.code.as_str(), "phh_field");
    assert!(err.message.contains("at most 17 seats"), "{}", err.message);
}
