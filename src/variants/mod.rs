//! The seven lichess variants: antichess, atomic, crazyhouse, horde, king of the hill, racing
//! kings and three-check (and standard chess through the same interface), each written from
//! the variant's published rules (lichess.org/variant).
//!
//! Compiled with the cargo feature `variants` (in the default features, so native builds and
//! tests have it; the wasm builds of the npm entries use `--no-default-features` and leave it
//! out but for the module of `chess-arbiter/variants`, whose exports are `src/wasm/variants.rs`,
//! so no other module grows).
//!
//! # The interface
//! - [`Variant`]: the variant, named by lichess's API key ([`Variant::key`]: `antichess`,
//!   `atomic`, `crazyhouse`, `horde`, `kingOfTheHill`, `racingKings`, `threeCheck`,
//!   `standard`); [`Variant::from_name`] also reads the names PGN `[Variant "..."]` tags use
//!   (`zh`, `koth`, `3-check`, `Three-check`, `King of the Hill`, ...).
//! - [`VariantPosition`]: a legal position of a variant, read from FEN
//!   ([`VariantPosition::from_fen`]) or from the variant's start
//!   ([`VariantPosition::new`]); its legal moves ([`VariantPosition::legal_moves`]),
//!   [`VariantPosition::play`], [`perft`], and how the game stands
//!   ([`VariantPosition::outcome`], [`VariantPosition::is_insufficient_material`]).
//! - [`VariantMove`]: a board move (the crate's [`Move`](crate::Move), with a king as a
//!   promotion in antichess) or a crazyhouse drop; read and written in SAN
//!   ([`VariantPosition::parse_san`], [`VariantPosition::san`]) and UCI
//!   ([`VariantPosition::parse_uci`], [`VariantMove::uci`]).
//!
//! Every function taking outside input returns a `Result` with a [`VariantError`] (a stable
//! [`VariantError::code`]); nothing panics. The guide: `docs/variants.md`.
//!
//! ```
//! use chess_arbiter::variants::{perft, Variant, VariantPosition, VariantTermination};
//! # fn main() -> Result<(), chess_arbiter::variants::VariantError> {
//! let variant = Variant::from_name("zh")?;
//! let pos = VariantPosition::from_fen(variant, "4k3/8/8/8/8/8/8/4K3[Qn] w - - 0 1")?;
//! let m = pos.parse_san("Q@e7")?;
//! assert_eq!(pos.parse_uci("Q@e7")?, m);
//! let next = pos.play(&m)?;
//! assert_eq!(next.fen(), "4k3/4Q3/8/8/8/8/8/4K3[n] b - - 1 1");
//! // A published count (lichess's suite, zh-drops).
//! let drops = VariantPosition::from_fen(variant, "2k5/8/8/8/8/8/8/4K3[Qn] w - -")?;
//! assert_eq!(perft(&drops, 2), 3083);
//! let hill = VariantPosition::from_fen(Variant::KingOfTheHill, "8/8/8/8/4K3/8/8/k7 b - - 0 1")?;
//! let end = hill.outcome().map(|o| (o.winner(), o.termination()));
//! assert_eq!(end, Some((Some(chess_arbiter::Color::White), VariantTermination::KingOfTheHill)));
//! # Ok(())
//! # }
//! ```
//!
//! # FEN
//! Read: the crate's FEN (X-FEN and Shredder-FEN castling, clocks optional) plus
//! - crazyhouse pockets, either in brackets after the placement (`.../RNBQKBNR[Qn]`) or as a
//!   ninth rank (lichess: `.../RNBQKBNR/Qn`, possibly empty: `.../RNBQKBNR/`), and `~` after a
//!   piece that was promoted (`Q~`: it returns to the capturer's pocket as a pawn);
//! - three-check counters, either as the checks each side may still give before the clocks
//!   (`w KQkq - 3+3 0 1`, also without clocks) or as the checks each side has given after the
//!   clocks (lichess: `w KQkq - 0 1 +0+0`).
//!
//! Written ([`VariantPosition::fen`]): the placement with `~` marks and the pocket in brackets,
//! white's pieces first, each side in the order `QRBNP` (`[QRBNPqrbnp]`, `[]` when empty); the
//! three-check counters as the checks still to give, before the clocks (`3+3`). Other variants
//! write the standard FEN. The en-passant square is written only when an en-passant capture is
//! legal.

