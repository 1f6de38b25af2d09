#!/usr/bin/env python3
"""Large Swiss fields through the service: one round-2 `PairSwissRound` per size, on the
release binary, as a client sends it (REST/JSON, the whole event in the request).

    scripts/swiss_service_scale.py [--binary target/release/arbiter] [SIZE ...]

Default sizes: 5000 9999 10000 10001 (the last must be refused: the limit is 10,000 players).
The server runs with the settings a field this large needs (README, "Large Swiss fields"): the
request timeout raised to the pairing deadline (`--request-timeout-ms 120000`) and the working
memory budget to 1 GiB (`--max-work-memory-bytes`, 14 bytes per pair of players: 700 MB at
10,000). For each size: the HTTP status, wall time, the server's CPU for the request and its
peak resident memory so far. Round 1 is the top half against the bottom half with
pseudo-random results (`overload.round2_request`); an odd field's last player had the
pairing-allocated bye. Not part of `cargo test`: it measures time.
"""

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from overload import ROOT, Server, post, round2_request  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--binary", default=os.path.join(ROOT, "target/release/arbiter"))
    ap.add_argument("sizes", nargs="*", type=int, default=[5000, 9999, 10000, 10001])
    args = ap.parse_args()
    server = Server(
        args.binary,
        "--request-timeout-ms",
        "120000",
        "--max-work-memory-bytes",
        str(1 << 30),
    )
    failed = False
    try:
        for n in args.sizes:
            body = round2_request(n)
            before = server.cpu_seconds()
            status, took = post(server, "/v1/tournament/pairSwissRound", body, timeout=200)
            cpu = server.cpu_seconds() - before
            peak = server.memory_kib("VmHWM") / 1024
            print(
                f"{n:>6} players: HTTP {status}, {took:6.1f} s wall, {cpu:6.1f} s CPU, "
                f"peak RSS {peak:.0f} MiB, request {len(body) / 1e6:.1f} MB",
                flush=True,
            )
            expected = 200 if n <= 10_000 else 400
            failed |= status != expected
    finally:
        server.stop()
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
