// Walking the line: undo, redo and jumps, all by the game itself (Game.undo, redo, goto). The
// game keeps the moves after the current ply; the page keeps no copy of them.

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

  return { undo, redo, goto };
}
