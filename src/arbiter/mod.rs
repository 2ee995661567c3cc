//! The arbiter: a [`Game`] played on a chess clock (FIDE Art. 6), with every way a game ends
//! (Art. 5, 6.9, 9): see [`Arbiter`].
//!
//! - [`TimeControl`] reads and writes the PGN `TimeControl` tag (PGN standard 9.6), with a
//!   notation of this crate's own for delays (`300+d5`, `300+b5`); [`TimeControls`] gives
//!   each side its control (time odds);
//! - [`Clock`] runs two clocks from the caller's timestamps (milliseconds, no timer inside);
//! - [`Arbiter`] owns a [`Game`] and a [`Clock`] and decides how the game ends: checkmate and
//!   the other automatic ends, claims, flag falls (Art. 6.9), resignation (5.1.2), draw offers
//!   (9.1.2) and agreement (5.2.3), and aborts (an online convention).
//!
//! The folder depends on [`crate::game`] (and what it builds on) and nothing depends on it,
//! so it can be cut into a module of its own. Units: every time is in milliseconds (`u64`),
//! every timestamp is the caller's (any epoch, never going back).

mod clock;
mod error;
mod outcome;
mod time_control;

pub use clock::{Charge, Clock, ClockOptions, ClockSnapshot, ClockStart, LagQuota, SideClock};
pub use error::ArbiterError;
pub use outcome::{ArbiterOutcome, ArbiterTermination};
pub use time_control::{
    Bonus, Period, TimeControl, TimeControlError, TimeControlProblem, TimeControls,
};

use crate::game::pgn::{game_to_pgn, set_tag};
use crate::game::{Game, GameSnapshot, MoveInput, NodeId, PlayOptions, PlayedMove, Termination};
use crate::notation::parse_move;
use crate::pgn::{PgnGame, PgnResult, PgnWriteOptions};
use crate::types::color::Color;
use crate::types::moves::Move;

/// A move played under the arbiter, with its time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TimedMove {
    /// The node of the game's tree the move leads to.
    pub node: NodeId,
    /// The side that made it.
    pub color: Color,
    /// When it was made (the caller's time, milliseconds).
    pub at_ms: u64,
    /// The mover's clock after it (bonus included): the PGN's `%clk`; `None` without a
    /// clock for that side.
    pub clock_ms: Option<u64>,
    /// The time the move took on the mover's clock ([`Charge::elapsed_ms`]: from the previous
    /// event, lag credit taken off; 0 for a move made without a clock).
    pub spent_ms: u64,
}

/// What [`Arbiter::play`] did with a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveRuling {
    /// The move was played (the game may have ended with it: [`Arbiter::outcome`]).
    Played(PlayedMove),
    /// The mover's flag fell before the move: the move is not played and the game ended
    /// with this outcome (Art. 6.9).
    Late(ArbiterOutcome),
}

/// A game under an arbiter as plain data (no serde), for a server to persist and restore
/// ([`Arbiter::snapshot`], [`Arbiter::from_snapshot`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArbiterSnapshot {
    /// The game.
    pub game: GameSnapshot,
    /// The clock.
    pub clock: ClockSnapshot,
    /// The moves played under the arbiter.
    pub moves: Vec<TimedMove>,
    /// The side whose draw offer stands.
    pub draw_offer: Option<Color>,
    /// White offered a draw since its last move (and may not again before its next).
    pub white_offered: bool,
    /// Black offered a draw since its last move.
    pub black_offered: bool,
    /// An end the arbiter decided (resignation, agreement, abort, flag fall); the game's own
    /// ends are the game's.
    pub end: Option<ArbiterOutcome>,
    /// When the game ended, if it did under the arbiter.
    pub ended_at_ms: Option<u64>,
}

