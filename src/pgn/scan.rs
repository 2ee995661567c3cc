//! Byte scans of PGN text a word (8 bytes) at a time: where a headers-only read spends its
//! time is looking for the few bytes that matter among many that do not.

const ONES: u64 = 0x0101_0101_0101_0101;
const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
const HIGH: u64 = 0x8080_8080_8080_8080;

/// The 8 bytes of `bytes` at `at` as a little-endian word, if there are 8. Read as an array
/// (`first_chunk`), not with `copy_from_slice`: at opt-level "s" (issue 40) that stays a call to
/// core's byte-copy loop for each word, and a headers-only `readGames` took 52 % more
/// instructions.
#[inline(always)]
fn word_at(bytes: &[u8], at: usize) -> Option<u64> {
    bytes
        .get(at..)?
        .first_chunk()
        .map(|w| u64::from_le_bytes(*w))
}

/// The high bit of each byte of `w` that equals `b` (exactly: no false positives).
#[inline(always)]
fn equal_bytes(w: u64, b: u8) -> u64 {
    let x = w ^ (ONES * u64::from(b));
    !(((x & LOW7) + LOW7) | x | LOW7)
}

/// The first `b` in `bytes` at or after `from`.
pub(crate) fn find_byte(bytes: &[u8], from: usize, b: u8) -> Option<usize> {
    let mut i = from;
    while let Some(w) = word_at(bytes, i) {
        let m = equal_bytes(w, b);
        if m != 0 {
            return Some(i + (m.trailing_zeros() / 8) as usize);
        }
        i += 8;
    }
    bytes.get(i..)?.iter().position(|&c| c == b).map(|k| i + k)
}

/// The first byte at or after `from` that stops a string token (7): its closing `"`, a `\`
/// (which may escape one) or a line break (which ends it unclosed).
pub(crate) fn find_string_stop(bytes: &[u8], from: usize) -> Option<usize> {
    let mut i = from;
    while let Some(w) = word_at(bytes, i) {
        let m = equal_bytes(w, b'"')
            | equal_bytes(w, b'\\')
            | equal_bytes(w, b'\n')
            | equal_bytes(w, b'\r');
        if m != 0 {
            return Some(i + (m.trailing_zeros() / 8) as usize);
        }
        i += 8;
    }
    bytes
        .get(i..)?
        .iter()
        .position(|&c| matches!(c, b'"' | b'\\' | b'\n' | b'\r'))
        .map(|k| i + k)
}

/// The bytes at which the movetext scan of a headers-only read stops: comments, escape lines,
/// parentheses, `*`, `-` (every other game termination marker holds one), the first byte of
/// `–` and `—` (the dashes of results spelled otherwise: `pgn::results`) and `[`.
const MOVETEXT_STOP: [bool; 256] = {
    let mut table = [false; 256];
    let mut i = 0;
    while i < 256 {
        table[i] = matches!(
            i as u8,
            b'{' | b';' | b'%' | b'[' | b'(' | b')' | b'*' | b'-' | 0xE2
        );
        i += 1;
    }
    table
};

/// Whether the movetext scan stops at `b`.
#[inline(always)]
pub(crate) fn is_movetext_stop(b: u8) -> bool {
    MOVETEXT_STOP.get(usize::from(b)) == Some(&true)
}

/// The high bit of each byte of `w` that may be a movetext stop: `;`, `[` and `{` share their
/// low five bits (0x1b), `%` to `-` (0x25 to 0x2d) are a range, and 0xE2 (`–`, `—`, also `…`)
/// is looked for alone; a few other bytes (`+`,
/// `,`, `&`, `'`, ESC, some bytes of non-ASCII characters) come along and are checked one by one.
#[inline(always)]
fn maybe_stop(w: u64) -> u64 {
    let brackets = equal_bytes(w & (ONES * 0x1f), 0x1b);
    let x = w & LOW7;
    let range = (x + ONES * (0x80 - 0x25)) & !(x + ONES * (0x80 - 0x2e)) & HIGH;
    brackets | range | equal_bytes(w, 0xE2)
}

/// The first movetext stop in `bytes` at or after `from` (see [`is_movetext_stop`]), else the
/// length of `bytes`.
pub(crate) fn skip_movetext(bytes: &[u8], from: usize) -> usize {
    let mut i = from;
    while let Some(w) = word_at(bytes, i) {
        let m = maybe_stop(w);
        if m == 0 {
            i += 8;
            continue;
        }
        i += (m.trailing_zeros() / 8) as usize;
        if bytes.get(i).is_some_and(|&b| is_movetext_stop(b)) {
            return i;
        }
        i += 1;
    }
    while let Some(&b) = bytes.get(i) {
        if is_movetext_stop(b) {
            return i;
        }
        i += 1;
    }
    bytes.len().max(from)
}

