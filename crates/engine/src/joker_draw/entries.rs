//! The checks on every entry and what each accepted entry changes.

use cardroom_cards::joker_draw::{dealer_qualifies, evaluate};
use cardroom_cards::{Card, CardsError, cards_text};

use super::action::JokerDrawEvent;
use super::dealer::{dealer_plan, discard_text};
use super::hand::{HAND_SIZE, JokerDrawHand, JokerDrawPhase};
use super::settle::{settle_fold, settle_showdown};
use super::violation::JokerDrawViolation;

impl JokerDrawHand {
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
            "already in the player's hand".into()
        } else if self.dealer.contains(&Some(card)) {
            "already in the dealer's hand".into()
        } else {
            "already dealt and discarded".into()
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

    /// Checks five cards dealt to `whose` in `phase` (`doing` names the deal when it is not
    /// that phase) and marks them seen.
    fn check_deal(
        &mut self,
        phase: JokerDrawPhase,
        doing: &str,
        whose: &str,
        cards: &[Option<Card>],
    ) -> Result<(), JokerDrawViolation> {
        if self.phase != phase {
            return Err(self.wrong_phase(doing));
        }
        Self::five(whose, cards.len())?;
        self.check_new(cards)?;
        self.mark_seen(cards);
        Ok(())
    }

    fn five(whose: &str, n: usize) -> Result<(), JokerDrawViolation> {
        if n == HAND_SIZE {
            Ok(())
        } else {
            Err(JokerDrawViolation::WrongCardCount(format!(
                "The {whose}'s hand is {HAND_SIZE} cards, not {n}"
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

    pub(super) fn deal_player(
        &mut self,
        cards: Vec<Option<Card>>,
    ) -> Result<JokerDrawEvent, JokerDrawViolation> {
        self.check_deal(
            JokerDrawPhase::DealPlayer,
            "Dealing the player's cards",
            "player",
            &cards,
        )?;
        self.player = cards.clone();
        self.phase = JokerDrawPhase::DealDealer;
        Ok(JokerDrawEvent::PlayerDealt { cards })
    }

    pub(super) fn deal_dealer(
        &mut self,
        cards: Vec<Option<Card>>,
    ) -> Result<JokerDrawEvent, JokerDrawViolation> {
        self.check_deal(
            JokerDrawPhase::DealDealer,
            "Dealing the dealer's cards",
            "dealer",
            &cards,
        )?;
        self.dealer = cards.clone();
        self.phase = JokerDrawPhase::FirstRound;
        Ok(JokerDrawEvent::DealerDealt { cards })
    }

    pub(super) fn fold(&mut self) -> Result<JokerDrawEvent, JokerDrawViolation> {
        if !self.deciding() {
            return Err(self.wrong_phase("Folding"));
        }
        let settlement = settle_fold(self.ante_box(), self.stakes.bonus);
        self.settlement = Some(settlement.clone());
        self.phase = JokerDrawPhase::Complete;
        Ok(JokerDrawEvent::Folded { settlement })
    }

    /// Checks the discard of an exchange on its own, before the cards drawn are known: the
    /// phase, the number of cards, and that the player holds them. Gives the hand's slots
    /// they leave. A file's exchange is two lines (`p1 sd`, then `d dh p1`): the first is
    /// refused here, at its own line.
    pub(crate) fn exchange_slots(
        &self,
        discard: &[Option<Card>],
    ) -> Result<Vec<usize>, JokerDrawViolation> {
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
        Ok(slots)
    }

    pub(super) fn exchange(
        &mut self,
        discard: Vec<Option<Card>>,
        draw: Vec<Option<Card>>,
    ) -> Result<JokerDrawEvent, JokerDrawViolation> {
        let slots = self.exchange_slots(&discard)?;
        let n = discard.len();
        if draw.len() != n {
            return Err(JokerDrawViolation::WrongCardCount(format!(
                "{n} card(s) changed: draw {n}, not {}",
                draw.len()
            )));
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

    pub(super) fn make_bet(&mut self) -> Result<JokerDrawEvent, JokerDrawViolation> {
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

    pub(super) fn reveal_dealer(
        &mut self,
        cards: Vec<Card>,
    ) -> Result<JokerDrawEvent, JokerDrawViolation> {
        if self.phase != JokerDrawPhase::DealerReveal {
            return Err(self.wrong_phase("Revealing the dealer's hand"));
        }
        let dealer = self.complete_with("dealer", &self.dealer, &cards)?;
        let mismatch = |e: CardsError| JokerDrawViolation::CardsMismatch(e.to_string());
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

    pub(super) fn dealer_exchange(
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
            let suggestion = if plan.options.len() > 1 {
                format!("; suggested: {}", discard_text(&plan.suggested))
            } else {
                String::new()
            };
            return Err(JokerDrawViolation::WrongDealerExchange(format!(
                "The dealer must change {} ({}), not {}{suggestion}",
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
        let mismatch = |e: CardsError| JokerDrawViolation::CardsMismatch(e.to_string());
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

    pub(super) fn show_player(
        &mut self,
        cards: Vec<Card>,
    ) -> Result<JokerDrawEvent, JokerDrawViolation> {
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

    pub(super) fn settle(&mut self) -> Result<JokerDrawEvent, JokerDrawViolation> {
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
