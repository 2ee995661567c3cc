//! The `RawArbiter` class and `parseTimeControl`: the exports of `chess-arbiter/arbiter` (the
//! `arbiter` feature, a wasm module of its own; scripts/build.sh), over the core's
//! [`crate::arbiter`]. Each export converts its input, calls the core, converts the result: no
//! rule is decided here (every refusal is an [`ArbiterError`] of the core).
//!
//! - times cross as numbers (milliseconds), read by [`ms`]: a whole number from 0 to 2^53 - 1;
//! - moves cross as the codes of `convert.rs` (the JS face decodes them into the main entry's
//!   Move objects, `src/js/rules.js`); a move's times (`at`, `spent`, `clock`) as numbers;
//! - outcomes as plain objects `{ winner, termination, article?, result }` ([`outcome_js`]);
//! - the snapshot (`toJSON`) as a plain object written and read with serde-wasm-bindgen
//!   ([`JsArbiterSnapshot`]), checked by the core ([`Arbiter::from_snapshot`]).

use super::convert::{NO_LESSON, codes, color_arg, played_code, position, reading};
use super::error::{argument_error, game_error, js_error, pgn_error, set};
use crate::arbiter::{
    Arbiter, ArbiterError, ArbiterOutcome, ArbiterSnapshot, ArbiterTermination, Bonus,
    ClockOptions, ClockSnapshot, ClockStart, LagQuota, MoveRuling, SideClock, TimeControl,
    TimeControls, TimedMove,
};
use crate::game::pgn::PgnLoadOptions;
use crate::game::{Game, GameSnapshot};
use crate::position::Position;
use crate::position::castling::CastlingMode;
use crate::types::color::Color;
use js_sys::{Array, Object};
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

/// The largest whole number a JS number holds exactly (2^53 - 1).
const MAX_SAFE: f64 = 9_007_199_254_740_991.0;

/// A time or a duration from JS, in milliseconds: a whole number from 0 to 2^53 - 1.
fn ms(x: f64, what: &str) -> Result<u64, JsValue> {
    if (0.0..=MAX_SAFE).contains(&x) && x.fract() == 0.0 {
        Ok(x as u64)
    } else {
        Err(argument_error(&format!(
            "{what} must be a whole number of milliseconds from 0 to 2^53 - 1"
        )))
    }
}

fn color_name(c: Color) -> &'static str {
    match c {
        Color::White => "w",
        Color::Black => "b",
    }
}

/// An outcome as JS sees it: `{ winner: 'w' | 'b' | null, termination, article?, result }`.
fn outcome_js(o: &ArbiterOutcome) -> JsValue {
    let obj = Object::new();
    let winner = o
        .winner
        .map_or(JsValue::NULL, |c| JsValue::from_str(color_name(c)));
    set(&obj, "winner", &winner);
    set(
        &obj,
        "termination",
        &JsValue::from_str(o.termination.name()),
    );
    if let Some(article) = o.termination.article() {
        set(&obj, "article", &JsValue::from_str(article));
    }
    set(&obj, "result", &JsValue::from_str(o.result()));
    obj.into()
}

fn maybe_outcome(o: Option<ArbiterOutcome>) -> JsValue {
    o.as_ref().map_or(JsValue::NULL, outcome_js)
}

/// An [`ArbiterError`] as the thrown payload: `{ code, message, article? }`, with the outcome
/// (`outcome`) of `ERR_GAME_OVER`, the times (`at`, `last`) of `ERR_TIME_WENT_BACK`, the field
/// (`field`) of `ERR_TIME_CONTROL`, and a PGN error's fields (`error.rs`). `text` is the move
/// as given, for move errors.
fn arbiter_error(e: &ArbiterError, text: &str) -> JsValue {
    match e {
        ArbiterError::Game(g) => game_error(g, text),
        ArbiterError::Pgn(p) => pgn_error(p),
        _ => {
            let error = js_error(e.code(), e.article().unwrap_or(""), &e.to_string());
            match e {
                ArbiterError::GameOver(o) => set(&error, "outcome", &outcome_js(o)),
                ArbiterError::TimeWentBack { at_ms, last_ms } => {
                    set(&error, "at", &JsValue::from(*at_ms as f64));
                    set(&error, "last", &JsValue::from(*last_ms as f64));
                }
                ArbiterError::TimeControl(t) => {
                    set(&error, "field", &JsValue::from(t.field as f64));
                }
                _ => {}
            }
            error
        }
    }
}

