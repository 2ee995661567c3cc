#!/usr/bin/env bash
# Builds the npm package into pkg/:
#   cargo (one wasm module per entry, by the features of Cargo.toml: below) -> wasm-bindgen --target web -> wasm-opt -Oz (npm binaryen)
#   -> the JS face from src/js/ -> the JS minified (scripts/minify.mjs: whitespace, syntax and
#   local names shortened) -> the wasm written into an ES module, deflated (zopfli), in base64
#   (scripts/inline-wasm.mjs; inflated by zlib where the runtime has it, else by the small wasm
#   of inflate/, pkg/inflate.js) -> the entries:
#     pkg/browser.js   what package.json "exports" gives bundlers and runtimes: the wasm inside,
#                      instantiated synchronously, no top-level await
#     pkg/index.cjs    CommonJS: browser.js bundled by rollup (scripts/bundle.mjs; pkg/chunks/*.cjs:
#                      one instance of each wasm module however many entries are required; the
#                      wasm's text required from pkg/payload/, the ES modules' copy)
#     pkg/node.js      Node ESM: imports pkg/index.cjs and exports its exports (one copy for
#                      `import` and `require` in a process)
#     pkg/index.js     for pages without a bundler (import map, CDN by path): fetches the .wasm
#                      beside it, top-level await; the smallest download
#     pkg/chess-arbiter.js, pkg/chess-arbiter.mjs   the single-file build: a classic script
#                      (global ChessArbiter), wasm and rulings inside, and the ES module that
#                      runs it and exports its exports
# The wasm modules (cargo --no-default-features and the features of each):
#   pkg/                the default entry `chess-arbiter`: rules, game, local (profile
#                       wasm-full, opt-level 2: speed; "s" measured, Cargo.toml)
#   pkg/core/           `chess-arbiter/core`: rules (profile wasm, "z", inlining as below); src/js/core/ entries, no
#                       single-file build
#   pkg/explain/        the rulings (explainMove, explainPosition), loaded with import() on their
#                       first call: rulings (profile wasm-cold, "z": cold code)
#   pkg/unwinnable/     the helpmate search (canWin, helpmate, Game#canWin, Game#timeout from a
#                       halfmove clock of 100 on), loaded with import() on the first call:
#                       unwinnable (profile wasm-full: the search's speed as before)
#   pkg/compat/         the exports of `chess-arbiter/compat`: compat (profile wasm-full: at "s",
#                       chess.js's moves({ verbose: true }) took 46 us a call instead of 32, for
#                       no fewer gzipped bytes); its PGN reading is the default module's
#   pkg/arbiter/        `chess-arbiter/arbiter`: arbiter (the arbiter's exports and the game
#                       code under them, without the Game class's exports; profile wasm-cold,
#                       "z": a server's few calls a move), built with its own copies of
#                       rules.js, load.js, text.js (as core's) into one ES bundle
#                       (pkg/arbiter/browser.js, scripts/bundle.mjs): importing it does not load
#                       the default module
#   pkg/variants/       `chess-arbiter/variants`, the lichess variants: variants (profile
#                       wasm-full: perft speed, issue 36; profile release, opt-level 3, measured
#                       within the machine's noise of it on `npm run bench -- --only variants`,
#                       for 3.1 KB more gzipped), its JS face src/js/variants.js
# Every module's inlined text is in pkg/payload/<module>.js, once for the ES modules and CommonJS
# together (the single-file build has its own copy); the last five have no .wasm file. The texts
# loaded on demand (rulings, lessons, variants' rulings) likewise in pkg/texts/ (scripts/share-texts.mjs).
# Skips everything after cargo when its inputs are unchanged (stamp: pkg/.build-stamp).
# Needs the tools from scripts/ensure-tools.sh.
set -euo pipefail
source "$(dirname "$0")/env.sh"

crate=chess_arbiter
bin=node_modules/.bin
# A line per step, with the seconds since the start, so that a first build (minutes) shows what
# it is doing (`npm start` printed nothing for 2.5 minutes).
started=$SECONDS
step() { echo "build: [$((SECONDS - started)) s] $*"; }

for tool in wasm-bindgen "$bin/wasm-opt"; do
  command -v "$tool" >/dev/null || { echo "build: $tool not found; run: bash scripts/ensure-tools.sh" >&2; exit 1; }
done

