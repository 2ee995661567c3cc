#!/usr/bin/env bash
# `npm test`: every test of chess-arbiter, in stages, with a summary at the end.
#
#   tools    scripts/ensure-tools.sh (installs what is missing)
#   rust     cargo fmt --check; cargo test --profile fast (native: unit, integration, doc tests;
#            release optimization without LTO, see Cargo.toml); scripts/variants-oracle.sh (the
#            variants against python-chess, 3 random games a variant; python-chess installed
#            into its own venv, ${XDG_CACHE_HOME:-~/.cache}/chess-arbiter-oracle)
#   build    scripts/build.sh (pkg/)
#   wasm     wasm-bindgen tests, tests/wasm_*.rs: in Node, and in headless Chromium for the
#            files that say wasm_bindgen_test_configure!(run_in_browser)
#   pack     npm pack; install the tarball into a temp project under $TMPDIR; link
#            tests/node_modules to it, so tests import 'chess-arbiter' as a user does
#   js       node --test tests/js/*.test.mjs (against the installed tarball)
#   compat   tests/compat/run.mjs: chess.js 1.4.0's own test suite (../shared/peers/chess.js-1.4.0),
#            unchanged, with vitest against the installed chess-arbiter/compat; fails on any
#            failure but the exempt tests listed there and in the README
#   types    tsc --strict on tests/types/ (consumer files importing the installed package); then
#            tsc -p src/js: the JS face checked against its JSDoc types (checkJs), and
#            tests/types/js-face.ts: each export's JSDoc types against src/js/*.d.ts (arguments
#            and results); it reads the wasm-bindgen glue from pkg/ (the build stage)
#   e2e      node --test tests/e2e/*.test.mjs (Chromium via playwright-core, Vite build)
#   consumers  tests/consumers/run.mjs: the packed tarball in Next.js, Jest, Vitest, Vite 6/7/8,
#            webpack, esbuild, bun build, Bun, Deno, and pages in Chromium (worker, classic script,
#            strict CSP), each with no configuration; installs cached outside the repository
#            (${XDG_CACHE_HOME:-~/.cache}/chess-arbiter-consumers)
#   examples tests/examples/examples.test.mjs: examples/chessground, cm-chessboard,
#            react-chessboard and vue (each its own package.json and lock, the widget pinned), installed
#            with the packed tarball in a cache outside the repository
#            (${XDG_CACHE_HOME:-~/.cache}/chess-arbiter-examples; npm ci only when a lock changes),
#            built once each with Vite and played in one headless Chromium through the real widget;
#            tests/examples/server.test.mjs: examples/server (the reference game server, installed
#            the same way) run as a process: two Chromium pages play to mate, a 3 s flag, a raw
#            WebSocket client's refused moves, a kill and restart, and a load of 200 games
#   bench    node bench/run.mjs --smoke (the benchmark, one round at tiny depths: every library
#            gives the same counts; no timing is asserted)
#   fuzz     scripts/fuzz.sh ci: every cargo-fuzz target (libFuzzer, on the stable toolchain) for
#            a fixed number of executions from a fixed seed (about 8 s each; FUZZ_SECONDS=N for
#            N seconds each instead), after building them (75 s the first time): about
#            2.5 min on 2 cores; fails where it cannot run (the tools stage installs cargo-fuzz)
#   mutants  scripts/mutants.sh on a small fixed sample of the rules core (the mutants of
#            CastlingMode::is_chess960 in src/position/castling.rs, 77 s on 2 busy cores with
#            target/mutants in place, most of it the one build; a fresh clone first copies
#            target/fast there): fails on any mutant the native tests miss; installs cargo-mutants
#            when missing, and fails when it cannot. The whole core: scripts/mutants.sh
#
# `bash scripts/test.sh js e2e` (or `npm test -- js e2e`) runs only the stages named, plus the
# ones they need. Exits non-zero if any stage fails.
set -uo pipefail
source "$(dirname "$0")/env.sh"

all=(tools rust build wasm pack js compat types e2e examples consumers bench fuzz mutants)
if [ $# -eq 0 ]; then
  want=" ${all[*]} "
else
  for s in "$@"; do
    case " ${all[*]} " in *" $s "*) ;; *) echo "test: unknown stage '$s' (stages: ${all[*]})" >&2; exit 2 ;; esac
  done
  want=" tools $* "
  case "$want" in *" wasm "*|*" js "*|*" compat "*|*" types "*|*" e2e "*|*" examples "*|*" consumers "*|*" bench "*) want+=" build " ;; esac
  case "$want" in *" js "*|*" compat "*|*" types "*|*" e2e "*|*" examples "*|*" consumers "*) want+=" pack " ;; esac
