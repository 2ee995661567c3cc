//! Dead positions (FIDE Art. 5.2.2): positions from which no series of legal moves can end in
//! checkmate, for either side. The game is drawn at once when one arises.
//!
//! The analysis is sound and incomplete: when [`Position::is_dead_position`] returns `true`
//! no mate is possible; when it returns `false` a mate may or may not be possible.
//!
//! # What is decided
//! 1. **Stalemate**: the side to move has no legal move and is not in check. No move follows,
//!    so none ends in mate (the game has ended already, Art. 5.2.1). A checkmate is not dead.
//! 2. **Material** ([`Position::is_insufficient_material`]): neither side has mating material.
//! 3. **Locked pawns**. A position with at least one pawn is proved dead when all of the
//!    following hold. Regions are computed by a flood fill that treats every square without a
//!    pawn as passable (other pieces may move away, so this over-estimates where a piece can
//!    go and what it can attack, which keeps the argument sound):
//!    - the side to move is not in check, and no en-passant capture is legal;
//!    - every pawn has a pawn on the square in front of it, so no pawn can advance: none can
//!      move first, and (by the points below) none is ever captured;
//!    - no pawn attacks an opposing pawn or piece now;
//!    - each king's region (squares without pawns, not attacked by an opposing pawn, reached by
//!      king steps) touches no opposing pawn that is not defended by another pawn of its
//!      side (a pawn defended by a fixed pawn can never be taken by the king);
//!    - each knight, bishop, rook and queen has a region (reached by its own moves through
//!      squares without pawns) that holds no square attacked by an opposing pawn (it can never
//!      be taken by a pawn) and from which it attacks no opposing pawn (it can never take one);
//!    - every square of a king's region where an opposing piece could give check (a square of
//!      an opposing piece's region) always keeps a **flight** next to it: a square of the same
//!      king's region that no opposing piece's region holds and that no piece of the king's
//!      own side can reach to block it, and that the opposing king does not attack. The
//!      opposing king never stands next to the checked one (kings are never adjacent), so it
//!      attacks such a square only from two king steps away: for every square of its region
//!      there (and for it being farther off), some such square must be left that it does not
//!      attack. That square is then empty and not attacked, so a check there is never mate.
//!      When no check can be given at all (the regions do not meet), this holds trivially.
//!
//!    Then the pawns never move nor leave the board, kings never stand where a pawn checks
//!    them, and every check a piece gives leaves the king a flight: no mate is possible for
//!    either side. Captures of pieces by pieces only shrink the material and the regions and
//!    so keep the argument valid. (A bishop that can check a king walled in with squares of
//!    the other colour is the typical case: it checks, but never mates.)
//! 4. **Forced lines**: a small search. The position is dead when it is not checkmate and
//!    every legal move leads to a position that is dead by 1 to 3, or again by this rule.
//!    The search only starts when the side to move has at most [`FORCED_MAX_MOVES`] legal
//!    moves, looks only at positions where the side to move has at most that many, and
//!    expands at most [`FORCED_MAX_NODES`] positions; beyond that it answers "not proved".
//!    Typical cases: the only legal move takes the last piece that could mate
//!    (`6rK/8/6k1/8/8/8/8/8 w`: `Kxg8`, then king against king), or every reply leads to
//!    a stalemate, insufficient material or a locked position.
//!
//! 5. **Neither side can win** ([`crate::adjudication::unwinnable`]). First, at any number of
//!    moves, the static proofs of [`crate::adjudication::unwinnable`] (point 2: material, locked
//!    and semi-locked pawns, units that never move nor are taken, each with the flights of
//!    point 3) for both sides, when a pawn is blocked by another unit, no pawn is free (no
//!    pawn ahead on its file and the square in front empty) and no rook or queen has a move
//!    to an empty square: walls of pawns with bishops and kings shut in behind them, the
//!    bishops free to roam (too many moves for the walk below). Then, when the two sides
//!    together have at most [`crate::adjudication::unwinnable::WALK_MAX_MOBILITY`] legal moves (the side to move's, and the
//!    other's as if it were to move), [`Position::is_unwinnable_for`] is asked for each side
//!    with the budget [`DEAD_NODES`] (smaller than [`crate::adjudication::unwinnable::DEFAULT_NODES`]: a
//!    game asks this after every move): the per-side static proofs, then an exhaustive walk of
//!    every reachable position. Dead when both are proved. A game, which asks after every move,
//!    carries from one position to the next a side whose walk is known not to end and asks
//!    nothing then (`carried_open` in `game::outcome`): the same answers, without the walks.
//!
//! # What is left undecided (returns `false`)
//! - any position with a pawn that can advance, or could some day capture or be captured
//!   (including a king that could take an undefended pawn, even when that changes nothing);
//! - positions where a piece can check a king on a square without a flight as defined above,
//!   even if no mate could follow (pieces of the king's own side could block the flights, or
//!   the other king guard the last one: the regions do not say whether they can ever do so
//!   together), and fortresses in general;
//! - the side to move in check, except through the search of point 4;
//! - positions with more moves than point 5 walks, unless its static proofs hold for both
//!   sides (and its gates let them be asked), or whose walk does not end within its budget
//!   (an undecided side counts as able to win: not dead);
//! - any position whose proof needs a longer search than point 4 allows, or a side with more
//!   than [`FORCED_MAX_MOVES`] moves on the way.

