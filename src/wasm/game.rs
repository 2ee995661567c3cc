//! The `RawGame` class: a thin wrapper over the core [`Game`], with the PGN record it was read
//! from (if any) for writing it back. Moves cross as the codes of `convert.rs` (one `u32`, or a
//! `Uint32Array` for a list); an outcome as one number (`encode_outcome`).

use super::convert::{NO_LESSON, codes, color_arg, played_code, position, reading};
use super::error::{game_error, pgn_error};
use crate::game::pgn::{PgnLoadOptions, game_to_pgn, read_game, set_tag};
use crate::game::{Game, Outcome, PlayOptions, PlayedMove, Termination};
use crate::pgn::{PgnGame, PgnWriteOptions};
use crate::position::Position;
use crate::position::castling::CastlingMode;
use crate::position::validate::Validation;
use crate::types::color::Color;
use core::cell::UnsafeCell;
use wasm_bindgen::prelude::*;

/// A game: the core [`Game`] and, when read from PGN, its record.
#[wasm_bindgen(js_name = RawGame)]
pub struct RawGame {
    pub(super) game: Game,
    pub(super) source: Option<PgnGame>,
    /// The variations skipped by `fromPgn` with `skipBadVariations`.
    pub(super) warnings: Vec<crate::game::pgn::LoadPgnError>,
}

impl RawGame {
    /// The code of a move of the line: `ply` is the ply before it.
    fn encode(&self, ply: usize, played: &PlayedMove) -> u32 {
        match self.game.position_at(ply) {
            Ok(pos) => played_code(pos, played),
            Err(_) => 0,
        }
    }

    /// A ply from JS: a whole number (checked by the JS face), out of range when negative.
    fn ply_arg(&self, ply: f64) -> Result<usize, JsValue> {
        super::error::ply_arg(ply, self.game.line_len())
    }

    /// [`write_state`](RawGame::write_state) for a ply of the line (nothing is written past
    /// its end).
    fn write_at(&self, ply: usize) {
        let Ok(pos) = self.game.position_at(ply) else {
            return;
        };
        // SAFETY: see `StateOut`; no reference to the slots or the writer outlives this function.
        let (slots, fen) = unsafe { (&mut *STATE.slots.get(), &mut *STATE.fen.get()) };
        let text = fen.write(pos, crate::notation::fen::FenOptions::default());
        slots[0] = state_info(&self.game, self.game.outcome()) | view_bits(pos);
        slots[1] = text.as_ptr() as u32;
        slots[2] = text.len() as u32;
    }
}

/// An outcome as one number: 0 for none, else `1 + winner + 3 * termination`, with winner 0
/// (white), 1 (black) or 2 (a draw) and termination the index in [`Termination::ALL`], whose
/// names [`termination_names`] gives. (A plain `{ winner, termination }` object built here
/// made `new Game(fen)` + `timeout` + `free` about 30 % slower in `npm run bench`, and V8 20's
/// deoptimizer crashed twice in that bench group after the others had run.)
fn encode_outcome(outcome: Option<Outcome>) -> u32 {
    outcome.map_or(0, |o| {
        let winner = o.winner.map_or(2, |c| c as u32);
        let termination = Termination::ALL
            .iter()
            .position(|&t| t == o.termination)
            .map_or(0, |i| i as u32);
        1 + winner + 3 * termination
    })
}

/// What [`RawGame::write_state`] writes: three numbers, and the FEN in its writer's buffer (a
/// [`FenWriter`](crate::notation::fen::FenWriter): the ranks a move left alone are not written
/// again), kept between calls.
struct StateOut {
    slots: UnsafeCell<[u32; 3]>,
    fen: UnsafeCell<crate::notation::fen::FenWriter>,
}
// SAFETY: wasm32 without threads: one caller at a time; the JS face reads the slots and the
// text right after the call that wrote them, before any other call into the module.
unsafe impl Sync for StateOut {}
static STATE: StateOut = StateOut {
    slots: UnsafeCell::new([0; 3]),
    fen: UnsafeCell::new(crate::notation::fen::FenWriter::new()),
};

