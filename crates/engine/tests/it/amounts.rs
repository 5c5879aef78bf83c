//! Amounts at the edges: every setup amount is within `0..=MAX_CHIPS`, so no sum of a hand can
//! wrap; amounts outside it are refused at setup, and no entered amount panics.

use cardroom_engine::{
    Action, Chips, Collection, Game, GameConfig, Hand, MAX_CHIPS, SeatPost, Structure, phh,
};

use crate::support::*;

/// A change to a table's configuration.
type Change = Box<dyn Fn(&mut GameConfig)>;

/// The setup error's code and message.
fn setup_error(config: GameConfig, stacks: &[Chips]) -> (&'static str, String) {
    let e = Hand::new(config, seats(stacks), 2).expect_err("refused at setup");
    (e.code().as_str(), e.to_string())
}

#[test]
fn the_largest_amount_a_table_takes_is_a_hundred_billion_dollars() {
    assert_eq!(MAX_CHIPS, 10_000_000_000_000);
    // The most a hand can hold, its 17 seats' stacks, is far inside i64 even summed again.
    assert!(MAX_CHIPS.checked_mul(17 * 4).is_some());
}

#[test]
fn a_stack_above_the_largest_amount_is_refused_at_setup() {
    // The red team's stack: i64::MAX cents. Two of them all-in made a negative pot.
    let (code, message) = setup_error(nl(), &[i64::MAX, i64::MAX]);
    assert_eq!(code, "invalid_setup");
    assert!(
        message.contains("seat 1's stack") && message.contains("above"),
        "{message}"
    );
    assert_eq!(
        setup_error(nl(), &[10_000, MAX_CHIPS + 100]).0,
        "invalid_setup"
    );
    assert!(Hand::new(nl(), seats(&[MAX_CHIPS, MAX_CHIPS]), 2).is_ok());
}

#[test]
fn every_setup_amount_above_the_largest_or_negative_is_refused() {
    let too_big = MAX_CHIPS + 100;
    let stacks = [10_000, 10_000, 10_000];
    let cases: Vec<(&str, Change)> = vec![
        ("ante", Box::new(move |c| c.antes = vec![too_big; 3].into())),
        ("ante", Box::new(|c| c.antes = vec![0, -100].into())),
        (
            "small blind",
            Box::new(move |c| c.blinds = vec![too_big, 200].into()),
        ),
        ("big blind", Box::new(|c| c.blinds = vec![100, -200].into())),
        (
            "straddle",
            Box::new(move |c| c.blinds = vec![100, 200, too_big].into()),
        ),
        ("minimum bet", Box::new(move |c| c.min_bet = too_big)),
        ("small bet", Box::new(|c| c.small_bet = -100)),
        ("big bet", Box::new(move |c| c.big_bet = too_big)),
        (
            "drop",
            Box::new(move |c| c.collection = Collection::PotDrop { amount: too_big }),
        ),
        (
            "drop",
            Box::new(|c| c.collection = Collection::ButtonDrop { amount: -100 }),
        ),
        (
            "post",
            Box::new(move |c| {
                c.seat_posts = vec![SeatPost {
                    seat: 3,
                    amount: too_big,
                }]
            }),
        ),
    ];
    for (what, change) in cases {
        let mut c = nl();
        change(&mut c);
        let (code, message) = setup_error(c, &stacks);
        assert_eq!(code, "invalid_setup", "{what}");
        assert!(message.contains(what), "{what}: {message}");
    }
}

#[test]
fn the_smallest_chip_must_be_positive_and_at_most_the_largest_amount() {
    for unit in [0, -25, MAX_CHIPS + 1] {
        let mut c = nl();
        c.chip_unit = unit;
        let (code, message) = setup_error(c, &[10_000, 10_000]);
        assert_eq!(code, "invalid_setup");
        assert!(message.contains("smallest chip"), "{message}");
    }
}

#[test]
fn two_all_ins_of_the_largest_stack_make_a_pot_that_is_awarded() {
    // The hand the red team could never finish, at the largest stacks allowed.
    let mut h = dealt(nl(), &[MAX_CHIPS, MAX_CHIPS], 2);
    ok_all(&mut h, [all_in(2), all_in(1)]);
    // Nobody left to bet: the hands are shown, then the board is run out.
    ok(&mut h, show_unentered(2));
    ok(&mut h, show_unentered(1));
    for board in ["??????", "??", "??"] {
        street(&mut h, board);
    }
    let pots = h.pots();
    assert_eq!(pots.len(), 1);
    assert_eq!(pots[0].amount, 2 * MAX_CHIPS);
    ok(&mut h, award(0, &[1, 2]));
    assert!(h.is_complete());
    assert_eq!(h.stacks(), vec![MAX_CHIPS, MAX_CHIPS]);
    assert_eq!(h.settlement().balance(), 0);
}

#[test]
fn a_pot_drop_larger_than_the_pot_takes_the_pot_and_never_panics() {
    let mut c = nl();
    c.collection = Collection::PotDrop { amount: MAX_CHIPS };
    let mut h = dealt(c, &[10_000, 10_000], 2);
    ok(&mut h, fold(2));
    ok(&mut h, award_by_hands(0));
    assert!(h.is_complete());
    assert_eq!(h.settlement().collection, 300, "the drop is the pot, 1 + 2");
    assert_eq!(h.settlement().balance(), 0);
}

#[test]
fn a_bet_of_any_amount_is_refused_without_panicking_and_changes_nothing() {
    let mut h = dealt(nl(), &[10_000, 10_000, 10_000], 3);
    for to in [i64::MAX, i64::MIN, MAX_CHIPS + 1, -1, 0] {
        let (code, _) = refused(&mut h, Action::BetOrRaise { seat: 3, to });
        assert!(
            matches!(code, "not_enough_chips" | "below_min_raise"),
            "{to}: {code}"
        );
    }
}

#[test]
fn a_hand_history_with_a_stack_above_the_largest_amount_is_refused_at_setup() {
    let text = "variant = 'NT'
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [92233720368547758.07, 92233720368547758.07]
actions = ['d dh p1 ????', 'd dh p2 ????', 'p2 cbr 92233720368547758.07', 'p1 cc']
";
    let e = phh::replay_text(text).expect_err("refused");
    assert_eq!((e.code.as_str(), e.action_index), ("invalid_setup", None));
    let banked = "variant = 'JD'
starting_stacks = [92233720368547758.07]
_ante = 0.60
actions = ['d dh p1 ??????????', 'd _dd ??????????', 'p1 f']
";
    let e = phh::replay_banked(banked).expect_err("refused");
    assert_eq!((e.code.as_str(), e.action_index), ("phh_field", None));
    assert!(e.message.contains("above"), "{}", e.message);
}

#[test]
fn the_house_table_of_an_enormous_big_blind_is_refused_not_overflowed() {
    let c = GameConfig::house(Game::Holdem, Structure::FixedLimit, i64::MAX, i64::MAX);
    assert_eq!(c.big_bet, i64::MAX, "saturated, not wrapped");
    assert_eq!(setup_error(c, &[10_000, 10_000]).0, "invalid_setup");
}
