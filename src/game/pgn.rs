//! Games from PGN and back: the join of the PGN syntax layer ([`crate::pgn`]) and the game
//! layer ([`crate::game`]).
//!
//! # Reading
//! [`read_games`] and [`read_game`] read PGN text and play each game into a [`Game`]'s tree:
//! the main line and every variation, each move validated; [`game_from_pgn`] does the same
//! for a [`PgnGame`] already read. The game stands at the end of its main line.
//!
//! All of them are the one PGN reader ([`crate::pgn::PgnReader`]) with the [`GameLoader`]
//! visitor, which plays each game the reader gives: [`GameReader`] over a whole text,
//! [`GameStream`] over a text in pieces ([`crate::pgn::PgnStream`]), with the same games and
//! errors numbered alike. [`read_headers`] is the same reader with the [`TagsOnly`] visitor,
//! which skips the movetext.
//!
//! - The start position is the `FEN` tag when there is one (PGN 9.7.2; a `SetUp` tag is not
//!   required), else the standard start (Art. 2.3). The `FEN` tag is validated strictly, or as
//!   [`Game::from_fen_relaxed`] reads it with [`PgnLoadOptions::relaxed`].
//! - Chess960 castling when asked for ([`PgnLoadOptions::chess960`]), when the `Variant` tag
//!   names Chess960 (`Chess960`, `Fischerandom`, any value with `960` in it), or when the FEN's
//!   castling field uses file letters (Shredder-FEN, X-FEN). `Standard`, `From Position` and
//!   no `Variant` tag are standard chess; any other variant (`Atomic`, `Crazyhouse`, ...) is
//!   refused.
//! - Every move, in the main line and in every variation, is read as lenient SAN (or exact SAN with
//!   [`PgnLoadOptions::strict`]) and played with [`Game::play`] and [`PlayOptions::RECORDED`], so records that go
//!   on after an automatic end (a dead position, a fivefold repetition) load, while the game
//!   still ends where the Laws say. A null move (`--`, `Z0`) is played as a pass (see
//!   [`crate::game`]), except with [`PgnLoadOptions::strict`] (`ERR_NULL_MOVE`), and written
//!   back as `--`.
//! - A game whose result is `1/2-1/2` and whose last position allows a draw claim now
//!   (threefold repetition, then 50 moves; Art. 9.2, 9.3) is read as that claim, so a claimed
//!   draw written by [`write_game`] reads back as the same game.
//! - A move that cannot be played is an error, in a variation too (with the variation's path,
//!   [`LoadPgnErrorKind::Move`]); with [`PgnLoadOptions::skip_bad_variations`] a bad
//!   variation is left out whole and reported in [`LoadedGame::warnings`].
//! - Comments, NAGs, `%clk`, `%eval`, `%emt`, `%csl` and `%cal` become each node's
//!   [`crate::game::Annotations`]; comments before the first move are the root's
//!   `comments_after`. The record is kept in [`LoadedGame::source`] for its tags and result;
//!   its SAN is rewritten as the game played it (`0-0` becomes `O-O`, `Nf3+` without check
//!   becomes `Nf3`).
//!
//! # Writing
//! [`game_to_pgn`] and [`write_game`] write the whole tree (main line, variations, each
//! node's annotations; `%emt`, `%csl` and `%cal` as commands in a comment of their own), wherever
//! the current node is, with:
//! - the source's tags when the game was read from PGN, else the Seven Tag Roster with its
//!   defaults plus `SetUp "1"` and `FEN` for a start other than the standard one and
//!   `Variant "Chess960"` in Chess960;
//! - `Result`: the source's result while the main line is still the record's (a server may
//!   score a game otherwise than the position, e.g. on time), else the outcome at the end of
//!   the main line ([`crate::game::Outcome::result`]), else `*`.
//!
//! A [`crate::game::GameSnapshot`] holds the game, not its record: [`record_snapshot`] keeps
//! what writing needs of the record (its tags, its result, and the record's main line once the
//! game's differs), and [`restore_record`] gives it back, so the restored game writes as the
//! original did.
//!
//! Reading the written text gives the same game: the same tree, node ids, annotations,
//! positions and outcome (see `tests/game_pgn_tree.rs`, on every lichess game too).
//!
//! A record that goes on after a fivefold repetition (Art. 9.6.1: the game is drawn) or
//! another automatic end loads whole, as servers write such games; the game still ends where
//! the Laws say ([`Game::outcome`], [`Game::ended_at`]).
//!
//! # Errors
//! A [`LoadPgnError`] says which game (1-based), where (line and column, 1-based, when
//! known) and what: a syntax error of the PGN ([`crate::pgn::ParsePgnError`]), a bad `FEN`
//! tag, an unsupported variant, a move that cannot be played (with its ply and SAN), or, for
//! [`read_game`], a text that holds no game at all (`ERR_PGN_EMPTY`). Its
//! [`code`](LoadPgnError::code) is always `ERR_INVALID_PGN`; [`reason`](LoadPgnError::reason)
//! gives the code of the cause.

