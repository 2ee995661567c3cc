// Entry of `chess-arbiter/lessons` that bundlers and runtimes get, and, bundled by
// scripts/build.sh, pkg/lessons/node.js and pkg/lessons/index.cjs: the full package's
// browser.js (the wasm inside, one instance shared with `chess-arbiter` in a bundle), then the
// lessons face.
import '../browser.js';

export * from '../lessons.js';