use super::region::{always_a_flight, flood};
use crate::adjudication::unwinnable::Verdict;
use crate::position::Position;
use crate::position::attacks::{
    bishop_attacks, king_attacks, knight_attacks, pawn_attacks, queen_attacks, rook_attacks,
};
use crate::types::bitboard::Bitboard;
use crate::types::color::Color;
use crate::types::moves::Move;
use crate::types::role::Role;
use crate::types::square::Square;
use arrayvec::ArrayVec;

/// The forced-line search of [`crate::adjudication::dead`] (point 4) starts only when the side to move has at
/// most this many legal moves, and only expands positions where the side to move has at most
/// this many.
pub const FORCED_MAX_MOVES: usize = 4;

/// The most legal moves of the side to move for which the dead-position test beyond material
/// looks at the moves (the forced-line search, point 5's mobility gate); with more,
/// [`Position::is_dead_with_many_moves`] answers without them.
pub(crate) const DEAD_MOVES_LOOKED_AT: usize = {
    let walk = crate::adjudication::unwinnable::WALK_MAX_MOBILITY as usize;
    if walk > FORCED_MAX_MOVES {
        walk
    } else {
        FORCED_MAX_MOVES
    }
};

/// The most positions the forced-line search of [`crate::adjudication::dead`] (point 4) expands (generates
/// the moves of the replies for) before it answers "not proved".
pub const FORCED_MAX_NODES: u32 = 32;

/// The node budget of point 5 of [`crate::adjudication::dead`] (for each side): the game asks after every
/// move, so it is kept small; [`Position::can_win`] with a larger budget decides more.
pub const DEAD_NODES: u64 = 2_000;

/// A side for which point 5 of [`crate::adjudication::dead`] is `false` at a position: its static proofs fail
/// and its walk of [`DEAD_NODES`] positions could not end without a mate (see
/// [`Position::is_dead_beyond_material_open`]), and whether that walk met one (`mate`: a
/// checkmate of the other side is reachable on the board alone, so the side can win unless
/// the 75-move rule stops it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct OpenSide {
    /// The side.
    pub(crate) color: Color,
    /// True when its walk met a checkmate of the other side.
    pub(crate) mate: bool,
}

/// Why a position is dead (FIDE Art. 5.2.2), as [`Position::dead_reason`] finds it: one value
/// per proof of [`crate::adjudication::dead`] that can decide it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DeadReason {
    /// Only the two kings are left (point 2).
    KingsOnly,
    /// A king and a single knight or bishop against a bare king (point 2).
    InsufficientMaterial,
    /// Besides the kings, only bishops, all on squares of one colour (point 2).
    SameColourBishops,
    /// The pawns are locked and no piece can ever give a check without a flight (point 3).
    LockedPawns,
    /// Every legal move leads, within a few moves, to a position dead by the points above
    /// (point 4), e.g. the only move takes the last piece that could mate.
    ForcedLine,
    /// Neither side can ever mate, each proved by [`Position::is_unwinnable_for`]'s analysis
    /// (point 5): its material, a wall of pawns for that side (locked or semi-locked pawns,
    /// units that never move nor are taken), or a walk of every reachable position that met
    /// no checkmate.
    NoMateReachable,
}

