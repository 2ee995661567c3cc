//! The two searches of [`super::can_win`]: a helpmate search that finds a mating line fast
//! (iterative deepening, move ordering toward the mate, a transposition table), and an
//! exhaustive walk of every reachable position that proves `No` when it ends without a mate.

use super::proofs::{
    cannot_win, cannot_win_by_material, cannot_win_cheaply, is_fixed_unwinnable_for,
};
use crate::position::Position;
use crate::position::attacks::{
    between, bishop_attacks, knight_attacks, pawn_attacks, rook_attacks,
};
use crate::position::board::Board;
use crate::position::castling::CastlingRights;
use crate::types::bitboard::Bitboard;
use crate::types::color::Color;
use crate::types::moves::{Move, MoveKind};
use crate::types::role::Role;
use crate::types::square::Square;
use crate::util::sort::{sort_moves_by_rank, sort_ranked};
use arrayvec::ArrayVec;
use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

/// The halfmove clock at which the game is over (Art. 9.6.2: 75 moves of each player without
/// a pawn move or a capture); a mate on the move that reaches it still counts (the Article
/// gives the checkmate precedence). No search plays a move from a position whose clock is
/// this high, so every line it returns respects the 75-move rule.
pub(crate) const MAX_HALFMOVES: u32 = 150;

/// True when no move of `line` (legal moves from `pos`) is played from a position whose
/// halfmove clock has reached [`MAX_HALFMOVES`].
pub(super) fn respects_clock(pos: &Position, line: &[Move]) -> bool {
    let mut p = *pos;
    for m in line {
        if clock_over(&p) {
            return false;
        }
        p = p.make(m);
    }
    true
}

/// True when the 75-move rule (Art. 9.6.2) has ended the game at `pos`: no move may follow.
#[inline]
pub(super) fn clock_over(pos: &Position) -> bool {
    pos.halfmoves() >= MAX_HALFMOVES
}

/// What identifies a position for the searches: placement, side to move, castling rights and
/// en-passant square (the clocks are left out: the question ignores them). The whole key is
/// stored, so two positions are never confused (no hash collision can make an answer wrong).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(super) struct Key(Board, Color, CastlingRights, Option<Square>);

impl Key {
    pub(super) fn of(pos: &Position) -> Key {
        Key(
            pos.board,
            pos.turn,
            pos.castling_rights,
            pos.legal_ep_square(),
        )
    }
}

/// A fast multiply-rotate hasher for [`Key`]s (the keys are whole positions, so its quality
/// only affects speed, never answers).
#[derive(Default)]
pub(super) struct FastHasher(u64);

impl Hasher for FastHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }
    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    #[inline]
    fn write_u8(&mut self, n: u8) {
        self.write_u64(u64::from(n));
    }
    #[inline]
    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }
    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }
    /// The words are mixed by multiplication, which only moves entropy upward; the table
    /// takes its bucket from the low bits, so the result goes through SplitMix64's finalizer
    /// (without it, positions differing only on the upper ranks collide).
    #[inline]
    fn finish(&self) -> u64 {
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

type Build = BuildHasherDefault<FastHasher>;

/// The positions the sets of [`dive`] and [`walk`] are first sized for (they grow past it).
const SEEN_CAPACITY: usize = 128;

/// The most positions [`walk`] sizes its list and set for at its start.
const WALK_CAPACITY: usize = 2048;

/// The room (positions) that the map of [`with_explored`] keeps from one walk to the next: a
/// walk to the default budget fills it without growing it again, and without a page fault on
/// each new call (growing and first touching the map cost more than a third of such a walk).
const EXPLORED_KEPT: usize = 1 << 16;

/// The search ran out of its node budget.
pub(super) struct OutOfBudget;

/// The node counter shared by both searches: one node per position reached by a move.
pub(super) struct Budget {
    pub(super) used: u64,
    pub(super) limit: u64,
}

impl Budget {
    #[inline]
    fn spend(&mut self) -> Result<(), OutOfBudget> {
        if self.used >= self.limit {
            return Err(OutOfBudget);
        }
        self.used += 1;
        Ok(())
    }
}

/// Helpmate search: the shortest line up to `max_plies` plies (found by iterative deepening)
/// in which `winner` mates, the other side cooperating, and the halfmove clock stays below
/// [`MAX_HALFMOVES`] until the mate (Art. 9.6.2); `Ok(None)` when there is none that short,
/// `Err` when the budget ran out first.
pub(super) fn helpmate(
    pos: &Position,
    winner: Color,
    max_plies: u32,
    width: usize,
    budget: &mut Budget,
) -> Result<Option<Vec<Move>>, OutOfBudget> {
    let mut search = Helpmate {
        winner,
        width,
        budget,
        failed: HashMap::default(),
        line: Vec::new(),
    };
    let first = if pos.turn() == winner { 1 } else { 2 };
    let mut depth = first;
    while depth <= max_plies {
        if search.dfs(pos, depth)? {
            search.line.reverse();
            return Ok(Some(search.line));
        }
        depth += 2;
    }
    Ok(None)
}

/// The last plies before the horizon of the helpmate search, where every move is tried.
const FULL_WIDTH_PLIES: u32 = 3;

struct Helpmate<'a> {
    winner: Color,
    /// Above [`FULL_WIDTH_PLIES`] plies from the horizon, only this many moves (the best
    /// ordered) are tried at each position.
    width: usize,
    budget: &'a mut Budget,
    /// Positions searched without a mate, with the plies that were searched from them and the
    /// halfmove clock they had (0 when the clock cut nothing in that search: the failure then
    /// holds at any clock). A failure holds again for as many plies or fewer, at that clock or
    /// a higher one.
    failed: HashMap<Key, (u32, u32), Build>,
    /// The mating line found, last move first.
    line: Vec<Move>,
}

