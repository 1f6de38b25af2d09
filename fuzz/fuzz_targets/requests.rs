//! Arbitrary bytes as each request message through the real handlers: decode → handle → encode.
#![no_main]
use arbiter::api::Call;
use arbiter::api::xiangqi as api;
use arbiter::i18n::Locale;
use arbiter::pb::xiangqi::v1 as pb;
use libfuzzer_sys::fuzz_target;
use prost::Message;

fuzz_target!(|data: &[u8]| {
    let Some((&selector, body)) = data.split_first() else {
        return;
    };
    // The selector's high bits pick the answer's language: every locale's texts are rendered.
    let locale = Locale::ALL[usize::from(selector / 16) % Locale::ALL.len()];
    let call = Call::new(locale, Default::default());
    match selector % 4 {
        0 => {
            if let Ok(req) = pb::ValidateMoveRequest::decode(body)
                && let Ok(resp) = api::validate_move(&call, req)
            {
                let _ = resp.encode_to_vec();
            }
        }
        1 => {
            if let Ok(req) = pb::ListLegalMovesRequest::decode(body)
                && let Ok(resp) = api::list_legal_moves(&call, req)
            {
                let _ = resp.encode_to_vec();
            }
        }
        2 => {
            if let Ok(req) = pb::ConvertNotationRequest::decode(body)
                && let Ok(resp) = api::convert_notation(&call, req)
            {
                let _ = resp.encode_to_vec();
            }
        }
        _ => {
            if let Ok(req) = pb::ParseGameRecordRequest::decode(body)
                && let Ok(resp) = api::parse_game_record(&call, req)
            {
                let _ = resp.encode_to_vec();
            }
        }
    }
});
