//! The collection rate schedule.

use super::*;

commands! {
    /// The collection rate schedule in effect now (the room's clock).
    run rate_schedule() -> RateSchedule { |room| room.rate_schedule() }

    /// The schedule in effect at a moment (RFC 3339): past and future rates.
    with rate_schedule_at(at: String) -> RateSchedule {
        |state| {
            let at = crate::parse_time(&at)?;
            state.run(move |room| room.rate_schedule_at(at)).await
        }
    }

    /// Adds a rate to the schedule, effective from its date.
    act add_rate(rate: NewRateRequest) -> RateDto { |room, me| room.add_rate(me, &rate) }
}
