//! SAN (Standard Algebraic Notation, FIDE Appendix C): writing moves exactly and reading them
//! strictly or leniently.
//!
//! Writing: the piece letter (none for pawns), the origin file, rank or both only when another
//! piece of the same kind could legally move to the same square (file first, then rank, then
//! both), `x` for captures (a pawn capture names its file), `=Q` for promotion, `O-O` and
//! `O-O-O`, and `+` or `#`.
//!
//! Reading leniently accepts what people type: `0-0`, `e8Q`/`e8q`/`e8=q`, missing or extra `x`,
//! missing or wrong `+`/`#`, over-disambiguation (`Ng1f3`), and after the move, with or without
//! a space, any series of the marks of [`Mark`]: `+`, `#`, `e.p.`, `ep` and the glyphs `!`,
//! `?`, `!!`, `??`, `!?`, `?!`. Strict reading takes only the exact form [`to_san_plus`] writes.

use crate::position::Position;
use crate::prelude::*;
use crate::types::bitboard::Bitboard;
use crate::types::moves::{CastlingSide, Move, MoveKind};
use crate::types::role::Role;
use crate::types::square::{File, Rank, Square};
use arrayvec::ArrayVec;
use core::fmt::{self, Write as _};

/// A move in SAN, read but not yet matched with a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum San {
    /// A piece or pawn move.
    Normal {
        /// The moving piece (pawn when no letter is given).
        role: Role,
        /// The origin file, when given.
        file: Option<File>,
        /// The origin rank, when given.
        rank: Option<Rank>,
        /// Whether `x` was written (ignored when matching).
        capture: bool,
        /// The target square.
        to: Square,
        /// The promotion piece, when given.
        promotion: Option<Role>,
    },
    /// `O-O` or `O-O-O`.
    Castle(CastlingSide),
}

/// Check or checkmate suffix.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Suffix {
    /// `+`: the move gives check.
    Check,
    /// `#`: the move gives checkmate.
    Checkmate,
}

impl Suffix {
    /// `+` or `#`.
    pub const fn char(self) -> char {
        match self {
            Suffix::Check => '+',
            Suffix::Checkmate => '#',
        }
    }
}

/// A string that is not SAN syntax. The JS API reports it as `ERR_INVALID_MOVE`
/// ([`crate::notation::MoveInputError::Syntax`]; `formatSan` too).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSanError;

impl fmt::Display for ParseSanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid SAN (expected e.g. e4, Nf3, exd5, O-O, e8=Q)")
    }
}

impl core::error::Error for ParseSanError {}

/// A SAN move that does not name exactly one legal move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SanError {
    /// No legal move matches (Art. 3.10.2).
    Illegal,
    /// More than one legal move matches; add the origin file or rank.
    Ambiguous(Vec<Move>),
    /// A pawn reaching the last rank needs its new piece (Art. 3.7.5.1): `e8=Q`.
    PromotionRequired,
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanError::Illegal => f.write_str("illegal move"),
            SanError::Ambiguous(_) => {
                f.write_str("ambiguous move: more than one piece can make it")
            }
            SanError::PromotionRequired => {
                f.write_str("a pawn reaching the last rank must promote: add =Q, =R, =B or =N")
            }
        }
    }
}

impl core::error::Error for SanError {}

/// A mark the lenient reader accepts after a move and ignores when it matches the move: what
/// people write after a move on a score sheet or in a PGN file. [`mark_at`] reads one; the
/// lenient reader ([`San::parse`]) and the PGN reader (`crate::pgn`) both read marks with it, so
/// they accept the same ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    /// `+` (check) or `#` (checkmate), as the text claims (not checked).
    Check(Suffix),
    /// `e.p.` or `ep`: the text calls the move an en-passant capture (not checked).
    EnPassant,
    /// An annotation glyph with its NAG (PGN 8.2.3.8): `!` 1, `?` 2, `!!` 3, `??` 4, `!?` 5,
    /// `?!` 6.
    Glyph(u8),
}

/// The NAG of an annotation glyph: `!` 1, `?` 2, `!!` 3, `??` 4, `!?` 5, `?!` 6 (PGN 8.2.3.8);
/// `None` for any other text (`!!!`, `?!?`).
pub fn glyph_nag(glyph: &[u8]) -> Option<u8> {
    match glyph {
        b"!" => Some(1),
        b"?" => Some(2),
        b"!!" => Some(3),
        b"??" => Some(4),
        b"!?" => Some(5),
        b"?!" => Some(6),
        _ => None,
    }
}

/// The mark that starts `text`, with its length in bytes: `e.p.`, `ep`, `+`, `#`, or a glyph
/// (the whole run of `!` and `?`, which must be one of the six of [`glyph_nag`]). `None` when
/// no mark starts there.
///
/// # Examples
/// ```
/// use chess_arbiter::san::{mark_at, Mark, Suffix};
/// assert_eq!(mark_at(b"e.p. Bd7"), Some((Mark::EnPassant, 4)));
/// assert_eq!(mark_at(b"!? Nf6"), Some((Mark::Glyph(5), 2)));
/// assert_eq!(mark_at(b"#"), Some((Mark::Check(Suffix::Checkmate), 1)));
/// assert_eq!(mark_at(b"e5"), None);
/// assert_eq!(mark_at(b"!!!"), None);
/// ```
pub fn mark_at(text: &[u8]) -> Option<(Mark, usize)> {
    match text {
        [b'e', b'.', b'p', b'.', ..] => Some((Mark::EnPassant, 4)),
        [b'e', b'p', ..] => Some((Mark::EnPassant, 2)),
        [b'+', ..] => Some((Mark::Check(Suffix::Check), 1)),
        [b'#', ..] => Some((Mark::Check(Suffix::Checkmate), 1)),
        [b'!' | b'?', ..] => {
            let run = text.iter().take_while(|c| matches!(c, b'!' | b'?')).count();
            let nag = glyph_nag(text.get(..run)?)?;
            Some((Mark::Glyph(nag), run))
        }
        _ => None,
    }
}

/// The mark that ends `text` (no trailing whitespace), with its length: the mark [`mark_at`]
/// reads there. A trailing run of `!` and `?` is one glyph or no mark at all.
fn last_mark(text: &str) -> Option<(Mark, usize)> {
    let b = text.as_bytes();
    let run = b
        .iter()
        .rev()
        .take_while(|c| matches!(c, b'!' | b'?'))
        .count();
    let lengths: &[usize] = if run > 0 { &[run] } else { &[4, 2, 1] };
    lengths.iter().find_map(|&k| {
        let tail = b.get(b.len().checked_sub(k)?..)?;
        mark_at(tail).filter(|&(_, n)| n == k)
    })
}