/// The address of [`RawGame::write_state`]'s numbers in wasm memory (for the JS face's
/// `Uint32Array` view).
#[wasm_bindgen(js_name = stateSlots)]
pub fn state_slots() -> u32 {
    STATE.slots.get() as u32
}

/// The side to move and the square of the king in check in `pos`, in one number: bit 0 set
/// when black is to move; bits 1-7 the square of the king in check
/// ([`crate::ui::check_square`]: 0 = a1 .. 63 = h8), 64 when there is no check.
fn view_bits(pos: &Position) -> u32 {
    let black = u32::from(pos.turn() == crate::types::color::Color::Black);
    black | crate::ui::check_square(pos).map_or(64, |s| s.index()) << 1
}

/// The game now in one number, with `outcome` its [`Game::outcome`] (bits 0-7 are left for the
/// view's [`view_bits`]): bit 8 set when the side to move may claim a draw by repetition now
/// (the current position occurred three times, Art. 9.2.1.2), bit 9 by the 50-move rule
/// (Art. 9.3.2), neither once the game is over (what [`Game::claim_draw`] accepts:
/// [`Game::is_threefold_repetition`], [`Game::is_fifty_moves`]); from bit 10 the outcome
/// ([`encode_outcome`]).
fn state_info(game: &Game, outcome: Option<Outcome>) -> u32 {
    let mut n = 0;
    if outcome.is_none() {
        n |= u32::from(game.is_threefold_repetition()) << 8;
        n |= u32::from(game.is_fifty_moves()) << 9;
    }
    n | encode_outcome(outcome) << 10
}

/// The names of [`Termination::ALL`], in order, separated by spaces (asked once by the JS face
/// to read the numbers of `encode_outcome`).
#[wasm_bindgen(js_name = terminationNames)]
pub fn termination_names() -> String {
    let names: Vec<&str> = Termination::ALL.iter().map(|t| t.name()).collect();
    names.join(" ")
}

/// Whether `name` is a PGN tag name ([`crate::pgn::is_tag_name`]).
#[wasm_bindgen(js_name = isPgnTagName)]
pub fn is_pgn_tag_name(name: &str) -> bool {
    crate::pgn::is_tag_name(name)
}

#[wasm_bindgen(js_class = RawGame)]
impl RawGame {
    /// A game from `fen` (the standard start when absent), read as `how` says
    /// (`convert::reading`, the free functions' reader; no lesson position).
    #[wasm_bindgen(constructor)]
    pub fn new(fen: Option<String>, how: u8) -> Result<RawGame, JsValue> {
        let game = match fen {
            Some(f) => Game::from_position(position(&f, how & NO_LESSON)?),
            None => Game::from_position(Position::new_in(if reading(how).0 == Some(true) {
                CastlingMode::Chess960
            } else {
                CastlingMode::Standard
            })),
        };
        Ok(RawGame {
            game,
            source: None,
            warnings: Vec::new(),
        })
    }

    /// About how many bytes of wasm memory the game holds (itself, its lists and its PGN
    /// record, each rounded up to the allocator's block): what the JS face counts against its
    /// budget of live games (`src/js/api.js`).
    #[wasm_bindgen(js_name = heapBytes)]
    pub fn heap_bytes(&self) -> u32 {
        use crate::game::{annotation_bytes, block, text_bytes};
        #[allow(clippy::ptr_arg)] // the room (capacity), which a slice does not have
        fn nodes(list: &Vec<crate::pgn::PgnNode>) -> usize {
            block(list)
                + list
                    .iter()
                    .map(|n| {
                        annotation_bytes(&n.annotations)
                            + block(&n.variations)
                            + n.variations.iter().map(nodes).sum::<usize>()
                    })
                    .sum::<usize>()
        }
        let source = self.source.as_ref().map_or(0, |s| {
            block(&s.tags)
                + s.tags
                    .iter()
                    .map(|(n, v)| text_bytes(n) + text_bytes(v))
                    .sum::<usize>()
                + block(&s.comments)
                + s.comments.iter().map(text_bytes).sum::<usize>()
                + nodes(&s.moves)
        });
        // wasm-bindgen keeps the struct in a block with a borrow flag beside it.
        let own = (core::mem::size_of::<RawGame>() + 8).next_power_of_two();
        let total = own + self.game.heap_bytes() + source + block(&self.warnings);
        u32::try_from(total).unwrap_or(u32::MAX)
    }

