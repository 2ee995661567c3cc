#!/usr/bin/env bash
# Long differential run against cozy-chess (the oracle, a dev-dependency only).
#
#   scripts/differential.sh [positions] [seed]
#
# Plays random games (half standard, half Chess960, on two threads) and compares every
# position with the oracle: legal move set, checkers, check/checkmate/stalemate, castling
# rights, FEN, FEN round trip. Default 1,000,000 positions (a few minutes on two cores).
# The short version (20,000 positions plus every position of the lichess games in
# ../shared/data/games/lichess/) runs with `cargo test --release`.
set -euo pipefail
cd "$(dirname "$0")/.."
export DIFF_POSITIONS="${1:-1000000}"
export DIFF_SEED="${2:-1}"
exec cargo test --release --test differential -- --ignored --nocapture random_play_long
