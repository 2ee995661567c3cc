// chess-arbiter/variants-ի որոշումների հայերեն տեքստերը (explainMove՝ { variant, lang: 'hy' }),
// բեռնվում են առաջին անգամ պահանջվելիս։
// Տարբերակների որոշումները (chess-arbiter/variants-ի explainMove)՝ միայն տարբերակում եղող
// մերժումները՝ ըստ կոդի․ `r.role`-ը չդրված խաղաքարի տառն է։ Շախմատի հետ ընդհանուր
// մերժումները կրում են FIDE-ի հոդվածը և կարդացվում են ինչպես moveMessage-ում։

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
const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);

function variantText(code, s, p, dropped) {
  const on = (i, form = 'def') => `${s[i]} դաշտի ${word(p[i])[form]}`;
  switch (code) {
    case 'ERR_CAPTURE_REQUIRED': return `Անտիշախմատում վերցնելը պարտադիր է․ ${on(2)} կարող է վերցնել ${on(3)}, ուստի ${on(0)} չի կարող գնալ ${s[1]} դաշտ։`;
    case 'ERR_EXPLODES_OWN_KING': return `Ատոմային շախմատում վերցնելը պայթեցնում է ${s[1]} դաշտի կողքի բոլոր խաղաքարերը, բացի զինվորներից, և ${s[2]} դաշտի ձեր արքան նույնպես կպայթեր։`;
    case 'ERR_KING_CAPTURE': return `Ատոմային շախմատում արքան երբեք չի վերցնում․ ${on(0)} չի կարող վերցնել ${on(1)}։`;
    case 'ERR_GIVES_CHECK': return `Արքաների մրցավազքում ոչ մի քայլ չի կարող շախ տալ․ ${s[0]}-${s[1]} քայլը շախ կտար ${s[2]} դաշտի արքային։`;
    case 'ERR_DROP_OCCUPIED': return `${cap(word(dropped).bare)} կարելի է դնել միայն դատարկ դաշտի վրա, իսկ ${s[0]} դաշտում կանգնած է ${word(p[0]).bare}։`;
    case 'ERR_DROP_PAWN_RANK': return `Զինվորը չի կարելի դնել առաջին կամ վերջին հորիզոնականին, իսկ ${s[0]} դաշտը դրանցից մեկի վրա է։`;
    case 'ERR_DROP_NOT_IN_POCKET': return `Ձեր պահեստում ${word(dropped).bare} չկա, որ դնեք ${s[0]} դաշտում։`;
    case 'ERR_GAME_OVER': return 'Խաղն արդեն ավարտվել է տարբերակի սեփական կանոնով․ այլևս ոչ մի քայլ անել չի կարելի։';
    default: return s.length ? `Այս քայլն անհնարին է (${s.join(', ')})։` : 'Այս քայլն անհնարին է։';
  }
}

/** chess-arbiter/variants-ի որոշման տեքստը՝ տարբերակի կանոնը կամ moveMessage-ի տեքստը՝ հոդվածով։ */
export function variantMessage(r, moveMessage) {
  return r.article ? moveMessage(r) : variantText(r.code, r.squares, r.pieces, r.role);
}
