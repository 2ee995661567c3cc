//! A game: the start position, the moves played with their SAN, undo/redo and jumps to any
//! ply, and the ways a game ends (FIDE Art. 5 and 9).
//!
//! # The line and the current ply
//! A [`Game`] keeps one *line* of moves from its start position and a *current ply* on it
//! (0 = the start). [`Game::undo`] and [`Game::goto`] move the current ply back without
//! forgetting the moves after it; [`Game::redo`] steps forward again. Playing a move when the
//! current ply is not the end of the line cuts the line there first (the redo moves are
//! dropped), as does a draw claim. The position after every ply of the line is kept, so
//! [`Game::goto`], [`Game::fen_at`] and the repetition checks never replay moves.
//!
//! # How a game ends
//! *Automatically*, checked in this order on the current position: checkmate (Art. 5.1.1),
//! stalemate (5.2.1), insufficient material (5.2.2), another dead position (5.2.2), the same
//! position for the fifth time (9.6.1), 75 moves by each player without a pawn move or a
//! capture (9.6.2; a checkmate on the last of them comes first). Moves are then refused with
//! [`GameError::GameOver`], except by [`Game::play_recorded`], which replays records from
//! servers that let play go on (the game still counts as ended where the Laws say).
//!
//! *On a claim* (never automatically): threefold repetition (9.2) and the 50-move rule (9.3),
//! with [`Game::claim_draw`] when the claim is valid now, or [`Game::claim_draw_with_move`]
//! when the player's next move makes it valid (9.2.1.1, 9.3.1: the player writes the move
//! and claims).
//!
//! # Null moves
//! [`Game::play_null`] (and `--`, `Z0` or `0000` given to [`Game::play_str`] without strict)
//! plays a null move: the side to move passes, as analysis records and databases write it (see
//! [`crate::notation`]). It is recorded with SAN `--` and UCI `0000` and no [`Move`]
//! ([`PlayedMove::mv`] is `None`), undone and redone like a move, and the clocks and the
//! repetition history go on across it as across any move: the halfmove clock goes up by one,
//! and a position reached again counts as a repetition. It is refused in check (Art. 3.9.2)
//! and once the game is over, and it is never among [`Game::legal_moves`] nor a move to claim
//! a draw with.
//!
//! # Repetition (Art. 9.2.2; numbered 9.2.3 in some earlier editions)
//! Two positions are the same when the same player has the move, the same pieces stand on
//! the same squares, the castling rights are the same, and the en-passant square is the same
//! where it counts only when an en-passant capture is actually legal
//! ([`Position::legal_ep_square`]).

use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::castling::CastlingMode;
use crate::color::Color;
use crate::fen::{self, CastlingNotation, FenError, FenOptions, quote};
use crate::moves::{Move, MoveList};
use crate::notation::{self, MoveInputError, MoveOrNull};
use crate::position::Position;
use crate::san::SanPlus;
use crate::square::Square;
use crate::uci::{self, Uci};
use core::fmt;

/// How a game ended. Each has a stable snake_case name ([`Termination::name`]) and its FIDE
/// article ([`Termination::article`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Termination {
    /// The side to move is checkmated (`checkmate`, Art. 5.1.1).
    Checkmate,
    /// The side to move has no legal move and is not in check (`stalemate`, Art. 5.2.1).
    Stalemate,
    /// Neither side has material to mate (`insufficient_material`, Art. 5.2.2).
    InsufficientMaterial,
    /// No series of legal moves can end in mate, for a reason beyond material alone
    /// (`dead_position`, Art. 5.2.2).
    DeadPosition,
    /// The same position appeared for at least the fifth time (`fivefold_repetition`,
    /// Art. 9.6.1).
    FivefoldRepetition,
    /// 75 moves by each player without a pawn move or a capture (`seventyfive_moves`,
    /// Art. 9.6.2).
    SeventyFiveMoves,
    /// Claimed: the same position for at least the third time (`threefold_repetition`,
    /// Art. 9.2).
    ThreefoldRepetition,
    /// Claimed: 50 moves by each player without a pawn move or a capture (`fifty_moves`,
    /// Art. 9.3).
    FiftyMoves,
}

impl Termination {
    /// Every termination, in the order the automatic ones are checked, then the claims.
    pub const ALL: [Termination; 8] = [
        Termination::Checkmate,
        Termination::Stalemate,
        Termination::InsufficientMaterial,
        Termination::DeadPosition,
        Termination::FivefoldRepetition,
        Termination::SeventyFiveMoves,
        Termination::ThreefoldRepetition,
        Termination::FiftyMoves,
    ];

    /// The stable snake_case name: `checkmate`, `stalemate`, `insufficient_material`,
    /// `dead_position`, `fivefold_repetition`, `seventyfive_moves`, `threefold_repetition`,
    /// `fifty_moves`.
    pub const fn name(self) -> &'static str {
        match self {
            Termination::Checkmate => "checkmate",
            Termination::Stalemate => "stalemate",
            Termination::InsufficientMaterial => "insufficient_material",
            Termination::DeadPosition => "dead_position",
            Termination::FivefoldRepetition => "fivefold_repetition",
            Termination::SeventyFiveMoves => "seventyfive_moves",
            Termination::ThreefoldRepetition => "threefold_repetition",
            Termination::FiftyMoves => "fifty_moves",
        }
    }

    /// Reads a name written by [`Termination::name`].
    pub fn from_name(name: &str) -> Option<Termination> {
        Termination::ALL.into_iter().find(|t| t.name() == name)
    }

    /// The FIDE article: `5.1.1`, `5.2.1`, `5.2.2`, `5.2.2`, `9.6.1`, `9.6.2`, `9.2`, `9.3`.
    pub const fn article(self) -> &'static str {
        match self {
            Termination::Checkmate => "5.1.1",
            Termination::Stalemate => "5.2.1",
            Termination::InsufficientMaterial | Termination::DeadPosition => "5.2.2",
            Termination::FivefoldRepetition => "9.6.1",
            Termination::SeventyFiveMoves => "9.6.2",
            Termination::ThreefoldRepetition => "9.2",
            Termination::FiftyMoves => "9.3",
        }
    }

    /// True for the draws that need a claim (threefold repetition, 50 moves).
    pub const fn is_claim(self) -> bool {
        matches!(
            self,
            Termination::ThreefoldRepetition | Termination::FiftyMoves
        )
    }
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The result of a finished game: the winner (`None` for a draw) and how it ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The side that won, `None` for a draw.
    pub winner: Option<Color>,
    /// How the game ended.
    pub termination: Termination,
}

