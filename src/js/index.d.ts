// Types of chess-arbiter's public API. Squares, roles and colors use chess.js's vocabulary.

/** A square name, file a-h then rank 1-8. */
export type Square =
  | 'a1' | 'b1' | 'c1' | 'd1' | 'e1' | 'f1' | 'g1' | 'h1'
  | 'a2' | 'b2' | 'c2' | 'd2' | 'e2' | 'f2' | 'g2' | 'h2'
  | 'a3' | 'b3' | 'c3' | 'd3' | 'e3' | 'f3' | 'g3' | 'h3'
  | 'a4' | 'b4' | 'c4' | 'd4' | 'e4' | 'f4' | 'g4' | 'h4'
  | 'a5' | 'b5' | 'c5' | 'd5' | 'e5' | 'f5' | 'g5' | 'h5'
  | 'a6' | 'b6' | 'c6' | 'd6' | 'e6' | 'f6' | 'g6' | 'h6'
  | 'a7' | 'b7' | 'c7' | 'd7' | 'e7' | 'f7' | 'g7' | 'h7'
  | 'a8' | 'b8' | 'c8' | 'd8' | 'e8' | 'f8' | 'g8' | 'h8';

/** pawn, knight, bishop, rook, queen, king. */
export type Role = 'p' | 'n' | 'b' | 'r' | 'q' | 'k';
/** The roles a pawn may promote to (FIDE Art. 3.7.5.1). */
export type PromotionRole = 'q' | 'r' | 'b' | 'n';
/** white, black. */
export type Color = 'w' | 'b';

/**
 * A legal move; or, in a game's line only (`Game.move('--')`, `history`, `undo`, `redo`), a null
 * move: the side to move passed. A null move has `flags: '-'`, `san: '--'`, `uci: '0000'`,
 * `piece: 'k'` and `from` = `to` = the square of the king of the side that passed (as chess.js
 * 1.4 gives it); it is never among the legal moves.
 */
export interface Move {
  color: Color;
  /** The moving piece (the king when castling; 'k' for a null move). */
  piece: Role;
  /** The origin (for a null move, the king's square). */
  from: Square;
  /** Where the moving piece lands (the king's square when castling, as in chess.js; for a null move, the king's square). */
  to: Square;
  captured?: Role;
  promotion?: PromotionRole;
  /** e.g. 'Nxe5+', 'O-O', 'exd6', 'e8=Q#'; '--' for a null move. */
  san: string;
  /** 'e2e4', 'e7e8q'; castling 'e1g1' in standard mode, king takes rook 'e1h1' in Chess960; '0000' for a null move. */
  uci: string;
  /** chess.js flags: n normal, b pawn double step, c capture, e en passant, p promotion, k/q castling; '-' alone for a null move. */
  flags: string;
  /** Castling: the rook's square before the move. */
  rookFrom?: Square;
  /** Castling: the rook's square after the move. */
  rookTo?: Square;
  /** En passant: the square of the captured pawn (FIDE Art. 3.7.4.1). */
  captureSquare?: Square;
}

/**
 * A move as input: SAN ('Nf3', lenient unless strict; figurines of either colour too: '♘f3',
 * '♞f3', 'e8=♕'), UCI ('g1f3', 'e7e8q') or squares; or a
 * null move (the side to move passes): '--', 'Z0', '0000' or `null`, refused in check
 * (ERR_ILLEGAL_MOVE, article 3.9.2) and with `strict` (ERR_NULL_MOVE, article 1.2).
 * `promotion`: q, r, b or n in either case; 'k' or 'p' (a piece no pawn may become) is
 * ERR_ILLEGAL_MOVE, article 3.7.5.1, for a pawn reaching the last rank, and on any other move
 * gets what 'q' gets (ERR_PROMOTION_UNEXPECTED on a legal move); anything else ('x', 'qq', '', a number) names no piece:
 * ERR_INVALID_ARGUMENT, its message naming q, r, b, n.
 */
export type MoveInput = string | { from: Square; to: Square; promotion?: PromotionRole } | null;

export interface PositionOptions {
  /**
   * `true`: read the position as Chess960 (UCI castling as king takes rook); `false`: as
   * standard chess (a `K` right needs the king on e1 and a rook on h1, Art. 3.8.2.1), whatever
   * the FEN looks like. Absent: standard chess whenever the FEN can be read so; Chess960 only
   * when its castling field uses file letters (HAha, Kd) or a KQkq right belongs to a king on
   * its first rank off the e-file (X-FEN, as `chess960Fen` writes).
   */
  chess960?: boolean;
  /**
   * Accept positions that cannot arise in a game, e.g. for perft suites and editors: impossible
   * checks and any material; castling rights or en-passant squares that cannot apply are
   * dropped. Still refused: a side without exactly one king (ERR_FEN_KINGS), a pawn on the
   * first or last rank (ERR_FEN_PAWNS_ON_BACKRANK), the side not to move in check
   * (ERR_FEN_OPPOSITE_CHECK).
   */
  relaxed?: boolean;
  /**
   * For lessons on the moves of the pieces (e.g. `chess-arbiter/lessons`): as `relaxed`, and a
   * side may also have no king (a rook alone on the board). The pieces present move by the rules
   * of Article 3 (3.1 to 3.8); a side without a king is never in check and has no pinned piece
   * (Art. 3.9 needs a king), cannot castle (its castling rights are dropped), and with no legal
   * move is stalemated, never checkmated. Still refused: two kings of one color (ERR_FEN_KINGS),
   * a pawn on the first or last rank, the side not to move in check. Never the default: without
   * it a side without exactly one king is ERR_FEN_KINGS.
   */
  lesson?: boolean;
}

export interface MoveOptions extends PositionOptions {
  /** Accept SAN only in its exact form ('Nf3', not 'Ng1f3' or 'Nf3+'), and no null move (ERR_NULL_MOVE). The form, not the alphabet: figurines ('♘f3') and `lang`'s letters ('Jf3' with 'cs') stand for SAN's letters. */
  strict?: boolean;
  /** Read SAN written with this language's piece letters (see `formatSan`; standard letters read too, and figurines with or without it). Full package only. */
  lang?: RulingLang;
}

