//! The game tree: every position reached is a node, with stable ids, the main line and any
//! number of variations at any ply, nested; navigation, edits and per-node annotations (see
//! [`crate::game`]).

use super::{Game, GameError};
use crate::notation::san::SanPlus;
use crate::notation::uci::{self, Uci};
pub use crate::pgn::{Annotations, Shape, ShapeColor};
use crate::types::moves::Move;

/// The id of a node of a game's tree: stable for the life of the game (an edit never
/// renumbers nodes, a deleted node's id is never reused) and kept by
/// [`Game::to_snapshot`]/[`Game::from_snapshot`]. The start position is [`ROOT`].
pub type NodeId = u32;

/// The id of the start position's node.
pub const ROOT: NodeId = 0;

/// "No node" in the links of the arena.
const NONE: u32 = u32::MAX;

/// What [`Game::play`] does when the current node already has continuations.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Branching {
    /// The default: a move that is already a continuation of the current node goes into that
    /// node (its own continuation is kept for redo); any other move is added as a new
    /// variation after the existing ones. Nothing is ever dropped.
    #[default]
    Variation,
    /// chess.js's behaviour: the continuation of the current line after the current node (the
    /// moves redo would replay, with their variations) is deleted and the move takes its
    /// place; the other variations at the current node stay (a move one of them starts with
    /// goes into it, so no two continuations are the same move).
    Replace,
}

/// A node of the arena. Children are a linked list (`first_child`, `next_sibling`): adding a
/// move allocates nothing beyond the arena's slot.
#[derive(Clone, Debug)]
pub(super) struct TreeNode {
    pub(super) parent: u32,
    pub(super) first_child: u32,
    pub(super) next_sibling: u32,
    /// The move leading here; `None` at the root and for a null move.
    pub(super) mv: Option<Move>,
    /// Its SAN; `None` at the root and for a null move.
    pub(super) san: Option<SanPlus>,
    pub(super) alive: bool,
    /// A draw claimed at this node (Art. 9.2, 9.3).
    pub(super) claim: Option<super::DrawClaim>,
    /// Its annotations: their index in [`Game`]'s `anns`, or `NONE` when it has none. Not held
    /// inline: most nodes have none, and 136 bytes in every node were a quarter of a game's
    /// memory per ply; not boxed either: a record with a `%clk` after every move would then
    /// allocate once per node.
    pub(super) ann: u32,
}

impl TreeNode {
    pub(super) fn new(parent: u32, mv: Option<Move>, san: Option<SanPlus>) -> TreeNode {
        TreeNode {
            parent,
            first_child: NONE,
            next_sibling: NONE,
            mv,
            san,
            alive: true,
            claim: None,
            ann: NONE,
        }
    }

    pub(super) fn root() -> TreeNode {
        TreeNode::new(NONE, None, None)
    }

    pub(super) fn dead() -> TreeNode {
        let mut n = TreeNode::root();
        n.alive = false;
        n
    }
}

impl PartialEq for TreeNode {
    /// Deleted nodes are equal whatever they held. The annotations are not compared here (the
    /// node holds only their index): [`Game`]'s equality compares them.
    fn eq(&self, other: &TreeNode) -> bool {
        if !self.alive || !other.alive {
            return self.alive == other.alive;
        }
        self.parent == other.parent
            && self.first_child == other.first_child
            && self.next_sibling == other.next_sibling
            && self.mv == other.mv
            && self.san == other.san
            && self.claim == other.claim
    }
}

impl Eq for TreeNode {}

/// A node's move as [`Game::node_move`] gives it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NodeMove {
    /// The move; `None` for a null move.
    pub mv: Option<Move>,
    /// Its SAN (`--` for a null move).
    pub san: String,
    /// Its UCI in the game's castling mode (`0000` for a null move).
    pub uci: String,
}

impl Game {
    fn tree_node(&self, id: NodeId) -> Result<&TreeNode, GameError> {
        self.nodes
            .get(id as usize)
            .filter(|n| n.alive)
            .ok_or(GameError::UnknownNode(id))
    }

    /// True when `id` is a node of the tree (not deleted).
    pub fn has_node(&self, id: NodeId) -> bool {
        self.tree_node(id).is_ok()
    }

