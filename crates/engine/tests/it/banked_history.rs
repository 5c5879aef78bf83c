//! Draw Poker with Joker in the hand-history format (variant `JD`): export, replay, the
//! committed corpus, and refusals with their action index.

use std::path::PathBuf;

use cardroom_engine::joker_draw::{JokerDrawAction, JokerDrawHand, JokerDrawOutcome};
use cardroom_engine::phh;

use crate::joker_draw::{
    deal_dealer, deal_player, dealer_exchange, new_hand, ok, player_exchange, reveal,
};

fn corpus(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/corpus/joker-draw")
        .join(name)
}

/// A new box (ante and BONUS in cents) with these entries applied in order.
fn played(
    ante: i64,
    bonus: i64,
    entries: impl IntoIterator<Item = JokerDrawAction>,
) -> JokerDrawHand {
    let mut h = new_hand(ante, bonus);
    for entry in entries {
        ok(&mut h, entry);
    }
    h
}

/// Four sevens with the joker against the dealer's queens, a BONUS on the box.
fn four_sevens() -> JokerDrawHand {
    played(
        60,
        30,
        [
            deal_player("AsKd7h7c2s"),
            deal_dealer("??????????"),
            player_exchange("AsKd2s", "7dJk9c"),
            JokerDrawAction::Bet,
            reveal("QsQh5c4d3h"),
            dealer_exchange("5c4d3h", "9h8s2d"),
            JokerDrawAction::Settle,
        ],
    )
}

/// The player folds after one exchange, cards not entered.
fn folded() -> JokerDrawHand {
    played(
        90,
        0,
        [
            deal_player("??????????"),
            deal_dealer("??????????"),
            player_exchange("????", "????"),
            JokerDrawAction::Fold,
        ],
    )
}

#[test]
fn a_joker_draw_hand_exports_and_replays_to_the_same_events_and_bankroll() {
    for (name, hand, stack) in [
        ("four-sevens-bonus.phh", four_sevens(), 10_000),
        ("fold-after-an-exchange.phh", folded(), 5_000),
    ] {
        let text = phh::export_banked(&hand, stack);
        let path = corpus(name);
        if std::env::var_os("UPDATE_CORPUS").is_some() {
            std::fs::create_dir_all(path.parent().expect("folder")).expect("mkdir");
            std::fs::write(&path, &text).expect("write");
        }
        let committed = std::fs::read_to_string(&path).expect("corpus file");
        assert_eq!(committed, text, "{name}");
        let replayed = phh::replay_banked(&committed).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(replayed.hand.events(), hand.events(), "{name}");
        let net = hand.settlement().expect("settled").player_net;
        assert_eq!(replayed.finishing_stack, stack + net);
    }
}

#[test]
fn the_four_sevens_hand_pays_the_ante_box_the_bet_and_the_bonus() {
    let h = four_sevens();
    let s = h.settlement().expect("settled");
    assert_eq!(s.outcome, JokerDrawOutcome::PlayerWins);
    // Ante box 1.20 at 1:1, the Bet 2.40 at 3:1 (four of a kind), the BONUS 0.30 at 20:1.
    assert_eq!((s.ante_net, s.bet_net, s.bonus_net), (120, 720, 600));
    assert_eq!(s.player_net, -s.house_net);
}

/// A committed corpus file's text.
fn corpus_text(name: &str) -> String {
    std::fs::read_to_string(corpus(name)).expect("corpus file")
}

/// The index and code of the first action refused when `text` is replayed as the banked game.
fn refused(text: &str) -> (Option<usize>, &'static str) {
    let e = phh::replay_banked(text).expect_err("refused");
    (e.action_index, e.code.as_str())
}

#[test]
fn a_joker_draw_file_with_a_wrong_bet_or_dealer_exchange_is_refused_at_that_action() {
    let text = corpus_text("four-sevens-bonus.phh");
    let wrong_bet = text.replace("'p1 cbr 2.40'", "'p1 cbr 3'");
    assert_eq!(refused(&wrong_bet), (Some(4), "wrong_bet"));
    let wrong_exchange = text.replace("'d _dx 5c4d3h 9h8s2d'", "'d _dx QsQh5c 9h8s2d'");
    assert_eq!(refused(&wrong_exchange), (Some(6), "wrong_dealer_exchange"));
    let wrong_stack = text.replace("finishing_stacks = [114.40]", "finishing_stacks = [100]");
    assert_eq!(refused(&wrong_stack), (None, "finishing_stacks_mismatch"));
}

#[test]
fn replay_any_reads_pot_games_and_the_banked_game() {
    let text = corpus_text("fold-after-an-exchange.phh");
    let banked = phh::replay_any(&text).expect("replays");
    assert_eq!(banked.finishing_stacks(), vec![5_000 - 180]);
    let broken = text.replace("variant = 'JD'", "variant = 'XX'");
    let e = phh::replay_any(&broken).expect_err("unknown");
    assert_eq!(e.code, "unsupported_variant");
}

#[test]
fn an_exchange_the_player_may_not_make_is_refused_at_his_discard_not_at_the_deal() {
    let text = corpus_text("four-sevens-bonus.phh");
    let after_first = "'d dh p1 7dJk9c',\n";
    // A discard of a card the player does not hold (index 2 is the discard, 3 the deal).
    let not_held = text.replace("'p1 sd AsKd2s'", "'p1 sd AsKd3s'");
    assert_eq!(refused(&not_held), (Some(2), "card_not_held"));
    // A second exchange of more than one card.
    let second = text.replace(
        after_first,
        &format!("{after_first}  'p1 sd 7h7c',\n  'd dh p1 QcQd',\n"),
    );
    assert_eq!(refused(&second), (Some(4), "wrong_card_count"));
    // A third exchange.
    let third = text.replace(
        after_first,
        &format!("{after_first}  'p1 sd 7h',\n  'd dh p1 Qc',\n  'p1 sd 7c',\n  'd dh p1 Qd',\n"),
    );
    assert_eq!(refused(&third), (Some(6), "no_more_exchanges"));
    // An exchange after the Bet.
    let after_bet = text.replace(
        "'p1 cbr 2.40',\n",
        "'p1 cbr 2.40',\n  'p1 sd 7h',\n  'd dh p1 Qc',\n",
    );
    assert_eq!(refused(&after_bet), (Some(5), "wrong_phase"));
    // A deal that does not match the discard is still the deal's.
    let short_deal = text.replace("'d dh p1 7dJk9c'", "'d dh p1 7dJk'");
    assert_eq!(refused(&short_deal), (Some(3), "wrong_card_count"));
}
