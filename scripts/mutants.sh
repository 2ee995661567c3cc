#!/usr/bin/env bash
# Mutation testing of the rules core with cargo-mutants (issue 20, part 2): each mutant is the
# crate with one small change (a function body replaced, an operator swapped, a condition
# negated); the fast native tests (`cargo test --release`, the test files listed in
# .cargo/mutants.toml) must fail on every one. A mutant they pass ("missed") is a gap in the
# tests, or an equivalent change listed with its reason in .cargo/mutants.toml and
# docs/reliability.md. Exits non-zero when a mutant is missed (a timeout counts as caught).
#
#   scripts/mutants.sh                          # every rules-core file (hours on 2 cores)
#   scripts/mutants.sh --file src/position/castling.rs   # one file (`--file` can repeat)
#   scripts/mutants.sh --shard 1/8              # one eighth of the rules-core mutants
#   scripts/mutants.sh --list                   # the mutants, without running them
#
# Any other argument is passed to cargo-mutants as is (e.g. `--re`, `--jobs 2`, `--in-diff`).
# The results are in mutants.out/ (outcomes.json, missed.txt, caught.txt, unviable.txt;
# ignored by git). cargo-mutants is installed when missing (`cargo install cargo-mutants`); if
# that fails the script fails (exit 1): a stage that cannot run fails, it does not skip.
set -uo pipefail
source "$(dirname "$0")/env.sh"

# The rules core (issue 20): move generation, positions, attacks, castling, validation, FEN, SAN
# and UCI, and the game's draw rules (claims: threefold/fivefold repetition and the 50/75-move
# rules; the automatic outcome; the repetition digest; the game itself, whose outcome, timeout
# and claim entry points and move placement along the tree are in src/game/mod.rs).
CORE=(src/position/castling.rs src/notation/uci.rs src/position/attacks.rs src/position/movegen.rs src/position/mod.rs src/position/validate.rs
  src/notation/fen.rs src/notation/san.rs src/game/claims.rs src/game/outcome.rs src/game/repetition.rs
  src/game/mod.rs)

if ! cargo mutants --version >/dev/null 2>&1; then
  echo "mutants: cargo-mutants is missing; installing it (cargo install cargo-mutants)"
  # No --locked: its lockfile can pin a dependency version the registry here does not serve.
  if ! cargo install cargo-mutants; then
    echo "mutants: FAILED: cargo-mutants is not installed and could not be installed (install: cargo install cargo-mutants)" >&2
    exit 1
  fi
fi
echo "mutants: $(cargo mutants --version)"

# Files: the ones named with --file, else the whole core.
have_file=0
for a in "$@"; do case "$a" in --file|-f|--file=*) have_file=1 ;; esac; done
files=()
if [ "$have_file" = 0 ]; then for f in "${CORE[@]}"; do files+=(--file "$f"); done; fi

# cargo-mutants builds and tests a copy of the tree in a temporary folder; the tests read
# ../shared (the FIDE texts, perft suites and games) beside the tree, so that folder gets a
# `shared` link to the real one.
shared=$(cd .. && pwd)/shared
[ -d "$shared" ] || { echo "mutants: $shared is missing (the tests need it)" >&2; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/chess-arbiter-mutants.XXXXXX")
trap 'rm -rf "$work"' EXIT
ln -s "$shared" "$work/shared"

# The tests run with cargo-nextest when it is installed (it is on this project's machines and
# CI's; `cargo install cargo-nextest` otherwise): its `mutants` profile (.config/nextest.toml)
# runs the fast, sharp tests first, two at a time, and stops at the first failure, where
# `cargo test` runs each test file whole, in name order, before it stops. Without it, cargo test.
tool=cargo
if cargo nextest --version >/dev/null 2>&1; then tool=nextest; fi
echo "mutants: tests run with $tool"

# The builds go to target/mutants (CARGO_TARGET_DIR), kept from run to run, not to a copy of
# target/ in the temporary tree (--copy-target): cargo-mutants copies files without their
# times, so cargo found every dependency newer than what was built on it and rebuilt them all
# for the first mutant (about 3 minutes). target/mutants starts as a copy of the rust stage's
# target/fast with its times kept (cp -a), so the first mutant only rebuilds the crate. The
# build there is always of the last mutant: the next run's copy of the sources is newer, so
# cargo rebuilds the crate from it; nothing else reads target/mutants.
# One folder serves one build at a time: with --jobs (several mutants at once, each in its own
# copy), each copy gets its own copy of target/ as before.
root=$(cd "$(dirname "$0")/.." && pwd)
mtarget=$root/target/mutants
jobs=0
for a in "$@"; do case "$a" in --jobs|-j|--jobs=*|-j?*) jobs=1 ;; esac; done
if [ "$jobs" = 1 ]; then
  where=(--copy-target=true)
else
  where=(--copy-target=false)
  export CARGO_TARGET_DIR=$mtarget
  if [ ! -d "$mtarget/fast" ] && [ -d "$root/target/fast" ]; then
    echo "mutants: starting $mtarget from target/fast"
    mkdir -p "$mtarget" && cp -a "$root/target/fast" "$mtarget/fast"
  fi
fi
NEXTEST_PROFILE=mutants TMPDIR="$work" \
  cargo mutants --no-shuffle "${where[@]}" --test-tool "$tool" "${files[@]}" "$@"
rc=$?
# Exit 3: no mutant missed, but some made the tests run past the timeout (a rule broken so far
# that a search no longer ends, e.g. the dead-position analysis). The tests did not pass them:
# they count as caught, listed in mutants.out/timeout.txt.
if [ "$rc" = 3 ]; then
  echo "mutants: no mutant missed; the ones that timed out count as caught (mutants.out/timeout.txt)"
  rc=0
fi
exit $rc