/**
 * Every failure: `code` is stable, `article` names the FIDE Law where one applies; `message` is
 * an English sentence, capital first (`Invalid argument: ...` for ERR_INVALID_ARGUMENT).
 *
 * The FEN argument of a function of a position is required: `null`, `undefined` or any other
 * non-string throws ERR_INVALID_ARGUMENT; an empty or blank string throws ERR_INVALID_FEN
 * (the problem ERR_FEN_EMPTY). Only `new Game()` has a default (see its constructor).
 */
export declare class ChessError extends Error {
  readonly name: 'ChessError';
  readonly code: string;
  readonly article?: string;
}

export interface FenProblem {
  /** e.g. 'ERR_FEN_KINGS', 'ERR_FEN_RANK_LENGTH', 'ERR_FEN_IMPOSSIBLE_CHECK'; 'ERR_FEN_EMPTY' alone for an empty or blank FEN. */
  code: string;
  message: string;
  /** The FIDE article, for problems of the position. */
  article?: string;
  /** The squares involved. */
  squares?: Square[];
  /** The FEN field a syntax problem (ERR_FEN_RANKS to ERR_FEN_FULLMOVE) is in; none for ERR_FEN_EMPTY and ERR_FEN_FIELDS. */
  field?: FenField;
  /** The text of the field at fault (ERR_FEN_TURN, _CASTLING, _EP, _HALFMOVE, _FULLMOVE), its first 24 characters, `…` after when longer; for ERR_FEN_BOARD the character that is no piece letter or digit 1 to 8 (`'X'`), or the two digits written in a row (`'44'`). */
  value?: string;
  /** The rank at fault, 1 to 8 (ERR_FEN_RANK_LENGTH, ERR_FEN_BOARD). */
  rank?: number;
  /** How many there are: the FEN's fields (ERR_FEN_FIELDS) or the placement's ranks (ERR_FEN_RANKS). */
  count?: number;
}

/** The six fields of a FEN, as a syntax problem names them. */
export type FenField = 'placement' | 'turn' | 'castling' | 'enPassant' | 'halfmoves' | 'fullmoves';

/**
 * `warnings` are observations that are not errors: `WARN_FEN_CLOCKS` when the halfmove clock is
 * larger than the halfmoves played since move 1 (common in puzzles and books; the clocks are
 * bookkeeping, not part of the position).
 */
export type FenValidation =
  | { ok: true; warnings?: FenProblem[] }
  | { ok: false; errors: FenProblem[]; warnings?: FenProblem[] };

/** The crate's version. */
export declare function version(): string;
/** The legal moves of the side to move, or of the piece on `options.square`. Throws ChessError. */
export declare function legalMoves(fen: string, options?: PositionOptions & { square?: Square }): Move[];
/** The node budget of `canWin`, `helpmate`, `Game#canWin` and `Game#timeout` when none is given (140000 positions). */
export declare const DEFAULT_NODES: number;
/** Options of `canWin` and `helpmate`. */
export interface CanWinOptions extends PositionOptions {
  /** The most positions the analysis visits before it answers `undefined`: a whole number from 1 to 2^53 - 1 (default `DEFAULT_NODES`, about 1-10 ms in wasm at most). */
  nodes?: number;
}
/**
 * Whether `color` can checkmate the other side by some series of legal moves, the other side
 * cooperating (a helpmate; Art. 6.9 for a flag fall, Art. 5.2.2 when neither side can):
 * resolves to `true`, `false` (proved impossible), or `undefined` when not decided within
 * `options.nodes` positions. Never a wrong `true` or `false`. The 75-move rule counts from the
 * FEN's halfmove clock (Art. 9.6.2): a mating line plays no move from a position whose clock
 * has reached 150 (the mating move may reach it). Async: the search is a wasm module of its
 * own, loaded on the first call. Rejects with ERR_INVALID_FEN, ERR_INVALID_ARGUMENT.
 */
export declare function canWin(fen: string, color: Color, options?: CanWinOptions): Promise<boolean | undefined>;
/**
 * One series of legal moves (UCI, both sides in turn) from `fen` that ends with `color`
 * checkmating the other side (`[]` when it is checkmated already) and respecting the 75-move
 * rule from the FEN's halfmove clock; resolves to `null` when none exists (proved), to
 * `undefined` when not decided within `options.nodes` positions. Async as `canWin`.
 */
export declare function helpmate(fen: string, color: Color, options?: CanWinOptions): Promise<string[] | null | undefined>;
/** The FEN after `move` (a null move passes: en-passant square cleared, halfmove clock + 1). Throws ChessError (ERR_INVALID_FEN, ERR_ILLEGAL_MOVE, ERR_AMBIGUOUS_MOVE, ERR_PROMOTION_REQUIRED, ERR_INVALID_MOVE, ERR_NOT_STRICT_SAN, ERR_NULL_MOVE). */
export declare function applyMove(fen: string, move: MoveInput, options?: MoveOptions): string;
export declare function isCheck(fen: string, options?: PositionOptions): boolean;
export declare function isCheckmate(fen: string, options?: PositionOptions): boolean;
export declare function isStalemate(fen: string, options?: PositionOptions): boolean;
/**
 * Every problem of a FEN at once; never throws for a string. With `relaxed`, only the problems
 * that make the position unplayable (as `legalMoves(fen, { relaxed: true })` reads it).
 */
export declare function validateFen(fen: string, options?: PositionOptions): FenValidation;
/** Leaf nodes of the legal move tree, `depth` from 0 to 15. */
export declare function perft(fen: string, depth: number, options?: PositionOptions): number;
/** Perft playing every leaf (no bulk counting), for benchmarks. */
export declare function perftCopyMake(fen: string, depth: number, options?: PositionOptions): number;
/**
 * How a board lets a player castle (FIDE Art. 3.8.2, a move of the king): 'king' drops the king
 * on its destination (g1, c1 in standard chess), 'rook' drops it on its rook (h1, a1; the only
 * unambiguous way in Chess960, where the king's destination may be a square it can also reach by
 * a normal move, or its own square), 'both' offers both. Each drop is a move `{ from, to }`
 * that `applyMove` and `Game.move` accept.
 */
