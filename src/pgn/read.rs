//! The PGN reader: tokens (7), tag pairs (8.1), movetext (8.2), comments (5),
//! escape lines (6). Works on bytes; slices text only at ASCII delimiters, so
//! every `str` slice falls on a character boundary. Nothing here indexes
//! without a check: the reader must not panic on any input.

use super::command::{comment_with_commands, lichess_comment, plain_comment, spaced_comment};
use super::results::{result_around, result_at};
use super::scan::{find_byte, find_string_stop, next_game_line, skip_movetext};
use super::visit::{MovePlaces, Movetext, Notes, Visited, Visitor};
use super::{
    Annotations, MAX_VARIATION_DEPTH, ParsePgnError, PgnErrorKind, PgnGame, PgnNode, PgnResult,
    PgnWarningKind, SanText,
};
use crate::notation::san::{Mark, glyph_nag, mark_at, split_marks};

/// The moves the main line of a game makes room for at once: most games are shorter, and a
/// line grown from 4 moves at a time is copied at each doubling.
const LINE_ROOM: usize = 96;

/// Reads every game of a PGN text (import format, PGN 3.1 and 8), stopping
/// at the first error.
///
/// Shape: the games in text order (an empty text or one of only whitespace
/// and `%` escape lines gives an empty vector).
///
/// # Errors
///
/// The first [`ParsePgnError`], with the game index, line and column; use
/// [`PgnReader`] to get the other games of a file with a broken game.
///
/// ```
/// use chess_arbiter::pgn::{parse_pgn, PgnResult};
/// let games = parse_pgn("[Event \"x\"]\n\n1. e4 e5 2. Nf3 1-0\n").unwrap();
/// assert_eq!(games.len(), 1);
/// assert_eq!(games[0].moves.len(), 3);
/// assert_eq!(games[0].result, Some(PgnResult::WhiteWins));
/// ```
pub fn parse_pgn(text: &str) -> Result<Vec<PgnGame>, ParsePgnError> {
    PgnReader::new(text).collect()
}

/// Reads the first game of a PGN text and ignores the rest of the text.
///
/// A text with no game at all gives an empty [`PgnGame`] (no tags, no moves,
/// no result).
///
/// # Errors
///
/// A [`ParsePgnError`] in the first game (its `game` is 1).
pub fn parse_pgn_game(text: &str) -> Result<PgnGame, ParsePgnError> {
    PgnReader::new(text)
        .next()
        .unwrap_or_else(|| Ok(PgnGame::default()))
}

/// The one PGN reader: reads the games of a PGN text one after the other, each game's tag
/// section (8.1) first; then a [`Visitor`] chooses whether its movetext (8.2) is read into a
/// tree or skipped by a fast scan (headers only), and turns the game into its output. As an
/// iterator it yields every game read whole: `Result<PgnGame, ParsePgnError>`.
///
/// Every reading of PGN in the crate goes through this reader: [`parse_pgn`], the games played
/// through the rules (`crate::game::pgn::GameReader`, `read_games`), the headers-only reading
/// (`read_headers`), and a text that arrives in pieces ([`super::PgnStream`], which reads its
/// window with this reader). So they all end games at the same places and number them alike.
///
/// Recovery: after an error in a tag section, the reader goes on at the
/// next line that starts a game: a line starting (after blanks) with `[`,
/// outside a comment, after movetext since the failed game's last tag.
/// After an error in the movetext it goes on where
/// a headers-only read of the game ends it (after its result and the comments
/// right after it, or at a `[`; or, after a `)` without its `(`, a variation
/// left open or an unclosed comment, at the next line that starts a game), so
/// both readings, and a text read in pieces, number the games alike. The failed game counts in the game index of later errors; games
/// without tags that follow it before the place reading goes on are skipped
/// with it.
///
/// The reader borrows the text and allocates only for the values it returns.
#[derive(Debug, Clone)]
pub struct PgnReader<'a> {
    text: &'a str,
    pos: usize,
    games: usize,
    lines: LineCache,
    /// Line breaks before the text (a window of a longer text: [`super::PgnStream`]).
    lines_before: usize,
    keep_spaces: bool,
    /// An error the reader has not yet found the end of (past the text so far: see
    /// [`PgnReader::step`]).
    recover: Option<Recovery>,
    /// The tags of the game being read (room kept from game to game).
    spans: Vec<TagSpan<'a>>,
    /// The comments among them.
    tag_comments: Vec<(&'a str, bool)>,
}

