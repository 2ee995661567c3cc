//! What a board widget needs from the rules, one call each: the destinations of each piece
//! ([`dests`], with the ways a player may ask for castling, [`CastlingDests`]), whether a
//! drop is a promotion ([`is_promotion`], so a UI opens its picker only then), and the square
//! of the king in check ([`check_square`], for a highlight).
//!
//! Each works on a list of legal moves (a position's [`Position::legal_moves`], or a game's
//! [`crate::Game::legal_moves`], empty once the game is over), so a board over a position and a
//! board over a game ask the same question the same way.

use crate::notation::uci::{PromotionPieceError, Uci};
use crate::position::Position;
use crate::position::castling::CastlingMode;
use crate::prelude::*;
use crate::types::bitboard::Bitboard;
use crate::types::moves::Move;
use crate::types::square::Square;

/// How a player may ask for castling by moving the king (FIDE Art. 3.8.2: castling is a move
/// of the king; the rook follows). A board widget lists the squares the king may be dropped on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastlingDests {
    /// The king's own destination (two squares toward the rook in standard chess: g1, c1).
    King,
    /// The rook's square ("king onto rook", as chessground and Lichess do; the only
    /// unambiguous way in Chess960, where the king's destination may be a square it can also
    /// reach by a normal move, or its own square).
    Rook,
    /// Both: the king's destination and the rook's square.
    Both,
}

impl CastlingDests {
    /// The default of a castling mode: [`CastlingDests::Both`] in standard chess (chessground's
    /// `autoCastle` plays either drop, and Lichess offers both), [`CastlingDests::Rook`] in
    /// Chess960.
    pub const fn default_for(mode: CastlingMode) -> CastlingDests {
        match mode {
            CastlingMode::Standard => CastlingDests::Both,
            CastlingMode::Chess960 => CastlingDests::Rook,
        }
    }

    /// The drops a number asks for (`toDests`' `castling` option as the JS face passes it): 1
    /// king, 2 rook, 3 both, anything else the mode's default ([`CastlingDests::default_for`]).
    pub const fn from_number(n: u8, mode: CastlingMode) -> CastlingDests {
        match n {
            1 => CastlingDests::King,
            2 => CastlingDests::Rook,
            3 => CastlingDests::Both,
            _ => CastlingDests::default_for(mode),
        }
    }
}

/// The destinations of each origin square, indexed by [`Square::idx`].
pub type Dests = [Bitboard; 64];

/// The squares each piece may be dropped on to play one of `moves` (legal moves of one
/// position): a move's destination; for castling, as `castling` asks. With
/// [`CastlingDests::King`] or [`CastlingDests::Both`], the king's destination is left out when
/// it is the king's own square (a Chess960 castling that leaves the king where it is: only
/// the rook's square asks for it). The UCI reader ([`crate::notation::uci`]) accepts each of these drops
/// as `from` + `to`; where a king's destination is also a normal king move (Chess960 only), the
/// normal move is the one played.
pub fn dests(moves: &[Move], castling: CastlingDests) -> Dests {
    let mut out = [Bitboard::EMPTY; 64];
    for m in moves {
        let list = &mut out[m.from.idx()];
        if !m.is_castle() {
            list.add(m.to);
            continue;
        }
        if castling != CastlingDests::Rook && m.king_to() != m.from {
            list.add(m.king_to());
        }
        if castling != CastlingDests::King {
            list.add(m.to);
        }
    }
    out
}

/// True when a pawn on `from` dropped on `to` is a legal promotion among `moves` (Art.
/// 3.7.5.1): false for a pinned pawn, a pawn of the side not to move, a square it cannot
/// reach, or no pawn at all.
pub fn is_promotion(moves: &[Move], from: Square, to: Square) -> bool {
    moves
        .iter()
        .any(|m| m.from == from && m.to == to && m.promotion.is_some())
}

