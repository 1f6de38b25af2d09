#!/usr/bin/env bash
# The cost of RunEvent round by round in a 1,000-player, 30-round Swiss (issue 33 §4):
# the call at round 30 against the call at round 2, with results that name the players (past
# rounds read from the record) and, with --unnamed, without (every past round paired again).
# Usage: scripts/run_event_cost.sh [players rounds] [--unnamed]
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -eq 0 ]; then set -- 1000 30; fi
cargo run --quiet --release --example event_rounds -- "$@"
