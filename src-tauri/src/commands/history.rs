//! Hand history: lists, whole hands, exports and checks of hand-history files.

use super::*;

commands! {
    /// The hands a query asks for, newest first.
    act hand_list(query: HandQuery) -> Vec<HandSummary> { |room, me| room.hand_list(me, &query) }

    /// One hand, entry by entry, with its corrections.
    act hand_history(hand_id: i64) -> HandHistory { |room, me| room.hand_history(me, hand_id) }

    /// Writes hands (one, or all a query asks for) as hand-history files into a folder; how many.
    act export_hand_histories(folder: String, query: HandQuery, hand_id: Option<i64>) -> u32 {
        |room, me| crate::files::save_histories(&folder, &room.export_hands(me, &query, hand_id)?)
    }

    /// Reads a hand-history file through the rules engine; nothing is stored.
    act check_hand_history(path: String) -> HistoryCheck { |_, _| crate::files::check_file(&path) }
}
