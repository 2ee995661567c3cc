//! Comment text: line-break normalisation and the commands embedded in comments (a
//! widespread extension of PGN 5, written by lichess, ChessBase and others): every command
//! the crate reads or writes is read and written here.
//!
//! - `[%clk ...]` and `[%eval ...]` are taken out by the reader ([`comment_with_commands`],
//!   [`lichess_comment`]) into the syntax tree's node;
//! - `[%emt ...]`, `[%csl ...]` and `[%cal ...]` stay in the syntax tree's comments (as written)
//!   and are taken out when a game is played through the rules
//!   ([`take_move_commands`]); [`write_move_commands`] writes them back.

use super::PgnEval;

/// Reads a brace or rest-of-line comment body as stored in the tree: line
/// breaks (CRLF, CR, LF) become single spaces, then the ends are trimmed.
pub(crate) fn plain_comment(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len());
    push_normalised(&mut out, raw);
    trim_in_place(&mut out);
    out
}

/// A brace comment's body with each run of line breaks (CR, LF, in any mix) as one space, as
/// chess.js reads comments; nothing else
/// changed (see `PgnReader::keeping_comment_spaces`).
pub(crate) fn spaced_comment(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len());
    let mut in_break = false;
    for c in raw.chars() {
        if matches!(c, '\r' | '\n') {
            if !in_break {
                out.push(' ');
            }
            in_break = true;
        } else {
            out.push(c);
            in_break = false;
        }
    }
    out
}

/// Like [`plain_comment`], but first takes out the first `[%clk ...]` (when
/// `clock` is still `None`) and the first `[%eval ...]` (when `eval` is still
/// `None`) that parse. Returns `None` when a command was taken out and nothing
/// but whitespace is left.
pub(crate) fn comment_with_commands(
    raw: &str,
    clock: &mut Option<u64>,
    eval: &mut Option<PgnEval>,
) -> Option<String> {
    // The comment lichess writes after every move, ` [%clk 0:01:00] ` alone: read at once,
    // with the answer of the general reading below (a clock that does not parse goes there).
    if clock.is_none() {
        let b = raw.as_bytes();
        let start = b.iter().position(|&c| c != b' ').unwrap_or(b.len());
        let end = b.iter().rposition(|&c| c != b' ').map_or(start, |i| i + 1);
        // `[%clk ` (6 bytes) ... `]`, with no other bracket in between.
        let args = b
            .get(start..end)
            .filter(|body| body.starts_with(b"[%clk ") && body.ends_with(b"]"))
            .and_then(|_| raw.get(start + 6..end - 1))
            .filter(|args| !args.bytes().any(|c| c == b']' || c == b'['));
        if let Some(ms) = args.and_then(|args| parse_clock(trim(args))) {
            *clock = Some(ms);
            return None;
        }
    }
    take_commands(raw, |name, args| match name {
        "clk" if clock.is_none() => parse_clock(args).map(|ms| *clock = Some(ms)).is_some(),
        "eval" if eval.is_none() => parse_eval(args).map(|e| *eval = Some(e)).is_some(),
        _ => false,
    })
}

/// Like [`plain_comment`], but takes out every `[%name args]` command for which `take(name,
/// args)` returns true (args trimmed). Returns `None` when a command was taken out and
/// nothing but whitespace is left.
pub(crate) fn take_commands(raw: &str, mut take: impl FnMut(&str, &str) -> bool) -> Option<String> {
    let bytes = raw.as_bytes();
    let mut out = String::new();
    let mut copied = 0; // bytes of `raw` already handled
    let mut took_any = false;
    let mut search = 0;
    while let Some(rel) = find2(bytes.get(search..).unwrap_or(&[]), b'[', b'%') {
        let start = search + rel;
        let Some(close_rel) = bytes
            .get(start..)
            .and_then(|b| b.iter().position(|&c| c == b']'))
        else {
            break;
        };
        let end = start + close_rel; // index of ']'
        let inner = raw.get(start + 2..end).unwrap_or("");
        let (name, args) = match inner.bytes().position(|c| c.is_ascii_whitespace()) {
            Some(i) => (inner.get(..i).unwrap_or(""), inner.get(i..).unwrap_or("")),
            None => (inner, ""),
        };
        if take(name, trim(args)) {
            // Blanks before any text would be trimmed: not copied (a comment of commands
            // alone, as lichess writes after every move, allocates nothing).
            let piece = raw.get(copied..start).unwrap_or("");
            if !out.is_empty() || !is_blank(piece) {
                push_normalised(&mut out, piece);
            }
            copied = end + 1;
            took_any = true;
        }
        search = end + 1;
    }
    if !took_any {
        return Some(plain_comment(raw));
    }
    let rest = raw.get(copied..).unwrap_or("");
    if !out.is_empty() || !is_blank(rest) {
        push_normalised(&mut out, rest);
    }
    trim_in_place(&mut out);
    if out.is_empty() { None } else { Some(out) }
}

