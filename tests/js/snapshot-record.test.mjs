// toJSON/fromJSON of a game read from PGN against the packed package: the snapshot keeps the
// record's tags (in order, custom ones too) and its result, so the restored game's pgn() is the
// original's, exactly, after moves, undo, variations and edits too; bad tags, result or
// recordMoves give ERR_INVALID_SNAPSHOT with their exact message.
import test from 'node:test';
import assert from 'node:assert/strict';
import * as A from 'chess-arbiter';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

const TAGS = [
  ['Event', 'Casual'], ['Site', 'Club'], ['Date', '2026.12.02'], ['Round', '1'], ['White', 'A'], ['Black', 'B'],
  ['Result', '1-0'], ['Annotator', 'X'], ['Termination', 'resignation'], ['My_Tag', 'custom'],
];
const HEAD = (result) => TAGS.map(([n, v]) => `[${n} "${n === 'Result' ? result : v}"]\n`).join('') + '\n';
// White resigned nothing: Black resigned after 3. Bb5, a position that is not over.
const RESIGNED = HEAD('1-0') + '1. e4 e5 2. Nf3 Nc6 3. Bb5 1-0\n';
const UCI = ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1b5'];

/** The game through a snapshot object and through its JSON text: both write the same PGN and the same snapshot. */
function roundTrip(g) {
  const snap = g.toJSON();
  const text = g.pgn();
  for (const input of [snap, JSON.stringify(g)]) {
    const back = A.Game.fromJSON(input);
    assert.equal(back.pgn(), text);
    assert.deepEqual(back.toJSON(), snap);
    assert.equal(back.ply(), g.ply());
    back.free();
  }
  return snap;
}

test('a resigned game: tags and the 1-0 result survive toJSON/fromJSON', () => {
  const g = A.Game.fromPgn(RESIGNED);
  assert.equal(g.outcome(), undefined, 'the position is not over: 1-0 is the record\'s');
  assert.equal(g.pgn(), RESIGNED);
  const snap = roundTrip(g);
  assert.deepEqual(snap, { startFen: START, chess960: false, moves: UCI, ply: 5, claim: null, tags: TAGS, result: '1-0' });
  assert.equal(JSON.stringify(g), JSON.stringify(snap));
  assert.equal(A.Game.fromJSON(JSON.stringify(g)).pgn(), RESIGNED);
  // clone() kept them before; it still does.
  assert.equal(g.clone().pgn(), RESIGNED);
  // Moves undone: the main line is still the record's, so the result is still 1-0.
  g.undo();
  g.undo();
  assert.equal(roundTrip(g).ply, 3);
  assert.equal(A.Game.fromJSON(g.toJSON()).pgn(), RESIGNED);
  g.free();
});

test('one more move: the result is computed from the position, before and after the round trip', () => {
  const g = A.Game.fromPgn(RESIGNED);
  const a6 = g.move('a6');
  assert.equal(a6.san, 'a6');
  const moved = HEAD('*') + '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n';
  assert.equal(g.pgn(), moved);
  const snap = roundTrip(g);
  assert.deepEqual(snap, {
    startFen: START, chess960: false, moves: [...UCI, 'a7a6'], ply: 6, claim: null, tags: TAGS, result: '1-0',
    recordMoves: ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5'],
  });
  const back = A.Game.fromJSON(JSON.stringify(snap));
  assert.equal(back.pgn(), moved);
  // The move taken out again, in both: the main line is the record's, and 1-0 comes back in both.
  for (const x of [g, back]) {
    x.deleteNode(x.mainline()[5]);
    assert.equal(x.pgn(), RESIGNED);
  }
  assert.deepEqual(back.toJSON(), g.toJSON());
  assert.equal(g.toJSON().recordMoves, undefined);
  g.free();
  back.free();
});

