#!/usr/bin/env bash
# Builds the npm package into pkg/:
#   cargo (profile wasm-full for the full package, opt-level 2; wasm for the core: size; wasm32) -> wasm-bindgen --target web -> wasm-opt -Oz (npm binaryen)
#   -> the JS face from src/js/ -> the JS minified (scripts/minify.mjs: whitespace, syntax and
#   local names shortened) -> the wasm written into an ES module (scripts/inline-wasm.mjs) -> the entries:
#     pkg/browser.js   what package.json "exports" gives bundlers and runtimes: the wasm inside,
#                      instantiated synchronously, no top-level await
#     pkg/node.js      Node ESM: browser.js bundled by rollup into one file
#     pkg/index.cjs    CommonJS: the same, as CommonJS (rulings' texts inside)
#     pkg/index.js     for pages without a bundler (import map, CDN by path): fetches the .wasm
#                      beside it, top-level await; the smallest download
#     pkg/chess-arbiter.js, pkg/chess-arbiter.mjs   the single-file build: a classic script
#                      (global ChessArbiter) and one ES module, wasm (base64) and rulings inside
# Twice: the full package in pkg/ (default features: Game, PGN, rulings), and the rules-only
# build `chess-arbiter/core` in pkg/core/ (cargo --no-default-features; src/js/core/ entries;
# no single-file build).
# Skips everything after cargo when its inputs are unchanged (stamp: pkg/.build-stamp).
# Needs the tools from scripts/ensure-tools.sh.
set -euo pipefail
source "$(dirname "$0")/env.sh"

crate=chess_arbiter
target_wasm="target/wasm32-unknown-unknown/wasm/$crate.wasm"
bin=node_modules/.bin

for tool in wasm-bindgen "$bin/wasm-opt" "$bin/rollup"; do
  command -v "$tool" >/dev/null || { echo "build: $tool not found; run: bash scripts/ensure-tools.sh" >&2; exit 1; }
done

# Cargo keeps both builds cached (features are part of the artefact's hash); each is copied
# out after its build, since both land on the same path.
# The full package at opt-level 2 (profile wasm-full: speed), the core one for size (Cargo.toml).
cargo build --profile wasm-full --target wasm32-unknown-unknown --lib --quiet
cp "target/wasm32-unknown-unknown/wasm-full/$crate.wasm" target/chess_arbiter_full.wasm
cargo build --profile wasm --target wasm32-unknown-unknown --lib --quiet --no-default-features --features small-alloc
cp "$target_wasm" target/chess_arbiter_core.wasm

