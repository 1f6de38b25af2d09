#!/usr/bin/env python3
"""Arbiter's legal moves against Fairy-Stockfish's move generator on generated positions.

Positions come from random games played with pyffish (test-time only, GPL, never a dependency),
three ways, so that the fast legality paths are all reached: moves chosen uniformly; captures
preferred (the board thins out to endgames, open lines, generals on exposed files); checks
preferred (positions in check, where every move is tested by playing it, and pieces pinned on
the general's lines). About a third of the positions each game passes through are compared:

1. the moves `arbiter xiangqi perft --depth 1 --divide` lists (the move list of
   `Position::legal_moves`) are exactly Fairy-Stockfish's legal moves;
2. the count `arbiter xiangqi perft --depth 1` prints (`Position::count_legal_moves`, which
   counts most pieces' moves without listing them) is their number.

Usage: scripts/movegen_fsf_differential.py ARBITER GAMES [SEED]; exits 1 on any difference,
printing the first few with the FEN and the moves only one side has.
"""
import random
import re
import subprocess
import sys

import pyffish as sf

V = "xiangqi"
START = sf.start_fen(V)
COORD = re.compile(r"([a-i])(\d+)([a-i])(\d+)")


def to_iccs(move):
    """pyffish's coordinates (ranks 1..10) as ICCS (ranks 0..9)."""
    a, b, c, d = COORD.fullmatch(move).groups()
    return f"{a}{int(b) - 1}{c}{int(d) - 1}"


def occupied(fen):
    """The occupied points of a FEN's board, as pyffish's coordinates (`e10`)."""
    points = set()
    for row, text in enumerate(fen.split()[0].split("/")):
        file = 0
        for ch in text:
            if ch.isdigit():
                file += int(ch)
            else:
                points.add(f"{'abcdefghi'[file]}{10 - row}")
                file += 1
    return points


def choose(rng, policy, moves, played):
    if policy == "captures":
        board = occupied(sf.get_fen(V, START, played))
        caps = [m for m in moves if "".join(COORD.fullmatch(m).group(3, 4)) in board]
        if caps and rng.random() < 0.8:
            return rng.choice(caps)
    elif policy == "checks" and rng.random() < 0.7:
        fen = sf.get_fen(V, START, played)
        # A few candidates only: each test is a call into the engine.
        for m in rng.sample(moves, min(8, len(moves))):
            if sf.gives_check(V, fen, [m]):
                return m
    return rng.choice(moves)


def positions(games, seed):
    """(FEN, sorted ICCS legal moves) of about a third of the positions of `games` games."""
    rng = random.Random(seed)
    for game in range(games):
        policy = ("uniform", "captures", "checks")[game % 3]
        played = []
        for _ in range(rng.randint(10, 160)):
            moves = sf.legal_moves(V, START, played)
            if not moves:
                break
            played.append(choose(rng, policy, moves, played))
            if rng.random() < 0.35:
                legal = sf.legal_moves(V, START, played)
                yield sf.get_fen(V, START, played), sorted(to_iccs(m) for m in legal)


def arbiter(exe, fen, divide):
    argv = [exe, "xiangqi", "perft", "--fen", fen, "--depth", "1"] + (["--divide"] if divide else [])
    return subprocess.run(argv, capture_output=True, text=True, check=True).stdout


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    exe, games = sys.argv[1], int(sys.argv[2])
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    compared = differences = 0
    for fen, expected in positions(games, seed):
        compared += 1
        listed = sorted(l.split(":")[0] for l in arbiter(exe, fen, True).splitlines()
                        if re.fullmatch(r"[a-i]\d[a-i]\d: \d+", l))
        counted = next(int(l.split()[1]) for l in arbiter(exe, fen, False).splitlines()
                       if l.startswith("nodes "))
        if listed != expected or counted != len(expected):
            differences += 1
            if differences <= 5:
                only = sorted(set(listed) ^ set(expected))
                print(f"DIFFERENT {fen}: only one side lists {only}; "
                      f"Arbiter counts {counted}, Fairy-Stockfish lists {len(expected)}")
    print(f"{compared} positions from {games} games (seed {seed}): {differences} differences")
    sys.exit(1 if differences else 0)


if __name__ == "__main__":
    main()
