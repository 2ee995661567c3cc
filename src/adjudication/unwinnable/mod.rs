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
//!    [`crate::adjudication::dead`]); or the pawns may still advance, but each has an opposing pawn ahead
//!    on its file and none can ever capture or be captured (its range, the squares it can
//!    ever attack and the regions of the pieces and kings never meet), and the winner's
//!    pieces and pawns can never give a check without a flight (a *semi-locked* structure;
//!    the walk of point 4 stops at every position where it holds, which shrinks the walk);
//!    or some units can never move nor be taken (pawns blocked head to head that can never
//!    capture nor be captured, pieces and kings shut in behind them) while the others may
//!    still move, capture and be captured in regions they can never leave, and the winner's
//!    units can never give a check without a flight there (the *fixed-unit* proof,
//!    `fixed.rs`: a king taking the undefended pawns in front of a wall, a king shut in a
//!    corner by its own pawn). The walk tries this one only at its start and after a capture
//!    or a pawn move: a quiet move of a piece or a king leaves every region as it was.
//! 3. **Helpmate searches** (for `Yes`), each stopping at the first mate found: a greedy line
//!    (one move per position, up to 400 nodes); with at most 10 pieces on
//!    the board, net dives (the losing king walking toward the winning king and into a
//!    corner, the winner's king and pieces toward it), 2 moves per position up to 16, 24, 32
//!    then 48 plies, 3 up to 40 then 64, a twentieth of the budget each, for short lines in
//!    elementary endings; iterative deepening up to
//!    [`HELPMATE_MAX_PLIES`] plies trying the best 4 moves above the last 3 plies (a
//!    fortieth of the budget); two deep narrow searches (2 moves per position, up to 300 plies, up to a
//!    fiftieth of the budget each) with two plans: the losing king toward the edge
//!    and the winning king, or toward the nearest corner while the winning king goes for the
//!    pawns it can take. Both sides play toward the mate: the
//!    winner's pieces toward the losing king, promotions to queen and knight first; the
//!    loser's pieces toward their king (to block flights), its captures of the winner's pieces
//!    last. Positions already searched without a mate are not searched again, and lines where
//!    the winner has lost its mating material are cut (point 2).
//! 4. **Exhaustive walk** (for `No`): every position reachable from here by legal moves of
//!    both sides is visited once, except that the walk does not go past positions where a
//!    static proof of point 2 holds. If it ends without meeting a checkmate of the loser,
//!    none is reachable: `No`. If it meets one, `Yes` with the line to it. If the budget runs
//!    out first, `Unknown`. The walk is depth first and tries the moves of each position in
//!    the net dives' order (the best first), so that it meets a mate early when there is one:
//!    it finds most of the long helpmates (pawn chains to break, promotions, kings walking
//!    around a wall), which the narrow searches miss. It makes a position's moves one at a
//!    time as it comes to them and spends a node only on a position it enters, so a mate
//!    costs only the positions on the way to it. For [`Position::is_unwinnable_for`] (and the
//!    dead-position test), which need no line, the positions on the lines to the mates met
//!    are kept (up to 4,096, from one call to the next in the same thread): a walk that enters
//!    one of them for the same side stops there, a mate being reachable from it. This changes
//!    no answer (a walk that can reach a mate never ends without one); it only ends sooner.
//!
//! The budget counts positions reached by a move (nodes); each costs about a move
//! generation (1-2 µs natively with the tables of the searches). The walk gets what the
//! helpmate searches left.
//!
//! # Both colours
//! The searches are asked about white only: black's question is white's on the
//! colour-mirrored position (ranks mirrored, colours, side to move, castling rights and
//! en-passant square swapped; the line found is mirrored back). So a position and its mirror
//! get the same answer whatever the budget, and the move orders need no colour cases.
//!
//! # The 75-move rule
//! [`Position::can_win`] counts the halfmove clock, starting from the position's own: after 75
//! moves of each player without a pawn move or a capture the game is drawn (Art. 9.6.2), so a
//! line is a mate only if no move in it is played from a position whose clock has reached
//! 150 plies (the mating move itself may reach 150: the Article gives the checkmate
//! precedence). Every search plays by this, and the walk expands each position with the
//! lowest clock it can be reached with; a position whose clock is 150 or more and that is no
//! checkmate is `No`. [`Position::is_unwinnable_for`] (dead positions) judges the board alone
//! and ignores the clock (the 75-move rule ends such a game by itself); so do the static
//! proofs, which hold with the clock all the more. A flag fall (Art. 6.9,
//! [`Position::is_unwinnable_with_clock`]) counts the clock as [`Position::can_win`] does: a
//! side that cannot mate before the 75-move rule ends the game cannot win it. Repetitions are
//! ignored.

