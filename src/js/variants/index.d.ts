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

// ---- boards and rulings (docs/variants.md) ---------------------------------------------------
import type { Piece, PieceChange, RulingLang } from '../index.js';

/** A square a move changes: the main entry's `PieceChange` and, when set, what a board animates in the variants. */
export interface VariantPieceChange extends PieceChange {
  /** The piece taken off the square: captured, or removed by an atomic explosion (never the moving piece). */
  captured?: Piece;
  /** Atomic: cleared by the explosion (the capture square, and every piece but pawns around it). */
  exploded?: true;
  /** Crazyhouse: the piece the capture puts into the capturer's pocket (a promoted piece as a pawn). */
  pocket?: Piece;
  /** Crazyhouse: the piece comes from its pocket. */
  drop?: true;
  /** The piece arriving is a promotion's. */
  promotion?: true;
}
/**
 * The squares `move` (a `VariantMove`, SAN, UCI or squares) changes in `fen`, in the order a board
 * applies them: the emptied ones (origin, en-passant pawn, castling's rook, then the squares an
 * explosion clears by index), then the filled ones. Throws as `applyMove`.
 */
export declare function pieceChanges(fen: string, move: VariantMoveInput | VariantMove, options?: VariantOptions): VariantPieceChange[];

/** `explainMove`'s options: the variant and the message's language (default 'en'). */
export interface VariantExplainOptions extends VariantOptions {
  lang?: RulingLang;
}
/** The codes of the refusals that exist only in variants (`article` null). */
export type VariantRulingCode = 'ERR_CAPTURE_REQUIRED' | 'ERR_EXPLODES_OWN_KING' | 'ERR_KING_CAPTURE' | 'ERR_GIVES_CHECK'
  | 'ERR_DROP_OCCUPIED' | 'ERR_DROP_PAWN_RANK' | 'ERR_DROP_NOT_IN_POCKET';
/**
 * The legal move, or why it is refused: a variant's own code (squares per code in
 * docs/variants.md), the main entry's code and FIDE article for a refusal shared with chess, else
 * ERR_ILLEGAL_MOVE. `pieces[i]`: the FEN letter on `squares[i]` (`-` empty); `role`: a drop's piece.
 */
export type VariantMoveExplanation =
  | { legal: true; move: VariantMove }
  | { legal: false; code: VariantRulingCode | (string & {}); article: string | null; squares: Square[]; pieces: string[]; role?: 'p' | 'n' | 'b' | 'r' | 'q'; message: string };
/**
 * Why `move` (SAN, UCI, squares, or a drop `{ to, drop }`) is or is not legal in the variant, the
 * message in `options.lang`. Rejects with ERR_MOVE_SYNTAX, ERR_MOVE_AMBIGUOUS, a FEN code,
 * ERR_VARIANT_UNKNOWN or ERR_INVALID_ARGUMENT.
 */
export declare function explainMove(fen: string, move: VariantMoveInput | { to: Square; drop: 'p' | 'n' | 'b' | 'r' | 'q' }, options?: VariantExplainOptions): Promise<VariantMoveExplanation>;
