// Entry of `chess-arbiter/arbiter` that bundlers and runtimes get, and, bundled by
// scripts/build.sh, pkg/arbiter/node.js and pkg/arbiter/index.cjs: the arbiter's own wasm module
// inside (./wasm.js, deflated; written by scripts/inline-wasm.mjs), instantiated synchronously
// on import (see ../browser.js). It does not load the default entry's module.
import { instantiate } from './load.js';
import { wasmBytes } from './wasm.js';

instantiate(wasmBytes);

export * from './arbiter.js';
export { version } from '../rules.js';