export type CastlingDests = 'king' | 'rook' | 'both';

export interface DestsOptions extends PositionOptions {
  /** Default: 'both' in standard chess (as chessground's `autoCastle` and Lichess expect), 'rook' in Chess960. */
  castling?: CastlingDests;
}

/**
 * Legal destinations by origin square, for board widgets (chessground's `movable.dests`): origins
 * from a1 to h8 with at least one destination. Castling as `options.castling` asks. Throws
 * ChessError (ERR_INVALID_FEN; ERR_INVALID_ARGUMENT for a bad `castling`).
 */
export declare function toDests(fen: string, options?: DestsOptions): Map<Square, Square[]>;
/**
 * True when moving the piece on `move.from` to `move.to` is a legal promotion in `fen` (Art.
 * 3.7.5.1), so a board opens its promotion picker only then; false for a pinned pawn, the side not
 * to move, a square the pawn cannot reach, or a piece that is no pawn. `move.promotion`, when
 * given (a `Move` or a board's drop), does not change the answer, but 'k' or 'p' (either case)
 * throws ERR_ILLEGAL_MOVE with article 3.7.5.1, and any other text than q, r, b, n
 * ERR_INVALID_ARGUMENT, whether or not the drop is a promotion. Throws ChessError (ERR_INVALID_FEN, ERR_INVALID_ARGUMENT, ERR_ILLEGAL_MOVE).
 */
export declare function isPromotion(fen: string, move: { from: Square; to: Square; promotion?: PromotionRole }, options?: PositionOptions): boolean;
/** The square of the king in check in `fen` (Art. 3.9.1; also when checkmated), `undefined` when not in check: a board's check highlight. Throws ChessError (ERR_INVALID_FEN). */
export declare function checkSquare(fen: string, options?: PositionOptions): Square | undefined;

/** A piece as a board shows it, in chess.js's words. */
export interface Piece {
  color: Color;
  type: Role;
}

/** One square a move changes: what it holds after the move (`null`: empty). */
export interface PieceChange {
  square: Square;
  piece: Piece | null;
}

/**
 * The squares `move` changes and what each holds after it, in the order a board applies them:
 * the origin emptied; for en passant, `captureSquare` emptied; for castling, `rookFrom` emptied;
 * the destination with the moving piece (the promotion piece for a promotion; it replaces a
 * captured piece); for castling, `rookTo` with the rook. A square is listed once (a Chess960
 * castling may land the king or rook where one of them stood); `[]` for a null move. Read from
 * the Move's fields: no position needed (e.g. for chessground's `setPieces`, or animating the
 * rook). Throws ChessError ERR_INVALID_ARGUMENT for something that is no Move.
 */
export declare function pieceChanges(move: Move): PieceChange[];
/** The FEN of Chess960 start position n (0 to 959; 518 is the standard start). */
export declare function chess960Fen(n: number): string;

/** The size of the wasm module's memory in bytes (it grows as needed and never shrinks). */
export declare function memoryBytes(): number;

export interface GameOptions {
  /** `true`: Chess960 (UCI castling as king takes rook); `false`: standard chess; absent: as the FEN needs, as `PositionOptions.chess960`. */
  chess960?: boolean;
  /** Accept a start position that cannot arise in a game (impossible checks, any material; bad castling rights or en-passant squares dropped), as `PositionOptions.relaxed`. The game is then played by the usual rules. */
  relaxed?: boolean;
  /** How `move()` adds a move where the current node already has continuations: 'variation' (default: a move already there is gone into, any other becomes a new variation; nothing is dropped) or 'replace' (chess.js: the current line's moves after the current one are deleted first). */
  branching?: Branching;
}

/** See `GameOptions.branching`. */
export type Branching = 'variation' | 'replace';

/** A node of a game's tree (`Game.node`). `id` is stable for the game's life (0 = the start position) and kept by toJSON/fromJSON. */
export interface GameNode {
  id: number;
  /** null at the root. */
  parent: number | null;
  /** Distance from the start position. */
  ply: number;
  /** The move leading here ('--' / '0000' for a null move); null at the root. */
  san: string | null;
  uci: string | null;
  fen: string;
}

/** A circle (`[%csl Ge4]`: `to` equals `from`) or an arrow (`[%cal Gg1f3]`). */
export interface Shape {
  color: 'green' | 'red' | 'yellow' | 'blue';
  from: Square;
  /** Where the arrow ends; equal to `from` (or absent when setting) for a circle. */
  to?: Square;
}

/** What a node carries besides its move (PGN comments, NAGs and the %clk, %emt, %eval, %csl, %cal comment commands). */
export interface Annotations {
  /** Comments before the move (PGN writes them at the start of a variation). */
  commentsBefore: string[];
  /** Comments after the move, commands taken out; at the root (node 0): the comments before the first move. */
  commentsAfter: string[];
  /** Numeric Annotation Glyphs, 0 to 255 (`!` is 1, `?` 2, `!!` 3, `??` 4, `!?` 5, `?!` 6). */
  nags: number[];
  /** Clock after the move (`%clk`), in seconds. */
  clock?: number;
  /** Time the move took (`%emt`), in seconds. */
  emt?: number;
  /** Engine evaluation (`%eval`), White's point of view: centipawns or mate in n. */
  eval?: { cp: number } | { mate: number };
  shapes: Shape[];
}

/**
 * A game: the moves from a start position, undo/redo/goto along the line, and how the game ends
 * (FIDE Art. 5 and 9). Methods throw ChessError and leave the game unchanged on failure.
 */
