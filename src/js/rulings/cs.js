// České texty rozhodnutí chess-arbiter (načítají se na vyžádání v explainMove/explainPosition).
// Rozhodnutí přichází jako { code, article, squares, pieces[, color] }: `pieces[i]` je písmeno
// FEN kamene na poli `squares[i]` ('B' bílý střelec, 'n' černý jezdec, '-' prázdné pole).
// Jména kamenů se skloňují; přídavná jména a příčestí se shodují s rodem (věž a dáma jsou
// ženského rodu).

export const lang = 'cs';
export const dir = 'ltr';

// Pády: 1. (nom), 2. (gen), 4. (acc), 7. (ins); rod.
const ROLE = {
  p: { nom: 'pěšec', gen: 'pěšce', acc: 'pěšce', ins: 'pěšcem', f: false },
  n: { nom: 'jezdec', gen: 'jezdce', acc: 'jezdce', ins: 'jezdcem', f: false },
  b: { nom: 'střelec', gen: 'střelce', acc: 'střelce', ins: 'střelcem', f: false },
  r: { nom: 'věž', gen: 'věže', acc: 'věž', ins: 'věží', f: true },
  q: { nom: 'dáma', gen: 'dámy', acc: 'dámu', ins: 'dámou', f: true },
  k: { nom: 'král', gen: 'krále', acc: 'krále', ins: 'králem', f: false },
};
const ANY = { nom: 'kámen', gen: 'kamene', acc: 'kámen', ins: 'kamenem', f: false };

