// Node.js entry of `chess-arbiter/variants`, for `import` and, bundled to
// pkg/variants/index.cjs, for `require`: browser.js in one file, the wasm inside.
export * from './browser.js';
