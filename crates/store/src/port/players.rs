//! The player registry: players as people, their restrictions, and the cash they pay in or
//! are paid out at the tables (the Title 31 logs).

use super::vocab::{
    CashDirection, CashSource, CompKind, CompUnit, ExclusionTerm, RestrictionKind, RestrictionScope,
};
use crate::StoreError;

/// A registered player, his contacts with him (the floor's and the cage's only).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerRow {
    pub id: i64,
    pub number: String,
    pub name: String,
    pub wall_name: String,
    pub birth_date: Option<String>,
    pub created_at: String,
    pub anonymised_at: Option<String>,
    pub phone: Option<String>,
    pub notes: Option<String>,
}

/// A player to register.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewPlayer {
    pub number: String,
    pub name: String,
    pub wall_name: String,
    pub birth_date: Option<String>,
}

/// A restriction as recorded, with its lifting when it was lifted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RestrictionRow {
    pub id: i64,
    pub player_id: i64,
    pub kind: RestrictionKind,
    pub scope: RestrictionScope,
    pub reason: String,
    pub from_at: String,
    pub until_at: Option<String>,
    pub recorded_at: String,
    pub recorded_by: String,
    pub lifted_at: Option<String>,
    pub lifted_by: Option<String>,
    pub lift_reason: Option<String>,
}

/// A restriction to record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewRestriction {
    pub player_id: i64,
    pub kind: RestrictionKind,
    pub scope: RestrictionScope,
    pub reason: String,
    pub from_at: String,
    pub until_at: Option<String>,
}

/// Cash paid in or out at a seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewCash {
    pub seating_id: i64,
    pub table_id: i64,
    pub direction: CashDirection,
    pub source: CashSource,
    pub amount_cents: i64,
    pub gaming_day: String,
}

/// A cash transaction as the logs read it: the seat, and the player the seating names now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CashRow {
    pub id: i64,
    pub seating_id: i64,
    pub table_id: i64,
    pub table_name: String,
    pub seat_no: i64,
    /// The name at the seat.
    pub player_name: String,
    /// The registered player's number, when the seating names one.
    pub player_number: Option<String>,
    pub direction: CashDirection,
    pub source: CashSource,
    pub amount_cents: i64,
    pub gaming_day: String,
    pub at: String,
    pub recorded_by: String,
}

/// A self-exclusion notice from the Bureau.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewNotice {
    pub name: String,
    /// The name's look-alike key, for matching at seating.
    pub name_key: String,
    pub birth_date: Option<String>,
    pub term: ExclusionTerm,
    pub starts_on: String,
    pub descriptors: Option<String>,
    pub reference: String,
}

/// A notice as stored (its photo is read apart).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NoticeRow {
    pub id: i64,
    pub name: String,
    pub name_key: String,
    pub birth_date: Option<String>,
    pub term: ExclusionTerm,
    pub starts_on: String,
    pub descriptors: Option<String>,
    pub reference: String,
    pub received_at: String,
    pub has_photo: bool,
}

/// A self-excluded patron found playing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewIncident {
    pub notice_id: i64,
    pub table_id: i64,
    pub seat_no: i64,
    pub player_name: String,
    pub what: String,
    pub withheld: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IncidentRow {
    pub id: i64,
    pub notice_id: i64,
    pub notice_reference: String,
    pub table_name: String,
    pub seat_no: i64,
    pub player_name: String,
    pub what: String,
    pub withheld: Option<String>,
    pub at: String,
    pub removed_by: String,
}

/// A comp rule to add.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewCompRule {
    pub name: String,
    pub kind: CompKind,
    pub min_big_blind_cents: i64,
    pub hours: i64,
    pub value: i64,
    pub unit: CompUnit,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompRuleRow {
    pub id: i64,
    pub name: String,
    pub kind: CompKind,
    pub min_big_blind_cents: i64,
    pub hours: i64,
    pub value: i64,
    pub unit: CompUnit,
    pub created_at: String,
    pub ended_at: Option<String>,
}

/// A comp to issue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewComp {
    pub player_id: i64,
    pub rule_id: Option<i64>,
    pub value: i64,
    pub unit: CompUnit,
    pub reason: String,
    pub gaming_day: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompRow {
    pub id: i64,
    pub player_id: i64,
    pub rule_id: Option<i64>,
    pub value: i64,
    pub unit: CompUnit,
    pub reason: String,
    pub gaming_day: String,
    pub issued_at: String,
    pub issued_by: String,
}

