//! FEN (Forsyth-Edwards Notation): reading and writing positions, with the X-FEN and
//! Shredder-FEN castling fields used for Chess960.
//!
//! Reading reports every syntax problem of every field at once ([`ParseFenError`]); the
//! semantic checks (kings, checks, castling rights, en-passant square, clocks) are done when a
//! [`Setup`] becomes a [`Position`] ([`crate::PositionError`]). [`Position::from_fen`] does both.

use crate::position::Position;
use crate::position::board::Board;
use crate::position::castling::{CastlingMode, CastlingRights, needs_chess960, rights_of};
use crate::position::setup::Setup;
use crate::position::validate::{PositionError, ProblemKind, Validation};
use crate::prelude::*;
use crate::types::bitboard::Bitboard;
use crate::types::color::Color;
use crate::types::moves::CastlingSide;
use crate::types::role::{Piece, Role};
use crate::types::square::{File, Rank, Square};
use crate::util::msg;
use crate::util::quote::{quote, quoted, quoted_char};
use arrayvec::ArrayVec;
use core::fmt;

/// The FEN of the standard starting position.
pub const STARTING_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// A syntax problem in one FEN field. Each has a stable code ([`FenSyntax::code`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FenSyntax {
    /// No text, or only spaces (`ERR_FEN_EMPTY`): the one problem listed for such a FEN.
    Empty,
    /// Not 4 to 6 space-separated fields (`ERR_FEN_FIELDS`).
    Fields,
    /// The placement does not have 8 ranks (`ERR_FEN_RANKS`).
    Ranks,
    /// A rank (1 to 8) does not describe exactly 8 squares (`ERR_FEN_RANK_LENGTH`).
    RankLength(u8),
    /// A character that is neither a piece letter nor a digit 1 to 8 (`ERR_FEN_BOARD`).
    Board,
    /// The side to move is not `w` or `b` (`ERR_FEN_TURN`).
    Turn,
    /// The castling field is not `-` or a set of `KQkq` / file letters (`ERR_FEN_CASTLING`).
    Castling,
    /// The en-passant field is not `-` or a square name (`ERR_FEN_EP`).
    EnPassant,
    /// The halfmove clock is not a whole number from 0 to 4294967295 (`ERR_FEN_HALFMOVE`).
    Halfmoves,
    /// The fullmove number is not a whole number from 0 to 4294967295 (`ERR_FEN_FULLMOVE`; 0 is
    /// read as 1, as book tools write it).
    Fullmoves,
}

/// The six fields of a FEN, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FenField {
    /// The piece placement (`rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR`).
    Placement,
    /// The side to move (`w` or `b`).
    Turn,
    /// The castling rights (`KQkq`, `-`, `HAha`).
    Castling,
    /// The en-passant square (`e3`, `-`).
    EnPassant,
    /// The halfmove clock.
    Halfmoves,
    /// The fullmove number.
    Fullmoves,
}

impl FenField {
    /// The field's name as the JS API gives it (a syntax problem's `field`): `placement`,
    /// `turn`, `castling`, `enPassant`, `halfmoves` or `fullmoves`.
    pub const fn name(self) -> &'static str {
        match self {
            FenField::Placement => "placement",
            FenField::Turn => "turn",
            FenField::Castling => "castling",
            FenField::EnPassant => "enPassant",
            FenField::Halfmoves => "halfmoves",
            FenField::Fullmoves => "fullmoves",
        }
    }
}

impl FenSyntax {
    /// The field the problem is in; `None` for [`FenSyntax::Fields`], a problem of the whole
    /// text.
    pub const fn field(self) -> Option<FenField> {
        match self {
            FenSyntax::Empty | FenSyntax::Fields => None,
            FenSyntax::Ranks | FenSyntax::RankLength(_) | FenSyntax::Board => {
                Some(FenField::Placement)
            }
            FenSyntax::Turn => Some(FenField::Turn),
            FenSyntax::Castling => Some(FenField::Castling),
            FenSyntax::EnPassant => Some(FenField::EnPassant),
            FenSyntax::Halfmoves => Some(FenField::Halfmoves),
            FenSyntax::Fullmoves => Some(FenField::Fullmoves),
        }
    }

    /// The stable error code, e.g. `ERR_FEN_RANK_LENGTH`.
    pub const fn code(self) -> &'static str {
        match self {
            FenSyntax::Empty => "ERR_FEN_EMPTY",
            FenSyntax::Fields => "ERR_FEN_FIELDS",
            FenSyntax::Ranks => "ERR_FEN_RANKS",
            FenSyntax::RankLength(_) => "ERR_FEN_RANK_LENGTH",
            FenSyntax::Board => "ERR_FEN_BOARD",
            FenSyntax::Turn => "ERR_FEN_TURN",
            FenSyntax::Castling => "ERR_FEN_CASTLING",
            FenSyntax::EnPassant => "ERR_FEN_EP",
            FenSyntax::Halfmoves => "ERR_FEN_HALFMOVE",
            FenSyntax::Fullmoves => "ERR_FEN_FULLMOVE",
        }
    }
}

/// One syntax problem with a lowercase message and the squares involved (a bad rank's squares),
/// and the parts of the FEN the message is about, as data: the field ([`FenSyntax::field`]),
/// the field's text ([`FenSyntaxError::value`]), the rank ([`FenSyntaxError::rank`]) and the
/// count of fields or ranks ([`FenSyntaxError::count`]), so that a message in another language
/// needs no second reading of the FEN.
///
/// # Examples
/// ```
/// use chess_arbiter::fen::{FenField, FenSyntax};
/// use chess_arbiter::Setup;
/// let e = Setup::from_fen("8/8/8/8/8/8/8/K6k x - - 0 1").unwrap_err();
/// let turn = &e.errors[0];
/// assert_eq!((turn.kind, turn.kind.field()), (FenSyntax::Turn, Some(FenField::Turn)));
/// assert_eq!(turn.value.as_deref(), Some("x"));
/// let e = Setup::from_fen("8/8/8/8/8/8/8/K5k w - - 0 1").unwrap_err();
/// assert_eq!((e.errors[0].rank(), e.errors[0].count), (Some(1), None));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenSyntaxError {
    /// Which field and what is wrong.
    pub kind: FenSyntax,
    /// A lowercase English message quoting (at most 24 characters of) the input.
    pub message: String,
    /// The squares involved (the rank of a bad rank), often empty.
    pub squares: Bitboard,
    /// The text of the field at fault, unescaped, cut as the message quotes it (24 characters,
    /// `…` after when longer): for [`FenSyntax::Turn`], [`FenSyntax::Castling`],
    /// [`FenSyntax::EnPassant`], [`FenSyntax::Halfmoves`] and [`FenSyntax::Fullmoves`]; for
    /// [`FenSyntax::Board`], the character that is no piece letter or digit 1 to 8, or the two
    /// digits written in a row; `None` for the others.
    pub value: Option<String>,
    /// How many there are: the FEN's fields for [`FenSyntax::Fields`], the placement's ranks for
    /// [`FenSyntax::Ranks`] (as the message says); `None` for the others.
    pub count: Option<u32>,
}

impl FenSyntaxError {
    /// The rank at fault, 1 to 8: of [`FenSyntax::RankLength`] and [`FenSyntax::Board`] (whose
    /// [`squares`](FenSyntaxError::squares) are that rank); `None` for the others.
    pub fn rank(&self) -> Option<u8> {
        match self.kind {
            FenSyntax::RankLength(rank) => Some(rank),
            FenSyntax::Board => self.squares.first().map(|s| s.rank().index() as u8 + 1),
            _ => None,
        }
    }

    /// A problem of field `kind` whose text is `field`: its [`value`](FenSyntaxError::value) is
    /// that text, cut as the message quotes it.
    fn of_field(kind: FenSyntax, message: String, field: &str) -> FenSyntaxError {
        FenSyntaxError {
            kind,
            message,
            squares: Bitboard::EMPTY,
            value: Some(quote(field)),
            count: None,
        }
    }
}

/// A FEN string that could not be read; lists every syntax problem found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseFenError {
    /// Every problem, in field order.
    pub errors: Vec<FenSyntaxError>,
}

impl ParseFenError {
    /// The codes of all problems, in order.
    pub fn codes(&self) -> Vec<&'static str> {
        self.errors.iter().map(|e| e.kind.code()).collect()
    }
}

impl fmt::Display for ParseFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid FEN: ")?;
        for (i, e) in self.errors.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            f.write_str(&e.message)?;
        }
        Ok(())
    }
}

impl core::error::Error for ParseFenError {}

/// A FEN that failed to read or does not describe a legal position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// The text is not a FEN.
    Parse(ParseFenError),
    /// The FEN reads, but describes no legal position.
    Position(PositionError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Parse(e) => e.fmt(f),
            FenError::Position(e) => e.fmt(f),
        }
    }
}

