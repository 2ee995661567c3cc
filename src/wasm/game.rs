//! The `Game` class: a game in progress, as JS sees it.

use super::convert::{encode_moves, header, position, push_move};
use super::error::{argument_error, move_error};
use crate::moves::Move;
use crate::notation::parse_move;
use crate::position::Position;
use crate::square::Square;
use wasm_bindgen::prelude::*;

/// A game: the start position, the positions reached and the moves played.
#[wasm_bindgen(js_name = RawGame)]
pub struct RawGame {
    /// `positions[i]` is the position after `i` moves; never empty.
    positions: Vec<Position>,
    moves: Vec<Move>,
}

impl RawGame {
    fn current(&self) -> &Position {
        // `positions` always holds the start position.
        &self.positions[self.positions.len() - 1]
    }
}

#[wasm_bindgen(js_class = RawGame)]
impl RawGame {
    /// A game from `fen` (the standard start when absent).
    #[wasm_bindgen(constructor)]
    pub fn new(fen: Option<String>, chess960: bool) -> Result<RawGame, JsValue> {
        let start = match fen {
            Some(f) => position(&f, chess960, false)?,
            None => {
                let mut p = Position::new();
                if chess960 {
                    p.set_mode(crate::CastlingMode::Chess960);
                }
                p
            }
        };
        Ok(RawGame {
            positions: vec![start],
            moves: Vec::new(),
        })
    }

    pub fn fen(&self) -> String {
        self.current().fen()
    }

    pub fn turn(&self) -> String {
        self.current().turn().char().to_string()
    }

    /// Legal moves, encoded; only from `square` when given.
    pub fn moves(&self, square: Option<String>) -> Result<String, JsValue> {
        let pos = self.current();
        let all = pos.legal_moves();
        match square {
            None => Ok(encode_moves(pos, &all, &all)),
            Some(s) => {
                let sq: Square = s
                    .parse()
                    .map_err(|_| argument_error("square must be a square name from a1 to h8"))?;
                let only: Vec<_> = all.iter().filter(|m| m.from == sq).copied().collect();
                Ok(encode_moves(pos, &only, &all))
            }
        }
    }

    /// Plays `text` (SAN or UCI) and returns it encoded; the game is unchanged on error.
    pub fn play(&mut self, text: &str, strict: bool) -> Result<String, JsValue> {
        let pos = *self.current();
        let m = parse_move(&pos, text, strict).map_err(|e| move_error(&e, text))?;
        let all = pos.legal_moves();
        let mut out = header(pos.mode());
        push_move(&mut out, &pos, &m, &all);
        self.positions.push(pos.play_unchecked(&m));
        self.moves.push(m);
        Ok(out)
    }

    /// Takes back the last move and returns it encoded, or nothing at the start.
    pub fn undo(&mut self) -> Option<String> {
        let m = self.moves.pop()?;
        self.positions.pop();
        let pos = self.current();
        let mut out = header(pos.mode());
        push_move(&mut out, pos, &m, &pos.legal_moves());
        Some(out)
    }

    /// All moves played, encoded.
    pub fn history(&self) -> String {
        let mut out = header(self.current().mode());
        for (i, m) in self.moves.iter().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            let pos = &self.positions[i];
            push_move(&mut out, pos, m, &pos.legal_moves());
        }
        out
    }

    /// 0 = no check, 1 = check, 2 = checkmate, 3 = stalemate.
    pub fn status(&self) -> u8 {
        let pos = self.current();
        match (pos.is_check(), pos.legal_moves().is_empty()) {
            (true, true) => 2,
            (true, false) => 1,
            (false, true) => 3,
            (false, false) => 0,
        }
    }
}
