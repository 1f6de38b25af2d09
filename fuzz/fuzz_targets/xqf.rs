//! XQF reader on arbitrary bytes (truncated, corrupted, encrypted or not).
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = arbiter::xiangqi::record::xqf::read(data);
});
