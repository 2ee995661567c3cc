// Walking the game: undo, redo and jumps along the line, and to any move of the tree, all by the
// game itself (Game.undo, redo, goto, gotoNode). The game keeps the moves after the current ply
// and every variation; the page keeps no copy of them.

/** app: { state, sync(hint), clearRuling(), announceMove(move), announceUndo(move), announceStatus(), lineLength(), moving } */
export function createHistory(app) {
  const { state } = app;

  function after(hint) {
    app.moving.select(null);
    app.clearRuling();
    app.sync(hint);
  }

  function undo() {
    state.fenDraft = undefined;
    if (state.busy) return;
    const move = state.game.undo();
    if (!move) return;
    after({ move, reverse: true });
    app.announceUndo(move);
  }

  /** Replays the next move of the line; false at its end. */
  function redo() {
    state.fenDraft = undefined;
    if (state.busy) return false;
    const move = state.game.redo();
    if (!move) return false;
    after({ move });
    app.announceMove(move);
    return true;
  }

  function goto(n) {
    state.fenDraft = undefined;
    if (state.busy) return;
    const ply = state.game.ply();
    n = Math.max(0, Math.min(app.lineLength(), n));
    if (n === ply) return;
    if (n === ply - 1) return undo();
    if (n === ply + 1) return redo();
    state.game.goto(n);
    after();
    app.announceStatus();
  }

  /**
   * Home: back to the start, and to the main line. ← → and End walk the line being viewed: the
   * one a move was just played or picked in (a side line too), running on along each position's
   * first continuation; so after a branch, Home then End goes to the main line's end, not the
   * side line's (a trial found End following the side line it had left).
   */
  function start() {
    state.fenDraft = undefined;
    const { game } = state;
    if (state.busy || game.ply() === 0) return;
    const slide = game.ply() === 1 ? game.lastMove() : null; // one move back slides its piece
    game.gotoNode(0); // the line then runs on along first continuations: the main line
    after(slide ? { move: slide, reverse: true } : undefined);
    if (slide) app.announceUndo(slide);
    else app.announceStatus();
  }

  /**
   * Goes to node `id` of the game's tree (a move of the list, in any line): one move forward or
   * back slides its piece, a jump draws the position.
   */
  function gotoNode(id) {
    state.fenDraft = undefined;
    const { game } = state;
    const from = game.nodeId();
    if (state.busy || id === from) return;
    if (game.node(id).parent === from) {
      game.gotoNode(id);
      const move = game.lastMove();
      after({ move });
      app.announceMove(move);
    } else if (game.node(from).parent === id) {
      const move = game.lastMove();
      game.gotoNode(id);
      after({ move, reverse: true });
      app.announceUndo(move);
    } else {
      game.gotoNode(id);
      after();
      app.announceStatus();
    }
  }

  return { undo, redo, goto, gotoNode, start };
}