impl<'a> PgnReader<'a> {
    /// A reader over `text`; a leading UTF-8 byte order mark is skipped (and
    /// not counted in columns).
    pub fn new(text: &'a str) -> Self {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        PgnReader {
            text,
            pos: 0,
            games: 0,
            lines: LineCache::default(),
            lines_before: 0,
            keep_spaces: false,
            recover: None,
            spans: Vec::new(),
            tag_comments: Vec::new(),
        }
    }

    /// The same reader, keeping the text of brace comments as written: line breaks become
    /// spaces, but spaces at the ends stay and `[%clk]` / `[%eval]` stay in the text (as
    /// chess.js 1.4.0 reads comments; for `chess-arbiter/compat`).
    pub fn keeping_comment_spaces(mut self) -> Self {
        self.keep_spaces = true;
        self
    }

    /// Reads the next game with `visitor`: its 1-based index in the text (failed games count)
    /// and the visitor's output, or the syntax error that stopped it (the reader then goes on
    /// past the game: see the type's docs). `None` when only blanks are left.
    ///
    /// ```
    /// use chess_arbiter::pgn::{Movetext, PgnReader, TagSpan, Visited, Visitor};
    /// /// The White player of each game, its moves skipped unread.
    /// struct Whites;
    /// impl Visitor for Whites {
    ///     type Output = Option<String>;
    ///     fn tags(&mut self, _: &[TagSpan<'_>]) -> Movetext {
    ///         Movetext::Skip
    ///     }
    ///     fn end_game(&mut self, _index: usize, game: Visited<'_, '_>) -> Option<String> {
    ///         game.tags().find(|t| t.0 == "White").map(|t| t.1.into_owned())
    ///     }
    /// }
    /// let mut reader = PgnReader::new("[White \"Ann\"]\n\n1. e4 ) *\n\n[White \"Bo\"]\n\n1. d4 *\n");
    /// let whites: Vec<_> = std::iter::from_fn(|| reader.next_game(&mut Whites)).collect();
    /// assert_eq!(whites.len(), 2);
    /// assert!(whites[0].1.is_err()); // the scan still sees a `)` without its `(`
    /// assert_eq!(whites[1], (2, Ok(Some("Bo".to_string()))));
    /// ```
    pub fn next_game<V: Visitor>(
        &mut self,
        visitor: &mut V,
    ) -> Option<(usize, Result<V::Output, ParsePgnError>)> {
        match self.step(visitor, false) {
            ReadStep::Game(index, out) => Some((index, Ok(out))),
            ReadStep::Failed(e) => Some((e.game, Err(e))),
            ReadStep::More | ReadStep::Done => None,
        }
    }

    /// A reader over `text`, a window of a longer text that stands after `lines_before` line
    /// breaks: at `pos` after `games` games, recovering from an error at `recover` if one is
    /// given (see [`PgnReader::step`]); no byte order mark is skipped. `spare` lends its room
    /// for the tags.
    pub(crate) fn resume(text: &'a str, place: Place, spare: Vec<TagSpan<'_>>) -> Self {
        PgnReader {
            text,
            pos: place.pos,
            games: place.games,
            lines: LineCache::default(),
            lines_before: place.lines_before,
            keep_spaces: false,
            recover: place.recover,
            spans: recycle(spare),
            tag_comments: Vec::new(),
        }
    }

    /// Where the reader stands (see [`PgnReader::resume`]), and the room of its tags.
    pub(crate) fn place(self) -> (Place, Vec<TagSpan<'static>>) {
        let place = Place {
            pos: self.pos,
            recover: self.recover,
            games: self.games,
            lines_before: self.lines_before,
        };
        (place, recycle(self.spans))
    }

    /// A parser at the reader's place in the text.
    fn parser(&self) -> Parser<'a> {
        Parser {
            text: self.text,
            bytes: self.text.as_bytes(),
            pos: self.pos,
            move_offsets: Vec::new(),
            keep_spaces: self.keep_spaces,
            main_line_only: false,
            movetext_at: usize::MAX,
            warnings: Vec::new(),
            cut: false,
        }
    }

    /// Reads the next game with `visitor` (see [`PgnReader::next_game`]). With `more` (the
    /// text may go on: a window of a text that arrives in pieces), a game is given only when
    /// its reading cannot change with more text: it ends before the text does (a byte follows
    /// its result or its last comment, or its next tag section has begun), and an error is
    /// given only when the reader stopped at a byte of the text (not at its end, nor for an
    /// unclosed comment). Else `More`, and the same game is read again from the same place
    /// once more text has come (the visitor's [`Visitor::tags`] is asked again).
    pub(crate) fn step<V: Visitor>(&mut self, visitor: &mut V, more: bool) -> ReadStep<V::Output> {
        let len = self.text.len();
        if let Some(recovery) = self.recover {
            let (next, cut) = self.after_error(recovery);
            if more && (next >= len || cut) {
                return ReadStep::More;
            }
            self.recover = None;
            self.pos = next;
        }
        if self.pos >= len {
            return if more { ReadStep::More } else { ReadStep::Done };
        }
        let mut p = self.parser();
        let read = match p.tag_section(&mut self.spans, &mut self.tag_comments) {
            Ok(Some(false)) if !more => {
                self.pos = len;
                return ReadStep::Done;
            }
            Ok(Some(_)) if more => return ReadStep::More,
            // `Some`: a game without movetext (tags or comments, then the end of the text).
            Ok(_) => Ok(visitor.tags(&self.spans)),
            Err(e) => Err(e),
        };
        let done = read.and_then(|movetext| {
            p.movetext_at = p.movetext_at.min(p.pos);
            match movetext {
                Movetext::Skip => p.scan_movetext(true).map(|()| Done::Skipped),
                Movetext::Stream => {
                    // The comments among the tags first, then the movetext token by token.
                    for &(raw, _) in &self.tag_comments {
                        visitor.comment(raw);
                    }
                    if p.pos < len {
                        p.movetext(&mut Streamed(&mut *visitor))?;
                    }
                    Ok(Done::Streamed)
                }
                Movetext::Read | Movetext::MainLine => {
                    p.main_line_only = movetext == Movetext::MainLine;
                    let game = PgnGame {
                        tags: self
                            .spans
                            .iter()
                            .map(|t| (t.name.to_string(), t.value().into_owned()))
                            .collect(),
                        comments: self
                            .tag_comments
                            .iter()
                            .map(|&(raw, brace)| {
                                if brace && self.keep_spaces {
                                    spaced_comment(raw)
                                } else {
                                    plain_comment(raw)
                                }
                            })
                            .collect(),
                        ..PgnGame::default()
                    };
                    if p.pos >= len {
                        return Ok(Done::Read(game));
                    }
                    // Room for a game's moves or so at once (growing from 4 copied it 5 times
                    // a game).
                    p.move_offsets.reserve(LINE_ROOM);
                    p.movetext_tree(game).map(Done::Read)
                }
            }
        });
        match done {
            // A reading that the text after its end could change (a tag line or a result cut
            // off): read again once more has come.
            _ if more && p.cut => ReadStep::More,
            Ok(_) if more && p.pos >= len => ReadStep::More,
            Ok(game) => {
                self.games += 1;
                self.pos = p.pos;
                let index = self.games;
                let visited = match game {
                    Done::Read(game) => Visited::Read(
                        game,
                        MovePlaces {
                            offsets: p.move_offsets,
                            bytes: self.text.as_bytes(),
                            lines: &mut self.lines,
                            lines_before: self.lines_before,
                            warnings: p.warnings,
                        },
                    ),
                    Done::Skipped => Visited::Skipped(&self.spans),
                    Done::Streamed => {
                        visitor.notes(Notes {
                            bytes: self.text.as_bytes(),
                            lines: &mut self.lines,
                            lines_before: self.lines_before,
                            found: &mut p.warnings,
                        });
                        Visited::Streamed(&self.spans)
                    }
                };
                ReadStep::Game(index, visitor.end_game(index, visited))
            }
            Err((at, kind))
                if more
                    && (p.pos >= len
                        || matches!(kind, PgnErrorKind::UnclosedComment)
                        || written_end(self.text, at, kind) >= len) =>
            {
                // The text the error quotes may go on past the end of the text so far.
                ReadStep::More
            }
            Err((at, kind)) => {
                let recovery = Recovery::of(self.pos, at, p.movetext_at);
                let (e, cut) = self.fail(at, kind, recovery);
                if more && (self.pos >= len || cut) {
                    self.pos = at;
                    self.recover = Some(recovery);
                }
                ReadStep::Failed(e)
            }
        }
    }

    /// Counts a game that failed at `at` and moves on past it (see [`PgnReader::after_error`]);
    /// also whether the place found could change with more text (see [`Parser::cut`]).
    fn fail(&mut self, at: usize, kind: PgnErrorKind, recovery: Recovery) -> (ParsePgnError, bool) {
        self.games += 1;
        let (line, column) = self.lines.locate(self.text.as_bytes(), at);
        let (pos, cut) = self.after_error(recovery);
        self.pos = pos;
        let e = ParsePgnError {
            game: self.games,
            line: line + self.lines_before,
            column,
            kind,
            written: written_at(self.text, at, kind),
        };
        (e, cut)
    }

    /// Where reading goes on after an error (the text's length if the text ends first: with more
    /// text to come, the place is not known yet), and whether the text ends where more of it
    /// could move that place (a result cut off, `1 - 0` before `.5`: see [`Parser::cut`]).
    ///
    /// After an error in the tag section: the next line that starts a game
    /// ([`next_game_line`]). After an error in the movetext: where a
    /// headers-only read of the same game goes on ([`Parser::scan_movetext`] from the
    /// movetext's start): after the game's result and the comments right after it, or at a
    /// `[`; or, if that scan meets an error of its own (a `)` without its `(`, a variation left
    /// open, an unclosed comment), the next line that starts a game. So the full reading and
    /// a headers-only one end every game at the same place, and number the games alike, even
    /// where only the full reading sees an error (an unexpected character, an annotation
    /// without a move).
    fn after_error(&self, recovery: Recovery) -> (usize, bool) {
        let bytes = self.text.as_bytes();
        let next_game = || next_game_line(bytes, recovery.start);
        let Some(movetext) = recovery.movetext else {
            return (next_game(), false);
        };
        let mut p = self.parser();
        p.pos = movetext;
        match p.scan_movetext(true) {
            Ok(()) => (p.pos, p.cut),
            Err(_) => (next_game(), p.cut),
        }
    }
}

impl<'a> Iterator for PgnReader<'a> {
    type Item = Result<PgnGame, ParsePgnError>;

    fn next(&mut self) -> Option<Self::Item> {
        self.next_game(&mut Trees).map(|(_, result)| result)
    }
}

impl std::iter::FusedIterator for PgnReader<'_> {}

/// The visitor of [`PgnReader`] as an iterator: every game read whole.
struct Trees;

impl Visitor for Trees {
    type Output = PgnGame;

    fn end_game(&mut self, _index: usize, game: Visited<'_, '_>) -> PgnGame {
        match game {
            Visited::Read(game, _) => game,
            Visited::Skipped(_) | Visited::Streamed(_) => PgnGame {
                tags: game
                    .tags()
                    .map(|(n, v)| (n.to_string(), v.into_owned()))
                    .collect(),
                ..PgnGame::default()
            },
        }
    }
}

/// The text at an error as [`ParsePgnError::written`] quotes it: a tag or comment to the end of
/// its line, a parenthesis alone, else the token at `at` (up to a blank or a delimiter); at most
/// 24 characters, `…` after a longer text.
fn written_at(text: &str, at: usize, kind: PgnErrorKind) -> String {
    let end = written_end(text, at, kind);
    crate::util::quote::quote(text.get(at..end).unwrap_or(""))
}

/// Where the text that [`written_at`] quotes ends (the text's length when it runs to its end).
fn written_end(text: &str, at: usize, kind: PgnErrorKind) -> usize {
    let rest = text.get(at..).unwrap_or("");
    at + match kind {
        PgnErrorKind::UnexpectedCharacter(_) => 0,
        PgnErrorKind::UnterminatedTag
        | PgnErrorKind::UnterminatedString
        | PgnErrorKind::InvalidTag
        | PgnErrorKind::UnclosedComment => rest.find(['\n', '\r']).unwrap_or(rest.len()),
        _ if rest.starts_with(['(', ')']) => 1,
        _ => rest
            .find(|c: char| {
                c.is_whitespace() || matches!(c, '(' | ')' | '{' | '}' | '[' | ']' | ';')
            })
            .unwrap_or(rest.len()),
    }
}

