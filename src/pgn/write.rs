//! The PGN writer: export format (3.2, 8.1.1, 8.2.1, 8.2.2.2).

use std::fmt::Write as _;

use super::command::{format_clock, format_eval, write_move_commands};
use super::{PgnGame, PgnNode, PgnResult, PgnWriteOptions};

pub(crate) fn write_game(game: &PgnGame, options: &PgnWriteOptions) -> String {
    let mut out = String::with_capacity(256 + game.moves.len() * 24);
    for (name, value) in game.export_tags() {
        out.push('[');
        out.push_str(&name);
        out.push_str(" \"");
        for c in value.chars() {
            match c {
                '\\' => out.push_str("\\\\"),
                '"' => out.push_str("\\\""),
                '\n' | '\r' => out.push(' '),
                c => out.push(c),
            }
        }
        out.push_str("\"]\n");
    }
    out.push('\n');

    let (number, white) = game.starting_move();
    let mut w = Writer {
        out,
        col: 0,
        width: options.max_line_len.max(20),
        space: true,
        scratch: String::new(),
        options,
        first_number: u64::from(number),
        black_first: !white,
    };
    if options.comments {
        for c in &game.comments {
            w.comment(c);
        }
    }
    w.line(&game.moves, 0);
    let result = game
        .result
        .or_else(|| game.tag("Result").and_then(PgnResult::from_token))
        .unwrap_or(PgnResult::Unknown);
    w.token(result.as_str());
    let mut out = w.out;
    out.push('\n');
    out
}

struct Writer<'o> {
    out: String,
    /// Characters on the current output line.
    col: usize,
    width: usize,
    /// Whether the next token is separated by a space (false after `(`).
    space: bool,
    scratch: String,
    options: &'o PgnWriteOptions,
    first_number: u64,
    black_first: bool,
}

