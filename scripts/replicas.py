#!/usr/bin/env python3
"""Three replicas behind a real L7 proxy (HAProxy), a mixed load, and faults (loopback only).

    python scripts/replicas.py [target/release/arbiter]

Needs `haproxy` on PATH and a Python with grpcio and grpcio-tools (CI runs it with the Python
client's venv, examples/clients/python/requirements.txt); the stubs are generated into a
temporary directory.

HAProxy listens twice: h2c for gRPC and HTTP/1.1 for REST, both to the three replicas over
HTTP/2, with an active check of each replica's /readyz on its admin port (every 250 ms, down
after 1 failure, up after 2 successes) and `retry-on conn-failure empty-response` (a request
that never reached a replica). The client retries what every Arbiter call is — idempotent — on
UNAVAILABLE / 502 / 503 / 504 / a broken connection, up to 5 times, 100 ms apart.

Load: 8 threads calling, in turn, ValidateMove and AdjudicateGame over gRPC, validateMove and
pairSwissRound over REST. Faults, in order: SIGKILL replica 1 (restarted 2 s later), then a
rolling SIGTERM of all three (each restarted and ready before the next). Printed per phase:
requests sent, failed on the first try, failed after the retries; and whether every answer was
byte-identical to the answer of the same call before the faults. Exit 1 if a request failed
after its retries, any first try failed during the rolling restart, or an answer differed.
"""

import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DRAIN_MS = int(os.environ.get("REPLICAS_DRAIN_MS", "2000"))  # control runs: 0
RETRIES = 5


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def ready(port, path="/readyz"):
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=1) as r:
            return r.status == 200
    except (OSError, urllib.error.URLError):
        return False


def wait_until(pred, limit=20.0):
    end = time.monotonic() + limit
    while time.monotonic() < end:
        if pred():
            return True
        time.sleep(0.05)
    return False


class Replica:
    def __init__(self, binary, index, logdir):
        self.binary, self.index, self.logdir = binary, index, logdir
        self.port, self.admin = free_port(), free_port()
        self.proc = None

    def start(self):
        log = open(os.path.join(self.logdir, f"replica{self.index}.log"), "ab")
        self.proc = subprocess.Popen(
            [self.binary, "--listen", f"127.0.0.1:{self.port}",
             "--admin-listen", f"127.0.0.1:{self.admin}", "--drain-ms", str(DRAIN_MS),
             "--shutdown-grace-ms", "5000", "--max-connections-per-peer", "1000",
             "--log-format", "json"], stderr=log, stdout=log)
        if not wait_until(lambda: ready(self.admin)):
            raise SystemExit(f"replica {self.index} did not start")

    def kill(self):
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()

    def terminate(self):
        self.proc.send_signal(signal.SIGTERM)
        code = self.proc.wait(timeout=30)
        if code != 0:
            raise SystemExit(f"replica {self.index} exited {code} on SIGTERM")


def haproxy_config(replicas, grpc_port, rest_port, stats_port):
    servers = "\n".join(
        f"    server r{r.index} 127.0.0.1:{r.port} proto h2 check port {r.admin} "
        f"inter 250ms fall 1 rise 2" for r in replicas)
    retry = ("    retry-on conn-failure empty-response"
             if os.environ.get("REPLICAS_PROXY_RETRY", "1") == "1" else "    retry-on none")
    return f"""global
    maxconn 2000
defaults
    mode http
    timeout connect 1s
    timeout client 30s
    timeout server 30s
    retries 3
    option redispatch 1
{retry}
frontend grpc
    bind 127.0.0.1:{grpc_port} proto h2
    default_backend arbiter
frontend rest
    bind 127.0.0.1:{rest_port}
    default_backend arbiter
frontend stats
    bind 127.0.0.1:{stats_port}
    http-request return status 200 if TRUE
backend arbiter
    balance roundrobin
    option httpchk GET /readyz
    http-check expect status 200
{servers}
"""


