// The demo page's texts in five languages, and the language switch. The rulings themselves
// come from the package (explainMove with { lang }); this file holds only the page's own words.
// Static elements carry data-i18n (text), data-i18n-title, data-i18n-aria-label or
// data-i18n-placeholder with a key; dynamic texts call t(key, params).

export const LANGS = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'hy', name: 'Հայերեն', dir: 'ltr' },
  { code: 'fa', name: 'فارسی', dir: 'rtl' },
  { code: 'ru', name: 'Русский', dir: 'ltr' },
  { code: 'cs', name: 'Čeština', dir: 'ltr' },
];

const TEXTS = {
  en: {
    sub: 'rules by the package, board by the page', loading: 'Loading the rules…', notAllowed: 'Not allowed:',
    firstTitle: 'Go to the start (Home)', first: 'Go to the start', undoTitle: 'Undo (←)', undo: 'Undo',
    redoTitle: 'Redo (→)', redo: 'Redo', lastTitle: 'Go to the end (End)', last: 'Go to the end',
    flipTitle: 'Flip the board', flip: 'Flip', newGame: 'New game', new960: 'New Chess960',
    moves: 'Moves', movesPlayed: 'Moves played', noMoves: 'No moves yet.',
    loadFen: 'Load FEN', copy: 'Copy', copied: 'Copied', copyFailed: 'Copy failed',
    pgnPlaceholder: 'Paste a PGN here to load it', loadPgn: 'Load PGN', copyPgn: 'Copy this game as PGN',
    replay: 'Replay a real game', game: 'Game', chooseGame: 'Choose a game…', stepBack: 'Step back',
    play: 'Play', pause: 'Pause', stepForward: 'Step forward', speed: 'Speed',
    foot: 'Every rule on this page comes from {pkg} (WebAssembly). Replay games: lichess database, public domain.',
    language: 'Language', board: 'Chess board', controls: 'Game controls',
    toMove_w: 'White to move', toMove_b: 'Black to move', check: 'check!', wins_w: 'White wins', wins_b: 'Black wins', draw: 'draw',
    checkmate: 'Checkmate', stalemate: 'Stalemate', gameOver: 'Game over', insufficientMaterial: 'Insufficient material',
    threefoldRepetition: 'Threefold repetition', fivefoldRepetition: 'Fivefold repetition', fiftyMoves: 'Fifty-move rule', seventyFiveMoves: 'Seventy-five-move rule',
    chess960: 'Chess960', chess960n: 'Chess960 #{n}',
    'en-passant': 'en passant', promotion: 'promotion', 'under-promotion': 'under-promotion', 'checkmate-chip': 'checkmate', chipTitle: 'Go to just before it',
    gamesFailed: 'Could not load the replay games: {msg}',
  },
  hy: {
    sub: 'կանոնները՝ փաթեթից, տախտակը՝ էջից', loading: 'Կանոնները բեռնվում են…', notAllowed: 'Չի թույլատրվում․',
    firstTitle: 'Դեպի սկիզբ (Home)', first: 'Դեպի սկիզբ', undoTitle: 'Հետ (←)', undo: 'Հետ',
    redoTitle: 'Առաջ (→)', redo: 'Առաջ', lastTitle: 'Դեպի վերջ (End)', last: 'Դեպի վերջ',
    flipTitle: 'Շրջել տախտակը', flip: 'Շրջել', newGame: 'Նոր խաղ', new960: 'Նոր Chess960',
    moves: 'Քայլեր', movesPlayed: 'Կատարված քայլերը', noMoves: 'Դեռ քայլեր չկան։',
    loadFen: 'Բեռնել FEN', copy: 'Պատճենել', copied: 'Պատճենված է', copyFailed: 'Չհաջողվեց պատճենել',
    pgnPlaceholder: 'Տեղադրեք PGN այստեղ՝ բեռնելու համար', loadPgn: 'Բեռնել PGN', copyPgn: 'Պատճենել խաղը PGN-ով',
    replay: 'Վերարտադրել իրական խաղ', game: 'Խաղ', chooseGame: 'Ընտրեք խաղ…', stepBack: 'Քայլ հետ',
    play: 'Խաղարկել', pause: 'Դադար', stepForward: 'Քայլ առաջ', speed: 'Արագություն',
    foot: 'Այս էջի բոլոր կանոնները գալիս են {pkg} փաթեթից (WebAssembly)։ Վերարտադրվող խաղերը՝ lichess-ի տվյալների բազայից, հանրային սեփականություն։',
    language: 'Լեզու', board: 'Շախմատի տախտակ', controls: 'Խաղի կառավարում',
    toMove_w: 'Քայլում են սպիտակները', toMove_b: 'Քայլում են սևերը', check: 'շախ։', wins_w: 'հաղթում են սպիտակները', wins_b: 'հաղթում են սևերը', draw: 'ոչ-ոքի',
    checkmate: 'Մատ', stalemate: 'Պատ', gameOver: 'Խաղն ավարտվեց', insufficientMaterial: 'Անբավարար ուժեր',
    threefoldRepetition: 'Եռակի կրկնություն', fivefoldRepetition: 'Հնգակի կրկնություն', fiftyMoves: '50 քայլի կանոն', seventyFiveMoves: '75 քայլի կանոն',
    chess960: 'Chess960', chess960n: 'Chess960 №{n}',
    'en-passant': 'կողանցիկ', promotion: 'փոխարկում', 'under-promotion': 'թույլ փոխարկում', 'checkmate-chip': 'մատ', chipTitle: 'Անցնել դրանից անմիջապես առաջ',
    gamesFailed: 'Չհաջողվեց բեռնել խաղերը․ {msg}',
  },
  fa: {
    sub: 'قوانین از بسته، صفحهٔ شطرنج از صفحهٔ وب', loading: 'در حال بارگذاری قوانین…', notAllowed: 'مجاز نیست:',
    firstTitle: 'رفتن به ابتدا (Home)', first: 'رفتن به ابتدا', undoTitle: 'برگرداندن حرکت (←)', undo: 'برگرداندن حرکت',
    redoTitle: 'انجام دوبارهٔ حرکت (→)', redo: 'انجام دوبارهٔ حرکت', lastTitle: 'رفتن به انتها (End)', last: 'رفتن به انتها',
    flipTitle: 'چرخاندن صفحه', flip: 'چرخاندن', newGame: 'بازی جدید', new960: 'شطرنج ۹۶۰ جدید',
    moves: 'حرکت‌ها', movesPlayed: 'حرکت‌های انجام‌شده', noMoves: 'هنوز حرکتی انجام نشده است.',
    loadFen: 'بارگذاری FEN', copy: 'کپی', copied: 'کپی شد', copyFailed: 'کپی نشد',
    pgnPlaceholder: 'یک PGN اینجا بچسبانید تا بارگذاری شود', loadPgn: 'بارگذاری PGN', copyPgn: 'کپی این بازی به صورت PGN',
    replay: 'بازپخش یک بازی واقعی', game: 'بازی', chooseGame: 'یک بازی انتخاب کنید…', stepBack: 'یک حرکت عقب',
    play: 'پخش', pause: 'توقف', stepForward: 'یک حرکت جلو', speed: 'سرعت',
    foot: 'همهٔ قوانین این صفحه از {pkg} (وب‌اسمبلی) می‌آید. بازی‌های بازپخش: پایگاه دادهٔ lichess، مالکیت عمومی.',
    language: 'زبان', board: 'صفحهٔ شطرنج', controls: 'کنترل‌های بازی',
    toMove_w: 'نوبت سفید', toMove_b: 'نوبت سیاه', check: 'کیش!', wins_w: 'سفید می‌برد', wins_b: 'سیاه می‌برد', draw: 'تساوی',
    checkmate: 'مات', stalemate: 'پات', gameOver: 'پایان بازی', insufficientMaterial: 'مهرهٔ ناکافی',
    threefoldRepetition: 'تکرار سه‌باره', fivefoldRepetition: 'تکرار پنج‌باره', fiftyMoves: 'قانون ۵۰ حرکت', seventyFiveMoves: 'قانون ۷۵ حرکت',
    chess960: 'شطرنج ۹۶۰', chess960n: 'شطرنج ۹۶۰ شمارهٔ {n}',
    'en-passant': 'آن پاسان', promotion: 'ترفیع', 'under-promotion': 'ترفیع به مهرهٔ سبک‌تر', 'checkmate-chip': 'مات', chipTitle: 'رفتن به پیش از آن',
    gamesFailed: 'بازی‌ها بارگذاری نشدند: {msg}',
  },
  ru: {
    sub: 'правила — из пакета, доска — со страницы', loading: 'Загрузка правил…', notAllowed: 'Так нельзя:',
    firstTitle: 'В начало (Home)', first: 'В начало', undoTitle: 'Отменить ход (←)', undo: 'Отменить ход',
    redoTitle: 'Вернуть ход (→)', redo: 'Вернуть ход', lastTitle: 'В конец (End)', last: 'В конец',
    flipTitle: 'Перевернуть доску', flip: 'Перевернуть', newGame: 'Новая партия', new960: 'Новая Chess960',
    moves: 'Ходы', movesPlayed: 'Сделанные ходы', noMoves: 'Ходов пока нет.',
    loadFen: 'Загрузить FEN', copy: 'Копировать', copied: 'Скопировано', copyFailed: 'Не удалось скопировать',
    pgnPlaceholder: 'Вставьте сюда PGN, чтобы загрузить партию', loadPgn: 'Загрузить PGN', copyPgn: 'Копировать партию в PGN',
    replay: 'Повтор настоящей партии', game: 'Партия', chooseGame: 'Выберите партию…', stepBack: 'Шаг назад',
    play: 'Воспроизвести', pause: 'Пауза', stepForward: 'Шаг вперёд', speed: 'Скорость',
    foot: 'Все правила на этой странице даёт пакет {pkg} (WebAssembly). Партии для повтора: база lichess, общественное достояние.',
    language: 'Язык', board: 'Шахматная доска', controls: 'Управление партией',
    toMove_w: 'Ход белых', toMove_b: 'Ход чёрных', check: 'шах!', wins_w: 'победа белых', wins_b: 'победа чёрных', draw: 'ничья',
    checkmate: 'Мат', stalemate: 'Пат', gameOver: 'Игра окончена', insufficientMaterial: 'Недостаточно материала',
    threefoldRepetition: 'Троекратное повторение', fivefoldRepetition: 'Пятикратное повторение', fiftyMoves: 'Правило 50 ходов', seventyFiveMoves: 'Правило 75 ходов',
    chess960: 'Chess960', chess960n: 'Chess960 №{n}',
    'en-passant': 'взятие на проходе', promotion: 'превращение', 'under-promotion': 'превращение не в ферзя', 'checkmate-chip': 'мат', chipTitle: 'Перейти к позиции перед этим',
    gamesFailed: 'Не удалось загрузить партии: {msg}',
  },
  cs: {
    sub: 'pravidla z balíčku, šachovnice ze stránky', loading: 'Načítám pravidla…', notAllowed: 'Nepřípustné:',
    firstTitle: 'Na začátek (Home)', first: 'Na začátek', undoTitle: 'Vrátit tah (←)', undo: 'Vrátit tah',
    redoTitle: 'Znovu zahrát tah (→)', redo: 'Znovu zahrát tah', lastTitle: 'Na konec (End)', last: 'Na konec',
    flipTitle: 'Otočit šachovnici', flip: 'Otočit', newGame: 'Nová partie', new960: 'Nová Chess960',
    moves: 'Tahy', movesPlayed: 'Odehrané tahy', noMoves: 'Zatím žádné tahy.',
    loadFen: 'Načíst FEN', copy: 'Kopírovat', copied: 'Zkopírováno', copyFailed: 'Kopírování selhalo',
    pgnPlaceholder: 'Vložte sem PGN a partie se načte', loadPgn: 'Načíst PGN', copyPgn: 'Kopírovat partii jako PGN',
    replay: 'Přehrát skutečnou partii', game: 'Partie', chooseGame: 'Vyberte partii…', stepBack: 'O tah zpět',
    play: 'Přehrát', pause: 'Pozastavit', stepForward: 'O tah vpřed', speed: 'Rychlost',
    foot: 'Všechna pravidla na této stránce pocházejí z balíčku {pkg} (WebAssembly). Partie k přehrání: databáze lichess, volné dílo.',
    language: 'Jazyk', board: 'Šachovnice', controls: 'Ovládání partie',
    toMove_w: 'Na tahu je bílý', toMove_b: 'Na tahu je černý', check: 'šach!', wins_w: 'vyhrává bílý', wins_b: 'vyhrává černý', draw: 'remíza',
    checkmate: 'Mat', stalemate: 'Pat', gameOver: 'Konec partie', insufficientMaterial: 'Nedostatečný materiál',
    threefoldRepetition: 'Trojí opakování', fivefoldRepetition: 'Pětinásobné opakování', fiftyMoves: 'Pravidlo 50 tahů', seventyFiveMoves: 'Pravidlo 75 tahů',
    chess960: 'Chess960', chess960n: 'Chess960 č. {n}',
    'en-passant': 'braní mimochodem', promotion: 'proměna', 'under-promotion': 'proměna v jiný kámen než dámu', 'checkmate-chip': 'mat', chipTitle: 'Přejít těsně před něj',
    gamesFailed: 'Partie se nepodařilo načíst: {msg}',
  },
};

