//! Arbitrary bytes as each Chinese checkers request through the real handlers.
#![no_main]
use arbiter::api::Call;
use arbiter::api::checkers as api;
use arbiter::i18n::Locale;
use arbiter::pb::checkers::v1 as pb;
use libfuzzer_sys::fuzz_target;
use prost::Message;

fuzz_target!(|data: &[u8]| {
    let Some((&selector, body)) = data.split_first() else {
        return;
    };
    // The selector's high bits pick the answer's language: every locale's texts are rendered.
    let locale = Locale::ALL[usize::from(selector / 16) % Locale::ALL.len()];
    let call = Call::new(locale, Default::default());
    match selector % 3 {
        0 => {
            if let Ok(req) = pb::ListLegalMovesRequest::decode(body)
                && let Ok(resp) = api::list_legal_moves(&call, req)
            {
                let _ = resp.encode_to_vec();
            }
        }
        1 => {
            if let Ok(req) = pb::ValidateMoveRequest::decode(body)
                && let Ok(resp) = api::validate_move(&call, req)
            {
                let _ = resp.encode_to_vec();
            }
        }
        _ => {
            if let Ok(req) = pb::AdjudicateGameRequest::decode(body)
                && let Ok(resp) = api::adjudicate_game(&call, req)
            {
                let _ = resp.encode_to_vec();
            }
        }
    }
});
