#!/usr/bin/env python3
"""Clients that never read their answers cannot make the server hold more than its answer budget,
and one of them cannot take the whole budget (issue 52, item 1).

Starts the binary with its defaults (`--max-answer-bytes` 256 MiB, 64 MiB per connection). Six
HTTP/2 connections with their stream window at 0 (nothing of an answer's body can be sent) each
open 100 streams asking for a 500-player round-robin schedule (an answer of ~3 MB); the script
samples the server's resident memory while they stay open, counts the answers held (200) and
shed (503), and checks that a normal client is still answered. Before the budget (release of
2026-12-05) one such connection with 200 streams took the server from 16 to 1,942 MiB.

Usage: unread_answers.py ./target/release/arbiter   (needs the `h2` package: pip install h2)
Prints the figures; exits 1 when the peak RSS exceeds the budget plus a 160 MiB margin (the
server's own memory and its allocator's slack) or the normal client is not served.
"""

import json
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

import h2.config
import h2.connection
import h2.events
import h2.settings

CONNECTIONS = 6
STREAMS = 100
PLAYERS = 500
BUDGET_MIB = 256
MARGIN_MIB = 160


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


class Unread:
    """One HTTP/2 connection whose streams never get a window to send data on."""

    def __init__(self, port):
        self.sock = socket.create_connection(("127.0.0.1", port))
        self.conn = h2.connection.H2Connection(h2.config.H2Configuration(client_side=True))
        self.conn.local_settings = h2.settings.Settings(
            client=True, initial_values={h2.settings.SettingCodes.INITIAL_WINDOW_SIZE: 0}
        )
        self.conn.initiate_connection()
        self.sock.sendall(self.conn.data_to_send())
        self.statuses = {}

    def ask(self, body):
        for _ in range(STREAMS):
            sid = self.conn.get_next_available_stream_id()
            self.conn.send_headers(sid, [
                (":method", "POST"), (":path", "/v1/tournament/scheduleRoundRobin"),
                (":scheme", "http"), (":authority", "x"), ("content-type", "application/json"),
                ("content-length", str(len(body))),
            ])
            self.conn.send_data(sid, body, end_stream=True)
            self.sock.sendall(self.conn.data_to_send())

    def pump(self, seconds):
        self.sock.settimeout(0.05)
        end = time.time() + seconds
        while time.time() < end:
            try:
                data = self.sock.recv(65536)
            except socket.timeout:
                continue
            if not data:
                return
            for event in self.conn.receive_data(data):
                if isinstance(event, h2.events.ResponseReceived):
                    status = dict(event.headers).get(b":status", b"")
                    self.statuses[event.stream_id] = status.decode()
            self.sock.sendall(self.conn.data_to_send())


def main(binary):
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    log = tempfile.TemporaryFile()
    server = subprocess.Popen([binary, "--listen", f"127.0.0.1:{port}"], stdout=subprocess.DEVNULL, stderr=log)
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(base + "/healthz", timeout=1).read()
                break
            except OSError:
                time.sleep(0.1)
        start_rss = rss_mib(server.pid)
        body = json.dumps({"playerCount": PLAYERS}).encode()
        clients = [Unread(port) for _ in range(CONNECTIONS)]
        for c in clients:
            c.ask(body)
        peak = start_rss
        deadline = time.time() + 20
        while time.time() < deadline:
            for c in clients:
                c.pump(0.1)
            peak = max(peak, rss_mib(server.pid))
        # A normal client, on a connection of its own, while the unread answers are held.
        req = urllib.request.Request(
            base + "/v1/xiangqi/validateMove",
            data=json.dumps({"move": "h2e2"}).encode(),
            headers={"content-type": "application/json"},
        )
        try:
            with urllib.request.urlopen(req, timeout=10) as resp:
                normal = resp.status
        except urllib.error.HTTPError as e:
            normal = e.code
        statuses = [s for c in clients for s in c.statuses.values()]
        held, shed = statuses.count("200"), statuses.count("503")
        per_conn = [sum(1 for s in c.statuses.values() if s == "200") for c in clients]
        print(
            f"unread answers: {CONNECTIONS} HTTP/2 connections with window 0 x {STREAMS} streams of "
            f"{PLAYERS}-player schedules; server RSS {start_rss:.0f} -> peak {peak:.0f} MiB "
            f"(budget {BUDGET_MIB} MiB + {MARGIN_MIB} MiB margin); answers held {held} "
            f"(per connection {per_conn}), shed {shed}, unanswered {CONNECTIONS * STREAMS - held - shed}; "
            f"a normal client got {normal}"
        )
        ok = peak <= BUDGET_MIB + MARGIN_MIB + start_rss and normal == 200
        sys.exit(0 if ok else 1)
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":
    main(sys.argv[1])
