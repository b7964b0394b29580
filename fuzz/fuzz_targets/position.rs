//! Fuzz target `position`: `twofold_checks::position_string` (see crates/checks).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(e) = twofold_checks::position_string(data) {
        panic!("{e}");
    }
});