mod changes;
mod end;
mod game;
mod movegen;
mod notation;
mod position;
mod rulings;

pub use changes::PieceChange;
pub use end::{VariantOutcome, VariantTermination};
pub use game::{
    VariantGame, VariantGameError, VariantLoader, VariantPgnOptions, VariantPlayed,
    VariantSnapshot, read_variant_games, read_variant_games_with,
};
pub use movegen::{VariantMoveList, perft};
pub use position::VariantPosition;
pub use rulings::{VariantAttempt, VariantRuling};

use crate::notation::fen::ParseFenError;
use crate::types::moves::Move;
use crate::types::role::Role;
use crate::types::square::Square;
use core::fmt;

/// A chess variant, as lichess names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Variant {
    /// Standard chess (FIDE Laws).
    #[default]
    Standard,
    /// Antichess: captures are compulsory, the king is an ordinary piece; a player who loses
    /// every piece or is stalemated wins.
    Antichess,
    /// Atomic: a capture explodes the capturing piece and every piece but pawns next to the
    /// square; exploding the enemy king wins.
    Atomic,
    /// Crazyhouse: captured pieces change sides and may be dropped back on the board.
    Crazyhouse,
    /// Horde: white's 36 pawns and no king against black's army; black wins by capturing them
    /// all.
    Horde,
    /// King of the hill: a king reaching d4, e4, d5 or e5 wins.
    KingOfTheHill,
    /// Racing kings: no checks; the first king on the eighth rank wins.
    RacingKings,
    /// Three-check: giving the third check wins.
    ThreeCheck,
}

impl Variant {
    /// Every variant, standard first.
    pub const ALL: [Variant; 8] = [
        Variant::Standard,
        Variant::Antichess,
        Variant::Atomic,
        Variant::Crazyhouse,
        Variant::Horde,
        Variant::KingOfTheHill,
        Variant::RacingKings,
        Variant::ThreeCheck,
    ];

    /// Lichess's API key: `standard`, `antichess`, `atomic`, `crazyhouse`, `horde`,
    /// `kingOfTheHill`, `racingKings`, `threeCheck`.
    pub const fn key(self) -> &'static str {
        match self {
            Variant::Standard => "standard",
            Variant::Antichess => "antichess",
            Variant::Atomic => "atomic",
            Variant::Crazyhouse => "crazyhouse",
            Variant::Horde => "horde",
            Variant::KingOfTheHill => "kingOfTheHill",
            Variant::RacingKings => "racingKings",
            Variant::ThreeCheck => "threeCheck",
        }
    }

    /// The name lichess writes in a PGN `[Variant "..."]` tag: `Standard`, `Antichess`,
    /// `Atomic`, `Crazyhouse`, `Horde`, `King of the Hill`, `Racing Kings`, `Three-check`.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Standard => "Standard",
            Variant::Antichess => "Antichess",
            Variant::Atomic => "Atomic",
            Variant::Crazyhouse => "Crazyhouse",
            Variant::Horde => "Horde",
            Variant::KingOfTheHill => "King of the Hill",
            Variant::RacingKings => "Racing Kings",
            Variant::ThreeCheck => "Three-check",
        }
    }

    /// The variant's starting position in FEN (as [`VariantPosition::fen`] writes it).
    pub const fn starting_fen(self) -> &'static str {
        match self {
            Variant::Standard
            | Variant::Atomic
            | Variant::KingOfTheHill
            | Variant::Crazyhouse
            | Variant::ThreeCheck => match self {
                Variant::Crazyhouse => "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
                Variant::ThreeCheck => {
                    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1"
                }
                _ => crate::notation::fen::STARTING_FEN,
            },
            Variant::Antichess => "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
            Variant::Horde => {
                "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1"
            }
            Variant::RacingKings => "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1",
        }
    }

    /// Reads a variant's name: lichess's API keys and the names and aliases PGN files use in
    /// their `[Variant "..."]` tag, ignoring case, spaces, `-` and `_`: `standard` (also
    /// `chess`, `normal`, `classical`, `From Position`), `antichess` (`anti`), `atomic`
    /// (`atom`), `crazyhouse` (`zh`, `crazy`, `house`), `horde`, `kingOfTheHill`
    /// (`King of the Hill`, `koth`, `hill`), `racingKings` (`Racing Kings`, `racing`, `race`),
    /// `threeCheck` (`Three-check`, `3check`, `3-check`).
    ///
    /// # Errors
    /// [`VariantError::UnknownVariant`] (code `ERR_VARIANT_UNKNOWN`) for any other name.
    ///
    /// # Examples
    /// ```
    /// use chess_arbiter::variants::Variant;
    /// assert_eq!(Variant::from_name("King of the Hill"), Ok(Variant::KingOfTheHill));
    /// assert_eq!(Variant::from_name("3-check"), Ok(Variant::ThreeCheck));
    /// assert_eq!(Variant::from_name("zh"), Ok(Variant::Crazyhouse));
    /// assert!(Variant::from_name("shogi").is_err());
    /// ```
    pub fn from_name(name: &str) -> Result<Variant, VariantError> {
        let folded: String = name
            .chars()
            .filter(|c| !matches!(c, ' ' | '-' | '_'))
            .map(|c| c.to_ascii_lowercase())
            .collect();
        let variant = match folded.as_str() {
            "standard" | "chess" | "normal" | "classical" | "fromposition" => Variant::Standard,
            "antichess" | "anti" => Variant::Antichess,
            "atomic" | "atom" => Variant::Atomic,
            "crazyhouse" | "zh" | "crazy" | "house" => Variant::Crazyhouse,
            "horde" => Variant::Horde,
            "kingofthehill" | "koth" | "hill" => Variant::KingOfTheHill,
            "racingkings" | "racing" | "race" => Variant::RacingKings,
            "threecheck" | "3check" => Variant::ThreeCheck,
            _ => return Err(VariantError::UnknownVariant(name.to_string())),
        };
        Ok(variant)
    }
}

