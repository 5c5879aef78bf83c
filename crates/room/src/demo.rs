//! `demo seed`: realistic activity for demos, manual testing and benchmarks. Everything goes
//! through the same use cases a floor manager and dealers use, on a clock the seeder moves:
//! tables of several games, players coming and going, dealers pushed every half hour, time
//! collections mostly paid, some not (with reasons), a few never marked.

use cardroom_store::GameCode;
use chrono::{Duration, Timelike};
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{RngCore, SeedableRng};
use serde::Serialize;

use crate::clock::{Clock, ManualClock, parse_db_time};
use cardroom_cards::{CardsError, Deck, DeckKind};
use cardroom_engine::{Action, CardList, DealerStep, LegalActions, Phase, SeatList};

use crate::{
    Betting, DrawCard, DropMode, Entry, Mark, NotPaidReason, OpenTable, Role, Room, RoomError,
    SeatPlayer,
};
use cardroom_engine::dealer_step_unentered;

/// What the seeder did.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, specta::Type)]
pub struct DemoSummary {
    pub days: u32,
    pub from: String,
    pub to: String,
    pub shifts: i64,
    pub tables: i64,
    pub seatings: i64,
    pub collections_marked: i64,
    pub collections_left_unmarked: i64,
    pub hands: i64,
    /// Jackpot hits dealt: one bad beat on the last day, at Table 2.
    pub jackpot_hits: i64,
}

const PLAYERS: [&str; 40] = [
    "Ann", "Bob", "Cy", "Dot", "Ed", "Flo", "Gus", "Hal", "Ida", "Jo", "Kat", "Lou", "Mo", "Nell",
    "Otto", "Pia", "Quin", "Ray", "Sal", "Tom", "Uma", "Vic", "Wes", "Xia", "Yul", "Zoe", "Abe",
    "Bea", "Cal", "Di", "Eli", "Fay", "Gil", "Hope", "Ike", "Jan", "Kip", "Lea", "Max", "Nia",
];
/// The ten-minute step of the last day when Table 2 deals the demo's bad beat.
const BAD_BEAT_STEP: u32 = 66;

/// The bad beat's hole cards, by seat in order: four nines, then the straight flush, then
/// hands that neither beat nor tie it.
const BAD_BEAT_HOLES: [&str; 10] = [
    "9s 9h", "8h 4h", "Ac Kc", "2s 3d", "Qs Jd", "Ts 8c", "Kd Qc", "As 2c", "Jc Tc", "3c 4c",
];

const DEALERS: [&str; 7] = ["Dee", "Dan", "Lucia", "Marco", "Tess", "Omar", "June"];

fn tables() -> Vec<OpenTable> {
    let base =
        |name: &str, game: GameCode, betting, blinds: (i64, i64), bets: (i64, i64)| OpenTable {
            drop_mode: Some(DropMode::PotDrop),
            ..OpenTable::new(name, game, betting, blinds, bets)
        };
    let mut mexican = base(
        "Table 6",
        GameCode::Mexican,
        Betting::FixedLimit,
        (0, 0),
        (100, 200),
    );
    mexican.rate_cents = Some(200);
    // The schedule has no house-banked row: the manager gives the time rate. Antes run from
    // 30 cents to $12 (the table's small and big bet), in 10-cent chips.
    let mut banked = base(
        "Table 7",
        GameCode::JokerDraw,
        Betting::FixedLimit,
        (0, 0),
        (30, 1200),
    );
    banked.rate_cents = Some(100);
    banked.chip_unit_cents = 10;
    banked.drop_mode = None;
    vec![
        base(
            "Table 1",
            GameCode::Holdem,
            Betting::FixedLimit,
            (100, 200),
            (200, 400),
        ),
        base(
            "Table 2",
            GameCode::Holdem,
            Betting::NoLimit,
            (100, 200),
            (200, 200),
        ),
        base(
            "Table 3",
            GameCode::Lowball,
            Betting::FixedLimit,
            (200, 400),
            (400, 800),
        ),
        base(
            "Table 4",
            GameCode::Pan,
            Betting::FixedLimit,
            (0, 0),
            (200, 500),
        ),
        base(
            "Table 5",
            GameCode::Pineapple,
            Betting::FixedLimit,
            (1000, 2000),
            (2000, 4000),
        ),
        mexican,
        banked,
    ]
}

