//! `cardroom hand start | act | undo | show`: a dealer logging a hand at the table.
//!
//! Actions are typed the way a dealer says them, seats by number, amounts in dollars:
//! `post`, `deal 3 AsKd` (or `deal 3`: cards not entered), `burn [CARD]`, `board [CARDS]`,
//! `fold 4`, `check 4`, `call 4`, `bet 4 6.00`, `raise 4 12` (a street total), `allin 4`,
//! `discard 4 [CARD]`, `show 4 [CARDS]`, `muck 4`, `award 0 [3,5]`, and `next`: the
//! dealer's next step with the cards not entered. Draw games: `kill 4` (Low Ball),
//! `draw 4 7h2c` or `draw 4 2` (two cards not entered; `draw 4` stands pat), `deal 4 [CARDS]`
//! for the replacements, `reshuffle`, `expose 4 CARD` (a card the dealer exposed).
//! Mexican Poker: `up 4 [CARD]` (turns the down card up) or `down 4` (keeps it down).

use clap::Subcommand;

use cardroom_cards::parse_cards;
use cardroom_engine::{Action, CardList, DealerStep, LegalActions, Phase};
use cardroom_room::money::{format_cents, parse_dollars};
use cardroom_room::{HandView, dealer_step_unentered};

use crate::Failure;
use crate::session::{HandId, Session, print_json};

#[derive(Debug, Subcommand)]
pub enum HandLogCommand {
    /// Start a hand at a table
    Start {
        #[arg(long)]
        table: i64,
        #[arg(long)]
        json: bool,
    },
    /// Log one action: `call 4`, `raise 4 12`, `deal 3 AsKd`, `next`, ...
    Act {
        hand: i64,
        #[arg(required = true, num_args = 1.., value_name = "ACTION")]
        words: Vec<String>,
        #[arg(long)]
        json: bool,
    },
    /// Undo the latest action (a correction is recorded; history keeps both)
    Undo(HandId),
    /// The hand as it stands and who acts next
    Show(HandId),
}

fn bad(message: String) -> Failure {
    Failure {
        code: "invalid_input",
        message,
    }
}

fn seat(word: Option<&String>) -> Result<u8, Failure> {
    let word = word.ok_or_else(|| bad("name the seat, such as `call 4`".into()))?;
    word.parse()
        .map_err(|_| bad(format!("{word:?} is not a seat number")))
}

fn cards(word: Option<&String>, unknown: usize) -> Result<CardList, Failure> {
    match word {
        None => CardList::unknown(unknown).map_err(|e| bad(e.to_string())),
        // `??` stands for a card not entered: `deal 3 ??` or `deal 3 ??Kd`.
        Some(text) if text.contains("??") => {
            let mut out = CardList::new();
            let mut rest = text.as_str();
            while !rest.is_empty() {
                if let Some(tail) = rest.strip_prefix("??") {
                    out.try_push(None).map_err(|e| bad(e.to_string()))?;
                    rest = tail;
                } else {
                    let end = rest.find("??").unwrap_or(rest.len());
                    let known = cards(Some(&rest[..end].to_string()), 0)?;
                    out.try_extend_from_slice(&known)
                        .map_err(|e| bad(e.to_string()))?;
                    rest = &rest[end..];
                }
            }
            Ok(out)
        }
        Some(text) => {
            let known: Vec<_> = parse_cards(text)
                .map_err(|e| Failure {
                    code: e.code(),
                    message: e.to_string(),
                })?
                .into_iter()
                .map(Some)
                .collect();
            CardList::try_from(known).map_err(|e| bad(e.to_string()))
        }
    }
}

