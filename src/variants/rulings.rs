//! Rulings in the variants: why a move attempt is refused, with the squares that decide it.
//! The refusals that exist only in variants get their own codes (no FIDE article):
//!
//! | code | variant | squares |
//! | --- | --- | --- |
//! | `ERR_CAPTURE_REQUIRED` | antichess: a capture was possible, so the move had to capture | origin, target, and a capture that was possible: its origin and target |
//! | `ERR_EXPLODES_OWN_KING` | atomic: the capture's explosion would take the mover's own king | origin, target, the own king |
//! | `ERR_KING_CAPTURE` | atomic: a king never captures | origin (the king), target |
//! | `ERR_GIVES_CHECK` | racing kings: no move may give check | origin, target, the king it would check |
//! | `ERR_DROP_OCCUPIED` | crazyhouse: a drop goes onto an empty square only | target |
//! | `ERR_DROP_PAWN_RANK` | crazyhouse: no pawn is dropped onto the first or last rank | target |
//! | `ERR_DROP_NOT_IN_POCKET` | crazyhouse: the piece is not in the mover's pocket | target |
//! | `ERR_GAME_OVER` | the game ended by the variant's own rule (a king on the hill, the third check, an exploded king, the race, the horde gone, a side without pieces): no move is played | none |
//!
//! The refusals the variant shares with chess (a knight's move, a piece in the way, a king
//! moving into check where the variant's king is royal as in chess) are the crate's
//! [`crate::rulings`], with their codes and FIDE articles. Any other refusal is
//! `ERR_ILLEGAL_MOVE` with the squares of the attempt.

use super::movegen::VariantMoveList;
use super::position::VariantPosition;
use super::{Variant, VariantError, VariantMove};
use crate::notation::san::San;
use crate::position::attacks::king_attacks;
use crate::types::bitboard::Bitboard;
use crate::types::moves::{CastlingSide, Move, MoveKind};
use crate::types::role::Role;
use crate::types::square::{File, Square};

/// A move attempt: a piece from a square to a square (castling as the king's two-square move
/// or king onto rook), or a crazyhouse drop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VariantAttempt {
    /// A piece on the board moves (`promotion` as asked, `None` when not given).
    Board {
        /// The origin.
        from: Square,
        /// The target.
        to: Square,
        /// The promotion piece asked for.
        promotion: Option<Role>,
    },
    /// A pocket piece put on a square.
    Drop {
        /// The piece.
        role: Role,
        /// The square.
        to: Square,
    },
}

/// Why an attempt is refused (see the module docs for the codes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantRuling {
    /// The stable code.
    pub code: &'static str,
    /// The FIDE article of a refusal shared with chess; `None` for a variant's own rule.
    pub article: Option<&'static str>,
    /// The squares that decide it, in the order of the module docs.
    pub squares: Vec<Square>,
    /// The piece of a refused drop.
    pub role: Option<Role>,
}

impl VariantRuling {
    /// The article of the `ERR_ILLEGAL_MOVE` error a move so refused throws (`applyMove`,
    /// `Game#move`): the main entry's, `3.10.2` (a move that breaks Art. 3.1 to 3.9 is
    /// illegal), when the rule broken is one of chess's (the ruling has a FIDE article);
    /// `None` for a variant's own rule (`ERR_CAPTURE_REQUIRED`...) and for a refusal no rule
    /// of chess explains (the ruling `ERR_ILLEGAL_MOVE`, `article` `None`).
    pub fn illegal_move_article(&self) -> Option<&'static str> {
        self.article.map(|_| "3.10.2")
    }

    fn new(code: &'static str, squares: &[Square]) -> VariantRuling {
        VariantRuling {
            code,
            article: None,
            squares: squares.to_vec(),
            role: None,
        }
    }
}

