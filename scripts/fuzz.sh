#!/usr/bin/env bash
# Runs every cargo-fuzz target of fuzz/ for a short while (default 10 s each, about a minute in
# all) and exits non-zero when one finds a crash. Skips (exit 77, which `npm test` reports as
# `skipped`, not as passed) when the nightly toolchain or cargo-fuzz is missing: it never
# installs anything itself.
#
#   scripts/fuzz.sh [seconds-per-target] [target...]
#   FUZZ_RUNS=10000000 scripts/fuzz.sh 0 random_play     # a fixed number of executions
#
# Developer setup (once):  rustup toolchain install nightly && cargo install cargo-fuzz
#
# New inputs go to fuzz/work/<target>/ (not committed); the committed seeds are in
# fuzz/corpus/<target>/. A crash is saved in fuzz/artifacts/<target>/; copy it to
# fuzz/regressions/<target>/ so that `cargo test` replays it (tests/fuzz_corpus.rs), and fix it.
set -uo pipefail
cd "$(dirname "$0")/.."

SECONDS_PER_TARGET="${1:-10}"
shift || true
ALL_TARGETS=(fen san uci pgn play_any_move random_play)
TARGETS=("${@:-${ALL_TARGETS[@]}}")

if ! rustup toolchain list 2>/dev/null | grep -q '^nightly'; then
  echo "fuzz: skipped, no nightly toolchain (install: rustup toolchain install nightly)"
  exit 77
fi
if ! cargo +nightly fuzz --version >/dev/null 2>&1; then
  echo "fuzz: skipped, cargo-fuzz is not installed (install: cargo install cargo-fuzz)"
  exit 77
fi

# Inputs longer than this only slow a target down: a FEN with moves fits in 256 bytes, and
# random_play plays one move per byte (deep games are the differential tests' job).
max_len() {
  case "$1" in
    random_play) echo 24 ;;
    san|uci) echo 64 ;;
    fen) echo 128 ;;
    *) echo 256 ;;
  esac
}

FEATURES=()
if [ -n "${FUZZ_FEATURES:-}" ]; then FEATURES=(--features "$FUZZ_FEATURES"); fi
# No sanitizer: the crate has no unsafe code, and ASan would halve the speed.
BUILD=(-O -s none "${FEATURES[@]}")

(cd fuzz && cargo +nightly fuzz build "${BUILD[@]}") || { echo "fuzz: build failed"; exit 1; }

status=0
for t in "${TARGETS[@]}"; do
  mkdir -p "fuzz/work/$t" "fuzz/corpus/$t"
  if [ -n "${FUZZ_RUNS:-}" ]; then limit=(-runs="$FUZZ_RUNS"); else limit=(-max_total_time="$SECONDS_PER_TARGET"); fi
  start=$(date +%s)
  log="fuzz/work/$t.log"
  (cd fuzz && cargo +nightly fuzz run "${BUILD[@]}" "$t" "work/$t" "corpus/$t" -- \
      "${limit[@]}" -max_len="$(max_len "$t")" -print_final_stats=1) >"$log" 2>&1
  rc=$?
  runs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' | tail -1)
  echo "fuzz: $t: ${runs:-?} executions in $(( $(date +%s) - start )) s, exit $rc"
  if [ $rc -ne 0 ]; then
    status=1
    grep -E "panicked|ERROR|Test unit written|SUMMARY" "$log" | head -20
  fi
done
exit $status