mod fixed;
mod proofs;
mod search;

use crate::position::Position;
use crate::types::color::Color;
use crate::types::moves::Move;
use search::{Budget, Plan, Walk};

/// The node budget of [`Position::can_win`] when none is given ([`Position::can_win_default`],
/// the game's dead-position test and the flag-fall verdict).
pub const DEFAULT_NODES: u64 = 140_000;

/// The budget whose shares the helpmate searches of [`Position::can_win`] take (the net dives a
/// twentieth each, the narrow search a fortieth, the deep dives a fiftieth each); the rest of
/// any budget goes to the exhaustive walk. (With shares of the whole default budget the
/// vectors gave one `Yes` more, but `canWin` on the 30,000 lichess positions averaged 246 µs
/// natively instead of 100, its maximum 35 ms instead of 24.)
const SEARCH_NODES: u64 = 20_000;

/// The longest helpmate (in plies) that the helpmate search (point 3 of [`crate::adjudication::unwinnable`])
/// looks for; the exhaustive walk has no such limit.
pub const HELPMATE_MAX_PLIES: u32 = 40;

/// From this halfmove clock on (50 moves of each player before the 75-move rule), the
/// exhaustive walk of [`Position::can_win`] counts the clock from the start; below it, it
/// walks the board alone first and counts the clock only when the line it found breaks the
/// rule.
pub(crate) const CLOCKED_WALK_FROM: u32 = 100;
/// The budget of the first, greedy helpmate search (one move per position).
const GREEDY_NODES: u64 = 400;
/// The longest line of the greedy helpmate search, in plies.
const GREEDY_MAX_PLIES: u32 = 60;
/// [`Position::is_unwinnable_for`] only walks positions where both sides together have at
/// most this many legal moves: beyond it the walk would not end within the budget.
pub const WALK_MAX_MOBILITY: u64 = 20;
/// The net dives (the losing king walking into the winner's net, [`search::Plan::Net`]) are
/// tried when at most this many pieces (kings and pawns included) are on the board.
const NET_MAX_PIECES: u32 = 10;
/// The net dives, tried in this order: (longest line in plies, moves tried per position).
/// The first line found is kept: the shorter, the better to show.
const NET_DIVES: [(u32, usize); 6] = [(16, 2), (24, 2), (32, 2), (48, 2), (40, 3), (64, 3)];
/// The moves tried per position by the first helpmate search, above its last three plies.
const NARROW_WIDTH: usize = 4;
/// The moves tried per position by the deep narrow helpmate search.
const DIVE_WIDTH: usize = 2;
/// The longest line of the deep narrow helpmate search, in plies.
const DIVE_MAX_PLIES: u32 = 300;
/// Each deep narrow helpmate search may take this fraction of the budget (1/`DIVE_SHARE`).
const DIVE_SHARE: u64 = 50;