/// An empty vector of tags with the room of `spans` (the room is handed on from one window of a
/// text to the next, which borrow different texts).
#[allow(clippy::unnecessary_filter_map)] // `filter` keeps the lifetime; `filter_map` changes it
fn recycle<'b>(mut spans: Vec<TagSpan<'_>>) -> Vec<TagSpan<'b>> {
    spans.clear();
    // Collecting an empty vector into one of the same layout reuses its allocation.
    spans.into_iter().filter_map(|_| None).collect()
}

/// Where a reader stands in a window of a text (see [`PgnReader::resume`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Place {
    /// The start of the next game, or the error being recovered from.
    pub(crate) pos: usize,
    /// An error whose place to go on from is not known yet.
    pub(crate) recover: Option<Recovery>,
    /// Games read or failed so far.
    pub(crate) games: usize,
    /// Line breaks before the window.
    pub(crate) lines_before: usize,
}

/// Remembers the last located offset so that locating errors in increasing
/// order costs linear time over the whole text.
#[derive(Debug, Clone, Default)]
pub(crate) struct LineCache {
    pos: usize,
    line: usize, // 0-based line of `pos`
    line_start: usize,
}

impl LineCache {
    /// 1-based line and column (in characters) of byte offset `at`. A line
    /// ends at LF, at CRLF (counted once) or at a lone CR.
    pub(crate) fn locate(&mut self, bytes: &[u8], at: usize) -> (usize, usize) {
        let at = at.min(bytes.len());
        if at < self.pos {
            *self = LineCache::default();
        }
        for i in self.pos..at {
            let is_break = match bytes.get(i) {
                Some(b'\n') => true,
                Some(b'\r') => bytes.get(i + 1) != Some(&b'\n'),
                _ => false,
            };
            if is_break {
                self.line += 1;
                self.line_start = i + 1;
            }
        }
        self.pos = at;
        let column = bytes
            .get(self.line_start..at)
            .map_or(0, |s| s.iter().filter(|&&b| b & 0xC0 != 0x80).count());
        (self.line + 1, column + 1)
    }
}

type PResult<T> = Result<T, (usize, PgnErrorKind)>;

/// An error the reader goes on after (see [`PgnReader::after_error`]): where its game starts,
/// and where the game's movetext starts if the error is in it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Recovery {
    /// Where the failed game starts.
    pub(crate) start: usize,
    /// Where the game's movetext begins, if the error is in it.
    pub(crate) movetext: Option<usize>,
}

impl Recovery {
    /// After an error at `at` in a game that starts at `start` and whose movetext began at
    /// `movetext_at` (`usize::MAX`: it had not begun).
    fn of(start: usize, at: usize, movetext_at: usize) -> Recovery {
        Recovery {
            start,
            movetext: (at >= movetext_at).then_some(movetext_at),
        }
    }
}

/// How a game's movetext was read (see [`PgnReader::step`]).
enum Done {
    /// Into a tree.
    Read(PgnGame),
    /// Skipped by the scan.
    Skipped,
    /// Handed to the visitor token by token.
    Streamed,
}

/// What reading the next game gave (see [`PgnReader::step`]).
pub(crate) enum ReadStep<O> {
    /// A game: its index and the visitor's output.
    Game(usize, O),
    /// A game that cannot be read.
    Failed(ParsePgnError),
    /// The next game may go on past the end of the text.
    More,
    /// Only blanks are left.
    Done,
}

/// A tag pair (8.1) as it stands in the text: its name, and its value between the quotes as
/// written ([`TagSpan::value`] undoes the escapes).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TagSpan<'a> {
    /// The tag's name, e.g. `White`.
    pub name: &'a str,
    /// The value as written, escapes and all.
    pub(crate) raw: &'a str,
    /// `raw` holds an escape (`\"` or `\\`).
    pub(crate) escaped: bool,
}

impl<'a> TagSpan<'a> {
    /// The value, escapes (`\"`, `\\`) undone: borrowed from the text when it has none.
    pub fn value(&self) -> std::borrow::Cow<'a, str> {
        if self.escaped {
            std::borrow::Cow::Owned(unescape(self.raw))
        } else {
            std::borrow::Cow::Borrowed(self.raw)
        }
    }
}

/// A string token's text with `\"` and `\\` undone (7); any other backslash is kept.
fn unescape(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len());
    let mut chars = raw.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            let mut ahead = chars.clone();
            if let Some(next @ ('"' | '\\')) = ahead.next() {
                out.push(next);
                chars = ahead;
                continue;
            }
        }
        out.push(c);
    }
    out
}

struct Parser<'a> {
    text: &'a str,
    bytes: &'a [u8],
    pos: usize,
    /// Where each move starts, in the order of the text (a move, then its variations, then
    /// the next move).
    move_offsets: Vec<usize>,
    /// Brace comments as written (see [`PgnReader::keeping_comment_spaces`]).
    keep_spaces: bool,
    /// Variations are read (so that the game ends, and errors stand, where they do in a full
    /// read) but not kept ([`Movetext::MainLine`]).
    main_line_only: bool,
    /// Where the game's movetext begins, once its tag section is read (`usize::MAX` before):
    /// an error from there on is recovered from where the movetext ends.
    movetext_at: usize,
    /// What the game's reading took leniently: where, where its text ends, and what.
    warnings: Vec<(usize, usize, PgnWarningKind)>,
    /// A reading looked up to the end of the text and more text could change it (a tag's line,
    /// a result such as `½` or `1 -` cut off): with more text to come, read again.
    cut: bool,
}

/// One line of moves being read into a tree, with comments waiting for its first move.
struct Level {
    line: Vec<PgnNode>,
    pending: Vec<String>,
}

enum Step {
    Continue,
    EndOfGame,
}

/// The bytes that continue a symbol (7): letters, digits and `_+#=:-/@`, as a table.
const SYMBOL_CONTINUATION: [bool; 256] = {
    let mut table = [false; 256];
    let mut i = 0;
    while i < 256 {
        let b = i as u8;
        table[i] = b.is_ascii_alphanumeric()
            || matches!(b, b'_' | b'+' | b'#' | b'=' | b':' | b'-' | b'/' | b'@');
        i += 1;
    }
    table
};

/// The bytes that may start what [`Parser::skip_space`] skips: ASCII whitespace, the first
/// byte of U+00A0 and of U+FEFF, and `%`.
const SPACE_START: [bool; 256] = {
    let mut table = [false; 256];
    let mut i = 0;
    while i < 256 {
        table[i] = matches!(
            i as u8,
            b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c | 0xC2 | 0xEF | b'%'
        );
        i += 1;
    }
    table
};

/// Whether `name` is a PGN tag name (8.1.1; a symbol, 7) as the reader takes one in
/// [`Parser::tag_span`]: a letter or digit, then letters, digits and `_+#=:-/@`; so a record
/// written with it reads back with it. The one rule for every tag name the npm package is
/// given (a snapshot's tags, `pgn`'s `options.tags`).
pub fn is_tag_name(name: &str) -> bool {
    let bytes = name.as_bytes();
    bytes.first().is_some_and(u8::is_ascii_alphanumeric)
        && bytes.iter().all(|&b| is_symbol_continuation(b))
}

#[inline(always)]
fn may_start_space(b: u8) -> bool {
    SPACE_START.get(usize::from(b)).copied().unwrap_or(false)
}

#[inline(always)]
pub(crate) fn is_symbol_continuation(b: u8) -> bool {
    SYMBOL_CONTINUATION
        .get(usize::from(b))
        .copied()
        .unwrap_or(false)
}

impl<'a> Parser<'a> {
    #[inline(always)]
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    /// At a `@`: a file letter follows (`@e4`, a pawn drop of crazyhouse without its `P`), so
    /// the `@` starts a symbol; a lone `@` stays an unexpected character.
    #[inline(always)]
    fn drop_follows(&self) -> bool {
        matches!(self.bytes.get(self.pos + 1), Some(b'a'..=b'h'))
    }

    fn at_line_start(&self) -> bool {
        self.pos == 0
            || matches!(
                self.bytes.get(self.pos.wrapping_sub(1)),
                Some(b'\n' | b'\r')
            )
    }

