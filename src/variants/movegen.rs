//! Move generation and play in the variants: the pseudo-legal moves of the pieces (the crate's
//! attack tables), each variant's own moves (drops, antichess's king promotions, horde's
//! first-rank double steps), then each variant's legality: a move is played on a copy and kept
//! when the variant's rules allow the position it leaves.

use super::position::VariantPosition;
use super::{Variant, VariantError, VariantMove};
use crate::position::Position;
use crate::position::attacks::between;
use crate::position::attacks::{
    bishop_attacks, king_attacks, knight_attacks, pawn_attacks, queen_attacks, rook_attacks,
};
use crate::position::board::Board;
use crate::position::castling::{CastlingPath, rights_of};
use crate::types::bitboard::Bitboard;
use crate::types::color::Color;
use crate::types::moves::{Move, MoveKind};
use crate::types::role::{Piece, Role};
use crate::types::square::{Rank, Square};
use arrayvec::ArrayVec;

/// A list of variant moves on the stack. Board moves of any placement are at most 460 (see
/// [`crate::MoveList`]), drops at most 5 roles on 62 empty squares.
pub type VariantMoveList = ArrayVec<VariantMove, 800>;

/// The four centre squares of king of the hill: d4, e4, d5, e5.
pub(crate) const CENTRE: Bitboard = Bitboard(0x0000_0018_1800_0000);
const RANK_8: Bitboard = Bitboard(0xff00_0000_0000_0000);

fn push(list: &mut VariantMoveList, m: VariantMove) {
    // Cannot fail: the capacity bounds every position's moves (above).
    let _ = list.try_push(m);
}

impl VariantPosition {
    /// The squares of `color`'s king (antichess may have several, or none).
    fn king_square(color: Color, board: &Board) -> Option<Square> {
        (board.kings() & board.by_color(color)).first()
    }

    /// True when `color`'s king on `board` is attacked in this variant's sense: never in
    /// antichess (the king is not royal) nor for horde's white (no king); in atomic not when
    /// the kings touch, and never by the enemy king (kings cannot capture).
    pub(crate) fn king_attacked(&self, color: Color, board: &Board) -> bool {
        if self.variant == Variant::Antichess {
            return false;
        }
        let Some(king) = Self::king_square(color, board) else {
            return false;
        };
        self.square_attacked(king, color, board, board.occupied())
    }

    /// True when a king of `color` on `sq` would be attacked by the other side on `board`
    /// with `occupied` as blockers (the variant's rule, as [`Self::king_attacked`]).
    fn square_attacked(&self, sq: Square, color: Color, board: &Board, occupied: Bitboard) -> bool {
        let them = color.other();
        if self.variant == Variant::Atomic {
            let their_king = board.kings() & board.by_color(them);
            if king_attacks(sq).intersects(their_king) {
                return false;
            }
            (board.attackers_to(sq, them, occupied) - board.kings()).nonempty()
        } else {
            board.attackers_to(sq, them, occupied).nonempty()
        }
    }

    /// True when the side to move is in check (never in antichess or racing kings, where no
    /// check can stand).
    pub fn is_check(&self) -> bool {
        self.king_attacked(self.turn, &self.board)
    }

    /// The pieces giving check to the side to move (empty when not in check).
    pub fn checkers(&self) -> Bitboard {
        if !self.is_check() {
            return Bitboard::EMPTY;
        }
        match Self::king_square(self.turn, &self.board) {
            Some(king) => {
                let them = self.turn.other();
                let found = self.board.attackers_to(king, them, self.board.occupied());
                if self.variant == Variant::Atomic {
                    found - self.board.kings()
                } else {
                    found
                }
            }
            None => Bitboard::EMPTY,
        }
    }

    /// True when the game is over by the variant's own rule (a king on the hill, the third
    /// check, an exploded king, the race decided, no piece left to the horde or to an
    /// antichess player): the position then has no legal moves.
    pub fn is_variant_end(&self) -> bool {
        match self.variant {
            Variant::KingOfTheHill => self.board.kings().intersects(CENTRE),
            Variant::ThreeCheck => self.checks.iter().any(|c| *c >= 3),
            Variant::Atomic => Color::ALL
                .iter()
                .any(|c| (self.board.kings() & self.board.by_color(*c)).is_empty()),
            Variant::RacingKings => self.race_over(),
            Variant::Horde | Variant::Antichess => Color::ALL
                .iter()
                .any(|c| self.board.by_color(*c).is_empty()),
            Variant::Standard | Variant::Crazyhouse => false,
        }
    }

