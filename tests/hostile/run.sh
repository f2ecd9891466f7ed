#!/bin/sh
# The hostile-pack corpus (issue #13): every tests/hostile/<NN-name>/ holds a pack written
# to break the engine, and an expected.txt saying what `governor` must answer. This runs
# each entry with a time limit and checks its exit code, the substrings of its output, and
# that nothing crashed (no signal, no sanitizer report). Prints `N passed, M failed`.
#
# Usage: run.sh GOVERNOR_BINARY SOURCE_DIR [ENTRY...]
#
# expected.txt, one key per line (`#` starts a comment line):
#   run: ARGS           the governor command line (shell words), run in a copy of the entry
#   exit: N             the exit code it must end with
#   contains: TEXT      a substring of stdout+stderr (any number of lines)
#   lacks: TEXT         must not occur; backslash escapes as printf %b (`\033`: ESC)
#   max-output: BYTES   stdout+stderr together at most this long
#   same-signature: ARGS  a second command line that must end with exit 0 and print the same
#                       `signature` line as `run` (which must then end with exit 0 too)
#   seconds: S          time limit of each command (default 20), times HOSTILE_TIME_SCALE
#   needs: FEATURE      skipped unless FEATURE is in HOSTILE_FEATURES (space separated) or
#                       HOSTILE_ALL=1: a fix that is not merged yet
#
# Each entry runs in a copy named hostile-<entry> (its pack id) under a temporary folder,
# beside `base/`: the base pack's YAML without its scripts (so the corpus tests the host,
# not the shipped scripts), named `../base` by the command lines. An entry's `prepare.sh`,
# if any, runs first in the copy with `sh -e` (it makes what must not be committed: big or
# sparse files, symlinks, FIFOs).
# Environment: HOSTILE_TIME_SCALE (sanitizer builds: 4), HOSTILE_KEEP=1 keeps the folder.
set -u
gov=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
src=$(cd "$2" && pwd)
shift 2
here=$src/tests/hostile
scale=${HOSTILE_TIME_SCALE:-1}
features=" ${HOSTILE_FEATURES:-} "

work=$(mktemp -d "${TMPDIR:-/tmp}/governor-hostile.XXXXXX") || exit 2
if [ "${HOSTILE_KEEP:-0}" = 1 ]; then
  echo "hostile: keeping $work"
else
  trap 'chmod -R u+rwx "$work" 2>/dev/null; rm -rf "$work"' EXIT
fi

# The scriptless base pack.
mkdir -p "$work/base/buildings" || exit 2
cp "$src"/content/base/*.yaml "$work/base/" &&
  cp "$src"/content/base/buildings/*.yaml "$work/base/buildings/" || exit 2

if [ $# -gt 0 ]; then
  entries=$*
else
  entries=$(cd "$here" && for d in [0-9]*/; do [ -f "$d/expected.txt" ] && echo "${d%/}"; done |
    sort -n)
fi

passed=0
failed=0
skipped=0
failures=
skips=
start=$(date +%s)

# key VALUE lines of expected.txt: `field FILE KEY` prints every value of KEY.
field() { sed -n "s/^$2:[[:space:]]*//p" "$1"; }

# run_cmd DIR OUTFILE SECONDS ARGS: runs governor in DIR; prints its exit code.
run_cmd() {
  (limit=$3 line=$4 && cd "$1" && eval "set -- $line" && exec timeout -k 5 "$limit" "$gov" "$@") \
    >"$2" 2>&1 </dev/null
  echo $?
}

# A crash, a sanitizer report or a time-out in OUTFILE with exit code RC; prints why.
crashed() {
  case $2 in
    124 | 137) echo "timed out"; return 0 ;;
  esac
  if [ "$2" -ge 128 ]; then echo "killed by signal $(($2 - 128))"; return 0; fi
  if grep -qE 'AddressSanitizer|LeakSanitizer|UndefinedBehaviorSanitizer|runtime error:|terminate called|Assertion .* failed' "$1"; then
    echo "sanitizer report or abort: $(grep -m1 -E 'Sanitizer|runtime error:|terminate called|Assertion' "$1")"
    return 0
  fi
  return 1
}

