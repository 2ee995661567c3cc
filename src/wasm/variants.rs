//! Exports for `chess-arbiter/variants` (`src/js/variants.js`), the lichess variants
//! ([`crate::variants`]): each reads the variant's name ([`Variant::from_name`]: lichess's keys
//! and the PGN aliases) and the FEN ([`VariantPosition::from_fen`]), calls the core and
//! converts the answer. No rule is decided here. Every refusal is a thrown `{ code, message }`
//! with the [`VariantError`]'s code ([`VariantError::code`], the main entry's codes), and for
//! `ERR_INVALID_FEN` `reason`, the problem's code ([`VariantError::reason`]).
//!
//! Shapes crossing: moves as one text, a move a line, `SAN UCI` (the JS face splits it: one
//! crossing for the list); `toDests` a `Map` of square names (as the main entry's); drop
//! destinations an `Array` of square names; an outcome `{ winner, termination }` or `null`.

use super::error::{js_error, set};
use crate::position::castling::CastlingMode;
use crate::types::color::Color;
use crate::types::role::Role;
use crate::types::square::Square;
use crate::util::quote::quoted;
use crate::variants::{Variant, VariantError, VariantMove, VariantPosition, perft};
use js_sys::{Array, Map};
use wasm_bindgen::prelude::*;

/// The thrown payload of a [`VariantError`]: its code and English message; an `ERR_INVALID_FEN`
/// as the main entry's (`Invalid FEN: <the problem> (<its code>)`), with `reason`, the
/// problem's code.
fn variant_error(e: &VariantError) -> JsValue {
    let reason = e.reason();
    let article = e.article().unwrap_or("");
    if reason.is_empty() {
        return js_error(e.code(), article, &e.to_string());
    }
    let error = js_error(
        e.code(),
        article,
        &format!("Invalid FEN: {} ({reason})", e.problem()),
    );
    set(&error, "reason", &JsValue::from_str(reason));
    error
}

/// A move's refusal in `pos`, where `text` was read or played: as [`variant_error`], and for
/// `ERR_ILLEGAL_MOVE` `reason`, why: the ruling's code as `explainMove` gives it (the variant's
/// own rule, `ERR_KING_CAPTURE`..., a rule shared with chess, `ERR_PIECE_IN_THE_WAY`..., else
/// `ERR_ILLEGAL_MOVE`), and `article` as the core gives it
/// ([`crate::variants::VariantRuling::illegal_move_article`]: none for a variant's own rule).
fn move_error(pos: &VariantPosition, text: &str, e: &VariantError) -> JsValue {
    let error = variant_error(e);
    if let (VariantError::PromotionPiece(_), Ok(Err(ruling))) = (e, pos.explain_text(text)) {
        // The ruling's code; the article the error's own (3.7.5.1), as the main entry's.
        set(&error, "reason", &JsValue::from_str(ruling.code));
        return error;
    }
    if let (VariantError::IllegalMove(_), Ok(Err(ruling))) = (e, pos.explain_text(text)) {
        set(&error, "reason", &JsValue::from_str(ruling.code));
        if let Some(article) = ruling.illegal_move_article() {
            set(&error, "article", &JsValue::from_str(article));
        }
    }
    error
}

/// A [`VariantGameError`] of a move `text` played in `pos`: a move's refusal as [`move_error`].
fn game_move_error(pos: &VariantPosition, text: &str, e: &VariantGameError) -> JsValue {
    match e {
        VariantGameError::Variant(v) => move_error(pos, text, v),
        _ => game_error(e),
    }
}

/// A FEN's problem as `validateFen` lists it: `{ code, message }`, the problem's own code
/// (`ERR_FEN_KINGS`...) and message; another error as [`variant_error`] throws it.
fn fen_problem(e: &VariantError) -> JsValue {
    let reason = e.reason();
    if reason.is_empty() {
        variant_error(e)
    } else {
        js_error(reason, e.article().unwrap_or(""), &e.to_string())
    }
}

