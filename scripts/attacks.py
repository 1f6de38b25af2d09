#!/usr/bin/env python3
"""Two connection attacks against the release binary, measured (loopback only, bounded).

    python3 scripts/attacks.py [target/release/arbiter]

A. 1,000 HTTP/2 connections that each make one request and then only answer the server's
   keep-alive pings (a leaky client pool), from one address (127.0.0.2).
B. 2,000 slowloris sockets sending an HTTP/1 request head one byte a second, from 127.0.0.3.
C. A's pool spread over four addresses: every one of the API port's 1,000 slots is taken, so
   fresh API clients wait for the idle timeout; the admin port must answer throughout.

Meanwhile a prober asks the admin listener's /healthz every 100 ms and a fresh client
(127.0.0.1) calls the API port every 250 ms, each with curl on a new connection (timed by curl). Printed: connections the
attack got, probe and fresh-client latencies (max, p99), failures, and for A the time until the
server had closed every attacking connection (the idle timeout, pings notwithstanding).
Exit 1 if a probe took >= 100 ms or failed, a fresh client was not served, or A's connections
outlived the idle timeout by more than 3 s.
"""

import asyncio
import os
import socket
import struct
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REQUEST_TIMEOUT_MS = 1_000
IDLE_MS = REQUEST_TIMEOUT_MS + 5_000  # the server raises --idle-timeout-ms to this floor
PROBE_LIMIT_S = 0.100


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def frame(kind, flags, stream, payload=b""):
    return struct.pack(">I", len(payload))[1:] + bytes([kind, flags]) + struct.pack(">I", stream) + payload


def healthz_headers():
    # HPACK: :method GET (static 2), :scheme http (6), :path (name 4) "/healthz", :authority "x".
    path = b"/healthz"
    return bytes([0x82, 0x86, 0x04, len(path)]) + path + bytes([0x01, 1]) + b"x"


async def h2_pinger(port, source, stop, opened, closed_at):
    """One HTTP/2 connection: one request, then only PING ACKs until the server closes it."""
    try:
        r, w = await asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0))
    except OSError:
        return
    born = time.monotonic()
    opened.append(1)
    w.write(b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n" + frame(4, 0, 0))
    w.write(frame(1, 0x5, 1, healthz_headers()))
    try:
        while not stop.is_set():
            head = await r.readexactly(9)
            length = int.from_bytes(head[:3], "big")
            kind, flags = head[3], head[4]
            payload = await r.readexactly(length) if length else b""
            if kind == 4 and not flags & 1:
                w.write(frame(4, 1, 0))  # SETTINGS ACK
            elif kind == 6 and not flags & 1:
                w.write(frame(6, 1, 0, payload))  # PING ACK
            await w.drain()
    except (asyncio.IncompleteReadError, ConnectionError, OSError):
        closed_at.append(time.monotonic() - born)
    finally:
        w.close()


async def slowloris(port, source, stop, opened):
    try:
        r, w = await asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0))
    except OSError:
        return
    opened.append(1)
    head = b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: " + b"a" * 64
    try:
        for b in head:
            if stop.is_set():
                break
            w.write(bytes([b]))
            await w.drain()
            await asyncio.sleep(1.0)
    except (ConnectionError, OSError):
        pass
    finally:
        w.close()


