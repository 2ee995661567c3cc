// Entry of `chess-arbiter/arbiter` for a page without a bundler (an import map to
// pkg/arbiter/index.js): the same as browser.js (the module's bytes inside, no .wasm file).
export * from './browser.js';