fn read(variant: &str, fen: &str) -> Result<VariantPosition, JsValue> {
    let v = Variant::from_name(variant).map_err(|e| variant_error(&e))?;
    VariantPosition::from_fen(v, fen).map_err(|e| variant_error(&e))
}

/// Lichess's API key of a variant name or alias (`zh` -> `crazyhouse`).
#[wasm_bindgen(js_name = variantKey)]
pub fn variant_key(variant: &str) -> Result<String, JsValue> {
    Variant::from_name(variant)
        .map(|v| v.key().to_string())
        .map_err(|e| variant_error(&e))
}

/// The variant's starting position in FEN.
#[wasm_bindgen(js_name = variantStartingFen)]
pub fn variant_starting_fen(variant: &str) -> Result<String, JsValue> {
    Variant::from_name(variant)
        .map(|v| v.starting_fen().to_string())
        .map_err(|e| variant_error(&e))
}

/// The legal moves, a line each: `SAN UCI`; with `square` (0 = a1 .. 63 = h8; negative: all)
/// those of the piece on that square (the board moves from it: a drop comes from no square).
#[wasm_bindgen(js_name = variantLegalMoves)]
pub fn variant_legal_moves(variant: &str, fen: &str, square: i32) -> Result<String, JsValue> {
    let pos = read(variant, fen)?;
    let mode = pos.mode();
    let from = u32::try_from(square).ok().and_then(Square::new);
    let mut out = String::new();
    let legal = pos.legal_moves();
    for m in legal
        .iter()
        .filter(|m| from.is_none_or(|sq| m.as_move().is_some_and(|m| m.from == sq)))
    {
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(&pos.san(m));
        out.push(' ');
        out.push_str(&m.uci(mode));
    }
    Ok(out)
}

/// The FEN after `text`, read as UCI (`e2e4`, `e7e8q`, `N@f3`) when it is UCI, else as SAN.
#[wasm_bindgen(js_name = variantApplyMove)]
pub fn variant_apply_move(variant: &str, fen: &str, text: &str) -> Result<String, JsValue> {
    let pos = read(variant, fen)?;
    let m = read_move(&pos, text)?;
    pos.play(&m)
        .map(|next| next.fen())
        .map_err(|e| move_error(&pos, text, &e))
}

/// True when the side to move is in check (never in antichess and racing kings).
#[wasm_bindgen(js_name = variantIsCheck)]
pub fn variant_is_check(variant: &str, fen: &str) -> Result<bool, JsValue> {
    Ok(read(variant, fen)?.is_check())
}

/// The leaf count of the legal move tree `depth` plies deep (the JS face bounds `depth`).
#[wasm_bindgen(js_name = variantPerft)]
pub fn variant_perft(variant: &str, fen: &str, depth: u32) -> Result<f64, JsValue> {
    // Counts stay below 2^53 at every depth the JS face allows in any reachable time.
    Ok(perft(&read(variant, fen)?, depth) as f64)
}

/// The FEN as the variant writes it (`[QRBNPqrbnp]` pockets, `3+3` check counters), or its
/// first problem thrown as `validateFen` lists it ([`fen_problem`]).
#[wasm_bindgen(js_name = variantNormalFen)]
pub fn variant_normal_fen(variant: &str, fen: &str) -> Result<String, JsValue> {
    let v = Variant::from_name(variant).map_err(|e| variant_error(&e))?;
    VariantPosition::from_fen(v, fen)
        .map(|p| p.fen())
        .map_err(|e| fen_problem(&e))
}

