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

function moveText(code, s, p, color) {
  // «فیل c1»: مهره‌ای که روی این مربع است.
  const on = (i) => `${role(p[i])} ${s[i]}`;
  switch (code) {
    case 'ERR_NULL_MOVE': return `${SIDE[(color ?? colorOf(p[0]))]} باید حرکت کند: بازیکنان به نوبت حرکت می‌کنند و گذشتن از نوبت (حرکت تهی) حرکت به شمار نمی‌آید.`;
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
  return `${moveText(r.code, r.squares, r.pieces, r.color)} (مادهٔ ${digits(r.article)})`;
}

/** متن یک اشکال وضعیت، با شمارهٔ ماده. */
export function positionMessage(r) {
  const text = positionText(r.code, r.squares, r.pieces, r.color);
  return r.article ? `${text} (مادهٔ ${digits(r.article)})` : text;
}

// Why a position is dead (Art. 5.2.2), by the code explainPosition gives in `dead`.
const DEAD = {
  DEAD_KINGS_ONLY: 'فقط دو شاه روی صفحه مانده‌اند و شاه هرگز کیش نمی‌دهد: مات ممکن نیست، پس وضعیت مرده است و بازی مساوی می‌شود.',
  DEAD_INSUFFICIENT_MATERIAL: 'شاه با یک فیل یا یک اسب تنها با هیچ رشته‌ای از حرکات قانونی نمی‌تواند شاه تنها را مات کند: وضعیت مرده است و بازی مساوی می‌شود.',
  DEAD_SAME_COLOUR_BISHOPS: 'جز شاه‌ها فقط فیل‌ها مانده‌اند و همه روی خانه‌های یک رنگ‌اند: آن‌ها هرگز به خانه‌ای از رنگ دیگر حمله نمی‌کنند، پس مات ممکن نیست. وضعیت مرده است و بازی مساوی می‌شود.',
  DEAD_LOCKED_PAWNS: 'پیاده‌ها قفل شده‌اند: هیچ‌کدام هرگز نمی‌تواند حرکت کند، مهره‌ای بگیرد یا گرفته شود، و هر جا مهره‌ای کیش بدهد شاه یک خانهٔ آزاد برای فرار دارد. مات ممکن نیست: وضعیت مرده است و بازی مساوی می‌شود.',
  DEAD_FORCED_LINE: 'هر حرکت قانونی پس از چند حرکت به وضعیتی می‌رسد که در آن مات ممکن نیست (برای نمونه، تنها حرکت ممکن آخرین مهره‌ای را که می‌توانست مات کند می‌گیرد): وضعیت مرده است و بازی مساوی می‌شود.',
  DEAD_NO_MATE_REACHABLE: 'هیچ‌یک از بازیکنان با هیچ رشته‌ای از حرکات قانونی نمی‌تواند مات کند: این برای هر طرف از روی مهره‌هایش، پیاده‌های قفل‌شده یا بررسی همهٔ وضعیت‌هایی که هنوز ممکن است پیش بیایند ثابت شده است. وضعیت مرده است و بازی مساوی می‌شود.',
};

/** The message for a dead position's ruling ({ code, article }), ending with its article. */
export function deadMessage(r) {
  const text = DEAD[r.code] ?? 'هیچ رشته‌ای از حرکات قانونی به مات نمی‌انجامد: وضعیت مرده است و بازی مساوی می‌شود.';
  return `${text} (مادهٔ ${digits(r.article)})`;
}

// Why a FEN or a PGN cannot be read at all, by the error's code: the FEN codes validateFen
// gives, the ERR_PGN_* reasons of a PGN error, and PGN_* texts for a PGN's move, FEN tag and
// Variant tag (PGN_AT says where). {count}, {rank}, {line}, {column} (numbers), {move} and
// {value} are to be filled in: a FEN problem of validateFen carries its own count, rank and value
// (FenProblem in index.d.ts), a PGN error its line and column.
export const errorTexts = {
  ERR_FEN_EMPTY: 'FEN خالی است: وضعیت را بنویسید، برای نمونه rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 برای وضعیت آغازین.',
  ERR_FEN_FIELDS: 'FEN از ۴ تا ۶ بخش تشکیل می‌شود که با فاصله از هم جدا شده‌اند: چینش مهره‌ها، نوبت حرکت، قلعه رفتن، آن پاسان و دو شمارندهٔ حرکت. این متن {count} بخش دارد.',
  ERR_FEN_RANKS: 'چینش مهره‌ها باید ۸ عرض را توصیف کند که با «/» از هم جدا شده‌اند؛ این یکی {count} عرض دارد.',
  ERR_FEN_RANK_LENGTH: 'عرض {rank} دقیقاً ۸ مربع را توصیف نمی‌کند (هر حرف مهره یک مربع است و هر رقم به همان تعداد مربع خالی).',
  ERR_FEN_BOARD: 'در عرض {rank} «{value}» آمده است که نه حرف مهره است (KQRBNP برای سفید، kqrbnp برای سیاه) و نه یک رقم از ۱ تا ۸ برای چند خانهٔ خالی پشت سر هم.',
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
  WARN_PGN_UNESCAPED_QUOTE: 'مقدار یک برچسب علامت نقل‌قول (") دارد که به صورت \\" نوشته نشده است؛ همان‌طور که هست خوانده شد.',
  WARN_PGN_RESULT_SPELLING: 'نتیجه به صورت 1-0، 0-1، 1/2-1/2 یا * نوشته نشده است؛ به همان نتیجه‌ای که نشان می‌دهد خوانده شد.',
};
