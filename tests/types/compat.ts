// An ESM TypeScript consumer of `chess-arbiter/compat`, written as for chess.js 1.4.0 (the
// import line switched), checked with `tsc --strict`. Each `@ts-expect-error` must be an error.
import {
  BLACK, Chess, ChessError, DEFAULT_POSITION, KING, Move, QUEEN, SEVEN_TAG_ROSTER, SQUARES, WHITE,
  validateFen, type Color, type Piece, type PieceSymbol, type Square,
} from 'chess-arbiter/compat';

const chess = new Chess(DEFAULT_POSITION);
const sans: string[] = chess.moves();
const verbose: Move[] = chess.moves({ verbose: true, square: 'e2' });
const byPiece: Move[] = chess.moves({ verbose: true, piece: 'n' });
const played: Move = chess.move('e4');
const fromObject: Move = chess.move({ from: 'e7', to: 'e5' });
const lan: string = played.lan;
const uci: string = fromObject.uci; // ours
const rook: Square | undefined = played.rookFrom; // ours
const capture: boolean = played.isCapture();
const undone: Move | null = chess.undo();
const redone: Move | null = chess.redo(); // ours
const history: Move[] = chess.history({ verbose: true });
const piece: Piece | undefined = chess.get('e4');
const symbol: PieceSymbol | undefined = piece?.type;
const turn: Color = chess.turn();
const board = chess.board();
const first: Square | undefined = board[0]?.[0]?.square;
const rights: boolean = chess.getCastlingRights(WHITE)[KING] && chess.getCastlingRights(BLACK)[QUEEN];
const changed: boolean = chess.setCastlingRights(WHITE, { [KING]: false });
const headers: Record<string, string> = chess.setHeader('White', 'Me');
const comments: { fen: string; comment: string }[] = chess.getComments();
const hash: string = chess.hash();
const attackers: Square[] = chess.attackers('e4', BLACK);
const outcome = chess.outcome(); // ours
const winner: Color | null | undefined = outcome?.winner;
const promo: boolean = chess.isPromotion({ from: 'e7', to: 'e8' }); // ours
const ruling = chess.explain('Ke2', { lang: 'cs' }).then((r) => (r.legal ? r.move.san : r.code)); // ours
const valid: boolean = validateFen(DEFAULT_POSITION).ok;
const squares: Square[] = SQUARES;
const roster: Record<string, string> = SEVEN_TAG_ROSTER;
const over: boolean = chess.isGameOver() || chess.isDraw() || chess.isCheckmate() || chess.isStalemate();
const chess960 = new Chess('1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1', { chess960: true }); // ours
chess.loadPgn('1. e4 e5', { strict: true, newlineChar: '\n' });
const pgn: string = chess.pgn({ maxWidth: 72, newline: '\n' });
const isError = (e: unknown): boolean => e instanceof ChessError && typeof e.code === 'string';

// @ts-expect-error a square outside the board
chess.get('z9');
// @ts-expect-error moves({ verbose: true }) gives Move objects, not strings
const wrong: string[] = chess.moves({ verbose: true });
// @ts-expect-error the explain language must be one of the five
chess.explain('e4', { lang: 'de' });

export {
  sans, verbose, byPiece, lan, uci, rook, capture, undone, redone, history, symbol, turn, first, rights, changed,
  headers, comments, hash, attackers, winner, promo, ruling, valid, squares, roster, over, chess960, pgn, isError, wrong,
};
