//! PGN syntax layer: read and write Portable Game Notation text as a tree of
//! SAN strings with annotations.
//!
//! This module knows nothing of the chess rules. It turns PGN text into
//! [`PgnGame`] values (tags, a move tree of SAN text as written, comments,
//! NAGs, `%clk`/`%eval` commands, variations, the result) and writes them
//! back. A later layer plays each SAN through the rules core; a SAN that is
//! not a legal move is that layer's error, not this one's.
//!
//! References are to the *PGN Standard* of 1994-03-12 ("Portable Game Notation
//! Specification and Implementation Guide"), e.g. "8.2.4" is *Movetext NAG*.
//!
//! # Reading: one reader
//!
//! Every reading of PGN goes through one reader, [`PgnReader`], in the manner of
//! shakmaty's `pgn-reader` crate: it reads each game's tag section (8.1), then
//! asks a [`Visitor`] whether to read the movetext (8.2) into a tree, to read
//! its main line only (variations left out), to hand it to the visitor token by
//! token as it is read, building nothing ([`Movetext::Stream`]: [`Visitor::san`],
//! [`Visitor::nag`], [`Visitor::comment`], [`Visitor::begin_variation`],
//! [`Visitor::end_variation`], [`Visitor::outcome`]), or to skip it by a fast scan
//! ([`Movetext`]), and gives the visitor's output for the game
//! with the game's 1-based index ([`PgnReader::next_game`]). Splitting the text
//! into games, numbering them, recovering after an error and placing errors
//! (line and column) happen there alone; [`PgnStream`] runs the same reader over
//! a text that arrives in pieces, with the same games, numbers and errors however
//! the text is cut.
//!
//! * [`parse_pgn`] reads every game of a file and stops at the first error.
//! * [`PgnReader`] is also an iterator of `Result<PgnGame, ParsePgnError>`: after an
//!   error it goes on past the broken game (to the next line that starts a
//!   game, or, for an error in the movetext, to where the game's movetext
//!   ends: see [`PgnReader`]), so a
//!   caller still gets the other games of a file with one broken game.
//! * [`parse_pgn_game`] reads the first game only.
//! * The game layer's visitors play each game through the rules
//!   (`crate::game::pgn::GameLoader`: `GameReader`, `GameStream`, `read_games`),
//!   validate each game's moves as they stream by, keeping nothing
//!   (`crate::game::validate_games`, `crate::game::ValidatingReader`),
//!   or keep only the tags ([`TagsOnly`]: `read_headers`).
//!
//! The reader never panics, on any input. It accepts the import format (PGN
//! 3.1) leniently: a UTF-8 byte order mark, LF, CRLF and CR line ends, blank
//! lines anywhere, games without tags, games without a result token, move
//! numbers written `12.`, `12...`, `12…` or `12` (they are not checked: the
//! writer recomputes them), and a SAN is kept as written (`0-0`, `e8Q`, `e8(Q)`,
//! the null moves `--` and `Z0`) for the game layer to judge. After a move, with
//! or without a space before each, the marks the lenient move reader accepts
//! ([`crate::notation::san::mark_at`]) are read as it reads them: a glyph becomes its NAG
//! (`Nf3!` and `Nf3 !` → `Nf3` plus NAG 1), `+` and `#` stay in the SAN (`Qh5 +`
//! → `Qh5+`), and `e.p.` or `ep` is dropped (`bxa6 e.p.` and `bxa6e.p.` → `bxa6`).
//! A lone `e` or `p` is no mark (it stays a move, for the game layer to refuse),
//! and a `+` followed by `-`, `=` or `/` is an evaluation (`+-` is NAG 18).
//!
//! # Game boundaries
//!
//! A game starts at its first tag, comment or move. It ends after its game
//! termination marker (8.2.6: `1-0`, `0-1`, `1/2-1/2`, `*`, or one spelled otherwise, below) together with any
//! comments that directly follow the marker, or where a new tag section
//! begins (a `[` after movetext), or at the end of the text.
//!
//! # Tree shape
//!
//! A [`PgnGame`] holds its main line as `moves: Vec<PgnNode>`. Each
//! [`PgnNode`] is one move (one ply) and holds its alternatives: every line in
//! `node.variations` is a RAV (8.2.5) that replaces `node` and starts from the
//! same position as `node`. So the position before `moves[i]` has the
//! main-line child `moves[i]` and the alternatives `moves[i].variations[..][0]`;
//! the same holds inside every variation.
//!
//! # Writing
//!
//! [`PgnGame::to_pgn`] writes export format (8.1.1 Seven Tag Roster first,
//! 8.2.1 lines of fewer than 80 characters, 8.2.2.2 move numbers); reading its
//! output gives back an equal [`PgnGame`] (see [`PgnGame::to_pgn`] for the
//! exact promise). [`PgnGame::write_json`], [`Annotations::to_json`] and [`tags_to_json`]
//! write the JSON the npm package reads with one `JSON.parse` (`json.rs`).
//!
//! # Error codes
//!
//! Every [`ParsePgnError`] has a [`PgnErrorKind`] whose
//! [`code`](PgnErrorKind::code) is stable across releases:
//!
//! | code | message | meaning |
//! |---|---|---|
//! | `ERR_PGN_UNCLOSED_COMMENT` | unclosed comment | a `{` without its `}` (5) |
//! | `ERR_PGN_UNTERMINATED_TAG` | unterminated tag | a tag pair without its `]` on the same line (8.1) |
//! | `ERR_PGN_UNTERMINATED_STRING` | unterminated string | a tag value whose closing `"` is not on the same line (7) |
//! | `ERR_PGN_INVALID_TAG` | invalid tag | a `[` not followed by a tag name and a quoted value (8.1) |
//! | `ERR_PGN_UNBALANCED_PARENTHESIS` | unbalanced parenthesis | a `)` without an open `(` (8.2.5) |
//! | `ERR_PGN_UNCLOSED_VARIATION` | unclosed variation | a `(` still open when its game ends (8.2.5) |
//! | `ERR_PGN_VARIATION_WITHOUT_MOVE` | variation without a preceding move | a `(` with no move before it in its line (8.2.5) |
//! | `ERR_PGN_VARIATION_TOO_DEEP` | variations nested too deeply | more than [`MAX_VARIATION_DEPTH`] open `(` |
//! | `ERR_PGN_INVALID_ANNOTATION` | invalid annotation | `$` without digits, a NAG above 255, or an unknown suffix such as `!!!` (8.2.4, 8.2.3.8) |
//! | `ERR_PGN_ANNOTATION_WITHOUT_MOVE` | annotation without a preceding move | a NAG or suffix with no move before it in its line (8.2.4) |
//! | `ERR_PGN_UNEXPECTED_CHARACTER` | unexpected character 'c' | a character that starts no PGN token (7) |
//!
//! Lines and columns are 1-based; a column counts characters (not bytes)
//! from the start of its line, and the byte order mark is not counted. The message
//! ends with the text at the error as written ([`ParsePgnError::written`]), e.g.
//! `game 1, line 1, column 7: invalid annotation at "$300"`.
//!
//! # Read leniently, with a warning
//!
//! Two things real files write otherwise than the standard are read as what they mean, each
//! with a [`PgnWarning`] (a visitor gets them from [`MovePlaces::warnings`] for a game read
//! whole, from [`Notes::warnings`] for one streamed, [`Visitor::notes`]; the game layer
//! lists them in `LoadedGame::warnings`, the variants' in `VariantGame::warnings`): a tag
//! value with unescaped quotes inside ([`PgnWarningKind::UnescapedQuote`], `WARN_PGN_UNESCAPED_QUOTE`), and a result spelled
//! otherwise than 8.2.6 ([`PgnWarningKind::ResultSpelling`], `WARN_PGN_RESULT_SPELLING`: `½-½`,
//! `0.5-0.5`, `1/2 - 1/2`, `1–0`, `1—0`, `1-O`, `O-1`; the list is in `results.rs` and
//! docs/games.md). The writer writes them as the standard does.

