//! The hand: its state, its phases, and the entry points (new, apply, replay, undo).

use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::betting::Round;
use crate::config::{Collection, Game, GameConfig};
use crate::event::Event;
use crate::pots::{self, Contribution, Pot, PotSeats};
use crate::settle::{PotResult, SeatResult, Settlement};
use crate::violation::{Violation, cold};
use crate::{Burns, Card, CardList, Chips, SeatList, SeatNo, Shares, SmallVec};

/// One flag per card held (Mexican Poker: face up), as bits: a seat's state stays small
/// and needs no drop code.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Flags {
    len: u8,
    bits: u8,
}

impl Flags {
    pub fn new() -> Flags {
        Flags::default()
    }

    /// The next card's flag (a hand holds five cards; past eight nothing is kept).
    pub fn push(&mut self, flag: bool) {
        if self.len < 8 {
            self.bits |= u8::from(flag) << self.len;
            self.len += 1;
        }
    }

    /// Raises card `k`'s flag.
    pub fn set(&mut self, k: usize) {
        if k < usize::from(self.len) {
            self.bits |= 1 << k;
        }
    }

    /// The flags, card by card.
    pub fn iter(&self) -> impl Iterator<Item = bool> + '_ {
        (0..self.len).map(|k| (self.bits >> k) & 1 == 1)
    }

    pub fn to_vec(self) -> Vec<bool> {
        self.iter().collect()
    }
}

/// A seat dealt into the hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatSpec {
    pub seat: SeatNo,
    pub stack: Chips,
}

/// The betting rounds: four in a board game, two (before and after the draw) in a draw game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "snake_case")]
pub enum Street {
    PreFlop,
    Flop,
    Turn,
    River,
    PreDraw,
    PostDraw,
    /// Mexican Poker: the betting after the second, third, fourth and fifth cards.
    Second,
    Third,
    Fourth,
    Fifth,
}

impl Street {
    pub(crate) fn next(self) -> Option<Street> {
        match self {
            Street::PreFlop => Some(Street::Flop),
            Street::Flop => Some(Street::Turn),
            Street::Turn => Some(Street::River),
            Street::PreDraw => Some(Street::PostDraw),
            Street::Second => Some(Street::Third),
            Street::Third => Some(Street::Fourth),
            Street::Fourth => Some(Street::Fifth),
            Street::River | Street::PostDraw | Street::Fifth => None,
        }
    }

    /// Board cards dealt at the start of this street.
    pub(crate) fn board_cards(self) -> usize {
        match self {
            Street::PreFlop
            | Street::PreDraw
            | Street::PostDraw
            | Street::Second
            | Street::Third
            | Street::Fourth
            | Street::Fifth => 0,
            Street::Flop => 3,
            Street::Turn | Street::River => 1,
        }
    }

    /// The first betting round of the hand.
    pub(crate) fn first(self) -> bool {
        matches!(self, Street::PreFlop | Street::PreDraw | Street::Second)
    }

    /// Mexican Poker: the cards each player holds in this street's betting.
    pub(crate) fn stud_cards(self) -> usize {
        match self {
            Street::Third => 3,
            Street::Fourth => 4,
            Street::Fifth => 5,
            _ => 2,
        }
    }

    /// The last betting round of the hand.
    pub(crate) fn last(self) -> bool {
        self.next().is_none()
    }

    /// Fixed limit: this round bets in big bets.
    pub(crate) fn big_bets(self) -> bool {
        matches!(self, Street::Turn | Street::River | Street::PostDraw)
    }

    pub fn name(self) -> &'static str {
        match self {
            Street::PreFlop => "pre-flop",
            Street::Flop => "flop",
            Street::Turn => "turn",
            Street::River => "river",
            Street::PreDraw => "betting before the draw",
            Street::PostDraw => "betting after the draw",
            Street::Second => "second card",
            Street::Third => "third card",
            Street::Fourth => "fourth card",
            Street::Fifth => "fifth card",
        }
    }
}

