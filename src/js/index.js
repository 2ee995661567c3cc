// Entry for a page without a bundler (an import map to pkg/index.js, a CDN by path): the
// smallest download, the .wasm file beside it compiled while it streams in. Initialises itself
// with top-level await: by the time an importer's code runs, every export works. (Bundlers and
// runtimes get browser.js instead, through package.json "exports".)
import { load } from './load.js';
import { Game } from './api.js';

await load(new URL('chess_arbiter_bg.wasm', import.meta.url));
Game.prototype[Symbol.dispose ?? Symbol.for('nodejs.dispose')] = Game.prototype.free;

export * from './api.js';
export * from './state.js';
