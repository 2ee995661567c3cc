// Used by scripts/build.sh: writes a .wasm file into an ES module, so an entry can instantiate
// the wasm synchronously with no file, URL or fetch (servers, test runners, bundles, workers).
//   node scripts/inline-wasm.mjs latin1|base64 IN.wasm OUT.js
// latin1: one character per byte (U+0000-U+00FF, quotes, backslash and line breaks escaped) in
//   a UTF-8 file; gzips to about 8% over the .wasm itself. For ES modules and bundles, which
//   are always read as UTF-8.
// base64: 4 ASCII characters per 3 bytes; gzips to about a third over the .wasm, but reads the
//   same in any charset. For the single-file build, which may be loaded as a classic script.
// The module exports `wasmBytes()` (a Uint8Array; throws an Error whose message says what went
// wrong if the text was not read back as written) and `wasmLength`. No free `Buffer` (only
// `globalThis.Buffer`): a bundler (webpack in Next.js) would add its browser polyfill on
// seeing the name.
import { readFileSync, writeFileSync } from 'node:fs';

const [encoding, input, output] = process.argv.slice(2);
const bytes = readFileSync(input);
let text;
let decode;
if (encoding === 'latin1') {
  const parts = [];
  for (const b of bytes) {
    if (b === 0x5c) parts.push('\\\\');
    else if (b === 0x27) parts.push("\\'");
    else if (b === 0x0a) parts.push('\\n');
    else if (b === 0x0d) parts.push('\\r');
    else if (b === 0x00) parts.push('\\x00');
    else parts.push(String.fromCharCode(b));
  }
  text = parts.join('');
  // Node, Bun and Deno convert the text natively (Buffer's latin1: 0.05 ms for the core
  // build's 84 KB, where the loop takes 2-7 ms in a fresh Node process: it runs once, in the
  // interpreter); elsewhere the loop. Read through globalThis, so that a bundler sees no free
  // \`Buffer\` to polyfill.
  decode = `const B = globalThis.Buffer;
  if (B) return B.from(s, 'latin1');
  const b = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) b[i] = s.charCodeAt(i);
  return b;`;
} else if (encoding === 'base64') {
  text = bytes.toString('base64');
  decode = `return typeof Uint8Array.fromBase64 === 'function' ? Uint8Array.fromBase64(s) : Uint8Array.from(atob(s), (c) => c.charCodeAt(0));`;
} else {
  throw new Error(`inline-wasm: encoding must be latin1 or base64, got ${encoding}`);
}
const js = `// ${input.split('/').pop()} (${bytes.length} bytes), ${encoding} (scripts/inline-wasm.mjs)
const s = '${text}';
export const wasmLength = ${bytes.length};
function decode() {
  ${decode}
}
export function wasmBytes() {
  const b = decode();
  if (b.length !== ${bytes.length}) throw new Error('the inlined wasm reads back as ' + b.length + ' bytes instead of ${bytes.length}: the script was read in a charset other than UTF-8 (serve it with charset=utf-8)');
  return b;
}
`;
writeFileSync(output, js, 'utf8');
