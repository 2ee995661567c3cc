// Русские тексты решений chess-arbiter/variants (explainMove с { variant, lang: 'ru' }),
// загружаются при первом обращении.
// Решения вариантов (explainMove в chess-arbiter/variants): отказы, которые есть только в
// варианте, по коду; `r.role` — буква фигуры, которую не удалось выставить. Отказы, общие с
// шахматами, несут статью FIDE и читаются как в moveMessage.

const ROLE = {
  p: { nom: 'пешка', gen: 'пешки', acc: 'пешку', ins: 'пешкой', f: true },
  n: { nom: 'конь', gen: 'коня', acc: 'коня', ins: 'конём', f: false },
  b: { nom: 'слон', gen: 'слона', acc: 'слона', ins: 'слоном', f: false },
  r: { nom: 'ладья', gen: 'ладьи', acc: 'ладью', ins: 'ладьёй', f: true },
  q: { nom: 'ферзь', gen: 'ферзя', acc: 'ферзя', ins: 'ферзём', f: false },
  k: { nom: 'король', gen: 'короля', acc: 'короля', ins: 'королём', f: false },
};
const ANY = { nom: 'фигура', gen: 'фигуры', acc: 'фигуру', ins: 'фигурой', f: true };
const word = (letter) => ROLE[String(letter).toLowerCase()] ?? ANY;
const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);

function variantText(code, s, p, dropped) {
  const on = (i, form = 'nom') => `${word(p[i])[form]} на ${s[i]}`;
  switch (code) {
    case 'ERR_CAPTURE_REQUIRED': return `В антишахматах брать обязательно: ${on(2)} может взять ${on(3, 'acc')}, поэтому ${on(0)} не может пойти на ${s[1]}.`;
    case 'ERR_EXPLODES_OWN_KING': return `В атомных шахматах взятие взрывает все фигуры, кроме пешек, рядом с полем ${s[1]}, и ваш король на ${s[2]} взорвался бы вместе с ними.`;
    case 'ERR_KING_CAPTURE': return `В атомных шахматах король никогда не берёт: ${on(0)} не может взять ${on(1, 'acc')}.`;
    case 'ERR_GIVES_CHECK': return `В гонке королей ни один ход не может объявлять шах: ход с ${s[0]} на ${s[1]} объявил бы шах королю на ${s[2]}.`;
    case 'ERR_DROP_OCCUPIED': return `${cap(word(dropped).acc)} можно выставить только на пустое поле, а на ${s[0]} стоит ${word(p[0]).nom}.`;
    case 'ERR_DROP_PAWN_RANK': return `Пешку нельзя выставить на первую или последнюю горизонталь, а поле ${s[0]} лежит на одной из них.`;
    case 'ERR_DROP_NOT_IN_POCKET': return `В вашем запасе нет ${word(dropped).gen}, чтобы выставить на ${s[0]}.`;
    case 'ERR_GAME_OVER': return 'Партия уже окончена по правилу варианта: ходить больше нельзя.';
    default: return s.length ? `Этот ход невозможен (${s.join(', ')}).` : 'Этот ход невозможен.';
  }
}

/** Текст решения chess-arbiter/variants: правило варианта или текст moveMessage со статьёй. */
export function variantMessage(r, moveMessage) {
  return r.article ? moveMessage(r) : variantText(r.code, r.squares, r.pieces, r.role);
}
