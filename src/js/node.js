// Node.js entry, for `import` (ESM) and, bundled to pkg/index.cjs, for `require` (CommonJS):
// browser.js bundled into one file by scripts/build.sh (one module to load instead of five).
// The wasm is inside: no file read, so server bundles (Next.js, esbuild, bun build) and test
// runners (Jest, with or without jsdom) need nothing beside it.
export * from './browser.js';
