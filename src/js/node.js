// Node.js entry, for `import` (ESM) and, bundled to pkg/index.cjs, for `require` (CommonJS).
// Initialises synchronously from the .wasm file beside it: no top-level await, no init call.
import { readFileSync } from 'node:fs';
import { initSync } from './chess_arbiter.js';

initSync({ module: readFileSync(new URL('chess_arbiter_bg.wasm', import.meta.url)) });

export * from './api.js';
