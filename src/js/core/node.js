// Node.js entry of `chess-arbiter/core` (the rules-only build), for `import` and, bundled to
// pkg/core/index.cjs, for `require`. Initialises synchronously from the .wasm beside it.
import { readFileSync } from 'node:fs';
import { initSync } from './chess_arbiter.js';

initSync({ module: readFileSync(new URL('chess_arbiter_bg.wasm', import.meta.url)) });

export {
  ChessError, applyMove, chess960Fen, isCheck, isCheckmate, isStalemate, legalMoves,
  memoryBytes, perft, perftCopyMake, toDests, validateFen, version,
} from './rules.js';
