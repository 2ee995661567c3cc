//! What the one PGN reader ([`super::PgnReader`], [`super::PgnStream`]) does with each game: a
//! [`Visitor`] sees the game's tag section (8.1), chooses whether its movetext (8.2) is read or
//! skipped, and makes the game's output, in the manner of the `Visitor` of shakmaty's
//! `pgn-reader` crate.

use super::read::{LineCache, TagSpan};
use super::{PgnGame, PgnResult, PgnWarning, PgnWarningKind};
use std::borrow::Cow;

/// What the reader does with a game's movetext (8.2), as its [`Visitor`] chooses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Movetext {
    /// Read it into a tree of moves ([`Visited::Read`]).
    Read,
    /// Read it, but keep only the main line: every variation (RAV, 8.2.5) is left out of
    /// the tree ([`Visited::Read`]), with its moves, comments and NAGs. Variations are still
    /// read, so the game ends and its errors stand where they do with [`Movetext::Read`].
    MainLine,
    /// Skip it by a fast scan that finds only where the game ends ([`Visited::Skipped`]):
    /// the game's result, a `[` starting the next tag section, the end of the text; the
    /// scan sees only comments, escape lines and parentheses, so its only errors are an
    /// unclosed comment, a `)` without its `(` and a variation left open.
    Skip,
    /// Read it, handing each token to the visitor as the reader meets it, in the order of the
    /// text, and build nothing ([`Visited::Streamed`]): the comments among the tags
    /// ([`Visitor::comment`]), then each move ([`Visitor::san`]), NAG ([`Visitor::nag`]),
    /// comment, variation ([`Visitor::begin_variation`], [`Visitor::end_variation`]) and the
    /// result ([`Visitor::outcome`]), in the manner of shakmaty's `pgn-reader`; at the game's
    /// end, what the reader took leniently in it ([`Visitor::notes`]). The same
    /// reading as [`Movetext::Read`]: the game ends and its errors stand at the same places.
    /// A game found broken after some of its tokens were handed on gives its error and
    /// reaches no [`Visitor::end_game`]; the next game starts with [`Visitor::tags`] again. So
    /// does a game that a [`super::PgnStream`] reads again once more text has come (its end had
    /// not come yet): the visitor starts the game afresh at [`Visitor::tags`].
    Stream,
}

/// What a reader does with each game of a PGN text: [`Visitor::tags`] chooses, from the tag
/// section, whether the movetext is read; [`Visitor::end_game`] turns the game into the
/// reader's output. A game that cannot be read (a syntax error) reaches neither
/// [`end_game`](Visitor::end_game) nor, when the error is in its tag section,
/// [`tags`](Visitor::tags): the reader gives its error instead.
pub trait Visitor {
    /// What the reader gives for each game.
    type Output;