/// The pot games, whose hands the seeder deals through the pot-game engine (the house-banked
/// boxes: `demo_banked.rs`; Pan's hands, one every half hour: `demo_pan.rs`).
fn dealt_by_the_seeder(game: &GameCode) -> bool {
    matches!(
        game,
        GameCode::Holdem | GameCode::Pineapple | GameCode::Lowball | GameCode::Mexican
    )
}

pub(crate) struct Dice(ChaCha8Rng);

pub(crate) fn bad_card(e: CardsError) -> RoomError {
    RoomError::BadCard {
        code: e.code(),
        message: e.to_string(),
    }
}

impl Dice {
    /// Dice that roll the same for the same seed.
    pub(crate) fn seeded(seed: u64) -> Dice {
        Dice(ChaCha8Rng::seed_from_u64(seed))
    }
    pub(crate) fn below(&mut self, n: u32) -> u32 {
        self.0.next_u32() % n.max(1)
    }
    /// A deck of `kind`, shuffled.
    pub(crate) fn deck(&mut self, kind: DeckKind) -> Result<Deck, RoomError> {
        Deck::shuffled(kind, self.0.next_u64()).map_err(bad_card)
    }
    pub(crate) fn chance(&mut self, percent: u32) -> bool {
        self.below(100) < percent
    }
}

impl Room {
    /// Seeds `days` days of activity ending before now (or after the latest activity already
    /// recorded), deterministically from `seed`.
    pub fn seed_demo(&self, days: u32, seed: u64) -> Result<DemoSummary, RoomError> {
        if !(1..=400).contains(&days) {
            return Err(RoomError::invalid("days", "seed 1 to 400 days"));
        }
        let now = self.clock.now();
        let last = self.store.read(|tx| tx.clock_watermark())?;
        let mut start = (now - Duration::days(i64::from(days)))
            .with_hour(12)
            .and_then(|t| t.with_minute(0))
            .and_then(|t| t.with_second(0))
            .unwrap_or(now);
        if let Some(last) = last.as_deref().and_then(parse_db_time)
            && last > start
        {
            start = last + Duration::minutes(1);
        }
        if start + Duration::days(i64::from(days) - 1) + Duration::hours(12) > now {
            return Err(RoomError::invalid(
                "days",
                "the demo must end before now and after the activity already recorded; seed fewer days",
            ));
        }
        let clock = ManualClock::new(start);
        // The demo's own room: the same storage, on the seeder's clock.
        let seeder = self.with_clock(Box::new(clock.clone()));
        self.store.relax_durability()?;
        let result = seeder.run_demo(days, &clock, &mut Dice::seeded(seed));
        self.store.restore_durability()?;
        let mut summary = result?;
        summary.from = crate::clock::db_time(start);
        Ok(summary)
    }