/// Where the hand is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// The dealer posts antes and blinds.
    ForcedBets,
    /// The dealer deals hole cards.
    Dealing,
    /// A betting round: a seat acts.
    Betting,
    /// The Pineapples: every remaining player discards one hole card.
    Discarding,
    /// A draw game: each remaining player in turn discards 0 to 5 cards and the dealer
    /// replaces them.
    Drawing,
    /// Mexican Poker: before the next card each player in turn turns his down card up or
    /// keeps it down.
    Exposing,
    /// The dealer burns and deals the next board cards.
    Board,
    /// Players still in show or muck.
    Showdown,
    /// The dealer awards the pots.
    Awarding,
    /// Every pot is awarded.
    Complete,
}

/// One seat's state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct SeatState {
    pub seat: SeatNo,
    pub starting: Chips,
    pub stack: Chips,
    /// Chips put in on this street (bets, blinds).
    pub bet: Chips,
    /// Everything put in the pot this hand, `bet` and `ante` included.
    pub committed: Chips,
    /// The ante: dead money for the main pot.
    pub ante: Chips,
    /// Set through [`Hand::fold_seat`] and [`Hand::muck_seat`], which keep [`Hand::live`]
    /// with them.
    pub folded: bool,
    pub mucked: bool,
    pub shown: bool,
    pub hole: CardList,
    pub discarded: bool,
    /// Acted voluntarily in this betting round.
    pub acted: bool,
    /// The bet level the seat last acted at in this round.
    pub acted_at: Chips,
    /// Draw games: how many cards the seat drew (`None` before its turn to draw).
    pub drew: Option<u8>,
    /// Draw games: replacement cards still owed to the seat (its draw, or an exposed card
    /// that must be replaced).
    pub owed: u8,
    /// Draw games: the seat's own discards in the draw, not yet reshuffled.
    pub draw_discards: CardList,
    /// Everything put in before the draw (Low Ball's sevens rule returns the rest).
    pub committed_before_draw: Chips,
    /// Low Ball: checked in the betting after the draw.
    pub checked_after_draw: bool,
    /// Low Ball: checked and then raised in the betting after the draw.
    pub check_raised: bool,
    /// Mexican Poker: which of `hole` are face up now, and which were dealt face up.
    pub up: Flags,
    pub dealt_up: Flags,
    /// Mexican Poker: this street's choice (`true`: turned the down card up).
    pub turned_up: Option<bool>,
}

impl SeatState {
    /// Still in the hand (not folded, not mucked).
    pub fn live(&self) -> bool {
        !self.folded && !self.mucked
    }

    pub fn all_in(&self) -> bool {
        self.live() && self.stack == 0
    }

    /// Moves `amount` from the stack into this street's bet (and the hand's total).
    pub fn put_in(&mut self, amount: Chips) {
        self.stack -= amount;
        self.bet += amount;
        self.committed += amount;
    }

    /// Puts `amount` in as the seat's action, acting at the bet level `level`; gives whether
    /// that left it all in.
    pub fn act_with(&mut self, amount: Chips, level: Chips) -> bool {
        self.put_in(amount);
        self.acted = true;
        self.acted_at = level;
        self.stack == 0
    }
}

/// The set bits of a seat mask, lowest first.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Bits(pub u32);

impl Bits {
    /// The set bits of `mask` once round the table from index `start`: those at or after
    /// it, then those before.
    pub(crate) fn round_from(mask: u32, start: usize) -> std::iter::Chain<Bits, Bits> {
        debug_assert!(start <= MAX_SEATS);
        let after = mask & (u32::MAX << start);
        Bits(after).chain(Bits(mask & !after))
    }
}

impl Iterator for Bits {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(i)
    }
}

/// A read-only view of a seat for the app.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct SeatView {
    pub seat: SeatNo,
    pub stack: Chips,
    pub bet: Chips,
    pub committed: Chips,
    pub folded: bool,
    pub mucked: bool,
    pub all_in: bool,
    #[cfg_attr(feature = "specta", specta(type = Vec<String>))]
    #[serde(with = "crate::card_serde::maybe_list")]
    pub hole: Vec<Option<Card>>,
    /// Draw games: how many cards the seat drew, once it has drawn (a player may ask).
    pub drew: Option<u8>,
    /// Mexican Poker: which of `hole` are face up.
    #[serde(default)]
    pub up: Vec<bool>,
}

/// The most seats a hand deals in (Hold'em: 52 cards, two each plus the burns and board).
pub(crate) const MAX_SEATS: usize = crate::SeatList::CAPACITY;

