//! Hand-history files are read whole: a card list is never cut short, a `_` field that names
//! nothing or lists more than the hand uses is refused, and the general reader refuses a file
//! nested too deep instead of exhausting its stack.

use std::path::PathBuf;

use cardroom_engine::phh;

use crate::support::*;

fn corpus(path: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/corpus")
        .join(path);
    std::fs::read_to_string(path).expect("corpus file")
}

/// A corpus file, which replays as it is.
fn replaying(name: &str) -> String {
    let text = corpus(name);
    assert!(phh::replay_text(&text).is_ok(), "{name}");
    text
}

/// The line and code of the refusal of `text`.
fn refused_at(text: &str) -> (Option<usize>, &'static str) {
    let (at, code, _) = refused(text);
    (at, code)
}

fn refused(text: &str) -> (Option<usize>, &'static str, String) {
    let e = phh::replay_text(text).expect_err("refused");
    (e.action_index, e.code.as_str(), e.message)
}

#[test]
fn a_pineapple_discard_is_exactly_one_card_and_a_longer_list_is_refused_at_its_line() {
    let text = replaying("pineapple/discards.phh");
    // Two cards, the second held by another player: once the first was kept, the rest dropped.
    let two = text.replace("'p1 _dc Kc'", "'p1 _dc KcQs'");
    let (at, code, message) = refused(&two);
    assert_eq!((at, code), (Some(6), "wrong_card_count"));
    assert!(message.contains("one card, not 2"), "{message}");
    let both_own = text.replace("'p1 _dc Kc'", "'p1 _dc KcAd'");
    assert_eq!(refused(&both_own).1, "wrong_card_count");
}

#[test]
fn an_exposed_card_and_a_down_card_turned_up_are_one_card_each() {
    let low = replaying("low-ball/reshuffle-and-exposed-card.phh");
    let exposed = low.replace("'d _xp p1 Qh'", "'d _xp p1 QhKh'");
    assert_eq!(refused_at(&exposed), (Some(1), "wrong_card_count"));
    let mexican = replaying("mexican-poker/turn-up-and-keep-down.phh");
    let turned = mexican.replace("'p2 _up Qd'", "'p2 _up QdQc'");
    assert_eq!(refused_at(&turned), (Some(10), "wrong_card_count"));
}

#[test]
fn each_burn_is_one_card_and_a_burn_list_longer_than_the_hand_burns_is_refused() {
    let text = replaying("five-card-draw/bug-straight-flush-beats-a-full-house.phh");
    let two_in_one = text.replace("_burns = ['3c']", "_burns = ['3c4c']");
    let (at, code, message) = refused(&two_in_one);
    assert_eq!((at, code), (None, "phh_field"));
    assert!(message.contains("entry 0 (3c4c) is 2 cards"), "{message}");
    let extra = text.replace("_burns = ['3c']", "_burns = ['3c', '4c']");
    let (at, code, message) = refused(&extra);
    assert_eq!((at, code), (None, "phh_field"));
    assert!(
        message.contains("lists 2 cards but the hand burns 1"),
        "{message}"
    );
    // Fewer burns than the hand's are its first burns; the rest are unknown.
    let none = text.replace("_burns = ['3c']", "_burns = []");
    assert!(phh::replay_text(&none).is_ok());
}

#[test]
fn a_required_kill_must_name_a_player_of_a_low_ball_hand() {
    let text = replaying("low-ball/kill-and-sevens-rule.phh");
    let required = |label: &str| {
        text.replace("  'p3 _kill',\n", "").replace(
            "_chip_unit = 0.01",
            &format!("_chip_unit = 0.01\n_required_kill = '{label}'"),
        )
    };
    let posted = phh::replay_text(&required("p3")).expect("a required kill replays");
    assert!(matches!(
        posted.hand.events()[0],
        cardroom_engine::Event::ForcedBetsPosted { kill: Some(_), .. }
    ));
    for nobody in ["p9", "p0", "seat3", ""] {
        let (at, code, message) = refused(&required(nobody));
        assert_eq!((at, code), (None, "phh_field"), "{nobody:?}");
        assert!(message.contains("_required_kill"), "{message}");
    }
    let holdem = corpus("pineapple/discards.phh").replace(
        "_chip_unit = 0.01",
        "_chip_unit = 0.01\n_required_kill = 'p1'",
    );
    let (_, code, message) = refused(&holdem);
    assert_eq!(code, "phh_field");
    assert!(message.contains("only a Low Ball pot"), "{message}");
}

#[test]
fn a_card_seen_twice_is_refused_with_where_it_is_said_once() {
    let mut h = dealt(nl(), &[10_000; 2], 2);
    ok_all(&mut h, [call(2), check(1)]);
    ok(&mut h, burn("2c"));
    let (code, message) = crate::support::refused(&mut h, board("2cKd7h"));
    assert_eq!(code, "duplicate_card");
    assert_eq!(message, "2c is already burned");
    let (_, twice) = crate::support::refused(&mut h, board("KdKd7h"));
    assert_eq!(twice, "Kd is entered twice");
}

#[test]
fn arrays_nested_deeper_than_the_limit_are_refused_without_exhausting_the_stack() {
    // 100,000 levels: the reader used to recurse once a level and abort (SIGABRT).
    let depth = 100_000;
    let text = format!(
        "variant = 'NT'\nx = {}{}\n",
        "[".repeat(depth),
        "]".repeat(depth)
    );
    let e = phh::toml::parse(&text).expect_err("too deep");
    assert_eq!(e.line, 2);
    assert!(
        e.message.contains("nested more than 32 deep"),
        "{}",
        e.message
    );
    let replayed = phh::replay_any(&text).expect_err("too deep");
    assert_eq!(replayed.code, "phh_syntax");
    // The limit itself is read.
    let deepest = format!(
        "x = {}{}\n",
        "[".repeat(phh::toml::MAX_NESTING),
        "]".repeat(phh::toml::MAX_NESTING)
    );
    assert!(phh::toml::parse(&deepest).is_ok());
}

#[test]
fn a_file_of_whole_amounts_plays_whole_chips_unless_a_bet_is_written_with_decimals() {
    let text = "variant = 'NT'
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [200, 150]
actions = ['d dh p1 ????', 'd dh p2 ????', 'p2 cbr 6.50', 'p1 f']
finishing_stacks = [198, 152]
";
    let cents = phh::replay_text(text).expect("a bet in cents replays");
    assert_eq!(cents.hand.config().chip_unit, 1);
    let whole = phh::replay_text(&text.replace("6.50", "6")).expect("whole chips");
    assert_eq!(whole.hand.config().chip_unit, 100);
    // With the chip given, a bet that is not whole chips is refused at its action.
    let quarters = format!("{text}_chip_unit = 0.25\n").replace("6.50", "6.10");
    let (at, code, message) = refused(&quarters);
    assert_eq!((at, code), (Some(2), "not_chip_multiple"));
    assert!(
        message.contains("bets are in 0.25 chips: 6.10"),
        "{message}"
    );
}