    fn run_demo(
        &self,
        days: u32,
        clock: &ManualClock,
        dice: &mut Dice,
    ) -> Result<DemoSummary, RoomError> {
        let mut s = DemoSummary {
            days,
            ..DemoSummary::default()
        };
        let floor = self.demo_staff("Maria", Role::Floor)?;
        let night = self.demo_staff("Frank", Role::Floor)?;
        let dealers = DEALERS
            .iter()
            .map(|d| self.demo_staff(d, Role::Dealer))
            .collect::<Result<Vec<_>, _>>()?;
        // The cage counts the boxes and counter-signs (it deals nothing).
        self.demo_staff("Cora", Role::Cage)?;
        self.demo_fund(floor, clock)?;
        let mut next_player = 0usize;
        for day in 0..days {
            let day_start = clock.now();
            let shift_floor = if day % 2 == 0 { floor } else { night };
            self.open_shift(shift_floor)?;
            s.shifts += 1;
            let ids = tables()
                .iter()
                .map(|req| {
                    self.open_table(shift_floor, req)
                        .map(|t| (t.id, t.seat_limit))
                })
                .collect::<Result<Vec<_>, _>>()?;
            s.tables += i64::try_from(ids.len()).unwrap_or(0);
            for (id, limit) in &ids {
                for seat in 1..=(*limit - 2) {
                    if dice.chance(75) {
                        self.demo_seat(shift_floor, *id, seat, &mut next_player, dice)?;
                        s.seatings += 1;
                    }
                }
            }
            for (id, _) in &ids {
                if dealt_by_the_seeder(&self.table_status(*id)?.game) {
                    self.demo_button(shift_floor, *id, dice)?;
                }
            }
            // The first dealers go in when the tables open.
            for (i, (id, _)) in ids.iter().enumerate() {
                self.push_dealer(shift_floor, *id, dealers[i % dealers.len()])?;
            }
            // Twelve hours in ten-minute steps: dealers every half hour, players coming and
            // going, collections recorded and marked.
            for step in 1..=72 {
                clock.advance(Duration::minutes(10));
                if step == 36 {
                    // The incoming floor manager takes the room over: nothing falls between.
                    let other = if shift_floor == floor { night } else { floor };
                    self.hand_over_shift(other)?;
                    s.shifts += 1;
                }
                let actor = if step < 36 {
                    shift_floor
                } else if shift_floor == floor {
                    night
                } else {
                    floor
                };
                if step % 3 == 0 {
                    for (id, _) in &ids {
                        if self.table_status(*id)?.dealer.is_some() {
                            self.pull_dealer(actor, *id)?;
                        }
                    }
                    for (i, (id, _)) in ids.iter().enumerate() {
                        let dealer =
                            dealers[(i + usize::try_from(step / 3).unwrap_or(0)) % dealers.len()];
                        self.push_dealer(actor, *id, dealer)?;
                    }
                    // What fell due in a shift already closed stays as it was: it is locked.
                    let since = self
                        .current_shift()?
                        .map(|s| s.opened_at)
                        .unwrap_or_default();
                    self.record_due_collections(actor, None)?;
                    let due = self.collections_due(actor, None)?;
                    for c in due.into_iter().filter(|c| c.due_at >= since) {
                        let mark = match dice.below(100) {
                            0..=89 => Some(Mark::Paid),
                            90..=93 => Some(Mark::NotPaid(NotPaidReason::SittingOut)),
                            94..=96 => Some(Mark::NotPaid(NotPaidReason::Left)),
                            97 => Some(Mark::NotPaid(NotPaidReason::Comped)),
                            _ => None,
                        };
                        match mark {
                            Some(Mark::NotPaid(NotPaidReason::Comped)) => {
                                self.comp_collection(actor, &c, "a regular's birthday")?;
                                s.collections_marked += 1;
                            }
                            Some(m) => {
                                self.mark_collection(actor, &c, m)?;
                                s.collections_marked += 1;
                            }
                            None => s.collections_left_unmarked += 1,
                        }
                    }
                }
                for (id, _) in &ids {
                    let game = self.table_status(*id)?.game;
                    let dealt = if day + 1 == days && step == BAD_BEAT_STEP && *id == ids[1].0 {
                        self.demo_bad_beat(actor, *id, &mut next_player)?;
                        s.jackpot_hits += 1;
                        true
                    } else if game == GameCode::JokerDraw {
                        self.demo_box(actor, *id, dice)?
                    } else if game == GameCode::Pan {
                        // A Pan hand runs long: one every half hour.
                        step % 3 == 0 && self.demo_pan_hand(actor, *id, dice)?
                    } else {
                        dealt_by_the_seeder(&game)
                            && self.demo_hand(actor, *id, dice, &mut |_| ())?
                    };
                    if dealt {
                        s.hands += 1;
                    }
                }
                for (id, limit) in &ids {
                    let seats = self.seats(*id)?;
                    if let Some(leaving) = seats.get(dice.below(12) as usize)
                        && dice.chance(20)
                    {
                        self.unseat_player(actor, *id, leaving.seat_no)?;
                    }
                    if dice.chance(25) {
                        let taken: Vec<i64> = self.seats(*id)?.iter().map(|p| p.seat_no).collect();
                        if let Some(free) = (1..=*limit).find(|n| !taken.contains(n)) {
                            self.demo_seat(actor, *id, free, &mut next_player, dice)?;
                            s.seatings += 1;
                        }
                    }
                }
            }
            for (id, _) in &ids {
                self.close_table(floor, *id)?;
            }
            // The floor closes the shift once the tables are closed and their players cashed
            // out: their chips leave inside it.
            clock.advance(Duration::minutes(1));
            self.close_shift(floor)?;
            s.to = crate::clock::db_time(clock.now());
            clock.set(day_start + Duration::days(1));
        }
        Ok(s)
    }