/// What [`Position::is_unwinnable_for`]'s analysis found for one side, short of a helpmate
/// search (for [`crate::adjudication::dead`] and the game, which keep a side known to be able to win).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// The side can never checkmate (proved).
    Proved,
    /// The walk met a checkmate of the other side: it is reachable on the board alone (the
    /// 75-move rule not counted).
    MateReachable,
    /// Neither (a gate, or the budget ran out).
    NotProved,
}

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
    /// within a budget of `nodes` positions (see [`crate::adjudication::unwinnable`] for how). Sound: `Yes`
    /// carries a line that ends in checkmate and respects the 75-move rule from the position's
    /// halfmove clock (Art. 9.6.2), `No` is proved; `Unknown` when the budget ran out.
    ///
    /// # Examples
    /// ```
    /// use chess_arbiter::adjudication::unwinnable::Answer;
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
        // Black's question is white's on the colour-mirrored board, so that the searches
        // (their move orders, their budgets) are the same for both colours.
        if winner == Color::Black {
            return match self.mirrored().can_win_as(Color::White, nodes) {
                Answer::Yes(line) => Answer::Yes(line.iter().map(Move::mirrored).collect()),
                answer => answer,
            };
        }
        self.can_win_as(winner, nodes)
    }

    /// [`Position::can_win`] without the mirroring (asked for white only, but correct for
    /// either colour).
    fn can_win_as(&self, winner: Color, nodes: u64) -> Answer {
        if !self.has_legal_moves() {
            return if self.is_check() && self.turn() == winner.other() {
                Answer::Yes(Vec::new())
            } else {
                Answer::No
            };
        }
        if search::clock_over(self) || proofs::cannot_win(self, winner) {
            return Answer::No;
        }
        // Point 3: a greedy line, the net dives, a narrow iterative deepening, then two deep narrow
        // searches; what is left of the budget goes to the walk (point 4).
        let mut budget = Budget {
            used: 0,
            limit: nodes.min(GREEDY_NODES),
        };
        // The helpmate searches take their shares of at most [`SEARCH_NODES`]: a larger budget
        // goes to the walk, which decides what they leave (it finds their lines too).
        let shared = nodes.min(SEARCH_NODES);
        if let Ok(Some(line)) =
            search::dive(self, winner, GREEDY_MAX_PLIES, 1, Plan::Edge, &mut budget)
        {
            return Answer::Yes(line);
        }
        // With few pieces, short helpmates (the losing king walks into the winner's net):
        // narrow dives of growing depth and width, a twentieth of the budget each (the deep dives below
        // find lines too, but of 150 plies, or none within the budget).
        let caps: &[(u32, usize)] = if self.board().occupied().count() <= NET_MAX_PIECES {
            &NET_DIVES
        } else {
            &[]
        };
        for &(cap, width) in caps {
            budget.limit = (budget.used + shared / 20).min(nodes);
            if let Ok(Some(line)) = search::dive(self, winner, cap, width, Plan::Net, &mut budget) {
                return Answer::Yes(line);
            }
        }
        budget.limit = (budget.used + shared / 40).min(nodes);
        if let Ok(Some(line)) =
            search::helpmate(self, winner, HELPMATE_MAX_PLIES, NARROW_WIDTH, &mut budget)
        {
            return Answer::Yes(line);
        }
        // Each dive may take a fiftieth of the budget: the walk, which tries the moves in the
        // net dives' order, finds the long lines the dives found and more. (With a third
        // each, before the walk was ordered: 1,399 of the vectors' 3,606 questions `Yes`;
        // ordered, 1,607 with a third, 1,608 with a fiftieth, which leaves more to the walk's
        // proofs: 1,634 `No` instead of 1,631.)
        for plan in [Plan::Edge, Plan::Corner] {
            budget.limit = (budget.used + shared / DIVE_SHARE).min(nodes);
            if let Ok(Some(line)) =
                search::dive(self, winner, DIVE_MAX_PLIES, DIVE_WIDTH, plan, &mut budget)
            {
                return Answer::Yes(line);
            }
        }
        budget.limit = nodes;
        // The walk on the board alone first (depth first, each position once): its `NoMate`
        // holds with the clock too. When the line it found breaks the 75-move rule, a second
        // walk, with the clock, over the positions the first one entered, looks for one that
        // does not (no budget counted: it cannot enter more positions than the first). From
        // [`CLOCKED_WALK_FROM`] on, the walk counts the clock at once.
        // The walk's map is kept from one call to the next (see [`search::with_explored`]).
        let walked = search::with_explored(|explored| {
            if self.halfmoves() >= CLOCKED_WALK_FROM {
                search::walk(self, winner, true, None, explored, &mut budget)
            } else {
                match search::walk(self, winner, false, None, explored, &mut budget) {
                    Ok(Walk::Mate(line)) if !search::respects_clock(self, &line) => {
                        let mut again = Budget {
                            used: 0,
                            limit: u64::MAX,
                        };
                        let mut best = search::Explored::default();
                        match search::walk(
                            self,
                            winner,
                            true,
                            Some(explored),
                            &mut best,
                            &mut again,
                        ) {
                            Ok(Walk::Mate(line)) => Ok(Walk::Mate(line)),
                            _ => Err(search::OutOfBudget),
                        }
                    }
                    walked => walked,
                }
            }
        });
        match walked {
            Ok(Walk::Mate(line)) => Answer::Yes(line),
            Ok(Walk::NoMate) => Answer::No,
            Err(_) => Answer::Unknown,
        }
    }

    /// True when `winner` is proved unable to checkmate by any series of legal moves (the
    /// `No` of [`Position::can_win`]) without looking for a helpmate: the position itself,
    /// the static proofs (point 2 of [`crate::adjudication::unwinnable`]), then, only when the two sides
    /// have at most [`WALK_MAX_MOBILITY`] legal moves together (the side to move's, and the
    /// other side's as if it were to move) and no pawn of `winner` is free (no pawn ahead of
    /// it on its file, the square in front empty: it may promote, and no walk would end), the
    /// exhaustive walk (point 4) within `nodes` positions (a mate it meets ends it: it tries
    /// the best moves first, a mating move before all). (A greedy helpmate line before the
    /// walk, as [`Position::can_win`] tries, cost more nodes than it saved: on the 30,000
    /// lichess positions the verdict spent 153,000 nodes with it, 133,000 without.) `false`
    /// means "not proved": the side may or may not be able to win. This is the test of
    /// Art. 6.9 (a flag fall) and of [`Position::is_dead_position`]: fast on
    /// positions with many moves, where no proof could be found in the budget anyway.
    pub fn is_unwinnable_for(&self, winner: Color, nodes: u64) -> bool {
        // As in [`Position::can_win`]: black's question on the mirrored board.
        if winner == Color::Black {
            return self.mirrored().is_unwinnable_as(Color::White, nodes);
        }
        self.is_unwinnable_as(winner, nodes)
    }

    /// The Art. 6.9 test of a flag fall: true when `winner` is proved unable to checkmate by
    /// any series of legal moves, counting the 75-move rule (Art. 9.6.2) from the position's
    /// halfmove clock as [`Position::can_win`] does. That is [`Position::is_unwinnable_for`]
    /// (the board alone: what it proves holds with the clock too), or, from a halfmove clock
    /// of 100 on (where the walk of [`Position::can_win`] counts the clock), its `No`. Below
    /// 100 a `No` of [`Position::can_win`] always holds on the board alone too, so the two
    /// agree: `timeout` draws exactly when `can_win` could answer `No`.
    pub fn is_unwinnable_with_clock(&self, winner: Color, nodes: u64) -> bool {
        self.is_unwinnable_with_clock_known(winner, nodes, false)
    }

    /// [`Position::is_unwinnable_with_clock`] where `mate_reachable` may say that a checkmate
    /// of the other side is known to be reachable on the board alone (a walk met one, see
    /// [`crate::adjudication::dead::OpenSide`]): then [`Position::is_unwinnable_for`] is `false` without
    /// being asked.
    pub(crate) fn is_unwinnable_with_clock_known(
        &self,
        winner: Color,
        nodes: u64,
        mate_reachable: bool,
    ) -> bool {
        if !mate_reachable && self.is_unwinnable_for(winner, nodes) {
            return true;
        }
        self.halfmoves() >= CLOCKED_WALK_FROM && self.can_win(winner, nodes) == Answer::No
    }

    /// [`Position::is_unwinnable_for`] without the mirroring (asked for white only, but
    /// correct for either colour).
    fn is_unwinnable_as(&self, winner: Color, nodes: u64) -> bool {
        let moves = self.count_legal_moves();
        if moves == 0 {
            return !(self.is_check() && self.turn() == winner.other());
        }
        // The cheap proofs before the other side's moves are counted (`unwinnable_with_mobility`
        // would count them first).
        if proofs::cannot_win_cheaply(self, winner) {
            return true;
        }
        self.walk_unwinnable(winner, nodes, moves + self.other_side_mobility()) == Verdict::Proved
    }

    /// [`Position::is_unwinnable_for`] for a position with legal moves, `mobility` being the
    /// side to move's legal moves plus [`Position::other_side_mobility`] (for
    /// [`crate::adjudication::dead`], which has counted them already), with what the walk found when it
    /// did not prove it.
    pub(crate) fn unwinnable_with_mobility(
        &self,
        winner: Color,
        nodes: u64,
        mobility: u64,
    ) -> Verdict {
        if proofs::cannot_win_cheaply(self, winner) {
            return Verdict::Proved;
        }
        self.walk_unwinnable(winner, nodes, mobility)
    }

    /// The searches of [`Position::is_unwinnable_for`] after the static proofs.
    fn walk_unwinnable(&self, winner: Color, nodes: u64, mobility: u64) -> Verdict {
        if mobility > WALK_MAX_MOBILITY || self.has_free_pawn(winner) {
            return Verdict::NotProved;
        }
        if proofs::is_fixed_unwinnable_for(self, winner) {
            return Verdict::Proved;
        }
        let mut budget = Budget {
            used: 0,
            limit: nodes,
        };
        search::with_explored(|explored| {
            match search::walk_reaches_mate(self, winner, explored, &mut budget) {
                Ok(false) => Verdict::Proved,
                Ok(true) => Verdict::MateReachable,
                Err(_) => Verdict::NotProved,
            }
        })
    }

    /// True when `color` has a pawn with no pawn ahead of it on its file and an empty square in
    /// front of it: it may well promote,
    /// and no walk within a budget would prove that `color` cannot win (a gate of
    /// [`Position::is_unwinnable_for`], for speed only).
    fn has_free_pawn(&self, color: Color) -> bool {
        let board = self.board();
        let pawns = board.pawns();
        (pawns & board.by_color(color)).into_iter().any(|sq| {
            let file = crate::types::bitboard::Bitboard::from_file(sq.file());
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
        self.other_side_mobility_after(self.null_move())
    }

    /// [`Position::other_side_mobility`], with the position after a null move (`passed`, `None`
    /// in check) already made.
    fn other_side_mobility_after(&self, passed: Option<Position>) -> u64 {
        match passed {
            Some(p) => p.count_legal_moves(),
            None => self
                .legal_moves()
                .first()
                .map_or(0, |m| self.make(m).count_legal_moves()),
        }
    }

    /// [`Position::other_side_mobility`] when it is at most `limit`, else `None` (then often
    /// answered by a quick count of the moves of the pieces that are free to move, without
    /// listing them all).
    pub(crate) fn other_side_mobility_at_most(&self, limit: u64) -> Option<u64> {
        let passed = self.null_move();
        if passed.is_some_and(|p| p.has_more_moves_than(limit, p.is_check())) {
            return None;
        }
        Some(self.other_side_mobility_after(passed)).filter(|&n| n <= limit)
    }

    /// The static proofs of point 2 of [`crate::adjudication::unwinnable`], the fixed-unit proof
    /// included, at any number of moves and without a walk: true when `winner` is proved
    /// unable to mate by one of them.
    pub(crate) fn is_unwinnable_by_structure(&self, winner: Color) -> bool {
        proofs::cannot_win(self, winner)
    }

    /// [`Position::can_win`] with the budget [`DEFAULT_NODES`].
    pub fn can_win_default(&self, winner: Color) -> Answer {
        self.can_win(winner, DEFAULT_NODES)
    }
}
