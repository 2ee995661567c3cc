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
    moves: 'Moves', movesPlayed: 'Moves played', noMoves: 'No moves yet.',
    loadFen: 'Load FEN', copy: 'Copy', copied: 'Copied', copyFailed: 'Copy failed',
    pgnPlaceholder: 'Paste a PGN here to load it', loadPgn: 'Load PGN', copyPgn: 'Copy this game as PGN',
    pgnEmptyBox: 'The PGN box is empty. Paste a game in PGN first.',
    replay: 'Replay a real game', game: 'Game', chooseGame: 'Choose a game…', stepBack: 'Step back',
    play: 'Play', pause: 'Pause', stepForward: 'Step forward', speed: 'Speed',
    foot: 'Every rule on this page comes from {pkg} (WebAssembly). Replay games: lichess database, public domain.',
    language: 'Language', board: 'Chess board', controls: 'Game controls',
    toMove_w: 'White to move', toMove_b: 'Black to move', check: 'check!', wins_w: 'White wins', wins_b: 'Black wins', draw: 'draw',
    resultPgn: 'result recorded in the PGN', resultGame: 'result of the real game',
    checkmate: 'Checkmate', stalemate: 'Stalemate', gameOver: 'Game over', insufficientMaterial: 'Insufficient material',
    threefoldRepetition: 'Threefold repetition', fivefoldRepetition: 'Fivefold repetition', fiftyMoves: 'Fifty-move rule', seventyFiveMoves: 'Seventy-five-move rule',
    chess960: 'Chess960', chess960n: 'Chess960 #{n}',
    'en-passant': 'en passant', promotion: 'promotion', 'under-promotion': 'under-promotion', 'checkmate-chip': 'checkmate', chipTitle: 'Go to just before it',
    gamesFailed: 'Could not load the replay games: {msg}',
  },
  hy: {
    sub: 'կանոնները՝ փաթեթից, տախտակը՝ էջից', loading: 'Կանոնները բեռնվում են…', notAllowed: 'Չի թույլատրվում․', cannotLoad: 'Չհաջողվեց բեռնել․',
    firstTitle: 'Դեպի սկիզբ (Home)', first: 'Դեպի սկիզբ', undoTitle: 'Հետ (←)', undo: 'Հետ',
    redoTitle: 'Առաջ (→)', redo: 'Առաջ', lastTitle: 'Դեպի վերջ (End)', last: 'Դեպի վերջ',
    flipTitle: 'Շրջել տախտակը', flip: 'Շրջել', newGame: 'Նոր խաղ', new960: 'Նոր Chess960',
    moves: 'Քայլեր', movesPlayed: 'Կատարված քայլերը', noMoves: 'Դեռ քայլեր չկան։',
    loadFen: 'Բեռնել FEN', copy: 'Պատճենել', copied: 'Պատճենված է', copyFailed: 'Չհաջողվեց պատճենել',
    pgnPlaceholder: 'Տեղադրեք PGN այստեղ՝ բեռնելու համար', loadPgn: 'Բեռնել PGN', copyPgn: 'Պատճենել խաղը PGN-ով',
    pgnEmptyBox: 'PGN-ի դաշտը դատարկ է։ Նախ տեղադրեք խաղը PGN-ով։',
    replay: 'Վերարտադրել իրական խաղ', game: 'Խաղ', chooseGame: 'Ընտրեք խաղ…', stepBack: 'Քայլ հետ',
    play: 'Խաղարկել', pause: 'Դադար', stepForward: 'Քայլ առաջ', speed: 'Արագություն',
    foot: 'Այս էջի բոլոր կանոնները գալիս են {pkg} փաթեթից (WebAssembly)։ Վերարտադրվող խաղերը՝ lichess-ի տվյալների բազայից, հանրային սեփականություն։',
    language: 'Լեզու', board: 'Շախմատի տախտակ', controls: 'Խաղի կառավարում',
    toMove_w: 'Քայլում են սպիտակները', toMove_b: 'Քայլում են սևերը', check: 'շախ։', wins_w: 'հաղթում են սպիտակները', wins_b: 'հաղթում են սևերը', draw: 'ոչ-ոքի',
    resultPgn: 'PGN-ում գրանցված արդյունքը', resultGame: 'իրական խաղի արդյունքը',
    checkmate: 'Մատ', stalemate: 'Պատ', gameOver: 'Խաղն ավարտվեց', insufficientMaterial: 'Անբավարար ուժեր',
    threefoldRepetition: 'Եռակի կրկնություն', fivefoldRepetition: 'Հնգակի կրկնություն', fiftyMoves: '50 քայլի կանոն', seventyFiveMoves: '75 քայլի կանոն',
    chess960: 'Chess960', chess960n: 'Chess960 №{n}',
    'en-passant': 'կողանցիկ', promotion: 'փոխարկում', 'under-promotion': 'թույլ փոխարկում', 'checkmate-chip': 'մատ', chipTitle: 'Անցնել դրանից անմիջապես առաջ',
    gamesFailed: 'Չհաջողվեց բեռնել խաղերը․ {msg}',
  },
  fa: {
    sub: 'قوانین از بسته، صفحهٔ شطرنج از صفحهٔ وب', loading: 'در حال بارگذاری قوانین…', notAllowed: 'مجاز نیست:', cannotLoad: 'بارگذاری نشد:',
    firstTitle: 'رفتن به ابتدا (Home)', first: 'رفتن به ابتدا', undoTitle: 'برگرداندن حرکت (←)', undo: 'برگرداندن حرکت',
    redoTitle: 'انجام دوبارهٔ حرکت (→)', redo: 'انجام دوبارهٔ حرکت', lastTitle: 'رفتن به انتها (End)', last: 'رفتن به انتها',
    flipTitle: 'چرخاندن صفحه', flip: 'چرخاندن', newGame: 'بازی جدید', new960: 'شطرنج ۹۶۰ جدید',
    moves: 'حرکت‌ها', movesPlayed: 'حرکت‌های انجام‌شده', noMoves: 'هنوز حرکتی انجام نشده است.',
    loadFen: 'بارگذاری FEN', copy: 'کپی', copied: 'کپی شد', copyFailed: 'کپی نشد',
    pgnPlaceholder: 'یک PGN اینجا بچسبانید تا بارگذاری شود', loadPgn: 'بارگذاری PGN', copyPgn: 'کپی این بازی به صورت PGN',
    pgnEmptyBox: 'کادر PGN خالی است. ابتدا یک بازی را به صورت PGN اینجا بچسبانید.',
    replay: 'بازپخش یک بازی واقعی', game: 'بازی', chooseGame: 'یک بازی انتخاب کنید…', stepBack: 'یک حرکت عقب',
    play: 'پخش', pause: 'توقف', stepForward: 'یک حرکت جلو', speed: 'سرعت',
    foot: 'همهٔ قوانین این صفحه از {pkg} (وب‌اسمبلی) می‌آید. بازی‌های بازپخش: پایگاه دادهٔ lichess، مالکیت عمومی.',
    language: 'زبان', board: 'صفحهٔ شطرنج', controls: 'کنترل‌های بازی',
    toMove_w: 'نوبت سفید', toMove_b: 'نوبت سیاه', check: 'کیش!', wins_w: 'سفید می‌برد', wins_b: 'سیاه می‌برد', draw: 'تساوی',
    resultPgn: 'نتیجهٔ ثبت‌شده در PGN', resultGame: 'نتیجهٔ بازی واقعی',
    checkmate: 'مات', stalemate: 'پات', gameOver: 'پایان بازی', insufficientMaterial: 'مهرهٔ ناکافی',
    threefoldRepetition: 'تکرار سه‌باره', fivefoldRepetition: 'تکرار پنج‌باره', fiftyMoves: 'قانون ۵۰ حرکت', seventyFiveMoves: 'قانون ۷۵ حرکت',
    chess960: 'شطرنج ۹۶۰', chess960n: 'شطرنج ۹۶۰ شمارهٔ {n}',
    'en-passant': 'آن پاسان', promotion: 'ترفیع', 'under-promotion': 'ترفیع به مهرهٔ سبک‌تر', 'checkmate-chip': 'مات', chipTitle: 'رفتن به پیش از آن',
    gamesFailed: 'بازی‌ها بارگذاری نشدند: {msg}',
  },
  ru: {
    sub: 'правила — из пакета, доска — со страницы', loading: 'Загрузка правил…', notAllowed: 'Так нельзя:', cannotLoad: 'Не удалось загрузить:',
    firstTitle: 'В начало (Home)', first: 'В начало', undoTitle: 'Отменить ход (←)', undo: 'Отменить ход',
    redoTitle: 'Вернуть ход (→)', redo: 'Вернуть ход', lastTitle: 'В конец (End)', last: 'В конец',
    flipTitle: 'Перевернуть доску', flip: 'Перевернуть', newGame: 'Новая партия', new960: 'Новая Chess960',
    moves: 'Ходы', movesPlayed: 'Сделанные ходы', noMoves: 'Ходов пока нет.',
    loadFen: 'Загрузить FEN', copy: 'Копировать', copied: 'Скопировано', copyFailed: 'Не удалось скопировать',
    pgnPlaceholder: 'Вставьте сюда PGN, чтобы загрузить партию', loadPgn: 'Загрузить PGN', copyPgn: 'Копировать партию в PGN',
    pgnEmptyBox: 'Поле PGN пустое. Сначала вставьте партию в формате PGN.',
    replay: 'Повтор настоящей партии', game: 'Партия', chooseGame: 'Выберите партию…', stepBack: 'Шаг назад',
    play: 'Воспроизвести', pause: 'Пауза', stepForward: 'Шаг вперёд', speed: 'Скорость',
    foot: 'Все правила на этой странице даёт пакет {pkg} (WebAssembly). Партии для повтора: база lichess, общественное достояние.',
    language: 'Язык', board: 'Шахматная доска', controls: 'Управление партией',
    toMove_w: 'Ход белых', toMove_b: 'Ход чёрных', check: 'шах!', wins_w: 'победа белых', wins_b: 'победа чёрных', draw: 'ничья',
    resultPgn: 'результат записан в PGN', resultGame: 'итог настоящей партии',
    checkmate: 'Мат', stalemate: 'Пат', gameOver: 'Игра окончена', insufficientMaterial: 'Недостаточно материала',
    threefoldRepetition: 'Троекратное повторение', fivefoldRepetition: 'Пятикратное повторение', fiftyMoves: 'Правило 50 ходов', seventyFiveMoves: 'Правило 75 ходов',
    chess960: 'Chess960', chess960n: 'Chess960 №{n}',
    'en-passant': 'взятие на проходе', promotion: 'превращение', 'under-promotion': 'превращение не в ферзя', 'checkmate-chip': 'мат', chipTitle: 'Перейти к позиции перед этим',
    gamesFailed: 'Не удалось загрузить партии: {msg}',
  },
  cs: {
    sub: 'pravidla z balíčku, šachovnice ze stránky', loading: 'Načítám pravidla…', notAllowed: 'Nepřípustné:', cannotLoad: 'Nelze načíst:',
    firstTitle: 'Na začátek (Home)', first: 'Na začátek', undoTitle: 'Vrátit tah (←)', undo: 'Vrátit tah',
    redoTitle: 'Znovu zahrát tah (→)', redo: 'Znovu zahrát tah', lastTitle: 'Na konec (End)', last: 'Na konec',
    flipTitle: 'Otočit šachovnici', flip: 'Otočit', newGame: 'Nová partie', new960: 'Nová Chess960',
    moves: 'Tahy', movesPlayed: 'Odehrané tahy', noMoves: 'Zatím žádné tahy.',
    loadFen: 'Načíst FEN', copy: 'Kopírovat', copied: 'Zkopírováno', copyFailed: 'Kopírování selhalo',
    pgnPlaceholder: 'Vložte sem PGN a partie se načte', loadPgn: 'Načíst PGN', copyPgn: 'Kopírovat partii jako PGN',
    pgnEmptyBox: 'Pole PGN je prázdné. Nejprve vložte partii ve formátu PGN.',
    replay: 'Přehrát skutečnou partii', game: 'Partie', chooseGame: 'Vyberte partii…', stepBack: 'O tah zpět',
    play: 'Přehrát', pause: 'Pozastavit', stepForward: 'O tah vpřed', speed: 'Rychlost',
    foot: 'Všechna pravidla na této stránce pocházejí z balíčku {pkg} (WebAssembly). Partie k přehrání: databáze lichess, volné dílo.',
    language: 'Jazyk', board: 'Šachovnice', controls: 'Ovládání partie',
    toMove_w: 'Na tahu je bílý', toMove_b: 'Na tahu je černý', check: 'šach!', wins_w: 'vyhrává bílý', wins_b: 'vyhrává černý', draw: 'remíza',
    resultPgn: 'výsledek zapsaný v PGN', resultGame: 'výsledek skutečné partie',
    checkmate: 'Mat', stalemate: 'Pat', gameOver: 'Konec partie', insufficientMaterial: 'Nedostatečný materiál',
    threefoldRepetition: 'Trojí opakování', fivefoldRepetition: 'Pětinásobné opakování', fiftyMoves: 'Pravidlo 50 tahů', seventyFiveMoves: 'Pravidlo 75 tahů',
    chess960: 'Chess960', chess960n: 'Chess960 č. {n}',
    'en-passant': 'braní mimochodem', promotion: 'proměna', 'under-promotion': 'proměna v jiný kámen než dámu', 'checkmate-chip': 'mat', chipTitle: 'Přejít těsně před něj',
    gamesFailed: 'Partie se nepodařilo načíst: {msg}',
  },
};

