#!/usr/bin/env python3
"""Reproduces the findings of the Reliability IV probe (issue 52, items 2-6 and 8) against the
release binary and prints a figure for each; exits 1 if any finding is back.

    hostile_findings.py ./target/release/arbiter      (needs the `h2` package: pip install h2)

2. Bodies that never arrive: 3 HTTP/2 connections x 100 streams send headers and no body
   (`--max-concurrency 64`); then 20 normal calls. Before: 0-9 of 20 served. Now: 20 of 20.
3. Auth configured with no usable token (an empty tokens file, one with only comments,
   `ARBITER_AUTH_TOKENS=,`): before, the server started open ("auth":true, every call served);
   now it exits 2 naming the source.
4. A refusal that skips the body on an HTTP/1.1 keep-alive connection (404, 405, 415): before,
   704-776 of 1,000 next calls failed; now each refusal says `Connection: close` and 0 fail.
5. Misspelled fields (`profle`, `foulsLimit`, `startFEN`, `cycle`): before, ignored (another
   request's answer); now 400 naming the field and the nearest known name.
6. TRF lines that would be misread (a tab, a 5-digit start number, a Chinese name padded by
   characters, a BOM on a later line, a shifted rating, an unknown XXC word): before, read
   wrong without a word; now refused naming line and column, or (the BOM) read right.
8. Two Host headers and a broken chunked body: before, accepted / called "too large"; now 400.
"""

import json
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

import h2.config
import h2.connection


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start(binary, *flags, env=None):
    port = free_port()
    # The log goes nowhere: an unread pipe would fill and stall the server's writes.
    proc = subprocess.Popen([binary, "--listen", f"127.0.0.1:{port}", *flags], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, env={**os.environ, **(env or {})})
    for _ in range(100):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1).read()
            break
        except OSError:
            if proc.poll() is not None:
                break
            time.sleep(0.1)
    return proc, port


def post(port, path, body, headers=None):
    req = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=json.dumps(body).encode(),
                                 headers={"content-type": "application/json", **(headers or {})})
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            return r.status, json.load(r)
    except urllib.error.HTTPError as e:
        return e.code, json.load(e)


def raw(port, data, read=True):
    with socket.create_connection(("127.0.0.1", port), timeout=5) as s:
        s.sendall(data)
        if not read:
            return b""
        out = b""
        try:
            while True:
                chunk = s.recv(65536)
                if not chunk:
                    break
                out += chunk
        except socket.timeout:
            pass
        return out


def bodies_never_arrive(binary):
    proc, port = start(binary, "--max-concurrency", "64")
    held = []
    try:
        for _ in range(3):
            s = socket.create_connection(("127.0.0.1", port))
            conn = h2.connection.H2Connection(h2.config.H2Configuration(client_side=True))
            conn.initiate_connection()
            for _ in range(100):
                sid = conn.get_next_available_stream_id()
                conn.send_headers(sid, [(":method", "POST"), (":path", "/v1/xiangqi/validateMove"),
                                        (":scheme", "http"), (":authority", "x"),
                                        ("content-type", "application/json")])
            s.sendall(conn.data_to_send())
            held.append((s, conn))
        time.sleep(0.5)
        served = sum(post(port, "/v1/xiangqi/validateMove", {"move": "h2e2"})[0] == 200 for _ in range(20))
    finally:
        for s, _ in held:
            s.close()
        proc.terminate()
        proc.wait()
    print(f"2. bodies that never arrive (300 streams): normal calls served {served}/20 (before: 0-9)")
    return served == 20


def auth_without_tokens(binary):
    results = []
    with tempfile.TemporaryDirectory() as d:
        empty = os.path.join(d, "empty")
        open(empty, "w").close()
        comments = os.path.join(d, "comments")
        with open(comments, "w") as f:
            f.write("# no token here\n\n")
        cases = [(["--auth-tokens-file", empty], {}), (["--auth-tokens-file", comments], {}),
                 ([], {"ARBITER_AUTH_TOKENS": ","})]
        for flags, env in cases:
            proc = subprocess.run([binary, "--listen", f"127.0.0.1:{free_port()}", *flags], capture_output=True,
                                  timeout=10, env={**os.environ, **env})
            results.append(proc.returncode)
    refused = sum(code == 2 for code in results)
    print(f"3. auth with no usable token: {refused}/3 starts refused with exit 2 (before: 0/3, served open)")
    return refused == 3


