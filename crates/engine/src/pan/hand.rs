//! A Pan hand: its state, its phases, the entry points (new, apply, replay, undo) and views.

use cardroom_cards::Card;
use serde::{Deserialize, Serialize};

use super::action::PanAction;
use super::cards::deck_size;
use super::condition::value;
use super::event::PanEvent;
use super::ledger::{PanSettlement, Party, Payment, SeatNet, net_of};
use super::meld::Meld;
use super::{PanConfig, PanViolation};
use crate::{Chips, MAX_CHIPS, SeatNo};

/// Where the hand is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "snake_case")]
pub enum PanPhase {
    /// The dealer takes every player's top.
    Tops,
    /// Two rounds of five cards, counter-clockwise from the first hand.
    Dealing,
    /// Going on top: each player in turn stays or retires.
    Declaring,
    /// The players draw, meld and discard in turn.
    Play,
    /// Someone went out (or no one is left): the ledger is final.
    Complete,
}

/// Where the player to act is in his turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "snake_case", tag = "stage")]
pub enum TurnStage {
    /// He draws from the stock or takes the top discard.
    Draw,
    /// He was forced to take the top discard and add it to a meld.
    Forced { by: SeatNo },
    /// He drew this card from the stock: he melds it at once or discards it.
    StockCard {
        #[cfg_attr(feature = "specta", specta(type = String))]
        #[serde(with = "crate::card_serde::known")]
        card: Card,
    },
    /// He has drawn and used the card: he melds more or discards (or goes out).
    Melding,
}

/// A player's standing in the hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "snake_case")]
pub enum PanStatus {
    /// Playing (or not yet declared).
    In,
    /// Retired on top: hand set aside, forfeit paid.
    Retired,
    /// Dealt fewer than 8 or more than 12 cards: hand set aside, top returned.
    Dead,
    /// Found incorrect after his first draw: hand set aside, collections returned; he still
    /// pays for conditions and for going out.
    Fouled,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct SeatState {
    pub seat: SeatNo,
    pub status: PanStatus,
    pub declared: bool,
    /// Made his first draw: the count can no longer be corrected.
    pub drew: bool,
    pub hand: Vec<Option<Card>>,
    pub melds: Vec<Meld>,
    /// The chips in front of him, in cents: his tops are out of it, his payments come out
    /// of it as far as it goes (see `stakes.rs`). [`MAX_CHIPS`] when the hand was started
    /// without stacks.
    pub stack: Chips,
}

impl SeatState {
    pub fn melded(&self) -> usize {
        self.melds.iter().map(|m| m.cards.len()).sum()
    }
    pub fn count(&self) -> usize {
        self.hand.len() + self.melded()
    }
}

/// A read-only view of a seat for the app.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct PanSeatView {
    pub seat: SeatNo,
    pub status: PanStatus,
    pub declared: bool,
    #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
    #[serde(with = "crate::card_serde::maybe_list")]
    pub hand: Vec<Option<Card>>,
    pub melds: Vec<Meld>,
    /// The melds' conditions as they lie, in chips.
    pub meld_chips: u32,
    /// Net so far, in cents.
    pub net: Chips,
    /// The chips in front of him now, in cents, when the hand was started with the stacks
    /// ([`PanHand::with_stacks`]).
    #[serde(default)]
    pub stack: Option<Chips>,
}

#[derive(Debug, Clone)]
pub(crate) struct State {
    pub config: PanConfig,
    /// Seats in turn order: counter-clockwise (to the next lower seat number) from the first
    /// hand.
    pub seats: Vec<SeatState>,
    pub phase: PanPhase,
    /// Dealing: packets dealt so far (two per seat).
    pub packets: usize,
    /// Index of the player to act (declaring or playing).
    pub turn: usize,
    pub stage: TurnStage,
    pub discards: Vec<Card>,
    /// The top discard is the previous player's stock card.
    pub takeable: bool,
    /// Cards left in the stock.
    pub stock: usize,
    /// Known cards out of the stock, by card index.
    pub seen: [u8; 53],
    /// Cards of retired and dead hands and withdrawn cards, set aside.
    pub set_aside: usize,
    pub ledger: Vec<Payment>,
    pub winner: Option<SeatNo>,
}

/// A Pan hand. Create with [`PanHand::new`]; change only through [`PanHand::apply`].
#[derive(Debug, Clone)]
pub struct PanHand {
    pub(crate) state: State,
    first: SeatNo,
    seat_list: Vec<SeatNo>,
    /// The players' stacks at the start, in the order of `seat_list`, when given.
    stacks: Option<Vec<Chips>>,
    events: Vec<PanEvent>,
}

