#!/usr/bin/env python3
"""The endgame tables against Fairy-Stockfish's move generator (issue 54 §3).

For N random legal positions of small classes, Arbiter's `ProbeEndgame` answer is checked with
an independent move generator (pyffish, test-time only, GPL, never a dependency):

1. the moves Arbiter lists are exactly Fairy-Stockfish's legal moves;
2. the position's value follows from the values Arbiter gives the moves (a win is one more than
   the quickest loss a move reaches, a loss one more than the slowest win every move reaches,
   a draw otherwise; no legal move is a loss: 困毙 loses);
3. every principal line of a win in at most 9 plies is legal move by move for Fairy-Stockfish
   and ends, after exactly that many plies, in a position where the side to move has no legal
   move and Fairy-Stockfish scores it lost.

With a table directory (`arbiter endgame generate --dir DIR`), the server reads it
(`--endgame-dir`) and the positions are drawn from the larger classes as well, up to 士象全
against 士象全 with a chariot, horse, cannon or soldier (321 M placements).

Usage: scripts/endgame_fsf_check.py ARBITER N [SEED [DIR]]; exits 1 on any disagreement.
"""
import json
import random
import socket
import subprocess
import sys
import time
import urllib.request

import pyffish as sf

V = "xiangqi"
# Strong side's pieces beyond its general, weak side's beyond its general (FEN letters).
CLASSES = [
    ("R", "aa"), ("N", "a"), ("CA", "a"), ("P", "a"), ("R", ""), ("N", ""),
    ("P", ""), ("R", "ab"), ("NA", ""), ("C", "b"),
    # Both sides attack (phase 2).
    ("R", "r"), ("N", "n"), ("C", "c"), ("P", "p"), ("R", "n"), ("N", "p"), ("RA", "c"),
]
# Classes only a table directory holds (more than the 2,000,000 positions a server generates).
LARGE = [
    ("RAABB", "aabb"), ("NAABB", "aabb"), ("CAABB", "aabb"), ("PAABB", "aabb"),
    ("RA", "aabb"), ("CAB", "aab"), ("NAB", "abb"), ("PAA", "aabb"), ("RB", "aab"),
    ("R", "naa"), ("R", "caa"), ("RA", "ra"), ("N", "pa"),
]
PALACE = {"w": [(f, r) for f in range(3, 6) for r in range(0, 3)],
          "b": [(f, r) for f in range(3, 6) for r in range(7, 10)]}
ADVISOR = {"w": [(3, 0), (5, 0), (4, 1), (3, 2), (5, 2)],
           "b": [(3, 9), (5, 9), (4, 8), (3, 7), (5, 7)]}
ELEPHANT = {"w": [(2, 0), (6, 0), (0, 2), (4, 2), (8, 2), (2, 4), (6, 4)],
            "b": [(2, 9), (6, 9), (0, 7), (4, 7), (8, 7), (2, 5), (6, 5)]}


def soldier_squares(side):
    own = [(f, r) for f in (0, 2, 4, 6, 8) for r in ((3, 4) if side == "w" else (5, 6))]
    crossed = [(f, r) for f in range(9) for r in (range(5, 10) if side == "w" else range(0, 5))]
    return own + crossed


def squares_for(letter, side):
    kind = letter.lower()
    if kind == "k":
        return PALACE[side]
    if kind == "a":
        return ADVISOR[side]
    if kind == "b":
        return ELEPHANT[side]
    if kind == "p":
        return soldier_squares(side)
    return [(f, r) for f in range(9) for r in range(10)]


def fen_of(board, turn):
    rows = []
    for r in range(9, -1, -1):
        row, empty = "", 0
        for f in range(9):
            c = board.get((f, r))
            if c is None:
                empty += 1
            else:
                row += (str(empty) if empty else "") + c
                empty = 0
        rows.append(row + (str(empty) if empty else ""))
    return "/".join(rows) + f" {turn} - - 0 1"


def random_position(rng, classes):
    strong, weak = rng.choice(classes)
    strong_side = rng.choice("wb")
    weak_side = "b" if strong_side == "w" else "w"
    board = {}
    for letters, side in (("K" + strong, strong_side), ("K" + weak, weak_side)):
        for letter in letters:
            ch = letter.upper() if side == "w" else letter.lower()
            free = [s for s in squares_for(letter, side) if s not in board]
            board[rng.choice(free)] = ch
    return fen_of(board, rng.choice("wb"))


def to_fsf(m):
    return f"{m[0]}{int(m[1]) + 1}{m[2]}{int(m[3]) + 1}"


def probe(port, fen):
    req = urllib.request.Request(
        f"http://127.0.0.1:{port}/v1/xiangqi/probeEndgame",
        data=json.dumps({"fen": fen, "cyclesDraw": True}).encode(),
        headers={"content-type": "application/json"},
    )
    try:
        with urllib.request.urlopen(req, timeout=120) as r:
            return json.load(r)
    except urllib.error.HTTPError:
        return None


def derive(moves):
    if not moves:
        return ("ENDGAME_VALUE_LOSS", 0)
    losses = [m.get("pliesToMate", 0) for m in moves if m["value"] == "ENDGAME_VALUE_LOSS"]
    if losses:
        return ("ENDGAME_VALUE_WIN", min(losses) + 1)
    if any(m["value"] == "ENDGAME_VALUE_DRAW" for m in moves):
        return ("ENDGAME_VALUE_DRAW", 0)
    return ("ENDGAME_VALUE_LOSS", max(m.get("pliesToMate", 0) for m in moves) + 1)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main():
    exe, n = sys.argv[1], int(sys.argv[2])
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    table_dir = sys.argv[4] if len(sys.argv) > 4 else None
    classes = CLASSES + (LARGE if table_dir else [])
    port = free_port()
    server = subprocess.Popen([exe, "--listen", f"127.0.0.1:{port}",
                               "--request-timeout-ms", "300000"]
                              + (["--endgame-dir", table_dir] if table_dir else []),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1)
                break
            except OSError:
                time.sleep(0.1)
        checked = lines = 0
        problems = []
        while checked < n:
            fen = random_position(rng, classes)
            r = probe(port, fen)
            if r is None or not r.get("inTable"):
                continue  # not a legal position (Arbiter answers 400), or outside the tables
            checked += 1
            ours = sorted(to_fsf(m["iccs"]) for m in r.get("moves", []))
            theirs = sorted(sf.legal_moves(V, fen, []))
            if ours != theirs:
                problems.append(f"{fen}: moves differ: {ours} vs {theirs}")
                continue
            value = (r["value"], r.get("pliesToMate", 0))
            if derive(r.get("moves", [])) != value:
                problems.append(f"{fen}: {value} does not follow from its moves")
            if value[0] == "ENDGAME_VALUE_WIN" and value[1] <= 9:
                line = [to_fsf(m) for m in r.get("line", [])]
                legal = all(line[i] in sf.legal_moves(V, fen, line[:i]) for i in range(len(line)))
                ended = legal and not sf.legal_moves(V, fen, line)
                lost = ended and sf.game_result(V, fen, line) < 0
                if len(line) != value[1] or not lost:
                    problems.append(f"{fen}: line {line} is no mate in {value[1]}")
                lines += 1
        print(f"endgame tables vs Fairy-Stockfish: {checked} positions (moves, values), "
              f"{lines} winning lines of at most 9 plies; {len(problems)} disagreements")
        for p in problems[:20]:
            print("  " + p)
        sys.exit(1 if problems else 0)
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":
    main()
