#!/usr/bin/env bash
# Installs governor's build dependencies (Debian 12 packages) and builds what `governor play`,
# `governor serve` and `import governor` need into ./build (Ninja, RelWithDebInfo): the
# binary and the Python module (the target governor_apps), then the page of `governor serve`
# (web/: `npm ci` from the lockfile and a Vite build into ./build/web; needs Node 20.19+ with
# npm). The tests and benchmarks are left to scripts/test.sh (or `cmake --build build`), so
# the first game does not wait for them. Safe to run again: apt skips what is installed, the
# build is incremental. Run as root or with sudo; set GOVERNOR_SKIP_APT=1 to only build.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(liblua5.4-dev libyaml-cpp-dev libspdlog-dev catch2 libcli11-dev nlohmann-json3-dev
          libfmt-dev libbenchmark-dev cmake ninja-build g++ pkg-config
          clang libclang-rt-14-dev
          libboost1.81-dev libcpp-httplib-dev libssl-dev zlib1g-dev libbrotli-dev chromium
          pybind11-dev python3-pybind11 python3-dev python3-numpy python3-pytest
          python3-matplotlib python3-distributed)

if [ "${GOVERNOR_SKIP_APT:-0}" != 1 ]; then
  if [ "$(id -u)" -eq 0 ]; then
    sudo=()
  elif command -v sudo >/dev/null 2>&1; then
    sudo=(sudo)
  else
    echo "setup.sh: run as root (or install sudo) to install packages" >&2
    exit 2
  fi
  missing=()
  for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "setup.sh: installing ${missing[*]}"
    "${sudo[@]}" apt-get update
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      "${packages[@]}"
  else
    echo "setup.sh: packages already installed"
  fi
fi

# Under sudo, build as the calling user so ./build stays theirs (tests write into it).
as_user=()
if [ "$(id -u)" -eq 0 ] && [ -n "${SUDO_USER:-}" ] && [ "$SUDO_USER" != root ]; then
  as_user=(sudo -u "$SUDO_USER" --)
fi
build_dir=${GOVERNOR_BUILD_DIR:-build}
# A development build: warnings are errors (GOVERNOR_WERROR; a packager's build leaves it off).
"${as_user[@]}" cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DGOVERNOR_WERROR=ON
"${as_user[@]}" cmake --build "$build_dir" --target governor_apps
echo "setup.sh: built $build_dir/governor and the Python module ($build_dir/python)"

# The page (web/): TypeScript built by Vite into the build folder, where `governor serve`
# finds it beside the binary.
# Without npm the terminal, the simulator and the Python module still work: say so and stop
# here (scripts/test.sh then fails at the page's tests, naming npm).
if ! command -v npm >/dev/null 2>&1; then
  echo "setup.sh: npm not found: the page of governor serve is not built (it needs Node 20.19+" \
    "and npm); everything else is" >&2
  exit 0
fi
web_out=$(cd "$build_dir" && pwd)/web
(cd web && "${as_user[@]}" npm ci --no-audit --no-fund --loglevel=error &&
  "${as_user[@]}" env GOVERNOR_WEB_OUT="$web_out" npm run --silent build)
echo "setup.sh: built the page into $web_out"
