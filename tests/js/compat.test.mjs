// chess-arbiter/compat (the packed package) beyond chess.js's own suite (which the `compat`
// stage runs): the exports against chess.js 1.4.0's, what compat adds (Chess960, explain,
// isPromotion, outcome, redo, Move's uci/rookFrom/rookTo/captureSquare), errors with chess.js's
// messages and our codes, failed calls that change nothing, and no free(): 100,000 instances
// in a loop leave wasm memory flat.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import * as compat from 'chess-arbiter/compat';
import { repo } from './helpers.mjs';

const { Chess, Move, validateFen, DEFAULT_POSITION, SQUARES, SEVEN_TAG_ROSTER } = compat;
const chessjs = await import(path.join(repo, 'node_modules/chess.js/dist/esm/chess.js'));

test('exports: every export of chess.js 1.4.0 but its random generator, with the same constants', () => {
  const missing = Object.keys(chessjs).filter((k) => !(k in compat));
  assert.deepEqual(missing, ['xoroshiro128']);
  for (const k of ['WHITE', 'BLACK', 'PAWN', 'KNIGHT', 'BISHOP', 'ROOK', 'QUEEN', 'KING', 'DEFAULT_POSITION']) {
    assert.equal(compat[k], chessjs[k], k);
  }
  assert.deepEqual(SQUARES, chessjs.SQUARES);
  assert.deepEqual(SEVEN_TAG_ROSTER, chessjs.SEVEN_TAG_ROSTER);
  assert.equal(typeof compat.ChessError, 'function');
});

test('index.d.ts of compat declares exactly the runtime exports', () => {
  const file = path.join(path.dirname(fileURLToPath(import.meta.resolve('chess-arbiter/compat'))), 'index.d.ts');
  const program = ts.createProgram([file], { strict: true, noEmit: true, types: [], module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext });
  const checker = program.getTypeChecker();
  const declared = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(file)))
    .filter((s) => ((s.flags & ts.SymbolFlags.Alias) ? checker.getAliasedSymbol(s).flags : s.flags) & ts.SymbolFlags.Value)
    .map((s) => s.name);
  assert.deepEqual(declared.sort(), Object.keys(compat).sort());
});