    /// Racing kings: a king stands on the eighth rank and the race is decided (black, to
    /// move after white arrived, cannot arrive too).
    fn race_over(&self) -> bool {
        let white = self.reached(Color::White);
        let black = self.reached(Color::Black);
        match self.turn {
            Color::White => white || black,
            Color::Black => {
                if black {
                    return true;
                }
                if !white {
                    return false;
                }
                // White arrived: black plays on only when its king can arrive too.
                let mut moves = VariantMoveList::new();
                self.generate_legal(&mut moves);
                !moves.iter().any(|m| match m {
                    VariantMove::Normal(m) => m.role == Role::King && RANK_8.contains(m.to),
                    VariantMove::Drop { .. } => false,
                })
            }
        }
    }

    /// Racing kings: `color`'s king stands on the eighth rank.
    pub(crate) fn reached(&self, color: Color) -> bool {
        (self.board.kings() & self.board.by_color(color)).intersects(RANK_8)
    }

    /// The legal moves (none when the game is over by the variant's rule; in crazyhouse the
    /// drops come after the board moves).
    pub fn legal_moves(&self) -> VariantMoveList {
        let mut moves = VariantMoveList::new();
        if !self.is_variant_end() {
            self.generate_legal(&mut moves);
        }
        moves
    }

    /// The number of legal moves.
    pub fn count_legal_moves(&self) -> u64 {
        if self.uses_standard_moves() && !self.is_variant_end() {
            // The crate's bulk count of the board moves, and the drops by squares.
            let p = self.as_position();
            let mut n = p.count_legal_moves();
            if self.variant == Variant::Crazyhouse {
                let targets = self.drop_targets(&p);
                for (i, role) in super::position::POCKET_ROLES.iter().enumerate() {
                    if self.pockets[self.turn.index()][i] > 0 {
                        let squares = if *role == Role::Pawn {
                            targets - Bitboard::BACKRANKS
                        } else {
                            targets
                        };
                        n += u64::from(squares.count());
                    }
                }
            }
            return n;
        }
        self.legal_moves().len() as u64
    }

    /// True when the side to move plays its board moves by the standard rules (standard
    /// chess, king of the hill, three-check, crazyhouse, horde's black): the crate's own move
    /// generator gives them.
    fn uses_standard_moves(&self) -> bool {
        match self.variant {
            Variant::Standard
            | Variant::KingOfTheHill
            | Variant::ThreeCheck
            | Variant::Crazyhouse => true,
            Variant::Horde => self.turn == Color::Black,
            Variant::Antichess | Variant::Atomic | Variant::RacingKings => false,
        }
    }

    /// The board, side to move, castling rights, en passant and clocks as the crate's
    /// [`Position`] (its move generation and play; white's missing king in horde is read as
    /// in a lesson, never in check).
    pub(super) fn as_position(&self) -> Position {
        Position {
            board: self.board,
            turn: self.turn,
            castling_rights: self.castling,
            ep_square: self.ep_square,
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
            mode: self.mode,
        }
    }

    /// Crazyhouse: the squares a drop may go to. Out of check every empty square; in a single
    /// check the squares between the king and a sliding checker (a drop blocks, never
    /// captures); in a double check none.
    fn drop_targets(&self, p: &Position) -> Bitboard {
        let checkers = p.checkers();
        if checkers.is_empty() {
            return !self.board.occupied();
        }
        match (checkers.single(), self.board.king_of(self.turn)) {
            (Some(checker), Some(king)) => between(king, checker),
            _ => Bitboard::EMPTY,
        }
    }

    /// True when `m` is one of the legal moves.
    pub fn is_legal(&self, m: &VariantMove) -> bool {
        self.legal_moves().contains(m)
    }

