#!/usr/bin/env bash
# Regenerates the package's modules (messages, typed .pyi stubs, gRPC services) from ../../proto
# with grpcio-tools' own protoc (pinned in requirements-dev.txt): no system protoc needed.
# CI runs it into a scratch directory and fails when the committed code differs.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
PROTO="$HERE/../../proto"
OUT="${1:-$HERE/src}"
rm -rf "$OUT/arbiter"
mkdir -p "$OUT"
python -m grpc_tools.protoc -I "$PROTO" --python_out="$OUT" --pyi_out="$OUT" \
  --grpc_python_out="$OUT" $(cd "$PROTO" && find arbiter -name '*.proto' | sort)
find "$OUT/arbiter" -type d -exec touch {}/__init__.py \;
touch "$OUT/arbiter/py.typed"