    #[inline]
    fn slice(&self, from: usize, to: usize) -> &'a str {
        self.text.get(from..to).unwrap_or("")
    }

    fn char_at(&self, at: usize) -> char {
        self.text
            .get(at..)
            .and_then(|s| s.chars().next())
            .unwrap_or('\u{fffd}')
    }

    /// Skips whitespace (including U+00A0, and U+FEFF as left by joining
    /// files that each start with a byte order mark) and `%` escape lines (6).
    ///
    /// The usual single space or line break between tokens here, the rest in
    /// [`Parser::skip_more_space`].
    #[inline(always)]
    fn skip_space(&mut self) {
        if matches!(self.peek(), Some(b' ' | b'\n')) {
            self.pos += 1;
        }
        if self.peek().is_some_and(may_start_space) {
            self.skip_more_space();
        }
    }

    /// [`Parser::skip_space`] from a byte that may start whitespace or an escape line.
    #[inline(never)]
    fn skip_more_space(&mut self) {
        loop {
            match self.peek() {
                Some(b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c) => self.pos += 1,
                Some(0xC2) if self.bytes.get(self.pos + 1) == Some(&0xA0) => self.pos += 2,
                Some(0xEF) if self.bytes.get(self.pos + 1..self.pos + 3) == Some(&[0xBB, 0xBF]) => {
                    self.pos += 3;
                }
                Some(b'%') if self.at_line_start() => self.skip_line(),
                _ => return,
            }
        }
    }

    /// Moves to the line break ending the current line (not past it).
    fn skip_line(&mut self) {
        while let Some(b) = self.peek() {
            if b == b'\n' || b == b'\r' {
                return;
            }
            self.pos += 1;
        }
    }

    /// Reads the movetext (8.2) of a game whose tag section is read (`game` holds its tags and
    /// the comments among them) into the game's tree, up to where the game ends (see
    /// [`Parser::movetext`]).
    fn movetext_tree(&mut self, game: PgnGame) -> PResult<PgnGame> {
        let mut tree = Tree {
            game,
            root: Level {
                line: Vec::with_capacity(LINE_ROOM),
                pending: Vec::new(),
            },
            stack: Vec::new(),
            keep_spaces: self.keep_spaces,
            main_line_only: self.main_line_only,
        };
        self.movetext(&mut tree)?;
        let mut game = tree.game;
        game.moves = fitted(tree.root.line);
        Ok(game)
    }

    /// Reads the movetext (8.2) of a game whose tag section is read, handing each token to
    /// `sink` as it is met, up to where the game ends: after its result and the comments right
    /// after it, at a `[` (the next game's tag section) or at the end of the text. The one
    /// place where movetext is read: the tree of a [`PgnGame`] and a visitor's streaming
    /// methods ([`Movetext::Stream`]) get the same tokens and the same errors.
    fn movetext<S: Tokens>(&mut self, sink: &mut S) -> PResult<()> {
        // Movetext section (8.2).
        self.movetext_at = self.pos;
        let mut lines = Lines {
            open: Vec::new(),
            has_move: false,
        };
        loop {
            self.skip_space();
            let Some(b) = self.peek() else {
                break;
            };
            if b == b'[' {
                break; // the next game's tag section
            }
            match self.movetext_token(b, sink, &mut lines)? {
                Step::Continue => {}
                Step::EndOfGame => {
                    if let Some(open) = lines.open.last() {
                        return Err((open.at, PgnErrorKind::UnclosedVariation));
                    }
                    // Comments right after the marker belong to this game.
                    loop {
                        self.skip_space();
                        match self.peek() {
                            Some(b'{') => {
                                let raw = self.brace_comment()?;
                                sink.comment(raw, true);
                            }
                            Some(b';') => {
                                let raw = self.line_comment();
                                sink.comment(raw, false);
                            }
                            _ => break,
                        }
                    }
                    return Ok(());
                }
            }
        }
        if let Some(open) = lines.open.last() {
            return Err((open.at, PgnErrorKind::UnclosedVariation));
        }
        Ok(())
    }

    /// Reads a tag section (8.1) into `tags`, and the comments among its tags into `comments`
    /// (each body as written, and whether it is a `{...}` comment): `Ok(None)` when movetext
    /// follows; `Ok(Some(game))` when the text ends, `game` telling whether the section held a
    /// tag (then it is a game without movetext). Comments alone before the end of the text are
    /// no game: a game needs a tag, a move or a result (as `game::pgn::read_game` says).
    fn tag_section(
        &mut self,
        tags: &mut Vec<TagSpan<'a>>,
        comments: &mut Vec<(&'a str, bool)>,
    ) -> PResult<Option<bool>> {
        tags.clear();
        comments.clear();
        loop {
            self.skip_space();
            match self.peek() {
                Some(b'[') => tags.push(self.tag_span()?),
                Some(b'{') => {
                    let raw = self.brace_comment()?;
                    comments.push((raw, true));
                }
                Some(b';') => {
                    let raw = self.line_comment();
                    comments.push((raw, false));
                }
                None => return Ok(Some(!tags.is_empty())),
                Some(_) => return Ok(None),
            }
        }
    }

    /// Skips movetext from `self.pos` to where the game ends: after its result (and the
    /// comments right after it), at a `[` (the next game's tag section) or at the end of the
    /// text. With `check`, a `)` without its `(`, a variation left open and an unclosed comment
    /// are errors; without, only an unclosed comment is (it runs to the end of the text).
    fn scan_movetext(&mut self, check: bool) -> PResult<()> {
        let floor = self.pos;
        let mut open: Vec<usize> = Vec::new();
        loop {
            self.pos = skip_movetext(self.bytes, self.pos);
            match self.bytes.get(self.pos) {
                None => break,
                Some(b'{') => {
                    self.brace_comment()?;
                }
                Some(b';') => self.skip_line(),
                Some(b'%') if self.at_line_start() => self.skip_line(),
                Some(b'[') => break, // the next game's tag section
                Some(b'(') => {
                    if check {
                        open.push(self.pos);
                    }
                    self.pos += 1;
                }
                Some(b')') => {
                    if check && open.pop().is_none() {
                        return Err((self.pos, PgnErrorKind::UnbalancedParenthesis));
                    }
                    self.pos += 1;
                }
                Some(b'*') => {
                    self.pos += 1;
                    return self.after_result(&open);
                }
                // A result spelled otherwise (`½-½`, `1 – 0`: [`super::results`]).
                Some(0xE2) => {
                    let found = result_around(self.bytes, floor, self.pos);
                    self.cut |= found.cut;
                    if let Some((_, end)) = found.result {
                        self.pos = end;
                        return self.after_result(&open);
                    }
                    self.pos += 1;
                }
                Some(b'-') => {
                    let found = result_around(self.bytes, floor, self.pos);
                    self.cut |= found.cut;
                    if let Some((_, end)) = found.result {
                        self.pos = end;
                        return self.after_result(&open);
                    }
                    let mut start = self.pos;
                    while start > floor
                        && self
                            .bytes
                            .get(start - 1)
                            .is_some_and(|&c| is_symbol_continuation(c))
                    {
                        start -= 1;
                    }
                    let mut end = self.pos + 1;
                    while self
                        .bytes
                        .get(end)
                        .is_some_and(|&c| is_symbol_continuation(c))
                    {
                        end += 1;
                    }
                    self.pos = end;
                    let first = self
                        .bytes
                        .get(start..end)
                        .and_then(|run| run.iter().position(u8::is_ascii_alphanumeric))
                        .map(|first| start + first);
                    let symbol = first.map_or("", |first| self.slice(first, end));
                    if matches!(symbol.as_bytes().first(), Some(b'0' | b'1'))
                        && PgnResult::from_token(symbol).is_some()
                    {
                        return self.after_result(&open);
                    }
                    // A result spelled otherwise whose dash the run holds (`--O-1`, `1-O`).
                    if matches!(symbol.as_bytes().first(), Some(b'0' | b'1' | b'O'))
                        && let Some(first) = first
                    {
                        let found = result_at(self.bytes, first);
                        self.cut |= found.cut;
                        if let Some((_, end)) = found.result {
                            self.pos = end;
                            return self.after_result(&open);
                        }
                    }
                }
                _ => self.pos += 1, // `%` inside a line
            }
        }
        match open.last() {
            Some(&at) => Err((at, PgnErrorKind::UnclosedVariation)),
            None => Ok(()),
        }
    }

    /// After a game termination marker: no variation may be open, and the comments right after
    /// it belong to the game.
    fn after_result(&mut self, open: &[usize]) -> PResult<()> {
        if let Some(&at) = open.last() {
            return Err((at, PgnErrorKind::UnclosedVariation));
        }
        loop {
            self.skip_space();
            match self.peek() {
                Some(b'{') => {
                    self.brace_comment()?;
                }
                Some(b';') => {
                    self.line_comment();
                }
                _ => return Ok(()),
            }
        }
    }

    /// Reads the movetext token starting with `b` at `self.pos`, handing it to `sink`;
    /// `lines` holds the variations open and whether the current line has a move yet.
    fn movetext_token<S: Tokens>(
        &mut self,
        b: u8,
        sink: &mut S,
        lines: &mut Lines,
    ) -> PResult<Step> {
        let start = self.pos;
        match b {
            b'{' => {
                // `{ [%clk 0:01:00] }`, as lichess writes after every move, read at once when
                // the sink takes it so (the tree, after a move with neither command yet).
                if lines.has_move
                    && let Some(len) = self.bytes.get(start..).and_then(|r| sink.quick_comment(r))
                {
                    self.pos = start + len;
                    return Ok(Step::Continue);
                }
                let raw = self.brace_comment()?;
                sink.comment(raw, true);
            }
            b';' => {
                let raw = self.line_comment();
                sink.comment(raw, false);
            }
            b'(' => {
                if !lines.has_move {
                    return Err((start, PgnErrorKind::VariationWithoutMove));
                }
                if lines.open.len() >= MAX_VARIATION_DEPTH {
                    return Err((start, PgnErrorKind::VariationTooDeep));
                }
                self.pos += 1;
                lines.open.push(Open {
                    at: start,
                    offsets_at: self.move_offsets.len(),
                });
                lines.has_move = false;
                sink.begin_variation();
            }
            b')' => {
                let Some(done) = lines.open.pop() else {
                    return Err((start, PgnErrorKind::UnbalancedParenthesis));
                };
                self.pos += 1;
                // The line the variation was opened in had a move (else no `(`).
                lines.has_move = true;
                if self.main_line_only {
                    // Left out, with its moves' places: the moves of the game are those kept.
                    self.move_offsets.truncate(done.offsets_at);
                }
                sink.end_variation();
            }
            b'.' => self.skip_periods(),
            0xE2 if self.bytes.get(start + 1..start + 3) == Some(&[0x80, 0xA6]) => {
                self.pos += 3; // '…' as in "12…"
            }
            b'*' => {
                self.pos += 1;
                sink.outcome(PgnResult::Unknown);
                return Ok(Step::EndOfGame);
            }
            b'$' => {
                self.pos += 1;
                let digits_start = self.pos;
                while matches!(self.peek(), Some(b'0'..=b'9')) {
                    self.pos += 1;
                }
                let nag = self
                    .slice(digits_start, self.pos)
                    .parse::<u8>()
                    .map_err(|_| (start, PgnErrorKind::InvalidAnnotation))?;
                add_nag(nag, start, sink, lines)?;
            }
            b'!' | b'?' => {
                while matches!(self.peek(), Some(b'!' | b'?')) {
                    self.pos += 1;
                }
                let nag = self
                    .bytes
                    .get(start..self.pos)
                    .and_then(glyph_nag)
                    .ok_or((start, PgnErrorKind::InvalidAnnotation))?;
                add_nag(nag, start, sink, lines)?;
            }
            b'+' | b'-' | b'=' => {
                while matches!(self.peek(), Some(b'+' | b'-' | b'=' | b'/')) {
                    self.pos += 1;
                }
                let tok = self.slice(start, self.pos);
                let nag = match tok {
                    "--" => {
                        // A null move, as ChessBase writes it.
                        self.move_at::<S>(start, lines);
                        sink.san(tok, start);
                        return Ok(Step::Continue);
                    }
                    "=" => 10,
                    "+=" => 14,
                    "=+" => 15,
                    "+/-" => 16,
                    "-/+" => 17,
                    "+-" => 18,
                    "-+" => 19,
                    _ => return Err((start, PgnErrorKind::InvalidAnnotation)),
                };
                add_nag(nag, start, sink, lines)?;
            }
            b'0' | b'1' | b'O' | 0xC2 if self.loose_result(start, sink) => {
                return Ok(Step::EndOfGame);
            }
            // A symbol (7); also a crazyhouse pawn drop written without its letter (`@e4`).
            b if b.is_ascii_alphanumeric() || (b == b'@' && self.drop_follows()) => {
                self.pos += 1;
                let mut number = b.is_ascii_digit();
                while let Some(c) = self.peek().filter(|&c| is_symbol_continuation(c)) {
                    number &= c.is_ascii_digit();
                    self.pos += 1;
                }
                let last = self.pos.wrapping_sub(1);
                if self.bytes.get(last) == Some(&b'e')
                    && self.bytes.get(last..).and_then(mark_at) == Some((Mark::EnPassant, 4))
                {
                    // `bxa6e.p.`: an `e.p.` written onto the move, whose first period ends
                    // the symbol.
                    self.pos = last + 4;
                } else if matches!(self.bytes.get(last), Some(b'1' | b'8'))
                    && matches!(
                        self.bytes.get(self.pos..self.pos + 3),
                        Some([
                            b'(',
                            b'Q' | b'R' | b'B' | b'N' | b'q' | b'r' | b'b' | b'n',
                            b')'
                        ])
                    )
                {
                    // `e8(Q)`: a promotion as the lenient move reader takes it (a variation
                    // holding a piece letter alone would be no move at all).
                    self.pos += 3;
                    number = false;
                }
                if number {
                    // Move number indication (8.2.2), with the periods after it (which would
                    // be skipped as tokens of their own).
                    self.skip_periods();
                    return Ok(Step::Continue);
                }
                let tok = self.slice(start, self.pos);
                if matches!(b, b'0' | b'1')
                    && let Some(result) = PgnResult::from_token(tok)
                {
                    sink.outcome(result);
                    return Ok(Step::EndOfGame);
                }
                self.move_at::<S>(start, lines);
                // The marks written onto the move (`exd6ep`, `Qh5+`), then those after it. A
                // symbol starts with a letter or digit and holds no whitespace, `!` or `?`, so
                // `split_marks` finds a mark only at an end in `.`, `p`, `+` or `#`; a check
                // sign alone, the usual mark, it gives back to the SAN as written.
                let ends_as_mark = |t: &[u8]| matches!(t.last(), Some(b'.' | b'p' | b'+' | b'#'));
                let plain = match tok.as_bytes().split_last() {
                    Some((b'+' | b'#', rest)) => !ends_as_mark(rest),
                    Some((b'.' | b'p', _)) => false,
                    _ => true,
                };
                if plain && !self.mark_follows() {
                    // The usual move: handed on as written.
                    sink.san(tok, start);
                    return Ok(Step::Continue);
                }
                let mut nags = Vec::new();
                let mut san = if plain {
                    SanText::new(tok)
                } else {
                    let (body, marks) = split_marks(tok);
                    if body.bytes().all(|b| b.is_ascii_digit())
                        || PgnResult::from_token(body).is_some()
                        || result_at(body.as_bytes(), 0)
                            .result
                            .is_some_and(|(_, end)| end == body.len())
                    {
                        // `ep` alone is no move, nor `1-0ep`, `1-Oep` or `5ep`: the game layer
                        // says so.
                        // Kept whole, so that writing it does not write a result or a move
                        // number (both found by the fuzz stage).
                        sink.san(tok, start);
                        return Ok(Step::Continue);
                    }
                    let mut san = SanText::new(body);
                    for mark in marks {
                        apply_mark(mark, &mut san, &mut nags);
                    }
                    san
                };
                if self.mark_follows() {
                    self.marks_after_move(&mut san, &mut nags);
                }
                sink.san(san.as_str(), start);
                for nag in nags {
                    sink.nag(nag);
                }
            }
            _ => {
                return Err((
                    start,
                    PgnErrorKind::UnexpectedCharacter(self.char_at(start)),
                ));
            }
        }
        Ok(Step::Continue)
    }

    /// A move starts at `start`: its place is kept (when the sink wants places), and its line
    /// has a move.
    #[inline(always)]
    fn move_at<S: Tokens>(&mut self, start: usize, lines: &mut Lines) {
        lines.has_move = true;
        if S::PLACES {
            self.move_offsets.push(start);
        }
    }

    /// Reads a result spelled otherwise than 8.2.6 at `start` ([`super::results`]), handing it
    /// to `sink`, with a warning: whether there was one.
    fn loose_result<S: Tokens>(&mut self, start: usize, sink: &mut S) -> bool {
        let found = result_at(self.bytes, start);
        self.cut |= found.cut;
        let Some((result, end)) = found.result else {
            return false;
        };
        sink.outcome(result);
        self.warnings
            .push((start, end, PgnWarningKind::ResultSpelling(result)));
        self.pos = end;
        true
    }

    /// Whether a mark may follow the move just read, after optional whitespace (the first
    /// byte of each of [`crate::notation::san::mark_at`]'s); see [`Parser::marks_after_move`].
    #[inline(always)]
    fn mark_follows(&self) -> bool {
        let mut at = self.pos;
        while matches!(
            self.bytes.get(at),
            Some(b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
        ) {
            at += 1;
        }
        matches!(self.bytes.get(at), Some(b'e' | b'+' | b'#' | b'!' | b'?'))
    }

    /// Skips a run of periods (after a move number, or alone: `1...`, `1. ...`).
    #[inline(always)]
    fn skip_periods(&mut self) {
        while self.peek() == Some(b'.') {
            self.pos += 1;
        }
    }

    /// Reads the marks after the move just read (`san`, its NAGs so far `nags`), each after
    /// optional whitespace, as the lenient move reader accepts them
    /// ([`crate::notation::san::mark_at`]): `Qh5 +`, `bxa6 e.p.`, `e4 !`. A mark must end where
    /// a symbol would (`+-` and `+=` are evaluations, read as NAGs by
    /// [`Parser::movetext_token`]); a lone `e` or `p` is no mark.
    /// A `+` or `#` after a glyph is no mark (the check sign is part of the SAN, which the
    /// glyph follows: `e4!+` is refused, as chess.js refuses it).
    fn marks_after_move(&mut self, san: &mut SanText, nags: &mut Vec<u8>) {
        let mut glyph_seen = false;
        loop {
            let mut at = self.pos;
            while matches!(
                self.bytes.get(at),
                Some(b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
            ) {
                at += 1;
            }
            let Some((mark, len)) = self.bytes.get(at..).and_then(mark_at) else {
                return;
            };
            let ends = !self
                .bytes
                .get(at + len)
                .is_some_and(|&b| is_symbol_continuation(b));
            if !ends && !matches!(mark, Mark::Glyph(_)) {
                return;
            }
            if glyph_seen && matches!(mark, Mark::Check(_)) {
                return;
            }
            glyph_seen |= matches!(mark, Mark::Glyph(_));
            self.pos = at + len;
            apply_mark(mark, san, nags);
        }
    }

    /// Reads `[Name "value"]` (8.1) from the `[` at `self.pos`, without copying it.
    fn tag_span(&mut self) -> PResult<TagSpan<'a>> {
        let open = self.pos;
        self.pos += 1;
        self.skip_blanks();
        let name_start = self.pos;
        // A name as `is_tag_name` takes one: a letter or digit, then symbol bytes.
        if !self.peek().is_some_and(|b| b.is_ascii_alphanumeric()) {
            return Err((self.pos, self.tag_error_kind()));
        }
        while self.peek().is_some_and(is_symbol_continuation) {
            self.pos += 1;
        }
        let name = self.slice(name_start, self.pos);
        self.skip_blanks();
        if self.peek() != Some(b'"') {
            return Err((self.pos, self.tag_error_kind()));
        }
        let quote = self.pos;
        let strict = self.string_span().and_then(|(raw, escaped)| {
            self.skip_blanks();
            if self.peek() != Some(b']') {
                return Err((open, PgnErrorKind::UnterminatedTag));
            }
            self.pos += 1;
            Ok((raw, escaped))
        });
        // As the standard writes it, unless a `"` follows on the line (before a comment or
        // another tag): `[Event "Blitz "]" Open"]`, whose value holds `"]`.
        if let Ok((raw, escaped)) = strict
            && !self.quote_later_on_line()
        {
            return Ok(TagSpan { name, raw, escaped });
        }
        let Some(close) = self.unescaped_close(quote) else {
            return strict.map(|(raw, escaped)| TagSpan { name, raw, escaped });
        };
        // Quotes inside, not escaped: the value runs to the quote that closes the line's tag.
        let raw = self.slice(quote + 1, close);
        self.warnings
            .push((quote, close + 1, PgnWarningKind::UnescapedQuote));
        self.pos = close + 1;
        self.skip_blanks();
        self.pos += 1; // the `]`
        Ok(TagSpan {
            name,
            raw,
            escaped: raw.contains('\\'),
        })
    }

    /// Whether a `"` stands between `self.pos` and the end of the line, before a `{`, `;` or
    /// `[` (a comment or another tag). A line that the text ends sets [`Parser::cut`].
    fn quote_later_on_line(&mut self) -> bool {
        let rest = self.bytes.get(self.pos..).unwrap_or(&[]);
        match rest
            .iter()
            .position(|&b| matches!(b, b'"' | b'\n' | b'\r' | b'{' | b';' | b'['))
        {
            Some(i) => rest.get(i) == Some(&b'"'),
            None => {
                self.cut = true;
                false
            }
        }
    }

    /// The quote that closes a tag value with unescaped quotes inside, whose opening quote is
    /// at `quote`: the first `"` after it on its line that is followed, after blanks, by a `]`
    /// and then, after blanks, by the end of the line or a `[` (the next tag), so the last
    /// quote before the `]` that ends the line's tag. `None` when there is none (the tag is
    /// then the error it was). A line that the text ends sets [`Parser::cut`].
    fn unescaped_close(&mut self, quote: usize) -> Option<usize> {
        let bytes = self.bytes;
        let blanks = |mut i: usize| {
            while matches!(bytes.get(i), Some(b' ' | b'\t')) {
                i += 1;
            }
            i
        };
        let mut i = quote + 1;
        loop {
            match bytes.get(i) {
                None => {
                    self.cut = true;
                    return None;
                }
                Some(b'\n' | b'\r') => return None,
                Some(b'"') => {
                    let bracket = blanks(i + 1);
                    if bytes.get(bracket) == Some(&b']') {
                        let after = blanks(bracket + 1);
                        match bytes.get(after) {
                            None => {
                                self.cut = true;
                                return Some(i);
                            }
                            Some(b'\n' | b'\r' | b'[') => return Some(i),
                            Some(_) => {}
                        }
                    }
                }
                Some(_) => {}
            }
            i += 1;
        }
    }

    /// At a missing tag name or value: the tag is unterminated if its line
    /// ends here, else it is malformed.
    fn tag_error_kind(&self) -> PgnErrorKind {
        match self.peek() {
            None | Some(b'\n' | b'\r') => PgnErrorKind::UnterminatedTag,
            _ => PgnErrorKind::InvalidTag,
        }
    }

    fn skip_blanks(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t')) {
            self.pos += 1;
        }
    }

    /// Reads a string token (7) from the `"` at `self.pos`: its text between the quotes as
    /// written, and whether it holds an escape (`\"` or `\\`, see [`unescape`]). A string
    /// ends at its line: a line break or the end of the text before the closing quote is an
    /// error, with `self.pos` there.
    fn string_span(&mut self) -> PResult<(&'a str, bool)> {
        let open = self.pos;
        let start = open + 1;
        let rest = self.bytes.get(start..).unwrap_or(&[]);
        let mut escaped = false;
        let mut i = 0;
        loop {
            // Up to the next quote, backslash or line break at once.
            let Some(stop) = find_string_stop(rest, i) else {
                self.pos = start + rest.len();
                return Err((open, PgnErrorKind::UnterminatedString));
            };
            i = stop;
            match rest.get(i) {
                Some(b'"') => {
                    self.pos = start + i + 1;
                    return Ok((self.slice(start, start + i), escaped));
                }
                Some(b'\\') if matches!(rest.get(i + 1), Some(b'"' | b'\\')) => {
                    escaped = true;
                    i += 2;
                }
                Some(b'\\') => i += 1,
                _ => {
                    self.pos = start + i;
                    return Err((open, PgnErrorKind::UnterminatedString));
                }
            }
        }
    }

    /// Reads a `{...}` comment (5) from the `{` at `self.pos`; returns its body.
    #[inline]
    fn brace_comment(&mut self) -> PResult<&'a str> {
        let open = self.pos;
        let body = open + 1;
        match find_byte(self.bytes, body, b'}') {
            Some(close) => {
                self.pos = close + 1;
                Ok(self.slice(body, close))
            }
            None => Err((open, PgnErrorKind::UnclosedComment)),
        }
    }

    /// Reads a `;` comment (5) to the end of its line; returns its body.
    fn line_comment(&mut self) -> &'a str {
        let body = self.pos + 1;
        self.pos = body;
        self.skip_line();
        self.slice(body, self.pos)
    }
}