/// Takes out of a comment of the syntax tree the commands a game's node holds beside `%clk`
/// and `%eval` (which the reader took): the first `[%emt ...]` that parses (while `emt` is
/// `None`), in milliseconds, and every `[%csl ...]` / `[%cal ...]` that parses, whose shapes are
/// appended to `shapes`. Returns the comment without them; `None` when a command was taken out
/// and nothing but whitespace is left.
pub(crate) fn take_move_commands(
    comment: &str,
    emt: &mut Option<u64>,
    shapes: &mut Vec<super::Shape>,
) -> Option<String> {
    if !crate::util::contains_bytes(comment, b"[%") {
        return Some(comment.to_string());
    }
    take_commands(comment, |name, args| match name {
        "emt" if emt.is_none() => parse_clock(args).map(|ms| *emt = Some(ms)).is_some(),
        "csl" | "cal" => match parse_shapes(args, name == "cal") {
            Some(s) => {
                shapes.extend(s);
                true
            }
            None => false,
        },
        _ => false,
    })
}

/// Writes `[%emt ...]` (when `emt` is given) and the shapes' `[%csl ...]` / `[%cal ...]`
/// commands, separated by spaces, as one comment's text that [`take_move_commands`] reads back
/// to the same values; empty when there is nothing to write.
pub(crate) fn write_move_commands(emt: Option<u64>, shapes: &[super::Shape]) -> String {
    let mut out = String::new();
    if let Some(ms) = emt {
        out.push_str("[%emt ");
        format_clock(ms, &mut out);
        out.push(']');
    }
    format_shapes(shapes, &mut out);
    out
}

/// Reads the argument of `[%csl ...]` (circles, `Ge4,Rd5`) or `[%cal ...]` (arrows,
/// `Ge2e4,Rd1d8`): comma-separated, a colour letter `G`, `R`, `Y` or `B` then one square
/// (circles) or two (arrows). `None` when any item does not read.
pub fn parse_shapes(args: &str, arrows: bool) -> Option<Vec<super::Shape>> {
    let mut out = Vec::new();
    for item in args.split(',') {
        let shape = super::Shape::parse(item.trim())?;
        if shape.is_circle() == arrows {
            return None;
        }
        out.push(shape);
    }
    Some(out)
}

/// Writes shapes as `[%csl ...]`/`[%cal ...]` commands, one command per run of circles or
/// of arrows, so that reading them back gives the same shapes in the same order.
pub fn format_shapes(shapes: &[super::Shape], out: &mut String) {
    let mut i = 0;
    while let Some(first) = shapes.get(i) {
        let circles = first.is_circle();
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(if circles { "[%csl " } else { "[%cal " });
        let mut j = i;
        while let Some(s) = shapes.get(j).filter(|s| s.is_circle() == circles) {
            if j > i {
                out.push(',');
            }
            out.push(s.color.char());
            out.push_str(s.from.name());
            if !circles {
                out.push_str(s.to.name());
            }
            j += 1;
        }
        out.push(']');
        i = j;
    }
}

fn find2(hay: &[u8], a: u8, b: u8) -> Option<usize> {
    let mut from = 0;
    while let Some(i) = hay.get(from..)?.iter().position(|&c| c == a) {
        let at = from + i;
        if hay.get(at + 1) == Some(&b) {
            return Some(at);
        }
        from = at + 1;
    }
    None
}

fn push_normalised(out: &mut String, s: &str) {
    if !s.contains(['\r', '\n']) {
        out.push_str(s);
        return;
    }
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\r' => {
                if chars.peek() == Some(&'\n') {
                    chars.next();
                }
                out.push(' ');
            }
            '\n' => out.push(' '),
            c => out.push(c),
        }
    }
}

