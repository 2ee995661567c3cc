//! UCI move notation: `e2e4`, `e7e8q`; castling as `e1g1` (standard) or "king takes rook"
//! `e1h1` (Chess960). Both castling forms are accepted on input wherever unambiguous.

use crate::position::Position;
use crate::position::castling::CastlingMode;
use crate::prelude::*;
use crate::types::moves::{Move, MoveKind};
use crate::types::role::Role;
use crate::types::square::Square;
use core::fmt;

/// A move in UCI notation, not yet checked against a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Uci {
    /// A move from one square to another, with the promotion piece if any.
    Normal {
        /// The origin square.
        from: Square,
        /// The target square (for castling: the king's destination or the rook's square).
        to: Square,
        /// The promotion piece.
        promotion: Option<Role>,
    },
    /// `0000`: a null move, never legal in a game.
    Null,
}

/// A string that is not UCI move syntax. Text that is neither UCI nor SAN is
/// `ERR_INVALID_MOVE` in the JS API ([`crate::notation::MoveInputError::Syntax`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseUciError;

impl fmt::Display for ParseUciError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid uci move (expected from and to squares and an optional promotion letter, e.g. e2e4, e7e8q)")
    }
}

impl core::error::Error for ParseUciError {}

/// A UCI move that cannot be played in the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UciError {
    /// No legal move matches (Art. 3.10.2).
    Illegal,
    /// A pawn reaching the last rank needs its new piece (`e7e8q`; Art. 3.7.5.1).
    PromotionRequired,
    /// A promotion piece given for a legal move that is no promotion (`g1f3q`; Art. 3.7.5.1:
    /// only a pawn reaching the last rank is exchanged).
    PromotionUnexpected,
}

impl fmt::Display for UciError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UciError::Illegal => f.write_str("illegal move"),
            UciError::PromotionRequired => {
                f.write_str("a pawn reaching the last rank must promote: add q, r, b or n")
            }
            UciError::PromotionUnexpected => f.write_str(
                "this move is not a promotion: only a pawn reaching the last rank takes a new piece",
            ),
        }
    }
}

impl core::error::Error for UciError {}

/// The start of [`PromotionPieceError`]'s message, the text given follows, quoted (shared with
/// [`crate::notation::MoveInputError::PromotionPiece`]).
pub(crate) const PROMOTION_PIECE: &str =
    "a pawn may promote only to a queen, rook, bishop or knight (q, r, b, n), got ";

/// A promotion piece, named by a letter, that no pawn may become (Art. 3.7.5.1: a queen, rook,
/// bishop or knight only): the text given, cut to 8 characters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PromotionPieceError(pub String);

impl PromotionPieceError {
    /// The message `Display` writes (`crate::util::msg!`: without `core::fmt` in
    /// `chess-arbiter/core`'s wasm, for the wasm binding).
    pub fn message(&self) -> String {
        crate::util::msg!(PROMOTION_PIECE, crate::util::quote::quoted(&self.0))
    }
}

impl fmt::Display for PromotionPieceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message())
    }
}

impl core::error::Error for PromotionPieceError {}

impl Uci {
    /// The UCI of a move `m` (legal in a position of castling mode `mode`): castling as the
    /// king's move in standard chess (`e1g1`), as king takes rook in Chess960 (`e1h1`).
    ///
    /// # Examples
    /// ```
    /// use chess_arbiter::{uci::Uci, CastlingMode, Position};
    /// let pos = Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1", CastlingMode::Standard).unwrap();
    /// let castle = pos.legal_moves().into_iter().find(|m| m.is_castle()).unwrap();
    /// assert_eq!(Uci::from_move(&castle, CastlingMode::Standard).to_string(), "e1g1");
    /// assert_eq!(Uci::from_move(&castle, CastlingMode::Chess960).to_string(), "e1h1");
    /// ```
    pub fn from_move(m: &Move, mode: CastlingMode) -> Uci {
        let to = if m.is_castle() && mode == CastlingMode::Standard {
            m.king_to()
        } else {
            m.to
        };
        Uci::Normal {
            from: m.from,
            to,
            promotion: m.promotion,
        }
    }

    /// Reads `e2e4`, `e7e8q` (promotion letter in either case) or `0000`.
    ///
    /// # Errors
    /// [`ParseUciError`] for anything else.
    pub fn parse(s: &str) -> Result<Uci, ParseUciError> {
        if s == "0000" {
            return Ok(Uci::Null);
        }
        match Uci::parse_lettered(s) {
            Some((uci, None)) => Ok(uci),
            _ => Err(ParseUciError),
        }
    }

