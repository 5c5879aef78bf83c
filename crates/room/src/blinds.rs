//! Who is dealt in and who posts what: the button and blind rules, as a pure plan from the
//! seats. `hands::start_hand` applies the plan.
//!
//! - Moving button (the default): the button moves one occupied seat clockwise after each
//!   hand; the small and big blinds are the next two players after it.
//! - Dead button (`button_rule = dead`): the big blind always advances to the next player
//!   after last hand's big blind; last hand's big blind posts the small blind, or the small
//!   blind is dead when he is gone; the button is the seat just before the small blind,
//!   occupied or not.
//!
//! Either way: everyone seated when a game starts is dealt in; later a new player waits for
//! the big blind (he is dealt in when it reaches him) or posts one live from his seat; a
//! player sitting out when his blind comes round misses it; when the small blind's seat holds
//! a player who is not dealt in, there is no small blind that hand.

/// What the plan needs to know of one occupied seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct SeatState {
    pub seat: i64,
    pub has_chips: bool,
    pub sitting_out: bool,
    /// Waiting for the big blind.
    pub waiting: bool,
    /// Chose to post a big blind to play at once.
    pub posting: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Plan {
    /// Seats dealt in, in seat order.
    pub dealt: Vec<i64>,
    /// The table's button (may be an empty seat under the dead-button rule).
    pub button: i64,
    /// The dealt seat holding the button for the engine: the blinds are the next dealt seats.
    pub engine_button: i64,
    pub small_blind: Option<i64>,
    pub big_blind: Option<i64>,
    /// Seats posting a live big blind out of position.
    pub posts: Vec<i64>,
    /// Sitting-out seats whose small / big blind passed this hand.
    pub missed: Vec<(i64, bool, bool)>,
}

/// The seats after `from`, clockwise, wrapping.
pub(crate) fn clockwise_after(from: i64, seats: &[i64]) -> Vec<i64> {
    let mut sorted = seats.to_vec();
    sorted.sort_unstable();
    let split = sorted
        .iter()
        .position(|&s| s > from)
        .unwrap_or(sorted.len());
    sorted[split..]
        .iter()
        .chain(&sorted[..split])
        .copied()
        .collect()
}

/// The seat just before `seat` clockwise among `seats`.
fn before(seat: i64, seats: &[i64]) -> Option<i64> {
    let others: Vec<i64> = seats.iter().copied().filter(|s| *s != seat).collect();
    clockwise_after(seat, &others).last().copied()
}

