#!/usr/bin/env bash
# Server cost per request on loopback: for GET /healthz and REST validateMove (wrk, 16
# connections), the server's CPU time per request (user + system, from /proc/<pid>/stat) and its
# threads' context switches per request. Where scripts/loadtest.sh gives throughput ratios that
# also carry the client's cost, this isolates the server's.
#
#   scripts/server_cost.sh [seconds-per-cell] [rounds]        (defaults 5 and 2)
#   LOADTEST_SERVER_ARGS="--access-log errors" scripts/server_cost.sh
#   TOKIO_WORKER_THREADS=1 scripts/server_cost.sh              (a one-CPU pod's runtime)
#
# Needs wrk (Debian: apt-get install wrk). Bounded: fixed-time cells against 127.0.0.1 only.
set -euo pipefail
cd "$(dirname "$0")/.."
SECS=${1:-5}
ROUNDS=${2:-2}
PORT=${LOADTEST_PORT:-50091}
WORK=$(mktemp -d)
trap 'kill "$SERVER" 2>/dev/null || true; rm -rf "$WORK"' EXIT

command -v wrk >/dev/null || { echo "wrk missing: apt-get install wrk"; exit 2; }
cargo build --release --bin arbiter >/dev/null 2>&1
cat > "$WORK/post.lua" <<'LUA'
wrk.method = "POST"
wrk.body = '{"moves":["h2e2"],"move":"h9g7"}'
wrk.headers["Content-Type"] = "application/json"
LUA

# shellcheck disable=SC2086 # the extra flags are split on purpose
./target/release/arbiter --listen "127.0.0.1:$PORT" --log-format json ${LOADTEST_SERVER_ARGS:-} 2>/dev/null &
SERVER=$!
for _ in $(seq 1 100); do curl -sf "127.0.0.1:$PORT/healthz" >/dev/null && break; sleep 0.1; done
TICKS=$(getconf CLK_TCK)

cpu_ticks() { awk '{print $14 + $15}' "/proc/$SERVER/stat"; }
switches() { cat /proc/"$SERVER"/task/*/status | awk '/ctxt_switches/ {s += $2} END {print s}'; }

cell() { # name wrk-args...
  local name=$1; shift
  local c0 s0 c1 s1 out n rps
  c0=$(cpu_ticks); s0=$(switches)
  out=$(wrk -t1 -c16 -d"${SECS}s" "$@")
  c1=$(cpu_ticks); s1=$(switches)
  n=$(echo "$out" | awk '/requests in/ {print $1}')
  rps=$(echo "$out" | awk '/Requests\/sec/ {print $2}')
  awk -v name="$name" -v rps="$rps" -v n="$n" -v dc=$((c1 - c0)) -v ds=$((s1 - s0)) -v hz="$TICKS" \
    'BEGIN { printf "%-16s %12s %14.1f %16.3f\n", name, rps, dc * 1e6 / hz / n, ds / n }'
}

printf '%-16s %12s %14s %16s\n' endpoint req/s cpu-us/req switches/req
for _ in $(seq 1 "$ROUNDS"); do
  cell "GET /healthz" "http://127.0.0.1:$PORT/healthz"
  cell "validateMove" -s "$WORK/post.lua" "http://127.0.0.1:$PORT/v1/xiangqi/validateMove"
done
