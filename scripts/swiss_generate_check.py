#!/usr/bin/env python3
"""`arbiter tournament generate` output against bbpPairings' checker (`-c`).

For N seeds: a random tournament made by Arbiter (sizes, rounds, draw/forfeit/bye rates and
point systems varied with the seed), then `bbpPairings.exe --dutch FILE -c`, which re-pairs
every round and prints a table for any round it would pair otherwise. Also checks that the
same seed gives the same bytes.

Usage: scripts/swiss_generate_check.py ARBITER N [FIRST_SEED]
Needs ../shared/tools/swiss/bbpPairings.exe beside the project root.
"""
import os
import random
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BBP = os.path.join(ROOT, "..", "shared", "tools", "swiss", "bbpPairings.exe")


def main():
    exe, n = sys.argv[1], int(sys.argv[2])
    seed0 = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    tmp = tempfile.mkdtemp(prefix="swiss-gen-")
    accepted = made = 0
    for seed in range(seed0, seed0 + n):
        rng = random.Random(seed)
        players = rng.randint(6, 120)
        rounds = rng.randint(3, min(11, players - 1))
        args = [exe, "tournament", "generate", "--players", str(players), "--rounds",
                str(rounds), "--seed", str(seed), "--draws", str(rng.choice([0, 20, 35])),
                "--forfeits", str(rng.choice([0, 0, 3, 10])), "--byes",
                str(rng.choice([0, 0, 2, 5])), "--points",
                rng.choice(["1-0.5-0", "1-0.5-0", "2-1-0", "3-1-0"])]
        first = subprocess.run(args, capture_output=True)
        if first.returncode:
            if b"no legal pairing" in first.stdout:
                continue  # a small field ran out of opponents: no tournament
            print(f"seed {seed}: generate failed: {first.stdout.decode()[:200]}")
            made += 1
            continue
        made += 1
        again = subprocess.run(args, capture_output=True)
        if again.stdout != first.stdout:
            print(f"seed {seed}: the same seed gave other bytes")
            continue
        path = os.path.join(tmp, f"{seed}.trf")
        with open(path, "wb") as f:
            f.write(first.stdout)
        check = subprocess.run([BBP, "--dutch", path, "-c"], capture_output=True, text=True)
        if check.returncode == 0 and "Checker pairings" not in check.stdout:
            accepted += 1
            os.remove(path)
        else:
            print(f"seed {seed} ({players} players, {rounds} rounds): bbpPairings -c: "
                  f"{(check.stdout + check.stderr).strip()[-400:]} -> {path}")
    print(f"{accepted}/{made} generated tournaments accepted by bbpPairings' checker")
    return 0 if accepted == made else 1


if __name__ == "__main__":
    sys.exit(main())
