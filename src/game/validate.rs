//! Validating the games of a PGN text without keeping them: [`validate_games`].
//!
//! The one PGN reader ([`crate::pgn::PgnReader`]) streams each game's movetext
//! ([`Movetext::Stream`]) to a visitor that plays every move, of the main line and of every
//! variation, on a [`Position`] (each move found among the legal moves: legality checked),
//! keeping nothing but the positions of the lines open. The moves are read as [`read_games`]
//! reads them (SAN leniently or strictly, long algebraic notation, null moves), from the start
//! it takes (the `FEN` and `Variant` tags), and a game that [`read_games`] refuses is refused
//! with the same [`LoadPgnError`]: the same game, line, column, ply, variation and cause.

use super::GameError;
use super::outcome::end_before_dead;
#[cfg(doc)]
use super::pgn::read_games;
use super::pgn::{
    LoadPgnError, LoadPgnErrorKind, PgnLoadOptions, is_chess960_variant, is_standard_variant,
    more_than_san,
};
use crate::notation::san::San;
use crate::notation::{MoveInputError, MoveOrNull, read_move_or_null_in};
use crate::pgn::{
    LineCache, MovePlaces, Movetext, PgnReader, PgnResult, TagSpan, Visited, Visitor,
};
use crate::position::Position;
use crate::position::castling::CastlingMode;
use crate::position::movegen::Onto;
use crate::types::bitboard::Bitboard;
use crate::types::moves::MoveList;
use crate::types::role::Role;

/// A game of the text found valid by [`validate_games`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ValidatedGame {
    /// The plies of the main line (its moves, null moves included): the length of the line
    /// [`read_games`] plays the game to.
    pub plies: usize,
    /// Every move played: the main line's and every variation's (without the variations
    /// skipped with [`PgnLoadOptions::skip_bad_variations`]); the moves of the game's tree.
    pub moves: usize,
    /// The variations skipped for a move that cannot be played
    /// ([`PgnLoadOptions::skip_bad_variations`]; [`read_games`] lists each as a warning).
    pub skipped_variations: usize,
    /// The game termination marker (8.2.6), when the game has one.
    pub result: Option<PgnResult>,
}

/// Validates every game of a PGN text as [`read_games`] reads it, keeping nothing: each move
/// of the main line and of every variation is read and played on a [`Position`] (legality
/// checked), as it is met in the text ([`Movetext::Stream`]).
///
/// Shape: one entry per game, in the order of the text (failed games included, so entry `i`
/// is game `i + 1`): the game's [`ValidatedGame`], or the error [`read_games`] would give for
/// it (a syntax error, a bad `FEN` tag, an unsupported variant, the first move that cannot be
/// played with its game, line, column, ply, variation and cause). Unlike [`read_games`], a
/// broken game does not stop the reading: the next entries are the games after it, as
/// [`crate::game::pgn::GameReader`] gives them.
///
/// ```
/// use chess_arbiter::game::{pgn::PgnLoadOptions, validate_games};
/// let text = "1. e4 e5 2. Nf3 (2. Qh5 Nc6) 2... Nc6 *\n\n1. e4 e5 2. Ke3 *\n";
/// let games = validate_games(text, &PgnLoadOptions::default());
/// let first = games[0].as_ref().unwrap();
/// assert_eq!((first.plies, first.moves), (4, 6));
/// let e = games[1].as_ref().unwrap_err();
/// assert_eq!((e.game, e.line, e.column), (2, Some(3), Some(13)));
/// assert_eq!(e.ply_and_san(), Some((3, "Ke3")));
/// assert_eq!(e.reason(), "ERR_ILLEGAL_MOVE");
/// ```
pub fn validate_games(
    text: &str,
    options: &PgnLoadOptions,
) -> Vec<Result<ValidatedGame, LoadPgnError>> {
    ValidatingReader::new(text, *options).collect()
}

