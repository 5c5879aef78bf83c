//! Signing in: staff sign in with their name and a PIN of 4 to 8 digits. The PIN is kept
//! only as an argon2id hash. Five wrong PINs in a row lock the account for five minutes; every
//! attempt, failure and lock is recorded (`sign_ins`) and logged. Floor managers set and reset
//! PINs. The command line keeps `--as NAME`: whoever can write the file administers it.

use argon2::Argon2;
use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use cardroom_store::port::*;
use chrono::Duration;

use crate::clock::{db_time, parse_db_time};
use crate::staff::{StaffDto, staff_dto, staff_like, staff_row};
use crate::usecase::{At, UseCase};
use crate::values::Name;
use crate::{Room, RoomError};

/// Wrong PINs in a row that lock an account.
pub const PIN_TRIES: i64 = 5;
/// How long a locked account stays locked.
pub const LOCK_MINUTES: i64 = 5;

/// A PIN as typed: 4 to 8 digits.
fn checked_pin(pin: &str) -> Result<&str, RoomError> {
    if (4..=8).contains(&pin.len()) && pin.bytes().all(|b| b.is_ascii_digit()) {
        Ok(pin)
    } else {
        Err(RoomError::invalid("PIN", "a PIN is 4 to 8 digits"))
    }
}

fn hash_pin(pin: &str) -> Result<String, RoomError> {
    let salt = SaltString::generate(&mut OsRng);
    Argon2::default()
        .hash_password(pin.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| RoomError::BadData {
            detail: format!("could not hash a PIN: {e}"),
        })
}

fn pin_matches(hash: &str, pin: &str) -> Result<bool, RoomError> {
    let parsed = PasswordHash::new(hash).map_err(|e| RoomError::BadData {
        detail: format!("a stored PIN hash cannot be read: {e}"),
    })?;
    Ok(Argon2::default()
        .verify_password(pin.as_bytes(), &parsed)
        .is_ok())
}

/// What a sign-in attempt found before the PIN was checked (outside any lock).
struct Attempt {
    staff: Option<StaffRow>,
    hash: Option<String>,
}

impl Attempt {
    /// The staff member a PIN is typed for (none: an unknown name), and his PIN's hash.
    fn of(tx: &dyn Tx, staff: Option<StaffRow>) -> Result<Attempt, RoomError> {
        let hash = match &staff {
            Some(s) => tx.pin(s.id)?,
            None => None,
        };
        Ok(Attempt { staff, hash })
    }

    /// Whether `pin` is his (no PIN, or nobody: never).
    fn matches(&self, pin: &str) -> Result<bool, RoomError> {
        match &self.hash {
            Some(hash) => pin_matches(hash, pin),
            None => Ok(false),
        }
    }
}

impl Room {
    /// Whether the room has no staff yet: the app then asks for the first floor manager.
    pub fn needs_first_floor_manager(&self) -> Result<bool, RoomError> {
        self.read(|tx, _| Ok(tx.staff_count()? == 0))
    }

    /// Starts a room: its first floor manager, with his PIN, in one transaction.
    pub fn start_room(&self, name: &str, pin: &str) -> Result<StaffDto, RoomError> {
        let hash = hash_pin(checked_pin(pin)?)?;
        let first = self.add_staff(None, name, Role::Floor)?;
        // Nobody else can sign in before this PIN exists: the room has one staff member.
        let at = db_time(self.clock.now());
        self.store.write(|tx| {
            tx.set_pin(first.id, &hash)?;
            self.seal(
                tx,
                &entry(
                    &at,
                    Some(first.id),
                    "set_pin",
                    Ok(()),
                    "the first floor manager's PIN",
                ),
            )
        })?;
        Ok(StaffDto {
            has_pin: true,
            ..first
        })
    }

    /// Sets or resets a staff member's PIN (a floor manager's work); it also lifts a lock.
    pub fn set_pin(&self, actor: i64, staff_id: i64, pin: &str) -> Result<StaffDto, RoomError> {
        let hash = hash_pin(checked_pin(pin)?)?;
        self.write(actor, UseCase::SetPin, At::Room, |tx, _| {
            staff_row(tx, staff_id)?;
            tx.set_pin(staff_id, &hash)?;
            tracing::info!(staff = staff_id, "PIN set");
            Ok(staff_dto(staff_row(tx, staff_id)?))
        })
    }

