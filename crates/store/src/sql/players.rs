//! The player registry, restrictions and cash at the tables.

use super::seats::SEATING_COLUMNS;
use super::{Db, FromRow, args, from_row, get};
use crate::StoreError;
use crate::port::*;

/// A player's columns with his contacts, in [`PlayerRow`]'s order (`p` the player, `c` his
/// contacts).
const PLAYER_COLUMNS: &str = "p.id, p.number, p.name, p.wall_name, p.birth_date, p.created_at,
    p.anonymised_at, c.phone, c.notes";
const PLAYER_FROM: &str = "players p LEFT JOIN player_contacts c ON c.player_id = p.id";

from_row! {
    PlayerRow {
        id, number, name, wall_name, birth_date, created_at, anonymised_at, phone, notes,
    }
    RestrictionRow {
        id, player_id, kind, scope, reason, from_at, until_at, recorded_at, recorded_by,
        lifted_at, lifted_by, lift_reason,
    }
    CompRuleRow {
        id, name, kind, min_big_blind_cents, hours, value, unit, created_at, ended_at,
    }
    CompRow { id, player_id, rule_id, value, unit, reason, gaming_day, issued_at, issued_by }
    NoticeRow {
        id, name, name_key, birth_date, term, starts_on, descriptors, reference, received_at,
        has_photo,
    }
    IncidentRow {
        id, notice_id, notice_reference, table_name, seat_no, player_name, what, withheld, at,
        removed_by,
    }
    CashRow {
        id, seating_id, table_id, table_name, seat_no, player_name, player_number, direction,
        source, amount_cents, gaming_day, at, recorded_by,
    }
}

impl<D: Db> PlayerStore for D {
    fn player(&self, id: i64) -> Result<Option<PlayerRow>, StoreError> {
        self.opt(
            &format!("SELECT {PLAYER_COLUMNS} FROM {PLAYER_FROM} WHERE p.id = $1"),
            args![id],
            PlayerRow::from_row,
        )
    }

    fn player_by_number(&self, number: &str) -> Result<Option<PlayerRow>, StoreError> {
        self.opt(
            &format!("SELECT {PLAYER_COLUMNS} FROM {PLAYER_FROM} WHERE p.number = $1"),
            args![number],
            PlayerRow::from_row,
        )
    }

    fn find_players(&self, text: &str, limit: i64) -> Result<Vec<PlayerRow>, StoreError> {
        // lower() on both sides: SQLite's LIKE ignores ASCII case, PostgreSQL's does not.
        let like = format!(
            "%{}%",
            text.to_lowercase()
                .replace('\\', "\\\\")
                .replace('%', "\\%")
                .replace('_', "\\_")
        );
        self.rows(
            &format!(
                "SELECT {PLAYER_COLUMNS} FROM {PLAYER_FROM}
                 WHERE p.anonymised_at IS NULL AND (lower(p.name) LIKE $1 ESCAPE '\\'
                    OR lower(p.wall_name) LIKE $1 ESCAPE '\\' OR p.number = $2
                    OR lower(coalesce(c.phone, '')) LIKE $1 ESCAPE '\\')
                 ORDER BY lower(p.name), p.id LIMIT $3"
            ),
            args![like, text.trim(), limit],
            PlayerRow::from_row,
        )
    }

    fn next_player_number(&self) -> Result<i64, StoreError> {
        self.scalar(
            "SELECT coalesce(max(CAST(number AS BIGINT)), 1000) + 1 FROM players",
            args![],
        )
    }

    fn insert_player(&self, p: &NewPlayer, at: &str, by: i64) -> Result<Option<i64>, StoreError> {
        self.opt(
            "INSERT INTO players (number, name, wall_name, birth_date, created_at, created_by)
             VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (number) DO NOTHING RETURNING id",
            args![p.number, p.name, p.wall_name, p.birth_date, at, by],
            |r| get(r, 0),
        )
    }

    fn update_player(
        &self,
        id: i64,
        name: &str,
        wall_name: &str,
        birth_date: Option<&str>,
    ) -> Result<(), StoreError> {
        self.execute(
            "UPDATE players SET name = $2, wall_name = $3, birth_date = $4 WHERE id = $1",
            args![id, name, wall_name, birth_date],
        )
    }

