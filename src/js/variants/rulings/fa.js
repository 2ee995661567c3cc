// متن‌های فارسی رأی‌های chess-arbiter/variants (explainMove با { variant, lang: 'fa' })، در نخستین
// استفاده بارگذاری می‌شوند.
// رأی‌های گونه‌ها (explainMove در chess-arbiter/variants): ردهایی که فقط در یک گونه وجود دارند،
// بر پایهٔ کد؛ `r.role` حرف مهره‌ای است که گذاشتنش رد شد. ردهای مشترک با شطرنج مادهٔ FIDE
// دارند و مانند moveMessage خوانده می‌شوند.

const ROLE = { p: 'پیاده', n: 'اسب', b: 'فیل', r: 'رخ', q: 'وزیر', k: 'شاه' };
const role = (letter) => ROLE[String(letter).toLowerCase()] ?? 'مهره';

function variantText(code, s, p, dropped) {
  const on = (i) => `${role(p[i])} ${s[i]}`;
  switch (code) {
    case 'ERR_CAPTURE_REQUIRED': return `در آنتی‌شطرنج گرفتن اجباری است: ${on(2)} می‌تواند ${on(3)} را بگیرد، پس ${on(0)} نمی‌تواند به ${s[1]} برود.`;
    case 'ERR_EXPLODES_OWN_KING': return `در شطرنج اتمی گرفتن همهٔ مهره‌های کنار ${s[1]} را، جز پیاده‌ها، منفجر می‌کند و شاه شما در ${s[2]} هم با آن‌ها منفجر می‌شد.`;
    case 'ERR_KING_CAPTURE': return `در شطرنج اتمی شاه هرگز مهره نمی‌گیرد: ${on(0)} نمی‌تواند ${on(1)} را بگیرد.`;
    case 'ERR_GIVES_CHECK': return `در مسابقهٔ شاه‌ها هیچ حرکتی نباید کیش بدهد: حرکت از ${s[0]} به ${s[1]} به شاه ${s[2]} کیش می‌داد.`;
    case 'ERR_DROP_OCCUPIED': return `${role(dropped)} را فقط روی مربع خالی می‌توان گذاشت و در ${s[0]} ${role(p[0])} ایستاده است.`;
    case 'ERR_DROP_PAWN_RANK': return `پیاده را نمی‌توان در عرض اول یا آخر گذاشت و ${s[0]} در یکی از آن‌هاست.`;
    case 'ERR_DROP_NOT_IN_POCKET': return `در ذخیرهٔ شما ${role(dropped)} نیست که در ${s[0]} بگذارید.`;
    case 'ERR_GAME_OVER': return 'بازی بر پایهٔ قاعدهٔ خود این گونه به پایان رسیده است: دیگر هیچ حرکتی نمی‌توان کرد.';
    default: return s.length ? `این حرکت مجاز نیست (${s.join('، ')}).` : 'این حرکت مجاز نیست.';
  }
}

/** متن رأی chess-arbiter/variants: قاعدهٔ گونه، یا متن moveMessage با ماده‌اش. */
export function variantMessage(r, moveMessage) {
  return r.article ? moveMessage(r) : variantText(r.code, r.squares, r.pieces, r.role);
}
