//! `Setup`: a position as written down, not yet checked against the Laws.
//!
//! A `Setup` may describe things that cannot happen on a board (no king, a pawn on the first
//! rank, castling rights without a rook). It becomes a playable [`crate::Position`] only through
//! validation ([`crate::Position::from_setup`]).

use crate::position::board::Board;
use crate::position::castling::CastlingRights;
use crate::types::bitboard::Bitboard;
use crate::types::color::Color;
use crate::types::role::{Piece, Role};
use crate::types::square::{File, Rank, Square};

/// An unvalidated position: placement, side to move, castling rights (by rook square),
/// en-passant square, halfmove clock and fullmove number, as in FEN.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// Where the pieces stand.
    pub board: Board,
    /// The side to move.
    pub turn: Color,
    /// Rook squares that may still castle (Art. 3.8.2.1).
    pub castling_rights: CastlingRights,
    /// The square a pawn passed over in a double step on the previous move (Art. 3.7.4.1).
    pub ep_square: Option<Square>,
    /// Halfmoves since the last capture or pawn move (for Art. 9.3 and 9.6.2).
    pub halfmoves: u32,
    /// The move number, starting at 1 and increased after each black move.
    pub fullmoves: u32,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup::standard()
    }
}

/// True when a halfmove clock of `halfmoves` is at least 100: the last 50 moves by each player
/// were made without a pawn move or a capture, and a draw may be claimed (Art. 9.3.2). The one
/// rule behind [`Setup::is_fifty_moves`] and [`crate::Game::is_fifty_moves`].
pub const fn fifty_moves(halfmoves: u32) -> bool {
    halfmoves >= 100
}

impl Setup {
    /// [`fifty_moves`] of this setup's halfmove clock (chess.js's `isDrawByFiftyMoves`, which
    /// asks it of any board, a game's or not).
    pub const fn is_fifty_moves(&self) -> bool {
        fifty_moves(self.halfmoves)
    }

    /// The standard starting position (FIDE Art. 2.3).
    pub fn standard() -> Setup {
        Setup {
            board: Board::standard(),
            turn: Color::White,
            castling_rights: Bitboard(0x8100_0000_0000_0081),
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
        }
    }

    /// An empty board, white to move.
    pub fn empty() -> Setup {
        Setup {
            board: Board::empty(),
            turn: Color::White,
            castling_rights: Bitboard::EMPTY,
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
        }
    }

    /// The Chess960 starting position number `n` (0 to 959) in the standard numbering
    /// (Scharnagl): number 518 is the standard start. `None` for `n` above 959.
    ///
    /// # Examples
    /// ```
    /// use chess_arbiter::{Setup, Square, Role};
    /// let s = Setup::chess960(518).unwrap();
    /// assert_eq!(s, Setup::standard());
    /// let s = Setup::chess960(0).unwrap(); // BBQNNRKR
    /// assert_eq!(s.board.role_at(Square::A1), Some(Role::Bishop));
    /// ```
    pub fn chess960(n: u32) -> Option<Setup> {
        if n >= 960 {
            return None;
        }
        let mut back: [Option<Role>; 8] = [None; 8];
        // Light-squared bishop on b, d, f or h; dark-squared bishop on a, c, e or g.
        back[(n % 4 * 2 + 1) as usize] = Some(Role::Bishop);
        back[(n / 4 % 4 * 2) as usize] = Some(Role::Bishop);
        let mut rest = n / 16;
        // Queen on the (rest % 6)-th empty square.
        place_nth_empty(&mut back, (rest % 6) as usize, Role::Queen);
        rest /= 6;
        // Knights: one of the ten ways to pick two of the five remaining squares.
        const KNIGHTS: [(usize, usize); 10] = [
            (0, 1),
            (0, 2),
            (0, 3),
            (0, 4),
            (1, 2),
            (1, 3),
            (1, 4),
            (2, 3),
            (2, 4),
            (3, 4),
        ];
        let (k1, k2) = KNIGHTS[(rest % 10) as usize];
        // Place the second first so the index of the first is unchanged.
        place_nth_empty(&mut back, k2, Role::Knight);
        place_nth_empty(&mut back, k1, Role::Knight);
        // Rook, king, rook on the three squares left.
        place_nth_empty(&mut back, 0, Role::Rook);
        place_nth_empty(&mut back, 0, Role::King);
        place_nth_empty(&mut back, 0, Role::Rook);

        let mut setup = Setup::empty();
        for (file, role) in File::ALL.iter().zip(back.iter()) {
            let role = (*role)?;
            for color in Color::ALL {
                let back_rank = Rank::FIRST.relative_to(color);
                let pawn_rank = Rank::SECOND.relative_to(color);
                setup
                    .board
                    .set_piece_at(Square::from_coords(*file, back_rank), Piece { color, role });
                setup.board.set_piece_at(
                    Square::from_coords(*file, pawn_rank),
                    Piece {
                        color,
                        role: Role::Pawn,
                    },
                );
            }
        }
        setup.castling_rights = setup.board.rooks() & Bitboard::BACKRANKS;
        Some(setup)
    }
}

fn place_nth_empty(back: &mut [Option<Role>; 8], n: usize, role: Role) {
    if let Some(slot) = back.iter_mut().filter(|s| s.is_none()).nth(n) {
        *slot = Some(role);
    }
}

#[cfg(test)]
mod fifty_tests {
    use super::{Setup, fifty_moves};

    #[test]
    fn fifty_moves_from_a_halfmove_clock_of_100() {
        assert!(!fifty_moves(0));
        assert!(!fifty_moves(99));
        assert!(fifty_moves(100));
        assert!(fifty_moves(150));
        let at = |clock: u32| {
            Setup::from_fen(&format!("4k3/8/8/8/8/8/8/4K3 w - - {clock} 80"))
                .map(|s| s.is_fifty_moves())
        };
        assert_eq!(at(99), Ok(false));
        assert_eq!(at(100), Ok(true));
        assert_eq!(at(4294967295), Ok(true));
    }
}