# Cargo keeps every build cached (features are part of the artefact's hash); each is copied
# out after its build, since builds of one profile land on the same path.
# Each module's profile and opt-level: Cargo.toml and the list above.
# Further arguments go to rustc for the crate itself (`cargo rustc`), not for its dependencies,
# whose builds stay cached; with full LTO they still reach all of the module's code.
wasm_build() { # $1 profile, $2 features, $3 name, [rustc flags...]
  local profile=$1 features=$2 name=$3
  step "cargo: the $3 wasm module (profile $1, features $2)"
  shift 3
  if [ $# -eq 0 ]; then
    cargo build --profile "$profile" --target wasm32-unknown-unknown --lib --quiet --no-default-features --features "$features,small-alloc"
  else
    cargo rustc --profile "$profile" --target wasm32-unknown-unknown --lib --quiet --no-default-features --features "$features,small-alloc" -- "$@"
  fi
  cp "target/wasm32-unknown-unknown/$profile/$crate.wasm" "target/chess_arbiter_$name.wasm"
}
# The default entry at opt-level 2 (speed; "s" with a threshold of 150 measured, 8.1 KB smaller
# gzipped, and a README row over issue 40's limit: Cargo.toml).
wasm_build wasm-full rules,game,local full
# The core at opt-level "z" (Cargo.toml) with LLVM's inlining threshold at 150 ("z" uses 5, "s"
# 50, level 2 225): measured on the core's wasm after wasm-opt (issue 40, gzipped): "s" 37,566
# bytes, "z" 35,498 (bulk perft 2.5 times slower), "z" with 150 34,970 (bulk perft 11 % slower
# than "s", legalMoves and applyMove 8 %), "z" with 75 about 34,000 (23-28 % slower), "s" with
# 150 36,939 (as fast as "s"). The same threshold for the rulings' module made it larger.
wasm_build wasm rules,small-tables core -C llvm-args=-inline-threshold=150 # small-tables: src/position/attacks.rs
wasm_build wasm-cold rulings rulings
wasm_build wasm-full unwinnable unwinnable
wasm_build wasm-full compat compat
wasm_build wasm-cold arbiter arbiter
wasm_build wasm-full variants variants
# The inflater of the inlined modules (inflate/, its own crate and workspace; scripts/inline-wasm.mjs).
step "cargo: the inflater (inflate/)"
cargo build --manifest-path inflate/Cargo.toml --release --target wasm32-unknown-unknown --quiet --target-dir target/inflate
inflater=target/inflate/wasm32-unknown-unknown/release/chess_arbiter_inflate.wasm

# Everything pkg/ is made from, in one hash.
stamp=$( {
  wasm-bindgen --version
  "$bin/wasm-opt" --version
  sha256sum target/chess_arbiter_{full,core,rulings,unwinnable,compat,arbiter,variants}.wasm "$inflater" scripts/build.sh scripts/minify.mjs scripts/inline-wasm.mjs scripts/share-texts.mjs scripts/bundle.mjs package-lock.json
  find src/js -type f | LC_ALL=C sort | xargs sha256sum
} | sha256sum | cut -d' ' -f1 )
gzsize() { cat "$@" | gzip -9c | wc -c; }
report_size() {
  local wasm="pkg/${crate}_bg.wasm" raw gz js
  raw=$(wc -c < "$wasm")
  gz=$(gzip -9c "$wasm" | wc -c)
  js=("pkg/$crate.js" pkg/text.js pkg/load.js pkg/rules.js pkg/api.js pkg/describe.js pkg/state.js pkg/written.js)
  echo "build: $wasm: $raw bytes, $gz gzipped; with the JS of pkg/index.js (fetches the .wasm): $((gz + $(gzsize "${js[@]}" pkg/index.js))) bytes gzipped"
  echo "build: pkg/browser.js (bundlers; wasm inside): $(gzsize "${js[@]}" pkg/wasm.js pkg/payload/full.js pkg/inflate.js pkg/payload/inflate.js pkg/browser.js) bytes gzipped; single file pkg/chess-arbiter.js: $(gzsize pkg/chess-arbiter.js), .mjs: $(gzsize pkg/chess-arbiter.mjs); node.js: $(gzsize pkg/node.js); index.cjs: $(gzsize pkg/index.cjs)"
  local f sizes=()
  for f in pkg/rulings/*.js; do
    [ -e "$f" ] && sizes+=("$(basename "$f" .js) $(gzsize "$f" "pkg/texts/rulings-$(basename "$f")")")
  done
  raw=$(wc -c < "pkg/core/${crate}_bg.wasm")
  gz=$(gzip -9c "pkg/core/${crate}_bg.wasm" | wc -c)
  js=("pkg/core/$crate.js" pkg/core/text.js pkg/core/load.js pkg/core/rules.js)
  echo "build: chess-arbiter/core (rules only): $raw bytes of wasm, $gz gzipped; with the JS of pkg/core/index.js: $((gz + $(gzsize "${js[@]}" pkg/core/index.js))) bytes gzipped; pkg/core/browser.js (wasm inside): $(gzsize "${js[@]}" pkg/core/wasm.js pkg/payload/core.js pkg/core/browser.js) bytes gzipped"
  echo "build: the rulings' module (pkg/explain/, loaded by explainMove/explainPosition on first call): $(gzsize pkg/explain/*.js pkg/payload/explain.js) bytes gzipped"
  echo "build: the helpmate search's module (pkg/unwinnable/, loaded by canWin, helpmate, Game#canWin, Game#timeout on first need): $(gzsize pkg/unwinnable/*.js pkg/payload/unwinnable.js) bytes gzipped"
  echo "build: chess-arbiter/compat adds its own JS (pkg/compat.js and pkg/compat/browser.js, init.js): $(gzsize pkg/compat.js pkg/compat/browser.js pkg/compat/init.js) bytes gzipped, and its own module (pkg/compat/wasm.js and glue): $(gzsize pkg/compat/wasm.js pkg/payload/compat.js pkg/compat/$crate.js) bytes gzipped"
  echo "build: chess-arbiter/variants (its own JS, pkg/variants.js and pkg/variants/browser.js, and its own module, pkg/variants/wasm.js and glue; the shared rules.js, load.js and inflate.js not counted): $(gzsize pkg/variants.js pkg/variants/browser.js pkg/variants/wasm.js pkg/payload/variants.js pkg/variants/$crate.js) bytes gzipped"
  echo "build: chess-arbiter/lessons adds its own JS (pkg/lessons.js, pkg/lessons/data.js, pkg/lessons/browser.js): $(gzsize pkg/lessons.js pkg/lessons/data.js pkg/lessons/browser.js) bytes gzipped; its texts, loaded on demand: $(for f in pkg/lessons/text/*.js; do printf '%s %s ' "$(basename "$f" .js)" "$(gzsize "$f" "pkg/texts/lessons-$(basename "$f")")"; done)"
  echo "build: chess-arbiter/arbiter (its own module, the default one not loaded): pkg/arbiter/browser.js (its JS, one file) with its inlined wasm and the inflater: $(gzsize pkg/arbiter/browser.js pkg/arbiter/wasm.js pkg/payload/arbiter.js pkg/inflate.js pkg/payload/inflate.js) bytes gzipped (the wasm alone: $(wc -c < target/chess_arbiter_arbiter.opt.wasm) bytes, $(gzip -9c target/chess_arbiter_arbiter.opt.wasm | wc -c) gzipped)"
  [ ${#sizes[@]} -eq 0 ] || echo "build: rulings texts, loaded on demand (bytes gzipped): $(IFS=,; echo "${sizes[*]}" | sed 's/,/, /g')"
}

outputs=(pkg/inflate.js pkg/explain/module.js pkg/explain/wasm.js "pkg/explain/$crate.js" pkg/unwinnable/module.js pkg/unwinnable/wasm.js "pkg/unwinnable/$crate.js" pkg/compat/wasm.js pkg/compat/init.js "pkg/compat/$crate.js"
  pkg/lessons/index.js pkg/lessons/browser.js pkg/lessons/node.js pkg/lessons/index.cjs pkg/lessons/index.d.ts pkg/lessons/index.d.cts pkg/lessons.js pkg/lessons/text/en.js
  pkg/arbiter/index.js pkg/arbiter/browser.js pkg/arbiter/node.js pkg/arbiter/index.cjs pkg/arbiter/index.d.ts pkg/arbiter/index.d.cts pkg/arbiter/wasm.js
  pkg/variants/index.js pkg/variants/browser.js pkg/variants/node.js pkg/variants/index.cjs pkg/variants/index.d.ts pkg/variants/index.d.cts pkg/variants/wasm.js "pkg/variants/$crate.js" pkg/variants.js
  pkg/compat/index.js pkg/compat/browser.js pkg/compat/node.js pkg/compat/index.cjs pkg/compat/index.d.ts pkg/compat/index.d.cts pkg/compat.js
  pkg/index.js pkg/browser.js pkg/node.js pkg/index.cjs pkg/api.js pkg/rules.js pkg/load.js pkg/text.js pkg/wasm.js
  pkg/chess-arbiter.js pkg/chess-arbiter.mjs pkg/index.d.ts pkg/index.d.cts "pkg/$crate.js" "pkg/${crate}_bg.wasm" pkg/rulings/en.js
  pkg/core/index.js pkg/core/browser.js pkg/core/node.js pkg/core/index.cjs pkg/core/rules.js pkg/core/load.js pkg/core/text.js
  pkg/core/wasm.js pkg/core/index.d.ts pkg/core/index.d.cts "pkg/core/$crate.js" "pkg/core/${crate}_bg.wasm"
  pkg/payload/package.json pkg/payload/{full,core,explain,unwinnable,compat,arbiter,variants,inflate}.js
  pkg/texts/package.json pkg/texts/{rulings,lessons,variants-rulings}-{en,hy,fa,ru,cs}.js)
if [ -f pkg/.build-stamp ] && [ "$(cat pkg/.build-stamp)" = "$stamp" ] && ls "${outputs[@]}" >/dev/null 2>&1; then
  echo "build: pkg/ is up to date"
  report_size
  exit 0
fi

rm -rf pkg
mkdir -p pkg/core

# wasm-bindgen and wasm-opt for one build: $1 the cargo output, $2 the folder.
bindgen() {
  step "wasm-bindgen and wasm-opt -Oz: $2/"
  # --target web: ESM glue with init()/initSync(); the entries pass the .wasm themselves, so the
  # glue's own default URL is left out (--omit-default-module-path).
  wasm-bindgen "$1" --out-dir "$2" --out-name "$crate" --target web --omit-default-module-path
  # Features the wasm that rustc emits uses; wasm-opt refuses the module without them.
  # --low-memory-unused (Rust leaves the first 1 KB of memory alone) and --zero-filled-memory
  # (the module's own memory starts zeroed) let -Oz fold a few more constants. --converge
  # repeats -Oz until the module stops shrinking: 418 bytes less gzipped on the full build, 89 on
  # the core one, for about 8 s more CPU. --strip-target-features drops the features section
  # rustc writes (wasm-opt still reads it before writing its output; no runtime reads it): 151 bytes, 123
  # gzipped, per module.
  "$bin/wasm-opt" -Oz --converge --low-memory-unused --zero-filled-memory --strip-debug --strip-producers --strip-target-features \
    --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals --enable-reference-types --enable-multivalue \
    "$2/${crate}_bg.wasm" -o "$2/${crate}_bg.wasm"
}
bindgen target/chess_arbiter_full.wasm pkg
bindgen target/chess_arbiter_core.wasm pkg/core
bindgen target/chess_arbiter_rulings.wasm pkg/explain
bindgen target/chess_arbiter_unwinnable.wasm pkg/unwinnable
bindgen target/chess_arbiter_compat.wasm pkg/compat
bindgen target/chess_arbiter_arbiter.wasm pkg/arbiter
bindgen target/chess_arbiter_variants.wasm pkg/variants

# The JS face and its types (all of src/js/, sub-folders too), and the types for `require`.
# The core build gets its own copy of the shared modules, beside its own glue.
step "the JS face (src/js/), minified; the wasm inlined; the bundled entries (scripts/bundle.mjs)"
cp -R src/js/. pkg/
rm -f pkg/tsconfig.json # the type check of the JS face (tsc -p src/js), not part of the package
cp src/js/rules.js src/js/load.js src/js/text.js pkg/core/
cp src/js/rules.js src/js/load.js src/js/text.js pkg/arbiter/
# The arbiter's face and entry import the shared rules.js as '../rules.js' in src/js/ (checked by
# tsc against the sources); in pkg/arbiter/ they take its own copy, beside its own glue.
sed -i "s#from '\.\./rules\.js'#from './rules.js'#" pkg/arbiter/arbiter.js pkg/arbiter/browser.js
# The types once for both formats (issue 40: the same 79 KB twice before): each entry's
# declarations in its index.d.cts (CommonJS types: what `require` needs under node16/nodenext,
# where an ES module's types cannot be required), the sub-entries' taken from the main entry's
# index.d.cts; its index.d.ts (`import`, bundlers, node10) re-exports them (an ES module may
# import CommonJS types; checked by the types stage under nodenext, node10 and in .cts files).
for entry in . core compat lessons arbiter variants; do
  sed 's#\.\./index\.js#../index.cjs#' "src/js/$entry/index.d.ts" > "pkg/$entry/index.d.cts"
  printf '%s\n' "// The declarations are in index.d.cts, for \`import\` and \`require\` alike (scripts/build.sh)." "export * from './index.cjs';" > "pkg/$entry/index.d.ts"
done
# The glue takes TextDecoder and TextEncoder from text.js (the runtime's own where it has them).
for glue in "pkg/$crate.js" "pkg/core/$crate.js" "pkg/explain/$crate.js" "pkg/unwinnable/$crate.js" "pkg/compat/$crate.js" "pkg/arbiter/$crate.js" "pkg/variants/$crate.js"; do
  case $glue in pkg/explain/*|pkg/unwinnable/*|pkg/compat/*|pkg/variants/*) text=../text.js ;; *) text=./text.js ;; esac
  { echo "import { TextDecoder, TextEncoder } from '$text';"; cat "$glue"; } > "$glue.tmp"
  mv "$glue.tmp" "$glue"
done
# Every .js of pkg/ (the glue, the JS face, the entries) without comments and whitespace, and
# with short local names (the exported classes keep theirs with `static name`): 0.7 KB less
# gzipped for chess-arbiter/core, 1.1 KB for the full package.
node scripts/minify.mjs --names pkg/*.js pkg/core/*.js pkg/compat/*.js pkg/lessons/*.js pkg/explain/*.js pkg/unwinnable/*.js pkg/arbiter/*.js pkg/variants/*.js
# The wasm inlined (scripts/inline-wasm.mjs): each module's text once, in pkg/payload/<module>.js
# (a classic script, an ES module and a CommonJS module at once: it stores the text on a
# registry of globalThis; its package.json says "commonjs", so `require` works on every Node 20),
# shared by the ES modules (pkg/wasm.js, pkg/<module>/wasm.js and pkg/inflate.js import it and
# read it) and the CommonJS chunks (which require it): deflated (by zopfli, npm @gfx/zopfli: 1.3 to
# 2.1 s of CPU a module, about 10.5 s for the six; zlib's level 9 took well under a second), in
# base64, and the inflater they share (pkg/inflate.js, the wasm of inflate/ after wasm-opt -O3).
mkdir -p pkg/payload
echo '{"type":"commonjs"}' > pkg/payload/package.json
"$bin/wasm-opt" -O3 --strip-debug --strip-producers --strip-target-features --enable-bulk-memory --enable-sign-ext \
  --enable-mutable-globals --enable-nontrapping-float-to-int --enable-multivalue --enable-reference-types \
  "$inflater" -o target/chess_arbiter_inflate.wasm
step "the wasm modules inlined (scripts/inline-wasm.mjs: zopfli)"
node scripts/inline-wasm.mjs inflater target/chess_arbiter_inflate.wasm pkg/inflate.js pkg/payload/inflate.js
node scripts/inline-wasm.mjs deflate "pkg/${crate}_bg.wasm" pkg/wasm.js pkg/payload/full.js pkg/inflate.js
# chess-arbiter/core's keeps one character a byte (no inflater in its bundles), for its ES
# module and its CommonJS entry alike.
node scripts/inline-wasm.mjs latin1 "pkg/core/${crate}_bg.wasm" pkg/core/wasm.js pkg/payload/core.js
cp pkg/arbiter/${crate}_bg.wasm target/chess_arbiter_arbiter.opt.wasm # for the size report
for m in explain unwinnable compat arbiter variants; do
  node scripts/inline-wasm.mjs deflate "pkg/$m/${crate}_bg.wasm" "pkg/$m/wasm.js" "pkg/payload/$m.js" pkg/inflate.js
  rm "pkg/$m/${crate}_bg.wasm"
done
step "the wasm modules inlined"
# The texts loaded on demand once for both formats: pkg/texts/<kind>-<lang>.js, which the ES
# modules of pkg/rulings/, pkg/lessons/text/ and pkg/variants/rulings/ import and the CommonJS
# chunks require (scripts/share-texts.mjs): 101 KB less installed.
node scripts/share-texts.mjs
# The bundled entries (CommonJS, Node ESM, the single-file build), scripts/bundle.mjs.
node scripts/bundle.mjs
# What only Node reads, in short lines (an uncaught error's report prints its line).
node scripts/minify.mjs --lines pkg/*.cjs pkg/*/*.cjs pkg/core/node.js
rm pkg/standalone.js
# The arbiter's ES module is one bundle (pkg/arbiter/browser.js, scripts/bundle.mjs): the files
# it was made from are not part of the package.
rm -f pkg/arbiter/arbiter.js pkg/arbiter/rules.js pkg/arbiter/load.js pkg/arbiter/text.js "pkg/arbiter/$crate.js"
node scripts/minify.mjs --ascii pkg/chess-arbiter.js pkg/chess-arbiter.mjs
echo "$stamp" > pkg/.build-stamp
step "pkg/ built"

report_size
