//! Board editing on an unvalidated [`Setup`], as a board editor or chess.js's `put`, `remove`
//! and `setCastlingRights` do it: placing and removing pieces keeps at most one king per color,
//! and afterwards castling rights and the en-passant square that no longer fit the board are
//! dropped ([`tidy`]). Also the attackers of a square on such a board.
//!
//! A `Setup` edited here may not be a legal position (no king, pawns on a first rank): it
//! becomes playable only through validation ([`crate::Position::from_setup`]).

use crate::position::attacks;
use crate::position::castling::CastlingMode;
use crate::position::setup::Setup;
use crate::prelude::*;
use crate::types::bitboard::Bitboard;
use crate::types::color::Color;
use crate::types::role::{Piece, Role};
use crate::types::square::{File, Rank, Square};

/// The castling side of a right: king side when the rook stands on a higher file than the king.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// Towards the h-file (`O-O`).
    King,
    /// Towards the a-file (`O-O-O`).
    Queen,
}

fn back_rank(color: Color) -> Bitboard {
    Bitboard::from_rank(Rank::FIRST.relative_to(color))
}

/// The king of `color` when it is the only one and stands on its first rank (where castling
/// starts, Art. 3.8.2.1); on the e-file in standard chess.
fn castling_king(setup: &Setup, color: Color, mode: CastlingMode) -> Option<Square> {
    let king = (setup.board.kings() & setup.board.by_color(color)).single()?;
    let on_rank = back_rank(color).contains(king);
    let on_file = mode == CastlingMode::Chess960 || king.file() == File::E;
    (on_rank && on_file).then_some(king)
}

fn side_of(king: Square, rook: Square) -> Side {
    if rook.file() > king.file() {
        Side::King
    } else {
        Side::Queen
    }
}

/// Drops what no longer fits the board: a castling right needs its king on its first rank
/// (the e-file in standard chess) and a rook of its color on the right's square (a corner in
/// standard chess); the en-passant square needs the pawn that made the double step in front of
/// it, it and the square behind it empty, and a pawn of the side to move beside that pawn
/// (one that could take en passant, Art. 3.7.4.1).
pub fn tidy(setup: &mut Setup, mode: CastlingMode) {
    let board = setup.board;
    let mut keep = Bitboard::EMPTY;
    for color in Color::ALL {
        let Some(king) = castling_king(setup, color, mode) else {
            continue;
        };
        let rooks = board.rooks() & board.by_color(color) & back_rank(color);
        for rook in setup.castling_rights & rooks {
            let corner = matches!(rook.file(), File::A | File::H);
            if rook != king && (mode == CastlingMode::Chess960 || corner) {
                keep.add(rook);
            }
        }
    }
    setup.castling_rights = keep;
    if let Some(ep) = setup.ep_square {
        let us = setup.turn;
        let them = us.other();
        let takers = attacks::pawn_attacks(them, ep) & board.pawns() & board.by_color(us);
        let fits = crate::position::validate::ep_square_fits(&board, us, ep) && takers.nonempty();
        if !fits {
            setup.ep_square = None;
        }
    }
}

/// Places `piece` on `sq` (replacing what stands there), then [`tidy`]. Refused (`false`,
/// nothing changed) when it is a king and its color has a king on another square.
pub fn put(setup: &mut Setup, sq: Square, piece: Piece, mode: CastlingMode) -> bool {
    if piece.role == Role::King {
        let kings = setup.board.kings() & setup.board.by_color(piece.color);
        if kings.without(sq).nonempty() {
            return false;
        }
    }
    setup.board.set_piece_at(sq, piece);
    tidy(setup, mode);
    true
}

/// Removes the piece on `sq` and returns it (`None` for an empty square), then [`tidy`].
pub fn remove(setup: &mut Setup, sq: Square, mode: CastlingMode) -> Option<Piece> {
    let piece = setup.board.remove_piece_at(sq);
    tidy(setup, mode);
    piece
}

/// The castling rights of `color` by side: `(king side, queen side)`.
pub fn castling_sides(setup: &Setup, color: Color) -> (bool, bool) {
    let rights = setup.castling_rights & back_rank(color);
    let king = (setup.board.kings() & setup.board.by_color(color)).single();
    let mut sides = (false, false);
    for rook in rights {
        let side = match king {
            Some(king) => side_of(king, rook),
            None if rook.file() >= File::E => Side::King,
            None => Side::Queen,
        };
        match side {
            Side::King => sides.0 = true,
            Side::Queen => sides.1 = true,
        }
    }
    sides
}