/// Splits the marks off the end of a move as written (`exd6 e.p.`, `Qh5+!?`, `e4 !`), with
/// optional whitespace before each: the move's text, trimmed, and the marks in written order.
///
/// # Examples
/// ```
/// use chess_arbiter::san::{split_marks, Mark, Suffix};
/// assert_eq!(split_marks("bxa6 e.p."), ("bxa6", vec![Mark::EnPassant]));
/// assert_eq!(
///     split_marks("Qh5+ !?"),
///     ("Qh5", vec![Mark::Check(Suffix::Check), Mark::Glyph(5)])
/// );
/// assert_eq!(split_marks("e4!!!"), ("e4!!!", vec![]));
/// ```
pub fn split_marks(text: &str) -> (&str, Vec<Mark>) {
    let mut marks = Vec::new();
    let body = strip_marks_with(text, |m| marks.push(m));
    marks.reverse();
    (body, marks)
}

/// The move's text without the marks after it (see [`split_marks`]), trimmed.
pub fn strip_marks(text: &str) -> &str {
    strip_marks_with(text, |_| {})
}

/// Strips the marks off the end of `text`, calling `found` for each, last first.
fn strip_marks_with(text: &str, mut found: impl FnMut(Mark)) -> &str {
    // The usual move (`Nf3`, `e8=Q`, `O-O`): no whitespace to trim at either end (a first or
    // last byte that is ASCII and no whitespace is no Unicode whitespace either) and no mark at
    // the end (every mark ends in one of `.`, `p`, `+`, `#`, `!`, `?`).
    let plain = |b: &u8| b.is_ascii() && !b.is_ascii_whitespace();
    if let (Some(first), Some(last)) = (text.as_bytes().first(), text.as_bytes().last())
        && plain(first)
        && plain(last)
        && !matches!(last, b'.' | b'p' | b'+' | b'#' | b'!' | b'?')
    {
        return text;
    }
    let mut s = text.trim();
    // Last first; each kind at most once, and the check sign before a glyph (`Qh5+!?`): a
    // check sign after a glyph (`e4!+`, which PGN movetext refuses too) or a second mark of a
    // kind (`Nf3+#`) leaves the text whole, which no reader takes.
    let mut marks: ArrayVec<Mark, 3> = ArrayVec::new();
    while let Some((mark, len)) = last_mark(s) {
        let Some(rest) = s.get(..s.len() - len) else {
            break;
        };
        let kind = |m: &Mark| core::mem::discriminant(m);
        let check_after =
            matches!(mark, Mark::Glyph(_)) && marks.iter().any(|m| matches!(m, Mark::Check(_)));
        if check_after
            || marks.iter().any(|m| kind(m) == kind(&mark))
            || marks.try_push(mark).is_err()
        {
            return text.trim();
        }
        s = rest.trim_end();
    }
    marks.into_iter().for_each(&mut found);
    s
}

impl San {
    /// Reads SAN leniently (see the module docs).
    ///
    /// # Errors
    /// [`ParseSanError`] when the text is not a move in any accepted form.
    ///
    /// # Examples
    /// ```
    /// use chess_arbiter::san::San;
    /// assert_eq!(San::parse("0-0").unwrap(), San::parse("O-O+").unwrap());
    /// assert!(San::parse("Qxx").is_err());
    /// ```
    pub fn parse(s: &str) -> Result<San, ParseSanError> {
        match San::parse_attempt(s)? {
            (san, None) => Ok(san),
            (_, Some(_)) => Err(ParseSanError),
        }
    }

    /// Reads SAN leniently as an attempt, the one SAN reader [`San::parse`] builds on: a pawn
    /// move that asks for a king or a pawn (`e8=K`, `e8p`, `e8(K)`), which no move can be, is
    /// read too, with that piece given apart (for rulings, [`crate::rulings`]); [`San::parse`]
    /// refuses it. A piece's move with a promotion letter (`Nf3=Q`) is no attempt here.
    ///
    /// # Errors
    /// [`ParseSanError`] when the text is not a move attempt in any accepted form.
    ///
    /// # Examples
    /// ```
    /// use chess_arbiter::{san::San, Role};
    /// let (san, odd) = San::parse_attempt("e8=K").unwrap();
    /// assert_eq!((san, odd), (San::parse("e8").unwrap(), Some(Role::King)));
    /// assert_eq!(San::parse_attempt("e8=Q").unwrap(), (San::parse("e8=Q").unwrap(), None));
    /// ```
    pub fn parse_attempt(s: &str) -> Result<(San, Option<Role>), ParseSanError> {
        match San::parse_suffixed(s)? {
            (San::Normal { role, .. }, Some(_)) if role != Role::Pawn => Err(ParseSanError),
            (san, letter) => Ok((san, letter.and_then(|c| Role::from_char(c as char)))),
        }
    }

    /// The one reading of a move's text behind [`San::parse_attempt`] and the move reader
    /// (`read_in_with`): the SAN, and the promotion letter as written when it makes no SAN,
    /// read apart: a king or a pawn (`e8=K`, `a7a8p`, `Nf3=K`), or any piece after a piece's
    /// move (`Nf3=Q`, `Ng1-f3Q`). The reader answers those as the `{ from, to, promotion }`
    /// form does (Art. 3.7.5.1); [`San::parse_attempt`] refuses the second kind.
    pub(crate) fn parse_suffixed(s: &str) -> Result<(San, Option<u8>), ParseSanError> {
        match San::parse_plain(s.as_bytes()) {
            Some(san) => Ok((san, None)),
            None => San::parse_general(s),
        }
    }