/// Turns the dealer's words into an engine action, using what the hand expects next for
/// the number of cards not entered.
fn action(words: &[String], legal: &LegalActions) -> Result<Action, Failure> {
    let verb = words[0].to_ascii_lowercase();
    let arg = |i: usize| words.get(i);
    let expected_cards = match legal {
        LegalActions::Dealer(DealerStep::DealHole { remaining, .. }) => *remaining,
        LegalActions::Dealer(DealerStep::DealBoard { cards, .. }) => *cards,
        LegalActions::Dealer(DealerStep::DealDraw { cards, .. }) => *cards,
        _ => 0,
    };
    let drawing = matches!(legal, LegalActions::Dealer(DealerStep::DealDraw { .. }));
    Ok(match verb.as_str() {
        "next" => dealer_step_unentered(legal)
            .ok_or_else(|| bad("`next` is for the dealer's steps; a player acts now".into()))?,
        "post" => Action::PostForcedBets,
        "deal" if drawing => Action::DealDraw {
            seat: seat(arg(1))?,
            cards: cards(arg(2), expected_cards)?,
        },
        "deal" => Action::DealHole {
            seat: seat(arg(1))?,
            cards: cards(arg(2), expected_cards)?,
        },
        "kill" => Action::Kill {
            seat: seat(arg(1))?,
        },
        "draw" => {
            // `draw 3 7h2c` (the cards thrown away), `draw 3 2` (two cards not entered),
            // `draw 3 0` or `draw 3` (stands pat).
            let discards = match arg(2) {
                None => CardList::new(),
                Some(n) if n.chars().all(|c| c.is_ascii_digit()) => {
                    let n = n
                        .parse::<usize>()
                        .map_err(|_| bad(format!("{n:?} is not a count")))?;
                    CardList::unknown(n).map_err(|e| bad(e.to_string()))?
                }
                Some(text) => cards(Some(text), 0)?,
            };
            Action::Draw {
                seat: seat(arg(1))?,
                discards,
            }
        }
        "reshuffle" => Action::Reshuffle,
        "expose" => Action::Expose {
            seat: seat(arg(1))?,
            card: cards(arg(2), 1)?.first().copied().flatten(),
        },
        "up" => Action::TurnUp {
            seat: seat(arg(1))?,
            card: arg(2)
                .map(|t| cards(Some(t), 0))
                .transpose()?
                .and_then(|c| c.first().copied().flatten()),
        },
        "down" => Action::KeepDown {
            seat: seat(arg(1))?,
        },
        "burn" => Action::Burn {
            card: cards(arg(1), 1)?.first().copied().flatten(),
        },
        "board" => Action::DealBoard {
            cards: cards(arg(1), expected_cards)?,
        },
        "fold" => Action::Fold {
            seat: seat(arg(1))?,
        },
        "check" => Action::Check {
            seat: seat(arg(1))?,
        },
        "call" => Action::Call {
            seat: seat(arg(1))?,
        },
        "bet" | "raise" => {
            let to = arg(2)
                .ok_or_else(|| bad(format!("say how much: `{verb} 4 12.00` (a street total)")))?;
            Action::BetOrRaise {
                seat: seat(arg(1))?,
                to: parse_dollars(to)?,
            }
        }
        "allin" | "all-in" => Action::AllIn {
            seat: seat(arg(1))?,
        },
        "discard" => Action::Discard {
            seat: seat(arg(1))?,
            card: cards(arg(2), 1)?.first().copied().flatten(),
        },
        "show" => Action::Show {
            seat: seat(arg(1))?,
            cards: arg(2)
                .map(|t| cards(Some(t), 0))
                .transpose()?
                .map(|c| {
                    let known: Vec<_> = c.into_iter().flatten().collect();
                    cardroom_engine::ShownCards::try_from(known).map_err(|e| bad(e.to_string()))
                })
                .transpose()?,
        },
        "muck" => Action::Muck {
            seat: seat(arg(1))?,
        },
        "award" => {
            let pot = arg(1).and_then(|p| p.parse().ok()).unwrap_or(0);
            let winners = arg(2)
                .map(|w| {
                    w.split(',')
                        .map(|s| seat(Some(&s.trim().to_string())))
                        .collect::<Result<Vec<_>, _>>()
                        .and_then(|seats| {
                            cardroom_engine::SeatList::try_from(seats)
                                .map_err(|e| bad(e.to_string()))
                        })
                })
                .transpose()?;
            Action::AwardPot { pot, winners }
        }
        other => {
            return Err(bad(format!(
                "{other:?} is not an action; see `cardroom hand act --help`"
            )));
        }
    })
}

