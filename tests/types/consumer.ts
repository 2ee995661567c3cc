// An ESM TypeScript consumer of chess-arbiter, checked with `tsc --strict` (npm test, "types").
// Each `@ts-expect-error` must be an error: if the types loosen (e.g. to `any`), tsc fails.
import { version } from 'chess-arbiter';
import * as arbiter from 'chess-arbiter';

/** true only when T is `any`. */
type IsAny<T> = 0 extends 1 & T ? true : false;

const v: string = version();
const notAny: IsAny<ReturnType<typeof version>> = false;

// @ts-expect-error version() returns a string, not a number
const n: number = version();

// @ts-expect-error no such export
arbiter.noSuchExport();

export { v, notAny, n };
