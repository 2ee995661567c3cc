// Serves the demo: www/ at / and the built package pkg/ at /pkg/, on 127.0.0.1, never cached,
// compressed as a production server sends static files (brotli or gzip, by Accept-Encoding).
// `node scripts/serve.mjs` (what `npm start` runs after building) listens on PORT (default
// 8080) or the next free port after it, and prints the URL. Tests import startServer() to serve
// the page the same way on a free port.
import http from 'node:http';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import sirv from 'sirv';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// ---- compression ---------------------------------------------------------------------------
// What a production server does with static files (nginx's gzip_static/brotli_static, a CDN):
// text, JSON, SVG and WebAssembly of 1 KB or more are sent compressed, brotli (quality 11) to a
// browser that accepts it, else gzip (level 9), else as they are; `Vary: Accept-Encoding`. The
// compressed bodies are kept in memory by their content's hash, so a rebuilt file is compressed
// (and served) at its first request and an unchanged one is compressed once.
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|wasm|xml)|image\/svg\+xml)/i;
export const MIN_COMPRESSED_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compress = {
  br: (body) => brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzip(body, { level: 9 }),
};
const compressed = new Map(); // `${encoding} ${sha256}` -> Promise<Buffer>
const CACHE_ENTRIES = 256;

/** The encoding to send for an Accept-Encoding header: 'br', 'gzip' or null (as it is). */
export function pickEncoding(accept = '') {
  const q = {};
  for (const part of String(accept).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q[name] = qp ? Number(qp.slice(2)) || 0 : 1;
  }
  const weight = (name) => q[name] ?? q['*'] ?? 0;
  const best = ['br', 'gzip'].filter((e) => weight(e) > 0).sort((a, b) => weight(b) - weight(a))[0];
  return best ?? null;
}

function compressedBody(encoding, body) {
  const key = `${encoding} ${createHash('sha256').update(body).digest('hex')}`;
  let p = compressed.get(key);
  if (!p) {
    p = compress[encoding](body);
    p.catch(() => compressed.delete(key));
    compressed.set(key, p);
    if (compressed.size > CACHE_ENTRIES) compressed.delete(compressed.keys().next().value);
  }
  return p;
}

/**
 * Wraps a sirv handler: its answer (head, then the file piped) is held, and a compressible
 * 200 answer is sent compressed in `encoding` instead. Ranges and other methods pass through.
 */
function compressing(serve) {
  return (req, res, next) => {
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (req.headers.range || (req.method !== 'GET' && req.method !== 'HEAD')) return serve(req, res, next);
    const { writeHead, write, end } = res;
    let status = 200, headers = {};
    const chunks = [];
    res.writeHead = (code, ...rest) => {
      status = code;
      headers = { ...(typeof rest[0] === 'object' ? rest[0] : rest[1]) };
      return res;
    };
    res.write = (chunk, enc) => { chunks.push(Buffer.from(chunk, enc)); return true; };
    res.end = (chunk, enc) => {
      if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk, enc));
      Object.assign(res, { writeHead, write, end });
      send().catch((err) => { if (!res.headersSent) res.writeHead(500); res.end(String(err)); });
      return res;
    };
    async function send() {
      const body = Buffer.concat(chunks);
      const type = headers['Content-Type'] ?? res.getHeader('content-type') ?? '';
      if (status !== 200 || !COMPRESSIBLE.test(type)) return void res.writeHead(status, headers).end(body);
      headers.Vary = 'Accept-Encoding';
      if (!encoding || body.length < MIN_COMPRESSED_BYTES) return void res.writeHead(status, headers).end(body);
      const packed = await compressedBody(encoding, body);
      headers['Content-Length'] = packed.length;
      headers['Content-Encoding'] = encoding;
      res.writeHead(status, headers).end(packed);
    }
    serve(req, res, next);
  };
}

/** The request handler: `/pkg/...` from pkgDir, everything else from wwwDir, else 404. */
export function createHandler({ wwwDir = path.join(repo, 'www'), pkgDir = path.join(repo, 'pkg') } = {}) {
  // dev: files are looked up on every request (a rebuild shows at once) and sent with
  // Cache-Control: no-store. sirv's MIME table gives .wasm application/wasm.
  const opts = { dev: true, dotfiles: false, extensions: ['html'] };
  const www = compressing(sirv(wwwDir, opts));
  const pkg = compressing(sirv(pkgDir, opts));
  const notFound = (req, res) => {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(`404 not found: ${req.url}\n`);
  };
  return (req, res) => {
    if (req.url === '/pkg' || req.url.startsWith('/pkg/') || req.url.startsWith('/pkg?')) {
      req.url = req.url.slice('/pkg'.length) || '/';
      pkg(req, res, () => notFound(req, res));
    } else {
      www(req, res, () => notFound(req, res));
    }
  };
}

/**
 * Starts the server on `host`, at `port` or, if that is taken, the next free one (up to
 * `tries` ports; port 0 picks any free port). Resolves to { server, port, url, close() }.
 */
export async function startServer({ port = 8080, host = '127.0.0.1', tries = 20, ...dirs } = {}) {
  const server = http.createServer(createHandler(dirs));
  for (let i = 0; ; i++) {
    const p = port === 0 ? 0 : port + i;
    try {
      await new Promise((resolve, reject) => {
        const onError = (err) => { server.off('listening', onListening); reject(err); };
        const onListening = () => { server.off('error', onError); resolve(); };
        server.once('error', onError);
        server.once('listening', onListening);
        server.listen(p, host);
      });
      break;
    } catch (err) {
      if (err.code !== 'EADDRINUSE' || port === 0 || i + 1 >= tries) throw err;
    }
  }
  const actual = server.address().port;
  const url = `http://${host}:${actual}/`;
  const close = () => new Promise((resolve) => { server.closeAllConnections?.(); server.close(() => resolve()); });
  return { server, port: actual, url, close };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = process.env.PORT ? Number(process.env.PORT) : 8080;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`serve: PORT must be a port number, not ${JSON.stringify(process.env.PORT)}`);
    process.exit(2);
  }
  if (!existsSync(path.join(repo, 'pkg', 'index.js'))) {
    console.warn('serve: pkg/ is not built yet; run `npm run build` (or `npm start`)');
  }
  const { url, close } = await startServer({ port });
  console.log(`chess-arbiter demo: ${url}`);
  const stop = () => close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
