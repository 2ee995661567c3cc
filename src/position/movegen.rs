//! Legal move generation (FIDE Art. 3.1 to 3.9).
//!
//! Moves are generated legal, not pseudo-legal: checks, pins and the king's safety are taken
//! into account while generating, so every move in the list may be played (Art. 3.10.1).
//! The generator writes into a sink: a move list, or a counter that adds whole target sets
//! at once (for perft's bulk counting).

use crate::position::Position;
use crate::position::attacks::{
    self, between, bishop_attacks, king_attacks, knight_attacks, rook_attacks,
};
use crate::position::board::Board;
use crate::position::castling::{CastlingPath, rights_of};
use crate::types::bitboard::Bitboard;
use crate::types::color::Color;
use crate::types::moves::{Move, MoveKind, MoveList};
use crate::types::role::Role;
use crate::types::square::{File, Rank, Square};

const RANK_1: u64 = 0xff;
const RANK_8: u64 = 0xff << 56;
const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;

/// Where generated moves go.
pub(crate) trait Sink {
    /// Moves of a piece of `role` from `from` to each square of `targets`.
    fn piece(&mut self, board: &Board, role: Role, from: Square, targets: Bitboard);
    /// Pawn moves of `kind` to each square of `targets`, each from `to - delta`; those landing
    /// on `promo` come four times (Art. 3.7.5.1).
    fn pawns(
        &mut self,
        board: &Board,
        targets: Bitboard,
        delta: i32,
        kind: MoveKind,
        promo: Bitboard,
    );
    /// One move.
    fn push(&mut self, m: Move);
}

impl Sink for MoveList {
    #[inline(always)]
    fn piece(&mut self, board: &Board, role: Role, from: Square, targets: Bitboard) {
        // Captures first, then moves to empty squares (which need no look-up of a victim).
        let occupied = board.occupied();
        for to in targets & occupied {
            let _ = self.try_push(Move {
                kind: MoveKind::Normal,
                role,
                from,
                to,
                capture: board.role_at(to),
                promotion: None,
            });
        }
        for to in targets - occupied {
            let _ = self.try_push(Move {
                kind: MoveKind::Normal,
                role,
                from,
                to,
                capture: None,
                promotion: None,
            });
        }
    }

    #[inline]
    fn pawns(
        &mut self,
        board: &Board,
        targets: Bitboard,
        delta: i32,
        kind: MoveKind,
        promo: Bitboard,
    ) {
        for to in targets {
            let from = Square::from_index_masked((to.index() as i32 - delta) as u32);
            let capture = if kind == MoveKind::Normal {
                board.role_at(to)
            } else {
                None
            };
            let m = Move {
                kind,
                role: Role::Pawn,
                from,
                to,
                capture,
                promotion: None,
            };
            if promo.contains(to) {
                for promotion in Role::PROMOTIONS {
                    let _ = self.try_push(Move {
                        promotion: Some(promotion),
                        ..m
                    });
                }
            } else {
                let _ = self.try_push(m);
            }
        }
    }

    #[inline]
    fn push(&mut self, m: Move) {
        // The list has room for the moves of any placement (see `MoveList`).
        let _ = self.try_push(m);
    }
}

/// Lists only the moves to the squares of `to` (a SAN names its target: reading it looks at
/// the moves to that square only, [`Position::generate_to`]).
pub(crate) struct Onto<'a> {
    /// The squares kept.
    pub(crate) to: Bitboard,
    /// Where the moves go.
    pub(crate) list: &'a mut MoveList,
}

impl Sink for Onto<'_> {
    #[inline]
    fn piece(&mut self, board: &Board, role: Role, from: Square, targets: Bitboard) {
        self.list.piece(board, role, from, targets & self.to);
    }
    #[inline]
    fn pawns(
        &mut self,
        board: &Board,
        targets: Bitboard,
        delta: i32,
        kind: MoveKind,
        promo: Bitboard,
    ) {
        self.list
            .pawns(board, targets & self.to, delta, kind, promo);
    }
    #[inline]
    fn push(&mut self, m: Move) {
        if self.to.contains(m.to) {
            self.list.push(m);
        }
    }
}

