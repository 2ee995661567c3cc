//! How a game ends: [`Termination`], [`Outcome`], the claimable [`DrawClaim`]s, and the
//! automatic ends checked on every position of the line (FIDE Art. 5 and 9; see [`crate::game`]).

use crate::adjudication::dead::OpenSide;
use crate::position::Position;
use crate::types::color::Color;
use crate::types::moves::{Move, MoveKind};
use crate::types::role::Role;
use core::fmt;

/// How a game ended. Each has a stable snake_case name ([`Termination::name`]) and its FIDE
/// article ([`Termination::article`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Termination {
    /// The side to move is checkmated (`checkmate`, Art. 5.1.1).
    Checkmate,
    /// The side to move has no legal move and is not in check (`stalemate`, Art. 5.2.1).
    Stalemate,
    /// Neither side has material to mate (`insufficient_material`, Art. 5.2.2).
    InsufficientMaterial,
    /// No series of legal moves can end in mate, for a reason beyond material alone
    /// (`dead_position`, Art. 5.2.2).
    DeadPosition,
    /// The same position appeared for at least the fifth time (`fivefold_repetition`,
    /// Art. 9.6.1).
    FivefoldRepetition,
    /// 75 moves by each player without a pawn move or a capture (`seventyfive_moves`,
    /// Art. 9.6.2).
    SeventyFiveMoves,
    /// Claimed: the same position for at least the third time (`threefold_repetition`,
    /// Art. 9.2).
    ThreefoldRepetition,
    /// Claimed: 50 moves by each player without a pawn move or a capture (`fifty_moves`,
    /// Art. 9.3).
    FiftyMoves,
    /// A flag fell (`timeout`, Art. 6.9): the side whose time ran out loses, or the game is
    /// drawn when its opponent cannot checkmate by any series of legal moves. Never an
    /// automatic end: [`crate::game::Game::timeout`] gives it.
    Timeout,
}

impl Termination {
    /// Every termination, in the order the automatic ones are checked, then the claims.
    pub const ALL: [Termination; 9] = [
        Termination::Checkmate,
        Termination::Stalemate,
        Termination::InsufficientMaterial,
        Termination::DeadPosition,
        Termination::FivefoldRepetition,
        Termination::SeventyFiveMoves,
        Termination::ThreefoldRepetition,
        Termination::FiftyMoves,
        Termination::Timeout,
    ];

    /// The stable snake_case name: `checkmate`, `stalemate`, `insufficient_material`,
    /// `dead_position`, `fivefold_repetition`, `seventyfive_moves`, `threefold_repetition`,
    /// `fifty_moves`, `timeout`.
    pub const fn name(self) -> &'static str {
        match self {
            Termination::Checkmate => "checkmate",
            Termination::Stalemate => "stalemate",
            Termination::InsufficientMaterial => "insufficient_material",
            Termination::DeadPosition => "dead_position",
            Termination::FivefoldRepetition => "fivefold_repetition",
            Termination::SeventyFiveMoves => "seventyfive_moves",
            Termination::ThreefoldRepetition => "threefold_repetition",
            Termination::FiftyMoves => "fifty_moves",
            Termination::Timeout => "timeout",
        }
    }

    /// Reads a name written by [`Termination::name`].
    pub fn from_name(name: &str) -> Option<Termination> {
        Termination::ALL.into_iter().find(|t| t.name() == name)
    }

    /// The FIDE article: `5.1.1`, `5.2.1`, `5.2.2`, `5.2.2`, `9.6.1`, `9.6.2`, `9.2`, `9.3`, `6.9`.
    pub const fn article(self) -> &'static str {
        match self {
            Termination::Checkmate => "5.1.1",
            Termination::Stalemate => "5.2.1",
            Termination::InsufficientMaterial | Termination::DeadPosition => "5.2.2",
            Termination::FivefoldRepetition => "9.6.1",
            Termination::SeventyFiveMoves => "9.6.2",
            Termination::ThreefoldRepetition => "9.2",
            Termination::FiftyMoves => "9.3",
            Termination::Timeout => "6.9",
        }
    }

    /// True for the draws that need a claim (threefold repetition, 50 moves).
    pub const fn is_claim(self) -> bool {
        matches!(
            self,
            Termination::ThreefoldRepetition | Termination::FiftyMoves
        )
    }
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The result of a finished game: the winner (`None` for a draw) and how it ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The side that won, `None` for a draw.
    pub winner: Option<Color>,
    /// How the game ended.
    pub termination: Termination,
}

