// The budget of live wasm games (src/js/api.js, POOL_BYTES; issue 40): past it the least
// recently used games are parked (their state kept in JS, their wasm game freed) and made again
// on their next use. Parking must change no answer of any method, and keep wasm memory bounded
// when games are kept or dropped without free().
import test from 'node:test';
import assert from 'node:assert/strict';
import * as A from 'chess-arbiter';

const MB = 1024 * 1024;
const DANCE = ['Nf3', 'Nf6', 'Ng1', 'Ng8'];

/** Everything a game answers without changing, as one text. */
function observe(g) {
  const nodes = {};
  const walk = (id) => {
    nodes[id] = [g.node(id), g.annotations(id), g.children(id)];
    for (const c of g.children(id)) walk(c);
  };
  walk(0);
  return JSON.stringify({
    fen: g.fen(), turn: g.turn(), ply: g.ply(), history: g.history(), lastMove: g.lastMove(), moves: g.moves().map((m) => m.san),
    fenAt0: g.fenAt(0), outcome: g.outcome(), over: g.isGameOver(), draw: g.isDraw(), check: g.isCheck(), dead: g.isDeadPosition(),
    threefold: g.isThreefoldRepetition(), canThreefold: g.canClaimThreefoldRepetition(), canFifty: g.canClaimFiftyMoves(),
    repetitions: g.repetitions(), chess960: g.chess960(), branching: g.branching(), nodeId: g.nodeId(), lineIds: g.lineIds(),
    mainline: g.mainline(), nodes, json: g.toJSON(), pgn: g.pgn(), warnings: g.warnings().map((e) => [e.code, e.message]),
  });
}

/** Games of every kind the wasm game holds state for. */
function interestingGames() {
  const games = [];
  // A record with tags, comments, NAGs, clock and eval commands, variations, a result.
  games.push(A.Game.fromPgn(`[Event "Budget"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n{Before} 1. e4 {[%clk 0:03:00]} e5 $1 (1... c5 {Sicilian} 2. Nf3 (2. c3) d6) 2. Nf3 {[%eval 0.3]} Nc6 3. Bb5 1-0`));
  // Warnings of skipped variations, and a middle ply.
  const w = A.Game.fromPgn('1. e4 e5 2. Nf3 (2. Qxh1) 2... Nc6 *', { skipBadVariations: true });
  w.goto(1);
  games.push(w);
  // Moves past the ply (redo), the replace branching, a variation entered by gotoNode.
  const r = new A.Game(undefined, { branching: 'replace' });
  for (const s of ['d4', 'd5', 'c4', 'e6', 'Nc3']) r.move(s);
  r.undo();
  r.undo();
  games.push(r);
  const v = new A.Game();
  for (const s of ['e4', 'e5', 'Nf3']) v.move(s);
  v.goto(2);
  v.move('Bc4');
  v.gotoNode(v.mainline()[2]);
  v.setAnnotations(v.nodeId(), { commentsAfter: ['main'], nags: [1], shapes: [{ color: 'green', from: 'e4' }] });
  games.push(v);
  // A deleted last node: its id is never given again.
  const d = new A.Game();
  for (const s of ['e4', 'e5', 'Nf3', 'Nc6']) d.move(s);
  d.deleteNode(d.nodeId());
  games.push(d);
  // A claimed draw at the end of the line.
  const c = new A.Game();
  for (const s of [...DANCE, ...DANCE.slice(0, 3)]) c.move(s);
  c.claimDraw('Ng8');
  games.push(c);
  // Chess960, a relaxed start, a checkmate.
  const x = new A.Game(A.chess960Fen(100), { chess960: true });
  x.move(x.moves()[0].san);
  games.push(x);
  const rel = new A.Game('B6b/8/8/8/2K5/5k2/8/b6B b - - 0 1', { relaxed: true });
  rel.move('Ke3');
  games.push(rel);
  const m = new A.Game();
  for (const s of ['f3', 'e5', 'g4', 'Qh4#']) m.move(s);
  games.push(m);
  return games;
}

/** The id the next move gets (on a copy: the game is unchanged). */
function nextId(g, move) {
  const c = g.clone();
  c.move(move);
  const id = c.nodeId();
  c.free();
  return id;
}

test('parked games answer every method as before, and wasm memory stays bounded', () => {
  const games = interestingGames();
  const before = games.map(observe);
  const ids = games.map((g) => (g.isGameOver() ? undefined : nextId(g, g.moves()[0].san)));
  // 60,000 live games of two moves: about 100 MB of wasm memory if all were live at once.
  const kept = [];
  for (let i = 0; i < 60_000; i++) {
    const g = new A.Game();
    g.move('e4');
    g.move(i % 2 ? 'c5' : 'e5');
    kept.push(g);
  }
  const bytes = A.memoryBytes();
  assert.ok(bytes < 48 * MB, `wasm memory ${bytes / MB} MB with 60,000 live games`);
  games.forEach((g, i) => {
    assert.equal(observe(g), before[i], `game ${i} after parking`);
    // The next move gets the id it would have had (a deleted node's id is not given again).
    if (ids[i] !== undefined) {
      g.move(g.moves()[0].san);
      assert.equal(g.nodeId(), ids[i], `game ${i}: the next node's id`);
    }
  });
  // The parked games of two moves are made again as they were.
  for (const i of [0, 1, 2, 30_001, 59_999]) {
    assert.equal(kept[i].fen(), i % 2 ? 'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2' : 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
    assert.deepEqual(kept[i].history(), ['e4', i % 2 ? 'c5' : 'e5']);
    assert.equal(kept[i].undo().san, i % 2 ? 'c5' : 'e5');
  }
  // A parked game freed: its state goes, and it answers ERR_GAME_FREED as any freed game.
  kept[3].free();
  kept[3].free();
  assert.throws(() => kept[3].fen(), { code: 'ERR_GAME_FREED' });
  // Symbol.dispose (what `using` calls) frees a parked game as free() does.
  kept[4][Symbol.dispose]();
  assert.throws(() => kept[4].fen(), { code: 'ERR_GAME_FREED' });
  for (const g of [...kept, ...games]) g.free();
  assert.equal(A.memoryBytes(), bytes, 'no growth while restoring and freeing');
});

test('games dropped without free() hold a bounded wasm memory', () => {
  const start = A.memoryBytes();
  let last;
  for (let i = 0; i < 100_000; i++) {
    last = new A.Game();
    last.move('e4');
    last.move('e5');
  }
  assert.equal(last.history().length, 2);
  const grown = A.memoryBytes() - start;
  // About 170 MB if they all held their wasm game.
  assert.ok(grown < 40 * MB, `wasm memory grew by ${grown / MB} MB for 100,000 dropped games`);
});