/// What the dealer must do next, in words.
pub fn next_step(legal: &LegalActions) -> String {
    match legal {
        LegalActions::Complete => "the hand is complete".into(),
        LegalActions::Dealer(step) => match step {
            DealerStep::PostForcedBets => "dealer: post the blinds and antes (`post`)".into(),
            DealerStep::DealHole { seat, remaining } => {
                format!("dealer: deal {remaining} card(s) to seat {seat}")
            }
            DealerStep::Burn { street } => format!("dealer: burn before the {}", street.name()),
            DealerStep::DealBoard { street, cards } => {
                format!("dealer: deal the {} ({cards} card(s))", street.name())
            }
            DealerStep::DealDraw { seat, cards } => {
                format!("dealer: deal seat {seat} {cards} replacement card(s) (`deal {seat}`)")
            }
            DealerStep::Reshuffle => {
                "dealer: the stub is short; reshuffle the discards (`reshuffle`)".into()
            }
            DealerStep::AwardPot {
                pot,
                amount,
                winners,
                ..
            } => format!(
                "dealer: award pot {pot} ({}){}",
                format_cents(*amount),
                winners
                    .as_ref()
                    .map(|w| format!(" to seat(s) {w:?}"))
                    .unwrap_or_default()
            ),
        },
        // Five Card Draw after a reshuffle: the players who had not asked stand pat.
        LegalActions::Seat(o) if o.phase == Phase::Drawing && o.max_discards == Some(0) => {
            format!(
                "seat {0}: stands pat, the stub was reshuffled before he asked (`draw {0}`)",
                o.seat
            )
        }
        LegalActions::Seat(o) if o.phase == Phase::Drawing => format!(
            "seat {}: draw 0 to {} cards (`draw {} CARDS|COUNT`)",
            o.seat,
            o.max_discards.unwrap_or(5),
            o.seat
        ),
        LegalActions::Seat(o) if o.phase == Phase::Exposing => format!(
            "seat {0}: turn the down card up (`up {0}`) or keep it down (`down {0}`)",
            o.seat
        ),
        LegalActions::Seat(o) if o.phase == Phase::Discarding => {
            format!(
                "seat {}: discard one card (`discard {} CARD`)",
                o.seat, o.seat
            )
        }
        LegalActions::Seat(o) if o.phase == Phase::Showdown => {
            format!(
                "seat {0}: show (`show {0} CARDS`) or muck (`muck {0}`)",
                o.seat
            )
        }
        LegalActions::Seat(o) => {
            let mut can = Vec::new();
            if o.fold {
                can.push("fold".to_string());
            }
            if o.check {
                can.push("check".into());
            }
            if let Some(call) = o.call {
                can.push(format!("call {}", format_cents(call)));
            }
            if let Some(r) = o.bet_or_raise {
                let verb = if r.raise { "raise to" } else { "bet" };
                can.push(if r.min_to == r.max_to {
                    format!("{verb} {}", format_cents(r.min_to))
                } else {
                    format!(
                        "{verb} {} to {}",
                        format_cents(r.min_to),
                        format_cents(r.max_to)
                    )
                });
            }
            format!("seat {}: {}", o.seat, can.join(", "))
        }
    }
}

