//! A game of a variant: the line of moves from a start position with undo/redo, the draw rules
//! as lichess applies them per variant, draw claims, PGN with the `[Variant "..."]` tag, and
//! snapshots. See [`VariantGame`].

use super::{
    Variant, VariantError, VariantMove, VariantOutcome, VariantPosition, VariantTermination,
};
use crate::game::pgn::{LoadPgnError, set_tag};
use crate::pgn::{
    Movetext, Notes, ParsePgnError, PgnGame, PgnNode, PgnReader, PgnResult, PgnWarning,
    PgnWriteOptions, SanText, TagSpan, Visited, Visitor,
};
use crate::position::board::Board;
use crate::types::bitboard::Bitboard;
use crate::types::color::Color;
use crate::types::square::Square;
use core::fmt;

/// A move as played in a [`VariantGame`], with its notations.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct VariantPlayed {
    /// The move.
    pub mv: VariantMove,
    /// The side that played it.
    pub color: Color,
    /// Its SAN with `+`/`#` (`N@f3`, `e8=K`, `O-O`).
    pub san: String,
    /// Its UCI in the position's castling mode (`P@e4`, `e1g1`, `e1h1` in Chess960).
    pub uci: String,
}

/// Why a [`VariantGame`] refused something.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantGameError {
    /// The start FEN, the variant's name, or a move (the [`VariantError`]'s code).
    Variant(VariantError),
    /// The game is over at the current ply (`ERR_GAME_OVER`); how it ended.
    GameOver(VariantOutcome),
    /// A ply outside 0 to the last ply of the line (`ERR_PLY_OUT_OF_RANGE`).
    PlyOutOfRange {
        /// The ply asked for.
        ply: usize,
        /// The last ply of the line.
        last: usize,
    },
    /// No draw claim is valid now nor after the given move (`ERR_CLAIM_NOT_ALLOWED`).
    ClaimNotAllowed,
    /// A snapshot that does not describe a game (`ERR_INVALID_SNAPSHOT`): which part.
    InvalidSnapshot(String),
    /// A PGN game that cannot be read or played (`ERR_INVALID_PGN`).
    Pgn {
        /// The 1-based index of the game in the text.
        game: usize,
        /// The code of the cause ([`VariantGameError::reason`]): a PGN syntax code
        /// (`ERR_PGN_...`), `ERR_PGN_EMPTY`, `ERR_VARIANT_UNKNOWN`, `ERR_INVALID_FEN`, or a
        /// move's code (`ERR_ILLEGAL_MOVE`, `ERR_INVALID_MOVE`, `ERR_AMBIGUOUS_MOVE`), as the
        /// main entry's.
        reason: &'static str,
        /// The FIDE article of the cause where its rule is chess's, as the main entry's
        /// (`3.10.2` for a move that breaks chess's rules, `3.7.5.1` a promotion's...).
        article: Option<&'static str>,
        /// Where and what, in English (`game 1, line 3, column 5: ply 4 (Qxf7): ...`).
        message: String,
        /// The 1-based line and column (in characters) of a syntax error or of a move that
        /// cannot be played, as the main entry's error gives them.
        at: Option<(usize, usize)>,
        /// The 1-based ply and the SAN (cut as quoted) of a move that cannot be played.
        played: Option<(usize, String)>,
    },
}

impl VariantGameError {
    /// The stable code: the [`VariantError`]'s, `ERR_GAME_OVER`, `ERR_PLY_OUT_OF_RANGE`,
    /// `ERR_CLAIM_NOT_ALLOWED`, `ERR_INVALID_SNAPSHOT`, `ERR_INVALID_PGN`.
    pub fn code(&self) -> &'static str {
        match self {
            VariantGameError::Variant(e) => e.code(),
            VariantGameError::GameOver(_) => "ERR_GAME_OVER",
            VariantGameError::PlyOutOfRange { .. } => "ERR_PLY_OUT_OF_RANGE",
            VariantGameError::ClaimNotAllowed => "ERR_CLAIM_NOT_ALLOWED",
            VariantGameError::InvalidSnapshot(_) => "ERR_INVALID_SNAPSHOT",
            VariantGameError::Pgn { .. } => "ERR_INVALID_PGN",
        }
    }

    /// The FIDE article where the rule is one of chess's, as the main entry's `GameError`
    /// gives it: a [`VariantError`]'s ([`VariantError::article`]), the end's of an
    /// `ERR_GAME_OVER` ([`VariantTermination::article`]: `None` for a variant's own end),
    /// `9.2` for `ERR_CLAIM_NOT_ALLOWED` (the claim by threefold repetition); else `None`.
    pub fn article(&self) -> Option<&'static str> {
        match self {
            VariantGameError::Variant(e) => e.article(),
            VariantGameError::GameOver(o) => o.termination().article(),
            VariantGameError::ClaimNotAllowed => Some("9.2"),
            VariantGameError::Pgn { article, .. } => *article,
            _ => None,
        }
    }

    /// The code of the cause of an `ERR_INVALID_PGN` ([`VariantGameError::Pgn`]), else `""`.
    pub fn reason(&self) -> &'static str {
        match self {
            VariantGameError::Pgn { reason, .. } => reason,
            _ => "",
        }
    }
}

