// The lessons of `chess-arbiter/lessons`, in the order of FIDE Article 3, then Art. 5.1 and 5.2.
// Data only: positions, goals and solutions; the texts are in ./text/{lang}.js, loaded on demand.
//
// An exercise: `fen` (read with { lesson: true }: a side may have no king), `success` (the goal
// kind and its data), `solution` (one shortest line of the learner's moves, UCI), `replies`
// (scripted moves of the other side after each of the learner's moves; without one the other
// side passes), `maxMoves` (the learner's moves allowed; absent for `reach` and `captureAll`:
// no limit), `wrong` (a typical illegal try and the code of the rule it breaks).

const ex = (fen, success, solution, wrong, more = {}) => ({ fen, success, solution, wrong: { uci: wrong[0], code: wrong[1] }, ...more });
const reach = (...squares) => ({ kind: 'reach', squares });
const captureAll = (...squares) => ({ kind: 'captureAll', squares });
const promote = (role) => ({ kind: 'promote', role });
const castle = (side) => ({ kind: 'castle', side });
const ESCAPE = { kind: 'escape' };
const CHECK = { kind: 'check' };
const MATE = { kind: 'checkmate' };
const STALEMATE = { kind: 'stalemate' };
const EN_PASSANT = { kind: 'enPassant' };

