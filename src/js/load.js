// How the entries instantiate the wasm (shared by the full package and `chess-arbiter/core`,
// each with its own copy beside its own glue and rules.js).
//   instantiate(bytes, initSync?): synchronously, from bytes the entry carries (browser.js,
//     node.js, index.cjs, the single-file build): no file, no URL, no fetch, no top-level await.
//     `initSync` is the glue's: the package's own by default, or that of a module loaded on
//     demand (the rulings' explain/module.js, compat/init.js).
//   load(url): with fetch, for index.js (the smallest download: the .wasm file beside it),
//     saying clearly what came back when it is not WebAssembly. Compiled here (streaming when
//     the server says application/wasm) and instantiated with the glue's `initSync`, so the
//     glue's own fetching `init` is left out of bundles (0.5 KB gzipped, issue 40).
// Errors are ChessErrors with code ERR_WASM_LOAD.
import { initSync } from './chess_arbiter.js';
import { ChessError } from './rules.js';

function loadError(message) {
  return new ChessError('ERR_WASM_LOAD', `chess-arbiter: ${message}`);
}

/**
 * @param {() => BufferSource} bytes
 * @param {(o: { module: BufferSource }) => unknown} [initFn]
 */
export function instantiate(bytes, initFn = initSync) {
  let b;
  try {
    b = bytes();
    initFn({ module: b });
  } catch (e) {
    throw loadError(`could not instantiate its WebAssembly module: ${e && e.message ? e.message : String(e)}`);
  }
}

export async function load(url) {
  let res;
  try {
    res = await fetch(url);
  } catch (e) {
    throw loadError(`could not fetch its WebAssembly module ${url}: ${e && e.message ? e.message : String(e)}`);
  }
  const type = res.headers.get('content-type') || '';
  if (!res.ok) throw loadError(`fetching its WebAssembly module ${url} answered HTTP ${res.status} ${res.statusText}`);
  if (/^\s*text\/html\b/i.test(type)) {
    throw loadError(`${url} answered with an HTML page (content-type ${type}) instead of the WebAssembly module: `
      + 'the server has no file there and sends a page instead (usually a single-page app\'s fallback to index.html, or a dev server that moved the JS away from its .wasm). '
      + 'Serve the package\'s pkg/ folder as it is (chess_arbiter_bg.wasm beside index.js), or import \'chess-arbiter\' through a bundler or use the single-file build pkg/chess-arbiter.mjs: neither needs a .wasm file.');
  }
  try {
    const module = /^\s*application\/wasm\b/i.test(type) && typeof WebAssembly.compileStreaming === 'function'
      ? await WebAssembly.compileStreaming(res)
      : await WebAssembly.compile(await res.arrayBuffer());
    initSync({ module });
  } catch (e) {
    throw loadError(`could not instantiate its WebAssembly module ${url} (content-type ${type || 'none'}): ${e && e.message ? e.message : String(e)}`);
  }
}
