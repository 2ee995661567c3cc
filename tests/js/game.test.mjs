// The Game class and PGN against the packed package: the line (undo/redo/goto/fenAt/clone,
// snapshots), every outcome and draw rule with exact move sequences, claims, material, PGN in
// and out (tags, comments, NAGs, %clk/%eval, variations, SetUp/FEN, Chess960, BOM, CRLF,
// errors with where), and a replay of every lichess sample game through the replay script.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import * as A from 'chess-arbiter';
import { consumerDir, repo, throwsChessError } from './helpers.mjs';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const DANCE = ['Nf3', 'Nf6', 'Ng1', 'Ng8'];
const LICHESS = path.join(repo, '../shared/data/games/lichess');

/** Asserts that fn throws a ChessError with this code (and article, when given); returns it. */
const throwsCode = (fn, code, article) => throwsChessError(A.ChessError, fn, code, article);

function play(g, moves) {
  for (const m of moves) g.move(m);
  return g;
}

/** Everything observable about a game's state, to compare before and after a failed call. */
function state(g) {
  return JSON.stringify([g.fen(), g.ply(), g.history(), g.outcome(), g.toJSON()]);
}

/** A snapshot without the part a game read from PGN adds (tags, result, recordMoves): the game itself. */
function gameOnly(snapshot) {
  const { tags, result, recordMoves, ...game } = snapshot;
  return game;
}