use crate::game::{Annotations, Game, GameError, NodeId, PlayOptions, ROOT};
use crate::notation::fen::{CastlingNotation, FenError, FenOptions};
pub use crate::pgn::TagsOnly;
use crate::pgn::command::{take_move_commands, write_move_commands};
use crate::pgn::{
    ParsePgnError, PgnErrorKind, PgnGame, PgnNode, PgnReader, PgnResult, PgnStream, PgnWarning,
    PgnWarningKind, PgnWriteOptions, SEVEN_TAG_ROSTER, Visited, Visitor,
};
use crate::position::Position;
use crate::position::castling::CastlingMode;
use core::fmt;

/// How to read games from PGN.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PgnLoadOptions {
    /// Accept only exact SAN (`Nf3`, not `Ng1f3`, `0-0` or `Nf3+` without check).
    pub strict: bool,
    /// `Some(true)`: read every game as Chess960, whatever its tags say; `Some(false)`: as
    /// standard chess. `None` (the default): Chess960 when the `Variant` tag names it, or when
    /// the `FEN` tag needs it ([`crate::CastlingMode::for_fen`]).
    pub chess960: Option<bool>,
    /// Read the `FEN` tag in relaxed mode ([`Game::from_fen_relaxed`]): a start position that
    /// cannot arise in a game (e.g. one written by a game started that way) is accepted.
    pub relaxed: bool,
    /// Skip a variation holding a move that cannot be played (the whole variation, from its
    /// first move), recording a warning in [`LoadedGame::warnings`], instead of failing with
    /// an error. A bad move in the main line is an error either way.
    pub skip_bad_variations: bool,
}

/// A game read from PGN: the game played through the rules and the record it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadedGame {
    /// The game, at the end of its main line.
    pub game: Game,
    /// The record: tags, comments, annotations and variations; its main line's SAN is the
    /// game's (see the module docs).
    pub source: PgnGame,
    /// What the reader took leniently, in the order of the text (a tag value with unescaped
    /// quotes, a result spelled otherwise: [`LoadPgnErrorKind::Lenient`]), then the variations
    /// skipped with [`PgnLoadOptions::skip_bad_variations`], each as the error it would have
    /// been.
    pub warnings: Vec<LoadPgnError>,
}

/// Why a game could not be read from PGN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadPgnErrorKind {
    /// The text is not PGN; the inner kind has its own code (`ERR_PGN_UNCLOSED_COMMENT`, ...),
    /// and the text at the error as written ([`ParsePgnError::written`]).
    Syntax(PgnErrorKind, String),
    /// Not an error: a warning in [`LoadedGame::warnings`], for what the reader took leniently
    /// (a tag value with unescaped quotes, a result spelled otherwise), with the text as
    /// written; the code of the kind (`WARN_PGN_UNESCAPED_QUOTE`, `WARN_PGN_RESULT_SPELLING`)
    /// is the warning's [`reason`](LoadPgnError::reason).
    Lenient(PgnWarningKind, String),
    /// The `FEN` tag is not a legal position (`ERR_INVALID_FEN`).
    Fen(FenError),
    /// The `Variant` tag names a variant other than standard chess and Chess960
    /// (`ERR_UNSUPPORTED_VARIANT`).
    UnsupportedVariant(String),
    /// The text holds no game: it is empty, or only whitespace, comments and escape lines, with
    /// no tag, no move and no result (`ERR_PGN_EMPTY`). Only [`read_game`] gives it;
    /// [`read_games`] reads such a text as the PGN layer does: no game, or for comments alone
    /// one game at the standard start.
    Empty,
    /// A move cannot be played, in the main line or in a variation; `error` has the move's
    /// code (`ERR_ILLEGAL_MOVE`, `ERR_AMBIGUOUS_MOVE`, `ERR_INVALID_MOVE`, ...).
    Move {
        /// The 1-based ply of the move: its distance from the start position, in the main
        /// line or in its variation.
        ply: usize,
        /// Where the variation holding the move hangs, from the main line inwards (empty for
        /// the main line): each step is `(ply, index)`, the variation number `index`
        /// (1-based) among the alternatives to the move at `ply` of the line before it.
        /// E.g. `[(3, 1)]` in `1. e4 e5 2. Nf3 (2. Qxh1) ...`.
        variation: Box<[(usize, usize)]>,
        /// The SAN as read from the PGN (marks written onto it taken off: `Nf3!` is `Nf3`).
        san: String,
        /// The word of the text that holds the move, as written, when it is more than the SAN
        /// after a move number (`Nf3!`, `0.5-0.5` where `5-0` was read as a move); `None` when
        /// the text is not known ([`game_from_pgn`]) or is the SAN.
        written: Option<String>,
        /// Why it cannot be played.
        error: GameError,
    },
}

