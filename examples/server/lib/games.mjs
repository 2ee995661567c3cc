// The games: the protocol's messages applied to each game's Arbiter, every accepted action
// written to the store before anyone hears of it, and the state sent to everyone watching.
// Independent of the transport: a connection is anything with `send(object)`.
//
// The server trusts nothing a client sends. Each message is checked for its shape (known type,
// known fields, each of its type; anything else is ERR_BAD_MESSAGE); a message carrying a time
// of its own (`at`, `clock`...) is refused (ERR_CLIENT_TIME): every time is the server's
// `now()`. A move names the position it was made from (`ply`, and optionally `fen`): another
// one is ERR_STALE_POSITION. The player is its token (ERR_NOT_A_PLAYER), its color is passed to
// the arbiter (ERR_NOT_YOUR_TURN), and the arbiter rules on the rest (ERR_ILLEGAL_MOVE with the
// ruling, ERR_GAME_OVER...). A refused message changes nothing.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { ConflictError, hashToken } from './store.mjs';

/** Message types and the fields each may carry (besides `type` and `id`), with their checks. */
const str = (max) => (v) => typeof v === 'string' && v.length > 0 && v.length <= max;
const GAME = str(64);
const TOKEN = str(128);
const SQUARE = (v) => typeof v === 'string' && /^[a-h][1-8]$/.test(v);
const MOVE = (v) => str(16)(v)
  || (v !== null && typeof v === 'object' && !Array.isArray(v) && SQUARE(v.from) && SQUARE(v.to)
    && (v.promotion === undefined || str(1)(v.promotion))
    && Object.keys(v).every((k) => ['from', 'to', 'promotion'].includes(k)));
const MESSAGES = {
  create: { optional: { timeControl: str(64), color: (v) => ['w', 'b', 'random'].includes(v), fen: str(100) } },
  join: { required: { game: GAME }, optional: { token: TOKEN } },
  state: { required: { game: GAME } },
  move: { required: { game: GAME, token: TOKEN, move: MOVE, ply: (v) => Number.isSafeInteger(v) && v >= 0 }, optional: { fen: str(100) } },
  resign: { required: { game: GAME, token: TOKEN } },
  offerDraw: { required: { game: GAME, token: TOKEN } },
  acceptDraw: { required: { game: GAME, token: TOKEN } },
  declineDraw: { required: { game: GAME, token: TOKEN } },
  claimDraw: { required: { game: GAME, token: TOKEN }, optional: { move: MOVE, ply: (v) => Number.isSafeInteger(v) && v >= 0 } },
  abort: { required: { game: GAME, token: TOKEN } },
};
/** Fields that would be a client's say on the time: refused whatever their value. */
const TIME_FIELDS = ['at', 'now', 'time', 'timestamp', 'clock', 'clocks', 'remaining', 'spent', 'elapsed', 'serverTime', 'lag'];
/** The actions on the arbiter besides moves: message type -> [event kind, Arbiter method]. */
const ACTIONS = {
  resign: ['resign', 'resign'],
  offerDraw: ['offer', 'offerDraw'],
  acceptDraw: ['accept', 'acceptDraw'],
  declineDraw: ['decline', 'declineDraw'],
  claimDraw: ['claim', 'claimDraw'],
  abort: ['abort', 'abort'],
};
const KIND_METHOD = Object.fromEntries(Object.values(ACTIONS));
const SIDE = { w: 'white', b: 'black' };

/** A refusal by the server itself (the arbiter's are its ChessErrors). */
export class Refusal extends Error {
  constructor(code, message, extra = {}) {
    super(message);
    this.code = code;
    Object.assign(this, extra);
  }
}

/** Thrown inside when another process wrote the game first: the room is read again and the message handled once more. */
class Retry extends Error {}

