// Why something was refused, in the page's language, as the package says it: explainMove for a
// move (the first rule of FIDE Article 3 it breaks, its article and squares), explainPosition
// for a FEN that reads but is no legal position, and the package's texts for a FEN or PGN that
// cannot be read (`errorTexts` of chess-arbiter/rulings/<lang>.js, beside the rulings). No rule
// here: this file only picks which question to ask and fills in the words.

import * as arbiter from 'chess-arbiter';

const NUMBERS = ['count', 'rank', 'line', 'column'];
const texts = new Map();

/** The package's texts of `lang` (loaded once, on demand). */
function errorTexts(lang) {
  let p = texts.get(lang);
  if (!p) {
    p = import(`chess-arbiter/rulings/${lang}.js`);
    p.catch(() => texts.delete(lang));
    texts.set(lang, p);
  }
  return p;
}

/**
 * The package's text for error `code` in `lang` with its {params} filled in (the numbers count,
 * rank, line and column as the language writes them: Persian digits in Persian); null when it
 * has no text for the code, or a parameter the text needs is missing.
 */
export async function errorTextIn(lang, code, params = {}) {
  const table = (await errorTexts(lang)).errorTexts;
  const text = Object.prototype.hasOwnProperty.call(table, code) ? table[code] : undefined;
  if (text === undefined) return null;
  const number = new Intl.NumberFormat(lang, { useGrouping: false });
  let missing = false;
  const out = text.replace(/\{(\w+)\}/g, (m, name) => {
    if (!(name in params)) { missing = true; return m; }
    return NUMBERS.includes(name) ? number.format(Number(params[name])) : String(params[name]);
  });
  return missing ? null : out;
}

/**
 * Rulings for the page in `lang()`'s language. `chess960()` is the current game's mode.
 * Every function resolves to { text, squares, code?, article? }.
 */
export function createRulings({ lang, chess960 }) {
  const errorText = (code, params) => errorTextIn(lang(), code, params);

  // An error with no ruling: its text by its code (reason first), else its own message.
  async function plain(error) {
    const code = error && (error.reason || error.code);
    const text = code ? await errorText(code) : null;
    if (text) return { text, squares: [], code };
    return { text: error && error.message ? error.message : String(error), squares: [] };
  }

  /** The attempt from -> to on `fen` that `error` refused. */
  async function move(error, fen, from, to) {
    let r;
    try {
      r = await arbiter.explainMove(fen, { from, to }, { lang: lang(), chess960: chess960() });
    } catch (e) {
      if (!error) throw e; // a move refused on the board: the ruling could not be loaded (the page says so)
      return plain(error);
    }
    if (r.legal) return plain(error);
    return { text: r.message, squares: r.squares, code: r.code, article: r.article };
  }

  /** A FEN that could not be loaded: its problems as a position, or why it cannot be read. */
  async function position(error, fen, is960) {
    let r;
    try {
      r = await arbiter.explainPosition(fen, { lang: lang(), chess960: is960 });
    } catch {
      return fenSyntax(error, fen, is960);
    }
    const first = r.problems[0];
    if (r.legal || !first) return plain(error);
    return { text: r.problems.map(p => p.message).join(' '), squares: [], code: first.code, article: first.article };
  }

  // Each of validateFen's problems by its code, its text filled in from the problem's own
  // fields (count, rank, value: the package reads them from the FEN).
  async function fenSyntax(error, fen, is960) {
    const v = arbiter.validateFen(fen, { chess960: is960 });
    if (v.ok || !v.errors || !v.errors.length) return plain(error);
    const parts = await Promise.all(v.errors.map(async e => (await errorText(e.code, e)) ?? e.message));
    return { text: parts.join(' '), squares: [], code: v.errors[0].code };
  }

  /**
   * A PGN that cannot be loaded (ERR_INVALID_PGN): where (line and column), what (by the
   * error's reason) and, for a move that cannot be played, the package's ruling on it in the
   * position before it; for a bad FEN tag, that FEN's problems.
   */
  async function pgn(error, text) {
    if (!error || error.code !== 'ERR_INVALID_PGN') return plain(error);
    const reason = error.reason || '';
    const game = firstPgnGame(text);
    const tags = game?.tags ?? {};
    const at = error.line && error.column ? await errorText('PGN_AT', { line: error.line, column: error.column }) : null;
    const params = {};
    let detail = null, article;
    if (error.ply && error.san !== undefined) {
      params.move = writtenAt(text, error.line, error.column) ?? error.san;
      const before = game && positionBefore(game, error.ply);
      if (before) {
        try {
          const r = await arbiter.explainMove(before.fen, error.san, { lang: lang(), chess960: before.chess960 });
          if (!r.legal) { detail = r.message; article = r.article; }
        } catch { /* no ruling: text that is no move, or ambiguous */ }
      }
    } else if (reason === 'ERR_INVALID_FEN' && tags.FEN !== undefined) {
      const p = await position({ code: 'ERR_INVALID_FEN' }, tags.FEN, pgnIs960(tags));
      if (p.code !== 'ERR_INVALID_FEN') { detail = p.text; article = p.article; }
    } else if (reason === 'ERR_UNSUPPORTED_VARIANT' && tags.Variant !== undefined) {
      params.value = tags.Variant;
    } else if (reason === 'ERR_PGN_UNEXPECTED_CHARACTER' && error.line && error.column) {
      const char = Array.from(text.split(/\r?\n/)[error.line - 1] ?? '')[error.column - 1];
      if (char !== undefined) params.value = char;
    }
    const what = await pgnWhat(lang(), error, params);
    if (!what) return plain(error);
    return { text: [at, what, detail].filter(Boolean).join(' '), squares: [], code: reason || error.code, article };
  }

  return { plain, move, position, pgn };
}