/// A game that could not be read from PGN: which game, where and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadPgnError {
    /// The 1-based index of the game in the text.
    pub game: usize,
    /// The 1-based line, when known (syntax errors and moves).
    pub line: Option<usize>,
    /// The 1-based column in characters, when known.
    pub column: Option<usize>,
    /// What is wrong.
    pub kind: LoadPgnErrorKind,
}

impl LoadPgnError {
    /// The stable code: always `ERR_INVALID_PGN`.
    pub fn code(&self) -> &'static str {
        "ERR_INVALID_PGN"
    }

    /// The code of the cause: a PGN syntax code (`ERR_PGN_...`), `ERR_PGN_EMPTY`,
    /// `ERR_INVALID_FEN`, `ERR_UNSUPPORTED_VARIANT`, or a move's code (`ERR_ILLEGAL_MOVE`, ...).
    pub fn reason(&self) -> &'static str {
        match &self.kind {
            LoadPgnErrorKind::Syntax(kind, _) => kind.code(),
            LoadPgnErrorKind::Lenient(kind, _) => kind.code(),
            LoadPgnErrorKind::Empty => "ERR_PGN_EMPTY",
            LoadPgnErrorKind::Fen(_) => "ERR_INVALID_FEN",
            LoadPgnErrorKind::UnsupportedVariant(_) => "ERR_UNSUPPORTED_VARIANT",
            LoadPgnErrorKind::Move { error, .. } => error.code(),
        }
    }

    /// The FIDE article of the cause, where one applies.
    pub fn article(&self) -> Option<&'static str> {
        match &self.kind {
            LoadPgnErrorKind::Move { error, .. } => error.article(),
            LoadPgnErrorKind::Fen(FenError::Position(p)) => p.problems.first().map(|x| x.article()),
            _ => None,
        }
    }

    /// The reader's warning `w` in game `game` (1-based), as a warning of the game layer
    /// ([`LoadPgnErrorKind::Lenient`]), placed as the reader placed it.
    pub fn lenient(game: usize, w: PgnWarning) -> LoadPgnError {
        LoadPgnError {
            game,
            line: Some(w.line),
            column: Some(w.column),
            kind: LoadPgnErrorKind::Lenient(w.kind, w.written),
        }
    }

    /// The ply and SAN of the move at fault, for move errors.
    pub fn ply_and_san(&self) -> Option<(usize, &str)> {
        match &self.kind {
            LoadPgnErrorKind::Move { ply, san, .. } => Some((*ply, san)),
            _ => None,
        }
    }
}

impl From<ParsePgnError> for LoadPgnError {
    /// A syntax error, with its game, line and column.
    fn from(e: ParsePgnError) -> LoadPgnError {
        LoadPgnError {
            game: e.game,
            line: Some(e.line),
            column: Some(e.column),
            kind: LoadPgnErrorKind::Syntax(e.kind, e.written),
        }
    }
}

impl fmt::Display for LoadPgnError {
    /// E.g. `game 2, line 14, column 3: ply 7 (Nf6): illegal move`, `game 1, line 2, column 9:
    /// variation 1 at ply 3: ply 3 (Qxh1): illegal move`, or `no game in the text`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.kind == LoadPgnErrorKind::Empty {
            return f.write_str(EMPTY_TEXT);
        }
        write!(f, "game {}", self.game)?;
        if let (Some(line), Some(column)) = (self.line, self.column) {
            write!(f, ", line {line}, column {column}")?;
        }
        match &self.kind {
            LoadPgnErrorKind::Syntax(kind, written) => {
                write!(f, ": {kind}")?;
                crate::pgn::write_written(f, written)
            }
            LoadPgnErrorKind::Lenient(kind, written) => {
                write!(f, ": {kind}")?;
                crate::pgn::write_written(f, written)
            }
            LoadPgnErrorKind::Empty => Ok(()),
            LoadPgnErrorKind::Fen(e) => write!(f, ": FEN tag: {e}"),
            LoadPgnErrorKind::UnsupportedVariant(v) => {
                write!(f, ": unsupported variant {}", crate::util::quote::quoted(v))
            }
            LoadPgnErrorKind::Move {
                ply,
                variation,
                san,
                written,
                error,
            } => {
                if !variation.is_empty() {
                    f.write_str(": variation ")?;
                    for (i, (at, index)) in variation.iter().enumerate() {
                        if i > 0 {
                            f.write_str(" > ")?;
                        }
                        write!(f, "{index} at ply {at}")?;
                    }
                }
                match written {
                    // The text as written, only when it differs from the move read.
                    Some(w) if w.as_str() != san.as_str() => write!(
                        f,
                        ": ply {ply} ({san}, written {}): {error}",
                        crate::util::quote::quoted(w)
                    ),
                    _ => write!(f, ": ply {ply} ({san}): {error}"),
                }
            }
        }
    }
}

impl core::error::Error for LoadPgnError {}

/// The [`Visitor`] that plays each game through the rules: the one PGN reader's
/// ([`PgnReader`], [`PgnStream`]) games become [`LoadedGame`]s (see the module docs), with
/// [`PgnLoadOptions`]; a move it cannot play is a [`LoadPgnError`] placed in the text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GameLoader {
    /// How the games are read.
    pub options: PgnLoadOptions,
}

