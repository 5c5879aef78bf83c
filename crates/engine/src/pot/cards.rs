//! Dealing: hole cards, burns, the board, Pineapple discards; no card twice.

use crate::event::Event;
use crate::hand::{Hand, Phase, Street};
use crate::violation::{Violation, cold};
use crate::{Card, CardList, SeatNo};

/// Refuses `more` cards when they do not fit in `list` (checked before anything changes,
/// so adding them afterwards cannot fail).
pub(crate) fn check_room(list: &CardList, more: &[Option<Card>]) -> Result<(), Violation> {
    if list.has_room(more.len()) {
        Ok(())
    } else {
        Err(cold(|| {
            Violation::WrongCardCount(crate::CardList::TOO_MANY.to_string())
        }))
    }
}

impl Hand {
    /// Where a known card already is, if anywhere.
    pub(crate) fn card_place(&self, card: Card) -> Option<String> {
        for s in &self.seats {
            if s.hole.contains(&Some(card)) {
                return Some(format!("already in seat {}'s hand", s.seat));
            }
        }
        if self.board.contains(&Some(card)) {
            return Some("already on the board".into());
        }
        if self.burns.contains(&Some(card)) {
            return Some("already burned".into());
        }
        if self.discards.contains(&card) {
            return Some("already discarded".into());
        }
        None
    }

    /// Records known cards as seen (after [`Hand::check_new_cards`] accepted them).
    pub(crate) fn mark_known(&mut self, cards: &[Option<Card>]) {
        for card in cards.iter().flatten() {
            self.known |= 1u64 << card.index();
        }
    }

    /// Refuses cards seen elsewhere or twice in `cards`; the known ones as a mask of card
    /// indexes (for [`Hand::known`] once the action is accepted).
    pub(crate) fn check_new_cards(&self, cards: &[Option<Card>]) -> Result<u64, Violation> {
        let mut mask = 0u64;
        let (joker_ok, stud) = (self.config.has_joker(), self.is_stud());
        for card in cards.iter().flatten() {
            if card.is_joker() && !joker_ok {
                return Err(cold(|| {
                    Violation::NotInDeck(format!(
                        "There is no joker in the {} deck",
                        self.config.game.name()
                    ))
                }));
            }
            if stud && card.rank().is_some_and(|r| matches!(r.value(), 8..=10)) {
                return Err(cold(|| {
                    Violation::NotInDeck(format!(
                        "{card} is not in Mexican Poker's 41 cards: there are no 8s, 9s or 10s"
                    ))
                }));
            }
            let bit = 1u64 << card.index();
            if (self.known | mask) & bit != 0 {
                return Err(self.duplicate(cards, *card));
            }
            mask |= bit;
        }
        Ok(mask)
    }

    fn duplicate(&self, cards: &[Option<Card>], card: Card) -> Violation {
        for (k, c) in cards.iter().enumerate() {
            if *c != Some(card) {
                continue;
            }
            if cards[..k].contains(&Some(card)) {
                return Violation::DuplicateCard {
                    card: card.to_string(),
                    place: "entered twice".into(),
                };
            }
        }
        Violation::DuplicateCard {
            card: card.to_string(),
            place: self
                .card_place(card)
                .unwrap_or_else(|| "already dealt".into()),
        }
    }

    /// The seat that receives the next hole card: fewest cards, first from the button's left;
    /// once every seat has its cards, those owed a card for an exposed one, in the same order.
    pub(crate) fn next_to_deal(&self) -> Option<usize> {
        let want = self.deal_target;
        // One clockwise pass: the first seat holding the fewest cards, and the first owed one.
        let (mut fewest, mut first_owed) = (None::<(usize, usize)>, None);
        for i in self.live_from_button_left() {
            let s = &self.seats[i];
            let count = s.hole.len() + usize::from(s.owed);
            if count == 0 && want > 0 {
                // Nobody holds fewer, and this is the first from the button's left.
                return Some(i);
            }
            if fewest.is_none_or(|(least, _)| count < least) {
                fewest = Some((count, i));
            }
            if s.owed > 0 && first_owed.is_none() {
                first_owed = Some(i);
            }
        }
        match fewest? {
            (count, i) if count < want => Some(i),
            _ => first_owed,
        }
    }

    /// [`Hand::next_to_deal`] once seat `i`, the next to deal holding `before` cards, has
    /// been dealt. Seat `i` was the first from the button's left holding the fewest cards,
    /// so the seats before it hold more: the next is the first seat after it still holding
    /// `before`, when there is one. Otherwise (or when `i` was owed a replacement) the
    /// whole pass decides.
    fn next_after_deal(&self, i: usize, before: usize) -> Option<usize> {
        if before < self.deal_target {
            // Clockwise after `i` up to the button, the last seat in dealing order.
            let n = self.seats.len();
            let (first, last) = if i > self.button {
                (i + 1, n + self.button)
            } else {
                (i + 1, self.button)
            };
            for k in first..=last {
                let j = if k >= n { k - n } else { k };
                let s = &self.seats[j];
                if s.live() && s.hole.len() + usize::from(s.owed) == before {
                    return Some(j);
                }
            }
        }
        self.next_to_deal()
    }

    /// Keeps [`Hand::deal_next`] after a change to the deal (its start, a dealt card, an
    /// exposed card owed again).
    pub(crate) fn refresh_deal(&mut self) {
        self.deal_next = self.next_to_deal();
    }

