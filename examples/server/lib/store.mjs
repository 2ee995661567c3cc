// The store: SQLite through better-sqlite3 (synchronous, one file, transactions).
//
// Two tables. `games` holds each game's settings, the players' token hashes, its event count
// (`seq`) and the arbiter's latest snapshot (`Arbiter#toJSON`), which restores it at once.
// `events` is the game's log, append-only: every accepted action with the server's time, from
// which a fresh arbiter replays the same game (the load test checks that it does).
//
// An action is one transaction: its event row (primary key game + seq) and the snapshot. The
// update asks for the seq this process last saw (`WHERE seq = ?`): when another process has
// written the game since, nothing is written and `append` throws a conflict, so two processes
// serving one game never both take a move for the same position.
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS games (
  id          TEXT PRIMARY KEY,
  created_at  INTEGER NOT NULL,
  options     TEXT NOT NULL,     -- JSON: { timeControl, fen }
  white_token TEXT,              -- SHA-256 of the player's token (hex), NULL while the seat is free
  black_token TEXT,
  seq         INTEGER NOT NULL,  -- the number of events
  snapshot    TEXT NOT NULL,     -- JSON: Arbiter#toJSON() after the last event
  result      TEXT               -- '1-0', '0-1', '1/2-1/2', '*' once over
);
CREATE TABLE IF NOT EXISTS events (
  game_id TEXT NOT NULL REFERENCES games(id),
  seq     INTEGER NOT NULL,      -- 1, 2, ...
  at      INTEGER NOT NULL,      -- the server's Date.now() when it was accepted
  kind    TEXT NOT NULL,         -- move | flag | resign | offer | accept | decline | claim | abort
  color   TEXT,                  -- 'w' | 'b', who did it (NULL for a flag noticed by the server)
  move    TEXT,                  -- UCI, for a move
  PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
`;

/** The hash a token is stored as: a stolen database gives no way into a game. */
export const hashToken = (token) => createHash('sha256').update(token).digest('hex');

/** Thrown by `append` and `takeSeat` when another writer got there first. */
export class ConflictError extends Error {
  constructor(message) { super(message); this.code = 'ERR_CONFLICT'; }
}

/** Opens (creating if needed) the store in `file` (':memory:' for none). */
export function openStore(file) {
  const db = new Database(file);
  // WAL: readers do not block the writer, several processes can share the file; synchronous
  // NORMAL in WAL mode survives a crash of the process (a power loss may lose the last commits).
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);

  const q = {
    insertGame: db.prepare('INSERT INTO games (id, created_at, options, white_token, black_token, seq, snapshot) VALUES (?, ?, ?, ?, ?, 0, ?)'),
    game: db.prepare('SELECT * FROM games WHERE id = ?'),
    seq: db.prepare('SELECT seq FROM games WHERE id = ?').pluck(),
    lastAt: db.prepare('SELECT at FROM events WHERE game_id = ? ORDER BY seq DESC LIMIT 1').pluck(),
    insertEvent: db.prepare('INSERT INTO events (game_id, seq, at, kind, color, move) VALUES (?, ?, ?, ?, ?, ?)'),
    update: db.prepare('UPDATE games SET seq = ?, snapshot = ?, result = ? WHERE id = ? AND seq = ?'),
    events: db.prepare('SELECT seq, at, kind, color, move FROM events WHERE game_id = ? ORDER BY seq'),
    seatWhite: db.prepare('UPDATE games SET white_token = ? WHERE id = ? AND white_token IS NULL'),
    seatBlack: db.prepare('UPDATE games SET black_token = ? WHERE id = ? AND black_token IS NULL'),
    ids: db.prepare('SELECT id FROM games ORDER BY created_at, id').pluck(),
  };

  const append = db.transaction((id, seq, event, snapshot, result) => {
    // The update first: it fails (0 rows) when the game moved on elsewhere.
    const changed = q.update.run(seq, snapshot, result, id, seq - 1).changes;
    if (changed !== 1) throw new ConflictError(`game ${id}: event ${seq} was written by another process`);
    q.insertEvent.run(id, seq, event.at, event.kind, event.color ?? null, event.move ?? null);
  });

  return {
    db,
    /** A new game with no events; `tokens` are the hashes of the seats taken. */
    createGame({ id, createdAt, options, tokens, snapshot }) {
      q.insertGame.run(id, createdAt, JSON.stringify(options), tokens.w ?? null, tokens.b ?? null, snapshot);
    },
    /** `{ id, options, tokens: { w, b }, seq, snapshot, result }` or undefined. */
    game(id) {
      const row = q.game.get(id);
      if (!row) return undefined;
      return {
        id: row.id, createdAt: row.created_at, options: JSON.parse(row.options),
        tokens: { w: row.white_token, b: row.black_token }, seq: row.seq, snapshot: row.snapshot, result: row.result,
      };
    },
    /** The game's event count as stored now (another process may have added to it). */
    seq(id) { return q.seq.get(id); },
    /** The time of the game's last event, or undefined before the first. */
    lastAt(id) { return q.lastAt.get(id); },
    /** Appends event number `seq` and the snapshot after it; throws ConflictError if `seq` is taken. */
    append(id, seq, event, snapshot, result = null) { append(id, seq, event, snapshot, result); },
    /** Takes a free seat for the token hash; throws ConflictError if it was taken meanwhile. */
    takeSeat(id, color, tokenHash) {
      if ((color === 'w' ? q.seatWhite : q.seatBlack).run(tokenHash, id).changes !== 1) {
        throw new ConflictError(`game ${id}: the seat was taken`);
      }
    },
    /** The game's log, oldest first: `{ seq, at, kind, color, move }`. */
    events(id) { return q.events.all(id); },
    ids() { return q.ids.all(); },
    close() { db.close(); },
  };
}
