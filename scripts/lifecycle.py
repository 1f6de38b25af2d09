#!/usr/bin/env python3
"""Start and stop as an orchestrator does it, many times (release binary, loopback, bounded).

    python3 scripts/lifecycle.py [target/release/arbiter] [starts]

1. `starts` times (default 30): start, wait for the first healthy /healthz, send SIGINT at
   once; the server must exit 0 within its drain (300 ms here) plus 3 s.
2. 10 times: SIGTERM 10-30 ms after exec, around the time the server comes up; it must exit 0
   (not be killed by the signal) within its drain (300 ms) plus 3 s. (A signal in the first
   milliseconds after exec, before `main` runs at all, still takes the default action.)
3. Drain: SIGTERM while a client polls; /readyz must turn 503 while /healthz and an API call on
   a new connection still succeed, then the port closes and the process exits 0.
4. Nonsense flags and environment values: exit code 2 with the flag named, before binding.
5. A call still computing when the shutdown grace ends is cut, and logged (`CANCELLED`) before
   "server stopped" (issue 52, item 8: it went unlogged).
Prints the exit times (max) and counts; exit 1 on any miss.
"""

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def status(port, path, body=None):
    req = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=body,
                                 headers={"content-type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=2) as r:
            return r.status
    except urllib.error.HTTPError as e:
        return e.code
    except (OSError, urllib.error.URLError):
        return None


def start(binary, port, *flags):
    return subprocess.Popen([binary, "--listen", f"127.0.0.1:{port}", "--log-format", "json",
                             *flags], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def wait_exit(proc, limit):
    started = time.monotonic()
    try:
        code = proc.wait(timeout=limit)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
        return None, time.monotonic() - started
    return code, time.monotonic() - started


def sigint_after_first_health(binary, starts):
    misses, worst = 0, 0.0
    for _ in range(starts):
        port = free_port()
        proc = start(binary, port, "--drain-ms", "300")
        deadline = time.monotonic() + 10
        while status(port, "/healthz") != 200 and time.monotonic() < deadline:
            time.sleep(0.005)
        proc.send_signal(signal.SIGINT)
        code, took = wait_exit(proc, 3.3)
        worst = max(worst, took)
        if code != 0:
            misses += 1
            print(f"  SIGINT after the first /healthz: exit {code} after {took:.2f} s")
    print(f"1. SIGINT right after the first healthy /healthz: {starts - misses}/{starts} exited 0, "
          f"slowest {worst:.2f} s (drain 0.3 s)")
    return misses == 0


def sigterm_before_up(binary, times=10):
    misses, worst = 0, 0.0
    for i in range(times):
        proc = start(binary, free_port(), "--drain-ms", "300")
        time.sleep(0.010 + 0.005 * (i % 5))
        proc.send_signal(signal.SIGTERM)
        code, took = wait_exit(proc, 3.3)
        worst = max(worst, took)
        if code != 0:
            misses += 1
            print(f"  SIGTERM {10 + 5 * (i % 5)} ms after exec: exit {code} after {took:.2f} s")
    print(f"2. SIGTERM before the server is up: {times - misses}/{times} exited 0, "
          f"slowest {worst:.2f} s")
    return misses == 0


def drain(binary):
    port = free_port()
    proc = start(binary, port, "--drain-ms", "1500")
    deadline = time.monotonic() + 10
    while status(port, "/healthz") != 200 and time.monotonic() < deadline:
        time.sleep(0.01)
    before = status(port, "/readyz")
    proc.send_signal(signal.SIGTERM)
    time.sleep(0.2)
    during = (status(port, "/readyz"), status(port, "/healthz"),
              status(port, "/v1/xiangqi/validateMove", b'{"moves":["h2e2"],"move":"h9g7"}'))
    code, took = wait_exit(proc, 10)
    after = status(port, "/healthz")
    ok = before == 200 and during == (503, 200, 200) and after is None and code == 0 \
        and took >= 1.0
    print(f"3. drain: /readyz {before} before SIGTERM; during the drain /readyz {during[0]}, "
          f"/healthz {during[1]}, an API call {during[2]}; exit {code} {took + 0.2:.1f} s after "
          f"SIGTERM (drain 1.5 s); then the port {'refuses' if after is None else after}")
    return ok


def bad_flags(binary):
    cases = [(["--max-request-bytes", "0"], {}), (["--drain-ms", "soon"], {}),
             (["--admin-listen", "nowhere"], {}), ([], {"ARBITER_MAX_CONCURRENCY": "0"}),
             ([], {"ARBITER_IDLE_TIMEOUT_MS": "-1"})]
    misses = 0
    for flags, env in cases:
        proc = subprocess.run([binary, "--listen", f"127.0.0.1:{free_port()}", *flags],
                              env={**os.environ, **env}, capture_output=True, timeout=10)
        named = (flags[0] if flags else next(iter(env)).lower().replace("arbiter_", "")
                 .replace("_", "-")).lstrip("-")
        if proc.returncode != 2 or named not in proc.stderr.decode():
            misses += 1
            print(f"  {flags or env}: exit {proc.returncode}: {proc.stderr.decode()[:200]}")
    print(f"4. nonsense flags and environment values: {len(cases) - misses}/{len(cases)} "
          f"refused at start with exit 2 and the flag named")
    return misses == 0


def cut_at_grace_end(binary):
    import json
    import threading
    port = free_port()
    proc = start(binary, port, "--drain-ms", "0", "--shutdown-grace-ms", "300",
                 "--request-timeout-ms", "60000")
    deadline = time.monotonic() + 10
    while status(port, "/healthz") != 200 and time.monotonic() < deadline:
        time.sleep(0.01)
    body = json.dumps({"players": 1000, "rounds": 9, "seed": 1}).encode()
    # A long computation (a generated 1,000-player event) still running when the grace ends.
    client = threading.Thread(target=lambda: status(port, "/v1/tournament/generateTournament", body))
    client.start()
    time.sleep(0.5)
    proc.send_signal(signal.SIGTERM)
    code, took = wait_exit(proc, 10)
    client.join()
    lines = [json.loads(l) for l in proc.stderr.read().decode().splitlines() if l.startswith("{")]
    cut = [l for l in lines if l.get("message") == "request" and l.get("code") == "CANCELLED"
           and l.get("rpc", "").endswith("GenerateTournament")]
    order = [l.get("message") for l in lines]
    logged_before_stop = bool(cut) and "server stopped" in order and \
        order.index("request") < order.index("server stopped")
    print(f"5. a call running when the grace (300 ms) ends: logged {'CANCELLED' if cut else 'nothing'}"
          f"{' before the stop line' if logged_before_stop else ''}; exit {code} after {took:.2f} s")
    return code == 0 and logged_before_stop


def main(binary, starts):
    results = [sigint_after_first_health(binary, starts), sigterm_before_up(binary),
               drain(binary), bad_flags(binary), cut_at_grace_end(binary)]
    ok = all(results)
    print("lifecycle: ok" if ok else "lifecycle: FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "target/release/arbiter"),
                  int(sys.argv[2]) if len(sys.argv) > 2 else 30))
