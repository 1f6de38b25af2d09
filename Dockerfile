# Multi-stage build: compile with the official Rust image, run on distroless as non-root.
# Protos are compiled in pure Rust (protox): no protoc needed in the builder.

FROM rust:1.95-bookworm AS builder
WORKDIR /src
COPY Cargo.toml Cargo.lock build.rs ./
COPY proto ./proto
COPY src ./src
COPY crates ./crates
COPY benches ./benches
# Compiled into the binary: the message catalogues, the console.
COPY locales ./locales
COPY console ./console
RUN cargo build --locked --profile dist --bin arbiter

FROM gcr.io/distroless/cc-debian12:nonroot
COPY --from=builder /src/target/dist/arbiter /usr/local/bin/arbiter
USER 65532:65532
# 50051: gRPC, gRPC-Web, REST, ops; 8081: probes and metrics only (answers under load).
ENV ARBITER_LISTEN=0.0.0.0:50051 \
    ARBITER_ADMIN_LISTEN=0.0.0.0:8081 \
    ARBITER_LOG_FORMAT=json
EXPOSE 50051 8081
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/arbiter"]
CMD ["serve"]