mod annotations;
mod chess_js;
pub(crate) mod command;
pub(crate) mod json;
mod read;
mod results;
mod san_text;
pub(crate) mod scan;
mod stream;
mod visit;
#[cfg(feature = "variants")]
pub(crate) use visit::written_at;
mod write;

pub use annotations::{Annotations, Shape, ShapeColor};
pub use chess_js::{ChessJsPgn, chess_js_start, write_chess_js};
pub use json::tags_to_json;
pub(crate) use read::LineCache;
pub use read::{PgnReader, TagSpan, is_tag_name, parse_pgn, parse_pgn_game};
pub use san_text::SanText;
pub use stream::PgnStream;
pub use visit::{MovePlaces, Movetext, Notes, TagsOnly, Visited, Visitor};

use std::fmt;

/// The deepest nesting of variations (RAV, 8.2.5) the reader accepts.
///
/// Deeper input is refused with [`PgnErrorKind::VariationTooDeep`], which keeps
/// reading, writing, comparing and dropping a tree within a small stack (as
/// in WebAssembly).
pub const MAX_VARIATION_DEPTH: usize = 128;

/// One game of a PGN file: tag pairs, a move tree and a result.
///
/// Shape (PGN 8: "Parts of a game"):
/// * `tags`: the tag pair section (8.1) in the order read, with tag values
///   unescaped (`\"` → `"`, `\\` → `\`). Duplicates are kept.
/// * `comments`: comments written before the first move of the main line
///   (or among the tags); the game-level starting comment.
/// * `moves`: the main line, one [`PgnNode`] per ply; see the module docs for
///   how variations hang from nodes.
/// * `result`: the game termination marker (8.2.6) found in the movetext, or
///   `None` when the game had none. It is not compared with the `Result` tag.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PgnGame {
    /// Tag pairs `(name, value)` in the order read (8.1).
    pub tags: Vec<(String, String)>,
    /// Comments before the first move of the game (5), trimmed.
    pub comments: Vec<String>,
    /// The main line, one node per ply (8.2).
    pub moves: Vec<PgnNode>,
    /// The game termination marker of the movetext (8.2.6), if any.
    pub result: Option<PgnResult>,
}