    /// Plays a legal move.
    ///
    /// # Errors
    /// [`VariantError::IllegalMove`] (with the move's UCI) when `m` is not legal here.
    pub fn play(&self, m: &VariantMove) -> Result<VariantPosition, VariantError> {
        if self.is_legal(m) {
            Ok(self.make(m))
        } else {
            Err(VariantError::IllegalMove(m.uci(self.mode)))
        }
    }

    /// Plays `m`, which must be one of [`Self::legal_moves`]; never panics, but an illegal
    /// move gives a meaningless position.
    pub fn play_unchecked(&self, m: &VariantMove) -> VariantPosition {
        self.make(m)
    }

    /// The legal moves, ignoring whether the game is over by the variant's rule.
    fn generate_legal(&self, out: &mut VariantMoveList) {
        if self.uses_standard_moves() {
            let p = self.as_position();
            for m in p.legal_moves() {
                push(out, VariantMove::Normal(m));
            }
            if self.variant == Variant::Crazyhouse {
                self.generate_drops(out, self.drop_targets(&p));
            }
            return;
        }
        match self.variant {
            Variant::RacingKings => {
                // The standard legal moves (the king never in check) that give no check,
                // discovered checks included: the crate's generator and its check test.
                let p = self.as_position();
                for m in p.legal_moves() {
                    if !p.gives_check(&m) {
                        push(out, VariantMove::Normal(m));
                    }
                }
                return;
            }
            Variant::Horde => {
                // White, without a king: every move of the pieces (the crate's generator for
                // a side without a king), and the double steps of pawns on the first rank
                // (written as normal moves: they give no en passant).
                let p = self.as_position();
                for m in p.legal_moves() {
                    push(out, VariantMove::Normal(m));
                }
                let empty = !self.board.occupied();
                let first = self.board.pawns() & self.board.by_color(self.turn) & Bitboard(0xff);
                for from in first {
                    let one = Square::from_index_masked(from.index() + 8);
                    let two = Square::from_index_masked(from.index() + 16);
                    if empty.contains(one) && empty.contains(two) {
                        push(
                            out,
                            VariantMove::Normal(Move {
                                kind: MoveKind::Normal,
                                role: Role::Pawn,
                                from,
                                to: two,
                                capture: None,
                                promotion: None,
                            }),
                        );
                    }
                }
                return;
            }
            _ => {}
        }
        let mut pseudo = VariantMoveList::new();
        self.generate_pseudo(&mut pseudo);
        let us = self.turn;
        let them = us.other();
        match self.variant {
            Variant::Antichess => {
                let any_capture = pseudo.iter().any(VariantMove::is_capture);
                for m in pseudo {
                    if !any_capture || m.is_capture() {
                        push(out, m);
                    }
                }
            }
            Variant::Atomic => {
                for m in pseudo {
                    let after = self.make(&m);
                    let board = &after.board;
                    let ours = board.kings() & board.by_color(us);
                    let theirs = board.kings() & board.by_color(them);
                    if ours.nonempty() && (theirs.is_empty() || !after.king_attacked(us, board)) {
                        push(out, m);
                    }
                }
            }
            _ => {
                let in_check = self.is_check();
                for m in pseudo {
                    // A drop cannot uncover the king: only when in check may it be illegal.
                    if !in_check && matches!(m, VariantMove::Drop { .. }) {
                        push(out, m);
                        continue;
                    }
                    let after = self.make(&m);
                    if !after.king_attacked(us, &after.board) {
                        push(out, m);
                    }
                }
            }
        }
    }

