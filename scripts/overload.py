#!/usr/bin/env python3
"""Hostile-client scenarios against the release binary: bounded work per request.

    scripts/overload.py [--binary target/release/arbiter] [--only N]

Each scenario starts its own server on a loopback port and reports what it measured:

1. deadline: a 2,000-player round-2 pairing (~1.7 s of CPU) with a 0.4 s request timeout
   answers 504; the server's CPU stops within BOUND_AFTER_DEADLINE_S of the answer.
2. shedding: with --max-concurrency 1 --request-timeout-ms 400, four pairings in a row:
   never more than one in flight (work that outlived its request still counts), extra
   requests shed with 503.
3. health: 8 clients adjudicating 2,000-ply games and pairing 1,000-player rounds back to
   back keep every worker busy;
   /healthz and gRPC health answer in < 100 ms throughout.
4. memory: two of the same 2,000-player pairings at once, run to completion with
   --workers 2 (the Deployment's setting): peak RSS is reported and must stay under the
   Deployment's memory limit (deploy/base/deployment.yaml); RSS after they finish is reported.

Exit status 1 if a goal is missed. Needs only Python 3 and curl (for the gRPC health probe).
Not part of `cargo test`: it measures time, which tests must not assert.
"""

import argparse
import json
import os
import re
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BOUND_AFTER_DEADLINE_S = 1.0
DEADLINE_MS = 400
HEALTH_GOAL_S = 0.100


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    def __init__(self, binary, *flags):
        self.port = free_port()
        self.proc = subprocess.Popen(
            [binary, "--listen", f"127.0.0.1:{self.port}", "--log-format", "json", *flags],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        for _ in range(200):
            try:
                urllib.request.urlopen(self.url("/healthz"), timeout=1).read()
                return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("server did not start")

    def url(self, path):
        return f"http://127.0.0.1:{self.port}{path}"

    def cpu_seconds(self):
        with open(f"/proc/{self.proc.pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def memory_kib(self, key):
        with open(f"/proc/{self.proc.pid}/status") as f:
            for line in f:
                if line.startswith(key + ":"):
                    return int(line.split()[1])
        return 0

    def metric(self, name):
        text = urllib.request.urlopen(self.url("/metrics"), timeout=5).read().decode()
        total = 0.0
        for line in text.splitlines():
            if line.startswith(name + " ") or line.startswith(name + "{"):
                total += float(line.rsplit(" ", 1)[1])
        return total

    def stop(self):
        self.proc.terminate()
        try:
            self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def post(server, path, body, timeout=300):
    req = urllib.request.Request(
        server.url(path), data=body, headers={"content-type": "application/json"}
    )
    started = time.monotonic()
    try:
        with urllib.request.urlopen(req, timeout=timeout) as resp:
            resp.read()
            status = resp.status
    except urllib.error.HTTPError as e:
        e.read()
        status = e.code
    return status, time.monotonic() - started


def round2_request(n=2000):
    """Round 2 of a made-up n-player event (round 1: the top half against the bottom half,
    pseudo-random results; in an odd field the last player had the pairing-allocated bye):
    score groups as large as they get, so seconds of CPU (~1.7 s for 2,000 players on the
    2-core reference machine; round 1 itself is paired without a matching)."""
    half = n // 2
    state = 12345
    rounds = {}
    if n % 2:
        rounds[n] = {"result": "RESULT_KIND_PAIRING_BYE"}
    flip = {
        "RESULT_KIND_WIN": "RESULT_KIND_LOSS",
        "RESULT_KIND_LOSS": "RESULT_KIND_WIN",
        "RESULT_KIND_DRAW": "RESULT_KIND_DRAW",
    }
    for top in range(1, half + 1):
        bottom = top + half
        state = (state * 6364136223846793005 + 1) % 2**64
        kind = ("RESULT_KIND_WIN", "RESULT_KIND_WIN", "RESULT_KIND_DRAW", "RESULT_KIND_LOSS")[
            state >> 62
        ]
        red, black = (top, bottom) if top % 2 else (bottom, top)
        rounds[red] = {"opponent": black, "colour": "SIDE_RED", "result": kind}
        rounds[black] = {"opponent": red, "colour": "SIDE_BLACK", "result": flip[kind]}
    players = [
        {"startNumber": k, "rating": 1000 + n - k, "rounds": [rounds[k]]} for k in range(1, n + 1)
    ]
    return json.dumps({"event": {"players": players, "totalRounds": 11}}).encode()


def long_game_request(plies=2000):
    cycle = ["h0g2", "h9g7", "g2h0", "g7h9"]
    moves = [cycle[i % 4] for i in range(plies)]
    return json.dumps({"moves": moves}).encode()


def wait_idle(server, window=0.5, threshold=0.05, limit=120):
    """Seconds until the server's CPU use over `window` drops below `threshold` CPU-seconds."""
    started = time.monotonic()
    last = server.cpu_seconds()
    while time.monotonic() - started < limit:
        time.sleep(window)
        now = server.cpu_seconds()
        if now - last < threshold:
            return time.monotonic() - started - window
        last = now
    return float("inf")


def deployment_limit_mib():
    with open(os.path.join(ROOT, "deploy/base/deployment.yaml")) as f:
        text = f.read()
    limits = text.split("limits:", 1)[1]
    m = re.search(r"memory:\s*(\d+)(Mi|Gi)", limits)
    if not m:
        raise RuntimeError("no memory limit in deploy/base/deployment.yaml")
    return int(m.group(1)) * (1024 if m.group(2) == "Gi" else 1)


def scenario_deadline(binary):
    server = Server(binary, "--request-timeout-ms", str(DEADLINE_MS))
    try:
        status, took = post(server, "/v1/tournament/pairSwissRound", round2_request())
        stopped_after = wait_idle(server)
        peak = server.memory_kib("VmHWM") // 1024
        ok = status == 504 and stopped_after <= BOUND_AFTER_DEADLINE_S
        print(
            f"1 deadline: answer {status} after {took:.1f} s; CPU stopped {stopped_after:.1f} s "
            f"after the answer (bound {BOUND_AFTER_DEADLINE_S} s); peak RSS {peak} MiB"
        )
        return ok
    finally:
        server.stop()


def scenario_shedding(binary):
    server = Server(binary, "--max-concurrency", "1", "--request-timeout-ms", str(DEADLINE_MS))
    body = round2_request()
    in_flight_max = 0.0
    done = threading.Event()

    def sample():
        nonlocal in_flight_max
        while not done.is_set():
            try:
                in_flight_max = max(in_flight_max, server.metric("arbiter_requests_in_flight"))
            except OSError:
                pass
            time.sleep(0.05)

    sampler = threading.Thread(target=sample)
    sampler.start()
    try:
        statuses = [post(server, "/v1/tournament/pairSwissRound", body)[0] for _ in range(4)]
        # A fifth request while a worker may still be stopping: shed or admitted, never stacked.
        wait_idle(server)
        done.set()
        sampler.join()
        peak = server.memory_kib("VmHWM") // 1024
        ok = in_flight_max <= 1 and all(s in (503, 504) for s in statuses)
        print(
            f"2 shedding: answers {statuses}; most in flight {in_flight_max:.0f} (limit 1); "
            f"peak RSS {peak} MiB"
        )
        return ok
    finally:
        done.set()
        server.stop()


def grpc_health_seconds(server):
    frame = b"\x00\x00\x00\x00\x00"  # an empty HealthCheckRequest
    out = subprocess.run(
        [
            "curl", "-s", "-o", "/dev/null", "-w", "%{time_total} %{http_code}",
            "--http2-prior-knowledge", "-H", "content-type: application/grpc",
            "-H", "te: trailers", "--data-binary", "@-",
            server.url("/grpc.health.v1.Health/Check"),
        ],
        input=frame, capture_output=True, check=False,
    ).stdout.decode().split()
    return float(out[0]) if out and out[-1] == "200" else float("inf")


def mid_round_request():
    """Round 6 of the 1,000-player corpus event (about half a second of CPU)."""
    with open(os.path.join(ROOT, "crates/tournament/tests/data/swiss/unpaired/p1000_r11_bench_r06.trf")) as f:
        return json.dumps({"trf": f.read()}).encode()


def scenario_health(binary):
    server = Server(binary)
    work = [
        ("/v1/xiangqi/adjudicateGame", long_game_request()),
        ("/v1/tournament/pairSwissRound", mid_round_request()),
    ]
    stop = threading.Event()
    answered = []

    def client(i):
        path, body = work[i % 2]
        while not stop.is_set():
            try:
                answered.append(post(server, path, body)[0])
            except OSError as e:  # a dropped connection is a failure, not an answer
                answered.append(f"dropped: {e}")

    clients = [threading.Thread(target=client, args=(i,)) for i in range(8)]
    for c in clients:
        c.start()
    try:
        time.sleep(1.0)
        http, grpc = [], []
        until = time.monotonic() + 8
        while time.monotonic() < until:
            started = time.monotonic()
            urllib.request.urlopen(server.url("/healthz"), timeout=10).read()
            http.append(time.monotonic() - started)
            grpc.append(grpc_health_seconds(server))
            time.sleep(0.1)
        stop.set()
        for c in clients:
            c.join()
        ok = (
            max(http) < HEALTH_GOAL_S
            and max(grpc) < HEALTH_GOAL_S
            and all(a in (200, 504) for a in answered)
        )
        print(
            f"3 health: 8 clients (2,000-ply adjudications, 1,000-player pairings) got "
            f"{len(answered)} answers ({sorted(set(map(str, answered)))}); /healthz max {max(http) * 1000:.1f} ms, "
            f"gRPC health max {max(grpc) * 1000:.1f} ms over {len(http)} probes "
            f"(goal < {HEALTH_GOAL_S * 1000:.0f} ms)"
        )
        return ok
    finally:
        stop.set()
        server.stop()


def scenario_memory(binary):
    server = Server(binary, "--request-timeout-ms", "300000", "--workers", "2")
    body = round2_request()
    answers = []

    def client():
        answers.append(post(server, "/v1/tournament/pairSwissRound", body))

    clients = [threading.Thread(target=client) for _ in range(2)]
    try:
        for c in clients:
            c.start()
        for c in clients:
            c.join()
        time.sleep(1)
        peak = server.memory_kib("VmHWM") // 1024
        after = server.memory_kib("VmRSS") // 1024
        limit = deployment_limit_mib()
        ok = all(a[0] == 200 for a in answers) and peak < limit
        print(
            f"4 memory: two 2,000-player round-2 pairings at once answered "
            f"{[a[0] for a in answers]} in {max(a[1] for a in answers):.1f} s; peak RSS "
            f"{peak} MiB, {after} MiB after; Deployment limit {limit} MiB"
        )
        return ok
    finally:
        server.stop()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--binary", default=os.path.join(ROOT, "target/release/arbiter"))
    ap.add_argument("--only", type=int, choices=[1, 2, 3, 4])
    args = ap.parse_args()
    scenarios = [scenario_deadline, scenario_shedding, scenario_health, scenario_memory]
    results = []
    for i, s in enumerate(scenarios, 1):
        if args.only in (None, i):
            results.append(s(args.binary))
    if not all(results):
        print("overload: a goal was missed")
        sys.exit(1)
    print("overload: all goals met")


if __name__ == "__main__":
    main()
