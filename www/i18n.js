// The demo page's texts, and the language switch. The rulings themselves come from the package
// (explainMove with { lang }); these files hold only the page's own words: English here, each
// other language in www/i18n/<code>.js, loaded when it is chosen (the first load carries English
// only). Static elements carry data-i18n (text), data-i18n-title, data-i18n-aria-label or
// data-i18n-placeholder with a key; dynamic texts call t(key, params).

export const LANGS = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'hy', name: 'Հայերեն', dir: 'ltr' },
  { code: 'fa', name: 'فارسی', dir: 'rtl' },
  { code: 'ru', name: 'Русский', dir: 'ltr' },
  { code: 'cs', name: 'Čeština', dir: 'ltr' },
];

// English; the other languages' texts join this table as they load (setLang).
const TEXTS = {
  en: {
    sub: 'rules by the package, board by the page', loading: 'Loading the rules…', notAllowed: 'Not allowed:', checking: 'Loading the explanation…', ruleFailed: 'The explanation could not be loaded: check the connection and try the move again.', cannotLoad: 'Cannot load:',
    firstTitle: 'Go to the start (Home)', first: 'Go to the start', undoTitle: 'Undo (←)', undo: 'Undo',
    redoTitle: 'Redo (→)', redo: 'Redo', lastTitle: 'Go to the end (End)', last: 'Go to the end',
    flipTitle: 'Flip the board', flip: 'Flip', newGame: 'New game', new960: 'New Chess960',
    notation: 'Notation', notationSan: 'SAN (English letters)', notationLocal: 'Letters of this language', notationFigurines: 'Piece symbols',
    moves: 'Moves', movesPlayed: 'Moves played', noMoves: 'No moves yet.', variation: 'Variation',
    loadFen: 'Load FEN', copy: 'Copy', copied: 'Copied', copyFailed: 'Copy failed',
    pgnPlaceholder: 'Paste a PGN here to load it', loadPgn: 'Load PGN', copyPgn: 'Copy this game as PGN',
    pgnEmptyBox: 'The PGN box is empty. Paste a game in PGN first.',
    replay: 'Replay a real game', game: 'Game', chooseGame: 'Choose a game…', stepBack: 'Step back',
    play: 'Play', pause: 'Pause', stepForward: 'Step forward', speed: 'Speed',
    foot: 'Every rule on this page comes from {pkg} (WebAssembly). Replay games: lichess database, public domain.',
    language: 'Language', learn: 'Learn the rules', clockLink: 'Play on the clock', board: 'Chess board', controls: 'Game controls',
    toMove_w: 'White to move', toMove_b: 'Black to move', check: 'check!', wins_w: 'White wins', wins_b: 'Black wins', draw: 'draw',
    resultPgn: 'result recorded in the PGN', resultGame: 'result of the real game',
    checkmate: 'Checkmate', stalemate: 'Stalemate', insufficientMaterial: 'Insufficient material',
    threefoldRepetition: 'Threefold repetition', fivefoldRepetition: 'Fivefold repetition', fiftyMoves: 'Fifty-move rule', seventyFiveMoves: 'Seventy-five-move rule', deadPosition: 'Dead position',
    flagTitle: 'Flag fall (Art. 6.9)', flag_w: "White's flag fell", flag_b: "Black's flag fell", flagWin_w: 'White wins on time', flagWin_b: 'Black wins on time',
    flagDraw_w: "Draw: White's time is up, but Black cannot checkmate by any series of legal moves", flagDraw_b: "Draw: Black's time is up, but White cannot checkmate by any series of legal moves",
    chess960: 'Chess960', chess960n: 'Chess960 #{n}',
    'en-passant': 'en passant', promotion: 'promotion', 'under-promotion': 'under-promotion', 'checkmate-chip': 'checkmate', chipTitle: 'Go to just before it',
    gamesFailed: 'Could not load the replay games: {msg}',
    loadFailed: 'Could not load this part of the page ({msg}): check the connection and pick again.',
    // squares and the promotion picker (screen readers; moves are said by the package's describeMove)
    wP: 'white pawn', wN: 'white knight', wB: 'white bishop', wR: 'white rook', wQ: 'white queen', wK: 'white king',
    bP: 'black pawn', bN: 'black knight', bB: 'black bishop', bR: 'black rook', bQ: 'black queen', bK: 'black king',
    empty: 'empty', squareLabel: '{square}, {piece}', promoteOn: 'Promote the pawn on {square}', promoteTo: 'Promote to {role}',
    role_p: 'pawn', role_n: 'knight', role_b: 'bishop', role_r: 'rook', role_q: 'queen', role_k: 'king',
    side_w: 'White', side_b: 'Black', mv_undo: 'Taken back: {move}',
    // the variant menu
    variant: 'Variant', v_standard: 'Standard', v_antichess: 'Antichess', v_atomic: 'Atomic', v_crazyhouse: 'Crazyhouse', v_horde: 'Horde', v_kingOfTheHill: 'King of the Hill', v_racingKings: 'Racing Kings', v_threeCheck: 'Three-check',
  },
};