/// Gives (`Some(true)`) or takes away (`Some(false)`) the castling right of `color` on each
/// side (`None` leaves it), then [`tidy`]. A right given goes to the outermost rook of that
/// side on the first rank (the corner rook in standard chess); without a king and such a rook
/// there, none is given. Returns true when the rights asked for are the rights now.
pub fn set_castling(
    setup: &mut Setup,
    color: Color,
    king_side: Option<bool>,
    queen_side: Option<bool>,
    mode: CastlingMode,
) -> bool {
    let king = castling_king(setup, color, mode);
    let rooks = setup.board.rooks() & setup.board.by_color(color) & back_rank(color);
    for (side, want) in [(Side::King, king_side), (Side::Queen, queen_side)] {
        let Some(want) = want else { continue };
        let of_side = |sq: Square| king.is_some_and(|k| sq != k && side_of(k, sq) == side);
        for sq in setup.castling_rights & back_rank(color) {
            if of_side(sq) {
                setup.castling_rights.remove(sq);
            }
        }
        if want {
            let candidates: Vec<Square> = rooks.filter(|&sq| of_side(sq)).collect();
            let outer = match side {
                Side::King => candidates.last(),
                Side::Queen => candidates.first(),
            };
            if let Some(&rook) = outer {
                setup.castling_rights.add(rook);
            }
        }
    }
    tidy(setup, mode);
    let (k, q) = castling_sides(setup, color);
    king_side.is_none_or(|w| w == k) && queen_side.is_none_or(|w| w == q)
}

/// Gives the move to `color` (chess.js's `setTurn` on a board it cannot play): the en-passant
/// square goes (it is only the square of the move just made, Art. 3.7.4.1), then [`tidy`].
pub fn set_turn(setup: &mut Setup, color: Color, mode: CastlingMode) {
    setup.turn = color;
    setup.ep_square = None;
    tidy(setup, mode);
}

/// chess.js 1.4.0's en-passant square after a pawn's double step to `to` (what its
/// `fen({ forceEnpassantSquare: true })` gives): the square the pawn passed over when a pawn of
/// the side now to move stands beside `to` on its rank, whether or not it may take (a pinned
/// pawn too; the core's FEN names the square only when the capture is legal, Art. 3.7.4.1);
/// `None` otherwise.
pub fn chess_js_ep_square(setup: &Setup, to: Square) -> Option<Square> {
    let us = setup.turn;
    let behind = to.offset(0, if us == Color::White { 1 } else { -1 })?;
    let takers = setup.board.pawns() & setup.board.by_color(us);
    let beside = [-1, 1]
        .into_iter()
        .filter_map(|df| to.offset(df, 0))
        .any(|sq| takers.contains(sq));
    beside.then_some(behind)
}

