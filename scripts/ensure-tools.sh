#!/usr/bin/env bash
# Installs what building and testing chess-arbiter needs, each step only when it is missing:
#   - Rust's wasm32-unknown-unknown target and rustfmt (rustup)
#   - the wasm-bindgen CLI at exactly the version Cargo.toml pins (cargo install)
#   - Chromium and ChromeDriver (Debian's packages; for the browser tests; skipped with
#     --no-browser, as `npm start` and `npm run bench` ask: they need no browser), and with them
#     g++, make and python3 (examples/server's better-sqlite3 may compile SQLite)
#   - the npm dev dependencies (npm ci, when package-lock.json is newer than the last install)
#   - with --fuzz (the fuzz stage of `npm test`): cargo-fuzz (cargo install, about 90 s on a new
#     machine) and a C++ compiler for libFuzzer (Debian's g++, on the machine already); it runs
#     on the default stable toolchain, no nightly needed (see scripts/fuzz.sh)
# Quiet when everything is in place; stops with a message on the first failure.
# Never installs Debian's binaryen: wasm-opt comes from the npm package `binaryen`.
set -euo pipefail
source "$(dirname "$0")/env.sh"

browser=1
fuzz=0
for arg in "$@"; do
  case "$arg" in
    --no-browser) browser=0 ;;
    --fuzz) fuzz=1 ;;
    *) echo "ensure-tools: unknown option $arg (known: --no-browser, --fuzz)" >&2; exit 2 ;;
  esac
done

say() { echo "ensure-tools: $*"; }
die() { echo "ensure-tools: ERROR: $*" >&2; exit 1; }
# apt_install WHY PACKAGE...: Debian packages, through sudo when not root (WHY: what is missing,
# for the error when neither is possible).
apt_install() {
  local why=$1 sudo=""
  shift
  if [ "$(id -u)" != 0 ]; then
    command -v sudo >/dev/null || die "$why and installing it needs root"
    sudo="sudo"
  fi
  $sudo apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

command -v cargo >/dev/null || die "cargo not found (install Rust with rustup)"
command -v node >/dev/null || die "node not found (Node.js 20 or later is needed)"
command -v npm >/dev/null || die "npm not found"

# --- Rust target and rustfmt ------------------------------------------------------------
if command -v rustup >/dev/null; then
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "adding the Rust target wasm32-unknown-unknown"
    rustup target add wasm32-unknown-unknown
  fi
  if ! cargo fmt --version >/dev/null 2>&1; then
    say "adding rustfmt"
    rustup component add rustfmt
  fi
else
  sysroot=$(rustc --print sysroot)
  [ -d "$sysroot/lib/rustlib/wasm32-unknown-unknown" ] \
    || die "the wasm32-unknown-unknown target is missing and rustup is not available to add it"
fi

# --- wasm-bindgen CLI, same version as the crate ------------------------------------------
# `wasm-bindgen = "=X.Y.Z"` or `wasm-bindgen = { version = "=X.Y.Z", ... }`.
want=$(sed -nE 's/^wasm-bindgen[[:space:]]*=[[:space:]]*(\{[[:space:]]*version[[:space:]]*=[[:space:]]*)?"=?([0-9][0-9.]*)".*/\2/p' Cargo.toml | head -n1)
[ -n "$want" ] || die "cannot read the wasm-bindgen version from Cargo.toml (expected: wasm-bindgen = \"=X.Y.Z\" or { version = \"=X.Y.Z\", ... })"
have() { wasm-bindgen --version 2>/dev/null | awk '{print $2}'; }
if [ "$(have)" != "$want" ]; then
  # Another install (e.g. started by hand) may be running: wait for it rather than race it.
  while pgrep -f "cargo install wasm-bindgen-cli" >/dev/null; do
    say "waiting for a running 'cargo install wasm-bindgen-cli' to finish"
    sleep 10
  done
fi
if [ "$(have)" != "$want" ]; then
  say "installing wasm-bindgen-cli $want (takes a few minutes)"
  # No --locked: its lockfile pins a dependency version the registry here does not serve.
  cargo install wasm-bindgen-cli --version "$want" --quiet
  [ "$(have)" = "$want" ] \
    || die "wasm-bindgen on PATH is '$(have)', not $want (is ~/.cargo/bin first on PATH?)"
fi
command -v wasm-bindgen-test-runner >/dev/null || die "wasm-bindgen-test-runner not found beside wasm-bindgen"

# --- Chromium and ChromeDriver (browser tests) ----------------------------------------------
if [ "$browser" = 1 ] && { ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; }; then
  say "installing chromium and chromium-driver (Debian packages)"
  apt_install "chromium/chromedriver are missing" chromium chromium-driver
  command -v chromium >/dev/null && command -v chromedriver >/dev/null \
    || die "chromium/chromedriver still not on PATH after apt-get install"
fi

# --- a C++ toolchain for native npm modules (with the browser tests) --------------------------
# examples/server's better-sqlite3 compiles SQLite when no prebuilt binary can be downloaded
# (node-gyp, against Debian's Node headers in /usr/include/node): python3, make and c++.
if [ "$browser" = 1 ] && { ! command -v c++ >/dev/null || ! command -v make >/dev/null || ! command -v python3 >/dev/null; }; then
  say "installing g++, make and python3 (Debian packages; examples/server's better-sqlite3 compiles SQLite)"
  apt_install "a C++ toolchain (for better-sqlite3) is missing" g++ make python3
  command -v c++ >/dev/null && command -v make >/dev/null && command -v python3 >/dev/null \
    || die "c++, make or python3 still not on PATH after apt-get install"
fi

# --- cargo-fuzz (the fuzz stage) ------------------------------------------------------------
# Measured on a 2-core machine: `cargo install cargo-fuzz` 90 s; the targets' first build, in
# the fuzz stage itself, 75 s more.
fuzz_version=0.13.2
if [ "$fuzz" = 1 ]; then
  if ! command -v c++ >/dev/null; then
    say "installing g++ (Debian package; libFuzzer is C++)"
    apt_install "a C++ compiler (for libFuzzer) is missing" g++
    command -v c++ >/dev/null || die "c++ still not on PATH after apt-get install g++"
  fi
  if ! cargo fuzz --version >/dev/null 2>&1; then
    while pgrep -f "cargo install cargo-fuzz" >/dev/null; do
      say "waiting for a running 'cargo install cargo-fuzz' to finish"
      sleep 10
    done
  fi
  if ! cargo fuzz --version >/dev/null 2>&1; then
    say "installing cargo-fuzz $fuzz_version (about 90 s)"
    cargo install cargo-fuzz --version "$fuzz_version" --quiet
    cargo fuzz --version >/dev/null 2>&1 || die "cargo fuzz does not run after cargo install cargo-fuzz"
  fi
fi

# --- npm dev dependencies -------------------------------------------------------------------
stamp=node_modules/.ensure-tools-stamp
if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ]; then
  say "installing npm dev dependencies (npm ci)"
  npm ci --no-audit --no-fund --loglevel=error
  touch "$stamp"
fi