/// The games of a PGN text validated one by one, as [`validate_games`] gives them (an
/// iterator over the text, holding nothing of the games read before).
///
/// ```
/// use chess_arbiter::game::{pgn::PgnLoadOptions, ValidatingReader};
/// let text = "1. e4 e5 *\n\n1. d4 d5 2. c4 *\n";
/// let plies: Vec<usize> = ValidatingReader::new(text, PgnLoadOptions::default())
///     .map(|g| g.map_or(0, |g| g.plies))
///     .collect();
/// assert_eq!(plies, [2, 3]);
/// ```
pub struct ValidatingReader<'a> {
    reader: PgnReader<'a>,
    validator: Validator,
    /// The text as the reader reads it (without a byte order mark), to place errors in.
    body: &'a str,
    lines: LineCache,
}

impl<'a> ValidatingReader<'a> {
    /// A reader of `text`'s games, validated with `options` as [`read_games`] reads them.
    pub fn new(text: &'a str, options: PgnLoadOptions) -> ValidatingReader<'a> {
        ValidatingReader {
            reader: PgnReader::new(text),
            validator: Validator::new(options),
            // The offsets of the reader are in the text without its byte order mark.
            body: text.strip_prefix('\u{feff}').unwrap_or(text),
            lines: LineCache::default(),
        }
    }
}

impl Iterator for ValidatingReader<'_> {
    type Item = Result<ValidatedGame, LoadPgnError>;

    fn next(&mut self) -> Option<Self::Item> {
        let (_, read) = self.reader.next_game(&mut self.validator)?;
        Some(match read {
            Ok(game) => game.map_err(|e| e.placed(self.body, &mut self.lines)),
            Err(e) => Err(LoadPgnError::from(e)),
        })
    }
}

/// A move that could not be played, before it is placed in the text.
struct Unplayed {
    error: LoadPgnError,
    /// Where the move starts in the reader's text (`None`: the game's start is bad).
    at: Option<usize>,
}

impl Unplayed {
    /// The error with the move's line, column and word as written (see
    /// [`MovePlaces::written`]), in `text` (the reader's).
    fn placed(self, text: &str, lines: &mut LineCache) -> LoadPgnError {
        let mut error = self.error;
        let Some(at) = self.at else {
            return error;
        };
        let mut places = MovePlaces {
            offsets: vec![at],
            bytes: text.as_bytes(),
            lines,
            lines_before: 0,
            warnings: Vec::new(),
        };
        if let Some((line, column)) = places.line_column(0) {
            error.line = Some(line);
            error.column = Some(column);
        }
        if let LoadPgnErrorKind::Move { san, written, .. } = &mut error.kind {
            *written = places.written(0).filter(|w| more_than_san(w, san));
        }
        error
    }
}

/// A line of moves being validated: the main line or a variation.
#[derive(Clone, Copy)]
struct Line {
    /// The position before the line's last move (where its variations start).
    before: Position,
    /// The position after the line's last move.
    pos: Position,
    /// The ply of `pos`: its distance from the start of the game.
    ply: usize,
    /// The variations of the last move so far that hold a move (so the index of the next:
    /// [`LoadPgnErrorKind::Move`]'s `variation`).
    alternatives: usize,
    /// The moves kept in the line and in its variations ended so far.
    moves: usize,
    /// A move of the line was read (an empty variation is not counted).
    any_move: bool,
    /// A move of the line could not be played (and the variation is skipped): its later
    /// moves and variations are not looked at.
    dead: bool,
}

impl Line {
    fn at(pos: Position, ply: usize, dead: bool) -> Line {
        Line {
            before: pos,
            pos,
            ply,
            alternatives: 0,
            moves: 0,
            any_move: false,
            dead,
        }
    }
}

/// The visitor of [`validate_games`]: streams each game and plays its moves (see the module
/// docs). Its output is the game's [`ValidatedGame`] or its first unplayable move, to be
/// placed in the text.
struct Validator {
    options: PgnLoadOptions,
    /// The main line, then the variations open, innermost last.
    lines: Vec<Line>,
    /// For each variation open, where it hangs: `(ply, index)` (see
    /// [`LoadPgnErrorKind::Move`]).
    path: Vec<(usize, usize)>,
    /// The game's first error: a bad start, or a move that cannot be played.
    failed: Option<Unplayed>,
    skipped: usize,
    result: Option<PgnResult>,
}

