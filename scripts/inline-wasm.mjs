// Used by scripts/build.sh: writes a .wasm file as a payload file and a small ES module that
// reads it, so an entry can instantiate the wasm synchronously with no file, URL or fetch
// (servers, test runners, bundles, workers).
//   node scripts/inline-wasm.mjs deflate IN.wasm OUT.js PAYLOAD.js INFLATE.js
//   node scripts/inline-wasm.mjs latin1 IN.wasm OUT.js PAYLOAD.js
//   node scripts/inline-wasm.mjs inflater IN.wasm OUT.js PAYLOAD.js
// PAYLOAD.js (pkg/payload/*.js) holds the module's text, the one copy that the ES modules and
// the CommonJS chunks share (issue 40: one inlined copy of each module for both formats): a file
// that is at once a classic script, an ES module and a CommonJS module, with no import, export,
// require or declaration: one statement that stores the text on a registry of globalThis,
// globalThis[Symbol.for('chess-arbiter.wasm')], under the module's name and the start of its
// SHA-256 (two builds of the package in one bundle, or the single-file build beside it, never
// read each other's). pkg/payload/package.json says {"type":"commonjs"}, so that Node's and
// Jest's `require` of it works on every Node 20 (a .js file of a "type":"module" package cannot
// be required before Node 20.19); browsers, bundlers and Node's ESM import it for its effect.
// OUT.js (pkg/wasm.js, pkg/<module>/wasm.js, pkg/inflate.js) imports PAYLOAD.js (the path
// relative to OUT.js) and exports `wasmBytes()` (a Uint8Array) that reads the text from the
// registry: the ES modules import OUT.js, and the CommonJS chunks (scripts/bundle.mjs) carry it
// with `require(PAYLOAD.js)` instead of the import.
// deflate: the module deflated (raw deflate, by zopfli: the npm package @gfx/zopfli, a wasm
//   build of Google's zopfli, a devDependency; 15 iterations, its default), in base64: ASCII, so
//   it reads the same in any charset (ES modules, bundles, the single-file classic script);
//   `wasmBytes()` inflates it with `inflate` of INFLATE.js (the import path, relative to OUT.js).
//   zopfli writes the same raw deflate format as zlib, 4.8-6.3 % smaller than zlib's level 9
//   (issue 40, docs/benchmarks.md: the default module 151,168 -> 143,844 bytes; all six deflated
//   modules 521,926 -> 493,545), read by zlib's inflateRawSync and by the inflater (inflate/,
//   miniz_oxide) alike; the same bytes every build (zopfli has no randomness); about 1.7 s of
//   CPU for the default module (30 iterations: 5 bytes less, 4.2 s; 100: 11 bytes less, 10.2 s).
//   Earlier, zlib level 9: for the package's default module then, 409,751 bytes inlined as
//   223,812 characters (where one character a byte, Latin-1 in UTF-8, took 564,086 bytes), and
//   gzipped by a server or a bundler's output about as small as the wasm gzipped (168.5 KB
//   against 167.9 KB; the Latin-1 text gzipped to 181 KB).
// latin1: one character per byte (U+0000-U+00FF, quotes, backslash and line breaks escaped) in
//   a UTF-8 file; gzips to about 8% over the .wasm itself, and needs no inflater: for
//   chess-arbiter/core (a bundle of it 2.6 KB smaller gzipped than deflated with the inflater
//   beside it). `wasmBytes()` throws an Error saying so if the text was not read back as
//   written (a charset other than UTF-8).
// inflater: pkg/inflate.js, the inflater (the small wasm of inflate/, as latin1 text: 5.2 KB
//   gzipped where base64 took 7.3 KB; the single-file build escapes it to ASCII)
//   and `inflate(text, length)`: where the runtime has zlib (Node 20.16+, Bun, Deno: read
//   through `process.getBuiltinModule`, which a bundler does not see as an import) zlib
//   inflates, natively; elsewhere (browsers, workers, Jest's sandboxes) the inflater, compiled
//   once. Either throws an Error saying what went wrong when the text does not inflate to
//   `length` bytes (an entry reports it as ERR_WASM_LOAD). No free `Buffer` or `process` (only
//   through globalThis): a bundler (webpack in Next.js) would add its browser polyfill on
//   seeing the name.
// A payload missing from the registry when `wasmBytes()` runs (a bundler told to drop the
// package's side-effect imports) throws an Error naming the file.
import { readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import zopfli from '@gfx/zopfli';

const [encoding, input, output, payload, inflateJs] = process.argv.slice(2);
if (!payload) throw new Error('inline-wasm: usage: ENCODING IN.wasm OUT.js PAYLOAD.js [INFLATE.js]');
const bytes = readFileSync(input);
const name = input.split('/').pop();
/** The import path of `to` from the file `from`, as an ES module writes it ('./x.js', '../x.js'). */
function importPath(from, to) {
  const r = path.relative(path.dirname(from), to).split(path.sep).join('/');
  return r.startsWith('.') ? r : `./${r}`;
}
// The registry's key: the payload's name and the first 16 hex digits of the module's SHA-256.
const key = `${path.basename(payload, '.js')}.${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}`;
const payloadPath = importPath(output, payload);
const REGISTRY = "globalThis[Symbol.for('chess-arbiter.wasm')]";
/** The payload file: one statement, the text on the registry (see the top of this file). */
function writePayload(what, literal) {
  writeFileSync(payload, `// ${what}: the one copy that the ES modules and the CommonJS chunks share (scripts/inline-wasm.mjs)
(${REGISTRY} || (${REGISTRY} = {}))['${key}'] = '${literal}';
`, 'utf8');
}
/** The reader's code: the text from the registry, or an Error naming the payload file. */
const fromRegistry = `function text() {
  const r = ${REGISTRY}, s = r && r['${key}'];
  if (typeof s !== 'string') throw new Error('the inlined wasm ${key} is missing: pkg/payload/${path.basename(payload)} of the package chess-arbiter did not run before this file; a bundler set to drop the package\\'s side-effect imports leaves it out');
  return s;
}`;
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
  writePayload(`${name} (${bytes.length} bytes), latin1`, latin1(bytes));
  js = `// ${name} (${bytes.length} bytes), latin1, from ${payloadPath} (scripts/inline-wasm.mjs)
import '${payloadPath}';
${fromRegistry}
${fromLatin1}
export function wasmBytes() {
  const b = fromLatin1(text());
  if (b.length !== ${bytes.length}) throw new Error('the inlined wasm reads back as ' + b.length + ' bytes instead of ${bytes.length}: the script was read in a charset other than UTF-8 (serve it with charset=utf-8)');
  return b;
}
`;
} else if (encoding === 'deflate') {
  if (!inflateJs) throw new Error('inline-wasm: deflate needs the path of inflate.js');
  // Raw deflate by zopfli (see deflate above), checked here against zlib's inflate.
  const packed = Buffer.from(await zopfli.deflateAsync(bytes, { numiterations: 15, blocksplitting: true, blocksplittingmax: 15 }));
  if (!inflateRawSync(packed).equals(bytes)) throw new Error(`inline-wasm: ${input}: zopfli's output does not inflate to the module`);
  writePayload(`${name} (${bytes.length} bytes), deflated (${packed.length} bytes), base64`, packed.toString('base64'));
  js = `// ${name} (${bytes.length} bytes), deflated, base64, from ${payloadPath} (scripts/inline-wasm.mjs)
import '${payloadPath}';
import { inflate } from '${importPath(output, inflateJs)}';
${fromRegistry}
export function wasmBytes() {
  return inflate(text(), ${bytes.length});
}
`;
} else if (encoding === 'inflater') {
  writePayload(`The package's inflater (inflate/, ${bytes.length} bytes of wasm), latin1`, latin1(bytes));
  js = `// The package's inflater (inflate/, ${bytes.length} bytes of wasm, latin1, from ${payloadPath}) and inflate(); scripts/inline-wasm.mjs
import '${payloadPath}';
${fromRegistry}
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
    const b = fromLatin1(text());
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
