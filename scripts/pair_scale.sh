#!/usr/bin/env bash
# CPU and peak RSS of one Swiss round by field size (issue 17 §2's measurement): round 1 and,
# with ROUNDS=k, the first k rounds with made-up results, for each size given (default
# 100 200 500 1000). Sizes that do not finish within LIMIT seconds (default 600) are reported
# as such. Needs GNU time (/usr/bin/time).
#
#   scripts/pair_scale.sh            # 100 200 500 1000, round 1
#   ROUNDS=6 scripts/pair_scale.sh 500 1000
#   ROUNDS=2 STOP_PROBE_MS=50,500,2000 scripts/pair_scale.sh 5000   # stop latency of round 3
set -euo pipefail
cd "$(dirname "$0")/.."
ROUNDS="${ROUNDS:-1}"
LIMIT="${LIMIT:-600}"
SIZES=("$@")
[ ${#SIZES[@]} -gt 0 ] || SIZES=(100 200 500 1000)
cargo build --release --quiet --example pair_scale
for n in "${SIZES[@]}"; do
  if out=$(timeout "$LIMIT" /usr/bin/time -f "cpu %U s user + %S s sys, peak RSS %M KB" \
      ./target/release/examples/pair_scale "$n" "$ROUNDS" 2>&1); then
    echo "$out" | sed "s/^/[$n] /"
  else
    echo "[$n] did not finish within ${LIMIT} s"
  fi
done
