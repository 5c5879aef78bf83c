//! Signing in and out, and starting a new room.

use super::*;

commands! {
    /// Who is signed in at this window, whether the desk is locked, and whether the room still
    /// needs its first floor manager.
    with session() -> SessionView {
        |state| session_of(&state).await
    }

    /// Locks the desk after its idle time: the screens stay as they are behind the lock, and
    /// nothing is done as the person signed in until they type their PIN.
    with lock_desk() -> SessionView {
        |state| {
            state.set_locked(true);
            session_of(&state).await
        }
    }

    /// Unlocks the desk with the PIN of the person signed in (a wrong PIN counts toward the
    /// lock on their account).
    with unlock_desk(pin: String) -> SessionView {
        |state| {
            let me = state.signed_in().ok_or(IpcError::from(RoomError::NotSignedIn))?;
            state.run(move |room| room.unlock(me, &pin)).await?;
            state.set_locked(false);
            session_of(&state).await
        }
    }

    /// Chooses the language the screens speak to the person signed in (none: the station's).
    with set_my_language(language: Option<Language>) -> SessionView {
        |state| {
            state
                .act(move |room, me| room.set_staff_language(me, me, language))
                .await?;
            session_of(&state).await
        }
    }

    /// Starts a new room with its first floor manager, and signs him in.
    with start_room(name: String, pin: String) -> SessionView {
        |state| {
            let first = state.run(move |room| room.start_room(&name, &pin)).await?;
            state.set_signed_in(Some(first.id));
            session_of(&state).await
        }
    }

    /// Signs a staff member in with his PIN (switching from whoever was signed in).
    with sign_in(name: String, pin: String) -> SessionView {
        |state| {
            let staff = state
                .run(move |room| room.sign_in(&name, &pin, Station::App))
                .await?;
            state.set_signed_in(Some(staff.id));
            session_of(&state).await
        }
    }

    /// Signs out whoever is signed in here.
    with sign_out() -> SessionView {
        |state| {
            if let Some(me) = state.signed_in() {
                state.set_signed_in(None);
                state
                    .run(move |room| room.sign_out(me, Station::App))
                    .await?;
            }
            session_of(&state).await
        }
    }
}

/// The session at this window, with the shell's lock.
async fn session_of(state: &AppState) -> Result<SessionView, IpcError> {
    let me = state.signed_in();
    let locked = state.locked();
    let mut view = state.run(move |room| room.session(me)).await?;
    view.locked = locked && view.staff.is_some();
    Ok(view)
}