// Messages for the errors the page shows when it cannot read what was typed or pasted (a FEN,
// a PGN), by the error's code: the FEN codes validateFen gives, and PGN reasons (the ERR_PGN_*
// syntax codes as they are; PGN_* texts for a PGN's move, FEN tag and Variant tag, PGN_AT for
// where). {n}, {rank}, {line}, {column}, {move} and {value} are filled in from the text. A code
// without a text here keeps the package's English message (the problems of a FEN that reads
// but is no legal position, and why a PGN's move is illegal, come translated from the
// package's explainPosition and explainMove).
const ERRORS = {
  en: {
    ERR_FEN_FIELDS: 'A FEN has 4 to 6 fields separated by spaces: the pieces, the side to move, castling, en passant and the two move counters. This text has {n}.',
    ERR_FEN_RANKS: 'The piece placement must describe 8 ranks separated by “/”; this one has {n}.',
    ERR_FEN_RANK_LENGTH: 'Rank {rank} does not add up to 8 squares (each piece letter is one square, a digit that many empty squares).',
    ERR_FEN_BOARD: 'Rank {rank} holds a sign that is neither a piece letter (KQRBNP for White, kqrbnp for Black) nor a digit from 1 to 8, or two digits in a row.',
    ERR_FEN_TURN: 'The side to move is written w (White) or b (Black), not “{value}”.',
    ERR_FEN_CASTLING: 'The castling field must be “-” or up to four of KQkq (in Chess960 also the rooks’ files, such as HAha), not “{value}”.',
    ERR_FEN_EP: 'The en-passant field must be “-” or a square such as e3, not “{value}”.',
    ERR_FEN_HALFMOVE: 'The halfmove clock must be a whole number, not “{value}”.',
    ERR_FEN_FULLMOVE: 'The move number must be a whole number, not “{value}”.',
    ERR_INVALID_FEN: 'This text cannot be read as a FEN.',
    ERR_PGN_EMPTY: 'This text holds no game: no tag, no move and no result.',
    PGN_AT: 'Line {line}, column {column}:',
    PGN_ILLEGAL_MOVE: 'The move “{move}” cannot be played.',
    PGN_AMBIGUOUS_MOVE: 'The move “{move}” is ambiguous: more than one piece can make it, so it must also name the file or rank its piece comes from (e.g. Nbd2).',
    PGN_INVALID_MOVE: '“{move}” is not a move written in SAN (such as Nf3, O-O or e8=Q).',
    PGN_FEN_TAG: 'The FEN tag gives no position that can be played.',
    PGN_VARIANT: 'The Variant tag names “{value}”; only standard chess and Chess960 can be played here.',
    ERR_PGN_UNCLOSED_COMMENT: 'A comment opened with “{” is not closed with “}”.',
    ERR_PGN_UNTERMINATED_TAG: 'A tag is not closed with “]” on its line.',
    ERR_PGN_UNTERMINATED_STRING: 'A tag value is not closed with a quotation mark (") on its line.',
    ERR_PGN_INVALID_TAG: 'A “[” must be followed by a tag name and a value in quotation marks, such as [Event "Casual"].',
    ERR_PGN_UNBALANCED_PARENTHESIS: 'A “)” closes a variation that was not opened.',
    ERR_PGN_UNCLOSED_VARIATION: 'A variation opened with “(” is not closed with “)”.',
    ERR_PGN_VARIATION_WITHOUT_MOVE: 'A variation “(” must follow the move it replaces.',
    ERR_PGN_VARIATION_TOO_DEEP: 'The variations are nested too deeply.',
    ERR_PGN_INVALID_ANNOTATION: 'This annotation is not valid: “$” takes a number from 0 to 255, and the signs after a move are !, ?, !!, ??, !? and ?!.',
    ERR_PGN_ANNOTATION_WITHOUT_MOVE: 'An annotation ($1, !, ? …) must follow a move.',
    ERR_PGN_UNEXPECTED_CHARACTER: 'The character “{value}” means nothing in PGN here.',
    ERR_INVALID_PGN: 'This text cannot be read as PGN.',
  },
  hy: {
    ERR_FEN_FIELDS: 'FEN-ը բաղկացած է բացատներով բաժանված 4-ից 6 մասից՝ խաղաքարերի դասավորությունը, քայլի հերթը, փոխատեղումները, կողանցիկ վերցնելու դաշտը և քայլերի երկու հաշվիչները։ Այս տեքստում մասերի թիվը {n} է։',
    ERR_FEN_RANKS: 'Խաղաքարերի դասավորությունը պետք է նկարագրի «/» նշանով բաժանված 8 հորիզոնական, իսկ այստեղ դրանք {n} են։',
    ERR_FEN_RANK_LENGTH: '№{rank} հորիզոնականը ճիշտ 8 դաշտ չի կազմում (խաղաքարի յուրաքանչյուր տառը մեկ դաշտ է, թվանշանը՝ նույնքան դատարկ դաշտ)։',
    ERR_FEN_BOARD: '№{rank} հորիզոնականում կա նշան, որը ո՛չ խաղաքարի տառ է (սպիտակների համար՝ KQRBNP, սևերի համար՝ kqrbnp), ո՛չ էլ 1-ից 8 թվանշան, կամ այնտեղ երկու թվանշան կա իրար հետևից։',
    ERR_FEN_TURN: 'Քայլի հերթը նշվում է w (սպիտակներ) կամ b (սևեր) տառով, այլ ոչ թե «{value}»։',
    ERR_FEN_CASTLING: 'Փոխատեղումների մասը պետք է լինի «-» կամ KQkq տառերից առավելագույնը չորսը (Chess960-ում նաև նավակների ուղղաձիգերի տառերը, օրինակ՝ HAha), այլ ոչ թե «{value}»։',
    ERR_FEN_EP: 'Կողանցիկ վերցնելու մասը պետք է լինի «-» կամ խաղատախտակի դաշտ, օրինակ՝ e3, այլ ոչ թե «{value}»։',
    ERR_FEN_HALFMOVE: 'Կիսաքայլերի հաշվիչը պետք է լինի ամբողջ թիվ, այլ ոչ թե «{value}»։',
    ERR_FEN_FULLMOVE: 'Քայլի համարը պետք է լինի ամբողջ թիվ, այլ ոչ թե «{value}»։',
    ERR_INVALID_FEN: 'Այս տեքստը հնարավոր չէ կարդալ որպես FEN։',
    ERR_PGN_EMPTY: 'Այս տեքստում ոչ մի խաղ չկա՝ ո՛չ պիտակ, ո՛չ քայլ, ո՛չ արդյունք։',
    PGN_AT: 'Տող {line}, սյունակ {column}․',
    PGN_ILLEGAL_MOVE: '«{move}» քայլը հնարավոր չէ կատարել։',
    PGN_AMBIGUOUS_MOVE: '«{move}» քայլը միանշանակ չէ․ այն կարող է կատարել մեկից ավելի խաղաքար, ուստի պետք է նշել նաև այն ուղղաձիգը կամ հորիզոնականը, որտեղից խաղաքարը գնում է (օրինակ՝ Nbd2)։',
    PGN_INVALID_MOVE: '«{move}»-ը SAN գրառմամբ քայլ չէ (ինչպես Nf3, O-O կամ e8=Q)։',
    PGN_FEN_TAG: 'FEN պիտակը չի տալիս դիրք, որից կարելի է խաղալ։',
    PGN_VARIANT: 'Variant պիտակում նշված է «{value}», իսկ այստեղ կարելի է խաղալ միայն սովորական շախմատ և Chess960։',
    ERR_PGN_UNCLOSED_COMMENT: '«{» նշանով բացված մեկնաբանությունը չի փակվում «}» նշանով։',
    ERR_PGN_UNTERMINATED_TAG: 'Պիտակը նույն տողում չի փակվում «]» նշանով։',
    ERR_PGN_UNTERMINATED_STRING: 'Պիտակի արժեքը նույն տողում չի փակվում չակերտով (")։',
    ERR_PGN_INVALID_TAG: '«[» նշանից հետո պետք է գան պիտակի անունը և չակերտների մեջ արժեքը, օրինակ՝ [Event "Casual"]։',
    ERR_PGN_UNBALANCED_PARENTHESIS: '«)» նշանը փակում է տարբերակ, որը բացված չէր։',
    ERR_PGN_UNCLOSED_VARIATION: '«(» նշանով բացված տարբերակը չի փակվում «)» նշանով։',
    ERR_PGN_VARIATION_WITHOUT_MOVE: '«(» տարբերակը պետք է գա այն քայլից հետո, որը փոխարինում է։',
    ERR_PGN_VARIATION_TOO_DEEP: 'Տարբերակները չափազանց խորն են ներդրված միմյանց մեջ։',
    ERR_PGN_INVALID_ANNOTATION: 'Ծանոթագրությունը սխալ է․ «$» նշանից հետո պետք է լինի 0-ից 255 թիվ, իսկ քայլից հետո գրվող նշաններն են՝ !, ?, !!, ??, !? և ?!։',
    ERR_PGN_ANNOTATION_WITHOUT_MOVE: 'Ծանոթագրությունը ($1, !, ? …) պետք է գա քայլից հետո։',
    ERR_PGN_UNEXPECTED_CHARACTER: '«{value}» նշանը PGN-ում այստեղ իմաստ չունի։',
    ERR_INVALID_PGN: 'Այս տեքստը հնարավոր չէ կարդալ որպես PGN։',
  },
  fa: {
    ERR_FEN_FIELDS: 'FEN از ۴ تا ۶ بخش تشکیل می‌شود که با فاصله از هم جدا شده‌اند: چینش مهره‌ها، نوبت حرکت، قلعه رفتن، آن پاسان و دو شمارندهٔ حرکت. این متن {n} بخش دارد.',
    ERR_FEN_RANKS: 'چینش مهره‌ها باید ۸ عرض را توصیف کند که با «/» از هم جدا شده‌اند؛ این یکی {n} عرض دارد.',
    ERR_FEN_RANK_LENGTH: 'عرض {rank} دقیقاً ۸ مربع را توصیف نمی‌کند (هر حرف مهره یک مربع است و هر رقم به همان تعداد مربع خالی).',
    ERR_FEN_BOARD: 'در عرض {rank} نشانه‌ای هست که نه حرف مهره است (KQRBNP برای سفید، kqrbnp برای سیاه) و نه رقمی از ۱ تا ۸، یا دو رقم پشت سر هم آمده‌اند.',
    ERR_FEN_TURN: 'نوبت حرکت با w (سفید) یا b (سیاه) نوشته می‌شود، نه «{value}».',
    ERR_FEN_CASTLING: 'بخش قلعه رفتن باید «-» باشد یا حداکثر چهار حرف از KQkq (در شطرنج ۹۶۰ همچنین حرف ستون رخ‌ها، مثل HAha)، نه «{value}».',
    ERR_FEN_EP: 'بخش آن پاسان باید «-» یا نام یک مربع مثل e3 باشد، نه «{value}».',
    ERR_FEN_HALFMOVE: 'شمارندهٔ نیم‌حرکت‌ها باید یک عدد صحیح باشد، نه «{value}».',
    ERR_FEN_FULLMOVE: 'شمارهٔ حرکت باید یک عدد صحیح باشد، نه «{value}».',
    ERR_INVALID_FEN: 'این متن را نمی‌توان به صورت FEN خواند.',
    ERR_PGN_EMPTY: 'در این متن هیچ بازی‌ای نیست: نه برچسبی، نه حرکتی و نه نتیجه‌ای.',
    PGN_AT: 'سطر {line}، ستون {column}:',
    PGN_ILLEGAL_MOVE: 'حرکت «\u2066{move}\u2069» را نمی‌توان انجام داد.',
    PGN_AMBIGUOUS_MOVE: 'حرکت «\u2066{move}\u2069» مبهم است: بیش از یک مهره می‌تواند آن را انجام دهد، پس باید ستون یا عرض مبدأ مهره هم نوشته شود (مثلاً Nbd2).',
    PGN_INVALID_MOVE: '«\u2066{move}\u2069» حرکتی با نمادگذاری SAN نیست (مثل Nf3، O-O یا e8=Q).',
    PGN_FEN_TAG: 'برچسب FEN وضعیتی نمی‌دهد که بتوان از آن بازی کرد.',
    PGN_VARIANT: 'برچسب Variant نوع «{value}» را نام می‌برد؛ اینجا فقط شطرنج معمولی و شطرنج ۹۶۰ بازی می‌شود.',
    ERR_PGN_UNCLOSED_COMMENT: 'توضیحی که با «{» باز شده با «}» بسته نشده است.',
    ERR_PGN_UNTERMINATED_TAG: 'برچسبی در همان سطر با «]» بسته نشده است.',
    ERR_PGN_UNTERMINATED_STRING: 'مقدار یک برچسب در همان سطر با علامت نقل‌قول (") بسته نشده است.',
    ERR_PGN_INVALID_TAG: 'پس از «[» باید نام برچسب و مقداری در علامت نقل‌قول بیاید، مثل [Event "Casual"].',
    ERR_PGN_UNBALANCED_PARENTHESIS: '«)» شاخه‌ای را می‌بندد که باز نشده بود.',
    ERR_PGN_UNCLOSED_VARIATION: 'شاخه‌ای که با «(» باز شده با «)» بسته نشده است.',
    ERR_PGN_VARIATION_WITHOUT_MOVE: 'شاخهٔ «(» باید پس از حرکتی بیاید که جایگزین آن است.',
    ERR_PGN_VARIATION_TOO_DEEP: 'شاخه‌ها بیش از حد تودرتو هستند.',
    ERR_PGN_INVALID_ANNOTATION: 'این نشانه‌گذاری معتبر نیست: پس از «$» عددی از ۰ تا ۲۵۵ می‌آید و نشانه‌های پس از حرکت !، ?، !!، ??، !? و ?! هستند.',
    ERR_PGN_ANNOTATION_WITHOUT_MOVE: 'نشانه‌گذاری ($1، !، ? …) باید پس از یک حرکت بیاید.',
    ERR_PGN_UNEXPECTED_CHARACTER: 'نویسهٔ «{value}» اینجا در PGN معنایی ندارد.',
    ERR_INVALID_PGN: 'این متن را نمی‌توان به صورت PGN خواند.',
  },
  ru: {
    ERR_FEN_FIELDS: 'FEN состоит из 4–6 полей, разделённых пробелами: расстановка фигур, очередь хода, рокировки, взятие на проходе и два счётчика ходов. Здесь полей: {n}.',
    ERR_FEN_RANKS: 'Расстановка фигур должна описывать 8 горизонталей, разделённых знаком «/»; здесь их {n}.',
    ERR_FEN_RANK_LENGTH: 'Горизонталь {rank} не складывается ровно в 8 полей (каждая буква фигуры — одно поле, цифра — столько же пустых полей).',
    ERR_FEN_BOARD: 'На горизонтали {rank} есть знак, который не является ни буквой фигуры (KQRBNP у белых, kqrbnp у чёрных), ни цифрой от 1 до 8, или две цифры стоят подряд.',
    ERR_FEN_TURN: 'Очередь хода обозначается w (белые) или b (чёрные), а не «{value}».',
    ERR_FEN_CASTLING: 'Поле рокировок должно быть «-» или содержать не больше четырёх букв из KQkq (в Chess960 также линии ладей, например HAha), а не «{value}».',
    ERR_FEN_EP: 'Поле взятия на проходе должно быть «-» или названием поля доски, например e3, а не «{value}».',
    ERR_FEN_HALFMOVE: 'Счётчик полуходов должен быть целым числом, а не «{value}».',
    ERR_FEN_FULLMOVE: 'Номер хода должен быть целым числом, а не «{value}».',
    ERR_INVALID_FEN: 'Этот текст не читается как FEN.',
    ERR_PGN_EMPTY: 'В этом тексте нет партии: ни тегов, ни ходов, ни результата.',
    PGN_AT: 'Строка {line}, столбец {column}:',
    PGN_ILLEGAL_MOVE: 'Ход «{move}» сделать нельзя.',
    PGN_AMBIGUOUS_MOVE: 'Ход «{move}» неоднозначен: его может сделать не одна фигура, поэтому нужно указать и вертикаль или горизонталь, откуда она ходит (например, Nbd2).',
    PGN_INVALID_MOVE: '«{move}» — не ход в записи SAN (как Nf3, O-O или e8=Q).',
    PGN_FEN_TAG: 'Тег FEN не задаёт позицию, из которой можно играть.',
    PGN_VARIANT: 'Тег Variant называет «{value}»; здесь можно играть только в обычные шахматы и Chess960.',
    ERR_PGN_UNCLOSED_COMMENT: 'Комментарий, открытый знаком «{», не закрыт знаком «}».',
    ERR_PGN_UNTERMINATED_TAG: 'Тег не закрыт знаком «]» в той же строке.',
    ERR_PGN_UNTERMINATED_STRING: 'Значение тега не закрыто кавычкой (") в той же строке.',
    ERR_PGN_INVALID_TAG: 'После «[» должны идти имя тега и значение в кавычках, например [Event "Casual"].',
    ERR_PGN_UNBALANCED_PARENTHESIS: 'Знак «)» закрывает вариант, который не был открыт.',
    ERR_PGN_UNCLOSED_VARIATION: 'Вариант, открытый знаком «(», не закрыт знаком «)».',
    ERR_PGN_VARIATION_WITHOUT_MOVE: 'Вариант «(» должен идти после хода, который он заменяет.',
    ERR_PGN_VARIATION_TOO_DEEP: 'Варианты вложены слишком глубоко.',
    ERR_PGN_INVALID_ANNOTATION: 'Неверное примечание: после «$» нужно число от 0 до 255, а знаки после хода — это !, ?, !!, ??, !? и ?!.',
    ERR_PGN_ANNOTATION_WITHOUT_MOVE: 'Примечание ($1, !, ? …) должно идти после хода.',
    ERR_PGN_UNEXPECTED_CHARACTER: 'Знак «{value}» здесь ничего не значит в PGN.',
    ERR_INVALID_PGN: 'Этот текст не читается как PGN.',
  },
  cs: {
    ERR_FEN_FIELDS: 'FEN má 4 až 6 částí oddělených mezerami: rozestavení kamenů, stranu na tahu, rošády, braní mimochodem a dvě počítadla tahů. Tento text jich má {n}.',
    ERR_FEN_RANKS: 'Rozestavení kamenů musí popsat 8 řad oddělených znakem „/“; zde jich je {n}.',
    ERR_FEN_RANK_LENGTH: 'Řada {rank} nedává dohromady přesně 8 polí (každé písmeno kamene je jedno pole, číslice značí tolik prázdných polí).',
    ERR_FEN_BOARD: 'V řadě {rank} je znak, který není písmenem kamene (KQRBNP pro bílého, kqrbnp pro černého) ani číslicí od 1 do 8, nebo jsou tam dvě číslice za sebou.',
    ERR_FEN_TURN: 'Strana na tahu se zapisuje w (bílý) nebo b (černý), ne „{value}“.',
    ERR_FEN_CASTLING: 'Část pro rošády musí být „-“ nebo nejvýše čtyři z písmen KQkq (v Chess960 také sloupce věží, např. HAha), ne „{value}“.',
    ERR_FEN_EP: 'Část pro braní mimochodem musí být „-“ nebo pole šachovnice, např. e3, ne „{value}“.',
    ERR_FEN_HALFMOVE: 'Počítadlo půltahů musí být celé číslo, ne „{value}“.',
    ERR_FEN_FULLMOVE: 'Číslo tahu musí být celé číslo, ne „{value}“.',
    ERR_INVALID_FEN: 'Tento text nelze přečíst jako FEN.',
    ERR_PGN_EMPTY: 'V tomto textu není žádná partie: žádný tag, žádný tah ani výsledek.',
    PGN_AT: 'Řádek {line}, sloupec {column}:',
    PGN_ILLEGAL_MOVE: 'Tah „{move}“ nelze zahrát.',
    PGN_AMBIGUOUS_MOVE: 'Tah „{move}“ je nejednoznačný: může ho zahrát více kamenů, proto musí uvádět i sloupec nebo řadu, odkud kámen táhne (např. Nbd2).',
    PGN_INVALID_MOVE: '„{move}“ není tah zapsaný v SAN (jako Nf3, O-O nebo e8=Q).',
    PGN_FEN_TAG: 'Tag FEN neudává pozici, ze které lze hrát.',
    PGN_VARIANT: 'Tag Variant uvádí „{value}“; hrát tu lze jen klasické šachy a Chess960.',
    ERR_PGN_UNCLOSED_COMMENT: 'Komentář otevřený znakem „{“ není uzavřen znakem „}“.',
    ERR_PGN_UNTERMINATED_TAG: 'Tag není na svém řádku uzavřen znakem „]“.',
    ERR_PGN_UNTERMINATED_STRING: 'Hodnota tagu není na svém řádku uzavřena uvozovkami (").',
    ERR_PGN_INVALID_TAG: 'Za „[“ musí následovat název tagu a hodnota v uvozovkách, např. [Event "Casual"].',
    ERR_PGN_UNBALANCED_PARENTHESIS: 'Znak „)“ uzavírá variantu, která nebyla otevřena.',
    ERR_PGN_UNCLOSED_VARIATION: 'Varianta otevřená znakem „(“ není uzavřena znakem „)“.',
    ERR_PGN_VARIATION_WITHOUT_MOVE: 'Varianta „(“ musí následovat za tahem, který nahrazuje.',
    ERR_PGN_VARIATION_TOO_DEEP: 'Varianty jsou vnořeny příliš hluboko.',
    ERR_PGN_INVALID_ANNOTATION: 'Neplatná anotace: za „$“ patří číslo od 0 do 255 a znaménka za tahem jsou !, ?, !!, ??, !? a ?!.',
    ERR_PGN_ANNOTATION_WITHOUT_MOVE: 'Anotace ($1, !, ? …) musí následovat za tahem.',
    ERR_PGN_UNEXPECTED_CHARACTER: 'Znak „{value}“ zde v PGN nic neznamená.',
    ERR_INVALID_PGN: 'Tento text nelze přečíst jako PGN.',
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

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
/** Numbers as the current language writes them (Persian digits in Persian). */
function number(n) {
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