test('variations, comments, NAGs and clocks: pgn() is the same after the round trip', () => {
  const text = '[Event "Var"]\n[White "C"]\n[Black "D"]\n[Result "0-1"]\n[Opening "Open game"]\n\n' +
    '{ Opening } 1. e4 { best } ( 1. d4 d5 { solid } ) 1... e5 2. Nf3 $1 { [%clk 0:05:00] } Nc6 ( 2... d6 $6 ) 0-1\n';
  const g = A.Game.fromPgn(text);
  const written = '[Event "Var"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n[White "C"]\n[Black "D"]\n[Result "0-1"]\n' +
    '[Opening "Open game"]\n\n{ Opening } 1. e4 { best } (1. d4 d5 { solid }) 1... e5 2. Nf3 $1\n' +
    '{ [%clk 0:05:00] } 2... Nc6 (2... d6 $6) 0-1\n';
  assert.equal(g.pgn(), written);
  const snap = roundTrip(g);
  assert.deepEqual([snap.tags, snap.result, snap.recordMoves], [[['Event', 'Var'], ['White', 'C'], ['Black', 'D'], ['Result', '0-1'], ['Opening', 'Open game']], '0-1', undefined]);
  assert.deepEqual(snap.nodes.map((n) => n.id), [1, 4, 5, 6, 7, 2, 3]);
  // A variation added (the main line unchanged: still 0-1), then a comment.
  g.goto(2);
  assert.equal(g.move('Bc4').san, 'Bc4');
  g.setAnnotations(g.nodeId(), { commentsAfter: ['also good'] });
  const head = (result) => written.slice(0, written.indexOf('\n\n') + 2).replace('[Result "0-1"]', `[Result "${result}"]`);
  const withVariation = head('0-1') + '{ Opening } 1. e4 { best } (1. d4 d5 { solid }) 1... e5 2. Nf3 $1\n' +
    '{ [%clk 0:05:00] } (2. Bc4 { also good }) 2... Nc6 (2... d6 $6) 0-1\n';
  assert.equal(g.pgn(), withVariation);
  assert.equal(roundTrip(g).recordMoves, undefined);
  assert.equal(A.Game.fromJSON(g.toJSON()).pgn(), withVariation);
  // The variation promoted to the main line: the result is the position's (*), kept as such.
  g.promoteToMainline(g.nodeId());
  const promoted = head('*') + '{ Opening } 1. e4 { best } (1. d4 d5 { solid }) 1... e5 2. Bc4 { also good } (\n' +
    '2. Nf3 $1 { [%clk 0:05:00] } 2... Nc6 (2... d6 $6)) *\n';
  assert.equal(g.pgn(), promoted);
  assert.deepEqual(roundTrip(g).recordMoves, ['e4', 'e5', 'Nf3', 'Nc6']);
  assert.equal(A.Game.fromJSON(JSON.stringify(g)).pgn(), promoted);
  // Promoted back: the record's main line again, 0-1 again, in the restored game too.
  const back = A.Game.fromJSON(g.toJSON());
  for (const x of [g, back]) {
    x.promoteToMainline(6); // 2... Nc6
    assert.equal(x.pgn(), withVariation);
  }
  assert.deepEqual(back.toJSON(), g.toJSON());
  g.free();
  back.free();
});

test('a Result tag without a movetext marker, no tags at all, Chess960 without tags, readGames', async () => {
  // The recorded result from the Result tag.
  const tagOnly = A.Game.fromPgn('[White "W"]\n[Result "0-1"]\n\n1. f3 e5');
  assert.equal(tagOnly.toJSON().result, '0-1');
  assert.equal(A.Game.fromJSON(tagOnly.toJSON()).pgn(), tagOnly.pgn());
  assert.ok(tagOnly.pgn().endsWith('1. f3 e5 0-1\n'));
  // A record with no tags: `tags: []`, which is not "no record" (a new Game writes SetUp/FEN
  // or Variant itself; a record without them does not).
  const bare = A.Game.fromPgn('1. e4 e5 *', { chess960: true });
  const s = bare.toJSON();
  assert.deepEqual([s.tags, s.result, s.chess960], [[], '*', true]);
  const bareText = '[Event "?"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n[White "?"]\n[Black "?"]\n[Result "*"]\n\n1. e4 e5 *\n';
  assert.equal(bare.pgn(), bareText);
  assert.equal(A.Game.fromJSON(s).pgn(), bareText);
  const { tags, ...noRecord } = s;
  delete noRecord.result;
  assert.match(A.Game.fromJSON(noRecord).pgn(), /\[Variant "Chess960"\]/);
  // A game of readGames has its record too.
  for await (const { game } of A.readGames(RESIGNED + '\n' + RESIGNED)) {
    assert.equal(A.Game.fromJSON(game.toJSON()).pgn(), RESIGNED);
    game.free();
  }
  // Games not read from PGN: no tags, no result, as before.
  const plain = new A.Game();
  plain.move('e4');
  assert.deepEqual(Object.keys(plain.toJSON()), ['startFen', 'chess960', 'moves', 'ply', 'claim']);
  for (const x of [tagOnly, bare, plain]) x.free();
});