/// The crate's ruling codes that depend only on how the pieces move (not on the king's
/// safety, nor castling rights): valid in every variant.
const SHAPE_CODES: [&str; 19] = [
    "ERR_NO_PIECE",
    "ERR_NOT_YOUR_TURN",
    "ERR_SAME_SQUARE",
    "ERR_OWN_PIECE_ON_TARGET",
    "ERR_BISHOP_MOVE",
    "ERR_ROOK_MOVE",
    "ERR_QUEEN_MOVE",
    "ERR_KNIGHT_MOVE",
    "ERR_KING_MOVE",
    "ERR_PAWN_BACKWARD",
    "ERR_PAWN_SIDEWAYS",
    "ERR_PAWN_MOVE",
    "ERR_PAWN_DOUBLE_STEP",
    "ERR_PAWN_DIAGONAL",
    "ERR_PIECE_IN_THE_WAY",
    "ERR_PAWN_BLOCKED",
    "ERR_PAWN_DOUBLE_STEP_BLOCKED",
    "ERR_EN_PASSANT_EXPIRED",
    "ERR_PROMOTION_REQUIRED",
];

impl VariantPosition {
    /// The legal move an attempt makes, or the ruling that refuses it (see the module docs).
    ///
    /// # Errors
    /// The [`VariantRuling`] of the first reason that applies.
    ///
    /// # Examples
    /// ```
    /// use chess_arbiter::variants::{Variant, VariantAttempt, VariantPosition};
    /// use chess_arbiter::Square;
    /// let pos = VariantPosition::from_fen(Variant::Antichess, "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1").unwrap();
    /// let r = pos.explain(VariantAttempt::Board { from: Square::E4, to: Square::E5, promotion: None }).unwrap_err();
    /// assert_eq!(r.code, "ERR_CAPTURE_REQUIRED");
    /// assert_eq!(r.squares, [Square::E4, Square::E5, Square::E4, Square::D5]);
    /// ```
    pub fn explain(&self, attempt: VariantAttempt) -> Result<VariantMove, VariantRuling> {
        // The variant's own end: no move is generated, so no move's own ruling applies (it
        // said "This move is not legal"; a new user's trial).
        if self.is_variant_end() {
            return Err(VariantRuling::new("ERR_GAME_OVER", &[]));
        }
        let legal = self.legal_moves();
        match attempt {
            VariantAttempt::Drop { role, to } => {
                let m = VariantMove::Drop { role, to };
                if legal.contains(&m) {
                    return Ok(m);
                }
                Err(self.drop_ruling(role, to))
            }
            VariantAttempt::Board {
                from,
                to,
                promotion,
            } => {
                let exact = legal.iter().find(|m| {
                    matches!(m, VariantMove::Normal(m) if m.from == from && m.promotion == promotion
                        && (m.to == to || (m.kind == MoveKind::Castle && m.king_to() == to)))
                });
                if let Some(m) = exact {
                    return Ok(*m);
                }
                Err(self.board_ruling(&legal, from, to, promotion))
            }
        }
    }

