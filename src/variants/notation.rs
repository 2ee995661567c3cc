//! Variant moves in SAN and UCI: drops (`N@f3`, a pawn `P@e4` or `@e4`; UCI `P@e4`) and
//! antichess's promotion to a king (`e8=K`, UCI `e7e8k`).

use super::position::VariantPosition;
use super::{VariantError, VariantMove};
use crate::position::castling::CastlingMode;
use crate::types::moves::{CastlingSide, Move, MoveKind};
use crate::types::role::Role;
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
    /// Reads a UCI move and finds it among the legal moves: `e2e4`, `e7e8q` (`k` for a king
    /// in antichess), a drop `N@f3` / `P@e4` (lowercase letters read too), castling as the
    /// king's two-square move or as king takes rook.
    ///
    /// # Errors
    /// [`VariantError::MoveSyntax`] for text that is no UCI move, [`VariantError::IllegalMove`]
    /// for a move that is not legal here.
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
        let promotion = match bytes.get(4) {
            Some(c) => Some(
                Role::from_char(char::from(*c).to_ascii_lowercase())
                    .filter(|r| *r != Role::Pawn)
                    .ok_or_else(syntax)?,
            ),
            None => None,
        };
        legal
            .iter()
            .find(|m| match m {
                VariantMove::Normal(m) => {
                    m.from == from
                        && m.promotion == promotion
                        && (m.to == to || (m.kind == MoveKind::Castle && m.king_to() == to))
                }
                VariantMove::Drop { .. } => false,
            })
            .copied()
            .ok_or_else(|| VariantError::IllegalMove(text.to_string()))
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

    /// Reads a SAN move and finds it among the legal moves. Read: the SAN this module writes,
    /// with or without `+`/`#` and annotations (`!`, `?`), castling with `0` or `O`, pawn drops
    /// as `@e4` too, promotions with or without `=`.
    ///
    /// # Errors
    /// [`VariantError::MoveSyntax`] for text that is no SAN (empty, `zz`, `Q@`: neither the
    /// crate's SAN, [`crate::san::San`], nor a drop `N@f3` / `@e4`), [`VariantError::IllegalMove`]
    /// when no legal move reads so, [`VariantError::AmbiguousMove`] when several do.
    pub fn parse_san(&self, text: &str) -> Result<VariantMove, VariantError> {
        let core = text.trim_end_matches(['+', '#', '!', '?']);
        if core.is_empty() {
            return Err(VariantError::MoveSyntax(text.to_string()));
        }
        let mut wanted = core.replace('0', "O");
        if wanted.starts_with('@') {
            wanted.insert(0, 'P');
        }
        let legal = self.legal_moves();
        let mut found: Option<VariantMove> = None;
        for m in &legal {
            let san = self.san_plain(m, &legal);
            let matches = san == wanted
                || (san.contains('=') && san.replace('=', "") == wanted)
                || (!san.contains('x') && self.san_without_disambiguation(m) == wanted);
            if matches {
                if found.is_some() {
                    return Err(VariantError::AmbiguousMove(text.to_string()));
                }
                found = Some(*m);
            }
        }
        found.ok_or_else(|| {
            if readable_san(core) {
                VariantError::IllegalMove(text.to_string())
            } else {
                VariantError::MoveSyntax(text.to_string())
            }
        })
    }

    /// A piece move's SAN without its disambiguation (`Nd2` for `Nbd2`): read only when it
    /// fits one legal move.
    fn san_without_disambiguation(&self, m: &VariantMove) -> String {
        match m {
            VariantMove::Normal(mv) if mv.role != Role::Pawn && mv.kind != MoveKind::Castle => {
                format!("{}{}", mv.role.upper_char(), mv.to.name())
            }
            _ => String::new(),
        }
    }
}

/// True when `text` (its check and annotation marks off) reads as SAN: the crate's SAN (a king
/// as promotion piece included, as antichess has it) or a drop, `N@f3`, `P@e4`, `@e4`.
fn readable_san(text: &str) -> bool {
    if let Some((role, square)) = text.split_once('@') {
        let role_ok = matches!(role, "" | "P" | "N" | "B" | "R" | "Q");
        return role_ok && Square::from_ascii(square.as_bytes()).is_some();
    }
    crate::notation::san::San::parse_attempt(text).is_ok()
}
