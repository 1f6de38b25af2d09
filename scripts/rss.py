#!/usr/bin/env python3
"""Resident memory before, during and after load (release binary, loopback, bounded).

    python3 scripts/rss.py [target/release/arbiter] [settle_seconds]

Starts the server, records its RSS idle; then 5 bursts (RSS_BURSTS) of 1,000 connections at
once, each making three REST calls (validate a move, adjudicate a game, pair a 200-player Swiss
round; RSS_ONLY=validateMove for one kind) and closing; records the peak; then the RSS 5 s and `settle_seconds` (default 30) after the load ended. Extra
environment for the server (e.g. MALLOC_ARENA_MAX) is passed through. Prints MiB.
"""

import asyncio
import json
import os
import socket
import subprocess
import sys
import time

BURSTS = int(os.environ.get("RSS_BURSTS", "5"))
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def rss_mib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def bodies():
    trf = "".join(f"001 {i:4d}      Player{i:<27} {2400 - i}\n" for i in range(1, 201)) + "XXR 7\n"
    moves = ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b0c2", "a9b9"]
    return [
        ("/v1/xiangqi/validateMove", {"moves": ["h2e2"], "move": "h9g7"}),
        ("/v1/xiangqi/adjudicateGame", {"moves": moves * 3}),
        ("/v1/tournament/pairSwissRound", {"trf": trf}),
    ]


async def client(port, calls):
    try:
        r, w = await asyncio.open_connection("127.0.0.1", port)
    except OSError:
        return 0
    done = 0
    for path, body in calls:
        data = json.dumps(body).encode()
        w.write(f"POST {path} HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\n"
                f"content-length: {len(data)}\r\n\r\n".encode() + data)
        await w.drain()
        head = await r.readuntil(b"\r\n\r\n")
        length = next(int(l.split(b":")[1]) for l in head.split(b"\r\n")
                      if l.lower().startswith(b"content-length"))
        await r.readexactly(length)
        done += 1
    w.close()
    return done


async def main(binary, settle):
    port = free_port()
    proc = subprocess.Popen([binary, "--listen", f"127.0.0.1:{port}", "--log-format", "json",
                             "--max-connections-per-peer", "2000", "--max-connections", "2000",
                             "--max-concurrency", "2000"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        await asyncio.sleep(1.0)
        idle = rss_mib(proc.pid)
        peak = idle
        only = os.environ.get("RSS_ONLY")  # e.g. validateMove: one kind of call, three times
        calls = [c for c in bodies() if not only or only in c[0]]
        calls = (calls * 3)[:3]
        started = time.monotonic()
        done = 0
        for _ in range(BURSTS):
            tasks = [asyncio.create_task(client(port, calls)) for _ in range(1_000)]
            while not all(t.done() for t in tasks):
                peak = max(peak, rss_mib(proc.pid))
                await asyncio.sleep(0.05)
            done += sum(t.result() for t in tasks)
        took = time.monotonic() - started
        await asyncio.sleep(5)
        after5 = rss_mib(proc.pid)
        await asyncio.sleep(max(0, settle - 5))
        settled = rss_mib(proc.pid)
        env = " ".join(f"{k}={v}" for k, v in os.environ.items() if k.startswith("MALLOC_"))
        print(f"RSS MiB{(' (' + env + ')') if env else ''}: idle {idle:.1f}, peak {peak:.1f} "
              f"({done} calls, {BURSTS} bursts of 1,000 connections, in {took:.1f} s), 5 s after {after5:.1f}, "
              f"{settle} s after {settled:.1f}")
    finally:
        proc.terminate()
        proc.wait()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1] if len(sys.argv) > 1 else
                     os.path.join(ROOT, "target/release/arbiter"),
                     int(sys.argv[2]) if len(sys.argv) > 2 else 30))
