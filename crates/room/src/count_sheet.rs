//! The daily count sheet California asks of a cardroom (4 CCR 12385): the date and time, the
//! shift, each table's drop box and its amount, the number of boxes, and the counters' names.
//! Built from the shift's report, so its figures are the report's.

use serde::Serialize;
use std::collections::BTreeMap;

use crate::clock::db_time;
use crate::model::shifts::ShiftDto;
use crate::report::{ReportRequest, ShiftReport};
use crate::{Room, RoomError};

/// One table's drop box: what the house took at it in the shift, and what the floor's
/// corrections since change of it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct DropBox {
    pub table_id: i64,
    pub table: String,
    pub game: String,
    pub drops_cents: i64,
    pub time_cents: i64,
    pub adjustment_cents: i64,
    /// What the box should hold: drops, time collected and adjustments.
    pub amount_cents: i64,
    /// What the table's jackpot box should hold: the jackpots' collections from its pots, a
    /// box of its own (the players' money, never the house's).
    pub jackpot_cents: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
pub struct CountSheet {
    pub shift: ShiftDto,
    /// When the sheet was made (the room's clock).
    pub at: String,
    pub boxes: Vec<DropBox>,
    pub box_count: i64,
    pub total_cents: i64,
    /// The jackpot boxes' total, apart from the drop boxes'.
    pub jackpot_total_cents: i64,
    /// The counters, as typed on the sheet.
    pub counters: Vec<String>,
}

impl Room {
    /// The count sheet of a shift (the latest when `None`), with the counters' names.
    pub fn count_sheet(
        &self,
        actor: i64,
        shift_id: Option<i64>,
        counters: &[String],
    ) -> Result<CountSheet, RoomError> {
        let counters = counters
            .iter()
            .filter(|c| !c.trim().is_empty())
            .map(|c| Ok(crate::values::Name::parse("a counter's name", c)?.into_string()))
            .collect::<Result<Vec<_>, RoomError>>()?;
        // Two counters are two people: the same name twice is one counter.
        if let [first, second] = counters.as_slice()
            && crate::values::key_of(first) == crate::values::key_of(second)
        {
            return Err(RoomError::invalid(
                "the counters",
                format!("{first} is named twice: the count needs two different counters"),
            ));
        }
        let report = self.report(actor, &ReportRequest::shift(shift_id), &mut |_| true)?;
        let at = db_time(self.clock.now());
        from_report(report, at, counters)
    }
}

fn from_report(
    report: ShiftReport,
    at: String,
    counters: Vec<String>,
) -> Result<CountSheet, RoomError> {
    let boxes = drop_boxes(&report)?;
    let shift = report.shift.ok_or(RoomError::NoOpenShift)?;
    let (mut total, mut jackpot) = (0, 0);
    for b in &boxes {
        total = crate::values::add("a count sheet total", total, b.amount_cents)?;
        jackpot = crate::values::add("a count sheet total", jackpot, b.jackpot_cents)?;
    }
    Ok(CountSheet {
        shift,
        at,
        box_count: i64::try_from(boxes.len()).unwrap_or(i64::MAX),
        boxes,
        total_cents: total,
        jackpot_total_cents: jackpot,
        counters,
    })
}

/// Each table's drop box of a report, in table order: what it should hold.
pub(crate) fn drop_boxes(report: &ShiftReport) -> Result<Vec<DropBox>, RoomError> {
    let add = |a: i64, b: i64| crate::values::add("a count sheet total", a, b);
    let mut boxes: BTreeMap<i64, DropBox> = BTreeMap::new();
    for line in &report.lines {
        let b = boxes.entry(line.table_id).or_insert_with(|| DropBox {
            table_id: line.table_id,
            table: line.table.clone(),
            game: line.game.clone(),
            drops_cents: 0,
            time_cents: 0,
            adjustment_cents: 0,
            amount_cents: 0,
            jackpot_cents: 0,
        });
        let f = &line.figures;
        b.drops_cents = add(b.drops_cents, f.drop_cents)?;
        b.time_cents = add(b.time_cents, f.collected_cents)?;
        b.adjustment_cents = add(b.adjustment_cents, f.adjustment_cents)?;
        b.amount_cents = add(b.amount_cents, add(f.house_cents, f.adjustment_cents)?)?;
        b.jackpot_cents = add(b.jackpot_cents, f.jackpot_cents)?;
    }
    Ok(boxes.into_values().collect())
}

impl CountSheet {
    /// The sheet as CSV: who and when first, one row per box, then the count and the total.
    /// Its times are written as the screens write them, in the room's zone.
    pub fn to_csv(&self, clock: &dyn crate::Clock) -> Result<String, RoomError> {
        let time = |t: &str| crate::clock::time_words(clock, t);
        use crate::money::format_decimal as d;
        use crate::report_csv::inert;
        let mut w = crate::report_csv::Sheet::new();
        let s = &self.shift;
        let rows: Vec<Vec<String>> = vec![
            vec!["count sheet".into(), format!("shift {}", s.id)],
            vec!["made at".into(), time(&self.at)],
            vec!["shift opened".into(), time(&s.opened_at)],
            vec![
                "shift closed".into(),
                s.closed_at.as_deref().map(time).unwrap_or_default(),
            ],
            vec!["floor manager".into(), inert(&s.floor_manager)],
            vec!["counters".into(), inert(&self.counters.join("; "))],
        ]
        .into_iter()
        .chain(
            s.signed_words(clock)
                .into_iter()
                .map(|(what, words)| vec![what.to_string(), inert(&words)]),
        )
        .chain([
            vec![],
            [
                "table",
                "game",
                "drops",
                "time_collected",
                "adjustments",
                "box_amount",
                "jackpot_box",
            ]
            .map(String::from)
            .to_vec(),
        ])
        .collect();
        for r in rows {
            w.row(&r)?;
        }
        for b in &self.boxes {
            w.row([
                inert(&b.table),
                inert(&b.game),
                d(b.drops_cents),
                d(b.time_cents),
                d(b.adjustment_cents),
                d(b.amount_cents),
                d(b.jackpot_cents),
            ])?;
        }
        w.row(["boxes".to_string(), self.box_count.to_string()])?;
        w.row([
            "total",
            "",
            "",
            "",
            "",
            &d(self.total_cents),
            &d(self.jackpot_total_cents),
        ])?;
        w.text()
    }
}
