// A CommonJS TypeScript consumer of `chess-arbiter/variants` (`require`), through its require types.
import variants = require('chess-arbiter/variants');

const fen: string = variants.applyMove(variants.startingFen('zh'), 'e4', { variant: 'zh' });
const end: variants.VariantOutcome | null = variants.outcome(fen, { variant: 'zh' });

// @ts-expect-error the variants entry has no Game class yet
variants.Game;

export = { fen, end };
