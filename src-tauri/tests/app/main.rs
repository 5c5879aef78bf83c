//! The desktop shell's contract with the UI: typed bindings, command results and the
//! `{code, message}` error shape, through Tauri's own IPC (mock runtime, no window).

// Test helpers may unwrap and panic: a failed expectation is a failed test.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod bad_input;
mod fixtures;

use std::path::{Path, PathBuf};

use cardroom_app_lib::{AppState, specta_builder};
use cardroom_room::{Room, paths};
use serde_json::{Value, json};
use tauri::ipc::{CallbackFn, InvokeBody};
use tauri::test::{INVOKE_KEY, mock_builder, mock_context, noop_assets};
use tauri::webview::InvokeRequest;

fn repo_file(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(rel)
}

#[test]
fn typescript_bindings_in_the_ui_are_generated_from_the_rust_commands() {
    let checked_in = repo_file("ui/src/bindings.ts");
    let fresh = tempfile::NamedTempFile::new().unwrap();
    specta_builder::<tauri::Wry>()
        .export(specta_typescript::Typescript::default(), fresh.path())
        .unwrap();
    let fresh = std::fs::read_to_string(fresh.path()).unwrap();
    if std::env::var_os("CARDROOM_UPDATE_BINDINGS").is_some() {
        std::fs::write(&checked_in, &fresh).unwrap();
    }
    let current = std::fs::read_to_string(&checked_in).unwrap_or_default();
    assert!(
        current == fresh,
        "ui/src/bindings.ts is stale: run `make bindings` and commit the result"
    );
}

#[test]
fn the_app_identifier_names_the_data_folder_the_cli_uses() {
    let conf: Value = serde_json::from_str(
        &std::fs::read_to_string(repo_file("src-tauri/tauri.conf.json")).unwrap(),
    )
    .unwrap();
    assert_eq!(conf["identifier"], paths::APP_IDENTIFIER);
}

/// The sources a directive of the app's CSP may name: its own files, Tauri's IPC, and
/// `data:` images (Mantine's icons); every other source is remote or a wildcard.
const LOCAL_SOURCES: [&str; 6] = [
    "'self'",
    "'none'",
    "'unsafe-inline'",
    "ipc:",
    "http://ipc.localhost",
    "data:",
];

/// Every source of every directive, against the list of local ones.
fn csp_problems(csp: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let mut directives = Vec::new();
    for directive in csp.split(';').map(str::trim).filter(|d| !d.is_empty()) {
        let mut words = directive.split_whitespace();
        let name = words.next().unwrap_or_default();
        directives.push(name.to_string());
        for source in words {
            let allowed = LOCAL_SOURCES.contains(&source)
                && (source != "'unsafe-inline'" || name == "style-src")
                && (source != "data:" || name == "img-src")
                && (!source.starts_with("ipc") && !source.contains("ipc.localhost")
                    || name == "connect-src");
            if !allowed {
                problems.push(format!("{name} allows {source}"));
            }
        }
    }
    for needed in [
        "default-src",
        "object-src",
        "base-uri",
        "frame-ancestors",
        "form-action",
    ] {
        if !directives.iter().any(|d| d == needed) {
            problems.push(format!("{needed} is not set"));
        }
    }
    problems
}

#[test]
fn the_content_security_policy_allows_no_remote_content() {
    let conf: Value = serde_json::from_str(
        &std::fs::read_to_string(repo_file("src-tauri/tauri.conf.json")).unwrap(),
    )
    .unwrap();
    let csp = conf["app"]["security"]["csp"].as_str().unwrap();
    assert!(csp.starts_with("default-src 'self';"), "{csp}");
    assert_eq!(csp_problems(csp), Vec::<String>::new());
    // Any remote or wildcard source beside the local ones is caught, in any directive.
    for added in [
        "http://example.com",
        "https:",
        "*",
        "https://cdn.example.com",
        "'unsafe-eval'",
        "blob:",
        "ws://localhost:1420",
    ] {
        for directive in [
            "connect-src",
            "img-src",
            "default-src",
            "style-src",
            "script-src",
        ] {
            let widened = if csp.contains(directive) {
                csp.replacen(directive, &format!("{directive} {added}"), 1)
            } else {
                format!("{csp}; {directive} {added}")
            };
            assert!(!csp_problems(&widened).is_empty(), "{widened}");
        }
    }
}

