//! `CheckPairing` at the edge: each warning worded in the request's language (the pairing
//! checks themselves are the tournament crate's tests).

use arbiter::tournament::trf;

use crate::data;

/// `CheckPairing` words each warning in the request's language.
#[test]
fn check_pairing_warnings_are_worded_in_three_languages() {
    use arbiter::api::Call;
    use arbiter::api::tournament::swiss_check::check_pairing;
    use arbiter::i18n::Locale;
    use arbiter::pb::tournament::v1 as pb;

    let trf = data::read_tournament("swiss/p016_r09_messy.trf");
    let t = trf::parse(&trf).unwrap();
    let opponent = t.players[&1].rounds[0].opponent.unwrap();
    let (before, _) = arbiter::tournament::swiss::check::before_round(&t, 7);
    let text = arbiter::tournament::trf::write(&before, &std::collections::HashMap::new());
    let req = || pb::CheckPairingRequest {
        trf: text.clone(),
        boards: vec![pb::CheckedBoard {
            red: 1,
            black: opponent,
        }],
        ..Default::default()
    };
    let rematch = |locale| {
        let answer = check_pairing(&Call::new(locale, Default::default()), req()).unwrap();
        answer
            .warnings
            .into_iter()
            .find(|w| w.kind == pb::PairingWarningKind::Rematch as i32)
            .unwrap()
            .explanation
    };
    assert_eq!(
        rematch(Locale::En),
        format!("1 and {opponent} met in round 1 (C.04.3 C1: no rematches)")
    );
    assert!(rematch(Locale::ZhHans).contains("已在第1轮相遇"));
    assert!(rematch(Locale::ZhHant).contains("已在第1輪相遇"));
}
