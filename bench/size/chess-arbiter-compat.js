// Size entry (bench/run.mjs): `chess-arbiter/compat` (chess.js's API) as an app moving from
// chess.js would import it.
import { Chess } from '../../pkg/compat/index.js';

globalThis.lib = { Chess };
