//! Reports, count sheets, sign-off, prints, corrections and exports.

use super::*;

commands! {
    /// The latest shifts, newest first, to choose one to report.
    act shift_list() -> Vec<ShiftDto> { |room, me| room.shift_list(me) }

    /// The collection report a request asks for. A long one sends its progress on `progress`
    /// and stops (`cancelled`) when `cancel_report` asks for the number the window gave it.
    with run_report(request: u32, query: ReportRequest, progress: Channel<ReportProgress>)
        -> ShiftReport
    {
        |state| {
            let cancelled = state.cancel_check();
            state
                .act(move |room, me| {
                    room.report(me, &query, &mut |p| {
                        let _ = progress.send(p);
                        !cancelled(request)
                    })
                })
                .await
        }
    }

    /// Stops the long report numbered `request`.
    with cancel_report(request: u32) -> () {
        |state| {
            state.cancel(request);
            Ok(())
        }
    }

    /// The report as CSV: the same text as `cardroom report shift --csv`.
    act report_csv(query: ReportRequest) -> String {
        |room, me| room.report(me, &query, &mut |_| true)?.to_csv(room.clock())
    }

    /// Signs a closed shift off with the floor manager's PIN.
    act sign_off_shift(shift_id: i64, pin: String) -> ShiftDto {
        |room, me| room.sign_off_shift(me, shift_id, &pin)
    }

    /// Records a print of a shift's report or count sheet: is it a reprint?
    act record_print(shift_id: i64, what: PrintKind) -> PrintMark {
        |room, me| room.record_print(me, shift_id, what)
    }

    /// Corrects a time collection's mark (the floor's PIN and a reason).
    act correct_collection(pin: String, correction: CollectionCorrection) -> AdjustmentDto {
        |room, me| room.correct_collection(me, &pin, &correction)
    }

    /// Corrects a finished hand's chips (the floor's PIN and a reason).
    act correct_hand(pin: String, correction: HandCorrection) -> AdjustmentDto {
        |room, me| room.correct_hand(me, &pin, &correction)
    }

    /// A shift's count sheet (4 CCR 12385), with the counters' names.
    act count_sheet(shift_id: Option<i64>, counters: Vec<String>) -> CountSheet {
        |room, me| room.count_sheet(me, shift_id, &counters)
    }

    /// The count sheet as CSV.
    act count_sheet_csv(shift_id: Option<i64>, counters: Vec<String>) -> String {
        |room, me| room.count_sheet(me, shift_id, &counters)?.to_csv(room.clock())
    }

    /// Writes an export (CSV or hand-history text) to the file the save dialog chose.
    act save_export(path: String, text: String) -> () {
        |_, _| crate::files::save_export(&path, &text)
    }

    /// The exception report of a shift or a gaming day.
    act exception_report(query: ExceptionRequest) -> ExceptionReport {
        |room, me| room.exception_report(me, &query)
    }

    /// The exception report as CSV: the same text as `cardroom report exceptions --csv`.
    act exceptions_csv(query: ExceptionRequest) -> String {
        |room, me| room.exception_report(me, &query)?.to_csv(room.clock())
    }

    /// Saves the report as an .xlsx workbook at the path the save dialog chose: the same
    /// bytes as `cardroom report shift --xlsx` at the same moment.
    act save_report_xlsx(path: String, query: ReportRequest) -> () {
        |room, me| {
            let bytes = room.report(me, &query, &mut |_| true)?.to_xlsx(room.clock())?;
            crate::files::save_workbook(&path, &bytes)
        }
    }

    /// Saves a shift's count sheet as an .xlsx workbook.
    act save_count_sheet_xlsx(path: String, shift_id: Option<i64>, counters: Vec<String>) -> () {
        |room, me| {
            let bytes = room.count_sheet(me, shift_id, &counters)?.to_xlsx(room.clock())?;
            crate::files::save_workbook(&path, &bytes)
        }
    }

    /// Saves the report as a PDF file at the path the save dialog chose: the same pages as
    /// `cardroom report shift --pdf`.
    act save_report_pdf(path: String, query: ReportRequest) -> () {
        |room, me| {
            let bytes = room.report(me, &query, &mut |_| true)?.to_pdf(room.clock())?;
            crate::files::save_pdf(&path, &bytes)
        }
    }

    /// Saves a shift's count sheet as a PDF file.
    act save_count_sheet_pdf(path: String, shift_id: Option<i64>, counters: Vec<String>) -> () {
        |room, me| {
            let bytes = room.count_sheet(me, shift_id, &counters)?.to_pdf(room.clock())?;
            crate::files::save_pdf(&path, &bytes)
        }
    }

    /// Saves the exception report as a PDF file.
    act save_exceptions_pdf(path: String, query: ExceptionRequest) -> () {
        |room, me| {
            let bytes = room.exception_report(me, &query)?.to_pdf(room.clock())?;
            crate::files::save_pdf(&path, &bytes)
        }
    }

    /// Saves the exception report as an .xlsx workbook.
    act save_exceptions_xlsx(path: String, query: ExceptionRequest) -> () {
        |room, me| {
            let bytes = room.exception_report(me, &query)?.to_xlsx(room.clock())?;
            crate::files::save_workbook(&path, &bytes)
        }
    }
}
