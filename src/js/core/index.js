// Browser / bundler entry of `chess-arbiter/core`, the rules-only build: the free functions
// over a FEN (legalMoves, applyMove, isCheck, validateFen, perft, toDests, ...) with a wasm that
// holds the rules only, no Game, PGN or rulings. Initialises itself with top-level await.
import init from './chess_arbiter.js';

await init({ module_or_path: new URL('chess_arbiter_bg.wasm', import.meta.url) });

export {
  ChessError, applyMove, chess960Fen, isCheck, isCheckmate, isStalemate, legalMoves,
  memoryBytes, perft, perftCopyMake, toDests, validateFen, version,
} from './rules.js';