/// A hand in progress. Create with [`Hand::new`]; change only through [`Hand::apply`].
#[derive(Debug, Clone)]
pub struct Hand {
    pub(crate) config: GameConfig,
    pub(crate) button_seat: SeatNo,
    /// Index of the button in `seats`.
    pub(crate) button: usize,
    pub(crate) seats: Vec<SeatState>,
    /// The seats' numbers by index, packed: the seat lookups scan these bytes instead of
    /// the seats' whole states.
    pub(crate) seat_nos: [SeatNo; MAX_SEATS],
    /// Bit `i` set: seat index `i` is still in the hand (not folded, not mucked). Kept by
    /// [`Hand::fold_seat`] and [`Hand::muck_seat`].
    pub(crate) live: u32,
    pub(crate) phase: Phase,
    pub(crate) street: Street,
    pub(crate) board: CardList,
    pub(crate) burns: Burns,
    /// Known Pineapple discards.
    pub(crate) discards: Vec<Card>,
    /// Every known card dealt, burned, discarded or shown, by card index.
    pub(crate) known: u64,
    /// Burned for the street being dealt.
    pub(crate) burned: bool,
    pub(crate) round: Round,
    pub(crate) button_drop: Chips,
    /// Set aside for the house from the pot (`pot_drop`), taken at settlement.
    pub(crate) pot_drop: Chips,
    /// The betting is over: the remaining streets are dealt without betting.
    pub(crate) runout: bool,
    pub(crate) showdown_done: bool,
    /// Seats still to show or muck (bit `i`: seat index `i`); see [`Hand::next_to_show`].
    pub(crate) showdown_left: u32,
    /// Pots fixed when the awarding starts.
    pub(crate) pots: SmallVec<[PotSeats; 2]>,
    /// The house's collection from each pot awarded so far, in order (pot `k`'s shares are
    /// in its [`Event::PotAwarded`]).
    pub(crate) awarded: SmallVec<[Chips; 2]>,
    /// What each of the config's jackpot drops took from the main pot (set when it is
    /// awarded; empty before).
    pub(crate) jackpot: SmallVec<[Chips; 2]>,
    pub(crate) events: Vec<Event>,
    /// Draw games: cards taken from the stub (dealt and burned), and cards reshuffled into it.
    pub(crate) stub_taken: usize,
    pub(crate) stub_added: usize,
    /// Draw games: the seat index the stub was first reshuffled for in the draw. Five Card
    /// Draw: a player who asks for cards after it gets none of the reshuffled cards.
    pub(crate) reshuffled_for: Option<usize>,
    /// Low Ball: the seat that killed the pot (limits doubled, it acts last before the draw).
    pub(crate) killer: Option<usize>,
    /// Low Ball: the sevens or check-raise rule applied at the showdown.
    pub(crate) penalties: Vec<crate::draw::Penalty>,
    /// Each bet nobody called that went back to its bettor at the end of a round: the seat
    /// and the amount (said in the dealer's words by [`crate::notes`]).
    pub(crate) returned: Vec<(SeatNo, Chips)>,
    /// The cards every live seat holds once the deal in progress is done.
    pub(crate) deal_target: usize,
    /// While dealing: [`Hand::next_to_deal`], kept by [`Hand::refresh_deal`] after every
    /// change to the deal, so a dealt card costs one pass over the seats.
    pub(crate) deal_next: Option<usize>,
}

