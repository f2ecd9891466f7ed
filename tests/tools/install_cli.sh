#!/bin/sh
# A packager's view: `cmake --install` puts the binary in bin/, the packs in
# share/governor/content and the docs in share/doc/governor, and the installed binary finds
# its packs from any folder. Then the content folder's order (docs/cli.md): --content-dir,
# then GOVERNOR_CONTENT_DIR, then the installed packs; and `play --from`.
# Usage: install_cli.sh CMAKE BUILD_DIR SOURCE_DIR
set -u
cmake=$1
build=$2
src=$3
fail() { echo "install_cli: $*" >&2; exit 1; }
prefix=$(mktemp -d "${TMPDIR:-/tmp}/governor-install.XXXXXX") || exit 2
trap 'rm -rf "$prefix"' EXIT
"$cmake" --install "$build" --prefix "$prefix" >/dev/null || fail "cmake --install failed"
gov=$prefix/bin/governor
[ -x "$gov" ] || fail "no bin/governor"
[ -f "$prefix/share/governor/content/base/pack.yaml" ] || fail "no share/governor/content/base"
[ -f "$prefix/share/doc/governor/cli.md" ] || fail "no share/doc/governor/cli.md"
[ -f "$prefix/share/doc/governor/README.md" ] || fail "no share/doc/governor/README.md"

cd "$prefix" || exit 2  # away from the source tree: the packs must come from share/
out=$(GOVERNOR_CONTENT_DIR= "$gov" -v sim --games 3 2>&1) || fail "installed sim failed: $out"
echo "$out" | grep -q "from .*/share/governor/content" ||
  fail "the installed binary did not load its installed packs: $out"
echo "$out" | grep -q '^signature' || fail "no signature: $out"

# GOVERNOR_CONTENT_DIR beats the installed packs; --content-dir beats both.
out=$(GOVERNOR_CONTENT_DIR=/no/such/dir "$gov" sim --games 1 2>&1) && fail "env ignored: $out"
echo "$out" | grep -q "/no/such/dir" || fail "env folder not named: $out"
out=$(GOVERNOR_CONTENT_DIR=/no/such/dir "$gov" sim --content-dir "$src/content" --games 1 2>&1) ||
  fail "--content-dir ignored: $out"

# play --from: the scenario's position, bots only, to the end.
out=$("$gov" play --from "$src/tests/scenarios/base/harbor.yaml" --seats random,random,random,random \
  </dev/null 2>&1) || fail "play --from failed: $out"
echo "$out" | grep -q "from the position of" || fail "play --from did not say where it started"
"$gov" play --from "$src/tests/scenarios/base/harbor.yaml" --save x.json </dev/null >/dev/null 2>&1 &&
  fail "play --from --save was accepted"
"$gov" play --from "$src/no/such.yaml" </dev/null >/dev/null 2>&1
[ $? -eq 2 ] || fail "play --from a missing file did not exit 2"
echo "install_cli: ok"
