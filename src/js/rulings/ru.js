// Русские тексты решений chess-arbiter (загружаются по требованию explainMove/explainPosition).
// Решение приходит как { code, article, squares, pieces[, color] }: `pieces[i]` — буква FEN
// фигуры на поле `squares[i]` ('B' — белый слон, 'n' — чёрный конь, '-' — пусто).
// Названия фигур склоняются по падежам; прилагательные и глаголы прошедшего времени
// согласуются с родом фигуры (ладья и пешка — женского рода).

export const lang = 'ru';
export const dir = 'ltr';

// Падежи: именительный, родительный, винительный, творительный; род.
const ROLE = {
  p: { nom: 'пешка', gen: 'пешки', acc: 'пешку', ins: 'пешкой', f: true },
  n: { nom: 'конь', gen: 'коня', acc: 'коня', ins: 'конём', f: false },
  b: { nom: 'слон', gen: 'слона', acc: 'слона', ins: 'слоном', f: false },
  r: { nom: 'ладья', gen: 'ладьи', acc: 'ладью', ins: 'ладьёй', f: true },
  q: { nom: 'ферзь', gen: 'ферзя', acc: 'ферзя', ins: 'ферзём', f: false },
  k: { nom: 'король', gen: 'короля', acc: 'короля', ins: 'королём', f: false },
};
const ANY = { nom: 'фигура', gen: 'фигуры', acc: 'фигуру', ins: 'фигурой', f: true };
const SIDE_GEN = { w: 'белых', b: 'чёрных' };