    /// [`Uci::parse`] but for `0000`, with a king or pawn letter (`a7a8k`, `g1f3P`) read as a
    /// queen's and given apart, as written (for the move reader, `crate::notation`).
    pub(crate) fn parse_lettered(s: &str) -> Option<(Uci, Option<u8>)> {
        let (from, to, mut promotion) = Uci::parse_attempt(s).filter(|(f, t, _)| f != t)?;
        let mut letter = None;
        if let Some(Role::Pawn | Role::King) = promotion {
            promotion = Some(Role::Queen);
            letter = s.as_bytes().get(4).copied(); // the fifth byte parse_attempt read: no panic path
        }
        Some((
            Uci::Normal {
                from,
                to,
                promotion,
            },
            letter,
        ))
    }

    /// The move from `from` to `to` with the promotion piece named by `promotion` (`q`, `r`,
    /// `b` or `n` in either case; `None` for no promotion): the `{ from, to, promotion }` form
    /// of the JS API. Whether the move is legal is for [`Uci::to_move`].
    ///
    /// # Errors
    /// [`PromotionPieceError`] for any other text, a king or pawn letter among them (Art.
    /// 3.7.5.1).
    ///
    /// # Examples
    /// ```
    /// use chess_arbiter::{uci::Uci, Role, Square};
    /// let m = Uci::from_squares(Square::A7, Square::A8, Some("N")).unwrap();
    /// assert_eq!(m, Uci::Normal { from: Square::A7, to: Square::A8, promotion: Some(Role::Knight) });
    /// assert_eq!(
    ///     Uci::from_squares(Square::A7, Square::A8, Some("k")).unwrap_err().to_string(),
    ///     r#"a pawn may promote only to a queen, rook, bishop or knight (q, r, b, n), got "k""#
    /// );
    /// ```
    pub fn from_squares(
        from: Square,
        to: Square,
        promotion: Option<&str>,
    ) -> Result<Uci, PromotionPieceError> {
        let promotion = match promotion {
            None => None,
            Some(text) => {
                let mut chars = text.chars();
                match (chars.next().and_then(Role::from_char), chars.next()) {
                    (
                        Some(role @ (Role::Queen | Role::Rook | Role::Bishop | Role::Knight)),
                        None,
                    ) => Some(role),
                    _ => return Err(PromotionPieceError(text.chars().take(8).collect())),
                }
            }
        };
        Ok(Uci::Normal {
            from,
            to,
            promotion,
        })
    }

    /// Reads UCI's shape as an attempt, the one UCI reader [`Uci::parse`] builds on: origin,
    /// target (equal squares too) and any piece letter after them (`k` and `p` too), for
    /// rulings on moves no piece can make ([`crate::rulings`]). `None` for another shape.
    ///
    /// # Examples
    /// ```
    /// use chess_arbiter::{uci::Uci, Role, Square};
    /// assert_eq!(Uci::parse_attempt("e7e8k"), Some((Square::E7, Square::E8, Some(Role::King))));
    /// assert!(Uci::parse("e7e8k").is_err());
    /// ```
    pub fn parse_attempt(s: &str) -> Option<(Square, Square, Option<Role>)> {
        let b = s.as_bytes();
        if b.len() != 4 && b.len() != 5 {
            return None;
        }
        let from = Square::from_ascii(b.get(0..2)?)?;
        let to = Square::from_ascii(b.get(2..4)?)?;
        let promotion = match b.get(4) {
            None => None,
            Some(&c) => Some(Role::from_char(c as char)?),
        };
        Some((from, to, promotion))
    }

    /// The legal move this UCI names in `pos`.
    ///
    /// # Errors
    /// [`UciError::Illegal`] when no legal move matches; [`UciError::PromotionRequired`] when a
    /// promotion lacks its piece.
    pub fn to_move(&self, pos: &Position) -> Result<Move, UciError> {
        match *self {
            Uci::Normal { from, .. } => self.to_move_in(&pos.legal_moves_from(from)),
            Uci::Null => Err(UciError::Illegal),
        }
    }