    pub fn fen(&self) -> String {
        self.game.fen()
    }

    pub fn turn(&self) -> String {
        self.game.turn().char().to_string()
    }

    /// True in Chess960 mode (castling is written king takes rook in UCI).
    pub fn chess960(&self) -> bool {
        self.game.mode().is_chess960()
    }

    /// Legal moves now (none once the game is over), as codes; only from `square` when given.
    pub fn moves(&self, square: Option<String>) -> Result<Vec<u32>, JsValue> {
        let all = self.game.legal_moves();
        let sq = square.map(|s| super::convert::square_arg(&s)).transpose()?;
        let only = super::convert::only_from(&all, sq.map_or(-1, |s| s.index() as i32));
        Ok(codes(
            self.game.position(),
            only.as_deref().unwrap_or(&all),
            &all,
        ))
    }

    /// Plays `text` (SAN, UCI, or a null move `--`, `Z0`, `0000`) and returns its code; the
    /// game is unchanged on error.
    pub fn play(&mut self, text: &str, strict: bool) -> Result<u32, JsValue> {
        self.game
            .play(text, PlayOptions::new().strict(strict))
            .map_err(|e| game_error(&e, text))?;
        let ply = self.game.ply().saturating_sub(1);
        Ok(self
            .game
            .line()
            .get(ply)
            .map_or(0, |played| self.encode(ply, played)))
    }

    /// Goes one ply back and returns the move taken back, or nothing at the start.
    pub fn undo(&mut self) -> Option<u32> {
        let played = self.game.undo()?;
        Some(self.encode(self.game.ply(), &played))
    }

    /// Replays the next move of the line, or nothing at its end.
    pub fn redo(&mut self) -> Option<u32> {
        let played = self.game.redo()?;
        Some(self.encode(self.game.ply().saturating_sub(1), &played))
    }

    /// Jumps to `ply` (0 to the end of the line).
    pub fn goto(&mut self, ply: f64) -> Result<(), JsValue> {
        let ply = self.ply_arg(ply)?;
        self.game.goto(ply).map_err(|e| game_error(&e, ""))
    }

    /// The current ply.
    pub fn ply(&self) -> u32 {
        u32::try_from(self.game.ply()).unwrap_or(u32::MAX)
    }

    /// The number of moves of the whole line (redo moves included).
    #[wasm_bindgen(js_name = lineLength)]
    pub fn line_length(&self) -> u32 {
        u32::try_from(self.game.line_len()).unwrap_or(u32::MAX)
    }

    /// The FEN after `ply` plies of the line.
    #[wasm_bindgen(js_name = fenAt)]
    pub fn fen_at(&self, ply: f64) -> Result<String, JsValue> {
        let ply = self.ply_arg(ply)?;
        self.game.fen_at(ply).map_err(|e| game_error(&e, ""))
    }

    /// The codes of the moves played up to the current ply.
    pub fn history(&self) -> Vec<u32> {
        self.game
            .history()
            .iter()
            .enumerate()
            .map(|(i, played)| self.encode(i, played))
            .collect()
    }

    /// The code of the move that led to the current position, if any (a board's last-move
    /// highlight).
    #[wasm_bindgen(js_name = lastMove)]
    pub fn last_move(&self) -> Option<u32> {
        let ply = self.game.ply().checked_sub(1)?;
        let played = self.game.history().get(ply)?;
        Some(self.encode(ply, played))
    }

    /// Destinations per origin square now, none once the game is over ([`crate::ui::dests`]);
    /// `castling` as for the free `toDests`.
    #[wasm_bindgen(js_name = toDests)]
    pub fn to_dests(&self, castling: u8) -> js_sys::Map {
        let drops = crate::ui::CastlingDests::from_number(castling, self.game.mode());
        super::convert::dests_map(&crate::ui::dests(&self.game.legal_moves(), drops))
    }