impl fmt::Display for Variant {
    /// Lichess's API key.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

impl core::str::FromStr for Variant {
    type Err = VariantError;
    fn from_str(s: &str) -> Result<Variant, VariantError> {
        Variant::from_name(s)
    }
}

/// A move in a variant: a move of a piece on the board or, in crazyhouse, a drop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VariantMove {
    /// A piece moves (the crate's [`Move`]; in antichess `promotion` may be a king).
    Normal(Move),
    /// A piece of the mover's pocket is put on an empty square (crazyhouse).
    Drop {
        /// The piece dropped (never a king).
        role: Role,
        /// Where it is dropped.
        to: Square,
    },
}

impl VariantMove {
    /// The square the move ends on (for castling the king's square).
    pub fn destination(&self) -> Square {
        match self {
            VariantMove::Normal(m) => m.king_to(),
            VariantMove::Drop { to, .. } => *to,
        }
    }

    /// The board move, `None` for a drop.
    pub fn as_move(&self) -> Option<&Move> {
        match self {
            VariantMove::Normal(m) => Some(m),
            VariantMove::Drop { .. } => None,
        }
    }

    /// True for a capture (en passant included).
    pub fn is_capture(&self) -> bool {
        matches!(self, VariantMove::Normal(m) if m.is_capture())
    }
}