impl core::error::Error for FenError {}

/// The first `N` fields of `fen` as `split_ascii_whitespace` splits it, by one loop over its
/// bytes (the iterator adapters cost a tenth of reading a FEN in the wasm build, which reads
/// one on every call).
fn fields<const N: usize>(fen: &str) -> ArrayVec<&str, N> {
    let mut out = ArrayVec::new();
    let mut rest = fen;
    while !out.is_full() {
        let Some(start) = rest.bytes().position(|b| !b.is_ascii_whitespace()) else {
            break;
        };
        let len = rest.len() - start;
        let end = start
            + rest
                .bytes()
                .skip(start)
                .position(|b| b.is_ascii_whitespace())
                .unwrap_or(len);
        // Both ends are next to ASCII whitespace or at an end: char boundaries.
        let (Some(field), Some(after)) = (rest.get(start..end), rest.get(end..)) else {
            break;
        };
        out.push(field);
        rest = after;
    }
    out
}

/// How many fields `fen` has as `split_ascii_whitespace` splits it: all of them, where
/// [`fields`] splits off the first few (a byte loop, for the wasm's size).
fn field_count(fen: &str) -> u32 {
    let (mut count, mut in_field) = (0u32, false);
    for b in fen.bytes() {
        let space = b.is_ascii_whitespace();
        if !space && !in_field {
            count = count.saturating_add(1);
        }
        in_field = !space;
    }
    count
}

/// The castling field of `fen` (its third), `-` when it has none.
pub(crate) fn castling_field(fen: &str) -> &str {
    fields::<3>(fen).get(2).copied().unwrap_or("-")
}

/// The board of a well-formed placement field (8 ranks of 8 squares, each run of empty squares
/// one digit from 1 to 8, only piece letters besides), by one loop over its bytes; `None` for
/// any other, which [`parse_board`] then reads with its errors.
fn parse_board_exact(field: &str) -> Option<Board> {
    let mut board = Board::empty();
    let (mut rank, mut file, mut digit) = (7u32, 0u32, false);
    for &b in field.as_bytes() {
        match b {
            b'1'..=b'8' if !digit => {
                file += u32::from(b - b'0');
                digit = true;
            }
            b'/' if file == 8 && rank > 0 => {
                (rank, file, digit) = (rank - 1, 0, false);
            }
            _ => {
                let role = match b.to_ascii_lowercase() {
                    b'p' => Role::Pawn,
                    b'n' => Role::Knight,
                    b'b' => Role::Bishop,
                    b'r' => Role::Rook,
                    b'q' => Role::Queen,
                    b'k' => Role::King,
                    _ => return None,
                };
                let color = if b.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                };
                let piece = Piece { color, role };
                board.set_new_piece_at(
                    Square::from_coords(File::new(file)?, Rank::new(rank)?),
                    piece,
                );
                file += 1;
                digit = false;
            }
        }
        if file > 8 {
            return None;
        }
    }
    (rank == 0 && file == 8).then_some(board)
}

fn parse_board(field: &str, errors: &mut Vec<FenSyntaxError>) -> Board {
    parse_board_exact(field).unwrap_or_else(|| parse_board_checked(field, errors))
}

/// The board of a placement field, with an error for each thing wrong in it.
fn parse_board_checked(field: &str, errors: &mut Vec<FenSyntaxError>) -> Board {
    let mut board = Board::empty();
    // The first 8 ranks and how many there are, without a heap allocation (a FEN is read on
    // every call of the wasm binding).
    let (mut ranks, mut count) = (ArrayVec::<&str, 8>::new(), 0usize);
    for text in field.split('/') {
        let _ = ranks.try_push(text);
        count += 1;
    }
    if count != 8 {
        errors.push(FenSyntaxError {
            kind: FenSyntax::Ranks,
            message: if count == 1 {
                "the placement has 1 rank, not 8".to_string()
            } else {
                msg!("the placement has ", count, " ranks, not 8")
            },
            squares: Bitboard::EMPTY,
            value: None,
            count: Some(u32::try_from(count).unwrap_or(u32::MAX)),
        });
    }
    for (i, text) in ranks.iter().enumerate() {
        let rank_index = 7 - i as u32;
        let mut file = 0u32;
        let mut bad_char = None;
        let mut previous_digit = None;
        let mut double_digit = None;
        for c in text.chars() {
            if let Some(d) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                // Two digits in a row (`44`): FEN writes a run of empty squares as one digit.
                if let (Some(p), None) = (previous_digit, double_digit) {
                    double_digit = Some([p, c]);
                }
                previous_digit = Some(c);
                file += d;
            } else if let Some(piece) = Piece::from_char(c) {
                if let (Some(f), Some(r)) = (File::new(file), Rank::new(rank_index)) {
                    board.set_piece_at(Square::from_coords(f, r), piece);
                }
                previous_digit = None;
                file += 1;
            } else {
                // The rank is reported for this character; the rest of it is not read.
                bad_char = Some(c);
                break;
            }
            if file > 64 {
                break;
            }
        }
        let rank_squares = Rank::new(rank_index)
            .map(Bitboard::from_rank)
            .unwrap_or(Bitboard::EMPTY);
        if let Some(c) = bad_char {
            errors.push(FenSyntaxError {
                kind: FenSyntax::Board,
                message: msg!(
                    "invalid character ",
                    quoted_char(c),
                    " in rank ",
                    rank_index + 1
                ),
                squares: rank_squares,
                value: Some(c.to_string()),
                count: None,
            });
        } else if let Some(pair) = double_digit {
            errors.push(FenSyntaxError {
                kind: FenSyntax::Board,
                message: msg!(
                    "rank ",
                    rank_index + 1,
                    " has two digits in a row (",
                    quoted(text),
                    "): a run of empty squares is one digit"
                ),
                squares: rank_squares,
                value: Some(pair.iter().collect()),
                count: None,
            });
        } else if file != 8 {
            // Reading stops once a rank passes 64 squares (the count is then not known).
            let squares = if file > 64 {
                "more than 64".to_string()
            } else {
                msg!(file)
            };
            errors.push(FenSyntaxError {
                kind: FenSyntax::RankLength(rank_index as u8 + 1),
                message: msg!(
                    "rank ",
                    rank_index + 1,
                    " has ",
                    squares,
                    " squares, not 8 (",
                    quoted(text),
                    ")"
                ),
                squares: rank_squares,
                value: None,
                count: None,
            });
        }
    }
    board
}

/// Resolves a castling letter to a rook square: `K`/`Q` mean the outermost rook on that side of
/// the king (X-FEN), a file letter names the rook's file (Shredder-FEN).
fn castling_square(board: &Board, c: char) -> Option<Square> {
    let color = if c.is_ascii_uppercase() {
        Color::White
    } else {
        Color::Black
    };
    let back = Rank::FIRST.relative_to(color);
    let lower = c.to_ascii_lowercase();
    let rooks = board.rooks() & board.by_color(color) & Bitboard::from_rank(back);
    let king = (board.kings() & board.by_color(color) & Bitboard::from_rank(back)).first();
    match lower {
        'k' | 'q' => {
            let side = if lower == 'k' {
                CastlingSide::KingSide
            } else {
                CastlingSide::QueenSide
            };
            let default_file = if lower == 'k' { File::H } else { File::A };
            let found = king.and_then(|k| match side {
                CastlingSide::KingSide => rooks.filter(|r| r.file() > k.file()).last(),
                CastlingSide::QueenSide => {
                    let mut r = rooks;
                    r.find(|r| r.file() < k.file())
                }
            });
            Some(found.unwrap_or(Square::from_coords(default_file, back)))
        }
        'a'..='h' => File::from_char(lower).map(|f| Square::from_coords(f, back)),
        _ => None,
    }
}

fn parse_castling(field: &str, board: &Board, errors: &mut Vec<FenSyntaxError>) -> Bitboard {
    let mut rights = Bitboard::EMPTY;
    if field == "-" {
        return rights;
    }
    let mut seen = ArrayVec::<char, 8>::new();
    let mut ok = !field.is_empty() && field.len() <= 4;
    for c in field.chars().take(8) {
        if seen.contains(&c) {
            ok = false;
        }
        seen.push(c);
        match castling_square(board, c) {
            Some(sq) => rights.add(sq),
            None => ok = false,
        }
    }
    if !ok {
        errors.push(FenSyntaxError::of_field(
            FenSyntax::Castling,
            msg!(
                "invalid castling field ",
                quoted(field),
                " (expected -, up to four of KQkq, or file letters such as HAha)"
            ),
            field,
        ));
    }
    rights
}

