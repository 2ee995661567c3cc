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
    sub: 'rules by the package, board by the page', loading: 'Loading the rules…', notAllowed: 'Not allowed:', cannotLoad: 'Cannot load:',
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
    // squares and the promotion picker (screen readers; moves are said by the package's describeMove)
    wP: 'white pawn', wN: 'white knight', wB: 'white bishop', wR: 'white rook', wQ: 'white queen', wK: 'white king',
    bP: 'black pawn', bN: 'black knight', bB: 'black bishop', bR: 'black rook', bQ: 'black queen', bK: 'black king',
    empty: 'empty', squareLabel: '{square}, {piece}', promoteOn: 'Promote the pawn on {square}', promoteTo: 'Promote to {role}',
    role_p: 'pawn', role_n: 'knight', role_b: 'bishop', role_r: 'rook', role_q: 'queen', role_k: 'king',
    side_w: 'White', side_b: 'Black', mv_undo: 'Taken back: {move}',
  },
  hy: {
    sub: 'կանոնները՝ փաթեթից, տախտակը՝ էջից', loading: 'Կանոնները բեռնվում են…', notAllowed: 'Չի թույլատրվում․', cannotLoad: 'Չհաջողվեց բեռնել․',
    firstTitle: 'Դեպի սկիզբ (Home)', first: 'Դեպի սկիզբ', undoTitle: 'Հետ (←)', undo: 'Հետ',
    redoTitle: 'Առաջ (→)', redo: 'Առաջ', lastTitle: 'Դեպի վերջ (End)', last: 'Դեպի վերջ',
    flipTitle: 'Շրջել տախտակը', flip: 'Շրջել', newGame: 'Նոր խաղ', new960: 'Նոր Chess960',
    notation: 'Նշագրություն', notationSan: 'SAN (անգլերեն տառեր)', notationLocal: 'Այս լեզվի տառերը', notationFigurines: 'Խաղաքարերի նշաններ',
    moves: 'Քայլեր', movesPlayed: 'Կատարված քայլերը', noMoves: 'Դեռ քայլեր չկան։', variation: 'Տարբերակ',
    loadFen: 'Բեռնել FEN', copy: 'Պատճենել', copied: 'Պատճենված է', copyFailed: 'Չհաջողվեց պատճենել',
    pgnPlaceholder: 'Տեղադրեք PGN այստեղ՝ բեռնելու համար', loadPgn: 'Բեռնել PGN', copyPgn: 'Պատճենել խաղը PGN-ով',
    pgnEmptyBox: 'PGN-ի դաշտը դատարկ է։ Նախ տեղադրեք խաղը PGN-ով։',
    replay: 'Վերարտադրել իրական խաղ', game: 'Խաղ', chooseGame: 'Ընտրեք խաղ…', stepBack: 'Քայլ հետ',
    play: 'Խաղարկել', pause: 'Դադար', stepForward: 'Քայլ առաջ', speed: 'Արագություն',
    foot: 'Այս էջի բոլոր կանոնները գալիս են {pkg} փաթեթից (WebAssembly)։ Վերարտադրվող խաղերը՝ lichess-ի տվյալների բազայից, հանրային սեփականություն։',
    language: 'Լեզու', learn: 'Սովորել կանոնները', clockLink: 'Խաղալ ժամացույցով', board: 'Շախմատի տախտակ', controls: 'Խաղի կառավարում',
    toMove_w: 'Քայլում են սպիտակները', toMove_b: 'Քայլում են սևերը', check: 'շախ։', wins_w: 'հաղթում են սպիտակները', wins_b: 'հաղթում են սևերը', draw: 'ոչ-ոքի',
    resultPgn: 'PGN-ում գրանցված արդյունքը', resultGame: 'իրական խաղի արդյունքը',
    checkmate: 'Մատ', stalemate: 'Պատ', insufficientMaterial: 'Անբավարար ուժեր',
    threefoldRepetition: 'Եռակի կրկնություն', fivefoldRepetition: 'Հնգակի կրկնություն', fiftyMoves: '50 քայլի կանոն', seventyFiveMoves: '75 քայլի կանոն', deadPosition: 'Մեռյալ դիրք',
    flagTitle: 'Դրոշակի ընկնելը (հոդված 6.9)', flag_w: 'Սպիտակների դրոշակն ընկավ', flag_b: 'Սևերի դրոշակն ընկավ', flagWin_w: 'Սպիտակները հաղթում են ժամանակով', flagWin_b: 'Սևերը հաղթում են ժամանակով',
    flagDraw_w: 'Ոչ-ոքի․ սպիտակների ժամանակը սպառվեց, բայց սևերը օրինական քայլերի ոչ մի շարքով չեն կարող մատ տալ', flagDraw_b: 'Ոչ-ոքի․ սևերի ժամանակը սպառվեց, բայց սպիտակները օրինական քայլերի ոչ մի շարքով չեն կարող մատ տալ',
    chess960: 'Chess960', chess960n: 'Chess960 №{n}',
    'en-passant': 'կողանցիկ', promotion: 'փոխարկում', 'under-promotion': 'թույլ փոխարկում', 'checkmate-chip': 'մատ', chipTitle: 'Անցնել դրանից անմիջապես առաջ',
    gamesFailed: 'Չհաջողվեց բեռնել խաղերը․ {msg}',
    wP: 'սպիտակ զինվոր', wN: 'սպիտակ ձի', wB: 'սպիտակ փիղ', wR: 'սպիտակ նավակ', wQ: 'սպիտակ թագուհի', wK: 'սպիտակ արքա',
    bP: 'սև զինվոր', bN: 'սև ձի', bB: 'սև փիղ', bR: 'սև նավակ', bQ: 'սև թագուհի', bK: 'սև արքա',
    empty: 'դատարկ', squareLabel: '{square}, {piece}', promoteOn: 'Փոխարկել {square} դաշտի զինվորը', promoteTo: 'Փոխարկել՝ {role}',
    role_p: 'զինվոր', role_n: 'ձի', role_b: 'փիղ', role_r: 'նավակ', role_q: 'թագուհի', role_k: 'արքա',
    side_w: 'Սպիտակները', side_b: 'Սևերը', mv_undo: 'Հետ է վերցված՝ {move}',
  },
  fa: {
    sub: 'قوانین از بسته، صفحهٔ شطرنج از صفحهٔ وب', loading: 'در حال بارگذاری قوانین…', notAllowed: 'مجاز نیست:', cannotLoad: 'بارگذاری نشد:',
    firstTitle: 'رفتن به ابتدا (Home)', first: 'رفتن به ابتدا', undoTitle: 'برگرداندن حرکت (←)', undo: 'برگرداندن حرکت',
    redoTitle: 'انجام دوبارهٔ حرکت (→)', redo: 'انجام دوبارهٔ حرکت', lastTitle: 'رفتن به انتها (End)', last: 'رفتن به انتها',
    flipTitle: 'چرخاندن صفحه', flip: 'چرخاندن', newGame: 'بازی جدید', new960: 'شطرنج ۹۶۰ جدید',
    notation: 'نمادگذاری', notationSan: 'SAN (حروف انگلیسی)', notationLocal: 'حروف این زبان', notationFigurines: 'نماد مهره‌ها',
    moves: 'حرکت‌ها', movesPlayed: 'حرکت‌های انجام‌شده', noMoves: 'هنوز حرکتی انجام نشده است.', variation: 'شاخهٔ فرعی',
    loadFen: 'بارگذاری FEN', copy: 'کپی', copied: 'کپی شد', copyFailed: 'کپی نشد',
    pgnPlaceholder: 'یک PGN اینجا بچسبانید تا بارگذاری شود', loadPgn: 'بارگذاری PGN', copyPgn: 'کپی این بازی به صورت PGN',
    pgnEmptyBox: 'کادر PGN خالی است. ابتدا یک بازی را به صورت PGN اینجا بچسبانید.',
    replay: 'بازپخش یک بازی واقعی', game: 'بازی', chooseGame: 'یک بازی انتخاب کنید…', stepBack: 'یک حرکت عقب',
    play: 'پخش', pause: 'توقف', stepForward: 'یک حرکت جلو', speed: 'سرعت',
    foot: 'همهٔ قوانین این صفحه از {pkg} (وب‌اسمبلی) می‌آید. بازی‌های بازپخش: پایگاه دادهٔ lichess، مالکیت عمومی.',
    language: 'زبان', learn: 'یادگیری قوانین', clockLink: 'بازی با ساعت', board: 'صفحهٔ شطرنج', controls: 'کنترل‌های بازی',
    toMove_w: 'نوبت سفید', toMove_b: 'نوبت سیاه', check: 'کیش!', wins_w: 'سفید می‌برد', wins_b: 'سیاه می‌برد', draw: 'تساوی',
    resultPgn: 'نتیجهٔ ثبت‌شده در PGN', resultGame: 'نتیجهٔ بازی واقعی',
    checkmate: 'مات', stalemate: 'پات', insufficientMaterial: 'مهرهٔ ناکافی',
    threefoldRepetition: 'تکرار سه‌باره', fivefoldRepetition: 'تکرار پنج‌باره', fiftyMoves: 'قانون ۵۰ حرکت', seventyFiveMoves: 'قانون ۷۵ حرکت', deadPosition: 'وضعیت مرده',
    flagTitle: 'افتادن پرچم (مادهٔ ۶.۹)', flag_w: 'پرچم سفید افتاد', flag_b: 'پرچم سیاه افتاد', flagWin_w: 'سفید با زمان می‌برد', flagWin_b: 'سیاه با زمان می‌برد',
    flagDraw_w: 'مساوی: زمان سفید تمام شد، اما سیاه با هیچ رشته‌ای از حرکات قانونی نمی‌تواند مات کند', flagDraw_b: 'مساوی: زمان سیاه تمام شد، اما سفید با هیچ رشته‌ای از حرکات قانونی نمی‌تواند مات کند',
    chess960: 'شطرنج ۹۶۰', chess960n: 'شطرنج ۹۶۰ شمارهٔ {n}',
    'en-passant': 'آن پاسان', promotion: 'ترفیع', 'under-promotion': 'ترفیع به مهرهٔ سبک‌تر', 'checkmate-chip': 'مات', chipTitle: 'رفتن به پیش از آن',
    gamesFailed: 'بازی‌ها بارگذاری نشدند: {msg}',
    wP: 'سرباز سفید', wN: 'اسب سفید', wB: 'فیل سفید', wR: 'رخ سفید', wQ: 'وزیر سفید', wK: 'شاه سفید',
    bP: 'سرباز سیاه', bN: 'اسب سیاه', bB: 'فیل سیاه', bR: 'رخ سیاه', bQ: 'وزیر سیاه', bK: 'شاه سیاه',
    empty: 'خالی', squareLabel: '{square}، {piece}', promoteOn: 'ترفیع سرباز {square}', promoteTo: 'ترفیع به {role}',
    role_p: 'سرباز', role_n: 'اسب', role_b: 'فیل', role_r: 'رخ', role_q: 'وزیر', role_k: 'شاه',
    side_w: 'سفید', side_b: 'سیاه', mv_undo: 'برگردانده شد: {move}',
  },
  ru: {
    sub: 'правила — из пакета, доска — со страницы', loading: 'Загрузка правил…', notAllowed: 'Так нельзя:', cannotLoad: 'Не удалось загрузить:',
    firstTitle: 'В начало (Home)', first: 'В начало', undoTitle: 'Отменить ход (←)', undo: 'Отменить ход',
    redoTitle: 'Вернуть ход (→)', redo: 'Вернуть ход', lastTitle: 'В конец (End)', last: 'В конец',
    flipTitle: 'Перевернуть доску', flip: 'Перевернуть', newGame: 'Новая партия', new960: 'Новая Chess960',
    notation: 'Нотация', notationSan: 'SAN (английские буквы)', notationLocal: 'Буквы этого языка', notationFigurines: 'Значки фигур',
    moves: 'Ходы', movesPlayed: 'Сделанные ходы', noMoves: 'Ходов пока нет.', variation: 'Вариант',
    loadFen: 'Загрузить FEN', copy: 'Копировать', copied: 'Скопировано', copyFailed: 'Не удалось скопировать',
    pgnPlaceholder: 'Вставьте сюда PGN, чтобы загрузить партию', loadPgn: 'Загрузить PGN', copyPgn: 'Копировать партию в PGN',
    pgnEmptyBox: 'Поле PGN пустое. Сначала вставьте партию в формате PGN.',
    replay: 'Повтор настоящей партии', game: 'Партия', chooseGame: 'Выберите партию…', stepBack: 'Шаг назад',
    play: 'Воспроизвести', pause: 'Пауза', stepForward: 'Шаг вперёд', speed: 'Скорость',
    foot: 'Все правила на этой странице даёт пакет {pkg} (WebAssembly). Партии для повтора: база lichess, общественное достояние.',
    language: 'Язык', learn: 'Изучить правила', clockLink: 'Играть с часами', board: 'Шахматная доска', controls: 'Управление партией',
    toMove_w: 'Ход белых', toMove_b: 'Ход чёрных', check: 'шах!', wins_w: 'победа белых', wins_b: 'победа чёрных', draw: 'ничья',
    resultPgn: 'результат записан в PGN', resultGame: 'итог настоящей партии',
    checkmate: 'Мат', stalemate: 'Пат', insufficientMaterial: 'Недостаточно материала',
    threefoldRepetition: 'Троекратное повторение', fivefoldRepetition: 'Пятикратное повторение', fiftyMoves: 'Правило 50 ходов', seventyFiveMoves: 'Правило 75 ходов', deadPosition: 'Мёртвая позиция',
    flagTitle: 'Падение флажка (ст. 6.9)', flag_w: 'У белых упал флажок', flag_b: 'У чёрных упал флажок', flagWin_w: 'Белые выигрывают по времени', flagWin_b: 'Чёрные выигрывают по времени',
    flagDraw_w: 'Ничья: время белых истекло, но чёрные не могут объявить мат никакой серией легальных ходов', flagDraw_b: 'Ничья: время чёрных истекло, но белые не могут объявить мат никакой серией легальных ходов',
    chess960: 'Chess960', chess960n: 'Chess960 №{n}',
    'en-passant': 'взятие на проходе', promotion: 'превращение', 'under-promotion': 'превращение не в ферзя', 'checkmate-chip': 'мат', chipTitle: 'Перейти к позиции перед этим',
    gamesFailed: 'Не удалось загрузить партии: {msg}',
    wP: 'белая пешка', wN: 'белый конь', wB: 'белый слон', wR: 'белая ладья', wQ: 'белый ферзь', wK: 'белый король',
    bP: 'чёрная пешка', bN: 'чёрный конь', bB: 'чёрный слон', bR: 'чёрная ладья', bQ: 'чёрный ферзь', bK: 'чёрный король',
    empty: 'пусто', squareLabel: '{square}, {piece}', promoteOn: 'Превращение пешки на {square}', promoteTo: 'Превратить в {role}',
    role_p: 'пешка', role_n: 'конь', role_b: 'слон', role_r: 'ладья', role_q: 'ферзь', role_k: 'король',
    taken_p: 'пешку', taken_n: 'коня', taken_b: 'слона', taken_r: 'ладью', taken_q: 'ферзя', taken_k: 'короля',
    side_w: 'Белые', side_b: 'Чёрные', mv_undo: 'Ход отменён: {move}',
  },
  cs: {
    sub: 'pravidla z balíčku, šachovnice ze stránky', loading: 'Načítám pravidla…', notAllowed: 'Nepřípustné:', cannotLoad: 'Nelze načíst:',
    firstTitle: 'Na začátek (Home)', first: 'Na začátek', undoTitle: 'Vrátit tah (←)', undo: 'Vrátit tah',
    redoTitle: 'Znovu zahrát tah (→)', redo: 'Znovu zahrát tah', lastTitle: 'Na konec (End)', last: 'Na konec',
    flipTitle: 'Otočit šachovnici', flip: 'Otočit', newGame: 'Nová partie', new960: 'Nová Chess960',
    notation: 'Notace', notationSan: 'SAN (anglická písmena)', notationLocal: 'Písmena tohoto jazyka', notationFigurines: 'Symboly figur',
    moves: 'Tahy', movesPlayed: 'Odehrané tahy', noMoves: 'Zatím žádné tahy.', variation: 'Varianta',
    loadFen: 'Načíst FEN', copy: 'Kopírovat', copied: 'Zkopírováno', copyFailed: 'Kopírování selhalo',
    pgnPlaceholder: 'Vložte sem PGN a partie se načte', loadPgn: 'Načíst PGN', copyPgn: 'Kopírovat partii jako PGN',
    pgnEmptyBox: 'Pole PGN je prázdné. Nejprve vložte partii ve formátu PGN.',
    replay: 'Přehrát skutečnou partii', game: 'Partie', chooseGame: 'Vyberte partii…', stepBack: 'O tah zpět',
    play: 'Přehrát', pause: 'Pozastavit', stepForward: 'O tah vpřed', speed: 'Rychlost',
    foot: 'Všechna pravidla na této stránce pocházejí z balíčku {pkg} (WebAssembly). Partie k přehrání: databáze lichess, volné dílo.',
    language: 'Jazyk', learn: 'Naučit se pravidla', clockLink: 'Hrát s hodinami', board: 'Šachovnice', controls: 'Ovládání partie',
    toMove_w: 'Na tahu je bílý', toMove_b: 'Na tahu je černý', check: 'šach!', wins_w: 'vyhrává bílý', wins_b: 'vyhrává černý', draw: 'remíza',
    resultPgn: 'výsledek zapsaný v PGN', resultGame: 'výsledek skutečné partie',
    checkmate: 'Mat', stalemate: 'Pat', insufficientMaterial: 'Nedostatečný materiál',
    threefoldRepetition: 'Trojí opakování', fivefoldRepetition: 'Pětinásobné opakování', fiftyMoves: 'Pravidlo 50 tahů', seventyFiveMoves: 'Pravidlo 75 tahů', deadPosition: 'Mrtvá pozice',
    flagTitle: 'Pád praporku (čl. 6.9)', flag_w: 'Bílému spadl praporek', flag_b: 'Černému spadl praporek', flagWin_w: 'Bílý vyhrává na čas', flagWin_b: 'Černý vyhrává na čas',
    flagDraw_w: 'Remíza: bílému vypršel čas, ale černý nemůže dát mat žádnou posloupností povolených tahů', flagDraw_b: 'Remíza: černému vypršel čas, ale bílý nemůže dát mat žádnou posloupností povolených tahů',
    chess960: 'Chess960', chess960n: 'Chess960 č. {n}',
    'en-passant': 'braní mimochodem', promotion: 'proměna', 'under-promotion': 'proměna v jiný kámen než dámu', 'checkmate-chip': 'mat', chipTitle: 'Přejít těsně před něj',
    gamesFailed: 'Partie se nepodařilo načíst: {msg}',
    wP: 'bílý pěšec', wN: 'bílý jezdec', wB: 'bílý střelec', wR: 'bílá věž', wQ: 'bílá dáma', wK: 'bílý král',
    bP: 'černý pěšec', bN: 'černý jezdec', bB: 'černý střelec', bR: 'černá věž', bQ: 'černá dáma', bK: 'černý král',
    empty: 'prázdné', squareLabel: '{square}, {piece}', promoteOn: 'Proměna pěšce na {square}', promoteTo: 'Proměnit v {role}',
    role_p: 'pěšec', role_n: 'jezdec', role_b: 'střelec', role_r: 'věž', role_q: 'dáma', role_k: 'král',
    taken_p: 'pěšce', taken_n: 'jezdce', taken_b: 'střelce', taken_r: 'věž', taken_q: 'dámu', taken_k: 'krále',
    side_w: 'Bílý', side_b: 'Černý', mv_undo: 'Tah vrácen: {move}',
  },
};

