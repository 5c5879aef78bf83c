//! The floor's day beside the games: waiting lists and calls, must-move tables, the wall
//! board, the dealers' rotation, and seat time.

mod rotation;
mod seat_changes;
mod seat_time;
mod waitlists;

use cardroom_room::{Betting, GameCode, JoinWaitlist, NewWaitlistRequest, WaitlistBoard};

use crate::support::{Fixture, limit_table};

/// A $4/$8 Hold'em list, in cents.
pub fn holdem_4_8() -> NewWaitlistRequest {
    NewWaitlistRequest {
        game: GameCode::Holdem,
        betting: Some(Betting::FixedLimit),
        small_blind_cents: 200,
        big_blind_cents: 400,
        small_bet_cents: 400,
        big_bet_cents: 800,
    }
}

/// Any Hold'em: an interest list.
pub fn any_holdem() -> NewWaitlistRequest {
    NewWaitlistRequest {
        betting: None,
        ..holdem_4_8()
    }
}

pub fn add_list(f: &Fixture, req: &NewWaitlistRequest) -> i64 {
    f.room.add_waitlist(f.floor.id, req).unwrap()
}

pub fn join(f: &Fixture, list: i64, name: &str) -> i64 {
    f.room
        .join_waitlist(
            f.floor.id,
            &JoinWaitlist {
                list_id: list,
                player_name: name.into(),
                note: None,
                player_number: None,
            },
        )
        .unwrap()
}

pub fn board(f: &Fixture) -> WaitlistBoard {
    f.room.waitlist_board(f.floor.id).unwrap()
}

/// The names on a list, in order.
pub fn names(b: &WaitlistBoard, list: i64) -> Vec<String> {
    b.lists
        .iter()
        .find(|l| l.id == list)
        .map(|l| l.players.iter().map(|p| p.player_name.clone()).collect())
        .unwrap_or_default()
}

/// A $4/$8 Hold'em table with `seated` players (seats 1..), opened now.
pub fn holdem_table(f: &mut Fixture, name: &str, seats: i64, seated: &[&str]) -> i64 {
    let mut req = holdem_req(name, 400, 800);
    req.seat_limit = Some(seats);
    let id = f.open(req).id;
    for (i, p) in seated.iter().enumerate() {
        f.seat(id, i64::try_from(i).unwrap() + 1, p);
    }
    id
}

/// A fixed-limit Hold'em table at the manager's $3 drop (the Mint schedule has no row for it).
pub fn holdem_req(name: &str, small_bet: i64, big_bet: i64) -> cardroom_room::OpenTable {
    cardroom_room::OpenTable {
        rate_cents: Some(300),
        ..limit_table(name, "holdem", small_bet, big_bet)
    }
}
