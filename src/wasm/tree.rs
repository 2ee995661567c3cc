//! The game tree on `RawGame` (issue #17): node ids, navigation, edits and annotations; a
//! thin binding over [`crate::game`] (no rule is computed here). Annotations, snapshot parts
//! and tags cross as JSON strings written by the core (`src/pgn/json.rs`,
//! `src/game/snapshot.rs`), read with `JSON.parse` by the JS face.

use super::error::{argument_error, game_error, pgn_error};
use super::game::RawGame;
use crate::game::pgn::{LoadPgnError, restore_record};
use crate::game::{Annotations, Branching, Game, Shape};
use crate::pgn::PgnEval;
use wasm_bindgen::prelude::*;

/// A shape from JS as PGN's `%csl`/`%cal` write one (`Ge4`, `Rg1f3`: [`Shape::parse`]),
/// checked by the JS face; refused here too.
fn read_shape(text: &str) -> Result<Shape, JsValue> {
    Shape::parse(text)
        .ok_or_else(|| argument_error("a shape must be { color, from, to? } with squares a1 to h8"))
}

fn ms(seconds: Option<f64>) -> Result<Option<u64>, JsValue> {
    match seconds {
        None => Ok(None),
        Some(s) if (0.0..1e12).contains(&s) => Ok(Some((s * 1000.0).round() as u64)),
        Some(_) => Err(argument_error(
            "clock and emt must be seconds, a finite number from 0",
        )),
    }
}

#[wasm_bindgen(js_class = RawGame)]
impl RawGame {
    /// The current node's id.
    #[wasm_bindgen(js_name = nodeId)]
    pub fn node_id(&self) -> u32 {
        self.game.node_id()
    }

    /// Goes to node `id` (the line runs on along first continuations).
    #[wasm_bindgen(js_name = gotoNode)]
    pub fn goto_node(&mut self, id: u32) -> Result<(), JsValue> {
        self.game.goto_node(id).map_err(|e| game_error(&e, ""))
    }

    /// The main line's ids (the root not included).
    pub fn mainline(&self) -> Vec<u32> {
        self.game.mainline()
    }

    /// The current line's ids, the root first.
    #[wasm_bindgen(js_name = lineIds)]
    pub fn line_ids(&self) -> Vec<u32> {
        self.game.line_ids().to_vec()
    }

    /// The continuations of `id`, the main one first.
    pub fn children(&self, id: u32) -> Result<Vec<u32>, JsValue> {
        self.game.children(id).map_err(|e| game_error(&e, ""))
    }

    /// `parent` (-1 for the root), `ply`, `san`, `uci` of node `id`, joined by U+001F.
    #[wasm_bindgen(js_name = nodeInfo)]
    pub fn node_info(&self, id: u32) -> Result<String, JsValue> {
        let err = |e| game_error(&e, "");
        let parent = self.game.parent(id).map_err(err)?;
        let ply = self.game.node_ply(id).map_err(err)?;
        let mv = self.game.node_move(id).map_err(err)?;
        let parent = parent.map_or(-1, i64::from);
        let (san, uci) = mv.map(|m| (m.san, m.uci)).unwrap_or_default();
        Ok(format!("{parent}\u{1f}{ply}\u{1f}{san}\u{1f}{uci}"))
    }

    /// The FEN at node `id`.
    #[wasm_bindgen(js_name = fenOf)]
    pub fn fen_of(&self, id: u32) -> Result<String, JsValue> {
        self.game.fen_of(id).map_err(|e| game_error(&e, ""))
    }

    #[wasm_bindgen(js_name = promoteVariation)]
    pub fn promote_variation(&mut self, id: u32) -> Result<(), JsValue> {
        self.game
            .promote_variation(id)
            .map_err(|e| game_error(&e, ""))
    }

    #[wasm_bindgen(js_name = promoteToMainline)]
    pub fn promote_to_mainline(&mut self, id: u32) -> Result<(), JsValue> {
        self.game
            .promote_to_mainline(id)
            .map_err(|e| game_error(&e, ""))
    }

    pub fn reorder(&mut self, id: u32, index: u32) -> Result<(), JsValue> {
        self.game
            .reorder(id, index as usize)
            .map_err(|e| game_error(&e, ""))
    }

    #[wasm_bindgen(js_name = deleteNode)]
    pub fn delete_node(&mut self, id: u32) -> Result<(), JsValue> {
        self.game.delete_node(id).map_err(|e| game_error(&e, ""))
    }

    #[wasm_bindgen(js_name = deleteAfter)]
    pub fn delete_after(&mut self, id: u32) -> Result<(), JsValue> {
        self.game.delete_after(id).map_err(|e| game_error(&e, ""))
    }