impl Helpmate<'_> {
    fn dfs(&mut self, pos: &Position, depth: u32) -> Result<bool, OutOfBudget> {
        let to_move = pos.turn();
        if clock_over(pos) || cannot_win_by_material(pos, self.winner) {
            return Ok(false);
        }
        let key = Key::of(pos);
        let clock = pos.halfmoves();
        if self
            .failed
            .get(&key)
            .is_some_and(|&(d, c)| d >= depth && c <= clock)
        {
            return Ok(false);
        }
        let mut moves = pos.legal_moves();
        if depth == 1 {
            // The winner's last move: only a check can mate.
            debug_assert_eq!(to_move, self.winner);
            let checks = Checks::of(pos);
            for m in moves.iter() {
                if checks.gives_check(pos, m) {
                    self.budget.spend()?;
                    let next = pos.make(m);
                    if !next.has_legal_moves() {
                        self.line.push(*m);
                        return Ok(true);
                    }
                }
            }
        } else {
            let lk = pos.king_of(self.winner.other());
            let ours = to_move == self.winner;
            sort_moves_by_rank(&mut moves, |m| -order(pos, m, ours, lk));
            let width = if depth > FULL_WIDTH_PLIES {
                self.width
            } else {
                usize::MAX
            };
            for m in moves.iter().take(width) {
                self.budget.spend()?;
                let next = pos.make(m);
                if self.dfs(&next, depth - 1)? {
                    self.line.push(*m);
                    return Ok(true);
                }
            }
        }
        // The positions expanded below had clocks up to `clock + depth - 1`: when that stays
        // under the limit, the clock cut nothing and the failure holds at any clock.
        let cut = if clock.saturating_add(depth) <= MAX_HALFMOVES {
            0
        } else {
            clock
        };
        self.failed.insert(key, (depth, cut));
        Ok(false)
    }
}

/// A deep, narrow helpmate search: depth first up to `max_plies`, trying only the `width`
/// best-ordered moves at each position and each position once (a position already visited at
/// any depth is not entered again), looking at every position of the winner to move for a
/// mating check. It finds long plans (a king walking to take a pawn, a pawn promoting) that
/// iterative deepening cannot reach; it proves nothing when it fails. It plays no move from a
/// position whose halfmove clock has reached [`MAX_HALFMOVES`] (Art. 9.6.2).
pub(super) fn dive(
    pos: &Position,
    winner: Color,
    max_plies: u32,
    width: usize,
    plan: Plan,
    budget: &mut Budget,
) -> Result<Option<Vec<Move>>, OutOfBudget> {
    let mut search = Dive {
        winner,
        width,
        plan,
        // Sized for a typical dive in a game's ending (fewer rehashes of the growing set).
        seen: HashSet::with_capacity_and_hasher(SEEN_CAPACITY, Build::default()),
        line: Vec::new(),
        budget,
    };
    if search.dfs(pos, max_plies)? {
        search.line.reverse();
        return Ok(Some(search.line));
    }
    Ok(None)
}

struct Dive<'a> {
    winner: Color,
    width: usize,
    plan: Plan,
    seen: HashSet<Key, Build>,
    line: Vec<Move>,
    budget: &'a mut Budget,
}

impl Dive<'_> {
    fn dfs(&mut self, pos: &Position, depth: u32) -> Result<bool, OutOfBudget> {
        if depth == 0
            || clock_over(pos)
            || cannot_win_by_material(pos, self.winner)
            || !self.seen.insert(Key::of(pos))
        {
            return Ok(false);
        }
        // The move list lives in `candidates`' frame only: the recursion keeps a few moves
        // per ply on the stack, so hundreds of plies fit in wasm's stack.
        let (mate, best) = candidates(pos, self.winner, self.width, self.plan, self.budget)?;
        if let Some(m) = mate {
            self.line.push(m);
            return Ok(true);
        }
        for m in &best {
            self.budget.spend()?;
            let next = pos.make(m);
            if self.dfs(&next, depth - 1)? {
                self.line.push(*m);
                return Ok(true);
            }
        }
        Ok(false)
    }
}

