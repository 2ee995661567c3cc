// The entry bundlers and runtimes get (package.json "exports": Vite, webpack, esbuild, Bun,
// Next.js, Jest, workers, Deno; and, bundled by scripts/build.sh, Node's pkg/node.js and
// pkg/index.cjs). The wasm is inside (./wasm.js, written by scripts/inline-wasm.mjs) and is
// instantiated synchronously on import: no .wasm file or URL for a bundler to carry or a server
// to serve, no fetch, no top-level await (bundler targets without it, module workers whose
// first message must not be lost). By the time an importer's code runs, every export works.
import { instantiate } from './load.js';
import { wasmBytes } from './wasm.js';
import { Game } from './api.js';

instantiate(wasmBytes);
// `using game = new Game()`: Symbol.dispose where the runtime has it (Node 20 and later define
// it as Symbol.for('nodejs.dispose')), that same symbol elsewhere.
Game.prototype[Symbol.dispose ?? Symbol.for('nodejs.dispose')] = Game.prototype.free;

export * from './api.js';
export * from './state.js';
