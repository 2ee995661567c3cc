// Types of `chess-arbiter/core`, the rules-only build: the same free functions, with the same
// shapes and errors, as the full package (see ../index.d.ts); no Game, PGN or rulings.
export type {
  Color, FenField, FenProblem, FenValidation, Move, MoveInput, MoveOptions, PositionOptions,
  PromotionRole, Role, Square,
} from '../index.js';
export {
  ChessError, applyMove, chess960Fen, isCheck, isCheckmate, isStalemate, legalMoves,
  memoryBytes, perft, perftCopyMake, toDests, validateFen, version,
} from '../index.js';
export type { CastlingDests, DestsOptions, Piece, PieceChange } from '../index.js';
export { checkSquare, isPromotion, pieceChanges } from '../index.js';