impl Visitor for GameLoader {
    type Output = Result<LoadedGame, LoadPgnError>;

    fn end_game(&mut self, index: usize, game: Visited<'_, '_>) -> Self::Output {
        match game {
            Visited::Read(pgn, mut places) => {
                let read = places.warnings();
                let mut loaded = load(pgn, index, &self.options, &mut |k| {
                    let (line, column) = places.line_column(k)?;
                    Some((line, column, places.written(k)))
                })?;
                if !read.is_empty() {
                    let lenient = read.into_iter().map(|w| LoadPgnError::lenient(index, w));
                    loaded.warnings.splice(0..0, lenient);
                }
                Ok(loaded)
            }
            // Not asked for (the movetext is read by default): a game without moves.
            Visited::Skipped(_) | Visited::Streamed(_) => {
                let pgn = PgnGame {
                    tags: game
                        .tags()
                        .map(|(n, v)| (n.to_string(), v.into_owned()))
                        .collect(),
                    ..PgnGame::default()
                };
                load(pgn, index, &self.options, &mut |_| None)
            }
        }
    }
}

/// A syntax error of the reader as a game's error, or the game's own.
fn flatten(
    read: Result<Result<LoadedGame, LoadPgnError>, ParsePgnError>,
) -> Result<LoadedGame, LoadPgnError> {
    read.map_err(LoadPgnError::from).and_then(|r| r)
}

/// Reads the games of a PGN text one by one, each played through a [`Game`]: the one reader
/// ([`PgnReader`]) with a [`GameLoader`].
///
/// After an error the reader goes on past the broken game as [`PgnReader`] does.
pub struct GameReader<'a> {
    reader: PgnReader<'a>,
    loader: GameLoader,
}

impl<'a> GameReader<'a> {
    /// A reader over `text` (a leading byte order mark is skipped).
    pub fn new(text: &'a str, options: PgnLoadOptions) -> GameReader<'a> {
        GameReader {
            reader: PgnReader::new(text),
            loader: GameLoader { options },
        }
    }
}

impl Iterator for GameReader<'_> {
    type Item = Result<LoadedGame, LoadPgnError>;

    fn next(&mut self) -> Option<Self::Item> {
        let (_, read) = self.reader.next_game(&mut self.loader)?;
        Some(flatten(read))
    }
}

/// The games of a PGN text that arrives in pieces (a file read in chunks, a network stream),
/// each played through a [`Game`] as [`GameReader`] plays the whole text: the same games and
/// errors, numbered alike, however the text is cut ([`PgnStream`] with a [`GameLoader`]).
/// Memory holds about the largest game, not the text.
///
/// ```
/// use chess_arbiter::game::pgn::{GameStream, PgnLoadOptions};
/// let mut stream = GameStream::new(PgnLoadOptions::default());
/// let mut read = Vec::new();
/// for piece in ["[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. Ke", "3 *\n\n1. d4 *\n"] {
///     stream.push(piece);
///     read.extend(std::iter::from_fn(|| stream.next_game()));
/// }
/// stream.finish();
/// read.extend(std::iter::from_fn(|| stream.next_game()));
/// let indexes: Vec<usize> = read.iter().map(|(i, _)| *i).collect();
/// assert_eq!(indexes, [1, 2, 3]);
/// assert_eq!(read[1].1.as_ref().unwrap_err().reason(), "ERR_ILLEGAL_MOVE");
/// ```
#[derive(Debug, Default)]
pub struct GameStream {
    stream: PgnStream,
    loader: GameLoader,
}

impl GameStream {
    /// A stream at the start of a text.
    pub fn new(options: PgnLoadOptions) -> GameStream {
        GameStream {
            stream: PgnStream::new(),
            loader: GameLoader { options },
        }
    }

    /// Adds the next piece of the text (whole characters).
    pub fn push(&mut self, text: &str) {
        self.stream.push(text);
    }

    /// Says that the text has ended.
    pub fn finish(&mut self) {
        self.stream.finish();
    }

    /// The next game, once its end has come: its 1-based index in the text (failed games
    /// counted) and the game or its error.
    pub fn next_game(&mut self) -> Option<(usize, Result<LoadedGame, LoadPgnError>)> {
        let (index, read) = self.stream.next_game(&mut self.loader)?;
        Some((index, flatten(read)))
    }

    /// The bytes of text held.
    pub fn buffered(&self) -> usize {
        self.stream.buffered()
    }
}

/// Reads every game of a PGN text, stopping at the first error.
///
/// # Errors
/// The first [`LoadPgnError`]; use [`GameReader`] to read on past broken games.
pub fn read_games(text: &str, options: &PgnLoadOptions) -> Result<Vec<LoadedGame>, LoadPgnError> {
    GameReader::new(text, *options).collect()
}