impl DeadReason {
    /// Every reason, in the order of the proofs.
    pub const ALL: [DeadReason; 6] = [
        DeadReason::KingsOnly,
        DeadReason::InsufficientMaterial,
        DeadReason::SameColourBishops,
        DeadReason::LockedPawns,
        DeadReason::ForcedLine,
        DeadReason::NoMateReachable,
    ];

    /// The stable code (`DEAD_KINGS_ONLY`, ...), as the JS API gives it.
    pub const fn code(self) -> &'static str {
        match self {
            DeadReason::KingsOnly => "DEAD_KINGS_ONLY",
            DeadReason::InsufficientMaterial => "DEAD_INSUFFICIENT_MATERIAL",
            DeadReason::SameColourBishops => "DEAD_SAME_COLOUR_BISHOPS",
            DeadReason::LockedPawns => "DEAD_LOCKED_PAWNS",
            DeadReason::ForcedLine => "DEAD_FORCED_LINE",
            DeadReason::NoMateReachable => "DEAD_NO_MATE_REACHABLE",
        }
    }

    /// The article of the Laws: 5.2.2 (a dead position) for all of them.
    pub const fn article(self) -> &'static str {
        "5.2.2"
    }
}

impl Position {
    /// Why the position is dead (Art. 5.2.2), or `None` when it is not proved dead (see
    /// [`Position::is_dead_position`]) or is a stalemate (Art. 5.2.1, a rule of its own;
    /// [`Position::is_dead_position`] counts it as dead). Otherwise `Some` exactly when
    /// [`Position::is_dead_position`] is true, with the first proof of [`crate::adjudication::dead`] that
    /// decides it.
    ///
    /// # Examples
    /// ```
    /// use chess_arbiter::adjudication::dead::DeadReason;
    /// use chess_arbiter::{CastlingMode, Position};
    /// let pos = |fen| Position::from_fen(fen, CastlingMode::Standard).unwrap();
    /// let reason = pos("k7/8/8/p1p1p1p1/P1P1P1P1/8/8/K7 w - - 0 1").dead_reason();
    /// assert_eq!(reason, Some(DeadReason::LockedPawns));
    /// assert_eq!(pos("6rK/8/6k1/8/8/8/8/8 w - - 0 1").dead_reason(), Some(DeadReason::ForcedLine));
    /// assert_eq!(Position::new().dead_reason(), None);
    /// ```
    pub fn dead_reason(&self) -> Option<DeadReason> {
        if self.is_insufficient_material() {
            return Some(self.material_reason());
        }
        let moves = self.legal_moves();
        if moves.is_empty() {
            return None;
        }
        self.dead_beyond_material(&moves)
    }

    /// Which material case of [`Position::is_insufficient_material`] holds (it must hold).
    fn material_reason(&self) -> DeadReason {
        let board = &self.board;
        let pieces = board.occupied() - board.kings();
        if pieces.is_empty() {
            DeadReason::KingsOnly
        } else if pieces == board.bishops() && pieces.more_than_one() {
            DeadReason::SameColourBishops
        } else {
            DeadReason::InsufficientMaterial
        }
    }

    /// True when no series of legal moves can end in checkmate, for either side (FIDE
    /// Art. 5.2.2, a dead position): a stalemate, the material cases of
    /// [`Position::is_insufficient_material`], positions with locked pawns that no king or
    /// piece can ever break and where no check can become mate, and positions where every
    /// line of a short forced sequence ends in one of these (see [`crate::adjudication::dead`] for exactly
    /// what is decided and what is left undecided). A checkmate is not dead. Sound: `true` is
    /// always right; `false` means "not proved dead".
    ///
    /// # Examples
    /// ```
    /// use chess_arbiter::{CastlingMode, Position};
    /// let pos = |fen| Position::from_fen(fen, CastlingMode::Standard).unwrap();
    /// // A wall of rammed pawns that neither king can pass or reach.
    /// assert!(pos("k7/8/8/p1p1p1p1/P1P1P1P1/8/8/K7 w - - 0 1").is_dead_position());
    /// // White's only move is Kxg8: king against king.
    /// assert!(pos("6rK/8/6k1/8/8/8/8/8 w - - 0 1").is_dead_position());
    /// // A stalemate is dead; a checkmate is not.
    /// assert!(pos("k7/2Q5/1K6/8/8/8/8/8 b - - 0 1").is_dead_position());
    /// assert!(!pos("k7/1Q6/1K6/8/8/8/8/8 b - - 0 1").is_dead_position());
    /// assert!(!Position::new().is_dead_position());
    /// ```
    pub fn is_dead_position(&self) -> bool {
        if self.is_insufficient_material() {
            return true;
        }
        let moves = self.legal_moves();
        if moves.is_empty() {
            return !self.is_check();
        }
        self.is_dead_beyond_material(&moves)
    }