    /// The id of the current node (the position at the current ply).
    pub fn node_id(&self) -> NodeId {
        self.line_ids.get(self.ply).copied().unwrap_or(ROOT)
    }

    /// The ids of the current line, from the root ([`ROOT`], ply 0) to its end: index `i` is
    /// the node at ply `i`. Undo, redo and [`Game::goto`] walk it.
    pub fn line_ids(&self) -> &[NodeId] {
        &self.line_ids
    }

    /// The parent of `id` (`None` for the root).
    ///
    /// # Errors
    /// [`GameError::UnknownNode`] (`ERR_UNKNOWN_NODE`) for an id not in the tree.
    pub fn parent(&self, id: NodeId) -> Result<Option<NodeId>, GameError> {
        let n = self.tree_node(id)?;
        Ok((n.parent != NONE).then_some(n.parent))
    }

    /// The continuations of `id`, the main one first: `children[0]` continues the line `id`
    /// is on, the others are its variations.
    ///
    /// # Errors
    /// [`GameError::UnknownNode`] for an id not in the tree.
    pub fn children(&self, id: NodeId) -> Result<Vec<NodeId>, GameError> {
        let mut out = Vec::new();
        let mut c = self.tree_node(id)?.first_child;
        while c != NONE {
            out.push(c);
            c = self.nodes.get(c as usize).map_or(NONE, |n| n.next_sibling);
        }
        Ok(out)
    }

    /// The variations at `id`: its continuations but the main one (see [`Game::children`]).
    ///
    /// # Errors
    /// [`GameError::UnknownNode`] for an id not in the tree.
    pub fn variations(&self, id: NodeId) -> Result<Vec<NodeId>, GameError> {
        let mut c = self.children(id)?;
        if !c.is_empty() {
            c.remove(0);
        }
        Ok(c)
    }

    /// The main line: the ids of the moves from the start following the first continuation
    /// of every node (the root not included).
    pub fn mainline(&self) -> Vec<NodeId> {
        self.first_children(ROOT)
    }

    /// The last node of the main line ([`ROOT`] when it has no move), found without listing it.
    pub(crate) fn mainline_end(&self) -> NodeId {
        self.first_child_chain(ROOT).last().unwrap_or(ROOT)
    }

    /// The ids after `id` along first continuations.
    fn first_children(&self, id: NodeId) -> Vec<NodeId> {
        self.first_child_chain(id).collect()
    }