    fn set_player_contacts(
        &self,
        id: i64,
        phone: Option<&str>,
        notes: Option<&str>,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError> {
        self.execute(
            "INSERT INTO player_contacts (player_id, phone, notes, updated_at, updated_by)
             VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (player_id) DO UPDATE SET phone = excluded.phone,
                notes = excluded.notes, updated_at = excluded.updated_at,
                updated_by = excluded.updated_by",
            args![id, phone, notes, at, by],
        )
    }

    fn anonymise_player(
        &self,
        id: i64,
        placeholder: &str,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError> {
        self.execute(
            "UPDATE players SET name = $2, wall_name = $2, birth_date = NULL,
                anonymised_at = $3, anonymised_by = $4 WHERE id = $1",
            args![id, placeholder, at, by],
        )?;
        self.execute(
            "DELETE FROM player_contacts WHERE player_id = $1",
            args![id],
        )
    }

    fn restrictions(&self, player_id: i64) -> Result<Vec<RestrictionRow>, StoreError> {
        self.rows(
            "SELECT r.id, r.player_id, r.kind, r.scope, r.reason, r.from_at, r.until_at,
                r.recorded_at, s.name, l.lifted_at, ls.name, l.reason
             FROM player_restrictions r JOIN staff s ON s.id = r.recorded_by
             LEFT JOIN restriction_lifts l ON l.restriction_id = r.id
             LEFT JOIN staff ls ON ls.id = l.lifted_by
             WHERE r.player_id = $1 ORDER BY r.id",
            args![player_id],
            RestrictionRow::from_row,
        )
    }

    fn insert_restriction(&self, r: &NewRestriction, at: &str, by: i64) -> Result<i64, StoreError> {
        self.scalar(
            "INSERT INTO player_restrictions (player_id, kind, scope, reason, from_at, until_at,
                recorded_at, recorded_by)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
            args![
                r.player_id,
                r.kind,
                r.scope,
                r.reason,
                r.from_at,
                r.until_at,
                at,
                by
            ],
        )
    }

    fn lift_restriction(&self, id: i64, reason: &str, at: &str, by: i64) -> Result<(), StoreError> {
        self.execute(
            "INSERT INTO restriction_lifts (restriction_id, reason, lifted_at, lifted_by)
             VALUES ($1, $2, $3, $4)",
            args![id, reason, at, by],
        )
    }

    fn open_seatings_of(&self, number: &str) -> Result<Vec<SeatingRow>, StoreError> {
        self.rows(
            &format!(
                "SELECT {SEATING_COLUMNS} FROM seatings WHERE player_id = $1 AND left_at IS NULL
                 ORDER BY id"
            ),
            args![number],
            SeatingRow::from_row,
        )
    }

    fn seatings_of_between(
        &self,
        number: &str,
        from: &str,
        to: &str,
    ) -> Result<Vec<SeatingRow>, StoreError> {
        self.rows(
            &format!(
                "SELECT {SEATING_COLUMNS} FROM seatings
                 WHERE player_id = $1 AND seated_at < $3 AND (left_at IS NULL OR left_at > $2)
                 ORDER BY seated_at, id"
            ),
            args![number, from, to],
            SeatingRow::from_row,
        )
    }

    fn set_seating_player(&self, id: i64, name: &str, number: &str) -> Result<(), StoreError> {
        self.execute(
            "UPDATE seatings SET player_name = $2, player_id = $3 WHERE id = $1",
            args![id, name, number],
        )
    }

    fn insert_cash(&self, c: &NewCash, at: &str, by: i64) -> Result<i64, StoreError> {
        self.scalar(
            "INSERT INTO cash_transactions (seating_id, table_id, direction, source,
                amount_cents, gaming_day, at, recorded_by)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
            args![
                c.seating_id,
                c.table_id,
                c.direction,
                c.source,
                c.amount_cents,
                c.gaming_day,
                at,
                by,
            ],
        )
    }

    fn cash_between(&self, from_day: &str, to_day: &str) -> Result<Vec<CashRow>, StoreError> {
        self.rows(
            "SELECT x.id, x.seating_id, x.table_id, t.name, s.seat_no, s.player_name,
                s.player_id, x.direction, x.source, x.amount_cents, x.gaming_day, x.at, st.name
             FROM cash_transactions x
             JOIN seatings s ON s.id = x.seating_id
             JOIN card_tables t ON t.id = x.table_id
             JOIN staff st ON st.id = x.recorded_by
             WHERE x.gaming_day >= $1 AND x.gaming_day <= $2
             ORDER BY x.at, x.id",
            args![from_day, to_day],
            CashRow::from_row,
        )
    }

