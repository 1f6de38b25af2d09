#!/usr/bin/env python3
"""FIDE C.07 tie-breaks against FIDE's own tie-break tool, on generated events.

For N seeds: a Swiss-like event of 8-40 players and 3-9 rounds with random pairings (no
rematch where a few tries find one), every kind of unplayed round (pairing-allocated bye,
half-point and full-point byes, zero-point byes and absences, withdrawals that leave the last
rounds empty, forfeits), many draws, sometimes unrated players, a start date before or after
1 March 2026 (the 2024 or the 2026 text of art. 16), and sometimes rounds still to come;
written as TRF. Arbiter's `computeStandings` and FIDE's TieBreakServer (`-t PTS …`) give every
player's value of every code below, and of a dozen codes with C.07 modifiers drawn for the
event (`BH/C3`, `SB/M1`, `PS/C2`, `KS/L60`, `KS/L-1`, `TPR/M1/U1400`, `BH/P`, …, sent as
`tiebreakCodes`); every difference is printed.

Usage: scripts/tiebreak_fide_differential.py ARBITER N [FIRST_SEED]
Needs ../shared/tools/tiebreaks/gacrux and a Python with networkx (PYTHON, default python3).
"""
import os
import random
import subprocess
import sys
import tempfile
import time
import urllib.request

# The server's start and one JSON call, as the rating tie-breaks' differential makes them.
from tiebreak_rating_differential import free_port, post

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GACRUX = os.path.join(ROOT, "..", "shared", "tools", "tiebreaks", "gacrux", "tiebreakchecker.py")
PYTHON = os.environ.get("PYTHON", "python3")
# (FIDE's code, Arbiter's name)
CODES = [
    ("BH", "TIEBREAK_BUCHHOLZ"),
    ("BH/C1", "TIEBREAK_BUCHHOLZ_CUT1"),
    ("BH/C2", "TIEBREAK_BUCHHOLZ_CUT2"),
    ("BH/M1", "TIEBREAK_MEDIAN_BUCHHOLZ1"),
    ("BH/M2", "TIEBREAK_MEDIAN_BUCHHOLZ2"),
    ("SB", "TIEBREAK_SONNEBORN_BERGER"),
    ("SB/C1", "TIEBREAK_SONNEBORN_BERGER_CUT1"),
    ("AOB", "TIEBREAK_AVERAGE_OF_OPPONENTS_BUCHHOLZ"),
    ("KS", "TIEBREAK_KOYA"),
    ("REP", "TIEBREAK_ROUNDS_ELECTED_TO_PLAY"),
    ("RTNG", "TIEBREAK_RATING"),
    ("TPN", "TIEBREAK_START_NUMBER"),
    ("PS", "TIEBREAK_PROGRESSIVE"),
    ("WIN", "TIEBREAK_WINS"),
    ("WON", "TIEBREAK_GAMES_WON"),
    ("BPG", "TIEBREAK_BLACK_GAMES"),
    ("BWG", "TIEBREAK_BLACK_WINS"),
    # Last: FIDE's tool keeps a state FB sets (each player's last round not absent) for the
    # tie-breaks computed after it, so an AOB after FB is computed with fore-adjusted scores
    # (seed 1330: AOB 7.83 after FB, 8.00 alone or before it).
    ("FB", "TIEBREAK_FORE_BUCHHOLZ"),
]
# Codes with modifiers, drawn per event: (the code's form, the numbers it may take).
MODIFIED = [
    ("BH/C{}", [0, 1, 2, 3, 4]), ("BH/M{}", [1, 2, 3]), ("SB/C{}", [1, 2, 3]),
    ("SB/M{}", [1, 2]), ("AOB/C{}", [1, 2]), ("AOB/M{}", [1]), ("PS/C{}", [1, 2, 3]),
    ("KS/L{}", [0, 25, 30, 40, 60, 67, 75, 100]), ("KS/L+{}", [1, 2, 3, 4]),
    ("KS/L-{}", [1, 2, 3, 4]), ("KS/L+{}.5", [0, 1]), ("KS/L-{}.0", [1, 2]),
    ("ARO/C{}", [0, 1, 2]), ("ARO/M{}", [1, 2]), ("TPR/C{}", [1, 2]), ("TPR/M{}", [1]),
    ("PTP/C{}", [1]), ("PTP/M{}", [1, 2]),
    ("RTNG/U{}", [0, 1000, 1500]), ("ARO/U{}", [1000, 1400]), ("TPR/U{}", [1200, 1800]),
    ("PTP/U{}/C1", [1400]), ("APRO/U{}", [1300]), ("APPO/U{}", [1600]),
    ("BH/P{}", [""]), ("BH/C1/P{}", [""]), ("SB/P{}", [""]), ("AOB/P{}", [""]),
    ("ESB{}", [""]), ("BH/M{}/C1", [2, 3]),
]
# Fore Buchholz with modifiers: listed last (FIDE's tool's state, above).
MODIFIED_FORE = [("FB/C{}", [1, 2]), ("FB/M{}", [1]), ("FB/P{}", [""])]
POINTS = {"1": 1.0, "+": 1.0, "=": 0.5, "0": 0.0, "-": 0.0, "U": 1.0, "F": 1.0, "H": 0.5, "Z": 0.0}


