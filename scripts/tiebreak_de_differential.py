#!/usr/bin/env python3
"""Direct encounter (直胜) against FIDE's own tie-break tool on generated round robins.

For N seeds: a single or double round robin of 4-12 players (even: a bye scores differently in the two tools, which is not what this compares) with many draws (so that players
tie on points and on the criteria before DE), written as TRF; Arbiter's `computeStandings`
with the club's list (SB, WIN, DE, ruling R17) and FIDE's TieBreakServer (`-t PTS SB WIN DE -p`)
give the DE value (the place inside the group still tied when DE is reached, ruling R16) and
the rank of every player; every difference is printed.

With EDE=1 in the environment both sides are asked for the extended direct encounter
(`tiebreakCodes: SB, WIN, EDE` and `-t PTS SB WIN EDE`): in an individual event it is DE.

Usage: scripts/tiebreak_de_differential.py ARBITER N [FIRST_SEED]
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
EXTENDED = os.environ.get("EDE") == "1"


def berger(n):
    """Rounds of (white, black) pairs for n players (n even; a dummy n+1 when odd)."""
    m = n + (n % 2)
    ids = list(range(1, m + 1))
    rounds = []
    for r in range(m - 1):
        pairs = []
        for i in range(m // 2):
            a, b = ids[i], ids[m - 1 - i]
            if i == 0 and r % 2 == 1:
                a, b = b, a
            pairs.append((a, b))
        rounds.append(pairs)
        ids = [ids[0]] + [ids[-1]] + ids[1:-1]
    return rounds, m


def trf(n, cycles, rng):
    rounds, m = berger(n)
    schedule = list(rounds)
    for _ in range(1, cycles):
        schedule += [[(b, a) for a, b in r] for r in rounds]
    hist = {p: [] for p in range(1, n + 1)}
    points = {p: 0.0 for p in range(1, n + 1)}
    draw = rng.choice([0.3, 0.5, 0.7])
    for r in schedule:
        for a, b in r:
            if a > n or b > n:
                p = a if b > n else b
                hist[p].append("0000 - Z")
                points[p] += 0.0
                continue
            x = rng.random()
            ra, rb = ("=", "=") if x < draw else (("1", "0") if rng.random() < 0.5 else ("0", "1"))
            hist[a].append(f"{b:4d} w {ra}")
            hist[b].append(f"{a:4d} b {rb}")
            points[a] += {"1": 1, "=": 0.5, "0": 0}[ra]
            points[b] += {"1": 1, "=": 0.5, "0": 0}[rb]
    lines = ["012 DE differential", f"062 {n}", f"092 Round robin"]
    for p in range(1, n + 1):
        name = f"Player{p:04d}"
        line = f"001 {p:4d}      {name:<33} {0:4d}" + " " * 28 + f"{points[p]:4.1f} {p:4d}"
        for h in hist[p]:
            line += "  " + h
        lines.append(line)
    return "\n".join(lines) + "\n"


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
        tmp = tempfile.mkdtemp(prefix="de-diff-")
        differ = compared = separated = 0
        for seed in range(seed0, seed0 + n):
            rng = random.Random(seed)
            players, cycles = rng.choice([4, 4, 6, 6, 8, 10, 12]), rng.choice([1, 1, 2])
            text = trf(players, cycles, rng)
            path = os.path.join(tmp, f"{seed}.trf")
            with open(path, "w") as f:
                f.write(text)
            if EXTENDED:
                ours = post(port, "/v1/tournament/computeStandings", {
                    "trf": text, "tiebreakCodes": ["SB", "WIN", "EDE"]})
            else:
                ours = post(port, "/v1/tournament/computeStandings", {
                    "trf": text, "tiebreaks": ["TIEBREAK_SONNEBORN_BERGER", "TIEBREAK_WINS",
                                               "TIEBREAK_DIRECT_ENCOUNTER"]})
            have = {r["startNumber"]: (r.get("rank", 0), int(r["tiebreaks"][2]))
                    for r in ours["rows"]}
            out = subprocess.run([PYTHON, GACRUX, "-i", path, "-dT", "-p", "-t", "PTS", "SB",
                                  "WIN", "EDE" if EXTENDED else "DE"],
                                 capture_output=True, text=True)
            want = {}
            for line in out.stdout.splitlines()[1:]:
                cols = line.split("\t")
                want[int(cols[0])] = (int(cols[1]), int(float(cols[5])))
            bad = [(p, have.get(p), w) for p, w in sorted(want.items()) if have.get(p) != w]
            compared += len(want)
            separated += sum(1 for w in want.values() if w[1] > 0)
            if bad or len(want) != players:
                differ += 1
                print(f"seed {seed} ({players} players, {cycles} cycle(s)) -> {path}: "
                      f"(player, arbiter (rank, DE), FIDE tool (rank, DE)) {bad[:6]}")
            else:
                os.remove(path)
        print(f"{n - differ}/{n} round robins identical ({compared} players, "
              f"{separated} placed by DE)")
        return 0 if differ == 0 else 1
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":
    sys.exit(main())