for name in $entries; do
  exp=$here/$name/expected.txt
  if [ ! -f "$exp" ]; then
    echo "FAIL $name: no $exp"
    failed=$((failed + 1)); failures="$failures $name"; continue
  fi
  need=$(field "$exp" needs)
  if [ -n "$need" ] && [ "${HOSTILE_ALL:-0}" != 1 ]; then
    missing=
    for n in $need; do case $features in *" $n "*) ;; *) missing="$missing $n" ;; esac; done
    if [ -n "$missing" ]; then
      echo "SKIP $name (needs$missing)"
      skipped=$((skipped + 1)); skips="$skips $name"; continue
    fi
  fi
  dir=$work/hostile-$name
  cp -R "$here/$name" "$dir"
  why=
  if [ -f "$dir/prepare.sh" ] && ! (cd "$dir" && sh -e ./prepare.sh) >"$dir.prepare" 2>&1; then
    why="prepare.sh failed: $(tail -1 "$dir.prepare")"
  fi
  secs=$(field "$exp" seconds)
  secs=$(( ${secs:-20} * scale ))
  args=$(field "$exp" run)
  want=$(field "$exp" exit)
  out=$dir.out
  t0=$(date +%s)
  if [ -z "$why" ]; then
    rc=$(run_cmd "$dir" "$out" "$secs" "$args")
    if c=$(crashed "$out" "$rc"); then
      why="$c"
    elif [ "$rc" != "$want" ]; then
      why="exit $rc, expected $want"
    fi
  fi
  if [ -z "$why" ]; then
    while IFS= read -r s; do
      [ -z "$s" ] && continue
      grep -qF -- "$s" "$out" || { why="output lacks: $s"; break; }
    done <<EOF
$(field "$exp" contains)
EOF
  fi
  if [ -z "$why" ]; then
    while IFS= read -r s; do
      [ -z "$s" ] && continue
      pat=$(printf '%b' "$s")
      grep -qF -- "$pat" "$out" && { why="output contains: $s"; break; }
    done <<EOF
$(field "$exp" lacks)
EOF
  fi
  if [ -z "$why" ]; then
    max=$(field "$exp" max-output)
    size=$(wc -c <"$out")
    [ -n "$max" ] && [ "$size" -gt "$max" ] && why="output is $size bytes, more than $max"
  fi
  if [ -z "$why" ]; then
    again=$(field "$exp" same-signature)
    if [ -n "$again" ]; then
      rc2=$(run_cmd "$dir" "$out.2" "$secs" "$again")
      sig1=$(grep -m1 '^signature' "$out")
      sig2=$(grep -m1 '^signature' "$out.2")
      if c=$(crashed "$out.2" "$rc2"); then
        why="second command: $c"
      elif [ "$rc2" != 0 ]; then
        why="second command: exit $rc2"
      elif [ -z "$sig1" ] || [ "$sig1" != "$sig2" ]; then
        why="signatures differ: '$sig1' and '$sig2'"
      fi
    fi
  fi
  t=$(($(date +%s) - t0))
  if [ -z "$why" ]; then
    echo "PASS $name (${t} s)"
    passed=$((passed + 1))
  else
    echo "FAIL $name: $why"
    echo "  command: governor $args"
    echo "  output (first 20 lines):"
    head -c 4000 "$out" 2>/dev/null | head -20 | sed 's/^/  | /'
    failed=$((failed + 1)); failures="$failures $name"
  fi
done

echo
echo "hostile: $passed passed, $failed failed, $skipped skipped in $(($(date +%s) - start)) s"
[ -n "$skips" ] && echo "hostile: skipped (fix not merged yet):$skips"
[ -n "$failures" ] && echo "hostile: failed:$failures"
[ "$failed" -eq 0 ]