/// One move (ply) of a move tree, with its annotations and alternatives.
///
/// * `san`: the move as written, without move number and without suffix
///   annotations (`"Nf3"`, `"O-O"`, `"e8=Q+"`, also lenient forms such as
///   `"0-0"` or `"--"`); a `+` or `#` written after a space joins it (`Qh5 +` is
///   `"Qh5+"`), an `e.p.` or `ep` is dropped; not checked against the rules here
///   (8.2.3).
/// * `annotations`: what the move carries, the same [`Annotations`] type a game's tree
///   node holds ([`crate::game`]). As the reader fills it:
///   - `nags`: Numeric Annotation Glyphs in order (8.2.4); the suffixes of
///     8.2.3.8 are stored as NAGs: `!` 1, `?` 2, `!!` 3, `??` 4, `!?` 5, `?!` 6.
///     A few common textual evaluations outside SAN are read as NAGs too: `=` 10,
///     `+=` 14, `=+` 15, `+/-` 16, `-/+` 17, `+-` 18, `-+` 19.
///   - `comments_before`: comments between the start of a variation and its
///     first move (5), trimmed.
///   - `comments_after`: comments that follow this move (5), trimmed, with line
///     breaks read as single spaces and with the `[%clk ...]` and `[%eval ...]`
///     commands taken out; a comment that held nothing but such commands is not
///     kept. `[%emt ...]`, `[%csl ...]` and `[%cal ...]` stay in the text as written:
///     the game layer takes them out (`command::take_move_commands`).
///   - `clock_ms`: the first `[%clk h:mm:ss(.fff)]` command after this move, in
///     milliseconds (the clock time left after the move).
///   - `eval`: the first `[%eval ...]` command after this move.
///   - `emt_ms` and `shapes` stay empty; the writer writes them when set (as
///     `[%emt ...]`, `[%csl ...]` and `[%cal ...]` in a comment of their own).
/// * `variations`: alternatives to this move (8.2.5), each a line starting
///   from the position before this move.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PgnNode {
    /// The SAN text as written (8.2.3), without suffix annotations; inline (see [`SanText`]).
    pub san: SanText,
    /// Comments, NAGs and comment commands (5, 8.2.4).
    pub annotations: Annotations,
    /// Alternatives to this move, each a line from the same position (8.2.5).
    pub variations: Vec<Vec<PgnNode>>,
}

