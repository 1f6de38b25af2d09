#!/usr/bin/env python3
"""Differential test of Arbiter's Dutch engine against bbpPairings with what an event fixes
before round 1: prohibited pairs (XXP), explicit virtual points (XXA) and Baku acceleration
(TRF-2026 `192 FIDE_DUTCH_2025_BAKU`, FIDE C.04.5.1).

Method (FIDE Handbook C.04 A.7, as scripts/swiss_differential.py): N tournaments from
bbpPairings' seeded generator; before each round, the rounds played so far plus the MODE's
records are paired by both engines and compared (pairs, colours, the bye). When bbpPairings
finds no legal pairing, Arbiter must refuse too.

MODE:
  xxp   random prohibited groups (about n/5 pairs of players likely to meet, one triple), the
        same for the whole event
  xxa   random virtual points (0, 0.5, 1 or 1.5) for a random third of the players, per round
  baku  `192 FIDE_DUTCH_2025_BAKU`; 1-1/2-0 and 2-1-0 events only (C.04.5.1's premise).
        C.04.5.1 puts the first 2 x ceil(n/4) players in group GA; bbpPairings takes ceil(n/2).
        Where the two differ (n mod 4 = 1 or 2) bbpPairings is given the rule's virtual points
        as XXA records instead, so the rest of the method is still compared; the summary
        counts both kinds.

Usage: scripts/swiss_setup_differential.py ARBITER MODE N [FIRST_SEED] [MAX_PLAYERS] [OUT_DIR]
Needs ../shared/tools/swiss (bbpPairings) and ../shared/data/swiss/trf_tool.py beside the
project root; exits 0 when every tournament is identical.
"""
import math
import os
import random
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from swiss_oracle import BBP, PROFILES, T, generate  # noqa: E402

WIN = {"std": 1.0, "cn": 2.0, "w3": 3.0}