    /// [`San::parse_suffixed`] for any text (see the module docs).
    fn parse_general(s: &str) -> Result<(San, Option<u8>), ParseSanError> {
        let s = strip_marks(s);
        match s {
            "O-O" | "0-0" | "o-o" => return Ok((San::Castle(CastlingSide::KingSide), None)),
            "O-O-O" | "0-0-0" | "o-o-o" => {
                return Ok((San::Castle(CastlingSide::QueenSide), None));
            }
            _ => {}
        }
        // At most 12 characters, on the stack, without `x`, `:` and `-`; a figurine of either
        // colour (♘f3, ♞f6, e8=♕) as the letter it stands for (crate::notation::local_san).
        // The first character kept names the piece (a file letter: a pawn); a piece letter is
        // not kept.
        let mut b: ArrayVec<u8, 12> = ArrayVec::new();
        let mut capture = false;
        let mut role = None;
        for (i, (at, c)) in s.char_indices().enumerate() {
            let byte = match c {
                _ if i >= 12 => return Err(ParseSanError),
                // A capture mark stands before the square taken on (`exd5`, `Nxf3`): one
                // anywhere else (`a7a8x`, `Nf3x`) makes no move.
                'x' | ':' => {
                    let mut next = s.as_bytes()[at + 1..].iter().filter(|&&c| c != b'-');
                    if !matches!(
                        (next.next(), next.next()),
                        (Some(b'a'..=b'h'), Some(b'1'..=b'8'))
                    ) {
                        return Err(ParseSanError);
                    }
                    capture = true;
                    continue;
                }
                '-' => continue,
                _ if c.is_ascii() => c as u8,
                _ => crate::types::role::figurine_letter(c).ok_or(ParseSanError)?,
            };
            if role.is_none() {
                role = Some(match byte {
                    b'N' => Role::Knight,
                    b'B' => Role::Bishop,
                    b'R' => Role::Rook,
                    b'Q' => Role::Queen,
                    b'K' => Role::King,
                    b'P' => Role::Pawn,
                    b'a'..=b'h' => Role::Pawn,
                    _ => return Err(ParseSanError),
                });
                if byte.is_ascii_uppercase() {
                    continue;
                }
            }
            b.try_push(byte).map_err(|_| ParseSanError)?; // room: at most 12 characters
        }
        let role = role.ok_or(ParseSanError)?;
        // Promotion: `=Q`, `Q`, `q`, `(Q)`, `/Q` at the end: a pawn's promotion piece, or the
        // letter read apart (a king or a pawn; any piece after a piece's move).
        let mut promotion = None;
        let mut letter = None;
        if b.last() == Some(&b')') && b.len() >= 3 && b[b.len() - 3] == b'(' {
            let p = b[b.len() - 2];
            b.truncate(b.len() - 3);
            let _ = b.try_push(p); // room: three bytes were just taken off
        }
        let n = b.len();
        if n >= 2 && b[n - 1].is_ascii_alphabetic() && matches!(b[n - 2], b'1'..=b'8' | b'=' | b'/')
        {
            let c = b[n - 1];
            match Role::from_char(c as char).ok_or(ParseSanError)? {
                Role::Pawn | Role::King => letter = Some(c),
                _ if role != Role::Pawn => letter = Some(c),
                r => promotion = Some(r),
            }
            b.pop();
            if matches!(b.last(), Some(b'=') | Some(b'/')) {
                b.pop();
            }
        }
        if b.len() < 2 || b.len() > 4 {
            return Err(ParseSanError);
        }
        let to = Square::from_ascii(&b[b.len() - 2..]).ok_or(ParseSanError)?;
        let (mut file, mut rank) = (None, None);
        for &c in &b[..b.len() - 2] {
            if let (Some(f), None, None) = (File::from_char(c as char), file, rank) {
                file = Some(f);
            } else if let (Some(r), None) = (Rank::from_char(c as char), rank) {
                rank = Some(r);
            } else {
                return Err(ParseSanError);
            }
        }
        let san = San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        };
        Ok((san, letter))
    }

    /// The usual forms of SAN, read fast, as the general reader of [`San::parse_attempt`]
    /// reads them: a piece letter with an optional origin file and rank and `x` (`Nf3`,
    /// `Nbxd7`, `R1e2`), or a pawn move (`e4`, `exd5`, `e8=Q`, `exd8=N`), each with an optional
    /// `+` or `#`. `None` for any other text (the general reader then decides). No UCI move
    /// (`e2e4`, `e7e8q`) and no null move (`--`, `Z0`, `0000`) is among these forms.
    #[inline]
    pub(crate) fn parse_plain(b: &[u8]) -> Option<San> {
        let b = match b {
            [rest @ .., b'+' | b'#'] => rest,
            _ => b,
        };
        let file = |c: u8| File::new(u32::from(c.wrapping_sub(b'a')));
        let rank = |c: u8| Rank::new(u32::from(c.wrapping_sub(b'1')));
        let square = |f: u8, r: u8| Some(Square::from_coords(file(f)?, rank(r)?));
        let (role, rest) = match b.split_first()? {
            (b'N', rest) => (Role::Knight, rest),
            (b'B', rest) => (Role::Bishop, rest),
            (b'R', rest) => (Role::Rook, rest),
            (b'Q', rest) => (Role::Queen, rest),
            (b'K', rest) => (Role::King, rest),
            _ => {
                // A pawn: `e4`, `exd5`, then an optional `=Q`.
                let (body, promotion) = match b {
                    [body @ .., b'=', p] => (
                        body,
                        Some(match p {
                            b'N' => Role::Knight,
                            b'B' => Role::Bishop,
                            b'R' => Role::Rook,
                            b'Q' => Role::Queen,
                            _ => return None,
                        }),
                    ),
                    _ => (b, None),
                };
                let (file, capture, to) = match *body {
                    [f, r] => (None, false, square(f, r)?),
                    [from, b'x', f, r] => (Some(file(from)?), true, square(f, r)?),
                    _ => return None,
                };
                return Some(San::Normal {
                    role: Role::Pawn,
                    file,
                    rank: None,
                    capture,
                    to,
                    promotion,
                });
            }
        };
        let (origin, capture, to) = match *rest {
            [ref origin @ .., b'x', f, r] => (origin, true, square(f, r)?),
            [ref origin @ .., f, r] => (origin, false, square(f, r)?),
            _ => return None,
        };
        let (file, rank) = match *origin {
            [] => (None, None),
            [c] => match (file(c), rank(c)) {
                (Some(f), _) => (Some(f), None),
                (None, Some(r)) => (None, Some(r)),
                _ => return None,
            },
            [f, r] => (Some(file(f)?), Some(rank(r)?)),
            _ => return None,
        };
        Some(San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion: None,
        })
    }

    /// The legal move this SAN names in `pos`, ignoring `x`, `+` and `#` (lenient).
    ///
    /// # Errors
    /// [`SanError::Illegal`], [`SanError::Ambiguous`] or [`SanError::PromotionRequired`].
    pub fn to_move(&self, pos: &Position) -> Result<Move, SanError> {
        let moves = pos.legal_moves();
        self.to_move_in(&moves)
    }

    /// Like [`San::to_move`], with the legal moves already at hand.
    ///
    /// # Errors
    /// As [`San::to_move`].
    pub fn to_move_in(&self, moves: &[Move]) -> Result<Move, SanError> {
        self.find_in(moves)
    }

    /// [`San::to_move_in`], natively inlined into the game's reading of a SAN
    /// ([`read_in_with`]), as it was when that was the only reader of SAN in a hot loop (not in
    /// wasm, which holds no validator: see `Position::generate_to_checked`).
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    fn find_in(&self, moves: &[Move]) -> Result<Move, SanError> {
        match *self {
            San::Castle(side) => moves
                .iter()
                .find(|m| m.castling_side() == Some(side))
                .copied()
                .ok_or(SanError::Illegal),
            San::Normal {
                role,
                file,
                rank,
                to,
                promotion,
                ..
            } => {
                let mut found: Option<Move> = None;
                let mut ambiguous = Vec::new();
                let mut needs_promotion = false;
                // One plain loop, the target compared first (a closure here was not inlined in
                // the size-optimized wasm build: 6 % of replaying a game move by move).
                for m in moves {
                    if m.to != to
                        || m.role != role
                        || m.kind == MoveKind::Castle
                        || file.is_some_and(|f| m.from.file() != f)
                        || rank.is_some_and(|r| m.from.rank() != r)
                        || (role == Role::Pawn && file.is_none() && m.from.file() != to.file())
                    {
                        continue;
                    }
                    if m.promotion != promotion {
                        needs_promotion |= promotion.is_none() && m.promotion.is_some();
                        continue;
                    }
                    match found {
                        None => found = Some(*m),
                        Some(first) => {
                            if ambiguous.is_empty() {
                                ambiguous.push(first);
                            }
                            ambiguous.push(*m);
                        }
                    }
                }
                if !ambiguous.is_empty() {
                    Err(SanError::Ambiguous(ambiguous))
                } else if let Some(m) = found {
                    Ok(m)
                } else if needs_promotion {
                    Err(SanError::PromotionRequired)
                } else {
                    Err(SanError::Illegal)
                }
            }
        }
    }
}

