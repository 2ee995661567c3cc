//! How a variant game ends on the board: each variant's win, checkmate and stalemate, and
//! insufficient material as each variant's rules decide it.

use super::Variant;
use super::position::VariantPosition;
use crate::types::bitboard::Bitboard;
use crate::types::color::Color;
use crate::types::role::{Piece, Role};
use crate::types::square::Square;

/// Why a variant game is over. Each has a stable snake_case name ([`VariantTermination::name`],
/// the main entry's style: `checkmate`, `insufficient_material`, ... as
/// [`crate::game::Termination`]) and the rule it comes from ([`VariantTermination::rule`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VariantTermination {
    /// The side to move is in check without a legal move (standard, king of the hill,
    /// three-check, crazyhouse: no drop helps, atomic, horde's black).
    Checkmate,
    /// The side to move has no legal move and is not in check: a draw, except in antichess.
    Stalemate,
    /// Neither side can win (each variant's rule, see
    /// [`VariantPosition::is_insufficient_material`]).
    InsufficientMaterial,
    /// King of the hill: a king reached d4, e4, d5 or e5.
    KingOfTheHill,
    /// Three-check: a side gave its third check.
    ThreeChecks,
    /// Atomic: a king was exploded.
    KingExploded,
    /// Racing kings: one king reached the eighth rank and the other could not follow.
    RaceWon,
    /// Racing kings: white reached the eighth rank and black followed at once: a draw.
    RaceDrawn,
    /// Horde: black captured the whole horde.
    HordeDestroyed,
    /// Antichess: a side has no piece left (and wins). In a game it is always the side to
    /// move (a side loses its last piece to the other's move); a set-up position where the
    /// side not to move has none is read the same way: that side wins, the game is over.
    AllPiecesLost,
    /// Antichess: the side to move has pieces but no legal move (and wins).
    AntichessStalemate,
    /// A game's end (never a position's): the same position for the fifth time, a draw in
    /// every variant ([`super::VariantGame`]).
    FivefoldRepetition,
    /// A game's end: 50 moves by each side without a capture or a pawn move (the halfmove
    /// clock at 100), a draw in every variant but crazyhouse ([`super::VariantGame`]).
    FiftyMoves,
    /// A game's end on a claim: the same position for the third time
    /// ([`super::VariantGame::claim_draw`]).
    ThreefoldRepetition,
}

impl VariantTermination {
    /// Every termination: the position's ends, then the game's.
    pub const ALL: [VariantTermination; 14] = [
        VariantTermination::Checkmate,
        VariantTermination::Stalemate,
        VariantTermination::InsufficientMaterial,
        VariantTermination::KingOfTheHill,
        VariantTermination::ThreeChecks,
        VariantTermination::KingExploded,
        VariantTermination::RaceWon,
        VariantTermination::RaceDrawn,
        VariantTermination::HordeDestroyed,
        VariantTermination::AllPiecesLost,
        VariantTermination::AntichessStalemate,
        VariantTermination::FivefoldRepetition,
        VariantTermination::FiftyMoves,
        VariantTermination::ThreefoldRepetition,
    ];

