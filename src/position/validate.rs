//! The checks that turn a [`Setup`] into a playable [`Position`] (FIDE Art. 3.10.3 and the
//! conditions of Art. 3.7.4, 3.8.2.1 and 3.9), reporting every problem at once.

use crate::position::Position;
use crate::position::attacks;
use crate::position::castling::{CastlingMode, rights_of};
use crate::position::setup::Setup;
use crate::prelude::*;
use crate::types::bitboard::Bitboard;
use crate::types::color::Color;
use crate::types::moves::CastlingSide;
use crate::types::square::{File, Rank, Square};
use crate::util::msg;
use core::fmt;

/// What is wrong with a setup. Each kind has a stable code ([`ProblemKind::code`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ProblemKind {
    /// A side has no king or more than one (FIDE Art. 2.2, 3.10.3).
    Kings(Color),
    /// Pawns on the first or last rank (Art. 3.7.1, 3.7.5.1: a pawn reaching the last rank is
    /// exchanged at once; none starts on or returns to the first).
    PawnsOnBackrank,
    /// The side that just moved left its own king in check (Art. 3.9.2, 3.10.3).
    OppositeCheck,
    /// The checks on the side to move could not come from a single legal move (Art. 3.10.3):
    /// three or more checkers, two checkers on one line through the king, two checkers neither
    /// of which moves along lines, or checks inconsistent with the en-passant square.
    ImpossibleCheck,
    /// A castling right without the king on its first-rank square or without the rook on the
    /// right's square, or two rights on one side (Art. 3.8.2.1).
    CastlingRights(Color),
    /// An en-passant square that does not follow a double step: wrong rank for the side to
    /// move, no pawn that just advanced two squares, or the squares it crossed not empty
    /// (Art. 3.7.4.1).
    EnPassantSquare,
    /// More pieces than a side can have: over 16 pieces, over 8 pawns, or more promoted pieces
    /// than missing pawns (Art. 3.7.5, 3.10.3).
    PieceCount(Color),
}

impl ProblemKind {
    /// The side the problem is about, for the kinds that are about one (a side's kings,
    /// castling rights, piece count).
    pub const fn color(self) -> Option<Color> {
        match self {
            ProblemKind::Kings(c) | ProblemKind::CastlingRights(c) | ProblemKind::PieceCount(c) => {
                Some(c)
            }
            _ => None,
        }
    }

    /// The stable error code, e.g. `ERR_FEN_KINGS`.
    pub const fn code(self) -> &'static str {
        match self {
            ProblemKind::Kings(_) => "ERR_FEN_KINGS",
            ProblemKind::PawnsOnBackrank => "ERR_FEN_PAWNS_ON_BACKRANK",
            ProblemKind::OppositeCheck => "ERR_FEN_OPPOSITE_CHECK",
            ProblemKind::ImpossibleCheck => "ERR_FEN_IMPOSSIBLE_CHECK",
            ProblemKind::CastlingRights(_) => "ERR_FEN_CASTLING_RIGHTS",
            ProblemKind::EnPassantSquare => "ERR_FEN_EN_PASSANT",
            ProblemKind::PieceCount(_) => "ERR_FEN_PIECE_COUNT",
        }
    }

    /// The FIDE article the problem breaks.
    pub const fn article(self) -> &'static str {
        match self {
            ProblemKind::Kings(_) => "3.10.3",
            ProblemKind::PawnsOnBackrank => "3.7.5.1",
            ProblemKind::OppositeCheck => "3.9.2",
            ProblemKind::ImpossibleCheck => "3.10.3",
            ProblemKind::CastlingRights(_) => "3.8.2.1",
            ProblemKind::EnPassantSquare => "3.7.4.1",
            ProblemKind::PieceCount(_) => "3.10.3",
        }
    }
}

/// One problem: its kind and the squares involved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// What is wrong.
    pub kind: ProblemKind,
    /// The squares involved.
    pub squares: Bitboard,
    message: String,
}