/// Whitespace as `char::is_whitespace` has it, for an ASCII byte.
fn is_ascii_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t'..=b'\r')
}

/// `s.trim()`, without the Unicode look-up when the ends are ASCII (a comment's command
/// arguments, after every move of a lichess record).
fn trim(s: &str) -> &str {
    let b = s.as_bytes();
    let start = b
        .iter()
        .position(|&c| !is_ascii_space(c))
        .unwrap_or(b.len());
    let end = b
        .iter()
        .rposition(|&c| !is_ascii_space(c))
        .map_or(start, |i| i + 1);
    // Cut at ASCII bytes only, so on character boundaries.
    let t = s.get(start..end).unwrap_or("");
    match (t.as_bytes().first(), t.as_bytes().last()) {
        (Some(&a), Some(&z)) if a.is_ascii() && z.is_ascii() => t,
        _ => t.trim(),
    }
}

/// `s.trim_start().is_empty()`: only whitespace (or nothing).
fn is_blank(s: &str) -> bool {
    s.bytes().all(is_ascii_space) || s.trim_start().is_empty()
}

fn trim_in_place(s: &mut String) {
    if s.is_empty() {
        return;
    }
    let end = s.trim_end().len();
    s.truncate(end);
    let start = s.len() - s.trim_start().len();
    if start > 0 {
        s.drain(..start);
    }
}

fn digits(s: &str) -> Option<u64> {
    if s.is_empty() || s.len() > 12 || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

/// `h:mm:ss` with one digit of hours, as lichess writes a clock after every move, in
/// milliseconds: [`parse_clock`]'s answer for these seven bytes, at once.
#[inline(always)]
fn short_clock(b: &[u8]) -> Option<u64> {
    if let &[h, b':', m1, m2, b':', s1, s2] = b
        && [h, m1, m2, s1, s2].iter().all(u8::is_ascii_digit)
    {
        let d = |b: u8| u64::from(b - b'0');
        let secs = d(h) * 3600 + (d(m1) * 10 + d(m2)) * 60 + d(s1) * 10 + d(s2);
        return Some(secs * 1000);
    }
    None
}

/// A brace comment as lichess writes them after a move, read at once (see [`lichess_comment`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct LichessComment {
    /// The `[%eval ...]` command, if the comment starts with one.
    pub eval: Option<PgnEval>,
    /// The `[%clk h:mm:ss]` command, if the comment has one.
    pub clock_ms: Option<u64>,
    /// The comment's length in bytes, braces included.
    pub len: usize,
}

/// The brace comment lichess writes after a move, at the start of `b`, exactly one of
/// `{ [%clk h:mm:ss] }`, `{ [%eval E] [%clk h:mm:ss] }` and `{ [%eval E] }` with `E` made of
/// digits, `.`, `#`, `+` and `-` and read by [`parse_eval`]. Such a comment after a move with
/// neither command yet is read as [`comment_with_commands`] reads its body: the commands, no
/// text.
#[inline(always)]
pub(crate) fn lichess_comment(b: &[u8]) -> Option<LichessComment> {
    let rest = b.strip_prefix(b"{ ")?;
    if let Some((ms, len)) = clock_to_close(rest) {
        return Some(LichessComment {
            eval: None,
            clock_ms: Some(ms),
            len: 2 + len,
        });
    }
    let rest = rest.strip_prefix(b"[%eval ")?;
    let n = rest
        .iter()
        .position(|&c| !matches!(c, b'0'..=b'9' | b'.' | b'#' | b'+' | b'-'))?;
    let e = rest.get(..n)?;
    // The usual form at once, from the bytes (ASCII here); any other through the text.
    let eval = match short_eval(e) {
        Some(v) => Some(v),
        None => Some(parse_eval(std::str::from_utf8(e).ok()?)?),
    };
    let at = 9 + n; // past `{ [%eval E`
    let rest = rest.get(n..)?;
    if rest.starts_with(b"] }") {
        return Some(LichessComment {
            eval,
            clock_ms: None,
            len: at + 3,
        });
    }
    let (ms, len) = clock_to_close(rest.strip_prefix(b"] ")?)?;
    Some(LichessComment {
        eval,
        clock_ms: Some(ms),
        len: at + 2 + len,
    })
}