impl San {
    /// The SAN of `m` among `moves`, all the legal moves of its position: the one place where
    /// SAN is disambiguated (Appendix C.10). A piece other than a king names its origin file,
    /// else its origin rank, else both, only when another piece of its kind could legally move
    /// to the same square; a pawn capture names its origin file.
    ///
    /// # Examples
    /// ```
    /// use chess_arbiter::{san::San, CastlingMode, Position};
    /// let pos = Position::from_fen("k7/8/8/8/8/8/8/KN3N2 w - - 0 1", CastlingMode::Standard).unwrap();
    /// let moves = pos.legal_moves();
    /// let m = moves.iter().find(|m| m.to.name() == "d2" && m.from.name() == "b1").unwrap();
    /// assert_eq!(San::from_move(m, &moves).to_string(), "Nbd2");
    /// ```
    pub fn from_move(m: &Move, moves: &[Move]) -> San {
        San::from_move_looking(m, moves, true)
    }

    /// [`San::from_move`] for a move of a list whose [`Rivals`] are known: the list is looked
    /// through only for a move that shares its piece and target with another.
    #[inline]
    pub fn from_move_among(m: &Move, moves: &[Move], rivals: &Rivals) -> San {
        San::from_move_looking(m, moves, rivals.may_share(m))
    }

    #[inline]
    fn from_move_looking(m: &Move, moves: &[Move], look: bool) -> San {
        if let Some(side) = m.castling_side() {
            return San::Castle(side);
        }
        let (mut file, mut rank) = (None, None);
        if m.role == Role::Pawn {
            if m.is_capture() {
                file = Some(m.from.file());
            }
        } else if m.role != Role::King && look {
            let (mut rivals, mut same_file, mut same_rank) = (false, false, false);
            for o in moves {
                if o.to == m.to
                    && o.role == m.role
                    && o.from != m.from
                    && o.kind != MoveKind::Castle
                {
                    rivals = true;
                    same_file |= o.from.file() == m.from.file();
                    same_rank |= o.from.rank() == m.from.rank();
                }
            }
            if rivals {
                if !same_file {
                    file = Some(m.from.file());
                } else if !same_rank {
                    rank = Some(m.from.rank());
                } else {
                    file = Some(m.from.file());
                    rank = Some(m.from.rank());
                }
            }
        }
        San::Normal {
            role: m.role,
            file,
            rank,
            capture: m.is_capture(),
            to: m.to,
            promotion: m.promotion,
        }
    }
}

/// The targets that two or more legal moves of the same piece kind reach (knights, bishops,
/// rooks, queens; castling aside): the only moves whose SAN may need the origin's file or rank.
/// Found once for a whole list, so that writing the SAN of each of its moves
/// ([`San::from_move_among`]) does not look through the list for every move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Rivals([u64; 6]);

impl Rivals {
    /// The shared targets of `moves` (all the legal moves of a position).
    pub fn of(moves: &[Move]) -> Rivals {
        let (mut once, mut twice) = ([0u64; 6], [0u64; 6]);
        for o in moves {
            if o.kind != MoveKind::Castle && !matches!(o.role, Role::Pawn | Role::King) {
                let (r, to) = (o.role as usize, 1u64 << o.to.index());
                twice[r] |= once[r] & to;
                once[r] |= to;
            }
        }
        Rivals(twice)
    }

    /// True when another move of the list may reach `m`'s target with the same piece kind.
    #[inline]
    pub fn may_share(&self, m: &Move) -> bool {
        self.0[m.role as usize] & (1u64 << m.to.index()) != 0
    }
}

