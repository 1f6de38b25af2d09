//! The OpenAPI document is generated from the descriptors; check it covers every route and is
//! structurally valid (every `$ref` resolves, every operation has request and response schemas).

use arbiter::pb::FILE_DESCRIPTOR_SET;
use arbiter::rest::ROUTES;
use arbiter::rest::openapi::document;

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
    for r in ROUTES {
        let op = &paths
            .get(r.path)
            .unwrap_or_else(|| panic!("{} missing", r.path))["post"];
        assert!(op["requestBody"]["content"]["application/json"]["schema"]["$ref"].is_string());
        assert!(
            op["responses"]["200"]["content"]["application/json"]["schema"]["$ref"].is_string()
        );
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
    assert_eq!(
        paths.len(),
        ROUTES.len(),
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
}

#[test]
fn generated_document_is_consistent() {
    check_document(&document(FILE_DESCRIPTOR_SET));
}
