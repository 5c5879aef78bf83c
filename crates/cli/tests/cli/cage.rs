//! `cardroom cage` (issue 37): the cage counts a closed shift's drop boxes and records a
//! banked table's opener, fills, credits and closer; the bank's win is set against the boxes.

use crate::closeout::{AT, day};
use crate::support::assert_one_line_error;

#[test]
fn cage_bank_records_the_moves_and_the_win_is_the_bank_identity() {
    let room = day();
    let cora = Some("Cora");
    let show = room.json(AT, cora, &["cage", "show", "--shift", "1", "--json"]);
    let bank = &show["banks"][0];
    let table = bank["table_id"].as_i64().unwrap().to_string();
    let logged = bank["logged_cents"].as_i64().unwrap();
    let moves = [
        ("opener", "500.00", "Cora", "Dee"),
        ("fill", "200.00", "Cora", "Dee"),
        ("credit", "100.00", "Dee", "Cora"),
    ];
    for (kind, amount, from, to) in moves {
        room.ok(
            AT,
            cora,
            &[
                "cage",
                "bank",
                "--shift",
                "1",
                "--table",
                &table,
                "--kind",
                kind,
                "--amount",
                amount,
                "--brought-by",
                from,
                "--received-by",
                to,
            ],
        );
    }
    // Every chip accounted for: 500 + 200 − 100 + what the boxes won.
    let closer = format!("{:.2}", (60_000 + logged) as f64 / 100.0);
    let banks = room.json(
        AT,
        cora,
        &[
            "cage",
            "bank",
            "--shift",
            "1",
            "--table",
            &table,
            "--kind",
            "closer",
            "--amount",
            &closer,
            "--brought-by",
            "Dee",
            "--received-by",
            "Cora",
            "--json",
        ],
    );
    let b = &banks[0];
    assert_eq!(b["win_cents"].as_i64(), Some(logged));
    assert_eq!(b["difference_cents"].as_i64(), Some(0));
    let text = room.ok(AT, cora, &["cage", "show", "--shift", "1"]);
    assert!(text.contains("Opener") && text.contains("500.00"), "{text}");
    // A dealer records no bank move; a kind that is none is refused.
    assert_one_line_error(
        &room.run(
            AT,
            Some("Dee"),
            &[
                "cage",
                "bank",
                "--shift",
                "1",
                "--table",
                &table,
                "--kind",
                "fill",
                "--amount",
                "1.00",
                "--brought-by",
                "Cora",
                "--received-by",
                "Dee",
            ],
        ),
        "not_permitted",
    );
    assert_one_line_error(
        &room.run(
            AT,
            cora,
            &[
                "cage",
                "bank",
                "--shift",
                "1",
                "--table",
                &table,
                "--kind",
                "marker",
                "--amount",
                "1.00",
                "--brought-by",
                "Cora",
                "--received-by",
                "Dee",
            ],
        ),
        "invalid_input",
    );
}