/// One command, without arguments, in a window of its own.
fn invoke(state: AppState, cmd: &str) -> Result<Value, Value> {
    Window::new(state).call(cmd, Value::Null)
}

#[test]
fn rate_schedule_command_returns_the_mint_rates_in_cents() {
    let dir = tempfile::tempdir().unwrap();
    let room = Room::open(&dir.path().join("room.sqlite3")).unwrap();
    let schedule = invoke(AppState::from_result(Ok(room)), "rate_schedule").unwrap();
    let rates = schedule["rates"].as_array().unwrap();
    assert_eq!(rates.len(), 7);
    let pineapple = rates.iter().find(|r| r["game"] == "pineapple").unwrap();
    assert_eq!(pineapple["amount_cents"], 700);
    assert_eq!(pineapple["stakes"], "$20.00-$80.00");
}

#[test]
fn a_database_that_failed_to_open_reaches_the_ui_as_code_and_message() {
    let dir = tempfile::tempdir().unwrap();
    let junk = dir.path().join("junk.sqlite3");
    std::fs::write(&junk, vec![7_u8; 4096]).unwrap();
    let opened = Room::open(&junk);
    let err = invoke(AppState::from_result(opened), "database_info").unwrap_err();
    assert_eq!(err["code"], json!("db_not_a_database"));
    assert!(
        err["message"]
            .as_str()
            .unwrap()
            .contains("not a Cardroom database")
    );
    assert_eq!(
        err.as_object().unwrap().len(),
        2,
        "exactly {{code, message}}: {err}"
    );
}

/// A station whose database is junk at start (as a server out of reach, a file locked).
fn station_with_junk(
    every: std::time::Duration,
) -> (tempfile::TempDir, std::path::PathBuf, AppState) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("room.sqlite3");
    std::fs::write(&path, vec![7_u8; 4096]).unwrap();
    let at = path.clone();
    let state = AppState::opening(move || Room::open(&at), every);
    (dir, path, state)
}

#[test]
fn a_station_whose_database_could_not_be_opened_opens_it_on_a_later_command_without_a_restart() {
    use std::sync::atomic::{AtomicUsize, Ordering::SeqCst};
    let (_dir, path, state) = station_with_junk(std::time::Duration::ZERO);
    let started = std::sync::Arc::new(AtomicUsize::new(0));
    let counted = std::sync::Arc::clone(&started);
    state.when_open(move |_| {
        counted.fetch_add(1, SeqCst);
    });
    assert_eq!(
        started.load(SeqCst),
        0,
        "nothing runs beside a room that is not open"
    );
    let w = Window::new(state);
    let err = w.call("database_info", json!({})).unwrap_err();
    assert_eq!(err["code"], json!("db_not_a_database"));
    // The cause goes (the server is back, the file is put right): the next command opens it.
    std::fs::remove_file(&path).unwrap();
    let info = w.call("database_info", json!({})).unwrap();
    assert_eq!(info["path"], json!(path.display().to_string()));
    assert_eq!(
        started.load(SeqCst),
        1,
        "the change events and backups start with the room"
    );
    w.call("session", json!({})).unwrap();
    assert_eq!(started.load(SeqCst), 1, "and only once");
}

#[test]
fn a_room_that_could_not_be_opened_is_tried_again_at_most_every_so_often() {
    let (_dir, path, state) = station_with_junk(std::time::Duration::from_secs(3600));
    let w = Window::new(state);
    std::fs::remove_file(&path).unwrap();
    // Tried at start, so not again within the hour: the reason stands, and nothing is made.
    let err = w.call("database_info", json!({})).unwrap_err();
    assert_eq!(err["code"], json!("db_not_a_database"));
    assert!(!path.exists());
}