test('require gives the same API (CommonJS build)', () => {
  const require = createRequire(path.join(repo, 'tests/js/x.cjs'));
  const cjs = require('chess-arbiter/compat');
  assert.deepEqual(Object.keys(cjs).filter((k) => k !== '__esModule').sort(), Object.keys(compat).sort());
  const c = new cjs.Chess();
  c.move('e4');
  assert.equal(c.fen(), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
});

test('moves and SAN agree with chess.js, in chess.js order, on the start and a middlegame', () => {
  for (const fen of [DEFAULT_POSITION, 'r1bqk2r/pp1nbppp/2p1pn2/3p4/2PP4/5NP1/PP2PPBP/RNBQ1RK1 w kq - 4 7', 'r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1']) {
    assert.deepEqual(new Chess(fen).moves(), new chessjs.Chess(fen).moves(), fen);
    const ours = new Chess(fen).moves({ verbose: true }).map((m) => ({ ...m }));
    const theirs = new chessjs.Chess(fen).moves({ verbose: true }).map((m) => ({ ...m }));
    assert.deepEqual(ours, theirs, fen);
  }
});

test('Move: chess.js fields enumerable, ours (uci, rookFrom, rookTo, captureSquare) not', () => {
  const c = new Chess('r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1');
  const ep = c.move('exd6');
  assert.ok(ep instanceof Move);
  assert.deepEqual(Object.keys(ep).filter((k) => ep[k] !== undefined).sort(),
    ['after', 'before', 'captured', 'color', 'flags', 'from', 'lan', 'piece', 'san', 'to']);
  assert.equal(ep.uci, 'e5d6');
  assert.equal(ep.captureSquare, 'd5');
  assert.equal(ep.isEnPassant(), true);
  c.undo();
  const castle = c.move('O-O-O');
  assert.deepEqual([castle.san, castle.lan, castle.uci, castle.rookFrom, castle.rookTo, castle.flags], ['O-O-O', 'e1c1', 'e1c1', 'a1', 'd1', 'q']);
  assert.equal(castle.isQueensideCastle(), true);
});

test('Chess960: castling both ways from the option, the FEN, and a PGN Variant tag', () => {
  const fen = '1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1';
  const c = new Chess(fen, { chess960: true });
  assert.ok(c.moves().includes('O-O'));
  assert.ok(c.moves().includes('O-O-O'));
  const m = c.move('O-O');
  assert.deepEqual([m.from, m.to, m.uci, m.rookFrom, m.rookTo], ['e1', 'g1', 'e1g1', 'g1', 'f1']);
  assert.equal(c.fen(), '1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R3RK1 b gb - 1 1');
  c.move('O-O-O');
  assert.equal(c.fen(), '2kr2r1/pppppppp/8/8/8/8/PPPPPPPP/1R3RK1 w - - 2 2');
  assert.deepEqual(c.history(), ['O-O', 'O-O-O']);
  // The FEN alone (Shredder-FEN) chooses Chess960 too.
  assert.ok(new Chess(fen).moves().includes('O-O-O'));
  const p = new Chess();
  p.loadPgn(`[Variant "Chess960"]\n[SetUp "1"]\n[FEN "${fen}"]\n\n1. O-O O-O-O *`);
  assert.equal(p.fen(), '2kr2r1/pppppppp/8/8/8/8/PPPPPPPP/1R3RK1 w - - 2 2');
  assert.equal(p.pgn().endsWith('1. O-O O-O-O *'), true);
});

test('isPromotion({ from, to }) for board UIs', () => {
  const c = new Chess('7k/1P6/8/8/8/8/8/K7 w - - 0 1');
  assert.equal(c.isPromotion({ from: 'b7', to: 'b8' }), true);
  assert.equal(c.isPromotion({ from: 'b7', to: 'c8' }), false); // no capture there
  assert.equal(c.isPromotion({ from: 'a1', to: 'a2' }), false);
  assert.equal(c.isPromotion({ from: 'zz', to: 'b8' }), false);
  assert.equal(new Chess().isPromotion({ from: 'e2', to: 'e4' }), false);
});

test('explain(move, { lang }): the ruling with its FIDE article', async () => {
  const c = new Chess();
  const r = await c.explain('Ke2');
  assert.equal(r.legal, false);
  assert.equal(r.code, 'ERR_OWN_PIECE_ON_TARGET');
  assert.equal(r.article, '3.1');
  const ok = await c.explain({ from: 'g1', to: 'f3' });
  assert.equal(ok.legal, true);
  assert.equal(ok.move.san, 'Nf3');
  const ru = await c.explain('e2e5', { lang: 'ru' });
  assert.equal(ru.code, 'ERR_PAWN_MOVE');
  assert.match(ru.message, /[А-я]/);
});

test('outcome() and redo()', () => {
  const c = new Chess();
  for (const m of ['f3', 'e5', 'g4', 'Qh4#']) c.move(m);
  assert.deepEqual(c.outcome(), { winner: 'b', termination: 'checkmate' });
  assert.equal(c.isGameOver(), true);
  assert.equal(c.undo().san, 'Qh4#');
  assert.equal(c.outcome(), undefined);
  assert.equal(c.redo().san, 'Qh4#');
  assert.equal(c.redo(), null);
  assert.equal(new Chess().outcome(), undefined);
});

test('errors: chess.js messages, our codes; a failed call changes nothing', () => {
  const c = new Chess();
  c.move('e4');
  const before = [c.fen(), c.history().join(' '), c.pgn()];
  const same = () => assert.deepEqual([c.fen(), c.history().join(' '), c.pgn()], before);
  const expectError = (fn, message, code) => {
    let e;
    try {
      fn();
    } catch (x) {
      e = x;
    }
    assert.ok(e instanceof Error, 'throws an Error');
    assert.equal(e.message, message);
    assert.equal(e.code, code);
  };
  expectError(() => c.move('Qxx'), 'Invalid move: Qxx', 'ERR_INVALID_MOVE');
  same();
  expectError(() => c.move('Ke2'), 'Invalid move: Ke2', 'ERR_ILLEGAL_MOVE');
  same();
  expectError(() => c.move({ from: 'e7', to: 'e4' }), 'Invalid move: {"from":"e7","to":"e4"}', 'ERR_ILLEGAL_MOVE');
  same();
  expectError(() => c.move('Nc5', { strict: true }), 'Invalid move: Nc5', 'ERR_NOT_STRICT_SAN');
  expectError(() => c.move('Ng8f6', { strict: true }), 'Invalid move: Ng8f6', 'ERR_NOT_STRICT_SAN');
  same();
  expectError(() => c.load('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0'), 'Invalid FEN: move number must be a positive integer', 'ERR_INVALID_FEN');
  expectError(() => c.load('8/8/8/8/8/8/8/K7 w - - 0 1'), 'Invalid FEN: missing black king', 'ERR_INVALID_FEN');
  // No FEN at all: an argument error whose message says so (it had said 'Invalid FEN: must
  // contain six space-delimited fields' under the code ERR_INVALID_ARGUMENT).
  expectError(() => c.load(null), 'Invalid argument: the FEN must be a string, got null', 'ERR_INVALID_ARGUMENT');
  expectError(() => c.load(undefined), 'Invalid argument: the FEN must be a string, got undefined', 'ERR_INVALID_ARGUMENT');
  same();
  expectError(() => c.loadPgn('1. e4 Qxd7 *'), 'Invalid move in PGN: Qxd7', 'ERR_ILLEGAL_MOVE');
  same();
  // Two differences from chess.js that docs/chessjs.md states: perft(0) is the position itself,
  // and a pawn's letter in SAN is read unless strict.
  assert.equal(new Chess().perft(0), 1);
  assert.equal(new Chess().move('Pe4').san, 'e4');
  expectError(() => new Chess().move('Pe4', { strict: true }), 'Invalid move: Pe4', 'ERR_NOT_STRICT_SAN');
  // "Invalid PGN: " once (it was said twice: a new user's trial)
  expectError(() => c.loadPgn('[Variant "Crazyhouse"]\n\n1. e4 *'), 'Invalid PGN: game 1: unsupported variant "Crazyhouse"', 'ERR_UNSUPPORTED_VARIANT');
  same();
  const check = new Chess('4k3/8/8/8/8/8/8/4K2r w - - 0 1');
  expectError(() => check.move(null), 'Null move not allowed when in check', 'ERR_ILLEGAL_MOVE');
  assert.deepEqual(validateFen('8/8/8/8/8/8/8/8 w - - 0 1'), { ok: false, error: 'Invalid FEN: missing white king', code: 'ERR_FEN_KINGS' });
  assert.deepEqual(validateFen(DEFAULT_POSITION), { ok: true });
});

test('hash(): 16 hex digits, equal for transpositions, different for the side to move', () => {
  const a = new Chess();
  for (const m of ['Nf3', 'Nf6', 'Nc3']) a.move(m);
  const b = new Chess();
  for (const m of ['Nc3', 'Nf6', 'Nf3']) b.move(m);
  assert.match(a.hash(), /^[0-9a-f]{16}$/);
  assert.equal(a.hash(), b.hash());
  assert.notEqual(new Chess().hash(), new Chess(DEFAULT_POSITION.replace(' w ', ' b ')).hash());
  // After a double step no pawn can take: the same key with or without the en-passant square.
  assert.equal(new Chess('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1').hash(),
    new Chess('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1').hash());
});

test('board editing on positions the core does not play (chess.js skipValidation, put, remove, clear)', () => {
  const c = new Chess();
  c.clear();
  assert.equal(c.fen(), '8/8/8/8/8/8/8/8 w - - 0 1');
  assert.deepEqual(c.moves(), []);
  assert.equal(c.put({ type: 'k', color: 'w' }, 'e1'), true);
  assert.equal(c.put({ type: 'k', color: 'w' }, 'e2'), false);
  assert.equal(c.put({ type: 'k', color: 'b' }, 'e8'), true);
  assert.equal(c.put({ type: 'r', color: 'w' }, 'h1'), true);
  assert.equal(c.setCastlingRights('w', { k: true }), true);
  assert.equal(c.fen(), '4k3/8/8/8/8/8/8/4K2R w K - 0 1');
  assert.deepEqual(c.moves({ square: 'e1' }).sort(), ['Kd1', 'Kd2', 'Ke2', 'Kf1', 'Kf2', 'O-O']);
  assert.deepEqual(c.remove('h1'), { type: 'r', color: 'w' });
  assert.deepEqual(c.getCastlingRights('w'), { k: false, q: false });
  assert.deepEqual(c.attackers('d2'), ['e1']);
});

test('no free(): 100,000 instances in a loop leave wasm memory flat', () => {
  const script = `
    const { Chess, memoryBytes } = await import(${JSON.stringify(import.meta.resolve('chess-arbiter/compat'))});
    const keep = ${JSON.stringify(process.env.COMPAT_LEAK === '1')} ? [] : null;
    const { settle: settleMemory } = await import(${JSON.stringify(import.meta.resolve('./helpers.mjs'))});
    const settle = () => settleMemory(memoryBytes);
    const rounds = [];
    for (let r = 0; r < 4; r++) {
      for (let i = 0; i < 25000; i++) { const c = new Chess(); c.move('e4'); c.moves(); if (keep) keep.push(c); }
      await settle();
      rounds.push(memoryBytes());
    }
    console.log(JSON.stringify({ rounds }));`;
  const out = execFileSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', script], { encoding: 'utf8' });
  const r = JSON.parse(out.trim().split('\n').pop());
  console.log(`compat memory: ${out.trim()}`);
  // After the first round the wasm memory must not grow (COMPAT_LEAK=1 keeps every instance:
  // then it grows, and this test fails).
  assert.equal(r.rounds[3], r.rounds[1], `wasm memory grew from ${r.rounds[1]} to ${r.rounds[3]} bytes`);
});

test('loadPgn: headers, comments and PGN as chess.js gives them, also after editing the board', () => {
  const pgn = '[Event "Casual"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n{ start } 1. e4 { king pawn } e5 2. Qh5 Nc6 3. Bc4 Nf6?? 4. Qxf7# 1-0';
  const ours = new Chess();
  const theirs = new chessjs.Chess();
  ours.loadPgn(pgn);
  theirs.loadPgn(pgn);
  assert.deepEqual(ours.getHeaders(), theirs.getHeaders());
  assert.deepEqual(ours.getComments(), theirs.getComments());
  assert.equal(ours.pgn(), theirs.pgn());
  assert.equal(ours.pgn({ maxWidth: 20, newline: '<br />' }), theirs.pgn({ maxWidth: 20, newline: '<br />' }));
  assert.equal(ours.fen(), theirs.fen());
  assert.equal(ours.isCheckmate(), true);
  // A board edit after a PGN (the tags read when first needed, from the PGN loaded).
  const again = new Chess();
  again.loadPgn(pgn);
  assert.equal(again.put({ type: 'q', color: 'w' }, 'a4'), true);
  assert.equal(again.getHeaders().White, 'A');
  assert.equal(again.getHeaders().FEN, again.fen());
});

// Found by a new-user trial: each case gives what chess.js 1.4.0 gives (the oracle, run beside).
test('a new user\'s cases agree with chess.js 1.4.0: forced en-passant square, comment line breaks, bad colors', () => {
  const cases = {
    'e4 from the start, forced': (C) => { const c = new C(); c.move('e4'); return c.fen({ forceEnpassantSquare: true }); },
    'a loaded e3, forced': (C) => new C('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1').fen({ forceEnpassantSquare: true }),
    'e4 beside a black pawn, forced and not': (C) => { const c = new C('rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'); c.move('e4'); return [c.fen({ forceEnpassantSquare: true }), c.fen()]; },
    'comments with runs of line breaks': (C) => { const c = new C(); c.loadPgn('1. e4 {a\n\nb} e5 {c\r\nd}'); return c.getComments().map((x) => x.comment); },
    'getCastlingRights of a bad color': (C) => new C().getCastlingRights('x'),
    'attackers and isAttacked of a bad color': (C) => [new C().attackers('e4', 'x'), new C().attackers('e4', 5), new C().isAttacked('e4', 'x')],
    'setCastlingRights of a bad color': (C) => new C().setCastlingRights('x', { k: true }),
  };
  for (const [name, f] of Object.entries(cases)) assert.deepEqual(f(Chess), f(chessjs.Chess), name);
  // Exact values too (what chess.js gave when this test was written).
  assert.deepEqual(cases['e4 beside a black pawn, forced and not'](Chess), [
    'rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1',
    'rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1',
  ]);
  assert.equal(cases['e4 from the start, forced'](Chess), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  assert.deepEqual(cases['comments with runs of line breaks'](Chess), ['a b', 'c d']);
  // Where chess.js throws a TypeError, compat throws a ChessError with a code, and changes nothing.
  const c = new Chess();
  c.move('e4');
  for (const f of [() => c.setCastlingRights('w'), () => c.setComment(5)]) {
    assert.throws(f, (e) => e instanceof Error && e.code === 'ERR_INVALID_ARGUMENT');
    assert.deepEqual(c.history(), ['e4']);
    assert.equal(c.getComment(), undefined);
  }
});

test('loadPgn with a FEN tag sets SetUp and FEN as chess.js 1.4.0 does (with or without SetUp, any case, the start position)', () => {
  const pgns = [
    '[FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1"]\n\n1... Kd7 2. e4 *',
    '[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1"]\n\n1... Kd7 2. e4 *',
    '[fen "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1"]\n\n1... Kd7 2. e4 *',
    '[SetUp "1"]\n[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"]\n\n1. e4 *',
    '[FEN "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"]\n\n1... dxe3 *',
  ];
  for (const p of pgns) {
    const [ours, theirs] = [Chess, chessjs.Chess].map((C) => { const c = new C(); c.loadPgn(p); return [c.getHeaders(), c.pgn()]; });
    assert.deepEqual(ours, theirs, p);
  }
  const c = new Chess();
  c.loadPgn(pgns[0]);
  assert.deepEqual(c.getHeaders(), { ...SEVEN_TAG_ROSTER, SetUp: '1', FEN: '4k3/8/8/8/8/8/4P3/4K3 b - - 0 1' });
});

test('isGameOver() is true wherever move() refuses every move: dead positions, and chess.js\'s random-game loop never throws', () => {
  // Art. 5.2.2: the only move takes the last piece that could mate (then king against king).
  const forced = new Chess('5k2/3K2R1/8/8/8/8/8/8 b - - 38 162');
  assert.deepEqual(forced.outcome(), { winner: null, termination: 'dead_position' });
  assert.equal(forced.isDraw(), true);
  assert.equal(forced.isGameOver(), true);
  assert.equal(forced.isInsufficientMaterial(), false); // chess.js's own test is material only
  assert.throws(() => forced.move('Kxg7'), (e) => e.code === 'ERR_GAME_OVER');
  // Locked pawns where the bishop can never give a check that mates.
  const locked = new Chess('k7/3B4/8/p1p1p1p1/P1P1P1P1/8/8/K7 w - - 0 1');
  assert.equal(locked.isGameOver(), true);
  assert.equal(locked.isDraw(), true);
  // A position that is not over stays so.
  const open = new Chess();
  assert.equal(open.isDraw(), false);
  assert.equal(open.isGameOver(), false);
  // chess.js's README loop, 300 seeded games: it threw in 9 of them before (ERR_GAME_OVER).
  let seed = 12345;
  const random = (n) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  let ended = 0;
  for (let g = 0; g < 300; g++) {
    const chess = new Chess();
    while (!chess.isGameOver()) {
      const moves = chess.moves();
      chess.move(moves[random(moves.length)]);
    }
    ended += chess.outcome() !== undefined || chess.isDraw() ? 1 : 0;
  }
  assert.equal(ended, 300);
});

test('explain (not in chess.js) rules on an edited board as the board is played: relaxed', async () => {
  const chess = new compat.Chess();
  assert.equal(chess.put({ type: 'q', color: 'w' }, 'e4'), true);
  // 17 white pieces: no game reaches this, but compat plays it, as chess.js does.
  assert.equal(chess.moves().length, 38);
  const legal = await chess.explain('Qxe7');
  assert.deepEqual([legal.legal, legal.move.san, legal.move.uci], [true, 'Qxe7+', 'e4e7']);
  const refused = await chess.explain('e1g1');
  assert.deepEqual([refused.legal, refused.code, refused.article, refused.squares], [false, 'ERR_CASTLING_BLOCKED', '3.8.2.2.2', ['f1']]);
  assert.equal(chess.fen(), 'rnbqkbnr/pppppppp/8/8/4Q3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
});

test('moves on a board without kings, as chess.js lists them (the core\'s lesson mode)', () => {
  const ours = new Chess();
  const theirs = new chessjs.Chess();
  for (const c of [ours, theirs]) {
    c.remove('e1');
    c.remove('e8');
  }
  assert.deepEqual(ours.moves(), theirs.moves());
  assert.ok(ours.moves().includes('Qe1'));
  assert.deepEqual(ours.moves({ square: 'd1' }), theirs.moves({ square: 'd1' }));
  assert.deepEqual(ours.moves({ verbose: true }).map((m) => [m.san, m.from, m.to, m.after]),
    theirs.moves({ verbose: true }).map((m) => [m.san, m.from, m.to, m.after]));
  // One side without its king: the other side's king still moves, and the board is never in check.
  const lone = new Chess('4k3/8/8/8/8/8/8/R7 w - - 0 1', { skipValidation: true });
  lone.remove('e8');
  const lonejs = new chessjs.Chess('4k3/8/8/8/8/8/8/R7 w - - 0 1', { skipValidation: true });
  lonejs.remove('e8');
  assert.deepEqual(lone.moves(), lonejs.moves());
  assert.equal(lone.inCheck(), false);
  const empty = new Chess();
  empty.clear();
  assert.deepEqual(empty.moves(), []);
});

test('the rules compat takes from the core agree with chess.js 1.4.0: squareColor, validateFen\'s shape, load\'s padding, the forced en-passant square, the fifty-move count, strict SAN', () => {
  // squareColor (Square::is_dark): every square as chess.js, 32 of each.
  const board = new Chess();
  const colors = SQUARES.map((s) => board.squareColor(s));
  assert.deepEqual(colors, SQUARES.map((s) => new chessjs.Chess().squareColor(s)));
  assert.deepEqual([board.squareColor('a1'), board.squareColor('h1'), board.squareColor('a8'), board.squareColor('h8')], ['dark', 'light', 'light', 'dark']);
  assert.equal(colors.filter((c) => c === 'dark').length, 32);
  // validateFen's shape (fen::chess_js_shape) and load's padding (fen::chess_js_padded).
  const fields = DEFAULT_POSITION.split(' ');
  const fens = [1, 2, 3, 4, 5, 6, 7].map((n) => [...fields, 'x'].slice(0, n).join(' '));
  fens.push(`${DEFAULT_POSITION} `, ` ${DEFAULT_POSITION}`, DEFAULT_POSITION.replace(/ 1$/, ' 0'),
    DEFAULT_POSITION.replace(/ 1$/, ' 00'), DEFAULT_POSITION.replace(/ /g, ' \t '), '');
  for (const fen of fens) {
    const v = validateFen(fen);
    assert.deepEqual({ ok: v.ok, error: v.error }, { error: undefined, ...chessjs.validateFen(fen) }, JSON.stringify(fen));
  }
  assert.equal(validateFen(`${DEFAULT_POSITION} `).code, 'ERR_FEN_FIELDS');
  assert.equal(validateFen(DEFAULT_POSITION.replace(/ 1$/, ' 0')).code, 'ERR_FEN_FULLMOVE');
  for (const n of [2, 3, 4, 5]) {
    const fen = fields.slice(0, n).join(' ');
    assert.equal(new Chess(fen).fen(), new chessjs.Chess(fen).fen(), fen);
  }
  assert.equal(new Chess('4k3/8/8/8/8/8/8/4K3  b').fen(), '4k3/8/8/8/8/8/8/4K3 b - - 0 1');
  // fen({ forceEnpassantSquare: true }) (edit::chess_js_ep_square): a pawn of the side to move
  // beside the pawn that made a double step, whether or not it may take; the loaded FEN's at the start.
  for (const [fen, san, want] of [
    ['4k3/8/8/8/8/8/4P3/4K3 w - - 0 1', 'e4', '-'],
    ['4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1', 'e4', 'e3'],
    ['4k3/8/8/8/5p2/8/4P3/4K3 w - - 0 1', 'e4', 'e3'],
    ['4k3/8/8/8/3P4/8/4P3/4K3 w - - 0 1', 'e4', '-'],
    ['4k3/8/8/8/3n4/8/4P3/4K3 w - - 0 1', 'e4', '-'],
    ['4k3/p7/8/1P6/8/8/8/4K3 b - - 0 1', 'a5', 'a6'],
    ['8/8/8/8/k2p3R/8/4P3/4K3 w - - 0 1', 'e4', 'e3'], // the pawn on d4 is pinned: dxe3 is illegal
    ['rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1', null, 'e3'],
  ]) {
    const forced = (C) => {
      const c = new C(fen);
      if (san) c.move(san);
      return c.fen({ forceEnpassantSquare: true });
    };
    assert.equal(forced(Chess).split(' ')[3], want, `${fen} ${san}`);
    assert.equal(forced(Chess), forced(chessjs.Chess), `${fen} ${san}`);
  }
  // isDrawByFiftyMoves (setup::fifty_moves): from a halfmove clock of 100, on a board too.
  for (const [fen, want] of [['4k3/8/8/8/8/8/8/4K3 w - - 99 60', false], ['4k3/8/8/8/8/8/8/4K3 w - - 100 60', true], ['8/8/8/8/8/8/8/8 w - - 100 60', true]]) {
    assert.equal(new Chess(fen, { skipValidation: true }).isDrawByFiftyMoves(), want, fen);
    assert.equal(new chessjs.Chess(fen, { skipValidation: true }).isDrawByFiftyMoves(), want, fen);
  }
  // setTurn on a board the core cannot play (edit::set_turn): the side and no en-passant square.
  const kingless = new Chess('8/8/8/3pP3/8/8/8/8 w - d6 0 2', { skipValidation: true });
  assert.equal(kingless.setTurn('b'), true);
  assert.equal(kingless.fen(), '8/8/8/3pP3/8/8/8/8 b - - 0 2');
  // Strict SAN (san::read_exact): exactly the SAN, no UCI, no figurine, no other spelling.
  for (const text of ['Nf3', 'e4']) assert.equal(new Chess().move(text, { strict: true }).san, text);
  for (const text of ['g1f3', 'Ng1f3', '\u2658f3', 'e2e4', 'e2-e4', 'Nf3#']) {
    assert.throws(() => new Chess().move(text, { strict: true }), (e) => e.code === 'ERR_NOT_STRICT_SAN' && e.message === `Invalid move: ${text}`, text);
  }
});

test('pgn(): a tag value with a quote or a backslash is escaped (PGN 8.1.1) and reads back the same', () => {
  const c = new Chess();
  c.move('e4');
  c.setHeader('Event', '5th "Mikis Theodorakis" Cup');
  c.setHeader('Site', 'C:\\games\\');
  const text = c.pgn();
  assert.match(text, /^\[Event "5th \\"Mikis Theodorakis\\" Cup"\]$/m);
  assert.match(text, /^\[Site "C:\\\\games\\\\"\]$/m);
  const back = new Chess();
  back.loadPgn(text);
  assert.equal(back.getHeaders().Event, '5th "Mikis Theodorakis" Cup');
  assert.equal(back.getHeaders().Site, 'C:\\games\\');
  assert.deepEqual(back.history(), ['e4']);
});

test('move({ from, to }) refused: chess.js\'s message, the main entry\'s code and article for the same move (a promotion without its piece is ERR_PROMOTION_REQUIRED, as move(\'e8\'); a new user\'s trial)', () => {
  const F = '8/4P3/8/8/8/8/k7/4K3 w - - 0 1';
  const refused = (m) => { const c = new compat.Chess(F); try { c.move(m); } catch (e) { assert.equal(c.fen(), F, 'unchanged'); return [e.code, e.article, e.message]; } return null; };
  assert.deepEqual(refused({ from: 'e7', to: 'e8' }), ['ERR_PROMOTION_REQUIRED', '3.7.5.1', 'Invalid move: {"from":"e7","to":"e8"}']);
  assert.deepEqual(refused('e8'), ['ERR_PROMOTION_REQUIRED', '3.7.5.1', 'Invalid move: e8']);
  assert.deepEqual(refused({ from: 'e7', to: 'e8', promotion: 'k' }), ['ERR_ILLEGAL_MOVE', '3.7.5.1', 'Invalid move: {"from":"e7","to":"e8","promotion":"k"}']);
  assert.deepEqual(refused({ from: 'e1', to: 'e3' }), ['ERR_ILLEGAL_MOVE', '3.10.2', 'Invalid move: {"from":"e1","to":"e3"}']);
  assert.equal(new compat.Chess(F).move({ from: 'e7', to: 'e8', promotion: 'q' }).san, 'e8=Q');
});
