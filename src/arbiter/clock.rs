//! The chess clock (FIDE Art. 6), driven by the caller's timestamps: see [`Clock`].

use super::error::ArbiterError;
use super::time_control::{Bonus, Period, TimeControl, TimeControls};
use crate::types::color::Color;

/// When the clocks start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClockStart {
    /// At the given time (milliseconds), the clock of the side to move starts, as FIDE Art.
    /// 6.6.1 has white's clock started at the time set for the start of the game.
    At(u64),
    /// Online sites' convention (lichess, chess.com): each side's first move is made without
    /// a clock (and gets no bonus); the clock of the side to move starts with the second
    /// side's first move.
    AfterFirstMoves,
}

/// Lag compensation in the manner of lichess's `LagTracker` (scalachess): a move may report
/// the network lag its client measured; the clock credits it back, up to `per_move_ms` and up
/// to the side's quota, which starts at `initial_ms`, is lowered by each credit and grows by
/// `gain_ms` with each move up to `max_ms`. So lag is forgiven, but a client that lies about
/// it gains at most `gain_ms` per move in the long run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LagQuota {
    /// The quota of each side at the start.
    pub initial_ms: u64,
    /// Added to the quota after each move (before the credit is taken off).
    pub gain_ms: u64,
    /// The most the quota holds.
    pub max_ms: u64,
    /// The most credited to one move.
    pub per_move_ms: u64,
}

impl LagQuota {
    /// scalachess's `LagTracker` constants: a quota of 2 s at the start, 1 s more per move, at
    /// most 5 s, at most 3 s credited to one move.
    pub const LICHESS: LagQuota = LagQuota {
        initial_ms: 2_000,
        gain_ms: 1_000,
        max_ms: 5_000,
        per_move_ms: 3_000,
    };
}

/// How a [`Clock`] runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ClockOptions {
    /// When the clocks start.
    pub start: ClockStart,
    /// Lag compensation, off when `None`.
    pub lag: Option<LagQuota>,
}

impl ClockOptions {
    /// The clock started at `at_ms` (FIDE), without lag compensation.
    pub const fn at(at_ms: u64) -> ClockOptions {
        ClockOptions {
            start: ClockStart::At(at_ms),
            lag: None,
        }
    }

    /// The online convention ([`ClockStart::AfterFirstMoves`]) without lag compensation.
    pub const fn online() -> ClockOptions {
        ClockOptions {
            start: ClockStart::AfterFirstMoves,
            lag: None,
        }
    }

    /// These options with lag compensation `lag`.
    pub const fn with_lag(self, lag: Option<LagQuota>) -> ClockOptions {
        ClockOptions { lag, ..self }
    }
}

/// One side's clock state, as a [`ClockSnapshot`] holds it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SideClock {
    /// The time left at the side's last move or at the start (the main time with a delay),
    /// in milliseconds; its clock, when running, counts down from here.
    pub remaining_ms: u64,
    /// The moves the side made on this clock.
    pub moves: u32,
    /// The index of the current period in the side's control.
    pub period: u32,
    /// The moves made in the current period.
    pub period_moves: u32,
    /// The lag quota left (0 without lag compensation).
    pub lag_quota_ms: u64,
}

/// A [`Clock`]'s whole state as plain data (no serde), for a server to persist and restore
/// ([`Clock::snapshot`], [`Clock::from_snapshot`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ClockSnapshot {
    /// The time controls.
    pub controls: TimeControls,
    /// Lag compensation.
    pub lag: Option<LagQuota>,
    /// White's clock.
    pub white: SideClock,
    /// Black's clock.
    pub black: SideClock,
    /// The side to move (whose clock runs).
    pub turn: Color,
    /// When the running clock started (the last move's time, or the start); `None` while no
    /// clock runs (before the first moves online, or after the game ended).
    pub running_since_ms: Option<u64>,
    /// The time of the last event (start, move, stop): no move may be earlier.
    pub last_ms: Option<u64>,
    /// Moves still to be made without a clock (2, 1 or 0; online start only).
    pub untimed_moves: u8,
    /// True once the clock was stopped (the game ended).
    pub stopped: bool,
}