/** Checks a parsed message's shape; returns it, or throws a Refusal. */
export function checkMessage(msg) {
  if (msg === null || typeof msg !== 'object' || Array.isArray(msg)) throw new Refusal('ERR_BAD_MESSAGE', 'a message is a JSON object');
  if (msg.id !== undefined && !(Number.isSafeInteger(msg.id) || str(64)(msg.id))) {
    delete msg.id; // not echoed
    throw new Refusal('ERR_BAD_MESSAGE', 'bad "id": an integer or a string of 1 to 64 characters');
  }
  const spec = Object.hasOwn(MESSAGES, msg.type) ? MESSAGES[msg.type] : undefined;
  if (!spec) throw new Refusal('ERR_BAD_MESSAGE', `unknown message type ${JSON.stringify(msg.type)}`);
  const time = Object.keys(msg).find((k) => TIME_FIELDS.includes(k));
  if (time) throw new Refusal('ERR_CLIENT_TIME', `"${time}": the server keeps the time; a client's time is never taken`);
  for (const k of Object.keys(msg)) {
    if (k === 'type' || k === 'id') continue;
    const check = spec.required?.[k] ?? spec.optional?.[k];
    if (!check) throw new Refusal('ERR_BAD_MESSAGE', `${msg.type}: unknown field "${k}"`);
    if (!check(msg[k])) throw new Refusal('ERR_BAD_MESSAGE', `${msg.type}: bad "${k}"`);
  }
  for (const k of Object.keys(spec.required ?? {})) {
    if (!Object.hasOwn(msg, k)) throw new Refusal('ERR_BAD_MESSAGE', `${msg.type}: "${k}" is missing`);
  }
  return msg;
}

/** The arbiter options a game is created with (stored with it). */
function arbiterOptions(options) {
  const o = { timeControl: options.timeControl, start: 'online' };
  if (options.fen !== undefined) o.fen = options.fen;
  return o;
}

/**
 * Replays a game's log (`store.events(id)`) on a fresh arbiter: the same calls with the same
 * times. Returns the arbiter (free it). Throws if an event is refused: a log that does not replay.
 */
export function replay(Arbiter, options, events) {
  const arbiter = new Arbiter(arbiterOptions(options));
  for (const e of events) {
    if (e.kind === 'move') arbiter.move(e.move, { at: e.at, color: e.color });
    else if (e.kind === 'flag') {
      if (!arbiter.flagFall(e.at)) throw new Error(`event ${e.seq}: no flag fell at ${e.at}`);
    } else if (e.kind === 'claim' && e.move) arbiter.claimDraw(e.color, e.at, e.move);
    else if (KIND_METHOD[e.kind]) arbiter[KIND_METHOD[e.kind]](e.color, e.at);
    else throw new Error(`event ${e.seq}: unknown kind ${e.kind}`);
  }
  return arbiter;
}

/** The side to move's clock is running at `now` (it goes down later on; a delay holds it a while). */
function running(arbiter, now) {
  if (arbiter.outcome()) return null;
  const side = SIDE[arbiter.turn()];
  const left = arbiter.remaining(now)[side];
  if (left === null || left === undefined) return null;
  return arbiter.remaining(now + 86_400_000)[side] < left ? arbiter.turn() : null;
}

const outcomeOf = (o) => (o ? { winner: o.winner ?? null, termination: o.termination, result: o.result, ...(o.article ? { article: o.article } : {}) } : null);

/**
 * The games of one server process. `store` (lib/store.mjs), `arbiter` the module
 * `chess-arbiter/arbiter` ({ Arbiter, ChessError }), `explainMove` the main entry's (the ruling
 * of an illegal move), `now` the server's clock (Date.now). `pollMs`: how often the games in
 * memory are compared with the store, for the moves other processes write (0: never).
 */