fn err(e: ArbiterError) -> JsValue {
    arbiter_error(&e, "")
}

/// A `TimeControl` tag value, or `ERR_TIME_CONTROL`.
fn control(tag: &str) -> Result<TimeControl, JsValue> {
    tag.parse::<TimeControl>()
        .map_err(|e| err(ArbiterError::TimeControl(e)))
}

/// The clock options: `start_at` the FIDE start's time, or negative for the online start; `lag`
/// the quota's `[initial, gain, max, per move]` in milliseconds, or none.
fn clock_options(start_at: f64, lag: Option<Box<[f64]>>) -> Result<ClockOptions, JsValue> {
    let start = if start_at < 0.0 {
        ClockStart::AfterFirstMoves
    } else {
        ClockStart::At(ms(start_at, "options.start.at")?)
    };
    let lag = match lag.as_deref() {
        None => None,
        Some(&[initial, gain, max, per_move]) => Some(LagQuota {
            initial_ms: ms(initial, "options.lag.quota")?,
            gain_ms: ms(gain, "options.lag.gain")?,
            max_ms: ms(max, "options.lag.max")?,
            per_move_ms: ms(per_move, "options.lag.perMove")?,
        }),
        Some(_) => return Err(argument_error("options.lag must have four numbers")),
    };
    Ok(ClockOptions { start, lag })
}

/// A game under an arbiter ([`Arbiter`]).
#[wasm_bindgen(js_name = RawArbiter)]
pub struct RawArbiter {
    a: Arbiter,
}

#[wasm_bindgen(js_class = RawArbiter)]
impl RawArbiter {
    /// A game from `fen` (the standard start when absent, read as `how` says:
    /// `convert::reading`), on a clock for `white` and `black` (`TimeControl` tag values),
    /// started as `clock_options` reads `start_at` and `lag`.
    #[wasm_bindgen(constructor)]
    pub fn new(
        fen: Option<String>,
        how: u8,
        white: &str,
        black: &str,
        start_at: f64,
        lag: Option<Box<[f64]>>,
    ) -> Result<RawArbiter, JsValue> {
        let controls = TimeControls::odds(control(white)?, control(black)?);
        let options = clock_options(start_at, lag)?;
        let game = match fen {
            Some(f) => Game::from_position(position(&f, how & NO_LESSON)?),
            None => Game::from_position(Position::new_in(if reading(how).0 == Some(true) {
                CastlingMode::Chess960
            } else {
                CastlingMode::Standard
            })),
        };
        let a = Arbiter::new(game, controls, options).map_err(err)?;
        Ok(RawArbiter { a })
    }

    /// A game read from PGN ([`Arbiter::from_pgn`]): the controls `white` and `black` when
    /// given (both or neither), else the record's tags.
    #[wasm_bindgen(js_name = fromPgn)]
    pub fn from_pgn(
        text: &str,
        white: Option<String>,
        black: Option<String>,
        start_at: f64,
        lag: Option<Box<[f64]>>,
        how: u8,
    ) -> Result<RawArbiter, JsValue> {
        let controls = match (white, black) {
            (Some(w), Some(b)) => Some(TimeControls::odds(control(&w)?, control(&b)?)),
            _ => None,
        };
        let options = clock_options(start_at, lag)?;
        let (chess960, _) = reading(how);
        let load = PgnLoadOptions {
            chess960,
            relaxed: how & 1 != 0,
            ..PgnLoadOptions::default()
        };
        let a = Arbiter::from_pgn(text, controls, options, &load).map_err(err)?;
        Ok(RawArbiter { a })
    }

    /// Plays `text` (SAN or UCI, read leniently) made at `at`, its client reporting `lag`
    /// ms of lag, sent by `color` when given ([`Arbiter::play_by`]). Returns the move's code;
    /// a move after the flag fell throws `ERR_GAME_OVER` with the flag fall's outcome (which
    /// the arbiter now holds).
    pub fn play(
        &mut self,
        text: &str,
        at: f64,
        lag: f64,
        color: Option<String>,
    ) -> Result<u32, JsValue> {
        let at = ms(at, "options.at")?;
        let lag = ms(lag, "options.lag")?;
        let ruling = match color {
            Some(c) => self.a.play_by(color_arg(&c)?, text, at, lag),
            None => self.a.play_lagged(text, at, lag),
        }
        .map_err(|e| arbiter_error(&e, text))?;
        match ruling {
            MoveRuling::Played(played) => {
                let ply = self.a.game().ply();
                let pos = self
                    .a
                    .game()
                    .position_at(ply.saturating_sub(1))
                    .map_err(|e| game_error(&e, ""))?;
                Ok(played_code(pos, &played))
            }
            MoveRuling::Late(o) => Err(err(ArbiterError::GameOver(o))),
        }
    }