/// What a move costs its side's clock, computed before the move is played
/// ([`Clock::charge`]) and applied after ([`Clock::apply`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Charge {
    /// The move's time.
    pub at_ms: u64,
    /// The time the move took on the clock, lag credit taken off, in milliseconds (0 for an
    /// untimed move).
    pub elapsed_ms: u64,
    /// The lag credited to the move.
    pub lag_credit_ms: u64,
    /// The flag fell before the move: the move is late.
    pub late: bool,
    /// The mover's clock after the move (bonus and any new period included); `None` without
    /// a clock.
    pub clock_ms: Option<u64>,
}

/// A chess clock for two sides (FIDE Art. 6), with no timer inside: every event carries the
/// caller's time in milliseconds (any epoch: `Date.now()`, a monotonic counter...).
///
/// The clock of the side to move runs from the previous move's time (Art. 6.2.1: a player
/// stops their clock and starts the opponent's with the move). The time a move takes is its
/// timestamp minus the previous one's, less any lag credited ([`LagQuota`]). Then, by the
/// bonus of the period the move is made in ([`Bonus`]): with an increment the move's time is
/// taken off and the increment added; with a simple delay only the time beyond the delay is
/// taken off (the main time never goes up, Art. 6.3.2); with a Bronstein delay the time is
/// taken off and up to the delay given back. When the move completes a period's moves, the
/// next period's time is added to what is left (time saved carries over, Art. 6.3.2); a last
/// period with a move count starts again. With an hourglass the time taken off one side is
/// added to the other's.
///
/// The flag of the side to move falls when its time reaches zero: a move is late when the
/// time it takes (less the delay) is at least the time left. The clock only computes; the
/// verdict is the [`super::Arbiter`]'s.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clock {
    state: ClockSnapshot,
}

impl Clock {
    /// A clock for `controls`, with `turn` to move first.
    ///
    /// # Errors
    /// [`ArbiterError::InvalidClock`] for a control without periods, a period of 0 moves, or
    /// an hourglass for one side only.
    pub fn new(
        controls: TimeControls,
        options: ClockOptions,
        turn: Color,
    ) -> Result<Clock, ArbiterError> {
        check_controls(&controls)?;
        let side = |c: &TimeControl| SideClock {
            remaining_ms: c.initial_ms().unwrap_or(0),
            lag_quota_ms: options.lag.map_or(0, |l| l.initial_ms.min(l.max_ms)),
            ..SideClock::default()
        };
        let (running_since_ms, untimed_moves) = match options.start {
            ClockStart::At(at) => (Some(at), 0),
            ClockStart::AfterFirstMoves => (None, 2),
        };
        Ok(Clock {
            state: ClockSnapshot {
                white: side(&controls.white),
                black: side(&controls.black),
                controls,
                lag: options.lag,
                turn,
                running_since_ms,
                last_ms: running_since_ms,
                untimed_moves,
                stopped: false,
            },
        })
    }

    /// The time controls.
    pub fn controls(&self) -> &TimeControls {
        &self.state.controls
    }

    /// The side whose clock runs (or would run): the side to move.
    pub fn turn(&self) -> Color {
        self.state.turn
    }

    /// True while a clock runs.
    pub fn is_running(&self) -> bool {
        self.state.running_since_ms.is_some()
    }

    /// The time of the last event (start, move, stop), if any.
    pub fn last_ms(&self) -> Option<u64> {
        self.state.last_ms
    }

    /// The moves made by `color` on this clock.
    pub fn moves(&self, color: Color) -> u32 {
        self.side(color).moves
    }

    fn side(&self, color: Color) -> &SideClock {
        match color {
            Color::White => &self.state.white,
            Color::Black => &self.state.black,
        }
    }