export function createGames({ store, arbiter: { Arbiter }, explainMove, now = Date.now, pollMs = 1000, log = () => {} }) {
  /** id -> room: { id, options, tokens, seq, lastAt, arbiter, clients: Map<conn, color|null>, timer } */
  const rooms = new Map();
  /** conn -> Set of room ids it watches */
  const watching = new Map();

  function load(id) {
    let room = rooms.get(id);
    if (room) return room;
    const row = store.game(id);
    if (!row) throw new Refusal('ERR_NO_GAME', `no game ${id}`);
    room = {
      id, options: row.options, tokens: row.tokens, seq: row.seq,
      lastAt: store.lastAt(id) ?? row.createdAt,
      arbiter: Arbiter.fromJSON(row.snapshot), clients: new Map(), timer: null,
    };
    rooms.set(id, room);
    checkFlag(room); // a flag that fell while nobody was here (or the server was down)
    return room;
  }

  /** Drops the room's arbiter and reads it again from the store (another process wrote). */
  function reload(room) {
    const row = store.game(room.id);
    room.arbiter.free();
    room.arbiter = Arbiter.fromJSON(row.snapshot);
    room.tokens = row.tokens;
    room.seq = row.seq;
    room.lastAt = store.lastAt(room.id) ?? row.createdAt;
  }

  /**
   * Another process may have written the game: read it again if so. Asked where the game in
   * memory may not be the stored one's (a join, a state asked for, a token or a ply that does not
   * fit); every write is checked anyway (`commit`).
   */
  function fresh(room) {
    if (store.seq(room.id) !== room.seq) { reload(room); return true; }
    return false;
  }

  /** The server's time for the room's next event: never before its last one (a clock stepped back). */
  const timeFor = (room) => Math.max(now(), room.lastAt);

  /**
   * Writes an event the arbiter has taken. When another process wrote the game first, the room is
   * read again (the arbiter's change dropped: the store is the truth) and the message is handled
   * once more on it (Retry).
   */
  function commit(room, event) {
    const seq = room.seq + 1;
    try {
      store.append(room.id, seq, event, JSON.stringify(room.arbiter.toJSON()), room.arbiter.outcome()?.result ?? null);
    } catch (e) {
      reload(room);
      broadcast(room);
      if (e instanceof ConflictError) throw new Retry();
      throw e;
    }
    room.seq = seq;
    room.lastAt = event.at;
  }

  function state(room, at = timeFor(room)) {
    const a = room.arbiter;
    const history = a.history();
    return {
      type: 'state', game: room.id, seq: room.seq, ply: history.length, fen: a.fen(), turn: a.turn(),
      startFen: room.options.fen ?? null, timeControl: room.options.timeControl,
      moves: history.map((h) => h.uci), sans: history.map((h) => h.san),
      clock: a.remaining(at), running: running(a, at), serverTime: at,
      drawOffer: a.drawOffer ?? null, outcome: outcomeOf(a.outcome()),
      seats: { w: room.tokens.w !== null, b: room.tokens.b !== null },
    };
  }

  /**
   * Sends the room's state to everyone watching it: the clocks as at `at` (an event's time, or
   * now). `reply`: `{ conn, id }`, the sender of the action, whose copy is the reply (with its id).
   */
  function broadcast(room, at = timeFor(room), reply = null) {
    const s = state(room, at);
    for (const [conn, color] of room.clients) conn.send(conn === reply?.conn ? { ...s, you: color, id: reply.id } : { ...s, you: color });
  }

  /** Notices a fallen flag (Art. 6.9) now; schedules the next look while a clock runs. */
  function checkFlag(room) {
    clearTimeout(room.timer);
    room.timer = null;
    const a = room.arbiter;
    if (a.outcome()) return;
    const at = timeFor(room);
    if (a.flagFall(at)) {
      commit(room, { kind: 'flag', at });
      log(`game ${room.id}: flag fell, ${a.outcome().result}`);
      broadcast(room, at);
      return;
    }
    const side = running(a, at);
    if (!side) return;
    // The flag falls no earlier than the time left (a delay may add to it): look then, again.
    const left = a.remaining(at)[SIDE[side]];
    room.timer = setTimeout(() => { if (rooms.get(room.id) === room) lookAtFlag(room); }, Math.min(left + 1, 2 ** 31 - 1));
  }

  /** checkFlag from a timer or the poller: on the game as stored (once more if another process wrote it first). */
  function lookAtFlag(room) {
    for (let i = 0; i < 2; i++) {
      try {
        fresh(room);
        checkFlag(room);
        return;
      } catch (e) {
        if (!(e instanceof Retry)) { log(`game ${room.id}: ${e.stack}`); return; }
      }
    }
  }

  function watch(conn, room, color) {
    room.clients.set(conn, color);
    if (!watching.has(conn)) watching.set(conn, new Set());
    watching.get(conn).add(room.id);
  }

  /** The color the token plays in the room (a seat taken through another process included), or a Refusal. */
  function player(room, token) {
    const h = Buffer.from(hashToken(token), 'hex');
    const find = () => ['w', 'b'].find((c) => room.tokens[c] && timingSafeEqual(h, Buffer.from(room.tokens[c], 'hex')));
    const color = find() ?? (fresh(room) ? find() : undefined);
    if (!color) throw new Refusal('ERR_NOT_A_PLAYER', 'this token plays no side of this game');
    return color;
  }

  /** Refuses a move made from another position than the game's (read again first, if it changed elsewhere). */
  function samePosition(room, msg) {
    const fits = () => msg.ply === room.arbiter.history().length && (msg.fen === undefined || msg.fen === room.arbiter.fen());
    if (fits() || (fresh(room) && fits())) return;
    const ply = room.arbiter.history().length;
    throw new Refusal('ERR_STALE_POSITION', `the move was made from ply ${msg.ply}${msg.fen !== undefined ? ` (${msg.fen})` : ''}; the game is at ply ${ply}`, { ply });
  }

  const newToken = () => randomBytes(18).toString('base64url');

  const handlers = {
    create(conn, msg) {
      const options = { timeControl: msg.timeControl ?? '-' };
      if (msg.fen !== undefined) options.fen = msg.fen;
      const arbiter = new Arbiter(arbiterOptions(options)); // ERR_TIME_CONTROL, ERR_INVALID_FEN...
      const color = msg.color === 'b' || (msg.color === 'random' && randomBytes(1)[0] & 1) ? 'b' : 'w';
      const id = randomBytes(9).toString('base64url');
      const token = newToken();
      const at = timeFor({ lastAt: 0 });
      try {
        store.createGame({ id, createdAt: at, options, tokens: { [color]: hashToken(token) }, snapshot: JSON.stringify(arbiter.toJSON()) });
      } finally { arbiter.free(); }
      const room = load(id);
      watch(conn, room, color);
      conn.send({ type: 'joined', id: msg.id, game: id, color, token });
      conn.send({ ...state(room), you: color });
    },
    join(conn, msg) {
      const room = load(msg.game);
      fresh(room);
      let color = null;
      let token;
      if (msg.token !== undefined) color = player(room, msg.token);
      else {
        const free = ['w', 'b'].find((c) => room.tokens[c] === null);
        if (free) {
          token = newToken();
          try {
            store.takeSeat(room.id, free, hashToken(token));
          } catch (e) {
            if (!(e instanceof ConflictError)) throw e;
            reload(room); // taken meanwhile through another process
            throw new Retry();
          }
          room.tokens[free] = hashToken(token);
          color = free;
        }
      }
      watch(conn, room, color);
      conn.send({ type: 'joined', id: msg.id, game: room.id, color, ...(token ? { token } : {}) });
      if (token) broadcast(room); // the seat taken shows to the other player
      else conn.send({ ...state(room), you: color });
    },
    state(conn, msg) {
      const room = load(msg.game);
      fresh(room);
      conn.send({ ...state(room), id: msg.id, you: room.clients.get(conn) ?? null });
    },
    move(conn, msg) {
      const room = load(msg.game);
      const color = player(room, msg.token);
      watch(conn, room, color);
      samePosition(room, msg);
      const a = room.arbiter;
      const at = timeFor(room);
      const over = a.outcome() !== null && a.outcome() !== undefined;
      let played;
      try {
        played = a.move(msg.move, { at, color });
      } catch (e) {
        // A late move: the arbiter records the flag's fall and refuses the move.
        if (!over && a.outcome()) { commit(room, { kind: 'flag', at }); clearTimeout(room.timer); broadcast(room, at); }
        throw e;
      }
      commit(room, { kind: 'move', at, color, move: played.uci });
      checkFlag(room);
      broadcast(room, at, { conn, id: msg.id });
    },
  };
  for (const [type, [kind, method]] of Object.entries(ACTIONS)) {
    handlers[type] = (conn, msg) => {
      const room = load(msg.game);
      const color = player(room, msg.token);
      watch(conn, room, color);
      const a = room.arbiter;
      // A claim with the move that makes it valid (Art. 9.2.1.1, 9.3.1): the move names its position.
      let move;
      if (msg.move !== undefined) {
        if (msg.ply === undefined) throw new Refusal('ERR_BAD_MESSAGE', `${msg.type}: a move goes with its "ply"`);
        samePosition(room, msg);
        move = msg.move;
      } else if (msg.ply !== undefined) throw new Refusal('ERR_BAD_MESSAGE', `${msg.type}: "ply" goes with "move"`);
      const at = timeFor(room);
      const before = JSON.stringify(outcomeOf(a.outcome()));
      const length = a.history().length;
      try {
        if (move !== undefined) a.claimDraw(color, at, move);
        else a[method](color, at);
      } catch (e) {
        if (JSON.stringify(outcomeOf(a.outcome())) !== before) { commit(room, { kind: 'flag', at }); clearTimeout(room.timer); broadcast(room, at); }
        throw e;
      }
      const moved = a.history().length > length ? a.history().at(-1).uci : undefined;
      commit(room, { kind, at, color, ...(moved ? { move: moved } : {}) });
      checkFlag(room);
      broadcast(room, at, { conn, id: msg.id });
    };
  }

  /** Refusals as the protocol's `error` message: the code, the article, an illegal move's ruling. */
  async function refuse(conn, msg, e) {
    if (!(e instanceof Refusal) && !(typeof e?.code === 'string' && e.code.startsWith('ERR_'))) {
      log(`internal error: ${e?.stack ?? e}`);
      conn.send({ type: 'error', id: msg?.id, code: 'ERR_INTERNAL', message: 'internal error' });
      return;
    }
    const out = { type: 'error', id: msg?.id, code: e.code, message: e.message };
    if (e.article) out.article = e.article;
    if (e.ply !== undefined) out.ply = e.ply;
    if (e.code === 'ERR_ILLEGAL_MOVE' && msg?.move !== undefined && explainMove) { // a move, or a claim's
      const room = rooms.get(msg.game);
      try {
        const r = room && await explainMove(room.arbiter.fen(), msg.move);
        if (r && !r.legal) out.ruling = { code: r.code, article: r.article, squares: r.squares, message: r.message };
      } catch { /* the arbiter's code and message stand */ }
    }
    conn.send(out);
  }

  const poller = pollMs > 0 ? setInterval(() => {
    for (const room of rooms.values()) {
      try { if (fresh(room)) { broadcast(room); lookAtFlag(room); } } catch (e) { log(`poll ${room.id}: ${e.stack}`); }
    }
  }, pollMs) : null;
  poller?.unref?.();

  return {
    /** Handles one message (already parsed JSON) from `conn`; replies and broadcasts through conn.send. */
    async handle(conn, msg) {
      try {
        checkMessage(msg);
        try {
          handlers[msg.type](conn, msg);
        } catch (e) {
          if (!(e instanceof Retry)) throw e;
          // another process wrote the game first: once more on the game as it is now
          try {
            handlers[msg.type](conn, msg);
          } catch (again) {
            if (again instanceof Retry) throw new Refusal('ERR_STALE_POSITION', 'the game moved on meanwhile; the state sent is the current one');
            throw again;
          }
        }
      } catch (e) {
        await refuse(conn, msg, e);
      }
    },
    /** A connection closed: it watches nothing more; a room nobody watches leaves memory. */
    leave(conn) {
      for (const id of watching.get(conn) ?? []) {
        const room = rooms.get(id);
        if (!room) continue;
        room.clients.delete(conn);
        if (room.clients.size === 0) {
          clearTimeout(room.timer);
          room.arbiter.free();
          rooms.delete(id);
        }
      }
      watching.delete(conn);
    },
    /** For a client that sent what is no JSON. */
    badJson(conn) { conn.send({ type: 'error', code: 'ERR_BAD_MESSAGE', message: 'a message is one JSON object' }); },
    rooms,
    close() {
      clearInterval(poller);
      for (const room of rooms.values()) { clearTimeout(room.timer); room.arbiter.free(); }
      rooms.clear();
    },
  };
}