    /// True when `from` to `to` is a legal promotion now ([`crate::ui::is_promotion_to`]; false
    /// once the game is over); a `promotion` letter other than q, r, b, n is
    /// `ERR_ILLEGAL_MOVE` (Art. 3.7.5.1).
    #[wasm_bindgen(js_name = isPromotion)]
    pub fn is_promotion(
        &self,
        from: &str,
        to: &str,
        promotion: Option<String>,
    ) -> Result<bool, JsValue> {
        let from = super::convert::square_arg(from)?;
        let to = super::convert::square_arg(to)?;
        crate::ui::is_promotion_to(&self.game.legal_moves(), from, to, promotion.as_deref())
            .map_err(|e| super::api::promotion_piece_error(&e))
    }

    /// Plays `text` as [`play`](RawGame::play) does, returns the move's code, and writes the
    /// state of the game after it for the immutable game value of the JS face
    /// ([`write_state`](RawGame::write_state) at the new ply); the game is unchanged on error.
    #[wasm_bindgen(js_name = playState)]
    pub fn play_state(&mut self, text: &str, strict: bool) -> Result<u32, JsValue> {
        let code = self.play(text, strict)?;
        self.write_at(self.game.ply());
        Ok(code)
    }

    /// Writes what the immutable game value of the JS face (`src/js/state.js`) holds of the
    /// game, viewed after `ply` plies of the line, where the JS face reads it without a copy or
    /// an allocation ([`STATE`], at [`state_slots`]): slot 0 [`state_info`] (the view's side to
    /// move and check, the game's claims and outcome at its current ply); slot 1 the address of
    /// the view's FEN, slot 2 its length. (The legal destinations are not written: the JS face's
    /// `destsMap` asks for them from the FEN, on demand; writing them on every move was about a
    /// fifth of what `play` cost.)
    #[wasm_bindgen(js_name = writeState)]
    pub fn write_state(&self, ply: f64) -> Result<(), JsValue> {
        let ply = self.ply_arg(ply)?;
        self.game.position_at(ply).map_err(|e| game_error(&e, ""))?;
        self.write_at(ply);
        Ok(())
    }

    /// The square of the king in check now, if any ([`crate::ui::check_square`]).
    #[wasm_bindgen(js_name = checkSquare)]
    pub fn check_square(&self) -> Option<String> {
        crate::ui::check_square(self.game.position()).map(|s| s.name().to_string())
    }

    /// The status of the current position ([`crate::Status`]: 0 play on, 1 check, 2
    /// checkmate, 3 stalemate).
    pub fn status(&self) -> u8 {
        self.game.position().status() as u8
    }

    /// The outcome ([`encode_outcome`]), 0 while the game goes on.
    pub fn outcome(&self) -> u32 {
        encode_outcome(self.game.outcome())
    }

    #[wasm_bindgen(js_name = canClaimThreefoldRepetition)]
    pub fn can_claim_threefold_repetition(&self) -> bool {
        self.game.can_claim_threefold_repetition()
    }

    #[wasm_bindgen(js_name = canClaimFiftyMoves)]
    pub fn can_claim_fifty_moves(&self) -> bool {
        self.game.can_claim_fifty_moves()
    }

    /// Claims a draw now, or with `text` (the move that makes the claim valid); returns the
    /// outcome.
    #[wasm_bindgen(js_name = claimDraw)]
    pub fn claim_draw(&mut self, text: Option<String>, strict: bool) -> Result<u32, JsValue> {
        let claimed = match &text {
            None => self.game.claim_draw(),
            Some(t) => self.game.claim_draw_with_str(t, strict),
        }
        .map_err(|e| game_error(&e, text.as_deref().unwrap_or("")))?;
        Ok(encode_outcome(Some(claimed)))
    }

    #[wasm_bindgen(js_name = isThreefoldRepetition)]
    pub fn is_threefold_repetition(&self) -> bool {
        self.game.is_threefold_repetition()
    }

    /// The plies at which the current position occurred.
    pub fn repetitions(&self) -> Vec<u32> {
        self.game
            .repetitions()
            .into_iter()
            .map(|p| u32::try_from(p).unwrap_or(u32::MAX))
            .collect()
    }