/// An engine evaluation read from a `[%eval ...]` comment command.
///
/// `[%eval 0.24]` is `Centipawns(24)`, `[%eval -1.5]` is `Centipawns(-150)`
/// (more than two decimals are rounded to the nearest centipawn, halves away
/// from zero), `[%eval #3]` is `Mate(3)` (the side to move mates in 3),
/// `[%eval #-2]` is `Mate(-2)`. Evaluations are from White's point of view, as
/// lichess writes them. Other forms (e.g. `[%eval 0.2,20]`) are left in the
/// comment text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PgnEval {
    /// Advantage in hundredths of a pawn, positive for White.
    Centipawns(i32),
    /// Mate in that many moves, positive when White mates.
    Mate(i32),
}

/// A game termination marker (8.2.6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PgnResult {
    /// `1-0`
    WhiteWins,
    /// `0-1`
    BlackWins,
    /// `1/2-1/2`
    Draw,
    /// `*`: game in progress, abandoned or result unknown.
    Unknown,
}

impl PgnResult {
    /// The marker as written in PGN: `"1-0"`, `"0-1"`, `"1/2-1/2"` or `"*"`.
    pub fn as_str(self) -> &'static str {
        match self {
            PgnResult::WhiteWins => "1-0",
            PgnResult::BlackWins => "0-1",
            PgnResult::Draw => "1/2-1/2",
            PgnResult::Unknown => "*",
        }
    }

    /// Reads a marker written exactly as 8.2.6 spells it; `None` otherwise.
    pub fn from_token(token: &str) -> Option<PgnResult> {
        match token {
            "1-0" => Some(PgnResult::WhiteWins),
            "0-1" => Some(PgnResult::BlackWins),
            "1/2-1/2" => Some(PgnResult::Draw),
            "*" => Some(PgnResult::Unknown),
            _ => None,
        }
    }
}

impl fmt::Display for PgnResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The Seven Tag Roster (8.1.1) in export order, with the value written when a
/// game lacks the tag (`Result` defaults to the game's result token, else `*`).
pub const SEVEN_TAG_ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

impl PgnGame {
    /// The value of the first tag named `name` (case-sensitive, 8.1), if any.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The tags as [`to_pgn`](PgnGame::to_pgn) writes them (8.1.1 export
    /// order): the Seven Tag Roster first, each with its first value or its
    /// default (`?`, `????.??.??`, and for `Result` the result token or `*`),
    /// then every other tag in the order given. Later duplicates of a roster
    /// tag are dropped. Reading the written text gives exactly these tags.
    pub fn export_tags(&self) -> Vec<(String, String)> {
        let mut out = Vec::with_capacity(self.tags.len() + SEVEN_TAG_ROSTER.len());
        for (name, default) in SEVEN_TAG_ROSTER {
            let value = match self.tag(name) {
                Some(v) => v,
                None if name == "Result" => self.result.map_or(default, PgnResult::as_str),
                None => default,
            };
            out.push((name.to_string(), value.to_string()));
        }
        for (n, v) in &self.tags {
            if !SEVEN_TAG_ROSTER.iter().any(|(r, _)| r == n) {
                out.push((n.clone(), v.clone()));
            }
        }
        out
    }

