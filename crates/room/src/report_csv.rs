//! The report as CSV for accountants, written by the same code for the CLI and the app, so
//! their totals match to the cent.

use crate::RoomError;
use crate::report::{FIGURES, Figures, ShiftReport};

impl ShiftReport {
    /// The report as CSV for accountants: one row per line, group and total, amounts in
    /// dollars with two decimals, then the discrepancies and the adjustments. `adjustments`
    /// is the floor's corrections to the house's money since (signed); the last column,
    /// `banked`, is the house-banked result (negative when the bank lost).
    /// Its half hours are written as the screens write times, in the room's zone.
    pub fn to_csv(&self, clock: &dyn crate::Clock) -> Result<String, RoomError> {
        use crate::money::format_decimal as d;
        let time = |t: &str| crate::clock::time_words(clock, t);
        // The chips block after the collections has columns of its own.
        let mut w = csv::WriterBuilder::new()
            .flexible(true)
            .from_writer(Vec::new());
        let fail = |e: csv::Error| RoomError::invalid("csv", e.to_string());
        let head = ["section", "table", "game", "dealer", "half_hour"];
        let figures = FIGURES.iter().filter_map(|f| f.csv);
        w.write_record(head.into_iter().chain(figures))
            .map_err(fail)?;
        let mut row =
            |section: &str, table: &str, game: &str, dealer: &str, half: &str, f: &Figures| {
                let named = [
                    section.to_string(),
                    inert(table),
                    inert(game),
                    inert(dealer),
                    half.to_string(),
                ];
                let figures = f.columns(|spec| spec.csv, d);
                w.write_record(named.into_iter().chain(figures))
            };
        for l in &self.lines {
            row(
                "line",
                &l.table,
                &l.game,
                l.dealer.as_deref().unwrap_or(""),
                &time(&l.half_hour),
                &l.figures,
            )
            .map_err(fail)?;
        }
        for g in &self.by_table {
            row("table", &g.key, "", "", "", &g.figures).map_err(fail)?;
        }
        for g in &self.by_game {
            row("game", "", &g.key, "", "", &g.figures).map_err(fail)?;
        }
        for g in &self.by_dealer {
            row("dealer", "", "", &g.key, "", &g.figures).map_err(fail)?;
        }
        for g in &self.by_half_hour {
            row("half_hour", "", "", "", &time(&g.key), &g.figures).map_err(fail)?;
        }
        row("total", "", "", "", "", &self.totals).map_err(fail)?;
        for x in &self.discrepancies {
            w.write_record([
                "discrepancy",
                &inert(&x.table),
                "",
                "",
                &time(&x.due_at),
                &inert(&format!("seat {} {}", x.seat_no, x.player_name)),
                &d(x.amount_cents),
                "",
                "",
                "",
                "",
                "",
                "",
                &d(x.amount_cents),
                "",
                "",
                "",
                &crate::clock::times_in_words(clock, &x.problem),
                "",
                "",
            ])
            .map_err(fail)?;
        }
        for a in &self.adjustments {
            w.write_record([
                "adjustment".to_string(),
                inert(&a.table),
                String::new(),
                inert(&a.made_by),
                time(&a.happened_at),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                inert(&crate::clock::times_in_words(
                    clock,
                    &format!(
                        "{} at {}: {} (why: {})",
                        a.detail, a.made_at, a.kind, a.reason
                    ),
                )),
                d(a.house_cents),
                String::new(),
            ])
            .map_err(fail)?;
        }
        // Each table's chips, and the room's (last): the identity's terms, then the difference
        // (zero when it holds).
        w.write_record([
            "section",
            "table",
            "opening",
            "bought_in",
            "added_on",
            "moved_in",
            "moved_out",
            "cashed_out",
            "drops",
            "time_from_stacks",
            "bank",
            "corrections",
            "in_play",
            "waiting_add_ons",
            "difference",
        ])
        .map_err(fail)?;
        for c in &self.chips {
            let mut record = vec!["chips".to_string(), inert(&c.table)];
            record.extend(
                [
                    c.opening_cents,
                    c.bought_in_cents,
                    c.added_on_cents,
                    c.moved_in_cents,
                    c.moved_out_cents,
                    c.cashed_out_cents,
                    c.drops_cents,
                    c.time_from_stacks_cents,
                    c.bank_cents,
                    c.corrections_cents,
                    c.in_play_cents,
                    c.pending_cents,
                    c.difference_cents,
                ]
                .map(d),
            );
            w.write_record(&record).map_err(fail)?;
        }
        let bytes = w
            .into_inner()
            .map_err(|e| RoomError::invalid("csv", e.to_string()))?;
        String::from_utf8(bytes).map_err(|e| RoomError::invalid("csv", e.to_string()))
    }
}

/// A text cell a spreadsheet will not run: control characters dropped, and a cell that
/// starts with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with `'` (OWASP's
/// advice against CSV injection). Amounts are written by the report itself, never through
/// this.
pub fn inert(text: &str) -> String {
    let clean: String = text
        .chars()
        .filter(|c| !c.is_control() || *c == '\t' || *c == '\r')
        .collect();
    match clean.chars().next() {
        Some('=' | '+' | '-' | '@' | '\t' | '\r') => format!("'{clean}"),
        _ => clean,
    }
}