/// Legal destinations by origin square of the board moves (drops are in
/// [`variant_drop_dests`]). Castling as the main entry's `toDests` gives it, by `castling`:
/// 1 the king's destination, 2 the rook's square (king onto rook), 3 both, 0 the mode's default
/// (both in standard castling, the rook's square in Chess960).
#[wasm_bindgen(js_name = variantToDests)]
pub fn variant_to_dests(variant: &str, fen: &str, castling: u8) -> Result<Map, JsValue> {
    let pos = read(variant, fen)?;
    let chess960 = pos.mode() == CastlingMode::Chess960;
    let (king, rook) = match castling {
        1 => (true, false),
        2 => (false, true),
        3 => (true, true),
        _ => (!chess960, true),
    };
    let map = Map::new();
    for m in pos.legal_moves().iter() {
        let VariantMove::Normal(m) = m else { continue };
        if m.is_castle() {
            if king {
                push_dest(&map, m.from, m.king_to());
            }
            if rook {
                push_dest(&map, m.from, m.to);
            }
        } else {
            push_dest(&map, m.from, m.to);
        }
    }
    Ok(map)
}

/// Adds `to` to the list of `from` in a `toDests` map, once.
fn push_dest(map: &Map, from: Square, to: Square) {
    let from = JsValue::from_str(from.name());
    let list = match map.get(&from).dyn_into::<Array>() {
        Ok(list) => list,
        Err(_) => {
            let list = Array::new();
            map.set(&from, &list);
            list
        }
    };
    let to = JsValue::from_str(to.name());
    if !list.includes(&to, 0) {
        list.push(&to);
    }
}

/// The squares where the side to move may drop `role` (a letter `p`, `n`, `b`, `r`, `q`, either
/// case) from its pocket: empty unless it is in the pocket and a drop is legal there.
#[wasm_bindgen(js_name = variantDropDests)]
pub fn variant_drop_dests(variant: &str, fen: &str, role: &str) -> Result<Array, JsValue> {
    let pos = read(variant, fen)?;
    let mut chars = role.chars();
    let role = match (chars.next().and_then(Role::from_char), chars.next()) {
        (Some(r), None) if r != Role::King => r,
        _ => {
            return Err(js_error(
                "ERR_INVALID_ARGUMENT",
                "",
                &format!("role must be one of p, n, b, r, q, got {}", quoted(role)),
            ));
        }
    };
    let out = Array::new();
    for m in pos.legal_moves().iter() {
        if let VariantMove::Drop { role: r, to } = m {
            if *r == role {
                out.push(&JsValue::from_str(to.name()));
            }
        }
    }
    Ok(out)
}

/// How the game stands on the board: `null` while it goes on, else `{ winner: 'w' | 'b' |
/// null, termination }` (the main entry's colors) (the names of [`crate::variants::VariantTermination::name`]).
#[wasm_bindgen(js_name = variantOutcome)]
pub fn variant_outcome(variant: &str, fen: &str) -> Result<JsValue, JsValue> {
    let Some(outcome) = read(variant, fen)?.outcome() else {
        return Ok(JsValue::NULL);
    };
    Ok(outcome_object(&outcome))
}

// ---- the Game of the variants (`Game` of `chess-arbiter/variants`): a RawVariantGame over
// the core's [`VariantGame`]; moves cross as `SAN UCI COLOR` lines, as the free functions'. ----

use crate::pgn::{PgnWarning, PgnWriteOptions};
use crate::variants::{
    VariantGame, VariantGameError, VariantOutcome, VariantPgnOptions, VariantPlayed,
    VariantSnapshot,
};

/// The thrown payload of a [`VariantGameError`]: its code and message; for `ERR_INVALID_PGN`
/// also `reason` (the cause's code) and `game` (the 1-based index of the game in the text); a
/// FEN's or a move's as [`variant_error`].
fn game_error(e: &VariantGameError) -> JsValue {
    let prefix = if matches!(e, VariantGameError::Pgn { .. }) {
        "Invalid PGN: "
    } else {
        ""
    };
    if let VariantGameError::Variant(v) = e {
        return variant_error(v);
    }
    let error = js_error(e.code(), e.article().unwrap_or(""), &format!("{prefix}{e}"));
    if let VariantGameError::Pgn {
        game,
        reason,
        at,
        played,
        ..
    } = e
    {
        let played = played.as_ref().map(|(ply, san)| (*ply, san.as_str()));
        super::error::set_pgn_fields(&error, *game, reason, *at, played);
    }
    error
}

