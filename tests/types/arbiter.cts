// A CommonJS TypeScript consumer of `chess-arbiter/arbiter` (`require`), through its require types.
import arbiter = require('chess-arbiter/arbiter');

const a = new arbiter.Arbiter({ timeControl: '60+1' });
const san: string = a.move('e4', { at: 0 }).san;
const left: number | null = a.remaining(5).black;

// @ts-expect-error the arbiter's entry has no Game (that is the full package's)
arbiter.Game;

export = { san, left };