    /// The fullmove number and side to move of the first move, for move
    /// numbers: read from the `FEN` tag (9.7.2; fields 2 and 6 of the FEN,
    /// 16.1) when it has them, else `(1, true)` (move 1, White to move).
    /// Only those two fields are looked at; the FEN is not checked here.
    pub fn starting_move(&self) -> (u32, bool) {
        let Some(fen) = self.tag("FEN") else {
            return (1, true);
        };
        // A three-check FEN's counters (`3+3` before the clocks, `+0+0` after) are no field
        // here: no standard FEN field holds a `+`.
        let mut fields = fen.split_ascii_whitespace().filter(|f| !f.contains('+'));
        let white = match fields.nth(1) {
            Some("b") => false,
            Some("w") => true,
            _ => return (1, true),
        };
        let number = fields
            .nth(3)
            .and_then(|s| s.parse::<u32>().ok())
            .filter(|&n| n >= 1)
            .unwrap_or(1);
        (number, white)
    }

    /// Writes this game as PGN export format (3.2, 8).
    ///
    /// * Tags: [`export_tags`](PgnGame::export_tags), one per line, values
    ///   escaped (`"` → `\"`, `\` → `\\`, line breaks become spaces), then one
    ///   blank line (8.1, 8.1.1).
    /// * Movetext: move numbers from [`starting_move`](PgnGame::starting_move)
    ///   (8.2.2.2: `1.` before every White move; `1...` before a Black move
    ///   that starts a line or follows a comment or a variation), SAN as
    ///   stored, NAGs as `$n`, comments as `{ ... }` with `[%eval ...]` and
    ///   `[%clk h:mm:ss]` first, variations in parentheses, then the result:
    ///   the game's result token, else the `Result` tag if it is a valid
    ///   marker, else `*` (8.2.6). A comment that contains `}` is written as a
    ///   rest-of-line `;` comment (5).
    /// * Lines are broken between tokens (or at spaces inside a comment) so
    ///   that none is longer than `options.max_line_len` characters unless a
    ///   single token is (8.2.1); the text ends with a newline. Inside a
    ///   comment, a word starting with `[` or `%` stays on the line of the
    ///   word before it: no line starts with `[` (a tag pair for readers that
    ///   scan lines) or `%` (an escape line, 6); and a `[%...]` command is
    ///   never broken (`[%emt 0:00:03]` whole on one line). A line kept
    ///   together so may be longer than `max_line_len`.
    ///
    /// Round trip: for every game read by [`parse_pgn`], reading the output
    /// gives a game equal to this one except that `tags` equals
    /// [`export_tags`](PgnGame::export_tags) and a missing `result` becomes
    /// the marker written. Games built by hand round-trip when their text
    /// fields look like read ones (SAN and tag names without spaces or PGN
    /// delimiters, comments trimmed, without line breaks and without
    /// `[%clk`/`[%eval` commands that would be read back as values).
    pub fn to_pgn(&self, options: &PgnWriteOptions) -> String {
        write::write_game(self, options)
    }
}

impl fmt::Display for PgnGame {
    /// The game as [`to_pgn`](PgnGame::to_pgn) writes it with default options.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_pgn(&PgnWriteOptions::default()))
    }
}

/// Writes many games as one PGN file: each game as
/// [`PgnGame::to_pgn`] writes it, with one blank line between games (3.2: an empty line after each game).
pub fn write_pgn(games: &[PgnGame], options: &PgnWriteOptions) -> String {
    let mut out = String::new();
    for (i, game) in games.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        out.push_str(&game.to_pgn(options));
    }
    out
}

/// Options for [`PgnGame::to_pgn`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnWriteOptions {
    /// Longest line in characters, newline not counted; 79 by default, as
    /// 8.2.1 asks for lines of fewer than 80 characters. Values below 20 are
    /// treated as 20.
    pub max_line_len: usize,
    /// Write comments, including `%clk` and `%eval` (default `true`).
    pub comments: bool,
    /// Write NAGs (default `true`).
    pub nags: bool,
    /// Write variations (default `true`); when `false` only the main line.
    pub variations: bool,
}

impl Default for PgnWriteOptions {
    fn default() -> Self {
        PgnWriteOptions {
            max_line_len: 79,
            comments: true,
            nags: true,
            variations: true,
        }
    }
}