/// A game's warning ([`VariantGame::warnings`]: what the reader took leniently in game `game`
/// of the text) as the main entry's `warnings()` gives it (`super::error::pgn_error` of a
/// [`crate::game::pgn::LoadPgnErrorKind::Lenient`]): `ERR_INVALID_PGN`, `Invalid PGN: game G, `
/// and the warning's own text (`line L, column C: ... at "..."`), `game`, `reason`, `line`,
/// `column`. Not by `pgn_error`, whose other kinds (a move's, a FEN's errors) would bring their
/// messages into this module.
fn warning_payload(game: usize, w: &PgnWarning) -> JsValue {
    let error = js_error(
        "ERR_INVALID_PGN",
        "",
        &format!("Invalid PGN: game {game}, {w}"),
    );
    set(&error, "game", &JsValue::from(game as f64));
    set(&error, "reason", &JsValue::from_str(w.kind.code()));
    set(&error, "line", &JsValue::from(w.line as f64));
    set(&error, "column", &JsValue::from(w.column as f64));
    error
}

/// A move as one line: `SAN UCI COLOR` (`w` or `b`).
fn played_line(p: &VariantPlayed) -> String {
    let color = match p.color {
        Color::White => 'w',
        Color::Black => 'b',
    };
    format!("{} {} {color}", p.san, p.uci)
}

/// An outcome as `{ winner: 'w' | 'b' | null, termination }`.
fn outcome_object(outcome: &VariantOutcome) -> JsValue {
    let object: JsValue = js_sys::Object::new().into();
    let winner = match outcome.winner() {
        Some(Color::White) => JsValue::from_str("w"),
        Some(Color::Black) => JsValue::from_str("b"),
        None => JsValue::NULL,
    };
    set(&object, "winner", &winner);
    set(
        &object,
        "termination",
        &JsValue::from_str(outcome.termination().name()),
    );
    object
}

// ---- boards and rulings (pieceChanges, explainMove) -----------------------------------------

/// A move text read as UCI when it is UCI, else as SAN (as [`variant_apply_move`] reads it).
fn read_move(pos: &VariantPosition, text: &str) -> Result<VariantMove, JsValue> {
    pos.parse_move(text).map_err(|e| move_error(pos, text, &e))
}

/// `{ color, type }` of a piece, as the main entry's `Piece`.
fn piece_object(piece: crate::types::role::Piece) -> JsValue {
    let object: JsValue = js_sys::Object::new().into();
    set(
        &object,
        "color",
        &JsValue::from_str(if piece.color == Color::White {
            "w"
        } else {
            "b"
        }),
    );
    set(
        &object,
        "type",
        &JsValue::from_str(&piece.role.char().to_string()),
    );
    object
}

/// A game of a variant (the JS `Game` of `chess-arbiter/variants` holds one).
#[wasm_bindgen]
pub struct RawVariantGame {
    game: VariantGame,
}

#[wasm_bindgen]
impl RawVariantGame {
    /// A game of `variant` from `fen`, or from the variant's start.
    #[wasm_bindgen(constructor)]
    pub fn new(variant: &str, fen: Option<String>) -> Result<RawVariantGame, JsValue> {
        let v = Variant::from_name(variant).map_err(|e| variant_error(&e))?;
        let game = match fen {
            Some(fen) => VariantGame::from_fen(v, &fen).map_err(|e| game_error(&e))?,
            None => VariantGame::new(v),
        };
        Ok(RawVariantGame { game })
    }

