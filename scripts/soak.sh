#!/usr/bin/env bash
# Soak test on loopback: mixed traffic (valid and invalid requests, every area, REST and gRPC)
# at concurrency 64 for a fixed time, reported in 10-second slices: requests/s, p50/p99
# latency, unexpected answers (5xx, socket errors, HTTP failures on gRPC) and the server's RSS.
#
#   scripts/soak.sh [minutes]        (default 10)
#
# Needs h2load and wrk (Debian: apt-get install nghttp2-client wrk). REST: wrk, 32 connections,
# cycling through 12 requests of every area (some invalid on purpose: 400 and 422 are expected
# answers). gRPC: two h2load runs of 16 connections each (a valid and an invalid ValidateMove;
# an invalid call is an HTTP 200 with a grpc-status trailer, so only transport failures count).
# Hostile mix beside them (scripts/soak_hostile.py): a 2,000-player pairing beyond the 0.5 s
# request timeout every 5 s (504 expected), malformed protobuf (INVALID_ARGUMENT expected), idle
# connections, half-open HTTP/1 heads and HTTP/2 prefaces (closed within the 2 s handshake
# timeout expected).
# Goal: 0 unexpected answers, RSS flat after warm-up, p99 stable.
set -euo pipefail
cd "$(dirname "$0")/.."
MINUTES=${1:-10}
PORT=${SOAK_PORT:-50091}
SLICES=$(( MINUTES * 6 ))
WORK=$(mktemp -d)
trap 'kill "$SERVER" 2>/dev/null || true; rm -rf "$WORK"' EXIT

command -v h2load >/dev/null || { echo "h2load missing: apt-get install nghttp2-client"; exit 2; }
command -v wrk >/dev/null || { echo "wrk missing: apt-get install wrk"; exit 2; }
cargo build --release --bin arbiter >/dev/null 2>&1

# gRPC frames: flag byte, 4-byte length, protobuf.
printf '\x00\x00\x00\x00\x0c\x12\x04h2e2\x1a\x04h9g7' > "$WORK/valid.bin"      # moves [h2e2], move h9g7
printf '\x00\x00\x00\x00\x07\x0a\x05xxxxx' > "$WORK/invalid.bin"                # start_fen "xxxxx"