/// [`is_promotion`] for a drop that names its promotion piece too (a board's `{ from, to,
/// promotion }`): the letter is judged first, as every move with squares is
/// ([`Uci::from_squares`]: `q`, `r`, `b` or `n` in either case), whether or not the drop is a
/// promotion; `None` asks as [`is_promotion`] does.
///
/// # Errors
/// [`PromotionPieceError`] for any other letter or text: a pawn may promote only to a queen,
/// rook, bishop or knight of its own colour (Art. 3.7.5.1), never to a king or a pawn.
///
/// # Examples
/// ```
/// use chess_arbiter::{fen, ui::is_promotion_to, Square};
/// let pos = fen::read("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", None, false).unwrap();
/// let moves = pos.legal_moves();
/// assert_eq!(is_promotion_to(&moves, Square::A7, Square::A8, Some("n")), Ok(true));
/// assert_eq!(is_promotion_to(&moves, Square::E1, Square::E2, Some("q")), Ok(false));
/// assert!(is_promotion_to(&moves, Square::A7, Square::A8, Some("k")).is_err());
/// ```
pub fn is_promotion_to(
    moves: &[Move],
    from: Square,
    to: Square,
    promotion: Option<&str>,
) -> Result<bool, PromotionPieceError> {
    Uci::from_squares(from, to, promotion)?;
    Ok(is_promotion(moves, from, to))
}

/// The square of the king of the side to move when it is in check (Art. 3.9.1), else `None`;
/// also after checkmate.
pub fn check_square(pos: &Position) -> Option<Square> {
    if pos.is_check() {
        Some(pos.king_of(pos.turn()))
    } else {
        None
    }
}

/// The places of `moves` (legal moves of a position where `color` is to move, in any order) in
/// chess.js's order ([`chess_js_order_key`]): `order[k]` is the index in `moves` of the `k`-th.
pub fn chess_js_order(moves: &[Move], color: crate::types::color::Color) -> Vec<u16> {
    let mut order: Vec<u16> = (0..moves.len() as u16).collect();
    order.sort_by_key(|&i| chess_js_order_key(&moves[usize::from(i)], color));
    order
}