impl Problem {
    fn new(kind: ProblemKind, squares: Bitboard, message: String) -> Problem {
        Problem {
            kind,
            squares,
            message,
        }
    }
    /// The stable code of the kind.
    pub fn code(&self) -> &'static str {
        self.kind.code()
    }
    /// The FIDE article.
    pub fn article(&self) -> &'static str {
        self.kind.article()
    }
    /// A lowercase English message naming the squares.
    pub fn message(&self) -> &str {
        &self.message
    }
    pub(crate) fn add_to_message(&mut self, text: &str) {
        self.message.push_str(text);
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// A setup that is not a legal position; lists every problem found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError {
    /// Every problem found, in a fixed order of checks.
    pub problems: Vec<Problem>,
}

impl PositionError {
    /// True when some problem has this kind.
    pub fn has(&self, kind: ProblemKind) -> bool {
        self.problems.iter().any(|p| p.kind == kind)
    }
    /// The codes of all problems, in the order found.
    pub fn codes(&self) -> Vec<&'static str> {
        self.problems.iter().map(|p| p.code()).collect()
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("illegal position: ")?;
        for (i, p) in self.problems.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            f.write_str(&p.message)?;
        }
        Ok(())
    }
}

impl core::error::Error for PositionError {}

fn names(squares: Bitboard) -> String {
    squares.map(|s| s.name()).collect::<Vec<_>>().join(", ")
}

/// The code of the warning [`clocks_note`] explains (a warning, not a problem: the position
/// stays legal).
pub const CLOCKS_WARNING: &str = "WARN_FEN_CLOCKS";

/// A note on clocks no game could show from move 1: a halfmove clock larger than the number of
/// halfmoves played since move 1 (e.g. `4 1`). Such FENs are common (puzzles, opening books,
/// test suites) and the clocks are bookkeeping, not part of the position (Art. 3.10.3), so this
/// is never an error: `validateFen` reports it as a warning (`WARN_FEN_CLOCKS`). The 50- and
/// 75-move rules read the halfmove clock as given.
///
/// # Examples
/// ```
/// use chess_arbiter::{Setup, position::validate::clocks_note};
/// let setup = Setup::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 4 1").unwrap();
/// assert_eq!(
///     clocks_note(&setup).as_deref(),
///     Some("halfmove clock 4 is more than the 0 halfmoves played before move 1 with white to move")
/// );
/// assert_eq!(clocks_note(&Setup::standard()), None);
/// ```
pub fn clocks_note(setup: &Setup) -> Option<String> {
    let played = u64::from(setup.fullmoves.max(1) - 1) * 2 + setup.turn as u64;
    (u64::from(setup.halfmoves) > played).then(|| {
        msg!(
            "halfmove clock ",
            setup.halfmoves,
            " is more than the ",
            played,
            " halfmoves played before move ",
            setup.fullmoves,
            " with ",
            setup.turn,
            " to move"
        )
    })
}

/// How strictly a setup is checked before it is played on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Validation {
    /// A legal position of a game ([`Position::from_setup`]).
    #[default]
    Strict,
    /// A playable position that need not arise in a game ([`Position::from_setup_relaxed`]).
    Relaxed,
    /// As [`Validation::Relaxed`], and a side may also have no king, for lessons on the moves
    /// of the pieces ([`Position::from_setup_lesson`]).
    Lesson,
}

