// Entry of `chess-arbiter/compat` (chess.js 1.4.0's API) that bundlers and runtimes get, and,
// bundled by scripts/build.sh, pkg/compat/node.js and pkg/compat/index.cjs: the full package's
// browser.js (the wasm inside, instantiated synchronously on import; one instance shared with
// `chess-arbiter`), the compat exports' own module (./init.js), then the compat face.
import '../browser.js';
import './init.js';

export * from '../compat.js';