/// The message of [`LoadPgnErrorKind::Empty`], the variants' `VariantGame::from_pgn` too.
pub const EMPTY_TEXT: &str = "no game in the text (no tag, no move, no result)";

/// Reads the first game of a PGN text.
///
/// # Errors
/// A [`LoadPgnError`] in the first game, or [`LoadPgnErrorKind::Empty`] (`ERR_PGN_EMPTY`, game 1,
/// no line or column) when the text holds no game: nothing but whitespace, comments and escape
/// lines. A game needs a tag, a move or a result (`*` alone is a game at the standard start).
pub fn read_game(text: &str, options: &PgnLoadOptions) -> Result<LoadedGame, LoadPgnError> {
    let empty = || LoadPgnError {
        game: 1,
        line: None,
        column: None,
        kind: LoadPgnErrorKind::Empty,
    };
    let loaded = GameReader::new(text, *options).next().ok_or_else(empty)??;
    let source = &loaded.source;
    if source.tags.is_empty() && source.moves.is_empty() && source.result.is_none() {
        // Only comments: a comment before a game belongs to that game, so nothing follows.
        return Err(empty());
    }
    Ok(loaded)
}

/// Plays a game read by the PGN layer; errors name it game 1 and carry no line or column.
///
/// # Errors
/// A [`LoadPgnError`] for a bad `FEN` tag, an unsupported variant or a move that cannot be
/// played.
pub fn game_from_pgn(pgn: &PgnGame, options: &PgnLoadOptions) -> Result<Game, LoadPgnError> {
    load(pgn.clone(), 1, options, &mut |_| None).map(|loaded| loaded.game)
}

/// True when a `Variant` tag value names Chess960 (any value with `960` or `fischer` in it, in
/// either case): the one rule for a game read from PGN and for `chess-arbiter/compat`'s
/// `loadPgn`.
pub fn is_chess960_variant(variant: &str) -> bool {
    let v = variant.to_ascii_lowercase();
    crate::util::contains_bytes(&v, b"960") || crate::util::contains_bytes(&v, b"fischer")
}

/// True when a `Variant` tag value is standard chess (or a standard game from a position).
pub(crate) fn is_standard_variant(variant: &str) -> bool {
    let v = variant.trim().to_ascii_lowercase();
    matches!(
        v.as_str(),
        "" | "standard" | "chess" | "normal" | "from position" | "fromposition"
    )
}

/// Reads a game: plays its main line and every variation into the game's tree; `locate`
/// gives the line and column of the `k`-th move of the text (in text order).
fn load(
    mut pgn: PgnGame,
    index: usize,
    options: &PgnLoadOptions,
    locate: &mut dyn FnMut(usize) -> Option<(usize, usize, Option<String>)>,
) -> Result<LoadedGame, LoadPgnError> {
    let fail = |kind| LoadPgnError {
        game: index,
        line: None,
        column: None,
        kind,
    };
    let variant = pgn.tag("Variant").unwrap_or("");
    let chess960_variant = is_chess960_variant(variant);
    if !chess960_variant && !is_standard_variant(variant) {
        return Err(fail(LoadPgnErrorKind::UnsupportedVariant(
            variant.to_string(),
        )));
    }
    // An explicit option wins over the tag, the tag over what the FEN needs.
    let chess960 = options.chess960.or(chess960_variant.then_some(true));
    let mut game = match pgn.tag("FEN") {
        Some(fen) => crate::notation::fen::read(fen.trim(), chess960, options.relaxed)
            .map(Game::from_position)
            .map_err(|e| fail(LoadPgnErrorKind::Fen(e)))?,
        None => {
            let mut pos = Position::new();
            if chess960 == Some(true) {
                pos.set_mode(CastlingMode::Chess960);
            }
            Game::from_position(pos)
        }
    };
    if !pgn.comments.is_empty() {
        let ann = Annotations {
            comments_after: pgn.comments.clone(),
            ..Annotations::default()
        };
        let _ = game.set_annotations(ROOT, ann);
    }
    let mut builder = Builder {
        game,
        index,
        options,
        locate,
        next_move: 0,
        path: Vec::new(),
        warnings: Vec::new(),
    };
    builder
        .game
        .reserve(count_moves(&pgn.moves), pgn.moves.len());
    builder.game.set_building(true);
    builder.line(&mut pgn.moves, ROOT, 0)?;
    let mut game = builder.game;
    let warnings = builder.warnings;
    game.set_building(false);
    // At the end of the main line (where a game without variations is already).
    let end = game.mainline_end();
    if game.node_id() != end || game.ply() != game.line_len() {
        let _ = game.goto_node(end);
    }
    // Only a claim valid now is taken; the error cases simply leave the game as it is. The
    // claim is looked at first: the outcome completes the line's dead-position tests (see
    // `Game::settle`), which a draw by agreement does not need.
    if recorded_result(&pgn) == Some(PgnResult::Draw)
        && game.claim_valid_now()
        && game.outcome().is_none()
    {
        let _ = game.claim_draw();
    }
    Ok(LoadedGame {
        game,
        source: pgn,
        warnings,
    })
}

