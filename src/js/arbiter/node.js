// Node.js entry of `chess-arbiter/arbiter`, for `import` (browser.js, which scripts/bundle.mjs
// makes one file) and, bundled to pkg/arbiter/index.cjs, for `require`.
export * from './browser.js';