    /// A stable snake_case name (the main entry's style, [`crate::game::Termination::name`]):
    /// `checkmate`, `stalemate`, `insufficient_material`, `king_of_the_hill`, `three_checks`,
    /// `king_exploded`, `race_won`, `race_drawn`, `horde_destroyed`, `all_pieces_lost`,
    /// `antichess_stalemate`, `fivefold_repetition`, `fifty_moves`, `threefold_repetition`.
    /// The names shared with the main entry mean what they mean there.
    pub const fn name(self) -> &'static str {
        match self {
            VariantTermination::Checkmate => "checkmate",
            VariantTermination::Stalemate => "stalemate",
            VariantTermination::InsufficientMaterial => "insufficient_material",
            VariantTermination::KingOfTheHill => "king_of_the_hill",
            VariantTermination::ThreeChecks => "three_checks",
            VariantTermination::KingExploded => "king_exploded",
            VariantTermination::RaceWon => "race_won",
            VariantTermination::RaceDrawn => "race_drawn",
            VariantTermination::HordeDestroyed => "horde_destroyed",
            VariantTermination::AllPiecesLost => "all_pieces_lost",
            VariantTermination::AntichessStalemate => "antichess_stalemate",
            VariantTermination::FivefoldRepetition => "fivefold_repetition",
            VariantTermination::FiftyMoves => "fifty_moves",
            VariantTermination::ThreefoldRepetition => "threefold_repetition",
        }
    }

    /// Reads a name written by [`VariantTermination::name`].
    pub fn from_name(name: &str) -> Option<VariantTermination> {
        VariantTermination::ALL
            .into_iter()
            .find(|t| t.name() == name)
    }

    /// The FIDE article of an end that is one of chess's, as the main entry's `Termination`
    /// gives it (the article of [`VariantTermination::rule`]): `5.1.1` checkmate, `5.2.1`
    /// stalemate, `5.2.2` insufficient material, `9.6.1` fivefold repetition, `9.3` fifty
    /// moves, `9.2` threefold repetition; `None` for a variant's own end.
    pub const fn article(self) -> Option<&'static str> {
        match self {
            VariantTermination::Checkmate => Some("5.1.1"),
            VariantTermination::Stalemate => Some("5.2.1"),
            VariantTermination::InsufficientMaterial => Some("5.2.2"),
            VariantTermination::FivefoldRepetition => Some("9.6.1"),
            VariantTermination::FiftyMoves => Some("9.3"),
            VariantTermination::ThreefoldRepetition => Some("9.2"),
            _ => None,
        }
    }

    /// Where the rule is published: the FIDE article for the standard ends, the lichess
    /// variant page (`lichess.org/variant/<key>`) for a variant's own end, and lichess's
    /// draw rules (`lichess.org/faq#threefold`) for the game's draws.
    pub const fn rule(self) -> &'static str {
        match self {
            VariantTermination::Checkmate => "FIDE Laws 5.1.1",
            VariantTermination::Stalemate => "FIDE Laws 5.2.1",
            VariantTermination::InsufficientMaterial => "FIDE Laws 5.2.2; lichess.org/variant",
            VariantTermination::KingOfTheHill => "lichess.org/variant/kingOfTheHill",
            VariantTermination::ThreeChecks => "lichess.org/variant/threeCheck",
            VariantTermination::KingExploded => "lichess.org/variant/atomic",
            VariantTermination::RaceWon | VariantTermination::RaceDrawn => {
                "lichess.org/variant/racingKings"
            }
            VariantTermination::HordeDestroyed => "lichess.org/variant/horde",
            VariantTermination::AllPiecesLost | VariantTermination::AntichessStalemate => {
                "lichess.org/variant/antichess"
            }
            VariantTermination::FivefoldRepetition => "FIDE Laws 9.6.1; lichess.org/faq#threefold",
            VariantTermination::FiftyMoves => "FIDE Laws 9.3; lichess.org/faq#threefold",
            VariantTermination::ThreefoldRepetition => "FIDE Laws 9.2; lichess.org/faq#threefold",
        }
    }
}

/// The end of a variant game on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VariantOutcome {
    /// `winner` won.
    Decisive {
        /// The winner.
        winner: Color,
        /// How.
        termination: VariantTermination,
    },
    /// A draw.
    Draw {
        /// How.
        termination: VariantTermination,
    },
}

impl VariantOutcome {
    /// The winner, `None` for a draw.
    pub fn winner(&self) -> Option<Color> {
        match self {
            VariantOutcome::Decisive { winner, .. } => Some(*winner),
            VariantOutcome::Draw { .. } => None,
        }
    }
    /// How the game ended.
    pub fn termination(&self) -> VariantTermination {
        match self {
            VariantOutcome::Decisive { termination, .. } | VariantOutcome::Draw { termination } => {
                *termination
            }
        }
    }
}

fn win(winner: Color, termination: VariantTermination) -> Option<VariantOutcome> {
    Some(VariantOutcome::Decisive {
        winner,
        termination,
    })
}

fn draw(termination: VariantTermination) -> Option<VariantOutcome> {
    Some(VariantOutcome::Draw { termination })
}