impl Outcome {
    /// A draw by `termination`.
    pub const fn draw(termination: Termination) -> Outcome {
        Outcome {
            winner: None,
            termination,
        }
    }

    /// The PGN result: `1-0`, `0-1` or `1/2-1/2`.
    pub const fn result(&self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(color) => write!(f, "{color} wins by {}", self.termination),
            None => write!(f, "draw by {}", self.termination),
        }
    }
}

/// The draws a player may claim (FIDE Art. 9.2 and 9.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawClaim {
    /// The same position for at least the third time (Art. 9.2).
    ThreefoldRepetition,
    /// The last 50 moves by each player without a pawn move or a capture (Art. 9.3).
    FiftyMoves,
}

impl DrawClaim {
    /// The termination a successful claim gives.
    pub const fn termination(self) -> Termination {
        match self {
            DrawClaim::ThreefoldRepetition => Termination::ThreefoldRepetition,
            DrawClaim::FiftyMoves => Termination::FiftyMoves,
        }
    }

    /// The stable name: `threefold_repetition` or `fifty_moves`.
    pub const fn name(self) -> &'static str {
        self.termination().name()
    }

    /// Reads `threefold_repetition` or `fifty_moves`.
    pub fn from_name(name: &str) -> Option<DrawClaim> {
        [DrawClaim::ThreefoldRepetition, DrawClaim::FiftyMoves]
            .into_iter()
            .find(|c| c.name() == name)
    }
}

/// Why a game operation failed. The game is unchanged after every error. Each variant has a
/// stable code ([`GameError::code`]); messages are lowercase.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The start FEN cannot be read or is not a legal position (`ERR_INVALID_FEN`); the inner
    /// error lists every problem with its own code.
    InvalidFen(FenError),
    /// The move cannot be played: not SAN or UCI, not strict SAN, illegal, ambiguous, a
    /// promotion without its piece, or a null move where it is refused. The code is the inner
    /// error's (`ERR_INVALID_MOVE`, `ERR_NOT_STRICT_SAN`, `ERR_ILLEGAL_MOVE`,
    /// `ERR_AMBIGUOUS_MOVE`, `ERR_PROMOTION_REQUIRED`, `ERR_NULL_MOVE`).
    Move(MoveInputError),
    /// The game is over at the current ply (`ERR_GAME_OVER`); carries how it ended.
    GameOver(Outcome),
    /// A ply outside 0 to the last ply of the line (`ERR_PLY_OUT_OF_RANGE`).
    PlyOutOfRange {
        /// The ply asked for.
        ply: usize,
        /// The last ply of the line.
        last: usize,
    },
    /// No draw claim is valid now nor after the given move (`ERR_CLAIM_NOT_ALLOWED`,
    /// Art. 9.2, 9.3).
    ClaimNotAllowed,
    /// A claim is valid only together with a move that makes it valid: use
    /// [`Game::claim_draw_with_move`] (`ERR_CLAIM_NEEDS_MOVE`, Art. 9.2.1.1, 9.3.1).
    ClaimNeedsMove,
    /// A snapshot that does not describe a game (`ERR_INVALID_SNAPSHOT`): says which part.
    InvalidSnapshot(String),
}

impl GameError {
    /// The stable code.
    pub fn code(&self) -> &'static str {
        match self {
            GameError::InvalidFen(_) => "ERR_INVALID_FEN",
            GameError::Move(e) => e.code(),
            GameError::GameOver(_) => "ERR_GAME_OVER",
            GameError::PlyOutOfRange { .. } => "ERR_PLY_OUT_OF_RANGE",
            GameError::ClaimNotAllowed => "ERR_CLAIM_NOT_ALLOWED",
            GameError::ClaimNeedsMove => "ERR_CLAIM_NEEDS_MOVE",
            GameError::InvalidSnapshot(_) => "ERR_INVALID_SNAPSHOT",
        }
    }

    /// The FIDE article, where one applies.
    pub fn article(&self) -> Option<&'static str> {
        match self {
            GameError::Move(e) => e.article(),
            GameError::GameOver(outcome) => Some(outcome.termination.article()),
            GameError::ClaimNotAllowed => Some("9.2, 9.3"),
            GameError::ClaimNeedsMove => Some("9.2.1.1, 9.3.1"),
            _ => None,
        }
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::InvalidFen(e) => e.fmt(f),
            GameError::Move(e) => e.fmt(f),
            GameError::GameOver(outcome) => write!(f, "the game is over: {outcome}"),
            GameError::PlyOutOfRange { ply, last } => {
                write!(
                    f,
                    "ply {ply} is out of range: the line has plies 0 to {last}"
                )
            }
            GameError::ClaimNotAllowed => f.write_str(
                "no draw can be claimed: the position has not occurred three times and 50 moves \
                 without a pawn move or capture have not been made, nor would the next move do it",
            ),
            GameError::ClaimNeedsMove => {
                f.write_str("the draw can be claimed only with the move that makes the claim valid")
            }
            GameError::InvalidSnapshot(why) => write!(f, "invalid snapshot: {why}"),
        }
    }
}

impl std::error::Error for GameError {}

/// A move as played in a game, with its notations; or a null move (see [`crate::game`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PlayedMove {
    /// The move (castling as king takes rook, see [`Move`]); `None` for a null move.
    pub mv: Option<Move>,
    /// The side that played it (that passed, for a null move).
    pub color: Color,
    /// Its SAN with `+`/`#`, e.g. `Nxe5+`, `O-O`, `e8=Q#`; `--` for a null move.
    pub san: String,
    /// Its UCI in the game's castling mode (`e1g1`, or `e1h1` in Chess960); `0000` for a null
    /// move.
    pub uci: String,
    /// Its SAN as a value, which `san` writes; `None` for a null move.
    pub san_plus: Option<SanPlus>,
}