    /// The draw claim of `color` at `at`, with the move `text` that makes it valid when given
    /// ([`Arbiter::claim_draw`], [`Arbiter::claim_draw_with_move`]).
    #[wasm_bindgen(js_name = claimDraw)]
    pub fn claim_draw(
        &mut self,
        color: &str,
        at: f64,
        text: Option<String>,
    ) -> Result<JsValue, JsValue> {
        let color = color_arg(color)?;
        let at = ms(at, "at")?;
        let outcome = match &text {
            Some(t) => self.a.claim_draw_with_move_by(color, t.as_str(), at),
            None => self.a.claim_draw(color, at),
        }
        .map_err(|e| arbiter_error(&e, text.as_deref().unwrap_or("")))?;
        Ok(outcome_js(&outcome))
    }

    /// `[at, spent, clock]` of the moves made under the arbiter, three numbers a move (`clock`
    /// -1 without a clock).
    pub fn times(&self) -> Box<[f64]> {
        let mut out = Vec::with_capacity(self.a.moves().len() * 3);
        for m in self.a.moves() {
            out.push(m.at_ms as f64);
            out.push(m.spent_ms as f64);
            out.push(m.clock_ms.map_or(-1.0, |c| c as f64));
        }
        out.into_boxed_slice()
    }

    /// The codes of the moves of the game, from its start.
    #[wasm_bindgen(js_name = historyCodes)]
    pub fn history_codes(&self) -> Vec<u32> {
        let game = self.a.game();
        game.line()
            .iter()
            .enumerate()
            .filter_map(|(i, m)| game.position_at(i).ok().map(|p| played_code(p, m)))
            .collect()
    }

    /// The time `color` has left at `now`; -1 without a clock.
    pub fn remaining(&self, color: &str, now: f64) -> Result<f64, JsValue> {
        let c = color_arg(color)?;
        let now = ms(now, "now")?;
        Ok(self.a.remaining(c, now).map_or(-1.0, |t| t as f64))
    }

    /// [`Arbiter::flag_fall`]: the outcome once over, else null.
    #[wasm_bindgen(js_name = flagFall)]
    pub fn flag_fall(&mut self, now: f64) -> Result<JsValue, JsValue> {
        let now = ms(now, "now")?;
        Ok(maybe_outcome(self.a.flag_fall(now)))
    }

    /// [`Arbiter::resign`].
    pub fn resign(&mut self, color: &str, at: f64) -> Result<JsValue, JsValue> {
        let (c, at) = (color_arg(color)?, ms(at, "at")?);
        self.a.resign(c, at).map(|o| outcome_js(&o)).map_err(err)
    }

    /// [`Arbiter::offer_draw`]: null while the offer stands, else the outcome.
    #[wasm_bindgen(js_name = offerDraw)]
    pub fn offer_draw(&mut self, color: &str, at: f64) -> Result<JsValue, JsValue> {
        let (c, at) = (color_arg(color)?, ms(at, "at")?);
        self.a.offer_draw(c, at).map(maybe_outcome).map_err(err)
    }

    /// [`Arbiter::accept_draw`].
    #[wasm_bindgen(js_name = acceptDraw)]
    pub fn accept_draw(&mut self, color: &str, at: f64) -> Result<JsValue, JsValue> {
        let (c, at) = (color_arg(color)?, ms(at, "at")?);
        self.a
            .accept_draw(c, at)
            .map(|o| outcome_js(&o))
            .map_err(err)
    }

    /// [`Arbiter::decline_draw`]: null, or the outcome of a flag fallen first.
    #[wasm_bindgen(js_name = declineDraw)]
    pub fn decline_draw(&mut self, color: &str, at: f64) -> Result<JsValue, JsValue> {
        let (c, at) = (color_arg(color)?, ms(at, "at")?);
        self.a.decline_draw(c, at).map(maybe_outcome).map_err(err)
    }

