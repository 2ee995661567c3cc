//! Time controls as the PGN standard's `TimeControl` tag writes them (section 9.6), with a
//! notation of this crate's own for delays (the standard has none): see [`TimeControl`].

use crate::util::quote::quoted;
use core::fmt;

/// What a player receives with each move of a period, in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bonus {
    /// Nothing (a field without `+`).
    None,
    /// Fischer increment, `+N`: added to the player's time after each of their moves.
    Increment(u64),
    /// Simple delay (FIDE Art. 6.3.2 "fixed extra time", the US delay), `+dN`: the main
    /// time does not run for the first `N` seconds of each move; time not used of it is lost
    /// (the main time never goes up).
    Delay(u64),
    /// Bronstein delay, `+bN`: after each move the player gets back the time the move took,
    /// up to `N` seconds (the main time never ends a move higher than it started it).
    Bronstein(u64),
}

/// One period of a time control: `time_ms` for `moves` moves (for the rest of the game when
/// `None`), with a [`Bonus`] on every move of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Period {
    /// The number of moves to make in the period; `None` for all the remaining moves.
    pub moves: Option<u32>,
    /// The time of the period, in milliseconds.
    pub time_ms: u64,
    /// What each move of the period receives.
    pub bonus: Bonus,
}

/// A time control: the value of the PGN `TimeControl` tag (PGN standard, section 9.6.1).
///
/// # Notation
/// The tag holds one of `?` (unknown), `-` (no time control), `*N` (an hourglass of `N`
/// seconds), or one or more periods separated by `:`. A period is `N` (sudden death: `N`
/// seconds for the rest of the game) or `M/N` (`M` moves in `N` seconds), followed by its
/// bonus: nothing, `+I` (Fischer increment of `I` seconds per move, the common extension of
/// the standard, as lichess and FIDE event records write `180+2` and `40/5400+30:1800+30`),
/// or, this crate's own notation for what the standard cannot write, `+dI` (a simple delay
/// of `I` seconds, Art. 6.3.2) and `+bI` (a Bronstein delay). The letter comes after the `+`
/// and before the number so that a reader that knows only increments refuses the field
/// instead of reading the delay as an increment. Seconds are whole numbers.
///
/// Only the last period may be without a move count. A last period with a move count
/// repeats (`40/7200` is 40 moves in two hours, then the next 40 in two more, ...), as
/// tournament clocks do. Time saved in a period carries over to the next (Art. 6.3.2).
///
/// Written back with [`fmt::Display`] exactly as read (`180+0` stays `180+0`, `180` stays
/// `180`).
///
/// # Examples
/// ```
/// use chess_arbiter::arbiter::{Bonus, TimeControl};
/// let tc: TimeControl = "40/5400+30:1800+30".parse().unwrap();
/// let TimeControl::Periods(periods) = &tc else { panic!() };
/// assert_eq!(periods[0].moves, Some(40));
/// assert_eq!(periods[1].time_ms, 1_800_000);
/// assert_eq!(periods[1].bonus, Bonus::Increment(30_000));
/// assert_eq!(tc.to_string(), "40/5400+30:1800+30");
/// assert_eq!("300+d5".parse::<TimeControl>().unwrap().to_string(), "300+d5");
/// assert!("40/5400:".parse::<TimeControl>().is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TimeControl {
    /// `?`: the time control is not known. A clock runs none.
    Unknown,
    /// `-`: no time control. A clock runs none.
    Untimed,
    /// One or more periods (never empty).
    Periods(Vec<Period>),
    /// `*N`: an hourglass (sandclock) of `N` seconds, in milliseconds: the time one side
    /// spends is added to the other's.
    Hourglass(u64),
}

impl TimeControl {
    /// Sudden death: `ms` milliseconds for the whole game (`300` is `sudden_death(300_000)`).
    pub fn sudden_death(ms: u64) -> TimeControl {
        TimeControl::Periods(vec![Period {
            moves: None,
            time_ms: ms,
            bonus: Bonus::None,
        }])
    }