/// Counts moves without listing them.
pub(crate) struct Counter(pub u64);

impl Sink for Counter {
    #[inline]
    fn piece(&mut self, _: &Board, _: Role, _: Square, targets: Bitboard) {
        self.0 += u64::from(targets.count());
    }
    #[inline]
    fn pawns(&mut self, _: &Board, targets: Bitboard, _: i32, _: MoveKind, promo: Bitboard) {
        self.0 += u64::from(targets.count()) + 3 * u64::from((targets & promo).count());
    }
    #[inline]
    fn push(&mut self, _: Move) {
        self.0 += 1;
    }
}

impl Position {
    /// All legal moves of the side to move (Art. 3.10.1).
    ///
    /// Promotions come as four moves (queen, rook, bishop, knight: Art. 3.7.5.1); castling is
    /// one move with `to` = the rook's square.
    ///
    /// # Examples
    /// ```
    /// use chess_arbiter::Position;
    /// assert_eq!(Position::new().legal_moves().len(), 20);
    /// ```
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.generate(&mut moves, Bitboard::FULL);
        moves
    }

    /// The legal moves of the piece on `from` (empty if none is there or it is not ours).
    pub fn legal_moves_from(&self, from: Square) -> MoveList {
        let mut moves = MoveList::new();
        self.generate(&mut moves, Bitboard::from_square(from));
        moves
    }

    /// The number of legal moves, counted without listing them.
    pub fn count_legal_moves(&self) -> u64 {
        let mut counter = Counter(0);
        self.generate(&mut counter, Bitboard::FULL);
        counter.0
    }

    /// True when the side to move has at least one legal move.
    pub fn has_legal_moves(&self) -> bool {
        self.has_legal_moves_in(self.is_check())
    }

    /// [`Position::has_legal_moves`] when whether the side to move is in check is known
    /// (`in_check`): a safe step of the king, or out of check a move of a piece that is neither
    /// the king nor pinned, answers before all the moves are counted.
    pub(crate) fn has_legal_moves_in(&self, in_check: bool) -> bool {
        let quick = if in_check {
            self.king_can_step()
        } else {
            self.has_unpinned_step() || self.has_more_moves_than(0, false) || self.king_can_step()
        };
        quick || self.count_legal_moves() > 0
    }

    /// True when a knight or a pawn of the side to move off every line through its king (so it
    /// cannot be pinned) has a move: a knight jump to a square none of ours holds, or a pawn's
    /// step to an empty square. Out of check such a move is legal (Art. 3.9): the cheapest first
    /// answer of [`Position::has_legal_moves_in`], before the pinned pieces are looked for.
    fn has_unpinned_step(&self) -> bool {
        let us = self.turn;
        let board = &self.board;
        let Some(king) = board.king_of(us) else {
            return false;
        };
        let ours = board.by_color(us);
        // The king's rank, file and diagonals (its own square too, which holds no knight or
        // pawn): two table reads, not two empty-board attack computations.
        let lines = attacks::rook_lines(king) | attacks::bishop_lines(king);
        let free = ours - lines;
        if (board.knights() & free).any(|from| !(knight_attacks(from) - ours).is_empty()) {
            return true;
        }
        let (steps, _, _) = pawn_steps(us, (board.pawns() & free).0, !board.occupied().0, 0);
        steps != 0
    }

    /// True when the king of the side to move can step to a square no enemy piece attacks
    /// (Art. 3.8.1, 3.9.2); castling aside.
    fn king_can_step(&self) -> bool {
        let us = self.turn;
        let board = &self.board;
        let Some(king) = board.king_of(us) else {
            return false;
        };
        let occupied = board.occupied().without(king);
        (king_attacks(king) - board.by_color(us))
            .any(|to| board.attackers_to(to, us.other(), occupied).is_empty())
    }

    /// True when the side to move has more than `n` legal moves, as far as a quick count shows:
    /// not in check (`in_check`, as [`Position::is_check`] says), the moves of the pieces that
    /// are neither the king nor pinned (all legal then) are counted, without double steps,
    /// en passant and castling, a promotion once; `false` means "not shown", not "at most `n`"
    /// (for a game, which lists the legal moves only when few are possible, see `crate::game`).
    pub(crate) fn has_more_moves_than(&self, n: u64, in_check: bool) -> bool {
        let us = self.turn;
        let board = &self.board;
        let Some(king) = board.king_of(us) else {
            return false;
        };
        if in_check {
            return false;
        }
        let ours = board.by_color(us);
        let theirs = board.by_color(us.other());
        let occupied = board.occupied();
        let free = ours - self.pinned(king);
        let target = !ours;
        // Pawns: single steps and captures, all at once.
        let (single, left, right) = pawn_steps(us, (board.pawns() & free).0, !occupied.0, theirs.0);
        let mut count = u64::from(single.count_ones() + left.count_ones() + right.count_ones());
        for from in board.knights() & free {
            count += u64::from((knight_attacks(from) & target).count());
        }
        if count > n {
            return true;
        }
        for from in board.bishops_and_queens() & free {
            count += u64::from((bishop_attacks(from, occupied) & target).count());
        }
        if count > n {
            return true;
        }
        for from in board.rooks_and_queens() & free {
            count += u64::from((rook_attacks(from, occupied) & target).count());
        }
        count > n
    }

    /// The side to move's units pinned to its king on `king`: each the only unit between the
    /// king and an enemy slider on its line (Art. 3.9.2).
    #[inline]
    fn pinned(&self, king: Square) -> Bitboard {
        let board = &self.board;
        let ours = board.by_color(self.turn);
        let theirs = board.by_color(self.turn.other());
        let occupied = board.occupied();
        // No rook, bishop or queen of theirs on the king's lines (two table reads): no pin.
        let aligned = theirs
            & ((attacks::rook_lines(king) & board.rooks_and_queens())
                | (attacks::bishop_lines(king) & board.bishops_and_queens()));
        if aligned.is_empty() {
            return Bitboard::EMPTY;
        }
        let snipers = theirs
            & ((rook_attacks(king, theirs) & board.rooks_and_queens())
                | (bishop_attacks(king, theirs) & board.bishops_and_queens()));
        let mut pinned = Bitboard::EMPTY;
        for sniper in snipers {
            let blockers = between(king, sniper) & occupied;
            if !blockers.more_than_one() {
                pinned |= blockers & ours;
            }
        }
        pinned
    }

    /// Generates the legal moves of pieces on `from_mask` into `sink`.
    pub(crate) fn generate<S: Sink>(&self, sink: &mut S, from_mask: Bitboard) {
        self.generate_to(sink, from_mask, Bitboard::FULL);
    }

    /// Generates the legal moves of pieces on `from_mask` to squares of `to_mask` into `sink`,
    /// in the order [`Position::generate`] gives them (a SAN names its piece kind and target:
    /// reading it looks at those moves only). Castling and en passant are given whenever the
    /// king or a pawn is on `from_mask`, wherever they land: the sink filters them.
    ///
    /// The same moves as generating all and keeping those to `to_mask`, with less work: the
    /// king looks only at its steps on `to_mask`, and with a single target square only the
    /// knights and sliders that reach it are looked at (an attack from `from` to `to` is one
    /// from `to` to `from`, on the same board).
    // Not inlined, as it was before `generate_to_checked` held its body: inlined, the
    // dead-position search's `legal_moves` copied its list out (0.4 % of reading a game).
    #[inline(never)]
    pub(crate) fn generate_to<S: Sink>(
        &self,
        sink: &mut S,
        from_mask: Bitboard,
        to_mask: Bitboard,
    ) {
        self.generate_to_checked(sink, from_mask, to_mask, self.checkers());
    }

    /// [`Position::generate_to`] when the pieces giving check to the side to move are known
    /// (`checkers`, as [`Position::checkers`] gives them): a game reading a record found them
    /// as the position was reached (its SAN's `+`), and does not look for them twice.
    // Always inlined: into `generate_to` (kept out of line) and into the game's and the
    // validator's reading of a SAN, each with its own sink (left to itself, LLVM kept it out of
    // line once two readers used it: +3 % instructions reading the lichess games natively; in
    // wasm, which holds no validator, it and `read_move_or_null_in` were out of line too, +0.4 %
    // for `readGames` in Node, and the module 650 bytes larger). `gen_pawns` and `San::find_in`
    // are inlined natively only: in wasm that only made the module larger.
    #[inline(always)]
    pub(crate) fn generate_to_checked<S: Sink>(
        &self,
        sink: &mut S,
        from_mask: Bitboard,
        to_mask: Bitboard,
        checkers: Bitboard,
    ) {
        let us = self.turn;
        let board = &self.board;
        let ours = board.by_color(us);
        let occupied = board.occupied();
        // A side without a king (a lesson, `Position::from_setup_lesson`) is never in check
        // (`checkers` is empty) and has no pinned piece: its pieces move by their own rules
        // only.
        let own_king = board.king_of(us);
        let king = own_king.unwrap_or(Square::A1);

        if own_king.is_some() && from_mask.contains(king) {
            self.gen_king(sink, king, ours, to_mask);
        }
        if checkers.more_than_one() {
            return; // Double check: only the king may move (Art. 3.9.2).
        }
        let target = to_mask
            & match checkers.single() {
                Some(checker) => between(king, checker).with(checker),
                None => !ours,
            };
        if checkers.is_empty() && own_king.is_some() && from_mask.contains(king) {
            self.gen_castling(sink, king);
        }

        // Pieces that may not leave the line between their king and an attacker (Art. 3.9.2).
        let movers = ours & from_mask;
        let pinned = match own_king {
            // No piece of `movers` but the king on the king's lines (a king's SAN, a pawn's
            // file off them): none of them can be pinned (a pinned piece stands between its
            // king and an attacker on one line).
            Some(_)
                if (movers.without(king)
                    & (attacks::rook_lines(king) | attacks::bishop_lines(king)))
                .is_empty() =>
            {
                Bitboard::EMPTY
            }
            Some(_) => self.pinned(king),
            None => Bitboard::EMPTY,
        };

        // With one target square and two pieces or more of a kind, those that reach it (an
        // attack from `to` to `from` is one from `from` to `to`, on the same board): one
        // attack set instead of one per piece.
        let single = to_mask.single();
        let reaching = |pieces: Bitboard, attacks: &dyn Fn(Square) -> Bitboard| match single {
            Some(to) if pieces.more_than_one() => pieces & attacks(to),
            _ => pieces,
        };
        // Knights (Art. 3.6): a pinned knight can never move.
        for from in reaching(board.knights() & (movers - pinned), &knight_attacks) {
            sink.piece(board, Role::Knight, from, knight_attacks(from) & target);
        }
        // Bishops, rooks, queens (Art. 3.2 to 3.5); a pinned one stays on its line.
        for from in reaching(board.bishops() & movers, &|to| bishop_attacks(to, occupied)) {
            let mut reach = bishop_attacks(from, occupied) & target;
            if pinned.contains(from) {
                reach &= attacks::line(king, from);
            }
            sink.piece(board, Role::Bishop, from, reach);
        }
        for from in reaching(board.rooks() & movers, &|to| rook_attacks(to, occupied)) {
            let mut reach = rook_attacks(from, occupied) & target;
            if pinned.contains(from) {
                reach &= attacks::line(king, from);
            }
            sink.piece(board, Role::Rook, from, reach);
        }
        for from in reaching(board.queens() & movers, &|to| {
            bishop_attacks(to, occupied) | rook_attacks(to, occupied)
        }) {
            let mut reach =
                (bishop_attacks(from, occupied) | rook_attacks(from, occupied)) & target;
            if pinned.contains(from) {
                reach &= attacks::line(king, from);
            }
            sink.piece(board, Role::Queen, from, reach);
        }
        self.gen_pawns(sink, king, pinned, target, movers);
        if self.ep_square.is_some() {
            self.gen_en_passant(sink, from_mask);
        }
    }

    fn gen_king<S: Sink>(&self, sink: &mut S, king: Square, ours: Bitboard, to_mask: Bitboard) {
        let them = self.turn.other();
        let occupied = self.board.occupied().without(king);
        let mut safe = Bitboard::EMPTY;
        for to in (king_attacks(king) - ours) & to_mask {
            if self.board.attackers_to(to, them, occupied).is_empty() {
                safe.add(to);
            }
        }
        sink.piece(&self.board, Role::King, king, safe);
    }

    /// Art. 3.8.2: castling, standard and Chess960 alike.
    fn gen_castling<S: Sink>(&self, sink: &mut S, king: Square) {
        let us = self.turn;
        let them = us.other();
        let board = &self.board;
        let occupied = board.occupied();
        for rook in rights_of(self.castling_rights, us) {
            // The squares between king and rook must be empty in any case (they are among
            // `must_be_empty`); most positions with a right fail here, before the path is built.
            if between(king, rook).intersects(occupied) {
                continue;
            }
            let path = CastlingPath::new(us, king, rook);
            // Art. 3.8.2.2.2: no piece between king and rook, nor on the squares either lands on.
            if path.must_be_empty.intersects(occupied) {
                continue;
            }
            // Art. 3.8.2.2.1: the king's square (not in check here), the squares it crosses and
            // the square it lands on must not be attacked.
            let without_king = occupied.without(king);
            if path
                .king_path
                .into_iter()
                .any(|sq| board.attackers_to(sq, them, without_king).nonempty())
            {
                continue;
            }
            // Art. 3.9.2: after castling the king must not be in check (in Chess960 the rook
            // can have been screening the king's destination). A rook in a corner cannot: its
            // leaving opens only the rank beyond it, and there is none (the destination was
            // checked above, or is the king's own square, not in check now).
            let cornered = matches!(rook.file(), File::A | File::H);
            let after = without_king
                .without(rook)
                .with(path.king_to)
                .with(path.rook_to);
            if !cornered
                && board
                    .attackers_to(path.king_to, them, after)
                    .without(rook)
                    .nonempty()
            {
                continue;
            }
            sink.push(Move {
                kind: MoveKind::Castle,
                role: Role::King,
                from: king,
                to: rook,
                capture: None,
                promotion: None,
            });
        }
    }

    /// Art. 3.7.1 to 3.7.3 and 3.7.5: steps, double steps, captures and promotions.
    // Natively always inlined, as it was with one reader of SAN (see `generate_to_checked`).
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    fn gen_pawns<S: Sink>(
        &self,
        sink: &mut S,
        king: Square,
        pinned: Bitboard,
        target: Bitboard,
        movers: Bitboard,
    ) {
        let us = self.turn;
        let board = &self.board;
        let empty = !board.occupied().0;
        let theirs = board.by_color(us.other()).0;
        let pawns = board.pawns() & movers;
        let free = (pawns - pinned).0;

        let (up, up_left, up_right, third_rank, promo) = match us {
            Color::White => (8i32, 7i32, 9i32, 0xffu64 << 16, Bitboard(RANK_8)),
            Color::Black => (-8, -9, -7, 0xffu64 << 40, Bitboard(RANK_1)),
        };
        let shift = |bb: u64, by: i32| if by > 0 { bb << by } else { bb >> -by };
        let t = target.0;

        let single = shift(free, up) & empty;
        let double = shift(single & third_rank, up) & empty & t;
        sink.pawns(board, Bitboard(single & t), up, MoveKind::Normal, promo);
        sink.pawns(board, Bitboard(double), 2 * up, MoveKind::DoubleStep, promo);
        let left = shift(free & !FILE_A, up_left) & theirs & t;
        let right = shift(free & !FILE_H, up_right) & theirs & t;
        sink.pawns(board, Bitboard(left), up_left, MoveKind::Normal, promo);
        sink.pawns(board, Bitboard(right), up_right, MoveKind::Normal, promo);

        // Pinned pawns move only along the pin line.
        for from in pawns & pinned {
            let line = attacks::line(king, from).0 & t;
            let one = shift(Bitboard::from_square(from).0, up) & empty;
            let two = shift(one & third_rank, up) & empty;
            sink.pawns(board, Bitboard(one & line), up, MoveKind::Normal, promo);
            sink.pawns(
                board,
                Bitboard(two & line),
                2 * up,
                MoveKind::DoubleStep,
                promo,
            );
            for to in attacks::pawn_attacks(us, from) & Bitboard(theirs & line) {
                let delta = to.index() as i32 - from.index() as i32;
                sink.pawns(
                    board,
                    Bitboard::from_square(to),
                    delta,
                    MoveKind::Normal,
                    promo,
                );
            }
        }
    }

    /// Art. 3.7.4: en passant, checked for legality by playing it out, since removing two pawns
    /// from one rank can uncover a check along it.
    pub(crate) fn gen_en_passant<S: Sink>(&self, sink: &mut S, from_mask: Bitboard) {
        let (ep, victim) = match (self.ep_square, self.ep_victim()) {
            (Some(ep), Some(victim)) => (ep, victim),
            _ => return,
        };
        let us = self.turn;
        let them = us.other();
        let board = &self.board;
        if ep.rank() != Rank::SIXTH.relative_to(us) || board.occupied().contains(ep) {
            return;
        }
        if !(board.pawns() & board.by_color(them)).contains(victim) {
            return;
        }
        let king = board.king_of(us);
        let capturers =
            attacks::pawn_attacks(them, ep) & board.pawns() & board.by_color(us) & from_mask;
        for from in capturers {
            let after = board.occupied().without(from).without(victim).with(ep);
            let safe = king.is_none_or(|king| {
                board
                    .attackers_to(king, them, after)
                    .without(victim)
                    .is_empty()
            });
            if safe {
                sink.push(Move {
                    kind: MoveKind::EnPassant,
                    role: Role::Pawn,
                    from,
                    to: ep,
                    capture: Some(Role::Pawn),
                    promotion: None,
                });
            }
        }
    }
}

