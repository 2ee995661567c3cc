// Reading a FEN for drawing (notation only, no rules), as chessground keeps src/fen.ts.

/** The piece placement of a FEN's first field: { e4: 'wP', ... } (colour letter + upper-case role letter). */
export function fenPieces(fen) {
  const pieces = {};
  fen.split(' ')[0].split('/').forEach((row, i) => {
    let f = 0;
    for (const ch of row) {
      if (ch >= '1' && ch <= '8') { f += Number(ch); continue; }
      pieces['abcdefgh'[f] + (8 - i)] = (ch === ch.toUpperCase() ? 'w' : 'b') + ch.toUpperCase();
      f++;
    }
  });
  return pieces;
}

/** The fullmove number of a FEN (its sixth field), 1 when absent. */
export function fenFullmove(fen) {
  return Number.parseInt(fen.trim().split(/\s+/)[5], 10) || 1;
}

/** Whether Black is to move in a FEN (its second field). */
export function fenBlackToMove(fen) {
  return fen.trim().split(/\s+/)[1] === 'b';
}
