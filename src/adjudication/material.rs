//! Mating material: whether a side can still checkmate at all, judged by the pieces on the
//! board (FIDE Art. 5.2.2 for the dead positions that follow from material alone, and Art. 6.9
//! for a flag fall).
//!
//! A side "can mate" here when some legal position with at most its present material (the
//! opponent may give pieces away or keep them) is a checkmate of the opponent's king. The
//! table, for the side to judge (call it X):
//!
//! | X has (besides the king)                         | X can mate when the opponent has    |
//! |--------------------------------------------------|-------------------------------------|
//! | nothing                                          | never                               |
//! | a pawn, rook or queen                            | always                              |
//! | two or more knights, or knight and bishop        | always                              |
//! | bishops on both square colours                   | always                              |
//! | exactly one knight                               | a pawn, knight, bishop or rook      |
//! | bishops all on one square colour                 | a pawn, knight, or a bishop on the other colour |
//!
//! The two conditional rows were checked by enumerating every placement of the kings, the
//! minor piece(s) and up to two (three for queens against a knight) opposing pieces next to
//! the mated king: a lone knight mates with the help of an opposing rook
//! (`8/8/8/8/8/1N6/r7/k1K5 b`), bishop, knight or pawn, but never against queens alone, which
//! always reach the checking knight; bishops on one colour leave two squares of the other
//! colour next to the king that their king cannot both cover, and an opposing rook, queen or
//! same-coloured bishop standing there can always take the checking bishop or block its
//! check. Pawns are counted as able to promote; whether they are blocked for good is the
//! business of [`Position::is_dead_position`].

use crate::position::Position;
use crate::types::bitboard::Bitboard;
use crate::types::color::Color;

impl Position {
    /// True when `color` cannot checkmate the opponent by any series of legal moves, judged by
    /// material alone (see the table in [`crate::adjudication::material`]): a bare king; a king and one
    /// knight against a king with nothing but queens; a king and bishops all on one square
    /// colour against a king with no pawn, no knight and no bishop on the other colour.
    ///
    /// This is the test of FIDE Art. 6.9 when the opponent's flag falls: the game is drawn
    /// instead of lost if this returns true for the side whose flag did not fall. Pawns count
    /// as mating material even when blocked.
    ///
    /// # Examples
    /// ```
    /// use chess_arbiter::{CastlingMode, Color, Position};
    /// // King and knight against king and queen: the knight can never mate.
    /// let pos = Position::from_fen("q7/8/4k3/8/8/2N5/8/4K3 w - - 0 1", CastlingMode::Standard).unwrap();
    /// assert!(pos.has_insufficient_material(Color::White));
    /// assert!(!pos.has_insufficient_material(Color::Black));
    /// ```
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        let board = &self.board;
        let ours = board.by_color(color);
        let theirs = board.by_color(color.other());
        if (ours & (board.pawns() | board.rooks() | board.queens())).nonempty() {
            return false;
        }
        let knights = ours & board.knights();
        let bishops = ours & board.bishops();
        if knights.is_empty() && bishops.is_empty() {
            return true;
        }
        if bishops.is_empty() {
            // Knights only: one knight needs an opposing piece that can stand next to the
            // king without taking the knight; queens alone never can.
            return !knights.more_than_one()
                && (theirs & (board.pawns() | board.knights() | board.bishops() | board.rooks()))
                    .is_empty();
        }
        if knights.nonempty() {
            return false;
        }
        let on_dark = bishops.intersects(Bitboard::DARK_SQUARES);
        let on_light = bishops.intersects(Bitboard::LIGHT_SQUARES);
        if on_dark && on_light {
            return false;
        }
        let other_colour = if on_dark {
            Bitboard::LIGHT_SQUARES
        } else {
            Bitboard::DARK_SQUARES
        };
        (theirs & (board.pawns() | board.knights() | (board.bishops() & other_colour))).is_empty()
    }

    /// True when neither side can checkmate by any series of legal moves, judged by material
    /// alone: king against king; king and one minor piece against a bare king; king and
    /// knight against king and queens; kings and bishops only, all bishops on one square
    /// colour (FIDE Art. 5.2.2: the game is drawn at once, a dead position).
    ///
    /// # Examples
    /// ```
    /// use chess_arbiter::{CastlingMode, Position};
    /// let pos = Position::from_fen("8/8/4k3/8/2b5/8/4B3/4K3 w - - 0 1", CastlingMode::Standard).unwrap();
    /// assert!(pos.is_insufficient_material()); // both bishops on light squares
    /// assert!(!Position::new().is_insufficient_material());
    /// ```
    pub fn is_insufficient_material(&self) -> bool {
        let board = &self.board;
        (board.pawns() | board.rooks() | board.queens()).is_empty()
            && self.has_insufficient_material(Color::White)
            && self.has_insufficient_material(Color::Black)
    }
}
