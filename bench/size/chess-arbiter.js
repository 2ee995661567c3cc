// Size entry (bench/run.mjs): what the bench uses of chess-arbiter, as a web app would import it.
import { legalMoves, perft, perftCopyMake, Game } from '../../pkg/index.js';

globalThis.lib = { legalMoves, perft, perftCopyMake, Game };
