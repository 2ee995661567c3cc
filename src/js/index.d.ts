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

/** A legal move. */
export interface Move {
  color: Color;
  /** The moving piece (the king when castling). */
  piece: Role;
  from: Square;
  /** Where the moving piece lands (the king's square when castling, as in chess.js). */
  to: Square;
  captured?: Role;
  promotion?: PromotionRole;
  /** e.g. 'Nxe5+', 'O-O', 'exd6', 'e8=Q#'. */
  san: string;
  /** 'e2e4', 'e7e8q'; castling 'e1g1' in standard mode, king takes rook 'e1h1' in Chess960. */
  uci: string;
  /** chess.js flags: n normal, b pawn double step, c capture, e en passant, p promotion, k/q castling. */
  flags: string;
  /** Castling: the rook's square before the move. */
  rookFrom?: Square;
  /** Castling: the rook's square after the move. */
  rookTo?: Square;
  /** En passant: the square of the captured pawn (FIDE Art. 3.7.4.1). */
  captureSquare?: Square;
}

/** A move as input: SAN ('Nf3', lenient unless strict), UCI ('g1f3', 'e7e8q') or squares. */
export type MoveInput = string | { from: Square; to: Square; promotion?: PromotionRole };

export interface PositionOptions {
  /** Read the position in Chess960 mode (UCI castling as king takes rook). A FEN whose castling field uses file letters (HAha) is Chess960 without it. */
  chess960?: boolean;
  /** Accept positions that cannot arise in a game (impossible checks, clocks; bad castling rights or en-passant squares dropped), e.g. for perft suites and editors. */
  relaxed?: boolean;
}

export interface MoveOptions extends PositionOptions {
  /** Accept SAN only in its exact form ('Nf3', not 'Ng1f3' or 'Nf3+'). */
  strict?: boolean;
}

/** Every failure: `code` is stable, `article` names the FIDE Law where one applies. */
export declare class ChessError extends Error {
  readonly name: 'ChessError';
  readonly code: string;
  readonly article?: string;
}

export interface FenProblem {
  /** e.g. 'ERR_FEN_KINGS', 'ERR_FEN_RANK_LENGTH', 'ERR_FEN_IMPOSSIBLE_CHECK'. */
  code: string;
  message: string;
  /** The FIDE article, for problems of the position. */
  article?: string;
  /** The squares involved. */
  squares?: Square[];
}

export type FenValidation = { ok: true } | { ok: false; errors: FenProblem[] };

/** The crate's version. */
export declare function version(): string;
/** The legal moves of the side to move, or of the piece on `options.square`. Throws ChessError. */
export declare function legalMoves(fen: string, options?: PositionOptions & { square?: Square }): Move[];
/** The FEN after `move`. Throws ChessError (ERR_INVALID_FEN, ERR_ILLEGAL_MOVE, ERR_AMBIGUOUS_MOVE, ERR_PROMOTION_REQUIRED, ERR_INVALID_MOVE, ERR_NOT_STRICT_SAN). */
export declare function applyMove(fen: string, move: MoveInput, options?: MoveOptions): string;
export declare function isCheck(fen: string, options?: PositionOptions): boolean;
export declare function isCheckmate(fen: string, options?: PositionOptions): boolean;
export declare function isStalemate(fen: string, options?: PositionOptions): boolean;
/** Every problem of a FEN at once; never throws for a string. */
export declare function validateFen(fen: string, options?: PositionOptions): FenValidation;
/** Leaf nodes of the legal move tree, `depth` from 0 to 15. */
export declare function perft(fen: string, depth: number, options?: PositionOptions): number;
/** Perft playing every leaf (no bulk counting), for benchmarks. */
export declare function perftCopyMake(fen: string, depth: number, options?: PositionOptions): number;
/** Legal destinations by origin square, for board widgets. */
export declare function toDests(fen: string, options?: PositionOptions): Map<Square, Square[]>;
/** The FEN of Chess960 start position n (0 to 959; 518 is the standard start). */
export declare function chess960Fen(n: number): string;

/** The size of the wasm module's memory in bytes (it grows as needed and never shrinks). */
export declare function memoryBytes(): number;

/** A game in progress. Methods throw ChessError and leave the game unchanged on failure. */
export declare class Game {
  constructor(fen?: string, options?: { chess960?: boolean });
  fen(): string;
  turn(): Color;
  moves(options?: { square?: Square }): Move[];
  move(move: MoveInput, options?: { strict?: boolean }): Move;
  undo(): Move | undefined;
  history(options?: { verbose?: false }): string[];
  history(options: { verbose: true }): Move[];
  history(options?: { verbose?: boolean }): string[] | Move[];
  isCheck(): boolean;
  isCheckmate(): boolean;
  isStalemate(): boolean;
  isGameOver(): boolean;
  /** Releases the wasm memory now; the garbage collector does it otherwise. */
  free(): void;
}

/** The languages of the rulings' messages: English, Armenian, Persian (right to left), Russian, Czech. */
export type RulingLang = 'en' | 'hy' | 'fa' | 'ru' | 'cs';

export interface ExplainOptions {
  /** The language of `message` (default 'en'). Its texts are loaded on first use. */
  lang?: RulingLang;
  /** Read the position in Chess960 mode (castling as king takes rook). */
  chess960?: boolean;
}

/** Why a move is refused; the code decides the article (FIDE Laws, Article 3 as the current edition numbers it). */
export type RulingCode =
  | 'ERR_NO_PIECE' | 'ERR_NOT_YOUR_TURN' | 'ERR_SAME_SQUARE' | 'ERR_OWN_PIECE_ON_TARGET'
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
  /** e.g. '3.8.2.2.1' ('1.2' for the turn). */
  article: string;
  /** The squares that decide the ruling, e.g. the moving piece and the piece in its way. */
  squares: Square[];
  /** A sentence in the asked language naming the pieces and squares and ending with the article. */
  message: string;
}

export type MoveExplanation = { legal: true; move: Move } | MoveRuling;

/** One problem of an illegal position (codes as validateFen gives them). */
export interface PositionRuling {
  code: string;
  article: string;
  squares: Square[];
  message: string;
}

export interface PositionExplanation {
  legal: boolean;
  problems: PositionRuling[];
}

/** A move as input to explainMove: SAN, UCI, or squares (any promotion letter, so that 'k' can be ruled out). */
export type ExplainMoveInput = string | { from: Square; to: Square; promotion?: Role };

/**
 * Whether `move` is legal in `fen` and, if not, why (FIDE Article 3). Always returns a Promise: the
 * messages are loaded on demand per language. Rejects with ChessError for a bad FEN or arguments,
 * text that is no move (ERR_INVALID_MOVE) or ambiguous SAN (ERR_AMBIGUOUS_MOVE).
 */
export declare function explainMove(fen: string, move: ExplainMoveInput, options?: ExplainOptions): Promise<MoveExplanation>;
/** The problems that make `fen` an illegal position (Art. 3.10.3), with messages. Always a Promise. Rejects with ChessError (ERR_INVALID_FEN) for an unreadable FEN. */
export declare function explainPosition(fen: string, options?: ExplainOptions): Promise<PositionExplanation>;
