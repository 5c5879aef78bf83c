//! Helpers: cards, tables dealt with known hands, and refusals that leave the hand unchanged.

use cardroom_engine::pan::{
    PanAction, PanConfig, PanHand, PanPhase, PanSeatView, PanSettlement, Payment, Play, TurnStage,
};
use cardroom_engine::{Card, Chips, SeatNo};

/// Cards written `Qh Jh 7h` (or `QhJh7h`).
pub fn c(text: &str) -> Vec<Card> {
    cardroom_cards::parse_cards(text).expect("cards")
}

pub fn one(text: &str) -> Card {
    text.parse().expect("a card")
}

/// Ten cards each for seats 1, 2 and 3.
pub const H1: &str = "4d 4h 6c 7c Jc Qd Kd 2d 3h 6s";
pub const H2: &str = "5s 5s Ks Qs Js 2c 3c 4c 6d Ac";
pub const H3: &str = "Ah Ah 2h 3h 4h 5d 6d 7d Jd Qc";

/// Seats 1-3 holding [`H1`], [`H2`] and [`H3`], seat 2 first (order 2, 1, 3), everyone in.
pub fn table() -> PanHand {
    playing(cfg(), &[(1, H1), (2, H2), (3, H3)], 2)
}

/// The house's Pan with 25-cent chips.
pub fn cfg() -> PanConfig {
    PanConfig::house(25)
}

/// Seats in `hands` (seat, ten cards) in any order, `first` the first hand: tops posted and
/// both rounds dealt in order, nobody declared yet.
pub fn dealt(config: PanConfig, hands: &[(SeatNo, &str)], first: SeatNo) -> PanHand {
    let seats: Vec<SeatNo> = hands.iter().map(|h| h.0).collect();
    deal_in(PanHand::new(config, seats, first).expect("a table"), hands)
}

/// A table of one deck, seats 1 and 2, seat 1 first: the tops posted, nothing dealt.
pub fn one_deck_heads_up() -> PanHand {
    let mut config = PanConfig::house(25);
    config.decks = 1;
    let mut hand = PanHand::new(config, vec![1, 2], 1).expect("a table");
    hand.apply(PanAction::PostTops).expect("tops");
    hand
}

/// Tops posted and both rounds of `hands` dealt in order to a new `hand`.
pub fn deal_in(mut hand: PanHand, hands: &[(SeatNo, &str)]) -> PanHand {
    hand.apply(PanAction::PostTops).expect("tops");
    for round in 0..2 {
        for seat in hand.order() {
            let text = hands.iter().find(|h| h.0 == seat).expect("seat").1;
            let all = c(text);
            let packet: Vec<Option<Card>> = if round == 0 {
                all.iter().take(5).map(|&x| Some(x)).collect()
            } else {
                all.iter().skip(5).map(|&x| Some(x)).collect()
            };
            hand.apply(PanAction::Deal {
                seat,
                cards: packet,
            })
            .expect("deal");
        }
    }
    hand
}

/// As [`dealt`], then everyone stays: the first hand is to draw.
pub fn playing(config: PanConfig, hands: &[(SeatNo, &str)], first: SeatNo) -> PanHand {
    let mut hand = dealt(config, hands, first);
    for seat in hand.order() {
        hand.apply(PanAction::Stay { seat }).expect("stay");
    }
    assert_eq!(hand.phase(), PanPhase::Play);
    hand
}

pub fn lay(seat: SeatNo, text: &str) -> PanAction {
    PanAction::Meld {
        seat,
        play: Play::Lay { cards: c(text) },
    }
}

pub fn add(seat: SeatNo, meld: usize, text: &str) -> PanAction {
    PanAction::Meld {
        seat,
        play: Play::Add {
            meld,
            cards: c(text),
        },
    }
}

/// `seat` takes the discard to lay `text` (the discard among them).
pub fn take_lay(seat: SeatNo, text: &str) -> PanAction {
    PanAction::TakeDiscard {
        seat,
        play: Play::Lay { cards: c(text) },
    }
}

/// `seat` takes the discard to add `text` (the discard among them) to its meld `meld`.
pub fn take_add(seat: SeatNo, meld: usize, text: &str) -> PanAction {
    PanAction::TakeDiscard {
        seat,
        play: Play::Add {
            meld,
            cards: c(text),
        },
    }
}