    /// Like [`Uci::to_move`], with the legal moves already at hand (all of them, or those from
    /// the origin square).
    ///
    /// # Errors
    /// As [`Uci::to_move`].
    pub fn to_move_in(&self, moves: &[Move]) -> Result<Move, UciError> {
        let Uci::Normal {
            from,
            to,
            promotion,
        } = *self
        else {
            return Err(UciError::Illegal);
        };
        let mut needs_promotion = false;
        let ours = || moves.iter().filter(move |m| m.from == from);
        for m in ours().filter(|m| m.kind != MoveKind::Castle && m.to == to) {
            if m.promotion == promotion {
                return Ok(*m);
            }
            if promotion.is_none() && m.promotion.is_some() {
                needs_promotion = true;
            }
        }
        if needs_promotion {
            return Err(UciError::PromotionRequired);
        }
        if promotion.is_some()
            && ours().any(|m| m.kind != MoveKind::Castle && m.to == to && m.promotion.is_none())
        {
            return Err(UciError::PromotionUnexpected);
        }
        if promotion.is_none() {
            // Castling: king takes rook, or the king's destination.
            if let Some(m) = ours().find(|m| m.is_castle() && m.to == to) {
                return Ok(*m);
            }
            if let Some(m) =
                ours().find(|m| m.is_castle() && m.king_to() == to && m.king_to() != m.from)
            {
                return Ok(*m);
            }
        }
        Err(UciError::Illegal)
    }
}

/// Writes a move in UCI: castling as the king's move in standard mode (`e1g1`) and as king
/// takes rook in Chess960 (`e1h1`). A shorthand for [`Uci::from_move`] written with its
/// [`Display`](fmt::Display), the one UCI writer.
pub fn to_uci(m: &Move, mode: CastlingMode) -> String {
    uci_text(m, mode).into()
}

/// A line of moves in UCI, each as [`to_uci`] writes it (e.g. the helpmate of
/// [`crate::adjudication::unwinnable::Answer::Yes`]).
pub fn line(moves: &[Move], mode: CastlingMode) -> Vec<String> {
    moves.iter().map(|m| to_uci(m, mode)).collect()
}

/// [`to_uci`] as an inline text (for [`crate::game::PlayedMove`], one per move played):
/// written straight, not through a `Formatter` (`to_string()` was a measured 13 % of
/// replaying games move by move).
pub(crate) fn uci_text(m: &Move, mode: CastlingMode) -> crate::notation::move_text::MoveText {
    let mut out = crate::notation::move_text::MoveText::default();
    // At most 5 bytes: it fits.
    let _ = Uci::from_move(m, mode).write_to(&mut out);
    out
}

/// The move's text in a message (`crate::util::msg!`) of `chess-arbiter/core`'s wasm; `Display`
/// in the other builds.
impl crate::util::Piece for &Uci {
    type Text = String;
    fn piece(self) -> String {
        let mut text = String::new();
        let _ = self.write_to(&mut text);
        text
    }
    #[inline(always)]
    fn owned(self) -> String {
        self.piece()
    }
}

impl Uci {
    /// Writes the move's UCI text to `w`: the one UCI writer, which [`Display`](fmt::Display)
    /// and [`to_uci`] use.
    pub fn write_to<W: fmt::Write>(&self, w: &mut W) -> fmt::Result {
        match self {
            Uci::Null => w.write_str("0000"),
            Uci::Normal {
                from,
                to,
                promotion,
            } => {
                w.write_str(from.name())?;
                w.write_str(to.name())?;
                match promotion {
                    Some(p) => w.write_char(p.char()),
                    None => Ok(()),
                }
            }
        }
    }
}

impl fmt::Display for Uci {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_to(f)
    }
}

#[cfg(test)]
mod promotion_tests {
    use super::*;
    use crate::Position;

    fn read(fen: &str, text: &str) -> Result<String, UciError> {
        let pos = Position::from_fen(fen, crate::CastlingMode::Standard).expect("a legal FEN");
        let uci = Uci::parse(text).expect("UCI syntax");
        uci.to_move(&pos).map(|m| to_uci(&m, pos.mode()))
    }

    #[test]
    fn a_promotion_piece_only_on_a_promotion() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(read(start, "g1f3q"), Err(UciError::PromotionUnexpected));
        assert_eq!(read(start, "e2e4n"), Err(UciError::PromotionUnexpected));
        assert_eq!(read(start, "g1f4q"), Err(UciError::Illegal));
        assert_eq!(read(start, "g1f3"), Ok("g1f3".to_string()));
        let promo = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1";
        assert_eq!(read(promo, "a7a8"), Err(UciError::PromotionRequired));
        assert_eq!(read(promo, "a7a8n"), Ok("a7a8n".to_string()));
        assert_eq!(
            crate::notation::MoveInputError::from(UciError::PromotionUnexpected).code(),
            "ERR_PROMOTION_UNEXPECTED"
        );
    }
}
