#!/usr/bin/env python3
"""FIDE's team tie-breaks against FIDE's own tie-break tool on generated team events.

For N seeds: a team event of 4-16 teams of 2-6 boards (a round robin, or a Swiss-like event
of fewer rounds paired by match points without rematches), every board's result drawn at
random with many draws (so that teams tie), written as a TRF-2026 team file (records 042,
310, 320, 352, 362) and as Arbiter's `computeTeamStandings` request; Arbiter answers both
the request and the file itself (`trf`), which must agree. Both sides are asked for MPTS and
a dozen codes drawn from the team list (`BH:GP/C1`, `EMGSB`, `BC`, `TBR` …); every value and
every rank is compared, every difference printed.

An odd number of teams gives a pairing-allocated bye each round (record 320, with match and
game points drawn per event and sent as `byeMatchPoints` / `byeGamePoints`); forfeited
matches come as every board forfeited ('+'/'-' on the 001 lines, as FIDE's tool reads a
team that did not come), single boards now and then forfeited or lost by both; absent teams
are not generated.

Usage: scripts/tiebreak_team_differential.py ARBITER N [FIRST_SEED]
       scripts/tiebreak_team_differential.py --fixtures OUT.json SEED...   (the tool's values of
       those seeds' events, for crates/tournament/tests/team_tiebreaks.rs)
Needs ../shared/tools/tiebreaks/gacrux and a Python with networkx (PYTHON, default python3).
"""
import json
import os
import random
import subprocess
import sys
import tempfile
import time
import urllib.request

from tiebreak_de_differential import berger
from tiebreak_rating_differential import free_port, post

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GACRUX = os.path.join(ROOT, "..", "shared", "tools", "tiebreaks", "gacrux", "tiebreakchecker.py")
PYTHON = os.environ.get("PYTHON", "python3")

CODES = ["GPTS", "BH", "BH:GP", "BH/C1", "BH:GP/C1", "BH/M1", "FB", "FB:GP", "SB", "SB:GP",
         "SB/C1", "SB:GP/C1", "ESB", "EMMSB", "EMGSB", "EGMSB", "EGGSB", "EMGSB/C1", "PS",
         "PS:GP", "KS", "KS:GP", "WIN", "WON", "DE", "BC", "TBR", "BBE", "EDE", "EDEC", "EDET",
         "EDEB", "EDEBT", "EDEBB", "REP", "TPN"]


def swiss_round(teams, mp, met, rng, had_bye):
    """Pairs by match points (random order inside a score), no rematch, a bye for the lowest
    team without one when the number is odd; (pairs, bye) or None when stuck."""
    for _ in range(200):
        order = sorted(teams, key=lambda t: (-mp[t], rng.random()))
        bye = None
        if len(order) % 2 == 1:
            bye = next((t for t in reversed(order) if t not in had_bye), None)
            if bye is None:
                return None
            order.remove(bye)
        pairs, left = [], list(order)
        while left:
            a = left.pop(0)
            b = next((x for x in left if (a, x) not in met), None)
            if b is None:
                break
            left.remove(b)
            pairs.append((a, b) if rng.random() < 0.5 else (b, a))
        else:
            return pairs, bye
    return None


def event(rng):
    n = rng.choice([4, 5, 6, 6, 7, 8, 8, 9, 10, 11, 12, 16])
    size = rng.choice([2, 3, 4, 4, 5, 6])
    draw = rng.choice([0.2, 0.4, 0.6])
    # An odd number of teams plays a Swiss: a round robin's free round is not generated (the
    # tool lowers a round robin's Koya limit by the free rounds; Arbiter does not know an
    # event is a round robin).
    swiss = n % 2 == 1 or (n > 5 and rng.random() < 0.6)
    forfeits = rng.random() < 0.5
    rounds = [] if swiss else berger(n)[0]
    if not swiss and rng.random() < 0.3:
        rounds += [[(b, a) for a, b in r] for r in berger(n)[0]]
    nrounds = rng.randint(3, min(n - 1, 7)) if swiss else len(rounds)
    mp = {t: 0 for t in range(1, n + 1)}
    bye_points = (rng.choice([2, 1, 0]), rng.choice([size, size / 2, 0, size / 2 + 0.5]))
    met = set()
    matches = []
    byes = []
    for r in range(nrounds):
        if swiss:
            paired = swiss_round(list(range(1, n + 1)), mp, met, rng, {t for _, t in byes})
            if paired is None:
                break
            pairs, bye = paired
        else:
            pairs = [(a, b) for a, b in rounds[r] if a <= n and b <= n]
            bye = next((t for p in rounds[r] for t in p if t <= n and n + 1 in p), None)
        if bye is not None:
            byes.append((r + 1, bye))
            mp[bye] += bye_points[0]
        for home, away in pairs:
            met.add((home, away))
            met.add((away, home))
            boards = []
            for _ in range(size):
                x = rng.random()
                boards.append("d" if x < draw else ("h" if x < draw + (1 - draw) / 2 else "a"))
            # Now and then one board forfeited (H home wins, A away wins, X neither played),
            # the others played; or a team that does not come, every board forfeited. (A match
            # of forfeits mixed on every board is not generated: FIDE's tool then gives its
            # winner every board in BC, TBR and BBE but only the boards' game points.)
            if forfeits and size > 1 and rng.random() < 0.15:
                boards[rng.randrange(size)] = rng.choice("HAX")
            elif forfeits and rng.random() < 0.05:
                boards = [rng.choice("HA")] * size
            h = sum(1 if b in "hH" else 0.5 if b == "d" else 0 for b in boards)
            a = sum(1 if b in "aA" else 0.5 if b == "d" else 0 for b in boards)
            mp[home] += 2 if h > a else 1 if h == a else 0
            mp[away] += 2 if a > h else 1 if h == a else 0
            matches.append((r + 1, home, away, boards))
    return n, size, swiss, matches, byes, bye_points