/// A syntax error in PGN text, with where it is.
///
/// `game` is the 1-based index of the game in the text (counting games that
/// failed too), `line` and `column` are 1-based (column in characters), and
/// `kind` says what is wrong; see the module docs for the table of codes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParsePgnError {
    /// 1-based index of the game in the text.
    pub game: usize,
    /// 1-based line of the error.
    pub line: usize,
    /// 1-based column of the error, in characters.
    pub column: usize,
    /// What went wrong.
    pub kind: PgnErrorKind,
    /// The text at the error as written, quoted in the message: the tag or comment from its
    /// `[` or `{` to the end of its line, else the token there (up to the next blank or
    /// delimiter); at most 24 characters, `…` after a longer one. Empty for
    /// [`PgnErrorKind::UnexpectedCharacter`], whose message quotes the character.
    pub written: String,
}

impl ParsePgnError {
    /// The stable code of the error kind, e.g. `"ERR_PGN_UNCLOSED_COMMENT"`.
    pub fn code(&self) -> &'static str {
        self.kind.code()
    }
}

impl fmt::Display for ParsePgnError {
    /// E.g. `game 2, line 14, column 3: unclosed comment at "{ a comment that never …"`: the
    /// kind's message, then the text at the error as written ([`ParsePgnError::written`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "game {}, line {}, column {}: {}",
            self.game, self.line, self.column, self.kind
        )?;
        write_written(f, &self.written)
    }
}

/// `: "text"` after an error's message, for the text at the error as written (nothing when
/// empty).
pub(crate) fn write_written(f: &mut fmt::Formatter<'_>, written: &str) -> fmt::Result {
    if written.is_empty() {
        return Ok(());
    }
    write!(f, " at {}", crate::util::quote::quoted(written))
}

/// Something the reader took although the PGN standard does not write it so, reading it as what
/// it means: a [`PgnWarningKind`], where it stands, and the text as written. The game is read;
/// the game layer lists these in [`crate::game::pgn::LoadedGame::warnings`] (`game.warnings()`
/// in the npm package).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnWarning {
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
    /// What was read leniently.
    pub kind: PgnWarningKind,
    /// The text as written (the tag's value between its outer quotes, or the result), at most
    /// 24 characters, `…` after a longer one.
    pub written: String,
}

/// What the reader took leniently (see [`PgnWarning`]). Each has a stable code.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PgnWarningKind {
    /// A tag value with `"` inside, not escaped as `\"` (7, 8.1): `[Event "5th "Mikis" Open"]`.
    /// The value is read up to the last `"` before the `]` that ends the tag's line (or before
    /// the next `[` on that line), the inner quotes kept; it is written back escaped
    /// (`WARN_PGN_UNESCAPED_QUOTE`). Points at the value's opening `"`.
    UnescapedQuote,
    /// A game termination marker spelled otherwise than 8.2.6 (`½-½`, `0.5-0.5`, `1–0`, ...; the
    /// list is in the module docs), read as this result (`WARN_PGN_RESULT_SPELLING`). Points at
    /// the marker.
    ResultSpelling(PgnResult),
}

impl PgnWarningKind {
    /// The stable code: `WARN_PGN_UNESCAPED_QUOTE` or `WARN_PGN_RESULT_SPELLING`.
    pub fn code(self) -> &'static str {
        match self {
            PgnWarningKind::UnescapedQuote => "WARN_PGN_UNESCAPED_QUOTE",
            PgnWarningKind::ResultSpelling(_) => "WARN_PGN_RESULT_SPELLING",
        }
    }
}

impl fmt::Display for PgnWarningKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnWarningKind::UnescapedQuote => f.write_str("tag value with unescaped quotes"),
            PgnWarningKind::ResultSpelling(r) => write!(f, "result read as {r}"),
        }
    }
}

impl fmt::Display for PgnWarning {
    /// E.g. `line 3, column 9: result read as 1/2-1/2 at "½-½"`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.kind
        )?;
        write_written(f, &self.written)
    }
}