impl Outcome {
    /// A draw by `termination`.
    pub const fn draw(termination: Termination) -> Outcome {
        Outcome {
            winner: None,
            termination,
        }
    }

    /// The PGN result: `1-0`, `0-1` or `1/2-1/2`.
    pub const fn result(&self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(color) => write!(f, "{color} wins by {}", self.termination),
            None => write!(f, "draw by {}", self.termination),
        }
    }
}

/// The draws a player may claim (FIDE Art. 9.2 and 9.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawClaim {
    /// The same position for at least the third time (Art. 9.2).
    ThreefoldRepetition,
    /// The last 50 moves by each player without a pawn move or a capture (Art. 9.3).
    FiftyMoves,
}

impl DrawClaim {
    /// The termination a successful claim gives.
    pub const fn termination(self) -> Termination {
        match self {
            DrawClaim::ThreefoldRepetition => Termination::ThreefoldRepetition,
            DrawClaim::FiftyMoves => Termination::FiftyMoves,
        }
    }

    /// The stable name: `threefold_repetition` or `fifty_moves`.
    pub const fn name(self) -> &'static str {
        self.termination().name()
    }

    /// Reads `threefold_repetition` or `fifty_moves`.
    pub fn from_name(name: &str) -> Option<DrawClaim> {
        [DrawClaim::ThreefoldRepetition, DrawClaim::FiftyMoves]
            .into_iter()
            .find(|c| c.name() == name)
    }
}

/// How the game ends automatically at `pos`, reached for the `occurrences`-th time, in the
/// order of [`crate::game`]: checkmate, stalemate, insufficient material, dead position,
/// fivefold repetition, 75 moves. `count` is the number of legal moves at `pos` (or any
/// number above [`crate::adjudication::dead::DEAD_MOVES_LOOKED_AT`] when there are more), and `moves` the
/// moves themselves when `count` is at most that (else they are not looked at and may be
/// left out). `open` is a side known to be open at `pos`
/// (see [`carried_open`]); the second value is such a side for the positions after it.
pub(super) fn automatic_end(
    pos: &Position,
    occurrences: usize,
    count: usize,
    moves: &[Move],
    open: Option<OpenSide>,
) -> (Option<Outcome>, Option<OpenSide>) {
    if let Some(end) = end_before_dead(pos, count) {
        return (Some(end), None);
    }
    let (dead, open) = dead_beyond_material(pos, count, moves, open);
    if dead {
        return (Some(Outcome::draw(Termination::DeadPosition)), open);
    }
    (end_after_dead(pos, occurrences), open)
}

/// The automatic ends checked before the dead-position test beyond material: checkmate,
/// stalemate (`count`, the number of legal moves, is 0; any other count will do otherwise),
/// insufficient material.
pub(super) fn end_before_dead(pos: &Position, count: usize) -> Option<Outcome> {
    if count == 0 {
        return Some(if pos.is_check() {
            Outcome {
                winner: Some(pos.turn().other()),
                termination: Termination::Checkmate,
            }
        } else {
            Outcome::draw(Termination::Stalemate)
        });
    }
    if pos.is_insufficient_material() {
        return Some(Outcome::draw(Termination::InsufficientMaterial));
    }
    None
}

/// True for the automatic ends [`end_before_dead`] gives: those found before the dead-position
/// test beyond material, which a game read from PGN never leaves for later (`Game::settle`).
pub(super) fn found_before_dead(outcome: &Outcome) -> bool {
    matches!(
        outcome.termination,
        Termination::Checkmate | Termination::Stalemate | Termination::InsufficientMaterial
    )
}