def rules(swiss, seed):
    """The start date written (TRF 042) and the unplayed rule Arbiter is asked for: the C.07
    text in force on that date (2024 before 1 March 2026, then 2026) for a Swiss; for a
    round robin the plain rule (every round with an opponent counts against it, forfeits
    included: FIDE's tool reads a round robin as pairings fixed in advance)."""
    date = "2025/06/01" if seed % 2 else "2026/06/01"
    if not swiss:
        # Pairings fixed in advance: a forfeited round counts against its opponent.
        return date, "UNPLAYED_RULE_PLAIN"
    return date, "UNPLAYED_RULE_FIDE_2024" if seed % 2 else "UNPLAYED_RULE_FIDE_2026"


def trf(n, size, swiss, matches, byes, bye_points, date):
    pid = lambda t, b: (t - 1) * size + b
    games = {pid(t, b): {} for t in range(1, n + 1) for b in range(1, size + 1)}
    for rnd, home, away, boards in matches:
        for b, res in enumerate(boards, start=1):
            h, a = pid(home, b), pid(away, b)
            rh, ra = {"h": ("1", "0"), "a": ("0", "1"), "d": ("=", "="),
                      "H": ("+", "-"), "A": ("-", "+"), "X": ("-", "-")}[res]
            # The home team has white on odd boards (record 352: WBWB…).
            ch, ca = ("w", "b") if b % 2 == 1 else ("b", "w")
            games[h][rnd] = (a, ch, rh)
            games[a][rnd] = (h, ca, ra)
    nrounds = max([m[0] for m in matches] + [r for r, _ in byes] + [0])
    lines = ["012 Generated team event", f"042 {date}", f"062 {n * size}", f"082 {n}",
             "092 Team Swiss" if swiss else "092 FIDE_TEAM_ROUNDROBIN", f"142 {nrounds}",
             "162  W 1.0    D 0.5    L 0.0", "362  W 2.0    D 1.0    L 0.0",
             "352 " + ("WB" * size)[:size]]
    for p in sorted(games):
        pts = sum(1.0 if g[2] in "1+" else 0.5 if g[2] == "=" else 0 for g in games[p].values())
        line = f"001 {p:4d} m    {'Player ' + str(p):33s} {2000:4d} FID {'':11s} {'':10s} {pts:4.1f} {p:4d}"
        line = line.ljust(89)
        for r in range(1, nrounds + 1):
            o, c, res = games[p].get(r, (0, "-", "-"))
            line += f"  {o:4d} {c} {res}" if o else "  0000 - -"
        lines.append(line)
    if byes:
        line = f"320 {bye_points[0]:4.1f} {bye_points[1]:4.1f} "
        for r in range(1, nrounds + 1):
            team = next((t for rb, t in byes if rb == r), 0)
            line += f"{team:3d} " if team else "    "
        lines.append(line.rstrip())
    for t in range(1, n + 1):
        line = f"310 {t:3d} {'Team ' + str(t):32s} {'':5s} {'':6s} {0.0:6.1f} {0.0:6.1f} {t:3d}".ljust(72)
        for b in range(1, size + 1):
            line += f" {pid(t, b):4d}"
        lines.append(line)
    return "\n".join(lines) + "\n"


def request(n, matches, byes, bye_points, codes, unplayed):
    outcome = {"h": "BOARD_OUTCOME_HOME_WINS", "a": "BOARD_OUTCOME_AWAY_WINS",
               "d": "BOARD_OUTCOME_DRAW", "H": "BOARD_OUTCOME_HOME_WINS_BY_FORFEIT",
               "A": "BOARD_OUTCOME_AWAY_WINS_BY_FORFEIT", "X": "BOARD_OUTCOME_DOUBLE_FORFEIT"}
    return {
        "teams": [{"id": t, "name": f"Team {t}"} for t in range(1, n + 1)],
        "matches": [{"round": r, "home": h, "away": a, "boards": [outcome[b] for b in boards]}
                    for r, h, a, boards in matches],
        "byes": [{"round": r, "team": t} for r, t in byes],
        "byeMatchPoints": bye_points[0], "byeGamePoints": bye_points[1],
        "gameWin": 1, "gameDraw": 0.5, "matchWin": 2, "matchDraw": 1,
        "tiebreakCodes": codes,
        "unplayed": unplayed,
    }


