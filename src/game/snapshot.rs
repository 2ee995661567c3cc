//! [`GameSnapshot`]: a plain record of a game that restores it exactly.

use super::{Annotations, DrawClaim, Game, GameError, MoveInput, NodeId, PlayOptions, ROOT};
use crate::notation::fen::{self, CastlingNotation, FenOptions};
use crate::notation::uci::Uci;
use crate::position::Position;
use crate::position::castling::CastlingMode;
use crate::util::quote::quote;
use core::fmt;

/// A plain, serialisable record of a [`Game`] that [`Game::from_snapshot`] restores exactly,
/// repetition history included (the positions are rebuilt from the moves).
///
/// - `start_fen`: the start position, with the en-passant square written whenever there is
///   one and Shredder-FEN castling (`HAha`) in Chess960, so nothing is lost;
/// - `chess960`: the castling mode;
/// - `moves`: the whole line in UCI (including moves after the current ply; `0000` for a null
///   move);
/// - `ply`: the current ply, 0 to `moves.len()`;
/// - `claim`: a claimed draw at the end of the line, `threefold_repetition` or `fifty_moves`;
/// - `relaxed`: the start position is one only relaxed reading accepts
///   ([`Game::from_fen_relaxed`]), so [`Game::from_snapshot`] reads `start_fen` that way;
/// - `nodes`: the tree (every node but the root, a node before its children, siblings in
///   order), with ids, moves, claims and annotations; empty for a game that is one line
///   without annotations, which `moves` then describes whole;
/// - `root_annotations`: the annotations of the start position;
/// - `line_end`: the id of the node the current line ends at (`moves` is the path to it).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct GameSnapshot {
    /// The start position as FEN.
    pub start_fen: String,
    /// True for Chess960 castling.
    pub chess960: bool,
    /// The whole line in UCI.
    pub moves: Vec<String>,
    /// The current ply.
    pub ply: usize,
    /// A claimed draw at the end of the line: `threefold_repetition` or `fifty_moves`.
    pub claim: Option<String>,
    /// True when the start position does not pass strict validation (an impossible check,
    /// clocks out of range): `start_fen` is then read as [`Position::from_fen_relaxed`] does.
    pub relaxed: bool,
    /// The tree's nodes but the root, in preorder (see above).
    pub nodes: Vec<SnapshotNode>,
    /// The annotations of the start position.
    pub root_annotations: Annotations,
    /// The node the current line ends at.
    pub line_end: NodeId,
}

/// A node of a [`GameSnapshot`]'s tree.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct SnapshotNode {
    /// Its id (greater than its parent's).
    pub id: NodeId,
    /// Its parent's id.
    pub parent: NodeId,
    /// The move leading to it, in UCI (`0000` for a null move).
    pub uci: String,
    /// A draw claimed at it: `threefold_repetition` or `fifty_moves`.
    pub claim: Option<String>,
    /// Its annotations.
    pub annotations: Annotations,
}

impl Game {
    /// A plain record of the game (see [`GameSnapshot`]).
    pub fn to_snapshot(&self) -> GameSnapshot {
        let chess960 = self.mode().is_chess960();
        let options = FenOptions {
            castling: if chess960 {
                CastlingNotation::Shredder
            } else {
                CastlingNotation::XFen
            },
            always_ep: true,
        };
        let start = &self.root.pos;
        GameSnapshot {
            start_fen: fen::write_with(start, options),
            chess960,
            moves: self.moves.iter().map(|m| m.uci.into()).collect(),
            ply: self.ply,
            claim: self.claimed_draw().map(|c| c.name().to_string()),
            relaxed: Position::from_setup(&start.to_setup(), start.mode()).is_err(),
            nodes: self.snapshot_nodes(),
            root_annotations: self.annotations(ROOT).unwrap_or_default(),
            line_end: self.line_ids().last().copied().unwrap_or(ROOT),
        }
    }

