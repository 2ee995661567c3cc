// The package's wasm is inside its bundler entry: no plugin needed.
export default { build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 } };
