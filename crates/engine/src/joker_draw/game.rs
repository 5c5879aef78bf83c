//! Draw Poker with Joker as a [`GameHand`]: the box's setup, the dealer's view (with what
//! settling now would pay) and the entries a dealer types (the `JD` hand-history grammar,
//! `p1` being the box: `d dh p1 CARDS`, `d _dd`, `p1 sd DISCARDS DRAWN`, `p1 cbr [AMOUNT]`,
//! `p1 f`, `d _rv CARDS`, `d _dx DISCARDS|- DRAWN|-`, `p1 sm CARDS`, `settle`).

use cardroom_cards::Card;
use serde::{Deserialize, Serialize};

use super::{
    JokerDrawAction, JokerDrawConfig, JokerDrawEvent, JokerDrawHand, JokerDrawLegal,
    JokerDrawPhase, JokerDrawSettlement, JokerDrawStakes, JokerDrawViolation,
};
use crate::Chips;
use crate::game::{GameHand, HandKind, Refusal, Turn, Waiting};
use crate::phh::jd_entry;

/// The seat number [`Turn::Seat`] gives the box's player: the box is `p1`, the only player.
/// The room knows which table seat plays it.
pub const BOX_SEAT: crate::SeatNo = 1;

/// What a box starts from: the table's settings and the player's ante and BONUS. JSON:
/// `{"joker_draw": {..}, "stakes": {"ante": 300, "bonus": 0}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BankedSetup {
    pub joker_draw: JokerDrawConfig,
    pub stakes: JokerDrawStakes,
}

/// Who the box waits for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "snake_case")]
pub enum JdTurn {
    /// The player decides: fold, exchange or Bet (the dealer enters his decision).
    Player,
    /// The dealer deals, reveals, exchanges his own hand, shows or settles.
    Dealer,
}

impl JdTurn {
    /// Who acts in `phase`; `None` once the hand is over.
    pub fn of(phase: JokerDrawPhase) -> Option<JdTurn> {
        match phase {
            JokerDrawPhase::FirstRound
            | JokerDrawPhase::SecondRound
            | JokerDrawPhase::FinalDecision => Some(JdTurn::Player),
            JokerDrawPhase::Complete => None,
            JokerDrawPhase::DealPlayer
            | JokerDrawPhase::DealDealer
            | JokerDrawPhase::DealerReveal
            | JokerDrawPhase::DealerExchange
            | JokerDrawPhase::Showdown => Some(JdTurn::Dealer),
        }
    }
}

/// A Draw Poker with Joker box as the dealer's screen shows it. Amounts in cents (the field
/// names are the room's, which adds the hand's row, the seat and the player).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct BankedView {
    pub ante_cents: Chips,
    pub bonus_cents: Chips,
    pub phase: JokerDrawPhase,
    /// Who acts next; `None` once the hand is over.
    pub turn: Option<JdTurn>,
    /// What the dealer must enter next, in words.
    pub waiting_for: String,
    /// The next entry the hand accepts, with its amounts (the Bet, what an exchange costs)
    /// or the dealer's required exchange.
    pub legal: JokerDrawLegal,
    /// The player's and the dealer's cards as they stand (`??`: not entered).
    pub player_cards: Vec<String>,
    pub dealer_cards: Vec<String>,
    pub exchanges: u8,
    pub ante_box_cents: Chips,
    pub bet_cents: Chips,
    /// Ante box, Bet and BONUS on the table.
    pub staked_cents: Chips,
    /// What settling now would pay or collect (both hands final, not yet settled).
    pub if_settled: Option<JokerDrawSettlement>,
    pub settlement: Option<JokerDrawSettlement>,
}

fn card_texts(cards: &[Option<Card>]) -> Vec<String> {
    cards
        .iter()
        .map(|c| c.map_or_else(|| "??".to_string(), |c| c.to_string()))
        .collect()
}