    /// The tree for a snapshot; empty when the current line is the whole tree, its ids are
    /// 1, 2, 3, ... and no node but its end has a claim or annotations.
    fn snapshot_nodes(&self) -> Vec<SnapshotNode> {
        let order = self.preorder();
        let line = self.line_ids();
        let end = line.last().copied().unwrap_or(ROOT);
        let plain = order.len() == line.len()
            && line.iter().enumerate().all(|(i, &id)| id as usize == i)
            && self.nodes.len() == line.len()
            && line.iter().all(|&id| {
                self.annotations_ref(id).is_none() && (id == end || self.claim_at(id).is_none())
            });
        if plain {
            return Vec::new();
        }
        order
            .into_iter()
            .filter_map(|(id, parent)| {
                let parent = parent?;
                Some(SnapshotNode {
                    id,
                    parent,
                    uci: self.node_move(id).ok().flatten().map(|m| m.uci)?,
                    claim: self.claim_at(id).map(|c| c.name().to_string()),
                    annotations: self.annotations(id).unwrap_or_default(),
                })
            })
            .collect()
    }

    /// Rebuilds a game from [`Game::to_snapshot`]'s record: the same line, positions,
    /// repetition history, current ply and claim.
    ///
    /// # Errors
    /// [`GameError::InvalidSnapshot`] (`ERR_INVALID_SNAPSHOT`) naming the part at fault: a bad
    /// start FEN, a move that is not UCI or not legal, a ply past the end of the line, or a
    /// claim that is unknown or not valid at the end of the line. Moves after an automatic end
    /// are replayed as [`Game::play`] with [`PlayOptions::RECORDED`] does. The start FEN is read strictly unless
    /// `relaxed` is set.
    pub fn from_snapshot(snapshot: &GameSnapshot) -> Result<Game, GameError> {
        let mode = if snapshot.chess960 {
            CastlingMode::Chess960
        } else {
            CastlingMode::Standard
        };
        let start = if snapshot.relaxed {
            Game::from_fen_relaxed(&snapshot.start_fen, mode)
        } else {
            Game::from_fen(&snapshot.start_fen, mode)
        };
        let mut game = start.map_err(|e| GameError::InvalidSnapshot(format!("start FEN: {e}")))?;
        if !snapshot.nodes.is_empty() {
            game.restore_tree(snapshot)?;
            return Ok(game);
        }
        game.set_annotations(ROOT, snapshot.root_annotations.clone())?;
        for (i, text) in snapshot.moves.iter().enumerate() {
            game.replay_recorded(text).map_err(|why| {
                GameError::InvalidSnapshot(format!("move {} ({}): {why}", i + 1, quote(text)))
            })?;
        }
        if let Some(name) = &snapshot.claim {
            game.restore_claim(name).map_err(|bad| {
                GameError::InvalidSnapshot(match bad {
                    BadClaim::Unknown => format!("unknown claim {}", quote(name)),
                    BadClaim::NotValid => {
                        format!("the claim {name} is not valid at the end of the line")
                    }
                })
            })?;
        }
        game.goto(snapshot.ply)
            .map_err(|e| GameError::InvalidSnapshot(e.to_string()))?;
        Ok(game)
    }

