// Browser / bundler entry (`import ... from 'chess-arbiter'` in a <script type="module">,
// Vite, webpack, ...). Initialises itself with top-level await: by the time an importer's code
// runs, the wasm module is instantiated and every export works.
import init from './chess_arbiter.js';

await init({ module_or_path: new URL('chess_arbiter_bg.wasm', import.meta.url) });

export * from './api.js';