/// The squares from which the side to move checks the other king, found once per position,
/// so that [`Checks::gives_check`] costs a few bit tests per move ([`Position::gives_check`]
/// looks along two lines from the king for every move).
pub(super) struct Checks {
    /// Where a pawn, knight, bishop or rook of the side to move checks (a queen: bishop or
    /// rook), the lines from the king counted with the pieces as they stand.
    pawn: Bitboard,
    knight: Bitboard,
    bishop: Bitboard,
    rook: Bitboard,
    /// The pieces of the side to move alone between one of its line pieces and the other king
    /// (moving one may uncover a check): their moves, and castling and en passant, are left
    /// to [`Position::gives_check`].
    uncovering: Bitboard,
}

impl Checks {
    pub(super) fn of(pos: &Position) -> Checks {
        let board = pos.board();
        let us = pos.turn();
        let king = pos.king_of(us.other());
        let occupied = board.occupied();
        let ours = board.by_color(us);
        let mut uncovering = Bitboard::EMPTY;
        let lines = (rook_attacks(king, Bitboard::EMPTY) & ours & board.rooks_and_queens())
            | (bishop_attacks(king, Bitboard::EMPTY) & ours & board.bishops_and_queens());
        for slider in lines {
            let inside = between(king, slider) & occupied;
            if inside.count() == 1 {
                uncovering |= inside & ours;
            }
        }
        Checks {
            pawn: pawn_attacks(us.other(), king),
            knight: knight_attacks(king),
            bishop: bishop_attacks(king, occupied),
            rook: rook_attacks(king, occupied),
            uncovering,
        }
    }

    /// [`Position::gives_check`] for a legal move `m` of `pos` (the position these checks
    /// were found for). A line piece moving to a square on a line to the king checks exactly
    /// when the line is open as the pieces stand: the square it leaves could only be on that
    /// line behind it, and the other king would then be in check already.
    #[inline]
    pub(super) fn gives_check(&self, pos: &Position, m: &Move) -> bool {
        // A promotion is left to it too: the square the pawn leaves may be on the new
        // piece's line to the king (`bxa1=Q` with the king on c3).
        if self.uncovering.contains(m.from)
            || m.promotion.is_some()
            || matches!(m.kind, MoveKind::Castle | MoveKind::EnPassant)
        {
            return pos.gives_check(m);
        }
        let to = m.to;
        match m.role {
            Role::Pawn => self.pawn.contains(to),
            Role::Knight => self.knight.contains(to),
            Role::Bishop => self.bishop.contains(to),
            Role::Rook => self.rook.contains(to),
            Role::Queen => self.bishop.contains(to) || self.rook.contains(to),
            Role::King => false,
        }
    }
}

/// The most moves [`dive`] tries at a position.
const MAX_DIVE_WIDTH: usize = 8;

/// For [`Dive`]: a mating move of the winner if it has one here, and the `width` best-ordered
/// moves (at most [`MAX_DIVE_WIDTH`]).
#[inline(never)]
fn candidates(
    pos: &Position,
    winner: Color,
    width: usize,
    plan: Plan,
    budget: &mut Budget,
) -> Result<(Option<Move>, ArrayVec<Move, MAX_DIVE_WIDTH>), OutOfBudget> {
    let moves = pos.legal_moves();
    let ours = pos.turn() == winner;
    if ours {
        let checks = Checks::of(pos);
        for m in moves.iter() {
            if checks.gives_check(pos, m) {
                budget.spend()?;
                if !pos.make(m).has_legal_moves() {
                    return Ok((Some(*m), ArrayVec::new()));
                }
            }
        }
    }
    let lk = pos.king_of(winner.other());
    let rank = |m: &Move| match plan {
        Plan::Edge => order(pos, m, ours, lk),
        Plan::Corner => order_corner(pos, m, ours, lk),
        Plan::Net => order_net(pos, m, ours, lk),
    };
    Ok((None, best_of(&moves, width.min(MAX_DIVE_WIDTH), rank)))
}

/// The `width` moves of `moves` with the highest `rank` (the best first; of equal ranks, the
/// last generated), each move ranked once, in one pass that keeps the best so far.
fn best_of<const N: usize>(
    moves: &[Move],
    width: usize,
    rank: impl Fn(&Move) -> i32,
) -> ArrayVec<Move, N> {
    let width = width.min(N);
    // The best so far, the best first.
    let mut top: ArrayVec<(i32, Move), N> = ArrayVec::new();
    for m in moves {
        let r = rank(m);
        // After every kept move of a rank not above `r` (a later move wins a tie).
        let at = top.iter().position(|&(t, _)| t <= r).unwrap_or(top.len());
        if at < width {
            if top.len() == width {
                top.pop();
            }
            top.insert(at, (r, *m));
        }
    }
    top.into_iter().map(|(_, m)| m).collect()
}

