// Entry of `chess-arbiter/lessons` for a page without a bundler (an import map to
// pkg/lessons/index.js): the full package's index.js (the .wasm beside it, fetched, with
// top-level await), then the lessons face.
import '../index.js';

export * from '../lessons.js';