    /// The moves of the pieces of the side to move, without the king-safety rules (antichess
    /// and atomic: the other variants take the crate's generator).
    pub(super) fn generate_pseudo(&self, out: &mut VariantMoveList) {
        let board = &self.board;
        let us = self.turn;
        let them = us.other();
        let ours = board.by_color(us);
        let theirs = board.by_color(them);
        let occupied = board.occupied();
        let empty = !occupied;
        let targets = !ours;
        let last_rank = Bitboard::from_rank(Rank::EIGHTH.relative_to(us));
        let promotions: &[Role] = if self.variant == Variant::Antichess {
            &[
                Role::Queen,
                Role::Rook,
                Role::Bishop,
                Role::Knight,
                Role::King,
            ]
        } else {
            &[Role::Queen, Role::Rook, Role::Bishop, Role::Knight]
        };
        // Pawns.
        let forward: i32 = if us == Color::White { 1 } else { -1 };
        for from in board.pawns() & ours {
            let Some(one) = from.offset(0, forward) else {
                continue;
            };
            let mut pawn_move = |to: Square, capture: Option<Role>, kind: MoveKind| {
                if last_rank.contains(to) {
                    for role in promotions {
                        push(
                            out,
                            VariantMove::Normal(Move {
                                kind: MoveKind::Normal,
                                role: Role::Pawn,
                                from,
                                to,
                                capture,
                                promotion: Some(*role),
                            }),
                        );
                    }
                } else {
                    push(
                        out,
                        VariantMove::Normal(Move {
                            kind,
                            role: Role::Pawn,
                            from,
                            to,
                            capture,
                            promotion: None,
                        }),
                    );
                }
            };
            if empty.contains(one) {
                pawn_move(one, None, MoveKind::Normal);
                if from.rank().relative_to(us) == Rank::SECOND {
                    if let Some(two) = one.offset(0, forward) {
                        if empty.contains(two) {
                            pawn_move(two, None, MoveKind::DoubleStep);
                        }
                    }
                }
            }
            for to in pawn_attacks(us, from) & theirs {
                pawn_move(to, board.role_at(to), MoveKind::Normal);
            }
            if let Some(ep) = self.ep_square {
                if pawn_attacks(us, from).contains(ep) && !occupied.contains(ep) {
                    pawn_move(ep, Some(Role::Pawn), MoveKind::EnPassant);
                }
            }
        }
        // Pieces.
        for role in [
            Role::Knight,
            Role::Bishop,
            Role::Rook,
            Role::Queen,
            Role::King,
        ] {
            for from in board.by_role(role) & ours {
                let attacks = match role {
                    Role::Knight => knight_attacks(from),
                    Role::Bishop => bishop_attacks(from, occupied),
                    Role::Rook => rook_attacks(from, occupied),
                    Role::Queen => queen_attacks(from, occupied),
                    _ => king_attacks(from),
                };
                let mut to_squares = attacks & targets;
                if role == Role::King && self.variant == Variant::Atomic {
                    // Kings cannot capture in atomic.
                    to_squares &= empty;
                }
                for to in to_squares {
                    push(
                        out,
                        VariantMove::Normal(Move {
                            kind: MoveKind::Normal,
                            role,
                            from,
                            to,
                            capture: board.role_at(to),
                            promotion: None,
                        }),
                    );
                }
            }
        }
        self.generate_castling(out);
        if self.variant == Variant::Crazyhouse {
            self.generate_drops(out, empty);
        }
    }

    /// The drops of the side to move's pocket onto `targets` (empty squares), pawns not on
    /// the first or last rank.
    fn generate_drops(&self, out: &mut VariantMoveList, targets: Bitboard) {
        let pocket = self.pockets[self.turn.index()];
        for (i, role) in super::position::POCKET_ROLES.iter().enumerate() {
            if pocket[i] == 0 {
                continue;
            }
            let squares = if *role == Role::Pawn {
                targets - Bitboard::BACKRANKS
            } else {
                targets
            };
            for to in squares {
                push(out, VariantMove::Drop { role: *role, to });
            }
        }
    }

    /// Castling moves whose king is not in check and crosses no attacked square (the square
    /// it lands on is checked by playing the move).
    fn generate_castling(&self, out: &mut VariantMoveList) {
        let us = self.turn;
        let rights = rights_of(self.castling, us);
        if rights.is_empty() {
            return;
        }
        let board = &self.board;
        let back = Bitboard::from_rank(Rank::FIRST.relative_to(us));
        let Some(king) = (board.kings() & board.by_color(us) & back).first() else {
            return;
        };
        if self.king_attacked(us, board) {
            return;
        }
        for rook in rights {
            if !(board.rooks() & board.by_color(us)).contains(rook) {
                continue;
            }
            let path = CastlingPath::new(us, king, rook);
            if path.must_be_empty.intersects(board.occupied()) {
                continue;
            }
            let occupied = board.occupied().without(king);
            let crossed = path.king_path.without(path.king_to);
            if crossed
                .into_iter()
                .any(|sq| self.square_attacked(sq, us, board, occupied))
            {
                continue;
            }
            push(
                out,
                VariantMove::Normal(Move {
                    kind: MoveKind::Castle,
                    role: Role::King,
                    from: king,
                    to: rook,
                    capture: None,
                    promotion: None,
                }),
            );
        }
    }

