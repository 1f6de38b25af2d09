//! Unknown JSON fields are refused (the proto3 JSON mapping's default for parsers): a
//! misspelled `profle` would otherwise be dropped and the answer given for another request
//! (a Club verdict instead of an AXF one). The field at fault is named with the nearest known
//! name of its message, read from the API's own descriptor set.

use std::collections::HashMap;
use std::sync::LazyLock;

use prost::Message;
use prost_types::FileDescriptorSet;
use prost_types::field_descriptor_proto::Type;

use crate::api::{ApiError, ErrorCode};
use crate::pb::FILE_DESCRIPTOR_SET;

/// One field of a message: its JSON name, its proto name, and its message type if it has one.
struct Field {
    json: String,
    proto: String,
    message: Option<String>,
}

/// The messages (by full name, `.pkg.Message`) and each RPC's input message (by method path).
struct Index {
    messages: HashMap<String, Vec<Field>>,
    inputs: HashMap<String, String>,
}

static INDEX: LazyLock<Index> = LazyLock::new(|| {
    let set = FileDescriptorSet::decode(FILE_DESCRIPTOR_SET).unwrap_or_default();
    let mut messages = HashMap::new();
    let mut inputs = HashMap::new();
    for file in &set.file {
        let package = file.package();
        for m in &file.message_type {
            add(&mut messages, &format!(".{package}"), m);
        }
        for s in &file.service {
            for method in &s.method {
                inputs.insert(
                    format!("/{package}.{}/{}", s.name(), method.name()),
                    method.input_type().to_string(),
                );
            }
        }
    }
    Index { messages, inputs }
});

fn add(out: &mut HashMap<String, Vec<Field>>, prefix: &str, m: &prost_types::DescriptorProto) {
    let name = format!("{prefix}.{}", m.name());
    let fields = m
        .field
        .iter()
        .map(|f| Field {
            json: f.json_name().to_string(),
            proto: f.name().to_string(),
            message: (f.r#type() == Type::Message).then(|| f.type_name().to_string()),
        })
        .collect();
    for nested in &m.nested_type {
        add(out, &name, nested);
    }
    out.insert(name, fields);
}

/// The segments of a path serde_ignored reports (map keys; sequence indexes and option
/// wrappers are not fields).
fn segments(path: &serde_ignored::Path<'_>, out: &mut Vec<String>) {
    use serde_ignored::Path;
    match path {
        Path::Root => {}
        Path::Seq { parent, index } => {
            segments(parent, out);
            if let Some(last) = out.last_mut() {
                last.push_str(&format!("[{index}]"));
            }
        }
        Path::Map { parent, key } => {
            segments(parent, out);
            out.push(key.clone());
        }
        Path::Some { parent }
        | Path::NewtypeStruct { parent }
        | Path::NewtypeVariant { parent } => segments(parent, out),
    }
}

/// The dotted path of an ignored field (`options.foulsLimit`, `events[0].afterPli`).
#[must_use]
pub fn path_text(path: &serde_ignored::Path<'_>) -> String {
    let mut out = Vec::new();
    segments(path, &mut out);
    out.join(".")
}

/// The refusal of an unknown field at `path` of the request of `rpc` (a gRPC method path),
/// naming the nearest known field of its message when one is close.
#[must_use]
pub fn refusal(rpc: &str, path: &str) -> ApiError {
    let nearest = nearest(rpc, path);
    let english = match &nearest {
        Some(name) => format!("unknown field; did you mean `{name}`?"),
        None => "unknown field".to_string(),
    };
    let error = ApiError::invalid(path, english).localized(|l| {
        crate::i18n::text(
            l,
            "unknown-field",
            &[
                ("nearest", nearest.clone().unwrap_or_default().into()),
                ("has", if nearest.is_some() { "yes" } else { "no" }.into()),
            ],
        )
    });
    ApiError {
        code: ErrorCode::InvalidArgument,
        ..error
    }
}

/// The known field of the message at `path` whose name is nearest the unknown last segment.
fn nearest(rpc: &str, path: &str) -> Option<String> {
    let index = &*INDEX;
    let mut message = index.inputs.get(rpc)?.clone();
    let mut parts: Vec<&str> = path.split('.').collect();
    let unknown = parts.pop()?;
    for part in parts {
        let name = part.split('[').next().unwrap_or(part);
        let fields = index.messages.get(&message)?;
        let field = fields.iter().find(|f| f.json == name || f.proto == name)?;
        message = field.message.clone()?;
    }
    let fields = index.messages.get(&message)?;
    fields
        .iter()
        .map(|f| {
            (
                strsim::jaro_winkler(&f.json.to_lowercase(), &unknown.to_lowercase()),
                f,
            )
        })
        .filter(|(score, _)| *score >= 0.8)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, f)| f.json.clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_the_nearest_known_field() {
        let adjudicate = "/arbiter.xiangqi.v1.XiangqiService/AdjudicateGame";
        assert_eq!(nearest(adjudicate, "profle").as_deref(), Some("profile"));
        assert_eq!(nearest(adjudicate, "startFEN").as_deref(), Some("startFen"));
        assert_eq!(
            nearest(adjudicate, "options.foulsLimit").as_deref(),
            Some("foulLimit")
        );
        assert_eq!(nearest(adjudicate, "zzzzzz"), None);
    }
}