pub(crate) fn validate(
    setup: &Setup,
    mode: CastlingMode,
    level: Validation,
) -> Result<Position, PositionError> {
    let relaxed = level != Validation::Strict;
    let kingless_ok = level == Validation::Lesson;
    let board = &setup.board;
    let mut problems = Vec::new();
    let mut pos = Position::from_setup_unchecked(setup, mode);
    pos.castling_rights = setup.castling_rights & Bitboard::BACKRANKS;
    if (setup.castling_rights - Bitboard::BACKRANKS).nonempty() {
        let squares = setup.castling_rights - Bitboard::BACKRANKS;
        let color = if (squares & Bitboard(0xffff_ffff)).nonempty() {
            Color::White
        } else {
            Color::Black
        };
        if !relaxed {
            problems.push(Problem::new(
                ProblemKind::CastlingRights(color),
                squares,
                msg!(
                    "castling rights on ",
                    names(squares),
                    " are not on a first rank"
                ),
            ));
        }
    }

    // Kings (in a lesson a side may have none: no check rule applies to it).
    let mut kings_ok = true;
    for color in Color::ALL {
        let kings = board.kings() & board.by_color(color);
        if kings.count() != 1 && !(kingless_ok && kings.is_empty()) {
            kings_ok = false;
            let message = if kings.is_empty() {
                msg!(color, " has no king")
            } else {
                msg!(color, " has ", kings.count(), " kings (", names(kings), ")")
            };
            problems.push(Problem::new(ProblemKind::Kings(color), kings, message));
        }
    }

    // Pawns on the first or last rank.
    let backrank_pawns = board.pawns() & Bitboard::BACKRANKS;
    if backrank_pawns.nonempty() {
        problems.push(Problem::new(
            ProblemKind::PawnsOnBackrank,
            backrank_pawns,
            msg!("pawns on the first or last rank: ", names(backrank_pawns)),
        ));
    }

    // Piece counts (not in relaxed mode: such positions are playable, and move lists have room
    // for the moves of any placement, see `MoveList`).
    if !relaxed {
        for color in Color::ALL {
            let ours = board.by_color(color);
            let count = |bb: Bitboard| (bb & ours).count();
            let pawns = count(board.pawns());
            let bishops = board.bishops() & ours;
            let extra = count(board.queens()).saturating_sub(1)
                + count(board.rooks()).saturating_sub(2)
                + count(board.knights()).saturating_sub(2)
                + (bishops & Bitboard::DARK_SQUARES).count().saturating_sub(1)
                + (bishops & Bitboard::LIGHT_SQUARES)
                    .count()
                    .saturating_sub(1);
            // Every piece beyond the starting army stands for a pawn promoted: more than 16
            // men or more than 8 pawns need `pawns + extra > 8` too (a side has at most 8 + pawns
            // + extra men: the king, its pawns and 7 + extra pieces), so that one test is all.
            if pawns + extra > 8 {
                problems.push(Problem::new(
                    ProblemKind::PieceCount(color),
                    Bitboard::EMPTY,
                    msg!(
                        color,
                        " has more pieces than a game allows (",
                        ours.count(),
                        " pieces, ",
                        pawns,
                        " pawns, ",
                        extra,
                        " promoted)"
                    ),
                ));
            }
        }
    }

    // Castling rights.
    for color in Color::ALL {
        let rights = rights_of(pos.castling_rights, color);
        if rights.is_empty() {
            continue;
        }
        let mut bad = Bitboard::EMPTY;
        let back = Rank::FIRST.relative_to(color);
        let king = (board.kings() & board.by_color(color))
            .single()
            .filter(|k| k.rank() == back);
        let rooks = board.rooks() & board.by_color(color);
        match king {
            None => bad = rights,
            Some(king) => {
                let mut sides = [Bitboard::EMPTY; 2];
                for rook in rights {
                    let standard_ok = mode == CastlingMode::Chess960
                        || (king.file() == File::E
                            && (rook.file() == File::A || rook.file() == File::H));
                    if !rooks.contains(rook) || rook == king || !standard_ok {
                        bad.add(rook);
                    } else {
                        let i = match CastlingSide::of(king, rook) {
                            CastlingSide::KingSide => 0,
                            CastlingSide::QueenSide => 1,
                        };
                        sides[i].add(rook);
                    }
                }
                for side in sides {
                    if side.more_than_one() {
                        bad |= side;
                    }
                }
            }
        }
        if bad.nonempty() {
            pos.castling_rights = pos.castling_rights - bad;
            if !relaxed {
                let king_sq = (board.kings() & board.by_color(color)).first();
                let mut squares = bad;
                if let Some(k) = king_sq {
                    squares.add(k);
                }
                problems.push(Problem::new(
                    ProblemKind::CastlingRights(color),
                    squares,
                    msg!(
                        color,
                        " castling rights with ",
                        names(bad),
                        " need the king on its first-rank square and a ",
                        color,
                        " rook there",
                        if mode == CastlingMode::Standard {
                            " (e-file king, a- or h-file rook in standard chess)"
                        } else {
                            ""
                        }
                    ),
                ));
            }
        }
    }

    // En-passant square.
    if let Some(ep) = setup.ep_square {
        let us = setup.turn;
        let them = us.other();
        if !ep_square_fits(board, us, ep) {
            pos.ep_square = None;
            if !relaxed {
                problems.push(Problem::new(
                    ProblemKind::EnPassantSquare,
                    Bitboard::from_square(ep),
                    msg!(
                        "en-passant square ",
                        ep,
                        " does not follow a double step by a ",
                        them,
                        " pawn"
                    ),
                ));
            }
        }
    }

    // Checks need at most one king per side; a side without a king (a lesson) has no check.
    let their_king = board.king_of(setup.turn.other());
    if let (true, Some(their_king)) = (kings_ok, their_king) {
        let us = setup.turn;
        let them = us.other();
        let attackers = board.attackers_to(their_king, us, board.occupied());
        if attackers.nonempty() {
            problems.push(Problem::new(
                ProblemKind::OppositeCheck,
                attackers.with(their_king),
                msg!(
                    them,
                    " is in check (king on ",
                    their_king,
                    ", by ",
                    names(attackers),
                    ") but it is ",
                    us,
                    " to move"
                ),
            ));
        }
    }
    if let (true, Some(our_king)) = (kings_ok, board.king_of(setup.turn)) {
        let them = setup.turn.other();
        let checkers = board.attackers_to(our_king, them, board.occupied());
        if !relaxed && impossible_check(&pos, our_king, checkers) {
            problems.push(Problem::new(
                ProblemKind::ImpossibleCheck,
                checkers.with(our_king),
                msg!(
                    "no single move could give this check to the king on ",
                    our_king,
                    " (by ",
                    names(checkers),
                    ")"
                ),
            ));
        }
    }

    if problems.is_empty() {
        Ok(pos)
    } else {
        Err(PositionError { problems })
    }
}