impl Hand {
    /// Starts a hand: `seats` in clockwise order with their stacks, and the button's seat.
    pub fn new(
        config: GameConfig,
        seats: impl AsRef<[SeatSpec]>,
        button: SeatNo,
    ) -> Result<Hand, Violation> {
        let seats = seats.as_ref();
        config.check().map_err(Violation::InvalidSetup)?;
        if seats.len() < 2 {
            return Err(cold(|| {
                Violation::InvalidSetup("a hand needs at least two seats".into())
            }));
        }
        let max_seats = match config.game {
            // House text: "Each poker table shall be restricted to a maximum of eight players."
            Game::FiveCardDraw | Game::LowBall => 8,
            // 41 cards: seven players' five cards and three burns.
            Game::MexicanPoker => 7,
            Game::Holdem | Game::Pineapple | Game::CrazyPineapple => {
                52 / (config.game.hole_cards() + 1)
            }
        }
        .min(MAX_SEATS);
        if seats.len() > max_seats {
            return Err(cold(|| {
                Violation::InvalidSetup(format!("at most {max_seats} seats can be dealt in"))
            }));
        }
        // Seat numbers seen, one bit each.
        let mut seen = [0u64; 4];
        for s in seats {
            if s.stack <= 0 {
                return Err(cold(|| {
                    Violation::InvalidSetup(format!("seat {} has no chips to play", s.seat))
                }));
            }
            crate::setup::check_amount(
                &|| format!("seat {}'s stack", s.seat),
                s.stack,
                config.chip_unit,
            )
            .map_err(|m| cold(|| Violation::InvalidSetup(m)))?;
            let (word, bit) = (usize::from(s.seat / 64), 1u64 << (s.seat % 64));
            let twice = seen[word] & bit != 0;
            seen[word] |= bit;
            if twice {
                return Err(cold(|| {
                    Violation::InvalidSetup(format!("seat {} is listed twice", s.seat))
                }));
            }
        }
        let Some(button_index) = seats.iter().position(|s| s.seat == button) else {
            return Err(cold(|| {
                Violation::InvalidSetup(format!(
                    "the button is on seat {button}, which is not dealt in"
                ))
            }));
        };
        let hole_cards = config.game.hole_cards();
        let first_street = match config.game {
            Game::FiveCardDraw | Game::LowBall => Street::PreDraw,
            Game::MexicanPoker => Street::Second,
            Game::Holdem | Game::Pineapple | Game::CrazyPineapple => Street::PreFlop,
        };
        let states = seats
            .iter()
            .map(|s| SeatState {
                seat: s.seat,
                starting: s.stack,
                stack: s.stack,
                bet: 0,
                committed: 0,
                ante: 0,
                folded: false,
                mucked: false,
                shown: false,
                hole: CardList::new(),
                discarded: false,
                acted: false,
                acted_at: 0,
                drew: None,
                owed: 0,
                draw_discards: CardList::new(),
                committed_before_draw: 0,
                checked_after_draw: false,
                check_raised: false,
                up: Flags::new(),
                dealt_up: Flags::new(),
                turned_up: None,
            })
            .collect();
        let mut seat_nos = [0; MAX_SEATS];
        for (slot, s) in seat_nos.iter_mut().zip(seats) {
            *slot = s.seat;
        }
        Ok(Hand {
            seat_nos,
            live: (1u32 << seats.len()) - 1,
            config,
            button_seat: button,
            button: button_index,
            seats: states,
            phase: Phase::ForcedBets,
            street: first_street,
            board: CardList::new(),
            burns: Burns::new(),
            discards: Vec::new(),
            known: 0,
            burned: false,
            round: Round::default(),
            button_drop: 0,
            pot_drop: 0,
            runout: false,
            showdown_done: false,
            showdown_left: 0,
            pots: SmallVec::new(),
            awarded: SmallVec::new(),
            jackpot: SmallVec::new(),
            events: Vec::new(),
            stub_taken: 0,
            stub_added: 0,
            reshuffled_for: None,
            killer: None,
            penalties: Vec::new(),
            returned: Vec::new(),
            deal_target: hole_cards,
            deal_next: None,
        })
    }

    /// Rebuilds a hand from its events.
    pub fn replay(
        config: GameConfig,
        seats: impl AsRef<[SeatSpec]>,
        button: SeatNo,
        events: &[Event],
    ) -> Result<Hand, (usize, Violation)> {
        let mut hand = Hand::new(config, seats, button).map_err(|v| (0, v))?;
        hand.events = Vec::with_capacity(events.len());
        for (i, event) in events.iter().enumerate() {
            if let Err(v) = hand.check_and_apply_event(event) {
                return Err((i, v));
            }
        }
        Ok(hand)
    }

    /// The hand as it was before the last accepted action (the same hand when there is none).
    pub fn undo(&self) -> Result<Hand, Violation> {
        let keep = self.events.len().saturating_sub(1);
        Hand::replay(
            self.config.clone(),
            self.seat_specs(),
            self.button_seat,
            &self.events[..keep],
        )
        .map_err(|(_, v)| v)
    }

    /// Checks `action` and applies it. On a violation the hand is unchanged.
    pub fn apply(&mut self, action: Action) -> Result<Event, Violation> {
        self.check_and_apply(action)?;
        // The event just recorded (never missing after an accepted action).
        self.events.last().cloned().ok_or(Violation::HandOver)
    }