    /// The first game of a PGN text, at the end of its main line; its variations checked unless
    /// `skip_bad_variations` ([`VariantPgnOptions`]).
    #[wasm_bindgen(js_name = fromPgn)]
    pub fn from_pgn(text: &str, skip_bad_variations: bool) -> Result<RawVariantGame, JsValue> {
        VariantGame::read_pgn(
            text,
            &VariantPgnOptions {
                skip_bad_variations,
            },
        )
        .map(|game| RawVariantGame { game })
        .map_err(|e| game_error(&e))
    }

    /// A game from a snapshot's parts (the JS face checks their types): the line's UCI moves
    /// space-separated, the tags as `[name, value]` pairs, the record's result and main line.
    #[wasm_bindgen(js_name = fromSnapshot)]
    #[allow(clippy::too_many_arguments)]
    pub fn from_snapshot(
        variant: String,
        start_fen: String,
        moves: &str,
        ply: u32,
        claimed: bool,
        tags: Array,
        result: Option<String>,
        record_moves: &str,
    ) -> Result<RawVariantGame, JsValue> {
        let words = |s: &str| s.split_whitespace().map(str::to_string).collect::<Vec<_>>();
        let mut pairs = Vec::new();
        for pair in tags.iter() {
            let pair: Array = pair.dyn_into().map_err(|_| {
                js_error(
                    "ERR_INVALID_SNAPSHOT",
                    "",
                    "invalid snapshot: tags must be [name, value] pairs",
                )
            })?;
            match (pair.get(0).as_string(), pair.get(1).as_string()) {
                (Some(n), Some(v)) if pair.length() == 2 => pairs.push((n, v)),
                _ => {
                    return Err(js_error(
                        "ERR_INVALID_SNAPSHOT",
                        "",
                        "invalid snapshot: tags must be [name, value] pairs of strings",
                    ));
                }
            }
        }
        let snapshot = VariantSnapshot {
            variant,
            start_fen,
            moves: words(moves),
            ply: ply as usize,
            claimed,
            tags: pairs,
            result,
            record_moves: words(record_moves),
        };
        VariantGame::from_snapshot(&snapshot)
            .map(|game| RawVariantGame { game })
            .map_err(|e| game_error(&e))
    }

    /// Lichess's key of the variant.
    pub fn variant(&self) -> String {
        self.game.variant().key().to_string()
    }

    /// The start position's FEN.
    #[wasm_bindgen(js_name = startFen)]
    pub fn start_fen(&self) -> String {
        self.game.start().fen()
    }

    /// The current position's FEN.
    pub fn fen(&self) -> String {
        self.game.fen()
    }

    /// The FEN after `ply` moves of the line.
    #[wasm_bindgen(js_name = fenAt)]
    pub fn fen_at(&self, ply: f64) -> Result<String, JsValue> {
        let ply = super::error::ply_arg(ply, self.game.line().len())?;
        self.game.fen_at(ply).map_err(|e| game_error(&e))
    }

    /// `w` or `b`.
    pub fn turn(&self) -> String {
        match self.game.position().turn() {
            Color::White => "w".into(),
            Color::Black => "b".into(),
        }
    }

    /// The current ply.
    pub fn ply(&self) -> u32 {
        self.game.ply() as u32
    }

    /// Plays a move's text (UCI, else SAN); the move played as `SAN UCI COLOR`.
    pub fn play(&mut self, text: &str) -> Result<String, JsValue> {
        // A refused move changes nothing: the game's position is the one it was refused in.
        match self.game.play(text) {
            Ok(p) => Ok(played_line(p)),
            Err(e) => Err(game_move_error(self.game.position(), text, &e)),
        }
    }

    /// Takes back the last move (`SAN UCI COLOR`), `undefined` at the start.
    pub fn undo(&mut self) -> Option<String> {
        self.game.undo().map(played_line)
    }

    /// Replays the next move of the line, `undefined` at its end.
    pub fn redo(&mut self) -> Option<String> {
        self.game.redo().map(played_line)
    }