test('undo, redo, goto, ply, fenAt along the line', () => {
  const g = play(new A.Game(), ['e4', 'e5', 'Nf3', 'Nc6']);
  assert.equal(g.ply(), 4);
  assert.equal(g.fenAt(0), START);
  assert.equal(g.fenAt(2), 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
  assert.equal(g.fenAt(4), g.fen());
  assert.deepEqual(g.undo(), { color: 'b', piece: 'n', from: 'b8', to: 'c6', san: 'Nc6', uci: 'b8c6', flags: 'n' });
  assert.equal(g.undo().san, 'Nf3');
  assert.equal(g.ply(), 2);
  assert.deepEqual(g.history(), ['e4', 'e5']);
  assert.equal(g.fenAt(4), 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3', 'the redo moves stay on the line');
  assert.deepEqual(g.redo(), { color: 'w', piece: 'n', from: 'g1', to: 'f3', san: 'Nf3', uci: 'g1f3', flags: 'n' });
  assert.equal(g.goto(0), undefined);
  assert.equal(g.fen(), START);
  assert.equal(g.undo(), undefined);
  g.goto(4);
  assert.equal(g.redo(), undefined);
  assert.deepEqual(g.history(), ['e4', 'e5', 'Nf3', 'Nc6']);
  g.goto(2);
  // A new move cuts the line.
  assert.equal(g.move('Bc4').san, 'Bc4');
  assert.equal(g.redo(), undefined);
  assert.deepEqual(g.history(), ['e4', 'e5', 'Bc4']);
  // Failures change nothing.
  const before = state(g);
  throwsCode(() => g.goto(4), 'ERR_PLY_OUT_OF_RANGE');
  throwsCode(() => g.goto(-1), 'ERR_PLY_OUT_OF_RANGE');
  throwsCode(() => g.fenAt(4), 'ERR_PLY_OUT_OF_RANGE');
  assert.equal(throwsCode(() => g.goto(9), 'ERR_PLY_OUT_OF_RANGE').message, 'Ply 9 is out of range: the line has plies 0 to 3');
  for (const bad of [1.5, '1', null, undefined, NaN, Infinity, {}]) {
    throwsCode(() => g.goto(bad), 'ERR_INVALID_ARGUMENT');
    throwsCode(() => g.fenAt(bad), 'ERR_INVALID_ARGUMENT');
  }
  assert.equal(state(g), before);
});

test('clone is independent; toJSON/fromJSON restore the line, the ply and the repetition history', () => {
  const g = play(new A.Game(), [...DANCE, ...DANCE.slice(0, 3)]);
  const c = g.clone();
  c.move('Ng8');
  assert.equal(g.ply(), 7);
  assert.equal(c.ply(), 8);
  assert.equal(c.isThreefoldRepetition(), true);
  assert.equal(g.isThreefoldRepetition(), false);
  g.goto(5);
  const snap = g.toJSON();
  assert.deepEqual(snap, { startFen: START, chess960: false, moves: ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1'], ply: 5, claim: null });
  assert.equal(JSON.stringify(g), JSON.stringify(snap));
  for (const input of [snap, JSON.stringify(g)]) {
    const r = A.Game.fromJSON(input);
    assert.equal(r.ply(), 5);
    assert.equal(r.fen(), g.fen());
    assert.deepEqual(r.toJSON(), snap);
    r.goto(7);
    assert.equal(r.canClaimThreefoldRepetition(), true, 'the earlier positions count');
    assert.deepEqual(r.repetitions(), [3, 7]);
  }
  // A claim and Chess960 survive.
  c.claimDraw();
  const claimed = A.Game.fromJSON(c.toJSON());
  assert.deepEqual(claimed.outcome(), { winner: null, termination: 'threefold_repetition' });
  const fen960 = '1r2k2r/8/8/8/8/8/8/1R2K2R w KQkq - 0 1';
  const n = new A.Game(fen960, { chess960: true });
  n.move('O-O');
  assert.deepEqual(n.toJSON(), { startFen: '1r2k2r/8/8/8/8/8/8/1R2K2R w HBhb - 0 1', chess960: true, moves: ['e1h1'], ply: 1, claim: null });
  assert.equal(A.Game.fromJSON(n.toJSON()).fen(), n.fen());
  // Bad snapshots.
  const bad = [
    undefined, null, 42, 'not json', [], {},
    { ...snap, startFen: 1 }, { ...snap, chess960: 'no' }, { ...snap, moves: 'e2e4' }, { ...snap, moves: [1] },
    { ...snap, ply: -1 }, { ...snap, ply: 1.5 }, { ...snap, ply: 8 }, { ...snap, claim: 'agreement' },
    { ...snap, moves: ['e2e5'] }, { ...snap, startFen: '8/8/8/8/8/8/8/8 w - - 0 1' }, { ...snap, claim: 'fifty_moves' },
  ];
  for (const s of bad) throwsCode(() => A.Game.fromJSON(s), 'ERR_INVALID_SNAPSHOT');
  assert.equal(throwsCode(() => A.Game.fromJSON({ ...snap, moves: ['e2e5'] }), 'ERR_INVALID_SNAPSHOT').message, 'Invalid snapshot: move 1 (e2e5): illegal move');
});

test('checkmate: outcome, game over, no moves, move refused', () => {
  const g = play(new A.Game(), ['f3', 'e5', 'g4']);
  assert.equal(g.outcome(), undefined);
  assert.equal(g.isGameOver(), false);
  assert.equal(g.move('Qh4').san, 'Qh4#');
  assert.deepEqual(g.outcome(), { winner: 'b', termination: 'checkmate' });
  assert.equal(g.isCheckmate(), true);
  assert.equal(g.isGameOver(), true);
  assert.equal(g.isDraw(), false);
  assert.deepEqual(g.moves(), []);
  const before = state(g);
  const e = throwsCode(() => g.move('a3'), 'ERR_GAME_OVER', '5.1.1');
  assert.equal(e.message, 'The game is over: black wins by checkmate');
  throwsCode(() => g.claimDraw(), 'ERR_GAME_OVER');
  assert.equal(state(g), before);
  g.undo();
  assert.equal(g.outcome(), undefined);
});

test('stalemate, insufficient material, dead position, 75 moves', () => {
  const s = new A.Game('7k/5Q2/8/6K1/8/8/8/8 w - - 0 1');
  s.move('Kg6');
  assert.deepEqual(s.outcome(), { winner: null, termination: 'stalemate' });
  assert.equal(s.isStalemate(), true);
  assert.equal(s.isDraw(), true);
  assert.equal(s.isGameOver(), true);

  const m = new A.Game('4k3/8/8/3p4/8/2N5/8/4K3 w - - 0 1');
  assert.deepEqual([m.isInsufficientMaterial(), m.hasInsufficientMaterial('w'), m.hasInsufficientMaterial('b')], [false, false, false]);
  m.move('Nxd5');
  assert.deepEqual(m.outcome(), { winner: null, termination: 'insufficient_material' });
  assert.deepEqual([m.isInsufficientMaterial(), m.hasInsufficientMaterial('w'), m.hasInsufficientMaterial('b'), m.isDeadPosition()], [true, true, true, true]);
  throwsCode(() => m.move('Kd7'), 'ERR_GAME_OVER', '5.2.2');
  // A flag fall: the side with a lone king cannot win, the other can.
  const r = new A.Game('4k3/8/8/8/8/8/8/R3K3 b - - 0 1');
  assert.deepEqual([r.hasInsufficientMaterial('w'), r.hasInsufficientMaterial('b'), r.isInsufficientMaterial()], [false, true, false]);
  for (const bad of ['white', 'W', undefined, 1]) throwsCode(() => r.hasInsufficientMaterial(bad), 'ERR_INVALID_ARGUMENT');

  const d = new A.Game('k7/8/8/p1p1p1p1/P1P1P3/6P1/8/K7 w - - 0 1');
  assert.equal(d.isDeadPosition(), false);
  d.move('g4');
  assert.equal(d.fen(), 'k7/8/8/p1p1p1p1/P1P1P1P1/8/8/K7 b - - 0 1');
  assert.deepEqual(d.outcome(), { winner: null, termination: 'dead_position' });
  assert.deepEqual([d.isDeadPosition(), d.isInsufficientMaterial()], [true, false]);

  const k = new A.Game('4k3/8/8/8/8/8/8/R3K3 w - - 149 120');
  assert.equal(k.outcome(), undefined);
  k.move('Ra2');
  assert.deepEqual(k.outcome(), { winner: null, termination: 'seventyfive_moves' });
  // A start position that is already over.
  assert.deepEqual(new A.Game('8/8/4k3/8/8/8/8/4K3 w - - 0 1').outcome(), { winner: null, termination: 'insufficient_material' });
});

test('threefold repetition by a knight dance: a claim, now or with the next move', () => {
  const g = play(new A.Game(), DANCE);
  assert.deepEqual(g.repetitions(), [0, 4]);
  assert.equal(g.canClaimThreefoldRepetition(), false);
  throwsCode(() => g.claimDraw(), 'ERR_CLAIM_NOT_ALLOWED', '9.2, 9.3');
  play(g, DANCE.slice(0, 3));
  assert.equal(g.isThreefoldRepetition(), false);
  assert.equal(g.canClaimThreefoldRepetition(), true, 'Ng8 would repeat the start a third time');
  const before = state(g);
  throwsCode(() => g.claimDraw(), 'ERR_CLAIM_NEEDS_MOVE', '9.2.1.1, 9.3.1');
  throwsCode(() => g.claimDraw('Nc6'), 'ERR_CLAIM_NOT_ALLOWED');
  throwsCode(() => g.claimDraw('Ke7'), 'ERR_ILLEGAL_MOVE');
  assert.equal(state(g), before);
  const c = g.clone();
  assert.deepEqual(g.claimDraw('Ng8'), { winner: null, termination: 'threefold_repetition' });
  assert.deepEqual(g.history(), [...DANCE, ...DANCE]);
  assert.deepEqual(g.outcome(), { winner: null, termination: 'threefold_repetition' });
  assert.equal(g.isDraw(), true);
  assert.equal(g.isGameOver(), true);
  throwsCode(() => g.move('Nf3'), 'ERR_GAME_OVER', '9.2');
  // Without claiming, the threefold position is not the end.
  c.move({ from: 'f6', to: 'g8' });
  assert.deepEqual(c.repetitions(), [0, 4, 8]);
  assert.equal(c.isThreefoldRepetition(), true);
  assert.equal(c.outcome(), undefined);
  assert.equal(c.isGameOver(), false);
  assert.deepEqual(c.claimDraw(), { winner: null, termination: 'threefold_repetition' });
  // Undo takes the claim back too.
  c.undo();
  assert.equal(c.outcome(), undefined);
});

test('fivefold repetition ends the game by itself', () => {
  const g = play(new A.Game(), [...DANCE, ...DANCE, ...DANCE]);
  assert.equal(g.outcome(), undefined);
  play(g, DANCE.slice(0, 3));
  assert.equal(g.outcome(), undefined);
  g.move('Ng8');
  assert.deepEqual(g.repetitions(), [0, 4, 8, 12, 16]);
  assert.deepEqual(g.outcome(), { winner: null, termination: 'fivefold_repetition' });
  assert.deepEqual(g.moves(), []);
  assert.equal(g.canClaimThreefoldRepetition(), false);
  throwsCode(() => g.move('Nf3'), 'ERR_GAME_OVER', '9.6.1');
});

test('the 50-move rule: a claim with the next move, then now', () => {
  const g = play(new A.Game('4k3/8/8/8/8/8/8/R3K3 w - - 96 60'), ['Ra2', 'Kd7']);
  assert.equal(g.fen(), '8/3k4/8/8/8/8/R7/4K3 w - - 98 61');
  assert.equal(g.canClaimFiftyMoves(), false);
  g.move('Ra1');
  assert.equal(g.canClaimFiftyMoves(), true);
  throwsCode(() => g.claimDraw(), 'ERR_CLAIM_NEEDS_MOVE');
  const now = g.clone();
  now.move('Ke8');
  assert.equal(now.fen(), '4k3/8/8/8/8/8/8/R3K3 w - - 100 62');
  assert.deepEqual(now.claimDraw(), { winner: null, termination: 'fifty_moves' });
  assert.deepEqual(g.claimDraw('Kd8'), { winner: null, termination: 'fifty_moves' });
  assert.equal(g.fen(), '3k4/8/8/8/8/8/8/R3K3 w - - 100 62');
  assert.equal(g.toJSON().claim, 'fifty_moves');
  // A pawn move resets the count.
  const p = new A.Game('4k3/8/8/8/8/8/P7/4K3 w - - 99 80');
  assert.equal(p.canClaimFiftyMoves(), true);
  p.move('a4');
  assert.equal(p.canClaimFiftyMoves(), false);
});

test('parsePgn: tags, comments, NAGs, %clk/%eval, variations as a tree, results', () => {
  const text = '[Event "Test"]\n[White "A \\"quoted\\""]\n[Event "dup"]\n\n{ start } 1. e4! { [%clk 0:03:00] [%eval 0.25] good } e5?! '
    + '(1... c5 { sicilian } 2. Nf3 (2. c3 $6) d6) 2. Nf3 $1 { [%eval #-3] [%clk 0:02:59.5] } 1-0\n\n1. d4 *\n\n1. c4';
  const games = A.parsePgn(text);
  assert.equal(games.length, 3);
  assert.deepEqual(games[0], {
    tags: { Event: 'Test', White: 'A "quoted"' },
    comments: ['start'],
    moves: [
      { san: 'e4', nags: [1], commentsBefore: [], comments: ['good'], clock: 180, eval: { cp: 25 }, variations: [] },
      {
        san: 'e5', nags: [6], commentsBefore: [], comments: [], variations: [[
          { san: 'c5', nags: [], commentsBefore: [], comments: ['sicilian'], variations: [] },
          { san: 'Nf3', nags: [], commentsBefore: [], comments: [], variations: [[{ san: 'c3', nags: [6], commentsBefore: [], comments: [], variations: [] }]] },
          { san: 'd6', nags: [], commentsBefore: [], comments: [], variations: [] },
        ]],
      },
      { san: 'Nf3', nags: [1], commentsBefore: [], comments: [], clock: 179.5, eval: { mate: -3 }, variations: [] },
    ],
    result: '1-0',
  });
  assert.equal(games[1].result, '*');
  assert.equal('result' in games[2], false);
  assert.deepEqual(A.parsePgn(''), []);
  // Syntax only: an illegal move is kept as written.
  assert.equal(A.parsePgn('1. Ke5 *')[0].moves[0].san, 'Ke5');
  const e = throwsCode(() => A.parsePgn('[Event "1"]\n\n1. e4 *\n\n[Event "2"]\n\n1. d4 { open\n'), 'ERR_INVALID_PGN');
  assert.deepEqual([e.game, e.line, e.column, e.reason], [2, 7, 7, 'ERR_PGN_UNCLOSED_COMMENT']);
  assert.equal(e.message, 'Invalid PGN: game 2, line 7, column 7: unclosed comment at "{ open"');
  throwsCode(() => A.parsePgn(42), 'ERR_INVALID_ARGUMENT');
});

test('Game.fromPgn: the main line played, outcome, tags and annotations written back', () => {
  const text = '[Event "Casual"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n[Annotator "me"]\n\n'
    + '{ Opening } 1. e4 { [%clk 0:05:00] best } e5 $1 2. Qh5 (2. Nf3 Nc6) Nc6 3. Bc4 Nf6?? 4. Qxf7# { [%eval #0] mate } 1-0\n';
  const g = A.Game.fromPgn(text);
  assert.deepEqual(g.history(), ['e4', 'e5', 'Qh5', 'Nc6', 'Bc4', 'Nf6', 'Qxf7#']);
  assert.equal(g.ply(), 7);
  assert.deepEqual(g.outcome(), { winner: 'w', termination: 'checkmate' });
  const out = g.pgn();
  assert.equal(out, '[Event "Casual"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n[Annotator "me"]\n\n'
    + '{ Opening } 1. e4 { [%clk 0:05:00] best } 1... e5 $1 2. Qh5 (2. Nf3 Nc6) 2...\nNc6 3. Bc4 Nf6 $4 4. Qxf7# { [%eval #0] mate } 1-0\n');
  // Write then read: the same game and the same text.
  const back = A.Game.fromPgn(out);
  assert.deepEqual(gameOnly(back.toJSON()), gameOnly(g.toJSON()));
  assert.deepEqual(back.toJSON().tags.map(([n]) => n), ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result', 'Annotator']);
  assert.equal(back.pgn(), out);
  // Options.
  assert.equal(g.pgn({ comments: false, nags: false, variations: false, tags: { White: 'Anna', Round: '3' } }),
    '[Event "Casual"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "3"]\n[White "Anna"]\n[Black "B"]\n[Result "1-0"]\n[Annotator "me"]\n\n'
    + '1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n');
  assert.equal(g.pgn({ maxLineLength: 20 }).split('\n').every((l) => l.length <= 20 || l.startsWith('[')), true);
  // Below 20 counts as 20 (the .d.ts): the moves fill lines of at most 20 characters, word by
  // word (wrapped by hand from the one-line movetext above).
  const plain = new A.Game();
  for (const m of ['e4', 'e5', 'Qh5', 'Nc6', 'Bc4', 'Nf6', 'Qxf7#']) plain.move(m);
  for (const width of [1, 19, 20]) {
    assert.equal(plain.pgn({ maxLineLength: width }).split('\n\n')[1], '1. e4 e5 2. Qh5 Nc6\n3. Bc4 Nf6 4. Qxf7#\n1-0\n', `width ${width}`);
  }
  for (const bad of [{ maxLineLength: 1.5 }, { tags: { 'bad name': 'x' } }, { tags: { White: 1 } }, { tags: [] }, 'x']) {
    throwsCode(() => g.pgn(bad), 'ERR_INVALID_ARGUMENT');
  }
  // The whole tree is written wherever the current node is (issue #17); a move after undo is
  // a variation (branching 'variation', the default), so the record's result stays.
  g.goto(2);
  assert.equal(g.pgn(), out);
  g.move('Bc4');
  assert.match(g.pgn().replace(/\n/g, ' '), /2\. Qh5 \(2\. Nf3 Nc6\) \(2\. Bc4\) 2\.\.\. Nc6 .* 1-0 $/);
  // With branching 'replace' (chess.js), the line after the current move is deleted and the
  // record's result with it; a variation holding the move becomes the main line.
  const r = A.Game.fromPgn(text, { branching: 'replace' });
  assert.equal(r.branching(), 'replace');
  r.goto(2);
  r.move('Nf3');
  assert.match(r.pgn(), /\[Result "\*"\]\n\[Annotator "me"\]\n\n\{ Opening \} 1\. e4 \{ \[%clk 0:05:00\] best \} 1\.\.\. e5 \$1 2\. Nf3 Nc6 \*\n$/);
  r.free();
  // clone keeps the record.
  assert.equal(g.clone().pgn(), g.pgn());
});

test('a game built by hand: Seven Tag Roster, SetUp/FEN, the result from the outcome; read back the same', () => {
  const g = play(new A.Game(), ['f3', 'e5', 'g4', 'Qh4#']);
  assert.equal(g.pgn(), '[Event "?"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n[White "?"]\n[Black "?"]\n[Result "0-1"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n');
  const f = play(new A.Game('4k3/8/8/8/8/8/4P3/4K3 b - - 5 40'), ['Kd7', 'e4']);
  const text = f.pgn();
  assert.equal(text, '[Event "?"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n[White "?"]\n[Black "?"]\n[Result "*"]\n[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 5 40"]\n\n40... Kd7 41. e4 *\n');
  assert.deepEqual(gameOnly(A.Game.fromPgn(text).toJSON()), f.toJSON());
  // A claimed draw is written 1/2-1/2 and read back as the claim.
  const c = play(new A.Game(), [...DANCE, ...DANCE]);
  c.claimDraw();
  const back = A.Game.fromPgn(c.pgn());
  assert.deepEqual(back.outcome(), { winner: null, termination: 'threefold_repetition' });
  assert.deepEqual(gameOnly(back.toJSON()), c.toJSON());
});

test('Game.fromPgn on a text with no game throws ERR_INVALID_PGN (reason ERR_PGN_EMPTY); parsePgn finds no games', () => {
  const before = play(new A.Game(), ['e4', 'e5']);
  const seen = state(before);
  for (const text of ['', '  \n\t\r\n', '\uFEFF', '{ only a comment }', '; a line comment\n{ and another }\n', '% an escape line\n']) {
    const e = throwsCode(() => A.Game.fromPgn(text), 'ERR_INVALID_PGN');
    assert.deepEqual([e.reason, e.game, e.line, e.column, e.ply, e.san, e.article], ['ERR_PGN_EMPTY', 1, undefined, undefined, undefined, undefined, undefined], JSON.stringify(text));
    assert.equal(e.message, 'Invalid PGN: no game in the text (no tag, no move, no result)');
    throwsCode(() => A.Game.fromPgn(text, { strict: true, chess960: true, relaxed: true }), 'ERR_INVALID_PGN');
  }
  // Nothing changed: a game made before is intact.
  assert.equal(state(before), seen);
  // A file of no games is no error for parsePgn.
  assert.deepEqual(A.parsePgn(''), []);
  assert.deepEqual(A.parsePgn(' \n\n '), []);
  // A result, a tag or a move is a game; a comment before it belongs to it.
  for (const text of ['*', '[Event "x"]', '{ before } *']) assert.equal(A.Game.fromPgn(text).fen(), START, text);
  const g = A.Game.fromPgn('{ before }\n\n1. e4 *');
  assert.deepEqual(g.history(), ['e4']);
  assert.ok(g.pgn().endsWith('\n\n{ before } 1. e4 *\n'), g.pgn());
});

test('new Game(fen, { relaxed: true }): a start no game can reach is played; toJSON/fromJSON and pgn/fromPgn keep it', () => {
  // Two white bishops check from both ends of one diagonal: no move could give that check.
  const FEN = 'B6b/8/8/8/2K5/5k2/8/b6B b - - 0 1';
  assert.deepEqual(A.validateFen(FEN).errors.map((e) => e.code), ['ERR_FEN_IMPOSSIBLE_CHECK']);
  const strict = throwsCode(() => new A.Game(FEN), 'ERR_INVALID_FEN', '3.10.3');
  assert.match(strict.message, /\(ERR_FEN_IMPOSSIBLE_CHECK\)$/);
  throwsCode(() => new A.Game(FEN, { relaxed: false }), 'ERR_INVALID_FEN');
  const g = new A.Game(FEN, { relaxed: true });
  assert.equal(g.fen(), FEN);
  assert.equal(g.isCheck(), true);
  assert.deepEqual(g.moves().map((m) => m.san).sort(), ['Ke2', 'Ke3', 'Kf2', 'Kf4', 'Kg3', 'Kg4']);
  throwsCode(() => g.move('Bc6'), 'ERR_ILLEGAL_MOVE');
  assert.equal(g.move('Ke3').uci, 'f3e3');
  assert.equal(g.move({ from: 'h1', to: 'd5' }).san, 'Bhd5');
  assert.equal(g.fen(), 'B6b/8/8/3B4/2K5/4k3/8/b7 b - - 2 2');
  assert.equal(g.fenAt(0), FEN);
  // The snapshot says so, and restores the same game.
  const snap = g.toJSON();
  assert.deepEqual(snap, { startFen: FEN, chess960: false, moves: ['f3e3', 'h1d5'], ply: 2, claim: null, relaxed: true });
  for (const input of [snap, JSON.stringify(g)]) assert.deepEqual(A.Game.fromJSON(input).toJSON(), snap);
  throwsCode(() => A.Game.fromJSON({ ...snap, relaxed: false }), 'ERR_INVALID_SNAPSHOT');
  throwsCode(() => A.Game.fromJSON({ ...snap, relaxed: 'yes' }), 'ERR_INVALID_SNAPSHOT');
  // Its PGN reads back with { relaxed: true } only.
  const text = g.pgn();
  assert.ok(text.endsWith('[SetUp "1"]\n[FEN "B6b/8/8/8/2K5/5k2/8/b6B b - - 0 1"]\n\n1... Ke3 2. Bhd5 *\n'), text);
  const e = throwsCode(() => A.Game.fromPgn(text), 'ERR_INVALID_PGN');
  assert.equal(e.reason, 'ERR_INVALID_FEN');
  assert.deepEqual(gameOnly(A.Game.fromPgn(text, { relaxed: true }).toJSON()), snap);
  // Castling rights without their rook are dropped; the start is then legal (no relaxed flag).
  const CASTLING = '4k3/8/8/8/8/8/8/R3K3 w KQ - 0 1';
  assert.deepEqual(A.validateFen(CASTLING).errors.map((x) => x.code), ['ERR_FEN_CASTLING_RIGHTS']);
  throwsCode(() => new A.Game(CASTLING), 'ERR_INVALID_FEN', '3.8.2.1');
  const c = new A.Game(CASTLING, { relaxed: true });
  assert.equal(c.fen(), '4k3/8/8/8/8/8/8/R3K3 w Q - 0 1');
  throwsCode(() => c.move('O-O'), 'ERR_ILLEGAL_MOVE');
  assert.deepEqual([c.move('O-O-O').uci, c.fen()], ['e1c1', '4k3/8/8/8/8/8/8/2KR4 b - - 1 1']);
  assert.deepEqual(c.toJSON(), { startFen: '4k3/8/8/8/8/8/8/R3K3 w Q - 0 1', chess960: false, moves: ['e1c1'], ply: 1, claim: null });
  // Relaxed still needs a playable position.
  throwsCode(() => new A.Game('8/8/8/8/8/8/8/8 w - - 0 1', { relaxed: true }), 'ERR_INVALID_FEN');
  throwsCode(() => new A.Game(FEN, 'relaxed'), 'ERR_INVALID_ARGUMENT');
});

test('Game.fromPgn: SetUp/FEN, Chess960, lenient SAN, BOM, CRLF and CR', () => {
  const g = A.Game.fromPgn('[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 5 40"]\n\n40... Kd7 41. e4 *');
  assert.equal(g.fen(), '8/3k4/8/8/4P3/8/8/4K3 b - - 0 41');
  assert.equal(g.fenAt(0), '4k3/8/8/8/8/8/4P3/4K3 b - - 5 40');
  const c = A.Game.fromPgn('[Variant "Chess960"]\n[FEN "1r2k2r/8/8/8/8/8/8/1R2K2R w KQkq - 0 1"]\n\n1. O-O O-O-O 2. Rfe1 *');
  assert.deepEqual(c.history({ verbose: true }).map((m) => m.uci), ['e1h1', 'e8b8', 'f1e1']);
  assert.equal(c.fen(), '2kr3r/8/8/8/8/8/8/1R2R1K1 b - - 3 2');
  assert.match(c.pgn(), /\[Variant "Chess960"\]\n\[FEN "1r2k2r\/8\/8\/8\/8\/8\/8\/1R2K2R w KQkq - 0 1"\]/);
  assert.equal(A.Game.fromPgn('[FEN "1r2k2r/8/8/8/8/8/8/1R2K2R w HBhb - 0 1"]\n\n1. O-O *').history({ verbose: true })[0].uci, 'e1h1');
  assert.deepEqual(A.Game.fromPgn('1. e4 *', { chess960: true }).toJSON(), { startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1', chess960: true, moves: ['e2e4'], ply: 1, claim: null, tags: [], result: '*' });
  // Lenient SAN is read; strict refuses it.
  const l = A.Game.fromPgn('1. e4 e5 2. Ng1f3 Nc6 3. Bc4+ Bc5 4. 0-0 *');
  assert.deepEqual(l.history(), ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5', 'O-O']);
  assert.match(l.pgn(), /2\. Nf3 Nc6 3\. Bc4 Bc5 4\. O-O \*/);
  const s = throwsCode(() => A.Game.fromPgn('1. e4 e5 2. Ng1f3 *', { strict: true }), 'ERR_INVALID_PGN');
  assert.deepEqual([s.reason, s.ply, s.san, s.line, s.column], ['ERR_NOT_STRICT_SAN', 3, 'Ng1f3', 1, 13]);
  // BOM, CRLF, CR, two blank lines between tags and moves.
  for (const t of ['\uFEFF[Event "x"]\r\n\r\n\r\n1. e4 e5\r\n2. Nf3 *\r\n', '[Event "x"]\r\r\r1. e4 e5\r2. Nf3 *\r', '[Event "x"]\n\n\n1. e4 e5 2. Nf3 *']) {
    assert.deepEqual(A.Game.fromPgn(t).history(), ['e4', 'e5', 'Nf3']);
  }
});

test('Game.fromPgn errors: ERR_INVALID_PGN with game, line, column, ply, san, reason', () => {
  const e = throwsCode(() => A.Game.fromPgn('\uFEFF[Event "x"]\r\n\r\n1. e4 e5\r\n2. Ke3 *'), 'ERR_INVALID_PGN', '3.10.2');
  assert.deepEqual([e.game, e.line, e.column, e.ply, e.san, e.reason], [1, 4, 4, 3, 'Ke3', 'ERR_ILLEGAL_MOVE']);
  assert.equal(e.message, 'Invalid PGN: game 1, line 4, column 4: ply 3 (Ke3): illegal move');
  const a = throwsCode(() => A.Game.fromPgn('[FEN "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1"]\n\n1. Nd2 *'), 'ERR_INVALID_PGN');
  assert.deepEqual([a.reason, a.line, a.column], ['ERR_AMBIGUOUS_MOVE', 3, 4]);
  const f = throwsCode(() => A.Game.fromPgn('[FEN "8/8/8/8/8/8/8/8 w - - 0 1"]\n\n*'), 'ERR_INVALID_PGN');
  assert.deepEqual([f.reason, f.game, f.line, f.column, f.ply], ['ERR_INVALID_FEN', 1, undefined, undefined, undefined]);
  const v = throwsCode(() => A.Game.fromPgn('[Variant "Atomic"]\n\n1. e4 *'), 'ERR_INVALID_PGN');
  assert.equal(v.reason, 'ERR_UNSUPPORTED_VARIANT');
  const x = throwsCode(() => A.Game.fromPgn('1. e4 (1. d4'), 'ERR_INVALID_PGN');
  assert.deepEqual([x.reason, x.line, x.column], ['ERR_PGN_UNCLOSED_VARIATION', 1, 7]);
  const m = throwsCode(() => A.Game.fromPgn('1. f3 e5 2. g4 Qh4# 3. a3 0-1'), 'ERR_INVALID_PGN');
  assert.deepEqual([m.reason, m.ply, m.san, m.column], ['ERR_ILLEGAL_MOVE', 5, 'a3', 24]);
  for (const bad of [undefined, null, 42, {}]) throwsCode(() => A.Game.fromPgn(bad), 'ERR_INVALID_ARGUMENT');
  throwsCode(() => A.Game.fromPgn('1. e4 *', 'strict'), 'ERR_INVALID_ARGUMENT');
});

test('null moves: move("--") and move(null) pass, as in chess.js 1.4; undo, redo, history, toJSON, pgn (issue #12)', () => {
  const g = new A.Game();
  const pass = g.move('--');
  assert.deepEqual(pass, { color: 'w', piece: 'k', from: 'e1', to: 'e1', san: '--', uci: '0000', flags: '-' });
  assert.equal(g.fen(), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1');
  assert.deepEqual(g.move(null), { color: 'b', piece: 'k', from: 'e8', to: 'e8', san: '--', uci: '0000', flags: '-' });
  assert.equal(g.fen(), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 2 2');
  assert.equal(g.moves().length, 20, 'never a legal move');
  assert.equal(g.moves().some((m) => m.flags === '-'), false);
  assert.equal(g.undo().flags, '-');
  assert.equal(g.redo().san, '--');
  for (const m of ['Z0', '0000']) g.move(m);
  assert.deepEqual(g.history(), ['--', '--', '--', '--']);
  assert.deepEqual(g.history({ verbose: true }).map((m) => `${m.color}${m.from}${m.uci}`), ['we10000', 'be80000', 'we10000', 'be80000']);
  // Six passes from the start: the start position for the fourth time. chess.js calls it a draw;
  // here threefold repetition is a claim (Art. 9.2), and the fifth time is a draw (Art. 9.6.1).
  play(g, [null, null]);
  assert.deepEqual(g.repetitions(), [0, 2, 4, 6]);
  assert.equal(g.isThreefoldRepetition(), true);
  assert.equal(g.isDraw(), false);
  assert.equal(g.canClaimThreefoldRepetition(), true);
  play(g, ['--', '--']);
  assert.deepEqual(g.outcome(), { winner: null, termination: 'fivefold_repetition' });
  throwsCode(() => g.move('--'), 'ERR_GAME_OVER', '9.6.1');
  // Snapshots keep them as UCI 0000.
  const d = play(new A.Game(), ['d4', '--', 'c4', 'e6']);
  assert.deepEqual(d.toJSON(), { startFen: START, chess960: false, moves: ['d2d4', '0000', 'c2c4', 'e7e6'], ply: 4, claim: null });
  assert.deepEqual(A.Game.fromJSON(d.toJSON()).history(), ['d4', '--', 'c4', 'e6']);
  // PGN, written as chess.js writes it, and read back.
  const c = play(new A.Game(), ['e4', 'e5', '--', 'Nf6', '--', '--', 'Nf3']);
  const text = c.pgn();
  assert.equal(text, '[Event "?"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n[White "?"]\n[Black "?"]\n[Result "*"]\n\n1. e4 e5 2. -- Nf6 3. -- -- 4. Nf3 *\n');
  assert.deepEqual(gameOnly(A.Game.fromPgn(text).toJSON()), c.toJSON());
  assert.equal(c.fen(), 'rnbqkb1r/pppp1ppp/5n2/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 5 4');
});

test('null moves are refused in check, with strict, and as a claim; explainMove rules them by Art. 1.2', async () => {
  // chess.js: "Null move not allowed when in check".
  const g = play(new A.Game(), ['e4', 'e5', 'Nf3', 'd6', 'Bb5+']);
  const before = state(g);
  for (const m of ['--', null, 'Z0', '0000']) {
    const e = throwsCode(() => g.move(m), 'ERR_ILLEGAL_MOVE', '3.9.2');
    assert.match(e.message, /^A null move \(--\) is not allowed in check: it would leave the king in check/);
  }
  const s = new A.Game();
  for (const m of ['--', null]) throwsCode(() => s.move(m, { strict: true }), 'ERR_NULL_MOVE', '1.2');
  throwsCode(() => s.claimDraw('--'), 'ERR_NULL_MOVE', '1.2');
  throwsCode(() => s.claimDraw(null), 'ERR_NULL_MOVE', '1.2');
  assert.equal(state(g), before);
  assert.equal(s.ply(), 0);
  // explainMove: no move under the Laws, in check or not, on the king of the side to move.
  const FEN = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2';
  for (const m of ['--', 'Z0', '0000', null]) {
    const r = await A.explainMove(FEN, m);
    assert.deepEqual(r, {
      legal: false, code: 'ERR_NULL_MOVE', article: '1.2', squares: ['e1'], shapes: [{ orig: 'e1', brush: 'red' }],
      message: 'White must make a move: the players move alternately, and passing the turn (a null move, --) is no move. (Art. 1.2)',
    });
  }
  const black = await A.explainMove('4k3/4R3/8/8/8/8/8/4K3 b - - 0 1', '--', { lang: 'ru' });
  assert.deepEqual([black.code, black.article, black.squares], ['ERR_NULL_MOVE', '1.2', ['e8']]);
  assert.match(black.message, /^Чёрные должны сделать ход/);
});

test('TWIC-style PGN with a null move in the main line loads and writes back (issue #12)', () => {
  const text = '[Event "Open"]\n[Site "?"]\n[Date "2024.01.01"]\n[Round "5"]\n[White "A"]\n[Black "B"]\n[Result "1/2-1/2"]\n\n'
    + '1.e4 c5 2.Nf3 d6 3.d4 cxd4 4.Nxd4 Nf6 5.Nc3 a6 6.Be2 e5 7.Nb3 Be7 8.O-O O-O 9.Be3 Be6\n'
    + '10.Qd2 Nbd7 11.a4 Rc8 12.a5 Qc7 13.Bg5 -- 14.Rad1 h6 15.Bxf6 Nxf6 1/2-1/2\n';
  const g = A.Game.fromPgn(text);
  assert.equal(g.ply(), 30);
  assert.deepEqual(g.history().slice(24), ['Bg5', '--', 'Rad1', 'h6', 'Bxf6', 'Nxf6']);
  assert.deepEqual(g.history({ verbose: true })[25], { color: 'b', piece: 'k', from: 'g8', to: 'g8', san: '--', uci: '0000', flags: '-' });
  assert.equal(g.fenAt(26), '2r2rk1/1pqnbppp/p2pbn2/P3p1B1/4P3/1NN5/1PPQBPPP/R4RK1 w - - 3 14');
  assert.equal(g.fen(), '2r2rk1/1pq1bpp1/p2pbn1p/P3p3/4P3/1NN5/1PPQBPPP/3R1RK1 w - - 0 16');
  assert.match(g.pgn().replace(/\n/g, ' '), /12\. a5 Qc7 13\. Bg5 -- 14\. Rad1 h6 15\. Bxf6 Nxf6 1\/2-1\/2 $/);
  assert.deepEqual(A.Game.fromPgn(g.pgn()).toJSON(), g.toJSON());
  assert.equal(A.parsePgn(text)[0].moves[25].san, '--');
  // In check, and with strict: ERR_INVALID_PGN with the move's code.
  const c = throwsCode(() => A.Game.fromPgn('1. e4 e5 2. Qh5 Nc6 3. Qxf7+ -- *'), 'ERR_INVALID_PGN', '3.9.2');
  assert.deepEqual([c.reason, c.ply, c.san, c.column], ['ERR_ILLEGAL_MOVE', 6, '--', 30]);
  const s = throwsCode(() => A.Game.fromPgn(text, { strict: true }), 'ERR_INVALID_PGN', '1.2');
  assert.deepEqual([s.reason, s.ply, s.san], ['ERR_NULL_MOVE', 26, '--']);
});

test('PGN reads the marks after a move as the move reader does: e.p., ep, + and # after a space, glyphs as NAGs (issue #12)', () => {
  const FEN = 'r1bq1rk1/p3bppp/4pn2/1P6/3P4/2N2N2/5PPP/R1BQ1RK1 b - - 0 17';
  const AFTER = 'r2q1rk1/3bbppp/P3pn2/8/3P4/2N2N2/5PPP/R1BQ1RK1 w - - 1 19';
  for (const ep of ['bxa6 e.p.', 'bxa6e.p.', 'bxa6 ep', 'bxa6ep', 'bxa6 e.p. !', 'bxa6!? ep']) {
    const text = `[SetUp "1"]\n[FEN "${FEN}"]\n\n17... a5 18. ${ep} Bd7 *`;
    const g = A.Game.fromPgn(text);
    assert.deepEqual(g.history(), ['a5', 'bxa6', 'Bd7'], ep);
    assert.equal(g.fen(), AFTER, ep);
    assert.equal(A.applyMove(A.applyMove(FEN, 'a5'), ep), g.fenAt(2), `applyMove agrees: ${ep}`);
    const nags = ep.includes('!?') ? [5] : ep.includes('!') ? [1] : [];
    assert.deepEqual(A.parsePgn(text)[0].moves[1], { san: 'bxa6', nags, commentsBefore: [], comments: [], variations: [] }, ep);
    assert.ok(g.pgn().endsWith(`17... a5 18. bxa6${nags.length ? ` $${nags[0]}` : ''} Bd7 *\n`), g.pgn());
  }
  const g = A.Game.fromPgn('1. e4 ! e5 2. Bc4 ?! Nc6 3. Qh5 !? Nf6 ?? 4. Qxf7 # 1-0');
  assert.deepEqual(g.history(), ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'Qxf7#']);
  assert.deepEqual(g.outcome(), { winner: 'w', termination: 'checkmate' });
  assert.ok(g.pgn().endsWith('\n\n1. e4 $1 e5 2. Bc4 $6 Nc6 3. Qh5 $5 Nf6 $4 4. Qxf7# 1-0\n'), g.pgn());
  assert.deepEqual(A.parsePgn('1. e4!! e5?? 2. Nf3 + Nc6 +- 3. e8Q e8(Q) *')[0].moves.map((n) => [n.san, n.nags]),
    [['e4', [3]], ['e5', [4]], ['Nf3+', []], ['Nc6', [18]], ['e8Q', []], ['e8(Q)', []]]);
  // A lone `e` or `p` is still no move.
  const e = throwsCode(() => A.Game.fromPgn('1. e4 e 2. d4 *'), 'ERR_INVALID_PGN');
  assert.deepEqual([e.reason, e.ply, e.san], ['ERR_INVALID_MOVE', 2, 'e']);
  throwsCode(() => A.parsePgn('1. e4!!! *'), 'ERR_INVALID_PGN');
});

test('every lichess sample game replays through the packed package (scripts/replay.mjs)', () => {
  const files = readdirSync(LICHESS).filter((f) => f.endsWith('.pgn')).sort().map((f) => path.join(LICHESS, f));
  assert.equal(files.length, 6);
  const module = path.join(consumerDir(), 'node_modules', 'chess-arbiter', 'pkg', 'node.js');
  const out = execFileSync(process.execPath, [path.join(repo, 'scripts/replay.mjs'), '--no-chessjs', ...files], {
    encoding: 'utf8', env: { ...process.env, CHESS_ARBITER_MODULE: module },
  });
  const last = out.trim().split('\n').at(-1);
  assert.match(last, /^replay: 8,642 games, 589,364 plies, [\d,]+ games\/s, 0 failed$/, out);
  assert.doesNotMatch(out, /FAIL/);
  process.stdout.write(`# ${last}\n`);
});

test('Game.fromPgn reads a drawn result as the claim the last position allows (README); move() leaves it to claimDraw()', () => {
  const moves = '1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8';
  const drawn = A.Game.fromPgn(`[Result "1/2-1/2"]\n\n${moves} 1/2-1/2`);
  assert.deepEqual(drawn.outcome(), { winner: null, termination: 'threefold_repetition' });
  assert.equal(A.Game.fromPgn(`${moves} *`).outcome(), undefined);
  assert.equal(A.Game.fromPgn(`[Result "1-0"]\n\n${moves} 1-0`).outcome(), undefined);
  const played = new A.Game();
  for (const san of ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1', 'Ng8']) played.move(san);
  assert.equal(played.outcome(), undefined);
  played.claimDraw();
  assert.deepEqual(played.outcome(), { winner: null, termination: 'threefold_repetition' });
});

test('chess960() says how the game plays: the option, a Variant tag, the start FEN letters; freed games throw', () => {
  const cases = [
    [new A.Game(), false],
    [new A.Game(START, { chess960: true }), true],
    [new A.Game('bnrqkbrn/pppppppp/8/8/8/8/PPPPPPPP/BNRQKBRN w GCgc - 0 1'), true],
    [A.Game.fromPgn('[Variant "Chess960"]\n[SetUp "1"]\n[FEN "bnrqkbrn/pppppppp/8/8/8/8/PPPPPPPP/BNRQKBRN w KQkq - 0 1"]\n\n1. e4 *'), true],
    [A.Game.fromPgn('1. e4 e5 *'), false],
  ];
  for (const [g, want] of cases) {
    assert.equal(g.chess960(), want, g.fen());
    assert.equal(g.chess960(), g.toJSON().chess960);
    assert.equal(Game_clone960(g), want);
    g.free();
    throwsCode(() => g.chess960(), 'ERR_GAME_FREED');
  }
  function Game_clone960(g) {
    const c = g.clone();
    try { return c.chess960(); } finally { c.free(); }
  }
});

test('every legalMoves object plays back as itself, castling in Chess960 included (king step and castling ending on one square, the king staying put)', async () => {
  const { Chess } = await import('chess-arbiter/compat');
  const fens = [
    '5k2/8/8/8/8/8/8/4RK1R w HE - 0 1', // O-O+ and Kg1: both f1 to g1
    'bbqr1k1r/p1ppppp1/1p1n4/7p/5nPP/P3PN2/1PPP1P1N/BBQR2KR w KQ - 0 7', // O-O with the king on g1 already
    'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1',
    '4k3/P7/8/8/8/8/8/4K3 w - - 0 1',
  ];
  let castlings = 0;
  for (const fen of fens) {
    for (const m of A.legalMoves(fen)) {
      const g = new A.Game(fen);
      assert.equal(g.move(m).san, m.san, `${fen} ${m.san}`);
      assert.equal(A.applyMove(fen, m), A.applyMove(fen, m.uci), `${fen} ${m.san}`);
      assert.deepEqual(await A.explainMove(fen, m), { legal: true, move: m });
      assert.equal(new Chess(fen).move(m).san, m.san, `compat ${fen} ${m.san}`);
      g.free();
      if (m.flags === 'k' || m.flags === 'q') castlings++;
    }
  }
  assert.equal(castlings, 5); // O-O+ and O-O-O (rook e1 beside the king), O-O, O-O and O-O-O
  // Without flags, from and to alone: the king step (as chess.js would read it).
  assert.equal(new A.Game(fens[0]).move({ from: 'f1', to: 'g1' }).san, 'Kg1');
  assert.equal(new Chess(fens[0]).move({ from: 'f1', to: 'g1' }).san, 'Kg1');
});

test('a promotion piece on a move that is no promotion is ERR_PROMOTION_UNEXPECTED (Art. 3.7.5.1), the game unchanged; compat ignores it as chess.js does', async () => {
  const { Chess } = await import('chess-arbiter/compat');
  for (const mv of [{ from: 'g1', to: 'f3', promotion: 'q' }, 'g1f3q', 'e2e4n']) {
    throwsCode(() => A.applyMove(START, mv), 'ERR_PROMOTION_UNEXPECTED', '3.7.5.1');
    const g = new A.Game();
    throwsCode(() => g.move(mv), 'ERR_PROMOTION_UNEXPECTED', '3.7.5.1');
    assert.equal(g.fen(), START);
    assert.deepEqual(g.history(), []);
    g.free();
  }
  throwsCode(() => A.applyMove(START, 'g1f4q'), 'ERR_ILLEGAL_MOVE', '3.10.2');
  assert.equal(new Chess().move({ from: 'g1', to: 'f3', promotion: 'q' }).san, 'Nf3');
});