#[test]
fn a_database_just_chosen_at_a_station_that_could_not_open_is_opened_by_the_next_command() {
    let (_dir, path, state) = station_with_junk(std::time::Duration::from_secs(3600));
    std::fs::remove_file(&path).unwrap();
    // What `choose_database` does once the station's new choice is saved.
    state.try_again_soon();
    let w = Window::new(state);
    let info = w.call("database_info", json!({})).unwrap();
    assert_eq!(info["path"], json!(path.display().to_string()));
}

#[test]
fn the_window_may_call_exactly_the_commands_the_ui_invokes() {
    let bindings = std::fs::read_to_string(repo_file("ui/src/bindings.ts")).unwrap();
    let mut invoked: Vec<String> = bindings
        .split("__TAURI_INVOKE(\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(|cmd| format!("allow-{}", cmd.replace('_', "-")))
        .collect();
    invoked.sort();
    let capability: Value = serde_json::from_str(
        &std::fs::read_to_string(repo_file("src-tauri/capabilities/default.json")).unwrap(),
    )
    .unwrap();
    let mut allowed: Vec<String> = capability["permissions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_str().unwrap().to_string())
        .collect();
    allowed.sort();
    assert!(!invoked.is_empty());
    // The window listens to the room's changes, opens the native save and open dialogs
    // (exports, a hand history to check) and fills the screen at a table station: the only
    // core and plugin permissions it has. The
    // dialog only returns a path; the shell's commands write and read the files. A table
    // station fills its screen.
    let events = [
        "core:event:allow-listen",
        "core:event:allow-unlisten",
        "core:window:allow-set-fullscreen",
        "dialog:allow-open",
        "dialog:allow-save",
    ];
    invoked.extend(events.iter().map(|p| p.to_string()));
    invoked.sort();
    assert_eq!(
        allowed, invoked,
        "no other core or plugin permissions, no unused commands"
    );
}

#[test]
fn a_change_in_the_room_reaches_the_window_as_a_room_changed_event() {
    use std::sync::mpsc;
    use tauri::Listener;

    let dir = tempfile::tempdir().unwrap();
    let room = Room::open(&dir.path().join("room.sqlite3")).unwrap();
    let state = AppState::from_result(Ok(room));
    let builder = specta_builder::<tauri::test::MockRuntime>();
    let app = mock_builder()
        .invoke_handler(builder.invoke_handler())
        .build(mock_context(noop_assets()))
        .unwrap();
    builder.mount_events(&app);
    let (tx, rx) = mpsc::channel();
    app.listen_any("room-changed", move |event| {
        tx.send(event.payload().to_string()).unwrap();
    });
    let room = state.room().unwrap().clone();
    cardroom_app_lib::forward_changes(app.handle().clone(), &room, state.connection());
    room.add_staff(None, "Maria", cardroom_room::Role::Floor)
        .unwrap();
    let payload: Value =
        serde_json::from_str(&rx.recv_timeout(std::time::Duration::from_secs(2)).unwrap()).unwrap();
    // The commit names its audit entry (the room's first) and where it was made.
    assert_eq!(payload["table_id"], Value::Null);
    assert_eq!(payload["kind"], "staff");
    assert_eq!(payload["commit"]["id"], 1);
    assert_eq!(payload["commit"]["origin"]["station"], "app");
}

/// One window on one app state, for a sequence of commands.
struct Window {
    _app: tauri::App<tauri::test::MockRuntime>,
    webview: tauri::WebviewWindow<tauri::test::MockRuntime>,
}

impl Window {
    fn new(state: AppState) -> Window {
        let app = mock_builder()
            .manage(state)
            .invoke_handler(specta_builder::<tauri::test::MockRuntime>().invoke_handler())
            .build(mock_context(noop_assets()))
            .unwrap();
        let webview = tauri::WebviewWindowBuilder::new(&app, "main", Default::default())
            .build()
            .unwrap();
        Window { _app: app, webview }
    }

    fn call(&self, cmd: &str, args: Value) -> Result<Value, Value> {
        tauri::test::get_ipc_response(
            &self.webview,
            InvokeRequest {
                cmd: cmd.into(),
                callback: CallbackFn(0),
                error: CallbackFn(1),
                url: "tauri://localhost".parse().unwrap(),
                body: InvokeBody::Json(args),
                headers: Default::default(),
                invoke_key: INVOKE_KEY.to_string(),
            },
        )
        .map(|body| body.deserialize::<Value>().unwrap())
    }
}

fn holdem_table(name: &str) -> Value {
    json!({
        "name": name, "game": "holdem", "betting": "no_limit",
        "small_blind_cents": 100, "big_blind_cents": 200, "ante_cents": 0,
        "small_bet_cents": 200, "big_bet_cents": 400, "chip_unit_cents": 100,
        "max_bets_per_round": null, "seat_limit": null, "tournament": false,
        "button_rule": null, "rate_cents": 300, "collection_interval_minutes": null,
        "drop_mode": null, "no_flop_no_drop": false, "joker": false,
        "sevens_penalty": null, "required_kill": false
    })
}

#[test]
fn the_room_changes_only_as_the_staff_member_signed_in_at_the_window() {
    let dir = tempfile::tempdir().unwrap();
    let room = Room::open(&dir.path().join("room.sqlite3")).unwrap();
    let w = Window::new(AppState::from_result(Ok(room)));
    let first = w.call("session", json!({})).unwrap();
    assert_eq!(first["needs_first_floor_manager"], true);
    assert!(first["staff"].is_null());
    let refused = w
        .call("open_table", json!({"table": holdem_table("Table 1")}))
        .unwrap_err();
    assert_eq!(refused["code"], "not_signed_in", "{refused}");
    let started = w
        .call("start_room", json!({"name": "Maria", "pin": "2468"}))
        .unwrap();
    assert_eq!(started["staff"]["name"], "Maria");
    let preview = w
        .call("preview_table", json!({"table": holdem_table("Table 1")}))
        .unwrap();
    assert_eq!(
        (
            &preview["collection"]["mode"],
            &preview["collection"]["amount_cents"]
        ),
        (&json!("pot_drop"), &json!(300)),
        "{preview}"
    );
    assert!(
        w.call("floor_board", json!({})).unwrap()["tables"]
            .as_array()
            .unwrap()
            .is_empty(),
        "a preview opens nothing"
    );
    let opened = w
        .call("open_table", json!({"table": holdem_table("Table 1")}))
        .unwrap();
    assert_eq!(opened["name"], "Table 1");
    let dee = w
        .call("add_staff", json!({"name": "Dee", "role": "dealer"}))
        .unwrap();
    let dee_id = dee["id"].as_i64().unwrap();
    w.call("set_pin", json!({"staffId": dee_id, "pin": "1357"}))
        .unwrap();
    w.call(
        "push_dealer",
        json!({"tableId": opened["id"], "dealerId": dee_id}),
    )
    .unwrap();
    // Dee takes the window: two taps and his PIN.
    let dealer = w
        .call("sign_in", json!({"name": "Dee", "pin": "1357"}))
        .unwrap();
    assert_eq!(dealer["staff"]["role"], "dealer");
    assert_eq!(dealer["dealer_table"], opened["id"]);
    let not_his = w
        .call("open_table", json!({"table": holdem_table("Table 2")}))
        .unwrap_err();
    assert_eq!(
        not_his["code"], "not_permitted",
        "he acts as himself: {not_his}"
    );
    let out = w.call("sign_out", json!({})).unwrap();
    assert!(out["staff"].is_null());
    assert_eq!(
        w.call("close_table", json!({"tableId": opened["id"]}))
            .unwrap_err()["code"],
        "not_signed_in"
    );
}

#[test]
fn no_command_takes_an_actor_from_the_ui() {
    let bindings = std::fs::read_to_string(repo_file("ui/src/bindings.ts")).unwrap();
    let commands = bindings
        .split("export const commands = {")
        .nth(1)
        .and_then(|rest| rest.split("\n};").next())
        .unwrap();
    assert!(
        commands.contains("openTable"),
        "the floor's commands are there"
    );
    for word in ["actor", "staffAs", "asStaff", "signedIn"] {
        assert!(!commands.contains(word), "a command takes {word}");
    }
}