/// The move ordering of a deep narrow search ([`dive`]).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Plan {
    /// [`order`]: the losing king toward the edge and the winning king.
    Edge,
    /// [`order_corner`]: the losing king toward the nearest corner, its pieces beside it;
    /// the winning king toward the opposing pawns (to take them and free its own).
    Corner,
    /// [`order_net`]: the losing king toward the winning king and into a corner, the winning
    /// king and pieces toward it (a short helpmate with few pieces).
    Net,
}

/// The ordering of [`Plan::Net`] (higher first): the loser walks its king into the winner's
/// net (toward the winning king, to the edge and a corner), its pieces out of the way and
/// never taking; the winner brings its king and pieces next to the losing king (its knights
/// two steps from it).
fn order_net(pos: &Position, m: &Move, winner_to_move: bool, loser_king: Square) -> i32 {
    let d = |a: Square, b: Square| a.distance(b) as i32;
    let to = m.destination();
    let mut score = promotion_score(m);
    if winner_to_move {
        if m.capture.is_some() {
            score += 12;
        }
        let closer = d(m.from, loser_king) - d(to, loser_king);
        score += match m.role {
            Role::King => 3 * closer,
            Role::Pawn => 5 + closer,
            // A knight checks from two king steps away.
            Role::Knight => 2 * ((d(m.from, loser_king) - 2).abs() - (d(to, loser_king) - 2).abs()),
            _ => 2 * closer,
        };
    } else {
        let winner_king = pos.king_of(pos.turn().other());
        if let Some(role) = m.capture {
            score += if role == Role::Pawn { 2 } else { -30 };
        }
        score += match m.role {
            Role::King => {
                3 * (d(m.from, winner_king) - d(to, winner_king))
                    + 2 * (edge_distance(m.from) - edge_distance(to))
                    + 2 * (corner_distance(m.from) - corner_distance(to))
            }
            // Before the king's steps: a pawn of the loser that advances may promote to a
            // piece that blocks its king's flights. (At 3, below the king's steps, the
            // flag-fall verdict spent 133,000 nodes on the 30,000 lichess positions; at 8,
            // 119,000, the vectors' counts unchanged.)
            Role::Pawn => 8,
            _ => d(m.from, loser_king) - d(to, loser_king),
        };
    }
    score
}

/// The part of every move ordering that a promotion gives (to a queen first, then a knight,
/// the other pieces last).
fn promotion_score(m: &Move) -> i32 {
    match m.promotion {
        Some(Role::Queen) => 60,
        Some(Role::Knight) => 50,
        Some(_) => 15,
        None => 0,
    }
}

/// How far a square is from the nearest corner (king steps).
fn corner_distance(sq: Square) -> i32 {
    let f = sq.file().index() as i32;
    let r = sq.rank().index() as i32;
    f.min(7 - f).max(r.min(7 - r))
}

/// The ordering of [`Plan::Corner`] (higher first).
fn order_corner(pos: &Position, m: &Move, winner_to_move: bool, loser_king: Square) -> i32 {
    let d = |a: Square, b: Square| a.distance(b) as i32;
    let to = m.destination();
    let mut score = promotion_score(m);
    let board = pos.board();
    if winner_to_move {
        let their_pawns = board.pawns() & board.by_color(pos.turn().other());
        let nearest = |sq: Square| their_pawns.into_iter().map(|p| d(sq, p)).min().unwrap_or(0);
        if m.capture.is_some() {
            score += 12;
        }
        score += match m.role {
            Role::King => {
                3 * (nearest(m.from) - nearest(to)) + (d(m.from, loser_king) - d(to, loser_king))
            }
            Role::Pawn => 5,
            _ => 4 * (d(m.from, loser_king) - d(to, loser_king)),
        };
    } else {
        if let Some(role) = m.capture {
            score += if role == Role::Pawn { 2 } else { -30 };
        }
        score += match m.role {
            Role::King => 4 * (corner_distance(m.from) - corner_distance(to)),
            Role::Pawn => 3,
            _ => 3 * (d(m.from, loser_king) - d(to, loser_king)),
        };
    }
    score
}

/// How far a square is from the edge of the board (0 on the edge, 3 in the centre).
fn edge_distance(sq: Square) -> i32 {
    let f = sq.file().index() as i32;
    let r = sq.rank().index() as i32;
    f.min(7 - f).min(r).min(7 - r)
}

/// The move ordering of the helpmate search (higher first): the winner's pieces toward the
/// losing king, promotions to queen or knight; the loser's king toward the edge, its pieces
/// toward its king (to block flights), and captures of the winner's pieces last.
fn order(pos: &Position, m: &Move, winner_to_move: bool, loser_king: Square) -> i32 {
    let winner_king = pos.king_of(if winner_to_move {
        pos.turn()
    } else {
        pos.turn().other()
    });
    let d = |a: Square, b: Square| a.distance(b) as i32;
    let mut score = 0;
    if let Some(role) = m.promotion {
        score += match role {
            Role::Queen => 60,
            Role::Knight => 50,
            Role::Rook => 20,
            _ => 15,
        };
    }
    let to = m.destination();
    if winner_to_move {
        if m.capture.is_some() {
            score += 12;
        }
        let closer = d(m.from, loser_king) - d(to, loser_king);
        score += match m.role {
            Role::King => 2 * closer,
            Role::Pawn => 5 + closer,
            _ => 4 * closer,
        };
    } else {
        if let Some(role) = m.capture {
            score += if role == Role::Pawn { 2 } else { -30 };
        }
        score += match m.role {
            Role::King => {
                3 * (edge_distance(m.from) - edge_distance(to))
                    + (d(m.from, winner_king) - d(to, winner_king))
            }
            Role::Pawn => 3,
            _ => 2 * (d(m.from, loser_king) - d(to, loser_king)),
        };
    }
    score
}

