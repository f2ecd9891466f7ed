#!/usr/bin/env bash
# Installs governor's build dependencies (Debian 12 packages) and builds it into ./build
# (Ninja, RelWithDebInfo). Safe to run again: apt skips what is installed, the build is
# incremental. Run as root or with sudo; set GOVERNOR_SKIP_APT=1 to only build.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(liblua5.4-dev libyaml-cpp-dev libspdlog-dev catch2 libcli11-dev nlohmann-json3-dev
          libfmt-dev libbenchmark-dev cmake ninja-build g++ pkg-config
          clang libclang-rt-14-dev
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
"${as_user[@]}" cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
"${as_user[@]}" cmake --build "$build_dir"
echo "setup.sh: built $build_dir/governor"
