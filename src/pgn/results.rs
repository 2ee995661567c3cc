//! Game termination markers (8.2.6) written otherwise than the standard spells them, as files in
//! the wild have them: the reader takes each as the result it means, with a warning
//! ([`super::PgnWarningKind::ResultSpelling`]).
//!
//! A result is a side for White, a dash, a side for Black, with spaces or tabs allowed around
//! the dash; the pair must be `1` and `0`, `0` and `1`, or a half and a half:
//!
//! - the half: `1/2` (8.2.6), `½` (U+00BD, as ChessBase, chess sites and printed books write
//!   it), `0.5` (lichess study exports);
//! - the one and the zero: `1`, `0`, and the letter `O` for zero (typed records, as `O-O` and
//!   `0-0` are both written for castling);
//! - the dash: `-` (8.2.6), `–` (en dash, U+2013: the score dash of typeset text, Wikipedia and
//!   word processors), `—` (em dash, U+2014: a word processor's `--`).
//!
//! So `½-½`, `0.5-0.5`, `1/2 - 1/2`, `1–0`, `0 – 1`, `1-O` and `O-1` are read; `1-0`, `0-1` and
//! `1/2-1/2` stay the standard's (no warning). Not read: a lone `½` or `1/2` (a draw for one
//! side only?), `=`, `+-` (an evaluation, NAG 18), and a dash across a line break.
//!
//! The movetext reader looks for a result where a token starts ([`result_at`]); the headers-only
//! scan, from each dash ([`result_around`]), through [`result_at`] too, so both end a game at
//! the same place. One exception to "the longest symbol": `0.5-0.5` is read whole, where the
//! standard's tokens would be `0.`, `5-0.` and `5`.

use super::PgnResult;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    One,
    Zero,
    Half,
}

/// The spellings of a side, a longer one before any other it starts with.
const SIDES: [(&[u8], Side); 6] = [
    (b"1/2", Side::Half),
    (b"\xc2\xbd", Side::Half), // ½
    (b"0.5", Side::Half),
    (b"1", Side::One),
    (b"0", Side::Zero),
    (b"O", Side::Zero),
];

/// The dashes: `-`, `–` (U+2013), `—` (U+2014).
const DASHES: [&[u8]; 3] = [b"-", b"\xe2\x80\x93", b"\xe2\x80\x94"];

/// What [`result_at`] found: a result written otherwise than 8.2.6 (the result and where its
/// text ends), and whether the text ends inside what may still become one or a longer one
/// (`½`, `1 -`, `0.`): with more text to come, the reading may change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Found {
    pub(crate) result: Option<(PgnResult, usize)>,
    pub(crate) cut: bool,
}

/// The side written at `at` and where it ends (the longest spelling there), and whether the
/// text ends where a longer spelling may still come (`0`, `0.`, `1/`).
fn side_at(bytes: &[u8], at: usize) -> (Option<(Side, usize)>, bool) {
    let rest = bytes.get(at..).unwrap_or(&[]);
    let cut = SIDES
        .iter()
        .any(|(s, _)| rest.len() < s.len() && s.starts_with(rest));
    let side = SIDES
        .iter()
        .find(|(s, _)| rest.starts_with(s))
        .map(|&(s, side)| (side, at + s.len()));
    (side, cut)
}

fn skip_blanks(bytes: &[u8], mut i: usize) -> usize {
    while matches!(bytes.get(i), Some(b' ' | b'\t')) {
        i += 1;
    }
    i
}

/// A result written otherwise than 8.2.6 whose text starts at `at` (where a token starts), up
/// to where a symbol would end (the byte after it continues no symbol).
pub(crate) fn result_at(bytes: &[u8], at: usize) -> Found {
    // A move number (`1.`, `12.`, `104.`: most calls, from the movetext reader) answers at
    // once: `1` or `0` then a digit, or `1` then a period, is a side (`1`, `0`) followed by
    // neither a blank nor a dash, and no longer side starts so (`1/2`, `0.5`), nor does the
    // text end inside one (the unit test below compares it with the whole reading).
    if let (Some(&first), Some(&next)) = (bytes.get(at), bytes.get(at + 1)) {
        if matches!(first, b'0' | b'1')
            && (next.is_ascii_digit() || (first == b'1' && next == b'.'))
        {
            return Found {
                result: None,
                cut: false,
            };
        }
    }
    read_result_at(bytes, at)
}

