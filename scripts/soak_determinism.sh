#!/usr/bin/env bash
# The determinism soak (issue #13): the same simulation, run again and again while the
# machine is loaded (processes that thrash memory and plain busy loops), must give the
# same signature every time, and the same as on an idle machine. Long: not part of the
# default test run; `scripts/test.sh --soak` or run it by hand.
#   scripts/soak_determinism.sh [RUNS] [path/to/governor]     (default: 20 runs)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-20}
gov=${2:-${GOVERNOR_BUILD_DIR:-build}/governor}
args=(sim --games 300 --players 3 --seed 11 --packs base,new-buildings,nobles --no-progress)

signature() { "$gov" "${args[@]}" 2>&1 | awk '/^signature/ {print $2}'; }

want=$(signature)
echo "idle: $want"
[ -n "$want" ] || { echo "soak: no signature on an idle machine" >&2; exit 1; }

# Load: three processes writing one byte per page of their own 256 MiB, and three busy
# loops, all bounded in time and stopped on exit.
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; }
trap cleanup EXIT
for _ in 1 2 3; do
  timeout 3600 python3 -c '
import mmap
b = mmap.mmap(-1, 256 << 20)
while True:
    for i in range(0, len(b), 4096):
        b[i] = (b[i] + 1) & 255
' &
  pids+=($!)
  timeout 3600 sh -c 'while :; do :; done' &
  pids+=($!)
done

failed=0
for i in $(seq 1 "$runs"); do
  got=$(signature)
  if [ "$got" = "$want" ]; then
    echo "run $i: $got"
  else
    echo "run $i: DIFFERENT: '$got' (idle: $want)" >&2
    failed=$((failed + 1))
  fi
done
echo "$((runs - failed)) passed, $failed failed"
[ "$failed" -eq 0 ]
