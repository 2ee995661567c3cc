//! `Position`: a validated, playable position, and playing moves on it (FIDE Art. 3).

pub mod attacks;
pub(crate) mod board;
pub(crate) mod castling;
pub mod edit;
pub(crate) mod movegen;
pub mod perft;
pub(crate) mod setup;
pub mod validate;
pub mod zobrist;

use crate::position::board::Board;
use crate::position::castling::{CastlingMode, CastlingRights};
use crate::position::setup::Setup;
use crate::position::validate::{PositionError, Validation};
use crate::types::bitboard::Bitboard;
use crate::types::color::Color;
use crate::types::moves::{Move, MoveKind};
use crate::types::role::Role;
use crate::types::square::{Rank, Square};
use core::fmt;

/// Check, checkmate or stalemate of the side to move ([`Position::status`]); the number is the
/// one the wasm binding sends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Status {
    /// Not in check, with a legal move: play goes on.
    Play = 0,
    /// In check, with a legal move (Art. 3.9.1).
    Check = 1,
    /// In check, with no legal move (Art. 5.1.1).
    Checkmate = 2,
    /// Not in check, with no legal move (Art. 5.2.1).
    Stalemate = 3,
}

/// A position that passed validation: exactly one king per side, the side not to move not in
/// check, consistent castling rights and en-passant square (or the relaxed subset of these, see
/// [`Position::from_setup_relaxed`]). Every query and move on it is total: nothing panics.
///
/// Positions are small `Copy` values; [`Position::play`] returns a new position.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) board: Board,
    pub(crate) turn: Color,
    pub(crate) castling_rights: CastlingRights,
    pub(crate) ep_square: Option<Square>,
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: u32,
    pub(crate) mode: CastlingMode,
}

impl Default for Position {
    fn default() -> Position {
        Position::new()
    }
}

/// The first rank of each color, a1-h1 for white and a8-h8 for black.
const BACKRANK_OF: [Bitboard; 2] = [Bitboard(0xff), Bitboard(0xff << 56)];

/// The squares a move flips in each role's set.
#[derive(Default)]
struct Delta([u64; 6]);

impl Delta {
    /// Flips `mask` in the set of `role`; written as six selects so the sets stay in registers.
    #[inline(always)]
    fn add(&mut self, role: Role, mask: u64) {
        let r = role as usize;
        self.0[0] ^= if r == 0 { mask } else { 0 };
        self.0[1] ^= if r == 1 { mask } else { 0 };
        self.0[2] ^= if r == 2 { mask } else { 0 };
        self.0[3] ^= if r == 3 { mask } else { 0 };
        self.0[4] ^= if r == 4 { mask } else { 0 };
        self.0[5] ^= if r == 5 { mask } else { 0 };
    }
}

/// A move that is not legal in the position it was played on (FIDE Art. 3.10.1, 3.10.2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMoveError {
    /// The move that was refused.
    pub mv: Move,
}

impl fmt::Display for IllegalMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "illegal move: {} from {} to {} (Art. 3.10.2)",
            self.mv.role, self.mv.from, self.mv.to
        )
    }
}

impl core::error::Error for IllegalMoveError {}

impl Position {
    /// The standard starting position (FIDE Art. 2.3), white to move.
    pub fn new() -> Position {
        Position::new_in(CastlingMode::Standard)
    }

    /// The standard starting position with castling written as `mode` says (a Chess960 game
    /// may start from it: it is position 518).
    pub fn new_in(mode: CastlingMode) -> Position {
        Position::from_setup_unchecked(&Setup::standard(), mode)
    }

    /// The setup as it is, for validation to check and amend.
    pub(crate) fn from_setup_unchecked(setup: &Setup, mode: CastlingMode) -> Position {
        Position {
            board: setup.board,
            turn: setup.turn,
            castling_rights: setup.castling_rights,
            ep_square: setup.ep_square,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves,
            mode,
        }
    }