/// The positions a walk entered, with the lowest clock each was queued with.
pub(super) type Explored = HashMap<Key, u32, Build>;

/// What the exhaustive walk found.
pub(super) enum Walk {
    /// A mating line.
    Mate(Vec<Move>),
    /// Every position reachable from the start (except those where [`cannot_win`] proves the
    /// winner can never mate) was visited, and none is a checkmate of the loser.
    NoMate,
}

/// The list of positions a [`walk`] visited: each with its parent's index and the move from it.
type WalkNodes = Vec<(Position, u32, Option<Move>)>;

/// What [`walk`] works in: its list of positions and its stacks of queued positions by clock.
type WalkScratch = (WalkNodes, Vec<Vec<u32>>);

thread_local! {
    /// The room of [`walk`], kept from one walk to the next (cleared, not freed): a game read
    /// from PGN walks many positions of its ending, and fresh room for each walk cost page
    /// faults on every call. Room beyond [`WALK_CAPACITY`] is given back after each walk.
    static WALK_SCRATCH: std::cell::RefCell<WalkScratch> =
        const { std::cell::RefCell::new((Vec::new(), Vec::new())) };
}

/// Visits every position reachable from `pos` by legal moves of both sides, once each,
/// without going past positions where [`cannot_win`] holds for `winner`; stops at the first
/// checkmate of the loser (and returns the line to it). `Err` when the budget ran out.
///
/// With `clocked`, the 75-move rule counts (Art. 9.6.2): no move is played from a position
/// whose halfmove clock has reached [`MAX_HALFMOVES`], so a mate is only met by a line that
/// respects the rule. A position can then be reached with different clocks, and the lower
/// clock allows everything the higher one does: positions are expanded in order of their
/// clock (the lowest first), each once, with the lowest clock it can be reached with.
/// Without `clocked`, every clock counts as 0 (a plain depth-first walk): the walk answers
/// for the board alone, which allows more lines, so its `NoMate` holds with the clock too.
///
/// With `within`, only the positions it holds are entered (a second walk over what a first
/// one explored, to find a line that respects the clock). The positions entered are left in
/// `best` (the lowest clock each was queued with).
pub(super) fn walk(
    pos: &Position,
    winner: Color,
    clocked: bool,
    within: Option<&Explored>,
    best: &mut Explored,
    budget: &mut Budget,
) -> Result<Walk, OutOfBudget> {
    if !clocked && within.is_none() {
        return with_dfs_scratch(|frames, arena| {
            walk_dfs(pos, winner, best, budget, frames, arena, None)
        });
    }
    let mut run = |nodes: &mut WalkNodes, todo: &mut Vec<Vec<u32>>, budget: &mut Budget| {
        walk_in(pos, winner, clocked, within, best, budget, nodes, todo)
    };
    WALK_SCRATCH.with(|cell| match cell.try_borrow_mut() {
        Ok(mut scratch) => {
            let (nodes, todo) = &mut *scratch;
            let result = run(nodes, todo, budget);
            if nodes.capacity() > WALK_CAPACITY {
                nodes.clear();
                nodes.shrink_to(WALK_CAPACITY);
            }
            result
        }
        // Not reached (a walk starts no walk); fresh room then.
        Err(_) => run(&mut Vec::new(), &mut Vec::new(), budget),
    })
}

/// A position of [`walk_dfs`]'s current line: the position, and where its moves (best last)
/// start in the arena and how many of them are left to try.
type Frame = (Position, u32, u32);

/// The moves of [`walk_dfs`]'s current line, each with its rank (sorted per position, the
/// best last).
type Ranked = Vec<(i32, Move)>;

thread_local! {
    /// The room of [`walk_dfs`] (its line and its moves), kept from one walk to the next as
    /// [`WALK_SCRATCH`] is.
    static DFS_SCRATCH: std::cell::RefCell<(Vec<Frame>, Ranked)> =
        const { std::cell::RefCell::new((Vec::new(), Vec::new())) };
}