fi

node_test=(node --test --test-reporter=spec)
if [ -t 1 ]; then bold=$'\033[1m' plain=$'\033[0m'; else bold="" plain=""; fi
header() { printf '\n%s===== %s =====%s\n' "$bold" "$1" "$plain"; }

results=()
failed=0
skipped=0
fatal=0
tests_passed=0
tests_failed=0
tests_skipped=0
logs=$(mktemp -d "${TMPDIR:-/tmp}/chess-arbiter-test-logs.XXXXXX")
# Adds up the tests a stage's output reports: cargo test's `test result:` lines, node --test's
# `ℹ pass` / `ℹ fail` / `ℹ skipped` lines, and `NAME: N passed, N failed[, N skipped]` lines
# (the consumers stage's closing line).
count_tests() {
  local p f s
  read -r p f s < <(awk '
    /^test result: / { for (i = 1; i < NF; i++) { n = $i + 0; w = $(i + 1); sub(/[;,.]$/, "", w);
      if (w == "passed") p += n; else if (w == "failed") f += n; else if (w == "ignored") s += n } }
    /^ℹ pass [0-9]+$/ { p += $3 } /^ℹ fail [0-9]+$/ { f += $3 } /^ℹ skipped [0-9]+$/ { s += $3 }
    /^[a-z]+: [0-9]+ passed, [0-9]+ failed/ { p += $2; f += $4; if ($6 != "") s += $6 }
    END { printf "%d %d %d\n", p, f, s }' "$1")
  tests_passed=$((tests_passed + p)); tests_failed=$((tests_failed + f)); tests_skipped=$((tests_skipped + s))
}
stage() { # stage NAME FATAL COMMAND...: runs COMMAND when NAME is wanted, times it, records the result
  local name=$1 is_fatal=$2; shift 2
  case "$want" in *" $name "*) ;; *) return 0 ;; esac
  [ "$fatal" = 0 ] || { results+=("$(printf '%-9s %-7s %7s' "$name" skipped -)"); skipped=$((skipped + 1)); return 0; }
  header "$name"
  local t0=$SECONDS status rc log="$logs/$name.log" fd teepid
  # The output goes to the terminal and to the stage's log through tee; the command itself runs
  # in this shell (not in a pipeline), so what it sets (pack's $consumer) stays.
  exec {fd}> >(tee "$log")
  teepid=$!
  "$@" >&"$fd" 2>&1
  rc=$?
  exec {fd}>&-
  wait "$teepid" 2>/dev/null # tee has written everything
  count_tests "$log"
  # Exit 77: the stage could not run here (a missing optional tool) and said why.
  if [ "$rc" = 0 ]; then status=ok
  elif [ "$rc" = 77 ]; then status=skipped; skipped=$((skipped + 1))
  else status=FAILED; failed=$((failed + 1)); [ "$is_fatal" = fatal ] && fatal=1; fi
  results+=("$(printf '%-9s %-7s %6ss' "$name" "$status" $((SECONDS - t0)))")
}

consumer=""
cleanup() {
  rm -rf "$logs"
  if [ -L tests/node_modules ]; then rm -f tests/node_modules; fi
  if [ -n "$consumer" ]; then rm -rf "$consumer"; fi
}
trap cleanup EXIT

# fmt and the tests both run, so a formatting slip does not hide the test results.
rust_native() {
  local fmt=0 tests=0 oracle=0
  cargo fmt --check || fmt=1
  cargo test --profile fast || tests=1
  bash scripts/variants-oracle.sh || oracle=1
  [ "$fmt" = 0 ] || echo "rust: cargo fmt --check failed: run \`cargo fmt\`" >&2
  [ "$tests" = 0 ] || echo "rust: cargo test --profile fast failed" >&2
  [ "$oracle" = 0 ] || echo "rust: scripts/variants-oracle.sh (the variants against python-chess) failed" >&2
  [ "$fmt" = 0 ] && [ "$tests" = 0 ] && [ "$oracle" = 0 ]
}