/// Plans a hand. `button` is the table's button now (moving rule) or last hand's (dead
/// rule); `last_big_blind` is last hand's big blind seat; `seat_limit` numbers the seats.
pub(crate) fn plan(
    dead_button: bool,
    button: i64,
    last_big_blind: Option<i64>,
    game_started: bool,
    seat_limit: i64,
    seats: &[SeatState],
) -> Plan {
    let playing: Vec<&SeatState> = seats
        .iter()
        .filter(|s| s.has_chips && !s.sitting_out)
        .collect();
    let ready = |s: &SeatState| !game_started || !s.waiting;
    // Candidates for the blinds: present players, waiting ones included (the big blind
    // reaching a waiting player brings him in).
    let present: Vec<i64> = playing.iter().map(|s| s.seat).collect();
    let with_chips: Vec<i64> = seats
        .iter()
        .filter(|s| s.has_chips)
        .map(|s| s.seat)
        .collect();
    let is_ready = |seat: i64| playing.iter().any(|s| s.seat == seat && ready(s));

    let (button, small_blind, big_blind, missed_small, missed_big) =
        match (dead_button, last_big_blind) {
            (true, Some(last_bb)) if game_started && present.len() > 2 => {
                // The big blind advances to the next seat with chips after last hand's.
                let next = clockwise_after(last_bb, &with_chips);
                let big_blind = next.iter().copied().find(|s| present.contains(s));
                let missed_big: Vec<i64> = next
                    .iter()
                    .copied()
                    .take_while(|s| Some(*s) != big_blind)
                    .filter(|s| !present.contains(s))
                    .collect();
                let small_blind = is_ready(last_bb).then_some(last_bb);
                let anchor = small_blind.or(big_blind).unwrap_or(last_bb);
                // The button: the seat just before the small blind (or the big blind), empty or not.
                let button = if anchor <= 1 { seat_limit } else { anchor - 1 };
                (button, small_blind, big_blind, Vec::new(), missed_big)
            }
            _ => {
                let all = clockwise_after(button, &with_chips);
                let (sb_all, bb_all) = match all.as_slice() {
                    [only_other] => (Some(button), Some(*only_other)),
                    [sb, bb, ..] => (Some(*sb), Some(*bb)),
                    _ => (None, None),
                };
                let missed_small: Vec<i64> = sb_all
                    .into_iter()
                    .filter(|s| !present.contains(s))
                    .collect();
                let missed_big: Vec<i64> = bb_all
                    .into_iter()
                    .filter(|s| !present.contains(s))
                    .collect();
                let order = clockwise_after(button, &present);
                let (small_blind, big_blind) = if order.len() == 2 {
                    (Some(button), order.first().copied())
                } else {
                    (order.first().copied(), order.get(1).copied())
                };
                (button, small_blind, big_blind, missed_small, missed_big)
            }
        };

    let dealt: Vec<i64> = playing
        .iter()
        .filter(|s| ready(s) || Some(s.seat) == big_blind)
        .map(|s| s.seat)
        .collect();
    let small_blind = small_blind.filter(|sb| dealt.contains(sb));
    let engine_button = if !dead_button && dealt.contains(&button) && small_blind.is_some() {
        button
    } else {
        let anchor = small_blind.or(big_blind).unwrap_or(button);
        before(anchor, &dealt).unwrap_or(button)
    };
    let posts = playing
        .iter()
        .filter(|s| {
            game_started && s.posting && Some(s.seat) != big_blind && Some(s.seat) != small_blind
        })
        .map(|s| s.seat)
        .collect();
    let mut missed: Vec<(i64, bool, bool)> = Vec::new();
    for s in seats.iter().filter(|s| s.sitting_out && s.has_chips) {
        let (sm, bg) = (missed_small.contains(&s.seat), missed_big.contains(&s.seat));
        if sm || bg {
            missed.push((s.seat, sm, bg));
        }
    }
    Plan {
        dealt,
        button,
        engine_button,
        small_blind,
        big_blind,
        posts,
        missed,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(seat: i64) -> SeatState {
        SeatState {
            seat,
            has_chips: true,
            sitting_out: false,
            waiting: false,
            posting: false,
        }
    }

    #[test]
    fn moving_button_blinds_are_the_next_two_players() {
        let seats: Vec<_> = [1, 3, 5, 7].map(seat).to_vec();
        let p = plan(false, 3, None, true, 9, &seats);
        assert_eq!(
            (p.small_blind, p.big_blind, p.engine_button),
            (Some(5), Some(7), 3)
        );
        assert_eq!(p.dealt, vec![1, 3, 5, 7]);
    }

    #[test]
    fn heads_up_the_button_posts_the_small_blind() {
        let seats: Vec<_> = [2, 6].map(seat).to_vec();
        let p = plan(false, 6, None, true, 9, &seats);
        assert_eq!((p.small_blind, p.big_blind), (Some(6), Some(2)));
    }

    #[test]
    fn dead_button_big_blind_advances_and_the_button_may_be_empty() {
        // Last hand: blinds 3 and 5. The player in seat 3 has left; 5 moves to small blind,
        // 7 is the big blind, and the button is seat 4, empty.
        let seats: Vec<_> = [1, 5, 7, 8].map(seat).to_vec();
        let p = plan(true, 2, Some(5), true, 9, &seats);
        assert_eq!(
            (p.button, p.small_blind, p.big_blind),
            (4, Some(5), Some(7))
        );
        assert_eq!(p.engine_button, 1, "the dealt seat before the small blind");
    }

    #[test]
    fn dead_button_small_blind_is_dead_when_last_big_blind_left() {
        let seats: Vec<_> = [1, 7, 8].map(seat).to_vec();
        let p = plan(true, 3, Some(5), true, 9, &seats);
        assert_eq!((p.small_blind, p.big_blind), (None, Some(7)));
        assert_eq!((p.button, p.engine_button), (6, 1));
    }

    #[test]
    fn a_sitting_out_player_whose_big_blind_comes_misses_it() {
        let mut seats: Vec<_> = [1, 2, 3, 4].map(seat).to_vec();
        seats[2].sitting_out = true;
        let p = plan(false, 1, None, true, 9, &seats);
        assert_eq!(p.missed, vec![(3, false, true)]);
        assert_eq!(p.dealt, vec![1, 2, 4]);
        let p = plan(true, 1, Some(2), true, 9, &seats);
        assert_eq!(
            (p.big_blind, p.missed.clone()),
            (Some(4), vec![(3, false, true)])
        );
    }

    #[test]
    fn a_waiting_player_comes_in_on_the_big_blind_and_a_poster_posts_out_of_position() {
        let mut seats: Vec<_> = [1, 2, 3, 4, 6].map(seat).to_vec();
        seats[3].waiting = true; // seat 4
        seats[4].posting = true; // seat 6
        let p = plan(false, 2, None, true, 9, &seats);
        assert_eq!((p.small_blind, p.big_blind), (Some(3), Some(4)));
        assert_eq!(
            (p.dealt.clone(), p.posts.clone()),
            (vec![1, 2, 3, 4, 6], vec![6])
        );
        let p = plan(false, 1, None, true, 9, &seats);
        assert_eq!((p.small_blind, p.big_blind), (Some(2), Some(3)));
        assert!(!p.dealt.contains(&4), "4 keeps waiting");
    }
}
