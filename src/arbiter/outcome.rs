//! How a game under an [`super::Arbiter`] ended: the game's own ends ([`Termination`]) and
//! those only players or an arbiter decide (resignation, agreement, abort).

use crate::game::{Outcome, Termination};
use crate::types::color::Color;
use core::fmt;

/// How a game under an arbiter ended. Each has a stable snake_case name
/// ([`ArbiterTermination::name`]): the [`Termination`] names of the game's own ends
/// (`checkmate`, ..., `timeout`), and `resignation`, `agreement`, `aborted`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArbiterTermination {
    /// An end the game itself gives: checkmate, stalemate, dead position, fivefold
    /// repetition, 75 moves, a claimed draw, or a flag fall ([`Termination::Timeout`]).
    Game(Termination),
    /// A player resigned (`resignation`, Art. 5.1.2).
    Resignation,
    /// The players agreed to a draw (`agreement`, Art. 5.2.3, offered by Art. 9.1.2).
    Agreement,
    /// The game was called off before each side had made its first move (`aborted`): an
    /// online convention, not in the FIDE Laws; no result (`*`).
    Aborted,
}

impl ArbiterTermination {
    /// Every termination the arbiter gives.
    pub const ALL: [ArbiterTermination; 12] = [
        ArbiterTermination::Game(Termination::Checkmate),
        ArbiterTermination::Game(Termination::Stalemate),
        ArbiterTermination::Game(Termination::InsufficientMaterial),
        ArbiterTermination::Game(Termination::DeadPosition),
        ArbiterTermination::Game(Termination::FivefoldRepetition),
        ArbiterTermination::Game(Termination::SeventyFiveMoves),
        ArbiterTermination::Game(Termination::ThreefoldRepetition),
        ArbiterTermination::Game(Termination::FiftyMoves),
        ArbiterTermination::Game(Termination::Timeout),
        ArbiterTermination::Resignation,
        ArbiterTermination::Agreement,
        ArbiterTermination::Aborted,
    ];

    /// The stable snake_case name: [`Termination::name`] for the game's own ends, else
    /// `resignation`, `agreement`, `aborted`.
    pub const fn name(self) -> &'static str {
        match self {
            ArbiterTermination::Game(t) => t.name(),
            ArbiterTermination::Resignation => "resignation",
            ArbiterTermination::Agreement => "agreement",
            ArbiterTermination::Aborted => "aborted",
        }
    }

    /// Reads a name written by [`ArbiterTermination::name`].
    pub fn from_name(name: &str) -> Option<ArbiterTermination> {
        ArbiterTermination::ALL
            .into_iter()
            .find(|t| t.name() == name)
    }

    /// The FIDE article: [`Termination::article`], `5.1.2`, `5.2.3`; `None` for an abort.
    pub const fn article(self) -> Option<&'static str> {
        match self {
            ArbiterTermination::Game(t) => Some(t.article()),
            ArbiterTermination::Resignation => Some("5.1.2"),
            ArbiterTermination::Agreement => Some("5.2.3"),
            ArbiterTermination::Aborted => None,
        }
    }

    /// The value of the PGN `Termination` tag (PGN standard 9.8.1): `time forfeit` for a flag
    /// fall, `abandoned` for an abort, `normal` for every other end.
    pub const fn pgn_termination(self) -> &'static str {
        match self {
            ArbiterTermination::Game(Termination::Timeout) => "time forfeit",
            ArbiterTermination::Aborted => "abandoned",
            _ => "normal",
        }
    }
}

impl fmt::Display for ArbiterTermination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The end of a game under an arbiter: the winner (`None` for a draw or an abort) and how it
/// ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ArbiterOutcome {
    /// The side that won; `None` for a draw, and for an abort.
    pub winner: Option<Color>,
    /// How the game ended.
    pub termination: ArbiterTermination,
}

impl ArbiterOutcome {
    /// The PGN result: `1-0`, `0-1`, `1/2-1/2`; `*` for an abort.
    pub const fn result(&self) -> &'static str {
        match (self.winner, self.termination) {
            (_, ArbiterTermination::Aborted) => "*",
            (Some(Color::White), _) => "1-0",
            (Some(Color::Black), _) => "0-1",
            (None, _) => "1/2-1/2",
        }
    }
}

impl From<Outcome> for ArbiterOutcome {
    fn from(o: Outcome) -> ArbiterOutcome {
        ArbiterOutcome {
            winner: o.winner,
            termination: ArbiterTermination::Game(o.termination),
        }
    }
}

impl fmt::Display for ArbiterOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.winner, self.termination) {
            (_, ArbiterTermination::Aborted) => f.write_str("game aborted"),
            (Some(color), t) => write!(f, "{color} wins by {t}"),
            (None, t) => write!(f, "draw by {t}"),
        }
    }
}