// Termination names as a Game's outcome may give them, to the keys above.
const TERMINATIONS = {
  checkmate: 'checkmate', stalemate: 'stalemate', 'game over': 'gameOver', insufficientmaterial: 'insufficientMaterial',
  threefoldrepetition: 'threefoldRepetition', fivefoldrepetition: 'fivefoldRepetition', fiftymoves: 'fiftyMoves',
  fiftymoverule: 'fiftyMoves', seventyfivemoves: 'seventyFiveMoves', seventyfivemoverule: 'seventyFiveMoves',
};

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

/** A termination name ('checkmate', 'threefold_repetition', ...) in the current language, or null. */
export function termination(name) {
  const key = TERMINATIONS[String(name).toLowerCase().replace(/[\s_-]+/g, '')] ?? TERMINATIONS[String(name).toLowerCase()];
  return key ? t(key) : null;
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

/** Switches the page to `code`: texts, <html lang> and, for Persian, right to left. */
export function setLang(code) {
  if (!TEXTS[code]) code = 'en';
  current = code;
  document.documentElement.lang = code;
  document.documentElement.dir = dir();
  apply();
  try { localStorage.setItem('chess-arbiter-demo-lang', code); } catch { /* private mode */ }
  for (const fn of listeners) fn(code);
}

/** The language asked for by ?lang=, else the last one chosen, else English. */
export function initialLang() {
  const asked = new URLSearchParams(location.search).get('lang');
  if (asked && TEXTS[asked]) return asked;
  try {
    const saved = localStorage.getItem('chess-arbiter-demo-lang');
    if (saved && TEXTS[saved]) return saved;
  } catch { /* private mode */ }
  return 'en';
}