fn parse_clock(
    field: Option<&str>,
    default: u32,
    kind: FenSyntax,
    errors: &mut Vec<FenSyntaxError>,
) -> u32 {
    let Some(field) = field else { return default };
    // Only digits: `+1` is refused, though `str::parse` reads it.
    let digits = !field.is_empty() && field.bytes().all(|b| b.is_ascii_digit());
    let expected = match field.parse::<u32>() {
        Ok(n) if digits => return n,
        // All digits and still no u32: the number is past the range, not malformed.
        _ if digits => "expected at most 4294967295".to_string(),
        _ => "expected a whole number".to_string(),
    };
    let what = if kind == FenSyntax::Halfmoves {
        "halfmove clock"
    } else {
        "fullmove number"
    };
    errors.push(FenSyntaxError::of_field(
        kind,
        msg!("invalid ", what, " ", quoted(field), " (", expected, ")"),
        field,
    ));
    default
}

impl Setup {
    /// Reads a FEN (or X-FEN / Shredder-FEN). The last two fields (clocks) may be left out and
    /// then default to `0 1`. Any halfmove clock and fullmove number from 0 to 4294967295 reads,
    /// whatever their relation (the clocks are bookkeeping, not part of the position of
    /// Art. 3.10.3); a fullmove number of 0 reads as 1.
    ///
    /// # Errors
    /// [`ParseFenError`] with every syntax problem found (codes `ERR_FEN_EMPTY` alone for an
    /// empty or blank text, `ERR_FEN_FIELDS`,
    /// `ERR_FEN_RANKS`, `ERR_FEN_RANK_LENGTH`, `ERR_FEN_BOARD`, `ERR_FEN_TURN`,
    /// `ERR_FEN_CASTLING`, `ERR_FEN_EP`, `ERR_FEN_HALFMOVE`, `ERR_FEN_FULLMOVE`).
    ///
    /// # Examples
    /// ```
    /// use chess_arbiter::Setup;
    /// let setup = Setup::from_fen("8/8/8/8/8/8/8/K6k w - -").unwrap();
    /// assert_eq!((setup.halfmoves, setup.fullmoves), (0, 1));
    /// let setup = Setup::from_fen("8/8/8/8/8/8/8/K6k w - - 7 0").unwrap();
    /// assert_eq!((setup.halfmoves, setup.fullmoves), (7, 1));
    /// assert!(Setup::from_fen("8/8/8 w - - 0 1").is_err());
    /// ```
    pub fn from_fen(fen: &str) -> Result<Setup, ParseFenError> {
        Setup::from_fen_fields(fen).map(|(setup, _)| setup)
    }

    /// [`Setup::from_fen`], with the FEN's castling field (`-` when it has none).
    fn from_fen_fields(fen: &str) -> Result<(Setup, &str), ParseFenError> {
        let mut errors = Vec::new();
        let fields: ArrayVec<&str, 7> = fields(fen);
        if fields.is_empty() {
            // One problem, not the missing fields' and ranks' that follow from it.
            return Err(ParseFenError {
                errors: vec![FenSyntaxError {
                    kind: FenSyntax::Empty,
                    message: "the FEN is empty".to_string(),
                    squares: Bitboard::EMPTY,
                    value: None,
                    count: None,
                }],
            });
        }
        if fields.len() < 4 || fields.len() > 6 {
            // All the fields: only the first 7 were split off.
            let count = field_count(fen);
            errors.push(FenSyntaxError {
                kind: FenSyntax::Fields,
                message: msg!("a FEN has 4 to 6 fields separated by spaces, found ", count),
                squares: Bitboard::EMPTY,
                value: None,
                count: Some(count),
            });
        }
        let board = parse_board(fields.first().copied().unwrap_or(""), &mut errors);
        let turn = match fields.get(1).copied() {
            Some("w") => Color::White,
            Some("b") => Color::Black,
            Some(other) => {
                errors.push(FenSyntaxError::of_field(
                    FenSyntax::Turn,
                    msg!("invalid side to move ", quoted(other), " (expected w or b)"),
                    other,
                ));
                Color::White
            }
            None => Color::White,
        };
        let castling_rights = match fields.get(2) {
            Some(field) => parse_castling(field, &board, &mut errors),
            None => Bitboard::EMPTY,
        };
        let ep_square = match fields.get(3).copied() {
            None | Some("-") => None,
            Some(field) => match field.parse::<Square>() {
                Ok(sq) => Some(sq),
                Err(_) => {
                    errors.push(FenSyntaxError::of_field(
                        FenSyntax::EnPassant,
                        msg!(
                            "invalid en-passant field ",
                            quoted(field),
                            " (expected - or a square)"
                        ),
                        field,
                    ));
                    None
                }
            },
        };
        let halfmoves = parse_clock(fields.get(4).copied(), 0, FenSyntax::Halfmoves, &mut errors);
        // A fullmove number of 0 (written by some book tools) is read as 1, as python-chess does.
        let fullmoves =
            parse_clock(fields.get(5).copied(), 1, FenSyntax::Fullmoves, &mut errors).max(1);
        if errors.is_empty() {
            let setup = Setup {
                board,
                turn,
                castling_rights,
                ep_square,
                halfmoves,
                fullmoves,
            };
            Ok((setup, fields.get(2).copied().unwrap_or("-")))
        } else {
            Err(ParseFenError { errors })
        }
    }
}

/// `setup`, read from a FEN whose castling field is `field`, with its castling rights as
/// `mode` reads that field. In
/// standard chess `K`, `Q`, `k` and `q` name the rooks on h1, a1, h8 and a8 (Art. 3.8.2.1),
/// wherever the rooks stand, so a right without its rook is reported on the square it needs;
/// X-FEN's outermost-rook reading ([`Setup::from_fen`]) is kept for Chess960.
fn setup_in(field: &str, setup: &Setup, mode: CastlingMode) -> Setup {
    let mut setup = setup.clone();
    if mode == CastlingMode::Standard {
        let mut rights = Bitboard::EMPTY;
        for c in field.chars() {
            let back = if c.is_ascii_uppercase() {
                Rank::FIRST
            } else {
                Rank::EIGHTH
            };
            let file = match c.to_ascii_lowercase() {
                'k' => Some(File::H),
                'q' => Some(File::A),
                f => File::from_char(f),
            };
            if let Some(file) = file {
                rights.add(Square::from_coords(file, back));
            }
        }
        setup.castling_rights = rights;
    }
    setup
}

/// Reads `fen` (syntax only) and the castling mode to read it in ([`CastlingMode::for_fen`]):
/// the [`Setup`] with its castling rights as that mode reads them, for [`crate::rulings`]
/// and others that validate it themselves.
///
/// # Errors
/// [`ParseFenError`] for syntax.
pub fn read_setup(
    fen: &str,
    chess960: Option<bool>,
) -> Result<(Setup, CastlingMode), ParseFenError> {
    let (setup, castling) = Setup::from_fen_fields(fen)?;
    let mode = CastlingMode::of_castling(castling, &setup, chess960);
    Ok((setup_in(castling, &setup, mode), mode))
}

/// Reads and validates a FEN in one go: the castling mode as [`CastlingMode::for_fen`] decides
/// it from `chess960` (an explicit choice wins) and the FEN, strictly or (with `relaxed`) as
/// [`Position::from_setup_relaxed`]. When a standard reading fails on castling rights that
/// Chess960 would accept, the message says so.
///
/// # Errors
/// [`FenError::Parse`] for syntax, [`FenError::Position`] for a position that is not legal (or,
/// relaxed, not playable).
///
/// # Examples
/// ```
/// use chess_arbiter::fen::read;
/// let err = read("4k3/8/8/8/8/8/8/4KR2 w K - 0 1", None, false).unwrap_err();
/// assert!(err.to_string().contains("pass { chess960: true } for Chess960"));
/// assert!(read("4k3/8/8/8/8/8/8/4KR2 w K - 0 1", Some(true), false).is_ok());
/// assert!(read("4k3/8/8/8/8/8/8/4KR2 w F - 0 1", None, false).is_ok());
/// ```
pub fn read(fen: &str, chess960: Option<bool>, relaxed: bool) -> Result<Position, FenError> {
    let level = if relaxed {
        Validation::Relaxed
    } else {
        Validation::Strict
    };
    read_in(fen, chess960, level)
}

