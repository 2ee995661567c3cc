// Size entry (bench/run.mjs): what the bench uses of chess-arbiter, as a web app would import it.
import { legalMoves, perft, perftCopyMake, Game } from 'chess-arbiter';

globalThis.lib = { legalMoves, perft, perftCopyMake, Game };