impl core::error::Error for ParsePgnError {}

/// What is wrong in PGN text; see the module docs for where each applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PgnErrorKind {
    /// A `{` comment without its closing `}` (5). Points at the `{`.
    UnclosedComment,
    /// A tag pair without its `]` on the same line (8.1). Points at the `[`.
    UnterminatedTag,
    /// A tag value without its closing `"` on the same line (7). Points at
    /// the opening `"`.
    UnterminatedString,
    /// A `[` not followed by a tag name and a string (8.1). Points at what
    /// stands where the name or the value should be.
    InvalidTag,
    /// A `)` without an open `(` (8.2.5). Points at the `)`.
    UnbalancedParenthesis,
    /// A `(` still open when its game ends (8.2.5). Points at the `(`.
    UnclosedVariation,
    /// A `(` with no move before it in its line (8.2.5). Points at the `(`.
    VariationWithoutMove,
    /// More than [`MAX_VARIATION_DEPTH`] nested `(`. Points at the `(`.
    VariationTooDeep,
    /// `$` without digits or above 255 (8.2.4), or an unknown run of
    /// `!`/`?` (8.2.3.8) or of `+`, `-`, `=`, `/`. Points at its start.
    InvalidAnnotation,
    /// A NAG or suffix with no move before it in its line (8.2.4). Points at
    /// it.
    AnnotationWithoutMove,
    /// A character that starts no PGN token here (7). Points at it.
    UnexpectedCharacter(char),
}

impl PgnErrorKind {
    /// The stable code of this kind (see the table in the module docs).
    pub fn code(self) -> &'static str {
        match self {
            PgnErrorKind::UnclosedComment => "ERR_PGN_UNCLOSED_COMMENT",
            PgnErrorKind::UnterminatedTag => "ERR_PGN_UNTERMINATED_TAG",
            PgnErrorKind::UnterminatedString => "ERR_PGN_UNTERMINATED_STRING",
            PgnErrorKind::InvalidTag => "ERR_PGN_INVALID_TAG",
            PgnErrorKind::UnbalancedParenthesis => "ERR_PGN_UNBALANCED_PARENTHESIS",
            PgnErrorKind::UnclosedVariation => "ERR_PGN_UNCLOSED_VARIATION",
            PgnErrorKind::VariationWithoutMove => "ERR_PGN_VARIATION_WITHOUT_MOVE",
            PgnErrorKind::VariationTooDeep => "ERR_PGN_VARIATION_TOO_DEEP",
            PgnErrorKind::InvalidAnnotation => "ERR_PGN_INVALID_ANNOTATION",
            PgnErrorKind::AnnotationWithoutMove => "ERR_PGN_ANNOTATION_WITHOUT_MOVE",
            PgnErrorKind::UnexpectedCharacter(_) => "ERR_PGN_UNEXPECTED_CHARACTER",
        }
    }
}

impl fmt::Display for PgnErrorKind {
    /// The lowercase message, e.g. `"unclosed comment"` or
    /// `"unexpected character ']'"`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            PgnErrorKind::UnclosedComment => "unclosed comment",
            PgnErrorKind::UnterminatedTag => "unterminated tag",
            PgnErrorKind::UnterminatedString => "unterminated string",
            PgnErrorKind::InvalidTag => "invalid tag",
            PgnErrorKind::UnbalancedParenthesis => "unbalanced parenthesis",
            PgnErrorKind::UnclosedVariation => "unclosed variation",
            PgnErrorKind::VariationWithoutMove => "variation without a preceding move",
            PgnErrorKind::VariationTooDeep => "variations nested too deeply",
            PgnErrorKind::InvalidAnnotation => "invalid annotation",
            PgnErrorKind::AnnotationWithoutMove => "annotation without a preceding move",
            PgnErrorKind::UnexpectedCharacter(c) => {
                return write!(
                    f,
                    "unexpected character {}",
                    crate::util::quote::quoted_char(*c)
                );
            }
        };
        f.write_str(text)
    }
}