    /// Validates `setup` and makes it playable, reporting every problem at once.
    ///
    /// # Errors
    /// [`PositionError`] listing each problem with its code and squares: kings
    /// (`ERR_FEN_KINGS`), pawns on the first or last rank, the side not to move in check,
    /// impossible checks (Art. 3.10.3), castling rights without king or rook on their squares
    /// (Art. 3.8.2.1), an en-passant square that does not fit (Art. 3.7.4.1), and piece counts
    /// no game can reach. The clocks are not checked: any halfmove clock and fullmove number
    /// read (see [`crate::position::validate::clocks_note`]).
    pub fn from_setup(setup: &Setup, mode: CastlingMode) -> Result<Position, PositionError> {
        validate::validate(setup, mode, Validation::Strict)
    }

    /// Like [`Position::from_setup`] but accepts positions that cannot arise in a game, for
    /// perft suites and board editors: impossible checks and piece counts are not checked, and
    /// castling rights or an en-passant square that do not fit are dropped. It refuses only what
    /// the moves of Article 3 cannot be played from: a side without exactly one king
    /// (`ERR_FEN_KINGS`, Art. 3.9 needs one king to attack), a pawn on the first or last rank
    /// (`ERR_FEN_PAWNS_ON_BACKRANK`, Art. 3.7.1 and 3.7.5.1) and the side not to move in check
    /// (`ERR_FEN_OPPOSITE_CHECK`, Art. 3.9.2: its king could be taken).
    ///
    /// # Errors
    /// [`PositionError`] for the problems that make a position unplayable.
    pub fn from_setup_relaxed(
        setup: &Setup,
        mode: CastlingMode,
    ) -> Result<Position, PositionError> {
        validate::validate(setup, mode, Validation::Relaxed)
    }

    /// Like [`Position::from_setup_relaxed`] but a side may also have no king, for lessons on
    /// the moves of the pieces (a rook alone on the board). The pieces present move by the
    /// rules of Article 3; a side without a king is never in check (Art. 3.9 needs a king to
    /// attack): its pieces are never pinned, it cannot castle (its castling rights are
    /// dropped), and with no legal move it is stalemated, never checkmated. Two kings of one
    /// colour are still refused (`ERR_FEN_KINGS`), and so are pawns on the first or last rank
    /// and the side not to move in check. Never used unless asked for: every other reader
    /// refuses a side without a king.
    ///
    /// # Errors
    /// [`PositionError`] for the problems that make a position unplayable.
    ///
    /// # Examples
    /// ```
    /// use chess_arbiter::{CastlingMode, Position, Setup};
    /// let setup = Setup::from_fen("8/8/8/8/8/8/8/R7 w - - 0 1").unwrap();
    /// assert!(Position::from_setup(&setup, CastlingMode::Standard).is_err());
    /// let pos = Position::from_setup_lesson(&setup, CastlingMode::Standard).unwrap();
    /// assert_eq!(pos.legal_moves().len(), 14);
    /// assert!(!pos.is_check());
    /// ```
    pub fn from_setup_lesson(setup: &Setup, mode: CastlingMode) -> Result<Position, PositionError> {
        validate::validate(setup, mode, Validation::Lesson)
    }

