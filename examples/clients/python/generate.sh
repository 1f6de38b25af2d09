#!/usr/bin/env bash
# Generates the Python stubs (messages and gRPC services) from ../../../proto into OUT
# (default ./generated) with grpcio-tools' own protoc: no system protoc needed.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
PROTO="$HERE/../../../proto"
OUT="${1:-$HERE/generated}"
mkdir -p "$OUT"
python -m grpc_tools.protoc -I "$PROTO" --python_out="$OUT" --grpc_python_out="$OUT" \
  $(cd "$PROTO" && find arbiter -name '*.proto' | sort)
# Packages for `import arbiter.xiangqi.v1.xiangqi_pb2`.
find "$OUT/arbiter" -type d -exec touch {}/__init__.py \;
