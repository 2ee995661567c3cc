//! Variant moves in SAN and UCI: drops (`N@f3`, a pawn `P@e4` or `@e4`; UCI `P@e4`) and
//! antichess's promotion to a king (`e8=K`, UCI `e7e8k`).

use super::position::VariantPosition;
use super::{Variant, VariantError, VariantMove};
use crate::notation::san::{San, SanError, SanReadError, judge_letter, strip_marks};
use crate::notation::uci::{Uci, UciError};
use crate::position::castling::CastlingMode;
use crate::types::moves::{CastlingSide, Move, MoveKind};
use crate::types::role::Role;
use crate::types::role::Role::King;
use crate::types::square::Square;

impl VariantMove {
    /// The move in UCI: `e2e4`, `e7e8q` (`e7e8k` in antichess), a drop `N@f3` / `P@e4`;
    /// castling as the king's two-square move (`e1g1`) in standard mode, as king takes rook
    /// (`e1h1`) in Chess960 mode.
    pub fn uci(&self, mode: CastlingMode) -> String {
        match self {
            VariantMove::Drop { role, to } => format!("{}@{}", role.upper_char(), to),
            VariantMove::Normal(m) => {
                let to = if m.kind == MoveKind::Castle && !mode.is_chess960() {
                    m.king_to()
                } else {
                    m.to
                };
                let mut out = format!("{}{}", m.from, to);
                if let Some(role) = m.promotion {
                    out.push(role.char());
                }
                out
            }
        }
    }
}

impl VariantPosition {
    /// Reads a move's text: UCI when it reads as UCI (`e2e4`, `P@e4`), else SAN (`Nf3`,
    /// `N@f3`, `@e4`, `e8=K`); the one reading of every entry point (`applyMove`, a game's
    /// move, `pieceChanges`). A null move (`--`, `Z0`, `0000`) is none: the variants play no
    /// null moves.
    ///
    /// # Errors
    /// [`VariantError::NullMove`], and those of [`VariantPosition::parse_uci`] and
    /// [`VariantPosition::parse_san`].
    pub fn parse_move(&self, text: &str) -> Result<VariantMove, VariantError> {
        if crate::notation::is_null_move(text) {
            return Err(VariantError::NullMove(text.to_string()));
        }
        match self.parse_uci(text) {
            Ok(m) => Ok(m),
            Err(VariantError::MoveSyntax(_)) => self.parse_san(text),
            Err(e) => Err(e),
        }
    }

    /// Reads a UCI move and finds it among the legal moves: `e2e4`, `e7e8q` (`k` for a king
    /// in antichess), a drop `N@f3` / `P@e4` (lowercase letters read too), castling as the
    /// king's two-square move or as king takes rook. A board move is matched as the main
    /// entry matches it ([`Uci::to_move_in`], the one home of that rule).
    ///
    /// # Errors
    /// [`VariantError::MoveSyntax`] for text that is no UCI move, [`VariantError::IllegalMove`]
    /// for a move that is not legal here, [`VariantError::PromotionRequired`] for a pawn's
    /// move to the last rank without its piece (`e7e8`) and
    /// [`VariantError::PromotionUnexpected`] for a piece given to a move that is no promotion
    /// (`g1f3q`), as the main entry's codes.
    pub fn parse_uci(&self, text: &str) -> Result<VariantMove, VariantError> {
        let syntax = || VariantError::MoveSyntax(text.to_string());
        let bytes = text.as_bytes();
        let legal = self.legal_moves();
        if bytes.len() == 4 && bytes[1] == b'@' {
            let role = Role::from_char(char::from(bytes[0]).to_ascii_lowercase())
                .filter(|r| *r != Role::King)
                .ok_or_else(syntax)?;
            let to = Square::from_ascii(&bytes[2..]).ok_or_else(syntax)?;
            let m = VariantMove::Drop { role, to };
            return if legal.contains(&m) {
                Ok(m)
            } else {
                Err(VariantError::IllegalMove(text.to_string()))
            };
        }
        if bytes.len() != 4 && bytes.len() != 5 {
            return Err(syntax());
        }
        let from = Square::from_ascii(&bytes[0..2]).ok_or_else(syntax)?;
        let to = Square::from_ascii(&bytes[2..4]).ok_or_else(syntax)?;
        let mut promotion = match bytes.get(4) {
            Some(c) => {
                Some(Role::from_char(char::from(*c).to_ascii_lowercase()).ok_or_else(syntax)?)
            }
            None => None,
        };
        if matches!(promotion, Some(King | Role::Pawn))
            && !(promotion == Some(King) && self.variant == Variant::Antichess)
        {
            // No promotion piece (a king is one in antichess), as the main entry answers it
            // (Art. 3.7.5.1) for a pawn moving to the last rank; on any other move, as a
            // queen's letter there (the move without it, if legal, promotes nothing).
            if crate::notation::pawn_to_last_rank(self.board(), from, to) {
                return Err(VariantError::PromotionPiece(char::from(bytes[4])));
            }
            promotion = Some(Role::Queen);
        }
        let moves = board_moves(&legal);
        Uci::Normal {
            from,
            to,
            promotion,
        }
        .to_move_in(&moves)
        .map(VariantMove::Normal)
        .map_err(|e| match e {
            UciError::Illegal => VariantError::IllegalMove(text.to_string()),
            UciError::PromotionRequired => VariantError::PromotionRequired {
                text: text.to_string(),
                variant: self.variant,
            },
            UciError::PromotionUnexpected => VariantError::PromotionUnexpected(text.to_string()),
        })
    }