    fn side_mut(&mut self, color: Color) -> &mut SideClock {
        match color {
            Color::White => &mut self.state.white,
            Color::Black => &mut self.state.black,
        }
    }

    /// The period `color` is in, if its control has periods.
    fn period(&self, color: Color) -> Option<&Period> {
        match self.state.controls.of(color) {
            TimeControl::Periods(p) => p.get(self.side(color).period as usize),
            _ => None,
        }
    }

    fn is_hourglass(&self) -> bool {
        matches!(self.state.controls.white, TimeControl::Hourglass(_))
    }

    /// The time the running clock has taken off by `elapsed` (the delay not counted).
    fn spent(&self, elapsed: u64) -> u64 {
        match self.period(self.state.turn).map(|p| p.bonus) {
            Some(Bonus::Delay(d)) => elapsed.saturating_sub(d),
            _ => elapsed,
        }
    }

    /// What a move of the side to move may take without changing the clock it leaves: the
    /// delay of its period (simple or Bronstein), else 0. [`super::Arbiter::from_pgn`] reads
    /// a move's time back from its `%clk` with it.
    pub(crate) fn grace_ms(&self) -> u64 {
        match self.period(self.state.turn).map(|p| p.bonus) {
            Some(Bonus::Delay(d) | Bonus::Bronstein(d)) => d,
            _ => 0,
        }
    }

    /// The running time at `now` (0 when `now` is before the clock started or no clock runs).
    fn running_elapsed(&self, now: u64) -> u64 {
        self.state
            .running_since_ms
            .map_or(0, |since| now.saturating_sub(since))
    }

    /// The time `color` has left at `now`, in milliseconds; `None` when its control has no
    /// clock. With a delay, the main time (it does not run during the delay: see
    /// [`Clock::delay_left`]). A `now` before the last event counts as the last event.
    pub fn remaining(&self, color: Color, now: u64) -> Option<u64> {
        if !self.state.controls.of(color).is_timed() {
            return None;
        }
        let base = self.side(color).remaining_ms;
        let now = now.max(self.state.last_ms.unwrap_or(0));
        let elapsed = self.running_elapsed(now);
        Some(if color == self.state.turn {
            base.saturating_sub(self.spent(elapsed))
        } else if self.is_hourglass() && self.is_running() {
            base.saturating_add(elapsed)
        } else {
            base
        })
    }

    /// With a simple delay, what is left of the delay of the side to move at `now`.
    pub fn delay_left(&self, now: u64) -> Option<u64> {
        match self.period(self.state.turn)?.bonus {
            Bonus::Delay(d) if self.is_running() => {
                let now = now.max(self.state.last_ms.unwrap_or(0));
                Some(d.saturating_sub(self.running_elapsed(now)))
            }
            _ => None,
        }
    }

    /// The lag credit a move of the side to move could still get now.
    fn max_credit(&self) -> u64 {
        self.state.lag.map_or(0, |l| {
            l.per_move_ms.min(self.side(self.state.turn).lag_quota_ms)
        })
    }

    /// The side whose flag has fallen at `now`: the side to move when its time has run out,
    /// even with the most lag a move arriving now could be credited. `None` while no clock
    /// runs.
    pub fn flagged(&self, now: u64) -> Option<Color> {
        let turn = self.state.turn;
        if !self.is_running() || !self.state.controls.of(turn).is_timed() {
            return None;
        }
        let now = now.max(self.state.last_ms.unwrap_or(0));
        let elapsed = self.running_elapsed(now).saturating_sub(self.max_credit());
        (self.spent(elapsed) >= self.side(turn).remaining_ms).then_some(turn)
    }