/// The squares `color`'s `pawns` reach by a single step onto `empty` squares, and by a capture
/// toward the a-file and toward the h-file onto `theirs` (one square each, as bitboards).
fn pawn_steps(color: Color, pawns: u64, empty: u64, theirs: u64) -> (u64, u64, u64) {
    match color {
        Color::White => (
            (pawns << 8) & empty,
            ((pawns & !FILE_A) << 7) & theirs,
            ((pawns & !FILE_H) << 9) & theirs,
        ),
        Color::Black => (
            (pawns >> 8) & empty,
            ((pawns & !FILE_A) >> 9) & theirs,
            ((pawns & !FILE_H) >> 7) & theirs,
        ),
    }
}

#[cfg(test)]
mod quick_count_tests {
    use crate::position::Position;
    use crate::position::castling::CastlingMode;

    /// `has_legal_moves` (a knight or pawn off the king's lines, a safe king step or a free
    /// piece's move first) says what the count says, in check and out of it: the perft suite's
    /// positions and those two plies on, and a few mates and stalemates.
    #[test]
    fn has_legal_moves_is_the_count() {
        const SUITE: &str = include_str!("../../../shared/data/perft/perftsuite.epd");
        let ends = [
            "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
            "6rk/5Npp/8/8/8/8/8/6K1 b - - 0 1",
            "k7/8/1Q6/8/8/8/8/7K b - - 0 1",
            "7k/5K2/6Q1/8/8/8/8/8 b - - 0 1",
            "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1",
            // Stalemate: the knight's only moves leave the bishop's line to the king.
            "8/8/8/4b3/8/1k6/1N1n4/K7 w - - 0 1",
        ];
        let roots = SUITE
            .lines()
            .filter_map(|l| l.split(';').next())
            .chain(ends)
            .filter_map(|f| Position::from_fen_relaxed(f.trim(), CastlingMode::Standard).ok());
        let (mut seen, mut in_check, mut without, mut stepped) = (0, 0, 0, 0);
        for root in roots {
            let mut todo = vec![(root, 2)];
            while let Some((pos, depth)) = todo.pop() {
                let has = pos.has_legal_moves();
                assert_eq!(has, pos.count_legal_moves() > 0, "{}", pos.fen());
                seen += 1;
                in_check += usize::from(pos.is_check());
                without += usize::from(!has);
                // A knight or pawn off the king's lines with a move: never wrong out of check.
                if !pos.is_check() && pos.has_unpinned_step() {
                    stepped += 1;
                    assert!(has, "{}", pos.fen());
                }
                if depth > 0 {
                    todo.extend(
                        pos.legal_moves()
                            .iter()
                            .map(|m| (pos.play_unchecked(m), depth - 1)),
                    );
                }
            }
        }
        assert_eq!(
            (seen, in_check, without, stepped),
            (22_674, 1_675, 9, 6_185)
        );
    }

