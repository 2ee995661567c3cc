//! A variant position: the board, the side to move, castling rights, en passant and clocks as
//! in standard chess, plus crazyhouse's pockets and promoted pieces and three-check's counts;
//! read from and written to FEN.

use super::{Variant, VariantError};
use crate::position::board::Board;
use crate::position::castling::{CastlingMode, rights_of};
use crate::position::setup::Setup;
use crate::types::bitboard::Bitboard;
use crate::types::color::Color;
use crate::types::role::{Piece, Role};
use crate::types::square::{File, Rank, Square};

/// The roles a pocket holds, in pocket index order.
pub(crate) const POCKET_ROLES: [Role; 5] = [
    Role::Pawn,
    Role::Knight,
    Role::Bishop,
    Role::Rook,
    Role::Queen,
];

/// A legal position of a [`Variant`]. Small and `Copy`; [`VariantPosition::play`] returns a
/// new one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VariantPosition {
    pub(crate) variant: Variant,
    pub(crate) board: Board,
    pub(crate) turn: Color,
    /// The squares of the rooks that may still castle.
    pub(crate) castling: Bitboard,
    /// The square a pawn passed over in a double step on the last move (not written when no
    /// en-passant capture is legal).
    pub(crate) ep_square: Option<Square>,
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: u32,
    pub(crate) mode: CastlingMode,
    /// Crazyhouse pockets: counts of pawns, knights, bishops, rooks, queens, by color.
    pub(crate) pockets: [[u8; 5]; 2],
    /// Crazyhouse: the squares of pieces that were promoted (they return as pawns).
    pub(crate) promoted: Bitboard,
    /// Three-check: the checks each side has given.
    pub(crate) checks: [u8; 2],
}

