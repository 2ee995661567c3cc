// Size entry (bench/run.mjs): `chess-arbiter/variants` alone (the lichess variants' rules and
// Game), as a variants board would import it.
import { legalMoves, applyMove, toDests, outcome, Game } from 'chess-arbiter/variants';

globalThis.lib = { legalMoves, applyMove, toDests, outcome, Game };