    /// `ms` for the whole game with a Fischer increment of `increment_ms` per move (`180+2` is
    /// `increment(180_000, 2_000)`).
    pub fn increment(ms: u64, increment_ms: u64) -> TimeControl {
        TimeControl::Periods(vec![Period {
            moves: None,
            time_ms: ms,
            bonus: Bonus::Increment(increment_ms),
        }])
    }

    /// True when a clock runs for this control (periods or an hourglass).
    pub fn is_timed(&self) -> bool {
        matches!(self, TimeControl::Periods(_) | TimeControl::Hourglass(_))
    }

    /// The time on the clock at the start, in milliseconds (the first period's, or the
    /// hourglass's); `None` without a clock.
    pub fn initial_ms(&self) -> Option<u64> {
        match self {
            TimeControl::Periods(p) => p.first().map(|p| p.time_ms),
            TimeControl::Hourglass(ms) => Some(*ms),
            _ => None,
        }
    }
}

/// Why a `TimeControl` value was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TimeControlProblem {
    /// The value is empty.
    Empty,
    /// A field is empty (`300:`, `::`).
    EmptyField,
    /// `?` or `-` with other fields.
    NotAlone,
    /// An hourglass with other fields.
    HourglassNotAlone,
    /// A number is missing, not a whole number of seconds, or too large.
    BadNumber,
    /// A move count of 0.
    ZeroMoves,
    /// The bonus after `+` is not `N`, `dN` or `bN`.
    BadBonus,
    /// A period without a move count before the last one.
    OpenPeriodNotLast,
    /// A period (or an hourglass) of 0 seconds with no bonus (`0`, `0+0`, `40/0`, `*0`): no
    /// time at all to move in.
    NoTime,
}

impl TimeControlProblem {
    fn message(self) -> &'static str {
        match self {
            TimeControlProblem::Empty => "empty value",
            TimeControlProblem::EmptyField => "empty field",
            TimeControlProblem::NotAlone => "'?' and '-' stand alone",
            TimeControlProblem::HourglassNotAlone => "an hourglass ('*N') stands alone",
            TimeControlProblem::BadNumber => "expected a whole number of seconds (or moves)",
            TimeControlProblem::ZeroMoves => "a period of 0 moves",
            TimeControlProblem::BadBonus => {
                "the bonus after '+' is N (increment), dN (delay) or bN (Bronstein), in seconds"
            }
            TimeControlProblem::OpenPeriodNotLast => {
                "only the last period may be without a move count ('M/N')"
            }
            TimeControlProblem::NoTime => {
                "0 seconds and no bonus: no time at all to move in (an untimed game is '-')"
            }
        }
    }
}

/// A `TimeControl` value that could not be read: the value (quoted, cut at 24 characters),
/// the 1-based field (`:`-separated; 0 for the whole value) and the problem.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TimeControlError {
    /// The value, quoted as errors quote input.
    pub value: String,
    /// The field at fault, from 1; 0 when the whole value is.
    pub field: usize,
    /// What is wrong.
    pub problem: TimeControlProblem,
}

impl TimeControlError {
    /// The stable code: `ERR_TIME_CONTROL`.
    pub const fn code(&self) -> &'static str {
        "ERR_TIME_CONTROL"
    }
}

impl fmt::Display for TimeControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid TimeControl {}: ", self.value)?;
        if self.field > 0 {
            write!(f, "field {}: ", self.field)?;
        }
        f.write_str(self.problem.message())
    }
}

impl core::error::Error for TimeControlError {}

/// Seconds as milliseconds: ASCII digits only, at most 10 of them.
fn seconds(s: &str) -> Option<u64> {
    count(s).map(|n| n * 1000)
}