/// `[%clk h:mm:ss] }` at the start of `b` (see [`short_clock`]): the clock and the length.
#[inline(always)]
fn clock_to_close(b: &[u8]) -> Option<(u64, usize)> {
    let rest = b.strip_prefix(b"[%clk ")?;
    if rest.get(7..10) != Some(b"] }") {
        return None;
    }
    short_clock(rest.get(..7)?).map(|ms| (ms, 16))
}

/// `h:mm:ss` or `m:ss` (each part 1 to 12 digits), seconds with up to 3
/// decimals.
pub fn parse_clock(s: &str) -> Option<u64> {
    // `h:mm:ss`, as lichess writes it after every move: the general reading's answer at once.
    if let Some(ms) = short_clock(s.as_bytes()) {
        return Some(ms);
    }
    let mut parts = [0u64; 3];
    let mut count = 0;
    let mut part_digits = 0;
    let mut frac_digits: Option<u32> = None;
    let mut ms = 0u64;
    for b in s.bytes() {
        match (b, frac_digits) {
            (b'0'..=b'9', None) => {
                let p = parts.get_mut(count)?;
                *p = mul(*p, 10)?.checked_add(u64::from(b - b'0'))?;
                part_digits += 1;
            }
            (b'0'..=b'9', Some(n)) if n < 3 => {
                ms = ms * 10 + u64::from(b - b'0');
                frac_digits = Some(n + 1);
            }
            (b':', None) if part_digits > 0 => {
                count += 1;
                part_digits = 0;
            }
            (b'.', None) if part_digits > 0 => frac_digits = Some(0),
            _ => return None,
        }
    }
    if part_digits == 0 || frac_digits == Some(0) {
        return None;
    }
    let secs = match count {
        1 => mul(parts[0], 60)?.checked_add(parts[1])?,
        2 => mul(parts[0], 3600)?
            .checked_add(mul(parts[1], 60)?)?
            .checked_add(parts[2])?,
        _ => return None,
    };
    if let Some(n) = frac_digits {
        ms *= 10u64.pow(3 - n);
    }
    mul(secs, 1000)?.checked_add(ms)
}

/// `a.checked_mul(m)` for `m > 0`, by a comparison: on wasm32, `checked_mul` of two `u64`
/// multiplies in 128 bits through a library call (`__multi3`), and a clock is read after every
/// move of a lichess record.
fn mul(a: u64, m: u64) -> Option<u64> {
    (a <= u64::MAX / m).then(|| a.wrapping_mul(m))
}

/// Writes milliseconds as `h:mm:ss` with `.f`, `.ff` or `.fff` when needed.
pub fn format_clock(ms: u64, out: &mut String) {
    use std::fmt::Write;
    let secs = ms / 1000;
    let frac = ms % 1000;
    let _ = write!(
        out,
        "{}:{:02}:{:02}",
        secs / 3600,
        secs / 60 % 60,
        secs % 60
    );
    if frac != 0 {
        let mut f = format!("{:03}", frac);
        while f.ends_with('0') {
            f.pop();
        }
        out.push('.');
        out.push_str(&f);
    }
}

/// `0.24`, `-1.5`, `+3`, `#4`, `#-2`.
pub(crate) fn parse_eval(s: &str) -> Option<PgnEval> {
    // `0.24`, `-1.50`, as lichess writes an evaluation after most moves of an analysed game:
    // the general reading's answer at once.
    if let Some(e) = short_eval(s.as_bytes()) {
        return Some(e);
    }
    parse_eval_general(s)
}

/// [`parse_eval`] without its fast path.
fn parse_eval_general(s: &str) -> Option<PgnEval> {
    if let Some(m) = s.strip_prefix('#') {
        let (neg, m) = sign(m);
        let v = i32::try_from(digits(m)?).ok()?;
        return Some(PgnEval::Mate(if neg { -v } else { v }));
    }
    let (neg, s) = sign(s);
    let (int, frac) = match s.split_once('.') {
        Some((i, f)) => (i, f),
        None => (s, ""),
    };
    if int.is_empty() && frac.is_empty() {
        return None;
    }
    let int = if int.is_empty() { 0 } else { digits(int)? };
    let fb = frac.as_bytes();
    if !fb.iter().all(|b| b.is_ascii_digit()) || (s.contains('.') && fb.is_empty()) {
        return None;
    }
    let d = |i: usize| fb.get(i).map_or(0, |b| u64::from(b - b'0'));
    let mut cp = int.checked_mul(100)?.checked_add(d(0) * 10 + d(1))?;
    if d(2) >= 5 {
        cp += 1;
    }
    let cp = i32::try_from(cp).ok()?;
    Some(PgnEval::Centipawns(if neg { -cp } else { cp }))
}

