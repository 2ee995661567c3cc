// Entry of `chess-arbiter/core`, the rules-only build, for a page without a bundler (an import
// map to pkg/core/index.js): the .wasm file beside it, fetched, with top-level await.
import { load } from './load.js';

await load(new URL('chess_arbiter_bg.wasm', import.meta.url));

export {
  ChessError, applyMove, chess960Fen, isCheck, isCheckmate, isStalemate, legalMoves,
  memoryBytes, perft, perftCopyMake, toDests, validateFen, version,
} from './rules.js';
export { checkSquare, isPromotion, pieceChanges } from './rules.js';