/// Plays a record's tree into a game.
struct Builder<'a> {
    game: Game,
    index: usize,
    options: &'a PgnLoadOptions,
    locate: &'a mut dyn FnMut(usize) -> Option<(usize, usize, Option<String>)>,
    /// The index (in text order) of the next move to read.
    next_move: usize,
    /// The variation being read (see [`LoadPgnErrorKind::Move`]).
    path: Vec<(usize, usize)>,
    warnings: Vec<LoadPgnError>,
}

impl Builder<'_> {
    /// Plays `line` from node `parent` (at ply `ply`), each move's variations after it, as
    /// the text has them. The SAN of each move is rewritten as the game plays it.
    fn line(
        &mut self,
        line: &mut [PgnNode],
        parent: NodeId,
        ply: usize,
    ) -> Result<(), LoadPgnError> {
        let mut at = parent;
        for (i, node) in line.iter_mut().enumerate() {
            let k = self.next_move;
            self.next_move += 1;
            if self.game.node_id() != at {
                let _ = self.game.goto_node_unextended(at);
            }
            // By reference: the SAN is copied into the record's own string, no move cloned.
            match self.game.play(
                node.san.as_str(),
                PlayOptions::RECORDED.strict(self.options.strict),
            ) {
                Ok(played) => {
                    if node.san != played.san {
                        node.san = played.san.into();
                    }
                }
                Err(error) => {
                    let (line, column, word) = match (self.locate)(k) {
                        Some((l, c, w)) => (Some(l), Some(c), w),
                        None => (None, None, None),
                    };
                    let written = word.filter(|w| more_than_san(w, node.san.as_str()));
                    // The move as written, shortened so that a huge token never lands in a
                    // message.
                    return Err(LoadPgnError {
                        game: self.index,
                        line,
                        column,
                        kind: LoadPgnErrorKind::Move {
                            ply: ply + i + 1,
                            variation: self.path.clone().into_boxed_slice(),
                            san: crate::util::quote::quote(&node.san),
                            written,
                            error,
                        },
                    });
                }
            }
            let id = self.game.node_id();
            // Most moves have no annotations: their node then takes no room for them.
            if !node.annotations.is_empty() || self.game.has_annotations(id) {
                if let Some(ann) = self.game.annotations_mut(id) {
                    set_annotations_of(node, ann);
                }
            }
            if node.variations.is_empty() {
                at = id;
                continue;
            }
            let mut variations = std::mem::take(&mut node.variations);
            let mut kept = Vec::with_capacity(variations.len());
            for (v, var) in variations.iter_mut().enumerate() {
                self.path.push((ply + i + 1, v + 1));
                let first = self.game.node_count();
                let moves_before = self.next_move;
                let done = self.line(var, at, ply + i);
                self.path.pop();
                match done {
                    Ok(()) => kept.push(std::mem::take(var)),
                    Err(e) if self.options.skip_bad_variations => {
                        // Drop what the variation added, skip the rest of its moves.
                        self.game.drop_nodes_from(first);
                        self.next_move = moves_before + count_moves(var);
                        self.warnings.push(e);
                    }
                    Err(e) => return Err(e),
                }
            }
            node.variations = kept;
            at = id;
        }
        Ok(())
    }
}

/// Whether `word`, the word of the text that holds a move read as `san` (see
/// [`crate::pgn::MovePlaces::written`]), is more than a move number and the SAN: then a move
/// error quotes it ([`LoadPgnErrorKind::Move`]'s `written`).
pub(crate) fn more_than_san(word: &str, san: &str) -> bool {
    let after_number = word.trim_start_matches(|c: char| c.is_ascii_digit());
    let after_number = if after_number.len() < word.len() {
        after_number.trim_start_matches(['.', '\u{2026}'])
    } else {
        word
    };
    after_number != san
}

/// The moves of a line and its variations.
fn count_moves(line: &[PgnNode]) -> usize {
    line.iter()
        .map(|n| 1 + n.variations.iter().map(|v| count_moves(v)).sum::<usize>())
        .sum()
}

/// Sets `ann` to a record node's annotations, with `[%emt ...]`, `[%csl ...]` and `[%cal ...]`
/// taken out of its comments (as [`Game::set_annotations`] would set them, in place: most
/// nodes have only a clock, and building and dropping a whole [`Annotations`] per node cost
/// more than filling one).
fn set_annotations_of(node: &PgnNode, ann: &mut Annotations) {
    // Copied only when either side is not empty: an empty clone still calls the allocator's
    // entry on wasm.
    fn copy<T: Clone>(to: &mut Vec<T>, from: &[T]) {
        if !from.is_empty() || !to.is_empty() {
            to.clear();
            to.extend_from_slice(from);
        }
    }
    copy(&mut ann.comments_before, &node.annotations.comments_before);
    copy(&mut ann.nags, &node.annotations.nags);
    ann.clock_ms = node.annotations.clock_ms;
    ann.eval = node.annotations.eval;
    ann.emt_ms = None;
    if !ann.comments_after.is_empty() {
        ann.comments_after.clear();
    }
    if !ann.shapes.is_empty() {
        ann.shapes.clear();
    }
    for c in &node.annotations.comments_after {
        let rest = take_move_commands(c, &mut ann.emt_ms, &mut ann.shapes);
        ann.comments_after.extend(rest);
    }
}