    /// [`Arbiter::abort`].
    pub fn abort(&mut self, color: &str, at: f64) -> Result<JsValue, JsValue> {
        let (c, at) = (color_arg(color)?, ms(at, "at")?);
        self.a.abort(c, at).map(|o| outcome_js(&o)).map_err(err)
    }

    /// The side whose draw offer stands: `w`, `b`, or none.
    #[wasm_bindgen(js_name = drawOffer)]
    pub fn draw_offer(&self) -> Option<String> {
        self.a.draw_offer().map(|c| color_name(c).to_string())
    }

    /// [`Arbiter::outcome`], or null.
    pub fn outcome(&self) -> JsValue {
        maybe_outcome(self.a.outcome())
    }

    /// When the game ended under the arbiter; -1 if it did not.
    #[wasm_bindgen(js_name = endedAt)]
    pub fn ended_at(&self) -> f64 {
        self.a.ended_at_ms().map_or(-1.0, |t| t as f64)
    }

    /// The position now as FEN.
    pub fn fen(&self) -> String {
        self.a.game().position().fen()
    }

    /// The side to move: `w` or `b`.
    pub fn turn(&self) -> String {
        color_name(self.a.game().turn()).to_string()
    }

    /// True in Chess960 mode (castling's UCI).
    pub fn chess960(&self) -> bool {
        self.a.game().mode().is_chess960()
    }

    /// The codes of the legal moves now (none once the game is over).
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Vec<u32> {
        let game = self.a.game();
        let all = game.position().legal_moves();
        let now = self.a.legal_moves();
        codes(game.position(), &now, &all)
    }

    /// The legal destinations now as a `Map` (none once the game is over).
    #[wasm_bindgen(js_name = toDests)]
    pub fn to_dests(&self) -> js_sys::Map {
        let game = self.a.game();
        let moves = self.a.legal_moves();
        let dests = crate::ui::dests(&moves, crate::ui::CastlingDests::default_for(game.mode()));
        super::convert::dests_map(&dests)
    }

    /// [`Arbiter::pgn`].
    pub fn pgn(&self) -> String {
        self.a.pgn()
    }

    /// The whole state as a plain object ([`JsArbiterSnapshot`]).
    pub fn snapshot(&self) -> Result<JsValue, JsValue> {
        let s = JsArbiterSnapshot::from(self.a.snapshot());
        let serializer = serde_wasm_bindgen::Serializer::new()
            .serialize_maps_as_objects(true)
            .serialize_missing_as_null(true);
        s.serialize(&serializer)
            .map_err(|_| js_error("ERR_INTERNAL", "", "the snapshot could not be written"))
    }

    /// An arbiter from [`RawArbiter::snapshot`]'s object: `ERR_INVALID_SNAPSHOT` when it is not
    /// one (its shape), or as [`Arbiter::from_snapshot`] refuses it.
    #[wasm_bindgen(js_name = fromSnapshot)]
    pub fn from_snapshot(value: JsValue) -> Result<RawArbiter, JsValue> {
        // serde-wasm-bindgen's JS error as its message only: "Error: " off, and a TypeError (a
        // part that is no object: "Reflect.get called on non-object") said in our words. The
        // part's path (serde_path_to_error) was measured: +5.7 KB gzipped on the arbiter's
        // module, for messages only.
        let s: JsArbiterSnapshot = serde_wasm_bindgen::from_value(value).map_err(|e| {
            let text = e.to_string();
            let what = if text.starts_with("TypeError") {
                "a part that should be an object or an array is not one"
            } else {
                text.strip_prefix("Error: ").unwrap_or(&text)
            };
            js_error(
                "ERR_INVALID_SNAPSHOT",
                "",
                &format!("invalid arbiter snapshot: {what}"),
            )
        })?;
        let snapshot = s.into_core()?;
        let a = Arbiter::from_snapshot(snapshot).map_err(err)?;
        Ok(RawArbiter { a })
    }
}

