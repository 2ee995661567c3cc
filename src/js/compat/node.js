// Node.js entry of `chess-arbiter/compat`, for `import` and, bundled to pkg/compat/index.cjs,
// for `require`: browser.js in one file, the wasm inside.
export * from './browser.js';
