// Games as trees (issue #17): variations, node ids, navigation, edits, annotations, snapshots,
// and PGN variations validated, in the JS face.
import test from 'node:test';
import assert from 'node:assert/strict';
import * as A from 'chess-arbiter';

function throwsCode(fn, code) {
  let error;
  assert.throws(fn, (e) => {
    error = e;
    return e instanceof Error && e.code === code;
  });
  return error;
}

const sans = (g, ids) => ids.map((id) => g.node(id).san);

test('move after undo adds a variation; branching "replace" is chess.js', () => {
  const g = new A.Game();
  assert.equal(g.branching(), 'variation');
  for (const m of ['e4', 'e5', 'Nf3']) g.move(m);
  assert.deepEqual(g.lineIds(), [0, 1, 2, 3]);
  g.undo();
  g.undo();
  assert.equal(g.move('c5').san, 'c5');
  assert.equal(g.nodeId(), 4);
  assert.deepEqual(g.history(), ['e4', 'c5']);
  assert.deepEqual(sans(g, g.mainline()), ['e4', 'e5', 'Nf3']);
  assert.deepEqual(g.children(1), [2, 4]);
  assert.deepEqual(g.variations(1), [4]);
  assert.deepEqual(g.node(4), { id: 4, parent: 1, ply: 2, san: 'c5', uci: 'c7c5', fen: 'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2' });
  assert.deepEqual(g.node(0), { id: 0, parent: null, ply: 0, san: null, uci: null, fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' });
  g.gotoNode(2);
  assert.equal(g.ply(), 2);
  assert.equal(g.redo().san, 'Nf3');
  throwsCode(() => g.gotoNode(99), 'ERR_UNKNOWN_NODE');
  throwsCode(() => g.gotoNode(-1), 'ERR_INVALID_ARGUMENT');
  assert.equal(g.nodeId(), 3, 'a failed call changes nothing');

  const r = new A.Game(undefined, { branching: 'replace' });
  for (const m of ['e4', 'e5', 'Nf3']) r.move(m);
  r.goto(1);
  r.move('c5');
  assert.deepEqual(r.children(1), [4]);
  assert.deepEqual(sans(r, r.mainline()), ['e4', 'c5']);
  throwsCode(() => r.setBranching('both'), 'ERR_INVALID_ARGUMENT');
  throwsCode(() => new A.Game(undefined, { branching: 'x' }), 'ERR_INVALID_ARGUMENT');
  g.free();
  r.free();
});

test('edits: promote, reorder, delete', () => {
  const g = new A.Game();
  for (const m of ['e4', 'e5', 'Nf3', 'Nc6']) g.move(m); // 1..4
  g.goto(2);
  g.move('Bc4'); // 5
  g.goto(2);
  g.move('Nc3'); // 6
  assert.deepEqual(g.children(2), [3, 5, 6]);
  g.promoteVariation(6);
  assert.deepEqual(g.children(2), [6, 3, 5]);
  g.reorder(6, 2);
  assert.deepEqual(g.children(2), [3, 5, 6]);
  g.promoteToMainline(5);
  assert.deepEqual(sans(g, g.mainline()), ['e4', 'e5', 'Bc4']);
  g.gotoNode(4);
  g.deleteNode(3);
  assert.deepEqual(g.children(2), [5, 6]);
  assert.equal(g.nodeId(), 2);
  g.deleteAfter(0);
  assert.deepEqual(g.mainline(), []);
  assert.equal(g.fen(), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  throwsCode(() => g.deleteNode(0), 'ERR_UNKNOWN_NODE');
  assert.throws(() => g.deleteNode(0), { message: 'Node 0 is the start position: it cannot be deleted or moved' });
  assert.throws(() => g.deleteNode(99), { message: "No node 99 in the game's tree" });
  throwsCode(() => g.reorder(1, -1), 'ERR_INVALID_ARGUMENT');
  g.free();
});

test('annotations: get and set, written as PGN', () => {
  const g = new A.Game();
  g.move('d4');
  assert.deepEqual(g.annotations(1), { commentsBefore: [], commentsAfter: [], nags: [], shapes: [] });
  const ann = {
    commentsBefore: [], commentsAfter: ['solid'], nags: [1], clock: 179.5, emt: 2, eval: { cp: -15 },
    shapes: [{ color: 'yellow', from: 'd4', to: 'd4' }, { color: 'red', from: 'g8', to: 'f6' }],
  };
  g.setAnnotations(1, ann);
  assert.deepEqual(g.annotations(), ann);
  // A [%...] command is never broken across lines (it was "[%cal\nRg8f6]").
  assert.equal(g.pgn().split('\n\n')[1], '1. d4 $1\n{ [%eval -0.15] [%clk 0:02:59.5] [%emt 0:00:02] [%csl Yd4] [%cal Rg8f6] }\n{ solid } *\n');
  throwsCode(() => g.setAnnotations(1, { nags: [256] }), 'ERR_INVALID_ARGUMENT');
  throwsCode(() => g.setAnnotations(1, { shapes: [{ color: 'pink', from: 'a1' }] }), 'ERR_INVALID_ARGUMENT');
  throwsCode(() => g.setAnnotations(1, { eval: { cp: 1, mate: 2 } }), 'ERR_INVALID_ARGUMENT');
  throwsCode(() => g.setAnnotations(7, {}), 'ERR_UNKNOWN_NODE');
  assert.deepEqual(g.annotations(1), ann, 'failed calls change nothing');
  g.free();
});

test('toJSON/fromJSON keep the tree, ids and annotations', () => {
  const g = A.Game.fromPgn('{ start } 1. e4 (1. d4 d5 (1... Nf6 { [%csl Gf6] indian })) e5 $1 2. Nf3 *');
  g.gotoNode(4);
  const s = g.toJSON();
  assert.equal(s.lineEnd, 4);
  assert.deepEqual(s.moves, ['d2d4', 'g8f6']);
  assert.deepEqual(s.nodes.map((n) => [n.id, n.parent, n.uci]), [[1, 0, 'e2e4'], [5, 1, 'e7e5'], [6, 5, 'g1f3'], [2, 0, 'd2d4'], [3, 2, 'd7d5'], [4, 2, 'g8f6']]);
  assert.deepEqual(s.rootAnnotations.commentsAfter, ['start']);
  const back = A.Game.fromJSON(JSON.stringify(s));
  assert.deepEqual(back.toJSON(), s);
  assert.equal(back.pgn(), g.pgn());
  assert.deepEqual(back.annotations(4).shapes, [{ color: 'green', from: 'f6', to: 'f6' }]);
  throwsCode(() => A.Game.fromJSON({ ...s, lineEnd: 9 }), 'ERR_INVALID_SNAPSHOT');
  throwsCode(() => A.Game.fromJSON({ ...s, nodes: [{ id: 1, parent: 0, uci: 'e2e5' }] }), 'ERR_INVALID_SNAPSHOT');
  g.free();
  back.free();
});

test('fromPgn validates every variation; skipBadVariations gives warnings', () => {
  const text = '1. e4 e5 2. Nf3 (2. Qxh1) 2... Nc6 *';
  const e = throwsCode(() => A.Game.fromPgn(text), 'ERR_INVALID_PGN');
  assert.deepEqual([e.game, e.line, e.column, e.ply, e.san, e.reason, e.variation], [1, 1, 21, 3, 'Qxh1', 'ERR_ILLEGAL_MOVE', [[3, 1]]]);
  assert.equal(e.message, 'Invalid PGN: game 1, line 1, column 21: variation 1 at ply 3: ply 3 (Qxh1): illegal move');
  const g = A.Game.fromPgn(text, { skipBadVariations: true });
  assert.deepEqual(g.history(), ['e4', 'e5', 'Nf3', 'Nc6']);
  const w = g.warnings();
  assert.equal(w.length, 1);
  assert.deepEqual([w[0].code, w[0].column, w[0].variation], ['ERR_INVALID_PGN', 21, [[3, 1]]]);
  assert.equal(g.pgn().split('\n\n')[1], '1. e4 e5 2. Nf3 Nc6 *\n');
  g.free();
});

// What pgn() read back keeps, as the README says: the tree's shape and order and the annotations
// (a circle comes back with `to` equal to `from`); ids are in document order.
test('pgn() read back: the same tree shape and order, ids in document order, a circle with to = from', () => {
  const g = A.Game.fromPgn('1. e4 (1. d4 d5) e5 2. Nf3 *');
  g.gotoNode(3);
  g.undo();
  assert.equal(g.move('Nf6').san, 'Nf6');
  assert.deepEqual([g.children(0), g.children(2)], [[1, 2], [3, 6]]);
  g.setAnnotations(1, { shapes: [{ color: 'green', from: 'e4' }, { color: 'red', from: 'g1', to: 'f3' }] });
  const back = A.Game.fromPgn(g.pgn());
  assert.deepEqual([back.children(0), back.children(2)], [[1, 2], [3, 4]]);
  assert.deepEqual([3, 4].map((id) => back.node(id).san), ['d5', 'Nf6']);
  assert.deepEqual(back.mainline(), [1, 5, 6]);
  assert.deepEqual(back.annotations(1).shapes, [{ color: 'green', from: 'e4', to: 'e4' }, { color: 'red', from: 'g1', to: 'f3' }]);
  const json = A.Game.fromJSON(JSON.stringify(g));
  assert.deepEqual(json.children(2), [3, 6]);
  for (const x of [g, back, json]) x.free();
});

test('PGN text crosses into wasm whole: non-ASCII comments and tags, a lone surrogate, a text of 1.5 MB, then a small one', () => {
  // Written in place into the module's text buffer (src/wasm/text.rs): ASCII in one pass, other
  // text in a second with room for 3 bytes per UTF-16 unit.
  const comment = 'é ü Ж 日本 ♞ 😀 \ud800 x';
  const g = A.Game.fromPgn(`[White "Šťastný 日本"]\n\n1. e4 {${comment}} e5 *`);
  assert.deepEqual(g.annotations(1).commentsAfter, ['é ü Ж 日本 ♞ 😀 \ufffd x']);
  assert.match(g.pgn(), /^\[Event "\?"\]\n[^]*\[White "Šťastný 日本"\]/);
  const parsed = A.parsePgn(`[White "Šťastný 日本"]\n\n1. e4 {${comment}} *`)[0];
  assert.equal(parsed.tags.White, 'Šťastný 日本');
  assert.deepEqual(parsed.moves[0].comments, ['é ü Ж 日本 ♞ 😀 \ufffd x']);
  g.free();
  const long = `[Event "long"]\n\n1. e4 {${'ab '.repeat(500000)}} e5 2. Nf3 *`;
  const big = A.Game.fromPgn(long);
  assert.equal(big.annotations(1).commentsAfter[0].length, 1499999);
  assert.equal(big.fen(), 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2');
  big.free();
  const small = A.Game.fromPgn('1. d4 {ok} d5 *');
  assert.equal(small.fen(), 'rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2');
  assert.deepEqual(small.annotations(1).commentsAfter, ['ok']);
  small.free();
});