impl VariantPosition {
    /// The starting position of `variant`.
    pub fn new(variant: Variant) -> VariantPosition {
        let setup = Setup::standard();
        let mut pos = VariantPosition {
            variant,
            board: setup.board,
            turn: Color::White,
            castling: setup.castling_rights,
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
            mode: CastlingMode::Standard,
            pockets: [[0; 5]; 2],
            promoted: Bitboard::EMPTY,
            checks: [0; 2],
        };
        match variant {
            Variant::Antichess => pos.castling = Bitboard::EMPTY,
            Variant::Horde | Variant::RacingKings => {
                // Both start from FENs this module reads; build them by hand instead so that
                // `new` needs no error path.
                let mut board = Board::empty();
                let (text, castling) = if variant == Variant::Horde {
                    (
                        "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP",
                        Bitboard(0x8100_0000_0000_0000),
                    )
                } else {
                    ("8/8/8/8/8/8/krbnNBRK/qrbnNBRQ", Bitboard::EMPTY)
                };
                place(&mut board, text);
                pos.board = board;
                pos.castling = castling;
            }
            _ => {}
        }
        pos
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        self.variant
    }
    /// The pieces on the board.
    pub fn board(&self) -> &Board {
        &self.board
    }
    /// The side to move.
    pub fn turn(&self) -> Color {
        self.turn
    }
    /// The squares of the rooks that may still castle.
    pub fn castling_rights(&self) -> Bitboard {
        self.castling
    }
    /// The castling mode (how UCI and FEN write castling).
    pub fn mode(&self) -> CastlingMode {
        self.mode
    }
    /// Halfmoves since the last capture or pawn move (pawn drops included).
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }
    /// The fullmove number.
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }
    /// Crazyhouse: how many pieces of `role` `color` holds in its pocket (0 for a king, and in
    /// other variants).
    pub fn pocket(&self, color: Color, role: Role) -> u32 {
        POCKET_ROLES
            .iter()
            .position(|r| *r == role)
            .map_or(0, |i| u32::from(self.pockets[color.index()][i]))
    }
    /// Crazyhouse: the squares of pieces that came from a promotion.
    pub fn promoted(&self) -> Bitboard {
        self.promoted
    }
    /// Three-check: the checks `color` has given.
    pub fn checks_given(&self, color: Color) -> u32 {
        u32::from(self.checks[color.index()])
    }
    /// Three-check: the checks `color` still has to give to win (3 less those given).
    pub fn remaining_checks(&self, color: Color) -> u32 {
        3u32.saturating_sub(self.checks_given(color))
    }

    /// Reads a FEN of `variant` (see the [module docs](super) for the variant fields) and
    /// checks that it is a legal position of the variant.
    ///
    /// # Errors
    /// [`VariantError::Fen`] or [`VariantError::FenVariant`] when it does not read,
    /// [`VariantError::Position`] when it is no legal position of the variant: kings (one per
    /// side; none for white in horde; any number in antichess; at most one in atomic, where a
    /// side without one has lost), pawns on the first or last rank (white's on the first rank
    /// are allowed in horde), the side not to move in check (in racing kings either side in
    /// check), castling rights without their king and rook, more than 64 pieces and pocket
    /// pieces in crazyhouse. Castling rights are ignored in antichess and racing kings, which
    /// have no castling; pockets and check counters are read only in their variants (and
    /// refused in the others).
    ///
    /// # Examples
    /// ```
    /// use chess_arbiter::variants::{Variant, VariantPosition};
    /// let pos = VariantPosition::from_fen(Variant::Crazyhouse, "4k3/8/8/8/8/8/8/4K3[Qn] w - - 0 1").unwrap();
    /// assert_eq!(pos.legal_moves().len(), 67);
    /// assert_eq!(pos.fen(), "4k3/8/8/8/8/8/8/4K3[Qn] w - - 0 1");
    /// ```
    pub fn from_fen(variant: Variant, fen: &str) -> Result<VariantPosition, VariantError> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        let Some(first) = fields.first() else {
            // The crate's reader reports the empty FEN (`ERR_FEN_EMPTY`).
            return Err(match Setup::from_fen(fen) {
                Err(e) => VariantError::Fen(e),
                Ok(_) => variant_error("ERR_FEN_EMPTY", "the FEN is empty"),
            });
        };
        // The placement: pockets and `~` marks off.
        let (placement, pocket_text) = split_pocket(first)?;
        if pocket_text.is_some() && variant != Variant::Crazyhouse {
            return Err(variant_error(
                "ERR_FEN_POCKET",
                format!(
                    "a pocket is only read in crazyhouse, not in {}",
                    variant.key()
                ),
            ));
        }
        let (placement, promoted) = strip_promoted(&placement)?;
        if promoted.nonempty() && variant != Variant::Crazyhouse {
            return Err(variant_error(
                "ERR_FEN_PROMOTED",
                "`~` (a promoted piece) is only read in crazyhouse",
            ));
        }
        // Three-check counters: `3+3` before the clocks or `+0+0` after them.
        let mut checks = None;
        let mut rest: Vec<&str> = Vec::with_capacity(fields.len());
        rest.push(&placement);
        for (i, field) in fields.iter().enumerate().skip(1) {
            if field.contains('+') {
                if checks.is_some() || i < 4 {
                    return Err(variant_error(
                        "ERR_FEN_CHECKS",
                        format!(
                            "unexpected check counter {}",
                            crate::util::quote::quoted(field)
                        ),
                    ));
                }
                checks = Some(read_checks(field)?);
            } else {
                rest.push(field);
            }
        }
        if checks.is_some() && variant != Variant::ThreeCheck {
            return Err(variant_error(
                "ERR_FEN_CHECKS",
                format!(
                    "check counters are only read in three-check, not in {}",
                    variant.key()
                ),
            ));
        }
        let text = rest.join(" ");
        let setup = Setup::from_fen(&text).map_err(VariantError::Fen)?;
        let mut pockets = [[0u8; 5]; 2];
        if let Some(pocket) = pocket_text {
            for c in pocket.chars() {
                let piece = Piece::from_char(c)
                    .filter(|p| p.role != Role::King)
                    .ok_or_else(|| {
                        variant_error(
                            "ERR_FEN_POCKET",
                            format!("invalid pocket piece {c:?} (expected one of PNBRQpnbrq)"),
                        )
                    })?;
                let i = piece.role.index();
                let slot = &mut pockets[piece.color.index()][i];
                *slot = slot.saturating_add(1);
            }
        }
        let castling = match variant {
            Variant::Antichess | Variant::RacingKings => Bitboard::EMPTY,
            _ => setup.castling_rights,
        };
        let chess960 = castling.into_iter().any(|rook| {
            let color = if rook.rank() == Rank::FIRST {
                Color::White
            } else {
                Color::Black
            };
            !matches!(rook.file(), File::A | File::H)
                || setup
                    .board
                    .king_of(color)
                    .is_some_and(|k| k.file() != File::E)
        }) || names_files(fields.get(2).copied().unwrap_or("-"));
        let pos = VariantPosition {
            variant,
            board: setup.board,
            turn: setup.turn,
            castling,
            ep_square: setup.ep_square,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves,
            mode: CastlingMode::of_flag(chess960),
            pockets,
            promoted: promoted & setup.board.occupied(),
            checks: checks.unwrap_or([0, 0]),
        };
        pos.validate()?;
        Ok(pos)
    }

    /// The checks of [`VariantPosition::from_fen`].
    fn validate(&self) -> Result<(), VariantError> {
        let board = &self.board;
        for color in Color::ALL {
            let kings = (board.kings() & board.by_color(color)).count();
            let ok = match self.variant {
                Variant::Antichess => true,
                Variant::Atomic => kings <= 1,
                Variant::Horde if color == Color::White => kings == 0,
                _ => kings == 1,
            };
            if !ok {
                // One king a side is chess's rule; atomic's and horde's counts the variant's.
                let chess = !matches!(self.variant, Variant::Atomic | Variant::Horde)
                    || (self.variant == Variant::Horde && color == Color::Black);
                return Err(position_error(
                    "ERR_FEN_KINGS",
                    chess.then_some("3.10.3"),
                    format!(
                        "{} has {kings} kings, which {} does not allow",
                        color.name(),
                        self.variant.key()
                    ),
                ));
            }
        }
        if self.variant == Variant::Atomic && board.kings().count() == 0 {
            return Err(position_error(
                "ERR_FEN_KINGS",
                None,
                "no king on the board",
            ));
        }
        let mut bad_pawns = board.pawns() & Bitboard::BACKRANKS;
        if self.variant == Variant::Horde {
            bad_pawns = bad_pawns - (board.by_color(Color::White) & Bitboard(0xff));
        }
        if bad_pawns.nonempty() {
            return Err(position_error(
                "ERR_FEN_PAWNS",
                Some("3.7.5.1"),
                "a pawn stands on the first or last rank",
            ));
        }
        if self.variant == Variant::RacingKings && board.pawns().nonempty() {
            return Err(position_error(
                "ERR_FEN_PAWNS",
                None,
                "racing kings has no pawns",
            ));
        }
        if self.variant == Variant::Crazyhouse {
            let in_pockets: u32 = self.pockets.iter().flatten().map(|n| u32::from(*n)).sum();
            if board.occupied().count() + in_pockets > 64 {
                return Err(position_error(
                    "ERR_FEN_PIECES",
                    None,
                    "more than 64 pieces on the board and in the pockets",
                ));
            }
        }
        for rook in self.castling {
            let color = if rook.rank() == Rank::FIRST {
                Color::White
            } else {
                Color::Black
            };
            let back = Bitboard::from_rank(Rank::FIRST.relative_to(color));
            let ok = rights_of(self.castling, color).contains(rook)
                && board.rooks().contains(rook)
                && board.by_color(color).contains(rook)
                && (board.kings() & board.by_color(color) & back).count() == 1
                && rights_of(self.castling, color).count() <= 2;
            if !ok {
                return Err(position_error(
                    "ERR_FEN_CASTLING",
                    Some("3.8.2.1"),
                    format!("a castling right on {rook} has no king or rook to castle with"),
                ));
            }
        }
        if let Some(ep) = self.ep_square {
            let rank = Rank::SIXTH.relative_to(self.turn);
            let pusher = ep.offset(0, if self.turn == Color::White { -1 } else { 1 });
            let ok = ep.rank() == rank
                && !board.occupied().contains(ep)
                && pusher.is_some_and(|sq| {
                    board.pawns().contains(sq) && board.by_color(self.turn.other()).contains(sq)
                });
            if !ok {
                return Err(position_error(
                    "ERR_FEN_EP",
                    Some("3.7.4.1"),
                    format!("no pawn can just have passed over {ep}"),
                ));
            }
        }
        let them = self.turn.other();
        let attacked = match self.variant {
            // A king exploded: the game is over, and the winner may have been left attacked
            // (exploding the enemy king wins even then).
            Variant::Atomic if (board.kings() & board.by_color(self.turn)).is_empty() => false,
            Variant::RacingKings => {
                self.king_attacked(self.turn, &self.board) || self.king_attacked(them, &self.board)
            }
            _ => self.king_attacked(them, &self.board),
        };
        if attacked {
            return Err(position_error(
                "ERR_FEN_CHECK",
                (self.variant != Variant::RacingKings).then_some("3.9.2"),
                if self.variant == Variant::RacingKings {
                    "a king is in check, which racing kings never allows".to_string()
                } else {
                    format!("{} is in check but it is not its move", them.name())
                },
            ));
        }
        Ok(())
    }

    /// The position in FEN, as the [module docs](super) describe.
    pub fn fen(&self) -> String {
        let mut out = String::with_capacity(90);
        for rank in (0..8).rev() {
            let mut empty = 0u8;
            for file in 0..8 {
                let sq = Square::from_index_masked(rank * 8 + file);
                match self.board.piece_at(sq) {
                    Some(piece) => {
                        if empty > 0 {
                            out.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        out.push(piece.char());
                        if self.promoted.contains(sq) {
                            out.push('~');
                        }
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                out.push(char::from(b'0' + empty));
            }
            if rank > 0 {
                out.push('/');
            }
        }
        if self.variant == Variant::Crazyhouse {
            out.push('[');
            for color in Color::ALL {
                for i in (0..5).rev() {
                    let piece = Piece {
                        color,
                        role: POCKET_ROLES[i],
                    };
                    for _ in 0..self.pockets[color.index()][i] {
                        out.push(piece.char());
                    }
                }
            }
            out.push(']');
        }
        out.push(' ');
        out.push(self.turn.char());
        out.push(' ');
        out.push_str(&self.castling_text());
        out.push(' ');
        match self.legal_ep_square() {
            Some(sq) => out.push_str(sq.name()),
            None => out.push('-'),
        }
        if self.variant == Variant::ThreeCheck {
            out.push_str(&format!(
                " {}+{}",
                self.remaining_checks(Color::White),
                self.remaining_checks(Color::Black)
            ));
        }
        out.push_str(&format!(" {} {}", self.halfmoves, self.fullmoves));
        out
    }

    /// The castling field: `KQkq` letters, or in Chess960 mode the rook files when the
    /// outermost-rook reading would not find the rook (Shredder letters).
    fn castling_text(&self) -> String {
        let mut out = String::new();
        for color in Color::ALL {
            let rights = rights_of(self.castling, color);
            let rooks = self.board.rooks() & self.board.by_color(color);
            let back = Bitboard::from_rank(Rank::FIRST.relative_to(color));
            let Some(king) = (self.board.kings() & self.board.by_color(color) & back).first()
            else {
                continue;
            };
            let mut letters: Vec<char> = Vec::new();
            for rook in rights.to_vec().into_iter().rev() {
                let king_side = rook.file() > king.file();
                let outer = if king_side {
                    (rooks & back)
                        .into_iter()
                        .filter(|r| r.file() > king.file())
                        .last()
                } else {
                    (rooks & back).into_iter().find(|r| r.file() < king.file())
                };
                let c = if outer == Some(rook) {
                    if king_side { 'k' } else { 'q' }
                } else {
                    rook.file().char()
                };
                letters.push(if color == Color::White {
                    c.to_ascii_uppercase()
                } else {
                    c
                });
            }
            out.extend(letters);
        }
        if out.is_empty() {
            out.push('-');
        }
        out
    }
}

/// `text` of a FEN's placement field (well formed: the caller's constant) put on `board`.
fn place(board: &mut Board, text: &str) {
    let mut rank = 7i32;
    let mut file = 0i32;
    for c in text.chars() {
        match c {
            '/' => {
                rank -= 1;
                file = 0;
            }
            '1'..='8' => file += c as i32 - '0' as i32,
            _ => {
                if let (Some(piece), Some(sq)) = (
                    Piece::from_char(c),
                    Square::new((rank * 8 + file).clamp(0, 63) as u32),
                ) {
                    board.set_piece_at(sq, piece);
                }
                file += 1;
            }
        }
    }
}

/// True when a castling field names rook files (Shredder-FEN or X-FEN letters).
fn names_files(field: &str) -> bool {
    field
        .chars()
        .any(|c| matches!(c.to_ascii_lowercase(), 'a'..='h'))
}

/// Splits a placement into the board and the pocket: `board[pocket]` or a ninth rank.
fn split_pocket(field: &str) -> Result<(String, Option<String>), VariantError> {
    if let Some(open) = field.find('[') {
        let inner = &field[open + 1..];
        let Some(close) = inner.find(']') else {
            return Err(variant_error(
                "ERR_FEN_POCKET",
                "a pocket opened with [ is not closed with ]",
            ));
        };
        if close + 1 != inner.len() {
            return Err(variant_error(
                "ERR_FEN_POCKET",
                "text after the pocket's ] in the placement",
            ));
        }
        return Ok((field[..open].to_string(), Some(inner[..close].to_string())));
    }
    if field.matches('/').count() == 8 {
        if let Some(last) = field.rfind('/') {
            let pocket = &field[last + 1..];
            if pocket.chars().all(|c| c.is_ascii_alphabetic()) {
                return Ok((field[..last].to_string(), Some(pocket.to_string())));
            }
        }
    }
    Ok((field.to_string(), None))
}

/// Removes the `~` marks of promoted pieces from a placement, returning their squares.
fn strip_promoted(placement: &str) -> Result<(String, Bitboard), VariantError> {
    if !placement.contains('~') {
        return Ok((placement.to_string(), Bitboard::EMPTY));
    }
    let mut out = String::with_capacity(placement.len());
    let mut promoted = Bitboard::EMPTY;
    let mut rank = 7i32;
    let mut file = 0i32;
    let mut last_piece: Option<i32> = None;
    for c in placement.chars() {
        match c {
            '~' => {
                let Some(index) = last_piece.take() else {
                    return Err(variant_error(
                        "ERR_FEN_PROMOTED",
                        "`~` must follow a piece letter",
                    ));
                };
                if let Some(sq) = u32::try_from(index).ok().and_then(Square::new) {
                    promoted.add(sq);
                }
                continue;
            }
            '/' => {
                rank -= 1;
                file = 0;
                last_piece = None;
            }
            '1'..='8' => {
                file += c as i32 - '0' as i32;
                last_piece = None;
            }
            _ => {
                last_piece = (rank >= 0 && file < 8).then_some(rank * 8 + file);
                file += 1;
            }
        }
        out.push(c);
    }
    Ok((out, promoted))
}

/// Reads three-check counters: `3+3` (checks left) or `+0+0` (checks given).
fn read_checks(field: &str) -> Result<[u8; 2], VariantError> {
    let bad = || {
        variant_error(
            "ERR_FEN_CHECKS",
            format!(
                "invalid check counters {} (expected 3+3 or +0+0)",
                crate::util::quote::quoted(field)
            ),
        )
    };
    let digit = |s: &str| -> Result<u8, VariantError> {
        match s.as_bytes() {
            [d @ b'0'..=b'3'] => Ok(d - b'0'),
            _ => Err(bad()),
        }
    };
    if let Some(given) = field.strip_prefix('+') {
        let (w, b) = given.split_once('+').ok_or_else(bad)?;
        Ok([digit(w)?, digit(b)?])
    } else {
        let (w, b) = field.split_once('+').ok_or_else(bad)?;
        Ok([3 - digit(w)?, 3 - digit(b)?])
    }
}

pub(crate) fn variant_error(code: &'static str, message: impl Into<String>) -> VariantError {
    VariantError::FenVariant {
        code,
        message: message.into(),
    }
}

/// A problem of a position: `article` the FIDE article when the rule broken is chess's.
fn position_error(
    code: &'static str,
    article: Option<&'static str>,
    message: impl Into<String>,
) -> VariantError {
    VariantError::Position {
        code,
        message: message.into(),
        article,
    }
}