export declare class Game {
  /**
   * A game from `fen`: the standard start when `fen` is left out, `undefined` or `null` (as chess.js's `new Chess()`); an empty string is no
   * FEN (ERR_INVALID_FEN, "the FEN is empty"). `relaxed` accepts a start that cannot arise in a game. Throws ERR_INVALID_FEN, and
   * ERR_INVALID_ARGUMENT for a `fen` of another type.
   */
  constructor(fen?: string | null, options?: GameOptions);
  /**
   * The first game of a PGN text at the end of its main line. Throws ERR_INVALID_PGN (with game, line, column, reason; ply and san for a move),
   * with reason ERR_PGN_EMPTY for a text that holds no game (empty, or only whitespace and comments).
   * Every move of every variation is validated; the dead-position test (Art. 5.2.2) of the line's positions is left for the first question
   * about how the game ends (`outcome()`, `isGameOver()`, `isDeadPosition()`, `timeout()`, a move), which gives the same answers as moves played one by one.
   */
  static fromPgn(text: string, options?: PgnLoadOptions & { branching?: Branching }): Game;
  /** Restores a game from `toJSON()`'s snapshot or its JSON text, its tree, node ids and annotations included. Throws ERR_INVALID_SNAPSHOT. */
  static fromJSON(snapshot: GameSnapshot | string, options?: { branching?: Branching }): Game;
  fen(): string;
  turn(): Color;
  /** The legal moves now; none once the game is over. */
  moves(options?: { square?: Square }): Move[];
  /** Plays a move, or a null move ('--', 'Z0', '0000', null; see `Move`). Throws ERR_GAME_OVER once the game is over, or a move error. */
  move(move: MoveInput, options?: { strict?: boolean; lang?: RulingLang }): Move;
  undo(): Move | undefined;
  redo(): Move | undefined;
  /** Throws ERR_PLY_OUT_OF_RANGE past the end of the line, ERR_INVALID_ARGUMENT for a non-integer. */
  goto(ply: number): void;
  ply(): number;
  /** The FEN after `ply` moves of the line. Throws ERR_PLY_OUT_OF_RANGE. */
  fenAt(ply: number): string;
  history(options?: { verbose?: false }): string[];
  history(options: { verbose: true }): Move[];
  history(options?: { verbose?: boolean }): string[] | Move[];
  /** The move that led to the current position (a last-move highlight), `undefined` at the start. */
  lastMove(): Move | undefined;
  /** The square of the king in check now (also when checkmated), `undefined` when not in check. */
  checkSquare(): Square | undefined;
  /** Legal destinations by origin square now, as the free `toDests`; an empty Map once the game is over. Throws ERR_INVALID_ARGUMENT for a bad `castling`. */
  toDests(options?: { castling?: CastlingDests }): Map<Square, Square[]>;
  /** True when `move.from` to `move.to` is a legal promotion now (false once the game is over); `move.promotion` as for the free `isPromotion`. Throws ERR_INVALID_ARGUMENT (a promotion that is no piece letter), ERR_ILLEGAL_MOVE (k or p; Art. 3.7.5.1). */
  isPromotion(move: { from: Square; to: Square; promotion?: PromotionRole }): boolean;
  isCheck(): boolean;
  isCheckmate(): boolean;
  isStalemate(): boolean;
  /** How the game ended, `undefined` while it goes on. */
  outcome(): Outcome | undefined;
  isDraw(): boolean;
  /** True once the game ended: checkmate, a draw by the Laws, or a claimed draw. */
  isGameOver(): boolean;
  /** The position occurred three times, or the next move can make it so (Art. 9.2). */
  canClaimThreefoldRepetition(): boolean;
  /** 50 moves without pawn move or capture, now or with the next move (Art. 9.3). */
  canClaimFiftyMoves(): boolean;
  /** Claims a draw now, or with the move that makes it valid (never a null move: ERR_NULL_MOVE). Throws ERR_CLAIM_NOT_ALLOWED, ERR_CLAIM_NEEDS_MOVE, ERR_GAME_OVER, or a move error. */
  claimDraw(move?: MoveInput, options?: { strict?: boolean; lang?: RulingLang }): Outcome;
  isThreefoldRepetition(): boolean;
  /** The plies at which the current position occurred, the current ply last. */
  repetitions(): number[];
  isInsufficientMaterial(): boolean;
  hasInsufficientMaterial(color: Color): boolean;
  /**
   * True when neither side can checkmate by any series of legal moves (Art. 5.2.2): `canWin`
   * is `false` for both within the default budget. When the analysis cannot decide, `false`.
   */
  isDeadPosition(): boolean;
  /** `canWin` for the current position (the position of the call): resolves to `true`, `false` (proved), `undefined` (not decided within `options.nodes`). Async as `canWin`. Rejects with ERR_INVALID_ARGUMENT for a bad color or budget. */
  canWin(color: Color, options?: CanWinOptions): Promise<boolean | undefined>;
  /**
   * The result if the flag of `color` falls now (Art. 6.9): the other side wins (`termination:
   * 'timeout'`), or a draw (`winner: null`, `termination: 'timeout'`) when the other side
   * cannot checkmate by any series of legal moves. When the analysis cannot decide within
   * `DEFAULT_NODES`, the flagged side loses (the Laws give the loss unless the opponent's
   * inability to mate is established). The 75-move rule counts as in `canWin`: a side that
   * cannot mate before the halfmove clock reaches 150 cannot win on time. A game that has
   * already ended gives that ending (its `outcome()`). The game is not changed. Async: the
   * verdict is that of the position of the call; from a halfmove clock of 100 on it may need
   * the search of `canWin`, a wasm module of its own loaded then. Rejects with
   * ERR_INVALID_ARGUMENT for a bad color.
   */
  timeout(color: Color): Promise<Outcome>;
  clone(): Game;
  toJSON(): GameSnapshot;
  /** The whole tree as PGN (main line, variations, every node's annotations) wherever the current node is, with the tags of a game read from PGN. */
  pgn(options?: PgnWriteOptions): string;
  /** See `GameOptions.branching`. */
  branching(): Branching;
  /** True when the game is played under Chess960 rules (castling as king takes rook, Chess960 FEN and UCI): as `GameOptions.chess960`, a PGN's Variant tag or the start FEN's castling letters decided. It never changes. */
  chess960(): boolean;
  setBranching(mode: Branching): void;
  /** The current node's id (0 = the start position). */
  nodeId(): number;
  /** Goes to node `id`; the line then runs on along first continuations, for redo(). Draw rules, outcome and repetitions are those of the path to it. Throws ERR_UNKNOWN_NODE. */
  gotoNode(id: number): void;
  /** The ids of the main line's moves (the root not included). */
  mainline(): number[];
  /** The ids of the current line, the root first: index i is the node at ply i. */
  lineIds(): number[];
  /** The continuations of node `id` (default: the current node), the main one first. Throws ERR_UNKNOWN_NODE. */
  children(id?: number): number[];
  /** The continuations of node `id` but the first. */
  variations(id?: number): number[];
  node(id?: number): GameNode;
  /** The nearest node on the path to `id` that is not its parent's first continuation becomes the first. */
  promoteVariation(id: number): void;
  /** Every node on the path to `id` becomes its parent's first continuation. */
  promoteToMainline(id: number): void;
  /** Moves `id` to place `index` among its siblings (0 = the main continuation). */
  reorder(id: number, index: number): void;
  /** Deletes `id` and everything after it (not the root: ERR_UNKNOWN_NODE); if the current node goes, its parent becomes current. */
  deleteNode(id: number): void;
  /** Deletes every continuation of `id`. */
  deleteAfter(id: number): void;
  annotations(id?: number): Annotations;
  /** Replaces the annotations of `id` (fields left out are empty). Throws ERR_INVALID_ARGUMENT, ERR_UNKNOWN_NODE. */
  setAnnotations(id: number, annotations: Partial<Annotations>): void;
  /** What `Game.fromPgn` (or `readGames`) read leniently (`reason` WARN_PGN_UNESCAPED_QUOTE, WARN_PGN_RESULT_SPELLING), then the variations it skipped with `skipBadVariations`, as ERR_INVALID_PGN errors with `game`, `line`, `column`. `[]` for a game not read from PGN or restored by `fromJSON`; moves leave it as it is; `clone()` keeps it. */
  warnings(): ChessError[];
  /** Releases the wasm memory now; the garbage collector does it otherwise. */
  free(): void;
  /** The same as `free()`, for `using game = new Game()` (TypeScript 5.2+, a runtime with `using`). */
  [Symbol.dispose](): void;
}