    /// Signs a staff member in with his PIN. A wrong PIN, an unknown name, a missing PIN and a
    /// locked account are refused (the attempt is recorded all the same); the fifth wrong PIN
    /// in a row locks the account for [`LOCK_MINUTES`] minutes.
    pub fn sign_in(&self, name: &str, pin: &str, station: Station) -> Result<StaffDto, RoomError> {
        let typed = Name::parse("name", name)?.into_string();
        let attempt = self.read(|tx, _| Attempt::of(tx, staff_like(tx, &typed)?))?;
        // The hash is checked outside the write lock: it takes tens of milliseconds.
        let matches = attempt.matches(pin)?;
        let clock = &self.clock;
        let outcome = self.store.write(|tx| {
            let now = clock.now();
            let at = db_time(now);
            let staff = match &attempt.staff {
                Some(s) => tx.staff(s.id)?,
                None => None,
            };
            let (result, outcome) = judge(tx, staff.as_ref(), &attempt, matches, now)?;
            tx.insert_sign_in(&NewSignIn {
                staff_id: staff.as_ref().map(|s| s.id),
                name: &typed,
                at: &at,
                outcome,
                station,
            })?;
            let words = words_of(&result, outcome);
            let staff_id = staff.as_ref().map(|s| s.id);
            self.seal(
                tx,
                &entry(
                    &at,
                    staff_id,
                    "sign_in",
                    result.as_ref().map(|_| ()),
                    &words,
                ),
            )?;
            Ok::<_, RoomError>(result)
        })?;
        match &outcome {
            Ok(staff) => tracing::info!(staff = %staff.name, %station, "signed in"),
            Err(e) => {
                tracing::warn!(name = %typed, %station, code = e.code().as_str(), "sign-in refused")
            }
        }
        outcome
    }

    /// Checks the acting staff member's PIN, typed again for an act that needs his authority
    /// (signing a shift off, a correction). A wrong PIN counts toward the lock as at sign-in.
    /// Checks the PIN of the person signed in, to unlock their desk: a wrong one counts toward
    /// the lock on their account, as at sign-in.
    pub fn unlock(&self, actor: i64, pin: &str) -> Result<(), RoomError> {
        self.confirm_pin(actor, pin)
    }

    pub(crate) fn confirm_pin(&self, actor: i64, pin: &str) -> Result<(), RoomError> {
        let attempt = self.read(|tx, _| Attempt::of(tx, tx.staff(actor)?))?;
        let matches = attempt.matches(pin)?;
        let clock = &self.clock;
        self.store.write(|tx| {
            let now = clock.now();
            let staff = tx.staff(actor)?;
            let (result, outcome) = judge(tx, staff.as_ref(), &attempt, matches, now)?;
            let words = words_of(&result, outcome);
            let at = db_time(now);
            let staff_id = staff.as_ref().map(|s| s.id);
            let done = result.as_ref().map(|_| ());
            // A PIN confirmed without a change to record is the use case's own entry's part.
            if done.is_err() || self.changed_since_seal(tx)? {
                self.seal(tx, &entry(&at, staff_id, "confirm_pin", done, &words))?;
            }
            Ok::<_, RoomError>(result.map(|_| ()))
        })?
    }

    /// Records that a staff member signed out (the app forgets him; this keeps the record).
    pub fn sign_out(&self, staff_id: i64, station: Station) -> Result<(), RoomError> {
        let clock = &self.clock;
        self.store.write(|tx| {
            let name = tx.staff(staff_id)?.map(|s| s.name).unwrap_or_default();
            let at = db_time(clock.now());
            tx.insert_sign_in(&NewSignIn {
                staff_id: Some(staff_id),
                name: &name,
                at: &at,
                outcome: SignInOutcome::SignedOut,
                station,
            })?;
            self.seal(
                tx,
                &entry(&at, Some(staff_id), "sign_out", Ok(()), "signed out"),
            )?;
            Ok(())
        })
    }
}

/// An audit entry for a sign-in, a PIN confirmed or a sign-out.
fn entry<'a>(
    at: &'a str,
    staff_id: Option<i64>,
    kind: &'a str,
    result: Result<(), &RoomError>,
    detail: &'a str,
) -> crate::trail::Entry<'a> {
    crate::trail::Entry {
        at,
        staff_id,
        kind,
        outcome: match result {
            Ok(()) => AuditOutcome::Done,
            Err(_) => AuditOutcome::Refused,
        },
        table_id: None,
        hand_id: None,
        detail,
    }
}

