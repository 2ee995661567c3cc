#!/usr/bin/env bash
# Builds the npm package into pkg/:
#   cargo (profile wasm: release for size, wasm32) -> wasm-bindgen --target web -> wasm-opt -Oz (npm binaryen)
#   -> the JS face from src/js/ -> the JS minified (scripts/minify.mjs: whitespace and syntax,
#   names kept) -> pkg/index.cjs (CommonJS) and pkg/node.js (Node ESM), each one file bundled by
#   rollup from pkg/node.js.
# Twice: the full package in pkg/ (default features: Game, PGN, rulings), and the rules-only
# build `chess-arbiter/core` in pkg/core/ (cargo --no-default-features; src/js/core/ entries).
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
cargo build --profile wasm --target wasm32-unknown-unknown --lib --quiet
cp "$target_wasm" target/chess_arbiter_full.wasm
cargo build --profile wasm --target wasm32-unknown-unknown --lib --quiet --no-default-features
cp "$target_wasm" target/chess_arbiter_core.wasm

# Everything pkg/ is made from, in one hash.
stamp=$( {
  wasm-bindgen --version
  "$bin/wasm-opt" --version
  sha256sum target/chess_arbiter_full.wasm target/chess_arbiter_core.wasm scripts/build.sh scripts/minify.mjs package-lock.json
  find src/js -type f | LC_ALL=C sort | xargs sha256sum
} | sha256sum | cut -d' ' -f1 )
report_size() {
  local wasm="pkg/${crate}_bg.wasm" raw gz glue_gz
  raw=$(wc -c < "$wasm")
  gz=$(gzip -9c "$wasm" | wc -c)
  glue_gz=$(cat "pkg/$crate.js" pkg/rules.js pkg/api.js pkg/index.js | gzip -9c | wc -c)
  echo "build: $wasm: $raw bytes, $gz gzipped; with the browser JS: $((gz + glue_gz)) bytes gzipped"
  local f sizes=()
  for f in pkg/rulings/*.js; do
    [ -e "$f" ] && sizes+=("$(basename "$f" .js) $(gzip -9c "$f" | wc -c)")
  done
  raw=$(wc -c < "pkg/core/${crate}_bg.wasm")
  gz=$(gzip -9c "pkg/core/${crate}_bg.wasm" | wc -c)
  glue_gz=$(cat "pkg/core/$crate.js" pkg/core/rules.js pkg/core/index.js | gzip -9c | wc -c)
  echo "build: chess-arbiter/core (rules only): $raw bytes of wasm, $gz gzipped; with its browser JS: $((gz + glue_gz)) bytes gzipped"
  [ ${#sizes[@]} -eq 0 ] || echo "build: rulings texts, loaded on demand (bytes gzipped): $(IFS=,; echo "${sizes[*]}" | sed 's/,/, /g')"
}

outputs=(pkg/index.js pkg/node.js pkg/index.cjs pkg/api.js pkg/rules.js pkg/index.d.ts pkg/index.d.cts "pkg/$crate.js" "pkg/${crate}_bg.wasm" pkg/rulings/en.js
  pkg/core/index.js pkg/core/node.js pkg/core/index.cjs pkg/core/rules.js pkg/core/index.d.ts pkg/core/index.d.cts "pkg/core/$crate.js" "pkg/core/${crate}_bg.wasm")
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
  # (the module's own memory starts zeroed) let -Oz fold a few more constants.
  "$bin/wasm-opt" -Oz --low-memory-unused --zero-filled-memory --strip-debug --strip-producers \
    --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals --enable-reference-types --enable-multivalue \
    "$2/${crate}_bg.wasm" -o "$2/${crate}_bg.wasm"
}
bindgen target/chess_arbiter_full.wasm pkg
bindgen target/chess_arbiter_core.wasm pkg/core

# The JS face and its types (all of src/js/, sub-folders too), and the types for `require`.
# The core build gets its own copy of rules.js, beside its own glue.
cp -R src/js/. pkg/
cp src/js/rules.js pkg/core/
cp src/js/index.d.ts pkg/index.d.cts
# The core build's types re-export the full package's; for `require`, from its require types.
sed 's#\.\./index\.js#../index.cjs#' src/js/core/index.d.ts > pkg/core/index.d.cts
# Every .js of pkg/ (the glue, the JS face, the entries) without comments and whitespace.
node scripts/minify.mjs pkg/*.js pkg/core/*.js
# CommonJS entry: pkg/node.js with the glue and api.js bundled in; rollup rewrites
# import.meta.url to the file's own URL, so the .wasm is read from beside index.cjs.
# The rulings' texts (pkg/rulings/*.js, loaded with import() by api.js) are inlined into the
# CommonJS file: a dynamic import there becomes a resolved Promise of the bundled module.
"$bin/rollup" pkg/node.js --file pkg/index.cjs --format cjs --exports named \
  --external node:fs --inlineDynamicImports --silent
"$bin/rollup" pkg/core/node.js --file pkg/core/index.cjs --format cjs --exports named \
  --external node:fs --silent
# Node ESM entry: the same three modules in one file (one module to load instead of three:
# about 1.3 ms less start-up in Node; see the README's Benchmarks). The rulings' texts stay
# separate files, loaded with import() when asked for.
rulings=$(ls "$PWD"/pkg/rulings/*.js 2>/dev/null | paste -sd, -)
"$bin/rollup" pkg/node.js --file pkg/node.bundle.js --format esm --silent \
  --external "node:fs${rulings:+,$rulings}"
mv pkg/node.bundle.js pkg/node.js
"$bin/rollup" pkg/core/node.js --file pkg/core/node.bundle.js --format esm --silent --external node:fs
mv pkg/core/node.bundle.js pkg/core/node.js
echo "$stamp" > pkg/.build-stamp

report_size
