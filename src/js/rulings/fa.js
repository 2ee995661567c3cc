// متن‌های فارسی رأی‌های chess-arbiter (با explainMove/explainPosition فقط در صورت نیاز بارگذاری می‌شوند).
// هر رأی به شکل { code, article, squares, pieces[, color] } می‌رسد: `pieces[i]` حرف FEN مهرهٔ
// روی `squares[i]` است ('B' فیل سفید، 'n' اسب سیاه، '-' خالی). متن ساده برمی‌گردد؛ صفحه باید
// آن را راست‌به‌چپ نمایش دهد (dir="rtl"). نام مربع‌ها لاتین می‌ماند و شمارهٔ ماده با رقم فارسی.

export const lang = 'fa';
export const dir = 'rtl';

const ROLE = { p: 'پیاده', n: 'اسب', b: 'فیل', r: 'رخ', q: 'وزیر', k: 'شاه' };
const SIDE = { w: 'سفید', b: 'سیاه' };

const role = (letter) => ROLE[String(letter).toLowerCase()] ?? 'مهره';
const colorOf = (letter) => (letter && letter !== '-' && letter === letter.toUpperCase() ? 'w' : 'b');
const other = (c) => (c === 'w' ? 'b' : 'w');
/** Persian digits: 3.7.4.2 -> ۳.۷.۴.۲ */
const digits = (text) => String(text).replace(/[0-9]/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[d]);
const list = (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join('، ')} و ${items[items.length - 1]}`);

function moveText(code, s, p) {
  // «فیل c1»: مهره‌ای که روی این مربع است.
  const on = (i) => `${role(p[i])} ${s[i]}`;
  switch (code) {
    case 'ERR_NULL_MOVE': return `${SIDE[colorOf(p[0])]} باید حرکت کند: بازیکنان به نوبت حرکت می‌کنند و گذشتن از نوبت (حرکت تهی) حرکت به شمار نمی‌آید.`;
    case 'ERR_NO_PIECE': return `در مربع ${s[0]} مهره‌ای نیست که بتوان آن را حرکت داد.`;
    case 'ERR_NOT_YOUR_TURN': {
      const c = colorOf(p[0]);
      return `اکنون نوبت ${SIDE[other(c)]} است، اما ${on(0)} ${SIDE[c]} است.`;
    }
    case 'ERR_SAME_SQUARE': return `حرکت باید ${on(0)} را به مربع دیگری ببرد.`;
    case 'ERR_OWN_PIECE_ON_TARGET': return `${on(0)} نمی‌تواند به ${s[1]} برود، چون ${role(p[1])} خودی آنجا ایستاده است.`;
    case 'ERR_BISHOP_MOVE': return `${on(0)} فقط روی قطرها حرکت می‌کند و ${s[1]} روی هیچ‌یک از قطرهای آن نیست.`;
    case 'ERR_ROOK_MOVE': return `${on(0)} فقط در ستون یا عرض خودش حرکت می‌کند و ${s[1]} در هیچ‌کدام از آن‌ها نیست.`;
    case 'ERR_QUEEN_MOVE': return `${on(0)} در ستون، عرض یا قطرهای خودش حرکت می‌کند و ${s[1]} روی هیچ‌یک از آن‌ها نیست.`;
    case 'ERR_KNIGHT_MOVE': return `${on(0)} به یکی از نزدیک‌ترین مربع‌هایی می‌پرد که در ستون، عرض و قطرهای آن نیستند؛ ${s[1]} از آن مربع‌ها نیست.`;
    case 'ERR_KING_MOVE': return `${on(0)} فقط به مربع مجاور می‌رود و ${s[1]} کنار ${s[0]} نیست.`;
    case 'ERR_PIECE_IN_THE_WAY': return `${on(0)} نمی‌تواند از روی ${on(1)} بپرد.`;
    case 'ERR_PAWN_BACKWARD': return `${on(0)} هرگز به عقب حرکت نمی‌کند.`;
    case 'ERR_PAWN_SIDEWAYS': return `${on(0)} نمی‌تواند در عرض به پهلو برود.`;
    case 'ERR_PAWN_MOVE': return `پیاده یک مربع مستقیم به جلو می‌رود (از مربع اولیه‌اش دو مربع هم می‌تواند) و یک مربع مورب رو به جلو می‌گیرد؛ بنابراین ${on(0)} نمی‌تواند به ${s[1]} برسد.`;
    case 'ERR_PAWN_BLOCKED': return `${on(0)} نمی‌تواند جلو برود: ${on(1)} جلوی آن است و پیاده فقط به‌طور مورب می‌گیرد.`;
    case 'ERR_PAWN_DOUBLE_STEP': return `پیاده فقط در نخستین حرکتش و از مربع اولیه‌اش می‌تواند دو مربع پیش برود، و ${on(0)} آن مربع را ترک کرده است.`;
    case 'ERR_PAWN_DOUBLE_STEP_BLOCKED': return `${on(0)} نمی‌تواند دو مربع پیش برود: ${on(1)} سر راه است.`;
    case 'ERR_PAWN_DIAGONAL': return `${on(0)} فقط برای گرفتن مهره به‌طور مورب حرکت می‌کند و ${s[1]} خالی است.`;
    case 'ERR_EN_PASSANT_EXPIRED': return `${on(1)} را فقط در حرکت پاسخ، بلافاصله پس از پیشروی دومربعی‌اش، می‌شد آن پاسان گرفت.`;
    case 'ERR_PROMOTION_UNEXPECTED': return 'فقط پیاده‌ای که به آخرین عرض برسد با مهرهٔ دیگری عوض می‌شود و این حرکت ترفیع نیست.';
    case 'ERR_PROMOTION_REQUIRED': return `${on(0)} در ${s[1]} به آخرین عرض می‌رسد و باید با وزیر، رخ، فیل یا اسب عوض شود: یکی را انتخاب کنید.`;
    case 'ERR_PROMOTION_PIECE': return 'پیاده فقط به وزیر، رخ، فیل یا اسب همرنگ خودش ترفیع می‌یابد، نه به شاه یا پیاده.';
    case 'ERR_CASTLING_KING_MOVED': return `${on(0)} دیگر نمی‌تواند قلعه برود: قبلاً حرکت کرده است (یا حق قلعه رفتن از دست رفته است).`;
    case 'ERR_CASTLING_ROOK_MOVED': return `شاه نمی‌تواند با رخ ${s[1]} قلعه برود: آن رخ قبلاً حرکت کرده یا دیگر روی صفحه نیست.`;
    case 'ERR_CASTLING_OUT_OF_CHECK': return `وقتی شاه کیش است نمی‌توان قلعه رفت: ${on(0)} به شاه ${s[1]} حمله می‌کند.`;
    case 'ERR_CASTLING_THROUGH_CHECK': return `شاه هنگام قلعه رفتن نمی‌تواند از ${s[1]} بگذرد: ${on(0)} به آن مربع حمله می‌کند.`;
    case 'ERR_CASTLING_INTO_CHECK': return `با این قلعه رفتن شاه کیش می‌شود: ${on(0)} به ${s[1]} حمله می‌کند.`;
    case 'ERR_CASTLING_BLOCKED': return `فعلاً قلعه رفتن ممکن نیست: ${on(0)} سر راه شاه و رخ است.`;
    case 'ERR_KING_INTO_CHECK': return `شاه نمی‌تواند به ${s[1]} برود: ${on(0)} به آن مربع حمله می‌کند.`;
    case 'ERR_KING_LEFT_IN_CHECK': return `شاه شما در ${s[1]} از طرف ${on(0)} کیش است و این حرکت کیش را برطرف نمی‌کند.`;
    case 'ERR_PINNED': return `${on(0)} آچمز است: اگر حرکت کند، شاه ${s[2]} در معرض حملهٔ ${on(1)} قرار می‌گیرد.`;
    default: return s.length ? `این حرکت مجاز نیست (${s.join('، ')}).` : 'این حرکت مجاز نیست.';
  }
}

function positionText(code, s, p, color) {
  const side = SIDE[color] ?? 'یکی از دو طرف';
  switch (code) {
    case 'ERR_FEN_KINGS':
      return s.length === 0 ? `${side} شاه ندارد، در حالی که هر طرف باید دقیقاً یک شاه داشته باشد.`
        : `${side} ${digits(s.length)} شاه دارد (${list(s)})، در حالی که هر طرف باید دقیقاً یک شاه داشته باشد.`;
    case 'ERR_FEN_PAWNS_ON_BACKRANK': return `پیاده هرگز نمی‌تواند در عرض اول یا آخر باشد (${list(s)}).`;
    case 'ERR_FEN_OPPOSITE_CHECK': {
      const k = s.findIndex((_, i) => String(p[i]).toLowerCase() === 'k');
      const by = s.flatMap((sq, i) => (i === k ? [] : [`${role(p[i])} ${sq}`]));
      return `طرفی که آخرین حرکت را انجام داده، شاه خود را در ${s[k] ?? '?'} کیش رها کرده است (${list(by)}).`;
    }
    case 'ERR_FEN_IMPOSSIBLE_CHECK': return `هیچ حرکت واحدی نمی‌توانست چنین کیشی بدهد (${list(s)}).`;
    case 'ERR_FEN_CASTLING_RIGHTS': return `حق قلعه رفتن ${side} با صفحه جور نیست: شاه و رخ باید هنوز در مربع‌های اولیهٔ خود باشند (${list(s)}).`;
    case 'ERR_FEN_EN_PASSANT': return `مربع آن پاسان ${s[0] ?? ''} پس از پیشروی دومربعی یک پیاده نیامده است.`;
    case 'ERR_FEN_PIECE_COUNT': return `${side} بیش از آنچه در یک بازی ممکن است مهره دارد.`;
    default: return 'چنین وضعیتی در بازی پیش نمی‌آید.';
  }
}

/** متن رأی دربارهٔ یک حرکت، با شمارهٔ ماده. */
export function moveMessage(r) {
  return `${moveText(r.code, r.squares, r.pieces)} (مادهٔ ${digits(r.article)})`;
}

/** متن یک اشکال وضعیت، با شمارهٔ ماده. */
export function positionMessage(r) {
  const text = positionText(r.code, r.squares, r.pieces, r.color);
  return r.article ? `${text} (مادهٔ ${digits(r.article)})` : text;
}
