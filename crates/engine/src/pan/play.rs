//! Melding moves (lay, add, split, borrow) and the conditions they collect.

use cardroom_cards::Card;

use super::PanViolation;
use super::action::Play;
use super::cards::show;
use super::condition::{split_value, value};
use super::hand::{PanStatus, State};
use super::ledger::{Party, PayReason, Payment};
use super::meld::{Meld, check_add, check_borrow, check_split, classify};

impl State {
    /// Takes `card` from seat `i`'s hand: a known copy, else an unknown card (now revealed).
    pub(super) fn remove_from_hand(&mut self, i: usize, card: Card) -> Result<(), PanViolation> {
        let hand = &self.seats[i].hand;
        if let Some(p) = hand.iter().position(|&c| c == Some(card)) {
            self.seats[i].hand.remove(p);
            return Ok(());
        }
        match hand.iter().position(Option::is_none) {
            Some(p) => {
                self.see(card)?;
                self.seats[i].hand.remove(p);
                Ok(())
            }
            None => Err(PanViolation::CardNotHeld {
                seat: self.seats[i].seat,
                card: show(card),
            }),
        }
    }

    /// Takes the play's cards from the hand, `extra` (the card drawn or taken) first; says
    /// whether `extra` was used.
    fn take_cards(
        &mut self,
        i: usize,
        cards: &[Card],
        extra: Option<Card>,
    ) -> Result<bool, PanViolation> {
        let mut used = false;
        for &c in cards {
            if !used && extra == Some(c) {
                used = true;
            } else {
                self.remove_from_hand(i, c)?;
            }
        }
        Ok(used)
    }

    fn meld_at(&self, i: usize, meld: usize) -> Result<Meld, PanViolation> {
        self.seats[i]
            .melds
            .get(meld)
            .cloned()
            .ok_or(PanViolation::NoSuchMeld {
                seat: self.seats[i].seat,
                meld,
            })
    }

    /// Every other player still in pays seat `i` `chips`.
    pub(super) fn collect(&self, i: usize, chips: u32, reason: PayReason) -> Vec<Payment> {
        if chips == 0 {
            return Vec::new();
        }
        let to = Party::Seat(self.seats[i].seat);
        self.seats
            .iter()
            .enumerate()
            .filter(|&(j, s)| j != i && matches!(s.status, PanStatus::In | PanStatus::Fouled))
            .map(|(_, s)| self.payment(Party::Seat(s.seat), to, chips, reason))
            .collect()
    }

    /// Plays `play` for seat `i`; gives the payments and whether `extra` was used.
    pub(super) fn execute(
        &mut self,
        i: usize,
        play: &Play,
        extra: Option<Card>,
    ) -> Result<(Vec<Payment>, bool), PanViolation> {
        let used = self.take_cards(i, play.cards_from_hand(), extra)?;
        let invalid = PanViolation::InvalidMeld;
        let config = self.config.clone();
        let (chips, reason) = match play {
            Play::Lay { cards } => {
                let m = classify(cards).map_err(invalid)?;
                let v = value(&m, &config);
                self.seats[i].melds.push(m);
                (v, PayReason::Condition)
            }
            Play::Add { meld, cards } => {
                let old = self.meld_at(i, *meld)?;
                let grown = check_add(&old, cards).map_err(invalid)?;
                let v = value(&grown, &config).saturating_sub(value(&old, &config));
                self.seats[i].melds[*meld] = grown;
                (v, PayReason::Increase)
            }
            Play::Split { meld, add, part } => {
                let old = self.meld_at(i, *meld)?;
                let (a, b) = check_split(&old, add, part).map_err(invalid)?;
                let v = split_value(&old, [&a, &b], &config);
                self.seats[i].melds[*meld] = a;
                self.seats[i].melds.push(b);
                (v, PayReason::Split)
            }
            Play::Borrow { meld, take, cards } => {
                let old = self.meld_at(i, *meld)?;
                if cards.is_empty() {
                    return Err(PanViolation::InvalidMeld(
                        "A borrowed card makes a new meld with cards from the hand".into(),
                    ));
                }
                let rest = check_borrow(&old, take).map_err(invalid)?;
                let mut all = take.clone();
                all.extend_from_slice(cards);
                let new = classify(&all).map_err(invalid)?;
                let v = value(&new, &config);
                self.seats[i].melds[*meld] = rest;
                self.seats[i].melds.push(new);
                (v, PayReason::Condition)
            }
        };
        Ok((self.collect(i, chips, reason), used))
    }

    /// Whether seat `i` could meld `card`: add it to a meld, or lay it with two known cards
    /// of his hand.
    pub(super) fn could_meld(&self, i: usize, card: Card) -> bool {
        let s = &self.seats[i];
        if s.melds.iter().any(|m| check_add(m, &[card]).is_ok()) {
            return true;
        }
        let known: Vec<Card> = s.hand.iter().flatten().copied().collect();
        (0..known.len())
            .any(|a| (a + 1..known.len()).any(|b| classify(&[card, known[a], known[b]]).is_ok()))
    }

    /// Whether `card` can be added to one of seat `i`'s melds.
    pub(super) fn fits(&self, i: usize, card: Card) -> bool {
        self.seats[i]
            .melds
            .iter()
            .any(|m| check_add(m, &[card]).is_ok())
    }
}
