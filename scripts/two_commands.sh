#!/usr/bin/env bash
# What the README's two commands cost a newcomer: a fresh clone of REV (default HEAD) into a
# temporary directory, crates downloaded first (`cargo fetch`, not timed: that is the network),
# then, each from an empty target/ and timed with /usr/bin/time (wall, and CPU = user + sys of
# every process cargo started):
#   1. `cargo build --release --bin arbiter`  (what `cargo run --release` does before the server starts)
#   2. `cargo test --no-run`                  (the test build)
#   3. `cargo test`                           (the run, everything already built)
#   4. `cargo test -p arbiter-xiangqi`        (the rules crate alone: first, then after a change)
# Usage: scripts/two_commands.sh [REV] [REPO]   (REPO defaults to this checkout)
# Measure the tree before and after a change alternately (A B A B) on an otherwise idle machine:
# the two shared cores make single runs vary by some 10 %.
set -euo pipefail
REV="${1:-HEAD}"
REPO="${2:-$(cd "$(dirname "$0")/.." && pwd)}"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
git clone --quiet "$REPO" "$WORK/arbiter"
cd "$WORK/arbiter"
git checkout --quiet "$REV"
cargo fetch --locked --quiet
measure() {
  local label="$1"
  shift
  /usr/bin/time -f "%e %U %S" -o "$WORK/time" "$@" >"$WORK/log" 2>&1 || {
    tail -30 "$WORK/log"
    echo "failed: $*" >&2
    exit 1
  }
  read -r wall user sys <"$WORK/time"
  awk -v l="$label" -v w="$wall" -v u="$user" -v s="$sys" \
    'BEGIN { printf "%-40s wall %4d min %2d s   CPU %5.0f s\n", l, int(w / 60), w % 60, u + s }'
}
echo "rev $(git rev-parse --short HEAD)"
measure "cargo run --release (build)" cargo build --release --locked --bin arbiter
measure "cargo test (build)" cargo test --locked --no-run
measure "cargo test (run)" cargo test --locked
# The first `-p` build compiles the dependencies once more for the rules crate's own feature set
# (measured apart); a change to the crate after that is what a developer waits for.
measure "cargo test -p arbiter-xiangqi (first)" cargo test --locked -p arbiter-xiangqi
touch crates/xiangqi/src/lib.rs
measure "cargo test -p arbiter-xiangqi (after a change)" cargo test --locked -p arbiter-xiangqi
