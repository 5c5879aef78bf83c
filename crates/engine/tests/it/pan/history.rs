//! Pan in the hand-history format (variant `PAN`): a full hand exported, committed, replayed
//! to the same events and bankrolls; refusals carry their action index.

use std::path::PathBuf;

use cardroom_engine::pan::{PanAction, PanHand, Play};
use cardroom_engine::phh;

use super::support::{H1, H3, c, cfg, dealt, seat_2_lays_three_conditions};

fn corpus(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/corpus/pan")
        .join(name)
}

/// Seat 3 retires; seat 2 lays three conditions, increases one and goes out.
fn full_hand() -> PanHand {
    let mut hand = dealt(
        cfg(),
        &[(1, H1), (2, "5s 5s 5s Kh Qh Jh 2c 3c 4c 6d"), (3, H3)],
        2,
    );
    let out = PanAction::GoOut { seat: 2 };
    for action in seat_2_lays_three_conditions().into_iter().chain([out]) {
        hand.apply(action.clone())
            .unwrap_or_else(|v| panic!("{action:?}: [{}] {v}", v.code()));
    }
    hand
}

#[test]
fn a_full_pan_hand_exports_and_replays_to_the_same_events_and_bankrolls() {
    let hand = full_hand();
    let stacks = [5_000, 5_000, 5_000];
    let text = phh::export_pan(&hand, &stacks);
    let path = corpus("retire-conditions-out.phh");
    if std::env::var_os("UPDATE_CORPUS").is_some() {
        std::fs::create_dir_all(path.parent().expect("folder")).expect("mkdir");
        std::fs::write(&path, &text).expect("write");
    }
    let committed = std::fs::read_to_string(&path).expect("corpus file");
    assert_eq!(committed, text);
    let replayed = phh::replay_pan(&committed).expect("replays");
    assert_eq!(replayed.hand.events(), hand.events());
    assert_eq!(
        replayed.finishing_stacks.iter().sum::<i64>(),
        15_000,
        "conserved"
    );
    // Seat 2 collected (7 + 2 + 2 + 9 + 3 - 1) chips of 25 cents; seat 3 lost his top.
    assert_eq!(
        replayed.finishing_stacks,
        vec![5_000 - 21 * 25, 5_000 + 22 * 25, 4_975]
    );
    let any = phh::replay_any(&committed).expect("replay_any reads PAN");
    assert_eq!(any.finishing_stacks(), replayed.finishing_stacks);
}

#[test]
fn a_pan_file_with_an_invalid_meld_is_refused_at_that_action_with_the_reason() {
    let text = std::fs::read_to_string(corpus("retire-conditions-out.phh")).expect("file");
    let bad = text.replace("'p2 _meld lay KhQhJh'", "'p2 _meld lay KhQh6d'");
    assert_ne!(bad, text);
    let e = phh::replay_pan(&bad).expect_err("not a meld");
    assert!(e.action_index.is_some());
    assert!(e.message.contains("not"), "{}", e.message);
}

#[test]
fn every_pan_move_has_a_text_form_that_reads_back() {
    let plays = [
        Play::Lay {
            cards: c("Qh Jh 7h"),
        },
        Play::Add {
            meld: 1,
            cards: c("6h"),
        },
        Play::Split {
            meld: 0,
            add: c("Qd 4d"),
            part: c("Qd Jd 7d"),
        },
        Play::Borrow {
            meld: 2,
            take: c("7c"),
            cards: c("7d 7h"),
        },
    ];
    for play in plays {
        let mut hand = PanHand::new(cfg(), vec![1, 2], 1).expect("table");
        hand.apply(PanAction::PostTops).expect("tops");
        let text = phh::export_pan(&hand, &[100, 100]);
        // A file stopped before anyone goes out is refused as unfinished, not misread.
        let with_move = text.replace(
            "actions = [\n  'd _tops',\n]",
            &format!(
                "actions = [\n  'd _tops',\n  'p1 _meld {}',\n]",
                match &play {
                    Play::Lay { cards } => format!("lay {}", text_of(cards)),
                    Play::Add { meld, cards } => format!("add {meld} {}", text_of(cards)),
                    Play::Split { meld, add, part } =>
                        format!("split {meld} {} {}", text_of(add), text_of(part)),
                    Play::Borrow { meld, take, cards } =>
                        format!("borrow {meld} {} {}", text_of(take), text_of(cards)),
                }
            ),
        );
        assert_ne!(with_move, text);
        let e = phh::replay_pan(&with_move).expect_err("out of turn: cards are being dealt");
        assert_eq!(e.action_index, Some(1), "{}", e.message);
        assert_ne!(
            e.code.as_str(),
            "phh_action",
            "the move was read: {}",
            e.message
        );
    }
}

fn text_of(cards: &[cardroom_engine::Card]) -> String {
    cards.iter().map(ToString::to_string).collect()
}
