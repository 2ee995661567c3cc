// Size entry (bench/run.mjs): chess-arbiter with explainMove, whose rulings' module and texts a
// bundler makes chunks of their own, loaded on the first call (the rows count those chunks).
import { legalMoves, Game, explainMove } from 'chess-arbiter';

globalThis.lib = { legalMoves, Game, explainMove };
