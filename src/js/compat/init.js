// The compat exports' own wasm module (src/wasm/compat.rs, the `compat` feature: Zobrist keys,
// board editing, chess.js's PGN), instantiated synchronously when `chess-arbiter/compat` is
// imported (after the package's own module, which its Chess class plays on): its bytes inside
// (./wasm.js), its glue (./chess_arbiter.js, which ../compat.js calls).
import { instantiate } from '../load.js';
import { initSync } from './chess_arbiter.js';
import { wasmBytes } from './wasm.js';

instantiate(wasmBytes, initSync);