    /// [`VariantPosition::explain`] for SAN or UCI text, read as [`VariantPosition::parse_uci`]
    /// and [`VariantPosition::parse_san`] read it. SAN that no legal move fits is ruled on the
    /// piece it names (the first that could make the move by how pieces move).
    ///
    /// # Errors
    /// The outer `Err`: [`VariantError::MoveSyntax`] for text that is no move, and
    /// [`VariantError::AmbiguousMove`] for SAN that fits several legal moves.
    pub fn explain_text(
        &self,
        text: &str,
    ) -> Result<Result<VariantMove, VariantRuling>, VariantError> {
        if crate::notation::is_null_move(text) {
            return Err(VariantError::NullMove(text.to_string()));
        }
        match self.parse_uci(text) {
            Ok(m) => return Ok(Ok(m)),
            Err(VariantError::MoveSyntax(_)) => {}
            Err(_) => {
                return Ok(self.explain(
                    uci_attempt(text).ok_or_else(|| VariantError::MoveSyntax(text.to_string()))?,
                ));
            }
        }
        match self.parse_san(text) {
            Ok(m) => return Ok(Ok(m)),
            Err(
                VariantError::IllegalMove(_)
                | VariantError::PromotionRequired { .. }
                | VariantError::PromotionUnexpected(_)
                | VariantError::PromotionPiece(_),
            ) => {}
            Err(e) => return Err(e),
        }
        let core = text.trim().trim_end_matches(['+', '#', '!', '?']);
        if let Some(at) = core.find('@') {
            let role = match &core[..at] {
                "" => Some(Role::Pawn),
                letter => letter
                    .chars()
                    .next()
                    .and_then(|c| Role::from_char(c.to_ascii_lowercase()))
                    .filter(|_| letter.len() == 1),
            };
            let to = Square::from_ascii(core[at + 1..].as_bytes());
            return match (role, to) {
                (Some(role), Some(to)) if role != Role::King => {
                    Ok(self.explain(VariantAttempt::Drop { role, to }))
                }
                _ => Err(VariantError::MoveSyntax(text.to_string())),
            };
        }
        // The promotion letter read apart as the reader reads it (`e8=K`, `Nf3=Q`).
        let (san, letter) =
            San::parse_suffixed(core).map_err(|_| VariantError::MoveSyntax(text.to_string()))?;
        let odd = letter.and_then(|c| Role::from_char(char::from(c).to_ascii_lowercase()));
        let mut pseudo = VariantMoveList::new();
        self.generate_pseudo(&mut pseudo);
        let found = pseudo.iter().find_map(|m| {
            let VariantMove::Normal(m) = m else {
                return None;
            };
            let fits = match san {
                San::Normal {
                    role,
                    file,
                    rank,
                    to,
                    promotion,
                    ..
                } => {
                    m.role == role
                        && m.to == to
                        && m.kind != MoveKind::Castle
                        && file.is_none_or(|f| m.from.file() == f)
                        && rank.is_none_or(|r| m.from.rank() == r)
                        && (promotion.or(odd).is_none() || m.promotion == promotion.or(odd))
                }
                San::Castle(side) => m.kind == MoveKind::Castle && m.castling_side() == Some(side),
            };
            fits.then_some(*m)
        });
        Ok(match found {
            // The promotion as written (`e8` without its piece is ruled so, not as `e8=Q`).
            Some(m) => self.explain(VariantAttempt::Board {
                from: m.from,
                to: m.to,
                promotion: match san {
                    San::Normal { promotion, .. } => promotion.or(odd),
                    San::Castle(_) => None,
                },
            }),
            None => {
                // The origin written in full (`Bc1e3`, a piece in the way): the attempt from
                // that square, as UCI's `c1e3` is ruled.
                if let San::Normal {
                    file: Some(file),
                    rank: Some(rank),
                    to,
                    promotion,
                    ..
                } = san
                {
                    return Ok(self.explain(VariantAttempt::Board {
                        from: Square::from_coords(file, rank),
                        to,
                        promotion: promotion.or(odd),
                    }));
                }
                // Castling written in SAN (`O-O`, `0-0-0`) that no move makes: the king's attempt
                // as UCI writes it (`e1g1`; in Chess960 onto the rook that may castle on that
                // side), ruled as `e1g1` is: what stops it (Art. 3.8.2), or in antichess, which
                // has no castling, how a king moves.
                if let (San::Castle(side), Some(king)) = (san, self.board.king_of(self.turn)) {
                    let back = crate::types::square::Rank::FIRST.relative_to(self.turn);
                    let file = match side {
                        CastlingSide::KingSide => File::G,
                        CastlingSide::QueenSide => File::C,
                    };
                    let rook = crate::position::castling::rights_of(self.castling, self.turn)
                        .into_iter()
                        .find(|&r| r.rank() == back && CastlingSide::of(king, r) == side);
                    let to = match rook {
                        Some(r) if self.mode.is_chess960() => r,
                        _ => Square::from_coords(file, back),
                    };
                    return Ok(self.explain(VariantAttempt::Board {
                        from: king,
                        to,
                        promotion: None,
                    }));
                }
                // A king's capture is no pseudo-legal move in atomic (kings never capture), so
                // `Kxe2` finds none above: the king that reaches `to` makes the attempt.
                if let San::Normal {
                    role: Role::King,
                    file,
                    rank,
                    to,
                    ..
                } = san
                {
                    let kings = self.board.by_role(Role::King) & self.board.by_color(self.turn);
                    if let Some(from) = kings.into_iter().find(|&k| {
                        king_attacks(k).contains(to)
                            && file.is_none_or(|f| k.file() == f)
                            && rank.is_none_or(|r| k.rank() == r)
                    }) {
                        return Ok(self.explain(VariantAttempt::Board {
                            from,
                            to,
                            promotion: None,
                        }));
                    }
                }
                // No piece can make it as pieces move: the main entry's diagnosis of the SAN
                // (the one home: the most telling ruling among the pieces that could be meant,
                // `Bc4` a piece in the way, `e5` a pawn's move, `Nf3=Q` no promotion), where
                // its rule holds in every variant (how pieces move, the promotion piece).
                {
                    let r = crate::rulings::explain_san(&self.as_position(), san, odd);
                    let code = r.code();
                    if SHAPE_CODES.contains(&code) || self.promotion_code(code, odd) {
                        return Ok(Err(VariantRuling {
                            code,
                            article: Some(r.article),
                            squares: r.squares,
                            role: None,
                        }));
                    }
                }
                let squares: Vec<Square> = match san {
                    San::Normal { to, .. } => vec![to],
                    San::Castle(_) => Vec::new(),
                };
                Err(VariantRuling::new("ERR_ILLEGAL_MOVE", &squares))
            }
        })
    }