/// player queries: the part of the storage interface the room uses for them.
pub trait PlayerStore {
    fn player(&self, id: i64) -> Result<Option<PlayerRow>, StoreError>;

    fn player_by_number(&self, number: &str) -> Result<Option<PlayerRow>, StoreError>;

    /// Players whose name, wall name, number or phone contains `text` (any case), by name.
    fn find_players(&self, text: &str, limit: i64) -> Result<Vec<PlayerRow>, StoreError>;

    /// The number after the highest one given (1001 for the first player).
    fn next_player_number(&self) -> Result<i64, StoreError>;

    /// Registers a player; `None` when his number is taken.
    fn insert_player(&self, p: &NewPlayer, at: &str, by: i64) -> Result<Option<i64>, StoreError>;

    fn update_player(
        &self,
        id: i64,
        name: &str,
        wall_name: &str,
        birth_date: Option<&str>,
    ) -> Result<(), StoreError>;

    /// Sets a player's phone and notes (none: none kept).
    fn set_player_contacts(
        &self,
        id: i64,
        phone: Option<&str>,
        notes: Option<&str>,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError>;

    /// Replaces what names a player with `placeholder`, and erases his contacts.
    fn anonymise_player(
        &self,
        id: i64,
        placeholder: &str,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError>;

    /// Every restriction of a player, oldest first.
    fn restrictions(&self, player_id: i64) -> Result<Vec<RestrictionRow>, StoreError>;

    fn insert_restriction(&self, r: &NewRestriction, at: &str, by: i64) -> Result<i64, StoreError>;

    fn lift_restriction(&self, id: i64, reason: &str, at: &str, by: i64) -> Result<(), StoreError>;

    /// The seatings open now that name the player `number`.
    fn open_seatings_of(&self, number: &str) -> Result<Vec<super::SeatingRow>, StoreError>;

    /// The seatings of the player `number` that overlap [from, to).
    fn seatings_of_between(
        &self,
        number: &str,
        from: &str,
        to: &str,
    ) -> Result<Vec<super::SeatingRow>, StoreError>;

    /// Names the player of an open seating (a nameless player identified).
    fn set_seating_player(&self, id: i64, name: &str, number: &str) -> Result<(), StoreError>;

    fn insert_cash(&self, c: &NewCash, at: &str, by: i64) -> Result<i64, StoreError>;

    /// The cash transactions of the gaming days [from, to] (dates as `2026-11-25`), in order.
    fn cash_between(&self, from_day: &str, to_day: &str) -> Result<Vec<CashRow>, StoreError>;

    /// Records a notice (and its photo, a data URL, when it came with one).
    fn insert_notice(
        &self,
        n: &NewNotice,
        photo: Option<&str>,
        at: &str,
        by: i64,
    ) -> Result<i64, StoreError>;

    /// Every notice, newest first (no photos).
    fn notices(&self) -> Result<Vec<NoticeRow>, StoreError>;

    fn notice_photo(&self, id: i64) -> Result<Option<String>, StoreError>;

    /// The floor's decision that a registered player is not the one a notice names.
    fn insert_clearance(
        &self,
        notice_id: i64,
        player_id: i64,
        reason: &str,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError>;

    /// The notices a player was cleared of.
    fn cleared_notices(&self, player_id: i64) -> Result<Vec<i64>, StoreError>;

    fn insert_incident(&self, i: &NewIncident, at: &str, by: i64) -> Result<i64, StoreError>;

    /// Every incident, oldest first.
    fn incidents(&self) -> Result<Vec<IncidentRow>, StoreError>;

    fn insert_comp_rule(&self, r: &NewCompRule, at: &str, by: i64) -> Result<i64, StoreError>;

    fn end_comp_rule(&self, id: i64, at: &str, by: i64) -> Result<(), StoreError>;

    /// Every comp rule, in force or ended, oldest first.
    fn comp_rules(&self) -> Result<Vec<CompRuleRow>, StoreError>;

    fn insert_comp(&self, c: &NewComp, at: &str, by: i64) -> Result<i64, StoreError>;

    /// A player's comps of the gaming days [from, to].
    fn comps_of(
        &self,
        player_id: i64,
        from_day: &str,
        to_day: &str,
    ) -> Result<Vec<CompRow>, StoreError>;
}
