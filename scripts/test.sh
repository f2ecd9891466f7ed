#!/usr/bin/env bash
# Builds governor (scripts/setup.sh without installing packages: the binary, the Python
# module and the page), then the tests and benchmarks (the rest of `cmake --build`), then
# runs every test:
# the Catch2 suite through ctest, the content-free-core check, a `governor sim`
# determinism check (the same seed must give the same signature twice), and the recorded
# sim signatures of every pack mix (scripts/check_signatures.sh), again under chaos mode and with every cache off
# (core/chaos.hpp), the page's unit tests (Vitest) and its browser tests (playwright-core
# driving /usr/bin/chromium against `governor serve`; screenshots in build/web-artifacts) and
# the Python module's pytest suite (python/tests). `scripts/test.sh --soak` adds the
# determinism soak under load, the long Python random-game soak and 60,000 random San Juan
# games (tests/sanjuan/sanjuan_soak_test.cpp); `--web-load` (or
# GOVERNOR_WEB_LOAD=1) adds the server's load test (scripts/web_load.py, about 2 minutes).
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir=${GOVERNOR_BUILD_DIR:-build}

GOVERNOR_SKIP_APT=1 GOVERNOR_BUILD_DIR="$build_dir" ./scripts/setup.sh
# setup.sh builds only what a game needs (the target governor_apps): the rest here.
cmake --build "$build_dir"

echo "== ctest"
ctest --test-dir "$build_dir" --output-on-failure

echo "== content-free core"
check=../shared/checks/content-free-core
if [ -x "$check" ] || [ -f "$check" ]; then
  bash "$check" .
else
  echo "skipped: $check not found (it lives beside the repository in the shared folder)"
fi

echo "== content-free session and server"
# session/ and server/ are under the same rule as core/ (DESIGN.md "The layers above the
# engine"): the shared check, pointed at them.
if [ -f "$check" ]; then
  sed "s#find core scripting tools #find session server #" "$check" | bash -s .
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

echo "== sim signatures with every cache, memo and fast path off (GOVERNOR_NO_CACHES=1)"
GOVERNOR_NO_CACHES=1 ./scripts/check_signatures.sh "$build_dir/governor"

echo "== web: unit tests (Vitest)"
if ! command -v npm >/dev/null 2>&1; then
  echo "test.sh: npm not found: the page's tests need Node 20.19+ and npm" >&2
  exit 1
fi
(cd web && npx --no-install vitest run --reporter=dot)

echo "== web: browser tests (playwright-core + chromium against governor serve)"
GOVERNOR_BIN="$build_dir/governor" GOVERNOR_WEB_ARTIFACTS="$build_dir/web-artifacts" \
  timeout 1500 node web/tests/browser/run.mjs

if [ "${1:-}" = "--web-load" ] || [ "${GOVERNOR_WEB_LOAD:-0}" = 1 ]; then
  echo "== web: load test (200 games, 1000 event streams)"
  /usr/bin/python3 scripts/web_load.py --governor "$build_dir/governor" --seconds 60
fi

echo "== python (import governor: contract tests, wrappers and their API contracts, rewards, bounds, explicit chance, the training example, sim data, report, Dask)"
# Debian's interpreter: the python3 first on PATH may be another that lacks Debian's modules.
soak_flag=()
if [ "${1:-}" = "--soak" ] || [ "${GOVERNOR_SOAK:-0}" = 1 ]; then soak_flag=(--soak); fi
if [ -d "$build_dir/python/governor" ]; then
  PYTHONPATH="$build_dir/python" GOVERNOR_BUILD_DIR="$build_dir" \
    /usr/bin/python3 -m pytest -q -p no:cacheprovider python/tests "${soak_flag[@]}"
else
  echo "the Python module was not built: $build_dir/python/governor is missing (pybind11-dev?)" >&2
  exit 1
fi

if [ "${1:-}" = "--soak" ] || [ "${GOVERNOR_SOAK:-0}" = 1 ]; then
  echo "== determinism soak under CPU and memory load"
  ./scripts/soak_determinism.sh 20 "$build_dir/governor"
  echo "== San Juan random soak (20,000 games at each of 2, 3 and 4 players; about 10 minutes)"
  GOVERNOR_SOAK=1 "$build_dir/tests/governor_tests" "[sanjuan][random]"
fi

echo "test.sh: all tests passed"