    /// Jumps to `ply` along the line.
    pub fn goto(&mut self, ply: f64) -> Result<(), JsValue> {
        let ply = super::error::ply_arg(ply, self.game.line().len())?;
        self.game.goto(ply).map_err(|e| game_error(&e))
    }

    /// The moves played up to the current ply, a line each (`SAN UCI COLOR`).
    pub fn history(&self) -> String {
        let lines: Vec<String> = self.game.history().iter().map(played_line).collect();
        lines.join("\n")
    }

    /// The whole line's moves in UCI, space-separated (the snapshot's `moves`).
    #[wasm_bindgen(js_name = lineUci)]
    pub fn line_uci(&self) -> String {
        let ucis: Vec<&str> = self.game.line().iter().map(|m| m.uci.as_str()).collect();
        ucis.join(" ")
    }

    /// True when the line ends in a claimed draw (the snapshot's `claim`).
    pub fn claimed(&self) -> bool {
        self.game.to_snapshot().claimed
    }

    /// The legal moves now, a line each (`SAN UCI`); none once the game is over.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> String {
        if self.game.is_game_over() {
            return String::new();
        }
        let pos = self.game.position();
        let lines: Vec<String> = pos
            .legal_moves()
            .iter()
            .map(|m| format!("{} {}", pos.san(m), m.uci(pos.mode())))
            .collect();
        lines.join("\n")
    }

    /// True when the side to move is in check.
    #[wasm_bindgen(js_name = isCheck)]
    pub fn is_check(&self) -> bool {
        self.game.position().is_check()
    }

    /// The game's end `{ winner, termination }`, or `null`.
    pub fn outcome(&self) -> JsValue {
        self.game
            .outcome()
            .map_or(JsValue::NULL, |o| outcome_object(&o))
    }

    /// True when the player to move may claim a draw by repetition now or with a move.
    #[wasm_bindgen(js_name = canClaimThreefoldRepetition)]
    pub fn can_claim_threefold_repetition(&self) -> bool {
        self.game.can_claim_threefold_repetition()
    }

    /// True when the current position occurred at least three times.
    #[wasm_bindgen(js_name = isThreefoldRepetition)]
    pub fn is_threefold_repetition(&self) -> bool {
        self.game.is_threefold_repetition()
    }

    /// The plies at which the current position occurred, the current ply last.
    pub fn repetitions(&self) -> Vec<u32> {
        self.game
            .repetitions()
            .into_iter()
            .map(|p| p as u32)
            .collect()
    }

    /// Claims a draw by repetition, now or with the move `text`; the outcome.
    #[wasm_bindgen(js_name = claimDraw)]
    pub fn claim_draw(&mut self, text: Option<String>) -> Result<JsValue, JsValue> {
        match self.game.claim_draw(text.as_deref()) {
            Ok(o) => Ok(outcome_object(&o)),
            Err(e) => Err(game_move_error(
                self.game.position(),
                text.as_deref().unwrap_or(""),
                &e,
            )),
        }
    }

    /// Insufficient material by the variant's rule, now.
    #[wasm_bindgen(js_name = isInsufficientMaterial)]
    pub fn is_insufficient_material(&self) -> bool {
        self.game.position().is_insufficient_material()
    }

    /// True when `color` (`w` or `b`; the JS face checks it) cannot win.
    #[wasm_bindgen(js_name = hasInsufficientMaterial)]
    pub fn has_insufficient_material(&self, color: &str) -> bool {
        let color = if color == "b" {
            Color::Black
        } else {
            Color::White
        };
        self.game.position().has_insufficient_material(color)
    }

    /// What the reader took leniently in the record the game was read from
    /// ([`VariantGame::warnings`]), then the variations it passed over
    /// ([`VariantGame::skipped_variations`]), as the main entry's `warnings()` gives them:
    /// `ERR_INVALID_PGN` payloads with `reason` the warning's or the move's code, `game`, `line`,
    /// `column` (and a move's `ply`, `san`, `article`).
    pub fn warnings(&self) -> Array {
        // As the main entry lists them: what was read leniently, then the variations passed over.
        let lenient = self
            .game
            .pgn_warnings()
            .iter()
            .map(|(game, w)| warning_payload(*game, w));
        let skipped = self.game.skipped_variations().iter().map(game_error);
        lenient.chain(skipped).collect()
    }

    /// The record's tags as `[name, value]` pairs (empty for a game not read from PGN).
    pub fn tags(&self) -> Array {
        self.game
            .tags()
            .iter()
            .map(|(n, v)| -> JsValue {
                let pair = Array::new();
                pair.push(&JsValue::from_str(n));
                pair.push(&JsValue::from_str(v));
                pair.into()
            })
            .collect()
    }

    /// The record's result and main line (UCI, space-separated) for the snapshot, or
    /// `undefined` for a game without a record's result.
    #[wasm_bindgen(js_name = snapshotRecord)]
    pub fn snapshot_record(&self) -> Option<Array> {
        let s = self.game.to_snapshot();
        let result = s.result?;
        let out = Array::new();
        out.push(&JsValue::from_str(&result));
        out.push(&JsValue::from_str(&s.record_moves.join(" ")));
        Some(out)
    }

    /// The game as PGN: `max_line_len` (default 79), and tags set over the game's own
    /// (`[name, value]` pairs; the JS face checks them).
    pub fn pgn(&self, max_line_len: Option<u32>, tags: Array) -> String {
        let mut game = self.game.to_pgn_game();
        for pair in tags.iter() {
            let pair = Array::from(&pair);
            if let (Some(n), Some(v)) = (pair.get(0).as_string(), pair.get(1).as_string()) {
                crate::game::pgn::set_tag(&mut game.tags, &n, &v);
            }
        }
        let mut options = PgnWriteOptions::default();
        if let Some(width) = max_line_len {
            options.max_line_len = width as usize;
        }
        game.to_pgn(&options)
    }
}