/// Why a variant input was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantError {
    /// A variant name that is none of the known names and aliases.
    UnknownVariant(String),
    /// The FEN's standard fields do not read (the crate's FEN errors).
    Fen(ParseFenError),
    /// The variant parts of a FEN do not read: a pocket, a `~` mark or check counters.
    FenVariant {
        /// `ERR_FEN_POCKET`, `ERR_FEN_PROMOTED` or `ERR_FEN_CHECKS`.
        code: &'static str,
        /// What is wrong, in English.
        message: String,
    },
    /// The FEN reads but is not a legal position of the variant.
    Position {
        /// `ERR_FEN_KINGS`, `ERR_FEN_PAWNS`, `ERR_FEN_CHECK`, `ERR_FEN_CASTLING`,
        /// `ERR_FEN_POCKET` or `ERR_FEN_PIECES`.
        code: &'static str,
        /// What is wrong, in English.
        message: String,
        /// The FIDE article of the rule broken when it is one of chess's (the main entry's
        /// article for the same problem: `3.10.3` kings, `3.7.5.1` pawns on a back rank,
        /// `3.9.2` the side not to move in check, `3.8.2.1` castling, `3.7.4.1` en passant);
        /// `None` for a rule only of the variant (atomic's and horde's kings, racing kings'
        /// checks and pawns, crazyhouse's 64 pieces).
        article: Option<&'static str>,
    },
    /// A move text (SAN or UCI) that does not read.
    MoveSyntax(String),
    /// A move that is not legal in the position (the text given, or the move's UCI).
    IllegalMove(String),
    /// A null move (`--`, `Z0`, `0000`): the variants play none (`ERR_NULL_MOVE`, Art. 1.2, as
    /// the main entry's strict reading); the text given.
    NullMove(String),
    /// A pawn move to the last rank without its promotion piece (`ERR_PROMOTION_REQUIRED`,
    /// Art. 3.7.5.1): the text given.
    PromotionRequired {
        /// The move's text.
        text: String,
        /// The variant (antichess promotes to a king too, which the message says).
        variant: Variant,
    },
    /// A promotion piece given for a move that is no promotion (`ERR_PROMOTION_UNEXPECTED`,
    /// Art. 3.7.5.1): the text given.
    PromotionUnexpected(String),
    /// A SAN that fits more than one legal move.
    AmbiguousMove(String),
    /// A promotion to a piece no pawn may become in the variant, a king (but in antichess) or a
    /// pawn (`a8=K`, `a7a8p`): the letter as written (`ERR_ILLEGAL_MOVE`, Art. 3.7.5.1), the
    /// main entry's [`crate::notation::MoveInputError::PromotionPiece`] and its message.
    PromotionPiece(char),
}

impl VariantError {
    /// The stable code of the error, the main entry's for the same kind of error:
    /// `ERR_VARIANT_UNKNOWN`, `ERR_INVALID_FEN` (a FEN that does not read or is not a legal
    /// position of the variant: [`VariantError::reason`] names the problem),
    /// `ERR_INVALID_MOVE` (text that is neither SAN nor UCI), `ERR_ILLEGAL_MOVE`,
    /// `ERR_PROMOTION_REQUIRED`, `ERR_PROMOTION_UNEXPECTED`, `ERR_AMBIGUOUS_MOVE`.
    pub fn code(&self) -> &'static str {
        match self {
            VariantError::UnknownVariant(_) => "ERR_VARIANT_UNKNOWN",
            VariantError::Fen(_)
            | VariantError::FenVariant { .. }
            | VariantError::Position { .. } => "ERR_INVALID_FEN",
            VariantError::MoveSyntax(_) => "ERR_INVALID_MOVE",
            VariantError::IllegalMove(_) | VariantError::PromotionPiece(_) => "ERR_ILLEGAL_MOVE",
            VariantError::NullMove(_) => "ERR_NULL_MOVE",
            VariantError::PromotionRequired { .. } => "ERR_PROMOTION_REQUIRED",
            VariantError::PromotionUnexpected(_) => "ERR_PROMOTION_UNEXPECTED",
            VariantError::AmbiguousMove(_) => "ERR_AMBIGUOUS_MOVE",
        }
    }

    /// The FIDE article where the rule broken is one of chess's, as the main entry's error
    /// for the same code gives it: `3.7.5.1` for the promotion errors (in every variant: a
    /// pawn reaching the last rank is exchanged, antichess adding the king to the choice), a
    /// FEN position problem's ([`VariantError::Position`]). `None` for the others: a syntax
    /// error, an ambiguous move, a variant's own rule; an [`VariantError::IllegalMove`]'s
    /// depends on why the move is refused, [`VariantRuling::illegal_move_article`].
    pub fn article(&self) -> Option<&'static str> {
        match self {
            VariantError::PromotionRequired { .. }
            | VariantError::PromotionUnexpected(_)
            | VariantError::PromotionPiece(_) => Some("3.7.5.1"),
            VariantError::Position { article, .. } => *article,
            VariantError::NullMove(_) => Some("1.2"),
            _ => None,
        }
    }

    /// The code of the problem of an `ERR_INVALID_FEN`: the crate's FEN syntax codes (the first
    /// problem's: `ERR_FEN_FIELDS`, `ERR_FEN_BOARD`...), or the variant's (`ERR_FEN_POCKET`,
    /// `ERR_FEN_PROMOTED`, `ERR_FEN_CHECKS`, `ERR_FEN_KINGS`, `ERR_FEN_PAWNS`, `ERR_FEN_CHECK`,
    /// `ERR_FEN_CASTLING`, `ERR_FEN_PIECES`...), as the main entry's `validateFen` lists them;
    /// `""` for the other errors.
    pub fn reason(&self) -> &'static str {
        match self {
            VariantError::Fen(e) => e.errors.first().map_or("ERR_FEN_EMPTY", |x| x.kind.code()),
            VariantError::FenVariant { code, .. } | VariantError::Position { code, .. } => code,
            _ => "",
        }
    }

    /// The problem of an `ERR_INVALID_FEN` in English, the first one (the other errors: their
    /// `Display`).
    pub fn problem(&self) -> String {
        match self {
            VariantError::Fen(e) => e
                .errors
                .first()
                .map_or_else(|| self.to_string(), |x| x.message.clone()),
            VariantError::FenVariant { message, .. } | VariantError::Position { message, .. } => {
                message.clone()
            }
            _ => self.to_string(),
        }
    }
}

