//! Poker Hand History (PHH) files: import, replay and export for `NT` (no-limit Hold'em),
//! `FT` (fixed-limit Hold'em) and `PT` (pot-limit Hold'em, our extension with NT's fields).
//! See `docs/hand-history.md`.

mod banked;
mod export;
mod fields;
mod house;
mod pan;
mod quick;
mod replay;
mod text;
pub mod toml;

pub use banked::{
    CODE as BANKED_CODE, ReplayedBanked, VERBS as BANKED_VERBS, export_banked, jd_entry,
    replay_banked,
};
pub use export::{ExportError, export};
pub use fields::{HouseFields, PhhCode, PhhError, PhhHand, Variant, parse, parse_amount};
pub use pan::{
    CODE as PAN_CODE, ReplayedPan, VERBS as PAN_VERBS, export_pan, pan_entry, replay_pan,
};
pub use replay::{AnyReplayed, ReplayError, Replayed, replay, replay_any, replay_text};
