//! Long algebraic notation (FIDE Laws, Appendix C.13): the origin and the target square,
//! joined by `-` for a move or `x` for a capture, after the piece letter for a piece (`e2-e4`,
//! `Ng1-f3`, `Bc4xf7+`, `e7-e8=Q`, `b7-b8N`), and UCI written with a check mark (`g4g3+`).
//! Read leniently (the move reader's fallback when a text is neither UCI nor SAN): the joining
//! sign may be left out, `:` stands for `x`, a promotion piece may follow with or without `=`
//! or in brackets, and the marks the SAN reader drops are dropped (`+`, `#`, the six glyphs,
//! `e.p.`; [`crate::notation::san::strip_marks`]). The squares decide the move;
//! a piece letter given must be the moving piece's, and `x` needs a capture.

use crate::notation::uci::Uci;
use crate::position::Position;
use crate::types::moves::Move;
use crate::types::role::Role;
use crate::types::square::Square;

fn square(b: &[u8]) -> Option<Square> {
    Square::from_ascii(b.get(..2)?)
}

/// The legal move `text` names in long algebraic notation, or `None` (not that notation, or
/// no legal move matches).
///
/// # Examples
/// ```
/// use chess_arbiter::{notation::lan, uci::to_uci, Position};
/// let pos = Position::new();
/// let m = lan::read(&pos, "Ng1-f3").unwrap();
/// assert_eq!(to_uci(&m, pos.mode()), "g1f3");
/// assert!(lan::read(&pos, "Bg1-f3").is_none()); // no bishop on g1
/// assert!(lan::read(&pos, "e2xe4").is_none()); // no capture
/// ```
pub fn read(pos: &Position, text: &str) -> Option<Move> {
    let mut b = crate::notation::san::strip_marks(text).as_bytes();
    let role = match b.first() {
        Some(&c) if c.is_ascii_uppercase() => {
            b = &b[1..];
            Some(Role::from_char(c.to_ascii_lowercase() as char)?)
        }
        _ => None,
    };
    let from = square(b)?;
    b = &b[2..];
    let mut capture = false;
    match b.first() {
        Some(b'-') => b = &b[1..],
        Some(b'x' | b':') => {
            capture = true;
            b = &b[1..];
        }
        _ => {}
    }
    let to = square(b)?;
    b = &b[2..];
    let promotion = match b {
        [] => None,
        [c] | [b'=', c] | [b'(', c, b')'] => match Role::from_char(c.to_ascii_lowercase() as char)?
        {
            Role::Pawn | Role::King => return None,
            r => Some(r),
        },
        _ => return None,
    };
    let m = Uci::Normal {
        from,
        to,
        promotion,
    }
    .to_move(pos)
    .ok()?;
    if role.is_some_and(|r| r != m.role) || (capture && !m.is_capture()) {
        return None;
    }
    Some(m)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::uci::to_uci;

    fn uci(fen: &str, text: &str) -> Option<String> {
        let pos = crate::notation::fen::read(fen, None, false).unwrap();
        read(&pos, text).map(|m| to_uci(&m, pos.mode()))
    }

    #[test]
    fn forms() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(uci(start, "e2-e4").as_deref(), Some("e2e4"));
        assert_eq!(uci(start, "Pe2-e4").as_deref(), Some("e2e4"));
        assert_eq!(uci(start, "Ng1f3").as_deref(), Some("g1f3"));
        assert_eq!(uci(start, "e2e4+").as_deref(), Some("e2e4"));
        assert_eq!(uci(start, "e2-e5"), None);
        assert_eq!(uci(start, "e2-e4!?").as_deref(), Some("e2e4"));
        assert_eq!(uci(start, "e2-e4!!??"), None); // no glyph
        assert_eq!(uci(start, "e2-e4x"), None);
        assert_eq!(uci(start, "Ke2-e4"), None);
        let promo = "8/1P6/8/8/8/8/6k1/4K3 w - - 0 1";
        assert_eq!(uci(promo, "b7-b8N").as_deref(), Some("b7b8n"));
        assert_eq!(uci(promo, "b7-b8=Q+").as_deref(), Some("b7b8q"));
        assert_eq!(uci(promo, "b7-b8(R)").as_deref(), Some("b7b8r"));
        assert_eq!(uci(promo, "b7-b8K"), None);
        let castle = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
        assert_eq!(uci(castle, "e1-g1").as_deref(), Some("e1g1"));
        let capture = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1";
        assert_eq!(uci(capture, "e4xd5").as_deref(), Some("e4d5"));
        assert_eq!(uci(capture, "e4:d5").as_deref(), Some("e4d5"));
    }
}
