// English texts for chess-arbiter's rulings (loaded by explainMove/explainPosition on demand).
// A ruling arrives as { code, article, squares, pieces[, color] } (color: a move ruling's side to move, a position problem's side): `pieces[i]` is the FEN
// letter of what stands on `squares[i]` ('B' a white bishop, 'n' a black knight, '-' empty).

export const lang = 'en';
export const dir = 'ltr';

const ROLE = { p: 'pawn', n: 'knight', b: 'bishop', r: 'rook', q: 'queen', k: 'king' };
const SIDE = { w: 'White', b: 'Black' };

const role = (letter) => ROLE[String(letter).toLowerCase()] ?? 'piece';
const colorOf = (letter) => (letter && letter !== '-' && letter === letter.toUpperCase() ? 'w' : 'b');
const other = (c) => (c === 'w' ? 'b' : 'w');
const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
const list = (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

function moveText(code, s, p, color) {
  // "the bishop on c1": the piece standing on the i-th square.
  const on = (i) => `the ${role(p[i])} on ${s[i]}`;
  switch (code) {
    case 'ERR_NULL_MOVE': return `${SIDE[(color ?? colorOf(p[0]))]} must make a move: the players move alternately, and passing the turn (a null move, --) is no move.`;
    case 'ERR_NO_PIECE': return `There is no piece on ${s[0]} to move.`;
    case 'ERR_NOT_YOUR_TURN': {
      const c = colorOf(p[0]);
      return `It is ${SIDE[other(c)]}'s turn, and ${on(0)} belongs to ${SIDE[c]}.`;
    }
    case 'ERR_SAME_SQUARE': return `A move has to take ${on(0)} to another square.`;
    case 'ERR_OWN_PIECE_ON_TARGET': return `${cap(on(0))} cannot move to ${s[1]}: your own ${role(p[1])} stands there.`;
    case 'ERR_BISHOP_MOVE': return `${cap(on(0))} moves only along diagonals, and ${s[1]} is not on either of its diagonals.`;
    case 'ERR_ROOK_MOVE': return `${cap(on(0))} moves only along its file or its rank, and ${s[1]} is on neither.`;
    case 'ERR_QUEEN_MOVE': return `${cap(on(0))} moves along its file, its rank or its diagonals, and ${s[1]} is on none of them.`;
    case 'ERR_KNIGHT_MOVE': return `${cap(on(0))} jumps to one of the nearest squares off its file, rank and diagonals; ${s[1]} is not one of them.`;
    case 'ERR_KING_MOVE': return `${cap(on(0))} steps to a neighbouring square only, and ${s[1]} does not touch ${s[0]}.`;
    case 'ERR_PIECE_IN_THE_WAY': return `${cap(on(0))} cannot jump over ${on(1)}.`;
    case 'ERR_PAWN_BACKWARD': return `${cap(on(0))} can never move backwards.`;
    case 'ERR_PAWN_SIDEWAYS': return `${cap(on(0))} cannot move sideways along its rank.`;
    case 'ERR_PAWN_MOVE': return `A pawn goes one square straight ahead (two from its starting square) and captures one square diagonally forward, so ${on(0)} cannot reach ${s[1]}.`;
    case 'ERR_PAWN_BLOCKED': return `${cap(on(0))} cannot advance: ${on(1)} stands in front of it, and pawns capture only diagonally.`;
    case 'ERR_PAWN_DOUBLE_STEP': return `A pawn may advance two squares only on its first move, from its starting square; ${on(0)} has left it.`;
    case 'ERR_PAWN_DOUBLE_STEP_BLOCKED': return `${cap(on(0))} cannot advance two squares: ${on(1)} is in the way.`;
    case 'ERR_PAWN_DIAGONAL': return `${cap(on(0))} may go diagonally only to capture, and ${s[1]} is empty.`;
    case 'ERR_EN_PASSANT_EXPIRED': return `${cap(on(1))} could be taken en passant only on the move right after its two-square advance.`;
    case 'ERR_PROMOTION_UNEXPECTED': return 'Only a pawn reaching the last rank is exchanged for another piece, and this move is no promotion.';
    case 'ERR_PROMOTION_REQUIRED': return `${cap(on(0))} reaches the last rank on ${s[1]} and must be exchanged for a queen, a rook, a bishop or a knight: choose one.`;
    case 'ERR_PROMOTION_PIECE': return 'A promoting pawn becomes a queen, a rook, a bishop or a knight of its own colour, never a king or a pawn.';
    case 'ERR_CASTLING_KING_MOVED': return `${cap(on(0))} can no longer castle: it has already moved (or the right to castle was given up).`;
    case 'ERR_CASTLING_ROOK_MOVED': return `The king cannot castle with the rook from ${s[1]}: that rook has already moved or is no longer on the board.`;
    case 'ERR_CASTLING_OUT_OF_CHECK': return `You cannot castle while in check: ${on(0)} attacks the king on ${s[1]}.`;
    case 'ERR_CASTLING_THROUGH_CHECK': return `The king cannot castle across ${s[1]}: ${on(0)} attacks that square.`;
    case 'ERR_CASTLING_INTO_CHECK': return `The king cannot castle into check: ${on(0)} attacks ${s[1]}.`;
    case 'ERR_CASTLING_BLOCKED': return `Castling is not possible for now: ${on(0)} stands in the way of the king and the rook.`;
    case 'ERR_KING_INTO_CHECK': return `The king cannot go to ${s[1]}: ${on(0)} attacks that square.`;
    case 'ERR_KING_LEFT_IN_CHECK': return `Your king on ${s[1]} is in check from ${on(0)}, and this move does not end the check.`;
    case 'ERR_PINNED': return `${cap(on(0))} is pinned: moving it would expose the king on ${s[2]} to ${on(1)}.`;
    default: return s.length ? `This move is not legal (${s.join(', ')}).` : 'This move is not legal.';
  }
}

function positionText(code, s, p, color) {
  const side = SIDE[color] ?? 'A side';
  switch (code) {
    case 'ERR_FEN_KINGS':
      return s.length === 0 ? `${side} has no king; each side has exactly one.`
        : `${side} has ${s.length} kings (${list(s)}); each side has exactly one.`;
    case 'ERR_FEN_PAWNS_ON_BACKRANK':
      return `A pawn can never stand on the first or the last rank (${list(s)}).`;
    case 'ERR_FEN_OPPOSITE_CHECK': {
      const k = s.findIndex((_, i) => role(p[i]) === 'king');
      const by = s.flatMap((sq, i) => (i === k ? [] : [`the ${role(p[i])} on ${sq}`]));
      return `The side that has just moved left its king on ${s[k] ?? '?'} in check (from ${list(by)}).`;
    }
    case 'ERR_FEN_IMPOSSIBLE_CHECK': return `No single move could have given this check (${list(s)}).`;
    case 'ERR_FEN_CASTLING_RIGHTS': return `${side}'s castling rights do not fit the board: the king and the rook must still stand on their starting squares (${list(s)}).`;
    case 'ERR_FEN_EN_PASSANT': return `The en-passant square ${s[0] ?? ''} does not follow a pawn's two-square advance.`;
    case 'ERR_FEN_PIECE_COUNT': return `${side} has more pieces than any game could produce.`;
    default: return 'This position cannot arise in a game.';
  }
}

/** The message for a move ruling, ending with its article. */
export function moveMessage(r) {
  return `${moveText(r.code, r.squares, r.pieces, r.color)} (Art. ${r.article})`;
}

/** The message for one problem of a position, ending with its article. */
export function positionMessage(r) {
  const text = positionText(r.code, r.squares, r.pieces, r.color);
  return r.article ? `${text} (Art. ${r.article})` : text;
}

// Why a position is dead (Art. 5.2.2), by the code explainPosition gives in `dead`.
const DEAD = {
  DEAD_KINGS_ONLY: 'Only the two kings are left, and a king can never give check: no checkmate is possible, so the position is dead and the game is drawn.',
  DEAD_INSUFFICIENT_MATERIAL: 'A king with a single bishop or a single knight cannot checkmate a lone king by any series of legal moves: the position is dead and the game is drawn.',
  DEAD_SAME_COLOUR_BISHOPS: 'Besides the kings only bishops are left, all on squares of the same colour: they never attack a square of the other colour, so no checkmate is possible. The position is dead and the game is drawn.',
  DEAD_LOCKED_PAWNS: 'The pawns are locked: none of them can ever move, capture or be captured, and wherever a piece can give check the king keeps a free square to step to. No checkmate is possible: the position is dead and the game is drawn.',
  DEAD_FORCED_LINE: 'Every legal move leads within a few moves to a position where no checkmate is possible (for example, the only move captures the last piece that could mate): the position is dead and the game is drawn.',
  DEAD_NO_MATE_REACHABLE: 'Neither player can checkmate by any series of legal moves: for each side this was proved from its material, from the locked pawns, or by examining every position that can still arise. The position is dead and the game is drawn.',
};

/** The message for a dead position's ruling ({ code, article }), ending with its article. */
export function deadMessage(r) {
  const text = DEAD[r.code] ?? 'No series of legal moves can end in checkmate: the position is dead and the game is drawn.';
  return `${text} (Art. ${r.article})`;
}

// Why a FEN or a PGN cannot be read at all, by the error's code: the FEN codes validateFen
// gives, the ERR_PGN_* reasons of a PGN error, and PGN_* texts for a PGN's move, FEN tag and
// Variant tag (PGN_AT says where). {count}, {rank}, {line}, {column} (numbers), {move} and
// {value} are to be filled in: a FEN problem of validateFen carries its own count, rank and value
// (FenProblem in index.d.ts), a PGN error its line and column.
export const errorTexts = {
  ERR_FEN_EMPTY: 'The FEN is empty: write the position, e.g. rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 for the start.',
  ERR_FEN_FIELDS: 'A FEN has 4 to 6 fields separated by spaces: the pieces, the side to move, castling, en passant and the two move counters. This text has {count}.',
  ERR_FEN_RANKS: 'The piece placement must describe 8 ranks separated by “/”; this one has {count}.',
  ERR_FEN_RANK_LENGTH: 'Rank {rank} does not add up to 8 squares (each piece letter is one square, a digit that many empty squares).',
  ERR_FEN_BOARD: 'Rank {rank} holds “{value}”, which is neither a piece letter (KQRBNP for White, kqrbnp for Black) nor one digit from 1 to 8 for a run of empty squares.',
  ERR_FEN_TURN: 'The side to move is written w (White) or b (Black), not “{value}”.',
  ERR_FEN_CASTLING: 'The castling field must be “-” or up to four of KQkq (in Chess960 also the rooks’ files, such as HAha), not “{value}”.',
  ERR_FEN_EP: 'The en-passant field must be “-” or a square such as e3, not “{value}”.',
  ERR_FEN_HALFMOVE: 'The halfmove clock must be a whole number, not “{value}”.',
  ERR_FEN_FULLMOVE: 'The move number must be a whole number, not “{value}”.',
  ERR_INVALID_FEN: 'This text cannot be read as a FEN.',
  ERR_PGN_EMPTY: 'This text holds no game: no tag, no move and no result.',
  PGN_AT: 'Line {line}, column {column}:',
  PGN_ILLEGAL_MOVE: 'The move “{move}” cannot be played.',
  PGN_AMBIGUOUS_MOVE: 'The move “{move}” is ambiguous: more than one piece can make it, so it must also name the file or rank its piece comes from (e.g. Nbd2).',
  PGN_INVALID_MOVE: '“{move}” is not a move written in SAN (such as Nf3, O-O or e8=Q).',
  PGN_FEN_TAG: 'The FEN tag gives no position that can be played.',
  PGN_VARIANT: 'The Variant tag names “{value}”; only standard chess and Chess960 can be played here.',
  ERR_PGN_UNCLOSED_COMMENT: 'A comment opened with “{” is not closed with “}”.',
  ERR_PGN_UNTERMINATED_TAG: 'A tag is not closed with “]” on its line.',
  ERR_PGN_UNTERMINATED_STRING: 'A tag value is not closed with a quotation mark (") on its line.',
  ERR_PGN_INVALID_TAG: 'A “[” must be followed by a tag name and a value in quotation marks, such as [Event "Casual"].',
  ERR_PGN_UNBALANCED_PARENTHESIS: 'A “)” closes a variation that was not opened.',
  ERR_PGN_UNCLOSED_VARIATION: 'A variation opened with “(” is not closed with “)”.',
  ERR_PGN_VARIATION_WITHOUT_MOVE: 'A variation “(” must follow the move it replaces.',
  ERR_PGN_VARIATION_TOO_DEEP: 'The variations are nested too deeply.',
  ERR_PGN_INVALID_ANNOTATION: 'This annotation is not valid: “$” takes a number from 0 to 255, and the signs after a move are !, ?, !!, ??, !? and ?!.',
  ERR_PGN_ANNOTATION_WITHOUT_MOVE: 'An annotation ($1, !, ? …) must follow a move.',
  ERR_PGN_UNEXPECTED_CHARACTER: 'The character “{value}” means nothing in PGN here.',
  ERR_INVALID_PGN: 'This text cannot be read as PGN.',
  WARN_PGN_UNESCAPED_QUOTE: 'A tag value has quotation marks (") inside it that are not escaped as \\"; read as they stand.',
  WARN_PGN_RESULT_SPELLING: 'The result is not written as 1-0, 0-1, 1/2-1/2 or *; read as the result it stands for.',
};