/// Whether `ep` stands on the rank an en-passant square can have with `us` to move: the sixth
/// seen from `us`, the square a pawn of the other side passed over (Art. 3.7.4.1). Relaxed
/// validation drops an en-passant square that does not fit; `chess-arbiter/compat` refuses one
/// on the wrong rank, as chess.js does.
pub fn ep_rank_fits(us: Color, ep: Square) -> bool {
    ep.rank() == Rank::SIXTH.relative_to(us)
}

/// Whether `ep` can be the en-passant square with `us` to move (Art. 3.7.4.1): on the sixth
/// rank seen from `us`, empty, with the opponent's pawn that just made its double step in front
/// of it and that pawn's origin empty. Whether a pawn of `us` can capture is not asked.
pub(crate) fn ep_square_fits(board: &crate::position::board::Board, us: Color, ep: Square) -> bool {
    let them = us.other();
    ep_rank_fits(us, ep) && {
        let pawn = Square::from_coords(ep.file(), Rank::FIFTH.relative_to(us));
        let origin = Square::from_coords(ep.file(), Rank::SEVENTH.relative_to(us));
        (board.pawns() & board.by_color(them)).contains(pawn)
            && !board.occupied().contains(ep)
            && !board.occupied().contains(origin)
    }
}

/// Art. 3.10.3: checks that no single legal move could have produced.
fn impossible_check(pos: &Position, king: Square, checkers: Bitboard) -> bool {
    let board = &pos.board;
    if checkers.count() >= 3 {
        return true;
    }
    if let Some(victim) = pos.ep_square.and_then(|_| pos.ep_victim()) {
        // The last move was the double step: each checker is that pawn, or a line piece whose
        // line to the king ran through the square the pawn left.
        let origin = Square::from_coords(victim.file(), Rank::SEVENTH.relative_to(pos.turn));
        for c in checkers {
            if c != victim && !attacks::between(king, c).contains(origin) {
                return true;
            }
        }
    }
    if checkers.count() == 2 {
        let (a, b) = (checkers.first(), checkers.last());
        if let (Some(a), Some(b)) = (a, b) {
            let sliders = board.bishops() | board.rooks() | board.queens();
            if attacks::aligned(a, b, king) {
                return true;
            }
            // One check must be discovered, which only a line piece can give.
            if !(sliders & checkers).nonempty() {
                return true;
            }
        }
    }
    false
}
