//! The OpenAPI document is generated from the descriptors; check it covers every route and is
//! structurally valid (every `$ref` resolves, every operation has request and response schemas).

use arbiter::api::ErrorCode;
use arbiter::pb::FILE_DESCRIPTOR_SET;
use arbiter::rest::openapi::document;
use arbiter::rest::routes;
use prost::Message;

fn refs(v: &serde_json::Value, out: &mut Vec<String>) {
    match v {
        serde_json::Value::Object(map) => {
            for (k, x) in map {
                if k == "$ref" {
                    out.push(x.as_str().unwrap().to_string());
                } else {
                    refs(x, out);
                }
            }
        }
        serde_json::Value::Array(a) => a.iter().for_each(|x| refs(x, out)),
        _ => {}
    }
}

pub fn check_document(doc: &serde_json::Value) {
    assert!(doc["openapi"].as_str().unwrap().starts_with("3.0"));
    let paths = doc["paths"].as_object().unwrap();
    for r in routes() {
        let op = &paths
            .get(&r.path)
            .unwrap_or_else(|| panic!("{} missing", r.path))["post"];
        assert!(op["requestBody"]["content"]["application/json"]["schema"]["$ref"].is_string());
        assert!(
            op["responses"]["200"]["content"]["application/json"]["schema"]["$ref"].is_string()
        );
        for code in ErrorCode::ALL {
            let m = code.mapping();
            let documented = op["responses"].get(m.http.to_string()).is_some();
            let applies = !matches!(code, ErrorCode::NotFound | ErrorCode::MethodNotAllowed);
            assert_eq!(documented, applies, "{} {} on {}", m.name, m.http, r.path);
        }
        assert!(
            op["summary"].as_str().unwrap().contains(
                r.rpc
                    .trim_start_matches('/')
                    .replace('/', ".")
                    .split('.')
                    .next_back()
                    .unwrap()
            )
        );
    }
    for (path, _) in arbiter::rest::diagram::ROUTES {
        let op = &paths[path]["get"];
        assert!(op["responses"]["200"]["content"]["image/svg+xml"].is_object());
        assert!(op["responses"]["400"]["content"]["application/problem+json"].is_object());
        assert!(!op["parameters"].as_array().unwrap().is_empty(), "{path}");
    }
    assert_eq!(
        paths.len(),
        routes().len() + arbiter::rest::diagram::ROUTES.len(),
        "every REST route and nothing else"
    );
    let schemas = doc["components"]["schemas"].as_object().unwrap();
    let mut all = Vec::new();
    refs(doc, &mut all);
    for r in all {
        let name = r.strip_prefix("#/components/schemas/").unwrap();
        assert!(schemas.contains_key(name), "dangling $ref {r}");
    }
    let req = &schemas["arbiter.xiangqi.v1.ValidateMoveRequest"]["properties"];
    for field in ["startFen", "moves", "move"] {
        assert!(req.get(field).is_some(), "ValidateMoveRequest.{field}");
    }
    assert!(
        schemas["arbiter.xiangqi.v1.ValidateMoveRequest"]["properties"]["startFen"]["description"]
            .is_string()
    );
    // Bearer auth is declared (optional: the service runs without tokens by default).
    assert_eq!(
        doc["components"]["securitySchemes"]["bearerAuth"]["scheme"],
        "bearer"
    );
    assert_eq!(doc["security"][0]["bearerAuth"], serde_json::json!([]));
    assert!(doc["servers"][0]["url"].is_string());
    // A uint64 is a decimal string, as the proto3 JSON mapping writes it.
    let seed = &schemas["arbiter.tournament.v1.PairSwissRoundRequest"]["properties"]["seed"];
    assert_eq!(seed["type"], "string", "{seed}");
    assert_eq!(seed["format"], "uint64", "{seed}");
}

#[test]
fn generated_document_is_consistent() {
    check_document(&document(FILE_DESCRIPTOR_SET));
}

/// Each RPC is declared once (`src/rpcs.rs`): every method of every proto service has exactly
/// one REST route with its gRPC path, and the calls that may compute for long are the ones on
/// the worker pool.
#[test]
fn every_proto_method_has_one_route() {
    let set = prost_types::FileDescriptorSet::decode(FILE_DESCRIPTOR_SET).unwrap();
    let mut methods = Vec::new();
    for file in &set.file {
        for svc in &file.service {
            for m in &svc.method {
                methods.push(format!("/{}.{}/{}", file.package(), svc.name(), m.name()));
            }
        }
    }
    let mut declared: Vec<String> = routes().iter().map(|r| r.rpc.clone()).collect();
    methods.sort();
    declared.sort();
    assert_eq!(methods, declared);
    let blocking: Vec<&str> = routes()
        .iter()
        .filter(|r| r.blocking)
        .map(|r| r.path.as_str())
        .collect();
    assert!(blocking.contains(&"/v1/xiangqi/adjudicateGame"));
    assert!(blocking.contains(&"/v1/tournament/pairSwissRound"));
    assert!(!blocking.contains(&"/v1/xiangqi/validateMove"));
    for r in routes() {
        assert_eq!(
            arbiter::rest::rpc_label(&r.path),
            r.rpc,
            "REST and gRPC share the metric label"
        );
    }
}

/// Fields every answer carries are `required` in answer-only schemas (generated clients type
/// them as present); "none" answers (proto3 `optional`) and every request field stay optional.
#[test]
fn answers_mark_the_fields_they_always_carry() {
    let doc = document(FILE_DESCRIPTOR_SET);
    let schemas = &doc["components"]["schemas"];
    let required = |name: &str| -> Vec<String> {
        schemas[name]["required"]
            .as_array()
            .map(|a| a.iter().map(|x| x.as_str().unwrap().to_string()).collect())
            .unwrap_or_default()
    };
    let answer = required("arbiter.xiangqi.v1.ValidateMoveResponse");
    for field in ["legal", "moveIccs", "fen", "candidates"] {
        assert!(answer.contains(&field.to_string()), "{field}: {answer:?}");
    }
    assert!(
        !answer.contains(&"reason".to_string()),
        "optional: {answer:?}"
    );
    let verdict = required("arbiter.xiangqi.v1.AdjudicateGameResponse");
    assert!(verdict.contains(&"outcome".to_string()), "{verdict:?}");
    assert!(
        !verdict.contains(&"illegalMove".to_string()),
        "a message: {verdict:?}"
    );
    assert!(
        !verdict.contains(&"decidingEvent".to_string()),
        "optional: {verdict:?}"
    );
    assert!(required("arbiter.xiangqi.v1.ValidateMoveRequest").is_empty());
    // A message requests can contain keeps every field optional, even inside answers.
    assert!(required("arbiter.tournament.v1.Event").is_empty());
    let text = doc.to_string();
    assert!(!text.contains("x-arbiter"), "working keys are removed");
}