/// A [`Game`] played on a [`Clock`], deciding every way the game ends.
///
/// # Time
/// Every action carries its time (`at`, milliseconds of the caller's clock; a server's, never
/// a client's). A time before the previous action's is refused ([`ArbiterError::TimeWentBack`]).
/// The flag of the side to move is noticed at the time of any action and when asked
/// ([`Arbiter::flag_fall`]): an arbiter that sees the clock at all times observes it at once
/// (Art. 6.8). A move made after the flag fell is not played ([`MoveRuling::Late`]).
///
/// # How the game ends
/// - the game's own ends ([`Game::outcome`]): checkmate, stalemate, dead position, fivefold
///   repetition, 75 moves, and draws claimed by the player to move ([`Arbiter::claim_draw`]).
///   Reached before the flag fell, they stand (Art. 6.9 yields to Art. 5.1.1, 5.2.1-5.2.3);
/// - a flag fall (`timeout`, Art. 6.9): the side out of time loses, or the game is drawn when
///   its opponent cannot checkmate by any series of legal moves ([`Game::timeout`]'s verdict);
/// - resignation (`resignation`, Art. 5.1.2): the resigning side loses, or the game is drawn
///   when its opponent cannot checkmate by any series of legal moves (the same verdict);
/// - agreement (`agreement`, Art. 5.2.3), only once each player has made a move, through
///   draw offers (Art. 9.1.2): an offer stands until the opponent accepts it, declines it, or
///   makes a move; it is made with a move (offer right after playing) or at any other time.
///   No flooding: a player may offer once between two of their own moves (a second offer
///   before their next move is refused, [`ArbiterError::OfferTooSoon`]). An offer while the
///   opponent's offer stands accepts it;
/// - an abort (`aborted`, result `*`): before each side has made its first move under the
///   arbiter, either player may call the game off. An online convention (lichess, chess.com),
///   not in the FIDE Laws.
///
/// Nothing changes after an error. Null moves are refused: they are no moves of a game played.
///
/// # Examples
/// ```
/// use chess_arbiter::arbiter::{Arbiter, ClockOptions, MoveRuling, TimeControl};
/// use chess_arbiter::{Color, Game};
/// let tc: TimeControl = "180+2".parse().unwrap();
/// let mut arbiter = Arbiter::new(Game::new(), tc, ClockOptions::at(0)).unwrap();
/// arbiter.play("e4", 5_000).unwrap(); // white took 5 s: 180 - 5 + 2
/// assert_eq!(arbiter.remaining(Color::White, 5_000), Some(177_000));
/// assert_eq!(arbiter.remaining(Color::Black, 65_000), Some(120_000));
/// assert!(matches!(arbiter.play("e5", 190_000).unwrap(), MoveRuling::Late(_)));
/// assert_eq!(arbiter.outcome().unwrap().termination.name(), "timeout");
/// ```
#[derive(Clone, Debug)]
pub struct Arbiter {
    game: Game,
    clock: Clock,
    moves: Vec<TimedMove>,
    offer: Option<Color>,
    offered: [bool; 2],
    end: Option<ArbiterOutcome>,
    ended_at_ms: Option<u64>,
}

fn index(color: Color) -> usize {
    match color {
        Color::White => 0,
        Color::Black => 1,
    }
}

impl Arbiter {
    /// `game` played from where it stands on a clock for `controls` (one control for both
    /// sides, or [`TimeControls`] for time odds). Moves already in the game are history: the
    /// clock counts moves (for periods) from here. A game already over keeps its outcome.
    ///
    /// # Errors
    /// [`ArbiterError::InvalidClock`] for controls a clock cannot run (see [`Clock::new`]).
    pub fn new(
        game: Game,
        controls: impl Into<TimeControls>,
        options: ClockOptions,
    ) -> Result<Arbiter, ArbiterError> {
        let mut clock = Clock::new(controls.into(), options, game.turn())?;
        if game.is_game_over() {
            clock.stop(clock.last_ms().unwrap_or(0));
        }
        Ok(Arbiter {
            game,
            clock,
            moves: Vec::new(),
            offer: None,
            offered: [false; 2],
            end: None,
            ended_at_ms: None,
        })
    }

    /// The game (read only: moves go through the arbiter).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The clock.
    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// The moves played under the arbiter, with their times and `%clk`.
    pub fn moves(&self) -> &[TimedMove] {
        &self.moves
    }

    /// The side whose draw offer stands.
    pub fn draw_offer(&self) -> Option<Color> {
        self.offer
    }

    /// How the game ended, or `None` while it goes on.
    pub fn outcome(&self) -> Option<ArbiterOutcome> {
        self.end
            .or_else(|| self.game.outcome().map(ArbiterOutcome::from))
    }

