// Size entry (bench/run.mjs): `chess-arbiter/arbiter` alone (the timed game: clocks, claims,
// resignation), as a web app with a game clock would import it.
import { Arbiter, parseTimeControl } from 'chess-arbiter/arbiter';

globalThis.lib = { Arbiter, parseTimeControl };
