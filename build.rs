//! Compiles the protos in pure Rust (protox; no system `protoc`) into one descriptor set that
//! feeds code generation (tonic-prost-build), the proto3-JSON mapping (pbjson) and reflection.

use std::path::PathBuf;

use prost::Message;

const PROTOS: &[&str] = &[
    "arbiter/common/v1/common.proto",
    "arbiter/xiangqi/v1/xiangqi.proto",
    "arbiter/checkers/v1/checkers.proto",
    "arbiter/tournament/v1/tournament.proto",
];

fn main() -> Result<(), Box<dyn std::error::Error>> {
    println!("cargo:rerun-if-changed=proto");
    let out = PathBuf::from(std::env::var("OUT_DIR")?);
    let fds = protox::compile(PROTOS, ["proto"])?;
    let bytes = fds.encode_to_vec();
    std::fs::write(out.join("arbiter_descriptor.bin"), &bytes)?;
    tonic_prost_build::configure()
        .build_client(true)
        .build_transport(false)
        .build_server(true)
        .compile_fds(fds)?;
    // Emit every field (also defaults such as `"legal": false`) so clients never miss a key.
    pbjson_build::Builder::new()
        .register_descriptors(&bytes)?
        .emit_fields()
        // Unknown fields are ignored, as gRPC does: a newer client's new field must not break
        // an older server (the proto3 JSON mapping allows it as a parser option).
        .ignore_unknown_fields()
        .build(&[".arbiter"])?;
    Ok(())
}
