#!/usr/bin/env bash
# Builds the libFuzzer harnesses (fuzz/, clang + ASan + UBSan) into ./build-fuzz and runs
# each for SECONDS (default 60) on seed corpora made from the repository: the loader
# fixtures and the hostile packs for the pack loader, logs of `governor sim` games for the
# replay log. Exits 0 when neither harness found anything, 1 when one did (the crashing
# input is left in build-fuzz/findings/), 2 when clang or libFuzzer is missing.
# Usage: scripts/fuzz.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
dir=${GOVERNOR_FUZZ_BUILD_DIR:-build-fuzz}

cxx=
for c in clang++ clang++-14 clang++-15 clang++-16; do
  if command -v "$c" >/dev/null 2>&1; then cxx=$c; break; fi
done
if [ -z "$cxx" ]; then
  echo "fuzz.sh: no clang++ found: the fuzzers need clang (apt-get install clang)" >&2
  exit 2
fi
probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT
echo 'extern "C" int LLVMFuzzerTestOneInput(const unsigned char*, unsigned long) { return 0; }' \
  >"$probe/p.cpp"
if ! "$cxx" -fsanitize=fuzzer "$probe/p.cpp" -o "$probe/p" 2>"$probe/err"; then
  echo "fuzz.sh: $cxx cannot link -fsanitize=fuzzer (Debian: apt-get install libclang-rt-14-dev):" >&2
  cat "$probe/err" >&2
  exit 2
fi

# The compiler is chosen once, when the folder is configured (CMake drops the whole cache,
# options included, when it changes).
if [ -f "$dir/CMakeCache.txt" ]; then
  cmake -S . -B "$dir" -DGOVERNOR_FUZZ=ON -DGOVERNOR_BUILD_TESTS=OFF >/dev/null
else
  cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER="$cxx" \
    -DGOVERNOR_FUZZ=ON -DGOVERNOR_BUILD_TESTS=OFF -DGOVERNOR_WERROR=ON \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g" >/dev/null
fi
cmake --build "$dir" --target pack_loader_fuzz replay_log_fuzz governor

# Seeds, made fresh each run (nothing binary is committed).
seeds=$dir/seeds
rm -rf "$seeds"
mkdir -p "$seeds/pack" "$seeds/replay" "$dir/findings" "$dir/corpus/pack" "$dir/corpus/replay"
i=0
for pack in tests/loader/fixtures/*/ tests/hostile/[0-9]*/ tests/packs/*/ examples/*/; do
  [ -d "$pack" ] || continue
  # A hostile entry still waiting for its fix would be found again at once.
  grep -qs '^needs:' "$pack/expected.txt" && continue
  out=$seeds/pack/$(basename "$pack")
  : >"$out"
  while IFS= read -r f; do
    rel=${f#"$pack"}
    case $rel in
      pack.yaml | goods.yaml | tiles.yaml | workers.yaml | roles.yaml | setup.yaml | rules.lua) name=$rel ;;
      buildings/*.yaml) name=buildings/fuzz.yaml ;;
      buildings/*.lua) name=buildings/fuzz.lua ;;
      *) continue ;;
    esac
    { echo "--- $name"; head -c 20000 "$f"; echo; } >>"$out"
  done < <(find "$pack" -type f \( -name '*.yaml' -o -name '*.lua' \) | sort)
  i=$((i + 1))
done
echo "fuzz.sh: $i pack seeds"
# Logs of short games with the packs the replay harness loads (base, or its YAML alone
# while the shipped scripts do not load).
packs=base
if ! "$dir/governor" validate base >/dev/null 2>&1; then
  mkdir -p "$seeds/content/base/buildings"
  cp content/base/*.yaml "$seeds/content/base/"
  cp content/base/buildings/*.yaml "$seeds/content/base/buildings/"
  packs=$seeds/content/base
fi
for players in 2 3 4 5; do
  "$dir/governor" sim --packs "$packs" --games 3 --players "$players" --seed "$players" \
    --log "$seeds/logs" >/dev/null 2>&1 || true
  for f in "$seeds"/logs/*.json; do
    [ -f "$f" ] && mv "$f" "$seeds/replay/p$players-$(basename "$f")"
  done
done
echo "fuzz.sh: $(ls "$seeds/replay" | wc -l) replay seeds"

status=0
run() {  # run HARNESS CORPUS SEEDS
  echo "== $1 for $seconds s"
  if ! ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 UBSAN_OPTIONS=print_stacktrace=1 \
    "$dir/fuzz/$1" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 -artifact_prefix="$dir/findings/$1-" "$2" "$3" 2>"$dir/$1.log"; then
    echo "fuzz.sh: $1 found a problem (input in $dir/findings/):" >&2
    grep -E 'ERROR|SUMMARY|runtime error|Test unit written|No such file' "$dir/$1.log" | head -20 >&2 || true
    status=1
  fi
  grep -E '^stat::number_of_executed_units|^Done' "$dir/$1.log" || true
}
run pack_loader_fuzz "$dir/corpus/pack" "$seeds/pack"
run replay_log_fuzz "$dir/corpus/replay" "$seeds/replay"
[ $status -eq 0 ] && echo "fuzz.sh: nothing found in ${seconds} s per harness"
exit $status