/// [`read`] at any [`Validation`] level: [`Validation::Lesson`] also reads a side without a king
/// (see [`Position::from_setup_lesson`]).
///
/// # Errors
/// As [`read`].
///
/// # Examples
/// ```
/// use chess_arbiter::{fen::read_in, position::validate::Validation};
/// let rook_alone = "8/8/8/8/8/8/8/R7 w - - 0 1";
/// assert!(read_in(rook_alone, None, Validation::Relaxed).is_err());
/// assert!(read_in(rook_alone, None, Validation::Lesson).is_ok());
/// ```
pub fn read_in(fen: &str, chess960: Option<bool>, level: Validation) -> Result<Position, FenError> {
    // The castling field, found once: it decides the mode and how the rights read.
    let (setup, castling) = Setup::from_fen_fields(fen).map_err(FenError::Parse)?;
    let mode = CastlingMode::of_castling(castling, &setup, chess960);
    let validate = |mode| {
        let setup = setup_in(castling, &setup, mode);
        match level {
            Validation::Strict => Position::from_setup(&setup, mode),
            Validation::Relaxed => Position::from_setup_relaxed(&setup, mode),
            Validation::Lesson => Position::from_setup_lesson(&setup, mode),
        }
    };
    validate(mode).map_err(|mut e| {
        if mode == CastlingMode::Standard
            && chess960 != Some(true)
            && e.problems
                .iter()
                .any(|p| matches!(p.kind, ProblemKind::CastlingRights(_)))
            && validate(CastlingMode::Chess960).is_ok()
        {
            for p in &mut e.problems {
                if matches!(p.kind, ProblemKind::CastlingRights(_)) {
                    p.add_to_message(
                        ": a valid Chess960 position, pass { chess960: true } for Chess960",
                    );
                }
            }
        }
        FenError::Position(e)
    })
}

impl Position {
    /// Reads a FEN and validates it (see [`Setup::from_fen`] and [`Position::from_setup`]).
    ///
    /// # Errors
    /// [`FenError::Parse`] for syntax, [`FenError::Position`] for an illegal position.
    pub fn from_fen(fen: &str, mode: CastlingMode) -> Result<Position, FenError> {
        let setup = Setup::from_fen(fen).map_err(FenError::Parse)?;
        Position::from_setup(&setup_in(castling_field(fen), &setup, mode), mode)
            .map_err(FenError::Position)
    }

    /// Reads a FEN in relaxed mode (see [`Position::from_setup_relaxed`]).
    ///
    /// # Errors
    /// As [`Position::from_fen`], with fewer position checks.
    pub fn from_fen_relaxed(fen: &str, mode: CastlingMode) -> Result<Position, FenError> {
        let setup = Setup::from_fen(fen).map_err(FenError::Parse)?;
        Position::from_setup_relaxed(&setup_in(castling_field(fen), &setup, mode), mode)
            .map_err(FenError::Position)
    }

    /// The FEN of this position: the en-passant square only when an en-passant capture is
    /// legal, castling as `KQkq` (X-FEN file letters in Chess960 where `K`/`Q` would be
    /// ambiguous, or would read as standard chess: a king on the e-file with a rook off the
    /// corner), as chess.js 1.x, python-chess and shakmaty write by default. The same text as
    /// the position's [`Display`](fmt::Display); [`write_with`] takes other options.
    ///
    /// # Examples
    /// ```
    /// use chess_arbiter::{fen::STARTING_FEN, Position};
    /// let pos = Position::new();
    /// assert_eq!(pos.fen(), STARTING_FEN);
    /// assert_eq!(pos.to_string(), STARTING_FEN);
    /// ```
    pub fn fen(&self) -> String {
        write_with(self, FenOptions::default())
    }
}

/// Writes the position's FEN ([`Position::fen`]).
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.fen())
    }
}

/// Reads a FEN's syntax: [`Setup::from_fen`].
impl core::str::FromStr for Setup {
    type Err = ParseFenError;

    fn from_str(fen: &str) -> Result<Setup, ParseFenError> {
        Setup::from_fen(fen)
    }
}

/// Writes the setup as a FEN, as it stands: the en-passant square as given, castling as `KQkq`
/// where the letter names the outermost rook on that side of a king on its first rank and
/// would read back the same in either mode, else the rook's file letter (X-FEN, as
/// [`CastlingMode::for_fen`] reads it back). [`Setup::from_fen`] reads the text back to an
/// equal setup.
///
/// # Examples
/// ```
/// use chess_arbiter::{fen::STARTING_FEN, Setup};
/// assert_eq!(Setup::standard().to_string(), STARTING_FEN);
/// let setup: Setup = "4k3/8/8/8/8/8/8/4KR2 w F - 3 9".parse().unwrap();
/// assert_eq!(setup.to_string(), "4k3/8/8/8/8/8/8/4KR2 w F - 3 9");
/// ```
impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&write_setup(
            self,
            CastlingMode::Chess960,
            CastlingNotation::XFen,
        ))
    }
}

/// Writes `setup` as a FEN, as it stands (the en-passant square as given), its castling field
/// written as [`write_castling`] writes a position's in `mode` with `notation`: the kings whose
/// rights they are are the kings on their first rank (a right of a side without one there is
/// written by its rook's file). [`Setup`]'s `Display` is this in Chess960 mode with X-FEN.
///
/// # Examples
/// ```
/// use chess_arbiter::fen::{write_setup, CastlingNotation};
/// use chess_arbiter::{CastlingMode, Setup};
/// let setup = Setup::standard();
/// assert_eq!(
///     write_setup(&setup, CastlingMode::Standard, CastlingNotation::XFen),
///     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
/// );
/// assert_eq!(
///     write_setup(&setup, CastlingMode::Chess960, CastlingNotation::Shredder),
///     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"
/// );
/// ```
pub fn write_setup(setup: &Setup, mode: CastlingMode, notation: CastlingNotation) -> String {
    let king = |color: Color| {
        let back = Bitboard::from_rank(Rank::FIRST.relative_to(color));
        (setup.board.kings() & setup.board.by_color(color) & back).first()
    };
    let castling = castling_text(
        &setup.board,
        setup.castling_rights,
        Color::ALL.map(king),
        mode,
        notation,
    );
    format!(
        "{} {} {} {} {} {}",
        write_board(&setup.board),
        setup.turn.char(),
        castling,
        setup.ep_square.map_or("-", |s| s.name()),
        setup.halfmoves,
        setup.fullmoves
    )
}

/// The FEN of an edited setup (chess.js's `put`, `remove`, `setCastlingRights` in
/// `chess-arbiter/compat`), through [`write_setup`]: castling as `KQkq` by side in standard
/// chess (after [`crate::position::edit::tidy`], every right is a corner rook's beside its king
/// on the e-file), by rook file (Shredder-FEN) in Chess960; the en-passant square as it stands.
pub fn write_edited(setup: &Setup, mode: CastlingMode) -> String {
    let notation = match mode {
        CastlingMode::Chess960 => CastlingNotation::Shredder,
        CastlingMode::Standard => CastlingNotation::XFen,
    };
    write_setup(setup, mode, notation)
}

/// How to write the castling field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastlingNotation {
    /// `KQkq`, with a file letter only where `K`/`Q` would name another rook (X-FEN), or, in
    /// Chess960, a rook off the corner of a king on the e-file (which `KQkq` would read as
    /// standard chess).
    XFen,
    /// Always file letters: `HAha` (Shredder-FEN).
    Shredder,
}

/// Options for [`write_with`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FenOptions {
    /// How to write castling rights.
    pub castling: CastlingNotation,
    /// Write the en-passant square after every double step, even when no capture is possible.
    pub always_ep: bool,
}

impl Default for FenOptions {
    fn default() -> FenOptions {
        FenOptions {
            castling: CastlingNotation::XFen,
            always_ep: false,
        }
    }
}

/// The board as 64 FEN piece letters, a1 first, `.` for an empty square (chess.js's board for
/// `chess-arbiter/compat`).
pub fn board_letters(board: &Board) -> String {
    board
        .to_array()
        .iter()
        .map(|p| p.map_or('.', Piece::char))
        .collect()
}

/// Writes the placement field of `board`.
pub fn write_board(board: &Board) -> String {
    let mut out = String::with_capacity(72);
    board_into(&mut out, board);
    out
}

/// Appends the placement field of `board` to `out` ([`write_board`]'s text): the pieces' letters
/// laid out from the twelve piece sets, then the ranks written into one buffer (a FEN per move,
/// for the JS face's game value: asking each square for its piece, and a `push` per letter,
/// were most of the FEN's time).
fn board_into(out: &mut String, board: &Board) {
    let mut letters = [0u8; 64];
    for color in Color::ALL {
        for role in Role::ALL {
            let piece = Piece { color, role };
            // A piece's letter is ASCII.
            let letter = piece.char() as u8;
            for sq in board.by_piece(piece) {
                if let Some(slot) = letters.get_mut(sq.idx()) {
                    *slot = letter;
                }
            }
        }
    }
    // 64 letters or digits at most, and 7 slashes, written at `n & 127` (always in the buffer,
    // so no bounds check): each rank from its occupied squares, the empty squares before a piece
    // as a digit written always and kept only when there are some (no branch per square).
    let mut text = [0u8; 128];
    let mut n = 0;
    let occupied = board.occupied().0;
    for rank in (0..8usize).rev() {
        let mut left = (occupied >> (8 * rank)) & 0xff;
        let mut file = 0;
        while left != 0 {
            let f = left.trailing_zeros() as usize;
            left &= left - 1;
            text[n & 127] = b'0' + (f - file) as u8;
            n += usize::from(f > file);
            text[n & 127] = letters[(8 * rank + f) & 63];
            n += 1;
            file = f + 1;
        }
        text[n & 127] = b'0' + (8 - file) as u8;
        n += usize::from(file < 8);
        text[n & 127] = b'/';
        n += usize::from(rank > 0);
    }
    if let Ok(placement) = core::str::from_utf8(text.get(..n).unwrap_or_default()) {
        out.push_str(placement);
    }
}

