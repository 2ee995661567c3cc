// Types of `chess-arbiter/compat`: the API of chess.js 1.4.0 (same names, shapes and
// overloads), on the chess-arbiter core, with its additions marked "not in chess.js".
// Errors are ChessErrors (an Error with chess.js's message, a stable `code` and, where one
// applies, the FIDE `article`).
import type { MoveExplanation, Outcome, RulingLang } from '../index.js';
/** Not in chess.js: the ChessError class (every error of compat is one, with chess.js's message) and the wasm memory size. */
export { ChessError, memoryBytes } from '../index.js';

export declare const WHITE = 'w';
export declare const BLACK = 'b';
export declare const PAWN = 'p';
export declare const KNIGHT = 'n';
export declare const BISHOP = 'b';
export declare const ROOK = 'r';
export declare const QUEEN = 'q';
export declare const KING = 'k';
export type Color = 'w' | 'b';
export type PieceSymbol = 'p' | 'n' | 'b' | 'r' | 'q' | 'k';
export type Square = 'a8' | 'b8' | 'c8' | 'd8' | 'e8' | 'f8' | 'g8' | 'h8' | 'a7' | 'b7' | 'c7' | 'd7' | 'e7' | 'f7' | 'g7' | 'h7' | 'a6' | 'b6' | 'c6' | 'd6' | 'e6' | 'f6' | 'g6' | 'h6' | 'a5' | 'b5' | 'c5' | 'd5' | 'e5' | 'f5' | 'g5' | 'h5' | 'a4' | 'b4' | 'c4' | 'd4' | 'e4' | 'f4' | 'g4' | 'h4' | 'a3' | 'b3' | 'c3' | 'd3' | 'e3' | 'f3' | 'g3' | 'h3' | 'a2' | 'b2' | 'c2' | 'd2' | 'e2' | 'f2' | 'g2' | 'h2' | 'a1' | 'b1' | 'c1' | 'd1' | 'e1' | 'f1' | 'g1' | 'h1';
/** The standard start position. */
export declare const DEFAULT_POSITION = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
export type Piece = { color: Color; type: PieceSymbol };

/** A move as chess.js gives it, with chess-arbiter's `uci`, `rookFrom`/`rookTo` and `captureSquare`. */
export declare class Move {
  color: Color;
  from: Square;
  to: Square;
  piece: PieceSymbol;
  captured?: PieceSymbol;
  promotion?: PieceSymbol;
  /** chess.js's flags: n normal, c capture, b big pawn, e en passant, p promotion, k/q castling, - null move. */
  flags: string;
  san: string;
  /** Long algebraic: from, to and the promotion letter (`--` for a null move). */
  lan: string;
  /** FEN before the move. */
  before: string;
  /** FEN after the move. */
  after: string;
  private constructor();
  /** UCI (castling as king takes rook in Chess960; `0000` for a null move). Not in chess.js. */
  readonly uci: string;
  /** Castling: the rook's square before and after. Not in chess.js. */
  readonly rookFrom?: Square;
  readonly rookTo?: Square;
  /** En passant: the square of the pawn taken. Not in chess.js. */
  readonly captureSquare?: Square;
  isCapture(): boolean;
  isPromotion(): boolean;
  isEnPassant(): boolean;
  isKingsideCastle(): boolean;
  isQueensideCastle(): boolean;
  isBigPawn(): boolean;
}

/** The squares from a8 to h1, rank by rank. */
export declare const SQUARES: Square[];
export declare const SEVEN_TAG_ROSTER: Record<string, string>;
/** `{ ok: true }` or `{ ok: false, error }` with chess.js's message; `code` is chess-arbiter's. */
export declare function validateFen(fen: string, options?: { chess960?: boolean }): { ok: boolean; error?: string; code?: string };

