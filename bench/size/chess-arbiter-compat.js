// Size entry (bench/run.mjs): `chess-arbiter/compat` (chess.js's API) as an app moving from
// chess.js would import it.
import { Chess } from 'chess-arbiter/compat';

globalThis.lib = { Chess };
