#!/usr/bin/env bash
# Regression check for engine speed work: random games must stay byte-identical. Plays
# `governor sim --games 300 --seed 1` for every pack mix and player count and compares the
# signature (a hash of every final state) with the values recorded before the engine was
# optimised. A changed signature means an optimisation changed the rules' behaviour.
#   scripts/check_signatures.sh [path/to/governor]     (default: build/governor)
set -euo pipefail
cd "$(dirname "$0")/.."
gov=${1:-${GOVERNOR_BUILD_DIR:-build}/governor}

expected="
base 2 26ba676f55b5b45f
base 3 7ab353249a1bb384
base 4 8ee9486487a64431
base 5 b6440bf906a2105c
base,new-buildings 2 035e27447c8e5988
base,new-buildings 3 8fb2a7202d05daaa
base,new-buildings 4 46e0d396c33ea41a
base,new-buildings 5 2038bd96c36274dd
base,nobles 2 7d71bd972c0f8d5e
base,nobles 3 0f6b7e83aff72fd0
base,nobles 4 18e504b390c065bd
base,nobles 5 1f3db1e31c58ec4c
base,new-buildings,nobles 2 25bd317cc625b3c1
base,new-buildings,nobles 3 959c398cdb1ae48c
base,new-buildings,nobles 4 580399903d851799
base,new-buildings,nobles 5 ece2fdd29da75dfd
"

failed=0
while read -r mix players want; do
  [ -z "$mix" ] && continue
  got=$("$gov" sim --games 300 --players "$players" --seed 1 --packs "$mix" --no-progress 2>/dev/null |
    awk '/^signature/ {print $2}')
  if [ "$got" = "$want" ]; then
    echo "ok      $mix $players $got"
  else
    echo "CHANGED $mix $players: got '$got', expected $want" >&2
    failed=1
  fi
done <<<"$expected"
if [ "$failed" -ne 0 ]; then
  echo "check_signatures: random games changed" >&2
  exit 1
fi
echo "check_signatures: all 16 signatures unchanged"
