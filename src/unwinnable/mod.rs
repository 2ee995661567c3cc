//! Can a side still win? (FIDE Art. 5.2.2 and 6.9): whether some series of legal moves from a
//! position ends with one side checkmating the other, the other side cooperating (a
//! *helpmate*). Art. 6.9 asks it when a flag falls (the game is drawn when the opponent
//! cannot mate), Art. 5.2.2 when neither side can (a dead position).
//!
//! [`Position::can_win`] answers [`Answer::Yes`] with a mating line, [`Answer::No`] with a
//! proof, or [`Answer::Unknown`] when its node budget ran out first. It is **sound**: a `Yes`
//! line is a real series of legal moves ending in checkmate, and a `No` is only given when
//! the analysis has proved that no such series exists; what it cannot decide within the
//! budget it calls `Unknown`.
//!
//! # How the answer is reached
//! 1. **The position itself**: a checkmate of the loser is `Yes` (an empty line); a
//!    stalemate, or the winner checkmated, is `No`.
//! 2. **Static proofs** (no search): the winner has only a king; its material can never mate
//!    whatever the other side has ([`Position::has_insufficient_material`]); or the pawns are
//!    locked and the winner's pieces can never give a check without a flight (point 3 of
//!    [`crate::dead`]).
//! 3. **Helpmate searches** (for `Yes`), each stopping at the first mate found: a greedy line
//!    (one move per position, up to 400 nodes); iterative deepening up to
//!    [`HELPMATE_MAX_PLIES`] plies trying the best 4 moves above the last 3 plies (a tenth of
//!    the budget); two deep narrow searches (2 moves per position, up to 300 plies, a quarter
//!    of the budget each) with two plans: the losing king toward the edge and the winning
//!    king, or toward the nearest corner while the winning king goes for the pawns it can take;
//!    then full-width iterative deepening (a tenth). Both sides play toward the mate: the
//!    winner's pieces toward the losing king, promotions to queen and knight first; the
//!    loser's pieces toward their king (to block flights), its captures of the winner's pieces
//!    last. Positions already searched without a mate are not searched again, and lines where
//!    the winner has lost its mating material are cut (point 2).
//! 4. **Exhaustive walk** (for `No`): every position reachable from here by legal moves of
//!    both sides is visited once, except that the walk does not go past positions where a
//!    static proof of point 2 holds. If it ends without meeting a checkmate of the loser,
//!    none is reachable: `No`. If it meets one, `Yes` with the line to it. If the budget runs
//!    out first, `Unknown`.
//!
//! The budget counts positions reached by a move (nodes); each costs about a move
//! generation (1-2 µs natively with the tables of the searches). The walk gets what the
//! helpmate searches left. The clocks (the 50- and 75-move rules) are ignored, as the Laws do when they
//! ask whether a mate is possible, and so are repetitions.

mod proofs;
mod search;

use crate::color::Color;
use crate::moves::Move;
use crate::position::Position;
use search::{Budget, Plan, Walk};

/// The node budget of [`Position::can_win`] when none is given ([`Position::can_win_default`],
/// the game's dead-position test and the flag-fall verdict).
pub const DEFAULT_NODES: u64 = 20_000;

/// The longest helpmate (in plies) that the helpmate search (point 3 of [`crate::unwinnable`])
/// looks for; the exhaustive walk has no such limit.
pub const HELPMATE_MAX_PLIES: u32 = 40;

/// The budget of the first, greedy helpmate search (one move per position).
const GREEDY_NODES: u64 = 400;
/// The longest line of the greedy helpmate search, in plies.
const GREEDY_MAX_PLIES: u32 = 60;
/// [`Position::is_unwinnable_for`] only walks positions where both sides together have at
/// most this many legal moves: beyond it the walk would not end within the budget.
pub const WALK_MAX_MOBILITY: u64 = 20;
/// The moves tried per position by the first helpmate search, above its last three plies.
const NARROW_WIDTH: usize = 4;
/// The moves tried per position by the deep narrow helpmate search.
const DIVE_WIDTH: usize = 2;
/// The longest line of the deep narrow helpmate search, in plies.
const DIVE_MAX_PLIES: u32 = 300;

