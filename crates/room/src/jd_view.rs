//! What the dealer's screen shows of a Draw Poker with Joker box.

use cardroom_engine::joker_draw::{
    JokerDrawAction, JokerDrawHand, JokerDrawLegal, JokerDrawPhase, JokerDrawSettlement,
};
use cardroom_engine::{Card, SeatNo};
use cardroom_store::HandRow;
use serde::Serialize;

use crate::jd_hands::JdSetup;

/// Who the box waits for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum JdTurn {
    /// The player decides: fold, exchange or Bet (the dealer enters his decision).
    Player,
    /// The dealer deals, reveals, exchanges his own hand, shows or settles.
    Dealer,
}

/// A Draw Poker with Joker box as the dealer's screen shows it. Amounts in cents.
#[derive(Debug, Clone, Serialize)]
pub struct JdHandView {
    pub hand_id: i64,
    pub table_id: i64,
    pub number: i64,
    /// The seat that plays the box, and the player in it.
    pub seat: SeatNo,
    pub player: String,
    /// The player's stack when the box began.
    pub stack_cents: i64,
    pub ante_cents: i64,
    pub bonus_cents: i64,
    pub phase: JokerDrawPhase,
    /// Who acts next; `None` once the hand is over.
    pub turn: Option<JdTurn>,
    /// What the dealer must enter next, in words.
    pub waiting_for: String,
    /// The next entry the hand accepts, with its amounts (the Bet, what an exchange costs)
    /// or the dealer's required exchange.
    pub legal: JokerDrawLegal,
    /// The player's and the dealer's cards as they stand (`??`: not entered).
    pub player_cards: Vec<String>,
    pub dealer_cards: Vec<String>,
    pub exchanges: u8,
    pub ante_box_cents: i64,
    pub bet_cents: i64,
    /// Ante box, Bet and BONUS on the table.
    pub staked_cents: i64,
    /// What settling now would pay or collect (both hands final, not yet settled).
    pub if_settled: Option<JokerDrawSettlement>,
    pub settlement: Option<JokerDrawSettlement>,
    pub finished: bool,
    /// How many entries stand (undone ones excluded).
    pub actions: usize,
}

fn card_texts(cards: &[Option<Card>]) -> Vec<String> {
    cards
        .iter()
        .map(|c| c.map_or_else(|| "??".to_string(), |c| c.to_string()))
        .collect()
}

fn turn(phase: JokerDrawPhase) -> Option<JdTurn> {
    match phase {
        JokerDrawPhase::FirstRound
        | JokerDrawPhase::SecondRound
        | JokerDrawPhase::FinalDecision => Some(JdTurn::Player),
        JokerDrawPhase::Complete => None,
        _ => Some(JdTurn::Dealer),
    }
}

/// The settlement the hand would reach if the dealer settled it now.
fn preview(hand: &JokerDrawHand) -> Option<JokerDrawSettlement> {
    if hand.legal_actions() != JokerDrawLegal::Settle {
        return None;
    }
    let mut next = hand.clone();
    next.apply(JokerDrawAction::Settle).ok()?;
    next.settlement().cloned()
}

pub(crate) fn view(row: &HandRow, setup: &JdSetup, hand: &JokerDrawHand) -> JdHandView {
    JdHandView {
        hand_id: row.id,
        table_id: row.table_id,
        number: row.number,
        seat: setup.seat,
        player: setup.player.clone(),
        stack_cents: setup.stack_cents,
        ante_cents: setup.stakes.ante,
        bonus_cents: setup.stakes.bonus,
        phase: hand.phase(),
        turn: turn(hand.phase()),
        waiting_for: hand.expected(),
        legal: hand.legal_actions(),
        player_cards: card_texts(hand.player_cards()),
        dealer_cards: card_texts(hand.dealer_cards()),
        exchanges: hand.exchanges(),
        ante_box_cents: hand.ante_box(),
        bet_cents: hand.bet(),
        staked_cents: hand.staked(),
        if_settled: preview(hand),
        settlement: hand.settlement().cloned(),
        finished: row.finished_at.is_some(),
        actions: hand.events().len(),
    }
}
