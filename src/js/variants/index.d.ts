// Types of `chess-arbiter/variants`: the lichess variants as free functions over a FEN with a
// `{ variant }` option (docs/variants.md). Every error is a ChessError with a stable `code`.
export { ChessError } from '../index.js';
import type { CastlingDests, Square } from '../index.js';
export type { Square } from '../index.js';

/** Lichess's API keys. */
export type VariantKey = 'standard' | 'antichess' | 'atomic' | 'crazyhouse' | 'horde' | 'kingOfTheHill' | 'racingKings' | 'threeCheck';
/** The keys of the variants this entry plays, standard first. */
export declare const VARIANTS: readonly VariantKey[];
/**
 * The variant: a lichess key, or a name PGN `[Variant "..."]` tags use (`zh`, `koth`,
 * `3-check`, `Three-check`, `King of the Hill`, ...; case, spaces, `-` and `_` ignored).
 * Absent: standard chess. An unknown name throws `ERR_VARIANT_UNKNOWN`.
 */
export interface VariantOptions {
  variant?: VariantKey | (string & {});
}
/** A legal move: SAN and UCI; a board move has `from` (and `promotion`: 'q' | 'r' | 'b' | 'n', or 'k' in antichess), a drop has `drop` (the role letter) and no `from`. */
export interface VariantMove {
  san: string;
  uci: string;
  from?: Square;
  to: Square;
  promotion?: 'q' | 'r' | 'b' | 'n' | 'k';
  drop?: 'p' | 'n' | 'b' | 'r' | 'q';
}
/** A move given to `applyMove`: SAN (`Nf3`, `N@f3`, `@e4`, `e8=K`), UCI (`g1f3`, `P@e4`, `e7e8k`) or squares. */
export type VariantMoveInput = string | { from: Square; to: Square; promotion?: 'q' | 'r' | 'b' | 'n' | 'k' };
/** How a variant game ended (docs/variants.md: what each means). */
export type VariantTermination = 'checkmate' | 'stalemate' | 'insufficientMaterial' | 'kingOfTheHill' | 'threeChecks'
  | 'kingExploded' | 'raceWon' | 'raceDrawn' | 'hordeDestroyed' | 'allPiecesLost' | 'antichessStalemate';
/** The end of a game on the board: the winner (`null` for a draw) and how. */
export interface VariantOutcome {
  winner: 'w' | 'b' | null;
  termination: VariantTermination;
}
/** `validateFen`'s answer: the FEN as the variant writes it, or the first problem. */
export type VariantFenValidation =
  | { ok: true; fen: string }
  | { ok: false; errors: { code: string; message: string }[] };

/** Lichess's API key of a variant name or alias (`'zh'` -> `'crazyhouse'`). Throws ERR_VARIANT_UNKNOWN. */
export declare function variantKey(name: string): VariantKey;
/** The variant's starting position in FEN. */
export declare function startingFen(variant: string): string;
/** The legal moves of the side to move, drops included. */
export declare function legalMoves(fen: string, options?: VariantOptions): VariantMove[];
/** The FEN after `move`. Throws ERR_MOVE_SYNTAX, ERR_MOVE_ILLEGAL, ERR_MOVE_AMBIGUOUS, a FEN code or ERR_VARIANT_UNKNOWN. */
export declare function applyMove(fen: string, move: VariantMoveInput, options?: VariantOptions): string;
/** True when the side to move is in check (never in antichess or racing kings). */
export declare function isCheck(fen: string, options?: VariantOptions): boolean;
/** Leaf nodes of the legal move tree, `depth` from 0 to 15. */
export declare function perft(fen: string, depth: number, options?: VariantOptions): number;
/** The FEN read by the variant's rules: its normal form, or the first problem. Throws only ERR_VARIANT_UNKNOWN / ERR_INVALID_ARGUMENT for bad options. */
export declare function validateFen(fen: string, options?: VariantOptions): VariantFenValidation;
/**
 * Legal destinations of the board moves by origin square, as the main entry's `toDests`: castling
 * by `options.castling` ('king', 'rook': king onto its rook, 'both'; by default 'both' in
 * standard castling, 'rook' in Chess960). Drops: `dropDests`.
 */
export declare function toDests(fen: string, options?: VariantOptions & { castling?: CastlingDests }): Map<Square, Square[]>;
/** Where the side to move may drop `role` from its pocket (crazyhouse); `[]` when none. */
export declare function dropDests(fen: string, role: 'p' | 'n' | 'b' | 'r' | 'q', options?: VariantOptions): Square[];
/** The end of the game on the board, or `null` while it goes on. */
export declare function outcome(fen: string, options?: VariantOptions): VariantOutcome | null;
