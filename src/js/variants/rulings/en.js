// chess-arbiter/variants' ruling texts in English (explainMove with { variant, lang: 'en' }),
// loaded on first use.
// The variants' rulings (chess-arbiter/variants' explainMove): the refusals that exist only in
// a variant, by code; `r.role` is a refused drop's piece letter. Refusals shared with chess
// carry their FIDE article and read as moveMessage's.

const ROLE = { p: 'pawn', n: 'knight', b: 'bishop', r: 'rook', q: 'queen', k: 'king' };
const role = (letter) => ROLE[String(letter).toLowerCase()] ?? 'piece';

function variantText(code, s, p, dropped) {
  const on = (i) => `the ${role(p[i])} on ${s[i]}`;
  switch (code) {
    case 'ERR_CAPTURE_REQUIRED': return `In antichess a player who can capture must capture: ${on(2)} can take ${on(3)}, so ${on(0)} may not move to ${s[1]}.`;
    case 'ERR_EXPLODES_OWN_KING': return `In atomic chess a capture explodes every piece but pawns next to ${s[1]}, and your king on ${s[2]} would be blown up with them.`;
    case 'ERR_KING_CAPTURE': return `In atomic chess a king never captures: ${on(0)} cannot take ${on(1)}.`;
    case 'ERR_GIVES_CHECK': return `In racing kings no move may give check: moving ${on(0)} to ${s[1]} would check the king on ${s[2]}.`;
    case 'ERR_DROP_OCCUPIED': return `A ${role(dropped)} can be dropped only onto an empty square, and ${on(0)} stands there.`;
    case 'ERR_DROP_PAWN_RANK': return `A pawn may not be dropped onto the first or the last rank, and ${s[0]} is on one of them.`;
    case 'ERR_DROP_NOT_IN_POCKET': return `There is no ${role(dropped)} in your pocket to drop on ${s[0]}.`;
    case 'ERR_GAME_OVER': return 'The game is already over by the variant\'s own rule: no move can be played.';
    default: return s.length ? `This move is not legal (${s.join(', ')}).` : 'This move is not legal.';
  }
}

/** The message for a ruling of chess-arbiter/variants: a variant's own rule, or moveMessage's with its article. */
export function variantMessage(r, moveMessage) {
  return r.article ? moveMessage(r) : variantText(r.code, r.squares, r.pieces, r.role);
}