// The Game's termination names (Termination in index.d.ts) to the keys above.
const TERMINATIONS = {
  checkmate: 'checkmate', stalemate: 'stalemate', insufficient_material: 'insufficientMaterial', dead_position: 'deadPosition',
  fivefold_repetition: 'fivefoldRepetition', seventyfive_moves: 'seventyFiveMoves', threefold_repetition: 'threefoldRepetition',
  fifty_moves: 'fiftyMoves',
};

/** Adds a page's own English texts (the clock page's; its other languages' are in the same files). */
export function addTexts(en) { Object.assign(TEXTS.en, en); }

let current = 'en';
const listeners = new Set();

export function lang() { return current; }
export function dir() { return (LANGS.find(l => l.code === current) || LANGS[0]).dir; }
export function onChange(fn) { listeners.add(fn); }

/** The text for `key` in the current language (English when missing), with {params} filled in. */
export function t(key, params = {}) {
  const text = TEXTS[current][key] ?? TEXTS.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (m, name) => (name in params ? String(params[name]) : m));
}

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
/** Numbers as the current language writes them (Persian digits in Persian). */
export function number(n) {
  return current === 'fa' ? String(n).replace(/[0-9]/g, d => PERSIAN_DIGITS[d]) : String(n);
}

/** A termination name of the Game's outcome ('checkmate', 'threefold_repetition', ...) in the current language. */
export function termination(name) {
  return Object.prototype.hasOwnProperty.call(TERMINATIONS, name) ? t(TERMINATIONS[name]) : name;
}

/** Writes every static text of the page in the current language. */
export function apply(root = document) {
  for (const el of root.querySelectorAll('[data-i18n]')) {
    const key = el.dataset.i18n;
    if (key === 'foot') {
      const [before, after] = t('foot').split('{pkg}');
      const code = document.createElement('code');
      code.textContent = 'chess-arbiter';
      el.replaceChildren(before, code, after ?? '');
    } else {
      el.textContent = t(key);
    }
  }
  for (const attr of ['title', 'aria-label', 'placeholder']) {
    const data = 'i18n' + attr.replace(/(^|-)(\w)/g, (m, d, c) => c.toUpperCase());
    for (const el of root.querySelectorAll(`[data-i18n-${attr}]`)) el.setAttribute(attr, t(el.dataset[data]));
  }
}

const known = code => LANGS.some(l => l.code === code);
let latest = 0; // counts the languages asked for: a slower load of an earlier one does not win

/** The texts of `code`, loaded once (its name in a variable: loaded on demand, not at the first load). */
async function texts(code) {
  if (!TEXTS[code]) {
    const file = `./i18n/${code}.js`;
    TEXTS[code] = (await import(file)).default;
  }
  return TEXTS[code];
}

/**
 * Switches the page to `code` (English for an unknown one): loads its texts, then writes them,
 * <html lang> and, for Persian, right to left. Resolves when done (false: a later call won).
 */
export async function setLang(code) {
  if (!known(code)) code = 'en';
  const mine = ++latest;
  await texts(code);
  if (mine !== latest) return false;
  current = code;
  document.documentElement.lang = code;
  document.documentElement.dir = dir();
  apply();
  try { localStorage.setItem('chess-arbiter-demo-lang', code); } catch { /* private mode */ }
  for (const fn of listeners) fn(code);
  return true;
}

/** The language asked for by ?lang=, else the last one chosen, else English. */
export function initialLang() {
  const asked = new URLSearchParams(location.search).get('lang');
  if (known(asked)) return asked;
  try {
    const saved = localStorage.getItem('chess-arbiter-demo-lang');
    if (known(saved)) return saved;
  } catch { /* private mode */ }
  return 'en';
}

/** A piece code ('wN') in words ('white knight'), or the word for an empty square. */
export function pieceName(code) {
  return code ? t(code) : t('empty');
}

/** A square's label for screen readers: 'e4, white knight'. */
export function squareLabel(square, code) {
  return t('squareLabel', { square, piece: pieceName(code) });
}

/** A role as the object of a verb ('takes the knight', 'promotes to a queen'): some languages inflect it. */
const taken = role => TEXTS[current][`taken_${role}`] ?? t(`role_${role}`);

/** The label of a promotion choice: 'Promote to queen'. */
export function promoteTo(role) {
  return t('promoteTo', { role: taken(role) });
}