def refusals_keep_alive(binary):
    proc, port = start(binary)
    failures = 0
    closes = 0
    try:
        requests = [
            b"POST /v1/xiangqi/nope HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: 2\r\n\r\n{}",
            b"PUT /v1/xiangqi/validateMove HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: 2\r\n\r\n{}",
            b"POST /v1/xiangqi/validateMove HTTP/1.1\r\nHost: x\r\ncontent-type: application/xml\r\ncontent-length: 4\r\n\r\n<x/>",
        ]
        good = b'POST /v1/xiangqi/validateMove HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: 16\r\n\r\n{"move": "h2e2"}'
        for i in range(300):
            with socket.create_connection(("127.0.0.1", port), timeout=5) as s:
                s.sendall(requests[i % 3])
                head = s.recv(65536)
                if b"connection: close" in head.lower():
                    closes += 1
                    continue  # the client opens a new connection, as it must
                try:
                    s.sendall(good)
                    if not s.recv(65536).startswith(b"HTTP/1.1 200"):
                        failures += 1
                except OSError:
                    failures += 1
    finally:
        proc.terminate()
        proc.wait()
    print(f"4. refusals on keep-alive connections: {closes}/300 say Connection: close, "
          f"{failures} next calls failed (before: 704-776 of 1,000)")
    return failures == 0 and closes == 300


def misspelled_fields(binary):
    proc, port = start(binary)
    try:
        cases = [("/v1/xiangqi/adjudicateGame", {"moves": [], "profle": "RULE_PROFILE_AXF"}, "profile"),
                 ("/v1/xiangqi/adjudicateGame", {"moves": [], "options": {"foulsLimit": 3}}, "foulLimit"),
                 ("/v1/xiangqi/validateMove", {"startFEN": "4k4/9/9/9/9/9/9/9/9/4K4 w", "move": "e0e1"}, "startFen"),
                 ("/v1/tournament/scheduleRoundRobin", {"playerCount": 6, "cycle": 2}, "cycles")]
        named = 0
        for path, body, nearest in cases:
            status, p = post(port, path, body)
            if status == 400 and nearest in p.get("detail", ""):
                named += 1
    finally:
        proc.terminate()
        proc.wait()
    print(f"5. misspelled fields: {named}/4 refused naming the nearest field (before: 0/4, ignored)")
    return named == 4


def trf_misreads(binary):
    proc, port = start(binary)

    def line(name, rating="2595", id_field="   1"):
        text = f"001 {id_field}      {name}"
        while len(text.encode()) < 48:
            text += " "
        return text + rating

    by_chars = "001    1      王小明"
    while len(by_chars) < 48:
        by_chars += " "
    by_chars += "2595"
    cases = {
        "a tab": "001    1\tA\n",
        "a 5-digit start number": line("A", id_field="10001") + "\n",
        "a name padded by characters": by_chars + "\n",
        "a shifted rating": line("A", rating="  1700") + "\n",
        "an unknown XXC word": "XXC purple1\n" + line("A") + "\n",
    }
    refused = 0
    try:
        for what, trf in cases.items():
            status, p = post(port, "/v1/tournament/parseTrf", {"trf": trf})
            if status == 400 and "line" in p.get("detail", "").lower():
                refused += 1
            else:
                print(f"   not refused: {what}: {status} {p}")
        bom = "012 x\n" + line("A") + "\n\ufeff" + line("B", id_field="   2") + "\n"
        status, p = post(port, "/v1/tournament/parseTrf", {"trf": bom})
        bom_ok = status == 200 and len(p["event"]["players"]) == 2
    finally:
        proc.terminate()
        proc.wait()
    print(f"6. TRF lines that would be misread: {refused}/{len(cases)} refused naming the line; "
          f"a BOM on a later line {'keeps' if bom_ok else 'drops'} its player (before: all read wrong)")
    return refused == len(cases) and bom_ok


def hosts_and_chunks(binary):
    proc, port = start(binary)
    try:
        two = raw(port, b"POST /v1/xiangqi/validateMove HTTP/1.1\r\nHost: a\r\nHost: b\r\ncontent-type: application/json\r\n"
                        b"content-length: 2\r\nconnection: close\r\n\r\n{}")
        chunked = raw(port, b"POST /v1/xiangqi/validateMove HTTP/1.1\r\nHost: a\r\ncontent-type: application/json\r\n"
                            b"transfer-encoding: chunked\r\nconnection: close\r\n\r\n2\r\n{}\r\nzz\r\n")
    finally:
        proc.terminate()
        proc.wait()
    status = lambda answer: answer.split(b" ")[1].decode() if answer.count(b" ") else "none"
    print(f"8. two Host headers: HTTP {status(two)} (before: 200); a broken chunked body: HTTP {status(chunked)} "
          f"(before: 413 'too large')")
    return status(two) == "400" and status(chunked) == "400"


def main(binary):
    results = [bodies_never_arrive(binary), auth_without_tokens(binary), refusals_keep_alive(binary),
               misspelled_fields(binary), trf_misreads(binary), hosts_and_chunks(binary)]
    ok = all(results)
    print("hostile findings: none back" if ok else "hostile findings: FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