    fn drop_ruling(&self, role: Role, to: Square) -> VariantRuling {
        let code = if self.variant != Variant::Crazyhouse || self.pocket(self.turn, role) == 0 {
            Some("ERR_DROP_NOT_IN_POCKET")
        } else if self.board.occupied().contains(to) {
            Some("ERR_DROP_OCCUPIED")
        } else if role == Role::Pawn && Bitboard::BACKRANKS.contains(to) {
            Some("ERR_DROP_PAWN_RANK")
        } else {
            None
        };
        if let Some(code) = code {
            let mut r = VariantRuling::new(code, &[to]);
            r.role = Some(role);
            return r;
        }
        // In check, and the drop does not block it.
        let checkers = self.checkers();
        if let (Some(checker), Some(king)) = (checkers.first(), self.board.king_of(self.turn)) {
            let mut r = VariantRuling::new("ERR_KING_LEFT_IN_CHECK", &[checker, king]);
            r.article = Some("3.9.2");
            return r;
        }
        let mut r = VariantRuling::new("ERR_ILLEGAL_MOVE", &[to]);
        r.role = Some(role);
        r
    }

    fn board_ruling(
        &self,
        legal: &VariantMoveList,
        from: Square,
        to: Square,
        promotion: Option<Role>,
    ) -> VariantRuling {
        let us = self.turn;
        let board = &self.board;
        let moving = board.piece_at(from).filter(|p| p.color == us);
        // Atomic: a king never captures.
        if self.variant == Variant::Atomic
            && moving.is_some_and(|p| p.role == Role::King)
            && board.by_color(us.other()).contains(to)
            && king_attacks(from).contains(to)
        {
            return VariantRuling::new("ERR_KING_CAPTURE", &[from, to]);
        }
        // The move as the pieces move (king safety and the variant's own rules aside).
        let mut pseudo = VariantMoveList::new();
        self.generate_pseudo(&mut pseudo);
        let candidate = find_board(&pseudo, from, to, promotion).and_then(|m| m.as_move().copied());
        if let Some(m) = candidate {
            match self.variant {
                Variant::Antichess => {
                    if let Some(VariantMove::Normal(c)) = legal.iter().find(|l| l.is_capture()) {
                        if !m.is_capture() {
                            return VariantRuling::new(
                                "ERR_CAPTURE_REQUIRED",
                                &[from, to, c.from, c.to],
                            );
                        }
                    }
                }
                Variant::Atomic => {
                    if let Some(r) = self.atomic_ruling(&m) {
                        return r;
                    }
                }
                Variant::RacingKings => {
                    let p = self.as_position();
                    if p.legal_moves().contains(&m) && p.gives_check(&m) {
                        let king = board.king_of(us.other());
                        let mut squares = vec![from, to];
                        squares.extend(king);
                        return VariantRuling::new("ERR_GIVES_CHECK", &squares);
                    }
                }
                _ => {}
            }
        }
        // The refusals shared with chess: the crate's rulings, where they hold in the variant.
        let royal = !matches!(self.variant, Variant::Antichess | Variant::Atomic)
            && !(self.variant == Variant::Horde && us == crate::types::color::Color::White);
        if let Err(r) = crate::rulings::explain_move(&self.as_position(), from, to, promotion) {
            let code = r.code();
            if code.starts_with("ERR_CASTLING")
                && matches!(self.variant, Variant::Antichess | Variant::RacingKings)
            {
                // No castling in these variants: the king's move as any other king's.
                return if board.by_color(us).contains(to) {
                    shared("ERR_OWN_PIECE_ON_TARGET", "3.1", from, to)
                } else if !king_attacks(from).contains(to) {
                    shared("ERR_KING_MOVE", "3.8.1", from, to)
                } else {
                    VariantRuling::new("ERR_ILLEGAL_MOVE", &[from, to])
                };
            }
            let castling = !matches!(self.variant, Variant::Antichess | Variant::RacingKings);
            if SHAPE_CODES.contains(&code)
                || self.promotion_code(code, promotion)
                || (royal && (castling || !code.starts_with("ERR_CASTLING")))
            {
                return VariantRuling {
                    code,
                    article: Some(r.article),
                    squares: r.squares,
                    role: None,
                };
            }
        }
        VariantRuling::new("ERR_ILLEGAL_MOVE", &[from, to])
    }

