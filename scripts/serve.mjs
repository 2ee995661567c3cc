// Serves the demo: www/ at / and the built package pkg/ at /pkg/, on 127.0.0.1, never cached.
// `node scripts/serve.mjs` (what `npm start` runs after building) listens on PORT (default
// 8080) or the next free port after it, and prints the URL. Tests import startServer() to serve
// the page the same way on a free port.
import http from 'node:http';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import sirv from 'sirv';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The request handler: `/pkg/...` from pkgDir, everything else from wwwDir, else 404. */
export function createHandler({ wwwDir = path.join(repo, 'www'), pkgDir = path.join(repo, 'pkg') } = {}) {
  // dev: files are looked up on every request (a rebuild shows at once) and sent with
  // Cache-Control: no-store. sirv's MIME table gives .wasm application/wasm.
  const opts = { dev: true, dotfiles: false, extensions: ['html'] };
  const www = sirv(wwwDir, opts);
  const pkg = sirv(pkgDir, opts);
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
