// Entry of `chess-arbiter/variants` that bundlers and runtimes get, and, bundled by
// scripts/build.sh, pkg/variants/node.js and pkg/variants/index.cjs: the variants' own wasm
// module (src/wasm/variants.rs, its bytes inside ./wasm.js), instantiated synchronously on
// import, then the variants face (../variants.js). The default entry's module is not loaded.
import { instantiate } from '../load.js';
import { initSync } from './chess_arbiter.js';
import { wasmBytes } from './wasm.js';

instantiate(wasmBytes, initSync);

export * from '../variants.js';