/// Writes the castling field of `pos`.
pub fn write_castling(pos: &Position, notation: CastlingNotation) -> String {
    let kings = Color::ALL.map(|color| Some(pos.king_of(color)));
    castling_text(
        pos.board(),
        pos.castling_rights(),
        kings,
        pos.mode(),
        notation,
    )
}

/// The castling field of `rights` on `board`, with the kings (white, black) whose rights they
/// are (a right of a side without one is written by its rook's file).
fn castling_text(
    board: &Board,
    rights: CastlingRights,
    kings: [Option<Square>; 2],
    mode: CastlingMode,
    notation: CastlingNotation,
) -> String {
    let mut out = String::new();
    castling_into(&mut out, board, rights, kings, mode, notation);
    out
}

/// Appends [`castling_text`] to `out` (no text of its own: [`write_into`] writes a FEN into one
/// buffer).
fn castling_into(
    out: &mut String,
    board: &Board,
    rights: CastlingRights,
    kings: [Option<Square>; 2],
    mode: CastlingMode,
    notation: CastlingNotation,
) {
    let start = out.len();
    for (color, king) in Color::ALL.into_iter().zip(kings) {
        let rooks = board.rooks()
            & board.by_color(color)
            & Bitboard::from_rank(Rank::FIRST.relative_to(color));
        // King side first, then queen side; Shredder: by file, h first (from the highest
        // square down).
        let mut left = rights_of(rights, color);
        while let Some(rook) = left.last() {
            left.remove(rook);
            let letter = king.and_then(|king| {
                let side = CastlingSide::of(king, rook);
                let outermost = match side {
                    CastlingSide::KingSide => rooks.filter(|r| r.file() > king.file()).last(),
                    CastlingSide::QueenSide => {
                        let mut r = rooks;
                        r.find(|r| r.file() < king.file())
                    }
                };
                // A `K`/`Q` right of a king on the e-file reads as standard chess, where it
                // means the corner rook: in Chess960 a right on another rook gets its file
                // letter, so every FEN written reads back in its own mode without options.
                let reads_back = mode == CastlingMode::Standard
                    || king.file() != File::E
                    || matches!(rook.file(), File::A | File::H);
                (notation == CastlingNotation::XFen && outermost == Some(rook) && reads_back)
                    .then_some(match side {
                        CastlingSide::KingSide => 'k',
                        CastlingSide::QueenSide => 'q',
                    })
            });
            let c = letter.unwrap_or_else(|| rook.file().char());
            out.push(if color == Color::White {
                c.to_ascii_uppercase()
            } else {
                c
            });
        }
    }
    if out.len() == start {
        out.push('-');
    }
}

/// The FEN of `pos` with `options`.
pub fn write_with(pos: &Position, options: FenOptions) -> String {
    let mut out = String::with_capacity(90);
    write_into(&mut out, pos, options);
    out
}

/// Appends the FEN of `pos` with `options` to `out` ([`write_with`]'s text), field by field into
/// the one buffer: no formatting machinery and no text per field (with `format!` and a string
/// per field, a FEN took about 0.5 µs in wasm, most of what `Game.fen()` costs).
pub fn write_into(out: &mut String, pos: &Position, options: FenOptions) {
    let ep = if options.always_ep {
        pos.ep_square()
    } else {
        pos.legal_ep_square()
    };
    board_into(out, pos.board());
    out.push(' ');
    out.push(pos.turn().char());
    out.push(' ');
    if pos.castling_rights().is_empty() {
        out.push('-');
    } else {
        let kings = Color::ALL.map(|color| Some(pos.king_of(color)));
        castling_into(
            out,
            pos.board(),
            pos.castling_rights(),
            kings,
            pos.mode(),
            options.castling,
        );
    }
    out.push(' ');
    out.push_str(ep.map_or("-", |s| s.name()));
    out.push(' ');
    push_number(out, pos.halfmoves());
    out.push(' ');
    push_number(out, pos.fullmoves());
}

/// Appends `n` in decimal digits.
fn push_number(out: &mut String, n: u32) {
    let mut digits = [b'0'; 10];
    let mut rest = n;
    let mut start = digits.len();
    for slot in digits.iter_mut().rev() {
        *slot = b'0' + (rest % 10) as u8;
        rest /= 10;
        start -= 1;
        if rest == 0 {
            break;
        }
    }
    for &d in digits.get(start..).unwrap_or_default() {
        out.push(char::from(d));
    }
}

/// The longest FEN [`FenWriter`] writes: 64 squares and 7 slashes, a side, 4 castling rights,
/// an en-passant square, two counters of at most 10 digits and 5 spaces (103 bytes), within
/// the 128 its buffer is written through.
const FEN_ROOM: usize = 128;

/// A FEN writer for the positions of a game one after another (the JS face's immutable game
/// value writes one after every move): it keeps each rank of the placement it wrote last, with
/// the board it came from, and writes again only the ranks whose squares changed (a move
/// changes one to three), into a buffer of its own (no allocation once made). Its text is
/// [`write_with`]'s, byte for byte (tested over the lichess games and random positions in
/// tests/fen_writer.rs). (In the full wasm module, [`write_into`] for the state of every move
/// was about 2,500 instructions a ply in Node, most of what a move's state cost beyond the move.)
pub struct FenWriter {
    /// The bitboards of the board whose ranks are kept: the six roles', then the two colors'.
    board: [u64; 8],
    /// Each rank's text (a1's rank first), its bytes in a number, little-endian.
    ranks: [u64; 8],
    /// The length of each rank's text (1 to 8).
    lens: [u8; 8],
    /// False until a placement has been written (`board` and `ranks` then stand for nothing).
    kept: bool,
    /// The last FEN written; `FEN_ROOM` plus one word, so a rank's word stored at any position
    /// up to `FEN_ROOM` fits.
    text: [u8; FEN_ROOM + 8],
    /// The length of the last FEN written.
    len: usize,
    /// What the castling field kept in `castling` was written from: the rights, the rooks on
    /// the first and last ranks, the kings, white's of those, the mode and the notation
    /// (`u64::MAX` at first: no position has every square a castling right).
    castling_key: [u64; 5],
    /// The castling field of `castling_key`, as [`castling_into`] writes it.
    castling: String,
}

impl Default for FenWriter {
    fn default() -> FenWriter {
        FenWriter::new()
    }
}

impl FenWriter {
    /// A writer with nothing kept.
    pub const fn new() -> FenWriter {
        FenWriter {
            board: [0; 8],
            ranks: [0; 8],
            lens: [0; 8],
            kept: false,
            text: [0; FEN_ROOM + 8],
            len: 0,
            castling_key: [u64::MAX; 5],
            castling: String::new(),
        }
    }

    /// Writes the FEN of `pos` with `options` ([`write_with`]'s text) and returns it, ASCII.
    pub fn write(&mut self, pos: &Position, options: FenOptions) -> &[u8] {
        let board = pos.board();
        let now = [
            board.by_role(Role::Pawn).0,
            board.by_role(Role::Knight).0,
            board.by_role(Role::Bishop).0,
            board.by_role(Role::Rook).0,
            board.by_role(Role::Queen).0,
            board.by_role(Role::King).0,
            board.by_color(Color::White).0,
            board.by_color(Color::Black).0,
        ];
        let mut changed = if self.kept { 0 } else { u64::MAX };
        for (kept, new) in self.board.iter().zip(now) {
            changed |= kept ^ new;
        }
        self.board = now;
        self.kept = true;
        let mut n = 0;
        for rank in (0..8usize).rev() {
            if (changed >> (8 * rank)) & 0xff != 0 {
                let (word, len) = rank_text(&now, rank);
                if let (Some(w), Some(l)) = (self.ranks.get_mut(rank), self.lens.get_mut(rank)) {
                    *w = word;
                    *l = len;
                }
            }
            let word = self.ranks.get(rank).copied().unwrap_or_default();
            let len = usize::from(self.lens.get(rank).copied().unwrap_or_default());
            let at = n & (FEN_ROOM - 1);
            // An array store, not `copy_from_slice`: at opt-level "s" (issue 40) that stays a
            // call to core's copy loop, 8 bytes a call.
            if let Some(slot) = self.text.get_mut(at..).and_then(|t| t.first_chunk_mut()) {
                *slot = word.to_le_bytes();
            }
            n = at + len;
            self.put(&mut n, b'/');
        }
        // The last rank's slash is not part of the placement.
        n -= 1;
        self.put(&mut n, b' ');
        self.put(&mut n, pos.turn().char() as u8);
        self.put(&mut n, b' ');
        // The castling field, written again only when what it is written from changed.
        let rights = pos.castling_rights();
        let back = Bitboard::from_rank(Rank::FIRST).0 | Bitboard::from_rank(Rank::EIGHTH).0;
        let rooks = board.rooks().0 & back;
        let kings = board.kings().0;
        let notation = match options.castling {
            CastlingNotation::XFen => 0,
            CastlingNotation::Shredder => 1,
        };
        let key = [
            rights.0,
            rooks,
            kings,
            (rooks | kings) & board.by_color(Color::White).0,
            u64::from(pos.mode() == CastlingMode::Chess960) << 1 | notation,
        ];
        if key != self.castling_key {
            self.castling_key = key;
            self.castling.clear();
            let kings = Color::ALL.map(|color| Some(pos.king_of(color)));
            castling_into(
                &mut self.castling,
                board,
                rights,
                kings,
                pos.mode(),
                options.castling,
            );
        }
        let field = core::mem::take(&mut self.castling);
        for &b in field.as_bytes() {
            self.put(&mut n, b);
        }
        self.castling = field;
        self.put(&mut n, b' ');
        let ep = if options.always_ep {
            pos.ep_square()
        } else {
            pos.legal_ep_square()
        };
        for &b in ep.map_or("-", |s| s.name()).as_bytes() {
            self.put(&mut n, b);
        }
        self.put(&mut n, b' ');
        self.number(&mut n, pos.halfmoves());
        self.put(&mut n, b' ');
        self.number(&mut n, pos.fullmoves());
        self.len = n & (FEN_ROOM - 1);
        self.text.get(..self.len).unwrap_or_default()
    }

