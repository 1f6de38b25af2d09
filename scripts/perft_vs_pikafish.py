#!/usr/bin/env python3
"""Perft speed against Pikafish (the anchor of issue 36): whole-process time of a perft on the
same positions, alternating the two programs, Pikafish's start-up subtracted.

Usage: scripts/perft_vs_pikafish.py ARBITER PIKAFISH [DEPTH] [RUNS]     (defaults 5 and 3)

ARBITER is a release binary (`cargo build --release`, then ./target/release/arbiter); PIKAFISH
any Pikafish build (it speaks UCI: `go perft N` prints "Nodes searched: N"). Each position runs
RUNS times per program, alternating, and the best time of each counts (the least disturbed by
this shared machine). Pikafish's start-up (loading its network) is measured as `uci` then `quit`
and subtracted. Prints per position: nodes (checked equal), seconds, and Arbiter's speed as a
ratio of Pikafish's (above 1: faster). Not run by CI: no Pikafish binary is available there.
"""

import subprocess
import sys
import time

POSITIONS = [
    ("start", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"),
    ("middle game", "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1"),
    ("endgame", "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1"),
]


def timed(cmd, stdin=None):
    start = time.perf_counter()
    out = subprocess.run(cmd, input=stdin, capture_output=True, text=True, check=True).stdout
    return time.perf_counter() - start, out


def arbiter(exe, fen, depth):
    seconds, out = timed([exe, "xiangqi", "perft", "--fen", fen, "--depth", str(depth)])
    nodes = next(int(l.split()[1]) for l in out.splitlines() if l.startswith("nodes "))
    return seconds, nodes


def pikafish(exe, fen, depth):
    script = f"uci\nposition fen {fen}\ngo perft {depth}\nquit\n"
    seconds, out = timed([exe], script)
    line = next(l for l in out.splitlines() if l.startswith("Nodes searched"))
    return seconds, int(line.split(":")[1])


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    arb, pika = sys.argv[1], sys.argv[2]
    depth = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    runs = int(sys.argv[4]) if len(sys.argv) > 4 else 3
    startup = min(timed([pika], "uci\nquit\n")[0] for _ in range(runs))
    print(f"Pikafish start-up {startup:.3f} s (subtracted); depth {depth}, best of {runs}")
    for name, fen in POSITIONS:
        best_a = best_p = float("inf")
        nodes_a = nodes_p = None
        for _ in range(runs):
            t, nodes_a = arbiter(arb, fen, depth)
            best_a = min(best_a, t)
            t, nodes_p = pikafish(pika, fen, depth)
            best_p = min(best_p, t - startup)
        if nodes_a != nodes_p:
            print(f"{name}: node counts differ: Arbiter {nodes_a}, Pikafish {nodes_p}")
            return 1
        print(
            f"{name:12} {nodes_a:>12,} nodes  Arbiter {best_a:.3f} s  Pikafish {best_p:.3f} s"
            f"  ratio {best_p / best_a:.2f}x"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