/// A `TimeControl` tag read ([`TimeControl`]): `{ tag, kind, periods?, time? }`, `kind` one of
/// `periods`, `hourglass`, `untimed` (`-`), `unknown` (`?`); each period `{ moves, time,
/// bonus, bonusKind }` (`moves` null for the rest of the game; `bonusKind` `none`,
/// `increment`, `delay`, `bronstein`); an hourglass's `time`.
#[wasm_bindgen(js_name = parseTimeControl)]
pub fn parse_time_control(tag: &str) -> Result<JsValue, JsValue> {
    let tc = control(tag)?;
    let obj = Object::new();
    set(&obj, "tag", &JsValue::from_str(&tc.to_string()));
    let kind = match &tc {
        TimeControl::Unknown => "unknown",
        TimeControl::Untimed => "untimed",
        TimeControl::Hourglass(t) => {
            set(&obj, "time", &JsValue::from(*t as f64));
            "hourglass"
        }
        TimeControl::Periods(periods) => {
            let list = Array::new();
            for p in periods {
                let po = Object::new();
                let moves = p.moves.map_or(JsValue::NULL, |m| JsValue::from(m as f64));
                set(&po, "moves", &moves);
                set(&po, "time", &JsValue::from(p.time_ms as f64));
                let (kind, bonus) = bonus_parts(p.bonus);
                set(&po, "bonus", &JsValue::from(bonus as f64));
                set(&po, "bonusKind", &JsValue::from_str(kind));
                list.push(&po);
            }
            set(&obj, "periods", &list);
            "periods"
        }
    };
    set(&obj, "kind", &JsValue::from_str(kind));
    Ok(obj.into())
}

fn bonus_parts(b: Bonus) -> (&'static str, u64) {
    match b {
        Bonus::None => ("none", 0),
        Bonus::Increment(ms) => ("increment", ms),
        Bonus::Delay(ms) => ("delay", ms),
        Bonus::Bronstein(ms) => ("bronstein", ms),
    }
}

// ---- the snapshot as JS sees it (`Arbiter.prototype.toJSON`) ----------------------------------

/// One side's clock in a snapshot.
#[derive(Serialize, Deserialize)]
#[serde(
    rename_all = "camelCase",
    expecting = "a side's clock ({ remaining, moves, period, periodMoves, lagQuota })"
)]
struct JsSide {
    remaining: u64,
    moves: u32,
    period: u32,
    period_moves: u32,
    lag_quota: u64,
}

/// The lag quota in a snapshot.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase", expecting = "the lag compensation")]
struct JsLag {
    quota: u64,
    gain: u64,
    max: u64,
    per_move: u64,
}

/// A move made under the arbiter in a snapshot.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase", expecting = "a timed move")]
struct JsTimedMove {
    node: u32,
    color: String,
    at: u64,
    spent: u64,
    clock: Option<u64>,
}

/// An end the arbiter decided, in a snapshot.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase", expecting = "the game's end")]
struct JsEnd {
    winner: Option<String>,
    termination: String,
}

/// An arbiter's whole state as a plain JSON object (every number a whole number of
/// milliseconds or a count): the game (`startFen`, `chess960`, `relaxed`, `moves` in UCI,
/// `claim`), the controls (`white`, `black`: tag values), the clock, the moves' times, the draw
/// offers and the end.
#[derive(Serialize, Deserialize)]
#[serde(
    rename_all = "camelCase",
    expecting = "an arbiter snapshot (Arbiter#toJSON)"
)]
struct JsArbiterSnapshot {
    /// The snapshot's format: 1.
    format: u32,
    start_fen: String,
    chess960: bool,
    relaxed: bool,
    moves: Vec<String>,
    claim: Option<String>,
    white_control: String,
    black_control: String,
    lag: Option<JsLag>,
    white: JsSide,
    black: JsSide,
    turn: String,
    running_since: Option<u64>,
    last: Option<u64>,
    untimed_moves: u8,
    stopped: bool,
    timed_moves: Vec<JsTimedMove>,
    draw_offer: Option<String>,
    white_offered: bool,
    black_offered: bool,
    end: Option<JsEnd>,
    ended_at: Option<u64>,
}

fn side_js(s: &SideClock) -> JsSide {
    JsSide {
        remaining: s.remaining_ms,
        moves: s.moves,
        period: s.period,
        period_moves: s.period_moves,
        lag_quota: s.lag_quota_ms,
    }
}

fn side_core(s: &JsSide) -> SideClock {
    SideClock {
        remaining_ms: s.remaining,
        moves: s.moves,
        period: s.period,
        period_moves: s.period_moves,
        lag_quota_ms: s.lag_quota,
    }
}