    /// The legal moves now: the game's, none once the game is over, by the board or under the
    /// arbiter (a flag fall, a resignation, a draw agreed, an abort).
    pub fn legal_moves(&self) -> crate::types::moves::MoveList {
        if self.end.is_some() {
            crate::types::moves::MoveList::new()
        } else {
            self.game.legal_moves()
        }
    }

    /// When the game ended under the arbiter (the time of the move or action that ended it,
    /// or of the flag fall's noticing), if it did.
    pub fn ended_at_ms(&self) -> Option<u64> {
        self.ended_at_ms
    }

    /// The time `color` has left at `now` (see [`Clock::remaining`]); `None` without a clock.
    pub fn remaining(&self, color: Color, now: u64) -> Option<u64> {
        self.clock.remaining(color, now)
    }

    /// Refuses any action once the game is over, and a time before the last event's.
    fn check_action(&self, at: u64) -> Result<(), ArbiterError> {
        if let Some(outcome) = self.outcome() {
            return Err(ArbiterError::GameOver(outcome));
        }
        match self.clock.last_ms() {
            Some(last) if at < last => Err(ArbiterError::TimeWentBack {
                at_ms: at,
                last_ms: last,
            }),
            _ => Ok(()),
        }
    }

    /// Ends the game with `outcome` at `at`.
    fn finish(&mut self, outcome: ArbiterOutcome, at: u64) -> ArbiterOutcome {
        self.end = Some(outcome);
        self.offer = None;
        self.clock.stop(at);
        self.ended_at_ms = Some(at);
        outcome
    }

    /// The Art. 6.9 result when `flagged`'s flag falls now.
    fn timeout_outcome(&self, flagged: Color) -> ArbiterOutcome {
        ArbiterOutcome {
            winner: self.game.timeout(flagged).winner,
            termination: ArbiterTermination::Game(Termination::Timeout),
        }
    }

    /// Ends the game if the flag of the side to move has fallen at `at`.
    fn notice(&mut self, at: u64) -> Option<ArbiterOutcome> {
        let flagged = self.clock.flagged(at)?;
        let outcome = self.timeout_outcome(flagged);
        Some(self.finish(outcome, at))
    }

    /// Looks at the clock at `now`: when the flag of the side to move has fallen, the game
    /// ends (Art. 6.9). Returns the outcome once the game is over (by the flag or earlier, a
    /// checkmate reached before the flag standing), `None` while it goes on. A `now` before
    /// the last event is looked at as the last event.
    pub fn flag_fall(&mut self, now: u64) -> Option<ArbiterOutcome> {
        if let Some(outcome) = self.outcome() {
            return Some(outcome);
        }
        let now = now.max(self.clock.last_ms().unwrap_or(0));
        self.notice(now)
    }