export const LESSONS = [
  { id: 'capture', article: '3.1', exercises: [
    ex('8/8/8/n3b3/8/8/8/R1N5 w - - 0 1', captureAll('a5', 'e5'), ['a1a5', 'a5e5'], ['a1c1', 'ERR_OWN_PIECE_ON_TARGET']),
    ex('8/8/8/6r1/8/4p3/1N6/2B5 w - - 0 1', captureAll('e3', 'g5'), ['c1e3', 'e3g5'], ['c1b2', 'ERR_OWN_PIECE_ON_TARGET']),
    ex('r7/8/8/n2b4/8/8/4P3/3Q4 w - - 0 1', captureAll('d5', 'a5', 'a8'), ['d1d5', 'd5a5', 'a5a8'], ['d1e2', 'ERR_OWN_PIECE_ON_TARGET']),
    ex('8/8/5p2/8/4p3/2p5/3P4/1N6 w - - 0 1', captureAll('c3', 'e4', 'f6'), ['b1c3', 'c3e4', 'e4f6'], ['b1d2', 'ERR_OWN_PIECE_ON_TARGET']),
  ] },
  { id: 'bishop', article: '3.2', exercises: [
    ex('8/8/8/8/8/8/8/2B5 w - - 0 1', reach('h6', 'f8'), ['c1h6', 'h6f8'], ['c1c4', 'ERR_BISHOP_MOVE']),
    ex('8/8/8/8/8/8/8/5B2 w - - 0 1', reach('a8'), ['f1g2', 'g2a8'], ['f1f5', 'ERR_BISHOP_MOVE']),
    ex('8/8/8/8/3n4/8/8/B5r1 w - - 0 1', captureAll('d4', 'g1'), ['a1d4', 'd4g1'], ['a1a4', 'ERR_BISHOP_MOVE']),
    ex('1r6/n7/8/8/5B2/8/8/8 w - - 0 1', captureAll('b8', 'a7'), ['f4b8', 'b8a7'], ['f4f8', 'ERR_BISHOP_MOVE']),
  ] },
  { id: 'rook', article: '3.3', exercises: [
    ex('8/8/8/8/8/8/8/R7 w - - 0 1', reach('h8'), ['a1a8', 'a8h8'], ['a1b2', 'ERR_ROOK_MOVE']),
    ex('8/3p4/8/3R4/8/8/3n2b1/8 w - - 0 1', captureAll('d7', 'd2', 'g2'), ['d5d7', 'd7d2', 'd2g2'], ['d5e6', 'ERR_ROOK_MOVE']),
    ex('8/8/8/8/8/8/8/7R w - - 0 1', reach('c3', 'f6'), ['h1h3', 'h3c3', 'c3c6', 'c6f6'], ['h1g2', 'ERR_ROOK_MOVE']),
    ex('r6n/8/8/8/8/8/8/R7 w - - 0 1', captureAll('a8', 'h8'), ['a1a8', 'a8h8'], ['a1h8', 'ERR_ROOK_MOVE']),
  ] },
  { id: 'queen', article: '3.4', exercises: [
    ex('8/8/8/8/8/8/8/3Q4 w - - 0 1', reach('h8'), ['d1d8', 'd8h8'], ['d1e3', 'ERR_QUEEN_MOVE']),
    ex('8/5p2/8/3Q4/8/1n6/8/5r2 w - - 0 1', captureAll('b3', 'f7', 'f1'), ['d5b3', 'b3f7', 'f7f1'], ['d5c7', 'ERR_QUEEN_MOVE']),
    ex('n7/8/8/8/4Q3/8/8/1r5b w - - 0 1', captureAll('a8', 'h1', 'b1'), ['e4a8', 'a8h1', 'h1b1'], ['e4f6', 'ERR_QUEEN_MOVE']),
  ] },
  { id: 'noJumping', article: '3.5', exercises: [
    ex('8/8/8/8/N7/8/8/R7 w - - 0 1', reach('a8'), ['a4b6', 'a1a8'], ['a1a8', 'ERR_PIECE_IN_THE_WAY']),
    ex('8/8/8/8/8/8/3P4/2B5 w - - 0 1', reach('g5'), ['d2d4', 'c1g5'], ['c1g5', 'ERR_PIECE_IN_THE_WAY']),
    ex('8/8/8/8/3p4/8/8/3Q4 w - - 0 1', reach('d8'), ['d1d4', 'd4d8'], ['d1d8', 'ERR_PIECE_IN_THE_WAY']),
  ] },
  { id: 'knight', article: '3.6', exercises: [
    ex('8/8/8/8/8/8/8/6N1 w - - 0 1', reach('f3', 'e5'), ['g1f3', 'f3e5'], ['g1g3', 'ERR_KNIGHT_MOVE']),
    ex('8/8/8/8/8/8/PPPP4/1N6 w - - 0 1', reach('c3', 'e4'), ['b1c3', 'c3e4'], ['b1b3', 'ERR_KNIGHT_MOVE']),
    ex('n7/2p5/4p3/8/3N4/8/8/8 w - - 0 1', captureAll('e6', 'c7', 'a8'), ['d4e6', 'e6c7', 'c7a8'], ['d4d6', 'ERR_KNIGHT_MOVE']),
    ex('8/8/7p/5p2/3N4/8/8/8 w - - 0 1', captureAll('f5', 'h6'), ['d4f5', 'f5h6'], ['d4f6', 'ERR_KNIGHT_MOVE']),
  ] },
  { id: 'pawn', article: '3.7.1', exercises: [
    ex('8/8/8/8/8/8/4P3/8 w - - 0 1', reach('e5'), ['e2e4', 'e4e5'], ['e2e5', 'ERR_PAWN_MOVE']),
    ex('8/8/8/3np3/4P3/8/8/8 w - - 0 1', captureAll('d5'), ['e4d5'], ['e4e5', 'ERR_PAWN_BLOCKED']),
    ex('8/8/8/8/3n4/2p5/1P6/8 w - - 0 1', captureAll('c3', 'd4'), ['b2c3', 'c3d4'], ['b2a3', 'ERR_PAWN_DIAGONAL']),
    ex('8/8/8/8/8/4P3/8/8 w - - 0 1', reach('e5'), ['e3e4', 'e4e5'], ['e3e5', 'ERR_PAWN_DOUBLE_STEP']),
  ] },
  { id: 'enPassant', article: '3.7.4', exercises: [
    ex('8/8/8/3pP3/8/8/8/8 w - d6 0 1', EN_PASSANT, ['e5d6'], ['e5f6', 'ERR_PAWN_DIAGONAL']),
    ex('8/3p4/8/8/4P3/8/8/8 w - - 0 1', EN_PASSANT, ['e4e5', 'e5d6'], ['e4d5', 'ERR_PAWN_DIAGONAL'], { replies: ['d7d5'], maxMoves: 2 }),
    ex('8/8/8/8/3Pp3/8/8/8 b - d3 0 1', EN_PASSANT, ['e4d3'], ['e4e5', 'ERR_PAWN_BACKWARD']),
    ex('8/8/8/3pP3/8/8/8/8 w - - 0 1', reach('e7'), ['e5e6', 'e6e7'], ['e5d6', 'ERR_EN_PASSANT_EXPIRED']),
  ] },
  { id: 'promotion', article: '3.7.5', exercises: [
    ex('8/4P3/8/8/8/8/8/8 w - - 0 1', promote('q'), ['e7e8q'], ['e7e8', 'ERR_PROMOTION_REQUIRED']),
    ex('5n2/6P1/8/8/8/8/8/8 w - - 0 1', promote('n'), ['g7f8n'], ['g7g6', 'ERR_PAWN_BACKWARD']),
    ex('1r6/P7/8/8/8/8/8/8 w - - 0 1', promote('r'), ['a7b8r'], ['a7a8k', 'ERR_PROMOTION_PIECE']),
    ex('8/8/8/8/8/8/3p4/8 b - - 0 1', promote('q'), ['d2d1q'], ['d2d3', 'ERR_PAWN_BACKWARD']),
  ] },
  { id: 'king', article: '3.8.1', exercises: [
    ex('8/8/8/8/8/8/8/4K3 w - - 0 1', reach('e4'), ['e1e2', 'e2e3', 'e3e4'], ['e1e3', 'ERR_KING_MOVE']),
    ex('8/8/1n6/2n5/3K4/8/8/8 w - - 0 1', captureAll('c5', 'b6'), ['d4c5', 'c5b6'], ['d4b6', 'ERR_KING_MOVE']),
    ex('8/8/8/8/8/8/8/4K3 w - - 0 1', reach('c3'), ['e1d2', 'd2c3'], ['e1c3', 'ERR_KING_MOVE']),
  ] },
  { id: 'castling', article: '3.8.2', exercises: [
    ex('4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1', castle('king'), ['e1g1'], ['e1e3', 'ERR_KING_MOVE']),
    ex('4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1', castle('queen'), ['e1c1'], ['e1c2', 'ERR_KING_MOVE']),
    ex('r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1', castle('king'), ['e8g8'], ['e8e6', 'ERR_KING_MOVE']),
  ] },
  { id: 'castlingRights', article: '3.8.2.1', exercises: [
    ex('4k3/8/8/8/8/8/7R/R3K3 w Q - 0 1', castle('queen'), ['e1c1'], ['e1g1', 'ERR_CASTLING_ROOK_MOVED']),
    ex('4k3/8/8/8/8/8/8/R3K2R w - - 0 1', reach('f1'), ['h1f1'], ['e1g1', 'ERR_CASTLING_KING_MOVED']),
    ex('r3k2r/8/8/8/8/8/8/4K3 b k - 0 1', castle('king'), ['e8g8'], ['e8c8', 'ERR_CASTLING_ROOK_MOVED']),
  ] },
  { id: 'castlingPrevented', article: '3.8.2.2', exercises: [
    ex('4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1', castle('queen'), ['e1c1'], ['e1g1', 'ERR_CASTLING_THROUGH_CHECK']),
    ex('4k3/8/8/8/8/8/6r1/R3K2R w KQ - 0 1', castle('queen'), ['e1c1'], ['e1g1', 'ERR_CASTLING_INTO_CHECK']),
    ex('4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1', castle('queen'), ['b1c3', 'e1c1'], ['e1c1', 'ERR_CASTLING_BLOCKED'], { maxMoves: 2 }),
    ex('4k3/8/8/8/1b6/8/8/R3K2R w KQ - 0 1', ESCAPE, ['e1f1'], ['e1g1', 'ERR_CASTLING_OUT_OF_CHECK']),
  ] },
  { id: 'check', article: '3.9', exercises: [
    ex('4k3/8/8/8/8/8/8/r3K3 w - - 0 1', ESCAPE, ['e1e2'], ['e1f1', 'ERR_KING_INTO_CHECK']),
    ex('4k3/8/8/8/8/1B6/3PPP2/r3K3 w - - 0 1', ESCAPE, ['b3d1'], ['d2d3', 'ERR_KING_LEFT_IN_CHECK']),
    ex('4k3/8/8/8/8/8/4r3/4K3 w - - 0 1', captureAll('e2'), ['e1e2'], ['e1f2', 'ERR_KING_INTO_CHECK'], { maxMoves: 1 }),
    ex('4k3/8/8/8/8/8/8/R3K3 w - - 0 1', CHECK, ['a1a8'], ['a1b2', 'ERR_ROOK_MOVE']),
  ] },
  { id: 'pin', article: '3.9.2', exercises: [
    ex('4k3/4r3/8/8/8/2n5/1P2N3/4K3 w - - 0 1', captureAll('c3'), ['b2c3'], ['e2c3', 'ERR_PINNED'], { maxMoves: 1 }),
    ex('4k3/8/8/b7/8/8/3B4/4K3 w - - 0 1', captureAll('a5'), ['d2a5'], ['d2e3', 'ERR_PINNED'], { maxMoves: 1 }),
    ex('4k3/8/8/8/1N2r3/3p4/4P3/4K3 w - - 0 1', captureAll('d3'), ['b4d3'], ['e2d3', 'ERR_PINNED'], { maxMoves: 1 }),
  ] },
  { id: 'checkmate', article: '5.1', exercises: [
    ex('6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', MATE, ['a1a8'], ['a1b3', 'ERR_ROOK_MOVE']),
    ex('k7/8/1K6/8/8/8/7Q/8 w - - 0 1', MATE, ['h2h8'], ['h2a7', 'ERR_QUEEN_MOVE']),
    ex('6rk/6pp/7N/8/8/8/8/4K3 w - - 0 1', MATE, ['h6f7'], ['h6g6', 'ERR_KNIGHT_MOVE']),
    ex('3r2k1/8/8/8/8/8/5PPP/6K1 b - - 0 1', MATE, ['d8d1'], ['d8e7', 'ERR_ROOK_MOVE']),
  ] },
  { id: 'stalemate', article: '5.2', exercises: [
    ex('7k/8/8/6Q1/8/8/8/K7 w - - 0 1', STALEMATE, ['g5g6'], ['g5e8', 'ERR_QUEEN_MOVE']),
    ex('k7/8/1K6/8/8/8/8/2Q5 w - - 0 1', MATE, ['c1c8'], ['c1b3', 'ERR_QUEEN_MOVE']),
    ex('8/8/8/8/8/3q4/8/K7 b - - 0 1', STALEMATE, ['d3b3'], ['d3b2', 'ERR_QUEEN_MOVE']),
  ] },
];