cat > "$WORK/mixed.lua" <<'LUA'
local trf5 = "001    1      Li                                2100\n001    2      Wang                              2000\n001    3      Zhao                              1900\n001    4      Chen                              1800\n001    5      Liu                               1700\nXXR 5\n"
local trf4 = "001    1      Li                                2100                             1.0    1     3 w 1\n001    2      Wang                              2000                             0.5    2     4 b =\n001    3      Zhao                              1900                             0.0    4     1 b 0\n001    4      Chen                              1800                             0.5    2     2 w =\nXXR 3\n"
local function json_string(s) return '"' .. s:gsub("\n", "\\n") .. '"' end
reqs = {
  {"/v1/xiangqi/validateMove", '{"moves":["h2e2"],"move":"h9g7"}'},
  {"/v1/xiangqi/validateMove", '{"moves":["h2e2"],"move":"??"}'},
  {"/v1/xiangqi/listLegalMoves", '{}'},
  {"/v1/xiangqi/convertNotation", '{"moves":["h2e2","h9g7","h0g2"],"to":"MOVE_NOTATION_CHINESE"}'},
  {"/v1/xiangqi/adjudicateGame", '{"startFen":"2b6/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w","moves":["车四平五","将5平6","车五平四","将6平5","车四平五","将5平6","车五平四","将6平5"]}'},
  {"/v1/checkers/listLegalMoves", '{"position":{"players":2}}'},
  {"/v1/checkers/validateMove", '{"position":{"players":6},"path":["d1","e5"]}'},
  {"/v1/tournament/computeStandings", '{"trf":' .. json_string(trf4) .. '}'},
  {"/v1/tournament/pairSwissRound", '{"trf":' .. json_string(trf5) .. '}'},
  {"/v1/tournament/scheduleRoundRobin", '{"playerCount":10}'},
  {"/v1/xiangqi/validateMove", '{"moves": [1, 2'},
  {"/v1/tournament/pairSwissRound", '{"trf":"001    1      A                                 1500                             1.0    1     2 w 1\\n001    2      B                                 1400                             0.0    2     1 b 0\\nXXR 3\\n"}'},
}
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) counts = {}; n = 0 end
function request()
  n = n + 1
  local r = reqs[(n % #reqs) + 1]
  return wrk.format("POST", r[1], {["Content-Type"] = "application/json"}, r[2])
end
function response(status, headers, body)
  local k = tostring(status)
  counts[k] = (counts[k] or 0) + 1
end
function done(summary, latency, requests)
  local total = {}
  for _, t in ipairs(threads) do
    for k, v in pairs(t:get("counts")) do total[k] = (total[k] or 0) + v end
  end
  local unexpected = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout
  for k, v in pairs(total) do
    if k ~= "200" and k ~= "400" and k ~= "422" then unexpected = unexpected + v end
  end
  io.write(string.format("SLICE %d %.0f %.2f %.2f %d\n", summary.requests,
    summary.requests / (summary.duration / 1e6), latency:percentile(50) / 1000,
    latency:percentile(99) / 1000, unexpected))
end
LUA

./target/release/arbiter --listen "127.0.0.1:$PORT" --log-format json --max-concurrency 1024 \
  --request-timeout-ms 500 --handshake-timeout-ms 2000 2>"$WORK/server.log" &
SERVER=$!
for _ in $(seq 1 100); do curl -sf "127.0.0.1:$PORT/healthz" >/dev/null && break; sleep 0.1; done

grpc_slice() { # body file -> "req/s p99ms failures"
  h2load -D 10 -c 16 -m 1 -t 1 --log-file="$WORK/h2-$2.log" \
    -H 'content-type: application/grpc' -H 'te: trailers' -d "$1" \
    "http://127.0.0.1:$PORT/arbiter.xiangqi.v1.XiangqiService/ValidateMove" > "$WORK/h2-$2.out" 2>&1 || true
  local rps failed
  rps=$(awk '/finished in/ {for (i=1;i<=NF;i++) if ($i ~ /req\/s/) print $(i-1)}' "$WORK/h2-$2.out" | tr -d ',')
  failed=$(awk '/^requests:/ {print $10 + $12}' "$WORK/h2-$2.out")
  sort -n -k3 "$WORK/h2-$2.log" | awk -v rps="${rps:-0}" -v f="${failed:-0}" '{d[NR]=$3} END {
    if (NR == 0) { print rps, "-", f; exit }
    i = int(NR * 0.99); if (i < 1) i = 1; printf "%s %.2f %s\n", rps, d[i] / 1000, f }'
  : > "$WORK/h2-$2.log"
}

python3 scripts/soak_hostile.py "$PORT" $(( SLICES * 10 )) 2 > "$WORK/hostile.out" &
HOSTILE=$!

printf '%5s %9s %8s %8s %6s %9s %8s %6s %9s\n' t_s rest_rps p50_ms p99_ms unexp grpc_rps p99_ms unexp rss_MiB
total_unexpected=0
first_rss=""
for s in $(seq 1 "$SLICES"); do
  wrk -t2 -c32 -d10s --latency -s "$WORK/mixed.lua" "http://127.0.0.1:$PORT" > "$WORK/wrk.out" 2>&1 &
  W=$!
  grpc_slice "$WORK/valid.bin" a > "$WORK/ga" &
  A=$!
  grpc_slice "$WORK/invalid.bin" b > "$WORK/gb" &
  B=$!
  wait "$W" "$A" "$B" || true
  read -r _ _ rrps rp50 rp99 runexp < <(grep '^SLICE' "$WORK/wrk.out" || echo "SLICE 0 0 0 0 1")
  read -r arps ap99 afail < "$WORK/ga"
  read -r brps _ bfail < "$WORK/gb"
  grps=$(awk -v a="${arps:-0}" -v b="${brps:-0}" 'BEGIN { printf "%.0f", a + b }')
  gunexp=$(( ${afail:-0} + ${bfail:-0} ))
  kill -0 "$SERVER" 2>/dev/null || { echo "server died"; exit 1; }
  rss=$(awk '/VmRSS/ {printf "%.1f", $2 / 1024}' "/proc/$SERVER/status")
  [ -z "$first_rss" ] && [ "$s" -ge 3 ] && first_rss=$rss
  total_unexpected=$(( total_unexpected + runexp + gunexp ))
  printf '%5s %9s %8s %8s %6s %9s %8s %6s %9s\n' $(( s * 10 )) "$rrps" "$rp50" "$rp99" "$runexp" "$grps" "$ap99" "$gunexp" "$rss"
done
wait "$HOSTILE" || true
read -r _ hostile_ok hostile_unexpected < <(grep '^HOSTILE' "$WORK/hostile.out" || echo "HOSTILE 0 1")
total_unexpected=$(( total_unexpected + hostile_unexpected ))
echo "hostile mix: $hostile_ok expected answers (timeouts, malformed protobuf, idle and half-open connections closed), $hostile_unexpected unexpected"
echo "unexpected answers: $total_unexpected; RSS after warm-up (30 s): ${first_rss:-?} MiB, at the end: $rss MiB"
[ "$total_unexpected" -eq 0 ]