    /// The position after `m` (no legality check).
    pub(crate) fn make(&self, m: &VariantMove) -> VariantPosition {
        let mut next = *self;
        let us = self.turn;
        let them = us.other();
        next.turn = them;
        next.ep_square = None;
        if us == Color::Black {
            next.fullmoves = next.fullmoves.saturating_add(1);
        }
        match m {
            VariantMove::Drop { role, to } => {
                let i = role.index().min(4);
                let slot = &mut next.pockets[us.index()][i];
                *slot = slot.saturating_sub(1);
                next.board.set_piece_at(
                    *to,
                    Piece {
                        color: us,
                        role: *role,
                    },
                );
                next.halfmoves = if *role == Role::Pawn {
                    0
                } else {
                    self.halfmoves.saturating_add(1)
                };
            }
            VariantMove::Normal(mv) => {
                // The board, castling rights, en passant and clocks: the crate's play (a king
                // as antichess's promotion and horde's first-rank double steps, written as
                // normal moves, included).
                let played = self.as_position().make(mv);
                next.board = played.board;
                next.castling = played.castling_rights;
                next.ep_square = played.ep_square;
                next.halfmoves = played.halfmoves;
                next.fullmoves = played.fullmoves;
                let capture_square = mv.capture_square();
                if self.variant == Variant::Crazyhouse {
                    if let Some(sq) = capture_square {
                        // A promoted piece returns to the pocket as a pawn.
                        let role = if self.promoted.contains(sq) {
                            Role::Pawn
                        } else {
                            mv.capture.unwrap_or(Role::Pawn)
                        };
                        let slot = &mut next.pockets[us.index()][role.index().min(4)];
                        *slot = slot.saturating_add(1);
                        next.promoted = next.promoted.without(sq);
                    }
                    if mv.promotion.is_some() {
                        next.promoted.add(mv.to);
                    } else if self.promoted.contains(mv.from) {
                        next.promoted = next.promoted.without(mv.from).with(mv.to);
                    }
                }
                if self.variant == Variant::Atomic && capture_square.is_some() {
                    // The explosion: the capturing piece and every piece but pawns on the
                    // squares around the capture square (the target, for en passant too).
                    let board = &mut next.board;
                    let blast =
                        (king_attacks(mv.to) & board.occupied() & !board.pawns()).with(mv.to);
                    for sq in blast {
                        board.discard_piece_at(sq);
                    }
                    next.castling = next.castling - blast;
                    for color in Color::ALL {
                        if (board.kings() & board.by_color(color)).is_empty() {
                            next.castling = next.castling - rights_of(next.castling, color);
                        }
                    }
                }
            }
        }
        if self.variant == Variant::ThreeCheck && next.king_attacked(them, &next.board) {
            next.checks[us.index()] = next.checks[us.index()].saturating_add(1);
        }
        next
    }

    /// The en-passant square when an en-passant capture is legal (the one FEN writes).
    pub fn legal_ep_square(&self) -> Option<Square> {
        let ep = self.ep_square?;
        self.legal_moves()
            .iter()
            .any(|m| matches!(m, VariantMove::Normal(m) if m.kind == MoveKind::EnPassant && m.to == ep))
            .then_some(ep)
    }
}

/// The number of move sequences of `depth` plies from `pos` in its variant (the last ply
/// counted in bulk); a game over by the variant's rule ends a sequence.
///
/// # Examples
/// ```
/// use chess_arbiter::variants::{perft, Variant, VariantPosition};
/// assert_eq!(perft(&VariantPosition::new(Variant::Atomic), 3), 8902);
/// ```
pub fn perft(pos: &VariantPosition, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves(),
        _ => pos
            .legal_moves()
            .iter()
            .map(|m| perft(&pos.make(m), depth - 1))
            .sum(),
    }
}
