//! An empty Tauri 2 window: the baseline of the app's start and memory benchmarks.

fn main() -> Result<(), tauri::Error> {
    tauri::Builder::default().run(tauri::generate_context!())
}
