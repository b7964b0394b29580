//! Fuzz target `definitions`: `twofold_checks::definitions` (see crates/checks).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(e) = twofold_checks::definitions(data) {
        panic!("{e}");
    }
});