/// The place of `m`, played by `color`, in the order chess.js 1.4.0 lists moves (some apps and
/// a test of chess.js's own suite rely on it; `chess-arbiter/compat` gives its moves in it):
/// by origin square from a8 to h1 rank by rank, castling last (king side first); from one
/// square, by direction in a fixed order per piece (a pawn: its step, its double step, then its
/// captures, toward the a-file first for White and toward the h-file first for Black), nearer
/// targets first, promotions to knight, bishop, rook, queen. Sorting by this key gives that
/// order; two legal moves of a position never share a key.
pub fn chess_js_order_key(m: &Move, color: crate::types::color::Color) -> u32 {
    use crate::types::color::Color;
    use crate::types::moves::CastlingSide;
    use crate::types::role::Role;
    // Steps (file, rank) in chess.js's order of directions.
    const KING: [(i32, i32); 8] = [
        (-1, 1),
        (0, 1),
        (1, 1),
        (1, 0),
        (1, -1),
        (0, -1),
        (-1, -1),
        (-1, 0),
    ];
    const KNIGHT: [(i32, i32); 8] = [
        (-2, 1),
        (-1, 2),
        (1, 2),
        (2, 1),
        (2, -1),
        (1, -2),
        (-1, -2),
        (-2, -1),
    ];
    const BISHOP: [(i32, i32); 4] = [(-1, 1), (1, 1), (1, -1), (-1, -1)];
    const ROOK: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
    let promotion = match m.promotion {
        Some(Role::Bishop) => 1,
        Some(Role::Rook) => 2,
        Some(Role::Queen) => 3,
        _ => 0,
    };
    let (square, dir, dist) = if let Some(side) = m.castling_side() {
        (64, 8 + u32::from(side == CastlingSide::QueenSide), 0)
    } else {
        let (from, to) = (m.from, m.to);
        let (ff, fr) = (from.file().index(), from.rank().index());
        let df = to.file().index() as i32 - ff as i32;
        let dr = to.rank().index() as i32 - fr as i32;
        let square = (7 - fr) * 8 + ff;
        let dist = df.unsigned_abs().max(dr.unsigned_abs());
        let find = |dirs: &[(i32, i32)], step: (i32, i32)| {
            dirs.iter().position(|&d| d == step).unwrap_or(dirs.len()) as u32
        };
        let unit = (df.signum(), dr.signum());
        match m.role {
            Role::Pawn => {
                let forward = if color == Color::White { 1 } else { -1 };
                let dir = match (df, dr.abs()) {
                    (0, 1) => 0,
                    (0, _) => 1,
                    _ if df == -forward => 2,
                    _ => 3,
                };
                (square, dir, 0)
            }
            Role::Knight => (square, find(&KNIGHT, (df, dr)), dist),
            Role::Bishop => (square, find(&BISHOP, unit), dist),
            Role::Rook => (square, find(&ROOK, unit), dist),
            Role::Queen | Role::King => (square, find(&KING, unit), dist),
        }
    };
    ((square * 16 + dir) * 8 + dist) * 4 + promotion
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    fn names(b: Bitboard) -> Vec<&'static str> {
        b.map(|s| s.name()).collect()
    }

    #[test]
    fn castling_drops_from_numbers_and_chess_js_order() {
        for (n, standard, chess960) in [
            (0, CastlingDests::Both, CastlingDests::Rook),
            (1, CastlingDests::King, CastlingDests::King),
            (2, CastlingDests::Rook, CastlingDests::Rook),
            (3, CastlingDests::Both, CastlingDests::Both),
        ] {
            assert_eq!(
                CastlingDests::from_number(n, CastlingMode::Standard),
                standard
            );
            assert_eq!(
                CastlingDests::from_number(n, CastlingMode::Chess960),
                chess960
            );
        }
        // chess.js's order: from a8 to h1 rank by rank, so the knights' moves of rank 1 come
        // after the pawns' of rank 2, b1's before g1's.
        let pos = Position::new();
        let moves = pos.legal_moves();
        let order = chess_js_order(&moves, pos.turn());
        let uci: Vec<String> = order
            .iter()
            .map(|&i| crate::notation::uci::to_uci(&moves[usize::from(i)], pos.mode()))
            .collect();
        assert_eq!(uci.len(), 20);
        let from: Vec<&str> = uci.iter().map(|u| &u[..2]).collect();
        assert_eq!(&from[..2], ["a2", "a2"]);
        assert_eq!(&from[16..], ["b1", "b1", "g1", "g1"]);
    }

    fn pos(fen: &str) -> Position {
        crate::notation::fen::read(fen, None, false).unwrap()
    }

    #[test]
    fn castling_dests_in_each_mode() {
        let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        let moves = p.legal_moves();
        let e1 = |c| names(dests(&moves, c)[sq("e1").idx()]);
        assert_eq!(
            e1(CastlingDests::King),
            ["c1", "d1", "f1", "g1", "d2", "e2", "f2"]
        );
        assert_eq!(
            e1(CastlingDests::Rook),
            ["a1", "d1", "f1", "h1", "d2", "e2", "f2"]
        );
        assert_eq!(
            e1(CastlingDests::Both),
            ["a1", "c1", "d1", "f1", "g1", "h1", "d2", "e2", "f2"]
        );
        assert_eq!(CastlingDests::default_for(p.mode()), CastlingDests::Both);
    }

    #[test]
    fn chess960_king_on_its_castled_square() {
        // King on g1, rook on h1: O-O leaves the king on g1 (only the rook's square asks for it).
        let p = crate::notation::fen::read("6kr/8/8/8/8/8/8/6KR w Hh - 0 1", Some(true), false)
            .unwrap();
        let moves = p.legal_moves();
        let g1 = |c| names(dests(&moves, c)[sq("g1").idx()]);
        assert_eq!(g1(CastlingDests::King), ["f1", "f2", "g2"]); // h2: the h8 rook
        assert_eq!(g1(CastlingDests::Rook), ["f1", "h1", "f2", "g2"]);
        assert_eq!(CastlingDests::default_for(p.mode()), CastlingDests::Rook);
    }

    #[test]
    fn promotion_only_when_legal() {
        let pinned = pos("2b1b2k/K2P3r/8/8/8/8/8/8 w - - 0 1");
        let moves = pinned.legal_moves();
        assert!(!is_promotion(&moves, sq("d7"), sq("d8")));
        assert!(!is_promotion(&moves, sq("d7"), sq("c8")));
        let free = pos("1n2k1n1/P6P/8/8/8/8/p6p/1N2K1N1 w - - 0 1");
        let moves = free.legal_moves();
        assert!(is_promotion(&moves, sq("a7"), sq("a8")));
        assert!(is_promotion(&moves, sq("a7"), sq("b8")));
        assert!(!is_promotion(&moves, sq("a7"), sq("c8")));
        assert!(!is_promotion(&moves, sq("a2"), sq("a1"))); // Black's pawn, White to move
        assert!(!is_promotion(&moves, sq("b1"), sq("a3"))); // a knight
    }

    #[test]
    fn promotion_letter_judged_before_the_answer() {
        let free = pos("1n2k1n1/P6P/8/8/8/8/p6p/1N2K1N1 w - - 0 1");
        let moves = free.legal_moves();
        let ask = |from, to, p| is_promotion_to(&moves, sq(from), sq(to), p);
        assert_eq!(ask("a7", "a8", None), Ok(true));
        for p in ["q", "r", "b", "n", "Q", "N"] {
            assert_eq!(ask("a7", "b8", Some(p)), Ok(true), "{p}");
            assert_eq!(ask("a7", "c8", Some(p)), Ok(false), "{p}");
            assert_eq!(ask("e1", "d2", Some(p)), Ok(false), "{p}");
        }
        for p in ["k", "K", "p", "P", "", "qq", "x", "♕"] {
            let e = ask("a7", "a8", Some(p)).unwrap_err();
            assert_eq!(e, PromotionPieceError(p.to_string()), "{p}");
            // Also where the drop is no promotion at all: the letter is never allowed.
            assert!(ask("e1", "d2", Some(p)).is_err(), "{p}");
        }
        assert_eq!(
            ask("a7", "a8", Some("k")).unwrap_err().to_string(),
            r#"a pawn may promote only to a queen, rook, bishop or knight (q, r, b, n), got "k""#
        );
    }

    #[test]
    fn check_square_is_the_checked_king() {
        assert_eq!(check_square(&Position::new()), None);
        let mate = pos("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
        assert_eq!(check_square(&mate), Some(sq("e1")));
        let black = pos("4k3/8/8/8/8/8/8/4RK2 b - - 0 1");
        assert_eq!(check_square(&black), Some(sq("e8")));
    }
}