    /// The demo's bad-beat jackpot (added once): Hold'em, $1.00 from every pot of $20.00 or
    /// more once the flop is dealt, seeded with $500.00; four of a kind or better beaten, both
    /// hole cards playing, four dealt in; 50% to the loser, 25% to the winner, 15% to the table.
    fn demo_fund(&self, floor: i64, clock: &ManualClock) -> Result<(), RoomError> {
        if self.jackpots()?.funds.iter().any(|f| f.name == "Bad beat") {
            return Ok(());
        }
        self.add_jackpot_fund(
            floor,
            &crate::NewFund {
                name: "Bad beat".into(),
                terms: crate::FundTerms {
                    games: vec![GameCode::Holdem],
                    min_big_blind_cents: None,
                    max_big_blind_cents: None,
                    drop_cents: 100,
                    min_pot_cents: 2_000,
                    at_flop: true,
                    fee_percent: 0,
                    cap_cents: None,
                    qualifier: crate::Qualifier::BadBeat {
                        loser_at_least: "2c 2d 2h 2s 3c".into(),
                        both_hole_cards: true,
                        min_dealt_in: 4,
                    },
                    split: cardroom_engine::jackpot::Split {
                        loser: 50,
                        winner: 25,
                        table: 15,
                    },
                    names_above_cents: crate::NAMES_ABOVE_CENTS,
                },
                seed_cents: 50_000,
                effective_from: Some(crate::clock::db_time(clock.now())),
            },
        )?;
        Ok(())
    }

    /// The last day's bad beat at `table`: seats 1 to 4 filled first (a newcomer posts to be
    /// dealt in), then four nines lose to an eight-high straight flush, both hole cards
    /// playing on each side, after a raise to $6.00 that everyone calls.
    fn demo_bad_beat(&self, actor: i64, table: i64, next: &mut usize) -> Result<i64, RoomError> {
        let taken: Vec<i64> = self.seats(table)?.iter().map(|p| p.seat_no).collect();
        let buy_in = self.table_status(table)?.buy_in;
        let stack = buy_in.max_cents.unwrap_or(buy_in.min_cents);
        for seat in (1..=4).filter(|n| !taken.contains(n)) {
            let name = PLAYERS[*next % PLAYERS.len()];
            *next += 1;
            self.seat_demo_player(actor, table, seat, name, stack, Entry::PostBigBlind)?;
        }
        self.play_known_hand(
            actor,
            table,
            &BAD_BEAT_HOLES,
            &["9c 9d 5h", "6h", "7h"],
            Some(600),
        )
    }

    /// The high-card draw for the first button, with cards from a shuffled deck.
    fn demo_button(&self, actor: i64, table: i64, dice: &mut Dice) -> Result<(), RoomError> {
        let kind = match self.table_status(table)?.game {
            GameCode::Mexican => DeckKind::Mexican,
            GameCode::Lowball => DeckKind::WithJoker,
            _ => DeckKind::Standard,
        };
        let mut deck = dice.deck(kind)?;
        let draw = self
            .seats(table)?
            .iter()
            .map(|seat| {
                Ok(DrawCard {
                    seat_no: seat.seat_no,
                    card: deck.deal().map_err(bad_card)?.to_string(),
                })
            })
            .collect::<Result<Vec<_>, RoomError>>()?;
        if draw.len() >= 2 {
            self.draw_for_button(actor, table, &draw)?;
        }
        Ok(())
    }

