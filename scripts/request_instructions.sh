#!/usr/bin/env bash
# Instructions and allocations the server spends per request, counted by callgrind: steady
# where timings on a shared machine are not (docs/DEVELOPMENT.md, "Tests, benchmarks, load tests"). For each endpoint: a server
# under valgrind, a warm-up, then N requests on one keep-alive connection between zeroing and
# dumping the counters; prints the totals divided by N.
#
#   scripts/request_instructions.sh [binary] [N]      (defaults: ./target/release/arbiter, 2000)
#
# Endpoints: GET /healthz and POST /v1/xiangqi/validateMove (Python http.client), gRPC health
# and ValidateMove (h2load). Needs valgrind (callgrind_control, callgrind_annotate) and h2load
# (Debian: apt-get install valgrind nghttp2-client). Bounded: fixed request counts against
# 127.0.0.1 only; the servers are stopped at the end of each endpoint.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-./target/release/arbiter}
N=${2:-2000}
WORK=$(mktemp -d)
trap 'pkill -f "callgrind-out-file=$WORK" 2>/dev/null || true; rm -rf "$WORK"' EXIT
for tool in valgrind callgrind_control callgrind_annotate h2load; do
  command -v "$tool" >/dev/null || { echo "$tool missing: apt-get install valgrind nghttp2-client"; exit 2; }
done
[ -x "$BIN" ] || cargo build --release --bin arbiter >/dev/null 2>&1

# ValidateMoveRequest { moves: ["h2e2"], move: "h9g7" } and an empty HealthCheckRequest, framed.
printf '\x00\x00\x00\x00\x0c\x12\x04h2e2\x1a\x04h9g7' > "$WORK/validate.bin"
printf '\x00\x00\x00\x00\x00' > "$WORK/health.bin"

rest_requests() { # port kind count
  python3 - "$@" <<'PY'
import http.client, sys
port, kind, n = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
c = http.client.HTTPConnection("127.0.0.1", port)
for _ in range(n):
    if kind == "healthz":
        c.request("GET", "/healthz")
    else:
        c.request("POST", "/v1/xiangqi/validateMove",
                  body=b'{"moves":["h2e2"],"move":"h9g7"}',
                  headers={"Content-Type": "application/json"})
    r = c.getresponse()
    r.read()
    if r.status != 200:
        sys.exit(f"unexpected status {r.status}")
PY
}

grpc_requests() { # port path body count
  h2load -n "$4" -c 1 -m 1 -H 'content-type: application/grpc' -H 'te: trailers' -d "$3" \
    "http://127.0.0.1:$1$2" | grep -q "$4 succeeded" || { echo "gRPC requests failed"; exit 1; }
}

measure() { # name kind [grpc-path body]
  local name=$1 kind=$2 port out pid
  port=$((52000 + RANDOM % 2000))
  out="$WORK/$kind-$port"
  valgrind --tool=callgrind --callgrind-out-file="$out.%p" --dump-instr=no \
    "$BIN" --listen "127.0.0.1:$port" --log-format json 2>"$out.log" >/dev/null &
  pid=$!
  for _ in $(seq 1 300); do curl -sf "127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.2; done
  curl -sf "127.0.0.1:$port/healthz" >/dev/null || { echo "$name: server did not start"; cat "$out.log"; exit 1; }
  if [ "$kind" = grpc ]; then grpc_requests "$port" "$3" "$4" 300; else rest_requests "$port" "$kind" 300; fi
  callgrind_control -z "$pid" >/dev/null 2>&1
  if [ "$kind" = grpc ]; then grpc_requests "$port" "$3" "$4" "$N"; else rest_requests "$port" "$kind" "$N"; fi
  callgrind_control -d "$pid" >/dev/null 2>&1
  kill "$pid"; wait "$pid" 2>/dev/null || true
  local dump="$out.$pid.1"
  callgrind_annotate --inclusive=yes --tree=caller "$dump" > "$out.tree" 2>/dev/null
  python3 - "$out.tree" "$N" "$name" <<'PY'
import re, sys
path, n, name = sys.argv[1], int(sys.argv[2]), sys.argv[3]
total, allocs, callers = 0, 0, 0
for line in open(path):
    m = re.match(r"\s*([\d,]+) .*PROGRAM TOTALS", line)
    if m:
        total = int(m.group(1).replace(",", ""))
        continue
    m = re.match(r"\s*[\d,]+ .*<\s+.*\((\d[\d,]*)x\)", line)
    if m:
        callers += int(m.group(1).replace(",", ""))
        continue
    m = re.match(r"\s*[\d,]+ \([^)]*\)\s+\*\s+(.*)", line)
    if m:
        if re.search(r"malloc\.c:(malloc|realloc|calloc) ", m.group(1)):
            allocs += callers
        callers = 0
print(f"{name:22s} {total / n:10,.0f} instructions {allocs / n:8.1f} allocations per request")
PY
}

measure "GET /healthz" healthz
measure "POST validateMove" validate
measure "gRPC health" grpc /grpc.health.v1.Health/Check "$WORK/health.bin"
measure "gRPC ValidateMove" grpc /arbiter.xiangqi.v1.XiangqiService/ValidateMove "$WORK/validate.bin"