impl From<ArbiterSnapshot> for JsArbiterSnapshot {
    fn from(s: ArbiterSnapshot) -> JsArbiterSnapshot {
        let c = &s.clock;
        JsArbiterSnapshot {
            format: 1,
            start_fen: s.game.start_fen,
            chess960: s.game.chess960,
            relaxed: s.game.relaxed,
            moves: s.game.moves,
            claim: s.game.claim,
            white_control: c.controls.white.to_string(),
            black_control: c.controls.black.to_string(),
            lag: c.lag.map(|l| JsLag {
                quota: l.initial_ms,
                gain: l.gain_ms,
                max: l.max_ms,
                per_move: l.per_move_ms,
            }),
            white: side_js(&c.white),
            black: side_js(&c.black),
            turn: color_name(c.turn).to_string(),
            running_since: c.running_since_ms,
            last: c.last_ms,
            untimed_moves: c.untimed_moves,
            stopped: c.stopped,
            timed_moves: s
                .moves
                .iter()
                .map(|m| JsTimedMove {
                    node: m.node,
                    color: color_name(m.color).to_string(),
                    at: m.at_ms,
                    spent: m.spent_ms,
                    clock: m.clock_ms,
                })
                .collect(),
            draw_offer: s.draw_offer.map(|c| color_name(c).to_string()),
            white_offered: s.white_offered,
            black_offered: s.black_offered,
            end: s.end.map(|e| JsEnd {
                winner: e.winner.map(|c| color_name(c).to_string()),
                termination: e.termination.name().to_string(),
            }),
            ended_at: s.ended_at_ms,
        }
    }
}

fn bad_snapshot(why: &str) -> JsValue {
    js_error(
        "ERR_INVALID_SNAPSHOT",
        "",
        &format!("invalid arbiter snapshot: {why}"),
    )
}

/// A color letter of a snapshot.
fn snapshot_color(c: &str) -> Result<Color, JsValue> {
    color_arg(c).map_err(|_| bad_snapshot("a color must be 'w' or 'b'"))
}

impl JsArbiterSnapshot {
    fn into_core(self) -> Result<ArbiterSnapshot, JsValue> {
        if self.format != 1 {
            return Err(bad_snapshot("unknown format (expected 1)"));
        }
        let ply = self.moves.len();
        let game = GameSnapshot {
            start_fen: self.start_fen,
            chess960: self.chess960,
            moves: self.moves,
            ply,
            claim: self.claim,
            relaxed: self.relaxed,
            nodes: Vec::new(),
            root_annotations: Default::default(),
            // The line's ids are 1, 2, 3...: the arbiter's game is one line.
            line_end: ply as u32,
        };
        let controls =
            TimeControls::odds(control(&self.white_control)?, control(&self.black_control)?);
        let clock = ClockSnapshot {
            controls,
            lag: self.lag.map(|l| LagQuota {
                initial_ms: l.quota,
                gain_ms: l.gain,
                max_ms: l.max,
                per_move_ms: l.per_move,
            }),
            white: side_core(&self.white),
            black: side_core(&self.black),
            turn: snapshot_color(&self.turn)?,
            running_since_ms: self.running_since,
            last_ms: self.last,
            untimed_moves: self.untimed_moves,
            stopped: self.stopped,
        };
        let mut moves = Vec::with_capacity(self.timed_moves.len());
        for m in &self.timed_moves {
            moves.push(TimedMove {
                node: m.node,
                color: snapshot_color(&m.color)?,
                at_ms: m.at,
                clock_ms: m.clock,
                spent_ms: m.spent,
            });
        }
        let end = match self.end {
            None => None,
            Some(e) => Some(ArbiterOutcome {
                winner: e.winner.as_deref().map(snapshot_color).transpose()?,
                termination: ArbiterTermination::from_name(&e.termination)
                    .ok_or_else(|| bad_snapshot("an unknown termination"))?,
            }),
        };
        Ok(ArbiterSnapshot {
            game,
            clock,
            moves,
            draw_offer: self.draw_offer.as_deref().map(snapshot_color).transpose()?,
            white_offered: self.white_offered,
            black_offered: self.black_offered,
            end,
            ended_at_ms: self.ended_at,
        })
    }
}