/// What the movetext reader ([`Parser::movetext`]) hands on, token by token: to the tree of a
/// [`PgnGame`] ([`Tree`]) or to a visitor's streaming methods ([`Streamed`]). The reader
/// checks the syntax (a variation or NAG after a move, parentheses balanced) before it hands a
/// token on.
pub(crate) trait Tokens {
    /// Where each move starts is kept ([`MovePlaces`]).
    const PLACES: bool;
    /// A `{` comment read at once by the receiver from the bytes at its `{`, after a move of
    /// the current line: its length in bytes, or `None` to have it read as any comment
    /// ([`Tokens::comment`]).
    #[inline(always)]
    fn quick_comment(&mut self, rest: &[u8]) -> Option<usize> {
        let _ = rest;
        None
    }
    /// A comment's body as written: a `{...}` one (`brace`) or a `;` one.
    fn comment(&mut self, raw: &str, brace: bool);
    /// A move as written (marks after it joined: `Qh5 +` is `Qh5+`; glyphs come as NAGs
    /// after it), starting at byte `at` of the text.
    fn san(&mut self, san: &str, at: usize);
    /// A NAG (8.2.4) of the last move of the current line.
    fn nag(&mut self, nag: u8);
    /// A `(`: a variation of the last move of the current line begins.
    fn begin_variation(&mut self);
    /// A `)`: the variation ends; the line it was opened in goes on.
    fn end_variation(&mut self);
    /// The game termination marker (8.2.6).
    fn outcome(&mut self, result: PgnResult);
}