/// The pieces of `color` that attack `sq` on the board of `setup` (whatever stands on `sq`).
pub fn attackers(setup: &Setup, sq: Square, color: Color) -> Bitboard {
    setup
        .board
        .attackers_to(sq, color, setup.board.occupied())
        .without(sq)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setup(fen: &str) -> Setup {
        Setup::from_fen(fen).unwrap()
    }

    #[test]
    fn chess_js_ep_square_needs_a_pawn_beside() {
        // White played e2e4: black pawns beside it on d4 or f4 make e3 the square.
        let ep = |fen: &str, to: Square| chess_js_ep_square(&setup(fen), to);
        assert_eq!(
            ep("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1", Square::E4),
            Some(Square::E3)
        );
        assert_eq!(
            ep("4k3/8/8/8/4Pp2/8/8/4K3 b - - 0 1", Square::E4),
            Some(Square::E3)
        );
        // A pinned pawn counts too (the king on a4, a rook on h4 behind e4's pawn: dxe3 is
        // illegal, and the core's FEN has no en-passant square).
        let pinned = "8/8/8/8/k2pP2R/8/8/4K3 b - - 0 1";
        assert_eq!(ep(pinned, Square::E4), Some(Square::E3));
        assert_eq!(
            crate::fen::read("8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1", None, true)
                .map(|p| p.fen())
                .ok()
                .as_deref(),
            Some(pinned)
        );
        // No pawn beside, a white pawn beside, a black piece that is no pawn: none.
        assert_eq!(ep("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1", Square::E4), None);
        assert_eq!(ep("4k3/8/8/8/3PP3/8/8/4K3 b - - 0 1", Square::E4), None);
        assert_eq!(ep("4k3/8/8/8/3nP3/8/8/4K3 b - - 0 1", Square::E4), None);
        // A pawn two files away, or on another rank: none.
        assert_eq!(ep("4k3/8/8/8/2p1P3/8/8/4K3 b - - 0 1", Square::E4), None);
        assert_eq!(ep("4k3/8/8/3p4/4P3/8/8/4K3 b - - 0 1", Square::E4), None);
        // Black played a7a5 (the a-file edge): a white pawn on b5 makes a6 the square.
        assert_eq!(
            ep("4k3/8/8/pP6/8/8/8/4K3 w - - 0 2", Square::A5),
            Some(Square::A6)
        );
        assert_eq!(ep("4k3/8/8/p7/8/8/8/4K3 w - - 0 2", Square::A5), None);
        // h-file edge.
        assert_eq!(
            ep("4k3/8/8/8/6pP/8/8/4K3 b - - 0 1", Square::H4),
            Some(Square::H3)
        );
    }

    #[test]
    fn set_turn_drops_the_en_passant_square() {
        let mut s = setup("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
        set_turn(&mut s, Color::Black, CastlingMode::Standard);
        assert_eq!((s.turn, s.ep_square), (Color::Black, None));
        assert_eq!(
            crate::fen::write_edited(&s, CastlingMode::Standard),
            "4k3/8/8/3pP3/8/8/8/4K3 b - - 0 2"
        );
        // Castling rights that fit stay; the clocks stay.
        let mut s = setup("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 7 9");
        set_turn(&mut s, Color::Black, CastlingMode::Standard);
        assert_eq!(
            crate::fen::write_edited(&s, CastlingMode::Standard),
            "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 7 9"
        );
    }

    #[test]
    fn one_king_per_color() {
        let mut s = Setup::empty();
        let wk = Piece::from_char('K').unwrap();
        assert!(put(&mut s, Square::A2, wk, CastlingMode::Standard));
        assert!(put(&mut s, Square::A2, wk, CastlingMode::Standard));
        assert!(!put(&mut s, Square::A3, wk, CastlingMode::Standard));
        assert_eq!(s.board.kings().count(), 1);
    }

    #[test]
    fn removing_a_rook_drops_its_right() {
        let mut s = Setup::standard();
        assert_eq!(
            remove(&mut s, Square::H1, CastlingMode::Standard),
            Piece::from_char('R')
        );
        assert_eq!(castling_sides(&s, Color::White), (false, true));
        assert_eq!(castling_sides(&s, Color::Black), (true, true));
    }

    #[test]
    fn set_castling_needs_king_and_rook() {
        let mut s = setup("r3k2r/8/8/8/8/8/8/4K3 w - - 0 1");
        assert!(set_castling(
            &mut s,
            Color::Black,
            Some(true),
            Some(true),
            CastlingMode::Standard
        ));
        assert_eq!(castling_sides(&s, Color::Black), (true, true));
        assert!(!set_castling(
            &mut s,
            Color::White,
            Some(true),
            None,
            CastlingMode::Standard
        ));
        assert_eq!(castling_sides(&s, Color::White), (false, false));
        assert!(set_castling(
            &mut s,
            Color::Black,
            Some(false),
            None,
            CastlingMode::Standard
        ));
        assert_eq!(castling_sides(&s, Color::Black), (false, true));
    }

    #[test]
    fn ep_square_kept_only_when_a_pawn_can_take() {
        let mut s = setup("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1");
        tidy(&mut s, CastlingMode::Standard);
        assert_eq!(s.ep_square, None);
        let mut s = setup("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
        tidy(&mut s, CastlingMode::Standard);
        assert_eq!(s.ep_square, Some(Square::E3));
    }

    #[test]
    fn attackers_of_a_square() {
        let s = Setup::standard();
        let a = attackers(&s, Square::F3, Color::White);
        assert_eq!(
            a,
            Bitboard::from_square(Square::E2)
                .with(Square::G2)
                .with(Square::G1)
        );
    }
}
