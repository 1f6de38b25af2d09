//! Arbitrary bytes as each tournament request through the real handlers.
#![no_main]
use arbiter::api::tournament as api;
use arbiter::pb::tournament::v1 as pb;
use libfuzzer_sys::fuzz_target;
use prost::Message;

fuzz_target!(|data: &[u8]| {
    let Some((&selector, body)) = data.split_first() else { return };
    match selector % 6 {
        0 => {
            if let Ok(req) = pb::PairSwissRoundRequest::decode(body)
                && let Ok(resp) = api::pair_swiss_round(req)
            {
                let _ = resp.encode_to_vec();
            }
        }
        1 => {
            if let Ok(req) = pb::ComputeStandingsRequest::decode(body)
                && let Ok(resp) = api::compute_standings(req)
            {
                let _ = resp.encode_to_vec();
            }
        }
        2 => {
            if let Ok(req) = pb::ScheduleRoundRobinRequest::decode(body)
                && let Ok(resp) = api::schedule_round_robin(req)
            {
                let _ = resp.encode_to_vec();
            }
        }
        3 => {
            if let Ok(req) = pb::DrawKnockoutRequest::decode(body)
                && let Ok(resp) = api::draw_knockout(req)
            {
                let _ = resp.encode_to_vec();
            }
        }
        4 => {
            if let Ok(req) = pb::ParseTrfRequest::decode(body)
                && let Ok(resp) = api::parse_trf(req)
            {
                let _ = resp.encode_to_vec();
            }
        }
        _ => {
            if let Ok(req) = pb::WriteTrfRequest::decode(body)
                && let Ok(resp) = api::write_trf(req)
            {
                let _ = resp.encode_to_vec();
            }
        }
    }
});
