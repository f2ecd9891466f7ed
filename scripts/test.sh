#!/usr/bin/env bash
# Builds governor (scripts/setup.sh without installing packages), then runs every test:
# the Catch2 suite through ctest, the content-free-core check, a `governor sim`
# determinism check (the same seed must give the same signature twice), and the recorded
# sim signatures of every pack mix (scripts/check_signatures.sh), again under chaos mode
# (core/chaos.hpp), and the Python module's pytest suite (python/tests). `scripts/test.sh
# --soak` adds the determinism soak under load and the long Python random-game soak.
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir=${GOVERNOR_BUILD_DIR:-build}

GOVERNOR_SKIP_APT=1 GOVERNOR_BUILD_DIR="$build_dir" ./scripts/setup.sh

echo "== ctest"
ctest --test-dir "$build_dir" --output-on-failure

echo "== content-free core"
check=../shared/checks/content-free-core
if [ -x "$check" ] || [ -f "$check" ]; then
  bash "$check" .
else
  echo "skipped: $check not found (it lives beside the repository in the shared folder)"
fi

echo "== content-free session"
# session/ is under the same rule as core/ (DESIGN.md "The layers above the engine"): the
# shared check, pointed at it.
if [ -f "$check" ]; then
  sed 's#find core scripting tools #find session #' "$check" | bash -s .
fi

echo "== sim determinism"
for players in 2 3 4 5; do
  a=$("$build_dir/governor" sim --games 200 --players "$players" --seed 1 2>/dev/null | grep '^signature')
  b=$("$build_dir/governor" sim --games 200 --players "$players" --seed 1 2>/dev/null | grep '^signature')
  if [ "$a" != "$b" ]; then
    echo "sim determinism FAILED for $players players: '$a' then '$b'" >&2
    exit 1
  fi
  echo "$players players: $a (twice)"
done

echo "== sim signatures (random games must stay byte-identical through engine speed work)"
./scripts/check_signatures.sh "$build_dir/governor"

echo "== sim signatures under chaos (caches miss and fast hook calls are cut short at random)"
GOVERNOR_CHAOS=1 ./scripts/check_signatures.sh "$build_dir/governor"

echo "== python (import governor: contract tests, wrappers, sim data, report, Dask)"
# Debian's interpreter: the python3 first on PATH may be another that lacks Debian's modules.
soak_flag=()
if [ "${1:-}" = "--soak" ] || [ "${GOVERNOR_SOAK:-0}" = 1 ]; then soak_flag=(--soak); fi
if [ -d "$build_dir/python/governor" ]; then
  PYTHONPATH="$build_dir/python" GOVERNOR_BUILD_DIR="$build_dir" \
    /usr/bin/python3 -m pytest -q -p no:cacheprovider python/tests "${soak_flag[@]}"
else
  echo "skipped: the Python module was not built (pybind11-dev missing?)"
fi

if [ "${1:-}" = "--soak" ] || [ "${GOVERNOR_SOAK:-0}" = 1 ]; then
  echo "== determinism soak under CPU and memory load"
  ./scripts/soak_determinism.sh 20 "$build_dir/governor"
fi

echo "test.sh: all tests passed"