def tool_values(path, codes):
    """The tool's (rank, [MPTS, values…]) per team of the TRF at `path`."""
    out = subprocess.run([PYTHON, GACRUX, "-i", path, "-dT", "-t", "MPTS", *codes],
                         capture_output=True, text=True)
    want = {}
    for line in out.stdout.splitlines()[1:]:
        cols = line.split("\t")
        if len(cols) != len(codes) + 3:
            return {}, out  # the tool failed: its message is printed
        want[int(cols[0])] = (int(cols[1]), [round(float(v), 2) for v in cols[2:]])
    return want, out


def tool_trace(path):
    """The tool's own error on the file (its `-v` run prints the traceback)."""
    out = subprocess.run([PYTHON, GACRUX, "-i", path, "-dT", "-t", "MPTS", "-v"],
                         capture_output=True, text=True)
    return out.stdout + out.stderr


def fixtures(out_path, seeds):
    events = []
    tmp = tempfile.mkdtemp(prefix="team-tb-fixture-")
    for seed in seeds:
        rng = random.Random(seed)
        n, size, swiss, matches, byes, bye_points = event(rng)
        codes = rng.sample(CODES, 12)
        path = os.path.join(tmp, f"{seed}.trf")
        with open(path, "w") as f:
            f.write(trf(n, size, swiss, matches, byes, bye_points, rules(swiss, seed)[0]))
        want, _ = tool_values(path, codes)
        events.append({
            "seed": seed, "teams": n,
            "matches": [[r, h, a, "".join(b)] for r, h, a, b in matches],
            "byes": [[r, t] for r, t in byes], "bye_points": list(bye_points),
            "unplayed": rules(swiss, seed)[1],
            "codes": codes,
            "expected": [[t, rank, *vals] for t, (rank, vals) in sorted(want.items())],
        })
    with open(out_path, "w") as f:
        json.dump({"generator": "scripts/tiebreak_team_differential.py --fixtures",
                   "tool": "FIDE TieBreakServer (../shared/tools/tiebreaks/gacrux), -t MPTS CODES",
                   "points": "board 1 / 0.5 / 0, match 2 / 1 / 0",
                   "events": events}, f, indent=None, separators=(",", ":"))
        f.write("\n")


def main():
    if sys.argv[1] == "--fixtures":
        fixtures(sys.argv[2], [int(s) for s in sys.argv[3:]])
        return 0
    exe, n_events = sys.argv[1], int(sys.argv[2])
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
        tmp = tempfile.mkdtemp(prefix="team-tb-diff-")
        differ = values = tool_failed = 0
        for seed in range(seed0, seed0 + n_events):
            rng = random.Random(seed)
            n, size, swiss, matches, byes, bye_points = event(rng)
            codes = rng.sample(CODES, 12)
            date, unplayed = rules(swiss, seed)
            text = trf(n, size, swiss, matches, byes, bye_points, date)
            path = os.path.join(tmp, f"{seed}.trf")
            with open(path, "w") as f:
                f.write(text)
            ours = post(port, "/v1/tournament/computeTeamStandings",
                        request(n, matches, byes, bye_points, codes, unplayed))
            # The same event as the team file the tool reads (its 042 date sets the rule).
            from_file = post(port, "/v1/tournament/computeTeamStandings",
                             {"trf": text, "tiebreakCodes": codes})

            def rows(answer):
                return {r["team"]: (r.get("rank", 0), [round(float(v), 2) for v in
                                                       [r.get("matchPoints", 0)] + r.get("tiebreaks", [])])
                        for r in answer["rows"]}
            have = rows(ours)
            if rows(from_file) != have:
                print(f"seed {seed}: Arbiter reads the team file otherwise than the request")
                differ += 1
                continue
            want, out = tool_values(path, codes)
            if not want and "string index out of range" in tool_trace(path):
                # The tool fails on the event itself: its colour preference of a team whose
                # colour difference passes ±8 (tiebreak.py compute_score, `"bbbbwwww"[pf]`),
                # computed for every tie-break; a long double round robin reaches it.
                tool_failed += 1
                print(f"seed {seed}: FIDE's tool fails (a team's colour difference past ±8)")
                continue
            bad = [(t, have.get(t), w) for t, w in sorted(want.items()) if have.get(t) != w]
            values += len(want) * (len(codes) + 2)
            if bad or len(want) != n:
                differ += 1
                print(f"seed {seed} ({n} teams x {size} boards, {'swiss' if swiss else 'rr'}) "
                      f"-> {path}: codes {codes}")
                for t, h, w in bad[:4]:
                    print(f"  team {t}: arbiter {h}\n          tool    {w}")
                if not want:
                    print(out.stdout[-500:], out.stderr[-500:])
            else:
                os.remove(path)
        compared = n_events - tool_failed
        print(f"{compared - differ}/{compared} team events identical ({values} values and "
              f"ranks); {tool_failed} the tool could not compute")
        return 0 if differ == 0 else 1
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":
    sys.exit(main())
