#!/usr/bin/python3
"""Load test of `governor serve` on loopback (docs/web.md).

Starts the server, creates GAMES games (one person and bots each), opens STREAMS event
streams spread over them and keeps them open, then has WORKERS client processes play the
person's seat of every game (the first listed action, over keep-alive connections; a
process each, so the client's GIL does not add to the latencies) for
SECONDS. Reports the p50/p99/max latency of the action requests, the streams still open
and the pushes they received, then checks that no game diverges from its log: the actions
each client posted are the person's decisions in the server's journal, in order, and
every save replays (`governor replay`) to the final state hash it records.

Then it kills the server (SIGKILL), starts it again on the same saves and checks that
every game holds every action that was answered (--no-kill: SIGTERM, no restart).

  /usr/bin/python3 scripts/web_load.py [--governor build/governor] [--games 200]
      [--streams 1000] [--seconds 60] [--workers 16] [--threads N] [--no-fsync]
      [--saves DIR]

The saves go to --saves (default: a fresh folder in $TMPDIR; the report names the file
system: tmpfs is much faster than a disk). Standard library only. Exits 1 when p99 >=
--p99-ms, a stream closed early, a game diverges or an answered action is lost.
"""
import argparse
import http.client
import json
import multiprocessing
import os
import re
import selectors
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time


def event_loop_server(governor):
    """True for the event-loop server (open connections hold no thread, a cap of
    connections per client address: --max-per-client), False for the earlier server on
    cpp-httplib (a thread per open connection: --threads must exceed the streams)."""
    r = subprocess.run([governor, "serve", "--help"], capture_output=True, text=True)
    return "--max-per-client" in r.stdout


def server_flags(args):
    """The flags that size the server for STREAMS streams and WORKERS players."""
    if event_loop_server(args.governor):
        flags = ["--max-per-client", str(args.streams + args.workers + 100)]
        return flags + (["--threads", str(args.threads)] if args.threads else [])
    return ["--threads", str(args.threads or 1400)]


