//! The types the app's screens receive export to TypeScript, in the shapes their JSON has
//! (cards as text, cents as numbers), so a type missing `specta::Type` fails here.

use cardroom_engine::joker_draw::{BankedCode, BankedView, JokerDrawAction};
use cardroom_engine::pan::{PanAction, PanCode, PanView};
use cardroom_engine::phh::PhhCode;
use cardroom_engine::{Action, HandKind, PotView, RuleCode, Turn, Waiting};
use specta::Types;

/// The types exported as the app exports them: serde's shapes, cents as numbers.
fn typescript(types: Types) -> String {
    let types = specta_util::Remapper::new()
        .dangerous_bigints_as_number()
        .remap_types(types);
    specta_typescript::Typescript::default()
        .export(&types, specta_serde::Format)
        .unwrap_or_else(|e| panic!("the engine's types do not export: {e}"))
}

#[test]
fn the_views_actions_and_codes_export_to_typescript() {
    let ts = typescript(
        Types::default()
            .register::<PotView>()
            .register::<PanView>()
            .register::<BankedView>()
            .register::<Action>()
            .register::<PanAction>()
            .register::<JokerDrawAction>()
            .register::<Waiting>()
            .register::<Turn>()
            .register::<HandKind>()
            .register::<RuleCode>()
            .register::<PanCode>()
            .register::<BankedCode>()
            .register::<PhhCode>()
            .register::<cardroom_cards::CardCode>(),
    );
    for name in [
        "PotView",
        "PanView",
        "BankedView",
        "Action",
        "Waiting",
        "RuleCode",
    ] {
        assert!(
            ts.contains(&format!("export type {name} =")),
            "{name}:\n{ts}"
        );
    }
    // Cards are their text; unknown cards `??`.
    let seat_view = ts
        .split("export type SeatView =")
        .nth(1)
        .and_then(|rest| rest.split("export type").next())
        .unwrap_or_default();
    assert!(seat_view.contains("hole: string[]"), "{seat_view}");
    assert!(ts.contains("\"below_min_raise\""), "{ts}");
}