// ---- the immutable game value (issue 39; docs/boards.md, "A game as a value") -------------

/** A move of a state's line: its squares (a board's last-move highlight), SAN and UCI, as `Game.move` gives them ('--' and '0000' for a null move). Frozen. */
export interface StateMove {
  readonly from: Square;
  readonly to: Square;
  readonly san: string;
  readonly uci: string;
  /** Present only for a promotion. */
  readonly promotion?: PromotionRole;
}

/** One move of a line, newest first; the same frozen object in every state that has it (no copy per state). */
export interface StateLine {
  readonly move: StateMove;
  readonly prev: StateLine | null;
}

/**
 * A game at one moment, as a value: a frozen plain object, new for every change, that holds no
 * wasm object (nothing to free), is JSON as it is (`JSON.parse(JSON.stringify(state))` is a
 * state the functions take), and shares its line with the states it came from. Made by
 * `gameState` and `stateFromPgn`, changed by `play`, `undo`, `redo`, `viewPly`, `claimDraw`;
 * every fact in it is `Game`'s.
 */
export interface GameState {
  /** The position the game started from, as `Game.toJSON().startFen` writes it. */
  readonly startFen: string;
  readonly chess960: boolean;
  /** Present (true) only when the start needs relaxed reading (`gameState(fen, { relaxed: true })`). */
  readonly relaxed?: true;
  /** The game's moves, newest first; `null` when none. */
  readonly line: StateLine | null;
  /** The moves taken back by `undo`, the next one for `redo` first; `null` when none. */
  readonly undone: StateLine | null;
  /** Plies in the line. */
  readonly length: number;
  /** The ply viewed, 0 to `length` (`length`: the game's current position). */
  readonly ply: number;
  /** The FEN of the position viewed (at `ply`), as `Game.fen()` writes it. */
  readonly fen: string;
  /** The side to move in the position viewed. */
  readonly turn: Color;
  /** The move that led to the position viewed; `null` at ply 0. */
  readonly lastMove: StateMove | null;
  /** The square of the king in check in the position viewed (Art. 3.9.1; also when checkmated), else `null`. */
  readonly check: Square | null;
  /** How the game ended, at the end of the line (`Game.outcome()`'s value), else `null`. */
  readonly outcome: Outcome | null;
  /**
   * The draws the side to move may claim now with `claimDraw(state)` (Art. 9.2.1.2: the position
   * occurred three times; Art. 9.3.2: 50 moves of each side without a pawn move or a capture),
   * threefold repetition first; `[]` once the game is over. A claim that needs a move first (Art.
   * 9.2.1.1, 9.3.1: `Game.canClaimThreefoldRepetition()` also counts it) is made with
   * `claimDraw(state, move)`. Frozen.
   */
  readonly claims: DrawClaim[];
}

/** A new game's state, from `fen` (the standard start when absent or null), read as `new Game(fen, options)` reads it (`branching` has no effect). Throws ERR_INVALID_FEN, ERR_INVALID_ARGUMENT. */
export declare function gameState(fen?: string | null, options?: GameOptions): GameState;
/**
 * The state after `move`, played at the end of the line (the game goes on while an earlier ply
 * is viewed): the view follows when it was at the end, else stays; `undone` is cleared unless
 * the move is its first. Throws what `Game.move` throws (ERR_ILLEGAL_MOVE, ERR_GAME_OVER, ...),
 * ERR_INVALID_ARGUMENT for what is no state; the state given is unchanged (frozen).
 */
