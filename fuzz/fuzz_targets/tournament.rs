//! Arbitrary bytes as each tournament request through the real handlers.
#![no_main]
use arbiter::api::Call;
use arbiter::api::tournament as api;
use arbiter::i18n::Locale;
use arbiter::pb::tournament::v1 as pb;
use libfuzzer_sys::fuzz_target;
use prost::Message;

fuzz_target!(|data: &[u8]| {
    let Some((&selector, body)) = data.split_first() else {
        return;
    };
    // The selector's high bits pick the answer's language: every locale's texts are rendered.
    let locale = Locale::ALL[usize::from(selector / 16) % Locale::ALL.len()];
    let call = Call::new(locale, Default::default());
    match selector % 6 {
        0 => {
            if let Ok(req) = pb::PairSwissRoundRequest::decode(body)
                && let Ok(resp) = api::pair_swiss_round(&call, req)
            {
                let _ = resp.encode_to_vec();
            }
        }
        1 => {
            if let Ok(req) = pb::ComputeStandingsRequest::decode(body)
                && let Ok(resp) = api::compute_standings(&call, req)
            {
                let _ = resp.encode_to_vec();
            }
        }
        2 => {
            if let Ok(req) = pb::ScheduleRoundRobinRequest::decode(body)
                && let Ok(resp) = api::schedule_round_robin(&call, req)
            {
                let _ = resp.encode_to_vec();
            }
        }
        3 => {
            if let Ok(req) = pb::DrawKnockoutRequest::decode(body)
                && let Ok(resp) = api::draw_knockout(&call, req)
            {
                let _ = resp.encode_to_vec();
            }
        }
        4 => {
            if let Ok(req) = pb::ParseTrfRequest::decode(body)
                && let Ok(resp) = api::parse_trf(&call, req)
            {
                let _ = resp.encode_to_vec();
            }
        }
        _ => {
            if let Ok(req) = pb::WriteTrfRequest::decode(body)
                && let Ok(resp) = api::write_trf(&call, req)
            {
                let _ = resp.encode_to_vec();
            }
        }
    }
});