    /// The part of [`Position::is_dead_position`] after stalemate and material, for a position
    /// whose legal moves are `moves` (not empty): locked pawns (point 3 of [`crate::adjudication::dead`]),
    /// then the forced-line search (point 4). For [`crate::game`], which has the moves already.
    pub(crate) fn is_dead_beyond_material(&self, moves: &[Move]) -> bool {
        self.dead_beyond_material(moves).is_some()
    }

    /// [`Position::is_dead_beyond_material`] for a game, which carries from one position to
    /// the next a side whose point 5 answer is known (see `carried_open` in `game::outcome`).
    /// `open`: a side `S` that point 5 cannot prove unable to win here, because its static
    /// proofs fail and its walk could not end without a mate within [`DEAD_NODES`]. Then
    /// point 5 is `false` whatever the other side, so it is not asked. Returns whether the
    /// position is dead and such a side if one is known (`open` itself, or the first side
    /// whose walk answered `false`; a side answered `false` for a free pawn is not returned).
    pub(crate) fn is_dead_beyond_material_open(
        &self,
        moves: &[Move],
        open: Option<OpenSide>,
    ) -> (bool, Option<OpenSide>) {
        let mut open_out = open;
        let dead = self.dead_with(moves, open, &mut open_out).is_some();
        (dead, if dead { None } else { open_out })
    }

    /// [`Position::is_dead_beyond_material_open`] for a position whose side to move has more
    /// than [`DEAD_MOVES_LOOKED_AT`] legal moves, answered without them (for [`crate::game`],
    /// which then does not list them): only the locked pawns and point 5's static proofs
    /// ([`Position::is_walled_dead`]) can make it dead (the forced-line search and point 5's
    /// walk are not tried with so many moves; see [`Position::dead_with`]).
    pub(crate) fn is_dead_with_many_moves(
        &self,
        open: Option<OpenSide>,
    ) -> (bool, Option<OpenSide>) {
        let dead = self.is_locked_dead() || self.is_walled_dead();
        (dead, if dead { None } else { open })
    }

    /// [`Position::is_dead_beyond_material`] with the proof that decided it.
    fn dead_beyond_material(&self, moves: &[Move]) -> Option<DeadReason> {
        self.dead_with(moves, None, &mut None)
    }