    /// Writes `b` at `*n` and moves on.
    #[inline]
    fn put(&mut self, n: &mut usize, b: u8) {
        let at = *n & (FEN_ROOM - 1);
        if let Some(slot) = self.text.get_mut(at) {
            *slot = b;
        }
        *n = at + 1;
    }

    /// Writes `x` in decimal digits.
    fn number(&mut self, n: &mut usize, x: u32) {
        // Most counters have one or two digits.
        if x < 10 {
            self.put(n, b'0' + x as u8);
            return;
        }
        if x < 100 {
            self.put(n, b'0' + (x / 10) as u8);
            self.put(n, b'0' + (x % 10) as u8);
            return;
        }
        let mut digits = [0u8; 10];
        let mut count = 0;
        let mut rest = x;
        for slot in &mut digits {
            *slot = b'0' + (rest % 10) as u8;
            rest /= 10;
            count += 1;
            if rest == 0 {
                break;
            }
        }
        for &d in digits.get(..count).unwrap_or_default().iter().rev() {
            self.put(n, d);
        }
    }
}

/// The text of rank `rank` (0 = the first) of the board whose role and color bitboards are
/// `board` (as [`FenWriter`] keeps them), its bytes in a number (little-endian), and its length.
fn rank_text(board: &[u64; 8], rank: usize) -> (u64, u8) {
    let shift = 8 * rank;
    let white = (board[6] >> shift) & 0xff;
    let mut left = ((board[6] | board[7]) >> shift) & 0xff;
    let mut word = 0u64;
    let mut at = 0;
    let mut file = 0;
    while left != 0 {
        let f = left.trailing_zeros() as usize;
        left &= left - 1;
        if f > file {
            word |= u64::from(b'0' + (f - file) as u8) << (8 * (at & 7));
            at += 1;
        }
        let mut role = 0;
        for (i, bits) in board.iter().take(6).enumerate() {
            if (bits >> (shift + f)) & 1 != 0 {
                role = i;
            }
        }
        let upper = if (white >> f) & 1 != 0 { 0x20 } else { 0 };
        let letter = ROLE_LETTERS.get(role).copied().unwrap_or(b'?') - upper;
        word |= u64::from(letter) << (8 * (at & 7));
        at += 1;
        file = f + 1;
    }
    if file < 8 {
        word |= u64::from(b'0' + (8 - file) as u8) << (8 * (at & 7));
        at += 1;
    }
    (word, at as u8)
}

/// The roles' FEN letters, by [`Role`] number (black's; white's are their capitals).
const ROLE_LETTERS: [u8; 6] = *b"pnbrqk";

/// The castling mode a FEN is read in: these read the FEN's castling field, so they live with
/// the FEN reader (the position layer below knows no notation).
impl CastlingMode {
    /// The castling mode to read a FEN in. An explicit choice wins: `Some(true)` is Chess960,
    /// `Some(false)` standard chess. Without one (`None`) the FEN is read as standard chess
    /// whenever it can be: it is Chess960 only when its castling field names rook files
    /// (Shredder-FEN or X-FEN, e.g. `HAha` or `Kd`) or when a `KQkq` right belongs to a king
    /// that stands on its first rank off the e-file (X-FEN of a Chess960 position, as
    /// `Setup::chess960` positions are written). A FEN that does not read is standard unless it
    /// names rook files (its errors are then reported in standard terms).
    ///
    /// # Examples
    /// ```
    /// use chess_arbiter::CastlingMode;
    /// let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    /// assert_eq!(CastlingMode::for_fen(start, None), CastlingMode::Standard);
    /// let chess960 = "bqnb1rkr/pppppppp/8/8/8/8/PPPPPPPP/BQNB1RKR w KQkq - 0 1";
    /// assert_eq!(CastlingMode::for_fen(chess960, None), CastlingMode::Chess960);
    /// assert_eq!(CastlingMode::for_fen(chess960, Some(false)), CastlingMode::Standard);
    /// // The king on e1: standard chess, where `K` needs the rook on h1.
    /// let rook_on_f1 = "4k3/8/8/8/8/8/8/4KR2 w K - 0 1";
    /// assert_eq!(CastlingMode::for_fen(rook_on_f1, None), CastlingMode::Standard);
    /// assert_eq!(CastlingMode::for_fen("4k3/8/8/8/8/8/8/4KR2 w F - 0 1", None), CastlingMode::Chess960);
    /// ```
    pub fn for_fen(fen: &str, chess960: Option<bool>) -> CastlingMode {
        match Setup::from_fen(fen) {
            Ok(setup) => CastlingMode::of(fen, &setup, chess960),
            Err(_) => CastlingMode::of_flag(
                chess960.unwrap_or_else(|| names_rook_files(castling_field(fen))),
            ),
        }
    }

    /// [`CastlingMode::for_fen`] for a `setup` already read from `fen` (no second parse).
    pub fn of(fen: &str, setup: &Setup, chess960: Option<bool>) -> CastlingMode {
        CastlingMode::of_castling(castling_field(fen), setup, chess960)
    }

    /// [`CastlingMode::of`] with the FEN's castling field (`-` when it has none) found.
    pub(crate) fn of_castling(
        castling: &str,
        setup: &Setup,
        chess960: Option<bool>,
    ) -> CastlingMode {
        CastlingMode::of_flag(
            chess960.unwrap_or_else(|| names_rook_files(castling) || needs_chess960(setup)),
        )
    }
}

/// True when a FEN's castling field is made of castling letters and names a rook's file
/// (Shredder-FEN or X-FEN, e.g. `HAha`, `Kq` is not).
fn names_rook_files(castling: &str) -> bool {
    castling
        .bytes()
        .all(|c| matches!(c, b'A'..=b'H' | b'a'..=b'h' | b'K' | b'Q' | b'k' | b'q'))
        && castling
            .bytes()
            .any(|c| matches!(c, b'A'..=b'H' | b'a'..=b'h'))
}

/// Whitespace as JavaScript's `\s` matches it (chess.js splits a FEN with `/\s+/`): Unicode
/// white space but U+0085, and U+FEFF.
fn is_js_space(c: char) -> bool {
    matches!(
        c,
        '\t' | '\n' | '\u{b}' | '\u{c}' | '\r' | ' ' | '\u{a0}' | '\u{1680}' | '\u{2000}'
            ..='\u{200a}'
                | '\u{2028}'
                | '\u{2029}'
                | '\u{202f}'
                | '\u{205f}'
                | '\u{3000}'
                | '\u{feff}'
    )
}

/// The fields of `fen` as chess.js 1.4.0 splits a FEN (`fen.split(/\s+/)`): at each run of
/// whitespace ([`is_js_space`]), whitespace at either end making an empty field there; an empty
/// text is one empty field.
fn chess_js_fields(fen: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut in_space = false;
    for (i, c) in fen.char_indices() {
        if is_js_space(c) {
            if !in_space {
                out.push(fen.get(start..i).unwrap_or(""));
            }
            in_space = true;
            start = i + c.len_utf8();
        } else {
            in_space = false;
        }
    }
    out.push(fen.get(start..).unwrap_or(""));
    out
}