impl Validator {
    fn new(options: PgnLoadOptions) -> Validator {
        Validator {
            options,
            lines: Vec::new(),
            path: Vec::new(),
            failed: None,
            skipped: 0,
            result: None,
        }
    }

    /// The error of the game being read, of `kind`, placed later (its game numbered at its
    /// end).
    fn error(kind: LoadPgnErrorKind, at: Option<usize>) -> Unplayed {
        Unplayed {
            error: LoadPgnError {
                game: 0,
                line: None,
                column: None,
                kind,
            },
            at,
        }
    }

    /// The start of a game with these tags, as [`read_games`] takes it.
    fn start(&self, tags: &[TagSpan<'_>]) -> Result<Position, LoadPgnErrorKind> {
        let tag = |name: &str| tags.iter().find(|t| t.name == name).map(TagSpan::value);
        let variant = tag("Variant").unwrap_or_default();
        let chess960_variant = is_chess960_variant(&variant);
        if !chess960_variant && !is_standard_variant(&variant) {
            return Err(LoadPgnErrorKind::UnsupportedVariant(variant.into_owned()));
        }
        let chess960 = self.options.chess960.or(chess960_variant.then_some(true));
        match tag("FEN") {
            Some(fen) => crate::notation::fen::read(fen.trim(), chess960, self.options.relaxed)
                .map_err(LoadPgnErrorKind::Fen),
            None => {
                let mut pos = Position::new();
                if chess960 == Some(true) {
                    pos.set_mode(CastlingMode::Chess960);
                }
                Ok(pos)
            }
        }
    }

    /// Plays `text` from `pos` as a game read from PGN does (`Game::play` with
    /// `PlayOptions::RECORDED`): the position after it, or why it cannot be played.
    fn play(&self, pos: &Position, text: &str) -> Result<Position, GameError> {
        if !self.options.strict
            && let Some(next) = play_plain(pos, text)
        {
            return Ok(next);
        }
        self.play_general(pos, text)
    }

    /// [`Validator::play`] for anything but the usual SAN read leniently, and for every error:
    /// as the game reads a move (`Game::play_read`).
    #[cold]
    #[inline(never)]
    fn play_general(&self, pos: &Position, text: &str) -> Result<Position, GameError> {
        let parsed = San::parse_plain(text.as_bytes());
        let moves = pos.legal_moves();
        match read_move_or_null_in(pos, &moves, text, self.options.strict, parsed) {
            Ok((MoveOrNull::Move(m), _)) => Ok(pos.play_unchecked(&m)),
            Ok((MoveOrNull::Null, _)) => {
                // As `Game::pass`: no null move once the game is over by mate or stalemate.
                if moves.is_empty() {
                    return Err(GameError::GameOver(
                        end_before_dead(pos, 0)
                            .ok_or(GameError::Move(MoveInputError::NullMoveInCheck))?,
                    ));
                }
                pos.null_move()
                    .ok_or(GameError::Move(MoveInputError::NullMoveInCheck))
            }
            Err(e) => Err(GameError::Move(e)),
        }
    }
}

/// The usual SAN (`Nf3`, `exd5`, `e8=Q`, `O-O`, with an optional `+` or `#`) read leniently
/// and played from `pos`, looking only at the legal moves of its piece kind to its target
/// (as `Game::play_read` does); `None` for any other text and for a move that cannot be played
/// (the caller then reads it the general way, for its error).
#[inline]
fn play_plain(pos: &Position, text: &str) -> Option<Position> {
    let bytes = text.as_bytes();
    let board = pos.board();
    let mut list = MoveList::new();
    let san = match San::parse_plain(bytes) {
        Some(san @ San::Normal { role, file, to, .. }) => {
            let mut from = board.by_role(role) & board.by_color(pos.turn());
            // A pawn's SAN names its file, or moves on its target's (`San::to_move_in`).
            if role == Role::Pawn {
                from &= Bitboard::from_file(file.unwrap_or(to.file()));
            }
            let to = Bitboard::from_square(to);
            let onto = &mut Onto {
                to,
                list: &mut list,
            };
            pos.generate_to_checked(onto, from, to, pos.checkers());
            san
        }
        Some(San::Castle(_)) => return None,
        None => {
            let body = match bytes {
                [rest @ .., b'+' | b'#'] => rest,
                _ => bytes,
            };
            let side = match body {
                b"O-O" => crate::types::moves::CastlingSide::KingSide,
                b"O-O-O" => crate::types::moves::CastlingSide::QueenSide,
                _ => return None,
            };
            let king = board.king_of(pos.turn())?;
            pos.generate_to(&mut list, Bitboard::from_square(king), Bitboard::FULL);
            San::Castle(side)
        }
    };
    let m = san.to_move_in(&list).ok()?;
    Some(pos.play_unchecked(&m))
}

impl Visitor for Validator {
    type Output = Result<ValidatedGame, Unplayed>;

