// The package's wasm is inside its bundler entry: no plugin needed. cm-chessboard's sprites are
// kept as files (absolute URLs), never inlined as data: URLs, which it would not recognise.
export default { build: { outDir: 'dist', emptyOutDir: true, assetsInlineLimit: 0, chunkSizeWarningLimit: 2000 } };
