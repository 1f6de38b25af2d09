//! Criterion bench: the REST path of `ValidateMove` without the network — JSON decode, the API
//! function, JSON encode — for the load test's request (`scripts/loadtest.sh`). It shows how
//! much of a REST call's cost is the call itself and how much is transport and middleware
//! (the load test measures the whole).
#![allow(clippy::panic, clippy::unwrap_used, clippy::expect_used)]

use criterion::{Criterion, criterion_group, criterion_main};

use arbiter::api::Call;
use arbiter::api::xiangqi::validate_move;
use arbiter::i18n::Locale;
use arbiter::pb::xiangqi::v1::{ValidateMoveRequest, ValidateMoveResponse};
use arbiter_base::Stop;

const BODY: &[u8] = br#"{"moves":["h2e2"],"move":"h9g7"}"#;

fn bench(c: &mut Criterion) {
    let call = Call::new(Locale::En, Stop::never());
    let req: ValidateMoveRequest = serde_json::from_slice(BODY).unwrap();
    let resp = validate_move(&call, req.clone()).unwrap();
    assert!(resp.legal && resp.move_chinese == "马８进７", "{resp:?}");
    let mut g = c.benchmark_group("rest_validate_move");
    g.bench_function("decode", |b| {
        b.iter(|| serde_json::from_slice::<ValidateMoveRequest>(BODY).unwrap())
    });
    g.bench_function("api_function", |b| {
        b.iter(|| validate_move(&call, req.clone()).unwrap())
    });
    g.bench_function("encode", |b| b.iter(|| serde_json::to_vec(&resp).unwrap()));
    g.bench_function("decode_call_encode", |b| {
        b.iter(|| {
            let req: ValidateMoveRequest = serde_json::from_slice(BODY).unwrap();
            let resp: ValidateMoveResponse = validate_move(&call, req).unwrap();
            serde_json::to_vec(&resp).unwrap()
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