def trf(rng):
    n = rng.randint(8, 40)
    total = rng.randint(3, min(9, n - 3))
    played_rounds = total if rng.random() < 0.8 else rng.randint(2, total)
    unrated = rng.random() < 0.3
    ratings = {p: (0 if unrated and rng.random() < 0.2 else rng.randint(1200, 2750))
               for p in range(1, n + 1)}
    hist = {p: [] for p in range(1, n + 1)}
    points = {p: 0.0 for p in range(1, n + 1)}
    draw = rng.choice([0.15, 0.35, 0.6])
    met = {p: set() for p in range(1, n + 1)}
    whites = {p: 0 for p in range(1, n + 1)}
    # Withdrawals: a player leaves after some round and is absent from then on.
    leaves = {p: rng.randint(1, played_rounds) for p in range(1, n + 1) if rng.random() < 0.08}
    for rnd in range(played_rounds):
        present = []
        for p in range(1, n + 1):
            if p in leaves and rnd >= leaves[p]:
                hist[p].append("0000 - Z")
                continue
            x = rng.random()
            if x < 0.03:
                hist[p].append("0000 - H")
                points[p] += 0.5
            elif x < 0.05:
                hist[p].append("0000 - Z")
            elif x < 0.06:
                hist[p].append("0000 - F")
                points[p] += 1.0
            else:
                present.append(p)
        for _ in range(50):
            rng.shuffle(present)
            if all(b not in met[a] for a, b in zip(present[0::2], present[1::2])):
                break
        if len(present) % 2:
            p = present.pop()
            hist[p].append("0000 - U")
            points[p] += 1.0
        for a, b in zip(present[0::2], present[1::2]):
            met[a].add(b)
            met[b].add(a)
            # White to the one with fewer whites (FIDE's tool assumes a Swiss event's bounds).
            if whites[b] < whites[a] or (whites[b] == whites[a] and rng.random() < 0.5):
                a, b = b, a
            whites[a] += 1
            x = rng.random()
            if x < 0.04:
                ra, rb = "+", "-"
            elif x < 0.06:
                ra, rb = "-", "+"
            elif x < 0.06 + draw:
                ra, rb = "=", "="
            elif rng.random() < 0.5:
                ra, rb = "1", "0"
            else:
                ra, rb = "0", "1"
            hist[a].append(f"{b:4d} w {ra}")
            hist[b].append(f"{a:4d} b {rb}")
            points[a] += POINTS[ra]
            points[b] += POINTS[rb]
    date = rng.choice(["2025/09/13", "2026/02/20", "2026/03/01", "2026/06/06"])
    lines = ["012 FIDE tie-break differential", f"042 {date}", f"062 {n}", "092 Swiss",
             f"XXR {total}"]
    for p in range(1, n + 1):
        name = f"Player{p:04d}"
        rating = f"{ratings[p]:4d}" if ratings[p] else "    "
        line = f"001 {p:4d}      {name:<33} {rating}" + " " * 28 + f"{points[p]:4.1f} {p:4d}"
        for h in hist[p]:
            line += "  " + h
        lines.append(line)
    return "\n".join(lines) + "\n", n, played_rounds