/// What a whole list of legal moves shares when each of its moves is written as [`SanPlus`]:
/// its [`Rivals`], and the squares that can matter for a check against the other king, found
/// once for the position so that [`Position::gives_check`] (the one definition of a move giving
/// check) is asked only about the moves that might: 3 in 20 of a middlegame's moves, which
/// took a quarter of `legalMoves`' time when all were asked.
#[derive(Clone, Copy, Debug)]
pub struct SanList {
    rivals: Rivals,
    /// By role: the squares from which a piece of ours of that role would attack the other
    /// king on an empty board (a superset of where it does, whatever stands between).
    direct: [Bitboard; 6],
    /// The squares strictly between the other king and each of our rooks, bishops and queens
    /// on a line it moves along: a move uncovers a check only from one of them.
    lines: Bitboard,
    /// True when every move must be asked (no other king, or a line already open to it,
    /// which a valid position does not have).
    ask_all: bool,
}

impl SanList {
    /// The shared facts of `moves`, all the legal moves of `pos`.
    pub fn of(pos: &Position, moves: &[Move]) -> SanList {
        use crate::position::attacks;
        let board = pos.board();
        let us = pos.turn();
        let mut list = SanList {
            rivals: Rivals::of(moves),
            direct: [Bitboard::EMPTY; 6],
            lines: Bitboard::EMPTY,
            ask_all: true,
        };
        let Some(king) = board.king_of(us.other()) else {
            return list;
        };
        let ours = board.by_color(us);
        let (straight, diagonal) = (
            attacks::rook_attacks(king, Bitboard::EMPTY),
            attacks::bishop_attacks(king, Bitboard::EMPTY),
        );
        let mut open = false;
        let sliders = (ours & board.rooks_and_queens() & straight)
            | (ours & board.bishops_and_queens() & diagonal);
        for s in sliders {
            let between = attacks::between(king, s);
            open |= (between & board.occupied()).is_empty();
            list.lines |= between;
        }
        list.direct = [
            attacks::pawn_attacks(us.other(), king),
            attacks::knight_attacks(king),
            diagonal,
            straight,
            straight | diagonal,
            Bitboard::EMPTY,
        ];
        list.ask_all = open;
        list
    }

    /// The [`SanPlus`] of `m`, one of the list's `moves` (all the legal moves of `pos`): equal
    /// to [`SanPlus::from_move`].
    #[inline]
    pub fn san_plus(&self, pos: &Position, m: &Move, moves: &[Move]) -> SanPlus {
        SanPlus {
            san: San::from_move_among(m, moves, &self.rivals),
            suffix: if self.may_give_check(m) {
                Suffix::from_move(pos, m)
            } else {
                None
            },
        }
    }

    /// False only for a move that cannot give check: a normal move (castling and en passant
    /// are always asked) whose piece, as it lands (promoted), would not attack the king even
    /// on an empty board, from a square on no line between the king and one of our sliders
    /// (only leaving such a square can open a line, the lines being closed before the move).
    #[inline]
    fn may_give_check(&self, m: &Move) -> bool {
        self.ask_all
            || matches!(m.kind, MoveKind::Castle | MoveKind::EnPassant)
            || self.direct[m.promotion.unwrap_or(m.role) as usize].contains(m.to)
            || self.lines.contains(m.from)
    }
}

/// The one SAN writer: `O-O`, `O-O-O`, or the piece letter (none for a pawn), the origin file
/// and rank when given, `x` for a capture, the target square and `=` with the promotion piece.
impl fmt::Display for San {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0u8; 8];
        f.write_str(self.write_to(&mut buf))
    }
}

impl San {
    /// Writes the SAN into `buf` and returns it.
    fn write_to<'a>(&self, buf: &'a mut [u8; 8]) -> &'a str {
        let n = self.write_ascii(buf);
        // Only ASCII was written.
        core::str::from_utf8(&buf[..n]).unwrap_or("")
    }

    /// Writes the SAN into `buf` as ASCII and returns its length (for a [`MoveText`], made
    /// from the bytes without a UTF-8 check).
    ///
    /// [`MoveText`]: crate::notation::move_text::MoveText
    fn write_ascii(&self, buf: &mut [u8; 8]) -> usize {
        let mut n = 0;
        // 8 bytes hold the longest a `San` can be (piece, file, rank, `x`, square, `=` piece).
        let mut push = |b: u8| {
            if let Some(slot) = buf.get_mut(n) {
                *slot = b;
                n += 1;
            }
        };
        match *self {
            San::Castle(CastlingSide::KingSide) => b"O-O".iter().for_each(|&b| push(b)),
            San::Castle(CastlingSide::QueenSide) => b"O-O-O".iter().for_each(|&b| push(b)),
            San::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion,
            } => {
                if role != Role::Pawn {
                    push(role.upper_char() as u8);
                }
                if let Some(f) = file {
                    push(f.char() as u8);
                }
                if let Some(r) = rank {
                    push(r.char() as u8);
                }
                if capture {
                    push(b'x');
                }
                to.name().bytes().for_each(&mut push);
                if let Some(p) = promotion {
                    push(b'=');
                    push(p.upper_char() as u8);
                }
            }
        }
        n
    }
}

/// A move's SAN with its check or checkmate suffix (Appendix C.12, C.13), computed once by
/// [`SanPlus::from_move`]; [`fmt::Display`] writes it (`Nxe5+`, `e8=Q#`, `O-O`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SanPlus {
    /// The move as written, disambiguated.
    pub san: San,
    /// `+` or `#`, if the move gives check or checkmate.
    pub suffix: Option<Suffix>,
}

impl SanPlus {
    /// The SAN and suffix of `m`, legal in `pos`, whose legal moves are `moves`.
    pub fn from_move(pos: &Position, m: &Move, moves: &[Move]) -> SanPlus {
        SanPlus {
            san: San::from_move(m, moves),
            suffix: Suffix::from_move(pos, m),
        }
    }

    /// [`SanPlus::from_move`] for a move of a list whose [`Rivals`] are known (see
    /// [`San::from_move_among`]).
    pub fn from_move_among(pos: &Position, m: &Move, moves: &[Move], rivals: &Rivals) -> SanPlus {
        SanPlus {
            san: San::from_move_among(m, moves, rivals),
            suffix: Suffix::from_move(pos, m),
        }
    }
}

impl SanPlus {
    /// The text [`fmt::Display`] writes, made without the formatting machinery (for
    /// [`crate::game`], which writes one per move played).
    pub(crate) fn text(&self) -> crate::notation::move_text::MoveText {
        let mut buf = [0u8; 8];
        let n = self.san.write_ascii(&mut buf);
        let mut out = crate::notation::move_text::MoveText::from_ascii(&buf[..n]);
        if let Some(s) = self.suffix {
            // At most 9 bytes in all: it fits.
            let _ = out.write_char(s.char());
        }
        out
    }
}