    /// [`Position::dead_beyond_material`]; `open` as in
    /// [`Position::is_dead_beyond_material_open`], and `open_out` gets the first side whose
    /// point 5 answer was `false` when point 5 runs.
    fn dead_with(
        &self,
        moves: &[Move],
        open: Option<OpenSide>,
        open_out: &mut Option<OpenSide>,
    ) -> Option<DeadReason> {
        if self.is_locked_dead() {
            return Some(DeadReason::LockedPawns);
        }
        if self.is_forced_dead(moves) {
            return Some(DeadReason::ForcedLine);
        }
        // Point 5's static proofs for both sides, at any number of moves; before `open`,
        // which only says that a side's walk could not end.
        if self.is_walled_dead() {
            return Some(DeadReason::NoMateReachable);
        }
        if open.is_some() {
            return None;
        }
        // Point 5: neither side can win, by the analysis of [`crate::adjudication::unwinnable`] (the static
        // proofs, then the exhaustive walk when few moves are possible).
        // The other side's moves are only counted when the side to move's leave room for them
        // under the walk's limit (most positions have more moves than the limit).
        let ours = moves.len() as u64;
        if ours > crate::adjudication::unwinnable::WALK_MAX_MOBILITY {
            return None;
        }
        // A side with a free pawn whose static proofs fail is answered `false` without a walk
        // (`has_open_file_pawn` is the free-pawn gate of the walk), whatever the other side's
        // answer and the mobility: not dead, and nothing to count. Such a side is not
        // reported in `open_out` (it is found again as cheaply at the next position).
        if [Color::White, Color::Black]
            .into_iter()
            .any(|c| self.has_open_file_pawn(c) && !self.is_statically_unwinnable_for(c))
        {
            return None;
        }
        let theirs = self.other_side_mobility_at_most(
            crate::adjudication::unwinnable::WALK_MAX_MOBILITY - ours,
        )?;
        let mobility = ours + theirs;
        // Dead when both sides are proved unable to win (the answer is the same in either
        // order). A side with a free pawn is statically unwinnable here (see above), so a
        // `false` answer below comes from a walk that met a mate or ran out of budget: the
        // side is open as `carried_open` in `game::outcome` needs it.
        // The side with more material first (white on a tie): its walk most often meets a mate
        // soon, and the first `false` ends the test. Either order gives the same answer, and
        // either side reported in `open_out` is open, so what a game carries decides the same
        // (measured on the 999 lichess games: 7.5 million instructions fewer of 491 million).
        // A pawn on its seventh rank counts as the queen it may become: the side that is about
        // to promote most often mates soonest (on the same games, 4,008 walked positions
        // instead of 5,947: `8/8/8/8/p1K5/k7/1p6/1B6 w`, bishop against two pawns, walked 2,000
        // for white without an answer; black's walk meets a mate after 54).
        let value = |c: Color| {
            let b = &self.board;
            let us = b.by_color(c);
            let seventh = match c {
                Color::White => Bitboard(0x00ff_0000_0000_0000),
                Color::Black => Bitboard(0xff00),
            };
            (b.pawns() & us).count()
                + 8 * (b.pawns() & us & seventh).count()
                + 3 * ((b.knights() | b.bishops()) & us).count()
                + 5 * (b.rooks() & us).count()
                + 9 * (b.queens() & us).count()
        };
        let order = if value(Color::Black) > value(Color::White) {
            [Color::Black, Color::White]
        } else {
            [Color::White, Color::Black]
        };
        for c in order {
            let verdict = self.unwinnable_with_mobility(c, DEAD_NODES, mobility);
            if verdict != Verdict::Proved {
                *open_out = Some(OpenSide {
                    color: c,
                    mate: verdict == Verdict::MateReachable,
                });
                return None;
            }
        }
        Some(DeadReason::NoMateReachable)
    }

    /// True when `color` has a pawn with no pawn ahead of it on its file and an empty square in
    /// front of it (the free pawn of [`crate::adjudication::unwinnable`]'s walk gate): point 5 then answers
    /// `false` for that side without a walk unless its static proofs hold.
    fn has_open_file_pawn(&self, color: Color) -> bool {
        let board = &self.board;
        let pawns = board.pawns();
        let ours = (pawns & board.by_color(color)).0;
        // Our pawns with no pawn ahead on their file, then the squares in front of them.
        let fronts = match color {
            Color::White => (ours & !fill_down(pawns.0 >> 8)) << 8,
            Color::Black => (ours & !fill_up(pawns.0 << 8)) >> 8,
        };
        fronts & !board.occupied().0 != 0
    }

    /// The static proofs of point 5 alone ([`crate::adjudication::unwinnable`]'s point 2: no piece, the
    /// material, locked pawns for one side), without a walk: with a mobility above
    /// [`crate::adjudication::unwinnable::WALK_MAX_MOBILITY`], [`Position::unwinnable_with_mobility`]
    /// walks nothing.
    pub(crate) fn is_statically_unwinnable_for(&self, winner: Color) -> bool {
        self.unwinnable_with_mobility(winner, 0, u64::MAX) == Verdict::Proved
    }

    /// Point 4 of [`crate::adjudication::dead`]: every one of `moves` (the legal moves, not empty) leads to a
    /// dead position, within the search's bounds.
    fn is_forced_dead(&self, moves: &[Move]) -> bool {
        if moves.is_empty() || moves.len() > FORCED_MAX_MOVES {
            return false;
        }
        let mut budget = FORCED_MAX_NODES;
        all_replies_dead(self, moves, &mut budget)
    }

