// Size entry (bench/run.mjs): what the bench uses of chess.js.
import { Chess } from 'chess.js';

globalThis.lib = { Chess };