/// What the trail says of an attempt: its outcome, and the refusal's code and words. Never
/// the PIN typed.
fn words_of(result: &Result<StaffDto, RoomError>, outcome: SignInOutcome) -> String {
    match result {
        Ok(_) => outcome.as_str().to_string(),
        Err(e) => format!("{}: {e}", e.code().as_str()),
    }
}

/// Decides an attempt and records what it changes (wrong PINs, a lock). The outer `Result` is
/// a failure to record; the inner one is the answer, committed either way.
fn judge(
    tx: &dyn Tx,
    staff: Option<&StaffRow>,
    attempt: &Attempt,
    matches: bool,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<(Result<StaffDto, RoomError>, SignInOutcome), RoomError> {
    let wrong = || RoomError::WrongPin;
    let Some(staff) = staff else {
        return Ok((Err(wrong()), SignInOutcome::UnknownName));
    };
    if !staff.active {
        return Ok((
            Err(RoomError::InactiveStaff {
                name: staff.name.clone(),
            }),
            SignInOutcome::UnknownName,
        ));
    }
    if let Some(until) = staff.locked_until.as_deref().and_then(parse_db_time)
        && until > now
    {
        return Ok((
            Err(RoomError::AccountLocked {
                name: staff.name.clone(),
                until: db_time(until),
            }),
            SignInOutcome::Locked,
        ));
    }
    if attempt.hash.is_none() {
        return Ok((
            Err(RoomError::NoPin {
                name: staff.name.clone(),
            }),
            SignInOutcome::NoPin,
        ));
    }
    if matches {
        // A right PIN clears the count of wrong ones; nothing to write when there is none.
        if staff.failed_pins != 0 || staff.locked_until.is_some() {
            tx.set_pin_failures(staff.id, 0, None)?;
        }
        let row = tx.staff(staff.id)?.unwrap_or_else(|| staff.clone());
        return Ok((Ok(staff_dto(row)), SignInOutcome::SignedIn));
    }
    let failed = staff.failed_pins + 1;
    if failed >= PIN_TRIES {
        let until = db_time(now + Duration::minutes(LOCK_MINUTES));
        tx.set_pin_failures(staff.id, 0, Some(&until))?;
        tracing::warn!(staff = %staff.name, %until, "account locked after {PIN_TRIES} wrong PINs");
        return Ok((
            Err(RoomError::AccountLocked {
                name: staff.name.clone(),
                until,
            }),
            SignInOutcome::WrongPin,
        ));
    }
    tx.set_pin_failures(staff.id, failed, None)?;
    Ok((Err(wrong()), SignInOutcome::WrongPin))
}

/// Who is signed in at a station, as the app shows it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, specta::Type)]
pub struct SessionView {
    /// The room has no staff yet: the app asks for its first floor manager.
    pub needs_first_floor_manager: bool,
    /// The staff member signed in (none: nobody, or he is no longer active).
    pub staff: Option<StaffDto>,
    /// A dealer's table: the one they are in the box at. A dealer sees only that table.
    pub dealer_table: Option<i64>,
    /// The language the staff member chose (none: the station's).
    pub language: Option<Language>,
    /// Seconds a table station waits between hands before it goes back to the sign-in.
    pub station_idle_seconds: i64,
    /// Minutes the floor's and the cage's desks stay idle before they lock.
    pub desk_lock_minutes: i64,
    /// The desk is locked: the person signed in types their PIN to go on (the shell's).
    pub locked: bool,
}

impl Room {
    /// The session of the staff member `signed_in` (the shell keeps who is signed in).
    pub fn session(&self, signed_in: Option<i64>) -> Result<SessionView, RoomError> {
        self.read(|tx, _| {
            let staff = match signed_in {
                Some(id) => tx.staff(id)?.filter(|s| s.active),
                None => None,
            };
            let dealer_table = match &staff {
                Some(s) if s.role == Role::Dealer => tx.dealer_table(s.id)?,
                _ => None,
            };
            let language = match &staff {
                Some(s) => tx.staff_language(s.id)?,
                None => None,
            };
            let settings = crate::floor::settings::floor_settings(tx)?;
            Ok(SessionView {
                needs_first_floor_manager: tx.staff_count()? == 0,
                staff: staff.map(staff_dto),
                dealer_table,
                language,
                station_idle_seconds: settings.station_idle_seconds,
                desk_lock_minutes: settings.desk_lock_minutes,
                locked: false,
            })
        })
    }
}