impl fmt::Display for VariantGameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VariantGameError::Variant(e) => e.fmt(f),
            VariantGameError::GameOver(o) => match o.winner() {
                Some(c) => write!(f, "the game is over: {c} wins by {}", o.termination().name()),
                None => write!(f, "the game is over: draw by {}", o.termination().name()),
            },
            VariantGameError::PlyOutOfRange { ply, last } => {
                f.write_str(&crate::game::GameError::ply_out_of_range_message(ply, *last))
            }
            VariantGameError::ClaimNotAllowed => f.write_str(
                "no draw claim is valid: the position has not occurred three times, nor would after the move",
            ),
            VariantGameError::InvalidSnapshot(why) => write!(f, "invalid snapshot: {why}"),
            VariantGameError::Pgn { message, .. } => f.write_str(message),
        }
    }
}

impl core::error::Error for VariantGameError {}

impl From<VariantError> for VariantGameError {
    fn from(e: VariantError) -> VariantGameError {
        VariantGameError::Variant(e)
    }
}

/// What makes two positions the same for repetition: the pieces, the side to move, the
/// castling rights, the en-passant square where a capture there is legal, and the variant's
/// own state: crazyhouse's pockets and promoted marks, three-check's counters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct RepetitionKey {
    board: Board,
    turn: Color,
    castling: Bitboard,
    ep: Option<Square>,
    pockets: [[u8; 5]; 2],
    promoted: Bitboard,
    checks: [u8; 2],
}

fn key_of(p: &VariantPosition) -> RepetitionKey {
    RepetitionKey {
        board: p.board,
        turn: p.turn,
        castling: p.castling,
        ep: p.legal_ep_square(),
        pockets: p.pockets,
        promoted: p.promoted,
        checks: p.checks,
    }
}

/// A record's result and main line, kept while the game's line is the record's.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Record {
    result: PgnResult,
    /// The record's main line in UCI.
    moves: Vec<String>,
}

/// A game of a [`Variant`]: a start position and one line of moves, with a current ply on it.
///
/// - **The line**: [`VariantGame::play`] plays a move at the current ply (SAN, UCI, or a
///   [`VariantMove`]); the moves after the current ply are kept when the move is the line's
///   next one, else dropped. [`VariantGame::undo`], [`VariantGame::redo`] and
///   [`VariantGame::goto`] move the current ply along the line.
/// - **How it ends** ([`VariantGame::outcome`]), in this order: the position's end
///   ([`VariantPosition::outcome`]: the variant's own win, checkmate, stalemate, insufficient
///   material by the variant's rule), then the game's draws as lichess applies them in every
///   variant: the same position for the fifth time (`fivefold_repetition`), and the fifty-move
///   rule, automatic at a halfmove clock of 100 (`fifty_moves`), in every variant but
///   crazyhouse, which has none. A player may claim the third occurrence of a position
///   (`threefold_repetition`, [`VariantGame::claim_draw`]). Positions are the same when
///   the pieces, the side to move, the castling rights and the en-passant square (where a
///   capture there is legal) are, and, in crazyhouse, the pockets and the promoted marks, in
///   three-check the checks given.
/// - **PGN** ([`VariantGame::to_pgn`], [`VariantGame::from_pgn`], [`read_variant_games`]):
///   through the crate's one PGN reader and writer, with the `[Variant "..."]` tag (lichess's
///   names; every alias [`Variant::from_name`] reads), `FEN`/`SetUp` for a start other than
///   the variant's, drops in the movetext (`N@f3`, `@e4`). Only the main line of a record is
///   kept; its comments and NAGs are read and left out, its variations read, checked in the
///   variant's rules as the main entry checks them, and left out ([`VariantPgnOptions`]). What the reader took
///   leniently (`1-O` read as `1-0`, ...) is in [`VariantGame::warnings`].
///
/// ```
/// use chess_arbiter::variants::{Variant, VariantGame};
/// let mut game = VariantGame::new(Variant::ThreeCheck);
/// for san in ["e4", "e5", "Bc4", "Nc6", "Bxf7+", "Kxf7", "Qh5+", "g6", "Qxg6+"] {
///     game.play(san).unwrap();
/// }
/// let end = game.outcome().unwrap();
/// assert_eq!(end.termination().name(), "three_checks");
/// assert!(game.to_pgn(&Default::default()).contains("[Variant \"Three-check\"]"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantGame {
    start: VariantPosition,
    /// The position after each ply of the line, the start first.
    positions: Vec<VariantPosition>,
    /// The line's moves.
    moves: Vec<VariantPlayed>,
    ply: usize,
    /// The ply of a claimed draw by repetition (the line ends there).
    claim: Option<usize>,
    /// The tags of the record the game was read from (empty otherwise).
    tags: Vec<(String, String)>,
    record: Option<Record>,
    /// What the reader took leniently in the record the game was read from, each with the
    /// game's index in the text (empty otherwise).
    warnings: Vec<(usize, PgnWarning)>,
    /// The variations of that record that could not be played and were passed over
    /// ([`VariantPgnOptions::skip_bad_variations`]), in the order of the text.
    skipped: Vec<VariantGameError>,
}