/// The variations open while movetext is read, for the reader's own checks.
struct Lines {
    open: Vec<Open>,
    /// The current line has a move.
    has_move: bool,
}

/// A variation open: where its `(` stands, and how many moves of the game were read before
/// its first (`move_offsets`).
struct Open {
    at: usize,
    offsets_at: usize,
}

/// The tree of a [`PgnGame`] as its movetext is read.
struct Tree {
    game: PgnGame,
    root: Level,
    /// The variations open, innermost last.
    stack: Vec<Level>,
    /// Brace comments as written (see [`PgnReader::keeping_comment_spaces`]).
    keep_spaces: bool,
    /// Variations are left out ([`Movetext::MainLine`]).
    main_line_only: bool,
}

impl Tree {
    #[inline(always)]
    fn cur(&mut self) -> &mut Level {
        self.stack.last_mut().unwrap_or(&mut self.root)
    }
}

impl Tokens for Tree {
    const PLACES: bool = true;

    #[inline(always)]
    fn quick_comment(&mut self, rest: &[u8]) -> Option<usize> {
        if self.keep_spaces {
            return None;
        }
        let node = self.cur().line.last_mut()?;
        if node.annotations.clock_ms.is_some() || node.annotations.eval.is_some() {
            return None;
        }
        // What `attach_comment` does with such a comment after a move with neither command.
        let c = lichess_comment(rest)?;
        node.annotations.clock_ms = c.clock_ms;
        node.annotations.eval = c.eval;
        Some(c.len)
    }