export declare class Chess {
  /** `chess960` (not in chess.js): Chess960 castling; absent, the FEN decides (X-FEN/Shredder-FEN). */
  constructor(fen?: string, options?: { skipValidation?: boolean; chess960?: boolean });
  clear(options?: { preserveHeaders?: boolean }): void;
  load(fen: string, options?: { skipValidation?: boolean; preserveHeaders?: boolean; chess960?: boolean }): void;
  fen(options?: { forceEnpassantSquare?: boolean }): string;
  reset(options?: { preserveHeaders?: boolean }): void;
  get(square: Square): Piece | undefined;
  findPiece(piece: Piece): Square[];
  put(piece: { type: PieceSymbol; color: Color }, square: Square): boolean;
  remove(square: Square): Piece | undefined;
  attackers(square: Square, attackedBy?: Color): Square[];
  /** The position's 64-bit Zobrist key as 16 hex digits (chess-arbiter's own keys). */
  hash(): string;
  isAttacked(square: Square, attackedBy: Color): boolean;
  isCheck(): boolean;
  inCheck(): boolean;
  isCheckmate(): boolean;
  isStalemate(): boolean;
  isInsufficientMaterial(): boolean;
  isThreefoldRepetition(): boolean;
  isDrawByFiftyMoves(): boolean;
  /** chess.js's draws (50 moves, stalemate, insufficient material, threefold repetition), and every draw the game ends by itself by the FIDE Laws (`outcome()`: a dead position, Art. 5.2.2; fivefold repetition; 75 moves), where `move()` refuses every move. */
  isDraw(): boolean;
  isGameOver(): boolean;
  moves(): string[];
  moves(options: { square: Square }): string[];
  moves(options: { piece: PieceSymbol }): string[];
  moves(options: { square: Square; piece: PieceSymbol }): string[];
  moves(options: { verbose: true; square?: Square }): Move[];
  moves(options: { verbose: false; square?: Square }): string[];
  moves(options: { verbose?: boolean; square?: Square }): string[] | Move[];
  moves(options: { verbose: true; piece?: PieceSymbol }): Move[];
  moves(options: { verbose: false; piece?: PieceSymbol }): string[];
  moves(options: { verbose?: boolean; piece?: PieceSymbol }): string[] | Move[];
  moves(options: { verbose: true; square?: Square; piece?: PieceSymbol }): Move[];
  moves(options: { verbose: false; square?: Square; piece?: PieceSymbol }): string[];
  moves(options: { verbose?: boolean; square?: Square; piece?: PieceSymbol }): string[] | Move[];
  moves(options: { square?: Square; piece?: PieceSymbol }): Move[];
  move(move: string | { from: string; to: string; promotion?: string } | null, options?: { strict?: boolean }): Move;
  undo(): Move | null;
  /** Plays again the move last taken back, or returns null. Not in chess.js. */
  redo(): Move | null;
  pgn(options?: { newline?: string; maxWidth?: number }): string;
  /** @deprecated as in chess.js: use setHeader and getHeaders. */
  header(...args: string[]): Record<string, string | null>;
  setHeader(key: string, value: string): Record<string, string>;
  removeHeader(key: string): boolean;
  getHeaders(): Record<string, string>;
  /** `chess960` (not in chess.js); absent, a Variant tag naming Chess960 or the FEN tag decides. */
  loadPgn(pgn: string, options?: { strict?: boolean; newlineChar?: string; chess960?: boolean }): void;
  ascii(): string;
  perft(depth: number): number;
  setTurn(color: Color): boolean;
  turn(): Color;
  board(): ({ square: Square; type: PieceSymbol; color: Color } | null)[][];
  squareColor(square: Square): 'light' | 'dark' | null;
  history(): string[];
  history(options: { verbose: true }): Move[];
  history(options: { verbose: false }): string[];
  history(options: { verbose: boolean }): string[] | Move[];
  getComment(): string;
  setComment(comment: string): void;
  deleteComment(): string;
  removeComment(): string;
  getComments(): { fen: string; comment: string }[];
  deleteComments(): { fen: string; comment: string }[];
  removeComments(): { fen: string; comment: string }[];
  setCastlingRights(color: Color, rights: Partial<Record<typeof KING | typeof QUEEN, boolean>>): boolean;
  getCastlingRights(color: Color): { [KING]: boolean; [QUEEN]: boolean };
  moveNumber(): number;
  /** How the game ended by the FIDE Laws, or undefined. Not in chess.js. */
  outcome(): Outcome | undefined;
  /** True when `{ from, to }` is a legal pawn move to the last rank (ask for the piece). Not in chess.js. */
  isPromotion(move: { from: string; to: string }): boolean;
  /** Why `move` is or is not legal here, with the FIDE article, in `lang` (en, hy, fa, ru, cs). Not in chess.js. */
  explain(move: string | { from: string; to: string; promotion?: string } | null, options?: { lang?: RulingLang }): Promise<MoveExplanation>;
}