impl fmt::Display for SanPlus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0u8; 8];
        f.write_str(self.san.write_to(&mut buf))?;
        match self.suffix {
            Some(s) => f.write_char(s.char()),
            None => Ok(()),
        }
    }
}

impl Suffix {
    /// Whether `m` (legal in `pos`) gives check ([`Position::gives_check`], from the occupied
    /// squares alone) or checkmate (then the position after it has no legal move, Art. 5.1.1).
    pub fn from_move(pos: &Position, m: &Move) -> Option<Suffix> {
        if !pos.gives_check(m) {
            return None;
        }
        Suffix::after(true, pos.play_unchecked(m).has_legal_moves_in(true))
    }

    /// The suffix of a move that leads to a position whose side to move is in check or not
    /// (`in_check`) and has legal moves or not (`has_moves`): `+` for a check, `#` for a check
    /// with no legal move (checkmate; Appendix C.12, C.13), none otherwise.
    pub const fn after(in_check: bool, has_moves: bool) -> Option<Suffix> {
        match (in_check, has_moves) {
            (false, _) => None,
            (true, true) => Some(Suffix::Check),
            (true, false) => Some(Suffix::Checkmate),
        }
    }
}

/// Writes `m` (legal in `pos`) in SAN without the check suffix. A shorthand for
/// [`San::from_move`] over `pos`'s legal moves, written with its [`Display`](fmt::Display), the
/// one SAN writer.
pub fn to_san(pos: &Position, m: &Move) -> String {
    San::from_move(m, &pos.legal_moves()).to_string()
}

/// Writes `m` in SAN with `+` or `#` (Appendix C.12, C.13). A shorthand for
/// [`SanPlus::from_move`] over `pos`'s legal moves, written with its [`Display`](fmt::Display)
/// (the one SAN writer).
///
/// # Examples
/// ```
/// use chess_arbiter::{san, Position, Square};
/// let pos = Position::new();
/// let m = pos.legal_moves().into_iter().find(|m| m.to == Square::F3).unwrap();
/// assert_eq!(san::to_san_plus(&pos, &m), "Nf3");
/// ```
pub fn to_san_plus(pos: &Position, m: &Move) -> String {
    to_san_plus_in(pos, m, &pos.legal_moves())
}

/// [`to_san_plus`] with the legal moves of `pos` already at hand: a shorthand for
/// [`SanPlus::from_move`] written with its [`Display`](fmt::Display).
pub fn to_san_plus_in(pos: &Position, m: &Move, moves: &[Move]) -> String {
    SanPlus::from_move(pos, m, moves).to_string()
}

/// Reads `text` as SAN in `pos`: leniently, or (with `strict`) only in the exact form
/// [`to_san_plus`] writes, where a figurine of either colour may stand for its letter
/// (`♘f3` for `Nf3`: strict is about the form, not the alphabet).
///
/// # Errors
/// [`SanReadError`] says whether the text is not SAN, not strict, illegal, ambiguous or lacks
/// its promotion piece.
pub fn read(pos: &Position, text: &str, strict: bool) -> Result<Move, SanReadError> {
    read_in(pos, &pos.legal_moves(), text, strict).map(|(m, _)| m)
}

/// `chess-arbiter/compat`'s strict reading of a move (`move(text, { strict: true })` and strict
/// `loadPgn`): the legal move (of `moves`, the legal moves of `pos`) whose SAN, as
/// [`to_san_plus`] writes it, is `text` exactly, check or mate suffix and all; `None` for any
/// other text. Stricter than [`read`] with `strict`, which takes a figurine for its letter (and,
/// through [`crate::notation::parse_move`], UCI); stricter also than chess.js 1.4.0's, which
/// compares with the `=` and a trailing `+`, `#`, `!` or `?` taken off (a documented
/// difference, docs/chessjs.md: compat's `strict` takes only the SAN it writes).
///
/// # Examples
/// ```
/// use chess_arbiter::{san, Position};
/// let pos = Position::new();
/// let moves = pos.legal_moves();
/// assert!(san::read_exact(&pos, &moves, "Nf3").is_some());
/// assert!(san::read_exact(&pos, &moves, "Ng1f3").is_none());
/// assert!(san::read_exact(&pos, &moves, "g1f3").is_none());
/// assert!(san::read_exact(&pos, &moves, "\u{2658}f3").is_none());
/// ```
pub fn read_exact(pos: &Position, moves: &[Move], text: &str) -> Option<Move> {
    let m = San::parse(text).ok()?.to_move_in(moves).ok()?;
    (SanPlus::from_move(pos, &m, moves).to_string() == text).then_some(m)
}

/// [`read`] with the legal moves of `pos` at hand; gives the move with its [`SanPlus`] too
/// (computed when strict reading needs it, or by the caller's `SanPlus::from_move`).
///
/// # Errors
/// As [`read`].
pub fn read_in(
    pos: &Position,
    moves: &[Move],
    text: &str,
    strict: bool,
) -> Result<(Move, Option<SanPlus>), SanReadError> {
    read_in_with(pos, moves, text, strict, false, None)
}

/// [`read_in`] for a game, which writes the check suffix itself from the next position: a
/// lenient read gives the SAN without its suffix too. When the text names no origin square
/// and the move was found, no other legal move of that piece kind reaches its target (else
/// the text would be ambiguous), so the SAN is written without looking through `moves` again.
///
/// `parsed` is `text` already read with [`San::parse_plain`], when it was (the game reads it
/// once to list the moves the text can name).
///
/// # Errors
/// As [`read`].
pub(crate) fn read_in_body(
    pos: &Position,
    moves: &[Move],
    text: &str,
    strict: bool,
    parsed: Option<San>,
) -> Result<(Move, Option<SanPlus>), SanReadError> {
    read_in_with(pos, moves, text, strict, true, parsed)
}