/// Runs `f` with the room of [`walk_dfs`] kept in [`DFS_SCRATCH`] (room beyond
/// [`WALK_CAPACITY`] given back after it), or fresh room if that is in use.
fn with_dfs_scratch<R>(f: impl FnOnce(&mut Vec<Frame>, &mut Ranked) -> R) -> R {
    DFS_SCRATCH.with(|cell| match cell.try_borrow_mut() {
        Ok(mut scratch) => {
            let (frames, arena) = &mut *scratch;
            let result = f(frames, arena);
            if arena.capacity() > WALK_CAPACITY * 8 {
                arena.clear();
                arena.shrink_to(WALK_CAPACITY * 8);
            }
            if frames.capacity() > WALK_CAPACITY {
                frames.clear();
                frames.shrink_to(WALK_CAPACITY);
            }
            result
        }
        // Not reached (a walk starts no walk); fresh room then.
        Err(_) => f(&mut Vec::new(), &mut Vec::new()),
    })
}

/// Positions from which a checkmate by the colour given with each is known to be reachable on
/// the board alone: the positions on the lines to the mates that [`walk_reaches_mate`] met
/// (each line a series of legal moves from the position to a checkmate of the other side).
/// What it holds is a fact about the position alone, whatever the walk that found it.
pub(super) type KnownMates = HashSet<(Key, Color), Build>;

/// The most positions [`KNOWN_MATES`] keeps: it is emptied before a line would take it past
/// (of a longer line, the positions nearest the mate are kept), so its room stays bounded.
const KNOWN_MATES_MAX: usize = 4096;

thread_local! {
    /// The positions known to reach a mate ([`KnownMates`]), kept from one walk to the next: a
    /// game walks the positions of its ending one after the other, and a walk from a position
    /// often meets one that the line of an earlier walk went through.
    static KNOWN_MATES: std::cell::RefCell<KnownMates> =
        std::cell::RefCell::new(KnownMates::default());
}

/// [`walk`] on the board alone for a verdict: `Ok(true)` when a checkmate of the loser is
/// reachable (the walk met one, or a position of [`KNOWN_MATES`] for `winner`), `Ok(false)`
/// when none is ([`Walk::NoMate`]), `Err` when the budget ran out first. The positions on the
/// way to a mate are added to [`KNOWN_MATES`]. (A known position only ends the walk sooner:
/// a walk that can reach it cannot end in [`Walk::NoMate`], the static proofs being sound.)
pub(super) fn walk_reaches_mate(
    pos: &Position,
    winner: Color,
    best: &mut Explored,
    budget: &mut Budget,
) -> Result<bool, OutOfBudget> {
    let walked = KNOWN_MATES.with(|cell| match cell.try_borrow_mut() {
        Ok(mut known) => with_dfs_scratch(|frames, arena| {
            walk_dfs(pos, winner, best, budget, frames, arena, Some(&mut known))
        }),
        // Not reached (a walk starts no walk); without the known positions then.
        Err(_) => with_dfs_scratch(|frames, arena| {
            walk_dfs(pos, winner, best, budget, frames, arena, None)
        }),
    })?;
    Ok(matches!(walked, Walk::Mate(_)))
}