    /// `has_more_moves_than` never claims more moves than there are; its count (the largest
    /// `n` it answers `true` for, plus one) on positions with pins, checks and promotions.
    #[test]
    fn quick_count_is_a_floor() {
        let cases = [
            // 8 single steps and 4 knight moves (no double step).
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                12,
                20,
            ),
            // In check: nothing is counted.
            ("4k3/8/8/8/8/8/3q4/R3K2R w KQ - 0 1", 0, 2),
            // The pinned knight and the king are not counted: the rook's 8 moves, the free
            // knight's 4.
            ("4k3/4r3/8/8/8/4N3/8/R1N1K3 w - - 0 1", 12, 17),
            // A promotion counts once, the king's moves and double steps not at all.
            ("7k/2P5/8/8/8/8/4P3/4K3 w - - 0 1", 2, 10),
        ];
        for (fen, floor, all) in cases {
            let pos = Position::from_fen(fen, CastlingMode::Standard).expect("a legal FEN");
            let check = pos.is_check();
            let shown = (0..64)
                .find(|&n| !pos.has_more_moves_than(n, check))
                .unwrap_or(64);
            assert_eq!((shown, pos.count_legal_moves()), (floor, all), "{fen}");
        }
    }
}

#[cfg(test)]
mod generate_to_tests {
    use crate::position::Position;
    use crate::position::castling::CastlingMode;
    use crate::types::bitboard::Bitboard;
    use crate::types::moves::MoveList;
    use crate::types::role::Role;