/// A plain record of a [`VariantGame`] that [`VariantGame::from_snapshot`] restores exactly.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct VariantSnapshot {
    /// Lichess's key of the variant.
    pub variant: String,
    /// The start position, as [`VariantPosition::fen`] writes it.
    pub start_fen: String,
    /// The whole line in UCI (moves after the current ply included).
    pub moves: Vec<String>,
    /// The current ply.
    pub ply: usize,
    /// A draw by repetition claimed at the end of the line.
    pub claimed: bool,
    /// The tags of the record the game was read from (empty otherwise).
    pub tags: Vec<(String, String)>,
    /// The record's result, for a game read from PGN that has one.
    pub result: Option<String>,
    /// With `result`: the record's main line in UCI.
    pub record_moves: Vec<String>,
}

impl VariantGame {
    /// A game from the variant's start.
    pub fn new(variant: Variant) -> VariantGame {
        VariantGame::from_position(VariantPosition::new(variant))
    }

    /// A game from `start`.
    pub fn from_position(start: VariantPosition) -> VariantGame {
        VariantGame {
            start,
            positions: vec![start],
            moves: Vec::new(),
            ply: 0,
            claim: None,
            tags: Vec::new(),
            record: None,
            warnings: Vec::new(),
            skipped: Vec::new(),
        }
    }

    /// A game from a FEN of `variant` ([`VariantPosition::from_fen`]).
    ///
    /// # Errors
    /// The FEN's [`VariantError`].
    pub fn from_fen(variant: Variant, fen: &str) -> Result<VariantGame, VariantGameError> {
        Ok(VariantGame::from_position(VariantPosition::from_fen(
            variant, fen,
        )?))
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        self.start().variant
    }