/// [`walk`] on the board alone (no clock, no `within`): depth first, each position entered
/// once, the moves of each position tried in the net dives' order (the best first), and a
/// node spent only on entering a position (a position's moves are made one at a time, as the
/// walk comes to them). A walk that ends in [`Walk::NoMate`] enters every position the
/// breadth of the other walk queues, so it proves the same with the same budget; but a mate is
/// met after entering only the positions on the way to it. (The queueing walk, ordered the
/// same way, spent a node on every move of each position it expanded: 1,608 of the vectors'
/// 3,606 questions were `Yes` with it.)
///
/// The caller has found that no static proof ([`cannot_win`]) holds at `pos`: they are tried
/// again only at the positions the walk enters.
///
/// With `known` ([`walk_reaches_mate`]), a position of it for `winner` ends the walk as a mate
/// would (its line then ends there, not at a mate; spent no node), and the positions of the
/// line to a mate, met or known, are added to it.
#[allow(clippy::too_many_arguments)] // walk's arguments, its two pieces of room and `known`
fn walk_dfs(
    pos: &Position,
    winner: Color,
    best: &mut Explored,
    budget: &mut Budget,
    frames: &mut Vec<Frame>,
    arena: &mut Ranked,
    mut known: Option<&mut KnownMates>,
) -> Result<Walk, OutOfBudget> {
    let loser = winner.other();
    frames.clear();
    arena.clear();
    best.reserve(
        usize::try_from(budget.limit.saturating_sub(budget.used))
            .unwrap_or(WALK_CAPACITY)
            .clamp(SEEN_CAPACITY, WALK_CAPACITY),
    );
    let start_key = Key::of(pos);
    if known
        .as_ref()
        .is_some_and(|k| k.contains(&(start_key, winner)))
    {
        return Ok(Walk::Mate(Vec::new()));
    }
    best.insert(start_key, 0);
    // Enters `here`: `Some(true)` when it is a checkmate of the loser, `Some(false)` when
    // it is not to be expanded (no moves, or a static proof holds), `None` when its moves
    // were pushed on the arena (the best last) with a frame.
    // The static proofs not at the start (the caller tried them there), and the fixed-unit
    // proof only where the structure may have changed: after a capture or a pawn move (the
    // clock back at 0). A quiet move of a piece or a king keeps every region as it was (each
    // region is closed under the unit's own moves). (The cheap
    // proofs too only there: the same vectors' counts and 6 % fewer instructions for the
    // flag-fall verdict on the lichess positions, but one dead position fewer of the 16 of
    // `random_locked_verdicts_are_sound` within the dead-position test's budget.)
    let enter = |here: &Position, frames: &mut Vec<Frame>, arena: &mut Ranked, start: bool| {
        let moves = here.legal_moves();
        if moves.is_empty() {
            return Some(here.turn() == loser && here.is_check());
        }
        if !start
            && (cannot_win_cheaply(here, winner)
                || (here.halfmoves() == 0 && is_fixed_unwinnable_for(here, winner)))
        {
            return Some(false);
        }
        let lk = here.king_of(loser);
        let ours = here.turn() == winner;
        // Each move's rank computed once, then sorted in place (the best last). A mating move
        // of the winner is tried first.
        let checks = ours.then(|| Checks::of(here));
        let rank = |m: &Move| {
            if checks
                .as_ref()
                .is_some_and(|c| c.gives_check(here, m) && !here.make(m).has_legal_moves())
            {
                i32::MAX
            } else {
                order_net(here, m, ours, lk)
            }
        };
        let start = arena.len();
        arena.extend(moves.iter().map(|m| (rank(m), *m)));
        sort_ranked(&mut arena[start..]);
        frames.push((*here, start as u32, moves.len() as u32));
        None
    };
    if let Some(mate) = enter(pos, frames, arena, true) {
        return Ok(if mate {
            Walk::Mate(Vec::new())
        } else {
            Walk::NoMate
        });
    }
    while let Some(top) = frames.last_mut() {
        let (here, start, left) = *top;
        if left == 0 {
            frames.pop();
            arena.truncate(start as usize);
            continue;
        }
        top.2 -= 1;
        let m = arena[(start + left - 1) as usize].1;
        let next = here.make(&m);
        let key = Key::of(&next);
        // One look-up: inserted when new (after `Err` the map is not read again).
        if best.insert(key, 0).is_some() {
            continue;
        }
        let is_known = known.as_ref().is_some_and(|k| k.contains(&(key, winner)));
        if is_known || {
            budget.spend()?;
            enter(&next, frames, arena, false) == Some(true)
        } {
            // Every position of the line reaches the mate (the last ones kept of a line longer
            // than the room).
            if let Some(k) = known.as_mut() {
                let kept = frames.len().min(KNOWN_MATES_MAX);
                if k.len() + kept > KNOWN_MATES_MAX {
                    k.clear();
                }
                k.extend(
                    frames[frames.len() - kept..]
                        .iter()
                        .map(|&(p, _, _)| (Key::of(&p), winner)),
                );
            }
            // The line: the move being tried at each frame (`m` at the last).
            let line = frames
                .iter()
                .map(|&(_, start, left)| arena[(start + left) as usize].1)
                .collect();
            return Ok(Walk::Mate(line));
        }
    }
    Ok(Walk::NoMate)
}

/// Runs `f` with an empty [`Explored`] map kept from one call to the next (cleared, room
/// beyond [`WALK_CAPACITY`] given back), for the walks that do not keep what they explored:
/// the dead-position test walks many positions of a game's ending, and a fresh map per walk
/// cost page faults on every call.
pub(super) fn with_explored<R>(f: impl FnOnce(&mut Explored) -> R) -> R {
    thread_local! {
        static EXPLORED: std::cell::RefCell<Explored> = std::cell::RefCell::new(Explored::default());
    }
    EXPLORED.with(|cell| match cell.try_borrow_mut() {
        Ok(mut map) => {
            map.clear();
            let result = f(&mut map);
            // A large walk keeps its room for the next (most walks of a game's ending or of
            // the searches' questions are alike); a small one gives all but [`WALK_CAPACITY`]
            // back: clearing a large map costs each later walk in proportion to its room.
            let keep = if map.len() > WALK_CAPACITY {
                EXPLORED_KEPT
            } else {
                WALK_CAPACITY
            };
            if map.capacity() > keep {
                map.clear();
                map.shrink_to(keep);
            }
            result
        }
        Err(_) => f(&mut Explored::default()),
    })
}

