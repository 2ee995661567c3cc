// The helpmate search's wasm module (canWin: src/wasm/api.rs, the `unwinnable` feature), its own
// glue and its bytes inside (./wasm.js, written by scripts/inline-wasm.mjs). rules.js imports it
// with import() when canWin, helpmate, Game#canWin or Game#timeout first needs the search, and
// instantiates it then (load.js): nothing happens when this file is evaluated.
export { initSync, canWin } from './chess_arbiter.js';
export { wasmBytes } from './wasm.js';