    /// The position as an unvalidated [`Setup`].
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board,
            turn: self.turn,
            castling_rights: self.castling_rights,
            ep_square: self.ep_square,
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
        }
    }

    #[inline]
    /// The placement of the pieces.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The side to move.
    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// Rook squares with castling rights (Art. 3.8.2.1).
    #[inline]
    pub fn castling_rights(&self) -> CastlingRights {
        self.castling_rights
    }

    /// The square a pawn just passed over with a double step, whether or not en passant is
    /// possible (Art. 3.7.4.1).
    #[inline]
    pub fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    /// The en-passant square only when an en-passant capture is legal now (as FEN writers and
    /// the repetition rule, Art. 9.2.2, count it).
    pub fn legal_ep_square(&self) -> Option<Square> {
        let ep = self.ep_square?;
        let mut moves = crate::types::moves::MoveList::new();
        self.gen_en_passant(&mut moves, Bitboard::FULL);
        if moves.is_empty() { None } else { Some(ep) }
    }

    /// Halfmoves since the last capture or pawn move.
    #[inline]
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    /// The fullmove number (1 at the start, increased after black moves).
    #[inline]
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    /// The castling mode this position was loaded with (affects UCI and FEN writing only).
    #[inline]
    pub fn mode(&self) -> CastlingMode {
        self.mode
    }

    /// Switches the castling mode (only notation changes; the rules are the same).
    pub fn set_mode(&mut self, mode: CastlingMode) {
        self.mode = mode;
    }

    /// The square of the king of `color`. Validation guarantees there is one, but for a side
    /// without a king in a lesson ([`Position::from_setup_lesson`]): a1 then.
    #[inline]
    pub fn king_of(&self, color: Color) -> Square {
        (self.board.kings() & self.board.by_color(color))
            .first()
            .unwrap_or(Square::A1)
    }

    /// Pieces of the opponent giving check to the side to move (Art. 3.9.1).
    #[inline]
    pub fn checkers(&self) -> Bitboard {
        match self.board.king_of(self.turn) {
            Some(king) => self
                .board
                .attackers_to(king, self.turn.other(), self.board.occupied()),
            None => Bitboard::EMPTY, // a lesson without a king: no check (Art. 3.9)
        }
    }

    /// True when the king of the side to move is in check (Art. 3.9.1).
    #[inline]
    pub fn is_check(&self) -> bool {
        self.checkers().nonempty()
    }

    /// True when `m` (one of the legal moves) leaves the opponent's king in check (Art.
    /// 3.9.1): attacked by the moved piece (the promoted piece, or the castled rook) from its
    /// new square, or by a rook, bishop or queen whose line the move uncovers. The position
    /// after the move is not built: only its occupied squares.
    ///
    /// # Examples
    /// ```
    /// use chess_arbiter::{san, CastlingMode, Position};
    /// // Castling queenside puts the rook on d1, facing the king on d8.
    /// let pos = Position::from_fen("3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", CastlingMode::Standard).unwrap();
    /// let mut checks: Vec<String> = pos
    ///     .legal_moves()
    ///     .iter()
    ///     .filter(|m| pos.gives_check(m))
    ///     .map(|m| san::to_san_plus(&pos, m))
    ///     .collect();
    /// checks.sort();
    /// assert_eq!(checks, ["O-O-O+", "Ra8+", "Rd1+"]);
    /// ```
    pub fn gives_check(&self, m: &Move) -> bool {
        use crate::position::attacks;
        let board = &self.board;
        let us = self.turn;
        let Some(king) = board.king_of(us.other()) else {
            return false;
        };
        let from = Bitboard::from_square(m.from);
        let (piece_sq, role, occupied) = match m.kind {
            MoveKind::Castle => {
                let side = crate::types::moves::CastlingSide::of(m.from, m.to);
                let (king_to, rook_to) = (side.king_to(us), side.rook_to(us));
                let occ = (board.occupied() - from - Bitboard::from_square(m.to))
                    | Bitboard::from_square(king_to)
                    | Bitboard::from_square(rook_to);
                (rook_to, Role::Rook, occ)
            }
            MoveKind::EnPassant => {
                let taken = Square::from_coords(m.to.file(), m.from.rank());
                let occ = (board.occupied() - from - Bitboard::from_square(taken))
                    | Bitboard::from_square(m.to);
                (m.to, Role::Pawn, occ)
            }
            _ => (
                m.to,
                m.promotion.unwrap_or(m.role),
                (board.occupied() - from) | Bitboard::from_square(m.to),
            ),
        };
        let direct = match role {
            Role::Pawn => attacks::pawn_attacks(us, piece_sq),
            Role::Knight => attacks::knight_attacks(piece_sq),
            Role::Bishop => attacks::bishop_attacks(piece_sq, occupied),
            Role::Rook => attacks::rook_attacks(piece_sq, occupied),
            Role::Queen => attacks::queen_attacks(piece_sq, occupied),
            Role::King => Bitboard::EMPTY,
        };
        if direct.contains(king) {
            return true;
        }
        // Uncovered lines: our sliders other than the one that moved (when castling, the rook
        // that moved is counted above from its new square).
        let ours = board.by_color(us) - from - Bitboard::from_square(m.to);
        let rooks = ours & board.rooks_and_queens();
        let bishops = ours & board.bishops_and_queens();
        (attacks::rook_attacks(king, occupied) & rooks).nonempty()
            || (attacks::bishop_attacks(king, occupied) & bishops).nonempty()
    }

    /// Whether the side to move is in check and whether it has a legal move: the one
    /// definition of check, checkmate and stalemate that the binding sends (as its number).
    pub fn status(&self) -> Status {
        let check = self.is_check();
        match (check, self.has_legal_moves_in(check)) {
            (true, false) => Status::Checkmate,
            (true, true) => Status::Check,
            (false, false) => Status::Stalemate,
            (false, true) => Status::Play,
        }
    }

    /// True when the side to move is in check and has no legal move (Art. 5.1.1).
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && !self.has_legal_moves_in(true)
    }

    /// True when the side to move is not in check and has no legal move (Art. 5.2.1).
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && !self.has_legal_moves_in(false)
    }

    /// True when `m` is one of the legal moves.
    pub fn is_legal(&self, m: &Move) -> bool {
        self.legal_moves().contains(m)
    }

    /// Plays a legal move, returning the new position.
    ///
    /// # Errors
    /// [`IllegalMoveError`] when `m` is not among the legal moves; `self` is unchanged.
    pub fn play(&self, m: &Move) -> Result<Position, IllegalMoveError> {
        if self.is_legal(m) {
            Ok(self.play_unchecked(m))
        } else {
            Err(IllegalMoveError { mv: *m })
        }
    }

    /// Plays `m`, which must be one of [`Position::legal_moves`]; never panics, but an illegal
    /// move gives a meaningless position.
    #[inline]
    pub fn play_unchecked(&self, m: &Move) -> Position {
        self.make(m)
    }

    /// [`Position::play_unchecked`], always inlined: for perft's inner loops, where a call per
    /// move costs about a tenth of the time.
    #[inline(always)]
    pub(crate) fn make(&self, m: &Move) -> Position {
        let us = self.turn;
        let them = us.other();
        let from = 1u64 << m.from.index();
        let to = 1u64 << m.to.index();
        // What changes: squares to flip in the sets of up to four roles (`Delta`), of our
        // color and of theirs.
        let mut delta = Delta::default();
        let mut castling_rights = self.castling_rights;
        let mut ep_square = None;
        let (ours, theirs) = match m.kind {
            MoveKind::Normal => {
                // A move from or to a rook's square ends that right (Art. 3.8.2.1).
                castling_rights = castling_rights - Bitboard(from | to);
                if m.role == Role::King {
                    castling_rights &= BACKRANK_OF[them as usize];
                }
                delta.add(m.role, from | to);
                let mut theirs = 0;
                if let Some(role) = m.capture {
                    delta.add(role, to);
                    theirs = to;
                }
                if let Some(role) = m.promotion {
                    delta.add(Role::Pawn, to);
                    delta.add(role, to);
                }
                (from | to, theirs)
            }
            MoveKind::DoubleStep => {
                ep_square = Some(Square::from_index_masked(
                    (m.from.index() + m.to.index()) / 2,
                ));
                delta.add(Role::Pawn, from | to);
                (from | to, 0)
            }
            MoveKind::EnPassant => {
                let victim = 1u64 << Square::from_coords(m.to.file(), m.from.rank()).index();
                delta.add(Role::Pawn, from | to | victim);
                (from | to, victim)
            }
            MoveKind::Castle => {
                let side = crate::types::moves::CastlingSide::of(m.from, m.to);
                castling_rights &= BACKRANK_OF[them as usize];
                let king = from ^ (1u64 << side.king_to(us).index());
                let rook = to ^ (1u64 << side.rook_to(us).index());
                delta.add(Role::King, king);
                delta.add(Role::Rook, rook);
                (king ^ rook, 0)
            }
        };
        Position {
            board: self.board.toggled(&delta.0, us, ours, theirs),
            turn: them,
            castling_rights,
            ep_square,
            // The clocks stop at 4294967295 rather than wrap (a FEN may start them anywhere).
            halfmoves: if m.is_zeroing() {
                0
            } else {
                self.halfmoves.saturating_add(1)
            },
            fullmoves: self.fullmoves.saturating_add(us as u32),
            mode: self.mode,
        }
    }

    /// The colour-mirrored position: ranks mirrored, colours swapped, the other side to move,
    /// castling rights and en-passant square mirrored, the clocks kept. Every legal move of
    /// one is a legal move of the other with its squares mirrored ([`Move::mirrored`]), so
    /// any question about white here is the same question about black there.
    pub(crate) fn mirrored(&self) -> Position {
        Position {
            board: self.board.mirrored(),
            turn: self.turn.other(),
            castling_rights: self.castling_rights.flip_vertical(),
            ep_square: self.ep_square.map(Square::flip_vertical),
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
            mode: self.mode,
        }
    }

    /// Plays a null move (`--`, see [`crate::notation`]): the side to move passes, so the
    /// other side is to move, the en-passant square is cleared, the halfmove clock goes up by
    /// one and the fullmove number goes on as after any move. `None` when the side to move is in
    /// check (passing would leave the king in check, Art. 3.9.2). It is no move under the Laws
    /// (Art. 1.2): never among [`Position::legal_moves`].
    pub fn null_move(&self) -> Option<Position> {
        if self.is_check() {
            return None;
        }
        let mut pos = *self;
        pos.ep_square = None;
        pos.turn = self.turn.other();
        pos.halfmoves = self.halfmoves.saturating_add(1);
        if self.turn == Color::Black {
            pos.fullmoves = self.fullmoves.saturating_add(1);
        }
        Some(pos)
    }

    /// The piece that a pawn on `sq` would capture en passant, i.e. the double-stepped pawn.
    pub(crate) fn ep_victim(&self) -> Option<Square> {
        let ep = self.ep_square?;
        Some(Square::from_coords(
            ep.file(),
            Rank::FIFTH.relative_to(self.turn),
        ))
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({})", self.fen())
    }
}

