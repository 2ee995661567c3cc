// The reference game server: the client page (dist/, built by `npm run build`) over HTTP and the
// game protocol over a WebSocket at /ws, on one port; games in SQLite (lib/store.mjs).
//
//   node server.mjs [--port 8080] [--host 127.0.0.1] [--db games.sqlite] [--poll 1000]
//
// Prints `listening on http://HOST:PORT/` once ready (--port 0: a free port). SIGINT/SIGTERM
// close it; a kill loses nothing that was answered (each action is committed before its reply).
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { WebSocketServer } from 'ws';
import * as arbiter from 'chess-arbiter/arbiter';
import { explainMove } from 'chess-arbiter';
import { openStore } from './lib/store.mjs';
import { createGames } from './lib/games.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Starts a server; resolves to `{ url, port, close() }`. */
export async function startServer({ port = 8080, host = '127.0.0.1', db = 'games.sqlite', pollMs = 1000, log = console.log } = {}) {
  const store = openStore(db);
  const games = createGames({ store, arbiter, explainMove, pollMs, log });
  const files = sirv(path.join(here, 'dist'), { dev: false, etag: true });
  const server = http.createServer((req, res) => files(req, res, () => { res.writeHead(404).end('not found'); }));
  // maxPayload: no message of the protocol is near 4 KiB; a larger one closes the connection.
  const wss = new WebSocketServer({ server, path: '/ws', maxPayload: 4096 });

  wss.on('connection', (ws) => {
    const conn = { send: (obj) => { if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(obj)); } };
    ws.alive = true;
    ws.on('pong', () => { ws.alive = true; });
    // One message at a time per connection, in the order sent (a refusal's ruling is awaited).
    let queue = Promise.resolve();
    ws.on('message', (data, binary) => {
      let msg;
      try {
        if (binary) throw new Error('binary');
        msg = JSON.parse(data.toString('utf8'));
      } catch {
        games.badJson(conn);
        return;
      }
      queue = queue.then(() => games.handle(conn, msg));
    });
    ws.on('close', () => { queue.then(() => games.leave(conn)); });
    ws.on('error', () => {});
  });
  // Connections that stopped answering pings are closed (their games then leave memory).
  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!ws.alive) { ws.terminate(); continue; }
      ws.alive = false;
      ws.ping();
    }
  }, 30_000);
  heartbeat.unref();

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const actual = server.address().port;
  const url = `http://${host}:${actual}/`;
  return {
    url, port: actual, games, store,
    async close() {
      clearInterval(heartbeat);
      for (const ws of wss.clients) ws.terminate();
      await new Promise((r) => wss.close(r));
      await new Promise((r) => server.close(r));
      games.close();
      store.close();
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '8080' },
      host: { type: 'string', default: '127.0.0.1' },
      db: { type: 'string', default: 'games.sqlite' },
      poll: { type: 'string', default: '1000' },
    },
  });
  const s = await startServer({ port: Number(values.port), host: values.host, db: values.db, pollMs: Number(values.poll) });
  console.log(`listening on ${s.url}`);
  const stop = async () => { await s.close(); process.exit(0); };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