fn sign(s: &str) -> (bool, &str) {
    if let Some(r) = s.strip_prefix('-') {
        (true, r)
    } else if let Some(r) = s.strip_prefix('+') {
        (false, r)
    } else {
        (false, s)
    }
}

/// `-?d.dd` with 1 to 12 digits before the point (the form lichess writes), in centipawns:
/// [`parse_eval`]'s answer for these bytes; `None` for any other form (or a value too large).
#[inline(always)]
fn short_eval(b: &[u8]) -> Option<PgnEval> {
    let (neg, b) = match b.split_first() {
        Some((b'-', rest)) => (true, rest),
        _ => (false, b),
    };
    let (int, frac) = b.split_at_checked(b.len().checked_sub(3)?)?;
    let &[b'.', f1, f2] = frac else {
        return None;
    };
    if int.is_empty() || int.len() > 12 || !f1.is_ascii_digit() || !f2.is_ascii_digit() {
        return None;
    }
    let mut cp = 0u64;
    for &d in int {
        if !d.is_ascii_digit() {
            return None;
        }
        cp = cp * 10 + u64::from(d - b'0');
    }
    let cp = cp * 100 + u64::from(f1 - b'0') * 10 + u64::from(f2 - b'0');
    let cp = i32::try_from(cp).ok()?;
    Some(PgnEval::Centipawns(if neg { -cp } else { cp }))
}