/// Every game of a PGN text: an array of `{ index, game }` (a [`RawVariantGame`]) or
/// `{ index, error }` (the thrown payload of its error), in the order of the text.
#[wasm_bindgen(js_name = variantReadGames)]
pub fn variant_read_games(text: &str, skip_bad_variations: bool) -> Array {
    let out = Array::new();
    let options = VariantPgnOptions {
        skip_bad_variations,
    };
    for (index, read) in crate::variants::read_variant_games_with(text, &options) {
        let item: JsValue = js_sys::Object::new().into();
        set(&item, "index", &JsValue::from(index as f64));
        match read {
            Ok(game) => set(&item, "game", &JsValue::from(RawVariantGame { game })),
            Err(e) => set(&item, "error", &game_error(&e)),
        }
        out.push(&item);
    }
    out
}

/// The squares a move changes ([`VariantPosition::piece_changes`]): an `Array` of
/// `{ square, piece, captured?, exploded?, pocket?, drop?, promotion? }` (`piece` `null` when
/// emptied; the flags only when set).
#[wasm_bindgen(js_name = variantPieceChanges)]
pub fn variant_piece_changes(variant: &str, fen: &str, text: &str) -> Result<Array, JsValue> {
    let pos = read(variant, fen)?;
    let m = read_move(&pos, text)?;
    let changes = pos.piece_changes(&m).map_err(|e| variant_error(&e))?;
    let out = Array::new();
    for c in changes {
        let object: JsValue = js_sys::Object::new().into();
        set(&object, "square", &JsValue::from_str(c.square.name()));
        set(
            &object,
            "piece",
            &c.piece.map_or(JsValue::NULL, piece_object),
        );
        if let Some(p) = c.captured {
            set(&object, "captured", &piece_object(p));
        }
        if c.exploded {
            set(&object, "exploded", &JsValue::TRUE);
        }
        if let Some(p) = c.pocket {
            set(&object, "pocket", &piece_object(p));
        }
        if c.drop {
            set(&object, "drop", &JsValue::TRUE);
        }
        if c.promotion {
            set(&object, "promotion", &JsValue::TRUE);
        }
        out.push(&object);
    }
    Ok(out)
}