    /// The start position.
    pub fn start(&self) -> &VariantPosition {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &VariantPosition {
        self.positions.get(self.ply).unwrap_or(&self.start)
    }

    /// The current ply (moves played from the start).
    pub fn ply(&self) -> usize {
        self.ply
    }

    /// The moves played up to the current ply.
    pub fn history(&self) -> &[VariantPlayed] {
        self.moves.get(..self.ply).unwrap_or(&[])
    }

    /// The whole line, moves after the current ply included.
    pub fn line(&self) -> &[VariantPlayed] {
        &self.moves
    }

    /// The FEN of the current position.
    pub fn fen(&self) -> String {
        self.position().fen()
    }

    /// The FEN after `ply` moves of the line.
    ///
    /// # Errors
    /// [`VariantGameError::PlyOutOfRange`].
    pub fn fen_at(&self, ply: usize) -> Result<String, VariantGameError> {
        self.positions
            .get(ply)
            .map(VariantPosition::fen)
            .ok_or(VariantGameError::PlyOutOfRange {
                ply,
                last: self.moves.len(),
            })
    }

    /// The tags of the record the game was read from (empty for a game not read from PGN).
    pub fn tags(&self) -> &[(String, String)] {
        &self.tags
    }

    /// Reads a move's text in the current position: UCI when it reads as UCI (`e2e4`, `P@e4`),
    /// else SAN (`Nf3`, `N@f3`, `@e4`, `e8=K`).
    ///
    /// # Errors
    /// The move's [`VariantError`] (`ERR_INVALID_MOVE`, `ERR_ILLEGAL_MOVE`, `ERR_AMBIGUOUS_MOVE`).
    pub fn parse_move(&self, text: &str) -> Result<VariantMove, VariantError> {
        self.position().parse_move(text)
    }

    /// Plays a move given as text ([`VariantGame::parse_move`]) at the current ply.
    ///
    /// # Errors
    /// The move's error, or [`VariantGameError::GameOver`] when the game is over.
    pub fn play(&mut self, text: &str) -> Result<&VariantPlayed, VariantGameError> {
        self.check_not_over()?;
        let m = self.parse_move(text)?;
        self.push(&m)
    }

    /// Plays `m` at the current ply.
    ///
    /// # Errors
    /// [`VariantError::IllegalMove`] for an illegal move, [`VariantGameError::GameOver`].
    pub fn play_move(&mut self, m: &VariantMove) -> Result<&VariantPlayed, VariantGameError> {
        self.check_not_over()?;
        self.push(m)
    }

    fn check_not_over(&self) -> Result<(), VariantGameError> {
        match self.outcome() {
            Some(o) => Err(VariantGameError::GameOver(o)),
            None => Ok(()),
        }
    }

    /// Plays a legal-or-not move without the game's end checked (a record's move).
    fn push(&mut self, m: &VariantMove) -> Result<&VariantPlayed, VariantGameError> {
        let pos = *self.position();
        let next = pos.play(m)?;
        let played = VariantPlayed {
            mv: *m,
            color: pos.turn,
            san: pos.san(m),
            uci: m.uci(pos.mode),
        };
        let same = self.moves.get(self.ply).is_some_and(|p| p.mv == *m);
        if !same {
            self.moves.truncate(self.ply);
            self.positions.truncate(self.ply + 1);
            self.moves.push(played);
            self.positions.push(next);
            if self.claim.is_some_and(|c| c > self.ply) {
                self.claim = None;
            }
        }
        self.ply += 1;
        self.moves
            .get(self.ply - 1)
            .ok_or(VariantGameError::PlyOutOfRange {
                ply: self.ply,
                last: self.moves.len(),
            })
    }

    /// Takes back the last move (kept for [`VariantGame::redo`]); `None` at the start.
    pub fn undo(&mut self) -> Option<&VariantPlayed> {
        if self.ply == 0 {
            return None;
        }
        self.ply -= 1;
        self.moves.get(self.ply)
    }

    /// Replays the next move of the line; `None` at its end.
    pub fn redo(&mut self) -> Option<&VariantPlayed> {
        if self.ply >= self.moves.len() {
            return None;
        }
        self.ply += 1;
        self.moves.get(self.ply - 1)
    }

    /// Jumps to `ply` along the line (0 = the start).
    ///
    /// # Errors
    /// [`VariantGameError::PlyOutOfRange`].
    pub fn goto(&mut self, ply: usize) -> Result<(), VariantGameError> {
        if ply > self.moves.len() {
            return Err(VariantGameError::PlyOutOfRange {
                ply,
                last: self.moves.len(),
            });
        }
        self.ply = ply;
        Ok(())
    }

    /// The plies of the line up to the current one at which the current position occurred
    /// (the current ply last).
    pub fn repetitions(&self) -> Vec<usize> {
        let key = key_of(self.position());
        let turn = self.position().turn;
        self.positions
            .get(..=self.ply)
            .unwrap_or(&[])
            .iter()
            .enumerate()
            .filter(|(_, p)| p.turn == turn && key_of(p) == key)
            .map(|(i, _)| i)
            .collect()
    }

    /// True when the current position has occurred at least three times.
    pub fn is_threefold_repetition(&self) -> bool {
        self.repetitions().len() >= 3
    }

    /// True when the current position has occurred at least five times (a draw).
    pub fn is_fivefold_repetition(&self) -> bool {
        self.repetitions().len() >= 5
    }

    /// True when the fifty-move rule ends the game now: a halfmove clock of 100 or more, in
    /// every variant but crazyhouse (lichess's rule; drops of pieces but pawns do not reset
    /// the clock).
    pub fn is_fifty_moves(&self) -> bool {
        self.variant() != Variant::Crazyhouse && self.position().halfmoves >= 100
    }

    /// How the game ended at the current ply, `None` while it goes on (see the type's docs
    /// for the order).
    pub fn outcome(&self) -> Option<VariantOutcome> {
        if self.claim == Some(self.ply) {
            return Some(VariantOutcome::Draw {
                termination: VariantTermination::ThreefoldRepetition,
            });
        }
        if let Some(end) = self.position().outcome() {
            return Some(end);
        }
        let draw = |termination| Some(VariantOutcome::Draw { termination });
        if self.is_fivefold_repetition() {
            return draw(VariantTermination::FivefoldRepetition);
        }
        if self.is_fifty_moves() {
            return draw(VariantTermination::FiftyMoves);
        }
        None
    }

    /// True once the game has ended.
    pub fn is_game_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// True when the player to move may claim a draw by repetition now, or with one of its
    /// legal moves (the move that brings the third occurrence).
    pub fn can_claim_threefold_repetition(&self) -> bool {
        if self.is_game_over() {
            return false;
        }
        if self.is_threefold_repetition() {
            return true;
        }
        // A move whose position stood twice already on the line (and does not end the game).
        let pos = self.position();
        let earlier = self.positions.get(..=self.ply).unwrap_or(&[]);
        pos.legal_moves().iter().any(|m| {
            let next = pos.play_unchecked(m);
            let key = key_of(&next);
            let seen = earlier.iter().filter(|p| key_of(p) == key).count();
            (2..=3).contains(&seen)
                && next.outcome().is_none()
                && (self.variant() == Variant::Crazyhouse || next.halfmoves < 100)
        })
    }

    /// Claims a draw by repetition: valid now (`text` `None`), or after playing the move
    /// `text`, which is then played. The line ends there (the moves after it are dropped).
    ///
    /// # Errors
    /// [`VariantGameError::ClaimNotAllowed`] when the position would not have occurred three
    /// times (nothing changes), the move's error, [`VariantGameError::GameOver`].
    pub fn claim_draw(&mut self, text: Option<&str>) -> Result<VariantOutcome, VariantGameError> {
        self.check_not_over()?;
        let mut next = self.clone();
        next.moves.truncate(next.ply);
        next.positions.truncate(next.ply + 1);
        if let Some(text) = text {
            let m = next.parse_move(text)?;
            next.push(&m)?;
            if let Some(o) = next.outcome() {
                return Err(VariantGameError::GameOver(o));
            }
        }
        if !next.is_threefold_repetition() {
            return Err(VariantGameError::ClaimNotAllowed);
        }
        next.claim = Some(next.ply);
        *self = next;
        Ok(VariantOutcome::Draw {
            termination: VariantTermination::ThreefoldRepetition,
        })
    }

    // ---- snapshots ----

    /// A plain record that [`VariantGame::from_snapshot`] restores exactly.
    pub fn to_snapshot(&self) -> VariantSnapshot {
        VariantSnapshot {
            variant: self.variant().key().to_string(),
            start_fen: self.start().fen(),
            moves: self.moves.iter().map(|m| m.uci.clone()).collect(),
            ply: self.ply,
            claimed: self.claim.is_some_and(|c| c == self.moves.len()),
            tags: self.tags.clone(),
            result: self.record.as_ref().map(|r| r.result.as_str().to_string()),
            record_moves: self
                .record
                .as_ref()
                .map(|r| r.moves.clone())
                .unwrap_or_default(),
        }
    }

    /// Restores a game from [`VariantGame::to_snapshot`]: the line replayed from the start.
    ///
    /// # Errors
    /// [`VariantGameError::InvalidSnapshot`] naming the part that is wrong.
    pub fn from_snapshot(s: &VariantSnapshot) -> Result<VariantGame, VariantGameError> {
        let bad = |why: String| VariantGameError::InvalidSnapshot(why);
        let variant = Variant::from_name(&s.variant).map_err(|e| bad(format!("variant: {e}")))?;
        let mut game = VariantGame::from_fen(variant, &s.start_fen)
            .map_err(|e| bad(format!("startFen: {e}")))?;
        for (i, uci) in s.moves.iter().enumerate() {
            let m = game
                .position()
                .parse_uci(uci)
                .map_err(|e| bad(format!("moves[{i}]: {e}")))?;
            game.push(&m).map_err(|e| bad(format!("moves[{i}]: {e}")))?;
        }
        if s.claimed {
            if !game.is_threefold_repetition() {
                return Err(bad(
                    "claim: the line's last position has not occurred three times".into(),
                ));
            }
            game.claim = Some(game.moves.len());
        }
        if s.ply > game.moves.len() {
            return Err(bad(format!(
                "ply {} is beyond the line's {} moves",
                s.ply,
                game.moves.len()
            )));
        }
        game.ply = s.ply;
        game.tags = s.tags.clone();
        game.record = match &s.result {
            None => None,
            Some(r) => Some(Record {
                result: PgnResult::from_token(r)
                    .ok_or_else(|| bad(format!("result {}", crate::util::quote::quoted(r))))?,
                moves: s.record_moves.clone(),
            }),
        };
        Ok(game)
    }

    // ---- PGN ----

    /// The game as a [`PgnGame`]: the moves up to the current ply; the record's tags (for a
    /// game read from PGN) or the Seven Tag Roster; `Variant` (lichess's name: `Crazyhouse`,
    /// `King of the Hill`, `Three-check`, ...; none for standard chess unless the record has
    /// one); `SetUp` and `FEN` when the start is not the variant's; the result: the game's
    /// outcome, else the record's while the line is the record's main line, else `*`.
    pub fn to_pgn_game(&self) -> PgnGame {
        let mut tags = if self.tags.is_empty() {
            crate::pgn::SEVEN_TAG_ROSTER
                .iter()
                .map(|(n, v)| (n.to_string(), v.to_string()))
                .collect()
        } else {
            self.tags.clone()
        };
        let variant = self.variant();
        if variant != Variant::Standard {
            set_tag(&mut tags, "Variant", variant.name());
        }
        let start = self.start().fen();
        if start != VariantPosition::new(variant).fen() {
            set_tag(&mut tags, "SetUp", "1");
            set_tag(&mut tags, "FEN", &start);
        } else if tags.iter().any(|(n, _)| n == "FEN") {
            set_tag(&mut tags, "FEN", &start);
        }
        let history = self.history();
        let result = match self.outcome() {
            Some(o) => match o.winner() {
                Some(Color::White) => PgnResult::WhiteWins,
                Some(Color::Black) => PgnResult::BlackWins,
                None => PgnResult::Draw,
            },
            None => match &self.record {
                Some(r)
                    if r.moves.len() == history.len()
                        && r.moves.iter().zip(history).all(|(a, b)| *a == b.uci) =>
                {
                    r.result
                }
                _ => PgnResult::Unknown,
            },
        };
        set_tag(&mut tags, "Result", result.as_str());
        PgnGame {
            tags,
            comments: Vec::new(),
            moves: history
                .iter()
                .map(|m| PgnNode {
                    san: SanText::new(&m.san),
                    ..PgnNode::default()
                })
                .collect(),
            result: Some(result),
        }
    }

    /// The game as PGN text ([`VariantGame::to_pgn_game`] written by the crate's writer).
    pub fn to_pgn(&self, options: &PgnWriteOptions) -> String {
        self.to_pgn_game().to_pgn(options)
    }

    /// What the reader took leniently in the record the game was read from
    /// ([`VariantGame::from_pgn`], [`read_variant_games`]), in the order of the text: a tag value
    /// with unescaped quotes, a result spelled otherwise
    /// ([`crate::game::pgn::LoadPgnErrorKind::Lenient`], with the game's index, the line and
    /// column, the text as written), as the main entry's `LoadedGame::warnings` lists them: the
    /// same warnings and texts. Empty for a game not read from PGN and for one restored from a
    /// snapshot; moves played afterwards leave it as it is; a clone has it.
    pub fn warnings(&self) -> Vec<LoadPgnError> {
        self.warnings
            .iter()
            .map(|(index, w)| LoadPgnError::lenient(*index, w.clone()))
            .collect()
    }

    /// [`VariantGame::warnings`] as the reader gave them: each with the game's index in the text.
    pub fn pgn_warnings(&self) -> &[(usize, PgnWarning)] {
        &self.warnings
    }

    /// The variations of the record the game was read from that could not be played and were
    /// passed over ([`VariantPgnOptions::skip_bad_variations`]): each the error it would have
    /// been, in the order of the text, as the main entry's `LoadedGame::warnings` lists them after
    /// what was read leniently. Empty otherwise; kept as [`VariantGame::warnings`] is.
    pub fn skipped_variations(&self) -> &[VariantGameError] {
        &self.skipped
    }

    /// The first game of a PGN text, at the end of its main line.
    ///
    /// # Errors
    /// [`VariantGameError::Pgn`]: a syntax error, no game (`ERR_PGN_EMPTY`), an unknown
    /// variant, a bad FEN tag, a move that cannot be played.
    pub fn from_pgn(text: &str) -> Result<VariantGame, VariantGameError> {
        VariantGame::read_pgn(text, &VariantPgnOptions::default())
    }

    /// [`VariantGame::from_pgn`] with `options`.
    ///
    /// # Errors
    /// As [`VariantGame::from_pgn`]; a move of a variation that cannot be played only without
    /// [`VariantPgnOptions::skip_bad_variations`].
    pub fn read_pgn(
        text: &str,
        options: &VariantPgnOptions,
    ) -> Result<VariantGame, VariantGameError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut reader = PgnReader::new(text);
        let mut loader = VariantLoader::with_options(text, options);
        let empty = || VariantGameError::Pgn {
            game: 1,
            reason: "ERR_PGN_EMPTY",
            article: None,
            message: crate::game::pgn::EMPTY_TEXT.to_string(),
            at: None,
            played: None,
        };
        let game = match reader.next_game(&mut loader) {
            Some((_, read)) => read.map_err(pgn_error).and_then(|r| r)?,
            None => return Err(empty()),
        };
        // As the main entry's `read_game`: a text of comments only holds no game (a comment
        // before a game belongs to it, so none follows).
        if game.tags.is_empty() && game.moves.is_empty() && loader.result.is_none() {
            return Err(empty());
        }
        Ok(game)
    }
}

