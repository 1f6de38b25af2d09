#!/usr/bin/env bash
# Load test on loopback: ValidateMove over gRPC (h2load) and REST (wrk) at concurrency 1, 16
# and 64, next to the cheapest endpoint of the same server (gRPC health check, GET /healthz)
# measured in the same run. Reports req/s, p50/p99 and the ratio, plus the server's RSS.
#
#   scripts/loadtest.sh [seconds-per-cell]      (default 5)
#   LOADTEST_SERVER_ARGS="--access-log errors" scripts/loadtest.sh    (extra server flags)
#   LOADTEST_BIN=path/to/arbiter scripts/loadtest.sh   (a given binary, e.g. `--profile dist`'s,
#                                                       or two builds compared alternately)
#
# Needs h2load and wrk (Debian: apt-get install nghttp2-client wrk). Bounded: every cell runs
# for a fixed time against 127.0.0.1 only, then the server is stopped.
set -euo pipefail
cd "$(dirname "$0")/.."
SECS=${1:-5}
PORT=${LOADTEST_PORT:-50090}
WORK=$(mktemp -d)
trap 'kill "$SERVER" 2>/dev/null || true; rm -rf "$WORK"' EXIT

command -v h2load >/dev/null || { echo "h2load missing: apt-get install nghttp2-client"; exit 2; }
command -v wrk >/dev/null || { echo "wrk missing: apt-get install wrk"; exit 2; }
BIN=${LOADTEST_BIN:-}
if [ -z "$BIN" ]; then
  cargo build --release --bin arbiter >/dev/null 2>&1
  BIN=./target/release/arbiter
fi

# gRPC frames: 1 byte flag + 4-byte big-endian length + protobuf.
# ValidateMoveRequest { moves: ["h2e2"], move: "h9g7" }
printf '\x00\x00\x00\x00\x0c\x12\x04h2e2\x1a\x04h9g7' > "$WORK/validate.bin"
# HealthCheckRequest { service: "" }
printf '\x00\x00\x00\x00\x00' > "$WORK/health.bin"
cat > "$WORK/post.lua" <<'LUA'
wrk.method = "POST"
wrk.body = '{"moves":["h2e2"],"move":"h9g7"}'
wrk.headers["Content-Type"] = "application/json"
LUA

# shellcheck disable=SC2086 # the extra flags are split on purpose
"$BIN" --listen "127.0.0.1:$PORT" --log-format json ${LOADTEST_SERVER_ARGS:-} 2>"$WORK/server.log" &
SERVER=$!
for _ in $(seq 1 100); do curl -sf "127.0.0.1:$PORT/healthz" >/dev/null && break; sleep 0.1; done

h2cell() { # path body conns
  h2load -D "$SECS" --warm-up-time=1 -c "$3" -m 1 -t 1 \
    -H 'content-type: application/grpc' -H 'te: trailers' -d "$2" \
    "http://127.0.0.1:$PORT$1" > "$WORK/h2.out" 2>&1 || true
  local rps p50 p99
  rps=$(awk '/finished in/ {for (i=1;i<=NF;i++) if ($i ~ /req\/s/) print $(i-1)}' "$WORK/h2.out" | tr -d ',')
  # h2load prints min/max/mean/sd; percentiles come from the per-request log below.
  local okcount
  okcount=$(awk '/status codes:/ {print $3}' "$WORK/h2.out")
  echo "$rps ${okcount:-?}"
}

wrkcell() { # method-script url conns
  local threads=$(( $3 < 2 ? 1 : 2 ))
  wrk -t"$threads" -c"$3" -d"${SECS}s" --latency $1 "$2" > "$WORK/wrk.out" 2>&1 || true
  local rps p50 p99
  rps=$(awk '/Requests\/sec/ {print $2}' "$WORK/wrk.out")
  p50=$(awk '$1=="50%" {print $2}' "$WORK/wrk.out")
  p99=$(awk '$1=="99%" {print $2}' "$WORK/wrk.out")
  echo "$rps $p50 $p99"
}

h2lat() { # path body conns -> p50 p99 from h2load's per-request log
  h2load -D "$SECS" --warm-up-time=1 -c "$3" -m 1 -t 1 --log-file="$WORK/h2.log" \
    -H 'content-type: application/grpc' -H 'te: trailers' -d "$2" \
    "http://127.0.0.1:$PORT$1" > "$WORK/h2.out" 2>&1 || true
  local rps
  rps=$(awk '/finished in/ {for (i=1;i<=NF;i++) if ($i ~ /req\/s/) print $(i-1)}' "$WORK/h2.out" | tr -d ',')
  # log: start-time status duration(us)
  sort -n -k3 "$WORK/h2.log" | awk -v rps="$rps" '{d[NR]=$3} END {if (NR==0) {print rps, "-", "-"; exit}
    p50=d[int(NR*0.50)>0?int(NR*0.50):1]; p99=d[int(NR*0.99)>0?int(NR*0.99):1];
    printf "%s %.2fms %.2fms\n", rps, p50/1000, p99/1000}'
  : > "$WORK/h2.log"
}

printf '%-6s %-5s %-26s %12s %10s %10s %8s\n' proto conc endpoint req/s p50 p99 ratio
for c in 1 16 64; do
  read -r hr hp50 hp99 < <(h2lat /grpc.health.v1.Health/Check "$WORK/health.bin" "$c")
  read -r vr vp50 vp99 < <(h2lat /arbiter.xiangqi.v1.XiangqiService/ValidateMove "$WORK/validate.bin" "$c")
  ratio=$(awk -v a="$vr" -v b="$hr" 'BEGIN { if (b>0) printf "%.0f%%", 100*a/b; else print "-" }')
  printf '%-6s %-5s %-26s %12s %10s %10s %8s\n' grpc "$c" Health/Check "$hr" "$hp50" "$hp99" ""
  printf '%-6s %-5s %-26s %12s %10s %10s %8s\n' grpc "$c" ValidateMove "$vr" "$vp50" "$vp99" "$ratio"
  read -r rr rp50 rp99 < <(wrkcell "" "http://127.0.0.1:$PORT/healthz" "$c")
  read -r wr wp50 wp99 < <(wrkcell "-s $WORK/post.lua" "http://127.0.0.1:$PORT/v1/xiangqi/validateMove" "$c")
  ratio=$(awk -v a="$wr" -v b="$rr" 'BEGIN { if (b>0) printf "%.0f%%", 100*a/b; else print "-" }')
  printf '%-6s %-5s %-26s %12s %10s %10s %8s\n' rest "$c" "GET /healthz" "$rr" "$rp50" "$rp99" ""
  printf '%-6s %-5s %-26s %12s %10s %10s %8s\n' rest "$c" "POST validateMove" "$wr" "$wp50" "$wp99" "$ratio"
done
echo "server RSS now: $(awk '/VmRSS/ {print $2, $3}' /proc/$SERVER/status); peak: $(awk '/VmHWM/ {print $2, $3}' /proc/$SERVER/status)"
grep -c '"request"' "$WORK/server.log" | xargs -I{} echo "requests logged: {}"