/// [`walk`] in the room given (cleared first).
#[allow(clippy::too_many_arguments)] // walk's arguments and its two pieces of room
fn walk_in(
    pos: &Position,
    winner: Color,
    clocked: bool,
    within: Option<&Explored>,
    best: &mut Explored,
    budget: &mut Budget,
    nodes: &mut WalkNodes,
    todo: &mut Vec<Vec<u32>>,
) -> Result<Walk, OutOfBudget> {
    let loser = winner.other();
    let clock_of = |p: &Position| {
        if clocked {
            p.halfmoves().min(MAX_HALFMOVES)
        } else {
            0
        }
    };
    // Sized for the budget (up to a bound): a walk that does not end early visits about that
    // many positions, and growing the list and the map to it cost a third of the walk.
    let room = usize::try_from(budget.limit.saturating_sub(budget.used))
        .unwrap_or(WALK_CAPACITY)
        .clamp(SEEN_CAPACITY, WALK_CAPACITY);
    // Every position queued: its parent's index and the move from it.
    nodes.clear();
    nodes.reserve(room);
    nodes.push((*pos, 0, None));
    best.reserve(room);
    best.insert(Key::of(pos), clock_of(pos));
    // The queued positions by clock (0 to MAX_HALFMOVES), each bucket a stack.
    todo.resize_with(MAX_HALFMOVES as usize + 1, Vec::new);
    todo.iter_mut().for_each(Vec::clear);
    todo[clock_of(pos) as usize].push(0);
    let mut lowest = 0usize;
    loop {
        while lowest < todo.len() && todo[lowest].is_empty() {
            lowest += 1;
        }
        let Some(index) = todo.get_mut(lowest).and_then(Vec::pop) else {
            break;
        };
        let here = nodes[index as usize].0;
        let clock = clock_of(&here);
        if best.get(&Key::of(&here)).is_some_and(|&c| c < clock) {
            continue; // queued again with a lower clock: expanded from there
        }
        let mut moves = here.legal_moves();
        if moves.is_empty() {
            if here.turn() == loser && here.is_check() {
                let mut line = Vec::new();
                let mut i = index as usize;
                while let (_, parent, Some(m)) = nodes[i] {
                    line.push(m);
                    i = parent as usize;
                }
                line.reverse();
                return Ok(Walk::Mate(line));
            }
            continue;
        }
        if clock >= MAX_HALFMOVES || cannot_win(&here, winner) {
            continue;
        }
        let lk = here.king_of(loser);
        let ours = here.turn() == winner;
        // Pushed worst first, so that the best in the net dives' order is expanded first:
        // the walk meets a mate early when there is one. (Unordered, 1,399 of the vectors'
        // 3,606 questions were `Yes` at the default budget; ordered as the edge plan 1,586,
        // the corner plan 1,596, the net plan 1,607. A walk that ends in `NoMate` visits the
        // same positions in any order.)
        sort_moves_by_rank(&mut moves, |m| order_net(&here, m, ours, lk));
        for m in moves.iter() {
            let next = here.make(m);
            let c = clock_of(&next);
            let key = Key::of(&next);
            if within.is_none_or(|w| w.contains_key(&key))
                && best.get(&key).is_none_or(|&old| c < old)
            {
                budget.spend()?;
                best.insert(key, c);
                todo[c as usize].push(nodes.len() as u32);
                lowest = lowest.min(c as usize);
                nodes.push((next, index, Some(*m)));
            }
        }
    }
    Ok(Walk::NoMate)
}

#[cfg(test)]
mod tests {
    use super::Checks;
    use crate::{CastlingMode, Position};

    /// [`Checks::gives_check`] equals [`Position::gives_check`] on every legal move of the
    /// 30,000 lichess positions and of the positions one move after each (both sides to move;
    /// castling, en passant, promotions and uncovered checks among them), and of a few
    /// positions made for the special cases.
    #[test]
    fn checks_equal_gives_check() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../shared/data/dead/lichess-30K-games.txt"
        );
        let text = std::fs::read_to_string(path).expect("the lichess positions");
        let mut fens: Vec<String> = text
            .lines()
            .map(|l| l.split(' ').take(6).collect::<Vec<_>>().join(" "))
            .collect();
        fens.extend(
            [
                // Castling with check, en passant uncovering a check, promotions checking.
                "5k2/8/8/8/8/8/8/4K2R w K - 0 1",
                "8/8/8/K2pP2k/8/8/8/8 w - d6 0 1",
                "8/8/8/1K1pP2k/8/8/8/8 w - d6 0 1",
                "3k4/1P6/8/8/8/8/8/4K3 w - - 0 1",
                "4k3/8/4N3/8/8/8/8/4R1K1 w - - 0 1",
                "7k/8/8/4N3/8/8/1B6/K7 w - - 0 1",
            ]
            .map(String::from),
        );
        let (mut moves, mut checks) = (0, 0);
        for fen in &fens {
            let start = Position::from_fen_relaxed(fen, CastlingMode::Standard).expect(fen);
            let mut positions = vec![start];
            positions.extend(start.legal_moves().iter().map(|m| start.make(m)));
            for p in positions {
                let c = Checks::of(&p);
                for m in p.legal_moves().iter() {
                    let expected = p.gives_check(m);
                    assert_eq!(c.gives_check(&p, m), expected, "{} {m:?}", p.fen());
                    moves += 1;
                    checks += usize::from(expected);
                }
            }
        }
        assert!(moves > 10_000_000 && checks > 100_000, "{moves} {checks}");
    }
}
