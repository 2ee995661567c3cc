// Size entry (bench/run.mjs): the rules-only build `chess-arbiter/core`, as a web app that needs
// legal moves, move application and perft (no Game, PGN or rulings) would import it.
import { legalMoves, applyMove, perft, perftCopyMake } from 'chess-arbiter/core';

globalThis.lib = { legalMoves, applyMove, perft, perftCopyMake };