def modified_codes(rng):
    """A dozen codes with modifiers for one event, Fore Buchholz ones last."""
    codes = [form.format(rng.choice(ns)) for form, ns in rng.sample(MODIFIED, 12)]
    fore = [form.format(rng.choice(ns)) for form, ns in MODIFIED_FORE if rng.random() < 0.3]
    return codes, fore


def number(text):
    text = text.strip()
    return float(text) if text and text.lower() != "none" else 0.0


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
        tmp = tempfile.mkdtemp(prefix="fide-tb-diff-")
        differ = values = 0
        by_code = {code: 0 for code, _ in CODES}
        for seed in range(seed0, seed0 + n):
            rng = random.Random(seed)
            text, players, played = trf(rng)
            path = os.path.join(tmp, f"{seed}.trf")
            with open(path, "w") as f:
                f.write(text)
            modified, fore = modified_codes(rng)
            ours = post(port, "/v1/tournament/computeStandings",
                        {"trf": text, "tiebreaks": [name for _, name in CODES]})
            have = {r["startNumber"]: [float(v) for v in r.get("tiebreaks", [])]
                    for r in ours["rows"]}
            ours = post(port, "/v1/tournament/computeStandings",
                        {"trf": text, "tiebreakCodes": modified + fore})
            for r in ours["rows"]:
                have[r["startNumber"]][len(CODES) - 1:len(CODES) - 1] = \
                    [float(v) for v in r.get("tiebreaks", [])[:len(modified)]]
                have[r["startNumber"]] += [float(v) for v in r.get("tiebreaks", [])[len(modified):]]
            codes = [code for code, _ in CODES[:-1]] + modified + [CODES[-1][0]] + fore
            # The values after the rounds played (an event with rounds still to come too).
            out = subprocess.run([PYTHON, GACRUX, "-i", path, "-dT", "-n", str(played), "-t", "PTS"]
                                 + codes, capture_output=True, text=True)
            if "error" in out.stdout.lower() or out.returncode != 0:
                differ += 1
                print(f"seed {seed}: FIDE's tool failed on {path}: "
                      f"{(out.stdout + out.stderr).strip()[-300:]}")
                continue
            want = {}
            for line in out.stdout.splitlines()[1:]:
                cols = line.split("\t")
                if not cols[0].strip():
                    continue
                want[int(cols[0])] = [number(c) for c in cols[3:3 + len(codes)]]
            bad = []
            for p, w in sorted(want.items()):
                h = have.get(p, [])
                for k, code in enumerate(codes):
                    mine = h[k] if k < len(h) else None
                    if mine is None or k >= len(w) or abs(mine - w[k]) > 1e-6:
                        bad.append((p, code, mine, w[k] if k < len(w) else None))
                        by_code[code] = by_code.get(code, 0) + 1
            values += len(want) * len(codes)
            if bad or len(want) != players:
                differ += 1
                print(f"seed {seed} ({players} players) -> {path}: (player, code, arbiter, "
                      f"FIDE tool) {bad[:6]}")
            else:
                os.remove(path)
        print(f"{n - differ}/{n} events identical ({values} values: "
              f"{', '.join(code for code, _ in CODES)} and 12-15 codes with modifiers each)")
        if differ:
            print("values that differ by code:", {c: k for c, k in by_code.items() if k})
        return 0 if differ == 0 else 1
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":
    sys.exit(main())
