// A CommonJS TypeScript consumer (`require`), resolved through the package's require types.
import arbiter = require('chess-arbiter');

const v: string = arbiter.version();

// @ts-expect-error version() returns a string, not a boolean
const b: boolean = arbiter.version();

export = { v, b };
