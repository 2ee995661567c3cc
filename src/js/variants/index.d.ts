// Types of `chess-arbiter/variants`: the lichess variants as free functions over a FEN with a
// `{ variant }` option (docs/variants.md). Every error is a ChessError with a stable `code`, the
// main entry's for the same kind of error (ERR_INVALID_FEN with the problem's code in `reason`,
// ERR_INVALID_MOVE, ERR_ILLEGAL_MOVE with why in `reason`: explainMove's code, ERR_AMBIGUOUS_MOVE).
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
/** A move given to `applyMove` and `Game#move`: SAN (`Nf3`, `N@f3`, `@e4`, `e8=K`), UCI (`g1f3`, `P@e4`, `e7e8k`), squares, a drop `{ to, drop }`, or a move of `legalMoves`/`Game#moves`. */
export type VariantMoveInput = string | { from: Square; to: Square; promotion?: 'q' | 'r' | 'b' | 'n' | 'k' } | { to: Square; drop: 'p' | 'n' | 'b' | 'r' | 'q' } | VariantMove;
/**
 * How a variant game ended, in the main entry's snake_case (docs/variants.md: what each means and
 * its rule). The last three are a Game's (never the free `outcome`'s): `fivefold_repetition` and
 * `fifty_moves` (automatic, as lichess; no fifty-move rule in crazyhouse), `threefold_repetition`
 * (claimed).
 */
export type VariantTermination = 'checkmate' | 'stalemate' | 'insufficient_material' | 'king_of_the_hill' | 'three_checks'
  | 'king_exploded' | 'race_won' | 'race_drawn' | 'horde_destroyed' | 'all_pieces_lost' | 'antichess_stalemate'
  | 'fivefold_repetition' | 'fifty_moves' | 'threefold_repetition';
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
/** The legal moves of the side to move, drops included; `options.square` keeps the moves of the piece on that square, as the main entry's (drops come from no square: none). Throws ERR_INVALID_ARGUMENT for a `square` that is no square name. */
export declare function legalMoves(fen: string, options?: VariantOptions & { square?: Square }): VariantMove[];
/** The FEN after `move`. Throws ERR_INVALID_MOVE (neither SAN nor UCI), ERR_ILLEGAL_MOVE (`reason`: why, explainMove's code, such as ERR_KING_CAPTURE; `article` '3.10.2' where the rule broken is chess's, none for a variant's own rule), ERR_PROMOTION_REQUIRED and ERR_PROMOTION_UNEXPECTED (`article` '3.7.5.1'), ERR_AMBIGUOUS_MOVE, ERR_INVALID_FEN (`reason`: the problem's code, such as ERR_FEN_POCKET; `article` as the main entry's where the rule is chess's) or ERR_VARIANT_UNKNOWN. SAN is read as the main entry reads it (`Ng1f3` too). */
export declare function applyMove(fen: string, move: VariantMoveInput, options?: VariantOptions): string;
/** True when the side to move is in check (never in antichess or racing kings). */
export declare function isCheck(fen: string, options?: VariantOptions): boolean;
/** Leaf nodes of the legal move tree, `depth` from 0 to 15. */
export declare function perft(fen: string, depth: number, options?: VariantOptions): number;
/** The FEN read by the variant's rules: its normal form, or the first problem with its own code (ERR_FEN_KINGS, ERR_FEN_POCKET...: the `reason` the other functions' ERR_INVALID_FEN gives). Throws only ERR_VARIANT_UNKNOWN / ERR_INVALID_ARGUMENT for bad options. */
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

import type { ChessError as ChessErrorType } from '../index.js';

