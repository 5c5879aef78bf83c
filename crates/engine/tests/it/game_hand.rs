//! The three kinds of hand through the one [`GameHand`] trait only: a dealer's typed words
//! parsed and applied, the hand replayed from its events, undone, and what it waits for.

use crate::support::fixed_antes;
use cardroom_engine::joker_draw::{BankedSetup, JokerDrawConfig, JokerDrawHand, JokerDrawStakes};
use cardroom_engine::pan::{PanConfig, PanHand, PanSetup};
use cardroom_engine::{
    Coded, Game, GameConfig, GameHand, Hand, HandKind, PotSetup, SeatSpec, Structure, Turn,
};

/// A hand played from `words`, one entry each, through the trait only. Checks on the way
/// that the hand replayed from its events shows what was played, and that undo takes back
/// exactly the last entry.
fn play<G: GameHand>(setup: &G::Setup, words: &[&str]) -> G {
    let json = |view: G::View| serde_json::to_value(view).expect("a view serializes");
    let mut hand = G::start(setup).unwrap_or_else(|v| panic!("setup: [{}] {v}", v.code()));
    let mut views = vec![json(hand.view())];
    for line in words {
        let action = hand
            .parse_action(line)
            .unwrap_or_else(|r| panic!("{line:?} not read: [{}] {r}", r.code));
        let event = hand
            .apply(action.clone())
            .unwrap_or_else(|v| panic!("{line:?} refused: [{}] {v}", v.code()));
        assert_eq!(hand.events().len(), views.len(), "one event per entry");
        // The action an event records applies again to the hand before it.
        let mut again = hand.undo().expect("undo");
        again
            .apply(G::action_of(&event))
            .unwrap_or_else(|v| panic!("{line:?}: the event's action is refused: {v}"));
        assert_eq!(json(again.view()), json(hand.view()), "{line:?}");
        views.push(json(hand.view()));
    }
    // Through JSON, as the room stores them.
    let stored = serde_json::to_string(hand.events()).expect("events serialize");
    let events: Vec<G::Event> = serde_json::from_str(&stored).expect("events deserialize");
    let setup_json = serde_json::to_string(setup).expect("setup serializes");
    let setup_back: G::Setup = serde_json::from_str(&setup_json).expect("setup deserializes");
    let replayed =
        G::replay(&setup_back, &events).unwrap_or_else(|(i, v)| panic!("event {i}: {v}"));
    assert_eq!(json(replayed.view()), json(hand.view()));
    assert_eq!(replayed.is_complete(), hand.is_complete());
    if !words.is_empty() {
        let undone = hand.undo().expect("undo");
        assert_eq!(undone.events().len(), hand.events().len() - 1);
        assert_eq!(Some(&json(undone.view())), views.get(views.len() - 2));
    }
    hand
}

fn pot_setup(config: GameConfig, seats: &[u8], button: u8) -> PotSetup {
    PotSetup {
        config,
        seats: seats
            .iter()
            .map(|&seat| SeatSpec {
                seat,
                stack: 10_000,
            })
            .collect(),
        button,
    }
}

#[test]
fn a_holdem_hand_replayed_from_its_events_shows_what_was_played() {
    let setup = pot_setup(
        GameConfig::house(Game::Holdem, Structure::NoLimit, 100, 200),
        &[1, 3, 5],
        1,
    );
    let start = play::<Hand>(&setup, &[]);
    assert_eq!(GameHand::waiting_for(&start).who, Turn::Dealer);
    assert!(
        GameHand::waiting_for(&start).words.contains("`post`"),
        "{:?}",
        GameHand::waiting_for(&start)
    );
    let hand = play::<Hand>(
        &setup,
        &["post", "deal 3 AsKd", "next", "next", "call 1", "call 3"],
    );
    let waiting = GameHand::waiting_for(&hand);
    assert_eq!(waiting.who, Turn::Seat(5));
    assert_eq!(
        waiting.words,
        "seat 5: fold, check, raise to 4.00 to 100.00"
    );
    // Pre-flop called, then seat 3's flop bet folds the others out.
    let folded = [
        "post",
        "deal 3 AsKd",
        "next",
        "next",
        "call 1",
        "call 3",
        "check 5",
        "burn",
        "board Ah7c2d",
        "bet 3 $4.50",
        "fold 5",
        "fold 1",
    ];
    let hand = play::<Hand>(&setup, &folded);
    assert_eq!(GameHand::waiting_for(&hand).who, Turn::Dealer);
    assert_eq!(GameHand::settlement(&hand), None);
    let hand = play::<Hand>(&setup, &[&folded[..], &["next"]].concat());
    assert!(hand.is_complete());
    let waiting = GameHand::waiting_for(&hand);
    assert_eq!(waiting.who, Turn::Nobody);
    let settlement = GameHand::settlement(&hand).expect("settled");
    let seat3 = settlement
        .seats
        .iter()
        .find(|s| s.seat == 3)
        .expect("seat 3");
    assert_eq!(seat3.net, 400);
    let view = serde_json::to_value(hand.view()).expect("json");
    assert_eq!(view["board"], serde_json::json!(["Ah", "7c", "2d"]));
    assert_eq!(<Hand as GameHand>::KIND, HandKind::Pot);
}

