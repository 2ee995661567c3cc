//! The PGN text of `chess-arbiter/compat`'s `pgn()`, laid out as chess.js 1.4.0 lays it out, so
//! that code written against chess.js gets the same text (chess.js's own test suite compares it
//! exactly): the tags as given, a blank line before the moves, move numbers `1.` (and `1. ...`
//! for a first move by Black), comments `{text}` after the move they follow, the result; with a
//! width, lines broken between move pairs (a comment at its spaces) with the newline asked for,
//! and no newline at the end. [`crate::pgn::PgnGame::to_pgn`] writes the export format (8.2)
//! instead; this layout is chess.js's own and kept apart from it.

/// What [`write_chess_js`] writes: a line of moves with its tags and comments.
#[derive(Clone, Copy, Debug)]
pub struct ChessJsPgn<'a> {
    /// The tag pairs, written in this order as `[Name "value"]`, each on its line (`"` and `\`
    /// in a value escaped, 8.1.1).
    pub tags: &'a [(String, String)],
    /// The moves of the line, SAN.
    pub moves: &'a [String],
    /// The comments by position: `(i, text)` follows the `i`-th move (0: the start).
    pub comments: &'a [(usize, String)],
    /// The fullmove number of the start position.
    pub first_number: u64,
    /// Whether Black moves first.
    pub black_first: bool,
    /// The result token written last (`*` for a game going on).
    pub result: &'a str,
    /// The longest line, in UTF-16 units as chess.js counts; 0 (or not a number) writes the
    /// moves on one line.
    pub max_width: f64,
    /// What ends a line.
    pub newline: &'a str,
}

/// Writes `pgn` as chess.js 1.4.0's `pgn()` does.
pub fn write_chess_js(pgn: &ChessJsPgn<'_>) -> String {
    let mut out = String::new();
    for (name, value) in pgn.tags {
        out.push('[');
        out.push_str(name);
        out.push_str(" \"");
        // A quote or a backslash inside the value escaped with a backslash (8.1.1), so that the
        // text reads back (chess.js 1.4.0 writes them bare: `[Event "5th "Mikis" Cup"]`).
        for c in value.chars() {
            if c == '"' || c == '\\' {
                out.push('\\');
            }
            out.push(c);
        }
        out.push_str("\"]");
        out.push_str(pgn.newline);
    }
    if !pgn.moves.is_empty() {
        out.push_str(pgn.newline);
    }
    let comment = |at: usize| pgn.comments.iter().find(|(i, _)| *i == at).map(|(_, c)| c);
    let with_comment = |mut s: String, at: usize| {
        if let Some(c) = comment(at) {
            if !s.is_empty() {
                s.push(' ');
            }
            s.push('{');
            s.push_str(c);
            s.push('}');
        }
        s
    };
    // The movetext in parts: a move pair with its number and comments, a comment alone, the
    // result; a width breaks lines between parts.
    let mut parts: Vec<String> = Vec::new();
    let mut current = String::new();
    if pgn.moves.is_empty() {
        parts.push(with_comment(String::new(), 0));
    }
    for (i, san) in pgn.moves.iter().enumerate() {
        current = with_comment(current, i);
        let k = i as u64 + u64::from(pgn.black_first);
        let number = pgn.first_number + k / 2;
        if i == 0 && pgn.black_first {
            if !current.is_empty() {
                current.push(' ');
            }
            current.push_str(&format!("{number}. ..."));
        } else if k % 2 == 0 {
            if !current.is_empty() {
                parts.push(current);
            }
            current = format!("{number}.");
        }
        current.push(' ');
        current.push_str(san);
    }
    if !current.is_empty() {
        parts.push(with_comment(current, pgn.moves.len()));
    }
    parts.push(pgn.result.to_string());
    if pgn.max_width == 0.0 || pgn.max_width.is_nan() {
        out.push_str(&parts.join(" "));
    } else {
        out.push_str(&wrap(&parts, pgn.max_width, pgn.newline));
    }
    out
}

/// The length of `s` as JavaScript counts it (UTF-16 units).
fn units(s: &str) -> f64 {
    s.encode_utf16().count() as f64
}