/// [`result_at`] without its answer for move numbers.
fn read_result_at(bytes: &[u8], at: usize) -> Found {
    let none = |cut| Found { result: None, cut };
    let (white, cut) = side_at(bytes, at);
    let Some((white, mut i)) = white else {
        return none(cut);
    };
    i = skip_blanks(bytes, i);
    let rest = bytes.get(i..).unwrap_or(&[]);
    let Some(dash) = DASHES.iter().find(|d| rest.starts_with(d)) else {
        let dash_cut = DASHES
            .iter()
            .any(|d| rest.len() < d.len() && d.starts_with(rest));
        return none(cut || dash_cut);
    };
    i = skip_blanks(bytes, i + dash.len());
    let (black, black_cut) = side_at(bytes, i);
    let Some((black, end)) = black else {
        return none(black_cut);
    };
    let result = match (white, black) {
        (Side::One, Side::Zero) => PgnResult::WhiteWins,
        (Side::Zero, Side::One) => PgnResult::BlackWins,
        (Side::Half, Side::Half) => PgnResult::Draw,
        _ => return none(black_cut),
    };
    let cut = black_cut || end >= bytes.len();
    if bytes
        .get(end)
        .is_some_and(|&b| super::read::is_symbol_continuation(b))
        || bytes.get(at..end) == Some(result.as_str().as_bytes())
    {
        return none(cut);
    }
    Found {
        result: Some((result, end)),
        cut,
    }
}

/// Whether the movetext reader starts a token at `at` (movetext from `floor`), as far as a
/// result may start there: no letter or digit stands in the run of symbol bytes (7) right
/// before it. So `--1-O` (a null move, then a result) and `+= 1-O` start one at `1`; `e4/1-O`
/// (one symbol) does not. The same rule as the standard results' in the headers-only scan.
pub(crate) fn token_start(bytes: &[u8], floor: usize, at: usize) -> bool {
    if !bytes
        .get(at)
        .is_some_and(|&b| super::read::is_symbol_continuation(b))
    {
        return true; // `½` ends the symbol before it: `x½-½` is a move, then a result
    }
    let mut i = at;
    while i > floor {
        match bytes.get(i - 1) {
            Some(b) if b.is_ascii_alphanumeric() => return false,
            Some(&b) if super::read::is_symbol_continuation(b) => i -= 1,
            _ => return true,
        }
    }
    true
}

/// A result written otherwise than 8.2.6 around the dash at `dash`, as [`result_at`] reads it
/// from where its White side starts (at or after `floor`, where a token starts:
/// [`token_start`]): the result and where its text ends, and whether the text may end too soon
/// to tell (see [`Found`]).
pub(crate) fn result_around(bytes: &[u8], floor: usize, dash: usize) -> Found {
    let mut j = dash;
    while j > floor && matches!(bytes.get(j - 1), Some(b' ' | b'\t')) {
        j -= 1;
    }
    let mut cut = false;
    for (spelling, _) in SIDES {
        let Some(start) = j.checked_sub(spelling.len()) else {
            continue;
        };
        if start < floor || bytes.get(start..j) != Some(spelling) {
            continue;
        }
        if !token_start(bytes, floor, start) {
            continue;
        }
        let found = result_at(bytes, start);
        cut |= found.cut;
        if found.result.is_some() {
            return Found { cut, ..found };
        }
    }
    Found { result: None, cut }
}

#[cfg(test)]
mod tests {
    use super::{read_result_at, result_at};

    /// `result_at`'s answer for move numbers is the whole reading's: every text of up to four
    /// pieces from a set that spells sides, dashes, blanks, move numbers and their ends.
    #[test]
    fn move_numbers_answer_as_the_whole_reading() {
        let pieces: [&str; 16] = [
            "1", "0", "2", "5", ".", "/", "-", " ", "O", "½", "\u{2013}", "e", "1/2", "0.5", "12.",
            "",
        ];
        let (mut compared, mut quick) = (0, 0);
        for a in pieces {
            for b in pieces {
                for c in pieces {
                    for d in pieces {
                        let text = format!("{a}{b}{c}{d}");
                        let bytes = text.as_bytes();
                        for at in 0..bytes.len() {
                            let whole = read_result_at(bytes, at);
                            assert_eq!(result_at(bytes, at), whole, "{text:?} at {at}");
                            compared += 1;
                            if matches!(
                                bytes.get(at..at + 2),
                                Some([b'1', b'.' | b'0'..=b'9'] | [b'0', b'0'..=b'9'])
                            ) {
                                quick += 1;
                            }
                        }
                    }
                }
            }
        }
        assert!(compared > 100_000 && quick > 10_000, "{compared} {quick}");
        // And the answers themselves, for a few.
        assert!(result_at(b"1. e4", 0).result.is_none());
        assert!(!result_at(b"1. e4", 0).cut);
        assert!(result_at(b"1 - 0 ", 0).result.is_some());
        assert!(result_at(b"0.5-0.5 ", 0).result.is_some());
        assert!(result_at(b"1", 0).cut);
    }
}