    /// What a move of the side to move at `at_ms`, its client reporting `lag_ms` of network
    /// lag, costs; nothing changes ([`Clock::apply`] does).
    ///
    /// # Errors
    /// [`ArbiterError::TimeWentBack`] when `at_ms` is before the last event;
    /// [`ArbiterError::ClockStopped`] once the clock was stopped.
    pub fn charge(&self, at_ms: u64, lag_ms: u64) -> Result<Charge, ArbiterError> {
        if self.state.stopped {
            return Err(ArbiterError::ClockStopped);
        }
        if let Some(last) = self.state.last_ms {
            if at_ms < last {
                return Err(ArbiterError::TimeWentBack {
                    at_ms,
                    last_ms: last,
                });
            }
        }
        let turn = self.state.turn;
        let control = self.state.controls.of(turn);
        let side = self.side(turn);
        if !control.is_timed() {
            return Ok(Charge {
                at_ms,
                elapsed_ms: 0,
                lag_credit_ms: 0,
                late: false,
                clock_ms: None,
            });
        }
        let Some(since) = self.state.running_since_ms else {
            // An untimed first move.
            return Ok(Charge {
                at_ms,
                elapsed_ms: 0,
                lag_credit_ms: 0,
                late: false,
                clock_ms: Some(side.remaining_ms),
            });
        };
        let raw = at_ms.saturating_sub(since);
        let credit = lag_ms.min(self.max_credit()).min(raw);
        let elapsed = raw - credit;
        let spent = self.spent(elapsed);
        let late = spent >= side.remaining_ms;
        let mut left = side.remaining_ms.saturating_sub(spent);
        let period = self.period(turn).copied();
        if let Some(p) = period {
            left = left.saturating_add(match p.bonus {
                Bonus::Increment(i) => i,
                Bonus::Bronstein(b) => b.min(elapsed),
                Bonus::None | Bonus::Delay(_) => 0,
            });
            if p.moves == Some(side.period_moves.saturating_add(1)) {
                left = left.saturating_add(self.next_period(turn).map_or(0, |n| n.time_ms));
            }
        }
        Ok(Charge {
            at_ms,
            elapsed_ms: elapsed,
            lag_credit_ms: credit,
            late,
            clock_ms: Some(if late { 0 } else { left }),
        })
    }

    /// The period after `color`'s current one: the next, or the same again when it is the
    /// last.
    fn next_period(&self, color: Color) -> Option<&Period> {
        let TimeControl::Periods(periods) = self.state.controls.of(color) else {
            return None;
        };
        let i = self.side(color).period as usize;
        periods.get(i + 1).or_else(|| periods.get(i))
    }

    /// Applies a move's [`Charge`] (from [`Clock::charge`] on this clock, not late): the
    /// mover's time, moves and period are updated and the other side's clock starts at the
    /// move's time.
    pub fn apply(&mut self, charge: &Charge) {
        let turn = self.state.turn;
        let timed = self.state.running_since_ms.is_some();
        let next_period = self.next_period(turn).is_some();
        let period_len = self.period(turn).and_then(|p| p.moves);
        let periods = match self.state.controls.of(turn) {
            TimeControl::Periods(p) => p.len() as u32,
            _ => 0,
        };
        let lag = self.state.lag;
        let hourglass = self.is_hourglass();
        let side = self.side_mut(turn);
        side.moves = side.moves.saturating_add(1);
        if let Some(ms) = charge.clock_ms {
            side.remaining_ms = ms;
        }
        if timed {
            if let Some(l) = lag {
                side.lag_quota_ms = side
                    .lag_quota_ms
                    .saturating_add(l.gain_ms)
                    .saturating_sub(charge.lag_credit_ms)
                    .min(l.max_ms);
            }
        }
        side.period_moves = side.period_moves.saturating_add(1);
        if period_len == Some(side.period_moves) && next_period {
            side.period_moves = 0;
            if side.period.saturating_add(1) < periods {
                side.period += 1;
            }
        }
        if hourglass && timed {
            let other = self.side_mut(turn.other());
            other.remaining_ms = other.remaining_ms.saturating_add(charge.elapsed_ms);
        }
        self.state.turn = turn.other();
        self.state.last_ms = Some(charge.at_ms);
        if self.state.untimed_moves > 0 {
            self.state.untimed_moves -= 1;
        }
        if self.state.untimed_moves == 0 {
            self.state.running_since_ms = Some(charge.at_ms);
        }
    }

