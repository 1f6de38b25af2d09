//! Arbitrary bytes as each request message through the real handlers: decode → handle → encode.
#![no_main]
use arbiter::api::xiangqi as api;
use arbiter::pb::xiangqi::v1 as pb;
use libfuzzer_sys::fuzz_target;
use prost::Message;

fuzz_target!(|data: &[u8]| {
    let Some((&selector, body)) = data.split_first() else { return };
    match selector % 4 {
        0 => {
            if let Ok(req) = pb::ValidateMoveRequest::decode(body)
                && let Ok(resp) = api::validate_move(req)
            {
                let _ = resp.encode_to_vec();
            }
        }
        1 => {
            if let Ok(req) = pb::ListLegalMovesRequest::decode(body)
                && let Ok(resp) = api::list_legal_moves(req)
            {
                let _ = resp.encode_to_vec();
            }
        }
        2 => {
            if let Ok(req) = pb::ConvertNotationRequest::decode(body)
                && let Ok(resp) = api::convert_notation(req)
            {
                let _ = resp.encode_to_vec();
            }
        }
        _ => {
            if let Ok(req) = pb::ParseGameRecordRequest::decode(body)
                && let Ok(resp) = api::parse_game_record(req)
            {
                let _ = resp.encode_to_vec();
            }
        }
    }
});