    #[wasm_bindgen(js_name = isInsufficientMaterial)]
    pub fn is_insufficient_material(&self) -> bool {
        self.game.is_insufficient_material()
    }

    /// `color` is `w` or `b` (checked by the JS face).
    #[wasm_bindgen(js_name = hasInsufficientMaterial)]
    pub fn has_insufficient_material(&self, color: &str) -> Result<bool, JsValue> {
        Ok(self.game.has_insufficient_material(color_arg(color)?))
    }

    /// The outcome ([`outcome`]) when the flag of black (`black`) or white falls now (Art.
    /// 6.9), or 0 (no outcome) where the answer needs the helpmate search
    /// ([`Game::timeout_without_search`]: a halfmove clock of 100 or more): the JS face then
    /// asks `canWin` of the opponent in the search's own module (`unwinnable`, loaded on
    /// demand). (A flag, not a colour string: the JS face checks the colour, and a string
    /// would cost a copy into the wasm memory.)
    pub fn timeout(&self, black: bool) -> u32 {
        let color = if black { Color::Black } else { Color::White };
        encode_outcome(self.game.timeout_without_search(color))
    }

    #[wasm_bindgen(js_name = isDeadPosition)]
    pub fn is_dead_position(&self) -> bool {
        self.game.is_dead_position()
    }

    /// An independent copy (with the PGN record).
    #[wasm_bindgen(js_name = clone)]
    pub fn clone_game(&self) -> RawGame {
        RawGame {
            game: self.game.clone(),
            source: self.source.clone(),
            warnings: self.warnings.clone(),
        }
    }

    /// The snapshot as one text ([`crate::game::snapshot_wire::write_wire`]): the line's
    /// fields, and with `whole` the PGN record and the tree as JSON, which the JS face makes
    /// into `toJSON`'s object (`snapshotOf` in `src/js/api.js`, `src/js/state.js`). (One
    /// string, split in JS: the fields written as JS values, a serde-wasm-bindgen tuple, were
    /// the default module's only use of serde; issue 40, docs/benchmarks.md.)
    pub fn snapshot(&self, whole: bool) -> String {
        let s = self.game.to_snapshot();
        let record = match (&self.source, whole) {
            (Some(source), true) => Some(crate::game::pgn::record_snapshot(&self.game, source)),
            _ => None,
        };
        crate::game::snapshot_wire::write_wire(&s, record.as_ref(), whole)
    }

    /// The first game of a PGN text, at the end of its main line; `ERR_INVALID_PGN` with the
    /// reason `ERR_PGN_EMPTY` when the text holds no game.
    ///
    /// The text is the first `text_len` bytes of the text buffer (see `text.rs`).
    #[wasm_bindgen(js_name = fromPgn)]
    pub fn from_pgn(
        text_len: u32,
        strict: bool,
        how: u8,
        skip_bad_variations: bool,
    ) -> Result<RawGame, JsValue> {
        let (chess960, level) = reading(how & NO_LESSON);
        let options = PgnLoadOptions {
            strict,
            chess960,
            relaxed: level == Validation::Relaxed,
            skip_bad_variations,
        };
        let loaded = super::text::with_text(text_len, |text| read_game(text, &options))
            .map_err(|e| pgn_error(&e))?;
        Ok(RawGame {
            game: loaded.game,
            source: Some(loaded.source),
            warnings: loaded.warnings,
        })
    }

    /// The game as PGN; `tags` are `name \u{1f} value` pairs, set over
    /// the game's own.
    pub fn pgn(
        &self,
        max_line_len: Option<u32>,
        comments: bool,
        nags: bool,
        variations: bool,
        tags: Vec<String>,
    ) -> String {
        let mut record = game_to_pgn(&self.game, self.source.as_ref());
        for pair in &tags {
            if let Some((name, value)) = pair.split_once('\u{1f}') {
                set_tag(&mut record.tags, name, value);
            }
        }
        let defaults = PgnWriteOptions::default();
        record.to_pgn(&PgnWriteOptions {
            max_line_len: max_line_len.map_or(defaults.max_line_len, |n| n as usize),
            comments,
            nags,
            variations,
        })
    }
}