/// A ruling as the JS face reads it: `{ uci }` for a legal move, else `{ code, article, squares,
/// pieces, role? }` (`article` `null` for a variant's own rule; `pieces` the FEN letters of what
/// stands on each square, `-` for none, as the main entry's rulings; `role` a refused drop's
/// piece letter).
fn encode_ruling(
    pos: &VariantPosition,
    result: Result<VariantMove, crate::variants::VariantRuling>,
) -> JsValue {
    let object: JsValue = js_sys::Object::new().into();
    match result {
        Ok(m) => set(&object, "uci", &JsValue::from_str(&m.uci(pos.mode()))),
        Err(r) => {
            set(&object, "code", &JsValue::from_str(r.code));
            set(
                &object,
                "article",
                &r.article.map_or(JsValue::NULL, JsValue::from_str),
            );
            let squares: Array = r
                .squares
                .iter()
                .map(|s| JsValue::from_str(s.name()))
                .collect();
            set(&object, "squares", &squares);
            let board = pos.board();
            let pieces: Array = r
                .squares
                .iter()
                .map(|s| {
                    JsValue::from_str(&board.piece_at(*s).map_or('-', |p| p.char()).to_string())
                })
                .collect();
            set(&object, "pieces", &pieces);
            if let Some(role) = r.role {
                set(
                    &object,
                    "role",
                    &JsValue::from_str(&role.char().to_string()),
                );
            }
        }
    }
    object
}

/// The ruling on a move given as SAN or UCI text ([`VariantPosition::explain_text`]); throws
/// `ERR_INVALID_MOVE` and `ERR_AMBIGUOUS_MOVE` as `applyMove` does.
#[wasm_bindgen(js_name = variantExplainMove)]
pub fn variant_explain_move(variant: &str, fen: &str, text: &str) -> Result<JsValue, JsValue> {
    let pos = read(variant, fen)?;
    let result = pos.explain_text(text).map_err(|e| variant_error(&e))?;
    Ok(encode_ruling(&pos, result))
}

/// The ruling on a move given as squares (`promotion` a role letter or empty) or as a drop
/// (`from` empty, `drop` the role letter) ([`VariantPosition::explain`]).
#[wasm_bindgen(js_name = variantExplainSquares)]
pub fn variant_explain_squares(
    variant: &str,
    fen: &str,
    from: &str,
    to: &str,
    promotion: &str,
    drop: &str,
) -> Result<JsValue, JsValue> {
    let pos = read(variant, fen)?;
    let square = |name: &str| {
        Square::from_ascii(name.as_bytes()).ok_or_else(|| {
            js_error(
                "ERR_INVALID_ARGUMENT",
                "",
                &format!("not a square: {}", quoted(name)),
            )
        })
    };
    let role = |letter: &str| {
        let mut chars = letter.chars();
        match (chars.next().and_then(Role::from_char), chars.next()) {
            (Some(r), None) => Ok(r),
            _ => Err(js_error(
                "ERR_INVALID_ARGUMENT",
                "",
                &format!("not a role letter: {}", quoted(letter)),
            )),
        }
    };
    let to = square(to)?;
    let attempt = if drop.is_empty() {
        crate::variants::VariantAttempt::Board {
            from: square(from)?,
            to,
            promotion: if promotion.is_empty() {
                None
            } else {
                Some(role(promotion)?)
            },
        }
    } else {
        crate::variants::VariantAttempt::Drop {
            role: role(drop)?,
            to,
        }
    };
    Ok(encode_ruling(&pos, pos.explain(attempt)))
}
