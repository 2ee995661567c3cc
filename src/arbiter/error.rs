//! The errors of the arbiter: [`ArbiterError`].

use super::outcome::ArbiterOutcome;
use super::time_control::TimeControlError;
use crate::game::GameError;
use crate::game::pgn::LoadPgnError;
use crate::types::color::Color;
use core::fmt;

/// Why the arbiter refused something. Nothing changes after an error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArbiterError {
    /// The game refused the move or the claim (its code: `ERR_ILLEGAL_MOVE`,
    /// `ERR_CLAIM_NOT_ALLOWED`, ...).
    Game(GameError),
    /// A `TimeControl` value that is not one (`ERR_TIME_CONTROL`).
    TimeControl(TimeControlError),
    /// Controls or a clock state a clock cannot run (`ERR_INVALID_CLOCK`).
    InvalidClock(&'static str),
    /// A time earlier than the last event's (`ERR_TIME_WENT_BACK`).
    TimeWentBack {
        /// The time given.
        at_ms: u64,
        /// The last event's time.
        last_ms: u64,
    },
    /// The clock was stopped: the game is over (`ERR_CLOCK_STOPPED`).
    ClockStopped,
    /// The game is over (`ERR_GAME_OVER`).
    GameOver(ArbiterOutcome),
    /// A null move, which is no move in a game played (`ERR_NULL_MOVE`).
    NullMove,
    /// Only the player to move may do this (a move, Art. 1.2; a draw claim, Art. 9.2 and 9.3)
    /// (`ERR_NOT_YOUR_TURN`).
    NotYourTurn(Color),
    /// The player's draw offer already stands (`ERR_DRAW_OFFER_STANDING`).
    OfferStanding(Color),
    /// The player already offered a draw since their last move (`ERR_DRAW_OFFER_TOO_SOON`).
    OfferTooSoon(Color),
    /// No draw offer of the opponent stands (`ERR_NO_DRAW_OFFER`).
    NoOffer(Color),
    /// A draw by agreement needs a move by each player first (Art. 5.2.3)
    /// (`ERR_AGREEMENT_TOO_EARLY`).
    AgreementTooEarly,
    /// A game is aborted only before each side made its first move (`ERR_ABORT_TOO_LATE`).
    AbortTooLate,
    /// A snapshot that is not one of a game under an arbiter (`ERR_INVALID_SNAPSHOT`).
    InvalidSnapshot(String),
    /// A PGN record that could not be read ([`super::Arbiter::from_pgn`]; `ERR_INVALID_PGN`).
    Pgn(Box<LoadPgnError>),
}

impl ArbiterError {
    /// The stable code.
    pub fn code(&self) -> &'static str {
        match self {
            ArbiterError::Game(e) => e.code(),
            ArbiterError::TimeControl(e) => e.code(),
            ArbiterError::InvalidClock(_) => "ERR_INVALID_CLOCK",
            ArbiterError::TimeWentBack { .. } => "ERR_TIME_WENT_BACK",
            ArbiterError::ClockStopped => "ERR_CLOCK_STOPPED",
            ArbiterError::GameOver(_) => "ERR_GAME_OVER",
            ArbiterError::NullMove => "ERR_NULL_MOVE",
            ArbiterError::NotYourTurn(_) => "ERR_NOT_YOUR_TURN",
            ArbiterError::OfferStanding(_) => "ERR_DRAW_OFFER_STANDING",
            ArbiterError::OfferTooSoon(_) => "ERR_DRAW_OFFER_TOO_SOON",
            ArbiterError::NoOffer(_) => "ERR_NO_DRAW_OFFER",
            ArbiterError::AgreementTooEarly => "ERR_AGREEMENT_TOO_EARLY",
            ArbiterError::AbortTooLate => "ERR_ABORT_TOO_LATE",
            ArbiterError::InvalidSnapshot(_) => "ERR_INVALID_SNAPSHOT",
            ArbiterError::Pgn(e) => e.code(),
        }
    }

    /// The FIDE article the refusal rests on, where one applies: the game's (an illegal
    /// move's, a claim's), the end's for [`ArbiterError::GameOver`] (`6.9` after a flag fall),
    /// `9.2`/`9.3` for a claim out of turn... (see the variants).
    pub fn article(&self) -> Option<&'static str> {
        match self {
            ArbiterError::Game(e) => e.article(),
            ArbiterError::GameOver(outcome) => outcome.termination.article(),
            ArbiterError::NotYourTurn(_) => Some("1.2"),
            ArbiterError::OfferStanding(_) | ArbiterError::OfferTooSoon(_) => Some("9.1.2"),
            ArbiterError::NoOffer(_) => Some("9.1.2"),
            ArbiterError::AgreementTooEarly => Some("5.2.3"),
            ArbiterError::Pgn(e) => e.article(),
            _ => None,
        }
    }
}

impl fmt::Display for ArbiterError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArbiterError::Game(e) => e.fmt(f),
            ArbiterError::TimeControl(e) => e.fmt(f),
            ArbiterError::InvalidClock(why) => write!(f, "invalid clock: {why}"),
            ArbiterError::TimeWentBack { at_ms, last_ms } => write!(
                f,
                "time went back: {at_ms} ms is before the last event, at {last_ms} ms"
            ),
            ArbiterError::ClockStopped => f.write_str("the clock is stopped: the game is over"),
            ArbiterError::GameOver(outcome) => write!(f, "the game is over: {outcome}"),
            ArbiterError::NullMove => f.write_str("a null move is not a move of a game played"),
            ArbiterError::NotYourTurn(color) => write!(
                f,
                "{color} does not have the move: only the player to move may move (Art. 1.2) or \
                 claim a draw (Art. 9.2, 9.3)"
            ),
            ArbiterError::OfferStanding(color) => {
                write!(f, "{color}'s draw offer already stands")
            }
            ArbiterError::OfferTooSoon(color) => write!(
                f,
                "{color} already offered a draw since their last move: one offer per move"
            ),
            ArbiterError::NoOffer(color) => {
                write!(f, "no draw offer of {color}'s opponent stands")
            }
            ArbiterError::AgreementTooEarly => {
                f.write_str("a draw by agreement needs a move by each player first (Art. 5.2.3)")
            }
            ArbiterError::AbortTooLate => {
                f.write_str("a game can be aborted only before each side has made its first move")
            }
            ArbiterError::InvalidSnapshot(why) => write!(f, "invalid arbiter snapshot: {why}"),
            ArbiterError::Pgn(e) => write!(f, "invalid PGN: {e}"),
        }
    }
}

impl core::error::Error for ArbiterError {}

impl From<GameError> for ArbiterError {
    fn from(e: GameError) -> ArbiterError {
        ArbiterError::Game(e)
    }
}

impl From<TimeControlError> for ArbiterError {
    fn from(e: TimeControlError) -> ArbiterError {
        ArbiterError::TimeControl(e)
    }
}