/// Antichess's [`VariantError::PromotionRequired`] message: the king among the pieces.
const ANTICHESS_PROMOTION_REQUIRED: &str =
    "a pawn reaching the last rank must promote to a queen, rook, bishop, knight or king";

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VariantError::UnknownVariant(name) => {
                write!(f, "unknown variant {}", crate::util::quote::quoted(name))
            }
            VariantError::Fen(e) => write!(f, "{e}"),
            VariantError::FenVariant { message, .. } | VariantError::Position { message, .. } => {
                f.write_str(message)
            }
            // The main entry's messages (crate::notation::MoveInputError), the text quoted after.
            VariantError::MoveSyntax(text)
            | VariantError::IllegalMove(text)
            | VariantError::NullMove(text)
            | VariantError::PromotionUnexpected(text)
            | VariantError::AmbiguousMove(text) => {
                if let Some(main) = self.main_kind() {
                    main.fmt(f)?;
                }
                write!(f, ": {}", crate::util::quote::quoted(text))
            }
            VariantError::PromotionRequired { text, .. } => {
                match self.main_kind() {
                    Some(main) => main.fmt(f)?,
                    None => f.write_str(ANTICHESS_PROMOTION_REQUIRED)?,
                }
                write!(f, ": {}", crate::util::quote::quoted(text))
            }
            VariantError::PromotionPiece(c) => {
                crate::notation::MoveInputError::PromotionPiece(*c).fmt(f)
            }
        }
    }
}

impl VariantError {
    /// A move's error without the text it quotes, as a PGN error of the main entry writes it
    /// after the move (`ply 3 (Ke3): illegal move`): the main entry's
    /// [`crate::notation::MoveInputError`] message (antichess's promotion its own).
    pub(crate) fn move_message(&self) -> String {
        match self.main_kind() {
            Some(main) => main.to_string(),
            None if matches!(self, VariantError::PromotionRequired { .. }) => {
                ANTICHESS_PROMOTION_REQUIRED.to_string()
            }
            None => self.to_string(),
        }
    }

    /// The main entry's move error whose message this one's is (antichess's promotion has
    /// its own), or `None`: one table for [`Display`](fmt::Display) and
    /// [`VariantError::move_message`].
    fn main_kind(&self) -> Option<crate::notation::MoveInputError> {
        use crate::notation::MoveInputError as M;
        Some(match self {
            VariantError::MoveSyntax(_) => M::Syntax,
            VariantError::IllegalMove(_) => M::Illegal,
            VariantError::AmbiguousMove(_) => M::Ambiguous,
            VariantError::NullMove(_) => M::NullMove,
            VariantError::PromotionRequired { variant, .. } if *variant != Variant::Antichess => {
                M::PromotionRequired
            }
            VariantError::PromotionUnexpected(_) => M::PromotionUnexpected,
            VariantError::PromotionPiece(c) => M::PromotionPiece(*c),
            _ => return None,
        })
    }
}

impl core::error::Error for VariantError {}