    /// Deals one hand with the cards not entered, the players folding, checking, calling
    /// and raising at random. Returns whether a hand was dealt (it needs two players).
    /// One demo hand at `table`, as the seeder deals it, `acked` told of every entry once it
    /// is committed (the crash test's child process prints them). Returns whether a hand
    /// was dealt.
    pub fn play_demo_hand(
        &self,
        actor: i64,
        table: i64,
        seed: u64,
        acked: &mut dyn FnMut(&crate::HandView),
    ) -> Result<bool, RoomError> {
        self.demo_hand(actor, table, &mut Dice::seeded(seed), acked)
    }

    /// Deals one pot-game hand with the cards given: `holes[i]` to the `i`-th seat dealt in
    /// (by seat number), the board's streets in order. The first player to act raises to
    /// `raise_to` (none: he checks or calls), the others check or call to the showdown, where
    /// each shows. Returns the hand's id. (The demo's bad beat; the tests' scripted hands.)
    pub fn play_known_hand(
        &self,
        actor: i64,
        table: i64,
        holes: &[&str],
        board: &[&str],
        raise_to: Option<i64>,
    ) -> Result<i64, RoomError> {
        let hand = self.start_hand(actor, table)?.hand_id;
        // The room dealt unseen: the dealer takes the deal back to enter the cards.
        while self.hand(hand)?.actions > 0 {
            self.undo(actor, hand)?;
        }
        let mut dealt_in: Vec<u8> = pot_of(&self.hand(hand)?)?
            .seats
            .iter()
            .map(|s| s.seat)
            .collect();
        dealt_in.sort_unstable();
        let cards_of = |text: &str| -> Result<Vec<Option<cardroom_engine::Card>>, RoomError> {
            Ok(cardroom_cards::parse_cards(text)
                .map_err(bad_card)?
                .into_iter()
                .map(Some)
                .collect())
        };
        let hole = |seat: u8| -> Result<Vec<Option<cardroom_engine::Card>>, RoomError> {
            let i = dealt_in
                .iter()
                .position(|s| *s == seat)
                .unwrap_or(usize::MAX);
            let text = holes.get(i).ok_or_else(|| {
                RoomError::invalid("the cards", format!("no hole cards for seat {seat}"))
            })?;
            cards_of(text)
        };
        let list = |cards: Vec<Option<cardroom_engine::Card>>| {
            CardList::try_from(cards).map_err(|_| RoomError::invalid("the cards", "too many cards"))
        };
        let mut streets = board.iter();
        let mut raised = raise_to.is_none();
        loop {
            let view = self.hand(hand)?;
            let action = match pot_of(&view)?.legal.clone() {
                LegalActions::Complete => return Ok(hand),
                LegalActions::Dealer(step) => match step {
                    DealerStep::PostForcedBets => Action::PostForcedBets,
                    DealerStep::DealHole { seat, .. } => Action::DealHole {
                        seat,
                        cards: list(hole(seat)?)?,
                    },
                    DealerStep::Burn { .. } => Action::Burn { card: None },
                    DealerStep::DealBoard { .. } => {
                        let text = streets.next().ok_or_else(|| {
                            RoomError::invalid("the board", "a street is missing")
                        })?;
                        Action::DealBoard {
                            cards: list(cards_of(text)?)?,
                        }
                    }
                    DealerStep::AwardPot { pot, .. } => Action::AwardPot { pot, winners: None },
                    other => {
                        return Err(RoomError::invalid(
                            "the hand",
                            format!("a scripted hand does not take {other:?}"),
                        ));
                    }
                },
                LegalActions::Seat(o) if o.phase == Phase::Showdown => Action::Show {
                    seat: o.seat,
                    cards: cardroom_engine::ShownCards::known(&list(hole(o.seat)?)?),
                },
                LegalActions::Seat(o) if !raised && o.bet_or_raise.is_some() => {
                    raised = true;
                    Action::BetOrRaise {
                        seat: o.seat,
                        to: raise_to.unwrap_or_default(),
                    }
                }
                LegalActions::Seat(o) if o.check => Action::Check { seat: o.seat },
                LegalActions::Seat(o) if o.call.is_some() => Action::Call { seat: o.seat },
                LegalActions::Seat(o) => Action::AllIn { seat: o.seat },
            };
            self.act(actor, hand, action)?;
        }
    }

