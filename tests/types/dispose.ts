// `using game = new Game()` (issue 19): Game has [Symbol.dispose], declared so that it type-checks
// even with a TypeScript lib older than esnext.disposable (this config's lib is es2022).
import { Game } from 'chess-arbiter';

const game = new Game();
const dispose: () => void = () => game[Symbol.dispose]();

export { dispose };
