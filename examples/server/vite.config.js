// The package's wasm is inside its bundler entry: no plugin needed. Only index.html and
// client.js are bundled (server.mjs and lib/ run in Node).
export default { build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 } };