    /// `generate_to` gives, in the same order, the moves of generating all and keeping those
    /// from the piece kind's squares to the target square (with castling and en passant
    /// whatever their target, as the sink is left to filter), for every piece kind and target
    /// square, over the perft suites' positions and those one ply on (standard and Chess960).
    #[test]
    fn generate_to_is_generate_filtered() {
        const SUITE: &str = include_str!("../../../shared/data/perft/perftsuite.epd");
        const C960: &str = include_str!("../../../shared/data/perft/chess960.epd");
        let roots = SUITE
            .lines()
            .map(|l| (l, CastlingMode::Standard))
            .chain(C960.lines().take(60).map(|l| (l, CastlingMode::Chess960)))
            .filter_map(|(l, mode)| {
                Position::from_fen_relaxed(l.split(';').next()?.trim(), mode).ok()
            });
        let mut seen = 0;
        for root in roots {
            let mut todo = vec![(root, 1)];
            while let Some((pos, depth)) = todo.pop() {
                let mut all = MoveList::new();
                pos.generate(&mut all, Bitboard::FULL);
                let ours = pos.board().by_color(pos.turn());
                for role in Role::ALL {
                    let from = pos.board().by_role(role) & ours;
                    for to in Bitboard::FULL {
                        let mut some = MoveList::new();
                        pos.generate_to(&mut some, from, Bitboard::from_square(to));
                        let special =
                            |m: &crate::types::moves::Move| m.is_castle() || m.is_en_passant();
                        let want: Vec<_> = all
                            .iter()
                            .filter(|m| from.contains(m.from) && (m.to == to || special(m)))
                            .collect();
                        let got: Vec<_> = some.iter().collect();
                        assert_eq!(got, want, "{} {role:?} to {to:?}", pos.fen());
                        seen += 1;
                    }
                }
                if depth > 0 {
                    for m in &all {
                        todo.push((pos.play_unchecked(m), depth - 1));
                    }
                }
            }
        }
        assert!(seen > 100_000, "{seen}");
    }
}
