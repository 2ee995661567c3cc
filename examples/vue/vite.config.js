// Vue's single-file components through @vitejs/plugin-vue; the package's wasm is inside its
// bundler entry (no plugin needed for it).
import vue from '@vitejs/plugin-vue';

export default {
  plugins: [vue()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
};
