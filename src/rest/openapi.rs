//! The OpenAPI 3 document, generated from the same descriptor set as the gRPC code, so the REST
//! description cannot drift from the protos.

use std::collections::{BTreeMap, BTreeSet};

use prost::Message;
use prost_types::field_descriptor_proto::{Label, Type};
use prost_types::{
    DescriptorProto, EnumDescriptorProto, FileDescriptorProto, FileDescriptorSet, SourceCodeInfo,
};
use serde_json::{Value, json};

use crate::api::ErrorCode;

/// Lower-camel-case of an RPC or field name (`ValidateMove` → `validateMove`, `start_fen` →
/// `startFen`).
pub fn lower_camel(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    let mut upper = false;
    for (i, c) in name.chars().enumerate() {
        if c == '_' {
            upper = true;
        } else if i == 0 {
            out.push(c.to_ascii_lowercase());
        } else if upper {
            out.push(c.to_ascii_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

fn comment(info: Option<&SourceCodeInfo>, path: &[i32]) -> Option<String> {
    let loc = info?.location.iter().find(|l| l.path == path)?;
    let text = loc.leading_comments().trim();
    if text.is_empty() {
        None
    } else {
        Some(text.replace("\n ", "\n"))
    }
}

fn with_description(mut schema: Value, description: Option<String>) -> Value {
    if let (Some(d), Some(obj)) = (description, schema.as_object_mut()) {
        obj.insert("description".into(), Value::String(d));
    }
    schema
}

/// An operation's responses: 200 with its message, then every error status a POST to a
/// declared route can get, from the error table (codes sharing a status are described
/// together). 404 (no such path) and 405 (not POST) cannot happen to a declared operation.
fn responses(output_type: &str, problem_content: &Value) -> Value {
    let mut out = serde_json::Map::new();
    out.insert(
        "200".into(),
        json!({
            "description": "The response message (canonical proto3 JSON).",
            "content": { "application/json": { "schema": ref_to(output_type) } }
        }),
    );
    let mut by_status: BTreeMap<u16, Vec<&str>> = BTreeMap::new();
    for code in ErrorCode::ALL {
        if matches!(code, ErrorCode::NotFound | ErrorCode::MethodNotAllowed) {
            continue;
        }
        let m = code.mapping();
        by_status.entry(m.http).or_default().push(m.when);
    }
    for (status, whens) in by_status {
        out.insert(
            status.to_string(),
            json!({ "description": whens.join(" Or: "), "content": problem_content }),
        );
    }
    Value::Object(out)
}

fn ref_to(type_name: &str) -> Value {
    json!({ "$ref": format!("#/components/schemas/{}", type_name.trim_start_matches('.')) })
}

fn scalar(t: Type) -> Value {
    match t {
        Type::Double | Type::Float => json!({ "type": "number" }),
        Type::Int32 | Type::Sint32 | Type::Sfixed32 => {
            json!({ "type": "integer", "format": "int32" })
        }
        Type::Uint32 | Type::Fixed32 => {
            json!({ "type": "integer", "format": "int64", "minimum": 0 })
        }
        // The proto3 JSON mapping writes 64-bit integers as decimal strings (and reads numbers
        // too); the pattern says which strings.
        Type::Int64 | Type::Sint64 | Type::Sfixed64 => {
            json!({ "type": "string", "format": "int64", "pattern": "^-?[0-9]+$" })
        }
        Type::Uint64 | Type::Fixed64 => {
            json!({ "type": "string", "format": "uint64", "pattern": "^[0-9]+$" })
        }
        Type::Bool => json!({ "type": "boolean" }),
        Type::String => json!({ "type": "string" }),
        Type::Bytes => json!({ "type": "string", "format": "byte" }),
        Type::Enum | Type::Message | Type::Group => json!({}),
    }
}

struct Ctx<'a> {
    file: &'a FileDescriptorProto,
    schemas: &'a mut BTreeMap<String, Value>,
}

fn add_enum(ctx: &mut Ctx<'_>, prefix: &str, e: &EnumDescriptorProto, path: &[i32]) {
    let name = format!("{prefix}.{}", e.name());
    let values: Vec<Value> = e
        .value
        .iter()
        .map(|v| Value::String(v.name().to_string()))
        .collect();
    let schema = json!({ "type": "string", "enum": values });
    ctx.schemas.insert(
        name,
        with_description(schema, comment(ctx.file.source_code_info.as_ref(), path)),
    );
}

fn add_message(ctx: &mut Ctx<'_>, prefix: &str, m: &DescriptorProto, path: &[i32]) {
    let name = format!("{prefix}.{}", m.name());
    let info = ctx.file.source_code_info.clone();
    let mut properties = serde_json::Map::new();
    // Fields every answer carries (the service emits default values): all but proto3
    // `optional` fields, oneof members and singular messages, which are left out when unset.
    let always: Vec<Value> = m
        .field
        .iter()
        .filter(|f| {
            !f.proto3_optional()
                && f.oneof_index.is_none()
                && (f.label() == Label::Repeated
                    || !matches!(f.r#type(), Type::Message | Type::Group))
        })
        .map(|f| Value::String(lower_camel(f.name())))
        .collect();
    for (i, f) in m.field.iter().enumerate() {
        let mut fpath = path.to_vec();
        fpath.extend([2, i as i32]);
        let base = match f.r#type() {
            Type::Message | Type::Group => {
                let tn = f.type_name();
                let entry = m.nested_type.iter().find(|n| {
                    n.options.as_ref().is_some_and(|o| o.map_entry())
                        && tn.ends_with(&format!(".{}", n.name()))
                });
                if let Some(entry) = entry {
                    let value = entry.field.iter().find(|x| x.number() == 2);
                    let value_schema = match value {
                        Some(v) if matches!(v.r#type(), Type::Message | Type::Enum) => {
                            ref_to(v.type_name())
                        }
                        Some(v) => scalar(v.r#type()),
                        None => json!({}),
                    };
                    properties.insert(
                        lower_camel(f.name()),
                        with_description(
                            json!({ "type": "object", "additionalProperties": value_schema }),
                            comment(info.as_ref(), &fpath),
                        ),
                    );
                    continue;
                }
                ref_to(tn)
            }
            Type::Enum => ref_to(f.type_name()),
            t => scalar(t),
        };
        let schema = if f.label() == Label::Repeated {
            json!({ "type": "array", "items": base })
        } else {
            base
        };
        let schema = if schema.get("$ref").is_some() {
            // A $ref cannot carry siblings in OpenAPI 3.0: wrap it.
            let mut wrapped = json!({ "allOf": [schema] });
            if let Some(d) = comment(info.as_ref(), &fpath) {
                wrapped["description"] = Value::String(d);
            }
            wrapped
        } else {
            with_description(schema, comment(info.as_ref(), &fpath))
        };
        properties.insert(lower_camel(f.name()), schema);
    }
    // No `additionalProperties: false`: unknown fields are ignored on input (the proto3 JSON
    // parser option the service uses) and answers may gain fields within `v1`.
    let mut schema = json!({ "type": "object", "properties": properties });
    if !always.is_empty() {
        schema[ALWAYS_SENT] = Value::Array(always);
    }
    ctx.schemas.insert(
        name.clone(),
        with_description(schema, comment(info.as_ref(), path)),
    );
    for (i, e) in m.enum_type.iter().enumerate() {
        let mut p = path.to_vec();
        p.extend([4, i as i32]);
        add_enum(ctx, &name, e, &p);
    }
    for (i, n) in m.nested_type.iter().enumerate() {
        if n.options.as_ref().is_some_and(|o| o.map_entry()) {
            continue;
        }
        let mut p = path.to_vec();
        p.extend([3, i as i32]);
        add_message(ctx, &name, n, &p);
    }
}

/// A working key on message schemas: the fields every answer carries (see [`mark_required`]).
const ALWAYS_SENT: &str = "x-arbiter-always-sent";

/// Marks as `required` the always-sent fields of every message that only answers carry, so
/// generated clients type them as present. A message a request can contain keeps every field
/// optional: a client may leave any of them out.
fn mark_required(schemas: &mut BTreeMap<String, Value>, inputs: &[String]) {
    let prefix = "#/components/schemas/";
    let mut in_requests: BTreeSet<String> = BTreeSet::new();
    let mut queue: Vec<String> = inputs.to_vec();
    while let Some(name) = queue.pop() {
        if !in_requests.insert(name.clone()) {
            continue;
        }
        let mut refs = Vec::new();
        if let Some(schema) = schemas.get(&name) {
            collect_refs(schema, &mut refs);
        }
        queue.extend(
            refs.iter()
                .filter_map(|r| r.strip_prefix(prefix))
                .map(str::to_string),
        );
    }
    for (name, schema) in schemas.iter_mut() {
        let Some(obj) = schema.as_object_mut() else {
            continue;
        };
        if let Some(always) = obj.remove(ALWAYS_SENT)
            && !in_requests.contains(name)
        {
            obj.insert("required".into(), always);
        }
    }
}

/// Every `$ref` target under `v`.
fn collect_refs(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::Object(map) => {
            for (k, x) in map {
                match (k.as_str(), x) {
                    ("$ref", Value::String(r)) => out.push(r.clone()),
                    _ => collect_refs(x, out),
                }
            }
        }
        Value::Array(items) => items.iter().for_each(|x| collect_refs(x, out)),
        _ => {}
    }
}

/// Builds the OpenAPI 3.0 document for every `arbiter.*` service in the descriptor set.
pub fn document(descriptor_set: &[u8]) -> Value {
    let fds = FileDescriptorSet::decode(descriptor_set).unwrap_or_default();
    let mut schemas = BTreeMap::new();
    let mut paths = serde_json::Map::new();
    let problem = json!({ "$ref": "#/components/schemas/Problem" });
    let mut inputs = Vec::new();
    for file in fds
        .file
        .iter()
        .filter(|f| f.package().starts_with("arbiter."))
    {
        let pkg = file.package().to_string();
        let mut ctx = Ctx {
            file,
            schemas: &mut schemas,
        };
        for (i, m) in file.message_type.iter().enumerate() {
            add_message(&mut ctx, &pkg, m, &[4, i as i32]);
        }
        for (i, e) in file.enum_type.iter().enumerate() {
            add_enum(&mut ctx, &pkg, e, &[5, i as i32]);
        }
        let area = pkg.split('.').nth(1).unwrap_or("").to_string();
        for (si, svc) in file.service.iter().enumerate() {
            for (mi, method) in svc.method.iter().enumerate() {
                inputs.push(method.input_type().trim_start_matches('.').to_string());
                let path = format!("/v1/{area}/{}", lower_camel(method.name()));
                let description = comment(
                    file.source_code_info.as_ref(),
                    &[6, si as i32, 2, mi as i32],
                );
                let problem_content = json!({ "application/problem+json": { "schema": problem } });
                let op = json!({
                    "operationId": format!("{}.{}", svc.name(), method.name()),
                    "summary": format!("{} (gRPC /{}.{}/{})", method.name(), pkg, svc.name(), method.name()),
                    "description": description.unwrap_or_default(),
                    "tags": [area],
                    "requestBody": {
                        "required": true,
                        "content": { "application/json": { "schema": ref_to(method.input_type()) } }
                    },
                    "responses": responses(method.output_type(), &problem_content)
                });
                paths.insert(path, json!({ "post": op }));
            }
        }
    }
    let problem_content = json!({ "application/problem+json": { "schema": problem } });
    for (path, _) in super::diagram::ROUTES {
        let area = path.split('/').nth(2).unwrap_or("");
        let errors = responses("", &problem_content);
        paths.insert(
            path.to_string(),
            json!({ "get": super::diagram::openapi_operation(area, errors) }),
        );
    }
    mark_required(&mut schemas, &inputs);
    schemas.insert(
        "Problem".into(),
        json!({
            "type": "object",
            "description": "RFC 9457 problem details with Arbiter's error code and field violations.",
            "required": ["type", "title", "status", "detail", "code"],
            "properties": {
                "type": { "type": "string" },
                "title": { "type": "string" },
                "status": { "type": "integer" },
                "detail": { "type": "string" },
                "code": { "type": "string", "description": "An arbiter.common.v1.ErrorCode name." },
                "violations": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "required": ["field", "description"],
                        "properties": { "field": { "type": "string" }, "description": { "type": "string" } }
                    }
                }
            }
        }),
    );
    json!({
        "openapi": "3.0.3",
        "info": {
            "title": "Arbiter",
            "version": env!("CARGO_PKG_VERSION"),
            "description": "Rules and judging for board-game clubs. Every unary RPC is POST /v1/<area>/<rpcLowerCamel> with the canonical proto3 JSON of its request message as the body."
        },
        // Relative to where the document is served: the same listener serves the API.
        "servers": [ { "url": "/" } ],
        // A bearer token when the service runs with tokens (`--auth-tokens-file`); without
        // tokens configured, calls need none (the empty alternative).
        "security": [ { "bearerAuth": [] }, {} ],
        "paths": paths,
        "components": {
            "schemas": schemas,
            "securitySchemes": {
                "bearerAuth": {
                    "type": "http",
                    "scheme": "bearer",
                    "description": "One of the tokens of --auth-tokens-file / ARBITER_AUTH_TOKENS, as `authorization: Bearer <token>`."
                }
            }
        }
    })
}