class Load:
    """The calling threads and what they saw, by phase."""

    def __init__(self, grpc_target, rest_port, stubs):
        import grpc  # noqa: F401  (checked early: the venv must have it)
        self.grpc_target, self.rest_port = grpc_target, rest_port
        self.stubs = stubs
        self.phase = "warm-up"
        self.lock = threading.Lock()
        self.stats = {}
        self.baseline = {}
        self.differ = []
        self.stop = threading.Event()

    def calls(self, channel):
        import grpc
        xpb, tpb = self.stubs
        validate = channel.unary_unary(
            "/arbiter.xiangqi.v1.XiangqiService/ValidateMove",
            request_serializer=xpb.ValidateMoveRequest.SerializeToString,
            response_deserializer=None)
        adjudicate = channel.unary_unary(
            "/arbiter.xiangqi.v1.XiangqiService/AdjudicateGame",
            request_serializer=xpb.AdjudicateGameRequest.SerializeToString,
            response_deserializer=None)
        game = xpb.AdjudicateGameRequest(
            start_fen="2b6/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w",
            moves=["车四平五", "将5平6", "车五平四", "将6平5"] * 2)
        trf = "".join(f"001 {i:4d}      Player{i:<27} {2200 - 10 * i}\n" for i in range(1, 17))
        trf += "XXR 7\n"
        rest = [
            ("/v1/xiangqi/validateMove", {"moves": ["h2e2"], "move": "h9g7"}),
            ("/v1/tournament/pairSwissRound", {"trf": trf}),
        ]

        def grpc_call(fn, req):
            def call():
                try:
                    return True, fn(req, timeout=10)
                except grpc.RpcError as e:
                    retry = e.code() in (grpc.StatusCode.UNAVAILABLE,
                                         grpc.StatusCode.DEADLINE_EXCEEDED,
                                         grpc.StatusCode.INTERNAL)
                    return (None if retry else False), f"{e.code()}: {e.details()}"
            return call

        def rest_call(path, body):
            data = json.dumps(body).encode()

            def call():
                req = urllib.request.Request(
                    f"http://127.0.0.1:{self.rest_port}{path}", data=data,
                    headers={"content-type": "application/json"})
                try:
                    with urllib.request.urlopen(req, timeout=10) as r:
                        return True, r.read()
                except urllib.error.HTTPError as e:
                    return (None if e.code in (502, 503, 504) else False), f"HTTP {e.code}"
                except (OSError, urllib.error.URLError) as e:
                    return None, str(e)
            return call

        return [
            ("grpc ValidateMove", grpc_call(validate, xpb.ValidateMoveRequest(moves=["h2e2"], move="h9g7"))),
            ("grpc AdjudicateGame", grpc_call(adjudicate, game)),
            ("rest validateMove", rest_call(*rest[0])),
            ("rest pairSwissRound", rest_call(*rest[1])),
        ]

    def record(self, phase, key, value):
        with self.lock:
            s = self.stats.setdefault(phase, {"sent": 0, "first_try_failed": 0, "failed": 0,
                                              "errors": {}})
            if key == "error":
                s["errors"][value] = s["errors"].get(value, 0) + 1
            else:
                s[key] += value

    def worker(self, offset):
        import grpc
        with grpc.insecure_channel(self.grpc_target) as channel:
            calls = self.calls(channel)
            i = offset
            while not self.stop.is_set():
                name, call = calls[i % len(calls)]
                i += 1
                phase = self.phase
                self.record(phase, "sent", 1)
                ok, answer = call()
                tries = 1
                if ok is not True:
                    self.record(phase, "first_try_failed", 1)
                    self.record(phase, "error", f"{name}: {str(answer)[:80]}")
                while ok is None and tries <= RETRIES:
                    time.sleep(0.1)
                    ok, answer = call()
                    tries += 1
                if ok is not True:
                    self.record(phase, "failed", 1)
                    continue
                with self.lock:
                    base = self.baseline.setdefault(name, answer)
                    if base != answer:
                        self.differ.append((phase, name))

    def run(self, threads=8):
        workers = [threading.Thread(target=self.worker, args=(k,)) for k in range(threads)]
        for w in workers:
            w.start()
        return workers


