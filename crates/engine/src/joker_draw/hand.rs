//! One box against the dealer: the state, its phases and the entry points (new, apply,
//! replay, undo). The checks on each entry are in `entries.rs`.

use cardroom_cards::Card;
use serde::{Deserialize, Serialize};

use super::action::{JokerDrawAction, JokerDrawEvent};
use super::config::JokerDrawConfig;
use super::dealer::DealerPlan;
use super::settle::JokerDrawSettlement;
use super::violation::JokerDrawViolation;
use crate::{Chips, format_amount};

/// Cards in each hand.
pub const HAND_SIZE: usize = 5;

/// What the player stakes before the deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct JokerDrawStakes {
    /// The initial ante, in cents: a multiple of 30 within the table's limits.
    pub ante: Chips,
    /// The BONUS side bet, in cents (0: none).
    #[serde(default)]
    pub bonus: Chips,
}

/// Where the hand stands: who must do what next.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "snake_case")]
pub enum JokerDrawPhase {
    /// The player's five cards are dealt.
    DealPlayer,
    /// The dealer's five cards are dealt.
    DealDealer,
    /// Round 1: fold, exchange 1 to 5 cards, or Bet.
    FirstRound,
    /// Round 2, after the first exchange: fold, exchange one card, or Bet.
    SecondRound,
    /// After the second exchange: fold or Bet.
    FinalDecision,
    /// The box is closed: the dealer reveals his hand.
    DealerReveal,
    /// The dealer makes his one exchange.
    DealerExchange,
    /// Both hands are final: the player's cards are shown if needed, then the hand settles.
    Showdown,
    /// Settled (or folded).
    Complete,
}

/// A Draw Poker with Joker hand: one box against the dealer. Create with
/// [`JokerDrawHand::new`]; change only through [`JokerDrawHand::apply`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JokerDrawHand {
    pub(super) config: JokerDrawConfig,
    pub(super) stakes: JokerDrawStakes,
    pub(super) phase: JokerDrawPhase,
    pub(super) player: Vec<Option<Card>>,
    pub(super) dealer: Vec<Option<Card>>,
    /// Exchanges the player has made (0 to 2).
    pub(super) exchanges: u8,
    pub(super) bet: Chips,
    /// Every known card dealt, drawn, revealed or shown, by card index.
    pub(super) seen: u64,
    pub(super) plan: Option<DealerPlan>,
    pub(super) settlement: Option<JokerDrawSettlement>,
    pub(super) events: Vec<JokerDrawEvent>,
}

impl JokerDrawHand {
    /// Starts a hand: checks the table's settings and the player's ante and BONUS.
    pub fn new(
        config: JokerDrawConfig,
        stakes: JokerDrawStakes,
    ) -> Result<JokerDrawHand, JokerDrawViolation> {
        config.check()?;
        config.check_ante(stakes.ante)?;
        config.check_bonus(stakes.bonus)?;
        Ok(JokerDrawHand {
            config,
            stakes,
            phase: JokerDrawPhase::DealPlayer,
            player: Vec::new(),
            dealer: Vec::new(),
            exchanges: 0,
            bet: 0,
            seen: 0,
            plan: None,
            settlement: None,
            events: Vec::with_capacity(8),
        })
    }

    /// Rebuilds a hand from its events; on failure, the index of the event refused and why.
    pub fn replay(
        config: JokerDrawConfig,
        stakes: JokerDrawStakes,
        events: &[JokerDrawEvent],
    ) -> Result<JokerDrawHand, (usize, JokerDrawViolation)> {
        let mut hand = JokerDrawHand::new(config, stakes).map_err(|v| (0, v))?;
        for (i, event) in events.iter().enumerate() {
            hand.apply(event.action()).map_err(|v| (i, v))?;
        }
        Ok(hand)
    }

    /// The hand as it was before the last accepted entry (the same hand when there is none).
    pub fn undo(&self) -> Result<JokerDrawHand, JokerDrawViolation> {
        let keep = self.events.len().saturating_sub(1);
        JokerDrawHand::replay(self.config.clone(), self.stakes, &self.events[..keep])
            .map_err(|(_, v)| v)
    }