/// A tree node as a record node (variations not included): its move's SAN and its
/// annotations.
fn record_node(game: &Game, id: NodeId) -> PgnNode {
    let san = game
        .node_move(id)
        .ok()
        .flatten()
        .map(|m| m.san)
        .unwrap_or_default();
    let mut node = PgnNode {
        san: san.into(),
        ..PgnNode::default()
    };
    if let Some(ann) = game.annotations_ref(id) {
        // The same type: the writer writes `%emt`, `%csl` and `%cal` too.
        node.annotations.clone_from(ann);
    }
    node
}

/// The line from `first` along first continuations, each node with its variations.
fn record_line(game: &Game, first: NodeId) -> Vec<PgnNode> {
    let mut out = Vec::new();
    let mut at = Some(first);
    while let Some(id) = at {
        let mut node = record_node(game, id);
        let parent = game.parent(id).ok().flatten().unwrap_or(ROOT);
        let siblings = game.children(parent).unwrap_or_default();
        if siblings.first() == Some(&id) {
            node.variations = siblings[1..]
                .iter()
                .map(|&v| record_line(game, v))
                .collect();
        }
        out.push(node);
        at = game.children(id).ok().and_then(|c| c.first().copied());
    }
    out
}

/// The result of a record: its movetext marker, else its `Result` tag.
fn recorded_result(pgn: &PgnGame) -> Option<PgnResult> {
    pgn.result
        .or_else(|| pgn.tag("Result").and_then(PgnResult::from_token))
}

/// The record of `game` (see the module docs), with `source` the record it was read from:
/// the whole tree, main line and variations, with every node's annotations.
pub fn game_to_pgn(game: &Game, source: Option<&PgnGame>) -> PgnGame {
    let moves = match game.children(ROOT).ok().and_then(|c| c.first().copied()) {
        Some(first) => record_line(game, first),
        None => Vec::new(),
    };
    let mainline = game.mainline();
    let intact = source.is_some_and(|s| main_line_is(s, moves.iter().map(|n| n.san.as_str())));
    let end = mainline.last().copied().unwrap_or(ROOT);
    let claimed = game.claim_at(end);
    let outcome_at_end = || {
        if game.node_id() == end {
            game.outcome()
        } else {
            let mut at_end = game.clone();
            let _ = at_end.goto_node(end);
            at_end.outcome()
        }
    };
    let result_of = |outcome: crate::game::Outcome| match outcome.winner {
        Some(crate::Color::White) => PgnResult::WhiteWins,
        Some(crate::Color::Black) => PgnResult::BlackWins,
        None => PgnResult::Draw,
    };
    let result = match source.and_then(recorded_result) {
        // A recorded result stands (a resignation, a flag fall, an agreed draw) unless the Laws
        // ended the game otherwise at the end of the main line: a checkmate or a stalemate
        // ends it there (Art. 5.1.1, 5.2.1), whatever the record says.
        Some(r) if intact && claimed.is_none() => match game.position_of(end) {
            Ok(p) if p.is_checkmate() => match p.turn() {
                crate::Color::White => PgnResult::BlackWins,
                crate::Color::Black => PgnResult::WhiteWins,
            },
            Ok(p) if p.is_stalemate() => PgnResult::Draw,
            _ => r,
        },
        _ => outcome_at_end().map_or(PgnResult::Unknown, result_of),
    };
    let mut tags = match source {
        Some(s) => s.tags.clone(),
        None => default_tags(game),
    };
    set_tag(&mut tags, "Result", result.as_str());
    // The game's comments before its first move, with the root's commands first.
    let comments = match game.annotations_ref(ROOT) {
        Some(ann) => {
            let commands = write_move_commands(ann.emt_ms, &ann.shapes);
            (!commands.is_empty())
                .then_some(commands)
                .into_iter()
                .chain(ann.comments_after.iter().cloned())
                .collect()
        }
        None => Vec::new(),
    };
    PgnGame {
        tags,
        comments,
        moves,
        result: Some(result),
    }
}

/// What a game snapshot keeps of the PGN record a game was read from ([`record_snapshot`]),
/// so that [`restore_record`] gives a record that [`game_to_pgn`] writes as the original:
/// the same tags, and the same result, now and after any later change of the main line.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct RecordSnapshot {
    /// The record's tags, in order (duplicates kept).
    pub tags: Vec<(String, String)>,
    /// The recorded result: the movetext's termination marker, else the `Result` tag; `None`
    /// when the record has neither.
    pub result: Option<PgnResult>,
    /// The SAN of the record's main line, kept only while the game's main line is no longer
    /// it (else the game's main line is the record's, and `None`); only with a `result`, the
    /// one thing it is compared for.
    pub moves: Option<Vec<String>>,
}

