#!/usr/bin/env bash
# Generates the Go stubs into ./gopath (buf with the local protoc-gen-go and
# protoc-gen-go-grpc plugins) and runs the client in GOPATH mode against Debian's packaged
# grpc-go and protobuf (/usr/share/gocode): no module download needed.
#   apt-get install golang-go golang-google-grpc-dev golang-google-protobuf-dev \
#     protoc-gen-go protoc-gen-go-grpc
#   BUF=path/to/buf ./run.sh [host:port]
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
cd "$HERE"
rm -rf gopath
# buf: $BUF, else the one on PATH, else the pinned npm package (npx fetches it once).
if [ -z "${BUF:-}" ]; then
  if command -v buf >/dev/null; then BUF=buf; else BUF="npx --yes @bufbuild/buf@1.75.0"; fi
fi
$BUF generate ../../../proto
mkdir -p gopath/src/arbiter.local/client
cp main.go gopath/src/arbiter.local/client/
export GO111MODULE=off GOPATH="$HERE/gopath:/usr/share/gocode" GOFLAGS= GOCACHE="${GOCACHE:-$HERE/gopath/cache}"
go run arbiter.local/client "$@"
