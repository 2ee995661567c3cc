// The public API of chess-arbiter, shared by every entry (browser, Node ESM, CommonJS).
//
// `raw` is the wasm-bindgen glue (`pkg/chess_arbiter.js`, generated from src/wasm/*.rs). Each
// public function or class is exported here by name, as a thin wrapper over a raw export that
// turns JS input into what the binding expects and the binding's output into the documented
// shape. Its type goes in src/js/index.d.ts, under the same name.
//
// Rule: nothing in this file may call into wasm while the module is being evaluated (at the
// top level). The entries (index.js, node.js) instantiate the wasm *after* this module has
// been evaluated and before the user's code runs; only calls made from inside exported
// functions are safe.
import * as raw from './chess_arbiter.js';

/** The package's version, as compiled into the wasm module (Cargo's `CARGO_PKG_VERSION`). */
export function version() {
  return raw.version();
}