/// How [`VariantGame::read_pgn`] and [`read_variant_games_with`] read a PGN text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VariantPgnOptions {
    /// A variation with a move that cannot be played is passed over instead of failing the
    /// game (the main entry's `skipBadVariations`). The variants keep no variations either way
    /// (only the main line is played); without this, every variation's moves are checked in the
    /// variant's rules, as the main entry checks them.
    pub skip_bad_variations: bool,
}

/// Every game of a PGN text, each with its 1-based index, played as a [`VariantGame`] of the
/// variant its `[Variant]` tag names (standard chess without one): the crate's one reader with
/// [`VariantLoader`]; a game that cannot be read gives its error and reading goes on.
pub fn read_variant_games(text: &str) -> Vec<(usize, Result<VariantGame, VariantGameError>)> {
    read_variant_games_with(text, &VariantPgnOptions::default())
}

/// [`read_variant_games`] with `options`.
pub fn read_variant_games_with(
    text: &str,
    options: &VariantPgnOptions,
) -> Vec<(usize, Result<VariantGame, VariantGameError>)> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut reader = PgnReader::new(text);
    let mut loader = VariantLoader::with_options(text, options);
    let mut out = Vec::new();
    while let Some((index, read)) = reader.next_game(&mut loader) {
        out.push((index, read.map_err(pgn_error).and_then(|r| r)));
    }
    out
}

