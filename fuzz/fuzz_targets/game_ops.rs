//! Fuzz target `game_ops`: `twofold_checks::game_ops` (see crates/checks).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(e) = twofold_checks::game_ops(data) {
        panic!("{e}");
    }
});