    /// Point 5's static proofs for both sides at any number of moves (see
    /// [`crate::adjudication::dead`]): true when neither side can ever mate by
    /// [`Position::is_unwinnable_by_structure`] (locked and semi-locked pawns, fixed units).
    /// Only tried when the position has a pawn blocked by another unit, no free pawn (no pawn
    /// ahead on its file, the square in front empty) and no rook or queen with a move to an
    /// empty square: elsewhere these proofs hardly ever hold for both sides, and a game asks
    /// this after every move. (On the 30,000 lichess positions the dead-position test runs
    /// 4 % more instructions than before issue 38 (callgrind); without the rook-and-queen
    /// gate, about 20 % more. The labelled vectors proved dead are the same with or without
    /// the gates.)
    pub(crate) fn is_walled_dead(&self) -> bool {
        let board = &self.board;
        let pawns = board.pawns();
        let occupied = board.occupied();
        let blocked = (pawns & board.by_color(Color::White) & Bitboard(occupied.0 >> 8))
            | (pawns & board.by_color(Color::Black) & Bitboard(occupied.0 << 8));
        if blocked.is_empty()
            || self.has_open_file_pawn(Color::White)
            || self.has_open_file_pawn(Color::Black)
        {
            return false;
        }
        let heavy_moves = |sq: Square| match board.role_at(sq) {
            Some(Role::Rook) => rook_attacks(sq, occupied),
            _ => queen_attacks(sq, occupied),
        };
        if (board.rooks() | board.queens())
            .into_iter()
            .any(|sq| (heavy_moves(sq) - occupied).nonempty())
        {
            return false;
        }
        self.is_unwinnable_by_structure(Color::White)
            && self.is_unwinnable_by_structure(Color::Black)
    }

    /// The locked-pawn part of [`Position::is_dead_position`] (point 3 of [`crate::adjudication::dead`]).
    pub(crate) fn is_locked_dead(&self) -> bool {
        match self.locked_pair() {
            Some((white, black)) => never_mates(&white, &black) && never_mates(&black, &white),
            None => false,
        }
    }

    /// Point 3 of [`crate::adjudication::dead`] for one side: the pawns are locked as described there and
    /// the pieces of `winner` can never mate the other king (every square where they could
    /// check it has a flight). Sound: `true` means `winner` can never mate.
    pub(crate) fn is_locked_unwinnable_for(&self, winner: Color) -> bool {
        match self.locked_pair() {
            Some((white, black)) => match winner {
                Color::White => never_mates(&white, &black),
                Color::Black => never_mates(&black, &white),
            },
            None => false,
        }
    }

    /// The regions of white and black when the pawns are locked (the conditions of point 3 of
    /// [`crate::adjudication::dead`] before the flight test), or `None`.
    fn locked_pair(&self) -> Option<(Regions, Regions)> {
        let board = &self.board;
        let pawns = board.pawns();
        if pawns.is_empty() {
            return None;
        }
        let white_pawns = pawns & board.by_color(Color::White);
        let black_pawns = pawns & board.by_color(Color::Black);
        // Every pawn has a pawn in front of it (cheap test first: most positions stop here).
        let fronts = Bitboard(white_pawns.0 << 8) | Bitboard(black_pawns.0 >> 8);
        if (fronts - pawns).nonempty() {
            return None;
        }
        if self.is_check() || self.legal_ep_square().is_some() {
            return None;
        }
        let pawn_attacks_of = |color: Color| -> Bitboard {
            (pawns & board.by_color(color))
                .fold(Bitboard::EMPTY, |acc, sq| acc | pawn_attacks(color, sq))
        };
        let white_attacks = pawn_attacks_of(Color::White);
        let black_attacks = pawn_attacks_of(Color::Black);
        // A pawn that attacks an opposing pawn or piece now could take it.
        if white_attacks.intersects(board.by_color(Color::Black))
            || black_attacks.intersects(board.by_color(Color::White))
        {
            return None;
        }
        Some((
            self.locked_regions(Color::White, black_attacks)?,
            self.locked_regions(Color::Black, white_attacks)?,
        ))
    }