/// Whether `record`'s main line is `sans` (a game's main line, in SAN): then the record's
/// result applies to the game.
fn main_line_is<'a>(record: &PgnGame, sans: impl ExactSizeIterator<Item = &'a str>) -> bool {
    record.moves.len() == sans.len() && record.moves.iter().zip(sans).all(|(a, b)| a.san == b)
}

/// The SAN of `game`'s main line.
fn main_line_sans(game: &Game) -> Vec<String> {
    game.mainline()
        .iter()
        .filter_map(|&id| game.node_move(id).ok().flatten())
        .map(|m| m.san)
        .collect()
}

/// What a snapshot of `game` keeps of `source`, the record it was read from (see
/// [`RecordSnapshot`]).
pub fn record_snapshot(game: &Game, source: &PgnGame) -> RecordSnapshot {
    let result = recorded_result(source);
    let moves = result.and_then(|_| {
        let sans = main_line_sans(game);
        let intact = main_line_is(source, sans.iter().map(String::as_str));
        (!intact).then(|| source.moves.iter().map(|n| n.san.to_string()).collect())
    });
    RecordSnapshot {
        tags: source.tags.clone(),
        result,
        moves,
    }
}

/// The record of `game` restored from a snapshot (`game` itself restored from the same
/// snapshot): what [`game_to_pgn`] needs of it (tags, result, the main line's SAN; no
/// annotations, which the game holds).
pub fn restore_record(game: &Game, record: RecordSnapshot) -> PgnGame {
    let sans = match record.moves {
        Some(sans) => sans,
        None => main_line_sans(game),
    };
    PgnGame {
        tags: record.tags,
        comments: Vec::new(),
        moves: sans
            .into_iter()
            .map(|san| PgnNode {
                san: san.into(),
                ..PgnNode::default()
            })
            .collect(),
        result: record.result,
    }
}

/// The Seven Tag Roster with its defaults, and the tags of the start position.
fn default_tags(game: &Game) -> Vec<(String, String)> {
    let mut tags: Vec<(String, String)> = SEVEN_TAG_ROSTER
        .iter()
        .map(|(n, v)| (n.to_string(), v.to_string()))
        .collect();
    let start = game.start_position();
    let chess960 = game.mode().is_chess960();
    if chess960 {
        tags.push(("Variant".to_string(), "Chess960".to_string()));
    }
    let standard_start = Position::new();
    if chess960 || start.fen() != standard_start.fen() {
        let fen = crate::notation::fen::write_with(
            start,
            FenOptions {
                castling: if chess960 {
                    CastlingNotation::Shredder
                } else {
                    CastlingNotation::XFen
                },
                always_ep: false,
            },
        );
        tags.push(("SetUp".to_string(), "1".to_string()));
        tags.push(("FEN".to_string(), fen));
    }
    tags
}

/// Sets the first tag named `name` (or appends it), dropping later duplicates.
pub fn set_tag(tags: &mut Vec<(String, String)>, name: &str, value: &str) {
    let mut seen = false;
    tags.retain_mut(|(n, v)| {
        if n != name {
            return true;
        }
        if seen {
            return false;
        }
        seen = true;
        *v = value.to_string();
        true
    });
    if !seen {
        tags.push((name.to_string(), value.to_string()));
    }
}

/// Writes `game` as PGN text (see [`game_to_pgn`] and [`PgnGame::to_pgn`]).
pub fn write_game(game: &Game, source: Option<&PgnGame>, options: &PgnWriteOptions) -> String {
    game_to_pgn(game, source).to_pgn(options)
}

/// The tags of every game of `text`, read without playing the moves: for indexes of large
/// files. The movetext is skipped by a fast scan, not read: only an unclosed comment, a `)`
/// without its `(` and a variation left open are errors there (see [`PgnReader`] for the
/// recovery after an error); games end where [`GameReader`] ends them.
pub fn read_headers(text: &str) -> Vec<Result<Vec<(String, String)>, LoadPgnError>> {
    let mut reader = PgnReader::new(text);
    std::iter::from_fn(|| reader.next_game(&mut TagsOnly))
        .map(|(_, r)| r.map_err(LoadPgnError::from))
        .collect()
}

#[cfg(test)]
mod variant_tests {
    use super::{is_chess960_variant, is_standard_variant};

    #[test]
    fn chess960_by_the_variant_tag() {
        for v in [
            "Chess960",
            "chess 960",
            "Fischerandom",
            "FISCHER RANDOM",
            "fischerandom",
            "960",
        ] {
            assert!(is_chess960_variant(v), "{v}");
            assert!(!is_standard_variant(v), "{v}");
        }
        for v in [
            "",
            "Standard",
            "From Position",
            "Crazyhouse",
            "96O",
            "Fisher",
        ] {
            assert!(!is_chess960_variant(v), "{v}");
        }
    }
}