    /// The draw for the first button as the seeder makes it.
    pub fn draw_demo_button(&self, actor: i64, table: i64, seed: u64) -> Result<(), RoomError> {
        self.demo_button(actor, table, &mut Dice::seeded(seed))
    }

    fn demo_hand(
        &self,
        actor: i64,
        table: i64,
        dice: &mut Dice,
        acked: &mut dyn FnMut(&crate::HandView),
    ) -> Result<bool, RoomError> {
        let hand = match self.start_hand(actor, table) {
            Ok(view) => view.hand_id,
            Err(RoomError::Violation { code, .. }) if code == "invalid_setup" => return Ok(false),
            Err(RoomError::NoButton { .. }) => return Ok(false),
            Err(e) => return Err(e),
        };
        // Mexican Poker's face-up cards must be entered: there the dealer enters every card,
        // from its shuffled 41-card deck.
        let mut deck = if self.table_status(table)?.game == GameCode::Mexican {
            Some(dice.deck(DeckKind::Mexican)?)
        } else {
            None
        };
        let mut view = self.hand(hand)?;
        acked(&view);
        loop {
            let action = match (dealer_step_unentered(&pot_of(&view)?.legal), deck.as_mut()) {
                (Some(Action::DealHole { seat, cards }), Some(deck)) => Action::DealHole {
                    seat,
                    cards: dealt(&mut *deck, cards.len()),
                },
                // Cards unknown: the dealer names a winner.
                (Some(Action::AwardPot { pot, winners: None }), _) => {
                    let eligible = match &pot_of(&view)?.legal {
                        LegalActions::Dealer(DealerStep::AwardPot { eligible, .. }) => *eligible,
                        _ => Default::default(),
                    };
                    let pick = eligible
                        .get(dice.below(u32::try_from(eligible.len()).unwrap_or(1)) as usize);
                    Action::AwardPot {
                        pot,
                        winners: pick.and_then(|p| SeatList::try_from([*p]).ok()),
                    }
                }
                (Some(step), _) => step,
                (None, _) => match &pot_of(&view)?.legal {
                    // Mexican Poker's down card was dealt unseen: shown, it is entered.
                    LegalActions::Seat(o) if o.phase == Phase::Showdown => Action::Show {
                        seat: o.seat,
                        cards: deck
                            .as_mut()
                            .and_then(|d| shown_hand(pot_of(&view).ok()?, o.seat, d)),
                    },
                    LegalActions::Seat(o) if o.phase == Phase::Discarding => Action::Discard {
                        seat: o.seat,
                        card: None,
                    },
                    LegalActions::Seat(o) if o.phase == Phase::Drawing => {
                        let most = u32::try_from(o.max_discards.unwrap_or(0)).unwrap_or(0);
                        Action::Draw {
                            seat: o.seat,
                            discards: CardList::unknown(dice.below(most + 1) as usize)
                                .unwrap_or_default(),
                        }
                    }
                    LegalActions::Seat(o) if o.phase == Phase::Exposing => {
                        if dice.chance(50) {
                            // The down card was dealt unseen: turned up, it is entered.
                            Action::TurnUp {
                                seat: o.seat,
                                card: deck.as_mut().and_then(|d| d.deal().ok()),
                            }
                        } else {
                            Action::KeepDown { seat: o.seat }
                        }
                    }
                    LegalActions::Seat(o) => match (dice.below(100), o.check, o.bet_or_raise) {
                        (0..=11, false, _) if o.fold => Action::Fold { seat: o.seat },
                        (0..=14, _, Some(r)) => Action::BetOrRaise {
                            seat: o.seat,
                            to: r.min_to,
                        },
                        (_, true, _) => Action::Check { seat: o.seat },
                        _ if o.call.is_some() => Action::Call { seat: o.seat },
                        // Mexican Poker: the high hand showing must open.
                        (_, _, Some(r)) => Action::BetOrRaise {
                            seat: o.seat,
                            to: r.min_to,
                        },
                        _ => Action::Fold { seat: o.seat },
                    },
                    _ => return Ok(true),
                },
            };
            view = self.act(actor, hand, action)?;
            acked(&view);
            if view.finished {
                return Ok(true);
            }
        }
    }