    /// Applies and records `action` without handing back a copy of its event.
    pub(crate) fn apply_quiet(&mut self, action: Action) -> Result<(), Violation> {
        self.check_and_apply(action)
    }

    /// Records the event of an accepted action: the last step of every handler, once its
    /// checks passed and the state changed. Built in place in the list, not handed back.
    #[inline(always)]
    pub(crate) fn accept(&mut self, event: impl FnOnce() -> Event) -> Result<(), Violation> {
        // Made in its slot: an event built aside and then copied into the list stalls the
        // copy on the stores that built it.
        self.events.extend(std::iter::once_with(event));
        Ok(())
    }

    /// Checks `action`, applies it and records its event.
    fn check_and_apply(&mut self, action: Action) -> Result<(), Violation> {
        // Each arm hands back its handler's result as it is: no re-wrapping copy.
        match action {
            Action::PostForcedBets => self.post_forced_bets(),
            Action::DealHole { seat, cards } => self.deal_hole(seat, cards),
            Action::Burn { card } => self.burn(card),
            Action::DealBoard { cards } => self.deal_board(cards),
            Action::AwardPot { pot, winners } => self.award_pot(pot, winners),
            Action::Fold { seat } => self.fold(seat),
            Action::Check { seat } => self.check(seat),
            Action::Call { seat } => self.call(seat),
            Action::BetOrRaise { seat, to } => self.bet_or_raise(seat, to),
            Action::AllIn { seat } => self.all_in(seat),
            Action::Discard { seat, card } => self.discard(seat, card),
            Action::Show { seat, cards } => self.show(seat, cards),
            Action::Muck { seat } => self.muck(seat),
            Action::Kill { seat } => self.kill(seat),
            Action::Draw { seat, discards } => self.draw(seat, discards),
            Action::DealDraw { seat, cards } => self.deal_draw(seat, cards),
            Action::Reshuffle => self.reshuffle(),
            Action::Expose { seat, card } => self.expose(seat, card),
            Action::TurnUp { seat, card } => self.turn_up(seat, card),
            Action::KeepDown { seat } => self.keep_down(seat),
        }
    }

    /// [`Hand::check_and_apply`] of the action that produced `event` ([`Event::action`]),
    /// reading its fields where they are instead of building the action first.
    fn check_and_apply_event(&mut self, event: &Event) -> Result<(), Violation> {
        match event {
            Event::ForcedBetsPosted { .. } => self.post_forced_bets(),
            Event::HoleDealt { seat, cards } => self.deal_hole(*seat, *cards),
            Event::Burned { card } => self.burn(*card),
            Event::BoardDealt { cards, .. } => self.deal_board(*cards),
            Event::Folded { seat } => self.fold(*seat),
            Event::Checked { seat } => self.check(*seat),
            Event::Called { seat, .. } => self.call(*seat),
            Event::Bet { seat, to, .. } => self.bet_or_raise(*seat, *to),
            Event::Mucked { seat } => self.muck(*seat),
            // The rest (shows, awards, the draw and stud steps) through their actions.
            _ => self.check_and_apply(event.action()),
        }
    }