def xxp_records(rng, n):
    """Prohibited groups among players likely to meet: neighbours in the ranking and round-1
    opponents (i and i + n/2), plus one triple."""
    ids = list(range(1, n + 1))
    used, groups = set(), []
    for _ in range(max(1, n // 5)):
        a = rng.choice(ids)
        b = a + rng.choice([1, 2, 3, n // 2]) if a + 1 <= n else a - 1
        if b > n or a in used or b in used or a == b:
            continue
        used.update((a, b))
        groups.append([a, b])
    rest = [i for i in ids if i not in used]
    if len(rest) >= 3:
        groups.append(sorted(rng.sample(rest, 3)))
    return ["XXP " + " ".join(f"{i:>4}" for i in g) for g in groups]


def xxa_records(rng, n, rounds):
    lines = []
    for pid in sorted(rng.sample(range(1, n + 1), max(1, n // 3))):
        pts = [rng.choice([0.0, 0.5, 1.0, 1.5]) for _ in range(rounds)]
        lines.append(f"XXA {pid:>4}" + "".join(f" {p:>4.1f}" for p in pts))
    return lines


def baku_xxa(n, rounds, win):
    """C.04.5.1's virtual points as XXA records (GA = 2 x ceil(n/4))."""
    ga = 2 * math.ceil(n / 4)
    acc = math.ceil(rounds / 2)
    full = math.ceil(acc / 2)
    pts = [win if r < full else win / 2 if r < acc else 0.0 for r in range(rounds)]
    return [f"XXA {pid:>4}" + "".join(f" {p:>4.1f}" for p in pts) for pid in range(1, min(ga, n) + 1)]


def pair_bbp(path, tmp):
    out = os.path.join(tmp, "bbp.out")
    res = subprocess.run([BBP, "--dutch", path, "-p", out], capture_output=True, text=True)
    if res.returncode:
        return None, res.stdout + res.stderr
    with open(out) as f:
        return sorted(tuple(map(int, ln.split())) for ln in f.read().split("\n")[1:] if ln.strip()), ""


def pair_arbiter(exe, path):
    res = subprocess.run([exe, "tournament", "pair", path], capture_output=True, text=True)
    if res.returncode:
        return None, res.stderr
    return sorted(tuple(map(int, ln.split())) for ln in res.stdout.split("\n")[1:] if ln.strip()), ""


def main():
    exe, mode, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
    seed0 = int(sys.argv[4]) if len(sys.argv) > 4 else 1
    maxp = int(sys.argv[5]) if len(sys.argv) > 5 else 80
    out = sys.argv[6] if len(sys.argv) > 6 else tempfile.mkdtemp(prefix=f"swiss-{mode}-")
    os.makedirs(out, exist_ok=True)
    tmp = tempfile.mkdtemp(prefix="swiss-setup-work-")
    same_t = total_t = rounds = same_r = refused = changed = 0
    ga_kinds = {"192": 0, "xxa": 0}
    for seed in range(seed0, seed0 + n):
        rng = random.Random(seed * 7919 + len(mode))
        p, r = rng.randint(6, maxp), rng.randint(4, 11)
        prof = rng.choice(list(PROFILES))
        pts = rng.choice(["std", "std", "cn"] if mode == "baku" else ["std", "std", "cn", "w3"])
        trf = generate(tmp, seed, p, r, prof, pts)
        if trf is None:
            continue
        if mode == "xxp":
            ours = theirs = xxp_records(rng, p)
        elif mode == "xxa":
            ours = theirs = xxa_records(rng, p, r)
        else:
            ours = ["192 FIDE_DUTCH_2025_BAKU"]
            agree = 2 * math.ceil(p / 4) == (p + 1) // 2
            theirs = ours if agree else baku_xxa(p, r, WIN[pts])
            ga_kinds["192" if agree else "xxa"] += 1
        total_t += 1
        all_same = True
        for k in range(1, r + 1):
            cut = os.path.join(tmp, "cut.trf")
            T.cmd_cut(trf, k, cut)
            with open(cut) as f:
                base = f.read().rstrip("\n") + "\n"
            mine, bbps = (os.path.join(tmp, x) for x in ("mine.trf", "bbp.trf"))
            with open(mine, "w") as f:
                f.write(base + "\n".join(ours) + "\n")
            with open(bbps, "w") as f:
                f.write(base + "\n".join(theirs) + "\n")
            expected, why = pair_bbp(bbps, tmp)
            got, why_not = pair_arbiter(exe, mine)
            plain, _ = pair_bbp(cut, tmp)
            changed += plain != expected
            rounds += 1
            if expected is None and got is None:
                same_r += 1
                refused += 1
                continue
            if expected is not None and got == expected:
                same_r += 1
                continue
            all_same = False
            name = os.path.join(out, f"{mode}_{seed}_r{k}")
            os.replace(mine, name + ".trf")
            os.replace(bbps, name + ".bbp.trf")
            e, g = set(expected or []), set(got or [])
            print(f"seed {seed} ({p} players, {r} rounds, {prof}, {pts}) round {k}: "
                  f"only bbpPairings {sorted(e - g)}, only Arbiter {sorted(g - e)}"
                  f"{' (bbp refused: ' + why.strip()[:80] + ')' if expected is None else ''}"
                  f"{' (Arbiter refused: ' + why_not.strip()[:80] + ')' if got is None else ''}"
                  f" -> {name}.trf")
        same_t += all_same
    extra = f"; GA by 192 in {ga_kinds['192']}, by the rule's XXA in {ga_kinds['xxa']}" if mode == "baku" else ""
    print(f"{mode}: {same_t}/{total_t} random tournaments identical to bbpPairings, "
          f"{same_r}/{rounds} rounds ({refused} refused by both; the records changed "
          f"bbpPairings' pairing in {changed}){extra}")
    return 0 if same_t == total_t else 1


if __name__ == "__main__":
    sys.exit(main())