impl PlayedMove {
    /// True for a null move (the side to move passed).
    pub fn is_null(&self) -> bool {
        self.mv.is_none()
    }
}

/// A plain, serialisable record of a [`Game`] that [`Game::from_snapshot`] restores exactly,
/// repetition history included (the positions are rebuilt from the moves).
///
/// - `start_fen`: the start position, with the en-passant square written whenever there is
///   one and Shredder-FEN castling (`HAha`) in Chess960, so nothing is lost;
/// - `chess960`: the castling mode;
/// - `moves`: the whole line in UCI (including moves after the current ply; `0000` for a null
///   move);
/// - `ply`: the current ply, 0 to `moves.len()`;
/// - `claim`: a claimed draw at the end of the line, `threefold_repetition` or `fifty_moves`;
/// - `relaxed`: the start position is one only relaxed reading accepts
///   ([`Game::from_fen_relaxed`]), so [`Game::from_snapshot`] reads `start_fen` that way.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct GameSnapshot {
    /// The start position as FEN.
    pub start_fen: String,
    /// True for Chess960 castling.
    pub chess960: bool,
    /// The whole line in UCI.
    pub moves: Vec<String>,
    /// The current ply.
    pub ply: usize,
    /// A claimed draw at the end of the line: `threefold_repetition` or `fifty_moves`.
    pub claim: Option<String>,
    /// True when the start position does not pass strict validation (an impossible check,
    /// clocks out of range): `start_fen` is then read as [`Position::from_fen_relaxed`] does.
    pub relaxed: bool,
}

/// What makes two positions the same for the repetition rule (Art. 9.2.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct RepetitionKey {
    board: Board,
    turn: Color,
    castling_rights: Bitboard,
    ep_square: Option<Square>,
}

impl RepetitionKey {
    fn of(pos: &Position) -> RepetitionKey {
        RepetitionKey {
            board: *pos.board(),
            turn: pos.turn(),
            castling_rights: pos.castling_rights(),
            ep_square: pos.legal_ep_square(),
        }
    }

    /// A 64-bit digest to compare first; equal keys have equal digests.
    fn digest(&self) -> u64 {
        let b = &self.board;
        let ep = self.ep_square.map_or(64, |sq| u64::from(sq.index()));
        let extra = ep << 1 | self.turn.index() as u64;
        [
            b.pawns().0,
            b.knights().0,
            b.bishops().0,
            b.rooks().0,
            b.queens().0,
            b.kings().0,
            b.by_color(Color::White).0,
            self.castling_rights.0,
            extra,
        ]
        .into_iter()
        .fold(0, |h, word| mix(h ^ word))
    }
}

/// The splitmix64 finaliser: spreads every input bit over the output.
const fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// A position of the line with what is derived from it once.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Node {
    pos: Position,
    key: RepetitionKey,
    digest: u64,
    /// How the game ends automatically at this position, if it does.
    end: Option<Outcome>,
    /// The first ply of the line up to this one whose position ended the game automatically
    /// (moves after it come only from [`Game::play_recorded`]).
    first_end: Option<usize>,
}

impl Node {
    fn same_position(&self, other: &Node) -> bool {
        self.digest == other.digest && self.key == other.key
    }
}

/// A game of chess from any start position (standard or Chess960): the line of moves, the
/// current ply on it, draw claims and outcomes (FIDE Art. 5 and 9). See [`crate::game`].
///
/// # Examples
/// ```
/// use chess_arbiter::game::{Game, Termination};
/// let mut game = Game::new();
/// for san in ["f3", "e5", "g4", "Qh4#"] {
///     game.play_str(san, false).unwrap();
/// }
/// let outcome = game.outcome().unwrap();
/// assert_eq!(outcome.termination, Termination::Checkmate);
/// assert_eq!(outcome.result(), "0-1");
/// assert_eq!(game.undo().unwrap().san, "Qh4#");
/// assert_eq!(game.outcome(), None);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// The start position (ply 0).
    root: Node,
    /// The positions after plies 1 to `moves.len()`: `after[i]` follows `moves[i]`.
    after: Vec<Node>,
    moves: Vec<PlayedMove>,
    ply: usize,
    /// A draw claimed at the end of the line.
    claim: Option<DrawClaim>,
    /// The legal moves of one position of the line, kept from its automatic-end test for the
    /// next move (see [`MovesAt`]).
    moves_at: Option<Box<MovesAt>>,
}

/// The legal moves of the position at `ply`: generated once per position when it is reached
/// (to see whether the game ends there) and used again to read, write and play the next move,
/// so that playing a move generates legal moves once. Boxed, so that handing it over copies a
/// pointer, not the list. Derived data: it takes no part in a game's equality.
#[derive(Clone, Default)]
struct MovesAt {
    ply: usize,
    moves: MoveList,
}

impl MovesAt {
    /// Generates the legal moves of `pos`, reached at `ply`, in place.
    fn fill(&mut self, pos: &Position, ply: usize) {
        self.ply = ply;
        self.moves.clear();
        pos.generate(&mut self.moves, Bitboard::FULL);
    }
}

impl PartialEq for MovesAt {
    fn eq(&self, _: &MovesAt) -> bool {
        true
    }
}

impl Eq for MovesAt {}

impl fmt::Debug for MovesAt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "MovesAt({})", self.ply)
    }
}

impl Default for Game {
    fn default() -> Game {
        Game::new()
    }
}

impl Game {
    /// A game from the standard starting position (Art. 2.3).
    pub fn new() -> Game {
        Game::from_position(Position::new())
    }

    /// A game from a validated position; the castling mode is the position's.
    pub fn from_position(pos: Position) -> Game {
        let mut moves_at = Box::<MovesAt>::default();
        moves_at.fill(&pos, 0);
        Game {
            root: Game::node(pos, 0, 1, None, &moves_at.moves),
            after: Vec::new(),
            moves: Vec::new(),
            ply: 0,
            claim: None,
            moves_at: Some(moves_at),
        }
    }