impl PanHand {
    /// A new hand for `seats` (seat numbers, any order), `first` the first hand (the last
    /// winner). Play goes counter-clockwise: to the next lower seat number, the lowest
    /// followed by the highest.
    ///
    /// The players' stacks are not given, so the hand cannot hold them to table stakes:
    /// each is taken to be [`MAX_CHIPS`] and every payment is made in full. A table's hand
    /// is started with [`PanHand::with_stacks`].
    pub fn new(
        config: PanConfig,
        seats: Vec<SeatNo>,
        first: SeatNo,
    ) -> Result<PanHand, PanViolation> {
        PanHand::start(config, seats, None, first)
    }

    /// [`PanHand::new`] with each player's stack (in cents, in the order of `seats`): table
    /// stakes. A player pays only from the chips in front of him, never below zero: a payment
    /// he cannot cover is paid as far as his chips go and the rest is not owed; he plays on
    /// (RULINGS.md). Each stack is a positive whole number of Pan chips, at most
    /// [`MAX_CHIPS`].
    pub fn with_stacks(
        config: PanConfig,
        seats: Vec<SeatNo>,
        stacks: Vec<Chips>,
        first: SeatNo,
    ) -> Result<PanHand, PanViolation> {
        PanHand::start(config, seats, Some(stacks), first)
    }

    fn start(
        config: PanConfig,
        seats: Vec<SeatNo>,
        stacks: Option<Vec<Chips>>,
        first: SeatNo,
    ) -> Result<PanHand, PanViolation> {
        if let Some(why) = config.problem() {
            return Err(PanViolation::InvalidSetup(why));
        }
        if let Some(stacks) = &stacks {
            super::stakes::check_stacks(&config, &seats, stacks)?;
        }
        let mut sorted = seats.clone();
        sorted.sort_unstable();
        sorted.dedup();
        if sorted.len() != seats.len() || sorted.len() < 2 {
            return Err(PanViolation::InvalidSetup(
                "Pan needs at least two players, each in a different seat".into(),
            ));
        }
        if !sorted.contains(&first) {
            return Err(PanViolation::InvalidSetup(format!(
                "The first hand, seat {first}, is not dealt in"
            )));
        }
        let stock = deck_size(&config);
        if sorted.len() * 10 > stock {
            return Err(PanViolation::InvalidSetup(format!(
                "{stock} cards cannot deal ten to {} players",
                sorted.len()
            )));
        }
        let order: Vec<SeatNo> = sorted
            .iter()
            .rev()
            .filter(|&&s| s <= first)
            .chain(sorted.iter().rev().filter(|&&s| s > first))
            .copied()
            .collect();
        let stack_of = |seat: SeatNo| match &stacks {
            Some(stacks) => seats
                .iter()
                .zip(stacks)
                .find(|(s, _)| **s == seat)
                .map_or(0, |(_, &stack)| stack),
            None => MAX_CHIPS,
        };
        let state = State {
            config,
            seats: order
                .iter()
                .map(|&seat| SeatState {
                    seat,
                    status: PanStatus::In,
                    declared: false,
                    drew: false,
                    hand: Vec::new(),
                    melds: Vec::new(),
                    stack: stack_of(seat),
                })
                .collect(),
            phase: PanPhase::Tops,
            packets: 0,
            turn: 0,
            stage: TurnStage::Draw,
            discards: Vec::new(),
            takeable: false,
            stock,
            seen: [0; 53],
            set_aside: 0,
            ledger: Vec::new(),
            winner: None,
        };
        Ok(PanHand {
            state,
            first,
            seat_list: seats,
            stacks,
            events: Vec::new(),
        })
    }

    /// Rebuilds a hand from its events; on failure, the index of the event refused.
    pub fn replay(
        config: PanConfig,
        seats: Vec<SeatNo>,
        first: SeatNo,
        events: &[PanEvent],
    ) -> Result<PanHand, (usize, PanViolation)> {
        PanHand::new(config, seats, first)
            .map_err(|v| (0, v))?
            .replayed(events)
    }

    /// [`PanHand::replay`] of a hand started [`PanHand::with_stacks`].
    pub fn replay_with_stacks(
        config: PanConfig,
        seats: Vec<SeatNo>,
        stacks: Vec<Chips>,
        first: SeatNo,
        events: &[PanEvent],
    ) -> Result<PanHand, (usize, PanViolation)> {
        PanHand::with_stacks(config, seats, stacks, first)
            .map_err(|v| (0, v))?
            .replayed(events)
    }

    fn replayed(mut self, events: &[PanEvent]) -> Result<PanHand, (usize, PanViolation)> {
        for (i, event) in events.iter().enumerate() {
            self.apply(event.action()).map_err(|v| (i, v))?;
        }
        Ok(self)
    }

