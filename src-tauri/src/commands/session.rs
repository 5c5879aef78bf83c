//! Signing in and out, and starting a new room.

use super::*;

commands! {
    /// Who is signed in at this window, and whether the room still needs its first floor manager.
    with session() -> SessionView {
        |state| {
            let me = state.signed_in();
            state.run(move |room| room.session(me)).await
        }
    }

    /// Starts a new room with its first floor manager, and signs him in.
    with start_room(name: String, pin: String) -> SessionView {
        |state| {
            let first = state.run(move |room| room.start_room(&name, &pin)).await?;
            state.set_signed_in(Some(first.id));
            state.run(move |room| room.session(Some(first.id))).await
        }
    }

    /// Signs a staff member in with his PIN (switching from whoever was signed in).
    with sign_in(name: String, pin: String) -> SessionView {
        |state| {
            let staff = state
                .run(move |room| room.sign_in(&name, &pin, Station::App))
                .await?;
            state.set_signed_in(Some(staff.id));
            state.run(move |room| room.session(Some(staff.id))).await
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
            state.run(|room| room.session(None)).await
        }
    }
}