    /// Plays a move of the side to move made at `at` (a [`Move`], or its SAN or UCI, read
    /// leniently).
    ///
    /// # Errors
    /// [`ArbiterError::GameOver`], [`ArbiterError::TimeWentBack`], [`ArbiterError::NullMove`],
    /// and the game's refusals ([`ArbiterError::Game`]: `ERR_ILLEGAL_MOVE`,
    /// `ERR_INVALID_MOVE`, ...). A late move is no error: [`MoveRuling::Late`].
    pub fn play<'a>(
        &mut self,
        input: impl Into<MoveInput<'a>>,
        at: u64,
    ) -> Result<MoveRuling, ArbiterError> {
        self.play_lagged(input, at, 0)
    }

    /// [`Arbiter::play`] for a move whose client reported `lag_ms` of network lag: with lag
    /// compensation ([`LagQuota`]) some of it is credited back to the mover's clock.
    ///
    /// # Errors
    /// As [`Arbiter::play`].
    pub fn play_lagged<'a>(
        &mut self,
        input: impl Into<MoveInput<'a>>,
        at: u64,
        lag_ms: u64,
    ) -> Result<MoveRuling, ArbiterError> {
        let charge = match self.charge_move(at, lag_ms)? {
            Ok(charge) => charge,
            Err(late) => return Ok(MoveRuling::Late(late)),
        };
        let m = self.read_move(input.into())?;
        let mover = self.game.turn();
        let played = self.game.play(&m, PlayOptions::new())?.clone();
        self.after_move(mover, &charge, at);
        Ok(MoveRuling::Played(played))
    }

    /// [`Arbiter::play_lagged`] for a move sent by `color` (a server passes the sender's
    /// color): refused with [`ArbiterError::NotYourTurn`] when `color` is not the side to move,
    /// after the game-over and time checks and before the clock is looked at (nothing
    /// changes).
    ///
    /// # Errors
    /// As [`Arbiter::play`], and [`ArbiterError::NotYourTurn`].
    pub fn play_by<'a>(
        &mut self,
        color: Color,
        input: impl Into<MoveInput<'a>>,
        at: u64,
        lag_ms: u64,
    ) -> Result<MoveRuling, ArbiterError> {
        self.check_action(at)?;
        if color != self.game.turn() {
            return Err(ArbiterError::NotYourTurn(color));
        }
        self.play_lagged(input, at, lag_ms)
    }

    /// The checks before a move made at `at` (with `lag_ms` of reported lag): the game going
    /// on and the time not going back ([`Arbiter::check_action`]), then what the clock charges
    /// the mover (`Ok`), or, when the mover's flag fell before the move, the game ended on time
    /// (`Err`: Art. 6.9; the move is not played).
    fn charge_move(
        &mut self,
        at: u64,
        lag_ms: u64,
    ) -> Result<Result<Charge, ArbiterOutcome>, ArbiterError> {
        self.check_action(at)?;
        let charge = self.clock.charge(at, lag_ms)?;
        if charge.late {
            let outcome = self.timeout_outcome(self.clock.turn());
            return Ok(Err(self.finish(outcome, at)));
        }
        Ok(Ok(charge))
    }

    /// The move `input` names, legal or not.
    fn read_move(&self, input: MoveInput<'_>) -> Result<Move, ArbiterError> {
        match input {
            MoveInput::Move(m) => Ok(*m),
            MoveInput::Text(text) => parse_move(self.game.position(), text, false)
                .map_err(|e| ArbiterError::Game(crate::game::GameError::Move(e))),
            MoveInput::Null => Err(ArbiterError::NullMove),
        }
    }

    /// The clock, the log and the offers after `mover`'s move at `at`.
    fn after_move(&mut self, mover: Color, charge: &Charge, at: u64) {
        self.clock.apply(charge);
        self.moves.push(TimedMove {
            node: self.game.node_id(),
            color: mover,
            at_ms: at,
            clock_ms: charge.clock_ms,
            spent_ms: charge.elapsed_ms,
        });
        self.offered[index(mover)] = false;
        if self.offer == Some(mover.other()) {
            // The opponent moved: the offer lapses (Art. 9.1.2.1).
            self.offer = None;
        }
        if self.game.is_game_over() {
            self.offer = None;
            self.clock.stop(at);
            self.ended_at_ms = Some(at);
        }
    }

    /// Claims a draw for `color`, the player to move, at `at`: threefold repetition (Art.
    /// 9.2) or the 50-move rule (9.3), valid on the current position (see
    /// [`Game::claim_draw`]). Returns the outcome (a flag fallen before the claim comes
    /// first).
    ///
    /// # Errors
    /// [`ArbiterError::GameOver`], [`ArbiterError::TimeWentBack`],
    /// [`ArbiterError::NotYourTurn`], and the game's refusals (`ERR_CLAIM_NOT_ALLOWED`,
    /// `ERR_CLAIM_NEEDS_MOVE`).
    pub fn claim_draw(&mut self, color: Color, at: u64) -> Result<ArbiterOutcome, ArbiterError> {
        self.check_action(at)?;
        if let Some(outcome) = self.notice(at) {
            return Ok(outcome);
        }
        if color != self.game.turn() {
            return Err(ArbiterError::NotYourTurn(color));
        }
        let outcome = ArbiterOutcome::from(self.game.claim_draw()?);
        self.offer = None;
        self.clock.stop(at);
        self.ended_at_ms = Some(at);
        Ok(outcome)
    }

    /// Claims a draw with the move that makes it valid (Art. 9.2.1.1, 9.3.1: the player writes
    /// the move and claims), made at `at`: the move is played on the clock, then the claim
    /// recorded (see [`Game::claim_draw_with_move`]; a move that itself ends the game keeps
    /// its end). Returns the outcome.
    ///
    /// # Errors
    /// As [`Arbiter::play`], and `ERR_CLAIM_NOT_ALLOWED` when no claim would be valid after
    /// the move (which is then not played).
    pub fn claim_draw_with_move<'a>(
        &mut self,
        input: impl Into<MoveInput<'a>>,
        at: u64,
    ) -> Result<ArbiterOutcome, ArbiterError> {
        let charge = match self.charge_move(at, 0)? {
            Ok(charge) => charge,
            Err(late) => return Ok(late),
        };
        let m = self.read_move(input.into())?;
        let mover = self.game.turn();
        let outcome = ArbiterOutcome::from(self.game.claim_draw_with_move(&m)?);
        self.after_move(mover, &charge, at);
        Ok(outcome)
    }

    /// [`Arbiter::claim_draw_with_move`] by `color`, the player whose move it is (a server
    /// passes the claimant's color): refused with [`ArbiterError::NotYourTurn`] for the other
    /// player, after the game-over and time checks (nothing changes).
    ///
    /// # Errors
    /// As [`Arbiter::claim_draw_with_move`], and [`ArbiterError::NotYourTurn`].
    pub fn claim_draw_with_move_by<'a>(
        &mut self,
        color: Color,
        input: impl Into<MoveInput<'a>>,
        at: u64,
    ) -> Result<ArbiterOutcome, ArbiterError> {
        self.check_action(at)?;
        if color != self.game.turn() {
            return Err(ArbiterError::NotYourTurn(color));
        }
        self.claim_draw_with_move(input, at)
    }

    /// `color` resigns at `at` (Art. 5.1.2): the opponent wins, or the game is drawn when the
    /// opponent cannot checkmate by any series of legal moves. Either player may resign at any
    /// time. Returns the outcome (a flag fallen before the resignation comes first).
    ///
    /// # Errors
    /// [`ArbiterError::GameOver`], [`ArbiterError::TimeWentBack`].
    pub fn resign(&mut self, color: Color, at: u64) -> Result<ArbiterOutcome, ArbiterError> {
        self.check_action(at)?;
        if let Some(outcome) = self.notice(at) {
            return Ok(outcome);
        }
        let outcome = ArbiterOutcome {
            winner: self.game.timeout(color).winner,
            termination: ArbiterTermination::Resignation,
        };
        Ok(self.finish(outcome, at))
    }

    /// `color` offers a draw at `at` (Art. 9.1.2; see [`Arbiter`] for how long it stands).
    /// Returns the outcome when the game ended: a flag fallen first, or the opponent's offer
    /// standing (this offer accepts it: agreement); `None` when the offer now stands.
    ///
    /// # Errors
    /// [`ArbiterError::GameOver`], [`ArbiterError::TimeWentBack`],
    /// [`ArbiterError::AgreementTooEarly`] before each player has made a move,
    /// [`ArbiterError::OfferStanding`], [`ArbiterError::OfferTooSoon`].
    pub fn offer_draw(
        &mut self,
        color: Color,
        at: u64,
    ) -> Result<Option<ArbiterOutcome>, ArbiterError> {
        self.check_action(at)?;
        if let Some(outcome) = self.notice(at) {
            return Ok(Some(outcome));
        }
        if self.game.ply() < 2 {
            return Err(ArbiterError::AgreementTooEarly);
        }
        match self.offer {
            Some(c) if c == color => return Err(ArbiterError::OfferStanding(color)),
            Some(_) => return Ok(Some(self.agree(at))),
            None => {}
        }
        if self.offered[index(color)] {
            return Err(ArbiterError::OfferTooSoon(color));
        }
        self.offer = Some(color);
        self.offered[index(color)] = true;
        Ok(None)
    }

    fn agree(&mut self, at: u64) -> ArbiterOutcome {
        let outcome = ArbiterOutcome {
            winner: None,
            termination: ArbiterTermination::Agreement,
        };
        self.finish(outcome, at)
    }

    /// `color` accepts the opponent's standing draw offer at `at`: drawn by agreement (Art.
    /// 5.2.3). Returns the outcome (a flag fallen before the acceptance comes first).
    ///
    /// # Errors
    /// [`ArbiterError::GameOver`], [`ArbiterError::TimeWentBack`],
    /// [`ArbiterError::AgreementTooEarly`] before each player has made a move (an offer cannot
    /// stand then, but a snapshot may say so), [`ArbiterError::NoOffer`].
    pub fn accept_draw(&mut self, color: Color, at: u64) -> Result<ArbiterOutcome, ArbiterError> {
        self.check_action(at)?;
        if let Some(outcome) = self.notice(at) {
            return Ok(outcome);
        }
        if self.game.ply() < 2 {
            return Err(ArbiterError::AgreementTooEarly);
        }
        if self.offer != Some(color.other()) {
            return Err(ArbiterError::NoOffer(color));
        }
        Ok(self.agree(at))
    }

    /// `color` declines the opponent's standing draw offer at `at`. The offering player may
    /// not offer again before their next move. Returns the outcome when a flag fallen first
    /// ended the game, else `None`.
    ///
    /// # Errors
    /// [`ArbiterError::GameOver`], [`ArbiterError::TimeWentBack`], [`ArbiterError::NoOffer`].
    pub fn decline_draw(
        &mut self,
        color: Color,
        at: u64,
    ) -> Result<Option<ArbiterOutcome>, ArbiterError> {
        self.check_action(at)?;
        if let Some(outcome) = self.notice(at) {
            return Ok(Some(outcome));
        }
        if self.offer != Some(color.other()) {
            return Err(ArbiterError::NoOffer(color));
        }
        self.offer = None;
        Ok(None)
    }

    /// `color` calls the game off at `at`, before each side has made its first move under
    /// the arbiter (an online convention, not in the FIDE Laws): no result (`*`). Returns the
    /// outcome (a flag fallen first comes first, with a clock started at the start).
    ///
    /// # Errors
    /// [`ArbiterError::GameOver`], [`ArbiterError::TimeWentBack`],
    /// [`ArbiterError::AbortTooLate`].
    pub fn abort(&mut self, color: Color, at: u64) -> Result<ArbiterOutcome, ArbiterError> {
        let _ = color; // either player may abort
        self.check_action(at)?;
        if let Some(outcome) = self.notice(at) {
            return Ok(outcome);
        }
        if self.moves.len() >= 2 {
            return Err(ArbiterError::AbortTooLate);
        }
        let outcome = ArbiterOutcome {
            winner: None,
            termination: ArbiterTermination::Aborted,
        };
        Ok(self.finish(outcome, at))
    }

    /// The game as a PGN record: the game's tree and tags ([`game_to_pgn`]), the time
    /// controls' tags ([`TimeControls::tags`]), `%clk` after every move played under the
    /// arbiter (the mover's clock after it), and, once over, the `Result` and the PGN
    /// `Termination` tag ([`ArbiterTermination::pgn_termination`]).
    pub fn to_pgn(&self) -> PgnGame {
        let mut game = self.game.clone();
        for m in &self.moves {
            if let (Some(ms), Ok(mut ann)) = (m.clock_ms, game.annotations(m.node)) {
                ann.clock_ms = Some(ms);
                let _ = game.set_annotations(m.node, ann);
            }
        }
        let mut pgn = game_to_pgn(&game, None);
        for (name, value) in self.clock.controls().tags() {
            set_tag(&mut pgn.tags, &name, &value);
        }
        if let Some(outcome) = self.outcome() {
            set_tag(&mut pgn.tags, "Result", outcome.result());
            set_tag(
                &mut pgn.tags,
                "Termination",
                outcome.termination.pgn_termination(),
            );
            pgn.result = PgnResult::from_token(outcome.result());
        }
        pgn
    }

    /// [`Arbiter::to_pgn`] as text, with the default write options.
    pub fn pgn(&self) -> String {
        self.to_pgn().to_pgn(&PgnWriteOptions::default())
    }

    /// A game read from PGN, played again under an arbiter: the start position and the main
    /// line's moves (comments, variations and other tags are not kept), on a clock for
    /// `controls`, or when `None` for the record's `TimeControl` tags
    /// ([`TimeControls::from_tags`]; no clock without them), with `options`.
    ///
    /// Each move's time is read back from its `%clk` (the mover's clock after it): the time
    /// that leaves exactly that clock, the delay counted in when the clock shows it was used
    /// up (a move whose `%clk` shows its whole delay unused is taken as instant), and a move
    /// without `%clk`, or made without a clock (the online start's first moves), as instant.
    /// The moves' timestamps follow from the start (`ClockStart::At(t)`, or 0 online): each
    /// is the previous one plus the move's time; the clock of the side to move runs from
    /// the last one. A `%clk` of 0 is read as 1 ms (the move was made in time). With the online
    /// start, a record whose first moves' `%clk` is not the initial time is read as started at
    /// 0 instead (it was clocked from the start; `recorded_start`).
    ///
    /// A finished game keeps its result: the game's own end (a checkmate...), or, from the
    /// `Result` tag, a flag fall when the `Termination` tag is `time forfeit` (at the moment
    /// the flag fell), an abort for `abandoned` without a result, a claimed draw when the
    /// last position allows a claim, an agreement for any other draw, and a resignation by
    /// the loser for any other decisive result.
    ///
    /// # Errors
    /// [`ArbiterError::Pgn`] (`ERR_INVALID_PGN`) when the record cannot be read,
    /// [`ArbiterError::TimeControl`] for a bad `TimeControl` tag, [`ArbiterError::NullMove`]
    /// for a null move in the main line, [`ArbiterError::InvalidClock`] for controls a clock
    /// cannot run or a `%clk` above what the control gives the move.
    pub fn from_pgn(
        text: &str,
        controls: Option<TimeControls>,
        options: ClockOptions,
        load: &crate::game::pgn::PgnLoadOptions,
    ) -> Result<Arbiter, ArbiterError> {
        let loaded =
            crate::game::pgn::read_game(text, load).map_err(|e| ArbiterError::Pgn(Box::new(e)))?;
        let controls = match controls {
            Some(c) => c,
            None => TimeControls::from_tags(&loaded.source.tags)?
                .unwrap_or_else(|| TimeControls::both(TimeControl::Untimed)),
        };
        let start = *loaded.game.position_at(0)?;
        let options = recorded_start(&loaded.game, &controls, start.turn(), options);
        let mut arbiter = Arbiter::new(Game::from_position(start), controls, options)?;
        let mut at = match options.start {
            ClockStart::At(t) => t,
            ClockStart::AfterFirstMoves => 0,
        };
        let nodes = loaded.game.mainline();
        for (played, id) in loaded.game.line().iter().zip(nodes) {
            let Some(m) = played.mv else {
                return Err(ArbiterError::NullMove);
            };
            let clk = loaded.game.annotations_ref(id).and_then(|a| a.clock_ms);
            // What the clock leaves after an instant move, and the move's time from there.
            let instant = arbiter.clock.charge(at, 0)?;
            let mut spent = match (clk, instant.clock_ms, instant.elapsed_ms) {
                (Some(c), Some(most), 0) if arbiter.clock.is_running() => {
                    if c > most {
                        return Err(ArbiterError::InvalidClock(
                            "a %clk above what the time control gives the move",
                        ));
                    }
                    if c < most {
                        most - c + arbiter.clock.grace_ms()
                    } else {
                        0
                    }
                }
                _ => 0,
            };
            if spent > 0 && arbiter.clock.charge(at + spent, 0)?.late {
                spent -= 1;
            }
            at += spent;
            if let MoveRuling::Late(_) = arbiter.play(&m, at)? {
                return Err(ArbiterError::InvalidClock(
                    "a move made after the flag fell",
                ));
            }
        }
        if arbiter.outcome().is_none() {
            arbiter.end_as_recorded(&loaded.source, at);
        }
        Ok(arbiter)
    }

    /// Ends a game read from PGN as its `Result` and `Termination` tags say (see
    /// [`Arbiter::from_pgn`]); nothing for a game without a result.
    fn end_as_recorded(&mut self, source: &PgnGame, at: u64) {
        let tag = |name: &str| {
            source
                .tags
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.as_str())
        };
        let result = source
            .result
            .or_else(|| tag("Result").and_then(PgnResult::from_token));
        let termination = tag("Termination").unwrap_or("");
        let winner = match result {
            Some(PgnResult::WhiteWins) => Some(Color::White),
            Some(PgnResult::BlackWins) => Some(Color::Black),
            Some(PgnResult::Draw) => None,
            _ => {
                if termination == "abandoned" {
                    let aborted = ArbiterOutcome {
                        winner: None,
                        termination: ArbiterTermination::Aborted,
                    };
                    self.finish(aborted, at);
                }
                return;
            }
        };
        let termination = if termination == "time forfeit" {
            ArbiterTermination::Game(Termination::Timeout)
        } else if winner.is_some() {
            ArbiterTermination::Resignation
        } else if self.game.claim_draw().is_ok() {
            // Claimed: the game holds the claim now.
            self.offer = None;
            self.clock.stop(at);
            self.ended_at_ms = Some(at);
            return;
        } else {
            ArbiterTermination::Agreement
        };
        let mut when = at;
        if termination == ArbiterTermination::Game(Termination::Timeout) {
            // The flag fell when the side to move's time ran out.
            let turn = self.game.turn();
            if let Some(left) = self.clock.remaining(turn, at) {
                if self.clock.is_running() {
                    let delay = self.clock.delay_left(at).unwrap_or(0);
                    when = at.saturating_add(left).saturating_add(delay);
                }
            }
        }
        self.finish(
            ArbiterOutcome {
                winner,
                termination,
            },
            when,
        );
    }

    /// The whole state as plain data.
    pub fn snapshot(&self) -> ArbiterSnapshot {
        ArbiterSnapshot {
            game: self.game.to_snapshot(),
            clock: self.clock.snapshot(),
            moves: self.moves.clone(),
            draw_offer: self.offer,
            white_offered: self.offered[0],
            black_offered: self.offered[1],
            end: self.end,
            ended_at_ms: self.ended_at_ms,
        }
    }

    /// An arbiter from its [`ArbiterSnapshot`].
    ///
    /// # Errors
    /// [`ArbiterError::Game`] (`ERR_INVALID_SNAPSHOT`) for the game's part,
    /// [`ArbiterError::InvalidClock`] for the clock's, [`ArbiterError::InvalidSnapshot`] when
    /// the parts disagree: a move's node not in the game, an end the arbiter does not decide
    /// (only resignation, agreement, abort and flag fall), a game over with its clock running
    /// or a draw offer standing, the clock's side to move not the game's.
    pub fn from_snapshot(snapshot: ArbiterSnapshot) -> Result<Arbiter, ArbiterError> {
        let bad = |why: &str| Err(ArbiterError::InvalidSnapshot(why.to_string()));
        let game = Game::from_snapshot(&snapshot.game)?;
        let clock = Clock::from_snapshot(snapshot.clock)?;
        if snapshot.moves.iter().any(|m| !game.has_node(m.node)) {
            return bad("a move's node is not in the game");
        }
        if let Some(end) = snapshot.end {
            let decided = matches!(
                end.termination,
                ArbiterTermination::Resignation
                    | ArbiterTermination::Agreement
                    | ArbiterTermination::Aborted
                    | ArbiterTermination::Game(Termination::Timeout)
            );
            if !decided {
                return bad("an end the arbiter does not decide");
            }
        }
        let over = snapshot.end.is_some() || game.is_game_over();
        if over && (clock.is_running() || snapshot.draw_offer.is_some()) {
            return bad("a game over with its clock running or a draw offer standing");
        }
        if !over && clock.turn() != game.turn() {
            return bad("the clock's side to move is not the game's");
        }
        Ok(Arbiter {
            game,
            clock,
            moves: snapshot.moves,
            offer: snapshot.draw_offer,
            offered: [snapshot.white_offered, snapshot.black_offered],
            end: snapshot.end,
            ended_at_ms: snapshot.ended_at_ms,
        })
    }
}

/// The start a record's clocks show ([`Arbiter::from_pgn`]): with the online start
/// ([`ClockStart::AfterFirstMoves`]) each side's first move is made without a clock, so its
/// `%clk` is the control's initial time; a first move whose `%clk` is another time was made on
/// a running clock, and the record is read as started on the clock at 0 ([`ClockStart::At`])
/// instead (a game of `new Arbiter({ start: { at } })` read back; a new user's trial: its first
/// clocks were replaced by the initial time). Any other start is kept.
fn recorded_start(
    game: &Game,
    controls: &TimeControls,
    first: Color,
    options: ClockOptions,
) -> ClockOptions {
    if options.start != ClockStart::AfterFirstMoves {
        return options;
    }
    let clocked = game.mainline().iter().take(2).enumerate().any(|(i, &id)| {
        let color = if i == 0 { first } else { first.other() };
        let clk = game.annotations_ref(id).and_then(|a| a.clock_ms);
        matches!((clk, controls.of(color).initial_ms()), (Some(c), Some(initial)) if c != initial)
    });
    if clocked {
        ClockOptions {
            start: ClockStart::At(0),
            ..options
        }
    } else {
        options
    }
}