fn print(view: &HandView, json: bool) -> Result<(), Failure> {
    if json {
        return print_json(view);
    }
    let stacks: Vec<String> = view
        .stacks
        .iter()
        .map(|(s, c)| format!("{s}: {}", format_cents(*c)))
        .collect();
    say!(
        "hand {} (table {}, #{}, button {}): pot {}, board [{}], stacks {}",
        view.hand_id,
        view.table_id,
        view.number,
        view.button_seat,
        format_cents(view.pot_total),
        view.board.join(" "),
        stacks.join(", ")
    );
    // Draw games: how many cards each player drew; Mexican Poker: the cards showing.
    let drew: Vec<String> = view
        .seats
        .iter()
        .filter_map(|s| s.drew.map(|n| format!("{}: {n}", s.seat)))
        .collect();
    if !drew.is_empty() {
        say!("drew: {}", drew.join(", "));
    }
    let showing: Vec<String> = view
        .seats
        .iter()
        .filter(|s| s.up.iter().any(|&u| u) && !s.folded)
        .map(|s| {
            let up: Vec<String> = s
                .hole
                .iter()
                .zip(&s.up)
                .filter(|(_, u)| **u)
                .map(|(c, _)| c.map_or_else(|| "??".to_string(), |c| c.to_string()))
                .collect();
            format!("{}: {}", s.seat, up.join(" "))
        })
        .collect();
    if !showing.is_empty() {
        say!("showing: {}", showing.join(", "));
    }
    for p in &view.penalties {
        let rule = match p.rule {
            cardroom_engine::PenaltyRule::Sevens => "checked a seven or better",
            cardroom_engine::PenaltyRule::CheckRaise => "check-raised without an eight or better",
        };
        say!(
            "seat {} {rule}: {}",
            p.seat,
            match p.effect {
                cardroom_engine::SevensPenalty::VoidPostDraw => format!(
                    "the bets after the draw ({}) go back",
                    format_cents(p.returned)
                ),
                cardroom_engine::SevensPenalty::ForfeitPot =>
                    "the pot goes to the next best hand".into(),
            }
        );
    }
    match (&view.settlement, view.finished) {
        (Some(s), true) => say!("settled: house collected {}", format_cents(s.collection)),
        _ => say!("next: {}", next_step(&view.legal)),
    }
    Ok(())
}

pub fn run(s: &Session, cmd: HandLogCommand) -> Result<(), Failure> {
    let mut room = s.room()?;
    if let HandLogCommand::Show(HandId { hand, json }) = cmd {
        return print(&room.hand(hand)?, json);
    }
    let actor = s.actor(&room)?;
    match cmd {
        HandLogCommand::Start { table, json } => print(&room.start_hand(actor, table)?, json),
        HandLogCommand::Act { hand, words, json } => {
            let legal = room.hand(hand)?.legal;
            let action = action(&words, &legal)?;
            print(&room.act(actor, hand, action)?, json)
        }
        HandLogCommand::Undo(HandId { hand, json }) => print(&room.undo(actor, hand)?, json),
        HandLogCommand::Show(_) => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn an_award_naming_more_seats_than_a_hand_deals_is_refused_not_cut_short() {
        let seats: Vec<String> = (1..=18).map(|s| s.to_string()).collect();
        let line = format!("award 0 {}", seats.join(","));
        let err = action(&words(&line), &LegalActions::Complete).expect_err("18 seats");
        assert_eq!(err.code, "invalid_input");
        assert!(err.message.contains("at most 17 seats"), "{}", err.message);
        let named = action(&words("award 0 3,5"), &LegalActions::Complete).map_err(|e| e.message);
        assert_eq!(
            named,
            Ok(Action::AwardPot {
                pot: 0,
                winners: cardroom_engine::SeatList::try_from([3, 5]).ok()
            })
        );
    }

    #[test]
    fn a_show_names_known_cards_only() {
        let shown = action(&words("show 4 AsKd"), &LegalActions::Complete).map_err(|e| e.message);
        let cards: Vec<cardroom_engine::Card> =
            ["As", "Kd"].iter().filter_map(|c| c.parse().ok()).collect();
        assert_eq!(
            shown,
            Ok(Action::Show {
                seat: 4,
                cards: cardroom_engine::ShownCards::try_from(cards).ok()
            })
        );
    }
}