    /// Hole cards still due to seat `i` in this turn of the deal.
    pub(crate) fn hole_due(&self, i: usize) -> usize {
        let s = &self.seats[i];
        let normal = self
            .deal_target
            .saturating_sub(s.hole.len() + usize::from(s.owed));
        if normal > 0 {
            // Mexican Poker deals one card at a time: the down card, then the up card.
            if self.is_stud() { 1 } else { normal }
        } else {
            usize::from(s.owed)
        }
    }

    pub(crate) fn deal_hole(&mut self, seat: SeatNo, cards: CardList) -> Result<(), Violation> {
        debug_assert!(self.phase != Phase::Dealing || self.deal_next == self.next_to_deal());
        let i = self.check_turn(
            seat,
            Phase::Dealing,
            self.deal_next,
            "Hole cards are dealt after the forced bets and before the betting",
            "is not next to receive a card",
        )?;
        if self.stud_burn_due() {
            return Err(cold(|| {
                Violation::WrongStreet(format!(
                    "Burn a card before dealing the {}",
                    self.street.next().map_or("next card", Street::name)
                ))
            }));
        }
        let want = self.deal_target;
        let held = self.seats[i].hole.len();
        let due = self.hole_due(i);
        if cards.is_empty() || cards.len() > due {
            return Err(cold(|| {
                Violation::WrongCardCount(format!(
                    "Seat {seat} holds {held} of {want} hole cards: deal 1 to {due} more, not {}",
                    cards.len()
                ))
            }));
        }
        if self.is_stud() {
            self.check_stud_faces(i, &cards)?;
        }
        let seen = self.check_new_cards(&cards)?;
        check_room(&self.seats[i].hole, &cards)?;
        self.known |= seen;
        self.stub_taken += cards.len();
        let s = &mut self.seats[i];
        let before = s.hole.len() + usize::from(s.owed);
        if before >= want {
            s.owed -= u8::try_from(cards.len()).unwrap_or(s.owed);
        }
        // Room checked above: adding cannot fail.
        let _ = s.hole.try_extend_from_slice(&cards);
        if self.is_stud() {
            self.record_stud_faces(i, cards.len());
        }
        self.deal_next = self.next_after_deal(i, before);
        if self.deal_next.is_none() {
            if self.is_stud() {
                self.stud_street_dealt();
            } else {
                self.start_betting();
            }
        }
        self.accept(move || Event::HoleDealt { seat, cards })
    }

    fn board_phase(&self, what: &str) -> Result<Street, Violation> {
        if self.phase == Phase::Complete {
            return Err(Violation::HandOver);
        }
        match (self.phase, self.street.next()) {
            (Phase::Board, Some(next)) => Ok(next),
            _ => Err(cold(|| {
                Violation::WrongStreet(format!("No {what} now: {}", self.expected()))
            })),
        }
    }

    pub(crate) fn burn(&mut self, card: Option<Card>) -> Result<(), Violation> {
        if self.phase == Phase::Drawing {
            return self.draw_burn(card);
        }
        if self.is_stud() {
            return self.stud_burn(card);
        }
        let next = self.board_phase("burn")?;
        if self.burned {
            return Err(cold(|| {
                Violation::WrongStreet(format!(
                    "A card is already burned for the {}: deal it",
                    next.name()
                ))
            }));
        }
        let seen = self.check_new_cards(&[card])?;
        self.known |= seen;
        self.burns.push(card);
        self.burned = true;
        self.accept(move || Event::Burned { card })
    }

    pub(crate) fn deal_board(&mut self, cards: CardList) -> Result<(), Violation> {
        let next = self.board_phase("board cards")?;
        if !self.burned {
            return Err(cold(|| {
                Violation::WrongStreet(format!("Burn a card before dealing the {}", next.name()))
            }));
        }
        let want = next.board_cards();
        if cards.len() != want {
            return Err(cold(|| {
                Violation::WrongCardCount(format!(
                    "The {} is {want} card{}, not {}",
                    next.name(),
                    if want == 1 { "" } else { "s" },
                    cards.len()
                ))
            }));
        }
        let seen = self.check_new_cards(&cards)?;
        check_room(&self.board, &cards)?;
        // Room checked above: adding cannot fail.
        let _ = self.board.try_extend_from_slice(&cards);
        self.known |= seen;
        self.street = next;
        self.burned = false;
        if self.runout {
            if self.discard_due() {
                // Crazy Pineapple all in before the flop: the discards come with the flop.
                self.phase = Phase::Discarding;
            } else if next.last() {
                self.begin_awarding();
            }
        } else {
            self.start_betting();
        }
        self.accept(move || Event::BoardDealt {
            street: next,
            cards,
        })
    }

    /// The next seat to discard (the Pineapples).
    pub(crate) fn next_to_discard(&self) -> Option<usize> {
        self.live_from_button_left()
            .find(|&i| !self.seats[i].discarded)
    }

    pub(crate) fn discard(&mut self, seat: SeatNo, card: Option<Card>) -> Result<(), Violation> {
        let i = self.check_turn(
            seat,
            Phase::Discarding,
            self.next_to_discard(),
            "No discards now",
            "is not next to discard",
        )?;
        let slot = self.discard_slot(i, &[], card, || {
            format!("Seat {seat}'s cards are known: enter the card discarded")
        })?;
        let s = &mut self.seats[i];
        s.hole.remove(slot);
        s.discarded = true;
        if let Some(c) = card {
            self.discards.push(c);
            self.mark_known(&[card]);
        }
        if self.next_to_discard().is_none() {
            self.after_round();
        }
        self.accept(move || Event::Discarded { seat, card })
    }
}
