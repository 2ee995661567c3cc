#!/usr/bin/env bash
# Runs every cargo-fuzz target of fuzz/ (libFuzzer, coverage-guided) for a short fixed time each
# and exits non-zero when one finds a crash, or when fuzzing cannot run here at all (no
# cargo-fuzz, a build that fails, a target that does not start): a fuzz stage that cannot run
# fails, it never reports `skipped`. scripts/ensure-tools.sh installs cargo-fuzz.
#
#   scripts/fuzz.sh ci                                       # `npm test`: fixed runs and seed, ~8 s each
#   scripts/fuzz.sh [seconds-per-target] [target...]        # a fixed time each
#   FUZZ_RUNS=10000000 scripts/fuzz.sh 0 random_play         # a fixed number of executions
#
# Long runs (by hand, not in `npm test`): `scripts/fuzz.sh 600` (10 min a target, an hour in
# all), or one target overnight: `scripts/fuzz.sh 28800 pgn`. See docs/reliability.md.
#
# Toolchain: the machine's default one (stable). With `-s none` (no sanitizer) cargo-fuzz
# passes rustc only stable flags (`-Cpasses=sancov-module`, `-Cllvm-args=-sanitizer-coverage-*`,
# `--cfg fuzzing`), so no nightly toolchain is needed: CI's machines have only stable Rust and
# cannot fetch another. A sanitizer (`-s address`) would need `-Zsanitizer`, that is nightly or
# RUSTC_BOOTSTRAP=1; the crate has no unsafe code, and ASan would halve the speed.
#
# New inputs go to fuzz/work/<target>/ (not committed); the committed seeds are in
# fuzz/corpus/<target>/. A crash is saved in fuzz/artifacts/<target>/; copy it to
# fuzz/regressions/<target>/ so that `cargo test` replays it (tests/fuzz_corpus.rs), and fix it.
set -uo pipefail
source "$(dirname "$0")/env.sh"

SECONDS_PER_TARGET="${1:-10}"
shift || true
# `ci` (what `npm test` runs): each target for a fixed number of executions from a fixed seed,
# about 8 s each on a 2-core machine, so that a CI run is reproducible (the same inputs on a
# fresh clone: a crash found there is found again by the same command); finding new crashes is
# the long runs' job (above).
CI_MODE=0
if [ "$SECONDS_PER_TARGET" = ci ]; then CI_MODE=1; SECONDS_PER_TARGET=0; fi
ci_runs() {
  case "$1" in
    fen) echo 400000 ;;
    san) echo 1500000 ;;
    uci) echo 2500000 ;;
    random_play) echo 110000 ;;
    *) echo 400000 ;;
  esac
}
ALL_TARGETS=(fen san uci pgn play_any_move random_play)
TARGETS=("${@:-${ALL_TARGETS[@]}}")

if ! cargo fuzz --version >/dev/null 2>&1; then
  echo "fuzz: FAILED: cargo-fuzz is not installed (scripts/ensure-tools.sh installs it: cargo install cargo-fuzz)" >&2
  exit 1
fi
echo "fuzz: $(cargo fuzz --version), $(rustc --version)"

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
BUILD=(-O -s none "${FEATURES[@]}")

t0=$(date +%s)
(cd fuzz && cargo fuzz build "${BUILD[@]}") || { echo "fuzz: FAILED: cargo fuzz build failed" >&2; exit 1; }
echo "fuzz: built the targets in $(( $(date +%s) - t0 )) s"

status=0
for t in "${TARGETS[@]}"; do
  mkdir -p "fuzz/work/$t" "fuzz/corpus/$t"
  if [ "$CI_MODE" = 1 ]; then limit=(-runs="$(ci_runs "$t")" -seed=1)
  elif [ -n "${FUZZ_RUNS:-}" ]; then limit=(-runs="$FUZZ_RUNS")
  else limit=(-max_total_time="$SECONDS_PER_TARGET"); fi
  start=$(date +%s)
  log="fuzz/work/$t.log"
  (cd fuzz && cargo fuzz run "${BUILD[@]}" "$t" "work/$t" "corpus/$t" -- \
      "${limit[@]}" -max_len="$(max_len "$t")" -print_final_stats=1) >"$log" 2>&1
  rc=$?
  runs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' | tail -1)
  added=$(grep -Eo 'stat::new_units_added: *[0-9]+' "$log" | grep -Eo '[0-9]+$' | tail -1)
  echo "fuzz: $t: ${runs:-?} executions, ${added:-?} new inputs, in $(( $(date +%s) - start )) s, exit $rc"
  if [ $rc -ne 0 ]; then
    status=1
    grep -E "panicked|ERROR|Test unit written|SUMMARY" "$log" | head -20
  elif [ -z "$runs" ] || [ "$runs" = 0 ]; then
    # libFuzzer always prints its final stats: none means the target did not really run.
    status=1
    echo "fuzz: FAILED: $t ran no input (see $log)" >&2
    tail -20 "$log" >&2
  fi
done
[ $status = 0 ] && echo "fuzz: ${#TARGETS[@]} targets fuzzed, no crash ($(( $(date +%s) - t0 )) s in all)"
exit $status