export declare function play(state: GameState, move: MoveInput, options?: { strict?: boolean; lang?: RulingLang }): GameState;
/** The state with the last move taken back into `undone` (a draw claimed at the end goes with it); the view follows when it was at the end. `state` itself when the line has no move. */
export declare function undo(state: GameState): GameState;
/** The state with the first move of `undone` played again (as `play`); `state` itself when none. */
export declare function redo(state: GameState): GameState;
/** The state viewing ply `ply`, 0 (the start) to `length`; the game is unchanged. `state` itself when it views `ply` already. ERR_INVALID_ARGUMENT outside 0 to `length`. */
export declare function viewPly(state: GameState, ply: number): GameState;
/**
 * The state with a draw claimed (Art. 9.2, 9.3): one valid now (`state.claims`), or, with
 * `move`, the one that move makes valid (the move is played first, as `Game.claimDraw(move)`).
 * `undone` is cleared. Throws what `Game.claimDraw` throws (ERR_GAME_OVER,
 * ERR_CLAIM_NOT_ALLOWED, ERR_CLAIM_NEEDS_MOVE, move errors).
 */
export declare function claimDraw(state: GameState, move?: MoveInput, options?: { strict?: boolean; lang?: RulingLang }): GameState;
/** The state at the end of the main line of the first game of a PGN text, read as `Game.fromPgn` reads it (a drawn result is read as the claim the last position allows); tags, comments and variations are not kept. Throws ERR_INVALID_PGN. */
export declare function stateFromPgn(text: string, options?: PgnLoadOptions): GameState;
/** The game of `state` as PGN, its whole line whatever ply is viewed, as `Game.pgn` writes it (`options.tags` for the tags). */
export declare function statePgn(state: GameState, options?: PgnWriteOptions): string;
/** The moves of the line, oldest first (the line's own frozen objects). A line that no game here made is first checked against the game its UCI plays (ERR_INVALID_ARGUMENT where a SAN, square or promotion differs). */
export declare function stateMoves(state: GameState): StateMove[];
/**
 * The legal destinations of `state` as chessground's `movable.dests`: origin square to
 * destinations, castling as `toDests` gives it by default ('both' in standard chess, 'rook' in
 * Chess960); empty while an earlier ply is viewed (moves are played at the end) and once the game
 * is over. Made on demand from `state.fen` (a state does not hold them). Throws
 * ERR_INVALID_ARGUMENT for what is no state.
 */
export declare function destsMap(state: GameState): Map<Square, Square[]>;

/** The languages of the rulings' messages: English, Armenian, Persian (right to left), Russian, Czech. */
export type RulingLang = 'en' | 'hy' | 'fa' | 'ru' | 'cs';

export interface ExplainOptions {
  /** The language of `message` (default 'en'). Its texts are loaded on first use. explainMove also reads SAN in its piece letters ('Кf3' with 'ru'), as applyMove does. */
  lang?: RulingLang;
  /** `true`: Chess960 (castling as king takes rook); `false`: standard chess; absent: as the FEN needs, as `PositionOptions.chess960`. */
  chess960?: boolean;
  /** Read the FEN as a lesson's position (a side may have no king), as `PositionOptions.lesson`. */
  lesson?: boolean;
  /** Accept a position that cannot arise in a game (e.g. 17 white pieces), as `PositionOptions.relaxed`. */
  relaxed?: boolean;
}

/** Why a move is refused; the code decides the article (FIDE Laws, Article 3 as the current edition numbers it). */
export type RulingCode =
  | 'ERR_NULL_MOVE' | 'ERR_NO_PIECE' | 'ERR_NOT_YOUR_TURN' | 'ERR_SAME_SQUARE' | 'ERR_OWN_PIECE_ON_TARGET'
  | 'ERR_BISHOP_MOVE' | 'ERR_ROOK_MOVE' | 'ERR_QUEEN_MOVE' | 'ERR_KNIGHT_MOVE' | 'ERR_KING_MOVE'
  | 'ERR_PAWN_BACKWARD' | 'ERR_PAWN_SIDEWAYS' | 'ERR_PAWN_MOVE' | 'ERR_PAWN_DOUBLE_STEP' | 'ERR_PAWN_DIAGONAL'
  | 'ERR_PIECE_IN_THE_WAY' | 'ERR_PAWN_BLOCKED' | 'ERR_PAWN_DOUBLE_STEP_BLOCKED' | 'ERR_EN_PASSANT_EXPIRED'
  | 'ERR_PROMOTION_UNEXPECTED' | 'ERR_PROMOTION_REQUIRED' | 'ERR_PROMOTION_PIECE'
  | 'ERR_CASTLING_KING_MOVED' | 'ERR_CASTLING_ROOK_MOVED' | 'ERR_CASTLING_OUT_OF_CHECK'
  | 'ERR_CASTLING_THROUGH_CHECK' | 'ERR_CASTLING_INTO_CHECK' | 'ERR_CASTLING_BLOCKED'
  | 'ERR_KING_INTO_CHECK' | 'ERR_KING_LEFT_IN_CHECK' | 'ERR_PINNED' | 'ERR_ILLEGAL_MOVE';

/** A refused move: the first rule it breaks, the article, the deciding squares and a message. */
export interface MoveRuling {
  legal: false;
  code: RulingCode;
  /** e.g. '3.8.2.2.1' ('1.2' for the turn and for a null move). */
  article: string;
  /** The squares that decide the ruling, e.g. the moving piece and the piece in its way. */
  squares: Square[];
  /**
   * What a board draws for the ruling, in chessground's format: a red arrow for the attempt (a
   * piece's shape, a promotion) or for an attack (attacker to king, to a square crossed in
   * castling or stepped on), a yellow circle on the piece in the way or the pinned piece, a red
   * circle on a square alone (no piece there, not your turn, the king that moved).
   */
  shapes: RulingShape[];
  /** A sentence in the asked language naming the pieces and squares and ending with the article. */
  message: string;
}

/** An arrow (`orig` to `dest`) or a circle (`orig` alone), as chessground's `DrawShape`. */
export interface RulingShape {
  orig: Square;
  dest?: Square;
  brush: 'red' | 'yellow';
}

export type MoveExplanation = { legal: true; move: Move } | MoveRuling;

/** One problem of an illegal position (codes as validateFen gives them). */
export interface PositionRuling {
  code: string;
  article: string;
  squares: Square[];
  message: string;
}