/// Writes an evaluation as lichess does: `0.24`, `-1.50`, `#3`, `#-2`.
pub(crate) fn format_eval(e: PgnEval, out: &mut String) {
    use std::fmt::Write;
    let _ = match e {
        PgnEval::Mate(n) => write!(out, "#{}", n),
        PgnEval::Centipawns(cp) => {
            let sign = if cp < 0 { "-" } else { "" };
            let a = cp.unsigned_abs();
            write!(out, "{}{}.{:02}", sign, a / 100, a % 100)
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lichess clock comment read at once gives what the general reading gives, and
    /// everything near it goes to the general reading.
    #[test]
    fn the_clock_comment_read_at_once_as_in_general() {
        for raw in [
            " [%clk 0:01:00] ",
            "[%clk 0:01:00]",
            "[%clk  9:59:59 ]",
            " [%clk 1:02:03.4] ",
            " [%clk 0:01:00]  x ",
            " [%clk 0:01:00] [%clk 0:02:00] ",
            " [%clk x] ",
            " [%clk ] ",
            " [%clk] ",
            "\n[%clk 0:01:00]\n",
            " [%clk 0:0\u{a0}1:00] ",
            " [%clk \u{a0}0:01:00] ",
        ] {
            for start in [None, Some(5)] {
                let (mut clock, mut eval) = (start, None);
                let got = comment_with_commands(raw, &mut clock, &mut eval);
                let mut want_clock = start;
                let want = take_commands(raw, |name, args| match name {
                    "clk" if want_clock.is_none() => {
                        parse_clock(args).map(|ms| want_clock = Some(ms)).is_some()
                    }
                    _ => false,
                });
                assert_eq!((got, clock), (want, want_clock), "{raw:?}");
            }
        }
        let mut clock = None;
        assert_eq!(
            comment_with_commands(" [%clk 0:01:00] ", &mut clock, &mut None),
            None
        );
        assert_eq!(clock, Some(60_000));
        assert_eq!(trim(" \t\u{a0} a b \u{3000}\r\n"), "a b");
        assert_eq!(trim("\u{b}x\u{c}"), "x");
        assert!(is_blank(" \u{a0}\t") && !is_blank(" x"));
    }

    /// The comments lichess writes after a move, read at once, as the general reading reads
    /// them after a move with neither command; any other comment is left to it.
    #[test]
    fn lichess_comments_read_at_once_as_in_general() {
        let read = |text: &str| lichess_comment(text.as_bytes());
        assert_eq!(
            read("{ [%clk 0:01:00] } 2. Nf3"),
            Some(LichessComment {
                eval: None,
                clock_ms: Some(60_000),
                len: 18
            })
        );
        assert_eq!(
            read("{ [%eval -1.5] [%clk 1:02:03] }"),
            Some(LichessComment {
                eval: Some(PgnEval::Centipawns(-150)),
                clock_ms: Some(3_723_000),
                len: 31
            })
        );
        assert_eq!(
            read("{ [%eval #-2] }"),
            Some(LichessComment {
                eval: Some(PgnEval::Mate(-2)),
                clock_ms: None,
                len: 15
            })
        );
        let mut fast = 0;
        for text in [
            "{ [%clk 0:01:00] }",
            "{ [%clk 9:59:59] }x",
            "{ [%eval 0.24] [%clk 0:01:00] }",
            "{ [%eval #4] [%clk 0:00:07] }",
            "{ [%eval +2] }",
            "{ [%eval 12.345] }",
            "{ [%clk 0:01:00]  }",
            "{  [%clk 0:01:00] }",
            "{[%clk 0:01:00] }",
            "{ [%clk 0:01:00.5] }",
            "{ [%clk 10:01:00] }",
            "{ [%clk 0:0x:00] }",
            "{ [%clk 0:01:00] x }",
            "{ [%clk 0:01:00]\n}",
            "{ [%eval 1.] [%clk 0:01:00] }",
            "{ [%eval .] }",
            "{ [%eval --1] }",
            "{ [%eval 0.2,20] [%clk 0:01:00] }",
            "{ [%eval 0.24]  [%clk 0:01:00] }",
            "{ [%eval 0.24] [%clk 0:01:00] [%clk 0:02:00] }",
            "{ [%eval 0.24 ] }",
            "{ [%eval 0.24] [%clk 0:01:00]}",
            "{ [%clk 0:01:00] [%eval 0.24] }",
            "{ [%eval 99999999999999] }",
        ] {
            let Some(close) = text.find('}') else {
                continue;
            };
            let (mut clock, mut eval) = (None, None);
            let text_left = comment_with_commands(&text[1..close], &mut clock, &mut eval);
            if let Some(c) = read(text) {
                fast += 1;
                assert_eq!(
                    (text_left, clock, eval, close + 1),
                    (None, c.clock_ms, c.eval, c.len),
                    "{text:?}"
                );
            }
        }
        assert_eq!(fast, 6);
    }

    #[test]
    fn clocks() {
        assert_eq!(parse_clock("0:01:00"), Some(60_000));
        assert_eq!(parse_clock("1:02:03.4"), Some(3_723_400));
        assert_eq!(parse_clock("0:00:05.25"), Some(5_250));
        assert_eq!(parse_clock("2:30"), Some(150_000));
        assert_eq!(parse_clock("0:00:05.2500"), None);
        assert_eq!(parse_clock("x:00:00"), None);
        assert_eq!(parse_clock(""), None);
        let mut s = String::new();
        format_clock(3_723_400, &mut s);
        assert_eq!(s, "1:02:03.4");
    }

    #[test]
    fn short_evals_read_as_the_general_reading() {
        for s in [
            "0.24",
            "-1.50",
            "12.34",
            "-0.00",
            "999999999999.99",
            "21474836.47",
            "21474836.48",
            "-21474836.48",
            "1.5",
            ".24",
            "1.234",
            "+0.24",
            "--1.00",
            "1.2a",
            "a.24",
            "0.2",
            "",
            "-",
            "1.-2",
            "1234567890123.00",
            "#3",
        ] {
            let general = parse_eval_general(s);
            assert_eq!(parse_eval(s), general, "{s}");
            if let Some(e) = short_eval(s.as_bytes()) {
                assert_eq!(Some(e), general, "{s}");
            }
        }
    }

    #[test]
    fn evals() {
        assert_eq!(parse_eval("0.24"), Some(PgnEval::Centipawns(24)));
        assert_eq!(parse_eval("-0.3"), Some(PgnEval::Centipawns(-30)));
        assert_eq!(parse_eval("1.005"), Some(PgnEval::Centipawns(101)));
        assert_eq!(parse_eval("#-5"), Some(PgnEval::Mate(-5)));
        assert_eq!(parse_eval("+2"), Some(PgnEval::Centipawns(200)));
        assert_eq!(parse_eval("."), None);
        assert_eq!(parse_eval("1."), None);
        assert_eq!(parse_eval("0.2,20"), None);
        let mut s = String::new();
        format_eval(PgnEval::Centipawns(-5), &mut s);
        assert_eq!(s, "-0.05");
    }
}
