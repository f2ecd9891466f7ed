#!/usr/bin/env bash
# How many of the project's files a `build` crosses (#31's measure), counted from what runs:
# callgrind records every function that executes, and a file counts when any of its code ran
# (a .cpp and its .hpp count as one; the standard library, Lua's VM and system libraries are
# not counted; a Lua hook would be reported as one stop).
#   terminal: a hot-seat game (`play --seats human,human --seed 1`), `role builder`, then
#     `build small_market`: from the listing the first prompt shows to the listing of the
#     next prompt (callgrind parts split at each numbered_actions call).
#   server: `governor serve`, a two-person game with an event stream open: from reading the
#     POSTed `build small_market` (json_body) to the seat view the page fetches next. The page's
#     own modules are counted apart (web/src).
# Each part is reported twice: every project file whose code ran, and the files on the
# decision's road (scripts/crossings_road.py: a file counts when its code passes the call on
# to another of our files; a file that only answered a question on the way is listed apart).
# Needs valgrind and a build with debug info (RelWithDebInfo; -DGOVERNOR_LTO=OFF keeps each
# function in its own file). Usage: scripts/crossings.sh [--check] [BUILD_DIR]   (default build)
# --check: exit 1 when a road passes its budget (docs/architecture.md, "How far a decision
# travels"): 15 files at the terminal, 22 for the server and the page's 4 together.
set -euo pipefail
cd "$(dirname "$0")/.."
check=0
if [ "${1:-}" = --check ]; then check=1; shift; fi
build=$(cd "${1:-build}" && pwd)
gov=$build/governor
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

files() {  # the project's files with code that ran in a callgrind part
  # A line is "  cost (share)  FILE:function [object]". FILE is as the compiler recorded it
  # and callgrind_annotate shortened it: relative to here ("core/engine.cpp"), through the
  # build folder ("build-dev/../core/engine.cpp", ccache's relative paths) or absolute.
  callgrind_annotate --auto=no --inclusive=no --threshold=100 "$1" 2>/dev/null |
    sed -nE 's/^ *[0-9,]+ \([ 0-9.]+%\)  ([^:]*):.*/\1/p' |
    sed -E "s#^$(pwd)/##; s#^([^/.][^/]*/)?(\.\./)+##; s/\.(c|h)pp$//" |
    grep -E '^(core|loader|scripting|game|session|server|tools)/' | sort -u || true
  if callgrind_annotate --auto=no --inclusive=no "$1" 2>/dev/null | grep -q "luaV_execute"; then
    echo "(a Lua hook)"
  fi
}

printf 'role builder\nbuild small_market\n' |
  valgrind --tool=callgrind --callgrind-out-file="$tmp/terminal.out" "--dump-before=*numbered_actions*" \
    "$gov" play --seats human,human --seed 1 --no-color >/dev/null 2>&1
echo "terminal: $(files "$tmp/terminal.out.3" | wc -l) files"
files "$tmp/terminal.out.3" | sed 's/^/  /'
terminal_road=$(/usr/bin/python3 scripts/crossings_road.py "$tmp/terminal.out.3" "$(pwd)")
echo "terminal, on the road: $terminal_road"

port=$((20000 + RANDOM % 20000))
/usr/bin/python3 - "$gov" "$port" "$tmp/server.out" <<'PY'
import http.client, json, signal, socket, subprocess, sys, time
gov, port, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
p = subprocess.Popen(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                      "--zero-before=*json_body*", "--dump-after=*seat_view*",
                      gov, "serve", "--port", str(port), "--bot-delay", "0"],
                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
for _ in range(300):
    try:
        socket.create_connection(("127.0.0.1", port)).close(); break
    except OSError:
        time.sleep(0.2)
def req(method, path, body=None):
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
    c.request(method, path, json.dumps(body) if body is not None else None,
              {"Content-Type": "application/json"} if body is not None else {})
    r = c.getresponse(); return json.loads(r.read())
# A hot seat (the host plays both seats at one screen) may set its seed (#48).
g = req("POST", "/api/games", {"packs": ["base"], "players": 2, "seats": ["human", "human"], "seed": 1,
                               "hot_seat": True})
gid, tok = g["id"], g["host_token"]
stream = socket.create_connection(("127.0.0.1", port))
stream.sendall(f"GET /api/games/{gid}/events HTTP/1.1\r\nHost: x\r\n\r\n".encode())
view = lambda: req("GET", f"/api/games/{gid}?seat=0&token={tok}")
for action in ("role builder", "build small_market"):
    req("POST", f"/api/games/{gid}/action",
        {"seat": 0, "token": tok, "version": view()["version"], "action": action})
time.sleep(0.5); view()
stream.close(); p.send_signal(signal.SIGINT); p.wait()
PY
# Parts: 1 up to the first view, 2 `role builder` to the next view, 3 `build` to the view after it.
echo "server: $(files "$tmp/server.out.3" | wc -l) files (C++), then the page"
files "$tmp/server.out.3" | sed 's/^/  /'
server_road=$(/usr/bin/python3 scripts/crossings_road.py "$tmp/server.out.3" "$(pwd)")
echo "server, on the road: $server_road"

if [ "$check" = 1 ]; then
  page_road=4  # web/src on the redraw, read from its imports (game, panels, board, draft_panels)
  t=${terminal_road%% *} s=${server_road%% *}
  echo "budget: terminal $t of 15; server $s + page $page_road = $((s + page_road)) of 22"
  [ "$t" -le 15 ] && [ $((s + page_road)) -le 22 ] || { echo "a road passed its budget" >&2; exit 1; }
fi