    /// Stops the clock at `at_ms` (the game ended): the running side's time is taken off up to
    /// then (a flag that fell leaves 0), and nothing runs any more. A time before the last
    /// event counts as the last event.
    pub fn stop(&mut self, at_ms: u64) {
        if self.state.stopped {
            return;
        }
        let at = at_ms.max(self.state.last_ms.unwrap_or(0));
        let turn = self.state.turn;
        let left = [turn, turn.other()].map(|c| (c, self.remaining(c, at)));
        for (color, ms) in left {
            if let Some(ms) = ms {
                self.side_mut(color).remaining_ms = ms;
            }
        }
        self.state.running_since_ms = None;
        self.state.last_ms = Some(at);
        self.state.stopped = true;
    }

    /// True once the clock was stopped.
    pub fn is_stopped(&self) -> bool {
        self.state.stopped
    }

    /// The clock's state as plain data.
    pub fn snapshot(&self) -> ClockSnapshot {
        self.state.clone()
    }

    /// A clock from its [`ClockSnapshot`].
    ///
    /// # Errors
    /// [`ArbiterError::InvalidClock`] for controls [`Clock::new`] refuses, a period index out
    /// of its control, more moves in a period than it has, `untimed_moves` above 2, a clock
    /// running while stopped or before the first moves, or a running start after the last
    /// event.
    pub fn from_snapshot(snapshot: ClockSnapshot) -> Result<Clock, ArbiterError> {
        check_controls(&snapshot.controls)?;
        let s = &snapshot;
        for (color, side) in [(Color::White, &s.white), (Color::Black, &s.black)] {
            if let TimeControl::Periods(periods) = s.controls.of(color) {
                let Some(p) = periods.get(side.period as usize) else {
                    return Err(ArbiterError::InvalidClock(
                        "a period index past the control",
                    ));
                };
                if p.moves.is_some_and(|m| side.period_moves >= m) {
                    return Err(ArbiterError::InvalidClock("more moves than the period has"));
                }
            }
        }
        if s.untimed_moves > 2 {
            return Err(ArbiterError::InvalidClock("untimed_moves above 2"));
        }
        if s.running_since_ms.is_some() && (s.stopped || s.untimed_moves > 0) {
            return Err(ArbiterError::InvalidClock(
                "a clock running while stopped or before the first moves",
            ));
        }
        if let (Some(since), Some(last)) = (s.running_since_ms, s.last_ms) {
            if since > last {
                return Err(ArbiterError::InvalidClock(
                    "a clock started after the last event",
                ));
            }
        }
        if s.running_since_ms.is_some() && s.last_ms.is_none() {
            return Err(ArbiterError::InvalidClock(
                "a running clock without a last event",
            ));
        }
        Ok(Clock { state: snapshot })
    }
}

/// Refuses controls a clock cannot run: a control without periods, a period of 0 moves, an
/// hourglass for one side only.
fn check_controls(controls: &TimeControls) -> Result<(), ArbiterError> {
    for c in [&controls.white, &controls.black] {
        if let TimeControl::Periods(periods) = c {
            if periods.is_empty() {
                return Err(ArbiterError::InvalidClock("a time control without periods"));
            }
            if periods.iter().any(|p| p.moves == Some(0)) {
                return Err(ArbiterError::InvalidClock("a period of 0 moves"));
            }
        }
    }
    let hourglass = |c: &TimeControl| matches!(c, TimeControl::Hourglass(_));
    if hourglass(&controls.white) != hourglass(&controls.black) {
        return Err(ArbiterError::InvalidClock(
            "an hourglass needs an hourglass for both sides",
        ));
    }
    Ok(())
}
