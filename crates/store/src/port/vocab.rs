//! The room's vocabulary as stored: every column that holds one of a few words is one of
//! these enums. A word no enum knows (a file edited by hand, a newer Cardroom) is read as
//! [`StoreError::BadData`](crate::StoreError::BadData), never as a default.

use serde::{Deserialize, Serialize};

/// A stored word: its text in the database, and back.
pub trait Vocab: Sized + Copy + 'static {
    /// What the column is, for the error that names an unknown word.
    const WHAT: &'static str;
    const ALL: &'static [Self];
    fn as_str(self) -> &'static str;
    fn parse(text: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|v| v.as_str() == text)
    }
}

macro_rules! vocab {
    ($($(#[$meta:meta])* $name:ident, $what:literal { $($(#[$vmeta:meta])* $variant:ident = $text:literal),+ $(,)? })+) => {$(
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, specta::Type)]
        pub enum $name {
            $($(#[$vmeta])* #[serde(rename = $text)] $variant),+
        }

        impl Vocab for $name {
            const WHAT: &'static str = $what;
            const ALL: &'static [Self] = &[$($name::$variant),+];
            fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $text),+
                }
            }
        }

        impl $name {
            pub fn as_str(self) -> &'static str {
                Vocab::as_str(self)
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl std::str::FromStr for $name {
            type Err = String;
            fn from_str(text: &str) -> Result<Self, String> {
                <Self as Vocab>::parse(text)
                    .ok_or_else(|| format!("{text:?} is not a known {}", $what))
            }
        }
    )+

        /// Checks every word enum with `tests::round_trips`.
        #[cfg(test)]
        fn round_trip_every_vocab() {
            $(tests::round_trips::<$name>();)+
        }
    };
}