/// The answer of [`Position::can_win`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The side can win: a series of legal moves from the position (in order, both sides)
    /// ending with the other side checkmated. Empty when it is checkmated already.
    Yes(Vec<Move>),
    /// The side can never checkmate the other, by any series of legal moves (proved).
    No,
    /// Not decided within the node budget.
    Unknown,
}

impl Answer {
    /// `Some(true)` for [`Answer::Yes`], `Some(false)` for [`Answer::No`], `None` for
    /// [`Answer::Unknown`].
    pub fn to_bool(&self) -> Option<bool> {
        match self {
            Answer::Yes(_) => Some(true),
            Answer::No => Some(false),
            Answer::Unknown => None,
        }
    }
}

impl Position {
    /// Whether `winner` can checkmate the other side by some series of legal moves from here,
    /// the other side cooperating (FIDE Art. 6.9: "by any possible series of legal moves"),
    /// within a budget of `nodes` positions (see [`crate::unwinnable`] for how). Sound: `Yes`
    /// carries a line that ends in checkmate, `No` is proved; `Unknown` when the budget ran
    /// out.
    ///
    /// # Examples
    /// ```
    /// use chess_arbiter::unwinnable::Answer;
    /// use chess_arbiter::{CastlingMode, Color, Position};
    /// let pos = |fen| Position::from_fen(fen, CastlingMode::Standard).unwrap();
    /// // King and rook against king and pawn.
    /// let p = pos("7k/7p/8/8/8/8/8/K5R1 w - - 0 1");
    /// let Answer::Yes(line) = p.can_win(Color::White, 10_000) else { panic!() };
    /// let end = line.iter().fold(p, |q, m| q.play(m).unwrap());
    /// assert!(end.is_checkmate() && end.turn() == Color::Black);
    /// // Without the pawn, the knight can never mate, nor can the bare king.
    /// let p = pos("7k/8/8/6N1/8/8/8/K7 w - - 0 1");
    /// assert_eq!(p.can_win(Color::White, 10_000), Answer::No);
    /// assert_eq!(p.can_win(Color::Black, 10_000), Answer::No);
    /// ```
    pub fn can_win(&self, winner: Color, nodes: u64) -> Answer {
        if !self.has_legal_moves() {
            return if self.is_check() && self.turn() == winner.other() {
                Answer::Yes(Vec::new())
            } else {
                Answer::No
            };
        }
        if proofs::cannot_win(self, winner) {
            return Answer::No;
        }
        // Point 3: a short full-width helpmate search, then a deep narrow one, then a
        // longer full-width one; what is left of the budget goes to the walk (point 4).
        let mut budget = Budget {
            used: 0,
            limit: nodes.min(GREEDY_NODES),
        };
        if let Ok(Some(line)) =
            search::dive(self, winner, GREEDY_MAX_PLIES, 1, Plan::Edge, &mut budget)
        {
            return Answer::Yes(line);
        }
        budget.limit = budget.used + nodes / 10;
        if let Ok(Some(line)) =
            search::helpmate(self, winner, HELPMATE_MAX_PLIES, NARROW_WIDTH, &mut budget)
        {
            return Answer::Yes(line);
        }
        for plan in [Plan::Edge, Plan::Corner] {
            budget.limit = budget.used + nodes / 4;
            if let Ok(Some(line)) =
                search::dive(self, winner, DIVE_MAX_PLIES, DIVE_WIDTH, plan, &mut budget)
            {
                return Answer::Yes(line);
            }
        }
        budget.limit = budget.used + nodes / 10;
        if let Ok(Some(line)) =
            search::helpmate(self, winner, HELPMATE_MAX_PLIES, usize::MAX, &mut budget)
        {
            return Answer::Yes(line);
        }
        budget.limit = nodes;
        match search::walk(self, winner, &mut budget) {
            Ok(Walk::Mate(line)) => Answer::Yes(line),
            Ok(Walk::NoMate) => Answer::No,
            Err(_) => Answer::Unknown,
        }
    }