const word = (letter) => ROLE[String(letter).toLowerCase()] ?? ANY;
const colorOf = (letter) => (letter && letter !== '-' && letter === letter.toUpperCase() ? 'w' : 'b');
const other = (c) => (c === 'w' ? 'b' : 'w');
const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
/** Форма по роду: мужской или женский. */
const g = (letter, masc, fem) => (word(letter).f ? fem : masc);
const list = (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} и ${items[items.length - 1]}`);

function moveText(code, s, p, color) {
  // «слон на c1» в нужном падеже.
  const on = (i, form = 'nom') => `${word(p[i])[form]} на ${s[i]}`;
  switch (code) {
    case 'ERR_NULL_MOVE': return `${(color ?? colorOf(p[0])) === 'w' ? 'Белые' : 'Чёрные'} должны сделать ход: игроки ходят поочерёдно, а пропуск хода (нулевой ход, --) ходом не считается.`;
    case 'ERR_NO_PIECE': return `На поле ${s[0]} нет фигуры, которой можно было бы пойти.`;
    case 'ERR_NOT_YOUR_TURN': {
      const c = colorOf(p[0]);
      const adj = c === 'w' ? g(p[0], 'белый', 'белая') : g(p[0], 'чёрный', 'чёрная');
      return `Сейчас ход ${SIDE_GEN[other(c)]}, а ${on(0)} — ${adj}.`;
    }
    case 'ERR_SAME_SQUARE': return `Ход должен перенести ${word(p[0]).acc} с поля ${s[0]} на другое поле.`;
    case 'ERR_OWN_PIECE_ON_TARGET':
      return `${cap(on(0))} не может пойти на ${s[1]}: там стоит ${g(p[1], 'ваш', 'ваша')} ${word(p[1]).nom}.`;
    case 'ERR_BISHOP_MOVE': return `${cap(on(0))} ходит только по диагоналям, а поле ${s[1]} не лежит ни на одной из его диагоналей.`;
    case 'ERR_ROOK_MOVE': return `${cap(on(0))} ходит только по своей линии или горизонтали, а поле ${s[1]} не лежит ни на одной из них.`;
    case 'ERR_QUEEN_MOVE': return `${cap(on(0))} ходит по линии, горизонтали или диагонали, а поле ${s[1]} не лежит ни на одной из них.`;
    case 'ERR_KNIGHT_MOVE': return `${cap(on(0))} прыгает на ближайшие поля, не лежащие с ним на одной линии, горизонтали или диагонали; поле ${s[1]} не из их числа.`;
    case 'ERR_KING_MOVE': return `${cap(on(0))} ходит только на соседнее поле, а ${s[1]} не граничит с ${s[0]}.`;
    case 'ERR_PIECE_IN_THE_WAY': return `${cap(on(0))} не может перепрыгнуть через ${on(1, 'acc')}.`;
    case 'ERR_PAWN_BACKWARD': return `${cap(on(0))} никогда не ходит назад.`;
    case 'ERR_PAWN_SIDEWAYS': return `${cap(on(0))} не может ходить вбок по горизонтали.`;
    case 'ERR_PAWN_MOVE': return `Пешка ходит на одно поле прямо вперёд (с начального поля — и на два) и бьёт на одно поле вперёд по диагонали, поэтому ${on(0)} не попадёт на ${s[1]}.`;
    case 'ERR_PAWN_BLOCKED': return `${cap(on(0))} не может продвинуться: перед ней стоит ${on(1)}, а пешка бьёт только по диагонали.`;
    case 'ERR_PAWN_DOUBLE_STEP': return `На два поля пешка может пойти только первым ходом, со своего начального поля, а ${on(0)} его уже покинула.`;
    case 'ERR_PAWN_DOUBLE_STEP_BLOCKED': return `${cap(on(0))} не может пойти на два поля: на пути стоит ${on(1)}.`;
    case 'ERR_PAWN_DIAGONAL': return `По диагонали ${on(0)} ходит только со взятием, а поле ${s[1]} пусто.`;
    case 'ERR_EN_PASSANT_EXPIRED': return `${cap(on(1, 'acc'))} можно было взять на проходе только ответным ходом, сразу после её хода на два поля.`;
    case 'ERR_PROMOTION_UNEXPECTED': return 'Превращается только пешка, дошедшая до последней горизонтали; этот ход превращением не является.';
    case 'ERR_PROMOTION_REQUIRED': return `${cap(on(0))} доходит до последней горизонтали на ${s[1]} и должна превратиться в ферзя, ладью, слона или коня: выберите фигуру.`;
    case 'ERR_PROMOTION_PIECE': return 'Пешка превращается только в ферзя, ладью, слона или коня своего цвета — не в короля и не в пешку.';
    case 'ERR_CASTLING_KING_MOVED': return `${cap(on(0))} больше не может рокироваться: он уже ходил (или право на рокировку утрачено).`;
    case 'ERR_CASTLING_ROOK_MOVED': return `Король не может рокироваться с ладьёй ${s[1]}: эта ладья уже ходила или её больше нет на доске.`;
    case 'ERR_CASTLING_OUT_OF_CHECK': return `Под шахом рокироваться нельзя: ${on(0)} ${g(p[0], 'объявил', 'объявила')} шах королю на ${s[1]}.`;
    case 'ERR_CASTLING_THROUGH_CHECK': return `При рокировке король не может пересечь поле ${s[1]}: его атакует ${on(0)}.`;
    case 'ERR_CASTLING_INTO_CHECK': return `После рокировки король оказался бы под шахом: поле ${s[1]} атакует ${on(0)}.`;
    case 'ERR_CASTLING_BLOCKED': return `Рокировка пока невозможна: на пути короля и ладьи стоит ${on(0)}.`;
    case 'ERR_KING_INTO_CHECK': return `Король не может пойти на ${s[1]}: это поле атакует ${on(0)}.`;
    case 'ERR_KING_LEFT_IN_CHECK': return `Ваш король на ${s[1]} под шахом от ${on(0, 'gen')}, и этот ход шах не устраняет.`;
    case 'ERR_PINNED':
      return `${cap(on(0))} ${g(p[0], 'связан', 'связана')}: если ${g(p[0], 'он уйдёт', 'она уйдёт')}, король на ${s[2]} окажется под ударом ${on(1, 'gen')}.`;
    default: return s.length ? `Этот ход невозможен (${s.join(', ')}).` : 'Этот ход невозможен.';
  }
}

function positionText(code, s, p, color) {
  const side = color === 'w' ? 'белых' : color === 'b' ? 'чёрных' : 'одной из сторон';
  switch (code) {
    case 'ERR_FEN_KINGS':
      return s.length === 0 ? `У ${side} нет короля, а у каждой стороны ровно один король.`
        : `У ${side} ${s.length} ${s.length < 5 ? 'короля' : 'королей'} (${list(s)}), а у каждой стороны ровно один король.`;
    case 'ERR_FEN_PAWNS_ON_BACKRANK':
      return s.length > 1 ? `Пешки не могут стоять на первой или последней горизонтали (${list(s)}).`
        : `Пешка не может стоять на первой или последней горизонтали (${list(s)}).`;
    case 'ERR_FEN_OPPOSITE_CHECK': {
      const k = s.findIndex((_, i) => String(p[i]).toLowerCase() === 'k');
      const by = s.flatMap((sq, i) => (i === k ? [] : [`${word(p[i]).gen} на ${sq}`]));
      return `Сторона, сделавшая последний ход, оставила своего короля на ${s[k] ?? '?'} под шахом (от ${list(by)}).`;
    }
    case 'ERR_FEN_IMPOSSIBLE_CHECK': return `Такой шах не мог возникнуть ни после одного хода (${list(s)}).`;
    case 'ERR_FEN_CASTLING_RIGHTS': return `Права на рокировку у ${side} не соответствуют доске: король и ладья должны стоять на начальных полях (${list(s)}).`;
    case 'ERR_FEN_EN_PASSANT': return `Поле взятия на проходе ${s[0] ?? ''} не следует за ходом пешки на два поля.`;
    case 'ERR_FEN_PIECE_COUNT': return `У ${side} больше фигур, чем может получиться в партии.`;
    default: return 'Такая позиция не может возникнуть в партии.';
  }
}

/** Текст решения о ходе со ссылкой на статью. */
export function moveMessage(r) {
  return `${moveText(r.code, r.squares, r.pieces, r.color)} (ст. ${r.article})`;
}

/** Текст одной проблемы позиции со ссылкой на статью. */
export function positionMessage(r) {
  const text = positionText(r.code, r.squares, r.pieces, r.color);
  return r.article ? `${text} (ст. ${r.article})` : text;
}

// Why a position is dead (Art. 5.2.2), by the code explainPosition gives in `dead`.
const DEAD = {
  DEAD_KINGS_ONLY: 'На доске остались только два короля, а король никогда не объявляет шах: мат невозможен, позиция мёртвая, и партия заканчивается вничью.',
  DEAD_INSUFFICIENT_MATERIAL: 'Король с одним слоном или одним конём не может объявить мат одинокому королю никакой серией легальных ходов: позиция мёртвая, и партия заканчивается вничью.',
  DEAD_SAME_COLOUR_BISHOPS: 'Кроме королей остались только слоны, и все они стоят на полях одного цвета: поля другого цвета они никогда не атакуют, поэтому мат невозможен. Позиция мёртвая, и партия заканчивается вничью.',
  DEAD_LOCKED_PAWNS: 'Пешки заблокированы: ни одна из них не может ни пойти, ни взять, ни быть взятой, а где бы фигура ни объявила шах, у короля остаётся свободное поле для отступления. Мат невозможен: позиция мёртвая, и партия заканчивается вничью.',
  DEAD_FORCED_LINE: 'Любой легальный ход через несколько ходов приводит к позиции, в которой мат невозможен (например, единственный ход берёт последнюю фигуру, которая могла бы дать мат): позиция мёртвая, и партия заканчивается вничью.',
  DEAD_NO_MATE_REACHABLE: 'Ни один из игроков не может объявить мат никакой серией легальных ходов: для каждой стороны это доказано по материалу, по заблокированным пешкам или перебором всех позиций, которые ещё могут возникнуть. Позиция мёртвая, и партия заканчивается вничью.',
};

/** The message for a dead position's ruling ({ code, article }), ending with its article. */
export function deadMessage(r) {
  const text = DEAD[r.code] ?? 'Никакая серия легальных ходов не может закончиться матом: позиция мёртвая, и партия заканчивается вничью.';
  return `${text} (ст. ${r.article})`;
}

// Why a FEN or a PGN cannot be read at all, by the error's code: the FEN codes validateFen
// gives, the ERR_PGN_* reasons of a PGN error, and PGN_* texts for a PGN's move, FEN tag and
// Variant tag (PGN_AT says where). {count}, {rank}, {line}, {column} (numbers), {move} and
// {value} are to be filled in: a FEN problem of validateFen carries its own count, rank and value
// (FenProblem in index.d.ts), a PGN error its line and column.
export const errorTexts = {
  ERR_FEN_EMPTY: 'FEN пуст: запишите позицию, например rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 для начальной.',
  ERR_FEN_FIELDS: 'FEN состоит из 4–6 полей, разделённых пробелами: расстановка фигур, очередь хода, рокировки, взятие на проходе и два счётчика ходов. Здесь полей: {count}.',
  ERR_FEN_RANKS: 'Расстановка фигур должна описывать 8 горизонталей, разделённых знаком «/»; здесь их {count}.',
  ERR_FEN_RANK_LENGTH: 'Горизонталь {rank} не складывается ровно в 8 полей (каждая буква фигуры — одно поле, цифра — столько же пустых полей).',
  ERR_FEN_BOARD: 'На горизонтали {rank} стоит «{value}», а это не буква фигуры (KQRBNP у белых, kqrbnp у чёрных) и не одна цифра от 1 до 8, обозначающая ряд пустых полей.',
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
  WARN_PGN_UNESCAPED_QUOTE: 'Внутри значения тега есть кавычки ("), не записанные как \\"; прочитано как записано.',
  WARN_PGN_RESULT_SPELLING: 'Результат записан не как 1-0, 0-1, 1/2-1/2 или *; прочитан как результат, который он означает.',
};