async def get(port, path="/healthz", source="127.0.0.1"):
    """A fresh connection, one HTTP/1.1 GET; returns (ok, seconds)."""
    started = time.monotonic()
    try:
        r, w = await asyncio.wait_for(
            asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0)), 2)
        w.write(f"GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode())
        await w.drain()
        answer = await asyncio.wait_for(r.read(), 2)
        w.close()
        return answer.startswith(b"HTTP/1.1 200"), time.monotonic() - started
    except (OSError, asyncio.TimeoutError):
        return False, time.monotonic() - started


async def curl(port, path="/healthz"):
    """One call by curl on a fresh connection, timed by curl itself (the attackers share this
    process's event loop: its own clock would measure Python's scheduling too)."""
    proc = await asyncio.create_subprocess_exec(
        "curl", "-s", "-o", "/dev/null", "--max-time", "2", "-w", "%{http_code} %{time_total}",
        f"http://127.0.0.1:{port}{path}", stdout=asyncio.subprocess.PIPE)
    out, _ = await proc.communicate()
    try:
        code, took = out.decode().split()
        return code == "200", float(took)
    except ValueError:
        return False, 2.0


async def probe(port, every, stop, out):
    while not stop.is_set():
        out.append(await curl(port))
        await asyncio.sleep(every)


def summary(samples):
    if not samples:
        return "none"
    times = sorted(t for _, t in samples)
    failed = sum(1 for ok, _ in samples if not ok)
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    return f"{len(samples)} calls, {failed} failed, max {times[-1]*1000:.1f} ms, p99 {p99*1000:.1f} ms"


async def scenario(name, api, admin, attack, count, sources, hold, api_may_fill=False):
    stop = asyncio.Event()
    opened, closed_at, probes, fresh = [], [], [], []
    started = time.monotonic()
    attackers = [asyncio.create_task(
        attack(api, sources[i % len(sources)], stop, opened, closed_at) if attack is h2_pinger
        else attack(api, sources[i % len(sources)], stop, opened)) for i in range(count)]
    await asyncio.sleep(1.0)
    tasks = [asyncio.create_task(probe(admin, 0.1, stop, probes)),
             asyncio.create_task(probe(api, 0.25, stop, fresh))]
    await asyncio.sleep(hold)
    stop.set()
    await asyncio.gather(*tasks)
    for t in attackers:
        t.cancel()
    await asyncio.gather(*attackers, return_exceptions=True)
    print(f"{name}: {count} attacking sockets from {', '.join(sources)}")
    print(f"  admin /healthz : {summary(probes)}")
    print(f"  API fresh client: {summary(fresh)}")
    bad = [t for ok, t in probes if not ok or t >= PROBE_LIMIT_S]
    if api_may_fill:
        # Every API slot taken: fresh clients wait for the idle timeout; the last are served.
        served = bool(fresh) and fresh[-1][0]
    else:
        served = bool(fresh) and all(ok for ok, _ in fresh)
    ok = not bad and bool(probes) and served
    if attack is h2_pinger:
        refused = sum(1 for t in closed_at if t < 0.5)
        idle = [t for t in closed_at if t >= 0.5]
        last = max(idle) if idle else None
        print(f"  closed by the server: {refused} at once (per-peer cap), {len(idle)} when idle"
              + (f", {min(idle):.1f}-{last:.1f} s after their request (idle timeout "
                 f"{IDLE_MS/1000:.1f} s, pings every 0.5 s)" if idle else ""))
        ok = ok and len(closed_at) == len(opened) and last is not None \
            and last <= IDLE_MS / 1000 + 3
    print(f"  {'ok' if ok else 'FAILED'}")
    return ok


async def main(binary):
    api, admin = free_port(), free_port()
    server = subprocess.Popen(
        [binary, "--listen", f"127.0.0.1:{api}", "--admin-listen", f"127.0.0.1:{admin}",
         "--request-timeout-ms", str(REQUEST_TIMEOUT_MS), "--idle-timeout-ms", "1000",
         "--keepalive-interval-ms", "500", "--log-format", "json"],
        stderr=subprocess.DEVNULL)
    try:
        for _ in range(100):
            if (await get(admin))[0]:
                break
            await asyncio.sleep(0.1)
        a = await scenario("A. ping-answering idle HTTP/2 connections", api, admin, h2_pinger,
                           1_000, ["127.0.0.2"], IDLE_MS / 1000 + 3)
        b = await scenario("B. slowloris", api, admin, slowloris, 2_000, ["127.0.0.3"], 12)
        c = await scenario("C. the same pool from four addresses (every API slot)", api, admin,
                           h2_pinger, 1_000, [f"127.0.0.{i}" for i in range(4, 8)],
                           IDLE_MS / 1000 + 3, api_may_fill=True)
        a = a and c
    finally:
        server.terminate()
        server.wait(timeout=30)
    print("attacks: ok" if a and b else "attacks: FAILED")
    return 0 if a and b else 1


if __name__ == "__main__":
    sys.exit(asyncio.run(main(sys.argv[1] if len(sys.argv) > 1 else
                              os.path.join(ROOT, "target/release/arbiter"))))