    /// The tag section of a game, read (the tags as written: see
    /// [`TagSpan::value`]): read the movetext or skip it. A text read in pieces may show the
    /// same game again when its end had not come yet: the choice must depend on the tags alone.
    /// Reads every game by default.
    fn tags(&mut self, tags: &[TagSpan<'_>]) -> Movetext {
        let _ = tags;
        Movetext::Read
    }

    /// The end of the game numbered `index` (1-based, failed games counted): read whole, with
    /// its movetext skipped, or streamed.
    fn end_game(&mut self, index: usize, game: Visited<'_, '_>) -> Self::Output;

    /// [`Movetext::Stream`]: a move of the current line, as written (the marks after it
    /// joined as the tree keeps them: `Qh5 +` is `Qh5+`, `bxa6 e.p.` is `bxa6`, a glyph such
    /// as `!` comes after it as its NAG), starting at byte `at` of the text read (for a
    /// [`super::PgnStream`], of the window it reads). Not checked against the rules: the
    /// visitor plays it, or not. Does nothing by default.
    #[inline(always)]
    fn san(&mut self, san: &str, at: usize) {
        let _ = (san, at);
    }

    /// [`Movetext::Stream`]: a NAG (8.2.4; a glyph such as `!?` comes as its number) of the
    /// last move of the current line. Does nothing by default.
    #[inline(always)]
    fn nag(&mut self, nag: u8) {
        let _ = nag;
    }

    /// [`Movetext::Stream`]: a comment's body as written (between `{` and `}`, or after `;`
    /// to the end of its line), commands such as `[%clk 0:01:00]` left in. Does nothing by
    /// default.
    #[inline(always)]
    fn comment(&mut self, comment: &str) {
        let _ = comment;
    }

    /// [`Movetext::Stream`]: a `(`: a variation (RAV, 8.2.5) begins, an alternative to the
    /// last move of the current line, played from the position before that move; its moves
    /// come next. Does nothing by default.
    #[inline(always)]
    fn begin_variation(&mut self) {}

    /// [`Movetext::Stream`]: a `)`: the innermost variation ends; the line it was opened in
    /// goes on after the move it is an alternative to. Does nothing by default.
    #[inline(always)]
    fn end_variation(&mut self) {}

    /// [`Movetext::Stream`]: the game termination marker (8.2.6; also one spelled otherwise,
    /// [`PgnWarningKind::ResultSpelling`]). A game without one ends without this call. Does
    /// nothing by default.
    #[inline(always)]
    fn outcome(&mut self, result: PgnResult) {
        let _ = result;
    }

    /// [`Movetext::Stream`]: what the reader took leniently in the game (a tag value with
    /// unescaped quotes, a result spelled otherwise: [`Notes::warnings`], the warnings
    /// [`MovePlaces::warnings`] gives for the game read whole), once the game is read, right
    /// before [`Visitor::end_game`]; also when there are none. A game that cannot be read
    /// reaches neither. Does nothing by default.
    #[inline(always)]
    fn notes(&mut self, notes: Notes<'_>) {
        let _ = notes;
    }
}

/// A game at its end, as the reader gives it to [`Visitor::end_game`].
#[derive(Debug)]
pub enum Visited<'t, 'r> {
    /// The game read whole, and where each of its moves stands in the text.
    Read(PgnGame, MovePlaces<'r>),
    /// The game's tags; its movetext was skipped ([`Movetext::Skip`]).
    Skipped(&'t [TagSpan<'t>]),
    /// The game's tags; its movetext was handed to the visitor token by token
    /// ([`Movetext::Stream`]), and what the reader took leniently in it ([`Visitor::notes`]).
    Streamed(&'t [TagSpan<'t>]),
}

impl Visited<'_, '_> {
    /// The game's tags in the order read, each value with its escapes undone (7).
    pub fn tags(&self) -> impl Iterator<Item = (&str, Cow<'_, str>)> {
        let (read, skipped) = match self {
            Visited::Read(game, _) => (Some(game.tags.iter()), None),
            Visited::Skipped(spans) | Visited::Streamed(spans) => (None, Some(spans.iter())),
        };
        read.into_iter()
            .flatten()
            .map(|(n, v)| (n.as_str(), Cow::Borrowed(v.as_str())))
            .chain(skipped.into_iter().flatten().map(|t| (t.name, t.value())))
    }
}

/// Where the moves of a game read whole stand in the text, for a later layer that finds a move
/// it cannot play to say where it is.
#[derive(Debug)]
pub struct MovePlaces<'r> {
    /// The byte offset of each move, in the order of the text (a move, then its variations,
    /// then the next move).
    pub(crate) offsets: Vec<usize>,
    pub(crate) bytes: &'r [u8],
    pub(crate) lines: &'r mut LineCache,
    pub(crate) lines_before: usize,
    /// What the reading took leniently: where, where its text ends, and what.
    pub(crate) warnings: Vec<(usize, usize, PgnWarningKind)>,
}

impl MovePlaces<'_> {
    /// The 1-based line and column (in characters) of the `k`-th move of the game in the order
    /// of the text (0-based; a move, then its variations, then the next move), counted over the
    /// whole text (a text read in pieces too).
    pub fn line_column(&mut self, k: usize) -> Option<(usize, usize)> {
        let &at = self.offsets.get(k)?;
        let (line, column) = self.lines.locate(self.bytes, at);
        Some((line + self.lines_before, column))
    }

    /// What the reader took leniently in this game (a tag value with unescaped quotes, a
    /// result spelled otherwise: [`PgnWarningKind`]), in the order of the text, each placed
    /// and quoted as written.
    pub fn warnings(&mut self) -> Vec<PgnWarning> {
        let found = std::mem::take(&mut self.warnings);
        placed(found, self.bytes, self.lines, self.lines_before)
    }

    /// The word of the text that holds the `k`-th move (see [`MovePlaces::line_column`]), as
    /// written: from the blank or delimiter (`(){}[];`) before the move to the one after it, so
    /// with a move number or marks written onto it (`12.Nf3!`, `exd6e.p.`, `0.5-0.5` where the
    /// reader took `5-0` for a move); at most 24 characters, `…` after a longer one.
    pub fn written(&self, k: usize) -> Option<String> {
        written_at(self.bytes, *self.offsets.get(k)?)
    }

    /// How many moves the game has (main line and variations).
    pub fn len(&self) -> usize {
        self.offsets.len()
    }

    /// Whether the game has no move.
    pub fn is_empty(&self) -> bool {
        self.offsets.is_empty()
    }
}