def generate_stubs(out):
    proto = os.path.join(ROOT, "proto")
    os.makedirs(out, exist_ok=True)
    files = subprocess.check_output(["find", "arbiter", "-name", "*.proto"], cwd=proto,
                                    text=True).split()
    subprocess.check_call([sys.executable, "-m", "grpc_tools.protoc", "-I", proto,
                           f"--python_out={out}", *sorted(files)])
    for d, _, _ in os.walk(os.path.join(out, "arbiter")):
        open(os.path.join(d, "__init__.py"), "a").close()
    sys.path.insert(0, out)
    from arbiter.tournament.v1 import tournament_pb2
    from arbiter.xiangqi.v1 import xiangqi_pb2
    return xiangqi_pb2, tournament_pb2


def main(binary):
    work = tempfile.mkdtemp(prefix="arbiter-replicas-")
    stubs = generate_stubs(os.path.join(work, "stubs"))
    replicas = [Replica(binary, i, work) for i in (1, 2, 3)]
    for r in replicas:
        r.start()
    grpc_port, rest_port, stats_port = free_port(), free_port(), free_port()
    cfg = os.path.join(work, "haproxy.cfg")
    with open(cfg, "w") as f:
        f.write(haproxy_config(replicas, grpc_port, rest_port, stats_port))
    proxy = subprocess.Popen(["haproxy", "-f", cfg, "-db"], stdout=subprocess.DEVNULL,
                             stderr=open(os.path.join(work, "haproxy.log"), "wb"))
    ok = False
    try:
        if not wait_until(lambda: ready(stats_port, "/")):
            raise SystemExit("haproxy did not start")
        time.sleep(1.0)  # every replica checked up
        load = Load(f"127.0.0.1:{grpc_port}", rest_port, stubs)
        workers = load.run()
        time.sleep(3)
        load.phase = "SIGKILL replica 1"
        replicas[0].kill()
        time.sleep(2)
        replicas[0].start()
        time.sleep(1.5)  # two good checks bring it back
        load.phase = "rolling SIGTERM"
        for r in replicas:
            r.terminate()
            r.start()
            time.sleep(1.0)  # the proxy has seen it up before the next one goes
        load.phase = "after"
        time.sleep(2)
        load.stop.set()
        for w in workers:
            w.join()
        total = {"sent": 0, "first_try_failed": 0, "failed": 0}
        for phase in ("warm-up", "SIGKILL replica 1", "rolling SIGTERM", "after"):
            s = load.stats.get(phase, {"sent": 0, "first_try_failed": 0, "failed": 0, "errors": {}})
            for k in total:
                total[k] += s[k]
            print(f"{phase:>18}: sent {s['sent']:6d}, failed on first try "
                  f"{s['first_try_failed']:4d}, failed after retries {s['failed']}")
            for e, n in sorted(s.get("errors", {}).items())[:5]:
                print(f"{'':>20}{n} × {e}")
        print(f"{'total':>18}: sent {total['sent']:6d}, succeeded "
              f"{total['sent'] - total['failed']}, failed {total['failed']}")
        print(f"answers identical to those before the faults: "
              f"{'yes' if not load.differ else f'NO ({len(load.differ)} differ)'}")
        rolling = load.stats.get("rolling SIGTERM", {}).get("first_try_failed", 1)
        ok = total["failed"] == 0 and rolling == 0 and not load.differ
    finally:
        proxy.terminate()
        proxy.wait()
        for r in replicas:
            if r.proc and r.proc.poll() is None:
                r.proc.terminate()
                r.proc.wait()
    print("replicas: ok" if ok else f"replicas: FAILED (logs in {work})")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else
                  os.path.join(ROOT, "target/release/arbiter")))