    pub fn config(&self) -> &GameConfig {
        &self.config
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn street(&self) -> Street {
        self.street
    }

    pub fn is_complete(&self) -> bool {
        self.phase == Phase::Complete
    }

    /// The accepted events, in order.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The seats as dealt in, with their starting stacks.
    pub fn seat_specs(&self) -> Vec<SeatSpec> {
        self.seats
            .iter()
            .map(|s| SeatSpec {
                seat: s.seat,
                stack: s.starting,
            })
            .collect()
    }

    pub fn button(&self) -> SeatNo {
        self.button_seat
    }

    pub fn board(&self) -> &[Option<Card>] {
        &self.board
    }

    pub fn burns(&self) -> &[Option<Card>] {
        &self.burns
    }

    /// Every seat's current state.
    pub fn seats(&self) -> Vec<SeatView> {
        self.seats
            .iter()
            .map(|s| SeatView {
                seat: s.seat,
                stack: s.stack,
                bet: s.bet,
                committed: s.committed,
                folded: s.folded,
                mucked: s.mucked,
                all_in: s.all_in(),
                hole: s.hole.to_vec(),
                drew: s.drew,
                up: s.up.to_vec(),
            })
            .collect()
    }

    /// What `seat` must put in to call now (0 when it may check or it is not its turn).
    pub fn to_call(&self, seat: SeatNo) -> Chips {
        match self.index_of(seat) {
            Ok(i) if self.phase == Phase::Betting && self.round.next == Some(i) => {
                self.call_due(i).0
            }
            _ => 0,
        }
    }

    /// Current stacks, in seat order.
    pub fn stacks(&self) -> Vec<Chips> {
        self.seats.iter().map(|s| s.stack).collect()
    }

    /// The pots as they stand (awarded pots included, with their original amounts).
    pub fn pots(&self) -> Vec<Pot> {
        let built;
        let pots: &[PotSeats] = if self.pots.is_empty() {
            built = self.build_pots();
            &built
        } else {
            &self.pots
        };
        pots.iter()
            .map(|p| Pot {
                amount: p.amount,
                eligible: self.seat_list(p.eligible),
            })
            .collect()
    }

    /// Chips in the pots not yet awarded.
    pub fn pot_total(&self) -> Chips {
        let awarded: Chips = self.pots[..self.awarded.len()]
            .iter()
            .map(|p| p.amount)
            .sum();
        self.seats.iter().map(|s| s.committed).sum::<Chips>() - awarded
    }

    /// Stacks + unawarded pots + the house's collection: always the sum of starting stacks.
    pub fn chips_in_play(&self) -> Chips {
        let collected: Chips = self.awarded.iter().sum();
        self.seats.iter().map(|s| s.stack).sum::<Chips>()
            + self.pot_total()
            + self.button_drop
            + collected
            + self.jackpot.iter().sum::<Chips>()
    }

    /// The money: final (or current) stacks, pots with eligible seats and winners, and the
    /// house's collection.
    pub fn settlement(&self) -> Settlement {
        // The shares of each pot awarded, from its event.
        let mut shares = self.events.iter().filter_map(|e| match e {
            Event::PotAwarded { shares, .. } => Some(shares),
            _ => None,
        });
        let results = self
            .pots()
            .into_iter()
            .enumerate()
            .map(|(i, pot)| {
                let (collected, shares) = match self.awarded.get(i) {
                    Some(&collected) => (collected, shares.next().cloned().unwrap_or_default()),
                    None => (0, Shares::new()),
                };
                PotResult {
                    amount: pot.amount,
                    eligible: pot.eligible,
                    collected,
                    shares,
                }
            })
            .collect::<Vec<_>>();
        let collected: Chips = self.awarded.iter().sum();
        let mut seats: Vec<SeatResult> = self
            .seats
            .iter()
            .map(|s| SeatResult {
                seat: s.seat,
                starting_stack: s.starting,
                final_stack: s.stack,
                net: s.stack - s.starting,
            })
            .collect();
        seats.sort_by_key(|s| s.seat);
        Settlement {
            complete: self.phase == Phase::Complete,
            seats,
            pots: results,
            collection: collected + self.button_drop,
            jackpot: self.jackpot.to_vec(),
        }
    }

    // ----- shared helpers -----

    /// The pots from what each seat put in (gathered in this frame: no copy of the array).
    #[inline(always)]
    pub(crate) fn build_pots(&self) -> SmallVec<[PotSeats; 2]> {
        let mut contributions = [Contribution::default(); MAX_SEATS];
        for (slot, s) in contributions.iter_mut().zip(&self.seats) {
            *slot = Contribution {
                committed: s.committed,
                ante: s.ante,
                live: !s.folded,
                mucked: s.mucked,
            };
        }
        pots::build(&contributions[..self.seats.len()])
    }

    /// The seat numbers of `mask` (bit `i`: seat index `i`) in seat-number order, for the app.
    pub(crate) fn seat_list(&self, mask: u32) -> SeatList {
        let mut seats = SeatList::collect_within(Bits(mask).map(|i| self.seat_nos[i]));
        if !seats.is_sorted() {
            seats.sort_unstable();
        }
        seats
    }

    /// Checks that the hand is in `phase` and that `seat` is the one `next` names; returns
    /// its index. `wrong_phase` and `not_next` say what the dealer tried, in words.
    #[inline(always)]
    pub(crate) fn check_turn(
        &self,
        seat: SeatNo,
        phase: Phase,
        next: Option<usize>,
        wrong_phase: &'static str,
        not_next: &'static str,
    ) -> Result<usize, Violation> {
        // The usual case inline: the seat named is the one due, in the phase expected.
        if self.phase == phase
            && let Some(i) = next
            && self.seat_nos[i] == seat
        {
            return Ok(i);
        }
        self.turn_refused(seat, phase, next, wrong_phase, not_next)
    }

    /// `WrongStreet`: `what` is not done now, and what the hand expects instead.
    #[cold]
    #[inline(never)]
    pub(crate) fn wrong_street(&self, what: &str) -> Violation {
        Violation::WrongStreet(format!("{what}: {}", self.expected()))
    }

    /// [`Hand::check_turn`] when the seat named is not the one due: why, out of line.
    #[cold]
    #[inline(never)]
    fn turn_refused(
        &self,
        seat: SeatNo,
        phase: Phase,
        next: Option<usize>,
        wrong_phase: &str,
        not_next: &str,
    ) -> Result<usize, Violation> {
        if self.phase == Phase::Complete {
            return Err(Violation::HandOver);
        }
        let i = self.index_of(seat)?;
        if self.phase != phase {
            return Err(self.wrong_street(wrong_phase));
        }
        if next != Some(i) {
            return Err(Violation::OutOfTurn(format!(
                "Seat {seat} {not_next}: {}",
                self.expected()
            )));
        }
        Ok(i)
    }

    pub(crate) fn index_of(&self, seat: SeatNo) -> Result<usize, Violation> {
        // Not `ok_or`: building the violation on every lookup costs the replay 2%.
        match self.seat_nos[..self.seats.len()]
            .iter()
            .position(|&s| s == seat)
        {
            Some(i) => Ok(i),
            None => Err(Violation::UnknownSeat(seat)),
        }
    }

    /// Seat index at `position` counted from the left of the button (heads-up: the button
    /// is position 0, as it posts the small blind).
    pub(crate) fn at_position(&self, position: usize) -> usize {
        let n = self.seats.len();
        if n == 2 {
            (self.button + position) % n
        } else {
            (self.button + 1 + position) % n
        }
    }

    /// Seat indexes by position, position 0 first ([`Hand::at_position`]): once round the
    /// table, without a division per seat.
    pub(crate) fn by_position(&self) -> impl Iterator<Item = usize> + use<> {
        let first = self.at_position(0);
        (first..self.seats.len()).chain(0..first)
    }

    /// The seats of `mask` (bit `i`: seat index `i`), clockwise starting left of the button.
    pub(crate) fn clockwise_of(&self, mask: u32) -> std::iter::Chain<Bits, Bits> {
        Bits::round_from(mask, self.button + 1)
    }

    /// The seats still in, clockwise starting left of the button.
    pub(crate) fn live_from_button_left(&self) -> std::iter::Chain<Bits, Bits> {
        self.clockwise_of(self.live)
    }

    pub(crate) fn live_count(&self) -> usize {
        debug_assert_eq!(
            self.live.count_ones() as usize,
            self.seats.iter().filter(|s| s.live()).count()
        );
        self.live.count_ones() as usize
    }

    /// Seat index `i` folds.
    pub(crate) fn fold_seat(&mut self, i: usize) {
        self.seats[i].folded = true;
        self.live &= !(1 << i);
    }

    /// Seat index `i` mucks its hand.
    pub(crate) fn muck_seat(&mut self, i: usize) {
        self.seats[i].mucked = true;
        self.live &= !(1 << i);
    }

    /// The indexes of the seats still in, in index order.
    pub(crate) fn live_seats(&self) -> Bits {
        Bits(self.live)
    }

    /// The collection's pot drop to keep at settlement.
    pub(crate) fn effective_pot_drop(&self) -> Chips {
        match self.config.collection {
            Collection::PotDrop { .. } => {
                if self.config.no_flop_no_drop && self.board.is_empty() {
                    0
                } else {
                    self.pot_drop
                }
            }
            _ => 0,
        }
    }

    /// What the dealer should be told is expected now (used in out-of-turn messages).
    pub(crate) fn expected(&self) -> String {
        crate::legal::describe(self)
    }
}
