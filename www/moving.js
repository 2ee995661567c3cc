// Moving pieces: selection, clicks, drags and the promotion choice. Which moves exist is always
// the game's answer (Game.moves); a refused attempt gets the package's ruling.

const PROMOTION_ORDER = ['q', 'r', 'b', 'n'];

/**
 * app: { state, board, sync(hint), explain(what), clearRuling(), announceMove(move), stopReplay() }.
 * While the promotion picker is open (state.busy) nothing else may change the game.
 */
export function createMoving(app) {
  const { state } = app;
  const movesFrom = sq => state.game.moves({ square: sq });

  /** Selects `sq` (or nothing): its targets are the squares its legal moves go to. */
  function select(sq) {
    state.selected = sq;
    const targets = new Map();
    for (const m of sq ? movesFrom(sq) : []) {
      // castling where the king stays put (Chess960): the rook's square is the target to click
      const at = m.rookFrom && m.to === m.from ? m.rookFrom : m.to;
      if (!targets.has(at)) targets.set(at, { square: at, capture: !!m.captured });
    }
    state.targets = [...targets.values()];
  }

  /** The legal moves from `from` that a click or drop on `to` means (onto the rook: castling). */
  function candidates(from, to) {
    return movesFrom(from).filter(m => (m.to === to && m.to !== m.from) || m.rookFrom === to);
  }

  /** Plays one of the listed Move objects. */
  function play(listed) {
    const move = state.game.move(listed.uci); // its UCI names it exactly (king onto rook in Chess960)
    state.asked++;
    state.fenDraft = undefined;
    select(null);
    app.clearRuling();
    app.sync({ move });
    app.announceMove(move);
  }

  function refuse(from, to) {
    app.explain({ error: null, move: [state.game.fen(), from, to] });
    select(null);
    app.sync();
    app.board.shake(from);
    app.board.flash(to);
  }

  async function tryMove(from, to) {
    const cands = candidates(from, to);
    if (!cands.length) return refuse(from, to);
    const promos = cands.filter(m => m.promotion);
    if (!promos.length) return play(cands[0]);
    const roles = PROMOTION_ORDER.filter(r => promos.some(m => m.promotion === r));
    const game = state.game;
    state.busy = true;
    let role;
    try {
      role = await app.board.pickPromotion(to, promos[0].color, roles);
    } finally {
      state.busy = false;
    }
    if (!role || state.game !== game) { select(null); app.sync(); return; }
    play(promos.find(m => m.promotion === role));
  }

  const gameOver = () => state.game.outcome() !== undefined;

  function onSquare(sq) {
    if (state.busy) return;
    app.stopReplay();
    const here = app.pieces()[sq];
    const sel = state.selected;
    if (!sel) {
      if (here) { select(sq); app.clearRuling(); app.sync(); }
      // A click on an empty square dismisses the ruling of a refused move (a refused FEN's or
      // PGN's stays: it is about the text in its box, which stays too).
      else if (state.shown?.move) { app.clearRuling(); app.sync(); }
      return;
    }
    if (sq === sel) { select(null); app.sync(); return; }
    const isTarget = candidates(sel, sq).length > 0;
    const selColor = app.pieces()[sel]?.[0];
    if (!isTarget && here && (here[0] === state.game.turn() || here[0] === selColor)) {
      select(sq); app.clearRuling(); app.sync(); return;
    }
    if (gameOver()) { select(null); app.sync(); return; }
    tryMove(sel, sq);
  }

  function dragStart(sq) {
    if (state.busy || gameOver()) return false;
    app.stopReplay();
    select(sq); app.clearRuling(); app.sync();
    return true;
  }

  function drop(from, to) {
    if (!state.busy) tryMove(from, to);
  }

  /** A touch from `sq`, the side not to move's piece, scrolled the page: the ruling a tap then a tap gives. */
  function swipeFrom(sq) {
    if (state.busy || state.playing || gameOver()) return;
    const here = app.pieces()[sq];
    if (!here || here[0] === state.game.turn()) return;
    app.explain({ error: null, move: [state.game.fen(), sq, sq] });
    select(null);
    app.sync();
    app.board.shake(sq);
  }

  function escape() {
    if (state.selected && !state.busy) { select(null); app.sync(); }
  }

  return { select, onSquare, dragStart, drop, escape, swipeFrom };
}