test('bad tags, result or recordMoves: ERR_INVALID_SNAPSHOT with the exact message', () => {
  const g = A.Game.fromPgn(RESIGNED);
  const good = g.toJSON();
  const bad = (change) => ({ ...good, ...change });
  const pairs = 'Invalid snapshot: tags must be an array of [name, value] pairs of strings';
  const name = (n) => `Invalid snapshot: tags: ${JSON.stringify(n)} is not a PGN tag name (a letter or digit, then letters, digits and _ + # = : - / @)`;
  const resultMessage = 'Invalid snapshot: result must be null, 1-0, 0-1, 1/2-1/2 or *';
  const cases = [
    [bad({ tags: 'Event' }), pairs],
    [bad({ tags: { Event: 'x' } }), pairs],
    [bad({ tags: [['Event']] }), pairs],
    [bad({ tags: [['Event', 'x', 'y']] }), pairs],
    [bad({ tags: [['Event', 1]] }), pairs],
    [bad({ tags: [[1, 'x']] }), pairs],
    [bad({ tags: ['Event'] }), pairs],
    [bad({ tags: [null] }), pairs],
    [bad({ tags: [['', 'x']] }), name('')],
    [bad({ tags: [['Bad Name', 'x']] }), name('Bad Name')],
    [bad({ tags: [['_x', 'x']] }), name('_x')],
    [bad({ tags: [['Ev"ent', 'x']] }), name('Ev"ent')],
    [bad({ result: '2-0' }), resultMessage],
    [bad({ result: 1 }), resultMessage],
    [bad({ result: '1-0 ' }), resultMessage],
    [bad({ recordMoves: 'e4' }), 'Invalid snapshot: recordMoves must be an array of SAN strings'],
    [bad({ recordMoves: ['e4', 5] }), 'Invalid snapshot: recordMoves must be an array of SAN strings'],
    [bad({ tags: undefined }), 'Invalid snapshot: result and recordMoves come with tags (a game read from PGN)'],
    [bad({ tags: null, recordMoves: [] }), 'Invalid snapshot: result and recordMoves come with tags (a game read from PGN)'],
  ];
  for (const [snapshot, message] of cases) {
    for (const input of [snapshot, JSON.stringify(snapshot)]) {
      let caught;
      try {
        A.Game.fromJSON(input);
      } catch (e) {
        caught = e;
      }
      assert.ok(caught instanceof A.ChessError, `a ChessError for ${JSON.stringify(snapshot)}`);
      assert.equal(caught.code, 'ERR_INVALID_SNAPSHOT');
      assert.equal(caught.message, message);
    }
  }
  // What a PGN tag name may hold (the PGN reader's symbol characters), null for result and
  // recordMoves, and an empty tag list are fine.
  const odd = A.Game.fromPgn('[Odd9_+#=:-/@ "v"]\n\n1. e4 *');
  assert.deepEqual(odd.toJSON().tags, [['Odd9_+#=:-/@', 'v']]);
  assert.equal(A.Game.fromJSON(odd.toJSON()).pgn(), odd.pgn());
  assert.equal(A.Game.fromJSON(bad({ result: null, recordMoves: null })).toJSON().result, '1-0', 'the Result tag still says 1-0');
  assert.equal(A.Game.fromJSON(bad({ tags: [], result: null })).pgn().split('\n')[6], '[Result "*"]');
  g.free();
  odd.free();
});

test('one tag-name rule, the core PGN reader\'s: pgn options.tags takes what a snapshot takes', () => {
  const g = new A.Game();
  g.move('e4');
  const pgn = g.pgn({ tags: { 'Odd9_+#=:-/@': 'v' } });
  assert.match(pgn, /^\[Odd9_\+#=:-\/@ "v"\]$/m);
  assert.deepEqual(A.Game.fromPgn(pgn).toJSON().tags.find((t) => t[0] === 'Odd9_+#=:-/@'), ['Odd9_+#=:-/@', 'v']);
  for (const bad of ['', 'Bad Name', '_x', 'Ev"ent', 'a]b']) {
    assert.throws(() => g.pgn({ tags: { [bad]: 'x' } }), (e) => e instanceof A.ChessError && e.code === 'ERR_INVALID_ARGUMENT', bad);
  }
  g.free();
});

test('texts holding U+001E or U+001F cross the snapshot text whole (src/game/snapshot_wire.rs: escaped, never read as separators)', () => {
  // A tag value and recorded moves with both characters: restored as they were, PGN too.
  const g = A.Game.fromPgn('[Event "a\u001fb\u001ec\u001e1"]\n[Result "1-0"]\n\n1. e4 e5 1-0\n');
  assert.deepEqual(g.toJSON().tags, [['Event', 'a\u001fb\u001ec\u001e1'], ['Result', '1-0']]);
  roundTrip(g);
  const odd = { ...g.toJSON(), recordMoves: ['e\u001f4', '\u001e0', ''] };
  assert.deepEqual(A.Game.fromJSON(odd).toJSON().recordMoves, odd.recordMoves);
  g.free();
  const good = new A.Game().toJSON();
  const caught = (s) => {
    try {
      A.Game.fromJSON(s);
    } catch (e) {
      assert.ok(e instanceof A.ChessError);
      assert.equal(e.code, 'ERR_INVALID_SNAPSHOT');
      return e.message;
    }
    assert.fail(`accepted: ${JSON.stringify(s)}`);
  };
  // Two moves in one string stay one (bad) move, not two good ones; a FEN and a node's UCI alike.
  assert.match(caught({ ...good, moves: ['e2e4\u001fe7e5'], ply: 2 }), /^Invalid snapshot: move 1 \(/);
  assert.match(caught({ ...good, moves: ['e2e4\u001e1e7e5'], ply: 2 }), /^Invalid snapshot: move 1 \(/);
  assert.match(caught({ ...good, startFen: `${START}\u001f0` }), /^Invalid snapshot: start FEN: /);
  const e4 = new A.Game();
  e4.move('e4');
  const tree = { ...e4.toJSON(), nodes: [{ id: 1, parent: 0, uci: 'e2e4\u001f' }], lineEnd: 1 };
  assert.match(caught(tree), /^Invalid snapshot: node 1 \(/);
  e4.free();
});