// The page's text for each PGN error reason (ERR_PGN_* syntax codes keep their own).
const PGN_TEXT = {
  ERR_ILLEGAL_MOVE: 'PGN_ILLEGAL_MOVE', ERR_PROMOTION_REQUIRED: 'PGN_ILLEGAL_MOVE', ERR_AMBIGUOUS_MOVE: 'PGN_AMBIGUOUS_MOVE',
  ERR_INVALID_MOVE: 'PGN_INVALID_MOVE', ERR_INVALID_FEN: 'PGN_FEN_TAG', ERR_UNSUPPORTED_VARIANT: 'PGN_VARIANT',
};

/**
 * What is wrong with a PGN that cannot be loaded (ERR_INVALID_PGN, by its reason) in `lang`, or
 * null: the text the page shows after PGN_AT, for standard chess (above) and the variants
 * (variants.js). `params`: the texts' {move} and {value}.
 */
export async function pgnWhat(lang, error, params = {}) {
  const reason = error.reason || '';
  return (await errorTextIn(lang, PGN_TEXT[reason] ?? reason, params))
    ?? (await errorTextIn(lang, error.ply ? 'PGN_ILLEGAL_MOVE' : 'ERR_INVALID_PGN', params));
}

/** The first game of a PGN text as parsePgn reads it (syntax only), or null. */
export function firstPgnGame(text) {
  try {
    return arbiter.parsePgn(text)[0] || null;
  } catch {
    return null;
  }
}

/**
 * The Chess960 mode for a PGN's tags: a Variant tag naming it, or a FEN tag that only Chess960
 * reads (the package says which).
 */
function pgnIs960(tags) {
  if (/960|fischer/i.test(tags.Variant || '')) return true;
  return tags.FEN !== undefined && !arbiter.validateFen(tags.FEN).ok && arbiter.validateFen(tags.FEN, { chess960: true }).ok;
}

/** The position before ply `ply` (1-based) of a parsed PGN game, replayed by the package; or null. */
function positionBefore(game, ply) {
  if (!(ply >= 1) || game.moves.length < ply - 1) return null;
  let g = null;
  try {
    const chess960 = pgnIs960(game.tags);
    g = new arbiter.Game(game.tags.FEN, chess960 ? { chess960 } : undefined);
    for (const node of game.moves.slice(0, ply - 1)) g.move(node.san);
    return { fen: g.fen(), chess960 };
  } catch {
    return null;
  } finally {
    g?.free();
  }
}

/**
 * The move as the user wrote it in the PGN, at `line` and `column` (1-based, in characters, as
 * the package's error gives them) up to the next space, with the move number written right
 * before it, if any: `2. Ke3`, `garbage`, `Ke3!?`; never a number the user did not write (a
 * trial read “1. garbage” for `garbage`). Undefined where there is none.
 */
function writtenAt(text, line, column) {
  if (!(line >= 1 && column >= 1)) return undefined;
  const chars = Array.from(text.split(/\r\n|\r|\n/)[line - 1] ?? '');
  const word = chars.slice(column - 1).join('').match(/^[^\s{}()]+/)?.[0];
  if (!word) return undefined;
  const number = chars.slice(0, column - 1).join('').match(/(?:^|[\s(])(\d+ *\.+ *)$/)?.[1] ?? '';
  const quoted = Array.from(number + word);
  return quoted.length > 40 ? `${quoted.slice(0, 40).join('')}…` : quoted.join('');
}