    fn tags(&mut self, tags: &[TagSpan<'_>]) -> Movetext {
        self.lines.clear();
        self.path.clear();
        self.failed = None;
        self.skipped = 0;
        self.result = None;
        match self.start(tags) {
            Ok(pos) => self.lines.push(Line::at(pos, 0, false)),
            Err(kind) => {
                // Still read: a syntax error in the movetext comes first, as in `read_games`.
                self.lines.push(Line::at(Position::new(), 0, true));
                self.failed = Some(Validator::error(kind, None));
            }
        }
        Movetext::Stream
    }

    #[inline]
    fn san(&mut self, san: &str, at: usize) {
        let Some(line) = self.lines.last_mut() else {
            return;
        };
        line.any_move = true;
        if line.dead {
            return;
        }
        let (from, ply) = (line.pos, line.ply + 1);
        match self.play(&from, san) {
            Ok(next) => {
                if let Some(line) = self.lines.last_mut() {
                    line.before = from;
                    line.pos = next;
                    line.ply += 1;
                    line.moves += 1;
                    line.alternatives = 0;
                }
            }
            Err(error) => {
                let kind = LoadPgnErrorKind::Move {
                    ply,
                    variation: self.path.clone().into_boxed_slice(),
                    san: crate::util::quote::quote(san),
                    written: None,
                    error,
                };
                let unplayed = Validator::error(kind, Some(at));
                let in_variation = self.lines.len() > 1;
                if in_variation && self.options.skip_bad_variations {
                    // The whole variation goes, from its first move (as `read_games` drops it).
                    self.skipped += 1;
                    if let Some(line) = self.lines.last_mut() {
                        line.dead = true;
                        line.moves = 0;
                    }
                    return;
                }
                self.failed = Some(unplayed);
                for line in &mut self.lines {
                    line.dead = true;
                }
            }
        }
    }

    fn begin_variation(&mut self) {
        let Some(parent) = self.lines.last() else {
            return;
        };
        // An alternative to the parent's last move: from the position before it.
        let child = Line::at(parent.before, parent.ply.saturating_sub(1), parent.dead);
        self.path.push((parent.ply, parent.alternatives + 1));
        self.lines.push(child);
    }

    fn end_variation(&mut self) {
        if self.lines.len() < 2 {
            return;
        }
        let Some(done) = self.lines.pop() else {
            return;
        };
        self.path.pop();
        if let Some(parent) = self.lines.last_mut() {
            // Only a variation holding a move counts among the alternatives.
            if done.any_move {
                parent.alternatives += 1;
            }
            if !done.dead {
                parent.moves += done.moves;
            }
        }
    }

    fn outcome(&mut self, result: PgnResult) {
        self.result = Some(result);
    }

    fn end_game(&mut self, index: usize, game: Visited<'_, '_>) -> Self::Output {
        let _ = game;
        if let Some(mut failed) = self.failed.take() {
            failed.error.game = index;
            return Err(failed);
        }
        let main = self.lines.first().copied();
        Ok(ValidatedGame {
            plies: main.map_or(0, |l| l.ply),
            moves: main.map_or(0, |l| l.moves),
            skipped_variations: self.skipped,
            result: self.result,
        })
    }
}