    /// The hand as it was before the last accepted entry.
    pub fn undo(&self) -> Result<PanHand, PanViolation> {
        let keep = self.events.len().saturating_sub(1);
        PanHand::start(
            self.state.config.clone(),
            self.seat_list.clone(),
            self.stacks.clone(),
            self.first,
        )
        .and_then(|hand| hand.replayed(&self.events[..keep]).map_err(|(_, v)| v))
    }

    /// Checks `action` and applies it. On a violation the hand is unchanged.
    pub fn apply(&mut self, action: PanAction) -> Result<PanEvent, PanViolation> {
        let mut next = self.state.clone();
        let mut event = next.step(action)?;
        if let Some(payments) = event.payments_mut() {
            next.pay(payments);
        }
        next.ledger.extend_from_slice(event.payments());
        self.state = next;
        self.events.push(event.clone());
        Ok(event)
    }

    /// The table's settings for this hand.
    /// The seats as given to [`PanHand::new`].
    pub fn seat_list(&self) -> &[SeatNo] {
        &self.seat_list
    }

    /// The players' stacks when the hand started, in the order of [`PanHand::seat_list`]
    /// (`None`: started without them, [`PanHand::new`]).
    pub fn starting_stacks(&self) -> Option<&[Chips]> {
        self.stacks.as_deref()
    }

    /// The first hand.
    pub fn first(&self) -> SeatNo {
        self.first
    }

    pub fn config(&self) -> &PanConfig {
        &self.state.config
    }
    /// Where the hand is.
    pub fn phase(&self) -> PanPhase {
        self.state.phase
    }
    /// Someone went out (or no one is left): the ledger is final.
    pub fn is_complete(&self) -> bool {
        self.state.phase == PanPhase::Complete
    }
    /// Every accepted entry, in order (what the store keeps).
    pub fn events(&self) -> &[PanEvent] {
        &self.events
    }
    /// Seats in turn order, the first hand first.
    pub fn order(&self) -> Vec<SeatNo> {
        self.state.seats.iter().map(|s| s.seat).collect()
    }
    /// The seat to act (declaring or playing); `None` while the dealer acts or when over.
    pub fn to_act(&self) -> Option<SeatNo> {
        match self.state.phase {
            PanPhase::Declaring | PanPhase::Play => {
                self.state.seats.get(self.state.turn).map(|s| s.seat)
            }
            _ => None,
        }
    }
    /// What the hand waits for, as the dealer reads it ("it is seat 3's turn").
    pub fn waiting_for(&self) -> String {
        self.state.waiting_for()
    }
    /// Where the player to act is in his turn (play only).
    pub fn stage(&self) -> TurnStage {
        self.state.stage
    }
    /// The top discard and whether it may be taken.
    pub fn top_discard(&self) -> Option<(Card, bool)> {
        self.state
            .discards
            .last()
            .map(|&c| (c, self.state.takeable))
    }
    /// Cards left in the stock.
    pub fn stock_left(&self) -> usize {
        self.state.stock
    }
    /// The player who went out.
    pub fn winner(&self) -> Option<SeatNo> {
        self.state.winner
    }
    /// Every payment so far, in order.
    pub fn ledger(&self) -> &[Payment] {
        &self.state.ledger
    }
    /// Cents held in the tops.
    pub fn tops(&self) -> Chips {
        net_of(&self.state.ledger, Party::Tops)
    }
    /// One seat's view; `None` for a seat not dealt in.
    pub fn seat(&self, seat: SeatNo) -> Option<PanSeatView> {
        let s = self.state.seats.iter().find(|s| s.seat == seat)?;
        Some(PanSeatView {
            seat,
            status: s.status,
            declared: s.declared,
            hand: s.hand.clone(),
            melds: s.melds.clone(),
            meld_chips: s.melds.iter().map(|m| value(m, &self.state.config)).sum(),
            net: net_of(&self.state.ledger, Party::Seat(seat)),
            stack: self.stacks.is_some().then_some(s.stack),
        })
    }
    /// Every seat, in turn order.
    pub fn seats(&self) -> Vec<PanSeatView> {
        self.order().iter().filter_map(|&s| self.seat(s)).collect()
    }
    /// Each player's net so far; with [`PanSettlement::tops`] they sum to zero.
    pub fn settlement(&self) -> PanSettlement {
        PanSettlement {
            winner: self.state.winner,
            seats: self
                .state
                .seats
                .iter()
                .map(|s| SeatNet {
                    seat: s.seat,
                    net: net_of(&self.state.ledger, Party::Seat(s.seat)),
                })
                .collect(),
            tops: self.tops(),
        }
    }
}
