// Node.js entry of `chess-arbiter/lessons`, for `import` and, bundled to pkg/lessons/index.cjs,
// for `require`: browser.js in one file, the wasm inside.
export * from './browser.js';