/// The dead-position test beyond material (Art. 5.2.2) of a position with `count` legal moves
/// (`moves`, listed when there are at most [`crate::adjudication::dead::DEAD_MOVES_LOOKED_AT`]), a side `open`
/// carried to it; whether it is dead, and a side open at it.
pub(super) fn dead_beyond_material(
    pos: &Position,
    count: usize,
    moves: &[Move],
    open: Option<OpenSide>,
) -> (bool, Option<OpenSide>) {
    if count > crate::adjudication::dead::DEAD_MOVES_LOOKED_AT {
        pos.is_dead_with_many_moves(open)
    } else {
        pos.is_dead_beyond_material_open(moves, open)
    }
}

/// The automatic ends checked after the dead-position test: the fifth occurrence of the
/// position (`occurrences`), then the 75-move rule.
pub(super) fn end_after_dead(pos: &Position, occurrences: usize) -> Option<Outcome> {
    let termination = if occurrences >= 5 {
        Termination::FivefoldRepetition
    } else if pos.halfmoves() >= 150 {
        Termination::SeventyFiveMoves
    } else {
        return None;
    };
    Some(Outcome::draw(termination))
}

/// A side *open* at `after`, the position `m` leads to from `before`, where `open` was open:
/// one whose point 5 of [`crate::adjudication::dead`] (neither side can win) is `false` at `after` without a
/// walk. `replies` are the legal moves at `after`.
///
/// A side `S` is open at a position when its static proofs fail there and its walk of
/// [`crate::adjudication::dead::DEAD_NODES`] positions cannot end without a mate (the positions it reaches
/// hold a mate, or more than its budget); a side with a free pawn is found by the dead-position
/// test itself at every position, without a walk, and is not carried. The walk
/// reaches every position that legal moves lead to through positions that are not a mate, a
/// stalemate, or statically unwinnable for `S`, each position once, whatever the clocks. So when
/// `before` can be reached again from `after` through such positions, everything the walk
/// reaches from `before` it reaches from `after` too, and a walk that could not end from
/// `before` cannot end from `after` (if it is tried there: a walk not tried answers `false`
/// too). That is the case
/// here: `m` is a move of a piece to an empty square that changes no castling right, with no
/// en-passant capture possible before it, and a reply `x`
/// of a piece to an empty square, then `m` taken back, then `x` taken back, is legal and
/// leads back to `before` (same pieces, side to move, castling rights, no en passant) through
/// positions where `S` is not statically unwinnable. Without this, the game walked up to
/// 4,000 positions after every move of a quiet ending (60 % of a replay's time).
pub(super) fn carried_open(
    before: &Position,
    open: Option<Color>,
    m: &Move,
    after: &Position,
    replies: &[Move],
) -> Option<Color> {
    let side = open?;
    if !quiet_piece_move(m)
        || before.castling_rights != after.castling_rights
        || before.legal_ep_square().is_some()
    {
        return None;
    }
    if after.is_statically_unwinnable_for(side) {
        return None;
    }
    let back = reversed(m);
    replies
        .iter()
        .filter(|x| quiet_piece_move(x))
        .any(|x| {
            let q1 = after.play_unchecked(x);
            if q1.castling_rights != after.castling_rights {
                return false;
            }
            let Ok(q2) = q1.play(&back) else {
                return false;
            };
            let Ok(q3) = q2.play(&reversed(x)) else {
                return false;
            };
            q3.board == before.board
                && q3.turn == before.turn
                && q3.castling_rights == before.castling_rights
                && q3.legal_ep_square().is_none()
                && !q1.is_statically_unwinnable_for(side)
                && !q2.is_statically_unwinnable_for(side)
        })
        .then_some(side)
}

/// A move of a piece (not a pawn) to an empty square, not castling.
fn quiet_piece_move(m: &Move) -> bool {
    m.kind == MoveKind::Normal
        && m.role != Role::Pawn
        && m.capture.is_none()
        && m.promotion.is_none()
}

/// `m` (a quiet piece move) taken back.
fn reversed(m: &Move) -> Move {
    Move {
        from: m.to,
        to: m.from,
        ..*m
    }
}

#[cfg(test)]
mod tests {
    use super::carried_open;
    use crate::notation::uci::Uci;
    use crate::position::Position;
    use crate::position::castling::CastlingMode;
    use crate::types::color::Color;

