#!/usr/bin/env python3
"""The Dockerfile against the tree, without a container engine (none can run here).

    python3 scripts/dockerfile_check.py BINARY [--exact]

1. Build context: the builder stage's COPY sources, read from the Dockerfile (not repeated by
   hand), are copied into an empty directory (respecting .dockerignore), and the builder's RUN
   command runs there — with `cargo build` turned into `cargo check` (same flags, same
   `--locked`; whether every source the build needs is in the context does not depend on code
   generation), or verbatim with `--exact`. It fails when a file the build reads (a vendored
   crate, a catalogue, the console) is left out of the image.
2. Runtime contract, read from the final stage: a non-root numeric USER; STOPSIGNAL SIGTERM;
   ENTRYPOINT + CMD start the server; with exactly the image's ENV, BINARY listens on every
   EXPOSEd port (the API answers /healthz, the admin port /readyz), and SIGTERM ends it with
   exit 0.
"""

import fnmatch
import json
import os
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def instructions(path):
    """(instruction, argument text) pairs, continuation lines joined, comments dropped."""
    out, buf = [], ""
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if not buf and (not line.strip() or line.lstrip().startswith("#")):
            continue
        if line.endswith("\\"):
            buf += line[:-1] + " "
            continue
        buf += line
        word, _, rest = buf.strip().partition(" ")
        out.append((word.upper(), rest.strip()))
        buf = ""
    return out


def stages(ins):
    result, current = [], None
    for word, rest in ins:
        if word == "FROM":
            current = {"from": rest, "ins": []}
            result.append(current)
        elif current is not None:
            current["ins"].append((word, rest))
    return result


def args_of(rest):
    rest = rest.strip()
    return json.loads(rest) if rest.startswith("[") else shlex.split(rest)


def ignored(rel, patterns):
    return any(fnmatch.fnmatch(rel, p) or rel.startswith(p.rstrip("/") + "/") for p in patterns)


def build_context(builder, exact):
    patterns = []
    ignore = os.path.join(ROOT, ".dockerignore")
    if os.path.exists(ignore):
        patterns = [l.strip() for l in open(ignore) if l.strip() and not l.startswith("#")]
    ctx = tempfile.mkdtemp(prefix="arbiter-docker-context-")
    workdir = ctx
    run = None
    for word, rest in builder["ins"]:
        if word == "WORKDIR":
            workdir = os.path.join(ctx, rest.strip().lstrip("/"))
            os.makedirs(workdir, exist_ok=True)
        elif word == "COPY":
            parts = [p for p in args_of(rest) if not p.startswith("--")]
            *sources, dest = parts
            target = os.path.normpath(os.path.join(workdir, dest))
            for src in sources:
                full = os.path.join(ROOT, src)
                if not os.path.exists(full):
                    raise SystemExit(f"COPY {src}: not in the tree")
                if os.path.isdir(full):
                    # Docker copies a directory's contents, never the directory itself.
                    shutil.copytree(full, target, dirs_exist_ok=True,
                                    ignore=lambda d, names: [
                                        n for n in names if ignored(
                                            os.path.relpath(os.path.join(d, n), ROOT), patterns)])
                else:
                    os.makedirs(target, exist_ok=True)
                    shutil.copy2(full, os.path.join(target, os.path.basename(src)))
        elif word == "RUN":
            run = rest
    if run is None:
        raise SystemExit("the builder stage has no RUN")
    command = run if exact else run.replace("cargo build", "cargo check", 1)
    env = {**os.environ, "CARGO_TARGET_DIR": os.path.join(ctx, "target")}
    print(f"context {ctx}: {len(os.listdir(workdir))} entries; running: {command}")
    started = time.monotonic()
    proc = subprocess.run(command, shell=True, cwd=workdir, env=env, capture_output=True, text=True)
    if proc.returncode != 0:
        print(proc.stderr[-3000:])
        raise SystemExit("the builder's RUN fails in the Dockerfile's context")
    print(f"1. build context: the builder's RUN succeeds on exactly the COPY sources "
          f"({time.monotonic() - started:.0f} s)")
    shutil.rmtree(ctx, ignore_errors=True)