vocab! {
    /// What a staff member does in the room.
    Role, "role" { Floor = "floor", Dealer = "dealer", Cage = "cage" }

    /// A language the screens speak (a station's, or a staff member's choice).
    Language, "language" { En = "en", Es = "es" }

    /// The games the room spreads.
    GameCode, "game" {
        Holdem = "holdem",
        Pineapple = "pineapple",
        CrazyPineapple = "crazy_pineapple",
        FiveCardDraw = "five_card_draw",
        Lowball = "lowball",
        Mexican = "mexican",
        Pan = "pan",
        JokerDraw = "joker_draw",
    }

    /// A table's betting structure.
    Betting, "betting structure" { NoLimit = "no_limit", PotLimit = "pot_limit", FixedLimit = "fixed_limit" }

    /// Which tables a schedule row covers.
    StakeStructure, "rate structure" {
        /// Limit tables whose small and big bet lie within the band.
        Limit = "limit",
        NoLimit = "no_limit",
        PotLimit = "pot_limit",
    }

    /// How the house collects for a game.
    CollectionMode, "collection mode" {
        /// From each seated player at every collection time.
        Time = "time",
        /// From each pot when the blinds are in, before the deal.
        PotDrop = "pot_drop",
    }

    /// How the house collects at one table.
    TableCollection, "table collection" {
        /// From each seated player at every collection time.
        Time = "time",
        /// From each pot when the blinds are in, before the deal.
        PotDrop = "pot_drop",
        /// Paid by the button before the deal, as a dead amount.
        ButtonDrop = "button_drop",
    }

    /// Where a table's collection rate comes from.
    RateSource, "rate source" { Schedule = "schedule", Manager = "manager" }

    /// How the button moves after a hand.
    ButtonRule, "button rule" { Moving = "moving", Dead = "dead" }

    /// What restricts a player: the house's bar, his own restriction with the room, or the
    /// Bureau's self-exclusion list.
    RestrictionKind, "restriction" {
        Barred = "barred",
        SelfRestricted = "self_restricted",
        SelfExcluded = "self_excluded",
    }

    /// What a restriction keeps a player from: play, or marketing, credit and check cashing.
    RestrictionScope, "restriction scope" { Play = "play", Marketing = "marketing" }

    /// Where the players of a broken table go on the list: ahead of everyone waiting, or after.
    BrokenTablePlace, "broken table place" { Top = "top", Bottom = "bottom" }

    /// How a seat-change request ended.
    SeatChangeOutcome, "seat change outcome" {
        Moved = "moved",
        Declined = "declined",
        Cancelled = "cancelled",
        /// He left his seat (or was moved by other means).
        Left = "left",
    }

    /// What a player who declines the seat offered keeps: the house's choice.
    SeatChangeDecline, "seat change decline" {
        /// He comes off the list (the usual rule).
        Loses = "loses",
        /// He keeps his place, passed over for that opening only.
        Keeps = "keeps",
    }

    /// A self-exclusion's term (the Bureau's programme: one year, or for life).
    ExclusionTerm, "exclusion term" { OneYear = "one_year", Lifetime = "lifetime" }

    /// How a comp rule earns: per hour played, or once after some hours in a gaming day.
    CompKind, "comp kind" { PerHour = "per_hour", AfterHours = "after_hours" }

    /// What a comp is counted in: points, or cents (a meal, a voucher).
    CompUnit, "comp unit" { Points = "points", Cents = "cents" }

    /// Cash paid in by a player at a table, or out to him.
    CashDirection, "cash direction" { In = "in", Out = "out" }

    /// What a cash transaction at a table paid for.
    CashSource, "cash source" { BuyIn = "buy_in", AddOn = "add_on", Jackpot = "jackpot" }

    /// Where a seated player stands with the blinds.
    SeatEntry, "seat entry" {
        /// Waits for the big blind to reach him.
        Waiting = "waiting",
        /// Posts a big blind to be dealt in at once.
        Posting = "posting",
        /// In the game.
        Playing = "playing",
    }

    /// A time collection's state.
    CollectionStatus, "collection status" { Due = "due", Paid = "paid", NotPaid = "not_paid" }

    /// What moved money while no shift was open (`db verify`).
    OutsideShiftKind, "money outside a shift" {
        /// A hand was started.
        Hand = "hand",
        /// A collection was marked.
        Collection = "collection",
        /// Chips were moved.
        Chips = "chips",
    }

    /// Why a time collection was not paid.
    NotPaidReason, "not-paid reason" {
        SittingOut = "sitting_out",
        Left = "left",
        /// Waived by a floor manager.
        Comped = "comped",
        /// The player had just sat down when it fell due.
        NewPlayer = "new_player",
        /// Marked paid from a stack that could not cover it: the stack is never made negative.
        CannotCover = "cannot_cover",
    }

    /// A row of a hand's log: an accepted action, or the correction that takes back the
    /// latest one still standing.
    EventKind, "hand event kind" {
        Action = "action",
        Undo = "undo",
        /// The hand is void (a misdeal, a floor ruling): its log ends; no one wins or pays.
        Void = "void",
    }

    /// Why a hand was voided: its chips go back as they were before it; no one wins or pays.
    VoidReason, "void reason" {
        /// The cards were misdealt: the hand is dealt again, the button where it was.
        Misdeal = "misdeal",
        /// A floor manager ruled the hand void.
        FloorRuling = "floor_ruling",
    }

    /// What an adjustment corrects: a marked time collection, or a finished hand's chips.
    AdjustmentKind, "adjustment kind" { Collection = "collection", Hand = "hand" }

    /// What was printed of a shift.
    PrintKind, "print kind" { Report = "report", CountSheet = "count_sheet" }

    /// An entry of a jackpot fund's ledger.
    FundEntry, "fund entry" {
        /// Money put in to start the fund.
        Seed = "seed",
        /// The floor's correction, + or −, with its reason.
        Adjustment = "adjustment",
        /// A hand's collection, whole.
        Collected = "collected",
        /// The house's administrative fee out of a collection.
        Fee = "fee",
        /// A payout.
        Paid = "paid",
    }

    /// A move of a table bank's chips.
    BankKind, "bank move" {
        /// What the table starts the shift with.
        Opener = "opener",
        /// Chips the cage brings the table.
        Fill = "fill",
        /// Chips the table sends back to the cage.
        Credit = "credit",
        /// What the table ends the shift with.
        Closer = "closer",
    }

    /// How a sign-in attempt ended.
    SignInOutcome, "sign-in outcome" {
        SignedIn = "signed_in",
        WrongPin = "wrong_pin",
        /// Refused: the account is locked after too many wrong PINs.
        Locked = "locked",
        /// Refused: no PIN is set for this staff member yet.
        NoPin = "no_pin",
        UnknownName = "unknown_name",
        SignedOut = "signed_out",
    }

    /// Where a change was made: the app's window, or the `cardroom` command line.
    Station, "station" { App = "app", Cli = "cli" }

    /// Whether an audited use case was done or refused.
    AuditOutcome, "audit outcome" { Done = "done", Refused = "refused" }

    /// Which engine a hand is logged with.
    HandKind, "hand kind" {
        /// The pot games: Hold'em, Pineapple, Crazy Pineapple, Five Card Draw, Low Ball, Mexican Poker.
        Pot = "pot",
        Pan = "pan",
        /// The house-banked Draw Poker with Joker.
        Banked = "banked",
    }

    /// What happens to a waiting player who does not answer his call in time (a house setting).
    CallTimeout, "call timeout" {
        /// He goes to the bottom of the list.
        Bottom = "bottom",
        /// He is taken off the list.
        Off = "off",
    }

    /// How a call to an open seat ended.
    CallOutcome, "call outcome" {
        /// The player took the seat.
        Seated = "seated",
        /// The floor withdrew the call (the player passed, the seat was taken otherwise).
        Cancelled = "cancelled",
        /// Nobody answered in time.
        TimedOut = "timed_out",
    }

    /// Why a player left a waiting list.
    WaitRemoval, "waiting-list removal" {
        /// He took a seat (from this list or another).
        Seated = "seated",
        /// He asked to come off, or left the room.
        Left = "left",
        /// He did not answer his call, and the house takes such players off.
        TimedOut = "timed_out",
    }

    /// What moved chips onto or off a seated player's stack (the chip ledger).
    ChipKind, "chip movement" {
        /// His stack when the ledger began (a room older than it).
        Carried = "carried",
        /// The chips he sat down with.
        BuyIn = "buy_in",
        /// Chips bought while seated.
        AddOn = "add_on",
        /// Chips bought during a hand he is in: they play from the next hand.
        AddOnPending = "add_on_pending",
        /// What a hand won or lost him.
        Hand = "hand",
        /// A time collection paid from his stack.
        Time = "time",
        /// Chips brought from another seat or table.
        MoveIn = "move_in",
        /// Chips taken to another seat or table.
        MoveOut = "move_out",
        /// The chips he left with.
        CashOut = "cash_out",
        /// The floor's count correction.
        Correction = "correction",
        /// A jackpot the house paid him in chips, from the fund (never the house's money).
        Jackpot = "jackpot",
    }
}

impl GameCode {
    /// Whether the game is dealt from a dealer button: Pan and the house-banked game are not
    /// (Pan's deal passes by its own rule; the bank deals every box).
    pub fn has_button(self) -> bool {
        !matches!(self, GameCode::Pan | GameCode::JokerDraw)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(super) fn round_trips<V: Vocab + std::fmt::Debug + PartialEq + Serialize>() {
        for v in V::ALL {
            assert_eq!(V::parse(v.as_str()), Some(*v));
            assert_eq!(
                serde_json::to_string(v).ok(),
                Some(format!("\"{}\"", v.as_str())),
                "{v:?} travels as its stored word"
            );
        }
        assert_eq!(V::parse("bogus"), None);
    }

    #[test]
    fn every_stored_word_reads_back_as_itself_and_an_unknown_word_as_nothing() {
        super::round_trip_every_vocab();
    }
}