    /// The ids after `id` along first continuations, one at a time.
    fn first_child_chain(&self, id: NodeId) -> impl Iterator<Item = NodeId> + '_ {
        let first_child = |id: NodeId| {
            self.nodes
                .get(id as usize)
                .map(|n| n.first_child)
                .filter(|&c| c != NONE)
        };
        core::iter::successors(first_child(id), move |&c| first_child(c))
    }

    /// The ids from the root to `id`, both included.
    ///
    /// # Errors
    /// [`GameError::UnknownNode`] for an id not in the tree.
    pub fn path_to(&self, id: NodeId) -> Result<Vec<NodeId>, GameError> {
        self.tree_node(id)?;
        let mut depth = 0;
        let mut at = id;
        while let Some(n) = self.nodes.get(at as usize).filter(|n| n.parent != NONE) {
            at = n.parent;
            depth += 1;
        }
        let mut path = Vec::with_capacity(depth + 1);
        path.push(id);
        let mut at = id;
        while let Some(n) = self.nodes.get(at as usize).filter(|n| n.parent != NONE) {
            at = n.parent;
            path.push(at);
        }
        path.reverse();
        Ok(path)
    }

    /// The ply of `id`: its distance from the root.
    ///
    /// # Errors
    /// [`GameError::UnknownNode`] for an id not in the tree.
    pub fn node_ply(&self, id: NodeId) -> Result<usize, GameError> {
        Ok(self.path_to(id)?.len() - 1)
    }

    /// The move leading to `id` with its SAN and UCI; `None` for the root.
    ///
    /// # Errors
    /// [`GameError::UnknownNode`] for an id not in the tree.
    pub fn node_move(&self, id: NodeId) -> Result<Option<NodeMove>, GameError> {
        let n = self.tree_node(id)?;
        if n.parent == NONE {
            return Ok(None);
        }
        Ok(Some(match (n.mv, n.san) {
            (Some(m), Some(san)) => NodeMove {
                mv: Some(m),
                san: san.text().into(),
                uci: uci::to_uci(&m, self.mode()),
            },
            _ => NodeMove {
                mv: None,
                san: "--".to_string(),
                uci: Uci::Null.to_string(),
            },
        }))
    }

    /// The FEN of the position at `id` (replaying from the root when `id` is off the current
    /// line).
    ///
    /// # Errors
    /// [`GameError::UnknownNode`] for an id not in the tree.
    pub fn fen_of(&self, id: NodeId) -> Result<String, GameError> {
        if let Some(ply) = self.line_ids.iter().position(|&x| x == id) {
            return self.fen_at(ply);
        }
        self.position_of(id).map(|pos| pos.fen())
    }

    /// The position at `id` (replaying from the root when `id` is off the current line).
    ///
    /// # Errors
    /// [`GameError::UnknownNode`] for an id not in the tree.
    pub(crate) fn position_of(&self, id: NodeId) -> Result<crate::Position, GameError> {
        if let Some(ply) = self.line_ids.iter().position(|&x| x == id) {
            return self.position_at(ply).copied();
        }
        let path = self.path_to(id)?;
        let mut pos = *self.start_position();
        for &step in &path[1..] {
            let n = &self.nodes[step as usize];
            pos = match n.mv {
                Some(m) => pos.play_unchecked(&m),
                None => pos.null_move().unwrap_or(pos),
            };
        }
        Ok(pos)
    }

    /// The annotations of `id` (empty when none were set).
    ///
    /// # Errors
    /// [`GameError::UnknownNode`] for an id not in the tree.
    pub fn annotations(&self, id: NodeId) -> Result<Annotations, GameError> {
        self.tree_node(id)?;
        Ok(self.annotations_ref(id).cloned().unwrap_or_default())
    }

    /// The annotations of `id`, by reference (`None` when none were set).
    pub fn annotations_ref(&self, id: NodeId) -> Option<&Annotations> {
        let n = self.nodes.get(id as usize).filter(|n| n.alive)?;
        self.anns
            .get(n.ann as usize)
            .map(|(_, a)| a)
            .filter(|a| !a.is_empty())
    }

    /// Whether `id` holds annotations (possibly emptied since).
    pub(crate) fn has_annotations(&self, id: NodeId) -> bool {
        self.nodes.get(id as usize).is_some_and(|n| n.ann != NONE)
    }

    /// Frees the annotations of `id`, if it has some: the last ones take their place in
    /// `anns`, so it holds only live nodes' annotations.
    pub(super) fn release_annotations(&mut self, id: NodeId) {
        let Some(k) = self.nodes.get(id as usize).map(|n| n.ann as usize) else {
            return;
        };
        if k >= self.anns.len() {
            return;
        }
        self.anns.swap_remove(k);
        self.nodes[id as usize].ann = NONE;
        if let Some(&(moved, _)) = self.anns.get(k) {
            if let Some(n) = self.nodes.get_mut(moved as usize) {
                n.ann = k as u32;
            }
        }
    }

    /// The annotations of `id` to edit in place (for the PGN reader, which fills each new
    /// node's without building and dropping a whole [`Annotations`]); `None` for an id not in
    /// the tree.
    pub(crate) fn annotations_mut(&mut self, id: NodeId) -> Option<&mut Annotations> {
        let rest = self.nodes.capacity().saturating_sub(self.nodes.len()) + 1;
        let n = self.nodes.get_mut(id as usize).filter(|n| n.alive)?;
        if n.ann == NONE {
            n.ann = self.anns.len() as u32;
            if self.building && self.anns.len() == self.anns.capacity() {
                // A record read: room for every node still to come (a `%clk` after every
                // move is common), cut down to what was used when the reading ends.
                self.anns.reserve(rest);
            }
            self.anns.push((id, Annotations::default()));
        }
        let k = n.ann as usize;
        self.anns.get_mut(k).map(|(_, a)| a)
    }

    /// Replaces the annotations of `id`.
    ///
    /// # Errors
    /// [`GameError::UnknownNode`] for an id not in the tree.
    pub fn set_annotations(&mut self, id: NodeId, ann: Annotations) -> Result<(), GameError> {
        self.tree_node(id)?;
        if ann.is_empty() {
            self.release_annotations(id);
        } else if let Some(a) = self.annotations_mut(id) {
            *a = ann;
        }
        Ok(())
    }

    /// How [`Game::play`] adds moves where continuations exist (see [`Branching`]).
    pub fn branching(&self) -> Branching {
        self.branching
    }

    /// Sets how [`Game::play`] adds moves where continuations exist.
    pub fn set_branching(&mut self, branching: Branching) {
        self.branching = branching;
    }

    /// The number of ids given so far, deleted nodes included: the next new node's id. A
    /// [`GameSnapshot`](super::GameSnapshot) keeps the ids of the nodes alive, not those of
    /// nodes deleted after the last of them; [`Game::reserve_ids`] gives them back.
    pub fn ids_given(&self) -> usize {
        self.nodes.len()
    }

    /// Marks the ids below `count` as given (as deleted nodes where no node has them), so that
    /// a game restored from its snapshot numbers its next node as the original would (the
    /// JS face parks games it restores so: `src/js/api.js`).
    pub fn reserve_ids(&mut self, count: usize) {
        while self.nodes.len() < count {
            self.nodes.push(TreeNode::dead());
        }
    }

    /// Goes to node `id`: the current line becomes the path from the root to `id` followed by
    /// the first continuations after it (for redo). Draw rules, outcome and repetitions are
    /// then those of the path to `id`.
    ///
    /// # Errors
    /// [`GameError::UnknownNode`] (`ERR_UNKNOWN_NODE`) for an id not in the tree; the game is
    /// unchanged.
    pub fn goto_node(&mut self, id: NodeId) -> Result<(), GameError> {
        self.select(id)?;
        let ply = self.ply;
        self.extend_line();
        self.ply = ply;
        Ok(())
    }

    /// Makes the path to `id` the current line, ending at `id`, current ply at `id`.
    pub(super) fn select(&mut self, id: NodeId) -> Result<(), GameError> {
        let path = self.path_to(id)?;
        let common = path
            .iter()
            .zip(&self.line_ids)
            .take_while(|(a, b)| a == b)
            .count()
            .max(1);
        self.cut_line_at(common - 1);
        for &step in &path[common..] {
            self.replay(step);
        }
        Ok(())
    }

    /// Extends the current line past its end along first continuations.
    pub(super) fn extend_line(&mut self) {
        let end = self.line_ids.last().copied().unwrap_or(ROOT);
        for id in self.first_children(end) {
            self.ply = self.moves.len();
            self.replay(id);
        }
    }

    /// Appends the existing node `id` (a child of the line's end) to the current line.
    fn replay(&mut self, id: NodeId) {
        self.ply = self.moves.len();
        let Some(n) = self.nodes.get(id as usize) else {
            return;
        };
        let (mv, san) = (n.mv, n.san);
        let pos = self.current().pos;
        match (mv, san) {
            (Some(m), Some(san)) => {
                let list = self.take_buffer();
                self.push_line(&pos, &m, san, Some(list), id);
            }
            _ => {
                if let Some(after) = pos.null_move() {
                    self.append_line(after, None, None, None, id);
                }
            }
        }
    }

    /// Cuts the current line after `ply` (the tree is unchanged) and puts the current ply
    /// there.
    pub(super) fn cut_line_at(&mut self, ply: usize) {
        if ply < self.after.len() {
            // The new last position had a move played from it: it has a legal move.
            self.unsure.set(false);
        }
        self.moves.truncate(ply);
        self.after.truncate(ply);
        self.settled.0.set(self.settled.0.get().min(ply));
        self.line_ids.truncate(ply + 1);
        self.ply = ply.min(self.moves.len());
        if self.moves_at.as_ref().is_some_and(|l| l.ply > self.ply) {
            self.moves_at = None;
        }
    }

    /// Adds a child to `parent` (last among its siblings) and returns its id.
    pub(super) fn add_child(
        &mut self,
        parent: NodeId,
        mv: Option<Move>,
        san: Option<SanPlus>,
    ) -> NodeId {
        let id = self.nodes.len() as NodeId;
        self.nodes.push(TreeNode::new(parent, mv, san));
        let first = self.nodes[parent as usize].first_child;
        if first == NONE {
            self.nodes[parent as usize].first_child = id;
        } else {
            let mut c = first;
            while self.nodes[c as usize].next_sibling != NONE {
                c = self.nodes[c as usize].next_sibling;
            }
            self.nodes[c as usize].next_sibling = id;
        }
        id
    }

    /// The child of `parent` reached by `mv` (`None`: a null move), if any.
    pub(super) fn child_with(&self, parent: NodeId, mv: Option<Move>) -> Option<NodeId> {
        let mut c = self.nodes.get(parent as usize)?.first_child;
        while c != NONE {
            let n = self.nodes.get(c as usize)?;
            if n.mv == mv {
                return Some(c);
            }
            c = n.next_sibling;
        }
        None
    }

    /// Unlinks `id` from its parent's children.
    fn unlink(&mut self, id: NodeId) {
        let parent = self.nodes[id as usize].parent;
        let next = self.nodes[id as usize].next_sibling;
        self.nodes[id as usize].next_sibling = NONE;
        if self.nodes[parent as usize].first_child == id {
            self.nodes[parent as usize].first_child = next;
            return;
        }
        let mut c = self.nodes[parent as usize].first_child;
        while c != NONE {
            if self.nodes[c as usize].next_sibling == id {
                self.nodes[c as usize].next_sibling = next;
                return;
            }
            c = self.nodes[c as usize].next_sibling;
        }
    }

    /// Links `id` (unlinked) among the children of its parent at `index` (clamped).
    fn link_at(&mut self, id: NodeId, index: usize) {
        let parent = self.nodes[id as usize].parent;
        if index == 0 || self.nodes[parent as usize].first_child == NONE {
            self.nodes[id as usize].next_sibling = self.nodes[parent as usize].first_child;
            self.nodes[parent as usize].first_child = id;
            return;
        }
        let mut c = self.nodes[parent as usize].first_child;
        let mut i = 1;
        while i < index && self.nodes[c as usize].next_sibling != NONE {
            c = self.nodes[c as usize].next_sibling;
            i += 1;
        }
        self.nodes[id as usize].next_sibling = self.nodes[c as usize].next_sibling;
        self.nodes[c as usize].next_sibling = id;
    }

    /// Deletes the subtree at `id` (unlinked already) from the arena.
    fn kill(&mut self, id: NodeId) {
        let mut stack = vec![id];
        while let Some(x) = stack.pop() {
            let mut c = self.nodes[x as usize].first_child;
            while c != NONE {
                stack.push(c);
                c = self.nodes[c as usize].next_sibling;
            }
            self.release_annotations(x);
            self.nodes[x as usize] = TreeNode::dead();
        }
    }

    /// Deletes the subtree at `id` when the tree is being built (no line fix-up needed).
    pub(super) fn remove_subtree(&mut self, id: NodeId) {
        self.unlink(id);
        self.kill(id);
    }

    /// Deletes node `id` and everything after it (a variation, or the rest of a line). When
    /// the current line went through it, the current line ends at its parent, which becomes
    /// the current node if the current node was deleted.
    ///
    /// # Errors
    /// [`GameError::UnknownNode`] for an id not in the tree or the root (the start position
    /// cannot be deleted: use [`Game::delete_after`] on [`ROOT`]).
    pub fn delete_node(&mut self, id: NodeId) -> Result<(), GameError> {
        if id == ROOT {
            return Err(GameError::UnknownNode(id));
        }
        self.tree_node(id)?;
        let at = self.line_ids.iter().position(|&x| x == id);
        self.remove_subtree(id);
        if let Some(k) = at {
            let ply = self.ply.min(k - 1);
            self.cut_line_at(k - 1);
            self.extend_line();
            self.ply = ply;
        }
        Ok(())
    }

    /// Deletes every continuation of `id` (main and variations).
    ///
    /// # Errors
    /// [`GameError::UnknownNode`] for an id not in the tree.
    pub fn delete_after(&mut self, id: NodeId) -> Result<(), GameError> {
        for c in self.children(id)? {
            self.delete_node(c)?;
        }
        Ok(())
    }

    /// Promotes the variation holding `id` one level: the nearest node on the path to `id`
    /// (from `id` up) that is not its parent's first continuation becomes the first one, the
    /// continuation it displaces becomes a variation. Nothing changes on the main line.
    ///
    /// # Errors
    /// [`GameError::UnknownNode`] for an id not in the tree.
    pub fn promote_variation(&mut self, id: NodeId) -> Result<(), GameError> {
        let path = self.path_to(id)?;
        if let Some(&x) = path.iter().rev().find(|&&x| !self.is_first_child(x)) {
            self.unlink(x);
            self.link_at(x, 0);
        }
        Ok(())
    }

    /// Makes the path to `id` the main line: every node on it becomes its parent's first
    /// continuation.
    ///
    /// # Errors
    /// [`GameError::UnknownNode`] for an id not in the tree.
    pub fn promote_to_mainline(&mut self, id: NodeId) -> Result<(), GameError> {
        for x in self.path_to(id)? {
            if !self.is_first_child(x) {
                self.unlink(x);
                self.link_at(x, 0);
            }
        }
        Ok(())
    }

    /// Moves `id` to position `index` among its siblings (0 = the main continuation; an index
    /// past the last puts it last).
    ///
    /// # Errors
    /// [`GameError::UnknownNode`] for an id not in the tree or the root.
    pub fn reorder(&mut self, id: NodeId, index: usize) -> Result<(), GameError> {
        if id == ROOT {
            return Err(GameError::UnknownNode(id));
        }
        self.tree_node(id)?;
        self.unlink(id);
        self.link_at(id, index);
        Ok(())
    }

    fn is_first_child(&self, id: NodeId) -> bool {
        let n = &self.nodes[id as usize];
        n.parent == NONE || self.nodes[n.parent as usize].first_child == id
    }

    /// Every live node in preorder (a node before its children, children in order), with its
    /// parent (`None` for the root).
    pub fn preorder(&self) -> Vec<(NodeId, Option<NodeId>)> {
        let mut out = Vec::new();
        let mut stack = vec![ROOT];
        while let Some(x) = stack.pop() {
            let n = &self.nodes[x as usize];
            out.push((x, (n.parent != NONE).then_some(n.parent)));
            let kids = self.children(x).unwrap_or_default();
            stack.extend(kids.into_iter().rev());
        }
        out
    }

    /// While a record is read (`true`), every move played is a new node, even one equal to
    /// a sibling (a PGN may give the same variation twice).
    pub(crate) fn set_building(&mut self, building: bool) {
        self.building = building;
        if !building {
            self.settle_unsure();
            // A game read from a record keeps no list buffer (3 KB, more than a game of 40
            // moves' positions): a file's games held at once each kept one. The next move
            // played makes it again.
            self.moves_at = None;
            self.anns.shrink_to_fit();
        }
    }

    /// [`Game::goto_node`] without extending the line past `id`.
    pub(crate) fn goto_node_unextended(&mut self, id: NodeId) -> Result<(), GameError> {
        self.select(id)
    }

    /// The size of the arena: the id the next node gets.
    pub(crate) fn node_count(&self) -> usize {
        self.nodes.len()
    }

    /// Removes the nodes from id `first` on, all added after every other node (a variation
    /// being read); their ids are given out again.
    pub(crate) fn drop_nodes_from(&mut self, first: usize) {
        if let Some(k) = self.line_ids.iter().position(|&id| id as usize >= first) {
            self.cut_line_at(k.saturating_sub(1));
        }
        for id in first..self.nodes.len() {
            let parent = self.nodes[id].parent;
            if self.nodes[id].alive && (parent as usize) < first {
                self.unlink(id as NodeId);
            }
        }
        for id in (first.max(1)..self.nodes.len()).rev() {
            self.release_annotations(id as NodeId);
        }
        self.nodes.truncate(first.max(1));
    }
}
