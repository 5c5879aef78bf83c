fn main() {
    // Declaring the app's commands makes Tauri generate one permission per command, so the
    // capability file can allow exactly the commands the UI uses and nothing else.
    let manifest = tauri_build::AppManifest::new().commands(&["rate_schedule", "database_info"]);
    let attributes = tauri_build::Attributes::new().app_manifest(manifest);
    if let Err(e) = tauri_build::try_build(attributes) {
        // build scripts report failure by panicking; there is no caller to return to
        #[allow(clippy::panic)]
        {
            panic!("tauri build step failed: {e:#}");
        }
    }
}