// The Game's termination names (Termination in index.d.ts) to the keys above.
const TERMINATIONS = {
  checkmate: 'checkmate', stalemate: 'stalemate', insufficient_material: 'insufficientMaterial', dead_position: 'deadPosition',
  fivefold_repetition: 'fivefoldRepetition', seventyfive_moves: 'seventyFiveMoves', threefold_repetition: 'threefoldRepetition',
  fifty_moves: 'fiftyMoves',
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

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
/** Numbers as the current language writes them (Persian digits in Persian). */
export function number(n) {
  return current === 'fa' ? String(n).replace(/[0-9]/g, d => PERSIAN_DIGITS[d]) : String(n);
}

/**
 * The message for error `code` in the current language (English when it has none), with
 * {params} filled in (numbers `n`, `rank`, `line` and `column` in the language's digits); null when no language
 * has a text for the code, or a parameter it needs is missing: show the error's own message then.
 */
export function errorText(code, params = {}) {
  const text = ERRORS[current][code] ?? ERRORS.en[code];
  if (text === undefined) return null;
  let missing = false;
  const out = text.replace(/\{(\w+)\}/g, (m, name) => {
    if (!(name in params)) { missing = true; return m; }
    return ['n', 'rank', 'line', 'column'].includes(name) ? number(params[name]) : String(params[name]);
  });
  return missing ? null : out;
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
