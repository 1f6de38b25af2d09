#!/usr/bin/env python3
"""Writes seed corpora for the fuzz targets from tests/data (run from the fuzz/ folder)."""
import json
import os

os.chdir(os.path.dirname(os.path.abspath(__file__)))
for d in ["fen", "moves", "pgn", "dhtmlxq", "xqf", "requests", "checkers", "trf", "tournament", "repetition"]:
    os.makedirs(f"seeds/{d}", exist_ok=True)
data = "../crates/xiangqi/tests/data"
for i, e in enumerate(json.load(open(f"{data}/perft.json"))[:20]):
    open(f"seeds/fen/{i}", "w").write(e["fen"])
with open(f"{data}/notation_vectors.jsonl") as f:
    for i, line in enumerate(f):
        if i >= 200:
            break
        v = json.loads(line)
        for k in ["iccs", "chinese", "wxf", "xqbase_symbol", "wxf_fairy"]:
            open(f"seeds/moves/{i}_{k}", "w").write(v[k])
open("seeds/pgn/big5", "wb").write(open(f"{data}/ccpd_raw_big5_sample.pgn", "rb").read()[:3000])
open("seeds/pgn/iccs", "w").write(open(f"{data}/Hu_Ronghua_1391_UCI_games.pgn").read()[:2000])
open("seeds/dhtmlxq/1", "w").write(open(f"{data}/wukong_dhtmlxq_blocks.txt").read().split("\n")[0])

# TRF: the small corpus tournaments and "pair round N" cases.
swiss = "../crates/tournament/tests/data/swiss"
for name in sorted(os.listdir(swiss)):
    if name.endswith(".trf") and name.startswith(("p007", "p008", "p015", "p016")):
        open(f"seeds/trf/{name}", "w").write(open(f"{swiss}/{name}").read())
for name in sorted(os.listdir(f"{swiss}/unpaired")):
    if name.endswith(".trf") and name.startswith(("p015", "p016", "p033")):
        text = open(f"{swiss}/unpaired/{name}").read()
        open(f"seeds/trf/u_{name}", "w").write(text)
        # PairSwissRound / ComputeStandings / ParseTrf requests: field 1 (trf) as protobuf.
        raw = text.encode()
        n, varint = len(raw), b""
        while True:
            b = n & 0x7F
            n >>= 7
            varint += bytes([b | (0x80 if n else 0)])
            if not n:
                break
        for sel in (0, 1, 4):
            open(f"seeds/tournament/{sel}_{name}", "wb").write(bytes([sel]) + b"\x0a" + varint + raw)

# Repetition: random walks of different lengths (each byte picks a legal move).
import random
rng = random.Random(7)
for i in range(40):
    open(f"seeds/repetition/{i}", "wb").write(bytes(rng.randrange(256) for _ in range(10 + 4 * i)))