impl Writer<'_> {
    /// Appends a token, breaking the line before it if it would not fit.
    fn token(&mut self, s: &str) {
        let len = chars(s);
        if self.col > 0 {
            let sep = usize::from(self.space);
            if self.col + sep + len > self.width || (self.space && self.joins_result(s)) {
                self.out.push('\n');
                self.col = 0;
            } else if self.space {
                self.out.push(' ');
                self.col += 1;
            }
        }
        self.out.push_str(s);
        self.col += len;
        self.space = true;
    }

    /// Whether `s`, written after a space, would make the reader take the end of the current
    /// line and the start of `s` for one result, spaced (`1-` then `O`: `1- O`; `1` then `-0`;
    /// `1`, `-` and `0`: see [`super::results`]). A result never spans a line break, so such a
    /// token starts a new line: the moves read back as written (found by the fuzz stage).
    fn joins_result(&self, s: &str) -> bool {
        // A spaced result's right part starts with a dash or a side (`-`, `–`, `—`, `1`, `0`,
        // `O`, `½`); its left part ends with a dash or a side (`1`, `0`, `O`, `½`, `1/2`, `0.5`).
        let starts = |b: u8| matches!(b, b'-' | 0xe2 | b'1' | b'0' | b'O' | 0xc2);
        let ends = |b: u8| {
            matches!(
                b,
                b'-' | 0x93 | 0x94 | b'1' | b'0' | b'O' | 0xbd | b'2' | b'5'
            )
        };
        if !s.as_bytes().first().is_some_and(|&b| starts(b))
            || !self.out.as_bytes().last().is_some_and(|&b| ends(b))
        {
            return false;
        }
        let out = self.out.as_bytes();
        let line_start = out.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        let line = out.get(line_start..).unwrap_or(&[]);
        let mut text = Vec::with_capacity(line.len() + 1 + s.len());
        text.extend_from_slice(line);
        text.push(b' ');
        text.extend_from_slice(s.as_bytes());
        (0..line.len()).any(|at| {
            super::results::token_start(&text, 0, at)
                && super::results::result_at(&text, at)
                    .result
                    .is_some_and(|(_, end)| end > line.len())
        })
    }

    /// Writes `self.scratch` as a token.
    fn scratch_token(&mut self) {
        let s = std::mem::take(&mut self.scratch);
        self.token(&s);
        self.scratch = s;
    }

    /// A comment: `{ text }`, broken at its spaces when long, or `; text`
    /// and a line break when the text holds a `}` (5).
    fn comment(&mut self, text: &str) {
        if text.contains('}') {
            self.scratch.clear();
            self.scratch.push_str("; ");
            for c in text.chars() {
                self.scratch
                    .push(if c == '\n' || c == '\r' { ' ' } else { c });
            }
            self.scratch_token();
            self.out.push('\n');
            self.col = 0;
            return;
        }
        let mut words = Vec::new();
        split_words(text, &mut words);
        self.brace(&words);
    }

    /// Writes `{ w1 w2 ... }`, the braces joined to the first and last words
    /// so that a line never ends with `{` nor starts with `}`. Each word
    /// carries the count of extra spaces before it, so that a line break only
    /// ever replaces one space (which the reader reads back as one). A word
    /// starting with `[` or `%` is joined to the word before it, so that no
    /// line inside a comment starts with `[` (which a reader scanning lines
    /// could take for a tag pair) or with `%` (an escape line, 6); and a
    /// `[%...]` command is kept whole on one line (`[%emt 0:00:03]`, never
    /// `[%emt` and `0:00:03]` on two). Such a line may exceed the width.
    fn brace(&mut self, words: &[(usize, &str)]) {
        if words.is_empty() {
            self.token("{ }");
            return;
        }
        let last = words.len() - 1;
        self.scratch.clear();
        let mut in_command = false; // inside a `[%...]` command, which is never broken
        for (i, &(spaces, word)) in words.iter().enumerate() {
            if i == 0 {
                self.scratch.push_str("{ ");
                self.scratch.extend(std::iter::repeat_n(' ', spaces));
            } else if in_command || word.starts_with(['[', '%']) {
                self.scratch.extend(std::iter::repeat_n(' ', spaces + 1));
            } else {
                self.scratch_token();
                self.scratch.clear();
                self.scratch.extend(std::iter::repeat_n(' ', spaces));
            }
            self.scratch.push_str(word);
            in_command = command_open(in_command, word);
            if i == last {
                self.scratch.push_str(" }");
            }
        }
        self.scratch_token();
    }

    fn after_comments(&mut self, node: &PgnNode) {
        let node = &node.annotations;
        let mut eval = String::new();
        let mut clock = String::new();
        let mut words: Vec<(usize, &str)> = Vec::new();
        if let Some(e) = node.eval {
            eval.push_str("[%eval ");
            format_eval(e, &mut eval);
            eval.push(']');
            words.push((0, &eval));
        }
        if let Some(ms) = node.clock_ms {
            clock.push_str("[%clk ");
            format_clock(ms, &mut clock);
            clock.push(']');
            words.push((0, &clock));
        }
        // `[%emt ...]`, `[%csl ...]` and `[%cal ...]` (a game's node) as the first comment after
        // the move, before the others.
        let commands = write_move_commands(node.emt_ms, &node.shapes);
        let with_commands: Vec<String>;
        let mut rest = node.comments_after.as_slice();
        if !commands.is_empty() {
            with_commands = std::iter::once(commands)
                .chain(node.comments_after.iter().cloned())
                .collect();
            rest = &with_commands;
        }
        if !words.is_empty() {
            if let Some((first, tail)) = rest.split_first() {
                if !first.is_empty() && !first.contains('}') {
                    split_words(first, &mut words);
                    rest = tail;
                }
            }
            self.brace(&words);
        }
        for c in rest {
            self.comment(c);
        }
    }

    /// Writes a line of moves whose first move is ply `first_ply` from the
    /// starting position (8.2.2.2 move numbers, 8.2.5 variations).
    fn line(&mut self, line: &[PgnNode], first_ply: u64) {
        let mut need_number = true;
        for (i, node) in line.iter().enumerate() {
            let ply = first_ply + i as u64;
            if self.options.comments {
                for c in &node.annotations.comments_before {
                    self.comment(c);
                    need_number = true;
                }
            }
            let k = ply + u64::from(self.black_first);
            let number = self.first_number + k / 2;
            let white = k % 2 == 0;
            // A move that reads as a mark (`ep`, which no rule plays) would join the move
            // before it: a move number keeps it apart (found by the fuzz stage).
            let san = node.san.as_bytes();
            let reads_as_mark = crate::notation::san::mark_at(san).is_some_and(|(_, len)| {
                !san.get(len)
                    .is_some_and(|&b| super::read::is_symbol_continuation(b))
            });
            if white || need_number || reads_as_mark {
                self.scratch.clear();
                let _ = write!(self.scratch, "{}.", number);
                if !white {
                    self.scratch.push_str("..");
                }
                self.scratch_token();
            }
            self.token(&node.san);
            need_number = false;
            if self.options.nags {
                for &nag in &node.annotations.nags {
                    self.scratch.clear();
                    let _ = write!(self.scratch, "${}", nag);
                    self.scratch_token();
                }
            }
            if self.options.comments
                && (node.annotations.eval.is_some()
                    || node.annotations.clock_ms.is_some()
                    || node.annotations.emt_ms.is_some()
                    || !node.annotations.shapes.is_empty()
                    || !node.annotations.comments_after.is_empty())
            {
                self.after_comments(node);
                need_number = true;
            }
            if self.options.variations {
                for variation in &node.variations {
                    if variation.is_empty() {
                        continue;
                    }
                    self.token("(");
                    self.space = false;
                    self.line(variation, ply);
                    self.space = false;
                    self.token(")");
                    need_number = true;
                }
            }
        }
    }
}

/// The length of `s` in characters.
fn chars(s: &str) -> usize {
    if s.is_ascii() {
        s.len()
    } else {
        s.chars().count()
    }
}

/// Splits comment text at spaces (line breaks count as spaces) into words,
/// each with the number of spaces beyond one that precede it.
/// Whether a `[%...]` command is still open after `word`, given whether one was open before
/// it: `[%` opens one, `]` closes it.
fn command_open(mut open: bool, word: &str) -> bool {
    let b = word.as_bytes();
    for (i, &c) in b.iter().enumerate() {
        if c == b'[' && b.get(i + 1) == Some(&b'%') {
            open = true;
        } else if c == b']' {
            open = false;
        }
    }
    open
}

fn split_words<'t>(text: &'t str, words: &mut Vec<(usize, &'t str)>) {
    let mut extra = 0;
    for word in text.split([' ', '\n', '\r']) {
        if word.is_empty() {
            extra += 1;
        } else {
            words.push((extra, word));
            extra = 0;
        }
    }
}

#[cfg(test)]
mod tag_name_tests {
    use crate::pgn::is_tag_name;

    #[test]
    fn tag_names() {
        for name in ["Event", "WhiteElo", "a_b+#=:-/@", "9x"] {
            assert!(is_tag_name(name), "{name}");
        }
        for name in ["", "a b", "a]", "x\"", "_a", "a\n"] {
            assert!(!is_tag_name(name), "{name:?}");
        }
    }
}