/// chess.js's line breaking of the movetext parts at `max` (a part with a comment is broken at
/// its spaces; a line break replaces the space before it).
fn wrap(parts: &[String], max: f64, newline: &str) -> String {
    let mut out: Vec<&str> = Vec::new();
    fn strip(out: &mut Vec<&str>) -> bool {
        if out.last() == Some(&" ") {
            out.pop();
            true
        } else {
            false
        }
    }
    let mut width = 0.0;
    for (i, part) in parts.iter().enumerate() {
        let len = units(part);
        if width + len > max && part.contains('{') {
            for token in part.split(' ').filter(|t| !t.is_empty()) {
                let n = units(token);
                if width + n > max {
                    while strip(&mut out) {}
                    out.push(newline);
                    width = 0.0;
                }
                out.push(token);
                width += n;
                out.push(" ");
                width += 1.0;
            }
            if strip(&mut out) {
                width -= 1.0;
            }
            continue;
        }
        if width + len > max && i != 0 {
            strip(&mut out);
            out.push(newline);
            width = 0.0;
        } else if i != 0 {
            out.push(" ");
            width += 1.0;
        }
        out.push(part);
        width += len;
    }
    out.concat()
}

/// The move number and side chess.js's `pgn()` starts from for a game starting at `fen`
/// ([`ChessJsPgn::first_number`], [`ChessJsPgn::black_first`]): the FEN's fullmove number and
/// side to move; 1 and White when the FEN cannot be read.
pub fn chess_js_start(fen: &str) -> (u64, bool) {
    crate::position::setup::Setup::from_fen(fen).map_or((1, false), |s| {
        (
            u64::from(s.fullmoves),
            s.turn == crate::types::color::Color::Black,
        )
    })
}

#[cfg(test)]
mod tests {
    use super::{ChessJsPgn, write_chess_js};

    fn strings(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    fn pgn<'a>(
        tags: &'a [(String, String)],
        moves: &'a [String],
        comments: &'a [(usize, String)],
        max_width: f64,
    ) -> ChessJsPgn<'a> {
        ChessJsPgn {
            tags,
            moves,
            comments,
            first_number: 1,
            black_first: false,
            result: "*",
            max_width,
            newline: "\n",
        }
    }

    #[test]
    fn one_line_with_tags_and_comments() {
        let tags = [("White".to_string(), "A".to_string())];
        let moves = strings(&["e4", "e5", "Nf3"]);
        let comments = [(0, "start".to_string()), (2, "open".to_string())];
        assert_eq!(
            write_chess_js(&pgn(&tags, &moves, &comments, 0.0)),
            "[White \"A\"]\n\n{start} 1. e4 e5 {open} 2. Nf3 *"
        );
    }

    #[test]
    fn tag_values_escape_quotes_and_backslashes() {
        let tags = [("Event".to_string(), r#"5th "Mikis" Cup \ open"#.to_string())];
        assert_eq!(
            write_chess_js(&pgn(&tags, &strings(&["e4"]), &[], 0.0)),
            "[Event \"5th \\\"Mikis\\\" Cup \\\\ open\"]\n\n1. e4 *"
        );
    }

    #[test]
    fn black_first_and_no_moves() {
        let moves = strings(&["e5", "Nf3"]);
        let mut p = pgn(&[], &moves, &[], 0.0);
        p.first_number = 7;
        p.black_first = true;
        assert_eq!(write_chess_js(&p), "\n7. ... e5 8. Nf3 *");
        let comments = [(0, "c".to_string())];
        assert_eq!(write_chess_js(&pgn(&[], &[], &comments, 0.0)), "{c} *");
        assert_eq!(write_chess_js(&pgn(&[], &[], &[], 0.0)), " *");
    }

    #[test]
    fn lines_break_between_move_pairs_and_inside_comments() {
        let moves = strings(&["e4", "e5", "Nf3", "Nc6", "Bb5"]);
        assert_eq!(
            write_chess_js(&pgn(&[], &moves, &[], 12.0)),
            "\n1. e4 e5\n2. Nf3 Nc6\n3. Bb5 *"
        );
        let comments = [(1, "a long comment here".to_string())];
        assert_eq!(
            write_chess_js(&pgn(&[], &moves, &comments, 12.0)),
            "\n1. e4 {a\nlong comment\nhere} e5\n2. Nf3 Nc6\n3. Bb5 *"
        );
    }
}