/** A move played in a `Game`: a legal move's fields and the side that played it. */
export interface VariantPlayedMove extends VariantMove {
  color: 'w' | 'b';
}
/** `new Game(fen, options)`: the variant (standard when absent). */
export interface VariantGameOptions extends VariantOptions {}
/** `Game#pgn`'s options. */
export interface VariantPgnWriteOptions {
  /** Longest line in characters (default 79; values below 20 count as 20). */
  maxLineLength?: number;
  /** Tags set over the game's own. */
  tags?: Record<string, string>;
}
/** A plain record of a variant game that `Game.fromJSON` restores exactly. */
export interface VariantGameSnapshot {
  /** Lichess's key of the variant. */
  variant: VariantKey;
  /** The start position, as the variant writes it. */
  startFen: string;
  /** The whole line in UCI (drops `P@e4`), moves after the current ply included. */
  moves: string[];
  /** The current ply. */
  ply: number;
  /** A draw by repetition claimed at the end of the line. */
  claim: 'threefold_repetition' | null;
  /** Present only for a game read from PGN: the record's tags as `[name, value]` pairs, in order. */
  tags?: [string, string][];
  /** With `tags`, when the record has a result: `pgn()` writes it while the line is the record's. */
  result?: '1-0' | '0-1' | '1/2-1/2' | '*';
  /** With `result`: the record's main line in UCI. */
  recordMoves?: string[];
}
/**
 * A game of a lichess variant (or standard chess): one line of moves with undo/redo, the
 * variant's ends, lichess's draw rules (fivefold repetition and the fifty-move rule automatic,
 * the latter not in crazyhouse; threefold repetition on a claim; repetition counts crazyhouse's
 * pockets and promoted marks and three-check's counters), PGN with the `[Variant]` tag, snapshots.
 * Call `free()` when done (or let the GC); a freed game throws ERR_GAME_FREED.
 */