/// The line breaks in `bytes[..end]` as the reader counts them: LF, CRLF (once) and a lone CR.
pub(crate) fn line_breaks(bytes: &[u8], end: usize) -> usize {
    let end = end.min(bytes.len());
    let lone_cr = |i: usize| bytes.get(i) == Some(&b'\r') && bytes.get(i + 1) != Some(&b'\n');
    let mut count = 0;
    let mut i = 0;
    while i + 8 <= end {
        let Some(w) = word_at(bytes, i) else { break };
        count += equal_bytes(w, b'\n').count_ones() as usize;
        if equal_bytes(w, b'\r') != 0 {
            count += (i..i + 8).filter(|&k| lone_cr(k)).count();
        }
        i += 8;
    }
    count
        + (i..end)
            .filter(|&k| bytes.get(k) == Some(&b'\n') || lone_cr(k))
            .count()
}

/// Whether `line` (without its `\n`) starts a new game, as PGN text is cut into games: it
/// starts (after blanks) with `[`, outside a comment (`in_comment`), after movetext since the
/// last tag (`seen_movetext`; see [`scan_line`]). The reader goes on there after an error in a
/// tag section (`PgnReader`).
fn starts_game(line: &[u8], in_comment: bool, seen_movetext: bool) -> bool {
    if in_comment || !seen_movetext {
        return false;
    }
    let mut i = 0;
    while let Some(n) = blank_len(line, i) {
        i += n;
    }
    line.get(i) == Some(&b'[')
}

/// The first line after `start` that starts a new game ([`starts_game`]), scanning the lines
/// from `start` (the start of a game, outside any comment); the text's length if none does.
pub(crate) fn next_game_line(bytes: &[u8], start: usize) -> usize {
    let (mut in_comment, mut seen_movetext) = (false, false);
    let mut at = start;
    while at < bytes.len() {
        let end = find_byte(bytes, at, b'\n').unwrap_or(bytes.len());
        let line = bytes.get(at..end).unwrap_or(&[]);
        if at > start && starts_game(line, in_comment, seen_movetext) {
            return at;
        }
        scan_line(line, &mut in_comment, &mut seen_movetext);
        at = end + 1;
    }
    bytes.len()
}

/// Scans one line (without its `\n`) as the PGN reader tokenizes it: `{...}` comments (which
/// may go on past the line: `in_comment`), `;` comments and `%` escape lines (to the end of
/// the line; a lone CR ends a line too), tags `[...]` with their quoted values (a `[` starts a
/// tag section: `seen_movetext` becomes false), and anything else, which is movetext.
fn scan_line(line: &[u8], in_comment: &mut bool, seen_movetext: &mut bool) {
    let mut i = 0;
    let mut line_start = true;
    while let Some(&b) = line.get(i) {
        if *in_comment {
            match line[i..].iter().position(|&c| c == b'}') {
                Some(k) => {
                    i += k + 1;
                    *in_comment = false;
                    line_start = false;
                    continue;
                }
                None => return,
            }
        }
        match b {
            b'%' if line_start => i = skip_to_cr(line, i),
            b';' => i = skip_to_cr(line, i),
            b'{' => {
                *in_comment = true;
                i += 1;
            }
            b'[' => {
                *seen_movetext = false;
                i += 1;
                let mut in_string = false;
                let mut quote = None;
                while let Some(&c) = line.get(i) {
                    match c {
                        b'\r' => break,
                        b'"' => {
                            quote.get_or_insert(i);
                            in_string = !in_string;
                        }
                        b'\\' if in_string => i += 1,
                        b']' if !in_string => {
                            i += 1;
                            break;
                        }
                        _ => {}
                    }
                    i += 1;
                }
                // A value with unescaped quotes that hold `]` (`[W "x "]" y"]`): the reader's
                // tag ends at a later `"]` of the line (`Parser::tag_span`).
                if let Some(q) = quote
                    && later_quote(line, i)
                    && let Some(close) = unescaped_close(line, q)
                {
                    i = close;
                }
            }
            b'\r' => {
                i += 1;
                line_start = true;
                continue;
            }
            _ => match blank_len(line, i) {
                Some(n) => i += n,
                None => {
                    // Movetext: what follows up to the next `{`, `;`, `[` or CR changes nothing.
                    *seen_movetext = true;
                    i += 1;
                    i += line
                        .get(i..)
                        .and_then(|rest| {
                            rest.iter()
                                .position(|&c| matches!(c, b'{' | b';' | b'[' | b'\r'))
                        })
                        .unwrap_or(line.len().saturating_sub(i));
                }
            },
        }
        line_start = false;
    }
}