    #[inline]
    fn comment(&mut self, raw: &str, brace: bool) {
        let keep = brace && self.keep_spaces;
        attach_comment(raw, keep, &mut self.game, &mut self.root, &mut self.stack);
    }

    #[inline(always)]
    fn san(&mut self, san: &str, _at: usize) {
        push_move(san, self.cur());
    }

    #[inline]
    fn nag(&mut self, nag: u8) {
        if let Some(node) = self.cur().line.last_mut() {
            node.annotations.nags.push(nag);
        }
    }

    fn begin_variation(&mut self) {
        self.stack.push(Level {
            line: Vec::new(),
            pending: Vec::new(),
        });
    }

    fn end_variation(&mut self) {
        let Some(done) = self.stack.pop() else {
            return;
        };
        if self.main_line_only || done.line.is_empty() {
            return;
        }
        if let Some(node) = self.cur().line.last_mut() {
            node.variations.push(done.line);
        }
    }

    #[inline]
    fn outcome(&mut self, result: PgnResult) {
        self.game.result = Some(result);
    }
}

/// A visitor's streaming methods as the movetext reader's receiver ([`Movetext::Stream`]).
struct Streamed<'v, V>(&'v mut V);

impl<V: Visitor> Tokens for Streamed<'_, V> {
    /// The visitor has each move's place as it comes ([`Visitor::san`]).
    const PLACES: bool = false;

    #[inline(always)]
    fn comment(&mut self, raw: &str, _brace: bool) {
        self.0.comment(raw);
    }
    #[inline(always)]
    fn san(&mut self, san: &str, at: usize) {
        self.0.san(san, at);
    }
    #[inline(always)]
    fn nag(&mut self, nag: u8) {
        self.0.nag(nag);
    }
    #[inline(always)]
    fn begin_variation(&mut self) {
        self.0.begin_variation();
    }
    #[inline(always)]
    fn end_variation(&mut self) {
        self.0.end_variation();
    }
    #[inline(always)]
    fn outcome(&mut self, result: PgnResult) {
        self.0.outcome(result);
    }
}

/// A comment in movetext: after the last move of the current line if there is
/// one, else before the line's first move (or the game's comment at the root).
/// With `keep`, the text as written ([`spaced_comment`]), no commands taken out.
fn attach_comment(
    raw: &str,
    keep: bool,
    game: &mut PgnGame,
    root: &mut Level,
    stack: &mut [Level],
) {
    let in_variation = !stack.is_empty();
    let cur = stack.last_mut().unwrap_or(root);
    if keep {
        let text = spaced_comment(raw);
        match cur.line.last_mut() {
            Some(node) => node.annotations.comments_after.push(text),
            None if in_variation => cur.pending.push(text),
            None => game.comments.push(text),
        }
    } else if let Some(node) = cur.line.last_mut() {
        if let Some(text) = comment_with_commands(
            raw,
            &mut node.annotations.clock_ms,
            &mut node.annotations.eval,
        ) {
            node.annotations.comments_after.push(text);
        }
    } else if in_variation {
        cur.pending.push(plain_comment(raw));
    } else {
        game.comments.push(plain_comment(raw));
    }
}

/// `line` without the room it did not use (made with [`LINE_ROOM`]), so that a game kept does
/// not hold it.
fn fitted(mut line: Vec<PgnNode>) -> Vec<PgnNode> {
    line.shrink_to_fit();
    line
}

#[inline(always)]
fn push_move(san: &str, cur: &mut Level) {
    let san = SanText::new(san);
    let comments_before = if cur.pending.is_empty() {
        Vec::new()
    } else {
        std::mem::take(&mut cur.pending)
    };
    cur.line.push(PgnNode {
        san,
        annotations: Annotations {
            comments_before,
            nags: Vec::new(),
            comments_after: Vec::new(),
            clock_ms: None,
            emt_ms: None,
            eval: None,
            shapes: Vec::new(),
        },
        variations: Vec::new(),
    });
}

/// A mark read after a move (see [`crate::notation::san::Mark`]): `+` and `#` stay in its SAN, a glyph
/// becomes a NAG, `e.p.` is dropped (export format has none).
fn apply_mark(mark: Mark, san: &mut SanText, nags: &mut Vec<u8>) {
    match mark {
        Mark::Check(suffix) => san.push(suffix.char()),
        Mark::EnPassant => {}
        Mark::Glyph(nag) => nags.push(nag),
    }
}

/// A NAG read at `at`: handed on, after a move of the current line only.
fn add_nag<S: Tokens>(nag: u8, at: usize, sink: &mut S, lines: &Lines) -> PResult<()> {
    if !lines.has_move {
        return Err((at, PgnErrorKind::AnnotationWithoutMove));
    }
    sink.nag(nag);
    Ok(())
}

#[cfg(test)]
mod mark_order_tests {
    use super::parse_pgn;

    /// The marks written onto a move, read at once for the usual ones (none, or a check sign
    /// alone) and by `split_marks` for the others, as in the SAN and NAGs kept.
    #[test]
    fn marks_written_onto_moves() {
        let games = parse_pgn(
            "1. e4 d5 2. exd5 e5 3. dxe6ep+ Ke7 4. Qh5+! Kf6 5. Qxf7# *\n\n\
             1. e4 Nf6 2. e5 d5 3. exd6e.p. Nc6 4. Bb5+!? a6 5. Nf3+# Nf6p 6. a3+ + 7. b4 ep *",
        )
        .unwrap();
        let sans = |g: usize| -> Vec<(&str, Vec<u8>)> {
            games[g]
                .moves
                .iter()
                .map(|m| (m.san.as_str(), m.annotations.nags.clone()))
                .collect()
        };
        assert_eq!(
            sans(0),
            [
                ("e4", vec![]),
                ("d5", vec![]),
                ("exd5", vec![]),
                ("e5", vec![]),
                ("dxe6+", vec![]),
                ("Ke7", vec![]),
                ("Qh5+", vec![1]),
                ("Kf6", vec![]),
                ("Qxf7#", vec![]),
            ]
        );
        assert_eq!(
            sans(1),
            [
                ("e4", vec![]),
                ("Nf6", vec![]),
                ("e5", vec![]),
                ("d5", vec![]),
                ("exd6", vec![]),
                ("Nc6", vec![]),
                ("Bb5+", vec![5]),
                ("a6", vec![]),
                ("Nf3+#", vec![]),
                ("Nf6p", vec![]),
                ("a3++", vec![]), // a second check sign after a space joins it
                ("b4", vec![]),
            ]
        );
    }

