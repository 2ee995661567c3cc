// A CommonJS TypeScript consumer of `chess-arbiter/variants` (`require`), through its require types.
import variants = require('chess-arbiter/variants');

const fen: string = variants.applyMove(variants.startingFen('zh'), 'e4', { variant: 'zh' });
const end: variants.VariantOutcome | null = variants.outcome(fen, { variant: 'zh' });

const game = new variants.Game(null, { variant: 'zh' });
const played: variants.VariantPlayedMove = game.move('e4');
const over: variants.VariantOutcome | undefined = game.outcome();
game.free();

// @ts-expect-error a Game's outcome is undefined while it goes on, never null
const never: variants.VariantOutcome | null = game.outcome();

export = { fen, end, played, over, never };