/// `seat` borrows `take` from its meld `meld` to lay it with `text`.
pub fn borrow(seat: SeatNo, meld: usize, take: &str, text: &str) -> PanAction {
    PanAction::Meld {
        seat,
        play: Play::Borrow {
            meld,
            take: c(take),
            cards: c(text),
        },
    }
}

/// The dealer serves `seat` a missing card (`??`: not entered).
pub fn serve(seat: SeatNo, card: &str) -> PanAction {
    PanAction::Serve {
        seat,
        card: maybe_one(card),
    }
}

/// The dealer withdraws an extra card from `seat` (`??`: not entered).
pub fn withdraw(seat: SeatNo, card: &str) -> PanAction {
    PanAction::Withdraw {
        seat,
        card: maybe_one(card),
    }
}

fn maybe_one(text: &str) -> Option<Card> {
    (text != "??").then(|| one(text))
}

pub fn draw(seat: SeatNo, card: &str) -> PanAction {
    PanAction::DrawStock {
        seat,
        card: one(card),
    }
}

pub fn discard(seat: SeatNo, card: &str) -> PanAction {
    PanAction::Discard {
        seat,
        card: one(card),
    }
}

/// `seat` draws `card` from the stock and discards it.
pub fn passes(hand: &mut PanHand, seat: SeatNo, card: &str) {
    hand.apply(draw(seat, card)).expect("draw");
    hand.apply(discard(seat, card)).expect("discard");
}

/// Seats 2 and 1 stay, seat 3 retires; seat 2 (holding `5s 5s 5s Kh Qh Jh 2c 3c 4c 6d`)
/// lays three conditions and discards, seat 1 draws and discards, seat 2 draws the fourth
/// five and increases his fives: seat 2 is then to discard or go out.
pub fn seat_2_lays_three_conditions() -> Vec<PanAction> {
    vec![
        PanAction::Stay { seat: 2 },
        PanAction::Stay { seat: 1 },
        PanAction::Retire { seat: 3 },
        draw(2, "Ac"),
        lay(2, "Ac 2c 3c 4c"),
        lay(2, "5s 5s 5s"),
        lay(2, "Kh Qh Jh"),
        discard(2, "6d"),
        draw(1, "7s"),
        discard(1, "7s"),
        draw(2, "5s"),
        add(2, 1, "5s"),
    ]
}

/// Everything a refusal must leave as it was.
#[derive(Debug, PartialEq)]
pub struct Snapshot {
    events: usize,
    phase: PanPhase,
    to_act: Option<SeatNo>,
    stage: TurnStage,
    top: Option<(Card, bool)>,
    stock: usize,
    seats: Vec<PanSeatView>,
    ledger: Vec<Payment>,
    settlement: PanSettlement,
}

pub fn snapshot(hand: &PanHand) -> Snapshot {
    Snapshot {
        events: hand.events().len(),
        phase: hand.phase(),
        to_act: hand.to_act(),
        stage: hand.stage(),
        top: hand.top_discard(),
        stock: hand.stock_left(),
        seats: hand.seats(),
        ledger: hand.ledger().to_vec(),
        settlement: hand.settlement(),
    }
}

/// Applies `action`, expects it refused with `code`, and checks nothing changed. Gives the
/// message.
pub fn refused(hand: &mut PanHand, action: PanAction, code: &str) -> String {
    let before = snapshot(hand);
    let err = hand.apply(action).expect_err("the entry is refused");
    assert_eq!(err.code(), code, "refused for another reason: {err}");
    assert_eq!(snapshot(hand), before, "a refused entry changed the hand");
    err.to_string()
}

/// What `payments` moved to `seat`, in cents.
pub fn received(payments: &[Payment], seat: SeatNo) -> Chips {
    use cardroom_engine::pan::Party;
    payments
        .iter()
        .map(|p| {
            let mut n = 0;
            if p.to == Party::Seat(seat) {
                n += p.amount;
            }
            if p.from == Party::Seat(seat) {
                n -= p.amount;
            }
            n
        })
        .sum()
}

/// A seat's net so far.
pub fn net(hand: &PanHand, seat: SeatNo) -> Chips {
    hand.seat(seat).expect("seat").net
}

/// The settlement sums to zero with the tops.
pub fn conserved(hand: &PanHand) -> bool {
    let s = hand.settlement();
    s.seats.iter().map(|x| x.net).sum::<Chips>() + s.tops == 0
}
