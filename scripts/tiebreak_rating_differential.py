#!/usr/bin/env python3
"""Rating-based tie-breaks (C.07: TPR, PTP, APRO, APPO) against FIDE's own tie-break tool.

For N seeds: a Swiss-like event of 6-40 players with random pairings (a pairing bye when odd,
some forfeits, many draws), every player rated (C.07 drops these tie-breaks when a player is
unrated), written as TRF; Arbiter's `computeStandings` with TPR, PTP, APRO, APPO and FIDE's
TieBreakServer (`-t PTS TPR PTP APRO APPO`) give every player's four values; every difference
is printed.

Usage: scripts/tiebreak_rating_differential.py ARBITER N [FIRST_SEED]
Needs ../shared/tools/tiebreaks/gacrux and a Python with networkx (PYTHON, default python3).
"""
import json
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GACRUX = os.path.join(ROOT, "..", "shared", "tools", "tiebreaks", "gacrux", "tiebreakchecker.py")
PYTHON = os.environ.get("PYTHON", "python3")
NAMES = ["TPR", "PTP", "APRO", "APPO"]
OURS = ["TIEBREAK_PERFORMANCE_RATING", "TIEBREAK_PERFECT_PERFORMANCE",
        "TIEBREAK_AVERAGE_PERFORMANCE_OF_OPPONENTS",
        "TIEBREAK_AVERAGE_PERFECT_PERFORMANCE_OF_OPPONENTS"]


def trf(rng):
    n = rng.randint(6, 40)
    rounds = rng.randint(3, 9)
    ratings = {p: rng.randint(1200, 2750) for p in range(1, n + 1)}
    hist = {p: [] for p in range(1, n + 1)}
    points = {p: 0.0 for p in range(1, n + 1)}
    draw = rng.choice([0.2, 0.4, 0.6])
    met = {p: set() for p in range(1, n + 1)}
    whites = {p: 0 for p in range(1, n + 1)}
    for _ in range(rounds):
        # Random pairings without a rematch (as in a Swiss event) where a few tries find them.
        for _ in range(50):
            order = list(range(1, n + 1))
            rng.shuffle(order)
            if all(b not in met[a] for a, b in zip(order[n % 2::2], order[n % 2 + 1::2])):
                break
        order = order[n % 2:] + order[:n % 2]
        for a, b in zip(order[::2], order[1::2]):
            met[a].add(b)
            met[b].add(a)
        if n % 2:
            p = order.pop()
            hist[p].append("0000 - U")
            points[p] += 1.0
        for a, b in zip(order[::2], order[1::2]):
            # White to the one with fewer whites: colours stay within a Swiss event's bounds
            # (FIDE's tool assumes them; a colour difference of 5 makes it fail).
            if whites[b] < whites[a] or (whites[b] == whites[a] and rng.random() < 0.5):
                a, b = b, a
            whites[a] += 1
            x = rng.random()
            if x < 0.04:
                ra, rb = "+", "-"
            elif x < 0.04 + draw:
                ra, rb = "=", "="
            elif rng.random() < 0.5:
                ra, rb = "1", "0"
            else:
                ra, rb = "0", "1"
            hist[a].append(f"{b:4d} w {ra}")
            hist[b].append(f"{a:4d} b {rb}")
            points[a] += {"1": 1, "+": 1, "=": 0.5, "0": 0, "-": 0}[ra]
            points[b] += {"1": 1, "+": 1, "=": 0.5, "0": 0, "-": 0}[rb]
    lines = ["012 Rating tie-break differential", f"062 {n}", "092 Swiss"]
    for p in range(1, n + 1):
        name = f"Player{p:04d}"
        line = f"001 {p:4d}      {name:<33} {ratings[p]:4d}" + " " * 28 + f"{points[p]:4.1f} {p:4d}"
        for h in hist[p]:
            line += "  " + h
        lines.append(line)
    return "\n".join(lines) + "\n", n


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def post(port, path, body):
    req = urllib.request.Request(f"http://127.0.0.1:{port}{path}", json.dumps(body).encode(),
                                 {"content-type": "application/json"})
    with urllib.request.urlopen(req, timeout=60) as r:
        return json.load(r)


def main():
    exe, n = sys.argv[1], int(sys.argv[2])
    seed0 = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    port = free_port()
    server = subprocess.Popen([exe, "--listen", f"127.0.0.1:{port}"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1)
                break
            except OSError:
                time.sleep(0.1)
        tmp = tempfile.mkdtemp(prefix="rating-tb-diff-")
        differ = values = 0
        for seed in range(seed0, seed0 + n):
            rng = random.Random(seed)
            text, players = trf(rng)
            path = os.path.join(tmp, f"{seed}.trf")
            with open(path, "w") as f:
                f.write(text)
            ours = post(port, "/v1/tournament/computeStandings", {"trf": text, "tiebreaks": OURS})
            have = {r["startNumber"]: tuple(int(v) for v in r["tiebreaks"]) for r in ours["rows"]}
            out = subprocess.run([PYTHON, GACRUX, "-i", path, "-dT", "-t", "PTS"] + NAMES,
                                 capture_output=True, text=True)
            want = {}
            if "error" in out.stdout.lower():
                differ += 1
                print(f"seed {seed}: FIDE's tool failed on {path}: {out.stdout.strip()[-200:]}")
                continue
            for line in out.stdout.splitlines()[1:]:
                cols = line.split("\t")
                if not cols[0].strip():
                    continue
                want[int(cols[0])] = tuple(int(float(c or 0)) for c in cols[3:3 + len(NAMES)])
            bad = [(p, have.get(p), w) for p, w in sorted(want.items()) if have.get(p) != w]
            values += len(want) * len(NAMES)
            if bad or len(want) != players:
                differ += 1
                print(f"seed {seed} ({players} players) -> {path}: (player, arbiter, FIDE tool) "
                      f"{bad[:4]} {out.stderr[-300:]}")
            else:
                os.remove(path)
        print(f"{n - differ}/{n} events identical ({values} values: {', '.join(NAMES)})")
        return 0 if differ == 0 else 1
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":
    sys.exit(main())
