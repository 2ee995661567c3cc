// Node.js entry of `chess-arbiter/arbiter`, for `import` and, bundled to pkg/arbiter/index.cjs,
// for `require`: browser.js in one file, the wasm inside.
export * from './browser.js';