/// chess.js 1.4.0's rules for a FEN's shape, stricter than [`Setup::from_fen`]'s, for
/// `chess-arbiter/compat`'s `validateFen` and `load` (whose other checks are the core's):
/// exactly six fields as chess.js splits them (at every run of whitespace, so whitespace at
/// either end counts as one more field), and a fullmove number of digits from 1 (chess.js
/// refuses the 0 that [`Setup::from_fen`] reads as 1).
///
/// # Errors
/// [`FenSyntax::Fields`] (`ERR_FEN_FIELDS`) for any other number of fields, else
/// [`FenSyntax::Fullmoves`] (`ERR_FEN_FULLMOVE`) for a sixth field that is not such a number.
///
/// # Examples
/// ```
/// use chess_arbiter::fen::{chess_js_shape, FenSyntax};
/// assert_eq!(chess_js_shape("8/8/8/8/8/8/8/K6k w - - 0 1"), Ok(()));
/// assert_eq!(chess_js_shape("8/8/8/8/8/8/8/K6k w - -"), Err(FenSyntax::Fields));
/// assert_eq!(chess_js_shape("8/8/8/8/8/8/8/K6k w - - 0 1 "), Err(FenSyntax::Fields));
/// assert_eq!(chess_js_shape("8/8/8/8/8/8/8/K6k w - - 0 0"), Err(FenSyntax::Fullmoves));
/// ```
pub fn chess_js_shape(fen: &str) -> Result<(), FenSyntax> {
    match chess_js_fields(fen).as_slice() {
        [_, _, _, _, _, fullmoves] => {
            let digits = !fullmoves.is_empty() && fullmoves.bytes().all(|b| b.is_ascii_digit());
            if digits && fullmoves.bytes().any(|b| b != b'0') {
                Ok(())
            } else {
                Err(FenSyntax::Fullmoves)
            }
        }
        _ => Err(FenSyntax::Fields),
    }
}

/// A FEN of two to five fields (as chess.js splits them) completed as chess.js 1.4.0's `load`
/// completes it: the missing fields from `- - 0 1` (castling, en passant, the clocks), the
/// fields joined by single spaces; any other text as it is.
///
/// # Examples
/// ```
/// use chess_arbiter::fen::chess_js_padded;
/// assert_eq!(chess_js_padded("8/8/8/8/8/8/8/K6k b"), "8/8/8/8/8/8/8/K6k b - - 0 1");
/// assert_eq!(chess_js_padded("8/8/8/8/8/8/8/K6k w -  -\t7"), "8/8/8/8/8/8/8/K6k w - - 7 1");
/// assert_eq!(chess_js_padded("8/8/8/8/8/8/8/K6k"), "8/8/8/8/8/8/8/K6k");
/// ```
pub fn chess_js_padded(fen: &str) -> String {
    let fields = chess_js_fields(fen);
    let n = fields.len();
    if !(2..6).contains(&n) {
        return fen.to_string();
    }
    let missing = ["-", "-", "0", "1"];
    let mut out = String::with_capacity(fen.len() + 8);
    for (i, field) in fields
        .iter()
        .chain(missing.get(n - 2..).unwrap_or(&[]))
        .enumerate()
    {
        if i > 0 {
            out.push(' ');
        }
        out.push_str(field);
    }
    out
}

/// The en-passant field (the fourth) of `fen` as chess.js 1.4.0 splits it ([`chess_js_padded`]'s
/// fields), as written; `None` when it has fewer than four fields.
pub fn chess_js_ep_field(fen: &str) -> Option<&str> {
    chess_js_fields(fen).get(3).copied()
}

/// `fen` with its fourth field (the en-passant square), as fields separated by single spaces,
/// replaced by `ep` (for chess.js's `fen({ forceEnpassantSquare: true })` of the core's FEN);
/// missing fields before it are left empty.
pub fn with_ep_field(fen: &str, ep: &str) -> String {
    let mut out = String::with_capacity(fen.len() + ep.len() + 3);
    let mut spaces = fen
        .bytes()
        .enumerate()
        .filter(|&(_, b)| b == b' ')
        .map(|(i, _)| i);
    match (spaces.nth(2), spaces.next()) {
        // The space before the fourth field, and the one after it (or the end).
        (Some(before), after) => {
            let after = after.unwrap_or(fen.len());
            out.push_str(fen.get(..=before).unwrap_or(""));
            out.push_str(ep);
            out.push_str(fen.get(after..).unwrap_or(""));
        }
        (None, _) => {
            out.push_str(fen);
            let fields = fen.bytes().filter(|&b| b == b' ').count() + 1;
            for _ in fields..4 {
                out.push(' ');
            }
            out.push_str(ep);
        }
    }
    out
}

#[cfg(test)]
mod chess_js_tests {
    use super::{FenSyntax, chess_js_ep_field, chess_js_fields, chess_js_padded, chess_js_shape};

    const BOARD: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";

    #[test]
    fn six_fields_and_a_fullmove_number_from_1() {
        let all = [BOARD, "w", "KQkq", "-", "0", "1", "extra"];
        for n in 1..=7 {
            let fen = all[..n].join(" ");
            let want = if n == 6 {
                Ok(())
            } else {
                Err(FenSyntax::Fields)
            };
            assert_eq!(chess_js_shape(&fen), want, "{n} fields: {fen}");
            assert_eq!(chess_js_fields(&fen).len(), n, "{fen}");
        }
        assert_eq!(FenSyntax::Fields.code(), "ERR_FEN_FIELDS");
        assert_eq!(FenSyntax::Fullmoves.code(), "ERR_FEN_FULLMOVE");
        // Empty text: one empty field.
        assert_eq!(chess_js_fields(""), [""]);
        assert_eq!(chess_js_shape(""), Err(FenSyntax::Fields));
        // Whitespace at either end is one more (empty) field; a run of it splits once.
        let start = format!("{BOARD} w KQkq - 0 1");
        assert_eq!(chess_js_shape(&format!(" {start}")), Err(FenSyntax::Fields));
        assert_eq!(
            chess_js_shape(&format!("{start}\n")),
            Err(FenSyntax::Fields)
        );
        assert_eq!(
            chess_js_shape(&format!("{BOARD}  w\tKQkq \r\n - 0 1")),
            Ok(())
        );
        // JavaScript's \s: no-break space and U+FEFF split, U+0085 does not.
        assert_eq!(
            chess_js_shape(&format!("{BOARD}\u{a0}w\u{feff}KQkq\u{3000}- 0 1")),
            Ok(())
        );
        assert_eq!(chess_js_fields("a\u{85}b c"), ["a\u{85}b", "c"]);
        for c in (0..=0x10ffff).filter_map(char::from_u32) {
            let js = (c.is_whitespace() && c != '\u{85}') || c == '\u{feff}';
            assert_eq!(super::is_js_space(c), js, "U+{:04X}", c as u32);
        }
        // The fullmove number: digits, not all zeros.
        for (fullmoves, want) in [
            ("1", Ok(())),
            ("01", Ok(())),
            ("4294967296", Ok(())),
            ("0", Err(FenSyntax::Fullmoves)),
            ("00", Err(FenSyntax::Fullmoves)),
            ("-1", Err(FenSyntax::Fullmoves)),
            ("+1", Err(FenSyntax::Fullmoves)),
            ("1.5", Err(FenSyntax::Fullmoves)),
            ("x", Err(FenSyntax::Fullmoves)),
            ("\u{661}", Err(FenSyntax::Fullmoves)), // an Arabic-Indic digit is no \d
        ] {
            assert_eq!(
                chess_js_shape(&format!("{BOARD} w KQkq - 0 {fullmoves}")),
                want,
                "{fullmoves}"
            );
        }
        // The other fields are not looked at here (the core's checks are).
        assert_eq!(chess_js_shape("x y z w v 3"), Ok(()));
    }

    #[test]
    fn padding_as_chess_js_loads() {
        assert_eq!(chess_js_padded(BOARD), BOARD);
        assert_eq!(
            chess_js_padded(&format!("{BOARD} w")),
            format!("{BOARD} w - - 0 1")
        );
        assert_eq!(
            chess_js_padded(&format!("{BOARD} w KQkq")),
            format!("{BOARD} w KQkq - 0 1")
        );
        assert_eq!(
            chess_js_padded(&format!("{BOARD} w KQkq e3")),
            format!("{BOARD} w KQkq e3 0 1")
        );
        assert_eq!(
            chess_js_padded(&format!("{BOARD}  w\tKQkq - 5")),
            format!("{BOARD} w KQkq - 5 1")
        );
        // Six fields or more stay as written, whitespace and all.
        let six = format!("{BOARD}  w KQkq - 0 1");
        assert_eq!(chess_js_padded(&six), six);
        let seven = format!("{BOARD} w KQkq - 0 1 x");
        assert_eq!(chess_js_padded(&seven), seven);
        // A leading space is an empty first field, kept.
        assert_eq!(
            chess_js_padded(&format!(" {BOARD} w")),
            format!(" {BOARD} w - 0 1")
        );
        assert_eq!(chess_js_padded(""), "");
        assert_eq!(
            chess_js_ep_field(&format!("{BOARD} b KQkq e3 0 1")),
            Some("e3")
        );
        assert_eq!(chess_js_ep_field(&format!("{BOARD} b KQkq")), None);
    }