    /// The annotations of `id` as JSON ([`Annotations::to_json`]).
    pub fn annotations(&self, id: u32) -> Result<String, JsValue> {
        let ann = self.game.annotations(id).map_err(|e| game_error(&e, ""))?;
        Ok(ann.to_json())
    }

    /// Replaces the annotations of `id`; shapes as `Ge4` or `Rg1f3`.
    #[allow(clippy::too_many_arguments)]
    #[wasm_bindgen(js_name = setAnnotations)]
    pub fn set_annotations(
        &mut self,
        id: u32,
        comments_before: Vec<String>,
        comments_after: Vec<String>,
        nags: Vec<u8>,
        clock: Option<f64>,
        emt: Option<f64>,
        eval_cp: Option<i32>,
        eval_mate: Option<i32>,
        shapes: Vec<String>,
    ) -> Result<(), JsValue> {
        let eval = match (eval_cp, eval_mate) {
            (Some(cp), None) => Some(PgnEval::Centipawns(cp)),
            (None, Some(n)) => Some(PgnEval::Mate(n)),
            (None, None) => None,
            _ => return Err(argument_error("eval must be { cp } or { mate }, not both")),
        };
        let ann = Annotations {
            comments_before,
            comments_after,
            nags,
            clock_ms: ms(clock)?,
            emt_ms: ms(emt)?,
            eval,
            shapes: shapes
                .iter()
                .map(|s| read_shape(s))
                .collect::<Result<_, _>>()?,
        };
        self.game
            .set_annotations(id, ann)
            .map_err(|e| game_error(&e, ""))
    }

    /// `variation` or `replace`.
    pub fn branching(&self) -> String {
        match self.game.branching() {
            Branching::Variation => "variation".into(),
            Branching::Replace => "replace".into(),
        }
    }

    #[wasm_bindgen(js_name = setBranching)]
    pub fn set_branching(&mut self, replace: bool) {
        self.game.set_branching(if replace {
            Branching::Replace
        } else {
            Branching::Variation
        });
    }

    /// The number of node ids given so far, deleted nodes included ([`Game::ids_given`]).
    #[wasm_bindgen(js_name = idsGiven)]
    pub fn ids_given(&self) -> u32 {
        u32::try_from(self.game.ids_given()).unwrap_or(u32::MAX)
    }

    /// Marks the ids below `count` as given ([`Game::reserve_ids`]): a game restored from its
    /// snapshot then numbers new nodes as the original.
    #[wasm_bindgen(js_name = reserveIds)]
    pub fn reserve_ids(&mut self, count: u32) {
        self.game.reserve_ids(count as usize);
    }

    /// What `fromPgn` read leniently, then the variations it skipped (with
    /// `skipBadVariations`), as errors ([`crate::game::pgn::LoadedGame::warnings`]).
    pub fn warnings(&self) -> Vec<JsValue> {
        self.warnings.iter().map(pgn_error).collect()
    }

    /// Restores a game from the JS face's text of a snapshot
    /// ([`crate::game::snapshot_wire::read_wire`]: its line, its tree's nodes, its PGN record
    /// when it has one), the first `text_len` bytes of the text buffer (see `text.rs`);
    /// annotations are set afterwards with `setAnnotations`. `ERR_INVALID_SNAPSHOT` naming the
    /// part for a text that is no snapshot, else as [`Game::from_snapshot`] refuses it.
    #[wasm_bindgen(js_name = fromSnapshot)]
    pub fn from_snapshot(text_len: u32) -> Result<RawGame, JsValue> {
        let (snapshot, record) =
            super::text::with_text(text_len, crate::game::snapshot_wire::read_wire)
                .map_err(|e| game_error(&e, ""))?;
        let game = Game::from_snapshot(&snapshot).map_err(|e| game_error(&e, ""))?;
        let source = record.map(|r| restore_record(&game, r));
        Ok(RawGame {
            game,
            source,
            warnings: Vec::new(),
        })
    }
}

/// `readGames` in the JS face: PGN text pushed in pieces, games taken out one at a time. A thin
/// wrapper over the core's one reader ([`crate::pgn::PgnStream`]): it converts, nothing more.
#[wasm_bindgen(js_name = RawPgnStream)]
pub struct RawPgnStream {
    stream: crate::pgn::PgnStream,
    loader: crate::game::pgn::GameLoader,
    headers_only: bool,
    /// The 1-based number of the game `next` read (the first of a batch of tags).
    index: usize,
    game: Option<RawGame>,
    tags: String,
    /// Headers only: the tags of the games read (the visitor of the reading).
    batch: super::tag_batch::TagBatch,
    /// The batch `next` gave.
    ready: super::tag_batch::TagBatch,
    error: Option<LoadPgnError>,
    /// An error read after a batch of tags, given by the next `next`.
    pending: Option<(usize, LoadPgnError)>,
}

