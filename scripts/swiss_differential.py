#!/usr/bin/env python3
"""Random-tournament differential test of Arbiter's Dutch engine against bbpPairings.

The method of ../shared/tools/swiss/random_tournaments.py (FIDE Handbook C.04 A.7: agree with
an endorsed engine on random tournaments), with the field size as a range, so that large
fields get their own run: N tournaments from bbpPairings' seeded generator, every round
re-paired by `arbiter tournament pair` from the rounds before it and compared (pairs,
colours, the pairing-allocated bye). Each differing round is kept as a ready-to-pair TRF and
bbpPairings' answer.

Usage: scripts/swiss_differential.py ARBITER N FIRST_SEED MIN_PLAYERS MAX_PLAYERS [OUT_DIR]
Needs ../shared/tools/swiss (bbpPairings) and ../shared/data/swiss/trf_tool.py beside the
project root; exits 0 when every tournament is identical.
"""
import os
import random
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from swiss_oracle import PROFILES, T, generate  # noqa: E402


def main():
    exe, n, seed0, lo, hi = sys.argv[1], *map(int, sys.argv[2:6])
    out = sys.argv[6] if len(sys.argv) > 6 else tempfile.mkdtemp(prefix="swiss-diff-")
    os.makedirs(out, exist_ok=True)
    tmp = tempfile.mkdtemp(prefix="swiss-diff-work-")
    same_t = total_t = rounds = same_r = 0
    for seed in range(seed0, seed0 + n):
        rng = random.Random(seed)
        p, r = rng.randint(lo, hi), rng.randint(4, 11)
        prof, pts = rng.choice(list(PROFILES)), rng.choice(["std", "std", "cn", "w3"])
        trf = generate(tmp, seed, p, r, prof, pts)
        if trf is None:
            continue
        total_t += 1
        all_same = True
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
            with open(name + ".expected", "w") as f:
                f.write(f"{len(expected)}\n" + "".join(f"{a} {b}\n" for a, b in expected))
            e, g = set(expected), set(got)
            print(f"seed {seed} ({p} players, {r} rounds, {prof}, {pts}) round {k}: "
                  f"only bbpPairings {sorted(e - g)}, only Arbiter {sorted(g - e)} -> {name}.trf",
                  flush=True)
        same_t += all_same
        if total_t % 10 == 0:
            print(f"... {same_t}/{total_t} tournaments identical so far", flush=True)
    print(f"{same_t}/{total_t} random tournaments of {lo}-{hi} players identical to "
          f"bbpPairings, {same_r}/{rounds} rounds")
    return 0 if same_t == total_t else 1


if __name__ == "__main__":
    sys.exit(main())
