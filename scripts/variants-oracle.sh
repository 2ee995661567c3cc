#!/usr/bin/env bash
# The variants' differential against python-chess (`npm test`'s rust stage): random games in
# each lichess variant played by python-chess (scripts/variants-oracle.py; PyPI's `chess`, an
# oracle only, never a dependency of the package), every position compared with src/variants/
# by examples/variants_oracle.rs (FEN, legal moves in UCI and SAN, check, result; the one
# difference allowed is atomic's closed positions, docs/variants.md). Fails on any difference
# and whenever it cannot run; never skips.
#   bash scripts/variants-oracle.sh [GAMES-PER-VARIANT] [SEED]    (default 3 games, seed 2026)
# python-chess is installed once, at the version below, into a virtual environment of its own
# outside the repository: $CHESS_ARBITER_ORACLE_VENV, else
# ${XDG_CACHE_HOME:-~/.cache}/chess-arbiter-oracle (skipped when already there).
set -euo pipefail
source "$(dirname "$0")/env.sh"

games=${1:-3}
seed=${2:-2026}
version=1.11.2
venv=${CHESS_ARBITER_ORACLE_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/chess-arbiter-oracle}
die() { echo "variants-oracle: ERROR: $*" >&2; exit 1; }

if ! "$venv/bin/python" -c "import chess, sys; sys.exit(chess.__version__ != '$version')" 2>/dev/null; then
  command -v python3 >/dev/null || die "python3 not found (needed to run python-chess, the oracle)"
  echo "variants-oracle: installing python-chess $version into $venv"
  rm -rf "$venv"
  python3 -m venv "$venv" || die "python3 -m venv failed (Debian: apt-get install python3-venv)"
  "$venv/bin/pip" install --quiet --disable-pip-version-check "chess==$version" || die "pip could not install chess==$version from PyPI"
fi

cargo build --profile fast --example variants_oracle --quiet
positions=$(mktemp)
trap 'rm -f "$positions"' EXIT
"$venv/bin/python" scripts/variants-oracle.py "$games" "$seed" > "$positions"
echo "variants-oracle: $(wc -l < "$positions") positions from python-chess $version ($games games a variant, seed $seed)"
target/fast/examples/variants_oracle < "$positions"