#[test]
fn a_typed_action_the_rules_refuse_leaves_the_hand_as_it_was() {
    let setup = pot_setup(
        GameConfig::house(Game::Holdem, Structure::NoLimit, 100, 200),
        &[1, 2],
        1,
    );
    let mut hand = play::<Hand>(&setup, &["post", "next", "next"]);
    let before = serde_json::to_value(hand.view()).expect("json");
    let action = hand.parse_action("check 1").expect("words read");
    let refused = GameHand::apply(&mut hand, action).expect_err("seat 1 faces the big blind");
    assert_eq!(Coded::code(&refused), "check_facing_bet");
    assert_eq!(serde_json::to_value(hand.view()).expect("json"), before);
    let words = hand
        .parse_action("raise 1 4,00")
        .expect_err("a comma is not a decimal point");
    assert_eq!(words.code, "bad_amount");
}

#[test]
fn a_five_card_draw_hand_waits_for_the_draw_and_replays_it() {
    let config = fixed_antes(Game::FiveCardDraw, 50, 8, 400, 800);
    let setup = pot_setup(config, &[1, 2], 2);
    let mut words = vec!["post"];
    words.extend(["next"; 2]);
    words.extend(["check 1", "check 2"]);
    let hand = play::<Hand>(&setup, &words);
    let waiting = GameHand::waiting_for(&hand);
    assert_eq!(waiting.who, Turn::Seat(1));
    assert!(
        waiting.words.starts_with("seat 1: draw 0 to 5 cards"),
        "{waiting:?}"
    );
    words.extend(["draw 1 2", "burn", "deal 1", "draw 2"]);
    let hand = play::<Hand>(&setup, &words);
    assert_eq!(GameHand::waiting_for(&hand).who, Turn::Seat(1));
    let view = serde_json::to_value(hand.view()).expect("json");
    assert_eq!(view["street"], "post_draw");
    assert_eq!(view["seats"][0]["drew"], 2);
    assert_eq!(view["seats"][1]["drew"], 0);
}

const H1: &str = "4d4h6c7cJcQdKd2d3h6s";
const H2: &str = "5s5s5sKhQhJh2c3c4c6d";
const H3: &str = "AhAh2h3h4h5d6d7dJdQc";

