//! The dealer's console: hands, entries, undo, void and the time collection.

use super::*;

commands! {
    /// Any hand as it stands, whatever its game.
    run hand(hand_id: i64) -> HandView { |room| room.hand(hand_id) }

    /// The hand in progress at a table, if any.
    run current_hand(table_id: i64) -> Option<HandView> { |room| room.current_hand(table_id) }

    /// The dealer's console of one table (a dealer sees only his own).
    act dealer_console(table_id: i64) -> ConsoleView {
        |room, me| room.dealer_console(me, table_id)
    }

    /// Starts the table's next hand; returns the console.
    act start_hand(table_id: i64, start: HandStart) -> ConsoleView {
        |room, me| room.start_hand_on_console(me, table_id, start)
    }

    /// Logs one entry in a hand as the console showed it at `seq`; returns the console.
    act act_in_hand(hand_id: i64, seq: i64, action: HandAction) -> ConsoleView {
        |room, me| room.act_on_console(me, hand_id, seq, action)
    }

    /// Undoes the hand's latest entry, when it still stands at `seq`; returns the console.
    act undo_in_hand(hand_id: i64, seq: i64) -> ConsoleView {
        |room, me| room.undo_on_console(me, hand_id, seq)
    }

    /// Voids the hand (a misdeal, or a floor ruling); returns the console.
    act void_hand(hand_id: i64, seq: i64, reason: VoidReason) -> ConsoleView {
        |room, me| room.void_on_console(me, hand_id, seq, reason)
    }

    /// Takes the time collection at the table: everyone paid but the exceptions; returns the
    /// console.
    act collect_time(table_id: i64, exceptions: Vec<SeatException>) -> ConsoleView {
        |room, me| room.collect_time_on_console(me, table_id, &exceptions)
    }
}
