//! One box against the dealer: the state machine, its entry points (new, apply, replay,
//! undo) and the checks on every entry.

use cardroom_cards::joker_draw::{dealer_qualifies, evaluate};
use cardroom_cards::{Card, cards_text};
use serde::{Deserialize, Serialize};

use super::action::{JokerDrawAction, JokerDrawEvent};
use super::config::JokerDrawConfig;
use super::dealer::{DealerPlan, dealer_plan, discard_text};
use super::settle::{JokerDrawSettlement, settle_fold, settle_showdown};
use super::violation::JokerDrawViolation;
use crate::{Chips, format_amount};

/// Cards in each hand.
pub const HAND_SIZE: usize = 5;

/// What the player stakes before the deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct JokerDrawStakes {
    /// The initial ante, in cents: a multiple of 30 within the table's limits.
    pub ante: Chips,
    /// The BONUS side bet, in cents (0: none).
    #[serde(default)]
    pub bonus: Chips,
}

/// Where the hand stands: who must do what next.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
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
    config: JokerDrawConfig,
    stakes: JokerDrawStakes,
    phase: JokerDrawPhase,
    player: Vec<Option<Card>>,
    dealer: Vec<Option<Card>>,
    /// Exchanges the player has made (0 to 2).
    exchanges: u8,
    bet: Chips,
    /// Every known card dealt, drawn, revealed or shown, by card index.
    seen: u64,
    plan: Option<DealerPlan>,
    settlement: Option<JokerDrawSettlement>,
    events: Vec<JokerDrawEvent>,
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

    // ---- Checks shared by the entries.

    fn wrong_phase(&self, what: &str) -> JokerDrawViolation {
        if self.phase == JokerDrawPhase::Complete {
            return JokerDrawViolation::HandOver;
        }
        JokerDrawViolation::WrongPhase(format!("{what} is not possible now: {}", self.expected()))
    }

    fn deciding(&self) -> bool {
        matches!(
            self.phase,
            JokerDrawPhase::FirstRound
                | JokerDrawPhase::SecondRound
                | JokerDrawPhase::FinalDecision
        )
    }

    /// Where a known card already is.
    fn place(&self, card: Card) -> String {
        if self.player.contains(&Some(card)) {
            "in the player's hand".into()
        } else if self.dealer.contains(&Some(card)) {
            "in the dealer's hand".into()
        } else {
            "dealt and discarded".into()
        }
    }

    /// Refuses known cards already seen, or entered twice.
    fn check_new(&self, cards: &[Option<Card>]) -> Result<(), JokerDrawViolation> {
        let mut mask = 0u64;
        for card in cards.iter().flatten() {
            let bit = 1u64 << card.index();
            if mask & bit != 0 {
                return Err(JokerDrawViolation::DuplicateCard {
                    card: card.to_string(),
                    place: "entered twice".into(),
                });
            }
            if self.seen & bit != 0 {
                return Err(JokerDrawViolation::DuplicateCard {
                    card: card.to_string(),
                    place: self.place(*card),
                });
            }
            mask |= bit;
        }
        Ok(())
    }

    fn mark_seen(&mut self, cards: &[Option<Card>]) {
        for card in cards.iter().flatten() {
            self.seen |= 1u64 << card.index();
        }
    }

    fn five(whose: &str, n: usize) -> Result<(), JokerDrawViolation> {
        if n == HAND_SIZE {
            Ok(())
        } else {
            Err(JokerDrawViolation::WrongCardCount(format!(
                "The {whose} gets {HAND_SIZE} cards, not {n}"
            )))
        }
    }

    /// Checks that `shown` (five known cards) agrees with what was entered for `held`, and
    /// returns `held` completed: each unknown card in turn takes the next new shown card.
    fn complete_with(
        &self,
        whose: &str,
        held: &[Option<Card>],
        shown: &[Card],
    ) -> Result<Vec<Option<Card>>, JokerDrawViolation> {
        Self::five(whose, shown.len())?;
        for (k, c) in shown.iter().enumerate() {
            if shown[..k].contains(c) {
                return Err(JokerDrawViolation::DuplicateCard {
                    card: c.to_string(),
                    place: "entered twice".into(),
                });
            }
        }
        if let Some(missing) = held.iter().flatten().find(|c| !shown.contains(c)) {
            return Err(JokerDrawViolation::CardsMismatch(format!(
                "The {whose} holds {missing}: it must be among the cards shown"
            )));
        }
        let new: Vec<Option<Card>> = shown
            .iter()
            .filter(|c| !held.contains(&Some(**c)))
            .map(|c| Some(*c))
            .collect();
        self.check_new(&new)?;
        let mut fill = new.into_iter();
        Ok(held
            .iter()
            .map(|c| c.or_else(|| fill.next().flatten()))
            .collect())
    }

    // ---- The entries.

    fn deal_player(
        &mut self,
        cards: Vec<Option<Card>>,
    ) -> Result<JokerDrawEvent, JokerDrawViolation> {
        if self.phase != JokerDrawPhase::DealPlayer {
            return Err(self.wrong_phase("Dealing the player's cards"));
        }
        Self::five("player", cards.len())?;
        self.check_new(&cards)?;
        self.mark_seen(&cards);
        self.player = cards.clone();
        self.phase = JokerDrawPhase::DealDealer;
        Ok(JokerDrawEvent::PlayerDealt { cards })
    }

    fn deal_dealer(
        &mut self,
        cards: Vec<Option<Card>>,
    ) -> Result<JokerDrawEvent, JokerDrawViolation> {
        if self.phase != JokerDrawPhase::DealDealer {
            return Err(self.wrong_phase("Dealing the dealer's cards"));
        }
        Self::five("dealer", cards.len())?;
        self.check_new(&cards)?;
        self.mark_seen(&cards);
        self.dealer = cards.clone();
        self.phase = JokerDrawPhase::FirstRound;
        Ok(JokerDrawEvent::DealerDealt { cards })
    }

    fn fold(&mut self) -> Result<JokerDrawEvent, JokerDrawViolation> {
        if !self.deciding() {
            return Err(self.wrong_phase("Folding"));
        }
        let settlement = settle_fold(self.ante_box(), self.stakes.bonus);
        self.settlement = Some(settlement.clone());
        self.phase = JokerDrawPhase::Complete;
        Ok(JokerDrawEvent::Folded { settlement })
    }

    fn exchange(
        &mut self,
        discard: Vec<Option<Card>>,
        draw: Vec<Option<Card>>,
    ) -> Result<JokerDrawEvent, JokerDrawViolation> {
        if self.phase == JokerDrawPhase::FinalDecision {
            return Err(JokerDrawViolation::NoMoreExchanges(format!(
                "The player has made both exchanges: {}",
                self.expected()
            )));
        }
        let Some((min, max)) = self.exchange_range() else {
            return Err(self.wrong_phase("An exchange"));
        };
        let n = discard.len();
        if n < min || n > max {
            return Err(JokerDrawViolation::WrongCardCount(if max == 1 {
                format!("The second exchange is exactly one card, not {n}")
            } else {
                format!("The first exchange is 1 to {max} cards, not {n}")
            }));
        }
        if draw.len() != n {
            return Err(JokerDrawViolation::WrongCardCount(format!(
                "{n} card(s) changed: draw {n}, not {}",
                draw.len()
            )));
        }
        let mut slots: Vec<usize> = Vec::with_capacity(n);
        for (k, card) in discard.iter().enumerate() {
            if let Some(c) = card
                && discard[..k].contains(card)
            {
                return Err(JokerDrawViolation::DuplicateCard {
                    card: c.to_string(),
                    place: "entered twice".into(),
                });
            }
            let slot = self
                .player
                .iter()
                .enumerate()
                .position(|(i, held)| held == card && !slots.contains(&i));
            match (slot, card) {
                (Some(i), _) => slots.push(i),
                (None, Some(c)) => {
                    return Err(JokerDrawViolation::CardNotHeld {
                        whose: "player".into(),
                        card: c.to_string(),
                    });
                }
                (None, None) => {
                    return Err(JokerDrawViolation::CardsMismatch(
                        "Every card the player holds was entered: name the cards changed".into(),
                    ));
                }
            }
        }
        self.check_new(&draw)?;
        self.mark_seen(&draw);
        for (&i, card) in slots.iter().zip(&draw) {
            self.player[i] = *card;
        }
        self.exchanges += 1;
        self.phase = if self.exchanges == 1 {
            JokerDrawPhase::SecondRound
        } else {
            JokerDrawPhase::FinalDecision
        };
        Ok(JokerDrawEvent::Exchanged {
            number: self.exchanges,
            discarded: discard,
            drawn: draw,
            added: self.stakes.ante,
            ante_box: self.ante_box(),
        })
    }

    fn make_bet(&mut self) -> Result<JokerDrawEvent, JokerDrawViolation> {
        if !self.deciding() {
            return Err(self.wrong_phase("A Bet"));
        }
        self.bet = self.bet_due();
        self.phase = JokerDrawPhase::DealerReveal;
        Ok(JokerDrawEvent::BetMade {
            amount: self.bet,
            ante_box: self.ante_box(),
        })
    }

    fn reveal_dealer(&mut self, cards: Vec<Card>) -> Result<JokerDrawEvent, JokerDrawViolation> {
        if self.phase != JokerDrawPhase::DealerReveal {
            return Err(self.wrong_phase("Revealing the dealer's hand"));
        }
        let dealer = self.complete_with("dealer", &self.dealer, &cards)?;
        let mismatch =
            |e: cardroom_cards::CardsError| JokerDrawViolation::CardsMismatch(e.to_string());
        let hand = evaluate(&cards).map_err(mismatch)?;
        let plan = dealer_plan(&cards).map_err(mismatch)?;
        self.mark_seen(&dealer);
        self.dealer = dealer;
        self.plan = Some(plan.clone());
        self.phase = JokerDrawPhase::DealerExchange;
        Ok(JokerDrawEvent::DealerRevealed {
            cards,
            hand: hand.description(),
            plan,
        })
    }

    fn dealer_exchange(
        &mut self,
        discard: Vec<Card>,
        draw: Vec<Card>,
    ) -> Result<JokerDrawEvent, JokerDrawViolation> {
        if self.phase != JokerDrawPhase::DealerExchange {
            return Err(self.wrong_phase("The dealer's exchange"));
        }
        let Some(plan) = self.plan.clone() else {
            return Err(self.wrong_phase("The dealer's exchange"));
        };
        for (k, c) in discard.iter().enumerate() {
            if discard[..k].contains(c) {
                return Err(JokerDrawViolation::DuplicateCard {
                    card: c.to_string(),
                    place: "entered twice".into(),
                });
            }
            if !self.dealer.contains(&Some(*c)) {
                return Err(JokerDrawViolation::CardNotHeld {
                    whose: "dealer".into(),
                    card: c.to_string(),
                });
            }
        }
        if !plan.allows(&discard) {
            return Err(JokerDrawViolation::WrongDealerExchange(format!(
                "The dealer must change {} ({}), not {}",
                plan.options_text(),
                plan.rule.describe(),
                discard_text(&discard)
            )));
        }
        if draw.len() != discard.len() {
            return Err(JokerDrawViolation::WrongCardCount(format!(
                "The dealer changes {} card(s): draw {}, not {}",
                discard.len(),
                discard.len(),
                draw.len()
            )));
        }
        let drawn: Vec<Option<Card>> = draw.iter().copied().map(Some).collect();
        self.check_new(&drawn)?;
        let mut next = self.dealer.clone();
        for (old, new) in discard.iter().zip(&draw) {
            if let Some(slot) = next.iter_mut().find(|c| **c == Some(*old)) {
                *slot = Some(*new);
            }
        }
        let known: Vec<Card> = next.iter().flatten().copied().collect();
        let mismatch =
            |e: cardroom_cards::CardsError| JokerDrawViolation::CardsMismatch(e.to_string());
        let hand = evaluate(&known).map_err(mismatch)?;
        self.mark_seen(&drawn);
        self.dealer = next;
        self.phase = JokerDrawPhase::Showdown;
        Ok(JokerDrawEvent::DealerExchanged {
            rule: plan.rule,
            discarded: discard,
            drawn: draw,
            hand: hand.description(),
            qualifies: dealer_qualifies(&hand),
        })
    }

    fn show_player(&mut self, cards: Vec<Card>) -> Result<JokerDrawEvent, JokerDrawViolation> {
        if self.phase != JokerDrawPhase::Showdown {
            return Err(self.wrong_phase("Showing the player's cards"));
        }
        if self.player.iter().all(Option::is_some) {
            return Err(JokerDrawViolation::AlreadyShown);
        }
        let player = self.complete_with("player", &self.player, &cards)?;
        self.mark_seen(&player);
        self.player = player;
        Ok(JokerDrawEvent::PlayerShown { cards })
    }

    fn settle(&mut self) -> Result<JokerDrawEvent, JokerDrawViolation> {
        if self.phase != JokerDrawPhase::Showdown {
            return Err(self.wrong_phase("Settling"));
        }
        let Some(player) = self.player.iter().copied().collect::<Option<Vec<Card>>>() else {
            return Err(JokerDrawViolation::CardsUnknown(format!(
                "The player's final cards are not all entered ({}): show them before settling",
                cards_text_maybe(&self.player)
            )));
        };
        let Some(dealer) = self.dealer.iter().copied().collect::<Option<Vec<Card>>>() else {
            return Err(JokerDrawViolation::CardsUnknown(
                "The dealer's final cards are not all entered".into(),
            ));
        };
        let settlement = settle_showdown(
            &self.config,
            self.ante_box(),
            self.bet,
            self.stakes.bonus,
            &player,
            &dealer,
        )?;
        self.settlement = Some(settlement.clone());
        self.phase = JokerDrawPhase::Complete;
        Ok(JokerDrawEvent::Settled { settlement })
    }
}

fn cards_text_maybe(cards: &[Option<Card>]) -> String {
    cards
        .iter()
        .map(|c| c.map_or_else(|| "??".to_string(), |c| cards_text(&[c])))
        .collect::<Vec<_>>()
        .join(" ")
}
