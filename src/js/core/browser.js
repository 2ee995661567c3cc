// The entry of `chess-arbiter/core` (the rules-only build) that bundlers and runtimes get, and,
// bundled by scripts/build.sh, pkg/core/node.js and pkg/core/index.cjs: the wasm inside,
// instantiated synchronously on import (see ../browser.js).
import { instantiate } from './load.js';
import { wasmBytes } from './wasm.js';

instantiate(wasmBytes);

export {
  ChessError, applyMove, chess960Fen, isCheck, isCheckmate, isStalemate, legalMoves,
  memoryBytes, perft, perftCopyMake, toDests, validateFen, version,
} from './rules.js';
export { checkSquare, isPromotion, pieceChanges } from './rules.js';