def start_server(args, saves):
    """`governor serve` on a free port: (process, host, port), or (None, ...) when it fails."""
    server = subprocess.Popen(
        [args.governor, "serve", "--port", "0", "--saves", saves, "--bot-delay", "0",
         "--stream-seconds", str(int(args.seconds) + 120)] + server_flags(args)
        + ([] if args.fsync else ["--no-fsync"]),
        stdout=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    m = re.search(r"http://([^:/]+):(\d+)/", line)
    if not m:
        print("the server did not start:", line)
        server.kill()
        return None, None, None
    return server, m.group(1), int(m.group(2))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--governor", default="build/governor")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--streams", type=int, default=1000)
    ap.add_argument("--seconds", type=float, default=60)
    ap.add_argument("--workers", type=int, default=16, help="client processes playing")
    ap.add_argument("--threads", type=int, default=0,
                    help="the server's --threads (default: 1400 for the earlier server, which "
                         "needs a thread per open stream; the event-loop server's own default)")
    ap.add_argument("--packs", default="base")
    ap.add_argument("--bot", default="random")
    ap.add_argument("--p99-ms", type=float, default=50)
    ap.add_argument("--saves", default="", help="saves folder (default: a fresh temporary one)")
    ap.add_argument("--no-kill", dest="kill", action="store_false",
                    help="end the server with SIGTERM instead of killing it (SIGKILL) and "
                         "checking that a restart holds every answered action")
    ap.add_argument("--fsync", dest="fsync", action="store_true", default=True,
                    help="the server fsyncs every save before answering (its default and this "
                         "test's)")
    ap.add_argument("--no-fsync", dest="fsync", action="store_false",
                    help="pass --no-fsync to the server (saved, renamed, never fsynced)")
    args = ap.parse_args()

    saves = args.saves or tempfile.mkdtemp(prefix="governor-load-")
    server, host, port = start_server(args, saves)
    if not server:
        return 1
    fs = subprocess.run(["df", "--output=fstype", saves], capture_output=True, text=True)
    fstype = fs.stdout.split()[-1] if fs.returncode == 0 else "?"
    print(f"server at {host}:{port}, saves in {saves} ({fstype}, "
          f"{'fsync' if args.fsync else 'no fsync'}); load average {os.getloadavg()[0]:.1f}")

    def conn():
        return http.client.HTTPConnection(host, port, timeout=30)

    def call(c, method, path, body=None):
        c.request(method, path, body=None if body is None else json.dumps(body),
                  headers={"Content-Type": "application/json"})
        r = c.getresponse()
        return r.status, json.loads(r.read() or b"null")

    # Games.
    c = conn()
    games = []
    packs = args.packs.split(",")
    t0 = time.time()
    for i in range(args.games):
        st, g = call(c, "POST", "/api/games",
                     {"packs": packs, "seats": ["human", args.bot], "seed": 1000 + i})
        if st != 201:
            print("cannot create a game:", st, g)
            return 1
        games.append({"id": g["id"], "token": g["seat_tokens"][0], "posted": [], "over": False})
    print(f"{args.games} games created in {time.time() - t0:.1f} s")

    # The players, started once the streams are open (below).
    ctx = multiprocessing.get_context("fork")
    go = ctx.Event()
    results = ctx.Queue()

    def player(mine):
        go.wait()
        deadline = time.time() + args.seconds
        c = conn()
        lat, errs = [], []
        while time.time() < deadline and not all(g["over"] for g in mine):
            for g in mine:
                if g["over"] or time.time() >= deadline:
                    continue
                st, v = call(c, "GET", f"/api/games/{g['id']}?seat=0&token={g['token']}")
                if st != 200:
                    errs.append(f"view {st} {v}")
                    continue
                if v["over"]:
                    g["over"] = True
                    continue
                if not v["actions"]:
                    continue  # the bot is still moving
                action = v["actions"][0]["text"]
                body = {"seat": 0, "token": g["token"], "version": v["version"], "action": action}
                t = time.perf_counter()
                st, r = call(c, "POST", f"/api/games/{g['id']}/action", body)
                lat.append(time.perf_counter() - t)
                if st == 200:
                    g["posted"].append(action)
                else:
                    errs.append(f"action {st} {r}")
        results.put((lat, [(g["id"], g["posted"], g["over"]) for g in mine], errs))

    players = [ctx.Process(target=player, args=(games[w::args.workers],))
               for w in range(args.workers)]
    for p in players:
        p.start()

    # Event streams, opened a few at a time (the listen backlog is small), read by one
    # selector thread.
    sel = selectors.DefaultSelector()
    streams = []
    received = [0]
    closed = [0]
    t0 = time.time()
    for i in range(args.streams):
        g = games[i % len(games)]
        s = socket.create_connection((host, port), timeout=30)
        s.sendall(f"GET /api/games/{g['id']}/events HTTP/1.1\r\nHost: x\r\n"
                  "Accept: text/event-stream\r\n\r\n".encode())
        s.setblocking(False)
        sel.register(s, selectors.EVENT_READ)
        streams.append(s)
        if i % 20 == 19:
            time.sleep(0.01)
    print(f"{len(streams)} event streams opened in {time.time() - t0:.1f} s")
    stop = threading.Event()

    def reader():
        while not stop.is_set():
            for key, _ in sel.select(timeout=0.2):
                try:
                    data = key.fileobj.recv(65536)
                except BlockingIOError:
                    continue
                if not data:
                    closed[0] += 1
                    sel.unregister(key.fileobj)
                    continue
                received[0] += data.count(b"event: version")

    rt = threading.Thread(target=reader, daemon=True)
    rt.start()

    # Players: one process each (made before the streams were opened, waiting for `go`),
    # so the client's own lock (Python's GIL) does not add to the latencies measured.
    t0 = time.time()
    go.set()
    latencies, errors = [], []
    by_id = {g["id"]: g for g in games}
    for _ in players:
        lat, played, errs = results.get()
        latencies.extend(lat)
        errors.extend(errs)
        for gid, posted, over in played:
            by_id[gid]["posted"] = posted
            by_id[gid]["over"] = over
    for p in players:
        p.join()
    elapsed = time.time() - t0
    time.sleep(0.5)
    stop.set()
    rt.join()
    open_streams = len(streams) - closed[0]

    latencies.sort()
    def pct(p):
        return 1000 * latencies[min(len(latencies) - 1, int(p * len(latencies)))] if latencies else 0
    finished = sum(1 for g in games if g["over"])
    print(f"{len(latencies)} actions in {elapsed:.1f} s ({len(latencies) / max(elapsed, 1e-9):.0f}/s), "
          f"{finished} games finished")
    print(f"action latency: p50 {pct(0.50):.1f} ms, p99 {pct(0.99):.1f} ms, max {1000 * latencies[-1] if latencies else 0:.1f} ms")
    print(f"event streams: {open_streams} of {len(streams)} still open, {received[0]} pushes received")
    if errors:
        print(f"{len(errors)} refused requests, first: {errors[0]}")

    # No game diverges from its log.
    diverged = 0
    c = conn()
    for g in games:
        st, j = call(c, "GET", f"/api/games/{g['id']}/journal")
        mine = [d["action"] for d in j["decisions"] if d["by_human"] and d["seat"] == 0]
        if mine != g["posted"]:
            diverged += 1
            print(f"game {g['id']}: the journal's decisions differ from the {len(g['posted'])} posted")
    for s in streams:
        s.close()

    # Killed (SIGKILL, nothing flushed at exit) and started again on the same saves: every
    # action that was answered is in the resumed game.
    lost = 0
    if args.kill:
        server.kill()
        server.wait(timeout=30)
        server, host, port = start_server(args, saves)
        if not server:
            print("the server did not start again")
            return 1
        c = conn()
        for g in games:
            st, j = call(c, "GET", f"/api/games/{g['id']}/journal")
            mine = [d["action"] for d in j["decisions"] if d["by_human"] and d["seat"] == 0] \
                if st == 200 else None
            if mine != g["posted"]:
                lost += 1
                print(f"game {g['id']}: after the restart {st}, "
                      f"{len(mine or [])} of the {len(g['posted'])} answered actions")
        print(f"killed and restarted: {len(games) - lost} of {len(games)} games hold every "
              f"answered action")
    server.terminate()
    server.wait(timeout=30)
    replayed = 0
    for g in games:
        r = subprocess.run([args.governor, "replay", os.path.join(saves, g["id"] + ".json")],
                           capture_output=True, text=True)
        if r.returncode != 0 or "matches the log" not in r.stdout:
            diverged += 1
            print(f"game {g['id']}: replay: {r.stdout.strip()} {r.stderr.strip()}")
        else:
            replayed += 1
    print(f"logs: {replayed} of {len(games)} saves replay to their recorded state; "
          f"{diverged} games diverge")
    if not args.saves:
        shutil.rmtree(saves, ignore_errors=True)
    ok = (not diverged and not lost and not errors and open_streams == len(streams)
          and latencies and pct(0.99) < args.p99_ms)
    print("load test:", "PASSED" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