impl VariantPosition {
    /// The game's end on the board, `None` while it goes on: the variant's own end first
    /// (a king on the hill, the third check, an exploded king, the race, the horde gone,
    /// an antichess player without pieces), then checkmate and stalemate (in antichess the
    /// stalemated side wins), then insufficient material
    /// ([`VariantPosition::is_insufficient_material`]). The fifty-move rule and repetition
    /// are the game's, not the position's.
    pub fn outcome(&self) -> Option<VariantOutcome> {
        use VariantTermination as T;
        let us = self.turn;
        let them = us.other();
        let board = &self.board;
        let kings_of = |c: Color| board.kings() & board.by_color(c);
        match self.variant {
            Variant::KingOfTheHill => {
                for c in [them, us] {
                    if kings_of(c).intersects(super::movegen::CENTRE) {
                        return win(c, T::KingOfTheHill);
                    }
                }
            }
            Variant::ThreeCheck => {
                for c in [them, us] {
                    if self.checks[c.index()] >= 3 {
                        return win(c, T::ThreeChecks);
                    }
                }
            }
            Variant::Atomic => {
                for c in [them, us] {
                    if kings_of(c.other()).is_empty() {
                        return win(c, T::KingExploded);
                    }
                }
            }
            Variant::RacingKings => {
                let white = self.reached(Color::White);
                let black = self.reached(Color::Black);
                if white && black {
                    return draw(T::RaceDrawn);
                }
                if (white || black) && self.is_variant_end() {
                    let winner = if white { Color::White } else { Color::Black };
                    return win(winner, T::RaceWon);
                }
            }
            Variant::Horde => {
                if board.by_color(Color::White).is_empty() {
                    return win(Color::Black, T::HordeDestroyed);
                }
            }
            Variant::Antichess => {
                // The side to move first; the other side only in a set-up position no game
                // reaches (its last piece was taken and it is not its turn): it has still lost
                // everything, so it wins (the move generator has ended the game for both).
                for c in [us, them] {
                    if board.by_color(c).is_empty() {
                        return win(c, T::AllPiecesLost);
                    }
                }
            }
            Variant::Standard | Variant::Crazyhouse => {}
        }
        if self.legal_moves().is_empty() {
            return if self.variant == Variant::Antichess {
                win(us, T::AntichessStalemate)
            } else if self.is_check() {
                win(them, T::Checkmate)
            } else {
                draw(T::Stalemate)
            };
        }
        if self.is_insufficient_material() {
            return draw(T::InsufficientMaterial);
        }
        None
    }

    /// True when neither side can win by any series of legal moves, by the variant's rule:
    /// - standard: only kings and minor pieces, at most one minor piece, or bishops all on
    ///   squares of one colour;
    /// - antichess: only bishops and pawns, each side's bishops on one square colour and the
    ///   two sides' on different colours, every pawn blocked by a pawn and standing on the
    ///   colour the enemy bishops cannot reach;
    /// - atomic: with two pieces or more on each side, kings and bishops only, at most four
    ///   pieces, and bishops on both square colours (they can never meet); with a lone king
    ///   on one side, kings and at most two knights, or a lone rook, bishop or knight against
    ///   it (kings cannot confine each other);
    /// - three-check: only the two kings;
    /// - atomic also: a closed position, every piece a king, a bishop or a pawn stuck behind
    ///   a pawn with nothing to capture, the bishops (if any) of one side and one colour with
    ///   every enemy pawn on the other colour;
    /// - horde: a fortress, the horde unable to move now or (black to move) after any black
    ///   move, unless it is a single piece black can take (whether the horde can ever mate is
    ///   [`VariantPosition::has_insufficient_material`]);
    /// - crazyhouse, king of the hill, racing kings: never.
    pub fn is_insufficient_material(&self) -> bool {
        let b = &self.board;
        match self.variant {
            Variant::Standard => {
                let majors = b.pawns() | b.rooks() | b.queens();
                if majors.nonempty() {
                    return false;
                }
                let minors = b.knights() | b.bishops();
                minors.count() <= 1
                    || (b.knights().is_empty()
                        && (b.bishops().intersects(Bitboard::DARK_SQUARES)
                            != b.bishops().intersects(Bitboard::LIGHT_SQUARES)))
            }
            Variant::Antichess => self.antichess_bishops_draw(),
            Variant::Atomic => {
                let w = b.by_color(Color::White).count();
                let bl = b.by_color(Color::Black).count();
                let opposite = bishops_on_both_colours(b);
                let n = b.occupied().count();
                let material = if w >= 2 && bl >= 2 {
                    (b.kings() | b.bishops()) == b.occupied() && n <= 4 && opposite
                } else if (b.kings() | b.knights()) == b.occupied() {
                    n <= 4
                } else {
                    (b.pawns() | b.queens()).is_empty() && !opposite && n <= 3
                };
                material || self.atomic_closed()
            }
            Variant::ThreeCheck => b.kings() == b.occupied(),
            Variant::Horde => self.horde_fortress(),
            Variant::Crazyhouse | Variant::KingOfTheHill | Variant::RacingKings => false,
        }
    }