impl JokerDrawHand {
    /// The settlement the hand would reach if the dealer settled it now (`None` unless
    /// settling is the next entry).
    pub fn preview(&self) -> Option<JokerDrawSettlement> {
        if self.legal_actions() != JokerDrawLegal::Settle {
            return None;
        }
        let mut next = self.clone();
        next.apply(JokerDrawAction::Settle).ok()?;
        next.settlement().cloned()
    }
}

impl GameHand for JokerDrawHand {
    const KIND: HandKind = HandKind::Banked;
    type Setup = BankedSetup;
    type Action = JokerDrawAction;
    type Event = JokerDrawEvent;
    type View = BankedView;
    type Settlement = JokerDrawSettlement;
    type Violation = JokerDrawViolation;

    fn start(setup: &BankedSetup) -> Result<JokerDrawHand, JokerDrawViolation> {
        JokerDrawHand::new(setup.joker_draw.clone(), setup.stakes)
    }

    fn replay(
        setup: &BankedSetup,
        events: &[JokerDrawEvent],
    ) -> Result<JokerDrawHand, (usize, JokerDrawViolation)> {
        JokerDrawHand::replay(setup.joker_draw.clone(), setup.stakes, events)
    }

    crate::game::game_hand_by_inherent!(JokerDrawHand, describe: crate::words::banked_event);

    fn settlement(&self) -> Option<JokerDrawSettlement> {
        JokerDrawHand::settlement(self).cloned()
    }

    fn view(&self) -> BankedView {
        let stakes = self.stakes();
        BankedView {
            ante_cents: stakes.ante,
            bonus_cents: stakes.bonus,
            phase: self.phase(),
            turn: JdTurn::of(self.phase()),
            waiting_for: self.expected(),
            legal: self.legal_actions(),
            player_cards: card_texts(self.player_cards()),
            dealer_cards: card_texts(self.dealer_cards()),
            exchanges: self.exchanges(),
            ante_box_cents: self.ante_box(),
            bet_cents: self.bet(),
            staked_cents: self.staked(),
            if_settled: self.preview(),
            settlement: JokerDrawHand::settlement(self).cloned(),
        }
    }

    /// The player's decisions are [`Turn::Seat`] of [`BOX_SEAT`].
    fn waiting_for(&self) -> Waiting {
        Waiting {
            who: match JdTurn::of(self.phase()) {
                Some(JdTurn::Player) => Turn::Seat(BOX_SEAT),
                Some(JdTurn::Dealer) => Turn::Dealer,
                None => Turn::Nobody,
            },
            words: self.expected(),
        }
    }

    fn parse_action(&self, words: &str) -> Result<JokerDrawAction, Refusal> {
        let words: Vec<&str> = words.split_whitespace().collect();
        let bet_due = match self.legal_actions() {
            JokerDrawLegal::Decide { bet, .. } => Some(bet),
            _ => None,
        };
        jd_entry(&words, None, bet_due)?.ok_or_else(|| match words.as_slice() {
            ["p1", "sd", ..] => Refusal::not_an_action(
                "an exchange names the cards changed and the cards drawn: `p1 sd AsKd2s 7dJk9c`",
            ),
            _ => Refusal::not_an_action(format!(
                "'{}' is not a JD entry (d dh p1 CARDS, d _dd, p1 sd DISCARDS DRAWN, p1 cbr, \
                 p1 f, d _rv CARDS, d _dx DISCARDS DRAWN, p1 sm CARDS, settle)",
                words.join(" ")
            )),
        })
    }

    /// The box's steps that need no entry: the dealer's five cards dealt unseen (they are
    /// entered when he reveals them), and the settlement once the cards are known. The
    /// player's cards are entered at the deal: his exchanges name them.
    fn automatic(&self) -> Option<JokerDrawAction> {
        let candidate = match self.legal_actions() {
            JokerDrawLegal::DealDealer => JokerDrawAction::DealDealer {
                cards: vec![None; 5],
            },
            JokerDrawLegal::Settle => JokerDrawAction::Settle,
            _ => return None,
        };
        crate::game::accepted(self, candidate)
    }
}