fn pgn_error(e: ParsePgnError) -> VariantGameError {
    VariantGameError::Pgn {
        game: e.game,
        reason: e.kind.code(),
        article: None,
        message: e.to_string(),
        at: Some((e.line, e.column)),
        played: None,
    }
}

/// The [`Visitor`] of the crate's PGN reader that plays each game's main line as a
/// [`VariantGame`] of the variant its tags name. It streams the movetext
/// ([`Movetext::Stream`]): the moves of the main line are kept as they come and played at the
/// game's end; then, once a game has a variation, the variations' moves are played from where
/// each starts, only to check them ([`VariantPgnOptions::skip_bad_variations`] passes that
/// over); comments and NAGs are passed over.
#[derive(Clone, Debug)]
pub struct VariantLoader<'t> {
    /// The text read (byte offsets of moves are into it), its byte order mark off.
    text: &'t str,
    /// The main line's moves as written, with their byte offsets.
    moves: Vec<(String, usize)>,
    /// The movetext's moves and variations in the order of the text, for checking the
    /// variations once the main line is played ([`check_variations`]); empty while the game
    /// has no variation.
    events: Vec<Event>,
    /// How deep in variations the reader is.
    depth: usize,
    /// Whether a variation with a move that cannot be played is passed over
    /// ([`VariantPgnOptions::skip_bad_variations`]).
    skip_bad_variations: bool,
    result: Option<PgnResult>,
    /// What the reader took leniently in the game ([`Visitor::notes`]).
    notes: Vec<PgnWarning>,
}

