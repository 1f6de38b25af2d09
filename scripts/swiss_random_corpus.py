#!/usr/bin/env python3
"""Regenerates crates/tournament/tests/data/swiss/random/: complete random tournaments paired
by bbpPairings.

Each tournament comes from bbpPairings' own random tournament generator (Dutch system, 2025
rules), so every round in it is bbpPairings' pairing of the rounds before it. The Rust test
`swiss_random_corpus` replays every round with Arbiter's engine; CI needs nothing but the
committed files. Sizes run 6-300 players, 4-11 rounds, three result profiles (clean: no
forfeits or byes; light; messy: many forfeits, withdrawals and half-point byes) and three
point systems (1-0.5-0, 2-1-0, 3-1-0).

Usage: scripts/swiss_random_corpus.py [BBPPAIRINGS] [COUNT]
  BBPPAIRINGS  default ../shared/tools/swiss/bbpPairings.exe (beside the project root)
  COUNT        default 240

Same binary, same COUNT -> same files (the generator is seeded).
"""
import os
import random
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "crates", "tournament", "tests", "data", "swiss", "random")
PROFILES = {
    "clean": (30, 1000000, 1000000, 1000000),
    "light": (25, 40, 25, 15),
    "messy": (35, 10, 5, 5),
}
POINTS = {
    "std": "",
    "cn": "PointsForWin=2.0\nPointsForDraw=1.0\n",
    "w3": "PointsForWin=3.0\nPointsForDraw=1.0\n",
}
# Seeds of their own, apart from the ranges the differential runs use (1-5000, 10001-).
FIRST_SEED = 700001


def size_for(i, rng):
    """Mostly small fields (where byes and late rounds bite), some large ones."""
    if i % 8 == 7:
        return rng.randint(151, 300)
    if i % 4 == 3:
        return rng.randint(61, 150)
    return rng.randint(6, 60)


def main():
    bbp = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        ROOT, "..", "shared", "tools", "swiss", "bbpPairings.exe")
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 240
    os.makedirs(OUT, exist_ok=True)
    for name in os.listdir(OUT):
        if name.endswith(".trf"):
            os.remove(os.path.join(OUT, name))
    tmp = tempfile.mkdtemp(prefix="swiss-corpus-")
    manifest = ["name\tseed\tplayers\trounds\tprofile\tpoints"]
    seed = FIRST_SEED
    made = 0
    while made < count:
        rng = random.Random(seed)
        players = size_for(made, rng)
        rounds = rng.randint(4, 11)
        profile = list(PROFILES)[made % 3]
        points = list(POINTS)[(made // 3) % 3]
        draw, forfeit, retired, halfbye = PROFILES[profile]
        cfg = os.path.join(tmp, "c.cfg")
        raw = os.path.join(tmp, "raw.trf")
        with open(cfg, "w") as f:
            f.write(f"PlayersNumber={players}\nRoundsNumber={rounds}\nDrawPercentage={draw}\n"
                    f"ForfeitRate={forfeit}\nRetiredRate={retired}\nHalfPointByeRate={halfbye}\n"
                    f"HighestRating=2600\nLowestRating=1400\n" + POINTS[points])
        done = subprocess.run([bbp, "--dutch", "-g", cfg, "-o", raw, "-s", str(seed)],
                              capture_output=True)
        seed += 1
        if done.returncode:
            continue  # some round had no legal pairing: not a tournament
        with open(raw, newline="") as f:
            lines = f.read().replace("\r\n", "\n").replace("\r", "\n").split("\n")
        while lines and lines[-1] == "":
            lines.pop()
        lines.append(f"XXR {rounds}")
        name = f"s{seed - 1}_p{players:03d}_r{rounds:02d}_{profile}_{points}"
        with open(os.path.join(OUT, name + ".trf"), "w", newline="\n") as f:
            f.write("\n".join(lines) + "\n")
        manifest.append(f"{name}\t{seed - 1}\t{players}\t{rounds}\t{profile}\t{points}")
        made += 1
    with open(os.path.join(OUT, "MANIFEST.tsv"), "w", newline="\n") as f:
        f.write("\n".join(manifest) + "\n")
    print(f"{made} tournaments in {OUT}")


if __name__ == "__main__":
    main()
