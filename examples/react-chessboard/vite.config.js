// JSX through Vite's esbuild with React's automatic runtime (no plugin needed for a build).
// The package's wasm is inside its bundler entry.
export default {
  esbuild: { jsx: 'automatic' },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
};