/** The code of a dead position's ruling: which proof of the core decided it. */
export type DeadCode =
  /** Only the two kings are left. */
  | 'DEAD_KINGS_ONLY'
  /** A king and a single knight or bishop against a bare king. */
  | 'DEAD_INSUFFICIENT_MATERIAL'
  /** Besides the kings, only bishops, all on squares of one colour. */
  | 'DEAD_SAME_COLOUR_BISHOPS'
  /** The pawns are locked for good and no piece can give a check without a flight square. */
  | 'DEAD_LOCKED_PAWNS'
  /** Every legal move leads within a few moves to a dead position (e.g. the only move takes the last piece that could mate). */
  | 'DEAD_FORCED_LINE'
  /** Each side is proved unable to mate, by its material, locked pawns, or a walk of every reachable position. */
  | 'DEAD_NO_MATE_REACHABLE';

/** Why a position is dead (Art. 5.2.2), with the message in the language asked for. */
export interface DeadRuling {
  code: DeadCode;
  article: '5.2.2';
  message: string;
}

export interface PositionExplanation {
  legal: boolean;
  problems: PositionRuling[];
  /** Present when the position is legal and dead (as `isDeadPosition`, a stalemate excepted). */
  dead?: DeadRuling;
}

/**
 * A move as input to explainMove: SAN, UCI, or squares (any promotion letter, so that 'k' can be
 * ruled out); a null move ('--', 'Z0', '0000' or `null`) is ruled ERR_NULL_MOVE (article 1.2).
 */
export type ExplainMoveInput = string | { from: Square; to: Square; promotion?: Role } | null;

/**
 * Whether `move` is legal in `fen` and, if not, why (FIDE Article 3). Always returns a Promise: the
 * messages are loaded on demand per language. Rejects with ChessError for a bad FEN or arguments,
 * text that is no move (ERR_INVALID_MOVE) or ambiguous SAN (ERR_AMBIGUOUS_MOVE).
 */
export declare function explainMove(fen: string, move: ExplainMoveInput, options?: ExplainOptions): Promise<MoveExplanation>;
/**
 * `move` said as a sentence in `options.lang` (default 'en'), for screen readers and lessons:
 * "White knight from g1 to f3", "Black castles queenside", "White pawn from e5 to d6 takes the
 * pawn on d5 en passant, check" (gender and case where the language has them); a null move
 * (`san` '--', `uci` '0000') "White passes the turn (a null move)". Throws ChessError
 * ERR_INVALID_ARGUMENT for what is no Move or another language.
 */
export declare function describeMove(move: Move, options?: { lang?: RulingLang }): string;
/**
 * `san` with the piece letters of `options.lang` (en K Q R B N, ru Кр Ф Л С К, cs K D V S J,
 * hy Ա Թ Ն Փ Ձ, fa ش و ر ف ا) or, with `figurines: true`, figurines (♘f3, the same for both
 * colors). `applyMove(fen, text, { lang })` and `Game.move(text, { lang })` read it back
 * (figurines need no `lang`). Throws ChessError ERR_INVALID_MOVE for text that is no SAN
 * ('hello'), ERR_INVALID_ARGUMENT for another language.
 */
export declare function formatSan(san: string, options?: { lang?: RulingLang; figurines?: boolean }): string;
/** The problems that make `fen` an illegal position (Art. 3.10.3), with messages, and for a legal dead position (Art. 5.2.2) why it is dead (`dead`). Always a Promise. Rejects with ChessError (ERR_INVALID_FEN) for an unreadable FEN. */
export declare function explainPosition(fen: string, options?: ExplainOptions): Promise<PositionExplanation>;
// ---- PGN, outcomes and snapshots ----------------------------------------------------------

/** How a game ended: automatic ends (Art. 5, 9.6) and, for claims, threefold_repetition and fifty_moves. */
export type Termination =
  | 'checkmate'
  | 'stalemate'
  | 'insufficient_material'
  | 'dead_position'
  | 'fivefold_repetition'
  | 'seventyfive_moves'
  | 'threefold_repetition'
  | 'fifty_moves'
  /** A flag fell (Art. 6.9): only from `Game#timeout`, never automatic. */
  | 'timeout';

/** The winner (`null` for a draw) and how the game ended. */
export interface Outcome {
  winner: Color | null;
  termination: Termination;
}

/** The draws a player may claim (Art. 9.2, 9.3). */
export type DrawClaim = 'threefold_repetition' | 'fifty_moves';

/** A plain record of a game that Game.fromJSON restores exactly. */
export interface GameSnapshot {
  /** The start position (en-passant square always written, Shredder castling in Chess960). */
  startFen: string;
  chess960: boolean;
  /** The whole line in UCI, moves after the current ply included ('0000' for a null move). */
  moves: string[];
  /** The current ply. */
  ply: number;
  /** A draw claimed at the end of the line. */
  claim: DrawClaim | null;
  /** Present (true) only when the start position needs relaxed reading (a game started with `relaxed: true` from a position that cannot arise in a game). */
  relaxed?: boolean;
  /** The tree, present unless the game is one line without annotations: every node but the root, a node before its children, siblings in order. */
  nodes?: { id: number; parent: number; uci: string; claim?: DrawClaim; annotations?: Annotations }[];
  rootAnnotations?: Annotations;
  /** The id of the node the current line (`moves`) ends at; present with `nodes`. */
  lineEnd?: number;
  /** Present only for a game read from PGN (`Game.fromPgn`, `readGames`): the record's tags as `[name, value]` pairs, in order (`[['Event', 'Casual'], ['White', 'A']]`), which `pgn()` writes. */
  tags?: [string, string][];
  /** With `tags`, when the record has a result (its termination marker, else its Result tag): `pgn()` writes it while the main line is the record's (e.g. `1-0` by resignation), else the position's. */
  result?: PgnResult;
  /** With `result`, only once the main line is no longer the record's: the record's main line in SAN (the recorded result comes back if the main line returns to it). */
  recordMoves?: string[];
}