    #[test]
    fn en_passant_field_replaced() {
        use super::with_ep_field;
        assert_eq!(
            with_ep_field(&format!("{BOARD} b KQkq - 0 1"), "e3"),
            format!("{BOARD} b KQkq e3 0 1")
        );
        assert_eq!(
            with_ep_field(&format!("{BOARD} w KQkq d6 0 2"), "-"),
            format!("{BOARD} w KQkq - 0 2")
        );
        // Fewer fields: the missing ones before it empty, as JavaScript's join writes holes.
        assert_eq!(with_ep_field("a b", "e3"), "a b  e3");
        assert_eq!(with_ep_field("a b c d", "e3"), "a b c e3");
        assert_eq!(with_ep_field("a b c", "e3"), "a b c e3");
        assert_eq!(with_ep_field("", "e3"), "   e3");
        assert_eq!(with_ep_field("a b c d e f", ""), "a b c  e f");
    }
}

#[cfg(test)]
mod fast_path_tests {
    use super::{field_count, fields, parse_board_checked, parse_board_exact};

    /// The byte loops read what the general readers read: `fields` as `split_ascii_whitespace`,
    /// and `parse_board_exact` a board exactly when the checked reader finds no error, the same.
    #[test]
    fn fast_paths_read_as_the_general_ones() {
        let boards = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
            "r2qr1k1/4ppbp/2bp1np1/p1p5/1pP1P3/PP1P1N1P/1B1N1PP1/1R1QR1K1",
            "8/8/8/8/8/8/8/8",
            "8/8/8/8/8/8/8/7K",
            "",
            "/",
            "8/8/8/8/8/8/8",
            "8/8/8/8/8/8/8/8/8",
            "8/8/8/8/8/8/8/8/",
            "44/8/8/8/8/8/8/8",
            "9/8/8/8/8/8/8/8",
            "0/8/8/8/8/8/8/8",
            "7/8/8/8/8/8/8/8",
            "8p/8/8/8/8/8/8/8",
            "p8/8/8/8/8/8/8/8",
            "ppppppppp/8/8/8/8/8/8/8",
            "x7/8/8/8/8/8/8/8",
            "\u{e9}7/8/8/8/8/8/8/8",
            "8//8/8/8/8/8/8",
            "71/8/8/8/8/8/8/8",
            "1p1p1p1p/P1P1P1P1/8/8/8/8/8/8",
        ];
        let mut exact = 0;
        for b in boards {
            let mut errors = Vec::new();
            let checked = parse_board_checked(b, &mut errors);
            match parse_board_exact(b) {
                Some(board) => {
                    exact += 1;
                    assert!(errors.is_empty(), "{b}: {errors:?}");
                    assert_eq!(board, checked, "{b}");
                }
                None => assert!(!errors.is_empty(), "{b}"),
            }
        }
        assert_eq!(exact, 5);
        for fen in [
            "",
            " ",
            "a",
            "  a  b\tc\n d\r\x0ce f g h i ",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "x\u{a0}y z\x0bw",
            "\u{e9} \u{e9}\u{e9}",
        ] {
            let want: Vec<&str> = fen.split_ascii_whitespace().take(7).collect();
            assert_eq!(fields::<7>(fen).as_slice(), want.as_slice(), "{fen:?}");
            let all = fen.split_ascii_whitespace().count();
            assert_eq!(field_count(fen) as usize, all, "{fen:?}");
        }
    }
}

#[cfg(test)]
mod display_tests {
    use super::{STARTING_FEN, read};
    use crate::{Position, Setup};

    /// `Setup`'s `Display` writes what `Setup::from_fen` (and `str::parse`) reads back to the
    /// same setup, and `Position`'s writes `Position::fen`.
    #[test]
    fn setup_and_position_write_their_fen() {
        let cases = [
            (STARTING_FEN, STARTING_FEN),
            // The en-passant square as given, though no capture is possible.
            (
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
            ),
            // Clocks left out and a fullmove number of 0: `0 1`.
            ("8/8/8/8/8/8/8/K6k w - -", "8/8/8/8/8/8/8/K6k w - - 0 1"),
            ("8/8/8/8/8/8/8/K6k w - - 7 0", "8/8/8/8/8/8/8/K6k w - - 7 1"),
            // Chess960 X-FEN and Shredder-FEN; a rook off the corner of a king on e1.
            (
                "bqnb1rkr/pppppppp/8/8/8/8/PPPPPPPP/BQNB1RKR w HFhf - 0 1",
                "bqnb1rkr/pppppppp/8/8/8/8/PPPPPPPP/BQNB1RKR w KQkq - 0 1",
            ),
            (
                "4k3/8/8/8/8/8/8/4KR2 w F - 3 9",
                "4k3/8/8/8/8/8/8/4KR2 w F - 3 9",
            ),
            // A right with no rook and one with no king: by file letter.
            (
                "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
                "4k3/8/8/8/8/8/8/4K3 w H - 0 1",
            ),
            ("8/8/8/8/8/8/8/R7 w Q - 0 1", "8/8/8/8/8/8/8/R7 w A - 0 1"),
        ];
        for (fen, written) in cases {
            let setup: Setup = fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"));
            assert_eq!(setup.to_string(), written, "{fen}");
            assert_eq!(Setup::from_fen(written).ok(), Some(setup), "{fen}");
        }
        for n in [0, 518, 959] {
            let setup = Setup::chess960(n).unwrap_or_default();
            assert_eq!(Setup::from_fen(&setup.to_string()).ok(), Some(setup), "{n}");
        }
        let pos = read(
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
            None,
            false,
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
        assert_eq!(
            (pos.fen(), pos.to_string()),
            (fen.to_string(), fen.to_string())
        );
        assert_eq!(Position::new().to_string(), STARTING_FEN);
    }
}

#[cfg(test)]
mod syntax_parts_tests {
    use super::{FenField, FenSyntax};
    use crate::Setup;

    /// Each syntax problem carries its field, the field's text (cut as the message quotes it),
    /// its rank and the count of fields or ranks, as the JS API's `validateFen` gives them.
    #[test]
    fn syntax_problems_carry_their_parts() {
        let parts = |fen: &str| {
            Setup::from_fen(fen)
                .err()
                .map(|e| e.errors)
                .unwrap_or_default()
                .into_iter()
                .map(|x| (x.kind, x.kind.field(), x.value.clone(), x.rank(), x.count))
                .collect::<Vec<_>>()
        };
        use FenField as F;
        use FenSyntax as S;
        assert_eq!(
            parts("r6x/8/8 w - - 0 1"),
            [
                (S::Ranks, Some(F::Placement), None, None, Some(3)),
                (
                    S::Board,
                    Some(F::Placement),
                    Some("x".into()),
                    Some(8),
                    None
                ),
            ]
        );
        assert_eq!(
            parts("8/8/8/8/8/8/8/K6k x KQkqK abcdefghijklmnopqrstuvwxyz z -1"),
            [
                (S::Turn, Some(F::Turn), Some("x".into()), None, None),
                (
                    S::Castling,
                    Some(F::Castling),
                    Some("KQkqK".into()),
                    None,
                    None
                ),
                (
                    S::EnPassant,
                    Some(F::EnPassant),
                    Some("abcdefghijklmnopqrstuvwx…".into()),
                    None,
                    None
                ),
                (
                    S::Halfmoves,
                    Some(F::Halfmoves),
                    Some("z".into()),
                    None,
                    None
                ),
                (
                    S::Fullmoves,
                    Some(F::Fullmoves),
                    Some("-1".into()),
                    None,
                    None
                ),
            ]
        );
        assert_eq!(
            parts("8/8/8/8/8/8/8/K5k w - - 0 1 7 8 9"),
            [
                (S::Fields, None, None, None, Some(9)),
                (S::RankLength(1), Some(F::Placement), None, Some(1), None),
            ]
        );
        assert_eq!(
            parts("8/8/8 w"),
            [
                (S::Fields, None, None, None, Some(2)),
                (S::Ranks, Some(F::Placement), None, None, Some(3))
            ]
        );
        let names = [
            F::Placement,
            F::Turn,
            F::Castling,
            F::EnPassant,
            F::Halfmoves,
            F::Fullmoves,
        ]
        .map(F::name);
        assert_eq!(
            names,
            [
                "placement",
                "turn",
                "castling",
                "enPassant",
                "halfmoves",
                "fullmoves"
            ]
        );
    }
}
