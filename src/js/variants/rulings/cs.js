// České texty rozhodnutí chess-arbiter/variants (explainMove s { variant, lang: 'cs' }),
// načítají se při prvním použití.
// Rozhodnutí variant (explainMove v chess-arbiter/variants): odmítnutí, která existují jen ve
// variantě, podle kódu; `r.role` je písmeno kamene, který nešlo vsadit. Odmítnutí společná se
// šachem nesou článek FIDE a čtou se jako v moveMessage.

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
const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
const g = (letter, masc, fem) => (word(letter).f ? fem : masc);

function variantText(code, s, p, dropped) {
  const on = (i, form = 'nom') => `${word(p[i])[form]} na ${s[i]}`;
  switch (code) {
    case 'ERR_CAPTURE_REQUIRED': return `V antišachu je braní povinné: ${on(2)} může vzít ${on(3, 'acc')}, proto ${on(0)} nesmí táhnout na ${s[1]}.`;
    case 'ERR_EXPLODES_OWN_KING': return `V atomovém šachu braní odpálí všechny kameny kromě pěšců vedle pole ${s[1]} a váš král na ${s[2]} by vybuchl s nimi.`;
    case 'ERR_KING_CAPTURE': return `V atomovém šachu král nikdy nebere: ${on(0)} nesmí vzít ${on(1, 'acc')}.`;
    case 'ERR_GIVES_CHECK': return `V závodě králů nesmí žádný tah dát šach: tah z ${s[0]} na ${s[1]} by dal šach králi na ${s[2]}.`;
    case 'ERR_DROP_OCCUPIED': return `${cap(word(dropped).acc)} lze vsadit jen na prázdné pole a na ${s[0]} stojí ${word(p[0]).nom}.`;
    case 'ERR_DROP_PAWN_RANK': return `Pěšce nelze vsadit na první ani poslední řadu a pole ${s[0]} na jedné z nich leží.`;
    case 'ERR_DROP_NOT_IN_POCKET': return `V zásobě nemáte ${g(dropped, 'žádného', 'žádnou')} ${word(dropped).acc} k vsazení na ${s[0]}.`;
    case 'ERR_GAME_OVER': return 'Partie už skončila podle pravidla varianty: žádný tah už nelze zahrát.';
    default: return s.length ? `Tento tah není přípustný (${s.join(', ')}).` : 'Tento tah není přípustný.';
  }
}

/** Text rozhodnutí chess-arbiter/variants: pravidlo varianty, nebo text moveMessage s článkem. */
export function variantMessage(r, moveMessage) {
  return r.article ? moveMessage(r) : variantText(r.code, r.squares, r.pieces, r.role);
}