    /// Rebuilds the tree of a snapshot with `nodes` (see [`GameSnapshot`]) on a new game.
    fn restore_tree(&mut self, snapshot: &GameSnapshot) -> Result<(), GameError> {
        let bad = |why: String| GameError::InvalidSnapshot(why);
        self.set_annotations(ROOT, snapshot.root_annotations.clone())?;
        let mut by_id: Vec<&SnapshotNode> = snapshot.nodes.iter().collect();
        crate::util::sort::sort_by_key(&mut by_id, |n| n.id);
        self.building = true;
        let built = self.restore_nodes(&by_id);
        self.building = false;
        self.settle_unsure();
        built?;
        // Siblings in the snapshot's order: the nodes grouped by parent (a stable sort keeps the
        // snapshot's order within a group), and a group reordered only when the tree does not
        // have that order already (`reorder` walks the siblings: thousands of them reordered
        // one by one took time quadratic in their number).
        let mut pairs: Vec<(NodeId, NodeId)> =
            snapshot.nodes.iter().map(|n| (n.parent, n.id)).collect();
        crate::util::sort::sort_by_key(&mut pairs, |p| p.0);
        for group in pairs.chunk_by(|a, b| a.0 == b.0) {
            let kids: Vec<NodeId> = group.iter().map(|p| p.1).collect();
            if self.children(group[0].0).is_ok_and(|now| now == kids) {
                continue;
            }
            for (i, k) in kids.into_iter().enumerate() {
                self.reorder(k, i)?;
            }
        }
        if !self.has_node(snapshot.line_end) {
            return Err(bad(format!("line end {} is not a node", snapshot.line_end)));
        }
        self.select(snapshot.line_end)?;
        let line: Vec<String> = self.line().iter().map(|m| m.uci.into()).collect();
        if line != snapshot.moves {
            return Err(bad("moves are not the path to the line end".to_string()));
        }
        if self.claimed_draw().map(|c| c.name().to_string()) != snapshot.claim {
            return Err(bad("claim differs from the line end's".to_string()));
        }
        self.goto(snapshot.ply).map_err(|e| bad(e.to_string()))
    }

    fn restore_nodes(&mut self, by_id: &[&SnapshotNode]) -> Result<(), GameError> {
        for n in by_id {
            let bad = |why: &dyn fmt::Display| {
                GameError::InvalidSnapshot(format!("node {} ({}): {why}", n.id, quote(&n.uci)))
            };
            if n.id == ROOT || n.parent >= n.id || !self.has_node(n.parent) {
                return Err(bad(&"bad id or parent"));
            }
            self.select(n.parent).map_err(|e| bad(&e))?;
            while self.nodes.len() < n.id as usize {
                self.nodes.push(super::tree::TreeNode::dead());
            }
            self.replay_recorded(&n.uci).map_err(|why| bad(&why))?;
            if self.node_id() != n.id {
                return Err(bad(&"bad id"));
            }
            self.set_annotations(n.id, n.annotations.clone())?;
            if let Some(name) = &n.claim {
                self.restore_claim(name).map_err(|why| match why {
                    BadClaim::Unknown => bad(&format!("unknown claim {}", quote(name))),
                    BadClaim::NotValid => bad(&format!("the claim {name} is not valid there")),
                })?;
            }
        }
        Ok(())
    }

    /// Plays a snapshot's move `text` (UCI, `0000` a null move) at the current node as a record
    /// does ([`PlayOptions::RECORDED`]); the error is the reason, as text. One copy, out of line,
    /// for both of [`Game::from_snapshot`]'s loops (the line and the tree's nodes): cold code,
    /// 1.6 KB less wasm than the two inlined copies.
    #[inline(never)]
    fn replay_recorded(&mut self, text: &str) -> Result<(), String> {
        let played = match Uci::parse(text).map_err(|e| e.to_string())? {
            Uci::Null => self.play(MoveInput::Null, PlayOptions::RECORDED),
            uci => {
                let m = uci.to_move(self.position()).map_err(|e| e.to_string())?;
                self.play(&m, PlayOptions::RECORDED)
            }
        };
        played.map(|_| ()).map_err(|e| e.to_string())
    }

    /// Marks the draw claim `name` at the current node, when it is known and valid there
    /// (shared by both of [`Game::from_snapshot`]'s paths, out of line).
    #[inline(never)]
    fn restore_claim(&mut self, name: &str) -> Result<(), BadClaim> {
        let claim = DrawClaim::from_name(name).ok_or(BadClaim::Unknown)?;
        let valid = match claim {
            DrawClaim::ThreefoldRepetition => self.is_threefold_repetition(),
            DrawClaim::FiftyMoves => self.is_fifty_moves(),
        };
        if !valid || self.outcome().is_some() {
            return Err(BadClaim::NotValid);
        }
        let id = self.node_id() as usize;
        if let Some(node) = self.nodes.get_mut(id) {
            node.claim = Some(claim);
        }
        Ok(())
    }
}

