// New games, FEN and PGN: each makes a Game by the package (new Game, chess960Fen,
// Game.fromPgn) and hands it to setGame; what cannot be loaded gets the package's ruling. What
// the package's PGN reader read leniently (game.warnings(): `1-O` read as 1-0, a tag value with
// unescaped quotes) is said under the PGN box, in the page's language, until the next load.

import * as arbiter from 'chess-arbiter';
import * as i18n from './i18n.js';
import { errorTextIn, firstPgnGame } from './rulings.js';

// English here (this module loads at the first use, not with the page); the other languages' in
// www/i18n/<code>.js. A key per plural category of Intl.PluralRules, `other` when one is missing.
i18n.addTexts({
  pgnRead_one: 'Read with {n} correction: {list}',
  pgnRead_other: 'Read with {n} corrections: {list}',
});

const RESULT = ['1-0', '0-1', '1/2-1/2'];
const VARIANTS = './variants.js'; // loaded for a variant's PGN only (a name in a variable: main.js)

/** app: { state, panels, sync(), explain(what), clearRuling(), announceStatus(), moving, stopReplay(), boardIntoView() } */
export function createLoading(app) {
  const { state } = app;

  // The line under the PGN box: each warning in the page's language (the package's text for its
  // reason, after where it is), else its message as the package gives it (English, left to right).
  let warnings = [];
  let shown = 0; // the last call's number: an older call's texts, still loading, are dropped
  const note = document.createElement('p');
  note.id = 'pgn-warnings';
  note.setAttribute('role', 'status');
  note.hidden = true;
  document.getElementById('pgn').parentElement.querySelector('.row').after(note);
  async function showWarnings(list) {
    const call = ++shown;
    warnings = list;
    if (!list.length) { note.hidden = true; note.textContent = ''; return; }
    const lang = i18n.lang();
    const texts = await Promise.all(list.map(async w => {
      const [at, text] = await Promise.all([errorTextIn(lang, 'PGN_AT', w), errorTextIn(lang, w.reason, w)]).catch(() => []);
      return at && text ? { text: `${at} ${text}` } : { text: w.message, english: true };
    }));
    if (call !== shown) return;
    const key = `pgnRead_${new Intl.PluralRules(lang).select(list.length)}`;
    const params = { n: i18n.number(list.length), list: '\u0000' };
    const text = i18n.t(key, params);
    const [before, after = ''] = (text === key ? i18n.t('pgnRead_other', params) : text).split('\u0000');
    const parts = texts.flatMap(({ text: t, english }, i) => {
      const part = english ? Object.assign(document.createElement('bdi'), { dir: 'ltr', textContent: t }) : t;
      return i ? [texts[i - 1].english ? '; ' : ' ', part] : [part]; // a text of ours is a sentence
    });
    note.replaceChildren(before, ...parts, after);
    note.hidden = false;
  }
  i18n.onChange(() => showWarnings(warnings));
  app.showPgnWarnings = showWarnings; // a variant's PGN too (variants.js)

  /**
   * Makes `game` the current one. The Chess960 box and label follow the game's own mode
   * (`game.chess960()`), so a Chess960 game started by a FEN's castling letters or a PGN's Variant tag
   * shows as one, and a standard game after a Chess960 one does not.
   */
  function setGame(game, { variant = null, replay = -1, recorded = null } = {}) {
    const old = state.game;
    state.asked++;
    showWarnings([]);
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
  // (what `fn` returns is returned: main.js's pending() waits for a promise of it)
  const guarded = fn => (...args) => { if (!state.busy) { app.stopReplay(); return fn(...args); } };

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
    showWarnings([]);
    if (!text.trim()) {
      app.explain({ note: 'pgnEmptyBox', place: 'pgn' });
      return;
    }
    let game;
    try {
      game = arbiter.Game.fromPgn(text);
    } catch (e) {
      // a lichess variant's game ([Variant "Crazyhouse"]...): variants.js reads it and switches
      // the board to it; if it cannot be loaded (offline), the reason standard chess refused it
      if (e?.reason === 'ERR_UNSUPPORTED_VARIANT') {
        return import(VARIANTS).then(m => m.loadPgn(app, text, e), () => app.explain({ error: e, pgn: text }));
      }
      app.explain({ error: e, pgn: text });
      return;
    }
    // the result the PGN records (movetext, else the Result tag), shown at the end of its line
    const g = firstPgnGame(text);
    const result = [g?.result, g?.tags.Result].find(r => RESULT.includes(r));
    setGame(game, { recorded: result ? { result, node: game.nodeId(), note: 'resultPgn' } : null });
    showWarnings(game.warnings());
    app.boardIntoView();
  });

  const pgnText = () => state.game.pgn();

  return { setGame, newGame, new960, fen960, loadFen, loadPgn, pgnText };
}
