#!/usr/bin/env python3
"""Writes seed corpora for the fuzz targets from tests/data (run from the fuzz/ folder)."""
import json
import os

os.chdir(os.path.dirname(os.path.abspath(__file__)))
for d in ["fen", "moves", "pgn", "dhtmlxq", "xqf", "requests", "checkers"]:
    os.makedirs(f"seeds/{d}", exist_ok=True)
data = "../tests/data/xiangqi"
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
