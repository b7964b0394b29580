//! Fuzz target `movetext`: `twofold_checks::move_text` (see crates/checks).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(e) = twofold_checks::move_text(data) {
        panic!("{e}");
    }
});
