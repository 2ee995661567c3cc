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
