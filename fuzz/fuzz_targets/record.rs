//! Fuzz target `record`: `twofold_checks::record` (see crates/checks).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(e) = twofold_checks::record(data) {
        panic!("{e}");
    }
});