export declare class Game {
  /** A game from `fen` (the variant's start when absent). Throws ERR_INVALID_FEN (`reason`: the problem's code) or ERR_VARIANT_UNKNOWN. */
  constructor(fen?: string | null, options?: VariantGameOptions);
  /** The first game of a PGN text, at the end of its main line, in the variant of its `[Variant]` tag (aliases read; standard without one). Throws ERR_INVALID_PGN with `reason` (a PGN syntax code, ERR_PGN_EMPTY, ERR_VARIANT_UNKNOWN, ERR_INVALID_FEN, a move code: ERR_ILLEGAL_MOVE...), `game`, `line` and `column` (a syntax error or a move), `ply` and `san` (a move), as the main entry's. Every variation's moves are checked in the variant's rules as the main entry checks them (only the main line is kept); `skipBadVariations: true` passes a variation that cannot be played over and lists it in `warnings()`. */
  static fromPgn(text: string, options?: VariantPgnOptions): Game;
  /** Restores a game from `toJSON()` (an object or its JSON text). Throws ERR_INVALID_SNAPSHOT. */
  static fromJSON(snapshot: VariantGameSnapshot | string): Game;
  /** Lichess's key of the game's variant. */
  variant(): VariantKey;
  fen(): string;
  turn(): 'w' | 'b';
  /** Plays SAN (`N@f3`, `@e4`, `e8=K`, `Ng1f3`), UCI (`P@e4`) or squares. Throws ERR_INVALID_MOVE, ERR_ILLEGAL_MOVE (`reason`: explainMove's code; `article` as applyMove's), ERR_PROMOTION_REQUIRED, ERR_PROMOTION_UNEXPECTED, ERR_AMBIGUOUS_MOVE, ERR_GAME_OVER (`article` of a chess end: '5.1.1'...). */
  move(move: VariantMoveInput, options?: Record<string, never>): VariantPlayedMove;
  undo(): VariantPlayedMove | undefined;
  redo(): VariantPlayedMove | undefined;
  /** Throws ERR_PLY_OUT_OF_RANGE. */
  goto(ply: number): void;
  ply(): number;
  /** Throws ERR_PLY_OUT_OF_RANGE. */
  fenAt(ply: number): string;
  history(options?: { verbose?: false }): string[];
  history(options: { verbose: true }): VariantPlayedMove[];
  history(options?: { verbose?: boolean }): string[] | VariantPlayedMove[];
  lastMove(): VariantPlayedMove | undefined;
  /** The legal moves now (drops included); none once the game is over. `square` (checked as the main entry's: ERR_INVALID_ARGUMENT): the moves of the piece on it. Throws ERR_INVALID_ARGUMENT for options that are not an object. */
  moves(options?: { square?: Square }): VariantMove[];
  /** The same as `moves()`, `square` too (ERR_INVALID_ARGUMENT as `moves()`, naming Game#legalMoves). */
  legalMoves(options?: { square?: Square }): VariantMove[];
  toDests(options?: { castling?: CastlingDests }): Map<Square, Square[]>;
  dropDests(role: 'p' | 'n' | 'b' | 'r' | 'q'): Square[];
  isCheck(): boolean;
  /** How the game ended, `undefined` while it goes on (as the main entry's Game). */
  outcome(): VariantOutcome | undefined;
  isGameOver(): boolean;
  isDraw(): boolean;
  canClaimThreefoldRepetition(): boolean;
  isThreefoldRepetition(): boolean;
  repetitions(): number[];
  /** Throws ERR_CLAIM_NOT_ALLOWED (nothing changes), a move's code, ERR_GAME_OVER. */
  claimDraw(move?: VariantMoveInput): VariantOutcome;
  isInsufficientMaterial(): boolean;
  hasInsufficientMaterial(color: 'w' | 'b'): boolean;
  pgn(options?: VariantPgnWriteOptions): string;
  toJSON(): VariantGameSnapshot;
  /** An independent copy, `warnings()` too. */
  clone(): Game;
  /** What the reader took leniently in the PGN the game was read from (`Game.fromPgn`, `readGames`), in the order of the text, then the variations `skipBadVariations` passed over, as the main entry's `warnings()`: ERR_INVALID_PGN errors with `reason` WARN_PGN_UNESCAPED_QUOTE or WARN_PGN_RESULT_SPELLING, or a move's code, `game`, `line`, `column` (a move's `ply`, `san`). `[]` for a game not read from PGN or restored by `fromJSON`; moves leave it as it is. */
  warnings(): ChessErrorType[];
  free(): void;
  [Symbol.dispose](): void;
}
/** What `readGames` yields for each game: the game with its tags, or the error that game gave (`index`: 1-based). */
export type VariantReadGamesItem =
  | { index: number; tags: Record<string, string>; game: Game; error?: undefined }
  | { index: number; error: ChessErrorType; tags?: undefined; game?: undefined };
/** The games of a PGN text (a string or UTF-8 bytes), each in the variant its `[Variant]` tag names; a game that cannot be read yields `{ index, error }` and reading goes on. */
export declare function readGames(source: string | Uint8Array | ArrayBuffer, options?: VariantPgnOptions): AsyncGenerator<VariantReadGamesItem, void, undefined>;
/** How `Game.fromPgn` and `readGames` read a PGN. */
export interface VariantPgnOptions {
  /** A variation with a move that cannot be played is passed over instead of failing the game, and listed in `warnings()` (the variants keep only the main line either way). */
  skipBadVariations?: boolean;
}

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
  | 'ERR_DROP_OCCUPIED' | 'ERR_DROP_PAWN_RANK' | 'ERR_DROP_NOT_IN_POCKET' | 'ERR_GAME_OVER';
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
 * message in `options.lang`. Rejects with ERR_INVALID_MOVE, ERR_AMBIGUOUS_MOVE, ERR_INVALID_FEN,
 * ERR_VARIANT_UNKNOWN or ERR_INVALID_ARGUMENT.
 */
export declare function explainMove(fen: string, move: VariantMoveInput | { to: Square; drop: 'p' | 'n' | 'b' | 'r' | 'q' }, options?: VariantExplainOptions): Promise<VariantMoveExplanation>;
