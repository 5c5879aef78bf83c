//! Settlement: the ante box, the Bet and the BONUS, in integer cents for the player and the
//! house.

use cardroom_cards::joker_draw::{dealer_qualifies, evaluate};
use cardroom_cards::{Card, Evaluation};
use serde::{Deserialize, Serialize};

use super::config::{JokerDrawConfig, Odds, PayRow};
use super::violation::JokerDrawViolation;
use crate::{Chips, format_amount};

/// No game (the dealer does not qualify): the ante box is paid 2 to 3.
pub const NO_GAME_ODDS: Odds = Odds::new(2, 3);

/// How the box ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "snake_case")]
pub enum JokerDrawOutcome {
    /// The player folded: the ante box is lost.
    Folded,
    /// The dealer did not qualify: the ante box is paid 2:3 and the Bet returned.
    NoGame,
    /// The dealer qualified and won: the ante box and the Bet are lost.
    DealerWins,
    /// The dealer qualified and lost: the ante box is paid 1:1, the Bet by the payout table.
    PlayerWins,
    /// Equal hands: the ante box and the Bet are returned.
    Push,
}

/// What the box won or lost. Nets are from the player's side (positive: the house pays);
/// `house_net` is `-player_net`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct JokerDrawSettlement {
    /// How the box ended.
    pub outcome: JokerDrawOutcome,
    /// The ante box: the initial ante plus one initial ante per exchange.
    pub ante_box: Chips,
    /// The Bet (0 when the player folded).
    pub bet: Chips,
    /// The BONUS bet (0 when none was placed).
    pub bonus: Chips,
    /// The player's final hand ("Pair of kings"); `None` when he folded.
    pub player_hand: Option<String>,
    /// The dealer's final hand; `None` when the player folded.
    pub dealer_hand: Option<String>,
    /// The payout row the Bet was paid on (the player won).
    pub bet_row: Option<PayRow>,
    /// The BONUS row paid (`None`: the BONUS lost or was not placed).
    pub bonus_row: Option<PayRow>,
    /// The ante box won (paid 1:1 or 2:3) or lost.
    pub ante_net: Chips,
    /// The Bet won (by the payout table) or lost.
    pub bet_net: Chips,
    /// The BONUS won (by the BONUS table) or lost.
    pub bonus_net: Chips,
    /// What the player won (positive) or lost (negative) in all.
    pub player_net: Chips,
    /// What the house won or lost: always `-player_net`.
    pub house_net: Chips,
}

impl JokerDrawSettlement {
    #[allow(clippy::too_many_arguments)]
    fn new(
        outcome: JokerDrawOutcome,
        ante_box: Chips,
        bet: Chips,
        bonus: Chips,
        hands: Option<(&Evaluation, &Evaluation)>,
        bet_row: Option<PayRow>,
        bonus_row: Option<PayRow>,
        nets: (Chips, Chips, Chips),
    ) -> JokerDrawSettlement {
        let (ante_net, bet_net, bonus_net) = nets;
        let player_net = ante_net + bet_net + bonus_net;
        JokerDrawSettlement {
            outcome,
            ante_box,
            bet,
            bonus,
            player_hand: hands.map(|(p, _)| p.description()),
            dealer_hand: hands.map(|(_, d)| d.description()),
            bet_row,
            bonus_row,
            ante_net,
            bet_net,
            bonus_net,
            player_net,
            house_net: -player_net,
        }
    }
}

/// A folded box: the ante box and the BONUS are lost, no Bet was made.
pub fn settle_fold(ante_box: Chips, bonus: Chips) -> JokerDrawSettlement {
    JokerDrawSettlement::new(
        JokerDrawOutcome::Folded,
        ante_box,
        0,
        bonus,
        None,
        None,
        None,
        (-ante_box, 0, -bonus),
    )
}

/// A showdown: the player's and the dealer's final five cards (known).
pub fn settle_showdown(
    config: &JokerDrawConfig,
    ante_box: Chips,
    bet: Chips,
    bonus: Chips,
    player: &[Card],
    dealer: &[Card],
) -> Result<JokerDrawSettlement, JokerDrawViolation> {
    let bad = |e: cardroom_cards::CardsError| JokerDrawViolation::CardsMismatch(e.to_string());
    let mine = evaluate(player).map_err(bad)?;
    let his = evaluate(dealer).map_err(bad)?;
    let row = PayRow::of(&mine);

    let (outcome, ante_net, bet_net, bet_row) = if !dealer_qualifies(&his) {
        let paid = pay(NO_GAME_ODDS, ante_box, "no-game ante")?;
        (JokerDrawOutcome::NoGame, paid, 0, None)
    } else if mine > his {
        let odds = config.payouts.odds(row).ok_or_else(|| {
            JokerDrawViolation::InvalidConfig(format!("no payout row for {}", row.name()))
        })?;
        let paid = pay(odds, bet, row.name())?;
        (JokerDrawOutcome::PlayerWins, ante_box, paid, Some(row))
    } else if mine < his {
        (JokerDrawOutcome::DealerWins, -ante_box, -bet, None)
    } else {
        (JokerDrawOutcome::Push, 0, 0, None)
    };

    let (bonus_net, bonus_row) = match config.bonus.odds(row) {
        _ if bonus == 0 => (0, None),
        Some(odds) => (pay(odds, bonus, "BONUS")?, Some(row)),
        None => (-bonus, None),
    };

    Ok(JokerDrawSettlement::new(
        outcome,
        ante_box,
        bet,
        bonus,
        Some((&mine, &his)),
        bet_row,
        bonus_row,
        (ante_net, bet_net, bonus_net),
    ))
}

fn pay(odds: Odds, stake: Chips, what: &str) -> Result<Chips, JokerDrawViolation> {
    odds.pay(stake).ok_or_else(|| {
        JokerDrawViolation::PayoutNotWhole(format!(
            "the {what} payout {odds} on {} is not a whole number of cents",
            format_amount(stake)
        ))
    })
}
