// chess-arbiter-ի որոշումների հայերեն տեքստերը (բեռնվում են ըստ պահանջի՝ explainMove/explainPosition)։
// Որոշումը գալիս է { code, article, squares, pieces[, color] } տեսքով․ `pieces[i]`-ն
// `squares[i]` դաշտի խաղաքարի FEN տառն է ('B'՝ սպիտակ փիղ, 'n'՝ սև ձի, '-'՝ դատարկ)։

export const lang = 'hy';
export const dir = 'ltr';

// Որոշյալ հոլով (def), սեռական (gen), անորոշ ուղղական (bare)։
const ROLE = {
  p: { def: 'զինվորը', gen: 'զինվորի', bare: 'զինվոր' },
  n: { def: 'ձին', gen: 'ձիու', bare: 'ձի' },
  b: { def: 'փիղը', gen: 'փղի', bare: 'փիղ' },
  r: { def: 'նավակը', gen: 'նավակի', bare: 'նավակ' },
  q: { def: 'թագուհին', gen: 'թագուհու', bare: 'թագուհի' },
  k: { def: 'արքան', gen: 'արքայի', bare: 'արքա' },
};
const ANY = { def: 'խաղաքարը', gen: 'խաղաքարի', bare: 'խաղաքար' };

const word = (letter) => ROLE[String(letter).toLowerCase()] ?? ANY;
const colorOf = (letter) => (letter && letter !== '-' && letter === letter.toUpperCase() ? 'w' : 'b');
const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
const list = (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} և ${items[items.length - 1]}`);

function moveText(code, s, p, color) {
  // «c1 դաշտի փիղը»՝ տվյալ դաշտում կանգնած խաղաքարը։
  const on = (i, form = 'def') => `${s[i]} դաշտի ${word(p[i])[form]}`;
  switch (code) {
    case 'ERR_NULL_MOVE': return `${(color ?? colorOf(p[0])) === 'w' ? 'Սպիտակները' : 'Սևերը'} պետք է քայլ անեն․ խաղացողները քայլում են հերթով, և հերթը բաց թողնելը (զրոյական քայլ, --) քայլ չէ։`;
    case 'ERR_NO_PIECE': return `${s[0]} դաշտում խաղաքար չկա, որով կարելի լինի քայլ անել։`;
    case 'ERR_NOT_YOUR_TURN': {
      const c = colorOf(p[0]);
      return `Հիմա ${c === 'w' ? 'սևերի' : 'սպիտակների'} հերթն է, իսկ ${on(0)} ${c === 'w' ? 'սպիտակ' : 'սև'} է։`;
    }
    case 'ERR_SAME_SQUARE': return `Քայլով ${on(0)} պետք է տեղափոխվի մեկ այլ դաշտ։`;
    case 'ERR_OWN_PIECE_ON_TARGET': return `${on(0)} չի կարող գնալ ${s[1]} դաշտ․ այնտեղ կանգնած է ձեր սեփական ${word(p[1]).def}։`;
    case 'ERR_BISHOP_MOVE': return `${on(0)} շարժվում է միայն անկյունագծերով, իսկ ${s[1]} դաշտը նրա անկյունագծերից ոչ մեկի վրա չէ։`;
    case 'ERR_ROOK_MOVE': return `${on(0)} շարժվում է միայն իր ուղղաձիգով կամ հորիզոնականով, իսկ ${s[1]} դաշտը դրանցից ոչ մեկի վրա չէ։`;
    case 'ERR_QUEEN_MOVE': return `${on(0)} շարժվում է իր ուղղաձիգով, հորիզոնականով կամ անկյունագծերով, իսկ ${s[1]} դաշտը դրանցից ոչ մեկի վրա չէ։`;
    case 'ERR_KNIGHT_MOVE': return `${on(0)} ցատկում է ամենամոտ այն դաշտերը, որոնք իր ուղղաձիգի, հորիզոնականի և անկյունագծերի վրա չեն․ ${s[1]} դաշտը դրանցից չէ։`;
    case 'ERR_KING_MOVE': return `${on(0)} քայլում է միայն հարևան դաշտ, իսկ ${s[1]} դաշտը ${s[0]} դաշտին հարևան չէ։`;
    case 'ERR_PIECE_IN_THE_WAY': return `${on(0)} չի կարող անցնել ${on(1, 'gen')} վրայով։`;
    case 'ERR_PAWN_BACKWARD': return `${on(0)} երբեք հետ չի գնում։`;
    case 'ERR_PAWN_SIDEWAYS': return `${on(0)} չի կարող կողք գնալ իր հորիզոնականով։`;
    case 'ERR_PAWN_MOVE': return `Զինվորը գնում է մեկ դաշտ ուղիղ առաջ (սկզբնական դաշտից՝ նաև երկու) և վերցնում է անկյունագծով մեկ դաշտ առաջ, ուստի ${on(0)} չի կարող հասնել ${s[1]} դաշտ։`;
    case 'ERR_PAWN_BLOCKED': return `${on(0)} չի կարող առաջ գնալ․ դիմացը կանգնած է ${on(1)}, իսկ զինվորը վերցնում է միայն անկյունագծով։`;
    case 'ERR_PAWN_DOUBLE_STEP': return `Երկու դաշտ առաջ զինվորը կարող է գնալ միայն իր առաջին քայլով՝ սկզբնական դաշտից, իսկ ${on(0)} արդեն լքել է այն։`;
    case 'ERR_PAWN_DOUBLE_STEP_BLOCKED': return `${on(0)} չի կարող երկու դաշտ առաջ գնալ․ ճանապարհին կանգնած է ${on(1)}։`;
    case 'ERR_PAWN_DIAGONAL': return `${on(0)} անկյունագծով կարող է գնալ միայն վերցնելու համար, իսկ ${s[1]} դաշտը դատարկ է։`;
    case 'ERR_EN_PASSANT_EXPIRED': return `${s[1]} դաշտի զինվորին կարելի էր կողանցիկ վերցնել միայն պատասխան քայլով՝ հենց այն բանից հետո, երբ այն երկու դաշտ առաջ գնաց։`;
    case 'ERR_PROMOTION_UNEXPECTED': return 'Այլ խաղաքարով փոխարինվում է միայն վերջին հորիզոնականին հասած զինվորը, իսկ այս քայլը փոխարկում չէ։';
    case 'ERR_PROMOTION_REQUIRED': return `${on(0)} ${s[1]} դաշտում հասնում է վերջին հորիզոնականին և պետք է փոխարինվի թագուհով, նավակով, փղով կամ ձիով․ ընտրեք դրանցից մեկը։`;
    case 'ERR_PROMOTION_PIECE': return 'Փոխարկվող զինվորը դառնում է իր գույնի թագուհի, նավակ, փիղ կամ ձի, բայց երբեք՝ արքա կամ զինվոր։';
    case 'ERR_CASTLING_KING_MOVED': return `${on(0)} այլևս չի կարող փոխատեղում կատարել․ այն արդեն տեղաշարժվել է (կամ փոխատեղման իրավունքը կորցված է)։`;
    case 'ERR_CASTLING_ROOK_MOVED': return `Արքան չի կարող փոխատեղում կատարել ${s[1]} դաշտի նավակով․ այդ նավակն արդեն տեղաշարժվել է կամ այլևս խաղատախտակին չէ։`;
    case 'ERR_CASTLING_OUT_OF_CHECK': return `Շախի տակ գտնվող արքան չի կարող փոխատեղում կատարել․ ${on(0)} հարվածում է ${s[1]} դաշտի արքային։`;
    case 'ERR_CASTLING_THROUGH_CHECK': return `Փոխատեղման ժամանակ արքան չի կարող հատել ${s[1]} դաշտը․ այն ${on(0, 'gen')} հարվածի տակ է։`;
    case 'ERR_CASTLING_INTO_CHECK': return `Փոխատեղումից հետո արքան շախի տակ կհայտնվեր․ ${s[1]} դաշտին հարվածում է ${on(0)}։`;
    case 'ERR_CASTLING_BLOCKED': return `Փոխատեղումը հիմա հնարավոր չէ․ արքայի և նավակի ճանապարհին կանգնած է ${on(0)}։`;
    case 'ERR_KING_INTO_CHECK': return `Արքան չի կարող գնալ ${s[1]} դաշտ․ այդ դաշտին հարվածում է ${on(0)}։`;
    case 'ERR_KING_LEFT_IN_CHECK': return `Ձեր արքան ${s[1]} դաշտում շախի տակ է ${on(0, 'gen')} կողմից, և այս քայլը շախը չի վերացնում։`;
    case 'ERR_PINNED': return `${on(0)} կապված է․ եթե այն տեղաշարժվի, ${s[2]} դաշտի արքան կհայտնվի ${on(1, 'gen')} հարվածի տակ։`;
    default: return s.length ? `Այս քայլն անհնարին է (${s.join(', ')})։` : 'Այս քայլն անհնարին է։';
  }
}

function positionText(code, s, p, color) {
  const side = color === 'w' ? 'սպիտակները' : color === 'b' ? 'սևերը' : 'կողմերից մեկը';
  const sideGen = color === 'w' ? 'սպիտակների' : color === 'b' ? 'սևերի' : 'կողմերից մեկի';
  switch (code) {
    case 'ERR_FEN_KINGS':
      return s.length === 0 ? `${cap(side)} արքա չունեն, մինչդեռ յուրաքանչյուր կողմ պետք է ունենա ճիշտ մեկ արքա։`
        : `${cap(side)} ունեն ${s.length} արքա (${list(s)}), մինչդեռ յուրաքանչյուր կողմ պետք է ունենա ճիշտ մեկ արքա։`;
    case 'ERR_FEN_PAWNS_ON_BACKRANK': return `Զինվորը չի կարող կանգնած լինել առաջին կամ վերջին հորիզոնականում (${list(s)})։`;
    case 'ERR_FEN_OPPOSITE_CHECK': {
      const k = s.findIndex((_, i) => String(p[i]).toLowerCase() === 'k');
      const by = s.flatMap((sq, i) => (i === k ? [] : [`${sq} դաշտի ${word(p[i]).bare}`]));
      return `Վերջին քայլն արած կողմն իր արքային ${s[k] ?? '?'} դաշտում թողել է շախի տակ (${list(by)})։`;
    }
    case 'ERR_FEN_IMPOSSIBLE_CHECK': return `Այսպիսի շախ չէր կարող առաջանալ որևէ մեկ քայլից (${list(s)})։`;
    case 'ERR_FEN_CASTLING_RIGHTS': return `${cap(sideGen)} փոխատեղման իրավունքները չեն համապատասխանում դիրքին․ արքան և նավակը պետք է դեռ կանգնած լինեն իրենց սկզբնական դաշտերում (${list(s)})։`;
    case 'ERR_FEN_EN_PASSANT': return `Կողանցիկ վերցնելու ${s[0] ?? ''} դաշտը չի հաջորդում զինվորի երկու դաշտ առաջ գնալուն։`;
    case 'ERR_FEN_PIECE_COUNT': return `${cap(side)} ունեն ավելի շատ խաղաքարեր, քան կարող է լինել որևէ խաղում։`;
    default: return 'Այս դիրքը չի կարող առաջանալ խաղում։';
  }
}

/** Քայլի վերաբերյալ որոշման տեքստը՝ հոդվածի համարով։ */
export function moveMessage(r) {
  return `${moveText(r.code, r.squares, r.pieces, r.color)} (հոդված ${r.article})`;
}

/** Դիրքի մեկ խնդրի տեքստը՝ հոդվածի համարով։ */
export function positionMessage(r) {
  const text = positionText(r.code, r.squares, r.pieces, r.color);
  return r.article ? `${text} (հոդված ${r.article})` : text;
}

// Why a position is dead (Art. 5.2.2), by the code explainPosition gives in `dead`.
const DEAD = {
  DEAD_KINGS_ONLY: 'Տախտակին մնացել են միայն երկու արքաները, իսկ արքան երբեք շախ չի տալիս․ մատ հնարավոր չէ, դիրքը մեռյալ է, և պարտիան ավարտվում է ոչ-ոքի։',
  DEAD_INSUFFICIENT_MATERIAL: 'Միայնակ փղով կամ միայնակ ձիով արքան չի կարող մատ տալ միայնակ արքային օրինական քայլերի ոչ մի շարքով․ դիրքը մեռյալ է, և պարտիան ավարտվում է ոչ-ոքի։',
  DEAD_SAME_COLOUR_BISHOPS: 'Արքաներից բացի մնացել են միայն փղեր, բոլորը նույն գույնի դաշտերում․ նրանք երբեք չեն հարվածում մյուս գույնի դաշտերին, ուստի մատ հնարավոր չէ։ Դիրքը մեռյալ է, և պարտիան ավարտվում է ոչ-ոքի։',
  DEAD_LOCKED_PAWNS: 'Զինվորները փակված են․ նրանցից ոչ մեկը երբեք չի կարող քայլել, վերցնել կամ վերցվել, և որտեղ էլ որ խաղաքարը շախ տա, արքային մնում է ազատ դաշտ՝ նահանջելու համար։ Մատ հնարավոր չէ․ դիրքը մեռյալ է, և պարտիան ավարտվում է ոչ-ոքի։',
  DEAD_FORCED_LINE: 'Յուրաքանչյուր օրինական քայլ մի քանի քայլից տանում է դիրքի, որում մատ հնարավոր չէ (օրինակ՝ միակ քայլը վերցնում է վերջին խաղաքարը, որը կարող էր մատ տալ)․ դիրքը մեռյալ է, և պարտիան ավարտվում է ոչ-ոքի։',
  DEAD_NO_MATE_REACHABLE: 'Խաղացողներից ոչ մեկը չի կարող մատ տալ օրինական քայլերի ոչ մի շարքով․ յուրաքանչյուր կողմի համար դա ապացուցված է ըստ նրա խաղաքարերի, փակված զինվորների կամ դեռ հնարավոր բոլոր դիրքերի ստուգմամբ։ Դիրքը մեռյալ է, և պարտիան ավարտվում է ոչ-ոքի։',
};

/** The message for a dead position's ruling ({ code, article }), ending with its article. */
export function deadMessage(r) {
  const text = DEAD[r.code] ?? 'Օրինական քայլերի ոչ մի շարք չի կարող ավարտվել մատով․ դիրքը մեռյալ է, և պարտիան ավարտվում է ոչ-ոքի։';
  return `${text} (հոդված ${r.article})`;
}

// Why a FEN or a PGN cannot be read at all, by the error's code: the FEN codes validateFen
// gives, the ERR_PGN_* reasons of a PGN error, and PGN_* texts for a PGN's move, FEN tag and
// Variant tag (PGN_AT says where). {count}, {rank}, {line}, {column} (numbers), {move} and
// {value} are to be filled in: a FEN problem of validateFen carries its own count, rank and value
// (FenProblem in index.d.ts), a PGN error its line and column.
export const errorTexts = {
  ERR_FEN_EMPTY: 'FEN-ը դատարկ է․ գրեք դիրքը, օրինակ՝ rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 սկզբնական դիրքի համար։',
  ERR_FEN_FIELDS: 'FEN-ը բաղկացած է բացատներով բաժանված 4-ից 6 մասից՝ խաղաքարերի դասավորությունը, քայլի հերթը, փոխատեղումները, կողանցիկ վերցնելու դաշտը և քայլերի երկու հաշվիչները։ Այս տեքստում մասերի թիվը {count} է։',
  ERR_FEN_RANKS: 'Խաղաքարերի դասավորությունը պետք է նկարագրի «/» նշանով բաժանված 8 հորիզոնական, իսկ այստեղ դրանք {count} են։',
  ERR_FEN_RANK_LENGTH: '№{rank} հորիզոնականը ճիշտ 8 դաշտ չի կազմում (խաղաքարի յուրաքանչյուր տառը մեկ դաշտ է, թվանշանը՝ նույնքան դատարկ դաշտ)։',
  ERR_FEN_BOARD: '№{rank} հորիզոնականում կա «{value}», որը ո՛չ խաղաքարի տառ է (սպիտակների համար՝ KQRBNP, սևերի համար՝ kqrbnp), ո՛չ էլ 1-ից 8 մեկ թվանշան՝ դատարկ դաշտերի շարքի համար։',
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
  WARN_PGN_UNESCAPED_QUOTE: 'Պիտակի արժեքի մեջ կան չակերտներ ("), որոնք գրված չեն որպես \\"․ կարդացվել է այնպես, ինչպես գրված է։',
  WARN_PGN_RESULT_SPELLING: 'Արդյունքը գրված չէ որպես 1-0, 0-1, 1/2-1/2 կամ *․ կարդացվել է որպես այն արդյունքը, որը նշանակում է։',
};