/// The promotion letter [`San::parse_suffixed`] read apart, judged as in `{ from, to, promotion
/// }` (Art. 3.7.5.1), for the main entry's reader and the variants' (`king`: a king is a
/// promotion piece, antichess): a king or a pawn is no promotion piece for a
/// pawn reaching the last rank ([`SanReadError::PromotionPiece`]); any letter on a piece's move,
/// or on a pawn's move short of the last rank, asks a promotion of a move that has none: `Ok(true)`,
/// the promotion taken off `san`, which the caller answers once the text without it names a
/// legal move (else that text's answer). One home for both readers (its call cost the core's
/// module 24 bytes, measured, against a copy written out in `read_in_with`).
#[inline]
pub(crate) fn judge_letter(
    san: &mut San,
    letter: Option<u8>,
    king: bool,
) -> Result<bool, SanReadError> {
    // (`king` false: the main entry's reader, as before it was shared, compiles the same.)
    if king
        && let (
            Some(b'K' | b'k'),
            San::Normal {
                role: Role::Pawn,
                to,
                promotion,
                ..
            },
        ) = (letter, &mut *san)
        && Bitboard::BACKRANKS.contains(*to)
    {
        *promotion = Some(Role::King);
        return Ok(false);
    }
    if let (
        Some(c @ (b'K' | b'k' | b'P' | b'p')),
        San::Normal {
            role: Role::Pawn,
            to,
            ..
        },
    ) = (letter, &*san)
        && Bitboard::BACKRANKS.contains(*to)
    {
        return Err(SanReadError::PromotionPiece(c as char));
    }
    let mut unexpected = letter.is_some();
    if let San::Normal {
        to,
        promotion: promotion @ Some(_),
        ..
    } = san
        && !Bitboard::BACKRANKS.contains(*to)
    {
        *promotion = None;
        unexpected = true;
    }
    Ok(unexpected)
}

fn read_in_with(
    pos: &Position,
    moves: &[Move],
    text: &str,
    strict: bool,
    body: bool,
    parsed: Option<San>,
) -> Result<(Move, Option<SanPlus>), SanReadError> {
    let (mut san, letter) = match parsed {
        Some(san) => (san, None),
        None => San::parse_suffixed(text).map_err(|_| SanReadError::Syntax)?,
    };
    // A promotion letter that makes no move answers as in `{ from, to, promotion }` (Art.
    // 3.7.5.1): `judge_letter`, the one home of that rule, which the variants' reader shares.
    let unexpected = judge_letter(&mut san, letter, false)?;
    let m = san.find_in(moves).map_err(SanReadError::Move)?;
    if unexpected {
        return Err(SanReadError::PromotionUnexpected);
    }
    if strict {
        let exact = SanPlus::from_move(pos, &m, moves);
        let mut buf = [0u8; 8];
        let body = exact.san.write_to(&mut buf);
        // Strict reading checks the form, not the alphabet: a figurine (either colour) stands
        // for its letter, as the language's letters do once crate::notation::local_san has read them.
        let letters: String;
        let text = if text.is_ascii() {
            text
        } else {
            letters = text
                .chars()
                .map(|c| crate::types::role::figurine_letter(c).map_or(c, char::from))
                .collect();
            &letters
        };
        let same = match exact.suffix {
            None => text == body,
            Some(s) => text.strip_suffix(s.char()) == Some(body),
        };
        if !same {
            return Err(SanReadError::NotStrict(exact.text().as_str().to_string()));
        }
        return Ok((m, Some(exact)));
    }
    if body {
        let look = match san {
            San::Normal { file, rank, .. } => file.is_some() || rank.is_some(),
            San::Castle(_) => false,
        };
        let san = San::from_move_looking(&m, moves, look);
        return Ok((m, Some(SanPlus { san, suffix: None })));
    }
    Ok((m, None))
}

/// Why [`read`] failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SanReadError {
    /// Not SAN syntax.
    Syntax,
    /// Strict mode: the text is not the exact SAN, which is given.
    NotStrict(String),
    /// Syntax fine, but not exactly one legal move.
    Move(SanError),
    /// A promotion to a king or a pawn asked of a pawn's move to the last rank (`a8=K`,
    /// `a7-a8=P`): the letter as written (Art. 3.7.5.1: a queen, rook, bishop or knight only).
    PromotionPiece(char),
    /// A promotion piece on a legal move that is no promotion (`Nf3=Q`, `Nf3=K`, `e4=Q`, `Ng1-f3=Q`; Art.
    /// 3.7.5.1: only a pawn reaching the last rank is exchanged).
    PromotionUnexpected,
}

impl fmt::Display for SanReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanReadError::Syntax => ParseSanError.fmt(f),
            SanReadError::NotStrict(exact) => write!(f, "not strict SAN: write {exact}"),
            SanReadError::Move(e) => e.fmt(f),
            SanReadError::PromotionPiece(c) => {
                crate::notation::uci::PromotionPieceError(String::from(*c)).fmt(f)
            }
            SanReadError::PromotionUnexpected => {
                crate::notation::uci::UciError::PromotionUnexpected.fmt(f)
            }
        }
    }
}

impl core::error::Error for SanReadError {}

#[cfg(test)]
mod rivals_tests {
    use super::{Rivals, San};
    use crate::{CastlingMode, Position};

    /// `San::from_move_among` writes what `San::from_move` writes, for every move of every
    /// position two plies from a few with many pieces of a kind on shared lines.
    #[test]
    fn among_is_from_move() {
        let fens = [
            "k7/8/8/8/8/8/8/KN3N2 w - - 0 1",
            "1k6/8/2Q1Q3/8/2Q1Q3/8/8/K7 w - - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1",
        ];
        let (mut checked, mut disambiguated) = (0, 0);
        for fen in fens {
            let root = Position::from_fen(fen, CastlingMode::Standard).unwrap();
            for pos in within_two_plies(root) {
                let moves = pos.legal_moves();
                let rivals = Rivals::of(&moves);
                for m in &moves {
                    let san = San::from_move(m, &moves);
                    assert_eq!(
                        San::from_move_among(m, &moves, &rivals),
                        san,
                        "{m:?} in {pos:?}"
                    );
                    checked += 1;
                    if matches!(san, San::Normal { file: Some(_), role, .. } | San::Normal { rank: Some(_), role, .. } if role != crate::Role::Pawn)
                    {
                        disambiguated += 1;
                    }
                }
            }
        }
        assert_eq!((checked, disambiguated), (123_134, 19_592));
    }

    /// `root`, every position one ply after it and every position two plies after it.
    fn within_two_plies(root: Position) -> Vec<Position> {
        let mut positions = vec![root];
        for m in root.legal_moves() {
            let next = root.play_unchecked(&m);
            positions.extend(next.legal_moves().iter().map(|n| next.play_unchecked(n)));
            positions.push(next);
        }
        positions
    }