/// What the reader took leniently in a streamed game (a tag value with unescaped quotes, a
/// result spelled otherwise: [`PgnWarningKind`]), as the reader hands it to [`Visitor::notes`];
/// [`Notes::warnings`] places and quotes it. A game read whole has the same in
/// [`MovePlaces::warnings`].
#[derive(Debug)]
pub struct Notes<'r> {
    pub(crate) bytes: &'r [u8],
    pub(crate) lines: &'r mut LineCache,
    pub(crate) lines_before: usize,
    /// Where each begins and ends in `bytes`, and what it is.
    pub(crate) found: &'r mut Vec<(usize, usize, PgnWarningKind)>,
}

impl Notes<'_> {
    /// The warnings, in the order of the text, each placed (line and column over the whole
    /// text, a text read in pieces too) and quoted as written (a tag's value between its outer
    /// quotes, a result whole; at most 24 characters, `…` after a longer one): [`PgnWarning`]s.
    pub fn warnings(&mut self) -> Vec<PgnWarning> {
        let found = std::mem::take(self.found);
        placed(found, self.bytes, self.lines, self.lines_before)
    }

    /// Whether the reader took nothing leniently in the game.
    pub fn is_empty(&self) -> bool {
        self.found.is_empty()
    }
}

/// The reader's notes of a game (where each begins and ends in `bytes`, and what it is) as
/// [`PgnWarning`]s, placed over the whole text (`lines_before` line breaks before `bytes`) and
/// quoted as written: for a game read whole ([`MovePlaces::warnings`]) and a streamed one
/// ([`Notes::warnings`]) alike.
fn placed(
    found: Vec<(usize, usize, PgnWarningKind)>,
    bytes: &[u8],
    lines: &mut LineCache,
    lines_before: usize,
) -> Vec<PgnWarning> {
    found
        .into_iter()
        .map(|(at, end, kind)| {
            let (line, column) = lines.locate(bytes, at);
            // A tag's value between its outer quotes; a result whole.
            let from = match kind {
                PgnWarningKind::UnescapedQuote => at + 1,
                PgnWarningKind::ResultSpelling(_) => at,
            };
            let to = match kind {
                PgnWarningKind::UnescapedQuote => end.saturating_sub(1),
                PgnWarningKind::ResultSpelling(_) => end,
            };
            // Both ends at a character's start (a quote, a result's first byte and the byte
            // after its last character), so the text is read as it is.
            let text = bytes
                .get(from..to)
                .and_then(|b| core::str::from_utf8(b).ok())
                .unwrap_or_default();
            PgnWarning {
                line: line + lines_before,
                column,
                kind,
                written: crate::util::quote::quote(text),
            }
        })
        .collect()
}

/// The [`Visitor`] of a headers-only read: each game's tags (values with their escapes
/// undone), its movetext skipped.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TagsOnly;

impl Visitor for TagsOnly {
    type Output = Vec<(String, String)>;

    fn tags(&mut self, _: &[TagSpan<'_>]) -> Movetext {
        Movetext::Skip
    }

    fn end_game(&mut self, _: usize, game: Visited<'_, '_>) -> Self::Output {
        game.tags()
            .map(|(n, v)| (n.to_string(), v.into_owned()))
            .collect()
    }
}

/// The word of `bytes` holding byte `at`, as written ([`MovePlaces::written`]; the variants'
/// loader too, which keeps each move's offset).
pub(crate) fn written_at(bytes: &[u8], at: usize) -> Option<String> {
    let apart = |b: &u8| b.is_ascii_whitespace() || b"(){}[];".contains(b);
    let start = bytes
        .get(..at)?
        .iter()
        .rposition(apart)
        .map_or(0, |i| i + 1);
    let rest = bytes.get(at..)?;
    let end = at + rest.iter().position(apart).unwrap_or(rest.len());
    let text = String::from_utf8_lossy(bytes.get(start..end)?);
    Some(crate::util::quote::quote(&text))
}