def port_free(port):
    """Whether nothing listens on `port` of this machine (the image's ports bind all addresses)."""
    import socket
    with socket.socket() as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind(("0.0.0.0", port))
        except OSError:
            return False
    return True


def get(port, path):
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=1) as r:
            return r.status
    except Exception:  # noqa: BLE001 — any failure is "not answering"
        return None


def runtime_contract(final, binary):
    env, exposed, user, stop, entry, cmd = {}, [], None, None, [], []
    for word, rest in final["ins"]:
        if word == "ENV":
            for item in shlex.split(rest):
                k, _, v = item.partition("=")
                env[k] = v
        elif word == "EXPOSE":
            exposed += [int(p.split("/")[0]) for p in rest.split()]
        elif word == "USER":
            user = rest.strip()
        elif word == "STOPSIGNAL":
            stop = rest.strip()
        elif word == "ENTRYPOINT":
            entry = args_of(rest)
        elif word == "CMD":
            cmd = args_of(rest)
    problems = []
    uid = (user or "").split(":")[0]
    if not uid.isdigit() or int(uid) == 0:
        problems.append(f"USER {user!r} is not a numeric non-root user")
    if stop != "SIGTERM":
        problems.append(f"STOPSIGNAL {stop!r}, the server drains on SIGTERM")
    argv = entry + cmd
    if not argv or os.path.basename(argv[0]) != "arbiter":
        problems.append(f"ENTRYPOINT/CMD {argv} does not start arbiter")
    ports = {}
    for key in ("ARBITER_LISTEN", "ARBITER_ADMIN_LISTEN"):
        if key in env:
            ports[key] = int(env[key].rsplit(":", 1)[1])
    if sorted(ports.values()) != sorted(exposed):
        problems.append(f"EXPOSE {exposed} but the ENV listens on {ports}")
    # The image's ports must be free here: a server already listening on one would answer the
    # probes below in place of the one this check starts (issue 53, item 6).
    busy = [port for port in ports.values() if not port_free(port)]
    if busy:
        problems.append(f"port(s) {busy} already in use on this machine: stop what listens there first")
        for p in problems:
            print(f"  {p}")
        print("2. runtime contract: FAILED")
        return False
    proc = subprocess.Popen([binary, *argv[1:]], env={**os.environ, **env, "ARBITER_DRAIN_MS": "0"},
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        api, admin = ports.get("ARBITER_LISTEN"), ports.get("ARBITER_ADMIN_LISTEN")
        deadline = time.monotonic() + 10
        while get(api, "/healthz") != 200 and time.monotonic() < deadline:
            time.sleep(0.1)
        if get(api, "/healthz") != 200:
            problems.append(f"no /healthz on the API port {api}")
        if admin is not None and get(admin, "/readyz") != 200:
            problems.append(f"no /readyz on the admin port {admin}")
        if proc.poll() is not None:
            problems.append(f"the server started here exited ({proc.returncode}) while the probes were answered")
    finally:
        proc.send_signal(getattr(signal, stop or "SIGTERM", signal.SIGTERM))
        try:
            code = proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            code = None
    if code != 0:
        problems.append(f"{stop} ended the server with {code}, not 0")
    for p in problems:
        print(f"  {p}")
    print(f"2. runtime contract (USER {user}, EXPOSE {exposed}, {stop}, {argv}, ENV {sorted(env)}): "
          f"{'ok' if not problems else 'FAILED'}")
    return not problems


def main(binary, exact):
    all_stages = stages(instructions(os.path.join(ROOT, "Dockerfile")))
    if len(all_stages) < 2:
        raise SystemExit("expected a builder stage and a runtime stage")
    build_context(all_stages[0], exact)
    ok = runtime_contract(all_stages[-1], binary)
    print("dockerfile: ok" if ok else "dockerfile: FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    sys.exit(main(sys.argv[1], "--exact" in sys.argv[2:]))