    /// `SanList::san_plus` writes what `SanPlus::from_move` writes (its check filter drops no
    /// check), for every move of every position two plies from a few rich in checks:
    /// discovered, by en passant, by castling, by a promotion down the file it left, and from
    /// a lesson with one king.
    #[test]
    fn list_is_from_move() {
        use super::{SanList, SanPlus, Suffix};
        use crate::position::validate::Validation;
        let fens = [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "4k3/8/8/4N3/3B4/8/1Q6/4R2K w - - 0 1",
            "8/1P6/8/1k1pP2R/8/8/8/7K w - d6 0 1",
            "5k2/8/8/8/8/8/8/4K2R w K - 0 1",
            "8/8/8/8/8/8/8/R3K2R w KQ - 0 1",
            // Disambiguation by file, rank and both.
            "k7/8/8/8/8/8/8/KN3N2 w - - 0 1",
            "1k6/8/2Q1Q3/8/2Q1Q3/8/8/K7 w - - 0 1",
            "R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1",
        ];
        let (mut moves_seen, mut checks, mut mates, mut both) = (0, 0, 0, 0);
        for fen in fens {
            let root = crate::notation::fen::read_in(fen, None, Validation::Lesson).unwrap();
            for pos in within_two_plies(root) {
                let moves = pos.legal_moves();
                let list = SanList::of(&pos, &moves);
                for m in &moves {
                    let want = SanPlus::from_move(&pos, m, &moves);
                    assert_eq!(list.san_plus(&pos, m, &moves), want, "{m:?} in {pos:?}");
                    moves_seen += 1;
                    checks += (want.suffix == Some(Suffix::Check)) as u32;
                    mates += (want.suffix == Some(Suffix::Checkmate)) as u32;
                    both += matches!(want.san, San::Normal { file: Some(_), rank: Some(_), role, .. } if role != crate::Role::Pawn)
                        as u32;
                }
            }
        }
        assert_eq!(
            (moves_seen, checks, mates, both),
            (209_980, 6_216, 1_132, 242)
        );
    }
}

#[cfg(test)]
mod plain_tests {
    use super::San;

    /// The fast reader of the usual forms reads each as the general reader does, and leaves
    /// the others to it.
    #[test]
    fn plain_forms_read_as_the_general_reader_reads_them() {
        let mut texts: Vec<String> = Vec::new();
        for piece in ["", "N", "B", "R", "Q", "K", "P"] {
            for origin in ["", "a", "h", "1", "8", "b2", "2b", "x", "i", "9"] {
                for x in ["", "x", ":", "-"] {
                    for to in ["e4", "a1", "h8", "i1", "a9", "e"] {
                        for promo in ["", "=Q", "=N", "=K", "=P", "Q", "=q", "=", "(Q)"] {
                            for mark in ["", "+", "#", "++", "+#", "!", " ", "ep"] {
                                texts.push(format!("{piece}{origin}{x}{to}{promo}{mark}"));
                            }
                        }
                    }
                }
            }
        }
        texts.extend(
            [
                "O-O", "0-0", "O-O-O+", "", "+", "x", "e", "Ne", "exd", "=Q", "e8=Q+",
            ]
            .map(String::from),
        );
        let mut plain = 0;
        for t in &texts {
            if let Some(san) = San::parse_plain(t.as_bytes()) {
                plain += 1;
                assert_eq!(San::parse_general(t), Ok((san, None)), "{t}");
            }
        }
        assert_eq!(plain, 667);
    }
}

#[cfg(test)]
mod exact_tests {
    use super::{read, read_exact, to_san_plus};
    use crate::notation::fen::read as read_fen;

    /// chess.js's strict reading takes the SAN of each legal move exactly as the core writes
    /// it, and nothing else: no figurine, no other spelling, no missing or wrong suffix.
    #[test]
    fn only_the_exact_san() {
        let fens = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            // Castling both ways, a check, knights to disambiguate, en passant.
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
            // Promotions with check and mate.
            "7k/1P6/8/8/8/8/8/K7 w - - 0 1",
            "3k4/R7/1P6/8/8/8/8/K7 w - - 0 1",
        ];
        for fen in fens {
            let pos = read_fen(fen, None, true).unwrap();
            let moves = pos.legal_moves();
            assert!(!moves.is_empty());
            for m in &moves {
                let san = to_san_plus(&pos, m);
                assert_eq!(read_exact(&pos, &moves, &san), Some(*m), "{fen}: {san}");
                // The lenient and the core's strict reader take it too, as the same move.
                assert_eq!(read(&pos, &san, true), Ok(*m));
                let bare = san.trim_end_matches(['+', '#']);
                if bare != san {
                    assert_eq!(read_exact(&pos, &moves, bare), None, "{fen}: {bare}");
                } else {
                    assert_eq!(
                        read_exact(&pos, &moves, &format!("{san}+")),
                        None,
                        "{fen}: {san}+"
                    );
                }
            }
        }
        let pos = read_fen(fens[1], None, true).unwrap();
        let moves = pos.legal_moves();
        assert!(read_exact(&pos, &moves, "O-O").is_some());
        assert!(read_exact(&pos, &moves, "O-O-O").is_some());
        // Other spellings the lenient reader takes: none here.
        for text in [
            "0-0",
            "o-o",
            "O-O+",
            "e1g1",
            "Ke1g1",
            "Qf3xf6",
            "Qf3-f6",
            "Q:f6",
            "\u{2655}xf6",
            "Qxf6!",
            "qxf6",
            "",
            "--",
        ] {
            assert_eq!(read_exact(&pos, &moves, text), None, "{text}");
        }
        assert!(read_exact(&pos, &moves, "Qxf6").is_some());
        // An origin the SAN does not need is refused (only the knight on e5 reaches g6).
        assert!(read_exact(&pos, &moves, "Nxg6").is_some());
        assert_eq!(read_exact(&pos, &moves, "Nexg6"), None);
        // Promotion: the piece with `=`, the mate suffix.
        let pos = read_fen(fens[3], None, true).unwrap();
        let moves = pos.legal_moves();
        assert!(read_exact(&pos, &moves, "b8=Q+").is_some());
        assert_eq!(read_exact(&pos, &moves, "b8Q+"), None);
        assert_eq!(read_exact(&pos, &moves, "b8=Q"), None);
        assert_eq!(read_exact(&pos, &moves, "b8"), None);
    }
}