/// A whole number of at most 10 digits (never overflows as milliseconds).
fn count(s: &str) -> Option<u64> {
    if s.is_empty() || s.len() > 10 || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

fn period(field: &str) -> Result<Period, TimeControlProblem> {
    let (main, bonus) = match field.split_once('+') {
        Some((main, bonus)) => (main, Some(bonus)),
        None => (field, None),
    };
    let (moves, time) = match main.split_once('/') {
        Some((moves, time)) => {
            let moves = count(moves).ok_or(TimeControlProblem::BadNumber)?;
            let moves = u32::try_from(moves).map_err(|_| TimeControlProblem::BadNumber)?;
            if moves == 0 {
                return Err(TimeControlProblem::ZeroMoves);
            }
            (Some(moves), time)
        }
        None => (None, main),
    };
    let time_ms = seconds(time).ok_or(TimeControlProblem::BadNumber)?;
    let bonus = match bonus {
        None => Bonus::None,
        Some(b) => {
            let (kind, n): (fn(u64) -> Bonus, &str) = if let Some(n) = b.strip_prefix('d') {
                (Bonus::Delay, n)
            } else if let Some(n) = b.strip_prefix('b') {
                (Bonus::Bronstein, n)
            } else {
                (Bonus::Increment, b)
            };
            kind(seconds(n).ok_or(TimeControlProblem::BadBonus)?)
        }
    };
    let bonus_ms = match bonus {
        Bonus::None => 0,
        Bonus::Increment(ms) | Bonus::Delay(ms) | Bonus::Bronstein(ms) => ms,
    };
    if time_ms == 0 && bonus_ms == 0 {
        return Err(TimeControlProblem::NoTime);
    }
    Ok(Period {
        moves,
        time_ms,
        bonus,
    })
}

impl core::str::FromStr for TimeControl {
    type Err = TimeControlError;

    /// Reads a `TimeControl` tag value (see [`TimeControl`]); spaces around it are ignored.
    fn from_str(text: &str) -> Result<TimeControl, TimeControlError> {
        let fail = |field: usize, problem: TimeControlProblem| TimeControlError {
            value: quoted(text),
            field,
            problem,
        };
        let value = text.trim_matches(|c: char| c.is_ascii_whitespace());
        match value {
            "" => return Err(fail(0, TimeControlProblem::Empty)),
            "?" => return Ok(TimeControl::Unknown),
            "-" => return Ok(TimeControl::Untimed),
            _ => {}
        }
        let fields: Vec<&str> = value.split(':').collect();
        let several = fields.len() > 1;
        let mut periods = Vec::with_capacity(fields.len());
        for (i, field) in fields.iter().enumerate() {
            let n = i + 1;
            match *field {
                "" => return Err(fail(n, TimeControlProblem::EmptyField)),
                "?" | "-" => return Err(fail(n, TimeControlProblem::NotAlone)),
                _ => {}
            }
            if let Some(sand) = field.strip_prefix('*') {
                if several {
                    return Err(fail(n, TimeControlProblem::HourglassNotAlone));
                }
                let ms = seconds(sand).ok_or(fail(n, TimeControlProblem::BadNumber))?;
                if ms == 0 {
                    return Err(fail(n, TimeControlProblem::NoTime));
                }
                return Ok(TimeControl::Hourglass(ms));
            }
            let p = period(field).map_err(|problem| fail(n, problem))?;
            periods.push(p);
        }
        if let Some(i) = periods
            .iter()
            .take(periods.len().saturating_sub(1))
            .position(|p| p.moves.is_none())
        {
            return Err(fail(i + 1, TimeControlProblem::OpenPeriodNotLast));
        }
        Ok(TimeControl::Periods(periods))
    }
}

/// Milliseconds as the seconds of the tag; a fraction of a second (from a control built in
/// code) is written with up to three decimals, which [`TimeControl`]'s reading refuses.
fn write_seconds(f: &mut fmt::Formatter<'_>, ms: u64) -> fmt::Result {
    write!(f, "{}", ms / 1000)?;
    match ms % 1000 {
        0 => Ok(()),
        frac => {
            let digits = format!("{frac:03}");
            write!(f, ".{}", digits.trim_end_matches('0'))
        }
    }
}

impl fmt::Display for Period {
    /// The period as one field of the tag: `300`, `40/5400+30`, `300+d5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(moves) = self.moves {
            write!(f, "{moves}/")?;
        }
        write_seconds(f, self.time_ms)?;
        let (letter, ms) = match self.bonus {
            Bonus::None => return Ok(()),
            Bonus::Increment(ms) => ("", ms),
            Bonus::Delay(ms) => ("d", ms),
            Bonus::Bronstein(ms) => ("b", ms),
        };
        write!(f, "+{letter}")?;
        write_seconds(f, ms)
    }
}