    /// `carried_open` for the move `uci` from `fen`, with `open` open before it.
    fn carry(fen: &str, uci: &str, open: Option<Color>) -> Option<Color> {
        let before = Position::from_fen(fen, CastlingMode::Standard).expect("a legal FEN");
        let m = Uci::parse(uci)
            .expect("a UCI move")
            .to_move(&before)
            .expect("a legal move");
        let after = before.play_unchecked(&m);
        let replies = after.legal_moves();
        carried_open(&before, open, &m, &after, &replies)
    }

    /// Italian-game start: Bf1-c4 is a quiet piece move, and ...Ng8-f6, Bc4-f1, Nf6-g8 lead
    /// back to it, so a side open before it is open after it; the cases that must not carry
    /// each break one condition.
    const ITALIAN: &str = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";

    /// A wall of locked pawns on ranks 3 to 5, white's king behind it, black's king and
    /// white's dark-squared bishop (every black pawn is on a light
    /// square, so it can never take one) in front of it.
    const LOCKED: &str = "5k2/8/5B2/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/K7 w - - 0 1";

    /// The premises of the `LOCKED` case in `moves_that_cannot_be_taken_back_carry_nothing`:
    /// which positions on the way are statically unwinnable for white.
    #[test]
    fn locked_wall_positions() {
        let unwinnable = |moves: &[&str]| {
            let mut pos = Position::from_fen(LOCKED, CastlingMode::Standard).expect("a FEN");
            for uci in moves {
                let m = Uci::parse(uci).expect("UCI").to_move(&pos).expect("legal");
                pos = pos.play_unchecked(&m);
            }
            pos.is_statically_unwinnable_for(Color::White)
        };
        assert!(unwinnable(&[]));
        assert!(!unwinnable(&["f6e7"]), "black is in check");
        for reply in ["f8e8", "f8f7", "f8g7", "f8g8"] {
            assert!(unwinnable(&["f6e7", reply]), "{reply}");
        }
        assert!(unwinnable(&["f6e7", "f8g8", "e7f6"]));
        assert!(!unwinnable(&["f6e7", "f8g7", "e7f6"]), "black is in check");
    }

    #[test]
    fn a_quiet_piece_move_carries_the_open_side() {
        assert_eq!(
            carry(ITALIAN, "f1c4", Some(Color::White)),
            Some(Color::White)
        );
        assert_eq!(
            carry(ITALIAN, "f1c4", Some(Color::Black)),
            Some(Color::Black)
        );
        assert_eq!(carry(ITALIAN, "f1c4", None), None);
    }

    #[test]
    fn moves_that_cannot_be_taken_back_carry_nothing() {
        let white = Some(Color::White);
        // A pawn move, a capture, and a king move that ends both castling rights.
        assert_eq!(carry(ITALIAN, "d2d3", white), None);
        assert_eq!(carry(ITALIAN, "f3e5", white), None);
        assert_eq!(carry(ITALIAN, "e1e2", white), None);
        // An en-passant capture (d4xe3) is possible before the move: the position after the
        // round trip would lack it.
        let ep = "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3";
        assert_eq!(carry(ep, "g8f6", white), None);
        // After Ne5-c6 black has only pawn moves (Kb8 is covered): no reply can be taken back.
        assert_eq!(
            carry("k7/pp6/8/4N3/8/8/7R/7K w - - 0 1", "e5c6", white),
            None
        );
        // Locked pawns and a lone bishop: white cannot mate once black is out of check. After
        // Be7+ white is not statically unwinnable (the check), but after every reply that can
        // be taken back (Ke8, Kf7, Kg7, Kg8) white is, so nothing carries, though Bf6 and the
        // king's move back would restore the position. After Kg7 and Bf6+ black is in check
        // again: one of the two positions in between unwinnable is enough to carry nothing.
        assert_eq!(carry(LOCKED, "f6e7", white), None);
        // A lone bishop cannot mate: white is statically unwinnable after the move.
        assert_eq!(carry("k7/8/8/8/8/8/8/KB6 w - - 0 1", "b1c2", white), None);
    }
}