#[test]
fn a_pan_hand_played_from_typed_entries_settles_and_replays() {
    let setup = PanSetup {
        pan: PanConfig::house(25),
        seats: vec![1, 2, 3],
        first: 2,
        stacks: Some(vec![10_000, 10_000, 10_000]),
    };
    let deal = |seat: &str, hand: &str, round: usize| {
        format!("d dh {seat} {}", &hand[round * 10..round * 10 + 10])
    };
    let mut lines = vec!["d _tops".to_string()];
    for round in 0..2 {
        // Turn order from the first hand: 2, 1, 3.
        lines.push(deal("2", H2, round));
        lines.push(deal("p1", H1, round));
        lines.push(deal("3", H3, round));
    }
    lines.extend(
        [
            "2 _stay",
            "1 _stay",
            "3 _retire",
            "2 _draw Ac",
            "2 _meld lay Ac2c3c4c",
            "2 _meld lay 5s5s5s",
            "2 _meld lay KhQhJh",
            "2 _dc 6d",
            "1 _draw 7s",
            "1 _dc 7s",
            "2 _draw 5s",
        ]
        .map(String::from),
    );
    let words: Vec<&str> = lines.iter().map(String::as_str).collect();
    let hand = play::<PanHand>(&setup, &words);
    assert_eq!(GameHand::waiting_for(&hand).who, Turn::Seat(2));
    assert_eq!(GameHand::settlement(&hand), None);
    let mut words = words;
    words.extend(["2 _meld add 1 5s", "2 _out"]);
    let hand = play::<PanHand>(&setup, &words);
    assert!(hand.is_complete());
    assert_eq!(GameHand::waiting_for(&hand).who, Turn::Nobody);
    let settlement = GameHand::settlement(&hand).expect("settled");
    assert_eq!(settlement.winner, Some(2));
    let start = play::<PanHand>(&setup, &[]);
    assert_eq!(GameHand::waiting_for(&start).who, Turn::Dealer);
    let refused = start.parse_action("x _stay").expect_err("no seat x");
    assert_eq!(refused.code, "phh_action");
    assert_eq!(<PanHand as GameHand>::KIND, HandKind::Pan);
}

#[test]
fn a_banked_box_shows_what_settling_would_pay_before_it_settles() {
    let setup = BankedSetup {
        joker_draw: JokerDrawConfig::default(),
        stakes: JokerDrawStakes {
            ante: 300,
            bonus: 0,
        },
    };
    let words = [
        "d dh p1 AsAhAdAc2d",
        "d _dd",
        "p1 cbr 6.00",
        "d _rv KsKd7c5h2s",
        "d _dx 7c5h2s 9c8d3h",
    ];
    let hand = play::<JokerDrawHand>(&setup, &words[..2]);
    assert_eq!(GameHand::waiting_for(&hand).who, Turn::Seat(1));
    let wrong = hand
        .parse_action("p1 cbr 5")
        .expect_err("the Bet is twice the ante box");
    assert_eq!(wrong.code, "wrong_bet");
    let hand = play::<JokerDrawHand>(&setup, &words);
    assert_eq!(GameHand::waiting_for(&hand).who, Turn::Dealer);
    let view = serde_json::to_value(hand.view()).expect("json");
    assert!(view["if_settled"].is_object(), "{view}");
    assert!(view["settlement"].is_null());
    let mut all = words.to_vec();
    all.push("settle");
    let hand = play::<JokerDrawHand>(&setup, &all);
    assert!(hand.is_complete());
    assert_eq!(GameHand::waiting_for(&hand).who, Turn::Nobody);
    let settlement = GameHand::settlement(&hand).expect("settled");
    assert!(settlement.player_net > 0, "{settlement:?}");
    assert_eq!(
        serde_json::to_value(&settlement).expect("json"),
        view["if_settled"]
    );
    assert_eq!(<JokerDrawHand as GameHand>::KIND, HandKind::Banked);
}

#[test]
fn setups_read_the_json_the_room_stores() {
    let pot: PotSetup = serde_json::from_value(serde_json::json!({
        "config": serde_json::to_value(GameConfig::house(Game::Holdem, Structure::NoLimit, 100, 200)).expect("json"),
        "seats": [{"seat": 1, "stack": 1000}, {"seat": 2, "stack": 1000}],
        "button": 1,
        "rate_id": null,
        "seatings": [[1, 7], [2, 8]]
    }))
    .expect("a stored pot setup");
    assert_eq!(pot.button, 1);
    let pan: PanSetup = serde_json::from_value(serde_json::json!({
        "pan": serde_json::to_value(PanConfig::house(25)).expect("json"),
        "seats": [1, 2],
        "first": 2
    }))
    .expect("a Pan setup stored before table stakes");
    assert_eq!(pan.stacks, None);
    let banked: BankedSetup = serde_json::from_value(serde_json::json!({
        "joker_draw": serde_json::to_value(JokerDrawConfig::default()).expect("json"),
        "stakes": {"ante": 300, "bonus": 30},
        "seat": 4,
        "seating_id": 9,
        "player": "Ann",
        "stack_cents": 100000
    }))
    .expect("a stored banked setup");
    assert_eq!(banked.stakes.bonus, 30);
}
