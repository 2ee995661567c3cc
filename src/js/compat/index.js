// Entry of `chess-arbiter/compat` for a page without a bundler (an import map to
// pkg/compat/index.js): the full package's index.js (the .wasm beside it, fetched, with
// top-level await), the compat exports' own module (./init.js, its bytes inside), then the
// compat face.
import '../index.js';
import './init.js';

export * from '../compat.js';