export interface PgnLoadOptions {
  /** Accept only exact SAN. */
  strict?: boolean;
  /** `true`: Chess960 whatever the tags say; `false`: standard chess; absent: Chess960 when a Variant tag names it or the FEN tag needs it (as `PositionOptions.chess960`). */
  chess960?: boolean;
  /** Read the FEN tag in relaxed mode, e.g. the `pgn()` of a game started with `relaxed: true`. */
  relaxed?: boolean;
  /** Skip a variation holding a move that cannot be played (the whole variation) and report it in `warnings()`, instead of throwing. A bad main-line move throws either way. */
  skipBadVariations?: boolean;
}

export interface PgnWriteOptions {
  /** Longest line in characters (default 79; values below 20 count as 20); a longer line only where the writer may not break: one long token, or a comment's `[%...]` commands and the word before them, kept on one line. */
  maxLineLength?: number;
  /** Write comments, %clk and %eval (default true). */
  comments?: boolean;
  /** Write NAGs (default true). */
  nags?: boolean;
  /** Write variations (default true). */
  variations?: boolean;
  /** Tags set over the game's own (Seven Tag Roster first). */
  tags?: Record<string, string>;
}

/** A game termination marker. */
export type PgnResult = '1-0' | '0-1' | '1/2-1/2' | '*';

/** An engine evaluation from `[%eval ...]`, from White's side: centipawns or mate in n. */
export type PgnEval = { cp: number } | { mate: number };

/** One move of a PGN move tree, as written (not checked against the rules). */
export interface PgnNode {
  /**
   * The SAN as written ('--' or 'Z0' for a null move), without the marks after it that the
   * lenient move reader accepts: '!', '?', '!!', '??', '!?' and '?!' become NAGs, 'e.p.' and
   * 'ep' are dropped, a '+' or '#' stays ('Qh5 +' is 'Qh5+').
   */
  san: string;
  /** Numeric Annotation Glyphs; `!` is 1, `?` 2, `!!` 3, `??` 4, `!?` 5, `?!` 6. */
  nags: number[];
  /** Comments before this move, at the start of a variation. */
  commentsBefore: string[];
  /** Comments after this move, without the %clk and %eval commands. */
  comments: string[];
  /** Clock after the move from `[%clk h:mm:ss]`, in seconds. */
  clock?: number;
  eval?: PgnEval;
  /** Alternatives to this move, each a line from the position before it. */
  variations: PgnNode[][];
}

/** One game of a PGN text. */
export interface PgnGame {
  /** Tag pairs in file order (the first value of a name given twice). */
  tags: Record<string, string>;
  /** Comments before the first move. */
  comments: string[];
  /** The main line. */
  moves: PgnNode[];
  /** The movetext's termination marker, if any. */
  result?: PgnResult;
}

/** Where a PGN error is (ERR_INVALID_PGN): set on ChessError for PGN errors. */
export declare interface ChessError {
  /** 1-based index of the game in the text. */
  readonly game?: number;
  /** 1-based line, when known. */
  readonly line?: number;
  /** 1-based column in characters, when known. */
  readonly column?: number;
  /** The code of the cause: ERR_PGN_UNCLOSED_COMMENT, ..., ERR_PGN_EMPTY (Game.fromPgn on a text with no game), ERR_INVALID_FEN, ERR_UNSUPPORTED_VARIANT, ERR_ILLEGAL_MOVE, ...; in `chess-arbiter/variants` also on ERR_INVALID_FEN (the problem's code, ERR_FEN_POCKET...) and ERR_ILLEGAL_MOVE (why: explainMove's code, ERR_KING_CAPTURE...). */
  readonly reason?: string;
  /** 1-based ply of the move at fault (its distance from the start, in the main line or its variation). */
  readonly ply?: number;
  /** The move at fault as written. */
  readonly san?: string;
  /** For a move error: where its variation hangs, from the main line in: `[ply, index]` steps (the `index`-th variation, 1-based, of the move at `ply`); empty for the main line. */
  readonly variation?: [number, number][];
}

/** Every game of a PGN text as a tree (syntax only). Throws ERR_INVALID_PGN with game, line, column. */
export declare function parsePgn(text: string): PgnGame[];

/** A web `ReadableStream` of bytes or strings, as `readGames` reads it (declared structurally, so no DOM lib is needed). */
export interface ReadableStreamLike {
  getReader(): { read(): Promise<{ done: boolean; value?: Uint8Array | string }>; releaseLock(): void };
}

/** What `readGames` yields for each game of the source: the game (free it when done), its tags only (`headersOnly`), or the error that game gave. `index` is the 1-based number of the game in the source. */
export type ReadGamesItem =
  | { index: number; tags: Record<string, string>; game: Game; error?: undefined }
  | { index: number; tags: Record<string, string>; game?: undefined; error?: undefined }
  | { index: number; error: ChessError; tags?: undefined; game?: undefined };

/**
 * The games of a PGN source one at a time: a string, bytes as a whole (a Uint8Array, a Node Buffer, an ArrayBuffer; UTF-8), a ReadableStream (File.stream(), a fetch body), a Node Readable, or an (async) iterable of strings or bytes (UTF-8).
 * Memory holds one game at a time, not the file. A game that cannot be read yields `{ index, error }` and reading goes on. Options as Game.fromPgn; `headersOnly` yields the tags without reading the moves (the movetext is skipped by a fast scan of its comments, parentheses and result: only an unclosed comment or variation, or a `)` without its `(`, is an error there; every game has the same `index` as in the full reading, and a game only the full reading finds broken yields its tags here).
 */
export declare function readGames(
  source: string | Uint8Array | ArrayBuffer | ReadableStreamLike | AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
  options?: PgnLoadOptions & { branching?: Branching; headersOnly?: boolean },
): AsyncGenerator<ReadGamesItem, void, undefined>;

declare global {
  interface SymbolConstructor {
    /** `Symbol.dispose` (explicit resource management), for TypeScript libs older than esnext.disposable; as @types/node declares it. */
    readonly dispose: unique symbol;
  }
}
