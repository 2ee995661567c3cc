// Node.js entry: bundled by scripts/bundle.mjs into pkg/index.cjs, for `require` (CommonJS);
// pkg/node.js, for `import` (ESM), imports that file and exports its exports (one copy for both
// in a process). The wasm's text is inside the package (pkg/payload/full.js, required on first
// need; in Node the .wasm file is read where it is there): server bundles (Next.js, esbuild, bun
// build) and test runners (Jest, with or without jsdom) need nothing beside it.
export * from './browser.js';