    /// True when `color` cannot win by any series of legal moves (a flag fall then draws), as
    /// lichess decides it. Standard: a lone king, a lone knight against a king and queens
    /// only, or bishops only with all bishops on the board on one square colour and no enemy
    /// knight or pawn; antichess: a lone knight each with the pieces on different
    /// square colours; atomic and three-check: a lone king; horde: the horde's material
    /// cannot mate (lichess's table of mating patterns by material); crazyhouse, king of the
    /// hill, racing kings: never. Also true whenever [`Self::is_insufficient_material`] is, but
    /// in horde (the material table alone, as lichess's table checks it).
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        let b = &self.board;
        let ours = b.by_color(color);
        let lone_king = (ours - b.kings()).is_empty();
        match self.variant {
            Variant::Standard => {
                let them = b.by_color(color.other());
                let mine = ours - b.kings();
                // A knight mates against any enemy piece but queens; bishops mate against a
                // knight, a pawn or a bishop of the other colour.
                let lone_knight = mine.count() == 1
                    && mine.intersects(b.knights())
                    && (them - b.kings() - b.queens()).is_empty();
                let bishops_only = mine.nonempty()
                    && (mine - b.bishops()).is_empty()
                    && !bishops_on_both_colours(b)
                    && (them & (b.knights() | b.pawns())).is_empty();
                lone_king || lone_knight || bishops_only
            }
            Variant::Antichess => {
                if self.is_insufficient_material() {
                    return true;
                }
                let one_knight_each = b.knights() == b.occupied()
                    && b.by_color(Color::White).count() == 1
                    && b.by_color(Color::Black).count() == 1;
                if !one_knight_each {
                    return false;
                }
                let same_colour = !b.occupied().intersects(Bitboard::DARK_SQUARES)
                    || !b.occupied().intersects(Bitboard::LIGHT_SQUARES);
                // Knights on one colour: the side to move's opponent cannot win; else the
                // side to move cannot.
                if same_colour {
                    color != self.turn
                } else {
                    color == self.turn
                }
            }
            Variant::Atomic | Variant::ThreeCheck => lone_king || self.is_insufficient_material(),
            Variant::Horde => color == Color::White && horde_cannot_mate(b),
            Variant::Crazyhouse | Variant::KingOfTheHill | Variant::RacingKings => false,
        }
    }

    /// Atomic's closed position: every piece a king, a bishop or a pawn stuck behind a pawn
    /// with nothing to capture (kings never capture, so nothing can ever change), and the
    /// bishops, if any, of one side and one square colour, with every enemy pawn on the other
    /// colour (nothing for them to take).
    fn atomic_closed(&self) -> bool {
        let b = &self.board;
        let closed = b.occupied().into_iter().all(|sq| {
            b.kings().contains(sq)
                || b.bishops().contains(sq)
                || (b.pawns().contains(sq)
                    && b.color_at(sq).is_some_and(|c| self.pawn_blocked(sq, c)))
        });
        if !closed {
            return false;
        }
        let Some(bishop) = b.bishops().first() else {
            return true;
        };
        let Some(side) = b.color_at(bishop) else {
            return false;
        };
        let light = !bishop.is_dark();
        b.occupied().into_iter().all(|sq| {
            let ours = b.by_color(side).contains(sq);
            b.kings().contains(sq)
                || (b.pawns().contains(sq) && (ours || sq.is_dark() == light))
                || (b.bishops().contains(sq) && ours && sq.is_dark() != light)
        })
    }

    /// Horde's fortress: the horde (with more than one piece, or one black cannot take)
    /// cannot move now, or, black to move, after any black move.
    fn horde_fortress(&self) -> bool {
        let b = &self.board;
        let horde = b.by_color(Color::White);
        if let Some(single) = horde.single() {
            if b.attackers_to(single, Color::Black, b.occupied())
                .nonempty()
            {
                return false;
            }
        }
        match self.turn {
            Color::White => self.legal_moves().is_empty(),
            Color::Black => self
                .legal_moves()
                .iter()
                .all(|m| self.make(m).legal_moves().is_empty()),
        }
    }

    /// Antichess's drawn bishops: see [`Self::is_insufficient_material`].
    fn antichess_bishops_draw(&self) -> bool {
        let b = &self.board;
        if (b.bishops() | b.pawns()) != b.occupied() {
            return false;
        }
        let colour_of = |c: Color| {
            let bishops = b.bishops() & b.by_color(c);
            match (
                bishops.intersects(Bitboard::DARK_SQUARES),
                bishops.intersects(Bitboard::LIGHT_SQUARES),
            ) {
                (true, false) => Some(true),
                (false, true) => Some(false),
                _ => None,
            }
        };
        let (Some(white_dark), Some(black_dark)) =
            (colour_of(Color::White), colour_of(Color::Black))
        else {
            return false;
        };
        if white_dark == black_dark {
            return false;
        }
        for sq in b.pawns() {
            let Some(color) = b.color_at(sq) else {
                return false;
            };
            let enemy_dark = if color == Color::White {
                black_dark
            } else {
                white_dark
            };
            // On the colour the enemy bishops never reach, and stuck behind a pawn with
            // nothing to capture.
            if sq.is_dark() == enemy_dark || !self.pawn_blocked(sq, color) {
                return false;
            }
        }
        true
    }

    /// True when the pawn of `color` on `sq` has a pawn right in front of it and nothing to
    /// capture (en passant included).
    fn pawn_blocked(&self, sq: Square, color: Color) -> bool {
        let b = &self.board;
        let forward = if color == Color::White { 1 } else { -1 };
        let Some(front) = sq.offset(0, forward) else {
            return false;
        };
        let attacks = crate::position::attacks::pawn_attacks(color, sq);
        b.pawns().contains(front)
            && !attacks.intersects(b.by_color(color.other()))
            && !self.ep_square.is_some_and(|ep| attacks.contains(ep))
    }
}