    /// True when `winner` is proved unable to checkmate by any series of legal moves (the
    /// `No` of [`Position::can_win`]) without looking for a helpmate: the position itself,
    /// the static proofs (point 2 of [`crate::unwinnable`]), then, only when the two sides
    /// have at most [`WALK_MAX_MOBILITY`] legal moves together (the side to move's, and the
    /// other side's as if it were to move) and no pawn of `winner` is free (no pawn ahead of
    /// it on its file, the square in front empty: it may promote, and no walk would end), a quick helpmate search (a found mate ends it),
    /// then the exhaustive walk (point 4) within `nodes` positions. `false` means "not proved": the side may or may not be able to win. This is
    /// the test of Art. 6.9 (a flag fall) and of [`Position::is_dead_position`]: fast on
    /// positions with many moves, where no proof could be found in the budget anyway.
    pub fn is_unwinnable_for(&self, winner: Color, nodes: u64) -> bool {
        let moves = self.count_legal_moves();
        if moves == 0 {
            return !(self.is_check() && self.turn() == winner.other());
        }
        if proofs::cannot_win(self, winner) {
            return true;
        }
        self.walk_unwinnable(winner, nodes, moves + self.other_side_mobility())
    }

    /// [`Position::is_unwinnable_for`] for a position with legal moves, `mobility` being the
    /// side to move's legal moves plus [`Position::other_side_mobility`] (for
    /// [`crate::dead`], which has counted them already).
    pub(crate) fn is_unwinnable_with_mobility(
        &self,
        winner: Color,
        nodes: u64,
        mobility: u64,
    ) -> bool {
        proofs::cannot_win(self, winner) || self.walk_unwinnable(winner, nodes, mobility)
    }

    /// The searches of [`Position::is_unwinnable_for`] after the static proofs.
    fn walk_unwinnable(&self, winner: Color, nodes: u64, mobility: u64) -> bool {
        if mobility > WALK_MAX_MOBILITY || self.has_free_pawn(winner) {
            return false;
        }
        // A quick helpmate first: when it finds one, no walk is needed.
        let mut budget = Budget {
            used: 0,
            limit: nodes.min(GREEDY_NODES),
        };
        if let Ok(Some(_)) =
            search::dive(self, winner, GREEDY_MAX_PLIES, 1, Plan::Edge, &mut budget)
        {
            return false;
        }
        budget.limit = budget.used + nodes;
        matches!(search::walk(self, winner, &mut budget), Ok(Walk::NoMate))
    }

    /// True when `color` has a pawn with no pawn ahead of it on its file and an empty square in
    /// front of it: it may well promote,
    /// and no walk within a budget would prove that `color` cannot win (a gate of
    /// [`Position::is_unwinnable_for`], for speed only).
    fn has_free_pawn(&self, color: Color) -> bool {
        let board = self.board();
        let pawns = board.pawns();
        (pawns & board.by_color(color)).into_iter().any(|sq| {
            let file = crate::bitboard::Bitboard::from_file(sq.file());
            let ahead = match color {
                Color::White => file.0 & (!0u64).checked_shl(sq.index() + 1).unwrap_or(0),
                Color::Black => file.0 & ((1u64 << sq.index()) - 1),
            };
            // Free: no pawn ahead on its file, and the square in front empty now.
            let front = match color {
                Color::White => ahead & ahead.wrapping_neg(),
                Color::Black => ahead.checked_ilog2().map_or(0, |i| 1u64 << i),
            };
            (pawns.0 & ahead) == 0 && (board.occupied().0 & front) == 0
        })
    }

    /// The legal moves of the side not to move, as if it were to move (after a null move),
    /// or when the side to move is in check, after its first legal move (0 if it has none).
    pub(crate) fn other_side_mobility(&self) -> u64 {
        match self.null_move() {
            Some(p) => p.count_legal_moves(),
            None => self
                .legal_moves()
                .first()
                .map_or(0, |m| self.make(m).count_legal_moves()),
        }
    }

    /// [`Position::can_win`] with the budget [`DEFAULT_NODES`].
    pub fn can_win_default(&self, winner: Color) -> Answer {
        self.can_win(winner, DEFAULT_NODES)
    }
}
