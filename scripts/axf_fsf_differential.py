#!/usr/bin/env python3
"""Differential test of Arbiter's AXF profile against Fairy-Stockfish on repetition cycles.

Method (issue 37 §3): positions from real games (crates/xiangqi/tests/data/ccpd_games.jsonl); at a
random ply, a random 4-ply cycle — a red move and a black move, each non-capturing and
reversible, then both taken back — played twice, so the position occurs a third time. Each
cycle is judged by Fairy-Stockfish (pyffish, its AXF-style chasing rules; test-time only, GPL,
never a dependency) and by `arbiter xiangqi adjudicate --profile axf`, and the winners
compared. Every disagreement is written as a JSON line (fen, moves, both verdicts, Arbiter's
rule) for reading against the AXF text: Fairy-Stockfish is known to be partial (no perpetual
mate threats, pins, protected pieces attacked by two, the general), so a disagreement is a
question, not a verdict.

Usage: scripts/axf_fsf_differential.py ARBITER N [SEED] [OUT.jsonl]
Needs `pip install pyffish` (CI installs it); prints a summary line and exits 0.
"""
import json
import os
import random
import subprocess
import sys

import pyffish as sf

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GAMES = os.path.join(ROOT, "crates", "xiangqi", "tests", "data", "ccpd_games.jsonl")
V = "xiangqi"


def to_fsf(m):
    return f"{m[0]}{int(m[1]) + 1}{m[2]}{int(m[3]) + 1}"


def to_iccs(m):
    f1, rest = m[0], m[1:]
    i = 1
    while rest[i].isdigit():
        i += 1
    r1, f2, r2 = int(rest[:i]), rest[i], int(rest[i + 1:])
    return f"{f1}{r1 - 1}{f2}{r2 - 1}"


def piece_at(fen, sq):
    """The FEN character on an ICCS square (None when empty)."""
    rows = fen.split()[0].split("/")
    f, r = ord(sq[0]) - 97, int(sq[1])
    row = rows[9 - r]
    x = 0
    for ch in row:
        if ch.isdigit():
            x += int(ch)
        else:
            if x == f:
                return ch
            x += 1
    return None


def quiet_reversible(fen, rng):
    """A non-capturing move of the side to move whose reverse is legal right after it."""
    moves = sf.legal_moves(V, fen, [])
    rng.shuffle(moves)
    for m in moves:
        i = to_iccs(m)
        if piece_at(fen, i[2:]) is not None:
            continue
        after = sf.get_fen(V, fen, [m])
        back = to_fsf(i[2:] + i[:2])
        # The reverse must be legal once the opponent has replied; checked in the cycle below.
        yield m, back, after


def cycle(fen, rng):
    for r, r_back, after_r in quiet_reversible(fen, rng):
        for k, k_back, _ in quiet_reversible(after_r, rng):
            line = [r, k, r_back, k_back]
            ok = all(line[j] in sf.legal_moves(V, fen, line[:j]) for j in range(4))
            if ok and sf.get_fen(V, fen, line).split()[:2] == fen.split()[:2]:
                return line * 2
            break
    return None


def main():
    exe, n = sys.argv[1], int(sys.argv[2])
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    out = sys.argv[4] if len(sys.argv) > 4 else os.path.join("/tmp", "axf_fsf_disagreements.jsonl")
    rng = random.Random(seed)
    games = [json.loads(x) for x in open(GAMES, encoding="utf-8") if x.strip()]
    cases = []
    tries = 0
    while len(cases) < n and tries < n * 50:
        tries += 1
        g = rng.choice(games)
        moves = g["moves_iccs"].split()
        if len(moves) < 12:
            continue
        k = rng.randint(10, len(moves) - 1)
        try:
            fen = sf.get_fen(V, g["fen"], [to_fsf(m) for m in moves[:k]])
        except Exception:  # noqa: BLE001 - a record pyffish refuses is skipped
            continue
        parts = fen.split()
        parts[4], parts[5] = "0", "1"
        fen = " ".join(parts)
        if not sf.legal_moves(V, fen, []) or sf.gives_check(V, fen, []):
            continue
        line = cycle(fen, rng)
        if line is None:
            continue
        ended, value = sf.is_optional_game_end(V, fen, line)
        if not ended:
            continue
        stm_red = len(line) % 2 == 0 if parts[1] == "w" else len(line) % 2 == 1
        if value == 0:
            fsf = "draw"
        else:
            fsf = "red_wins" if (value > 0) == stm_red else "black_wins"
        cases.append({"id": len(cases), "fen": fen, "moves": [to_iccs(m) for m in line],
                      "source": g["id"], "fsf": fsf})
    res = subprocess.run([exe, "xiangqi", "adjudicate", "--profile", "axf"],
                         input="".join(json.dumps({"id": c["id"], "fen": c["fen"], "moves": c["moves"]}) + "\n"
                                       for c in cases),
                         capture_output=True, text=True, check=True)
    answers = {a["id"]: a for a in map(json.loads, res.stdout.splitlines())}
    same = 0
    kinds = {}
    with open(out, "w", encoding="utf-8") as f:
        for c in cases:
            a = answers[c["id"]]
            if a.get("outcome") == c["fsf"]:
                same += 1
                continue
            key = f"FSF {c['fsf']} / Arbiter {a.get('outcome')}"
            kinds[key] = kinds.get(key, 0) + 1
            f.write(json.dumps({**c, "arbiter": a.get("outcome"), "rule": a.get("rule"),
                                "error": a.get("error")}, ensure_ascii=False) + "\n")
    print(f"AXF vs Fairy-Stockfish: {same}/{len(cases)} repetition cycles agree; "
          f"disagreements by kind: {json.dumps(kinds, ensure_ascii=False)} -> {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
