//! Accepted events in a dealer's words, for the hand's log strip and the Undo button
//! ("Seat 4 raises to 60.00", "Flop Ah Kd 7c"). Amounts are the events' own, in dollars and
//! cents; unknown cards read `??`.

use crate::joker_draw::JokerDrawEvent;
use crate::money::format_amount;
use crate::pan::{PanEvent, Party, Payment, Play};
use crate::{Card, Chips, Event};

fn card(c: &Option<Card>) -> String {
    c.map_or_else(|| "??".to_owned(), |c| c.to_string())
}

fn cards(cs: &[Option<Card>]) -> String {
    cs.iter().map(card).collect::<Vec<_>>().join(" ")
}

/// Cards dealt: each by name, or, none of them seen (dealt face down by the room, or not
/// entered), how many: "2 cards face down".
fn dealt_cards(cs: &[Option<Card>]) -> String {
    match cs.len() {
        _ if cs.iter().any(Option::is_some) => cards(cs),
        1 => "a card face down".to_owned(),
        n => format!("{n} cards face down"),
    }
}

fn known(cs: &[Card]) -> String {
    cs.iter().map(Card::to_string).collect::<Vec<_>>().join(" ")
}

fn all_in(yes: bool) -> &'static str {
    if yes { " (all-in)" } else { "" }
}

/// A pot game's event.
pub fn pot_event(event: &Event) -> String {
    match event {
        Event::ForcedBetsPosted {
            antes,
            blinds,
            button_drop,
            pot_drop,
            kill,
        } => {
            let mut parts: Vec<String> = Vec::new();
            if !antes.is_empty() {
                parts.push(format!(
                    "antes {}",
                    format_amount(antes.iter().map(|p| p.amount).sum())
                ));
            }
            let blinds: Vec<String> = blinds
                .iter()
                .map(|p| format!("seat {} {}", p.seat, format_amount(p.amount)))
                .collect();
            if !blinds.is_empty() {
                parts.push(format!("blinds {}", blinds.join(", ")));
            }
            if let Some(k) = kill {
                parts.push(format!("kill seat {} {}", k.seat, format_amount(k.amount)));
            }
            let drop: Chips = button_drop + pot_drop;
            if drop > 0 {
                parts.push(format!("drop {}", format_amount(drop)));
            }
            if parts.is_empty() {
                "Forced bets posted".to_owned()
            } else {
                format!("Posted: {}", parts.join(" · "))
            }
        }
        Event::HoleDealt { seat, cards: cs } => format!("Seat {seat} dealt {}", dealt_cards(cs)),
        Event::Burned { card: None } => "Burn a card".to_owned(),
        Event::Burned { card: c } => format!("Burn {}", card(c)),
        Event::BoardDealt { street, cards: cs } => {
            let name = street.name();
            let mut first = name.chars();
            let title = first
                .next()
                .map(|c| c.to_uppercase().chain(first).collect::<String>())
                .unwrap_or_default();
            if cs.iter().all(Option::is_none) {
                format!("{title} dealt, its cards not entered")
            } else {
                format!("{title} {}", cards(cs))
            }
        }
        Event::Folded { seat } => format!("Seat {seat} folds"),
        Event::Checked { seat } => format!("Seat {seat} checks"),
        Event::Called {
            seat,
            amount,
            all_in: a,
        } => {
            format!("Seat {seat} calls {}{}", format_amount(*amount), all_in(*a))
        }
        Event::Bet {
            seat,
            to,
            raise,
            all_in: a,
            ..
        } => {
            let verb = if *raise { "raises to" } else { "bets" };
            format!("Seat {seat} {verb} {}{}", format_amount(*to), all_in(*a))
        }
        Event::Discarded { seat, card: c } => format!("Seat {seat} discards {}", card(c)),
        Event::Shown { seat, cards: cs } => match cs {
            Some(cs) => format!("Seat {seat} shows {}", known(cs)),
            None => format!("Seat {seat} shows"),
        },
        Event::Mucked { seat } => format!("Seat {seat} mucks"),
        Event::Killed { seat, amount } => {
            format!("Seat {seat} kills the pot ({})", format_amount(*amount))
        }
        Event::Drew { seat, discards } if discards.is_empty() => format!("Seat {seat} stands pat"),
        Event::Drew { seat, discards } => {
            let n = discards.len();
            format!("Seat {seat} draws {n} ({})", cards(discards))
        }
        Event::DrawDealt { seat, cards: cs } => format!("Seat {seat} receives {}", cards(cs)),
        Event::Reshuffled { cards: n } => format!("Stub reshuffled ({n} cards)"),
        Event::Exposed {
            seat,
            card: c,
            kept,
        } => {
            let fate = if *kept { "kept" } else { "replaced" };
            format!("Seat {seat}'s {} exposed, {fate}", card(c))
        }
        Event::TurnedUp { seat, card: c } => format!("Seat {seat} turns up {}", card(c)),
        Event::KeptDown { seat } => format!("Seat {seat} keeps the card down"),
        Event::PotAwarded {
            pot,
            amount,
            shares,
            ..
        } => {
            let which = if *pot == 0 {
                "Main pot".to_owned()
            } else {
                format!("Side pot {pot}")
            };
            let to: Vec<String> = shares
                .iter()
                .map(|s| format!("seat {} {}", s.seat, format_amount(s.amount)))
                .collect();
            format!("{which} {} to {}", format_amount(*amount), to.join(", "))
        }
    }
}

