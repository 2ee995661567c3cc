// Node.js entry of `chess-arbiter/core` (the rules-only build), for `import` and, bundled to
// pkg/core/index.cjs, for `require`: browser.js in one file, the wasm inside.
export * from './browser.js';