    /// A game from a FEN (X-FEN or Shredder-FEN castling in Chess960).
    ///
    /// # Errors
    /// [`GameError::InvalidFen`] (`ERR_INVALID_FEN`) with every problem of the FEN.
    pub fn from_fen(fen: &str, mode: CastlingMode) -> Result<Game, GameError> {
        Position::from_fen(fen, mode)
            .map(Game::from_position)
            .map_err(GameError::InvalidFen)
    }

    /// A game from a FEN read in relaxed mode ([`Position::from_fen_relaxed`]): the start may be
    /// a position that cannot arise in a game (an impossible check, impossible material), and
    /// castling rights or an en-passant square that do not fit are dropped. It must still be
    /// playable (one king each, no pawn on the first or last rank, the side not to move not in
    /// check). The game is played by the same rules as any other.
    ///
    /// # Errors
    /// [`GameError::InvalidFen`] (`ERR_INVALID_FEN`) for a FEN that does not read or is not
    /// playable.
    ///
    /// # Examples
    /// ```
    /// use chess_arbiter::{CastlingMode, Game};
    /// // Two white bishops check the black king along one diagonal: no move can do that.
    /// let fen = "B6b/8/8/8/2K5/5k2/8/b6B b - - 0 1";
    /// assert!(Game::from_fen(fen, CastlingMode::Standard).is_err());
    /// let mut game = Game::from_fen_relaxed(fen, CastlingMode::Standard).unwrap();
    /// assert_eq!(game.play_str("Ke3", false).unwrap().san, "Ke3");
    /// ```
    pub fn from_fen_relaxed(fen: &str, mode: CastlingMode) -> Result<Game, GameError> {
        Position::from_fen_relaxed(fen, mode)
            .map(Game::from_position)
            .map_err(GameError::InvalidFen)
    }

    /// The node of `pos`, reached at `ply` for the `occurrences`-th time, after a line whose
    /// first automatic end (if any) was at `first_end`; `moves` are its legal moves.
    fn node(
        pos: Position,
        ply: usize,
        occurrences: usize,
        first_end: Option<usize>,
        moves: &[Move],
    ) -> Node {
        let key = RepetitionKey::of(&pos);
        Game::node_keyed(pos, key, key.digest(), ply, occurrences, first_end, moves)
    }

    /// [`Game::node`] with the repetition key and its digest already at hand.
    fn node_keyed(
        pos: Position,
        key: RepetitionKey,
        digest: u64,
        ply: usize,
        occurrences: usize,
        first_end: Option<usize>,
        moves: &[Move],
    ) -> Node {
        let end = automatic_end(&pos, occurrences, moves);
        Node {
            digest,
            pos,
            key,
            end,
            first_end: first_end.or(end.map(|_| ply)),
        }
    }

    fn node_at(&self, ply: usize) -> Option<&Node> {
        match ply.checked_sub(1) {
            None => Some(&self.root),
            Some(i) => self.after.get(i),
        }
    }

    fn current(&self) -> &Node {
        self.node_at(self.ply).unwrap_or(&self.root)
    }

    /// The castling mode (standard or Chess960).
    pub fn mode(&self) -> CastlingMode {
        self.root.pos.mode()
    }

    /// The start position (ply 0).
    pub fn start_position(&self) -> &Position {
        &self.root.pos
    }

    /// The position at the current ply.
    pub fn position(&self) -> &Position {
        &self.current().pos
    }

    /// The position after `ply` plies of the line (0 = start), including the moves after the
    /// current ply.
    ///
    /// # Errors
    /// [`GameError::PlyOutOfRange`] past the last ply of the line.
    pub fn position_at(&self, ply: usize) -> Result<&Position, GameError> {
        self.node_at(ply)
            .map(|node| &node.pos)
            .ok_or(GameError::PlyOutOfRange {
                ply,
                last: self.moves.len(),
            })
    }

    /// The FEN at the current ply (see [`Position::fen`]).
    pub fn fen(&self) -> String {
        self.position().fen()
    }

    /// The FEN after `ply` plies of the line (0 = start).
    ///
    /// # Errors
    /// [`GameError::PlyOutOfRange`] past the last ply of the line.
    pub fn fen_at(&self, ply: usize) -> Result<String, GameError> {
        self.position_at(ply).map(Position::fen)
    }

    /// The side to move at the current ply.
    pub fn turn(&self) -> Color {
        self.position().turn()
    }

    /// The current ply: the number of moves played from the start (0 to [`Game::line_len`]).
    pub fn ply(&self) -> usize {
        self.ply
    }

    /// The number of moves in the whole line, those after the current ply included: the last
    /// ply [`Game::goto`] accepts.
    pub fn line_len(&self) -> usize {
        self.moves.len()
    }

    /// The moves played up to the current ply, first move first.
    pub fn history(&self) -> &[PlayedMove] {
        self.moves.get(..self.ply).unwrap_or(&self.moves)
    }

    /// The moves after the current ply that [`Game::redo`] replays, next first.
    pub fn redo_moves(&self) -> &[PlayedMove] {
        self.moves.get(self.ply..).unwrap_or(&[])
    }

    /// The whole line: [`Game::history`] followed by [`Game::redo_moves`].
    pub fn line(&self) -> &[PlayedMove] {
        &self.moves
    }

    /// The moves [`Game::play`] accepts now: the legal moves (Art. 3), none once the game is
    /// over.
    pub fn legal_moves(&self) -> MoveList {
        if self.outcome().is_some() {
            MoveList::new()
        } else {
            self.position().legal_moves()
        }
    }