impl<'t> VariantLoader<'t> {
    /// A loader for the games of `text` (the text the reader reads, its byte order mark off).
    pub fn new(text: &'t str) -> VariantLoader<'t> {
        VariantLoader::with_options(text, &VariantPgnOptions::default())
    }

    /// A loader for the games of `text` read with `options`.
    pub fn with_options(text: &'t str, options: &VariantPgnOptions) -> VariantLoader<'t> {
        VariantLoader {
            text,
            moves: Vec::new(),
            events: Vec::new(),
            skip_bad_variations: options.skip_bad_variations,
            depth: 0,
            result: None,
            notes: Vec::new(),
        }
    }

    /// The 1-based line and column (in characters) of byte `at`.
    fn place(&self, at: usize) -> (usize, usize) {
        let before = self.text.get(..at).unwrap_or(self.text);
        let line_start = before.rfind(['\n', '\r']).map_or(0, |i| i + 1);
        let lines = before.matches('\n').count() + before.matches('\r').count()
            - before.matches("\r\n").count();
        (
            lines + 1,
            before.get(line_start..).map_or(0, |l| l.chars().count()) + 1,
        )
    }
}

impl Visitor for VariantLoader<'_> {
    type Output = Result<VariantGame, VariantGameError>;

    fn tags(&mut self, _: &[TagSpan<'_>]) -> Movetext {
        self.moves.clear();
        self.events.clear();
        self.depth = 0;
        self.result = None;
        self.notes.clear();
        Movetext::Stream
    }

    fn san(&mut self, san: &str, at: usize) {
        if self.depth == 0 {
            self.moves.push((san.to_string(), at));
            if !self.events.is_empty() {
                self.events.push(Event::Main);
            }
        } else {
            self.events.push(Event::Move(san.to_string(), at));
        }
    }

    fn begin_variation(&mut self) {
        // The variation replaces the main line's last move: its moves are not the line's.
        self.depth += 1;
        if self.events.is_empty() {
            // The main line's moves so far, which the variations hang from.
            self.events.resize(self.moves.len(), Event::Main);
        }
        self.events.push(Event::Begin);
    }

    fn end_variation(&mut self) {
        self.depth = self.depth.saturating_sub(1);
        self.events.push(Event::End);
    }

    fn outcome(&mut self, result: PgnResult) {
        if self.depth == 0 {
            self.result = Some(result);
        }
    }

    fn notes(&mut self, mut notes: Notes<'_>) {
        self.notes = notes.warnings();
    }

    fn end_game(&mut self, index: usize, game: Visited<'_, '_>) -> Self::Output {
        let tags: Vec<(String, String)> = game
            .tags()
            .map(|(n, v)| (n.to_string(), v.into_owned()))
            .collect();
        let moves = std::mem::take(&mut self.moves);
        let mut game = load(self, tags, &moves, index)?;
        game.warnings = std::mem::take(&mut self.notes)
            .into_iter()
            .map(|w| (index, w))
            .collect();
        Ok(game)
    }
}

/// Plays a record's main line (`moves`: each as written, with its byte offset).
fn load(
    loader: &VariantLoader<'_>,
    tags: Vec<(String, String)>,
    moves: &[(String, usize)],
    index: usize,
) -> Result<VariantGame, VariantGameError> {
    let fail = |reason: &'static str, message: String| VariantGameError::Pgn {
        game: index,
        reason,
        article: None,
        message,
        at: None,
        played: None,
    };
    let tag = |name: &str| {
        tags.iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    };
    let variant = match tag("Variant") {
        None => Variant::Standard,
        Some(name) => Variant::from_name(name)
            .map_err(|e| fail(e.code(), format!("game {index}: Variant tag: {e}")))?,
    };
    let mut game = match tag("FEN") {
        None => VariantGame::new(variant),
        Some(fen) => VariantGame::from_fen(variant, fen)
            .map_err(|e| fail(e.code(), format!("game {index}: FEN tag: {e}")))?,
    };
    for (ply, (san, at)) in moves.iter().enumerate() {
        let played = game.parse_move(san).and_then(|m| {
            let pos = *game.position();
            pos.play(&m).map(|_| m)
        });
        match played {
            // A record's move: played past a draw the game would have ended at.
            Ok(m) => {
                game.push(&m)?;
            }
            Err(e) => {
                return Err(move_error(
                    loader,
                    game.position(),
                    (san, *at),
                    ply + 1,
                    &[],
                    &e,
                    index,
                ));
            }
        }
    }
    if !loader.events.is_empty() {
        let mut check = VariationCheck {
            loader,
            main: &game.positions,
            next: 0,
            path: Vec::new(),
            index,
            skipped: Vec::new(),
        };
        check.line(None, 0)?;
        game.skipped = check.skipped;
    }
    let result = loader
        .result
        .or_else(|| tag("Result").and_then(PgnResult::from_token));
    game.record = result.map(|result| Record {
        result,
        moves: game.moves.iter().map(|m| m.uci.clone()).collect(),
    });
    game.tags = tags;
    Ok(game)
}

/// A move or a variation's bounds in a record's movetext ([`VariantLoader`]).
#[derive(Clone, Debug, PartialEq, Eq)]
enum Event {
    /// The next move of the main line (played by [`load`]).
    Main,
    /// A move inside a variation, as written, with its byte offset.
    Move(String, usize),
    /// A variation opens: it replaces the last move of the line it is in.
    Begin,
    /// The variation closes.
    End,
}

/// Checks the variations of a record, as the main entry's reader checks them: each is played in
/// the variant's rules from the position before the move it replaces.
struct VariationCheck<'a, 't> {
    loader: &'a VariantLoader<'t>,
    /// The main line's positions, the start first.
    main: &'a [VariantPosition],
    /// The next event of `loader.events` to read.
    next: usize,
    /// The variation being read, `(ply, number)` for each level (as the main entry's message
    /// names it: `variation 1 at ply 3`).
    path: Vec<(usize, usize)>,
    /// The game's index in the text.
    index: usize,
    /// The variations passed over ([`VariantPgnOptions::skip_bad_variations`]).
    skipped: Vec<VariantGameError>,
}

impl VariationCheck<'_, '_> {
    /// Checks a line to its end: the main line when `start` is `None`, else a variation that
    /// starts at `start` after `ply` plies. A variation with a move that cannot be played is
    /// the error, or with `skip_bad_variations` is noted in `skipped` and passed over.
    fn line(
        &mut self,
        start: Option<VariantPosition>,
        mut ply: usize,
    ) -> Result<(), VariantGameError> {
        let mut now = start;
        let mut before: Option<VariantPosition> = None;
        let mut count = 0;
        while let Some(event) = self.loader.events.get(self.next) {
            self.next += 1;
            match event {
                Event::Main => {
                    before = self.main.get(ply).copied();
                    ply += 1;
                    count = 0;
                }
                Event::Move(san, at) => {
                    let Some(pos) = now else { continue };
                    match pos.parse_move(san).and_then(|m| pos.play(&m)) {
                        Ok(after) => {
                            before = Some(pos);
                            now = Some(after);
                            ply += 1;
                            count = 0;
                        }
                        Err(e) => {
                            return Err(move_error(
                                self.loader,
                                &pos,
                                (san, *at),
                                ply + 1,
                                &self.path,
                                &e,
                                self.index,
                            ));
                        }
                    }
                }
                Event::Begin => {
                    count += 1;
                    // The reader refuses a variation before any move (a syntax error), so one
                    // precedes it here.
                    self.path.push((ply, count));
                    let checked = self.line(before, ply.saturating_sub(1));
                    self.path.pop();
                    if let Err(e) = checked {
                        if !self.loader.skip_bad_variations {
                            return Err(e);
                        }
                        self.skipped.push(e);
                        self.pass_variation();
                    }
                }
                Event::End => return Ok(()),
            }
        }
        Ok(())
    }