    /// True for the crate's promotion rulings where they hold in the variant: a piece given to
    /// a move that is no promotion, and a piece no pawn may become (a king but in antichess).
    fn promotion_code(&self, code: &str, promotion: Option<Role>) -> bool {
        code == "ERR_PROMOTION_UNEXPECTED"
            || (code == "ERR_PROMOTION_PIECE"
                && !(self.variant == Variant::Antichess && promotion == Some(Role::King)))
    }

    /// Atomic: why a capture or move that the pieces can make is refused: the explosion takes
    /// the mover's own king, or the king is left attacked (adjacent kings aside).
    fn atomic_ruling(&self, m: &Move) -> Option<VariantRuling> {
        let us = self.turn;
        let own_king = self.board.king_of(us)?;
        let after = self.make(&VariantMove::Normal(*m));
        if (after.board.kings() & after.board.by_color(us)).is_empty() {
            return Some(VariantRuling::new(
                "ERR_EXPLODES_OWN_KING",
                &[m.from, m.to, own_king],
            ));
        }
        None
    }
}

/// A ruling shared with chess, on the attempt's squares.
fn shared(code: &'static str, article: &'static str, from: Square, to: Square) -> VariantRuling {
    let mut r = VariantRuling::new(code, &[from, to]);
    r.article = Some(article);
    r
}

/// The move of `moves` from `from` to `to` (castling: the king's square or the rook's), with
/// `promotion` (when none is asked, a queen's, else the first).
fn find_board(
    moves: &[VariantMove],
    from: Square,
    to: Square,
    promotion: Option<Role>,
) -> Option<VariantMove> {
    let mut fits = moves.iter().filter(|m| match m {
        VariantMove::Normal(m) => {
            m.from == from
                && (m.to == to || (m.kind == MoveKind::Castle && m.king_to() == to))
                && (promotion.is_none() || m.promotion == promotion)
        }
        VariantMove::Drop { .. } => false,
    });
    let first = fits.next().copied();
    match first {
        Some(VariantMove::Normal(m)) if m.promotion.is_some() && promotion.is_none() => moves
            .iter()
            .find(|o| matches!(o, VariantMove::Normal(o) if o.from == from && o.to == to && o.promotion == Some(Role::Queen)))
            .copied()
            .or(first),
        _ => first,
    }
}

/// The attempt a UCI text names (`e2e4`, `e7e8q`, `N@f3`), or `None` when it is no UCI.
fn uci_attempt(text: &str) -> Option<VariantAttempt> {
    let b = text.as_bytes();
    if b.len() == 4 && b[1] == b'@' {
        let role =
            Role::from_char(char::from(b[0]).to_ascii_lowercase()).filter(|r| *r != Role::King)?;
        return Some(VariantAttempt::Drop {
            role,
            to: Square::from_ascii(&b[2..])?,
        });
    }
    if b.len() != 4 && b.len() != 5 {
        return None;
    }
    let promotion = match b.get(4) {
        Some(c) => Some(Role::from_char(char::from(*c).to_ascii_lowercase())?),
        None => None,
    };
    Some(VariantAttempt::Board {
        from: Square::from_ascii(&b[0..2])?,
        to: Square::from_ascii(&b[2..4])?,
        promotion,
    })
}
