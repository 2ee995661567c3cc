// Entry of `chess-arbiter/variants` for a page without a bundler (an import map to
// pkg/variants/index.js): the same as browser.js (the variants' module is inlined; it has no
// .wasm file of its own).
export * from './browser.js';