    /// Passes over the rest of the variation whose move failed, to its end.
    fn pass_variation(&mut self) {
        let mut depth = 1;
        while let Some(event) = self.loader.events.get(self.next) {
            self.next += 1;
            match event {
                Event::Begin => depth += 1,
                Event::End => {
                    depth -= 1;
                    if depth == 0 {
                        return;
                    }
                }
                _ => {}
            }
        }
    }
}

/// The `ERR_INVALID_PGN` of a record's move (`san` as read, at byte `at`) that cannot be played
/// in `pos` at ply `ply`, inside the variation `path` (empty on the main line), as the main
/// entry words it: the word as written when it is more than the SAN, and the article of the
/// rule broken (an illegal move's as `applyMove` gives it).
fn move_error(
    loader: &VariantLoader<'_>,
    pos: &VariantPosition,
    (san, at): (&str, usize),
    ply: usize,
    path: &[(usize, usize)],
    e: &VariantError,
    index: usize,
) -> VariantGameError {
    let (line, column) = loader.place(at);
    let san = crate::util::quote::quote(san);
    let written = crate::pgn::written_at(loader.text.as_bytes(), at)
        .filter(|w| crate::game::pgn::more_than_san(w, &san))
        .map(|w| format!(", written {}", crate::util::quote::quoted(&w)))
        .unwrap_or_default();
    let article = match e {
        VariantError::IllegalMove(_) => pos
            .explain_text(&san)
            .ok()
            .and_then(Result::err)
            .and_then(|r| r.illegal_move_article()),
        e => e.article(),
    };
    let variation = if path.is_empty() {
        String::new()
    } else {
        let levels: Vec<String> = path
            .iter()
            .map(|(at, number)| format!("{number} at ply {at}"))
            .collect();
        format!(": variation {}", levels.join(" > "))
    };
    VariantGameError::Pgn {
        game: index,
        reason: e.code(),
        article,
        message: format!(
            "game {index}, line {line}, column {column}{variation}: ply {ply} ({san}{written}): {}",
            e.move_message(),
        ),
        at: Some((line, column)),
        played: Some((ply, san)),
    }
}
