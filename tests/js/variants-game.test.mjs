// `chess-arbiter/variants`'s Game and readGames (issue 36) through the installed entry: the
// line with undo/redo, drops as SAN, UCI and objects, repetition counting crazyhouse's pockets
// and three-check's counters, lichess's draws per variant, each variant's end, claims, PGN with
// the [Variant] tag both ways, snapshots, and the error codes; ESM and CommonJS.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { Game, readGames, ChessError } from 'chess-arbiter/variants';

const require = createRequire(import.meta.url);

function throwsCode(fn, code) {
  assert.throws(fn, (e) => e instanceof ChessError && e.code === code, `expected ${code}`);
}

function playAll(g, moves) {
  for (const m of moves.split(' ')) g.move(m);
}

test('a crazyhouse game: moves, drops, undo/redo, history, fen', () => {
  const g = new Game(null, { variant: 'zh' });
  assert.equal(g.variant(), 'crazyhouse');
  assert.equal(g.fen(), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1');
  assert.deepEqual(g.move('e4'), { color: 'w', san: 'e4', uci: 'e2e4', from: 'e2', to: 'e4' });
  assert.deepEqual(g.move({ from: 'd7', to: 'd5' }), { color: 'b', san: 'd5', uci: 'd7d5', from: 'd7', to: 'd5' });
  playAll(g, 'exd5 Qxd5 Nc3 Qa5');
  assert.deepEqual(g.move('@e4'), { color: 'w', san: 'P@e4', uci: 'P@e4', to: 'e4', drop: 'p' });
  assert.deepEqual(g.move('P@f6'), { color: 'b', san: 'P@f6', uci: 'P@f6', to: 'f6', drop: 'p' });
  assert.equal(g.fen(), 'rnb1kbnr/ppp1pppp/5p2/q7/4P3/2N5/PPPP1PPP/R1BQKBNR[] w KQkq - 0 5');
  assert.deepEqual(g.history(), ['e4', 'd5', 'exd5', 'Qxd5', 'Nc3', 'Qa5', 'P@e4', 'P@f6']);
  assert.equal(g.ply(), 8);
  assert.deepEqual(g.undo(), { color: 'b', san: 'P@f6', uci: 'P@f6', to: 'f6', drop: 'p' });
  assert.deepEqual(g.dropDests('n'), []);
  assert.equal(g.dropDests('p').length, 31, '33 empty squares but b1 and d8');
  assert.deepEqual(g.redo()?.san, 'P@f6');
  assert.equal(g.redo(), undefined);
  assert.equal(g.lastMove()?.uci, 'P@f6');
  g.goto(2);
  assert.equal(g.fen(), 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR[] w KQkq - 0 2');
  assert.equal(g.fenAt(0), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1');
  assert.equal(g.toDests().get('e4')?.join(), 'e5,d5');
  assert.equal(g.moves().length, 31);
  assert.deepEqual(g.legalMoves(), g.moves());
  throwsCode(() => g.goto(9), 'ERR_PLY_OUT_OF_RANGE');
  throwsCode(() => g.move('N@e5'), 'ERR_ILLEGAL_MOVE');
  assert.throws(() => g.move('N@e5'), { reason: 'ERR_DROP_NOT_IN_POCKET' }, 'why, as explainMove says it');
  assert.throws(() => g.move('c7c6'), { code: 'ERR_ILLEGAL_MOVE', reason: 'ERR_NOT_YOUR_TURN' });
  throwsCode(() => g.move(42), 'ERR_INVALID_ARGUMENT');
  throwsCode(() => new Game('8/8/8/8/8/8/8/8 w - - 0 1', { variant: 'atomic' }), 'ERR_INVALID_FEN');
  assert.throws(() => new Game('8/8/8/8/8/8/8/8 w - - 0 1', { variant: 'atomic' }), { reason: 'ERR_FEN_KINGS', message: 'Invalid FEN: no king on the board (ERR_FEN_KINGS)' });
  throwsCode(() => new Game(null, { variant: 'shogi' }), 'ERR_VARIANT_UNKNOWN');
  g.free();
  throwsCode(() => g.fen(), 'ERR_GAME_FREED');
});

test('repetition: crazyhouse pockets and three-check counters are part of the position', () => {
  const z = new Game('4k3/8/8/8/8/8/8/R3K3[n] b - - 0 1', { variant: 'crazyhouse' });
  playAll(z, 'N@a3 Rxa3 Kd8 Ra2 Ke8 Ra1');
  assert.equal(z.fen(), '4k3/8/8/8/8/8/8/R3K3[N] b - - 4 4');
  assert.deepEqual(z.repetitions(), [6], 'the start had the knight in the other pocket');
  playAll(z, 'Kd8 Ra2 Ke8 Ra1 Kd8');
  assert.deepEqual(z.repetitions(), [7, 11]);
  assert.equal(z.isThreefoldRepetition(), false);
  assert.equal(z.canClaimThreefoldRepetition(), true);
  throwsCode(() => z.claimDraw('Kd1'), 'ERR_CLAIM_NOT_ALLOWED');
  assert.equal(z.ply(), 11);
  assert.deepEqual(z.claimDraw('Ra2'), { winner: null, termination: 'threefold_repetition' });
  assert.deepEqual(z.outcome(), { winner: null, termination: 'threefold_repetition' });
  assert.equal(z.isDraw(), true);
  throwsCode(() => z.move('Kd8'), 'ERR_GAME_OVER');

  const t = new Game('4k3/8/8/8/8/8/8/3QK3 w - - 3+3 0 1', { variant: 'threeCheck' });
  playAll(t, 'Qa4+ Kf7 Qd1 Ke8');
  assert.equal(t.fen(), '4k3/8/8/8/8/8/8/3QK3 w - - 2+3 4 3');
  assert.deepEqual(t.repetitions(), [4]);
  playAll(t, 'Qd2 Kf7 Qd1 Ke8');
  assert.deepEqual(t.repetitions(), [4, 8]);
  playAll(t, 'Qa4+ Kf7 Qd1 Ke8');
  assert.deepEqual(t.repetitions(), [12]);
});

test('lichess draws: fivefold automatic, threefold claimed, fifty moves but in crazyhouse', () => {
  const g = new Game();
  assert.equal(g.variant(), 'standard');
  playAll(g, 'Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8');
  assert.equal(g.isThreefoldRepetition(), true);
  assert.equal(g.outcome(), undefined);
  playAll(g, 'Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8');
  assert.deepEqual(g.outcome(), { winner: null, termination: 'fivefold_repetition' });
  assert.deepEqual(g.moves(), []);
  assert.equal(g.toDests().size, 0);
  const a = new Game('4k3/7p/8/8/8/8/8/R3K3 w - - 99 80', { variant: 'atomic' });
  a.move('Ra2');
  assert.deepEqual(a.outcome(), { winner: null, termination: 'fifty_moves' });
  const z = new Game('4k3/8/8/8/8/8/8/R3K3[] w - - 99 80', { variant: 'crazyhouse' });
  z.move('Ra2');
  assert.equal(z.outcome(), undefined);
  assert.equal(z.isGameOver(), false);
});

test("each variant's end through a Game, and its PGN result", () => {
  const cases = [
    ['kingOfTheHill', null, 'e3 e6 Ke2 Ke7 Kd3 Kd6 Kd4', 'w', 'king_of_the_hill'],
    ['atomic', null, 'Nf3 a6 Ne5 a5 Nxd7', 'w', 'king_exploded'],
    ['threeCheck', null, 'e4 e5 Bc4 Nc6 Bxf7+ Kxf7 Qh5+ g6 Qxg6+', 'w', 'three_checks'],
    ['antichess', '8/8/8/8/8/8/p7/R7 w - - 0 1', 'Rxa2', 'b', 'all_pieces_lost'],
    ['racingKings', '8/6K1/8/8/8/8/8/k7 w - - 0 1', 'Kg8', 'w', 'race_won'],
    ['horde', 'r3k3/8/8/8/8/8/8/P7 b - - 0 1', 'Rxa1', 'b', 'horde_destroyed'],
    ['crazyhouse', '7k/8/8/8/8/8/8/K5R1[R] w - - 0 1', 'R@h1', 'w', 'checkmate'],
    ['threeCheck', '4k3/8/8/8/8/8/8/3QK3 w - - 3+3 0 1', 'Qd7+ Kxd7', null, 'insufficient_material'],
  ];
  for (const [variant, fen, moves, winner, termination] of cases) {
    const g = new Game(fen, { variant });
    playAll(g, moves);
    assert.deepEqual(g.outcome(), { winner, termination }, `${variant}: ${moves}`);
    assert.equal(g.isGameOver(), true);
    const result = winner === 'w' ? '1-0' : winner === 'b' ? '0-1' : '1/2-1/2';
    assert.ok(g.pgn().includes(`[Result "${result}"]`), g.pgn());
    assert.ok(g.pgn().trimEnd().endsWith(result));
  }
});

test('PGN: written with [Variant], read back in every variant; snapshots restore exactly', () => {
  const lines = {
    standard: 'e4 e5 Nf3 Nc6 Bb5 a6 O-O',
    crazyhouse: 'e4 d5 exd5 Qxd5 Nc3 Qa5 P@e4 P@f6 d4 Nc6',
    atomic: 'Nf3 d5 Nd4 e5 Nb5 c6',
    antichess: 'e3 b5 Bxb5 Bb7 Bxd7 Qxd7',
    horde: 'd5 e6 dxe6 dxe6',
    kingOfTheHill: 'e4 e5 Ke2 Ke7',
    racingKings: 'Kh3 Ka3 Kg4',
    threeCheck: 'e4 e5 Bc4 Nc6 Bxf7+ Kxf7 Qh5+',
  };
  const names = { crazyhouse: 'Crazyhouse', atomic: 'Atomic', antichess: 'Antichess', horde: 'Horde', kingOfTheHill: 'King of the Hill', racingKings: 'Racing Kings', threeCheck: 'Three-check' };
  for (const [variant, moves] of Object.entries(lines)) {
    const g = new Game(undefined, { variant });
    playAll(g, moves);
    const text = g.pgn();
    if (variant === 'standard') assert.ok(!text.includes('[Variant'));
    else assert.ok(text.includes(`[Variant "${names[variant]}"]`), text);
    const back = Game.fromPgn(text);
    assert.equal(back.variant(), variant);
    assert.equal(back.fen(), g.fen());
    assert.deepEqual(back.history({ verbose: true }), g.history({ verbose: true }));
    assert.equal(back.pgn(), text);
    const s = g.toJSON();
    assert.equal(s.variant, variant);
    const restored = Game.fromJSON(JSON.stringify(s));
    assert.deepEqual(restored.toJSON(), s);
    assert.equal(restored.fen(), g.fen());
    const copy = g.clone();
    copy.undo();
    assert.notEqual(copy.fen(), g.fen());
  }
  const z = new Game(null, { variant: 'crazyhouse' });
  playAll(z, 'e4 d5 exd5 Qxd5 Nc3 Qa5 P@e4');
  assert.equal(z.pgn({ tags: { White: 'A' }, maxLineLength: 30 }),
    '[Event "?"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n[White "A"]\n[Black "?"]\n[Result "*"]\n[Variant "Crazyhouse"]\n\n1. e4 d5 2. exd5 Qxd5 3. Nc3\nQa5 4. P@e4 *\n');
  const start = new Game('4k3/8/8/8/8/8/8/3QK3 b - - 2+3 0 7', { variant: '3-check' });
  start.move('Kf8');
  assert.ok(start.pgn().includes('[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/8/3QK3 b - - 2+3 0 7"]\n\n7... Kf8 *'), start.pgn());
  throwsCode(() => z.pgn({ tags: { 'bad name': 'x' } }), 'ERR_INVALID_ARGUMENT');
  throwsCode(() => Game.fromJSON({ ...z.toJSON(), moves: ['e2e4', 'a1a8'] }), 'ERR_INVALID_SNAPSHOT');
  throwsCode(() => Game.fromJSON({ ...z.toJSON(), ply: 99 }), 'ERR_INVALID_SNAPSHOT');
  throwsCode(() => Game.fromJSON('{'), 'ERR_INVALID_SNAPSHOT');
});

const LICHESS = `[Event "Rated Crazyhouse game"]
[Site "https://lichess.org/abcdefgh"]
[White "A"]
[Black "B"]
[Result "1-0"]
[Variant "Crazyhouse"]

1. e4 { [%clk 0:03:00] } 1... d5 2. exd5 Qxd5 3. Nc3 Qa5 4. d4 c6 5. Nf3 Bg4 6. Bd2 e6 7. @e5 @d5 8. Bd3 Nd7 1-0

[Event "Rated King of the Hill game"]
[Result "1-0"]
[Variant "koth"]

1. e3 e6 2. Ke2 Ke7 3. Kd3 Kd6 4. Kd4 1-0

[Variant "Shogi"]

1. e4 *

[Event "Rated Three-check game"]
[Variant "Three-check"]
[Result "1-0"]

1. e4 e5 2. Bc4 Nc6 3. Bxf7+ Kxf7 4. Qh5+ g6 5. Qxg6+ 1-0
`;

test('Game.fromPgn and readGames: the variant from the [Variant] tag and its aliases', async () => {
  const g = Game.fromPgn(LICHESS);
  assert.equal(g.variant(), 'crazyhouse');
  assert.equal(g.ply(), 16);
  assert.equal(g.history()[12], 'P@e5');
  assert.ok(g.pgn().includes('[Result "1-0"]') && g.pgn().includes('[Site "https://lichess.org/abcdefgh"]'));
  const s = g.toJSON();
  assert.equal(s.result, '1-0');
  assert.equal(s.recordMoves?.length, 16);
  assert.deepEqual(s.tags?.[0], ['Event', 'Rated Crazyhouse game']);
  assert.equal(Game.fromJSON(s).pgn(), g.pgn());
  g.undo();
  assert.ok(g.pgn().includes('[Result "*"]'), 'the record\'s result only on its line');

  const items = [];
  for await (const item of readGames(LICHESS)) items.push(item);
  assert.deepEqual(items.map((i) => i.index), [1, 2, 3, 4]);
  assert.equal(items[0].tags?.Variant, 'Crazyhouse');
  assert.equal(items[1].game?.variant(), 'kingOfTheHill');
  assert.deepEqual(items[1].game?.outcome(), { winner: 'w', termination: 'king_of_the_hill' });
  assert.ok(items[2].error instanceof ChessError);
  assert.equal(items[2].error.code, 'ERR_INVALID_PGN');
  assert.equal(items[2].error.reason, 'ERR_VARIANT_UNKNOWN');
  assert.equal(items[2].error.game, 3);
  assert.deepEqual(items[3].game?.outcome(), { winner: 'w', termination: 'three_checks' });
  for (const i of items) i.game?.free();
  const bytes = [];
  for await (const item of readGames(new TextEncoder().encode(LICHESS))) bytes.push(item.index);
  assert.deepEqual(bytes, [1, 2, 3, 4]);

  const bad = (text) => { try { Game.fromPgn(text); } catch (e) { return [e.code, e.reason]; } return null; };
  assert.deepEqual(bad(''), ['ERR_INVALID_PGN', 'ERR_PGN_EMPTY']);
  assert.deepEqual(bad('1. N@f3 *'), ['ERR_INVALID_PGN', 'ERR_ILLEGAL_MOVE']);
  assert.deepEqual(bad('1. e4 @ *'), ['ERR_INVALID_PGN', 'ERR_PGN_UNEXPECTED_CHARACTER']);
  await assert.rejects(async () => { for await (const _ of readGames(42)) { /* nothing */ } }, (e) => e.code === 'ERR_INVALID_ARGUMENT');
});

test('CommonJS: the same Game', () => {
  const cjs = require('chess-arbiter/variants');
  const g = new cjs.Game(null, { variant: 'atomic' });
  playAll(g, 'Nf3 a6 Ne5 a5 Nxd7');
  assert.deepEqual(g.outcome(), { winner: 'w', termination: 'king_exploded' });
  assert.ok(g.pgn().includes('[Variant "Atomic"]'));
});

test("the README's example", () => {
  const game = Game.fromPgn('[Variant "Crazyhouse"]\n\n1. e4 d5 2. exd5 Qxd5 3. @e4 *');
  game.move('Qe5');
  const text = game.pgn();
  assert.ok(text.includes('[Variant "Crazyhouse"]'));
  assert.ok(text.endsWith('\n\n1. e4 d5 2. exd5 Qxd5 3. P@e4 Qe5 *\n'), text);
});

test('a move object from Game#moves or legalMoves plays as it is, drops included (a new user passed one back and was refused)', async () => {
  const { applyMove, legalMoves } = await import('chess-arbiter/variants');
  const g = new Game('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[N] w KQkq - 0 1', { variant: 'crazyhouse' });
  const drop = g.moves().find((m) => m.drop === 'n' && m.to === 'e4');
  assert.ok(drop);
  assert.deepEqual(g.move(drop), { color: 'w', san: 'N@e4', uci: 'N@e4', to: 'e4', drop: 'n' });
  assert.equal(g.fen(), 'rnbqkbnr/pppppppp/8/8/4N3/8/PPPPPPPP/RNBQKBNR[] b KQkq - 1 1');
  const board = g.moves().find((m) => m.san === 'Nc6');
  assert.equal(g.move(board).uci, 'b8c6');
  const fen = '4k3/8/8/8/8/8/8/4K3[q] b - - 0 1';
  const qDrop = legalMoves(fen, { variant: 'crazyhouse' }).find((m) => m.uci === 'Q@e2');
  assert.equal(applyMove(fen, qDrop, { variant: 'crazyhouse' }), '4k3/8/8/8/8/8/4q3/4K3[] w - - 1 2');
  assert.equal(applyMove(fen, { to: 'e2', drop: 'q' }, { variant: 'crazyhouse' }), '4k3/8/8/8/8/8/4q3/4K3[] w - - 1 2');
  const before = g.fen();
  for (const bad of [{ to: 'e4', drop: 'k' }, { to: 'e9', drop: 'n' }, { to: 'e4', drop: 5 }]) {
    throwsCode(() => g.move(bad), 'ERR_INVALID_ARGUMENT');
  }
  assert.equal(g.fen(), before);
});

// A new user's trial: the variants entry echoed a 5e6-character move whole in its message,
// ignored option values of Game#moves/#move/fromPgn/readGames; each is now as the main entry's.
test('messages cut the input they quote to 24 characters and an ellipsis, as the main entry', async () => {
  const { applyMove, legalMoves } = await import('chess-arbiter/variants');
  const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
  const cut = `"${'N'.repeat(24)}…"`;
  assert.throws(() => applyMove(start, 'N'.repeat(5e6)), (e) => e.code === 'ERR_INVALID_MOVE' && e.message === `Not a move in SAN (e.g. Nf3, O-O, e8=Q) or UCI (e.g. g1f3, e7e8q): ${cut}`);
  assert.throws(() => new Game().move('N'.repeat(1e5)), (e) => e.code === 'ERR_INVALID_MOVE' && e.message === `Not a move in SAN (e.g. Nf3, O-O, e8=Q) or UCI (e.g. g1f3, e7e8q): ${cut}`);
  assert.throws(() => legalMoves(start, { variant: 'x'.repeat(1e5) }), (e) => e.code === 'ERR_VARIANT_UNKNOWN' && e.message.length < 60 && e.message.endsWith(`"${'x'.repeat(24)}…"`));
  assert.throws(() => legalMoves(`4k3/8/8/8/8/8/8/R3K3 w - - 3+${'3'.repeat(1e5)} 0 1`, { variant: 'threeCheck' }), (e) => e.code === 'ERR_INVALID_FEN' && e.reason === 'ERR_FEN_CHECKS' && e.message.length < 120 && e.message.includes(`"3+${'3'.repeat(22)}…"`));
  assert.throws(() => Game.fromPgn(`1. ${'N'.repeat(1e5)} *`), (e) => e.code === 'ERR_INVALID_PGN' && e.message.length < 200 && e.message.includes(`(${'N'.repeat(24)}…)`));
});

test('option values are checked as the main entry checks them (Game#moves, #move, fromPgn, readGames)', async () => {
  const main = await import('chess-arbiter');
  const g = new Game();
  const same = (fn, mainFn, message) => {
    assert.throws(fn, (e) => e instanceof ChessError && e.code === 'ERR_INVALID_ARGUMENT' && e.message === message);
    if (mainFn) assert.throws(mainFn, (e) => e.code === 'ERR_INVALID_ARGUMENT' && e.message === message);
  };
  same(() => g.moves('g1'), () => new main.Game().moves('g1'), 'Invalid argument: options must be an object, got string');
  same(() => g.moves({ square: 'z9' }), () => new main.Game().moves({ square: 'z9' }), 'Invalid argument: options.square must be a square name from a1 to h8, got "z9"');
  same(() => g.moves({ sqaure: 'g1' }), null, 'Invalid argument: options.sqaure is not an option of Game#moves (known: square)');
  assert.deepEqual(g.moves({ square: 'g1' }).map((m) => m.san), ['Nf3', 'Nh3']);
  assert.deepEqual(g.moves({ square: 'e5' }), []);
  const zh = new Game('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[N] w KQkq - 0 1', { variant: 'crazyhouse' });
  assert.equal(zh.moves().filter((m) => m.drop).length, 32);
  assert.deepEqual(zh.moves({ square: 'b1' }).map((m) => m.uci), ['b1a3', 'b1c3']);
  // The variants' Game reads no strict (nor lang): the option is refused, not ignored.
  same(() => g.move('Nf3', { strict: 1 }), null, 'Invalid argument: options.strict is not an option of Game#move (it takes none)');
  same(() => g.move('Nf3', 'x'), null, 'Invalid argument: options must be an object, got string');
  same(() => Game.fromPgn('1. e4 *', { strict: 'no' }), null, 'Invalid argument: options.strict is not an option of Game.fromPgn (known: skipBadVariations)');
  same(() => Game.fromPgn('1. e4 *', { skipBadVariations: 'no' }), () => main.Game.fromPgn('1. e4 *', { skipBadVariations: 'no' }), 'Invalid argument: options.skipBadVariations must be true or false, got "no"');
  assert.throws(() => main.Game.fromPgn('1. e4 *', { strict: 'no' }), (e) => e.code === 'ERR_INVALID_ARGUMENT');
  assert.equal(g.history().length, 0, 'a refused call changes nothing');
  assert.equal(g.move('Nf3', {}).san, 'Nf3');
  await assert.rejects(async () => { for await (const _ of readGames('1. e4 *', { strict: 'no' })) { /* nothing */ } }, (e) => e.code === 'ERR_INVALID_ARGUMENT' && e.message === 'Invalid argument: options.strict is not an option of readGames (known: skipBadVariations)');
});
