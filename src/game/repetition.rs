//! Repetition (Art. 9.2.2): what makes two positions the same, their digest, and the plies
//! at which a position occurred (see [`crate::game`]).

use super::{Game, Node};
use crate::position::Position;
use crate::position::board::Board;
use crate::types::bitboard::Bitboard;
use crate::types::color::Color;
use crate::types::square::Square;

/// What makes two positions the same for the repetition rule (Art. 9.2.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct RepetitionKey {
    board: Board,
    turn: Color,
    castling_rights: Bitboard,
    ep_square: Option<Square>,
}

impl RepetitionKey {
    pub(super) fn of(pos: &Position) -> RepetitionKey {
        RepetitionKey {
            board: *pos.board(),
            turn: pos.turn(),
            castling_rights: pos.castling_rights(),
            ep_square: pos.legal_ep_square(),
        }
    }

    /// A 64-bit digest to compare first; equal keys have equal digests.
    pub(super) fn digest(&self) -> u64 {
        let b = &self.board;
        let ep = self.ep_square.map_or(64, |sq| u64::from(sq.index()));
        let extra = ep << 1 | self.turn.index() as u64;
        // A multiply-rotate step per word and one finaliser at the end (a finaliser per word
        // cost 60 instructions a move): the digest only speeds up comparisons, so its quality
        // affects speed, never answers. Written out, not folded over an array: wasm's
        // size-optimized build kept the array and the loop.
        let step =
            |h: u64, word: u64| (h.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        let mut h = step(0, b.pawns().0);
        h = step(h, b.knights().0);
        h = step(h, b.bishops().0);
        h = step(h, b.rooks().0);
        h = step(h, b.queens().0);
        h = step(h, b.kings().0);
        h = step(h, b.by_color(Color::White).0);
        h = step(h, self.castling_rights.0);
        h = step(h, extra);
        mix(h)
    }
}

/// The splitmix64 finaliser: spreads every input bit over the output.
const fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

impl Game {
    /// Counts the positions at plies before `ply` (stepping back two plies at a time, as far
    /// as the halfmove clock of `pos` reaches: no position repeats across a pawn move or a
    /// capture) that are the same as `pos` (Art. 9.2.2).
    pub(super) fn earlier_occurrences(
        &self,
        ply: usize,
        pos: &Position,
        key: &RepetitionKey,
        digest: u64,
    ) -> usize {
        // `same_plies` written out as a loop (it runs after every move).
        let window = usize::try_from(pos.halfmoves())
            .unwrap_or(usize::MAX)
            .min(ply);
        let first = ply - window;
        let mut count = 0;
        let mut q = ply;
        while q >= first + 2 {
            q -= 2;
            if self
                .node_at(q)
                .is_some_and(|node| node.digest == digest && RepetitionKey::of(&node.pos) == *key)
            {
                count += 1;
            }
        }
        count
    }

    /// The plies `ply - 2`, `ply - 4`, ... no further back than `window` plies, whose node
    /// passes `same`.
    pub(super) fn same_plies<'a>(
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

    /// How often the current position has occurred (at least 1): the length of
    /// [`Game::repetitions`], counted without listing the plies (the game value's `claims` ask
    /// it after every move).
    pub fn repetition_count(&self) -> usize {
        let current = self.current();
        1 + self
            .same_plies(self.ply, current.pos.halfmoves(), |node| {
                node.same_position(current)
            })
            .count()
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
}