const word = (letter) => ROLE[String(letter).toLowerCase()] ?? ANY;
const colorOf = (letter) => (letter && letter !== '-' && letter === letter.toUpperCase() ? 'w' : 'b');
const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
/** Tvar podle rodu: mužský, nebo ženský. */
const g = (letter, masc, fem) => (word(letter).f ? fem : masc);
const list = (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} a ${items[items.length - 1]}`);

function moveText(code, s, p, color) {
  // „střelec na c1" v potřebném pádě.
  const on = (i, form = 'nom') => `${word(p[i])[form]} na ${s[i]}`;
  switch (code) {
    case 'ERR_NULL_MOVE': return `${(color ?? colorOf(p[0])) === 'w' ? 'Bílý' : 'Černý'} musí táhnout: hráči se v tazích střídají a vynechání tahu (nulový tah, --) se za tah nepovažuje.`;
    case 'ERR_NO_PIECE': return `Na poli ${s[0]} nestojí žádný kámen, kterým by se dalo táhnout.`;
    case 'ERR_NOT_YOUR_TURN': {
      const c = colorOf(p[0]);
      const adj = c === 'w' ? g(p[0], 'bílý', 'bílá') : g(p[0], 'černý', 'černá');
      return `Na tahu je ${c === 'w' ? 'černý' : 'bílý'}, ale ${on(0)} je ${adj}.`;
    }
    case 'ERR_SAME_SQUARE': return `Tah musí přemístit ${word(p[0]).acc} z pole ${s[0]} na jiné pole.`;
    case 'ERR_OWN_PIECE_ON_TARGET':
      return `${cap(on(0))} nemůže táhnout na ${s[1]}: stojí tam ${g(p[1], 'váš vlastní', 'vaše vlastní')} ${word(p[1]).nom}.`;
    case 'ERR_BISHOP_MOVE': return `${cap(on(0))} táhne jen po úhlopříčkách a pole ${s[1]} neleží na žádné z nich.`;
    case 'ERR_ROOK_MOVE': return `${cap(on(0))} táhne jen po svém sloupci nebo své řadě a pole ${s[1]} neleží ani na jednom z nich.`;
    case 'ERR_QUEEN_MOVE': return `${cap(on(0))} táhne po sloupci, řadě nebo úhlopříčce a pole ${s[1]} neleží na žádné z těchto linií.`;
    case 'ERR_KNIGHT_MOVE': return `${cap(on(0))} skáče na nejbližší pole mimo svůj sloupec, řadu i úhlopříčky; pole ${s[1]} mezi ně nepatří.`;
    case 'ERR_KING_MOVE': return `${cap(on(0))} smí táhnout jen na sousední pole a ${s[1]} se s polem ${s[0]} nedotýká.`;
    case 'ERR_PIECE_IN_THE_WAY': return `${cap(on(0))} nemůže přeskočit ${on(1, 'acc')}.`;
    case 'ERR_PAWN_BACKWARD': return `${cap(on(0))} nikdy netáhne dozadu.`;
    case 'ERR_PAWN_SIDEWAYS': return `${cap(on(0))} nesmí táhnout do strany po řadě.`;
    case 'ERR_PAWN_MOVE': return `Pěšec táhne o jedno pole rovně vpřed (ze základního pole i o dvě) a bere o jedno pole úhlopříčně vpřed, proto se ${on(0)} na ${s[1]} nedostane.`;
    case 'ERR_PAWN_BLOCKED': return `${cap(on(0))} nemůže postoupit: před ním stojí ${on(1)} a pěšec bere jen úhlopříčně.`;
    case 'ERR_PAWN_DOUBLE_STEP': return `O dvě pole smí pěšec postoupit jen svým prvním tahem ze základního pole a ${on(0)} už z něj odešel.`;
    case 'ERR_PAWN_DOUBLE_STEP_BLOCKED': return `${cap(on(0))} nemůže postoupit o dvě pole: v cestě stojí ${on(1)}.`;
    case 'ERR_PAWN_DIAGONAL': return `Úhlopříčně smí ${on(0)} táhnout jen při braní a pole ${s[1]} je prázdné.`;
    case 'ERR_EN_PASSANT_EXPIRED': return `${cap(on(1, 'acc'))} šlo brát mimochodem jen bezprostředně v odpovědi na jeho postup o dvě pole.`;
    case 'ERR_PROMOTION_UNEXPECTED': return 'Proměňuje se jen pěšec, který dosáhl poslední řady; tento tah proměnou není.';
    case 'ERR_PROMOTION_REQUIRED': return `${cap(on(0))} dosahuje poslední řady na ${s[1]} a musí být zaměněn za dámu, věž, střelce nebo jezdce: vyberte si.`;
    case 'ERR_PROMOTION_PIECE': return 'Pěšec se mění jen v dámu, věž, střelce nebo jezdce své barvy, nikdy v krále ani v pěšce.';
    case 'ERR_CASTLING_KING_MOVED': return `${cap(on(0))} už nesmí provést rošádu: již táhl (nebo bylo právo na rošádu ztraceno).`;
    case 'ERR_CASTLING_ROOK_MOVED': return `Král nemůže provést rošádu s věží z ${s[1]}: ta věž již táhla nebo už na šachovnici není.`;
    case 'ERR_CASTLING_OUT_OF_CHECK': return `Rošádu nelze provést, když je král v šachu: ${on(0)} ${g(p[0], 'mu dal', 'mu dala')} šach na ${s[1]}.`;
    case 'ERR_CASTLING_THROUGH_CHECK': return `Při rošádě nesmí král přejít pole ${s[1]}: napadá ho ${on(0)}.`;
    case 'ERR_CASTLING_INTO_CHECK': return `Po rošádě by byl král v šachu: pole ${s[1]} napadá ${on(0)}.`;
    case 'ERR_CASTLING_BLOCKED': return `Rošádu teď nelze provést: v cestě králi a věži stojí ${on(0)}.`;
    case 'ERR_KING_INTO_CHECK': return `Král nemůže táhnout na ${s[1]}: to pole napadá ${on(0)}.`;
    case 'ERR_KING_LEFT_IN_CHECK': return `Váš král na ${s[1]} je v šachu od ${on(0, 'gen')} a tento tah šach neodvrací.`;
    case 'ERR_PINNED':
      return `${cap(on(0))} je ${g(p[0], 'vázán', 'vázána')}: kdyby ${g(p[0], 'odtáhl', 'odtáhla')}, král na ${s[2]} by byl napaden ${on(1, 'ins')}.`;
    default: return s.length ? `Tento tah není přípustný (${s.join(', ')}).` : 'Tento tah není přípustný.';
  }
}

function positionText(code, s, p, color) {
  const side = color === 'w' ? 'bílý' : color === 'b' ? 'černý' : 'jedna ze stran';
  const sideGen = color === 'w' ? 'bílého' : color === 'b' ? 'černého' : 'jedné ze stran';
  switch (code) {
    case 'ERR_FEN_KINGS':
      return s.length === 0 ? `${cap(side)} nemá krále; každá strana má mít právě jednoho.`
        : `${cap(side)} má ${s.length} ${s.length < 5 ? 'krále' : 'králů'} (${list(s)}); každá strana má mít právě jednoho.`;
    case 'ERR_FEN_PAWNS_ON_BACKRANK':
      return s.length > 1 ? `Pěšci nemohou stát na první ani poslední řadě (${list(s)}).`
        : `Pěšec nemůže stát na první ani poslední řadě (${list(s)}).`;
    case 'ERR_FEN_OPPOSITE_CHECK': {
      const k = s.findIndex((_, i) => String(p[i]).toLowerCase() === 'k');
      const by = s.flatMap((sq, i) => (i === k ? [] : [`${word(p[i]).gen} na ${sq}`]));
      return `Strana, která právě táhla, nechala svého krále na ${s[k] ?? '?'} v šachu (od ${list(by)}).`;
    }
    case 'ERR_FEN_IMPOSSIBLE_CHECK': return `Takový šach nemohl vzniknout žádným jediným tahem (${list(s)}).`;
    case 'ERR_FEN_CASTLING_RIGHTS': return `Práva na rošádu ${sideGen} neodpovídají šachovnici: král i věž musí stát na svých výchozích polích (${list(s)}).`;
    case 'ERR_FEN_EN_PASSANT': return `Pole pro braní mimochodem ${s[0] ?? ''} nenásleduje po postupu pěšce o dvě pole.`;
    case 'ERR_FEN_PIECE_COUNT': return `${cap(side)} má víc kamenů, než může v partii vzniknout.`;
    default: return 'Taková pozice nemůže v partii vzniknout.';
  }
}

/** Text rozhodnutí o tahu s odkazem na článek. */
export function moveMessage(r) {
  return `${moveText(r.code, r.squares, r.pieces, r.color)} (čl. ${r.article})`;
}

/** Text jednoho problému pozice s odkazem na článek. */
export function positionMessage(r) {
  const text = positionText(r.code, r.squares, r.pieces, r.color);
  return r.article ? `${text} (čl. ${r.article})` : text;
}

// Why a position is dead (Art. 5.2.2), by the code explainPosition gives in `dead`.
const DEAD = {
  DEAD_KINGS_ONLY: 'Na šachovnici zůstali jen oba králové a král nikdy nedává šach: mat není možný, pozice je mrtvá a partie končí remízou.',
  DEAD_INSUFFICIENT_MATERIAL: 'Král s jediným střelcem nebo jediným jezdcem nemůže dát mat osamocenému králi žádnou posloupností povolených tahů: pozice je mrtvá a partie končí remízou.',
  DEAD_SAME_COLOUR_BISHOPS: 'Kromě králů zůstali jen střelci, všichni na polích stejné barvy: pole druhé barvy nikdy nenapadají, a proto mat není možný. Pozice je mrtvá a partie končí remízou.',
  DEAD_LOCKED_PAWNS: 'Pěšci jsou zablokováni: žádný z nich nemůže táhnout, brát ani být brán, a kdekoli kámen dá šach, zůstane králi volné pole k ústupu. Mat není možný: pozice je mrtvá a partie končí remízou.',
  DEAD_FORCED_LINE: 'Každý povolený tah vede během několika tahů do pozice, ve které mat není možný (například jediný možný tah bere poslední kámen, který mohl dát mat): pozice je mrtvá a partie končí remízou.',
  DEAD_NO_MATE_REACHABLE: 'Žádný z hráčů nemůže dát mat žádnou posloupností povolených tahů: pro každou stranu to bylo dokázáno z materiálu, ze zablokovaných pěšců nebo prozkoumáním všech pozic, které ještě mohou vzniknout. Pozice je mrtvá a partie končí remízou.',
};

/** The message for a dead position's ruling ({ code, article }), ending with its article. */
export function deadMessage(r) {
  const text = DEAD[r.code] ?? 'Žádná posloupnost povolených tahů nemůže skončit matem: pozice je mrtvá a partie končí remízou.';
  return `${text} (čl. ${r.article})`;
}

// Why a FEN or a PGN cannot be read at all, by the error's code: the FEN codes validateFen
// gives, the ERR_PGN_* reasons of a PGN error, and PGN_* texts for a PGN's move, FEN tag and
// Variant tag (PGN_AT says where). {count}, {rank}, {line}, {column} (numbers), {move} and
// {value} are to be filled in: a FEN problem of validateFen carries its own count, rank and value
// (FenProblem in index.d.ts), a PGN error its line and column.
export const errorTexts = {
  ERR_FEN_EMPTY: 'FEN je prázdný: zapište pozici, např. rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 pro výchozí.',
  ERR_FEN_FIELDS: 'FEN má 4 až 6 částí oddělených mezerami: rozestavení kamenů, stranu na tahu, rošády, braní mimochodem a dvě počítadla tahů. Tento text jich má {count}.',
  ERR_FEN_RANKS: 'Rozestavení kamenů musí popsat 8 řad oddělených znakem „/“; zde jich je {count}.',
  ERR_FEN_RANK_LENGTH: 'Řada {rank} nedává dohromady přesně 8 polí (každé písmeno kamene je jedno pole, číslice značí tolik prázdných polí).',
  ERR_FEN_BOARD: 'V řadě {rank} stojí „{value}“, což není písmeno kamene (KQRBNP pro bílého, kqrbnp pro černého) ani jedna číslice od 1 do 8 za řadu prázdných polí.',
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
  WARN_PGN_UNESCAPED_QUOTE: 'Hodnota tagu obsahuje uvozovky ("), které nejsou zapsány jako \\"; přečteno tak, jak stojí.',
  WARN_PGN_RESULT_SPELLING: 'Výsledek není zapsán jako 1-0, 0-1, 1/2-1/2 nebo *; přečten jako výsledek, který znamená.',
};
