// English texts of chess-arbiter's lessons (loaded by loadLessons on demand).
export const lang = 'en';
export const dir = 'ltr';

export const titles = {
  capture: 'Capturing', bishop: 'The bishop', rook: 'The rook', queen: 'The queen', noJumping: 'No jumping over pieces',
  knight: 'The knight', pawn: 'The pawn', enPassant: 'En passant', promotion: 'Promotion', king: 'The king',
  castling: 'Castling', castlingRights: 'When castling is lost', castlingPrevented: 'When castling must wait',
  check: 'Check', pin: 'Pins', checkmate: 'Checkmate', stalemate: 'Stalemate',
};

export const rules = {
  capture: 'A piece may not move to a square held by its own side; moving to a square held by an enemy piece captures it.',
  bishop: 'The bishop moves any number of squares along the diagonals it stands on.',
  rook: 'The rook moves any number of squares along its file or its rank.',
  queen: 'The queen moves any number of squares along its file, its rank or its diagonals.',
  noJumping: 'A bishop, a rook or a queen cannot pass over another piece.',
  knight: 'The knight jumps to one of the nearest squares that are not on its file, rank or diagonals.',
  pawn: 'A pawn steps one empty square straight ahead (two from its starting square) and captures one square diagonally forward.',
  enPassant: 'A pawn that has just advanced two squares may be taken by an enemy pawn beside it, as if it had moved one square, on the very next move only.',
  promotion: 'A pawn that reaches the far rank is replaced at once by a queen, a rook, a bishop or a knight of its colour.',
  king: 'The king steps to any neighbouring square.',
  castling: 'Castling: the king moves two squares towards a rook, and that rook moves to the square the king crossed.',
  castlingRights: 'Castling is lost for good once the king has moved, and with a rook that has moved.',
  castlingPrevented: 'Castling must wait while the king is in check, while it would cross or land on an attacked square, or while a piece stands between the king and the rook.',
  check: 'A king attacked by an enemy piece is in check, and its player must end the check at once.',
  pin: 'A piece may not move if that would leave its own king under attack.',
  checkmate: 'A king in check with no legal move left is checkmated: the game is won.',
  stalemate: 'A player with no legal move whose king is not in check is stalemated: the game is drawn.',
};

const ROLE = { q: 'queen', r: 'rook', b: 'bishop', n: 'knight' };
const list = (s) => s.join(', ');

export function goal(success) {
  const s = success.squares ?? [];
  switch (success.kind) {
    case 'reach': return s.length === 1 ? `Bring a piece to ${s[0]}.` : `Visit every marked square: ${list(s)}.`;
    case 'captureAll': return s.length === 1 ? `Capture the piece on ${s[0]}.` : `Capture every enemy piece: ${list(s)}.`;
    case 'enPassant': return 'Capture a pawn en passant.';
    case 'promote': return `Promote a pawn to a ${ROLE[success.role]}.`;
    case 'castle': return success.side === 'queen' ? 'Castle queenside.' : 'Castle kingside.';
    case 'escape': return 'Your king is in check: get it out of check.';
    case 'check': return 'Give check.';
    case 'checkmate': return 'Checkmate in one move.';
    case 'stalemate': return 'Stalemate your opponent in one move: a draw.';
    default: return '';
  }
}

export const ui = {
  lessons: 'Lessons', exercise: 'Exercise', hint: 'Hint', retry: 'Try again', next: 'Next', done: 'Well done!',
  failed: 'Not this time. Try again.', language: 'Language', back: 'Back to the board', article: 'Art.',
  progress: (a, b) => `${a} of ${b} done`, yourMove: 'Your move', hintText: 'Look at the highlighted piece.',
};
