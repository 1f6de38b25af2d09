#!/usr/bin/env python3
"""Swiss pairing against bbpPairings under every point system its generator supports.

As ../shared/tools/swiss/random_tournaments.py (bbpPairings' random tournament generator, every
round re-paired by Arbiter from the rounds before it), but each tournament draws its own point
system — PointsForWin / Draw / Loss / ZPB / PAB / ForfeitLoss, including a pairing-allocated bye
worth less than a win (2-1-0 with a bye of 1: the Chinese club standard; 1-½-0 with a bye of ½)
— and high forfeit, retirement and half-point-bye rates. These are the settings where a PAB
that scored less than a win must still make its player ineligible (C.04.3 (2025) C2, ruling R19).

Usage: scripts/swiss_points_differential.py ARBITER N [FIRST_SEED] [MAX_PLAYERS] [OUT_DIR]
Needs ../shared/tools/swiss/bbpPairings.exe and ../shared/data/swiss/trf_tool.py.
"""
import os
import random
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SWISS = os.path.join(ROOT, "..", "shared", "tools", "swiss")
sys.path.insert(0, os.path.join(ROOT, "..", "shared", "data", "swiss"))
import trf_tool as T  # noqa: E402

BBP = os.path.join(SWISS, "bbpPairings.exe")
# (win, draw, loss, zero-point bye, pairing-allocated bye, forfeit loss)
POINT_SYSTEMS = [
    (1.0, 0.5, 0.0, 0.0, 1.0, 0.0),
    (1.0, 0.5, 0.0, 0.0, 0.5, 0.0),
    (2.0, 1.0, 0.0, 0.0, 1.0, 0.0),
    (2.0, 1.0, 0.0, 0.0, 2.0, 0.0),
    (3.0, 1.0, 0.0, 0.0, 1.0, 0.0),
    (3.0, 1.0, 0.0, 0.0, 3.0, 0.0),
    (3.0, 2.0, 1.0, 0.0, 2.0, 0.0),
    (2.0, 1.0, 0.0, 0.0, 0.0, 0.0),
    (1.0, 0.5, 0.0, 0.5, 0.5, 0.0),
]
# (draw %, forfeit rate, retired rate, half-point-bye rate): bbpPairings' "1 in N" rates.
PROFILES = [(30, 1000000, 1000000, 1000000), (35, 10, 5, 5), (60, 6, 8, 4), (95, 12, 12, 12),
            (25, 4, 20, 3)]


def main():
    exe, n = sys.argv[1], int(sys.argv[2])
    seed0 = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    maxp = int(sys.argv[4]) if len(sys.argv) > 4 else 60
    out = sys.argv[5] if len(sys.argv) > 5 else tempfile.mkdtemp(prefix="swiss-points-")
    os.makedirs(out, exist_ok=True)
    tmp = tempfile.mkdtemp(prefix="sp-")
    same_t = total_t = rounds = same_r = 0
    for seed in range(seed0, seed0 + n):
        rng = random.Random(seed)
        p = rng.randint(5, maxp)
        r = rng.randint(3, min(11, max(3, p - 1)))
        w, d, l, z, u, f = rng.choice(POINT_SYSTEMS)
        dp, fr, rr, hr = rng.choice(PROFILES)
        cfg, raw, trf = (os.path.join(tmp, x) for x in ("c.cfg", "raw.trf", "t.trf"))
        with open(cfg, "w") as fh:
            fh.write(f"PlayersNumber={p}\nRoundsNumber={r}\nDrawPercentage={dp}\n"
                     f"ForfeitRate={fr}\nRetiredRate={rr}\nHalfPointByeRate={hr}\n"
                     f"HighestRating=2600\nLowestRating=1400\nPointsForWin={w}\n"
                     f"PointsForDraw={d}\nPointsForLoss={l}\nPointsForZPB={z}\n"
                     f"PointsForPAB={u}\nPointsForForfeitLoss={f}\n")
        gen = subprocess.run([BBP, "--dutch", "-g", cfg, "-o", raw, "-s", str(seed)],
                             capture_output=True)
        if gen.returncode:
            continue  # the generator found no valid pairing for some round: not a tournament
        T.cmd_lf(raw, trf)
        total_t += 1
        all_same = True
        label = f"W{w} D{d} L{l} Z{z} U{u} F{f}, rates {dp}/{fr}/{rr}/{hr}"
        for k in range(1, r + 1):
            expected = sorted(T.cmd_pairs(trf, k))
            if not expected:
                continue
            cut = os.path.join(tmp, "cut.trf")
            T.cmd_cut(trf, k, cut)
            res = subprocess.run([exe, "tournament", "pair", cut], capture_output=True, text=True)
            got = sorted(tuple(map(int, ln.split())) for ln in res.stdout.split("\n")[1:]
                         if ln.strip())
            rounds += 1
            if res.returncode == 0 and got == expected:
                same_r += 1
                continue
            all_same = False
            name = os.path.join(out, f"{seed}_r{k}")
            os.replace(cut, name + ".trf")
            e, g = set(expected), set(got)
            print(f"seed {seed} ({p} players, {r} rounds, {label}) round {k}: only bbpPairings "
                  f"{sorted(e - g)}, only Arbiter {sorted(g - e)} -> {name}.trf")
        same_t += all_same
    print(f"{same_t}/{total_t} random tournaments identical to bbpPairings under varied point "
          f"systems, {same_r}/{rounds} rounds")
    return 0 if same_t == total_t else 1


if __name__ == "__main__":
    sys.exit(main())
