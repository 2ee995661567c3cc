// An ESM TypeScript consumer of `chess-arbiter/variants` (issue 36): the variant option, the
// move and outcome shapes, and what the types refuse.
import {
  ChessError, VARIANTS, applyMove, dropDests, isCheck, legalMoves, outcome, perft, startingFen, toDests, validateFen, variantKey,
  type Square, type VariantKey, type VariantMove, type VariantOutcome, type VariantTermination,
} from 'chess-arbiter/variants';

const fen: string = startingFen('crazyhouse');
const keys: readonly VariantKey[] = VARIANTS;
const key: VariantKey = variantKey('zh');
const moves: VariantMove[] = legalMoves(fen, { variant: 'crazyhouse' });
const drop: 'p' | 'n' | 'b' | 'r' | 'q' | undefined = moves[0]?.drop;
const next: string = applyMove(fen, { from: 'e2', to: 'e4' }, { variant: 'King of the Hill' });
const promoted: string = applyMove('8/P7/8/8/8/8/8/7k w - - 0 1', { from: 'a7', to: 'a8', promotion: 'k' }, { variant: 'antichess' });
const check: boolean = isCheck(fen, { variant: 'threeCheck' });
const nodes: number = perft(fen, 2, { variant: 'atomic' });
const dests: Map<Square, Square[]> = toDests(fen);
const drops: Square[] = dropDests(fen, 'n', { variant: 'crazyhouse' });
const end: VariantOutcome | null = outcome(fen, { variant: 'horde' });
const how: VariantTermination | undefined = end?.termination;
const winner: 'w' | 'b' | null | undefined = end?.winner;
const checked = validateFen(fen, { variant: 'zh' });
const normal: string = checked.ok ? checked.fen : checked.errors[0].code;
const err: ChessError | undefined = undefined;

// @ts-expect-error a variant is a string
perft(fen, 2, { variant: 3 });
// @ts-expect-error no king drops
dropDests(fen, 'k');
// @ts-expect-error a promotion is a role letter
applyMove(fen, { from: 'e2', to: 'e4', promotion: 'x' });

// The Game of the variants.
import { Game, readGames, type VariantGameSnapshot, type VariantPlayedMove, type VariantReadGamesItem } from 'chess-arbiter/variants';
const game = new Game(undefined, { variant: 'crazyhouse' });
const played: VariantPlayedMove = game.move({ from: 'e2', to: 'e4' });
const dropped: 'p' | 'n' | 'b' | 'r' | 'q' | undefined = played.drop;
const color: 'w' | 'b' = played.color;
const sans: string[] = game.history();
const verbose: VariantPlayedMove[] = game.history({ verbose: true });
const gameEnd: VariantOutcome | undefined = game.outcome();
const snapshot: VariantGameSnapshot = game.toJSON();
const claim: 'threefold_repetition' | null = snapshot.claim;
const back: Game = Game.fromJSON(JSON.stringify(snapshot));
const fromPgn: Game = Game.fromPgn('[Variant "zh"]\n\n1. e4 *');
const skipping: Game = Game.fromPgn('1. e4 (1. e5) e5 *', { skipBadVariations: true });
// @ts-expect-error the variants read no `strict`
Game.fromPgn('1. e4 *', { strict: true });
// @ts-expect-error a switch is true or false
Game.fromPgn('1. e4 *', { skipBadVariations: 'yes' });
const text: string = fromPgn.pgn({ maxLineLength: 60, tags: { Event: 'x' } });
const gameDrops: Square[] = game.dropDests('p');
const reps: number[] = game.repetitions();
const can: boolean = game.canClaimThreefoldRepetition();
const termination: VariantTermination = 'king_exploded';
async function all(pgn: string): Promise<number> {
  let n = 0;
  for await (const item of readGames(pgn)) {
    const it: VariantReadGamesItem = item;
    if (it.game) n += it.game.ply();
    else if (it.error) n += it.error.code.length;
  }
  return n;
}
// @ts-expect-error the termination names are snake_case
const camel: VariantTermination = 'kingExploded';
// @ts-expect-error a drop's role is a letter
game.dropDests('pawn');
// a move of Game#moves or legalMoves goes back into move() and applyMove() as it is, drops too
const first: VariantPlayedMove = game.move(game.moves()[0]!);
const byDrop: VariantPlayedMove = game.move({ to: 'e4', drop: 'n' });
// @ts-expect-error no king drops
game.move({ to: 'e4', drop: 'k' });
export { first, byDrop };

export { keys, key, drop, next, promoted, check, nodes, dests, drops, how, winner, normal, err };
export { dropped, color, sans, verbose, gameEnd, claim, back, text, skipping, gameDrops, reps, can, termination, all, camel };

// Boards and rulings: pieceChanges' flags, explainMove's answer.
import { explainMove, pieceChanges, type VariantMoveExplanation, type VariantPieceChange } from 'chess-arbiter/variants';
const changes: VariantPieceChange[] = pieceChanges(fen, 'e4', { variant: 'atomic' });
const fromMove: VariantPieceChange[] = pieceChanges(fen, moves[0], { variant: 'crazyhouse' });
const burst: boolean = changes.some((c) => c.exploded === true && c.captured?.type === 'q' && c.piece === null);
const pocketed: 'w' | 'b' | undefined = fromMove[0]?.pocket?.color;
async function rule(): Promise<string> {
  const r: VariantMoveExplanation = await explainMove(fen, { to: 'e4', drop: 'q' }, { variant: 'zh', lang: 'fa' });
  if (r.legal) return r.move.uci;
  const article: string | null = r.article;
  return `${r.code} ${r.squares.join(' ')} ${article} ${r.message}`;
}
// @ts-expect-error the rulings' languages only
explainMove(fen, 'e4', { variant: 'atomic', lang: 'de' });
// @ts-expect-error no king drops
explainMove(fen, { to: 'e4', drop: 'k' }, { variant: 'zh' });
export { burst, pocketed, rule };
