// The single-file build (scripts/build.sh): pkg/chess-arbiter.js, a classic script that sets
// the global `ChessArbiter`, and pkg/chess-arbiter.mjs, one ES module; the wasm inside, deflated
// base64 (read the same in any charset), the rulings' texts inside too. For CDNs, CodePen and
// tutorials: one file, no bundler, no .wasm to serve.
import { instantiate } from './load.js';
import { wasmBytes } from './wasm.js';
import { Game } from './api.js';

instantiate(wasmBytes);
Game.prototype[Symbol.dispose ?? Symbol.for('nodejs.dispose')] = Game.prototype.free;

export * from './api.js';
export * from './state.js';