    /// Plays a move at the current ply; moves after the current ply and a claimed draw are
    /// dropped first. Returns the move with its SAN.
    ///
    /// # Errors
    /// [`GameError::GameOver`] when the game has ended at the current ply;
    /// [`GameError::Move`] with `ERR_ILLEGAL_MOVE` when `m` is not legal here. The game is
    /// unchanged after an error.
    pub fn play(&mut self, m: &Move) -> Result<PlayedMove, GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::GameOver(outcome));
        }
        self.play_recorded(m)
    }

    /// Plays a move from a record (a PGN file, a server's game) even when the Laws ended the
    /// game automatically before it: some servers let play go on after a dead position, a
    /// fivefold repetition or 75 moves. The game still ends where the Laws say:
    /// [`Game::outcome`] and [`Game::ended_at`] report the first automatic end, and
    /// [`Game::play`] keeps refusing moves after it.
    ///
    /// # Errors
    /// [`GameError::GameOver`] after a claimed draw; [`GameError::Move`] (`ERR_ILLEGAL_MOVE`)
    /// when `m` is not legal (after a checkmate or stalemate no move is). The game is unchanged
    /// after an error.
    pub fn play_recorded(&mut self, m: &Move) -> Result<PlayedMove, GameError> {
        self.refuse_after_claim()?;
        let pos = self.current().pos;
        let list = self.take_moves();
        if !list.moves.contains(m) {
            self.moves_at = Some(list);
            return Err(GameError::Move(MoveInputError::Illegal));
        }
        let san = SanPlus::from_move(&pos, m, &list.moves);
        Ok(self.push(&pos, m, san, Some(list)).clone())
    }

    /// Reads a move in SAN (lenient, or exact with `strict`) or UCI and plays it, as
    /// [`notation::parse_move`] and [`Game::play`] do; without `strict`, `--`, `Z0` and `0000`
    /// play a null move ([`Game::play_null`]).
    ///
    /// # Errors
    /// [`GameError::GameOver`], or [`GameError::Move`] with the code of the reading error
    /// (`ERR_INVALID_MOVE`, `ERR_NOT_STRICT_SAN`, `ERR_ILLEGAL_MOVE`, `ERR_AMBIGUOUS_MOVE`,
    /// `ERR_PROMOTION_REQUIRED`; `ERR_NULL_MOVE` for a null move with `strict`,
    /// `ERR_ILLEGAL_MOVE` for one in check). The game is unchanged after an error.
    pub fn play_str(&mut self, text: &str, strict: bool) -> Result<PlayedMove, GameError> {
        self.play_text(text, strict).cloned()
    }

    /// [`Game::play_str`], giving the move played by reference (its notations are not copied).
    ///
    /// # Errors
    /// As [`Game::play_str`].
    pub fn play_text(&mut self, text: &str, strict: bool) -> Result<&PlayedMove, GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::GameOver(outcome));
        }
        self.play_text_recorded(text, strict)
    }

    /// [`Game::play_recorded`] (or [`Game::play_null_recorded`]) with the move read as in
    /// [`Game::play_str`].
    ///
    /// # Errors
    /// As [`Game::play_str`], except that an automatic end does not stop the move.
    pub fn play_str_recorded(&mut self, text: &str, strict: bool) -> Result<PlayedMove, GameError> {
        self.play_text_recorded(text, strict).cloned()
    }

    /// [`Game::play_str_recorded`], giving the move played by reference.
    fn play_text_recorded(&mut self, text: &str, strict: bool) -> Result<&PlayedMove, GameError> {
        // The legal moves, generated when this position was reached, serve to read the text,
        // to write its SAN and to play it.
        let pos = self.current().pos;
        let list = self.take_moves();
        let read = notation::read_move_or_null_in(&pos, &list.moves, text, strict);
        let (m, san) = match read {
            Ok((MoveOrNull::Move(m), san)) => match self.refuse_after_claim() {
                Ok(()) => (m, san),
                Err(e) => {
                    self.moves_at = Some(list);
                    return Err(e);
                }
            },
            Ok((MoveOrNull::Null, _)) => {
                self.moves_at = Some(list);
                return self.pass_recorded();
            }
            Err(e) => {
                self.moves_at = Some(list);
                return Err(GameError::Move(e));
            }
        };
        let san = san.unwrap_or_else(|| SanPlus::from_move(&pos, &m, &list.moves));
        Ok(self.push(&pos, &m, san, Some(list)))
    }

    /// The legal moves of the current position: kept from when it was reached, or generated.
    fn take_moves(&mut self) -> Box<MovesAt> {
        match self.moves_at.take() {
            Some(list) if list.ply == self.ply => list,
            other => {
                let mut list = other.unwrap_or_default();
                list.fill(&self.current().pos, self.ply);
                list
            }
        }
    }

    /// Plays a null move at the current ply: the side to move passes (see [`crate::game`]).
    /// Moves after the current ply and a claimed draw are dropped first. Returns the record,
    /// with SAN `--` and UCI `0000`.
    ///
    /// # Errors
    /// [`GameError::GameOver`] when the game has ended at the current ply;
    /// [`GameError::Move`] with [`MoveInputError::NullMoveInCheck`] (`ERR_ILLEGAL_MOVE`,
    /// Art. 3.9.2) when the side to move is in check. The game is unchanged after an error.
    ///
    /// # Examples
    /// ```
    /// use chess_arbiter::Game;
    /// let mut game = Game::new();
    /// assert_eq!(game.play_null().unwrap().san, "--");
    /// assert_eq!(game.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1");
    /// ```
    pub fn play_null(&mut self) -> Result<PlayedMove, GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::GameOver(outcome));
        }
        self.play_null_recorded()
    }

    /// [`Game::play_null`] from a record, as [`Game::play_recorded`] plays moves: after a dead
    /// position, a fivefold repetition or 75 moves too, while the game still ends where the Laws
    /// say.
    ///
    /// # Errors
    /// [`GameError::GameOver`] after a claimed draw, a checkmate or a stalemate;
    /// [`GameError::Move`] with [`MoveInputError::NullMoveInCheck`] in check. The game is
    /// unchanged after an error.
    pub fn play_null_recorded(&mut self) -> Result<PlayedMove, GameError> {
        self.pass_recorded().cloned()
    }

    /// [`Game::play_null_recorded`], giving the null move by reference.
    fn pass_recorded(&mut self) -> Result<&PlayedMove, GameError> {
        self.refuse_after_claim()?;
        let node = self.current();
        let no_moves = node.end.filter(|o| {
            matches!(
                o.termination,
                Termination::Checkmate | Termination::Stalemate
            )
        });
        if let Some(outcome) = no_moves {
            return Err(GameError::GameOver(outcome));
        }
        let pos = node.pos;
        let after = pos
            .null_move()
            .ok_or(GameError::Move(MoveInputError::NullMoveInCheck))?;
        let played = PlayedMove {
            mv: None,
            color: pos.turn(),
            san: "--".to_string(),
            uci: Uci::Null.to_string(),
            san_plus: None,
        };
        Ok(self.append(after, played, None))
    }

    /// Appends `m`, legal in `pos` (the current position), written `san`; `list` is a list to
    /// generate the next position's legal moves into.
    fn push(
        &mut self,
        pos: &Position,
        m: &Move,
        san: SanPlus,
        list: Option<Box<MovesAt>>,
    ) -> &PlayedMove {
        let played = PlayedMove {
            mv: Some(*m),
            color: pos.turn(),
            san: san.to_string(),
            uci: uci::to_uci(m, pos.mode()),
            san_plus: Some(san),
        };
        self.append(pos.play_unchecked(m), played, list)
    }

    /// Cuts the line at the current ply and appends `played`, which leads to `after`; `list`
    /// is a list to generate the legal moves of `after` into (a new one when `None`).
    fn append(
        &mut self,
        after: Position,
        played: PlayedMove,
        list: Option<Box<MovesAt>>,
    ) -> &PlayedMove {
        self.truncate();
        let first_end = self.current().first_end;
        // Once the game has ended automatically (a record played on past it), the count of
        // earlier occurrences decides nothing (the first end stands), and it would cost a scan
        // of the whole line per move: a record of 40,000 plies past the end took 22 s.
        // `repetitions()` still counts them when asked.
        let key = RepetitionKey::of(&after);
        let digest = key.digest();
        let occurrences = if first_end.is_some() {
            1
        } else {
            1 + self.earlier_occurrences(self.ply + 1, &after, &key, digest)
        };
        let mut list = list.or_else(|| self.moves_at.take()).unwrap_or_default();
        list.fill(&after, self.ply + 1);
        self.after.push(Game::node_keyed(
            after,
            key,
            digest,
            self.ply + 1,
            occurrences,
            first_end,
            &list.moves,
        ));
        self.moves_at = Some(list);
        self.moves.push(played);
        self.ply += 1;
        &self.moves[self.ply - 1]
    }

    /// [`GameError::GameOver`] when a draw was claimed at the current ply (the end of the line):
    /// no move, recorded or not, follows a claim.
    fn refuse_after_claim(&self) -> Result<(), GameError> {
        match self.claim.filter(|_| self.ply == self.moves.len()) {
            Some(claim) => Err(GameError::GameOver(Outcome::draw(claim.termination()))),
            None => Ok(()),
        }
    }

    /// Cuts the line at the current ply and drops a claim.
    fn truncate(&mut self) {
        self.moves.truncate(self.ply);
        self.after.truncate(self.ply);
        self.claim = None;
    }

    /// Goes one ply back and returns the move taken back; `None` at the start.
    pub fn undo(&mut self) -> Option<PlayedMove> {
        let i = self.ply.checked_sub(1)?;
        let m = self.moves.get(i)?.clone();
        self.ply = i;
        Some(m)
    }

    /// Replays the next move of the line and returns it; `None` at the end of the line.
    pub fn redo(&mut self) -> Option<PlayedMove> {
        let m = self.moves.get(self.ply)?.clone();
        self.ply += 1;
        Some(m)
    }

    /// Jumps to `ply` (0 = start, up to [`Game::line_len`]); the line is kept.
    ///
    /// # Errors
    /// [`GameError::PlyOutOfRange`] (`ERR_PLY_OUT_OF_RANGE`) past the end of the line.
    pub fn goto(&mut self, ply: usize) -> Result<(), GameError> {
        if ply > self.moves.len() {
            return Err(GameError::PlyOutOfRange {
                ply,
                last: self.moves.len(),
            });
        }
        self.ply = ply;
        Ok(())
    }

    /// Counts the positions at plies before `ply` (stepping back two plies at a time, as far
    /// as the halfmove clock of `pos` reaches: no position repeats across a pawn move or a
    /// capture) that are the same as `pos` (Art. 9.2.2).
    fn earlier_occurrences(
        &self,
        ply: usize,
        pos: &Position,
        key: &RepetitionKey,
        digest: u64,
    ) -> usize {
        self.same_plies(ply, pos.halfmoves(), |node| {
            node.digest == digest && node.key == *key
        })
        .count()
    }

    /// The plies `ply - 2`, `ply - 4`, ... no further back than `window` plies, whose node
    /// passes `same`.
    fn same_plies<'a>(
        &'a self,
        ply: usize,
        window: u32,
        same: impl Fn(&Node) -> bool + 'a,
    ) -> impl Iterator<Item = usize> + 'a {
        let window = usize::try_from(window).unwrap_or(usize::MAX).min(ply);
        let first = ply - window;
        (first..ply)
            .rev()
            .skip(1)
            .step_by(2)
            .filter(move |&q| self.node_at(q).is_some_and(&same))
    }

    /// The plies (ascending, the current one last) at which the current position occurred, as
    /// FIDE Art. 9.2.2 compares positions.
    pub fn repetitions(&self) -> Vec<usize> {
        let current = self.current();
        let mut plies: Vec<usize> = self
            .same_plies(self.ply, current.pos.halfmoves(), |node| {
                node.same_position(current)
            })
            .collect();
        plies.reverse();
        plies.push(self.ply);
        plies
    }

    /// How often the current position has occurred (at least 1).
    pub fn repetition_count(&self) -> usize {
        self.repetitions().len()
    }

    /// True when the current position has occurred at least three times (Art. 9.2.1.2): a
    /// draw may be claimed, it is not automatic.
    pub fn is_threefold_repetition(&self) -> bool {
        self.repetition_count() >= 3
    }

    /// True when the current position has occurred at least five times: the game is drawn
    /// (Art. 9.6.1).
    pub fn is_fivefold_repetition(&self) -> bool {
        self.repetition_count() >= 5
    }

    /// True when the last 50 moves by each player were made without a pawn move or a capture
    /// (halfmove clock at least 100): a draw may be claimed (Art. 9.3.2).
    pub fn is_fifty_moves(&self) -> bool {
        self.position().halfmoves() >= 100
    }

    /// True when the last 75 moves by each player were made without a pawn move or a capture
    /// (halfmove clock at least 150) and the last move did not checkmate: the game is drawn
    /// (Art. 9.6.2).
    pub fn is_seventyfive_moves(&self) -> bool {
        self.position().halfmoves() >= 150 && !self.position().is_checkmate()
    }

    /// True when the side to move is in check (Art. 3.9.1).
    pub fn is_check(&self) -> bool {
        self.position().is_check()
    }

    /// True when the side to move is checkmated (Art. 5.1.1).
    pub fn is_checkmate(&self) -> bool {
        self.position().is_checkmate()
    }

    /// True when the side to move is stalemated (Art. 5.2.1).
    pub fn is_stalemate(&self) -> bool {
        self.position().is_stalemate()
    }

    /// See [`Position::is_insufficient_material`] (Art. 5.2.2).
    pub fn is_insufficient_material(&self) -> bool {
        self.position().is_insufficient_material()
    }

    /// See [`Position::has_insufficient_material`] (Art. 6.9).
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        self.position().has_insufficient_material(color)
    }

    /// See [`Position::is_dead_position`] (Art. 5.2.2).
    pub fn is_dead_position(&self) -> bool {
        self.position().is_dead_position()
    }

    /// How the game ended at the current ply, or `None` while it goes on: the first
    /// automatic end at or before the current ply (see [`crate::game`] for the order, and
    /// [`Game::ended_at`] for where), or a claimed draw at the end of the line.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(end) = self.ended_at().and_then(|ply| self.node_at(ply)?.end) {
            return Some(end);
        }
        match self.claim {
            Some(claim) if self.ply == self.moves.len() => Some(Outcome::draw(claim.termination())),
            _ => None,
        }
    }

    /// The ply at which the game ended automatically, at or before the current ply: the
    /// current ply itself unless moves were added with [`Game::play_recorded`] after the end.
    pub fn ended_at(&self) -> Option<usize> {
        self.current().first_end
    }

    /// True when [`Game::outcome`] is not `None`.
    pub fn is_game_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// The claim valid now on the current position, threefold repetition first.
    fn claim_now(&self) -> Option<DrawClaim> {
        if self.is_threefold_repetition() {
            Some(DrawClaim::ThreefoldRepetition)
        } else if self.is_fifty_moves() {
            Some(DrawClaim::FiftyMoves)
        } else {
            None
        }
    }

    /// The claim that playing `m` (legal now) would make valid, threefold repetition first.
    fn claim_after(&self, m: &Move) -> Option<DrawClaim> {
        let after = self.position().play_unchecked(m);
        let key = RepetitionKey::of(&after);
        if 1 + self.earlier_occurrences(self.ply + 1, &after, &key, key.digest()) >= 3 {
            Some(DrawClaim::ThreefoldRepetition)
        } else if after.halfmoves() >= 100 {
            Some(DrawClaim::FiftyMoves)
        } else {
            None
        }
    }

    /// The legal moves that would make a draw claim valid (Art. 9.2.1.1, 9.3.1), each with the
    /// claim it allows; empty once the game is over. Only moves that are neither pawn moves
    /// nor captures can qualify, so the others are skipped.
    pub fn draw_claim_moves(&self) -> Vec<(Move, DrawClaim)> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        let pos = self.position();
        let fifty = pos.halfmoves() >= 99;
        if !fifty && !self.could_repeat_three_times() {
            return Vec::new();
        }
        pos.legal_moves()
            .iter()
            .filter(|m| !m.is_zeroing())
            .filter_map(|m| self.claim_after(m).map(|claim| (*m, claim)))
            .collect()
    }

    /// True when some position with the other side to move already occurred twice within
    /// the reach of a move that is neither a pawn move nor a capture: a cheap test before
    /// trying every move.
    fn could_repeat_three_times(&self) -> bool {
        let window = self.position().halfmoves().saturating_add(1);
        let plies: Vec<usize> = self.same_plies(self.ply + 1, window, |_| true).collect();
        plies.iter().enumerate().any(|(i, &a)| {
            let (Some(na), Some(rest)) = (self.node_at(a), plies.get(i + 1..)) else {
                return false;
            };
            rest.iter()
                .any(|&b| self.node_at(b).is_some_and(|nb| nb.same_position(na)))
        })
    }

    /// True when the player to move may claim a draw by repetition: the current position has
    /// occurred at least three times (Art. 9.2.1.2), or some legal move would make a position
    /// occur for the third time (Art. 9.2.1.1). False once the game is over.
    pub fn can_claim_threefold_repetition(&self) -> bool {
        self.outcome().is_none()
            && (self.is_threefold_repetition()
                || self
                    .draw_claim_moves()
                    .iter()
                    .any(|(_, c)| *c == DrawClaim::ThreefoldRepetition))
    }

    /// True when the player to move may claim a draw by the 50-move rule: 50 moves by each
    /// player without a pawn move or a capture have been made (Art. 9.3.2), or some legal move
    /// would complete them (Art. 9.3.1). False once the game is over.
    pub fn can_claim_fifty_moves(&self) -> bool {
        let halfmoves = self.position().halfmoves();
        self.outcome().is_none()
            && (halfmoves >= 100
                || (halfmoves == 99 && self.legal_moves().iter().any(|m| !m.is_zeroing())))
    }

    /// True when either claim is possible now or with a move.
    pub fn can_claim_draw(&self) -> bool {
        self.can_claim_threefold_repetition() || self.can_claim_fifty_moves()
    }

    /// Claims a draw valid on the current position (threefold repetition if both rules
    /// apply), records it and ends the game; moves after the current ply are dropped.
    ///
    /// # Errors
    /// [`GameError::GameOver`] when the game has already ended; [`GameError::ClaimNeedsMove`]
    /// when only a move would make a claim valid (use [`Game::claim_draw_with_move`]);
    /// [`GameError::ClaimNotAllowed`] otherwise. The game is unchanged after an error.
    pub fn claim_draw(&mut self) -> Result<Outcome, GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::GameOver(outcome));
        }
        match self.claim_now() {
            Some(claim) => {
                self.truncate();
                self.claim = Some(claim);
                Ok(Outcome::draw(claim.termination()))
            }
            None if self.draw_claim_moves().is_empty() => Err(GameError::ClaimNotAllowed),
            None => Err(GameError::ClaimNeedsMove),
        }
    }

    /// Plays `m` and claims the draw it makes valid (Art. 9.2.1.1, 9.3.1: the player writes
    /// the move and claims). If the move itself ends the game automatically (checkmate,
    /// fivefold repetition, 75 moves, ...) that outcome stands and no claim is recorded.
    ///
    /// # Errors
    /// [`GameError::GameOver`]; [`GameError::Move`] (`ERR_ILLEGAL_MOVE`) when `m` is not legal;
    /// [`GameError::ClaimNotAllowed`] when no claim would be valid after `m` (the move is then
    /// not played). The game is unchanged after an error.
    pub fn claim_draw_with_move(&mut self, m: &Move) -> Result<Outcome, GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::GameOver(outcome));
        }
        let pos = self.current().pos;
        let moves = pos.legal_moves();
        if !moves.contains(m) {
            return Err(GameError::Move(MoveInputError::Illegal));
        }
        let claim = self.claim_after(m).ok_or(GameError::ClaimNotAllowed)?;
        self.push(&pos, m, SanPlus::from_move(&pos, m, &moves), None);
        if let Some(outcome) = self.outcome() {
            return Ok(outcome);
        }
        self.claim = Some(claim);
        Ok(Outcome::draw(claim.termination()))
    }

    /// [`Game::claim_draw_with_move`] with the move read as in [`Game::play_str`].
    ///
    /// # Errors
    /// As [`Game::play_str`] and [`Game::claim_draw_with_move`].
    pub fn claim_draw_with_str(&mut self, text: &str, strict: bool) -> Result<Outcome, GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::GameOver(outcome));
        }
        let m = notation::parse_move(self.position(), text, strict).map_err(GameError::Move)?;
        self.claim_draw_with_move(&m)
    }

    /// The draw claimed at the end of the line, if any.
    pub fn claimed_draw(&self) -> Option<DrawClaim> {
        self.claim
    }

    /// A plain record of the game (see [`GameSnapshot`]).
    pub fn to_snapshot(&self) -> GameSnapshot {
        let chess960 = self.mode().is_chess960();
        let options = FenOptions {
            castling: if chess960 {
                CastlingNotation::Shredder
            } else {
                CastlingNotation::XFen
            },
            always_ep: true,
        };
        let start = &self.root.pos;
        GameSnapshot {
            start_fen: fen::write_with(start, options),
            chess960,
            moves: self.moves.iter().map(|m| m.uci.clone()).collect(),
            ply: self.ply,
            claim: self.claim.map(|c| c.name().to_string()),
            relaxed: Position::from_setup(&start.to_setup(), start.mode()).is_err(),
        }
    }

    /// Rebuilds a game from [`Game::to_snapshot`]'s record: the same line, positions,
    /// repetition history, current ply and claim.
    ///
    /// # Errors
    /// [`GameError::InvalidSnapshot`] (`ERR_INVALID_SNAPSHOT`) naming the part at fault: a bad
    /// start FEN, a move that is not UCI or not legal, a ply past the end of the line, or a
    /// claim that is unknown or not valid at the end of the line. Moves after an automatic end
    /// are replayed as [`Game::play_recorded`] does. The start FEN is read strictly unless
    /// `relaxed` is set.
    pub fn from_snapshot(snapshot: &GameSnapshot) -> Result<Game, GameError> {
        let mode = if snapshot.chess960 {
            CastlingMode::Chess960
        } else {
            CastlingMode::Standard
        };
        let start = if snapshot.relaxed {
            Game::from_fen_relaxed(&snapshot.start_fen, mode)
        } else {
            Game::from_fen(&snapshot.start_fen, mode)
        };
        let mut game = start.map_err(|e| GameError::InvalidSnapshot(format!("start fen: {e}")))?;
        for (i, text) in snapshot.moves.iter().enumerate() {
            let bad = |why: &dyn fmt::Display| {
                GameError::InvalidSnapshot(format!("move {} ({}): {why}", i + 1, quote(text)))
            };
            let played = match Uci::parse(text).map_err(|e| bad(&e))? {
                Uci::Null => game.play_null_recorded(),
                uci => {
                    let m = uci.to_move(game.position()).map_err(|e| bad(&e))?;
                    game.play_recorded(&m)
                }
            };
            played.map_err(|e| bad(&e))?;
        }
        if let Some(name) = &snapshot.claim {
            let claim = DrawClaim::from_name(name).ok_or_else(|| {
                GameError::InvalidSnapshot(format!("unknown claim {}", quote(name)))
            })?;
            let valid = match claim {
                DrawClaim::ThreefoldRepetition => game.is_threefold_repetition(),
                DrawClaim::FiftyMoves => game.is_fifty_moves(),
            };
            if !valid || game.outcome().is_some() {
                return Err(GameError::InvalidSnapshot(format!(
                    "the claim {name} is not valid at the end of the line"
                )));
            }
            game.claim = Some(claim);
        }
        game.goto(snapshot.ply)
            .map_err(|e| GameError::InvalidSnapshot(e.to_string()))?;
        Ok(game)
    }
}

/// How the game ends automatically at `pos`, reached for the `occurrences`-th time, in the
/// order of [`crate::game`]: checkmate, stalemate, insufficient material, dead position,
/// fivefold repetition, 75 moves.
fn automatic_end(pos: &Position, occurrences: usize, moves: &[Move]) -> Option<Outcome> {
    if moves.is_empty() {
        return Some(if pos.is_check() {
            Outcome {
                winner: Some(pos.turn().other()),
                termination: Termination::Checkmate,
            }
        } else {
            Outcome::draw(Termination::Stalemate)
        });
    }
    let termination = if pos.is_insufficient_material() {
        Termination::InsufficientMaterial
    } else if pos.is_dead_beyond_material(moves) {
        Termination::DeadPosition
    } else if occurrences >= 5 {
        Termination::FivefoldRepetition
    } else if pos.halfmoves() >= 150 {
        Termination::SeventyFiveMoves
    } else {
        return None;
    };
    Some(Outcome::draw(termination))
}