    /// The lichess comments read at once go where any comment goes: onto the move before when
    /// it has neither command yet, else to the general reading; as text before a variation's
    /// first move, at the start of a game, and when comments are kept as written.
    #[test]
    fn lichess_comments_in_every_place() {
        use super::PgnReader;
        use crate::pgn::{PgnEval, PgnGame};
        let text = "{ [%clk 0:03:00] } 1. e4 { [%clk 0:01:00] } { [%clk 0:02:00] } \
                    1... e5 { [%eval 0.3] } { [%eval -1.5] [%clk 0:00:59] } \
                    ( { [%clk 0:00:58] } 1... c5 { [%eval #-3] [%clk 0:00:57] } ) *";
        let read = |game: PgnGame| {
            let m = &game.moves;
            let v = &m[1].variations[0][0];
            (
                game.comments.clone(),
                [
                    m[0].annotations.clock_ms,
                    m[1].annotations.clock_ms,
                    v.annotations.clock_ms,
                ],
                [
                    m[0].annotations.eval,
                    m[1].annotations.eval,
                    v.annotations.eval,
                ],
                [
                    m[0].annotations.comments_after.clone(),
                    m[1].annotations.comments_after.clone(),
                    v.annotations.comments_before.clone(),
                    v.annotations.comments_after.clone(),
                ],
            )
        };
        let games = PgnReader::new(text).collect::<Result<Vec<_>, _>>().unwrap();
        assert_eq!(
            read(games[0].clone()),
            (
                vec!["[%clk 0:03:00]".to_string()],
                [Some(60_000), Some(59_000), Some(57_000)],
                [None, Some(PgnEval::Centipawns(30)), Some(PgnEval::Mate(-3))],
                [
                    vec!["[%clk 0:02:00]".to_string()],
                    vec!["[%eval -1.5]".to_string()],
                    vec!["[%clk 0:00:58]".to_string()],
                    vec![],
                ],
            )
        );
        let kept = PgnReader::new(text)
            .keeping_comment_spaces()
            .collect::<Result<Vec<_>, _>>()
            .unwrap();
        assert_eq!(
            read(kept[0].clone()),
            (
                vec![" [%clk 0:03:00] ".to_string()],
                [None, None, None],
                [None, None, None],
                [
                    vec![
                        " [%clk 0:01:00] ".to_string(),
                        " [%clk 0:02:00] ".to_string()
                    ],
                    vec![
                        " [%eval 0.3] ".to_string(),
                        " [%eval -1.5] [%clk 0:00:59] ".to_string()
                    ],
                    vec![" [%clk 0:00:58] ".to_string()],
                    vec![" [%eval #-3] [%clk 0:00:57] ".to_string()],
                ],
            )
        );
    }

    #[test]
    fn check_sign_after_a_glyph_is_refused() {
        assert!(parse_pgn("1. e4!+ *").is_err());
        let games = parse_pgn("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#! *").unwrap();
        assert_eq!(games[0].moves[6].san, "Qxf7#");
        assert_eq!(games[0].moves[6].annotations.nags, vec![1]);
    }
}

#[cfg(test)]
mod headers_scan_tests {
    //! The movetext scan of a headers-only read, a run at a time, against the scan it replaced
    //! (a byte at a time, kept here as the oracle): the same games, tags and errors.
    use super::*;
    use proptest::prelude::*;

    /// The scan of a byte at a time (the reader's movetext loop without its moves).
    fn byte_scan(p: &mut Parser<'_>) -> PResult<Option<Vec<(String, String)>>> {
        let mut spans = Vec::new();
        let section = p.tag_section(&mut spans, &mut Vec::new())?;
        let tags: Vec<(String, String)> = spans
            .iter()
            .map(|t| (t.name.to_string(), t.value().into_owned()))
            .collect();
        if let Some(game) = section {
            return Ok(game.then_some(tags));
        }
        p.movetext_at = p.pos;
        let mut open: Vec<usize> = Vec::new();
        while let Some(b) = p.peek() {
            match b {
                b'{' => {
                    p.brace_comment()?;
                }
                b';' => p.skip_line(),
                b'%' if p.at_line_start() => p.skip_line(),
                b'[' => break,
                b'(' => {
                    open.push(p.pos);
                    p.pos += 1;
                }
                b')' => {
                    if open.pop().is_none() {
                        return Err((p.pos, PgnErrorKind::UnbalancedParenthesis));
                    }
                    p.pos += 1;
                }
                b'*' => {
                    p.pos += 1;
                    return p.after_result(&open).map(|()| Some(tags));
                }
                b'0' | b'1' | b'O' | 0xC2
                    if super::super::results::token_start(p.bytes, p.movetext_at, p.pos)
                        && result_at(p.bytes, p.pos).result.is_some() =>
                {
                    if let Some((_, end)) = result_at(p.bytes, p.pos).result {
                        p.pos = end;
                    }
                    return p.after_result(&open).map(|()| Some(tags));
                }
                b if b.is_ascii_alphanumeric() || (b == b'@' && p.drop_follows()) => {
                    let start = p.pos;
                    while p.peek().is_some_and(is_symbol_continuation) {
                        p.pos += 1;
                    }
                    if matches!(b, b'0' | b'1')
                        && PgnResult::from_token(p.slice(start, p.pos)).is_some()
                    {
                        return p.after_result(&open).map(|()| Some(tags));
                    }
                }
                _ => p.pos += 1,
            }
        }
        match open.last() {
            Some(&at) => Err((at, PgnErrorKind::UnclosedVariation)),
            None => Ok(Some(tags)),
        }
    }

    type Headers = Vec<Result<Vec<(String, String)>, ParsePgnError>>;

    fn by_bytes(text: &str) -> Headers {
        let mut r = PgnReader::new(text);
        let mut out = Vec::new();
        while r.pos < r.text.len() {
            let mut p = r.parser();
            match byte_scan(&mut p) {
                Ok(Some(tags)) => {
                    r.games += 1;
                    r.pos = p.pos;
                    out.push(Ok(tags));
                }
                Ok(None) => break,
                Err((at, kind)) => {
                    let recovery = Recovery::of(r.pos, at, p.movetext_at);
                    out.push(Err(r.fail(at, kind, recovery).0));
                }
            }
        }
        out
    }

    fn by_runs(text: &str) -> Headers {
        let mut r = PgnReader::new(text);
        std::iter::from_fn(|| r.next_game(&mut crate::pgn::TagsOnly).map(|(_, r)| r)).collect()
    }

    /// Pieces that make up PGN-like texts: every byte the scan stops at, symbols around `-`
    /// (results, castling, ones that merely hold a result), tags (escaped too) and breaks.
    const PIECES: &[&str] = &[
        "1-0",
        "0-1",
        "1/2-1/2",
        "*",
        "-",
        "--",
        "+1-0",
        "1-0+",
        "x1-0",
        "O-O",
        "0-0",
        "1-00",
        "e4",
        "1.",
        "12...",
        " ",
        " ",
        "\n",
        "\r",
        "\r\n",
        "\t",
        "(",
        ")",
        "{",
        "}",
        "{ c }",
        ";",
        "%",
        "[",
        "]",
        "\"",
        "\\",
        "[Event \"x\"]",
        "[Site \"a\\\"b\"]",
        "[W \"1-0\"]",
        "[X \"",
        "\n[",
        "\u{a0}",
        "\u{feff}",
        "é",
        "$1",
        "!?",
        "_",
        "@",
        ":",
        "=Q",
        // Results spelled otherwise (`results`), and their parts.
        "½-½",
        "0.5-0.5",
        "1 – 0",
        "O-1",
        "½",
        "0.5",
        "1",
        "0",
        "O",
        "–",
        "—",
        "…",
        "[E \"a \"b\" c\"]\n",
    ];

    proptest! {
        #![proptest_config(ProptestConfig { cases: 20_000, ..ProptestConfig::default() })]
        #[test]
        fn runs_scan_as_bytes_did(parts in prop::collection::vec(0..PIECES.len(), 0..40)) {
            let text: String = parts.iter().map(|&i| PIECES[i]).collect();
            prop_assert_eq!(by_runs(&text), by_bytes(&text), "{:?}", text);
        }
    }

    /// Every lichess game's tags, as the scan of a byte at a time read them (8,642 games).
    #[test]
    fn runs_scan_the_lichess_files_as_bytes_did() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/data/games/lichess");
        let mut games = 0;
        for entry in std::fs::read_dir(dir).unwrap() {
            let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
            let got = by_runs(&text);
            assert_eq!(got, by_bytes(&text));
            assert!(got.iter().all(Result::is_ok));
            games += got.len();
        }
        assert_eq!(games, 8642);
    }
}
