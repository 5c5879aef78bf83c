//! The room's players: the registry (the floor's and the cage's: phones and notes never leave
//! them), restrictions on play, a nameless player identified, and the Title 31 logs.

use super::*;
use cardroom_room::{CompEarned, CompRuleRequest, CompRuleView, CompView, DayHours, IssueComp};
use cardroom_room::{
    CtrReport, ExclusionNotice, IncidentView, MultipleTransactionLog, NewPlayerRequest, NoticeView,
    PlayerCard, RestrictPlayer,
};

commands! {
    /// Players whose name, wall name, number or phone holds `text`, with where each sits.
    act find_players(text: String) -> Vec<PlayerCard> {
        |room, me| room.find_players(me, &text)
    }

    /// A player's card by number.
    act player(number: String) -> PlayerCard {
        |room, me| room.player(me, &number)
    }

    /// Registers a player; his card comes back.
    act add_player(player: NewPlayerRequest) -> PlayerCard {
        |room, me| room.add_player(me, &player)
    }

    /// Corrects a player's record; his card comes back.
    act edit_player(number: String, player: NewPlayerRequest) -> PlayerCard {
        |room, me| room.edit_player(me, &number, &player)
    }

    /// Bars, self-restricts or self-excludes a player; his card comes back.
    act restrict_player(restriction: RestrictPlayer) -> PlayerCard {
        |room, me| room.restrict_player(me, &restriction)
    }

    /// Lifts a player's bar or self-restriction with the floor manager's PIN and a reason.
    act lift_restriction(number: String, reason: String, pin: String) -> PlayerCard {
        |room, me| room.lift_restriction(me, &number, &reason, &pin)
    }

    /// Names the nameless player in a seat: a registered player's number.
    act identify_player(table_id: i64, seat_no: i64, number: String) -> SeatDto {
        |room, me| room.identify_player(me, table_id, seat_no, &number)
    }

    /// Erases what names a player after the house's keeping period.
    act anonymise_player(number: String) -> PlayerCard {
        |room, me| room.anonymise_player(me, &number)
    }

    /// Enters the Bureau's self-exclusion notice as it arrived, with its photo.
    act record_exclusion_notice(notice: ExclusionNotice) -> NoticeView {
        |room, me| room.record_exclusion_notice(me, &notice)
    }

    /// Every notice entered, newest first.
    act exclusion_notices() -> Vec<NoticeView> {
        |room, me| room.exclusion_notices(me)
    }

    /// The self-exclusion notice a player about to be seated may be the patron of, if any.
    act possible_exclusion_notice(name: Option<String>, number: Option<String>) -> Option<NoticeView> {
        |room, me| room.possible_exclusion_notice(me, name.as_deref(), number.as_deref())
    }

    /// A notice's photo (a data URL), for the floor to compare.
    act notice_photo(notice_id: i64) -> Option<String> {
        |room, me| room.notice_photo(me, notice_id)
    }

    /// The floor compared the photo: the notice names this registered player.
    act confirm_exclusion(notice_id: i64, number: String) -> PlayerCard {
        |room, me| room.confirm_exclusion(me, notice_id, &number)
    }

    /// A self-excluded patron found playing: removed, the incident kept for the Bureau.
    act record_exclusion_incident(table_id: i64, seat_no: i64, notice_id: i64, what: String, withheld: Option<String>) -> IncidentView {
        |room, me| room.record_exclusion_incident(me, table_id, seat_no, notice_id, &what, withheld.as_deref())
    }

    /// Every incident, oldest first.
    act exclusion_incidents() -> Vec<IncidentView> {
        |room, me| room.exclusion_incidents(me)
    }

    /// The house's comp rules, in force and ended.
    run comp_rules() -> Vec<CompRuleView> {
        |room| room.comp_rules()
    }

    /// Adds a comp rule; the rules come back.
    act add_comp_rule(rule: CompRuleRequest) -> Vec<CompRuleView> {
        |room, me| room.add_comp_rule(me, &rule)
    }

    /// Ends a comp rule; the rules come back.
    act end_comp_rule(rule_id: i64) -> Vec<CompRuleView> {
        |room, me| room.end_comp_rule(me, rule_id)
    }

    /// What each rule in force has earned a player in a gaming day (none: today).
    act comps_earned(number: String, day: Option<String>) -> Vec<CompEarned> {
        |room, me| room.comps_earned(me, &number, day.as_deref())
    }

    /// Issues a comp; the player's comps of the day come back.
    act issue_comp(comp: IssueComp) -> Vec<CompView> {
        |room, me| room.issue_comp(me, &comp)
    }

    /// The comps a player was given over gaming days [from, to], oldest first.
    act player_comps(number: String, from: String, to: String) -> Vec<CompView> {
        |room, me| room.comps(me, &number, &from, &to)
    }

    /// A player's hours per gaming day over [from, to].
    act player_hours(number: String, from: String, to: String) -> Vec<DayHours> {
        |room, me| room.player_hours(me, &number, &from, &to)
    }

    /// The gaming day now (`2026-11-23`), the cash logs' default.
    run gaming_day_today() -> String {
        |room| room.gaming_day_today()
    }

    /// The multiple transaction log of gaming days [from, to].
    act multiple_transaction_log(from: String, to: Option<String>) -> MultipleTransactionLog {
        |room, me| room.multiple_transaction_log(me, &from, to.as_deref())
    }

    /// The CTRs due over gaming days [from, to].
    act ctr_report(from: String, to: Option<String>) -> CtrReport {
        |room, me| room.ctr_report(me, &from, to.as_deref())
    }

    /// Saves a cash log (`mtl` or `ctr`) as .xlsx or PDF (by the path's extension) where the
    /// save dialog chose.
    act save_cash_log(path: String, log: String, from: String, to: Option<String>) -> () {
        |room, me| {
            let pdf = path.to_lowercase().ends_with(".pdf");
            let bytes = match (log.as_str(), pdf) {
                ("mtl", false) => room.multiple_transaction_log(me, &from, to.as_deref())?.to_xlsx(room.clock())?,
                ("mtl", true) => room.multiple_transaction_log(me, &from, to.as_deref())?.to_pdf(room.clock())?,
                ("ctr", false) => room.ctr_report(me, &from, to.as_deref())?.to_xlsx(room.clock())?,
                ("ctr", true) => room.ctr_report(me, &from, to.as_deref())?.to_pdf(room.clock())?,
                _ => return Err(RoomError::invalid("log", "mtl or ctr")),
            };
            if pdf {
                crate::files::save_pdf(&path, &bytes)
            } else {
                crate::files::save_workbook(&path, &bytes)
            }
        }
    }
}