    /// For `color`, with the pawns fixed: the regions of its king and of its other pieces
    /// ([`Regions`]), or `None` when a capture involving a pawn is possible (see
    /// [`crate::adjudication::dead`]). `their_attacks` are the squares the opposing pawns attack.
    fn locked_regions(&self, color: Color, their_attacks: Bitboard) -> Option<Regions> {
        let board = &self.board;
        let pawns = board.pawns();
        let their_pawns = pawns & board.by_color(color.other());
        let (king, king_touch) = flood(
            Bitboard::from_square(self.king_of(color)),
            !pawns - their_attacks,
            king_attacks,
        );
        // The king could take an opposing pawn that no pawn defends.
        if king_touch.intersects(their_pawns - their_attacks) {
            return None;
        }
        let mut pieces = Bitboard::EMPTY;
        for sq in board.by_color(color) - pawns - board.kings() {
            let reach = match board.role_at(sq) {
                Some(Role::Knight) => knight_reach,
                Some(Role::Bishop) => bishop_reach,
                Some(Role::Rook) => rook_reach,
                _ => queen_reach,
            };
            let (region, touch) = flood(Bitboard::from_square(sq), !pawns, |s| reach(s, pawns));
            // A pawn could take the piece, or the piece a pawn.
            if region.intersects(their_attacks) || touch.intersects(their_pawns) {
                return None;
            }
            pieces |= region;
        }
        Some(Regions {
            king,
            king_touch,
            pieces,
        })
    }
}

/// Where one side's units can ever be in a locked position (point 3 of [`crate::adjudication::dead`]).
struct Regions {
    /// The squares its king can stand on.
    king: Bitboard,
    /// The squares its king can attack from there.
    king_touch: Bitboard,
    /// The squares its other pieces can stand on, which hold every square without a pawn they
    /// can attack.
    pieces: Bitboard,
}

/// True when the pieces of the side with regions `us` can never mate the king of the side with
/// regions `them`: every square where that king could be checked has a flight beside it
/// (point 3 of [`crate::adjudication::dead`]).
fn never_mates(us: &Regions, them: &Regions) -> bool {
    let checks = them.king & us.pieces;
    if checks.is_empty() {
        return true;
    }
    let free = them.king - us.pieces;
    checks
        .into_iter()
        .all(|sq| always_a_flight(sq, free, them.pieces, None, us.king, us.king_touch))
}

/// Point 4 of [`crate::adjudication::dead`]: true when each of `moves` (the legal moves of `pos`, not empty)
/// leads to a dead position. Every reply position is first judged cheaply (material,
/// stalemate or mate, locked pawns, number of moves), so that a line that cannot be proved
/// ends the search before any deeper one is tried; then the undecided ones are searched, each
/// taking one unit of `budget`.
fn all_replies_dead(pos: &Position, moves: &[Move], budget: &mut u32) -> bool {
    let mut open: ArrayVec<Position, FORCED_MAX_MOVES> = ArrayVec::new();
    for m in moves {
        let next = pos.make(m);
        if next.is_insufficient_material() {
            continue;
        }
        // More moves than the search looks at, shown without counting them all: only the
        // locked pawns can make that reply dead.
        let in_check = next.is_check();
        if next.has_more_moves_than(FORCED_MAX_MOVES as u64, in_check) {
            if next.is_locked_dead() {
                continue;
            }
            return false;
        }
        let count = next.count_legal_moves();
        if count == 0 {
            if in_check {
                return false; // a mate
            }
            continue; // a stalemate
        }
        if next.is_locked_dead() {
            continue;
        }
        if count > FORCED_MAX_MOVES as u64 || open.try_push(next).is_err() {
            return false;
        }
    }
    for next in open {
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        let replies = next.legal_moves();
        if !all_replies_dead(&next, &replies, budget) {
            return false;
        }
    }
    true
}

fn knight_reach(sq: Square, _pawns: Bitboard) -> Bitboard {
    knight_attacks(sq)
}

fn bishop_reach(sq: Square, pawns: Bitboard) -> Bitboard {
    bishop_attacks(sq, pawns)
}

fn rook_reach(sq: Square, pawns: Bitboard) -> Bitboard {
    rook_attacks(sq, pawns)
}

fn queen_reach(sq: Square, pawns: Bitboard) -> Bitboard {
    queen_attacks(sq, pawns)
}

/// Every square at or below a square of `b` on its file.
fn fill_down(mut b: u64) -> u64 {
    b |= b >> 8;
    b |= b >> 16;
    b | b >> 32
}

/// Every square at or above a square of `b` on its file.
fn fill_up(mut b: u64) -> u64 {
    b |= b << 8;
    b |= b << 16;
    b | b << 32
}
