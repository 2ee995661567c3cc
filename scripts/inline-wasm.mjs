// Used by scripts/build.sh: writes a .wasm file into an ES module, so an entry can instantiate
// the wasm synchronously with no file, URL or fetch (servers, test runners, bundles, workers).
//   node scripts/inline-wasm.mjs deflate IN.wasm OUT.js INFLATE.js
//   node scripts/inline-wasm.mjs latin1 IN.wasm OUT.js
//   node scripts/inline-wasm.mjs inflater IN.wasm OUT.js
// deflate: the module deflated (raw deflate, zlib level 9), in base64: ASCII, so it reads the
//   same in any charset (ES modules, bundles, the single-file classic script). Exports
//   `wasmBytes()` (a Uint8Array), which inflates it with `inflate` of INFLATE.js (the import
//   path, relative to OUT.js). For the package's default module: 409,751 bytes inlined as
//   223,812 characters (where one character a byte, Latin-1 in UTF-8, took 564,086 bytes), and
//   gzipped by a server or a bundler's output about as small as the wasm gzipped (168.5 KB
//   against 167.9 KB; the Latin-1 text gzipped to 181 KB).
// latin1: one character per byte (U+0000-U+00FF, quotes, backslash and line breaks escaped) in
//   a UTF-8 file; gzips to about 8% over the .wasm itself, and needs no inflater: for
//   chess-arbiter/core's ES module (a bundle of it 2.6 KB smaller gzipped than deflated with the
//   inflater beside it). Exports `wasmBytes()`, which throws an Error saying so if the text was
//   not read back as written (a charset other than UTF-8).
// inflater: pkg/inflate.js, the inflater (the small wasm of inflate/, as latin1 text: 5.2 KB
//   gzipped where base64 took 7.3 KB; the single-file build escapes it to ASCII)
//   and `inflate(text, length)`: where the runtime has zlib (Node 20.16+, Bun, Deno: read
//   through `process.getBuiltinModule`, which a bundler does not see as an import) zlib
//   inflates, natively; elsewhere (browsers, workers, Jest's sandboxes) the inflater, compiled
//   once. Either throws an Error saying what went wrong when the text does not inflate to
//   `length` bytes (an entry reports it as ERR_WASM_LOAD). No free `Buffer` or `process` (only
//   through globalThis): a bundler (webpack in Next.js) would add its browser polyfill on
//   seeing the name.
import { readFileSync, writeFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';

const [encoding, input, output, inflateJs] = process.argv.slice(2);
const bytes = readFileSync(input);
const name = input.split('/').pop();
/** The bytes as a JS string literal's text, one character a byte (see latin1 above). */
function latin1(b) {
  const parts = [];
  for (const c of b) {
    if (c === 0x5c) parts.push('\\\\');
    else if (c === 0x27) parts.push("\\'");
    else if (c === 0x0a) parts.push('\\n');
    else if (c === 0x0d) parts.push('\\r');
    else if (c === 0x00) parts.push('\\x00');
    else parts.push(String.fromCharCode(c));
  }
  return parts.join('');
}
// Node, Bun and Deno convert the text natively (Buffer's latin1: 0.05 ms for the core build's
// 84 KB, where the loop takes 2-7 ms in a fresh Node process: it runs once, in the interpreter);
// elsewhere the loop.
const fromLatin1 = `function fromLatin1(s) {
  const B = globalThis.Buffer;
  if (B) return B.from(s, 'latin1');
  const b = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) b[i] = s.charCodeAt(i);
  return b;
}`;
let js;
if (encoding === 'latin1') {
  js = `// ${name} (${bytes.length} bytes), latin1 (scripts/inline-wasm.mjs)
const s = '${latin1(bytes)}';
${fromLatin1}
export function wasmBytes() {
  const b = fromLatin1(s);
  if (b.length !== ${bytes.length}) throw new Error('the inlined wasm reads back as ' + b.length + ' bytes instead of ${bytes.length}: the script was read in a charset other than UTF-8 (serve it with charset=utf-8)');
  return b;
}
`;
} else if (encoding === 'deflate') {
  if (!inflateJs) throw new Error('inline-wasm: deflate needs the path of inflate.js, relative to the output');
  const packed = deflateRawSync(bytes, { level: 9 });
  js = `// ${name} (${bytes.length} bytes), deflated (${packed.length} bytes), base64 (scripts/inline-wasm.mjs)
import { inflate } from '${inflateJs}';
const s = '${packed.toString('base64')}';
export function wasmBytes() {
  return inflate(s, ${bytes.length});
}
`;
} else if (encoding === 'inflater') {
  js = `// The package's inflater (inflate/, ${bytes.length} bytes of wasm, latin1) and inflate(); scripts/inline-wasm.mjs
const w = '${latin1(bytes)}';
${fromLatin1}
function bytesOf(s) {
  const B = globalThis.Buffer;
  if (B) return B.from(s, 'base64');
  const U = /** @type {any} */ (Uint8Array); // fromBase64: newer than the lib the types stage checks against
  if (typeof U.fromBase64 === 'function') return U.fromBase64(s);
  const t = atob(s), b = new Uint8Array(t.length);
  for (let i = 0; i < t.length; i++) b[i] = t.charCodeAt(i);
  return b;
}
let inflater;
function viaWasm(z, length) {
  if (!inflater) {
    const b = fromLatin1(w);
    if (b.length !== ${bytes.length}) throw new Error('the inlined inflater reads back as ' + b.length + ' bytes instead of ${bytes.length}: the script was read in a charset other than UTF-8 (serve it with charset=utf-8)');
    inflater = new WebAssembly.Module(b);
  }
  const x = /** @type {any} */ (new WebAssembly.Instance(inflater).exports), m = x.memory, at = m.buffer.byteLength;
  m.grow(Math.ceil((z.length + length) / 65536));
  new Uint8Array(m.buffer).set(z, at);
  const n = x.inflate(at, z.length, at + z.length, length);
  return n === length ? new Uint8Array(m.buffer, at + z.length, length).slice() : undefined;
}
export function inflate(s, length) {
  const z = bytesOf(s), zlib = globalThis.process?.getBuiltinModule?.('zlib');
  let b;
  if (zlib && globalThis.Buffer) {
    try { b = zlib.inflateRawSync(z); } catch { b = undefined; }
  } else b = viaWasm(z, length);
  if (!b || b.length !== length) throw new Error('the inlined wasm (' + s.length + ' characters of base64) does not inflate to its ' + length + ' bytes: the file was changed or cut short');
  return b;
}
`;
} else {
  throw new Error(`inline-wasm: encoding must be deflate, latin1 or inflater, got ${encoding}`);
}
writeFileSync(output, js, 'utf8');
