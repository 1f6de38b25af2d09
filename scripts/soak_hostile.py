#!/usr/bin/env python3
"""The hostile part of the soak mix (scripts/soak.sh runs it beside wrk and h2load).

    scripts/soak_hostile.py PORT SECONDS HANDSHAKE_TIMEOUT_S

For SECONDS, in a loop: a pairing far beyond the request timeout (504 expected), malformed
protobuf over gRPC (grpc-status 3 expected), 20 idle connections and a half-open HTTP/1 head
and HTTP/2 preface (each must be closed by the server within the handshake timeout + 3 s).
Prints `HOSTILE <expected> <unexpected>` at the end.
"""

import os
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request



sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from overload import round2_request  # noqa: E402  (the same 2,000-player second round)


def main():
    port, seconds, handshake = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3])
    base = f"http://127.0.0.1:{port}"
    expected = unexpected = 0
    missed = {}
    lock = threading.Lock()

    def count(ok, what):
        nonlocal expected, unexpected
        with lock:
            if ok:
                expected += 1
            else:
                unexpected += 1
                missed[what] = missed.get(what, 0) + 1

    def timeout_loop():
        body = round2_request()
        while time.monotonic() < end:
            req = urllib.request.Request(
                base + "/v1/tournament/pairSwissRound", data=body,
                headers={"content-type": "application/json"},
            )
            try:
                urllib.request.urlopen(req, timeout=60).read()
                count(False, "timeout answered 200")
            except urllib.error.HTTPError as e:
                count(e.code in (503, 504), f"timeout answered {e.code}")
            except OSError:
                count(False, "timeout: socket error")
            time.sleep(5)

    def malformed_loop():
        frames = [b"\x00\x00\x00\x00\x04\x0a\x02\xff\xfe", b"\x00\x00\x00\x00\x03\x0a\x40x",
                  b"\x01\x00\x00\x00\x03\x0a\x01x"]
        i = 0
        while time.monotonic() < end:
            out = subprocess.run(
                ["curl", "-s", "-o", "/dev/null", "-D", "-", "--http2-prior-knowledge",
                 "-H", "content-type: application/grpc", "-H", "te: trailers",
                 "--data-binary", "@-",
                 base + "/arbiter.xiangqi.v1.XiangqiService/ValidateMove"],
                input=frames[i % len(frames)], capture_output=True, check=False,
            ).stdout.decode()
            count("grpc-status: 3" in out, "malformed protobuf")
            i += 1
            time.sleep(0.5)

    def closed_in_time(sock):
        sock.settimeout(handshake + 3)
        try:
            while sock.recv(4096):
                pass
            return True
        except socket.timeout:
            return False
        except OSError:
            return True
        finally:
            sock.close()

    def connection_loop():
        while time.monotonic() < end:
            socks = []
            for i in range(22):
                s = socket.create_connection(("127.0.0.1", port))
                if i == 20:
                    s.sendall(b"POST /v1/xiangqi/validateMove HTTP/1.1\r\nHost: x\r\n")
                elif i == 21:
                    s.sendall(b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n")
                socks.append(s)
            results = []
            kinds = ["idle"] * 20 + ["half-open HTTP/1 head", "HTTP/2 preface"]
            threads = [threading.Thread(target=lambda s=s, k=k: results.append((closed_in_time(s), k)))
                       for s, k in zip(socks, kinds)]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            for r, k in results:
                count(r, f"{k} connection left open")
            time.sleep(1)

    end = time.monotonic() + seconds
    loops = [threading.Thread(target=f) for f in (timeout_loop, malformed_loop, connection_loop)]
    for t in loops:
        t.start()
    for t in loops:
        t.join()
    for what, n in sorted(missed.items()):
        print(f"unexpected: {what} x{n}", file=sys.stderr)
    print(f"HOSTILE {expected} {unexpected}")


if __name__ == "__main__":
    main()
