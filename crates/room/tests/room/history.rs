//! Hand history (issue #21): the hands of a shift, table or dealer; a hand step by step;
//! hands written as hand-history files that the rules engine reads back.

use cardroom_room::{HandQuery, Role, check_history};

use crate::support::{DAY, Fixture};

fn day() -> Fixture {
    Fixture::seeded(DAY).0
}

fn shift(id: i64) -> HandQuery {
    HandQuery {
        shift_id: Some(id),
        ..HandQuery::default()
    }
}

#[test]
fn every_hand_of_a_shift_is_listed_newest_first_and_filters_narrow_it() {
    let f = day();
    let all = f.room.hand_list(f.floor.id, &shift(1)).unwrap();
    let report = f.room.shift_report(f.floor.id, Some(1)).unwrap();
    let voided = all.iter().filter(|h| h.voided.is_some()).count() as i64;
    assert_eq!(
        all.len() as i64 - voided,
        report.totals.hands_dealt,
        "the report counts the hands the list shows"
    );
    assert!(
        all.windows(2).all(|w| w[0].started_at >= w[1].started_at),
        "newest first"
    );
    let table = all[0].table_id;
    let one = f
        .room
        .hand_list(
            f.floor.id,
            &HandQuery {
                table_id: Some(table),
                ..shift(1)
            },
        )
        .unwrap();
    assert!(!one.is_empty() && one.iter().all(|h| h.table_id == table));
    let dealer = f
        .room
        .list_staff()
        .unwrap()
        .into_iter()
        .find(|s| {
            s.role == Role::Dealer && all.iter().any(|h| h.dealer.as_deref() == Some(&s.name))
        })
        .unwrap();
    let his = f
        .room
        .hand_list(
            f.floor.id,
            &HandQuery {
                dealer_id: Some(dealer.id),
                ..shift(1)
            },
        )
        .unwrap();
    assert_eq!(
        his.len(),
        all.iter()
            .filter(|h| h.dealer.as_deref() == Some(&dealer.name))
            .count()
    );
    let few = f
        .room
        .hand_list(
            f.floor.id,
            &HandQuery {
                limit: Some(3),
                ..shift(1)
            },
        )
        .unwrap();
    assert_eq!(few, all[..3].to_vec());
}

#[test]
fn a_hand_steps_from_the_deal_to_its_end_one_entry_at_a_time() {
    let f = day();
    let all = f.room.hand_list(f.floor.id, &shift(1)).unwrap();
    for h in all.iter().take(40) {
        let history = f.room.hand_history(f.floor.id, h.hand_id).unwrap();
        let last = history.steps.last().unwrap();
        let shown = f.room.hand(h.hand_id).unwrap();
        assert_eq!(last.log, shown.log, "hand {}", h.hand_id);
        assert_eq!(
            history.steps.len(),
            shown.log.len() + 1,
            "one step per entry, and the deal"
        );
        for (n, step) in history.steps.iter().enumerate() {
            assert_eq!(step.log[..], shown.log[..n], "hand {} step {n}", h.hand_id);
        }
    }
}

#[test]
fn every_finished_hand_of_a_shift_exports_as_a_file_the_engine_replays_to_the_same_stacks() {
    let f = day();
    let files = f.room.export_hands(f.floor.id, &shift(1), None).unwrap();
    let all = f.room.hand_list(f.floor.id, &shift(1)).unwrap();
    let written = all
        .iter()
        .filter(|h| h.finished_at.is_some() && h.voided.is_none())
        .count();
    assert_eq!(files.len(), written);
    let mut kinds = std::collections::BTreeSet::new();
    for file in &files {
        let check = check_history(&file.text);
        assert!(check.ok, "{}: {:?}\n{}", file.name, check, file.text);
        kinds.insert(check.kind.unwrap());
    }
    assert_eq!(
        kinds.len(),
        3,
        "pot games, Pan and the banked game: {kinds:?}"
    );
    let names: std::collections::BTreeSet<_> = files.iter().map(|f| &f.name).collect();
    assert_eq!(names.len(), files.len(), "one name per hand");
}

#[test]
fn a_damaged_file_is_refused_with_the_engines_code_and_the_action_it_stopped_at() {
    let f = day();
    let one = f
        .room
        .hand_list(f.floor.id, &shift(1))
        .unwrap()
        .into_iter()
        .find(|h| h.game.contains("Hold"))
        .unwrap();
    let text = f
        .room
        .export_hands(f.floor.id, &shift(1), Some(one.hand_id))
        .unwrap()
        .remove(0)
        .text;
    assert!(check_history(&text).ok);
    let broken = check_history(&text.replace("variant = '", "variant = 'X"));
    assert!(
        !broken.ok && broken.code.is_some() && broken.message.is_some(),
        "{broken:?}"
    );
    let nonsense = check_history("this is not a hand history");
    assert!(!nonsense.ok);
}