impl GameSnapshot {
    /// The tree part of the snapshot as JSON, `{"nodes":[{"id","parent","uci","claim"?,
    /// "annotations"?}],"rootAnnotations"?,"lineEnd"}` (annotations as
    /// [`Annotations::to_json`] writes them); empty when the game is one line without
    /// annotations (`moves` says it all). The npm package's `Game.toJSON` reads it with one
    /// `JSON.parse`.
    pub fn tree_json(&self) -> String {
        use crate::pgn::json::push_json_string;
        use std::fmt::Write as _;
        if self.nodes.is_empty() && self.root_annotations.is_empty() {
            return String::new();
        }
        let mut out = String::from("{\"nodes\":[");
        for (i, n) in self.nodes.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            let _ = write!(out, "{{\"id\":{},\"parent\":{},\"uci\":", n.id, n.parent);
            push_json_string(&mut out, &n.uci);
            if let Some(c) = &n.claim {
                out.push_str(",\"claim\":");
                push_json_string(&mut out, c);
            }
            if !n.annotations.is_empty() {
                out.push_str(",\"annotations\":");
                n.annotations.write_json(&mut out);
            }
            out.push('}');
        }
        out.push(']');
        if !self.root_annotations.is_empty() {
            out.push_str(",\"rootAnnotations\":");
            self.root_annotations.write_json(&mut out);
        }
        let _ = write!(out, ",\"lineEnd\":{}}}", self.line_end);
        out
    }
}

impl super::pgn::RecordSnapshot {
    /// The record as JSON, `{"tags":[[name,value],..],"result"?,"recordMoves"?}` (tags in
    /// order, duplicates kept). The npm package's `Game.toJSON` reads it with one
    /// `JSON.parse`.
    pub fn to_json(&self) -> String {
        use crate::pgn::json::{push_json_string, push_strings};
        let mut out = String::from("{\"tags\":[");
        for (i, (name, value)) in self.tags.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            out.push('[');
            push_json_string(&mut out, name);
            out.push(',');
            push_json_string(&mut out, value);
            out.push(']');
        }
        out.push(']');
        if let Some(result) = self.result {
            out.push_str(",\"result\":\"");
            out.push_str(result.as_str());
            out.push('"');
        }
        if let Some(moves) = &self.moves {
            out.push_str(",\"recordMoves\":");
            push_strings(&mut out, moves);
        }
        out.push('}');
        out
    }
}

/// Why a snapshot's draw claim was refused ([`Game::restore_claim`]); each path words it.
enum BadClaim {
    /// Not a claim's name.
    Unknown,
    /// Not valid at that node, or the game is over there.
    NotValid,
}

#[cfg(test)]
mod json_tests {
    use super::super::pgn::RecordSnapshot;
    use super::*;
    use crate::pgn::PgnResult;

    #[test]
    fn snapshot_parts_as_json() {
        let mut game = Game::new();
        assert_eq!(game.to_snapshot().tree_json(), "");
        game.play("e4", PlayOptions::default()).unwrap();
        let mut s = game.to_snapshot();
        s.nodes = vec![SnapshotNode {
            id: 1,
            parent: 0,
            uci: "e2e4".into(),
            claim: Some("fifty_moves".into()),
            annotations: Annotations {
                nags: vec![3],
                ..Annotations::default()
            },
        }];
        assert_eq!(
            s.tree_json(),
            "{\"nodes\":[{\"id\":1,\"parent\":0,\"uci\":\"e2e4\",\"claim\":\"fifty_moves\",\
             \"annotations\":{\"commentsBefore\":[],\"commentsAfter\":[],\"nags\":[3],\
             \"shapes\":[]}}],\"lineEnd\":1}"
        );
        let r = RecordSnapshot {
            tags: vec![("Event".into(), "\"x\"".into())],
            result: Some(PgnResult::WhiteWins),
            moves: Some(vec!["d4".into()]),
        };
        assert_eq!(
            r.to_json(),
            "{\"tags\":[[\"Event\",\"\\\"x\\\"\"]],\"result\":\"1-0\",\"recordMoves\":[\"d4\"]}"
        );
    }
}
