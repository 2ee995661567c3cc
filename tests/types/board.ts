// The board helpers' types (toDests' castling, isPromotion, checkSquare, pieceChanges, Game's
// lastMove/checkSquare/toDests/isPromotion), checked with `tsc --strict` against the installed
// package. Each `@ts-expect-error` must be an error: if a type loosens, tsc fails.
import { Game, checkSquare, isPromotion, legalMoves, pieceChanges, toDests } from 'chess-arbiter';
import type { CastlingDests, Move, Piece, PieceChange, Square } from 'chess-arbiter';
import * as core from 'chess-arbiter/core';

const mode: CastlingDests = 'rook';
const dests: Map<Square, Square[]> = toDests('8/8/8/8/8/8/8/K6k w - - 0 1', { castling: mode, chess960: false });
// @ts-expect-error castling is 'king', 'rook' or 'both'
toDests('8/8/8/8/8/8/8/K6k w - - 0 1', { castling: 'queen' });
const promo: boolean = isPromotion('8/P7/8/8/8/8/8/K6k w - - 0 1', { from: 'a7', to: 'a8' });
// @ts-expect-error a drop needs both squares
isPromotion('8/P7/8/8/8/8/8/K6k w - - 0 1', { from: 'a7' });
const promoTo: boolean = isPromotion('8/P7/8/8/8/8/8/K6k w - - 0 1', { from: 'a7', to: 'a8', promotion: 'n' });
// @ts-expect-error a pawn never promotes to a king (Art. 3.7.5.1)
isPromotion('8/P7/8/8/8/8/8/K6k w - - 0 1', { from: 'a7', to: 'a8', promotion: 'k' });
const check: Square | undefined = checkSquare('8/8/8/8/8/8/8/K6k w - - 0 1');
const move: Move | undefined = legalMoves('8/8/8/8/8/8/8/K6k w - - 0 1')[0];
const changes: PieceChange[] = move ? pieceChanges(move) : [];
const placed: Piece | null | undefined = changes[0]?.piece;
// @ts-expect-error a piece is { color, type }
const role: 'pawn' | undefined = placed?.type;

const g = new Game();
const last: Move | undefined = g.lastMove();
const gameCheck: Square | undefined = g.checkSquare();
const gameDests: Map<Square, Square[]> = g.toDests({ castling: 'both' });
const gamePromo: boolean = g.isPromotion({ from: 'e2', to: 'e4' });
const gamePromoTo: boolean = g.isPromotion({ from: 'e2', to: 'e4', promotion: 'q' });
// @ts-expect-error a promotion letter is q, r, b or n
g.isPromotion({ from: 'e2', to: 'e4', promotion: 'p' });
const coreDests: Map<Square, Square[]> = core.toDests('8/8/8/8/8/8/8/K6k w - - 0 1', { castling: 'king' });
const coreChanges: core.PieceChange[] = move ? core.pieceChanges(move) : [];
const coreCheck: Square | undefined = core.checkSquare('8/8/8/8/8/8/8/K6k w - - 0 1');
const corePromo: boolean = core.isPromotion('8/P7/8/8/8/8/8/K6k w - - 0 1', { from: 'a7', to: 'a8' });
const corePromoTo: boolean = core.isPromotion('8/P7/8/8/8/8/8/K6k w - - 0 1', { from: 'a7', to: 'a8', promotion: 'q' });

export { promoTo, gamePromoTo, corePromoTo };
export { dests, promo, check, changes, role, last, gameCheck, gameDests, gamePromo, coreDests, coreChanges, coreCheck, corePromo };