    /// Checks `action` and applies it. On a violation the hand is unchanged.
    pub fn apply(&mut self, action: JokerDrawAction) -> Result<JokerDrawEvent, JokerDrawViolation> {
        let event = match action {
            JokerDrawAction::DealPlayer { cards } => self.deal_player(cards)?,
            JokerDrawAction::DealDealer { cards } => self.deal_dealer(cards)?,
            JokerDrawAction::Fold => self.fold()?,
            JokerDrawAction::Exchange { discard, draw } => self.exchange(discard, draw)?,
            JokerDrawAction::Bet => self.make_bet()?,
            JokerDrawAction::RevealDealer { cards } => self.reveal_dealer(cards)?,
            JokerDrawAction::DealerExchange { discard, draw } => {
                self.dealer_exchange(discard, draw)?
            }
            JokerDrawAction::ShowPlayer { cards } => self.show_player(cards)?,
            JokerDrawAction::Settle => self.settle()?,
        };
        self.events.push(event.clone());
        Ok(event)
    }

    /// The table's settings.
    pub fn config(&self) -> &JokerDrawConfig {
        &self.config
    }

    /// The player's ante and BONUS.
    pub fn stakes(&self) -> JokerDrawStakes {
        self.stakes
    }

    /// The current step.
    pub fn phase(&self) -> JokerDrawPhase {
        self.phase
    }

    /// Whether the hand is over (folded or settled).
    pub fn is_complete(&self) -> bool {
        self.phase == JokerDrawPhase::Complete
    }

    /// The accepted events, in order.
    pub fn events(&self) -> &[JokerDrawEvent] {
        &self.events
    }

    /// The player's cards as they stand (`None`: not entered).
    pub fn player_cards(&self) -> &[Option<Card>] {
        &self.player
    }

    /// The dealer's cards as they stand (`None`: not entered or not revealed).
    pub fn dealer_cards(&self) -> &[Option<Card>] {
        &self.dealer
    }

    /// Exchanges the player has made (0, 1 or 2).
    pub fn exchanges(&self) -> u8 {
        self.exchanges
    }

    /// The ante box: the initial ante plus one initial ante per exchange.
    pub fn ante_box(&self) -> Chips {
        self.stakes.ante * (1 + Chips::from(self.exchanges))
    }

    /// The Bet made (0 before the box is closed).
    pub fn bet(&self) -> Chips {
        self.bet
    }

    /// What a Bet costs now: twice the ante box.
    pub fn bet_due(&self) -> Chips {
        2 * self.ante_box()
    }

    /// What the player has at risk on the table: ante box, Bet and BONUS.
    pub fn staked(&self) -> Chips {
        self.ante_box() + self.bet + self.stakes.bonus
    }

    /// The fewest and most cards the player may exchange now (`None`: no exchange allowed).
    pub fn exchange_range(&self) -> Option<(usize, usize)> {
        match self.phase {
            JokerDrawPhase::FirstRound => Some((1, HAND_SIZE)),
            JokerDrawPhase::SecondRound => Some((1, 1)),
            _ => None,
        }
    }

    /// The dealer's required exchange, once his hand is revealed.
    pub fn dealer_plan(&self) -> Option<&DealerPlan> {
        self.plan.as_ref()
    }

    /// The result, once the hand is complete.
    pub fn settlement(&self) -> Option<&JokerDrawSettlement> {
        self.settlement.as_ref()
    }

    /// What the dealer should enter next, as a sentence.
    pub fn expected(&self) -> String {
        let ante = format_amount(self.stakes.ante);
        let bet = format_amount(self.bet_due());
        match self.phase {
            JokerDrawPhase::DealPlayer => "deal the player's five cards".into(),
            JokerDrawPhase::DealDealer => "deal the dealer's five cards".into(),
            JokerDrawPhase::FirstRound => format!(
                "the player folds, exchanges 1 to 5 cards (adding {ante} to the ante box) or bets {bet}"
            ),
            JokerDrawPhase::SecondRound => format!(
                "the player folds, exchanges one card (adding {ante} to the ante box) or bets {bet}"
            ),
            JokerDrawPhase::FinalDecision => format!("the player folds or bets {bet}"),
            JokerDrawPhase::DealerReveal => "reveal the dealer's five cards".into(),
            JokerDrawPhase::DealerExchange => match &self.plan {
                Some(plan) => format!(
                    "the dealer changes {} ({})",
                    plan.options_text(),
                    plan.rule.describe()
                ),
                None => "the dealer makes his exchange".into(),
            },
            JokerDrawPhase::Showdown if self.player.iter().any(Option::is_none) => {
                "show the player's final cards, then settle".into()
            }
            JokerDrawPhase::Showdown => "settle the hand".into(),
            JokerDrawPhase::Complete => "the hand is over".into(),
        }
    }
}
