// New games, FEN and PGN: each makes a Game by the package (new Game, chess960Fen,
// Game.fromPgn) and hands it to setGame; what cannot be loaded gets the package's ruling.

import * as arbiter from 'chess-arbiter';
import { firstPgnGame } from './rulings.js';

const RESULT = ['1-0', '0-1', '1/2-1/2'];

/** app: { state, panels, sync(), explain(what), clearRuling(), announceStatus(), moving, stopReplay(), boardIntoView() } */
export function createLoading(app) {
  const { state } = app;

  /**
   * Makes `game` the current one. The Chess960 box and label follow the game's own mode
   * (`game.chess960()`), so a Chess960 game started by a FEN's castling letters or a PGN's Variant tag
   * shows as one, and a standard game after a Chess960 one does not.
   */
  function setGame(game, { variant = null, replay = -1, recorded = null } = {}) {
    const old = state.game;
    state.asked++;
    const chess960 = game.chess960();
    Object.assign(state, {
      game, chess960, variant: chess960 ? variant ?? 'chess960' : null, replay, recorded, fenDraft: undefined, fen960: undefined,
    });
    if (old && old !== game) old.free();
    app.moving.select(null);
    app.clearRuling();
    app.panels.showGame(state.games[replay], replay);
    app.sync();
    app.announceStatus();
  }

  // Every way of loading waits while the promotion picker is open.
  const guarded = fn => (...args) => { if (!state.busy) { app.stopReplay(); fn(...args); } };

  const newGame = guarded(() => setGame(new arbiter.Game()));

  const new960 = guarded(() => {
    const n = Math.floor(Math.random() * 960);
    setGame(new arbiter.Game(arbiter.chess960Fen(n), { chess960: true }), { variant: { n } });
  });

  /** The visitor ticked or cleared the Chess960 box: the next FEN loads in that mode. */
  function fen960(checked) {
    state.fen960 = checked;
  }

  /**
   * Loads a FEN: in the mode of the Chess960 box when the visitor set it, else in the mode the
   * package reads it in (standard, or Chess960 for castling rights only Chess960 has).
   */
  const loadFen = guarded((text, checked) => {
    const fen = text.trim();
    const chess960 = state.fen960 !== undefined ? !!checked : modeOf(fen);
    let game;
    try {
      game = new arbiter.Game(fen, chess960 ? { chess960: true } : undefined);
    } catch (e) {
      state.fenDraft = text; // keep what the visitor typed, so that it can be corrected
      app.explain({ error: e, fen, chess960 });
      app.sync();
      return;
    }
    setGame(game, { variant: 'chess960' });
    app.boardIntoView(); // on a phone the FEN box is below the board: show the position loaded
  });

  // Standard when the package reads `fen` as a standard position, Chess960 when only Chess960
  // does (e.g. KQkq with the king off e1), else the current game's mode (for the explanation).
  function modeOf(fen) {
    if (arbiter.validateFen(fen).ok) return false;
    if (arbiter.validateFen(fen, { chess960: true }).ok) return true;
    return state.chess960;
  }

  const loadPgn = guarded(text => {
    if (!text.trim()) {
      app.explain({ note: 'pgnEmptyBox', place: 'pgn' });
      return;
    }
    let game;
    try {
      game = arbiter.Game.fromPgn(text);
    } catch (e) {
      app.explain({ error: e, pgn: text });
      return;
    }
    // the result the PGN records (movetext, else the Result tag), shown at the end of its line
    const g = firstPgnGame(text);
    const result = [g?.result, g?.tags.Result].find(r => RESULT.includes(r));
    setGame(game, { recorded: result ? { result, node: game.nodeId(), note: 'resultPgn' } : null });
    app.boardIntoView();
  });

  const pgnText = () => state.game.pgn();

  return { setGame, newGame, new960, fen960, loadFen, loadPgn, pgnText };
}