/// The most games whose tags go to JS in one batch.
const TAGS_AT_ONCE: usize = 1024;

#[wasm_bindgen(js_class = RawPgnStream)]
impl RawPgnStream {
    #[wasm_bindgen(constructor)]
    pub fn new(
        strict: bool,
        chess960: Option<bool>,
        relaxed: bool,
        skip_bad_variations: bool,
        headers_only: bool,
    ) -> RawPgnStream {
        RawPgnStream {
            stream: crate::pgn::PgnStream::new(),
            loader: crate::game::pgn::GameLoader {
                options: crate::game::pgn::PgnLoadOptions {
                    strict,
                    chess960,
                    relaxed,
                    skip_bad_variations,
                },
            },
            headers_only,
            index: 0,
            game: None,
            tags: String::new(),
            batch: super::tag_batch::TagBatch::default(),
            ready: super::tag_batch::TagBatch::default(),
            error: None,
            pending: None,
        }
    }

    /// A piece of the text: the first `text_len` bytes of the text buffer (see `text.rs`; a
    /// piece holds whole characters).
    pub fn push(&mut self, text_len: u32) {
        let stream = &mut self.stream;
        super::text::with_text(text_len, |text| stream.push(text));
    }

    /// Takes the next game out once it is complete (all the rest with `end`): 0 none, 1 a
    /// game (`takeGame`, `tags`), 3 an error (`error`), 4 the tags of games from `index` on
    /// (`tagNames`, `tagValues`, `tagCodes`; headers only).
    pub fn next(&mut self, end: bool) -> u8 {
        if end {
            self.stream.finish();
        }
        if let Some((index, e)) = self.pending.take() {
            return self.give_error(index, e);
        }
        if self.headers_only {
            return self.next_tags();
        }
        match self.stream.next_game(&mut self.loader) {
            None => 0,
            Some((index, read)) => match read.map_err(LoadPgnError::from).and_then(|r| r) {
                Ok(l) => {
                    self.index = index;
                    self.tags = crate::pgn::tags_to_json(&l.source.tags);
                    self.game = Some(RawGame {
                        game: l.game,
                        source: Some(l.source),
                        warnings: l.warnings,
                    });
                    1
                }
                Err(e) => self.give_error(index, e),
            },
        }
    }

    /// Headers only: the tags of the games read so far, up to `TAGS_AT_ONCE` of them; an error
    /// after some games waits for the next `next`.
    fn next_tags(&mut self) -> u8 {
        while self.batch.len() < TAGS_AT_ONCE {
            match self.stream.next_game(&mut self.batch) {
                None => break,
                Some((index, Ok(()))) => {
                    if self.batch.len() == 1 {
                        self.index = index;
                    }
                }
                Some((index, Err(e))) => {
                    let e = LoadPgnError::from(e);
                    if self.batch.len() == 0 {
                        return self.give_error(index, e);
                    }
                    self.pending = Some((index, e));
                    break;
                }
            }
        }
        if self.batch.len() == 0 {
            return 0;
        }
        self.ready = self.batch.take();
        4
    }

    fn give_error(&mut self, index: usize, e: LoadPgnError) -> u8 {
        self.index = index;
        self.error = Some(e);
        3
    }

    /// The game read by `next` (once).
    #[wasm_bindgen(js_name = takeGame)]
    pub fn take_game(&mut self) -> Option<RawGame> {
        self.game.take()
    }

    /// The tags of the game read by `next`, as JSON (once).
    pub fn tags(&mut self) -> String {
        std::mem::take(&mut self.tags)
    }

    /// The tag names of the batch `next` read (kind 4), one per line (a name holds no line
    /// break: PGN 8.1.1).
    #[wasm_bindgen(js_name = tagNames)]
    pub fn tag_names(&self) -> String {
        self.ready.names.join("\n")
    }

    /// The tag values of the batch, one after the other.
    #[wasm_bindgen(js_name = tagValues)]
    pub fn tag_values(&mut self) -> String {
        std::mem::take(&mut self.ready.values)
    }

    /// The batch's codes: per game its number of tags, then per tag the index of its name and
    /// where its value ends in `tagValues`, in UTF-16 units.
    #[wasm_bindgen(js_name = tagCodes)]
    pub fn tag_codes(&mut self) -> Vec<u32> {
        std::mem::take(&mut self.ready.codes)
    }

    /// The error read by `next`.
    pub fn error(&mut self) -> JsValue {
        self.error
            .take()
            .map_or(JsValue::UNDEFINED, |e| pgn_error(&e))
    }

    /// The 1-based number of the game (or error) `next` read.
    pub fn index(&self) -> u32 {
        self.index as u32
    }
}
