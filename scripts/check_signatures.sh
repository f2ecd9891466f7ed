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
base,new-buildings 2 1a0b7b90c8335e07
base,new-buildings 3 a20767100d0c5aa7
base,new-buildings 4 0773af2249042cd8
base,new-buildings 5 389db507ca6fa986
base,nobles 2 7bf3d410c328b874
base,nobles 3 08438053e5526c62
base,nobles 4 2cb07918daf8fbdc
base,nobles 5 8bf10561b40ab616
base,new-buildings,nobles 2 fd18b909f8e61f89
base,new-buildings,nobles 3 a5ce793255e1b02a
base,new-buildings,nobles 4 8b715bd32a6f1f94
base,new-buildings,nobles 5 d46939bc1ec82e84
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