# Everything pkg/ is made from, in one hash.
stamp=$( {
  wasm-bindgen --version
  "$bin/wasm-opt" --version
  sha256sum target/chess_arbiter_full.wasm target/chess_arbiter_core.wasm scripts/build.sh scripts/minify.mjs scripts/inline-wasm.mjs package-lock.json
  find src/js -type f | LC_ALL=C sort | xargs sha256sum
} | sha256sum | cut -d' ' -f1 )
gzsize() { cat "$@" | gzip -9c | wc -c; }
report_size() {
  local wasm="pkg/${crate}_bg.wasm" raw gz js
  raw=$(wc -c < "$wasm")
  gz=$(gzip -9c "$wasm" | wc -c)
  js=("pkg/$crate.js" pkg/text.js pkg/load.js pkg/rules.js pkg/api.js pkg/describe.js)
  echo "build: $wasm: $raw bytes, $gz gzipped; with the JS of pkg/index.js (fetches the .wasm): $((gz + $(gzsize "${js[@]}" pkg/index.js))) bytes gzipped"
  echo "build: pkg/browser.js (bundlers; wasm inside): $(gzsize "${js[@]}" pkg/wasm.js pkg/browser.js) bytes gzipped; single file pkg/chess-arbiter.js: $(gzsize pkg/chess-arbiter.js), .mjs: $(gzsize pkg/chess-arbiter.mjs); node.js: $(gzsize pkg/node.js); index.cjs: $(gzsize pkg/index.cjs)"
  local f sizes=()
  for f in pkg/rulings/*.js; do
    [ -e "$f" ] && sizes+=("$(basename "$f" .js) $(gzip -9c "$f" | wc -c)")
  done
  raw=$(wc -c < "pkg/core/${crate}_bg.wasm")
  gz=$(gzip -9c "pkg/core/${crate}_bg.wasm" | wc -c)
  js=("pkg/core/$crate.js" pkg/core/text.js pkg/core/load.js pkg/core/rules.js)
  echo "build: chess-arbiter/core (rules only): $raw bytes of wasm, $gz gzipped; with the JS of pkg/core/index.js: $((gz + $(gzsize "${js[@]}" pkg/core/index.js))) bytes gzipped; pkg/core/browser.js (wasm inside): $(gzsize "${js[@]}" pkg/core/wasm.js pkg/core/browser.js) bytes gzipped"
  echo "build: chess-arbiter/compat adds its own JS (pkg/compat.js and pkg/compat/browser.js): $(gzsize pkg/compat.js pkg/compat/browser.js) bytes gzipped"
  echo "build: chess-arbiter/lessons adds its own JS (pkg/lessons.js, pkg/lessons/data.js, pkg/lessons/browser.js): $(gzsize pkg/lessons.js pkg/lessons/data.js pkg/lessons/browser.js) bytes gzipped; its texts, loaded on demand: $(for f in pkg/lessons/text/*.js; do printf '%s %s ' "$(basename "$f" .js)" "$(gzip -9c "$f" | wc -c)"; done)"
  [ ${#sizes[@]} -eq 0 ] || echo "build: rulings texts, loaded on demand (bytes gzipped): $(IFS=,; echo "${sizes[*]}" | sed 's/,/, /g')"
}

outputs=(pkg/lessons/index.js pkg/lessons/browser.js pkg/lessons/node.js pkg/lessons/index.cjs pkg/lessons/index.d.ts pkg/lessons/index.d.cts pkg/lessons.js pkg/lessons/text/en.js
  pkg/compat/index.js pkg/compat/browser.js pkg/compat/node.js pkg/compat/index.cjs pkg/compat/index.d.ts pkg/compat/index.d.cts pkg/compat.js
  pkg/index.js pkg/browser.js pkg/node.js pkg/index.cjs pkg/api.js pkg/rules.js pkg/load.js pkg/text.js pkg/wasm.js
  pkg/chess-arbiter.js pkg/chess-arbiter.mjs pkg/index.d.ts pkg/index.d.cts "pkg/$crate.js" "pkg/${crate}_bg.wasm" pkg/rulings/en.js
  pkg/core/index.js pkg/core/browser.js pkg/core/node.js pkg/core/index.cjs pkg/core/rules.js pkg/core/load.js pkg/core/text.js
  pkg/core/wasm.js pkg/core/index.d.ts pkg/core/index.d.cts "pkg/core/$crate.js" "pkg/core/${crate}_bg.wasm")
if [ -f pkg/.build-stamp ] && [ "$(cat pkg/.build-stamp)" = "$stamp" ] && ls "${outputs[@]}" >/dev/null 2>&1; then
  echo "build: pkg/ is up to date"
  report_size
  exit 0
fi

rm -rf pkg
mkdir -p pkg/core

# wasm-bindgen and wasm-opt for one build: $1 the cargo output, $2 the folder.
bindgen() {
  # --target web: ESM glue with init()/initSync(); the entries pass the .wasm themselves, so the
  # glue's own default URL is left out (--omit-default-module-path).
  wasm-bindgen "$1" --out-dir "$2" --out-name "$crate" --target web --omit-default-module-path
  # Features the wasm that rustc emits uses; wasm-opt refuses the module without them.
  # --low-memory-unused (Rust leaves the first 1 KB of memory alone) and --zero-filled-memory
  # (the module's own memory starts zeroed) let -Oz fold a few more constants. --converge
  # repeats -Oz until the module stops shrinking: 418 bytes less gzipped on the full build, 89 on
  # the core one, for about 8 s more CPU.
  "$bin/wasm-opt" -Oz --converge --low-memory-unused --zero-filled-memory --strip-debug --strip-producers \
    --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals --enable-reference-types --enable-multivalue \
    "$2/${crate}_bg.wasm" -o "$2/${crate}_bg.wasm"
}
bindgen target/chess_arbiter_full.wasm pkg
bindgen target/chess_arbiter_core.wasm pkg/core

# The JS face and its types (all of src/js/, sub-folders too), and the types for `require`.
# The core build gets its own copy of the shared modules, beside its own glue.
cp -R src/js/. pkg/
rm -f pkg/tsconfig.json # the type check of the JS face (tsc -p src/js), not part of the package
cp src/js/rules.js src/js/load.js src/js/text.js pkg/core/
cp src/js/index.d.ts pkg/index.d.cts
# The core build's types re-export the full package's; for `require`, from its require types.
sed 's#\.\./index\.js#../index.cjs#' src/js/core/index.d.ts > pkg/core/index.d.cts
sed 's#\.\./index\.js#../index.cjs#' src/js/compat/index.d.ts > pkg/compat/index.d.cts
sed 's#\.\./index\.js#../index.cjs#' src/js/lessons/index.d.ts > pkg/lessons/index.d.cts
# The glue takes TextDecoder and TextEncoder from text.js (the runtime's own where it has them).
for glue in "pkg/$crate.js" "pkg/core/$crate.js"; do
  { echo "import { TextDecoder, TextEncoder } from './text.js';"; cat "$glue"; } > "$glue.tmp"
  mv "$glue.tmp" "$glue"
done
# Every .js of pkg/ (the glue, the JS face, the entries) without comments and whitespace, and
# with short local names (the exported classes keep theirs with `static name`): 0.7 KB less
# gzipped for chess-arbiter/core, 1.1 KB for the full package.
node scripts/minify.mjs --names pkg/*.js pkg/core/*.js pkg/compat/*.js pkg/lessons/*.js
# The wasm inside ES modules (after the minifier, which would escape every byte above 0x7f).
node scripts/inline-wasm.mjs latin1 "pkg/${crate}_bg.wasm" pkg/wasm.js
node scripts/inline-wasm.mjs latin1 "pkg/core/${crate}_bg.wasm" pkg/core/wasm.js
node scripts/inline-wasm.mjs base64 "pkg/${crate}_bg.wasm" pkg/wasm.base64.js
# CommonJS entry: pkg/node.js (browser.js) with the glue, api.js and the wasm bundled in.
# The rulings' texts (pkg/rulings/*.js, loaded with import() by api.js) are inlined into the
# CommonJS file: a dynamic import there becomes a resolved Promise of the bundled module.
"$bin/rollup" pkg/node.js --file pkg/index.cjs --format cjs --exports named --inlineDynamicImports --silent
"$bin/rollup" pkg/core/node.js --file pkg/core/index.cjs --format cjs --exports named --silent
# Node ESM entry: the same modules in one file (fewer modules to load: about 1.3 ms less
# start-up in Node; see the README's Benchmarks), but for wasm.js, which browser.js imports
# too (one copy of the wasm text in the package for both), and the rulings' texts, loaded with
# import() when asked for.
rulings=$(ls "$PWD"/pkg/rulings/*.js 2>/dev/null | paste -sd, -)
"$bin/rollup" pkg/node.js --file pkg/node.bundle.js --format esm --silent --external "$PWD/pkg/wasm.js${rulings:+,$rulings}"
mv pkg/node.bundle.js pkg/node.js
"$bin/rollup" pkg/core/node.js --file pkg/core/node.bundle.js --format esm --silent --external "$PWD/pkg/core/wasm.js"
mv pkg/core/node.bundle.js pkg/core/node.js
# chess-arbiter/compat (chess.js's API): the same, from pkg/compat/node.js (the full package's
# browser.js and the compat face, src/js/compat.js).
"$bin/rollup" pkg/compat/node.js --file pkg/compat/index.cjs --format cjs --exports named --inlineDynamicImports --silent
"$bin/rollup" pkg/compat/node.js --file pkg/compat/node.bundle.js --format esm --silent --external "$PWD/pkg/wasm.js${rulings:+,$rulings}"
mv pkg/compat/node.bundle.js pkg/compat/node.js
# chess-arbiter/lessons (rule tutorials): the same, from pkg/lessons/node.js; its texts
# (pkg/lessons/text/*.js) are loaded with import() when asked for, inlined in the CommonJS file.
lesson_texts=$(ls "$PWD"/pkg/lessons/text/*.js 2>/dev/null | paste -sd, -)
"$bin/rollup" pkg/lessons/node.js --file pkg/lessons/index.cjs --format cjs --exports named --inlineDynamicImports --silent
"$bin/rollup" pkg/lessons/node.js --file pkg/lessons/node.bundle.js --format esm --silent --external "$PWD/pkg/wasm.js${rulings:+,$rulings}${lesson_texts:+,$lesson_texts}"
mv pkg/lessons/node.bundle.js pkg/lessons/node.js
# The single-file build: a classic script (global ChessArbiter) and one ES module.
"$bin/rollup" pkg/standalone.js --file pkg/chess-arbiter.js --format iife --name ChessArbiter --exports named --inlineDynamicImports --silent
"$bin/rollup" pkg/standalone.js --file pkg/chess-arbiter.mjs --format esm --inlineDynamicImports --silent
rm pkg/standalone.js pkg/wasm.base64.js
node scripts/minify.mjs --ascii pkg/chess-arbiter.js pkg/chess-arbiter.mjs
echo "$stamp" > pkg/.build-stamp

report_size