#[cfg(test)]
mod chess_js_order_tests {
    use super::chess_js_order_key;
    use crate::notation::uci::Uci;
    use crate::position::Position;
    use crate::position::castling::CastlingMode;

    fn ordered(fen: &str, mode: CastlingMode) -> Vec<String> {
        let pos = Position::from_fen(fen, mode).unwrap();
        let mut moves: Vec<_> = pos.legal_moves().iter().copied().collect();
        moves.sort_by_key(|m| chess_js_order_key(m, pos.turn()));
        moves
            .iter()
            .map(|m| Uci::from_move(m, mode).to_string())
            .collect()
    }

    #[test]
    fn the_start_in_chess_js_order() {
        // chess.js 1.4.0's `moves()` of the start: b1 first (a8..h1, rank by rank), each pawn's
        // single step before its double step.
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(
            ordered(start, CastlingMode::Standard).join(" "),
            "a2a3 a2a4 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 e2e3 e2e4 f2f3 f2f4 g2g3 g2g4 h2h3 h2h4 \
             b1a3 b1c3 g1f3 g1h3"
        );
    }

    #[test]
    fn captures_promotions_and_castling_in_chess_js_order() {
        // White: a pawn on b7 takes a knight on a8 or c8 or steps to b8 (step first, then the capture
        // toward the a-file); promotions n, b, r, q; castling last, king side first.
        let fen = "n1n1k3/1P6/8/8/8/8/8/R3K2R w KQ - 0 1";
        let list = ordered(fen, CastlingMode::Standard);
        let b7: Vec<&str> = list
            .iter()
            .map(String::as_str)
            .filter(|u| u.starts_with("b7"))
            .collect();
        assert_eq!(
            b7,
            [
                "b7b8n", "b7b8b", "b7b8r", "b7b8q", "b7a8n", "b7a8b", "b7a8r", "b7a8q", "b7c8n",
                "b7c8b", "b7c8r", "b7c8q"
            ]
        );
        assert_eq!(&list[list.len() - 2..], ["e1g1", "e1c1"]);
    }
}