    fn insert_notice(
        &self,
        n: &NewNotice,
        photo: Option<&str>,
        at: &str,
        by: i64,
    ) -> Result<i64, StoreError> {
        let id: i64 = self.scalar(
            "INSERT INTO exclusion_notices (name, name_key, birth_date, term, starts_on,
                descriptors, reference, received_at, recorded_by)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id",
            args![
                n.name,
                n.name_key,
                n.birth_date,
                n.term,
                n.starts_on,
                n.descriptors,
                n.reference,
                at,
                by,
            ],
        )?;
        if let Some(photo) = photo {
            self.execute(
                "INSERT INTO exclusion_photos (notice_id, photo) VALUES ($1, $2)",
                args![id, photo],
            )?;
        }
        Ok(id)
    }

    fn notices(&self) -> Result<Vec<NoticeRow>, StoreError> {
        self.rows(
            "SELECT n.id, n.name, n.name_key, n.birth_date, n.term, n.starts_on, n.descriptors,
                n.reference, n.received_at,
                CAST(CASE WHEN p.notice_id IS NULL THEN 0 ELSE 1 END AS BIGINT)
             FROM exclusion_notices n LEFT JOIN exclusion_photos p ON p.notice_id = n.id
             ORDER BY n.id DESC",
            args![],
            NoticeRow::from_row,
        )
    }

    fn notice_photo(&self, id: i64) -> Result<Option<String>, StoreError> {
        self.opt(
            "SELECT photo FROM exclusion_photos WHERE notice_id = $1",
            args![id],
            |r| get(r, 0),
        )
    }

    fn insert_clearance(
        &self,
        notice_id: i64,
        player_id: i64,
        reason: &str,
        at: &str,
        by: i64,
    ) -> Result<(), StoreError> {
        self.execute(
            "INSERT INTO exclusion_clearances (notice_id, player_id, reason, cleared_at,
                cleared_by) VALUES ($1, $2, $3, $4, $5)",
            args![notice_id, player_id, reason, at, by],
        )
    }

    fn cleared_notices(&self, player_id: i64) -> Result<Vec<i64>, StoreError> {
        self.rows(
            "SELECT notice_id FROM exclusion_clearances WHERE player_id = $1 ORDER BY id",
            args![player_id],
            |r| get(r, 0),
        )
    }

    fn insert_incident(&self, i: &NewIncident, at: &str, by: i64) -> Result<i64, StoreError> {
        self.scalar(
            "INSERT INTO exclusion_incidents (notice_id, table_id, seat_no, player_name, what,
                withheld, at, removed_by)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
            args![
                i.notice_id,
                i.table_id,
                i.seat_no,
                i.player_name,
                i.what,
                i.withheld,
                at,
                by,
            ],
        )
    }

    fn incidents(&self) -> Result<Vec<IncidentRow>, StoreError> {
        self.rows(
            "SELECT i.id, i.notice_id, n.reference, t.name, i.seat_no, i.player_name, i.what,
                i.withheld, i.at, s.name
             FROM exclusion_incidents i
             JOIN exclusion_notices n ON n.id = i.notice_id
             JOIN card_tables t ON t.id = i.table_id
             JOIN staff s ON s.id = i.removed_by
             ORDER BY i.id",
            args![],
            IncidentRow::from_row,
        )
    }

    fn insert_comp_rule(&self, r: &NewCompRule, at: &str, by: i64) -> Result<i64, StoreError> {
        self.scalar(
            "INSERT INTO comp_rules (name, kind, min_big_blind_cents, hours, value, unit,
                created_at, created_by)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
            args![
                r.name,
                r.kind,
                r.min_big_blind_cents,
                r.hours,
                r.value,
                r.unit,
                at,
                by
            ],
        )
    }

    fn end_comp_rule(&self, id: i64, at: &str, by: i64) -> Result<(), StoreError> {
        self.execute(
            "UPDATE comp_rules SET ended_at = $2, ended_by = $3 WHERE id = $1 AND ended_at IS NULL",
            args![id, at, by],
        )
    }

    fn comp_rules(&self) -> Result<Vec<CompRuleRow>, StoreError> {
        self.rows(
            "SELECT id, name, kind, min_big_blind_cents, hours, value, unit, created_at, ended_at
             FROM comp_rules ORDER BY id",
            args![],
            CompRuleRow::from_row,
        )
    }

    fn insert_comp(&self, c: &NewComp, at: &str, by: i64) -> Result<i64, StoreError> {
        self.scalar(
            "INSERT INTO comps (player_id, rule_id, value, unit, reason, gaming_day, issued_at,
                issued_by)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
            args![
                c.player_id,
                c.rule_id,
                c.value,
                c.unit,
                c.reason,
                c.gaming_day,
                at,
                by
            ],
        )
    }

    fn comps_of(
        &self,
        player_id: i64,
        from_day: &str,
        to_day: &str,
    ) -> Result<Vec<CompRow>, StoreError> {
        self.rows(
            "SELECT c.id, c.player_id, c.rule_id, c.value, c.unit, c.reason, c.gaming_day,
                c.issued_at, s.name
             FROM comps c JOIN staff s ON s.id = c.issued_by
             WHERE c.player_id = $1 AND c.gaming_day >= $2 AND c.gaming_day <= $3
             ORDER BY c.id",
            args![player_id, from_day, to_day],
            CompRow::from_row,
        )
    }
}