    fn demo_staff(&self, name: &str, role: Role) -> Result<i64, RoomError> {
        if let Ok(existing) = self.staff_named(name) {
            return Ok(existing.id);
        }
        let floor = self
            .list_staff()?
            .into_iter()
            .find(|m| m.role == Role::Floor && m.active);
        Ok(self.add_staff(floor.map(|f| f.id), name, role)?.id)
    }

    fn demo_seat(
        &self,
        actor: i64,
        table: i64,
        seat: i64,
        next: &mut usize,
        dice: &mut Dice,
    ) -> Result<(), RoomError> {
        let name = PLAYERS[*next % PLAYERS.len()];
        *next += 1;
        // A buy-in inside the table's limits, in whole dollars: up to its maximum, or four
        // hundred dollars over its minimum where it has none.
        let buy_in = self.table_status(table)?.buy_in;
        let dollars = |cents: i64| cents.div_euclid(100);
        let low = dollars(buy_in.min_cents + 99);
        let high = buy_in.max_cents.map_or(low + 400, dollars).max(low);
        let stack = (low + i64::from(dice.below(u32::try_from(high - low + 1).unwrap_or(1)))) * 100;
        let entry = if dice.chance(50) {
            Entry::PostBigBlind
        } else {
            Entry::WaitForBigBlind
        };
        self.seat_demo_player(actor, table, seat, name, stack, entry)
    }

    fn seat_demo_player(
        &self,
        actor: i64,
        table: i64,
        seat: i64,
        name: &str,
        stack_cents: i64,
        entry: Entry,
    ) -> Result<(), RoomError> {
        self.seat_player(
            actor,
            &SeatPlayer {
                table_id: table,
                seat_no: seat,
                player_name: name.into(),
                player_number: None,
                stack_cents,
                entry,
                cash: false,
                not_excluded: None,
            },
        )?;
        Ok(())
    }
}

/// `n` cards dealt from `deck` (as many as it still holds, up to a list's capacity).
fn dealt(deck: &mut Deck, n: usize) -> CardList {
    let mut cards = CardList::new();
    for _ in 0..n {
        if cards.try_push(deck.deal().ok()).is_err() {
            break;
        }
    }
    cards
}

/// The pot game's view of a hand the seeder deals.
/// A seat's whole hand as shown: the cards known, and the ones dealt unseen from the deck.
fn shown_hand(
    view: &cardroom_engine::PotView,
    seat: u8,
    deck: &mut Deck,
) -> Option<cardroom_engine::ShownCards> {
    let held = &view.seats.iter().find(|s| s.seat == seat)?.hole;
    let cards: Vec<cardroom_engine::Card> = held
        .iter()
        .map(|c| c.or_else(|| deck.deal().ok()))
        .collect::<Option<_>>()?;
    cardroom_engine::ShownCards::try_from_slice(&cards).ok()
}

fn pot_of(view: &crate::HandView) -> Result<&cardroom_engine::PotView, RoomError> {
    view.pot().ok_or_else(|| RoomError::BadData {
        detail: format!("hand {} is not a pot game's", view.hand_id),
    })
}