/// True when bishops (of either side) stand on both square colours.
fn bishops_on_both_colours(b: &crate::position::board::Board) -> bool {
    b.bishops().intersects(Bitboard::DARK_SQUARES)
        && b.bishops().intersects(Bitboard::LIGHT_SQUARES)
}

/// Horde: true when white's material can never mate black's king, whatever black has (the
/// mating patterns by material: a pawn promotes, so a pawn counts as its best promotion; with
/// four units the horde always can; below, each case needs black pieces to box its king in).
fn horde_cannot_mate(b: &crate::position::board::Board) -> bool {
    let white = b.by_color(Color::White);
    let black = b.by_color(Color::Black);
    let count = |role: Role, side: Bitboard| (b.by_role(role) & side).count();
    let wb = b.bishops() & white;
    let w_light = (wb & Bitboard::LIGHT_SQUARES).count();
    let w_dark = (wb & Bitboard::DARK_SQUARES).count();
    // Two bishops of one colour cover as much as one: more than two add nothing new.
    let bishops = w_light.min(2) + w_dark.min(2);
    let (pawns, knights, rooks, queens) = (
        count(Role::Pawn, white),
        count(Role::Knight, white),
        count(Role::Rook, white),
        count(Role::Queen, white),
    );
    let units = pawns + knights + rooks + queens + bishops;
    let bishop_light = w_light >= 1;
    let colour = |light: bool| {
        if light {
            Bitboard::LIGHT_SQUARES
        } else {
            Bitboard::DARK_SQUARES
        }
    };
    let bp = count(Role::Pawn, black);
    let bn = count(Role::Knight, black);
    let bbish = count(Role::Bishop, black);
    let br = count(Role::Rook, black);
    let black_total = black.count();
    let black_bishops_on = |light: bool| (b.bishops() & black & colour(light)).count();
    let black_other_than_bishops_on = |light: bool| black_total - black_bishops_on(light);
    let black_pair = black_bishops_on(true) >= 1 && black_bishops_on(false) >= 1;
    let white_pair = w_light >= 1 && w_dark >= 1;

    if units == 0 {
        return true;
    }
    if units >= 4 {
        return false;
    }
    if (pawns >= 1 || queens >= 1) && units >= 2 {
        return false;
    }
    if rooks >= 1 && units >= 2 {
        // Rook and bishop against a lone king (the bishop's colour's bishops aside) cannot.
        let exception = units == 2
            && rooks == 1
            && bishops == 1
            && black_other_than_bishops_on(bishop_light) == 1;
        if !exception {
            return false;
        }
    }
    if units == 1 {
        if black_total == 1 {
            return true;
        }
        if queens == 1 {
            // A queen mates a cornered king boxed by a pawn or rook, or two bishops of a
            // colour.
            return !(bp >= 1
                || br >= 1
                || black_bishops_on(true) >= 2
                || black_bishops_on(false) >= 2);
        }
        if pawns == 1 {
            // The pawn as a queen or as a knight.
            let Some(sq) = (b.pawns() & white).first() else {
                return true;
            };
            let mut as_queen = *b;
            as_queen.set_piece_at(
                sq,
                Piece {
                    color: Color::White,
                    role: Role::Queen,
                },
            );
            let mut as_knight = *b;
            as_knight.set_piece_at(
                sq,
                Piece {
                    color: Color::White,
                    role: Role::Knight,
                },
            );
            return horde_cannot_mate(&as_queen) && horde_cannot_mate(&as_knight);
        }
        if rooks == 1 {
            // A rook mates a cornered king boxed by two of pawn, rook, knight.
            return !(bp >= 2
                || (br >= 1 && bp >= 1)
                || (br >= 1 && bn >= 1)
                || (bp >= 1 && bn >= 1));
        }
        if bishops == 1 {
            // A bishop mates a king boxed by pawns or bishops of the other colour.
            let other = black_bishops_on(!bishop_light);
            return !(other >= 2 || (other >= 1 && bp >= 1) || bp >= 2);
        }
        // A lone knight: a smothered king in the corner.
        let enough = black_total >= 4
            && (bn >= 2
                || bp >= 2
                || (br >= 1 && bn >= 1)
                || (br >= 1 && bbish >= 1)
                || (br >= 1 && bp >= 1)
                || (bn >= 1 && bbish >= 1)
                || (bn >= 1 && bp >= 1)
                || (bbish >= 1 && bp >= 1)
                || (black_pair && bp >= 1));
        let dark_ok = black_bishops_on(false) < 2 || black_other_than_bishops_on(false) >= 3;
        let light_ok = black_bishops_on(true) < 2 || black_other_than_bishops_on(true) >= 3;
        return !(enough && dark_ok && light_ok);
    }
    if units == 2 {
        if black_total == 1 {
            return true;
        }
        if knights == 2 {
            return bp + bbish + bn < 1;
        }
        if white_pair {
            return !(bp >= 1
                || bbish >= 1
                || (bn >= 1 && (br >= 1 || (b.queens() & black).nonempty())));
        }
        if bishops >= 1 && knights >= 1 {
            return !(bp >= 1
                || black_bishops_on(!bishop_light) >= 1
                || black_other_than_bishops_on(bishop_light) >= 3);
        }
        // Two bishops of one colour.
        let other = black_bishops_on(!bishop_light);
        return !((bp >= 1 && (other >= 1 || bn >= 1))
            || (other >= 1 && bn >= 1)
            || other >= 2
            || bn >= 2
            || bp >= 2);
    }
    // Three units of minor pieces.
    if (knights == 2 && bishops == 1) || knights == 3 || white_pair {
        return false;
    }
    black_total == 1
}
