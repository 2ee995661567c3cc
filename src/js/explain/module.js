// The rulings' wasm module (explainMove, explainPosition: src/wasm/explain.rs, the `rulings`
// feature), its own glue and its bytes inside (./wasm.js, written by scripts/inline-wasm.mjs).
// api.js imports it with import() on the first call and instantiates it then (load.js):
// nothing happens when this file is evaluated, so a build that inlines it (the single-file
// build) pays only the download.
export { initSync, explainMove, explainSquares, explainPosition } from './chess_arbiter.js';
export { wasmBytes } from './wasm.js';
