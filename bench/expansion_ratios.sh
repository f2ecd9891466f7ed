#!/usr/bin/env bash
# Where a mix's instructions go, and the least its ratio to base can be while its hooks
# run in Lua (issue #14 asks every Puerto Rico expansion mix to stay within 1.6x of base,
# per game and per decision; issue #34 asks San Juan for as many games a second as base).
# Callgrind counts the instructions of 100 random 4-player games per mix, as in play (fast
# hook calls, the answer memo warm after the first games), and splits them into those
# inside Lua hook calls (`LuaHost::run`) and the rest. Two more base runs with every cache off,
# one with the two warehouses' fixed answers (`{ adds = n }`) turned back into functions
# that return `value + n`, measure what one hook call whose body does nothing costs: the
# same games (same signature), more calls.
#
#   bench/expansion_ratios.sh [path/to/governor]      (default: build/governor)
#
# Needs valgrind (callgrind_annotate) and Debian's /usr/bin/python3. Takes about 10 minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
gov=$(realpath "${1:-${GOVERNOR_BUILD_DIR:-build}/governor}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One callgrind run: writes $work/NAME.out (profile) and $work/NAME.json (bench's rows).
games=100
profile() {
  local name=$1 mix=$2
  shift 2
  valgrind --tool=callgrind --callgrind-out-file="$work/$name.out" \
    --toggle-collect='*play_random_game*' "$gov" "$@" bench --mix "$mix" \
    --players 4 --games $games --hook-games 0 --search-decisions 0 --clone-iterations 1 \
    --hook-budget 100000000 \
    --json >"$work/$name.json" 2>/dev/null
  callgrind_annotate --inclusive=yes "$work/$name.out" >"$work/$name.inclusive" 2>/dev/null
  callgrind_annotate --tree=calling "$work/$name.out" >"$work/$name.tree" 2>/dev/null
}

mixes="base base,nobles base,new-buildings base,new-buildings,nobles san-juan"
for mix in $mixes; do
  echo "callgrind: $mix" >&2
  profile "$mix" "$mix"
done

# The warehouses' fixed answers as Lua functions: every storage question they answered
# without Lua becomes a call whose body only adds.
cp -r content "$work/content"
for pair in small_warehouse:1 large_warehouse:2; do
  file="$work/content/base/buildings/${pair%%:*}.lua"
  sed -i "s/^M.storage_kinds = { adds = ${pair##*:} }.*/M.storage_kinds = function(ctx, args, value) return value + ${pair##*:} end/" "$file"
  grep -q '^M.storage_kinds = function' "$file" || {
    echo "expansion_ratios.sh: ${pair%%:*}.lua no longer reads '{ adds = ${pair##*:} }'" >&2
    exit 1
  }
done
# Both with every cache off: the answer memo would give the functions' answers (they read
# nothing of the game) without a call after the first. The difference is the calls alone.
echo "callgrind: base, caches off, the warehouses as Lua functions and as they are" >&2
GOVERNOR_NO_CACHES=1 profile empty-calls base --content-dir "$work/content"
GOVERNOR_NO_CACHES=1 profile base-no-caches base

/usr/bin/python3 - "$work" "$games" $mixes <<'EOF'
import json, re, sys

work, GAMES, mixes = sys.argv[1], int(sys.argv[2]), sys.argv[3:]

def read(name):
    number = lambda m: int(m[1].replace(",", "")) if m else 0
    inclusive = open(f"{work}/{name}.inclusive").read()
    total = number(re.search(r"^\s*([\d,]+) \(100\.0%\)\s+PROGRAM TOTALS", inclusive, re.M))
    # Inside Lua hooks: LuaHost::run, inclusive; one run per hook call run in Lua, and each
    # run calls call_once once.
    inside = number(re.search(r"^\s*([\d,]+) \([ \d.]+%\)\s+\S*gov::LuaHost::run\(", inclusive, re.M))
    tree = open(f"{work}/{name}.tree").read()
    block = re.search(r"\*\s+\S*gov::LuaHost::run\(.*?(?=\n\s*\n)", tree, re.S)
    calls = number(re.search(r">\s+\S*gov::LuaHost::call_once\(.*?\(([\d,]+)x\)", block[0])) if block else 0
    row = json.load(open(f"{work}/{name}.json"))["rows"][0]
    return dict(total=total, inside=inside, calls=calls, decisions=row["decisions"], signature=row["signature"])

runs = {m: read(m) for m in mixes}
empty, uncached = read("empty-calls"), read("base-no-caches")
base = runs["base"]
if empty["signature"] != uncached["signature"] or empty["decisions"] != uncached["decisions"]:
    sys.exit("expansion_ratios.sh: the warehouses as functions played other games")
more_calls = empty["calls"] - uncached["calls"]
empty_call = (empty["total"] - uncached["total"]) / more_calls
# The part inside LuaHost::run: the rest (the dispatcher finding the handler) is already in
# a mix's instructions outside Lua for the calls it makes.
empty_run = (empty["inside"] - uncached["inside"]) / more_calls

base_game = base["total"] / GAMES
base_decision = base["total"] / base["decisions"]
print(f"One hook call whose body only adds (base with caches off, {more_calls} more calls, same games): "
      f"{empty_call:,.0f} instructions, {empty_run:,.0f} of them inside LuaHost::run\n")
print(f"Per game ({GAMES} games, 4 players, in play); ratios against base:")
head = ("mix", "per game", "per decision", "x game", "x decision", "calls/game", "in Lua",
        "per call", "outside Lua", "floor x game", "1.6x game leaves", "1.6x decision leaves",
        "1.0x game leaves")
print("| " + " | ".join(head) + " |")
print("|" + "---|" * len(head))
for mix, r in runs.items():
    per_game = r["total"] / GAMES
    calls = r["calls"] / GAMES
    inside = r["inside"] / GAMES
    outside = per_game - inside
    # The least this mix can cost per game with its hooks in Lua: everything outside the
    # hooks as it is, and every call it makes at the cost of a call with an empty body.
    floor = (outside + calls * empty_run) / base_game
    # What a hook call may cost, body and all, for the mix to stay within 1.6x of base.
    budget_game = (1.6 * base_game - outside) / calls
    budget_decision = (1.6 * base_decision * r["decisions"] / GAMES - outside) / calls
    # The same for base's own cost per game (#34's target for San Juan); negative when the
    # mix outside Lua alone costs more than a whole base game.
    budget_parity = (base_game - outside) / calls
    print(f"| {mix} | {per_game / 1e6:.3f}M | {r['total'] / r['decisions']:,.0f} | "
          f"{per_game / base_game:.2f} | {r['total'] / r['decisions'] / base_decision:.2f} | "
          f"{calls:.0f} | {inside / per_game:.0%} | {inside / calls if calls else 0:,.0f} | "
          f"{outside / 1e6:.3f}M | {floor:.2f} | {budget_game:,.0f} | {budget_decision:,.0f} | "
          f"{budget_parity:,.0f} |")
print("\nfloor x game: outside Lua as now, plus each hook call at what an empty one costs inside LuaHost::run.")
print("1.6x game / decision leaves: what a hook call may cost, body and all, for the mix to be")
print("  1.6x base per game / per decision with everything outside Lua as it is now.")
print("1.0x game leaves: the same for as many games a second as base (negative: out of reach")
print("  even with hook calls that cost nothing).")
EOF
