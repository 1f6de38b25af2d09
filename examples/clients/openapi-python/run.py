#!/usr/bin/env python3
"""A REST client generated from /openapi.json by openapi-python-client, used for one answer of
each kind a caller must handle: 200, 400, 401 and 422.

    python run.py target/release/arbiter

Starts the binary with a bearer token on a free loopback port, generates the client from the
document it serves, calls it, and exits non-zero if an answer is not the expected one.
"""

import importlib
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
TOKEN = "club-platform-token"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def expect(ok, what, answer):
    if not ok:
        print(f"unexpected answer to {what}: {answer}", file=sys.stderr)
        sys.exit(1)


def main(binary):
    # The path may be given from the repository root (`target/release/arbiter`) while running
    # from this folder, or the other way round.
    if not os.path.exists(binary):
        from_root = os.path.join(HERE, "..", "..", "..", binary)
        if os.path.exists(from_root):
            binary = from_root
    binary = os.path.abspath(binary)
    work = tempfile.mkdtemp()
    tokens = os.path.join(work, "tokens")
    with open(tokens, "w") as f:
        f.write(f"# the example's token\n{TOKEN}\n")
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    server = subprocess.Popen(
        [binary, "--listen", f"127.0.0.1:{port}", "--auth-tokens-file", tokens],
        stderr=subprocess.DEVNULL,
    )
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(base + "/healthz", timeout=1).read()
                break
            except OSError:
                time.sleep(0.1)
        document = os.path.join(work, "openapi.json")
        with open(document, "wb") as f:
            f.write(urllib.request.urlopen(base + "/openapi.json").read())
        out = os.path.join(HERE, "generated")
        subprocess.run(
            ["openapi-python-client", "generate", "--path", document, "--meta", "none",
             "--output-path", os.path.join(out, "arbiter_rest"), "--overwrite"],
            check=True, stdout=subprocess.DEVNULL,
        )
        sys.path.insert(0, out)
        return calls(base)
    finally:
        server.terminate()
        server.wait()


def calls(base):
    rest = importlib.import_module("arbiter_rest")
    models = importlib.import_module("arbiter_rest.models")
    validate = importlib.import_module("arbiter_rest.api.xiangqi.xiangqi_service_validate_move")
    pair = importlib.import_module("arbiter_rest.api.tournament.tournament_service_pair_swiss_round")
    client = rest.AuthenticatedClient(base_url=base, token=TOKEN)

    # 200: the answer is typed, its always-sent fields present.
    ok = validate.sync_detailed(
        client=client, body=models.ArbiterXiangqiV1ValidateMoveRequest(move="h2e2")
    )
    answer = ok.parsed
    print(f"200: legal={answer.legal} chinese={answer.move_chinese} fen={answer.fen[:20]}…")
    expect(ok.status_code == 200 and answer.legal and answer.move_wxf == "C2.5", "200", ok)

    # 400: a problem body naming the field (JSON name).
    bad = validate.sync_detailed(
        client=client, body=models.ArbiterXiangqiV1ValidateMoveRequest(start_fen="bad", move="h2e2")
    )
    problem = bad.parsed
    print(f"400: {problem.code}: {problem.detail[:50]}")
    expect(bad.status_code == 400 and isinstance(problem, models.Problem)
           and problem.violations[0].field == "startFen", "400", bad)

    # 401: no token.
    anonymous = rest.Client(base_url=base)
    denied = validate.sync_detailed(
        client=anonymous, body=models.ArbiterXiangqiV1ValidateMoveRequest(move="h2e2")
    )
    print(f"401: {denied.parsed.code if denied.parsed else denied.content[:60]}")
    expect(denied.status_code == 401 and isinstance(denied.parsed, models.Problem), "401", denied)

    # 422: two players who have met already cannot be paired again.
    trf = (
        "001    1      Li                                2100                   "
        "          1.0    1     2 w 1\n"
        "001    2      Wang                              2000                   "
        "          0.0    2     1 b 0\n"
        "XXR 3\n"
    )
    stuck = pair.sync_detailed(client=client, body=models.ArbiterTournamentV1PairSwissRoundRequest(trf=trf))
    print(f"422: {stuck.parsed.code}: {stuck.parsed.detail[:60]}")
    expect(stuck.status_code == 422 and isinstance(stuck.parsed, models.Problem), "422", stuck)
    print("openapi client: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "target/release/arbiter"))