    /// The move in SAN, with `+` after a check and `#` after a move that ends the game with
    /// a win (checkmate or the variant's own win, as lichess writes it). Drops are written
    /// `N@f3`, pawn drops `P@e4`; antichess's king promotion `e8=K`.
    pub fn san(&self, m: &VariantMove) -> String {
        let mut out = self.san_plain(m, &self.legal_moves());
        let after = self.make(m);
        if after.outcome().is_some_and(|o| o.winner().is_some()) {
            out.push('#');
        } else if after.is_check() {
            out.push('+');
        }
        out
    }

    /// SAN without the check suffix; `legal` are the position's legal moves (for the
    /// disambiguation).
    fn san_plain(&self, m: &VariantMove, legal: &[VariantMove]) -> String {
        let m = match m {
            VariantMove::Drop { role, to } => return format!("{}@{}", role.upper_char(), to),
            VariantMove::Normal(m) => m,
        };
        if m.kind == MoveKind::Castle {
            return match CastlingSide::of(m.from, m.to) {
                CastlingSide::KingSide => "O-O".to_string(),
                CastlingSide::QueenSide => "O-O-O".to_string(),
            };
        }
        let mut out = String::with_capacity(8);
        if m.role == Role::Pawn {
            if m.is_capture() {
                out.push(m.from.file().char());
            }
        } else {
            out.push(m.role.upper_char());
            // Disambiguation: other legal moves of the same role to the same square.
            let others: Vec<Move> = legal
                .iter()
                .filter_map(|o| match o {
                    VariantMove::Normal(o)
                        if o.role == m.role
                            && o.to == m.to
                            && o.from != m.from
                            && o.kind != MoveKind::Castle =>
                    {
                        Some(*o)
                    }
                    _ => None,
                })
                .collect();
            if !others.is_empty() {
                let same_file = others.iter().any(|o| o.from.file() == m.from.file());
                let same_rank = others.iter().any(|o| o.from.rank() == m.from.rank());
                if !same_file {
                    out.push(m.from.file().char());
                } else if !same_rank {
                    out.push(m.from.rank().char());
                } else {
                    out.push_str(m.from.name());
                }
            }
        }
        if m.is_capture() {
            out.push('x');
        }
        out.push_str(m.to.name());
        if let Some(role) = m.promotion {
            out.push('=');
            out.push(role.upper_char());
        }
        out
    }

    /// Reads a SAN move and finds it among the legal moves. A board move is read by the main
    /// entry's lenient reader ([`San::parse_attempt`], [`San::to_move_in`]: the one home of
    /// that rule): with or without `+`/`#` and annotations (`!`, `?`), castling with `0` or
    /// `O`, promotions with or without `=`, `x` not needed, and an origin given where none is
    /// needed (`Ng1f3`, `Ngf3`, `N1f3`, as chess.js's non-strict parser); a king as the
    /// promotion piece (`e8=K`) is read too, legal in antichess only. Drops: `N@f3`, and pawn
    /// drops as `P@e4` or `@e4`.
    ///
    /// # Errors
    /// [`VariantError::MoveSyntax`] for text that is no SAN (empty, `zz`, `Q@`: neither the
    /// crate's SAN, [`crate::san::San`], nor a drop `N@f3` / `@e4`), [`VariantError::IllegalMove`]
    /// when no legal move reads so, [`VariantError::PromotionRequired`] for a pawn's move to
    /// the last rank without its piece (`e8`), [`VariantError::AmbiguousMove`] when several
    /// moves read so.
    pub fn parse_san(&self, text: &str) -> Result<VariantMove, VariantError> {
        let core = strip_marks(text);
        if let Some((role, square)) = core.split_once('@') {
            let role = match role {
                "" | "P" => Role::Pawn,
                "N" => Role::Knight,
                "B" => Role::Bishop,
                "R" => Role::Rook,
                "Q" => Role::Queen,
                _ => return Err(VariantError::MoveSyntax(text.to_string())),
            };
            let to = Square::from_ascii(square.as_bytes())
                .ok_or_else(|| VariantError::MoveSyntax(text.to_string()))?;
            let m = VariantMove::Drop { role, to };
            return if self.legal_moves().contains(&m) {
                Ok(m)
            } else {
                Err(VariantError::IllegalMove(text.to_string()))
            };
        }
        // The main entry's reading and its judgment of a promotion letter (one home), a king
        // being a promotion piece in antichess.
        let (mut san, letter) =
            San::parse_suffixed(text).map_err(|_| VariantError::MoveSyntax(text.to_string()))?;
        let judged: Result<bool, SanReadError> =
            judge_letter(&mut san, letter, self.variant == Variant::Antichess);
        let unexpected = judged.map_err(|e| match e {
            SanReadError::PromotionPiece(c) => VariantError::PromotionPiece(c),
            _ => VariantError::MoveSyntax(text.to_string()),
        })?;
        let legal = self.legal_moves();
        let m = san
            .to_move_in(&board_moves(&legal))
            .map(VariantMove::Normal)
            .map_err(|e| match e {
                SanError::Illegal => VariantError::IllegalMove(text.to_string()),
                SanError::Ambiguous(_) => VariantError::AmbiguousMove(text.to_string()),
                SanError::PromotionRequired => VariantError::PromotionRequired {
                    text: text.to_string(),
                    variant: self.variant,
                },
            })?;
        if unexpected {
            return Err(VariantError::PromotionUnexpected(text.to_string()));
        }
        Ok(m)
    }
}

/// The board moves of a list of legal moves (the drops left out), for the main entry's readers.
fn board_moves(legal: &[VariantMove]) -> Vec<Move> {
    legal
        .iter()
        .filter_map(VariantMove::as_move)
        .copied()
        .collect()
}