fn party(p: &Party) -> String {
    match p {
        Party::Seat(s) => format!("seat {s}"),
        Party::Tops => "the tops".to_owned(),
    }
}

fn paid(payments: &[Payment]) -> String {
    let total: Chips = payments.iter().map(|p| p.amount).sum();
    if payments.is_empty() {
        String::new()
    } else if let [p] = payments {
        format!(
            " ({} pays {} {})",
            party(&p.from),
            party(&p.to),
            format_amount(p.amount)
        )
    } else {
        format!(" ({} payments, {})", payments.len(), format_amount(total))
    }
}

fn play(p: &Play) -> String {
    match p {
        Play::Lay { cards } => format!("lays {}", known(cards)),
        Play::Add { meld, cards } => format!("adds {} to meld {}", known(cards), meld + 1),
        Play::Split { meld, add, .. } => {
            format!("adds {} to meld {} and splits it", known(add), meld + 1)
        }
        Play::Borrow { meld, take, cards } => {
            format!(
                "borrows {} from meld {} with {}",
                known(take),
                meld + 1,
                known(cards)
            )
        }
    }
}

/// A Pan event.
pub fn pan_event(event: &PanEvent) -> String {
    match event {
        PanEvent::TopsPosted { payments } => format!("Tops posted{}", paid(payments)),
        PanEvent::Dealt { seat, cards: cs } => format!("Seat {seat} dealt {}", dealt_cards(cs)),
        PanEvent::Served { seat, card: c } => format!("Seat {seat} served {}", card(c)),
        PanEvent::Withdrawn { seat, card: c } => format!("Seat {seat}: {} withdrawn", card(c)),
        PanEvent::Fouled { seat, payments } => format!("Seat {seat} fouled{}", paid(payments)),
        PanEvent::DeadHand { seat, cards: n, .. } => format!("Seat {seat} dead hand ({n} cards)"),
        PanEvent::Reshuffled { cards: n } => format!("Stock reshuffled ({n} cards)"),
        PanEvent::Stayed { seat } => format!("Seat {seat} stays"),
        PanEvent::Retired { seat, payments } => format!("Seat {seat} retires{}", paid(payments)),
        PanEvent::DrewStock { seat, card: c } => format!("Seat {seat} draws {c}"),
        PanEvent::Forced { seat, by } => format!("Seat {by} forces seat {seat}"),
        PanEvent::Melded {
            seat,
            play: p,
            from_discard,
            payments,
        } => {
            let from = if *from_discard {
                " from the discard"
            } else {
                ""
            };
            format!("Seat {seat} {}{from}{}", play(p), paid(payments))
        }
        PanEvent::Discarded { seat, card: c, .. } => format!("Seat {seat} discards {c}"),
        PanEvent::WentOut { seat, payments } => format!("Seat {seat} goes out{}", paid(payments)),
    }
}

fn signed(cents: Chips) -> String {
    if cents > 0 {
        format!("+{}", format_amount(cents))
    } else {
        format_amount(cents)
    }
}

/// A Draw Poker with Joker event.
pub fn banked_event(event: &JokerDrawEvent) -> String {
    match event {
        JokerDrawEvent::PlayerDealt { cards: cs } => format!("Player dealt {}", dealt_cards(cs)),
        JokerDrawEvent::DealerDealt { cards: cs } => format!("Dealer dealt {}", dealt_cards(cs)),
        JokerDrawEvent::Folded { settlement } => {
            format!("Player folds ({})", signed(settlement.player_net))
        }
        JokerDrawEvent::Exchanged {
            number,
            discarded,
            drawn,
            added,
            ..
        } => format!(
            "Exchange {number}: {} for {} (adds {})",
            cards(discarded),
            cards(drawn),
            format_amount(*added)
        ),
        JokerDrawEvent::BetMade { amount, .. } => format!("Player bets {}", format_amount(*amount)),
        JokerDrawEvent::DealerRevealed {
            cards: cs, hand, ..
        } => {
            format!("Dealer reveals {} ({hand})", known(cs))
        }
        JokerDrawEvent::DealerExchanged {
            discarded,
            drawn,
            hand,
            ..
        } if discarded.is_empty() => {
            let _ = drawn;
            format!("Dealer keeps the hand ({hand})")
        }
        JokerDrawEvent::DealerExchanged {
            discarded,
            drawn,
            hand,
            ..
        } => {
            format!(
                "Dealer exchanges {} for {} ({hand})",
                known(discarded),
                known(drawn)
            )
        }
        JokerDrawEvent::PlayerShown { cards: cs } => format!("Player shows {}", known(cs)),
        JokerDrawEvent::Settled { settlement } => {
            format!("Settled: player {}", signed(settlement.player_net))
        }
    }
}
