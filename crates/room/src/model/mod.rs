//! The model layer, below the use cases: the loaders and primitives several use cases share
//! (a table, the chip ledger, a seat, time collections, a shift's lock). It uses the
//! store, the values, the clock, the money words, the errors and the use cases' context
//! (`usecase`), never a use-case module; the use cases reach each other's shared parts only
//! through it. A test holds it (`tidy::the_room_s_modules_form_no_circle_and_the_model_layer_uses_no_use_case`).

pub(crate) mod collections;
pub(crate) mod jackpots;
pub(crate) mod ledger;
pub(crate) mod players;
pub(crate) mod seat_changes;
pub(crate) mod seats;
pub(crate) mod shifts;
pub(crate) mod tables;
