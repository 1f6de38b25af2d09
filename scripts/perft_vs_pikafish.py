#!/usr/bin/env python3
"""Perft speed against Pikafish (the anchor of issue 36): the time of the perft alone on the same
positions, alternating the two programs.

Usage: scripts/perft_vs_pikafish.py ARBITER PIKAFISH [DEPTH] [RUNS]
(DEPTH: each position's own, 5, 5 and 6, unless given or given as ""; RUNS 3)

ARBITER is a release binary (`cargo build --release`, then ./target/release/arbiter); PIKAFISH
any Pikafish build (it speaks UCI: `go perft N` prints "Nodes searched: N"). Each position runs
RUNS times per program, alternating, and the best time of each counts (the least disturbed by
this shared machine).

Two measurements, both alternating the programs:
- whole process, start-up subtracted: each program is run as a fresh process for `perft N` and
  for `perft 1`, and the CPU time (user + system, from the kernel's accounting of the finished
  child) of the depth-1 run is subtracted: what is left is the perft of depth N less that of
  depth 1 (1/10,000 of it at the start position), with everything else either program does to
  start and stop taken out the same way for both;
- the perft alone, timed inside: Arbiter's time is the one its perft prints (the count alone,
  after the position is read); Pikafish is started once, made ready (`uci`, `isready`), and timed
  from the moment `go perft N` is written to the moment "Nodes searched" is read.
(An earlier version subtracted Pikafish's start-up measured as `uci` + `quit`, 0.83 s, more than
a whole depth-1 perft process, and printed negative times for short runs.) Prints per position:
nodes (checked equal), seconds, and Arbiter's speed as a ratio of Pikafish's (above 1: faster).
Not run by CI: no Pikafish binary is available there.
"""

import os
import subprocess
import sys
import time

# Each position with the depth it is run at unless DEPTH is given (the endgame one deeper, so
# that its perft is not lost in the programs' start-up).
POSITIONS = [
    ("start", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", 5),
    ("middle game", "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1", 5),
    ("endgame", "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1", 6),
]


def arbiter(exe, fen, depth):
    """Arbiter's perft: (seconds of the count alone, nodes)."""
    out = subprocess.run([exe, "xiangqi", "perft", "--fen", fen, "--depth", str(depth)],
                         capture_output=True, text=True, check=True).stdout
    nodes = next(int(l.split()[1]) for l in out.splitlines() if l.startswith("nodes "))
    seconds = next(float(l.split()[1]) for l in out.splitlines() if l.startswith("time "))
    return seconds, nodes


def whole_process(argv, stdin_text=None):
    """CPU seconds of a fresh process run to its end (user + system, from wait4's accounting,
    to the microsecond), and its standard output."""
    proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    if stdin_text is not None:
        proc.stdin.write(stdin_text)
    proc.stdin.close()
    out = proc.stdout.read()
    _, status, usage = os.wait4(proc.pid, 0)
    if status != 0:
        raise RuntimeError(f"{argv[0]} exited with status {status}")
    return usage.ru_utime + usage.ru_stime, out


def arbiter_process(exe, fen, depth):
    cpu, out = whole_process([exe, "xiangqi", "perft", "--fen", fen, "--depth", str(depth)])
    nodes = next(int(l.split()[1]) for l in out.splitlines() if l.startswith("nodes "))
    return cpu, nodes


def pikafish_process(exe, fen, depth):
    cpu, out = whole_process([exe], f"position fen {fen}\ngo perft {depth}\nquit\n")
    nodes = next(int(l.split(":")[1]) for l in out.splitlines() if l.startswith("Nodes searched"))
    return cpu, nodes


class Pikafish:
    """One Pikafish process, made ready once; perfts timed from the command to the answer."""

    def __init__(self, exe):
        self.proc = subprocess.Popen([exe], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.say("uci")
        self.until("uciok")
        self.say("isready")
        self.until("readyok")

    def say(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def until(self, prefix):
        for line in self.proc.stdout:
            if line.startswith(prefix):
                return line
        raise RuntimeError(f"Pikafish ended before {prefix!r}")

    def perft(self, fen, depth):
        self.say(f"position fen {fen}")
        self.say("isready")
        self.until("readyok")
        start = time.perf_counter()
        self.say(f"go perft {depth}")
        line = self.until("Nodes searched")
        return time.perf_counter() - start, int(line.split(":")[1])

    def close(self):
        self.say("quit")
        self.proc.wait()


def report(name, depth, arbiter_run, pikafish_run):
    """Prints one position's line; False if the node counts differ."""
    (nodes_a, best_a), (nodes_p, best_p) = arbiter_run, pikafish_run
    if nodes_a != nodes_p:
        print(f"{name}: node counts differ: Arbiter {nodes_a}, Pikafish {nodes_p}")
        return False
    print(
        f"{name:12} d{depth} {nodes_a:>13,} nodes  Arbiter {best_a:.3f} s  Pikafish {best_p:.3f} s"
        f"  ratio {best_p / max(best_a, 1e-9):.2f}x"
    )
    return True


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    arb, pika = sys.argv[1], sys.argv[2]
    fixed = int(sys.argv[3]) if len(sys.argv) > 3 and sys.argv[3] else None
    runs = int(sys.argv[4]) if len(sys.argv) > 4 else 3
    print(f"whole process, CPU seconds, depth N less depth 1; best of {runs}")
    for name, fen, depth in POSITIONS:
        depth = fixed or depth
        # The least disturbed run of each (best of RUNS), the perft and the start-up apart.
        full_a = base_a = full_p = base_p = float("inf")
        for _ in range(runs):
            t, nodes_a = arbiter_process(arb, fen, depth)
            full_a = min(full_a, t)
            base_a = min(base_a, arbiter_process(arb, fen, 1)[0])
            t, nodes_p = pikafish_process(pika, fen, depth)
            full_p = min(full_p, t)
            base_p = min(base_p, pikafish_process(pika, fen, 1)[0])
        best_a, best_p = full_a - base_a, full_p - base_p
        if not report(name, depth, (nodes_a, best_a), (nodes_p, best_p)):
            return 1
    engine = Pikafish(pika)
    print(f"the perft alone (timed inside, wall clock, no start-up); best of {runs}")
    try:
        for name, fen, depth in POSITIONS:
            depth = fixed or depth
            best_a = best_p = float("inf")
            nodes_a = nodes_p = None
            for _ in range(runs):
                t, nodes_a = arbiter(arb, fen, depth)
                best_a = min(best_a, t)
                t, nodes_p = engine.perft(fen, depth)
                best_p = min(best_p, t)
            if not report(name, depth, (nodes_a, best_a), (nodes_p, best_p)):
                return 1
    finally:
        engine.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