/// Whether a `"` stands in `line` from `i`, before a `{`, `;`, `[` or CR.
fn later_quote(line: &[u8], i: usize) -> bool {
    line.get(i..)
        .and_then(|rest| {
            rest.iter()
                .position(|&b| matches!(b, b'"' | b'\r' | b'{' | b';' | b'['))
        })
        .is_some_and(|k| line.get(i + k) == Some(&b'"'))
}

/// Past the `]` of a tag whose value opens with the `"` at `quote` and holds unescaped quotes,
/// as the reader reads it: the first later `"` followed, after blanks, by `]` and then, after
/// blanks, by the end of the line or a `[`.
fn unescaped_close(line: &[u8], quote: usize) -> Option<usize> {
    let blanks = |mut i: usize| {
        while matches!(line.get(i), Some(b' ' | b'\t')) {
            i += 1;
        }
        i
    };
    let mut i = quote + 1;
    while let Some(&b) = line.get(i) {
        match b {
            b'\r' => return None,
            b'"' => {
                let bracket = blanks(i + 1);
                if line.get(bracket) == Some(&b']') {
                    let after = blanks(bracket + 1);
                    if matches!(line.get(after), None | Some(b'\r' | b'[')) {
                        return Some(bracket + 1);
                    }
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// The length of the blank at `i` as the reader skips it (space, tab, CR, vertical tab, form
/// feed, U+00A0, U+FEFF), if there is one.
fn blank_len(line: &[u8], i: usize) -> Option<usize> {
    match line.get(i..)? {
        [b' ' | b'\t' | b'\r' | 0x0b | 0x0c, ..] => Some(1),
        [0xC2, 0xA0, ..] => Some(2),
        [0xEF, 0xBB, 0xBF, ..] => Some(3),
        _ => None,
    }
}

/// The index of the next CR at or after `i` (the end of a line for the reader), else the end.
fn skip_to_cr(line: &[u8], i: usize) -> usize {
    line.get(i..)
        .and_then(|rest| rest.iter().position(|&c| c == b'\r'))
        .map_or(line.len(), |k| i + k)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig { cases: 5_000, ..ProptestConfig::default() })]
        /// Against the same scans a byte at a time, on every byte value.
        #[test]
        fn word_scans_find_what_byte_scans_find(bytes in prop::collection::vec(any::<u8>(), 0..40), from in 0usize..44, b in any::<u8>()) {
            let want = bytes.get(from..).and_then(|r| r.iter().position(|&c| c == b)).map(|k| from + k);
            prop_assert_eq!(find_byte(&bytes, from, b), want);
            let string = bytes.get(from..).and_then(|r| r.iter().position(|&c| matches!(c, b'"' | b'\\' | b'\n' | b'\r'))).map(|k| from + k);
            prop_assert_eq!(find_string_stop(&bytes, from), string);
            let stop = bytes.get(from..).and_then(|r| r.iter().position(|&c| is_movetext_stop(c))).map_or(bytes.len().max(from), |k| from + k);
            prop_assert_eq!(skip_movetext(&bytes, from), stop);
            let breaks = (0..from.min(bytes.len())).filter(|&i| bytes[i] == b'\n' || (bytes[i] == b'\r' && bytes.get(i + 1) != Some(&b'\n'))).count();
            prop_assert_eq!(line_breaks(&bytes, from), breaks);
        }
    }

    #[test]
    fn every_byte_value_is_a_stop_or_not_as_the_table_says() {
        for b in 0..=255u8 {
            for at in 0..8 {
                let mut bytes = [b'a'; 16];
                bytes[at] = b;
                let want = if is_movetext_stop(b) { at } else { 16 };
                assert_eq!(skip_movetext(&bytes, 0), want, "byte {b:#x} at {at}");
                assert_eq!(
                    find_byte(&bytes, 0, b),
                    Some(if b == b'a' { 0 } else { at })
                );
            }
        }
    }
}