# The wasm test files, split by where they run.
wasm_files() { # wasm_files browser|node
  local f
  for f in tests/wasm_*.rs; do
    [ -e "$f" ] || continue
    if grep -qE '^[[:space:]]*wasm_bindgen_test_configure!\([[:space:]]*run_in_browser' "$f"; then [ "$1" = browser ] && echo "$f"; else [ "$1" = node ] && echo "$f"; fi
  done
}
wasm_tests() {
  local where=$1 args=() f
  for f in $(wasm_files "$where"); do args+=(--test "$(basename "$f" .rs)"); done
  [ ${#args[@]} -gt 0 ] || { echo "no tests/wasm_*.rs files for $where" >&2; return 1; }
  echo "--- wasm tests in $where: ${args[*]}"
  CHROMEDRIVER="${CHROMEDRIVER:-$(command -v chromedriver)}" \
    cargo test --release --target wasm32-unknown-unknown "${args[@]}"
}
wasm_all() {
  local rc=0
  wasm_tests node || rc=1
  wasm_tests browser || rc=1
  return $rc
}

pack_and_install() {
  consumer=$(mktemp -d "${TMPDIR:-/tmp}/chess-arbiter-consumer.XXXXXX")
  local tgz
  # runs prepack (the build, its lines on stderr): stdout is npm's JSON alone, as tools read it
  local packed
  packed=$(npm pack --json --silent --pack-destination "$consumer") || return 1
  tgz=$(printf '%s' "$packed" | node -e "let s = ''; process.stdin.on('data', (d) => { s += d; }).on('end', () => {
    try { console.log(JSON.parse(s)[0].filename); } catch (e) { console.error('npm pack --json printed more than its JSON: ' + e.message + '\n' + s.slice(0, 400)); process.exit(1); } })") || return 1
  [ -f "$consumer/$tgz" ] || { echo "npm pack named $tgz, which is not in $consumer" >&2; return 1; }
  echo "packed $tgz ($(wc -c < "$consumer/$tgz") bytes)"
  printf '{ "name": "consumer", "private": true, "type": "module" }\n' > "$consumer/package.json"
  (cd "$consumer" && npm install --no-audit --no-fund --loglevel=error "./$tgz") || return 1
  rm -f tests/node_modules
  [ ! -e tests/node_modules ] || { echo "tests/node_modules exists and is not a link" >&2; return 1; }
  ln -s "$consumer/node_modules" tests/node_modules
  export CHESS_ARBITER_CONSUMER="$consumer"
  echo "installed into $consumer (tests/node_modules -> $consumer/node_modules)"
}

# The packed tarball (left by pack_and_install) in each consumer setup of tests/consumers/.
consumers_all() {
  node tests/consumers/run.mjs "$consumer"/chess-arbiter-*.tgz
}

# The consumer files under the current module resolution (nodenext), then under node10; then the
# JS face against its JSDoc types and those against the published .d.ts (src/js/tsconfig.json).
types_all() {
  node_modules/.bin/tsc -p tests/types && node_modules/.bin/tsc -p tests/types/tsconfig.node10.json \
    && node_modules/.bin/tsc -p src/js
}

tools_flags=()
case "$want" in *" fuzz "*) tools_flags+=(--fuzz) ;; esac
stage tools fatal bash scripts/ensure-tools.sh "${tools_flags[@]}"
stage rust  keep  rust_native
stage build fatal bash scripts/build.sh
stage wasm  keep  wasm_all
stage pack  fatal pack_and_install
stage js    keep  "${node_test[@]}" tests/js/*.test.mjs
stage compat keep node tests/compat/run.mjs
stage types keep  types_all
stage e2e   keep  "${node_test[@]}" tests/e2e/*.test.mjs
stage examples keep "${node_test[@]}" tests/examples/*.test.mjs
stage consumers keep consumers_all
stage bench keep  node --expose-gc bench/run.mjs --smoke
stage fuzz  keep  bash scripts/fuzz.sh "${FUZZ_SECONDS:-ci}"
# --baseline skip: the rust stage has just run the same tests on the same build (profile fast).
stage mutants keep bash scripts/mutants.sh --file src/position/castling.rs --re is_chess960 --baseline skip --timeout 240

header summary
printf '%s\n' "${results[@]}"
passed=0
for r in "${results[@]}"; do case "$r" in *" ok "*) passed=$((passed + 1)) ;; esac; done
echo "stages: $passed passed, $failed failed, $skipped skipped"
echo "tests: $tests_passed passed, $tests_failed failed, $tests_skipped skipped"
[ "$failed" = 0 ]