impl fmt::Display for TimeControl {
    /// The tag's value (see [`TimeControl`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TimeControl::Unknown => f.write_str("?"),
            TimeControl::Untimed => f.write_str("-"),
            TimeControl::Hourglass(ms) => {
                f.write_str("*")?;
                write_seconds(f, *ms)
            }
            TimeControl::Periods(periods) => {
                for (i, p) in periods.iter().enumerate() {
                    if i > 0 {
                        f.write_str(":")?;
                    }
                    p.fmt(f)?;
                }
                Ok(())
            }
        }
    }
}

/// The time control of each side: the same for both, or time odds (Armageddon: `300` for
/// white, `240` for black).
///
/// In PGN the same control for both is the `TimeControl` tag; time odds, which the standard
/// cannot write, are this crate's `WhiteTimeControl` and `BlackTimeControl` tags (same
/// notation), with no `TimeControl` tag ([`TimeControls::tags`], [`TimeControls::from_tags`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TimeControls {
    /// White's control.
    pub white: TimeControl,
    /// Black's control.
    pub black: TimeControl,
}

impl TimeControls {
    /// The same control for both sides.
    pub fn both(control: TimeControl) -> TimeControls {
        TimeControls {
            white: control.clone(),
            black: control,
        }
    }

    /// Time odds: a control for each side.
    pub fn odds(white: TimeControl, black: TimeControl) -> TimeControls {
        TimeControls { white, black }
    }

    /// The control of `color`.
    pub fn of(&self, color: crate::Color) -> &TimeControl {
        match color {
            crate::Color::White => &self.white,
            crate::Color::Black => &self.black,
        }
    }

    /// The PGN tags: `[("TimeControl", v)]` when both sides have the same control, else
    /// `[("WhiteTimeControl", w), ("BlackTimeControl", b)]`.
    pub fn tags(&self) -> Vec<(String, String)> {
        if self.white == self.black {
            vec![("TimeControl".to_string(), self.white.to_string())]
        } else {
            vec![
                ("WhiteTimeControl".to_string(), self.white.to_string()),
                ("BlackTimeControl".to_string(), self.black.to_string()),
            ]
        }
    }

    /// Reads the controls from a record's tags: `WhiteTimeControl` and `BlackTimeControl`
    /// when both are present, else `TimeControl`; `None` when the tags give neither (the
    /// first tag of each name counts).
    ///
    /// # Errors
    /// [`TimeControlError`] for a tag that is present but not a time control.
    pub fn from_tags(tags: &[(String, String)]) -> Result<Option<TimeControls>, TimeControlError> {
        let tag = |name: &str| tags.iter().find(|(n, _)| n == name).map(|(_, v)| v);
        if let (Some(w), Some(b)) = (tag("WhiteTimeControl"), tag("BlackTimeControl")) {
            return Ok(Some(TimeControls::odds(w.parse()?, b.parse()?)));
        }
        match tag("TimeControl") {
            Some(v) => Ok(Some(TimeControls::both(v.parse()?))),
            None => Ok(None),
        }
    }
}

impl From<TimeControl> for TimeControls {
    fn from(control: TimeControl) -> TimeControls {
        TimeControls::both(control)
    }
}
