//! Arbitrary bytes as each Chinese checkers request through the real handlers.
#![no_main]
use arbiter::api::checkers as api;
use arbiter::pb::checkers::v1 as pb;
use libfuzzer_sys::fuzz_target;
use prost::Message;

fuzz_target!(|data: &[u8]| {
    let Some((&selector, body)) = data.split_first() else { return };
    match selector % 3 {
        0 => {
            if let Ok(req) = pb::ListLegalMovesRequest::decode(body)
                && let Ok(resp) = api::list_legal_moves(req)
            {
                let _ = resp.encode_to_vec();
            }
        }
        1 => {
            if let Ok(req) = pb::ValidateMoveRequest::decode(body)
                && let Ok(resp) = api::validate_move(req)
            {
                let _ = resp.encode_to_vec();
            }
        }
        _ => {
            if let Ok(req) = pb::AdjudicateGameRequest::decode(body)
                && let Ok(resp) = api::adjudicate_game(req)
            {
                let _ = resp.encode_to_vec();
            }
        }
    }
});
