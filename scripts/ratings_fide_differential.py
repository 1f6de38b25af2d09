#!/usr/bin/env python3
"""FIDE ratings (`TournamentService/ComputeRatings`) against FIDE's own formulas.

N random events (4–40 players, 10 % unrated, 3–11 rounds of random pairings, draws, forfeits,
byes; random dates either side of 1 October 2025; K factors given or derived from random facts)
are rated by Arbiter over REST and, player by player, by the FIDE tie-break tool's `rating.py`
(`../shared/tools/tiebreaks/gacrux`: the tables of B.02 8.1, ARO, TPR, PTP) plus the rating
change of B.02 8.3 written here from the text: the 400-point rule (every game from March 2024;
not for a player rated 2650 or more from October 2025), K (8.3.3, with the 700 limit), the
change K × (W − We) rounded, a half up. Every value is compared; the first differences are
printed.

Usage: scripts/ratings_fide_differential.py ARBITER N [SEED] [GACRUX_DIR]
"""
import json
import os
import random
import socket
import subprocess
import sys
import time
import urllib.request
from decimal import Decimal, ROUND_FLOOR

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def random_event(rng):
    n = rng.randint(4, 40)
    rounds = rng.randint(3, 11)
    players = []
    for i in range(1, n + 1):
        rating = 0 if rng.random() < 0.1 else rng.randint(1000, 2850)
        players.append({"startNumber": i, "rating": rating, "rounds": []})
    for _ in range(rounds):
        order = list(range(n))
        rng.shuffle(order)
        if n % 2:
            bye = order.pop()
            players[bye]["rounds"].append({"result": rng.choice(
                ["RESULT_KIND_PAIRING_BYE", "RESULT_KIND_HALF_BYE", "RESULT_KIND_ZERO_BYE"])})
        for a, b in zip(order[::2], order[1::2]):
            r = rng.random()
            if r < 0.03:
                ra, rb = "RESULT_KIND_FORFEIT_WIN", "RESULT_KIND_FORFEIT_LOSS"
            elif r < 0.4:
                ra, rb = "RESULT_KIND_WIN", "RESULT_KIND_LOSS"
            elif r < 0.7:
                ra, rb = "RESULT_KIND_DRAW", "RESULT_KIND_DRAW"
            else:
                ra, rb = "RESULT_KIND_LOSS", "RESULT_KIND_WIN"
            players[a]["rounds"].append({"opponent": b + 1, "colour": "SIDE_RED", "result": ra})
            players[b]["rounds"].append({"opponent": a + 1, "colour": "SIDE_BLACK", "result": rb})
    date = rng.choice(["2024-06-01", "2025-09-30", "2025-10-01", "2026-12-01"])
    facts = []
    for p in players:
        f = {"startNumber": p["startNumber"]}
        c = rng.random()
        if c < 0.2:
            f["kFactor"] = rng.choice([10, 20, 40])
        elif c < 0.4:
            f["gamesBefore"] = rng.randint(0, 60)
        elif c < 0.6:
            f["birthYear"] = rng.randint(2000, 2015)
        elif c < 0.7:
            f["reached2400"] = True
        facts.append(f)
    return {"event": {"startDate": date, "players": players}, "players": facts}


def k_factor(f, rating, year):
    if "kFactor" in f:
        return f["kFactor"]
    young = "birthYear" in f and year <= f["birthYear"] + 18
    if ("gamesBefore" in f and f["gamesBefore"] < 30) or (young and rating < 2300):
        return 40
    if f.get("reached2400") or rating >= 2400:
        return 10
    return 20


def expected(req, rating):
    """Per player: (games, score, We, K, change, rounded, after, aro, tpr, ptp)."""
    ev = req["event"]
    ratings = {p["startNumber"]: p["rating"] for p in ev["players"]}
    facts = {f["startNumber"]: f for f in req["players"]}
    year = int(ev["startDate"][:4])
    october2025 = ev["startDate"] >= "2025-10-01"
    out = {}
    for p in ev["players"]:
        own = p["rating"]
        opps, score = [], Decimal(0)
        we = Decimal(0)
        for r in p["rounds"]:
            res = r["result"]
            if res not in ("RESULT_KIND_WIN", "RESULT_KIND_DRAW", "RESULT_KIND_LOSS"):
                continue
            o = ratings[r["opponent"]]
            if o == 0:
                continue
            opps.append(o)
            w = {"RESULT_KIND_WIN": Decimal(1), "RESULT_KIND_DRAW": Decimal("0.5"),
                 "RESULT_KIND_LOSS": Decimal(0)}[res]
            score += w
            if own > 0:
                capped = o
                if not (october2025 and own >= 2650):
                    capped = min(max(o, own - 400), own + 400)
                we += rating.ComputeExpectedScore(own, capped)
        k, change, rounded, after = 0, Decimal(0), 0, 0
        if own > 0 and opps:
            k = k_factor(facts[p["startNumber"]], own, year)
            if k * len(opps) > 700:
                k = 700 // len(opps)
            change = k * (score - we)
            # To the nearest whole number, a half up (towards the higher number).
            rounded = int((change + Decimal("0.5")).to_integral_value(rounding=ROUND_FLOOR))
        if own > 0:
            after = max(own + rounded, 0)
        aro = rating.ComputeAverageRatingOpponents(opps) if opps else None
        tpr = rating.ComputeTournamentPerformanceRating(score, opps) if opps else None
        ptp = rating.ComputePerfectTournamentPerformance(score, opps) if opps else None
        out[p["startNumber"]] = (len(opps), float(score), float(we), k, float(change), rounded,
                                 after, aro, tpr, ptp)
    return out


def main():
    exe, n = sys.argv[1], int(sys.argv[2])
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    gacrux = sys.argv[4] if len(sys.argv) > 4 else os.path.join(
        ROOT, "..", "shared", "tools", "tiebreaks", "gacrux")
    sys.path.insert(0, gacrux)
    import rating  # FIDE's own formulas (test-time only)
    rng = random.Random(seed)
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
        events = values = 0
        problems = []
        for _ in range(n):
            req = random_event(rng)
            body = json.dumps(req).encode()
            r = urllib.request.Request(f"http://127.0.0.1:{port}/v1/tournament/computeRatings",
                                       data=body, headers={"content-type": "application/json"})
            with urllib.request.urlopen(r, timeout=60) as resp:
                got = json.load(resp)
            want = expected(req, rating)
            events += 1
            for row in got["players"]:
                w = want[row["startNumber"]]
                g = (row.get("games", 0), row.get("score", 0.0), row.get("expectedScore", 0.0),
                     row.get("kFactor", 0), row.get("change", 0.0), row.get("changeRounded", 0),
                     int(row.get("ratingAfter", 0)), row.get("averageRatingOfOpponents"),
                     row.get("performanceRating"), row.get("perfectPerformance"))
                values += len(g)
                same = all((abs(a - b) < 1e-9 if isinstance(a, float) or isinstance(b, float)
                            else a == b) if a is not None and b is not None else a == b
                           for a, b in zip(g, w))
                if not same:
                    problems.append(f"{req['event']['startDate']} player {row['startNumber']} "
                                    f"(rating {int(row['ratingBefore'])}): arbiter {g} vs FIDE {w}")
        print(f"FIDE ratings vs rating.py + B.02 8.3: {events} events, {values} values; "
              f"{len(problems)} differences")
        for p in problems[:20]:
            print("  " + p)
        sys.exit(1 if problems else 0)
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":
    main()