#[cfg(test)]
mod tests {
    use crate::position::Position;
    use crate::position::castling::CastlingMode;

    const SUITE: &str = include_str!("../../../shared/data/perft/perftsuite.epd");
    const CHESS960: &str = include_str!("../../../shared/data/perft/chess960.epd");

    /// Checks `gives_check` against the position after each move, here and two plies on;
    /// returns the number of checks seen.
    fn walk(pos: &Position, depth: u32) -> usize {
        let mut checks = 0;
        for m in pos.legal_moves().iter() {
            let after = pos.play_unchecked(m);
            assert_eq!(
                pos.gives_check(m),
                after.is_check(),
                "{m:?} in {}",
                pos.fen()
            );
            checks += usize::from(after.is_check());
            if depth > 0 {
                checks += walk(&after, depth - 1);
            }
        }
        checks
    }

    #[test]
    fn gives_check_is_the_check_after_the_move() {
        for (text, mode, depth, least) in [
            (SUITE, CastlingMode::Standard, 2, 38_000),
            (CHESS960, CastlingMode::Chess960, 1, 9_800),
        ] {
            let checks: usize = text
                .lines()
                .filter_map(|l| l.split(';').next())
                .filter_map(|f| Position::from_fen_relaxed(f.trim(), mode).ok())
                .map(|p| walk(&p, depth))
                .sum();
            assert!(checks > least, "{checks} checks");
        }
    }
    /// The colour mirror (used by the dead-position analysis to ask every question about
    /// white): ranks mirrored and colours swapped, the other side to move, castling rights and
    /// en-passant square mirrored, clocks kept. Expected FEN written by hand from that
    /// definition: white's h1 right becomes black's h8 one (`k`), black's a8 right white's a1
    /// one (`Q`); the pawn that just passed d6 is now a white pawn that passed d3.
    #[test]
    fn mirrored_is_the_colour_mirror() {
        let pos = Position::from_fen(
            "r3k2r/8/8/3pP3/8/8/8/R3K2R w Kq d6 0 2",
            CastlingMode::Standard,
        )
        .expect("a legal FEN");
        let mirror = pos.mirrored();
        assert_eq!(mirror.fen(), "r3k2r/8/8/8/3Pp3/8/8/R3K2R b Qk d3 0 2");
        assert_eq!(mirror.mirrored(), pos);
        assert_eq!(
            Position::new().mirrored().fen(),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1"
        );
    }

    #[test]
    fn debug_shows_the_fen() {
        assert_eq!(
            format!("{:?}", Position::new()),
            "Position(rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1)"
        );
    }
}
