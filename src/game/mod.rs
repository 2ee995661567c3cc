//! A game: the start position, the moves played with their SAN, undo/redo and jumps to any
//! ply, and the ways a game ends (FIDE Art. 5 and 9).
//!
//! # The tree, the current line and the current ply
//! A [`Game`] keeps a *tree* of moves from its start position: every position reached is a
//! node with a stable [`NodeId`] ([`ROOT`] is the start), the main line following the first
//! continuation of every node, variations at any ply, nested. The *current line* is one path
//! from the root ([`Game::line_ids`]) and the *current ply* a point on it (0 = the start).
//! [`Game::undo`] and [`Game::goto`] move the current ply back along the line without
//! forgetting the moves after it; [`Game::redo`] steps forward again; [`Game::goto_node`]
//! jumps to any node (the line then runs through it and on along first continuations).
//!
//! Playing a move where the current node already has continuations follows [`Branching`]:
//! by default ([`Branching::Variation`]) a move that is already a continuation goes into
//! that node (keeping what follows it) and any other move is added as a new variation; with
//! [`Branching::Replace`] (chess.js's behaviour) the current line's moves after the current
//! ply are deleted first. A draw claim deletes the current line's moves after it in both
//! modes (the game ends there). The tree is edited with [`Game::promote_variation`],
//! [`Game::promote_to_mainline`], [`Game::reorder`], [`Game::delete_node`] and
//! [`Game::delete_after`]; each node carries [`Annotations`] (comments, NAGs, `%clk`,
//! `%emt`, `%eval`, `%csl`/`%cal` shapes). The position after every ply of the current line
//! is kept, so [`Game::goto`], [`Game::fen_at`] and the repetition checks never replay moves;
//! outcome, draw claims and repetitions are those of the path to the current node.
//!
//! # How a game ends
//! *Automatically*, checked in this order on the current position: checkmate (Art. 5.1.1),
//! stalemate (5.2.1), insufficient material (5.2.2), another dead position (5.2.2), the same
//! position for the fifth time (9.6.1), 75 moves by each player without a pawn move or a
//! capture (9.6.2; a checkmate on the last of them comes first). Moves are then refused with
//! [`GameError::GameOver`], except with [`PlayOptions::recorded`], which replays records from
//! servers that let play go on (the game still counts as ended where the Laws say).
//!
//! *On a claim* (never automatically): threefold repetition (9.2) and the 50-move rule (9.3),
//! with [`Game::claim_draw`] when the claim is valid now, or [`Game::claim_draw_with_move`]
//! when the player's next move makes it valid (9.2.1.1, 9.3.1: the player writes the move
//! and claims).
//!
//! # Playing a move
//! One door plays every move: [`Game::play`], with what to play (a [`MoveInput`]: a [`Move`],
//! its text in SAN or UCI, or a null move; `&Move`, `&str` and `&String` convert) and how
//! ([`PlayOptions`]: `strict` reads exact SAN only, `recorded` plays a record's move past an
//! automatic end). It gives the move played by reference; `.cloned()` keeps a copy.
//!
//! ```
//! use chess_arbiter::{Game, MoveInput, PlayOptions};
//! let mut game = Game::new();
//! game.play("e4", PlayOptions::new()).unwrap(); // a player's move, lenient SAN
//! let played = game.play("e7e5", PlayOptions::new().strict(true)).unwrap().clone(); // UCI
//! assert_eq!(played.san, "e5");
//! let m = game.legal_moves()[0];
//! game.play(&m, PlayOptions::new()).unwrap(); // a move already in hand
//! game.play(MoveInput::Null, PlayOptions::RECORDED).unwrap(); // a record's null move
//! ```
//!
//! (It replaces nine entry points, `play`, `play_recorded`, `play_str`, `play_text`,
//! `play_str_recorded`, `play_text_recorded`, `play_null`, `play_null_recorded` and
//! `pass_recorded`: `play_str(t, s)` is `play(t, PlayOptions::new().strict(s)).cloned()`,
//! `play_recorded(&m)` is `play(&m, PlayOptions::RECORDED).cloned()`, and so on.)
//!
//! # Null moves
//! [`Game::play`] with [`MoveInput::Null`] (or `--`, `Z0` or `0000` as text, without strict)
//! plays a null move: the side to move passes, as analysis records and databases write it (see
//! [`crate::notation`]). It is recorded with SAN `--` and UCI `0000` and no [`Move`]
//! ([`PlayedMove::mv`] is `None`), undone and redone like a move, and the clocks and the
//! repetition history go on across it as across any move: the halfmove clock goes up by one,
//! and a position reached again counts as a repetition. It is refused in check (Art. 3.9.2)
//! and once the game is over, and it is never among [`Game::legal_moves`] nor a move to claim
//! a draw with.
//!
//! # Repetition (Art. 9.2.2; numbered 9.2.3 in some earlier editions)
//! Two positions are the same when the same player has the move, the same pieces stand on
//! the same squares, the castling rights are the same, and the en-passant square is the same
//! where it counts only when an en-passant capture is actually legal
//! ([`Position::legal_ep_square`]).

use crate::adjudication::dead::OpenSide;
use crate::notation::move_text::MoveText;
use crate::notation::san::{SanPlus, Suffix};
use crate::notation::uci;
use crate::notation::{self, MoveInputError, MoveOrNull};
use crate::position::Position;
use crate::position::castling::CastlingMode;
use crate::types::bitboard::Bitboard;
use crate::types::color::Color;
use crate::types::moves::{Move, MoveList};
use core::cell::Cell;
use core::fmt;

mod claims;
mod error;
mod outcome;
pub mod pgn;
mod repetition;
mod snapshot;
pub mod snapshot_wire;
mod tree;
mod validate;

pub use error::GameError;
pub use outcome::{DrawClaim, Outcome, Termination};
pub use snapshot::{GameSnapshot, SnapshotNode};
pub use tree::{Annotations, Branching, NodeId, NodeMove, ROOT, Shape, ShapeColor};
pub use validate::{ValidatedGame, ValidatingReader, validate_games};

use outcome::automatic_end;
use repetition::RepetitionKey;
use tree::TreeNode;

/// A move as played in a game, with its notations; or a null move (see [`crate::game`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PlayedMove {
    /// The move (castling as king takes rook, see [`Move`]); `None` for a null move.
    pub mv: Option<Move>,
    /// The side that played it (that passed, for a null move).
    pub color: Color,
    /// Its SAN with `+`/`#`, e.g. `Nxe5+`, `O-O`, `e8=Q#`; `--` for a null move.
    pub san: MoveText,
    /// Its UCI in the game's castling mode (`e1g1`, or `e1h1` in Chess960); `0000` for a null
    /// move.
    pub uci: MoveText,
    /// Its SAN as a value, which `san` writes; `None` for a null move.
    pub san_plus: Option<SanPlus>,
}

impl PlayedMove {
    /// True for a null move (the side to move passed).
    pub fn is_null(&self) -> bool {
        self.mv.is_none()
    }
}

/// What [`Game::play`] plays: a move, a move's text, or a null move (as `move` takes a string,
/// a move or `null` in JS). Made from `&Move`, `&str` and `&String` with `into()`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveInput<'a> {
    /// A move, legal or not (an illegal one is refused).
    Move(&'a Move),
    /// A move's text: SAN (lenient, or exact with [`PlayOptions::strict`]) or UCI; without
    /// `strict`, `--`, `Z0` and `0000` are a null move.
    Text(&'a str),
    /// A null move: the side to move passes (see the module docs).
    Null,
}

impl<'a> From<&'a Move> for MoveInput<'a> {
    fn from(m: &'a Move) -> MoveInput<'a> {
        MoveInput::Move(m)
    }
}

impl<'a> From<&'a str> for MoveInput<'a> {
    fn from(text: &'a str) -> MoveInput<'a> {
        MoveInput::Text(text)
    }
}

impl<'a> From<&'a String> for MoveInput<'a> {
    fn from(text: &'a String) -> MoveInput<'a> {
        MoveInput::Text(text)
    }
}

/// How [`Game::play`] plays a move. The default is a player's move, read leniently.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PlayOptions {
    /// A text is read as exact SAN (or UCI): `ERR_NOT_STRICT_SAN` for SAN that is only
    /// lenient, `ERR_NULL_MOVE` for a null move's text. No effect on a [`Move`] or
    /// [`MoveInput::Null`].
    pub strict: bool,
    /// The move comes from a record (a PGN file, a server's game): it is played even after
    /// the game ended automatically, which still ends where the Laws say.
    pub recorded: bool,
}

impl PlayOptions {
    /// A player's move, read leniently (the default).
    pub const fn new() -> PlayOptions {
        PlayOptions {
            strict: false,
            recorded: false,
        }
    }

    /// A move from a record, read leniently.
    pub const RECORDED: PlayOptions = PlayOptions {
        strict: false,
        recorded: true,
    };

    /// These options with [`PlayOptions::strict`] set to `strict`.
    pub const fn strict(self, strict: bool) -> PlayOptions {
        PlayOptions { strict, ..self }
    }

    /// These options with [`PlayOptions::recorded`] set to `recorded`.
    pub const fn recorded(self, recorded: bool) -> PlayOptions {
        PlayOptions { recorded, ..self }
    }
}

/// A position of the line with what is derived from it once.
///
/// The derived fields are cells: a game read from PGN leaves the dead-position test of its
/// line for later ([`Game::settle`], which `&self` readers such as [`Game::outcome`] call).
/// They take no part in a game's equality: they follow from the line's positions.
#[derive(Clone, Debug)]
struct Node {
    pos: Position,
    /// The digest of the position's [`RepetitionKey`] (the key itself is made again from
    /// `pos` when two digests are equal: rare, and a key is 80 bytes to copy per move).
    digest: u64,
    /// How the game ends automatically at this position, if it does.
    end: Cell<Option<Outcome>>,
    /// The first ply of the line up to this one whose position ended the game automatically
    /// (moves after it come only from records: [`PlayOptions::recorded`]).
    first_end: Cell<Option<usize>>,
    /// A side open here for the dead-position test ([`outcome::carried_open`]), and whether a
    /// mate is known to be reachable for it (for [`Game::timeout`]).
    open: Cell<Open>,
}

impl PartialEq for Node {
    fn eq(&self, other: &Node) -> bool {
        self.pos == other.pos && self.digest == other.digest
    }
}

impl Eq for Node {}

/// How many positions of the line after the start (`after[..n]`) have their automatic end
/// complete; the dead-position test (Art. 5.2.2) of the others is still to be done
/// ([`Game::settle`]). Reading a game from PGN leaves it for later: it was a quarter of the
/// time, and a reader that never asks how the game ended does not pay for it. Derived data: no
/// part in a game's equality.
#[derive(Clone, Debug, Default)]
struct Settled(Cell<usize>);

impl PartialEq for Settled {
    fn eq(&self, _: &Settled) -> bool {
        true
    }
}

impl Eq for Settled {}

/// A side for which the dead-position test's point 5 is known to be `false` without a walk
/// (see [`outcome::carried_open`]). Derived data: it takes no part in a game's equality (the
/// same position may have it or not, depending on the way it was reached).
#[derive(Clone, Copy, Debug, Default)]
struct Open(Option<OpenSide>);

impl PartialEq for Open {
    fn eq(&self, _: &Open) -> bool {
        true
    }
}

impl Eq for Open {}

impl Node {
    /// The node of `pos` with how the game ends there (see [`Node::set_end`]).
    fn with_end(
        pos: Position,
        digest: u64,
        end: Option<Outcome>,
        first_end: Option<usize>,
        ply: usize,
        open: Option<OpenSide>,
    ) -> Node {
        let node = Node {
            pos,
            digest,
            end: Cell::new(None),
            first_end: Cell::new(None),
            open: Cell::new(Open(None)),
        };
        node.set_end(end, first_end, ply, open);
        node
    }

    /// Sets how the game ends here (at `ply`, after a line whose first automatic end was at
    /// `first_end`) and the side open here.
    fn set_end(
        &self,
        end: Option<Outcome>,
        first_end: Option<usize>,
        ply: usize,
        open: Option<OpenSide>,
    ) {
        self.end.set(end);
        self.first_end.set(first_end.or(end.map(|_| ply)));
        self.open.set(Open(open));
    }

    fn same_position(&self, other: &Node) -> bool {
        self.digest == other.digest && RepetitionKey::of(&self.pos) == RepetitionKey::of(&other.pos)
    }
}

/// A game of chess from any start position (standard or Chess960): the line of moves, the
/// current ply on it, draw claims and outcomes (FIDE Art. 5 and 9). See [`crate::game`].
///
/// # Examples
/// ```
/// use chess_arbiter::game::{Game, PlayOptions, Termination};
/// let mut game = Game::new();
/// for san in ["f3", "e5", "g4", "Qh4#"] {
///     game.play(san, PlayOptions::new()).unwrap();
/// }
/// let outcome = game.outcome().unwrap();
/// assert_eq!(outcome.termination, Termination::Checkmate);
/// assert_eq!(outcome.result(), "0-1");
/// assert_eq!(game.undo().unwrap().san, "Qh4#");
/// assert_eq!(game.outcome(), None);
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    /// The start position (ply 0).
    root: Node,
    /// The positions after plies 1 to `moves.len()`: `after[i]` follows `moves[i]`.
    after: Vec<Node>,
    moves: Vec<PlayedMove>,
    ply: usize,
    /// The tree: every node reached, indexed by [`NodeId`] (see [`tree`]).
    nodes: Vec<TreeNode>,
    /// The annotations of the nodes that have some, each with its node's id (see
    /// [`TreeNode`]'s `ann`); in no particular order.
    anns: Vec<(NodeId, Annotations)>,
    /// The ids of the current line: `line_ids[i]` is the node at ply `i`.
    line_ids: Vec<NodeId>,
    /// How moves are added where continuations exist.
    branching: Branching,
    /// While a record is read: every move is a new node, even one equal to a sibling (a PGN
    /// may give the same variation twice).
    building: bool,
    /// The legal moves of one position of the line, kept from its automatic-end test for the
    /// next move (see [`MovesAt`]).
    moves_at: Option<Box<MovesAt>>,
    /// See [`Settled`].
    settled: Settled,
    /// While a record is read: the line's last position, out of check, was reached without
    /// looking whether it has a legal move, which there decides only a stalemate; the next move
    /// read from it shows it has one, and [`Game::settle_unsure`] looks when none follows.
    unsure: Cell<bool>,
}

/// Every field but `moves_at`, a buffer present or not (a game read from a record drops it):
/// derived data, no part in a game's equality.
impl PartialEq for Game {
    fn eq(&self, other: &Game) -> bool {
        let Game {
            root,
            after,
            moves,
            ply,
            nodes,
            anns: _,
            line_ids,
            branching,
            building,
            moves_at: _,
            settled,
            unsure: _,
        } = self;
        // The annotations by node, wherever each game holds them.
        let same_annotations = || {
            (0..nodes.len() as NodeId)
                .all(|id| self.annotations_ref(id) == other.annotations_ref(id))
        };
        *root == other.root
            && *after == other.after
            && *moves == other.moves
            && *ply == other.ply
            && *nodes == other.nodes
            && *line_ids == other.line_ids
            && *branching == other.branching
            && *building == other.building
            && *settled == other.settled
            && same_annotations()
    }
}

impl Eq for Game {}

/// The legal moves of the position at `ply` when they were listed as it was reached (the
/// automatic-end test needs them when they are few, [`crate::adjudication::dead::DEAD_MOVES_LOOKED_AT`]),
/// used again to read, write and play the next move; else (`full` false) a list to generate
/// into, and the next move is read among the few legal moves its text can name
/// ([`Game::play`] with a text). Boxed, so that handing it over copies a pointer, not the
/// list. Derived data: it takes no part in a game's equality.
///
/// The moves are generated into a [`MoveList`] on the stack and kept in a `Vec` as long as
/// they are: a kept `MoveList` (room for 512 moves) was 3 KB of every game's memory, of the
/// 2 KB a game after two moves may take (issue 40).
#[derive(Clone, Default)]
struct MovesAt {
    ply: usize,
    /// `moves` holds every legal move at `ply`.
    full: bool,
    moves: Vec<Move>,
    /// The pieces giving check to the side to move at `ply`, when known (found as the
    /// position was reached, for its SAN's suffix): reading the next move's SAN then does not
    /// look for them again.
    checkers: Option<Bitboard>,
}

impl MovesAt {
    /// Generates the legal moves of `pos`, reached at `ply`, in place.
    fn fill(&mut self, pos: &Position, ply: usize) {
        let mut list = MoveList::new();
        pos.generate(&mut list, Bitboard::FULL);
        self.keep(ply, true, &list);
    }

    /// Keeps `moves`, those of the position at `ply` (all of them when `full`).
    fn keep(&mut self, ply: usize, full: bool, moves: &[Move]) {
        self.ply = ply;
        self.full = full;
        self.checkers = None;
        self.moves.clear();
        self.moves.extend_from_slice(moves);
    }

    /// Empties the list for the position at `ply`, whose moves it then does not hold, and
    /// keeps the pieces giving check there (`checkers`, see [`MovesAt::checkers`]).
    fn forget(&mut self, ply: usize, checkers: Bitboard) {
        self.ply = ply;
        self.full = false;
        self.checkers = Some(checkers);
        self.moves.clear();
    }

    /// Generates the legal moves of `pos` (at `ply`) that the move text `text` can name, in
    /// place, when it is SAN: those of its piece kind to its target square, or the king's for
    /// castling. Every reader of a SAN's move ([`crate::notation::san::San::to_move_in`], its
    /// disambiguation and strict form) looks only at the moves of its piece kind to its
    /// target, in generation order, which these are. For any other text (UCI, which names
    /// castling by the king's target, a null move, no SAN at all) all the legal moves.
    /// Returns the text as [`San::parse_plain`](crate::notation::san::San::parse_plain) read it, if it
    /// did (for the reader, which then does not read it again).
    fn fill_named(
        &mut self,
        pos: &Position,
        ply: usize,
        text: &str,
    ) -> Option<crate::notation::san::San> {
        use crate::notation::san::San;
        use crate::position::movegen::Onto;
        let plain = San::parse_plain(text.as_bytes());
        let san = match plain {
            Some(san) => Ok(san),
            None if uci::Uci::parse(text).is_ok() => {
                self.fill(pos, ply);
                return None;
            }
            None => San::parse(text),
        };
        let (from, to) = match san {
            Ok(San::Normal { role, file, to, .. }) => {
                let mut from = pos.board().by_role(role) & pos.board().by_color(pos.turn());
                // A pawn's SAN names its file, or moves on its target's: the reader looks at
                // no other pawn (`San::to_move_in`), and a pawn's SAN names no other.
                if role == crate::types::role::Role::Pawn {
                    from &= Bitboard::from_file(file.unwrap_or(to.file()));
                }
                (from, Bitboard::from_square(to))
            }
            Ok(San::Castle(_)) => match pos.board().king_of(pos.turn()) {
                Some(king) => (Bitboard::from_square(king), Bitboard::FULL),
                None => {
                    self.fill(pos, ply);
                    return plain;
                }
            },
            Err(_) => {
                self.fill(pos, ply);
                return plain;
            }
        };
        let checkers = match self.checkers {
            Some(checkers) if self.ply == ply => checkers,
            _ => pos.checkers(),
        };
        let mut list = MoveList::new();
        pos.generate_to_checked(
            &mut Onto {
                to,
                list: &mut list,
            },
            from,
            to,
            checkers,
        );
        self.keep(ply, false, &list);
        plain
    }
}

impl PartialEq for MovesAt {
    fn eq(&self, _: &MovesAt) -> bool {
        true
    }
}

impl Eq for MovesAt {}

impl fmt::Debug for MovesAt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "MovesAt({})", self.ply)
    }
}

impl Default for Game {
    fn default() -> Game {
        Game::new()
    }
}

impl Game {
    /// A game from the standard starting position (Art. 2.3).
    pub fn new() -> Game {
        Game::from_position(Position::new())
    }

    /// A game from a validated position; the castling mode is the position's.
    pub fn from_position(pos: Position) -> Game {
        let mut moves_at = Box::<MovesAt>::default();
        moves_at.fill(&pos, 0);
        Game {
            root: Game::node(pos, 0, 1, None, &moves_at.moves),
            after: Vec::new(),
            moves: Vec::new(),
            ply: 0,
            nodes: vec![TreeNode::root()],
            anns: Vec::new(),
            line_ids: vec![ROOT],
            branching: Branching::default(),
            building: false,
            moves_at: Some(moves_at),
            settled: Settled::default(),
            unsure: Cell::new(false),
        }
    }

    /// A game from a FEN (X-FEN or Shredder-FEN castling in Chess960).
    ///
    /// # Errors
    /// [`GameError::InvalidFen`] (`ERR_INVALID_FEN`) with every problem of the FEN.
    pub fn from_fen(fen: &str, mode: CastlingMode) -> Result<Game, GameError> {
        Position::from_fen(fen, mode)
            .map(Game::from_position)
            .map_err(GameError::InvalidFen)
    }

    /// A game from a FEN read in relaxed mode ([`Position::from_fen_relaxed`]): the start may be
    /// a position that cannot arise in a game (an impossible check, impossible material), and
    /// castling rights or an en-passant square that do not fit are dropped. It must still be
    /// playable (one king each, no pawn on the first or last rank, the side not to move not in
    /// check). The game is played by the same rules as any other.
    ///
    /// # Errors
    /// [`GameError::InvalidFen`] (`ERR_INVALID_FEN`) for a FEN that does not read or is not
    /// playable.
    ///
    /// # Examples
    /// ```
    /// use chess_arbiter::{CastlingMode, Game, PlayOptions};
    /// // Two white bishops check the black king along one diagonal: no move can do that.
    /// let fen = "B6b/8/8/8/2K5/5k2/8/b6B b - - 0 1";
    /// assert!(Game::from_fen(fen, CastlingMode::Standard).is_err());
    /// let mut game = Game::from_fen_relaxed(fen, CastlingMode::Standard).unwrap();
    /// assert_eq!(game.play("Ke3", PlayOptions::new()).unwrap().san, "Ke3");
    /// ```
    pub fn from_fen_relaxed(fen: &str, mode: CastlingMode) -> Result<Game, GameError> {
        Position::from_fen_relaxed(fen, mode)
            .map(Game::from_position)
            .map_err(GameError::InvalidFen)
    }

    /// The node of `pos`, reached at `ply` for the `occurrences`-th time, after a line whose
    /// first automatic end (if any) was at `first_end`; `moves` are its legal moves.
    fn node(
        pos: Position,
        ply: usize,
        occurrences: usize,
        first_end: Option<usize>,
        moves: &[Move],
    ) -> Node {
        let key = RepetitionKey::of(&pos);
        let count = moves.len();
        Game::node_keyed(
            pos,
            key.digest(),
            ply,
            occurrences,
            first_end,
            count,
            moves,
            None,
        )
    }

    /// [`Game::node`] with the digest of its repetition key already at hand, the number of
    /// legal moves `count` (when there are more than [`crate::adjudication::dead::DEAD_MOVES_LOOKED_AT`], any
    /// number above it, and `moves` may be left empty), and a side open at `pos` if one is known
    /// ([`outcome::carried_open`]).
    #[allow(clippy::too_many_arguments)]
    fn node_keyed(
        pos: Position,
        digest: u64,
        ply: usize,
        occurrences: usize,
        first_end: Option<usize>,
        count: usize,
        moves: &[Move],
        open: Option<OpenSide>,
    ) -> Node {
        let (end, open) = automatic_end(&pos, occurrences, count, moves, open);
        Node::with_end(pos, digest, end, first_end, ply, open)
    }

    fn node_at(&self, ply: usize) -> Option<&Node> {
        match ply.checked_sub(1) {
            None => Some(&self.root),
            Some(i) => self.after.get(i),
        }
    }

    fn current(&self) -> &Node {
        self.node_at(self.ply).unwrap_or(&self.root)
    }

    /// About how many bytes of heap the game holds besides itself: the room its lists have,
    /// each rounded up to a power of two as the wasm build's allocator gives blocks
    /// (`src/wasm/alloc.rs`), annotations included. For the JS face's budget of live games.
    pub fn heap_bytes(&self) -> usize {
        let anns: usize = self.anns.iter().map(|(_, a)| annotation_bytes(a)).sum();
        let moves_at = self.moves_at.as_ref().map_or(0, |m| {
            core::mem::size_of::<MovesAt>().next_power_of_two() + block(&m.moves)
        });
        block(&self.after)
            + block(&self.moves)
            + block(&self.nodes)
            + block(&self.anns)
            + block(&self.line_ids)
            + anns
            + moves_at
    }

    /// The castling mode (standard or Chess960).
    pub fn mode(&self) -> CastlingMode {
        self.root.pos.mode()
    }

    /// The start position (ply 0).
    pub fn start_position(&self) -> &Position {
        &self.root.pos
    }

    /// The position at the current ply.
    pub fn position(&self) -> &Position {
        &self.current().pos
    }

    /// The position after `ply` plies of the line (0 = start), including the moves after the
    /// current ply.
    ///
    /// # Errors
    /// [`GameError::PlyOutOfRange`] past the last ply of the line.
    pub fn position_at(&self, ply: usize) -> Result<&Position, GameError> {
        self.node_at(ply)
            .map(|node| &node.pos)
            .ok_or(GameError::PlyOutOfRange {
                ply,
                last: self.moves.len(),
            })
    }

    /// The FEN at the current ply (see [`Position::fen`]).
    pub fn fen(&self) -> String {
        self.position().fen()
    }

    /// The FEN after `ply` plies of the line (0 = start).
    ///
    /// # Errors
    /// [`GameError::PlyOutOfRange`] past the last ply of the line.
    pub fn fen_at(&self, ply: usize) -> Result<String, GameError> {
        self.position_at(ply).map(Position::fen)
    }

    /// The side to move at the current ply.
    pub fn turn(&self) -> Color {
        self.position().turn()
    }

    /// The current ply: the number of moves played from the start (0 to [`Game::line_len`]).
    pub fn ply(&self) -> usize {
        self.ply
    }

    /// The number of moves in the whole line, those after the current ply included: the last
    /// ply [`Game::goto`] accepts.
    pub fn line_len(&self) -> usize {
        self.moves.len()
    }

    /// The moves played up to the current ply, first move first.
    pub fn history(&self) -> &[PlayedMove] {
        self.moves.get(..self.ply).unwrap_or(&self.moves)
    }

    /// The moves after the current ply that [`Game::redo`] replays, next first.
    pub fn redo_moves(&self) -> &[PlayedMove] {
        self.moves.get(self.ply..).unwrap_or(&[])
    }

    /// The whole line: [`Game::history`] followed by [`Game::redo_moves`].
    pub fn line(&self) -> &[PlayedMove] {
        &self.moves
    }

    /// The moves [`Game::play`] accepts now: the legal moves (Art. 3), none once the game is
    /// over.
    pub fn legal_moves(&self) -> MoveList {
        if self.outcome().is_some() {
            MoveList::new()
        } else {
            self.position().legal_moves()
        }
    }

    /// Plays a move at the current ply: the one door for every kind of input and option.
    /// Moves after the current ply and a claimed draw are dropped first (see [`Branching`]
    /// for moves already in the tree). Returns the move played, with its SAN and UCI, by
    /// reference (`.cloned()` keeps a copy).
    ///
    /// - `input` is a [`Move`] (`&m`), a move's text (`"Nf3"`, `"g1f3"`: SAN, lenient or
    ///   exact with [`PlayOptions::strict`], or UCI, as [`notation::parse_move`] reads it;
    ///   without `strict`, `--`, `Z0` and `0000` are a null move), or [`MoveInput::Null`]: the
    ///   side to move passes (see the module docs).
    /// - [`PlayOptions::recorded`] plays from a record (a PGN file, a server's game) even when
    ///   the Laws ended the game automatically before the move: some servers let play go on
    ///   after a dead position, a fivefold repetition or 75 moves. The game still ends where
    ///   the Laws say: [`Game::outcome`] and [`Game::ended_at`] report the first automatic end,
    ///   and a move without `recorded` is still refused after it.
    ///
    /// # Errors
    /// The game is unchanged after an error.
    /// - [`GameError::GameOver`] when the game has ended at the current ply (with `recorded`:
    ///   after a claimed draw only, and for a null move after a checkmate or stalemate too);
    /// - [`GameError::Move`] with the code of the reading error for a text
    ///   (`ERR_INVALID_MOVE`, `ERR_NOT_STRICT_SAN`, `ERR_ILLEGAL_MOVE`, `ERR_AMBIGUOUS_MOVE`,
    ///   `ERR_PROMOTION_REQUIRED`; `ERR_NULL_MOVE` for a null move's text with `strict`);
    ///   `ERR_ILLEGAL_MOVE` for a [`Move`] that is not legal here (after a checkmate or
    ///   stalemate no move is), and for a null move in check
    ///   ([`MoveInputError::NullMoveInCheck`], Art. 3.9.2).
    ///
    /// # Examples
    /// ```
    /// use chess_arbiter::{Game, MoveInput, PlayOptions};
    /// let mut game = Game::new();
    /// let strict = PlayOptions::new().strict(true);
    /// assert_eq!(game.play("Ng1-f3", strict).unwrap_err().code(), "ERR_NOT_STRICT_SAN");
    /// assert_eq!(game.play("e4", PlayOptions::new()).unwrap().san, "e4");
    /// let m = game.legal_moves()[0];
    /// game.play(&m, PlayOptions::new()).unwrap();
    /// assert_eq!(game.play(MoveInput::Null, PlayOptions::new()).unwrap().san, "--");
    /// ```
    pub fn play<'a>(
        &mut self,
        input: impl Into<MoveInput<'a>>,
        options: PlayOptions,
    ) -> Result<&PlayedMove, GameError> {
        if !options.recorded {
            if let Some(outcome) = self.outcome() {
                return Err(GameError::GameOver(outcome));
            }
        }
        match input.into() {
            MoveInput::Move(m) => self.play_move(m),
            MoveInput::Text(text) => self.play_read(text, options.strict),
            MoveInput::Null => self.pass(),
        }
    }

    /// Plays `m` as a record does (see [`PlayOptions::recorded`]).
    fn play_move(&mut self, m: &Move) -> Result<&PlayedMove, GameError> {
        self.refuse_after_claim()?;
        let pos = self.current().pos;
        let list = self.take_moves();
        if !list.moves.contains(m) {
            self.moves_at = Some(list);
            return Err(GameError::Move(MoveInputError::Illegal));
        }
        let san = Game::san_body(m, &list.moves);
        Ok(self.push(&pos, m, san, Some(list)))
    }

    /// Makes room for `nodes` more nodes in the tree and `plies` more plies on the current
    /// line (for a record about to be read, whose size is known).
    pub(crate) fn reserve(&mut self, nodes: usize, plies: usize) {
        self.nodes.reserve(nodes);
        self.after.reserve(plies);
        self.moves.reserve(plies);
        self.line_ids.reserve(plies);
    }

    /// Reads `text` and plays it as a record does (see [`PlayOptions::recorded`]).
    fn play_read(&mut self, text: &str, strict: bool) -> Result<&PlayedMove, GameError> {
        // The legal moves, when they were listed as this position was reached, else those the
        // text can name, serve to read the text, to write its SAN and to play it.
        let pos = self.current().pos;
        let (mut list, parsed) = match self.moves_at.take() {
            Some(list) if list.ply == self.ply && list.full => (list, None),
            other => {
                let mut list = other.unwrap_or_default();
                let parsed = list.fill_named(&pos, self.ply, text);
                (list, parsed)
            }
        };
        let read = notation::read_move_or_null_in(&pos, &list.moves, text, strict, parsed);
        let (m, san) = match read {
            Ok((MoveOrNull::Move(m), san)) => match self.refuse_after_claim() {
                Ok(()) => (m, san),
                Err(e) => {
                    self.moves_at = Some(list);
                    return Err(e);
                }
            },
            Ok((MoveOrNull::Null, _)) => {
                self.moves_at = Some(list);
                return self.pass();
            }
            Err(e) => {
                self.moves_at = Some(list);
                return Err(GameError::Move(e));
            }
        };
        let san = match san {
            Some(san) => san,
            None => {
                // Read as long algebraic notation: its SAN looks through all the moves.
                if !list.full {
                    list.fill(&pos, self.ply);
                }
                Game::san_body(&m, &list.moves)
            }
        };
        Ok(self.push(&pos, &m, san, Some(list)))
    }

    /// The list kept for the legal moves, to generate into (its moves are not used).
    fn take_buffer(&mut self) -> Box<MovesAt> {
        self.moves_at.take().unwrap_or_default()
    }

    /// The legal moves of the current position: kept from when it was reached, or generated.
    fn take_moves(&mut self) -> Box<MovesAt> {
        match self.moves_at.take() {
            Some(list) if list.ply == self.ply && list.full => list,
            other => {
                let mut list = other.unwrap_or_default();
                list.fill(&self.current().pos, self.ply);
                list
            }
        }
    }

    /// Plays a null move as a record does (see [`PlayOptions::recorded`]).
    fn pass(&mut self) -> Result<&PlayedMove, GameError> {
        self.refuse_after_claim()?;
        self.settle_unsure();
        let node = self.current();
        // Checkmate and stalemate are never left for `settle` (`outcome::found_before_dead`).
        let no_moves = node.end.get().filter(|o| {
            matches!(
                o.termination,
                Termination::Checkmate | Termination::Stalemate
            )
        });
        if let Some(outcome) = no_moves {
            return Err(GameError::GameOver(outcome));
        }
        let pos = node.pos;
        let after = pos
            .null_move()
            .ok_or(GameError::Move(MoveInputError::NullMoveInCheck))?;
        Ok(self.place(None, None, after, None))
    }

    /// Plays `m`, legal in `pos` (the current position), written `san`, into the tree as
    /// [`Branching`] says; `list` is a list to generate the next position's legal moves into.
    fn push(
        &mut self,
        pos: &Position,
        m: &Move,
        san: SanPlus,
        list: Option<Box<MovesAt>>,
    ) -> &PlayedMove {
        self.place(Some(*m), Some(san), pos.play_unchecked(m), list)
    }

    /// Plays the move `mv` (`None`: a null move) from the current position, leading to
    /// `after`: goes into the existing child, or adds a node (see [`Branching`]).
    fn place(
        &mut self,
        mv: Option<Move>,
        san: Option<SanPlus>,
        after: Position,
        list: Option<Box<MovesAt>>,
    ) -> &PlayedMove {
        let parent = self.node_id();
        let next = self.line_ids.get(self.ply + 1).copied();
        let existing = if self.building {
            None
        } else {
            match self.branching {
                Branching::Variation => self.child_with(parent, mv),
                Branching::Replace => {
                    if let Some(c) = next {
                        self.remove_subtree(c);
                    }
                    // A variation (read from PGN) may hold the move already.
                    self.child_with(parent, mv)
                }
            }
        };
        match existing {
            Some(c) if next == Some(c) => {
                if let Some(list) = list {
                    self.moves_at = Some(list);
                }
                self.ply += 1;
                &self.moves[self.ply - 1]
            }
            Some(c) => {
                if let Some(list) = list {
                    self.moves_at = Some(list);
                }
                self.cut_line_at(self.ply);
                self.append_line(after, mv, san, None, c);
                let ply = self.ply;
                self.extend_line();
                self.ply = ply;
                &self.moves[ply - 1]
            }
            None => {
                let id = self.add_child(parent, mv, san);
                self.cut_line_at(self.ply);
                self.append_line(after, mv, san, list, id);
                // The node gets the SAN with its suffix, which `append_line` wrote.
                let played = self.moves.last().and_then(|p| p.san_plus);
                if let Some(node) = self.nodes.get_mut(id as usize) {
                    node.san = played;
                }
                &self.moves[self.ply - 1]
            }
        }
    }

    /// The SAN of `m` among `moves` (the legal moves of its position) without its suffix, which
    /// [`Game::append_line`] writes from the next position's legal moves.
    fn san_body(m: &Move, moves: &[Move]) -> SanPlus {
        SanPlus {
            san: crate::notation::san::San::from_move(m, moves),
            suffix: None,
        }
    }

    /// The record of `mv` (`None`: a null move) played from `pos`.
    fn played(pos: &Position, mv: Option<Move>, san: Option<SanPlus>) -> PlayedMove {
        match (mv, san) {
            (Some(m), Some(san)) => PlayedMove {
                mv: Some(m),
                color: pos.turn(),
                san: san.text(),
                uci: uci::uci_text(&m, pos.mode()),
                san_plus: Some(san),
            },
            _ => null_played(pos),
        }
    }

    /// Appends the existing node `id`, reached by `m` from `pos` (the end of the line), to
    /// the current line.
    fn push_line(
        &mut self,
        pos: &Position,
        m: &Move,
        san: SanPlus,
        list: Option<Box<MovesAt>>,
        id: NodeId,
    ) -> &PlayedMove {
        self.append_line(pos.play_unchecked(m), Some(*m), Some(san), list, id)
    }

    /// Appends the move `mv` (`None`: a null move) written `san`, which leads to `after`
    /// (node `id`), at the end of the current line, which ends at the current ply; `list` is a
    /// list to generate the legal moves of `after` into (a new one when `None`). The SAN's
    /// check or mate suffix is written here from `after` and its legal moves (Appendix C.12,
    /// C.13: `+` when `after` is in check, `#` when it has no legal move either), so that
    /// no second move generation decides it.
    fn append_line(
        &mut self,
        after: Position,
        mv: Option<Move>,
        san: Option<SanPlus>,
        list: Option<Box<MovesAt>>,
        id: NodeId,
    ) -> &PlayedMove {
        // The line grows as `Vec`s do (4, 8, 16, ... plies: a game's memory follows its length;
        // a record read from PGN reserves its known length first, `Game::reserve`). Room for 64
        // plies at once cost every game 20 KB of wasm memory (issue 40), and the growth's
        // copies are a few KB per game, measured as no change in `npm run bench`'s replay row.
        // While a record is read, the dead-position test waits (see `Settled`); else the line
        // so far is complete first.
        let defer = self.building;
        if !defer {
            self.settle();
        }
        let first_end = self.current().first_end.get();
        // Once the game has ended automatically (a record played on past it), the count of
        // earlier occurrences decides nothing (the first end stands), and it would cost a scan
        // of the whole line per move: a record of 40,000 plies past the end took 22 s.
        // `repetitions()` still counts them when asked.
        let key = RepetitionKey::of(&after);
        let digest = key.digest();
        // The count decides only a fivefold repetition (`outcome::end_after_dead`): fewer than
        // 8 plies since the last capture or pawn move hold at most 3 earlier positions with
        // the same side to move, 4 occurrences in all, and need no scan.
        let occurrences = if first_end.is_some() || after.halfmoves() < 8 {
            1
        } else {
            1 + self.earlier_occurrences(self.ply + 1, &after, &key, digest)
        };
        let mut list = list.or_else(|| self.moves_at.take()).unwrap_or_default();
        let before = self.current();
        // The moves are listed only when the automatic-end test or `carried_open` looks at
        // them; else counted, and the next move read among those its text names.
        let checkers = after.checkers();
        let in_check = checkers.nonempty();
        let count = if defer {
            // With the test deferred, only whether there is a legal move counts here: in check
            // for the SAN's suffix (`#`); out of check it decides only a stalemate, and the
            // next move read shows there is one (see `unsure`).
            list.forget(self.ply + 1, checkers);
            if in_check {
                usize::from(after.has_legal_moves_in(true))
            } else {
                1
            }
        } else if let Some(many) = Game::many_moves(before, mv, &after, in_check) {
            list.forget(self.ply + 1, checkers);
            many
        } else {
            list.fill(&after, self.ply + 1);
            list.moves.len()
        };
        let san = san.map(|san| SanPlus {
            suffix: Suffix::after(in_check, count > 0),
            ..san
        });
        let played = Game::played(&before.pos, mv, san);
        let node = if defer {
            // Every automatic end but a dead position beyond material, which `settle` adds.
            let end = outcome::end_before_dead(&after, count)
                .or_else(|| outcome::end_after_dead(&after, occurrences));
            Node::with_end(after, digest, end, first_end, self.ply + 1, None)
        } else {
            let open = played
                .mv
                .and_then(|m| Game::carried(before, &m, &after, &list.moves));
            Game::node_keyed(
                after,
                digest,
                self.ply + 1,
                occurrences,
                first_end,
                count,
                &list.moves,
                open,
            )
        };
        self.after.push(node);
        self.unsure.set(defer && !in_check);
        if !defer {
            self.settled.0.set(self.after.len());
        }
        self.moves_at = Some(list);
        self.moves.push(played);
        self.line_ids.push(id);
        self.ply += 1;
        &self.moves[self.ply - 1]
    }

    /// The count of legal moves the automatic-end test takes at `after` (reached by `mv` from
    /// `before`) without listing them: more than [`crate::adjudication::dead::DEAD_MOVES_LOOKED_AT`] (that
    /// number plus one), when a quick count shows so and no side open at `before` is to be
    /// carried (which looks at the replies); `None` when the moves are to be listed.
    fn many_moves(
        before: &Node,
        mv: Option<Move>,
        after: &Position,
        in_check: bool,
    ) -> Option<usize> {
        let many = crate::adjudication::dead::DEAD_MOVES_LOOKED_AT;
        ((before.open.get().0.is_none() || mv.is_none())
            && after.has_more_moves_than(many as u64, in_check))
        .then_some(many + 1)
    }

    /// The side open at `before` carried to `after`, which `m` leads to, whose legal moves are
    /// `replies`: a mate reachable from `before` is reachable from `after` too (the carried
    /// side can go back to `before`: see [`outcome::carried_open`]), so the side is carried
    /// whole.
    fn carried(before: &Node, m: &Move, after: &Position, replies: &[Move]) -> Option<OpenSide> {
        let side = before.open.get().0?;
        outcome::carried_open(&before.pos, Some(side.color), m, after, replies).map(|_| side)
    }

    /// Completes the automatic ends of the line's positions whose dead-position test was left
    /// for later (see [`Settled`]), in order from the first, exactly as playing the moves
    /// would have found them: the same moves listed, the same side carried open, a dead
    /// position before a fivefold repetition or the 75-move rule, and no repetition counted
    /// after the first end.
    fn settle(&self) {
        self.settle_unsure();
        let from = self.settled.0.get();
        if from >= self.after.len() {
            return;
        }
        let mut list = MoveList::new();
        for (i, (node, played)) in self.after.iter().zip(&self.moves).enumerate().skip(from) {
            let before = self.node_at(i).unwrap_or(&self.root);
            let after = &node.pos;
            let stored = node.end.get();
            let final_end = stored.filter(outcome::found_before_dead);
            let (end, open) = if final_end.is_some() {
                (final_end, None)
            } else {
                list.clear();
                let count = match Game::many_moves(before, played.mv, after, after.is_check()) {
                    Some(many) => many,
                    None => {
                        after.generate(&mut list, Bitboard::FULL);
                        list.len()
                    }
                };
                let carried = played
                    .mv
                    .and_then(|m| Game::carried(before, &m, after, &list));
                let (dead, open) = outcome::dead_beyond_material(after, count, &list, carried);
                let end = if dead {
                    Some(Outcome::draw(Termination::DeadPosition))
                } else if before.first_end.get().is_some() {
                    // Counted as 1 after the first end (see `append_line`).
                    outcome::end_after_dead(after, 1)
                } else {
                    stored
                };
                (end, open)
            };
            node.set_end(end, before.first_end.get(), i + 1, open);
        }
        self.settled.0.set(self.after.len());
    }

    /// Completes the automatic end of the line's last position when it was reached while a
    /// record was read without looking whether it has a legal move (see `unsure`): a stalemate
    /// when it has none (checked first, as `outcome::end_before_dead` does).
    pub(super) fn settle_unsure(&self) {
        if !self.unsure.replace(false) {
            return;
        }
        let ply = self.after.len();
        let (Some(node), Some(before)) = (self.after.last(), ply.checked_sub(1)) else {
            return;
        };
        if node.pos.has_legal_moves_in(false) {
            return;
        }
        let first_end = self.node_at(before).and_then(|b| b.first_end.get());
        node.set_end(
            Some(Outcome::draw(Termination::Stalemate)),
            first_end,
            ply,
            None,
        );
    }

    /// [`GameError::GameOver`] when a draw was claimed at the current ply (the end of the line):
    /// no move, recorded or not, follows a claim.
    fn refuse_after_claim(&self) -> Result<(), GameError> {
        match self.claim_at_current() {
            Some(claim) => Err(GameError::GameOver(Outcome::draw(claim.termination()))),
            None => Ok(()),
        }
    }

    /// The draw claimed at the current node, if any.
    fn claim_at_current(&self) -> Option<DrawClaim> {
        self.nodes.get(self.node_id() as usize)?.claim
    }

    /// Goes one ply back and returns the move taken back; `None` at the start.
    pub fn undo(&mut self) -> Option<PlayedMove> {
        let i = self.ply.checked_sub(1)?;
        let m = self.moves.get(i)?.clone();
        self.ply = i;
        Some(m)
    }

    /// Replays the next move of the line and returns it; `None` at the end of the line.
    pub fn redo(&mut self) -> Option<PlayedMove> {
        let m = self.moves.get(self.ply)?.clone();
        self.ply += 1;
        Some(m)
    }

    /// Jumps to `ply` (0 = start, up to [`Game::line_len`]); the line is kept.
    ///
    /// # Errors
    /// [`GameError::PlyOutOfRange`] (`ERR_PLY_OUT_OF_RANGE`) past the end of the line.
    pub fn goto(&mut self, ply: usize) -> Result<(), GameError> {
        if ply > self.moves.len() {
            return Err(GameError::PlyOutOfRange {
                ply,
                last: self.moves.len(),
            });
        }
        self.ply = ply;
        Ok(())
    }

    /// True when the side to move is in check (Art. 3.9.1).
    pub fn is_check(&self) -> bool {
        self.position().is_check()
    }

    /// True when the side to move is checkmated (Art. 5.1.1).
    pub fn is_checkmate(&self) -> bool {
        self.position().is_checkmate()
    }

    /// True when the side to move is stalemated (Art. 5.2.1).
    pub fn is_stalemate(&self) -> bool {
        self.position().is_stalemate()
    }

    /// See [`Position::is_insufficient_material`] (Art. 5.2.2).
    pub fn is_insufficient_material(&self) -> bool {
        self.position().is_insufficient_material()
    }

    /// See [`Position::has_insufficient_material`] (Art. 6.9).
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        self.position().has_insufficient_material(color)
    }

    /// See [`Position::is_dead_position`] (Art. 5.2.2). Read from the automatic end found when
    /// the position was reached (its dead-position test is [`Position::is_dead_position`]'s,
    /// checked in the order of [`crate::game`]: a dead position is found before a fivefold
    /// repetition or the 75-move rule), not computed again.
    pub fn is_dead_position(&self) -> bool {
        self.settle();
        matches!(
            self.current().end.get().map(|o| o.termination),
            Some(
                Termination::Stalemate
                    | Termination::InsufficientMaterial
                    | Termination::DeadPosition
            )
        )
    }

    /// Whether `color` can still checkmate from the current position (FIDE Art. 6.9), within
    /// `nodes` positions of search: see [`Position::can_win`].
    pub fn can_win(&self, color: Color, nodes: u64) -> crate::adjudication::unwinnable::Answer {
        self.position().can_win(color, nodes)
    }

    /// The result when the flag of `flagged` falls now (FIDE Art. 6.9): a win for the other
    /// side, or a draw when the other side cannot checkmate by any series of legal moves
    /// before the 75-move rule ends the game (Art. 9.6.2; [`Position::is_unwinnable_with_clock`]
    /// with the budget [`crate::adjudication::unwinnable::DEFAULT_NODES`], the clocked answer of
    /// [`Position::can_win`]). When the analysis cannot prove that, the
    /// flagged side loses: the Laws give the loss unless the
    /// opponent's inability to mate is established. The termination is
    /// [`Termination::Timeout`] either way. A game already over keeps its outcome (returned
    /// as is). The game is not changed.
    pub fn timeout(&self, flagged: Color) -> Outcome {
        self.timeout_without_search(flagged).unwrap_or_else(|| {
            let opponent = flagged.other();
            let no = self
                .position()
                .can_win(opponent, crate::adjudication::unwinnable::DEFAULT_NODES)
                == crate::adjudication::unwinnable::Answer::No;
            Outcome {
                winner: if no { None } else { Some(opponent) },
                termination: Termination::Timeout,
            }
        })
    }

    /// [`Game::timeout`] where it needs no helpmate search, `None` where it does: the game's
    /// outcome when it is over, the draw when [`Position::is_unwinnable_for`] proves the
    /// opponent unable to mate on the board alone, the opponent's win when that is not proved
    /// and the halfmove clock is under 100 (there [`Position::can_win`] could not answer `No`
    /// either: [`Position::is_unwinnable_with_clock`]). `None` from a clock of 100 on, where
    /// [`Game::timeout`] is the draw exactly when [`Position::can_win`] of the opponent, with the
    /// budget [`crate::adjudication::unwinnable::DEFAULT_NODES`], answers `No`. (So the
    /// package's default wasm module does without the search, which it loads on demand.)
    pub fn timeout_without_search(&self, flagged: Color) -> Option<Outcome> {
        if let Some(outcome) = self.outcome() {
            return Some(outcome);
        }
        let opponent = flagged.other();
        // The dead-position test may have met a mate of the opponent's here already.
        let mate_reachable = self
            .current()
            .open
            .get()
            .0
            .is_some_and(|side| side.color == opponent && side.mate);
        let position = self.position();
        let winner = if !mate_reachable
            && position.is_unwinnable_for(opponent, crate::adjudication::unwinnable::DEFAULT_NODES)
        {
            None
        } else if position.halfmoves() < crate::adjudication::unwinnable::CLOCKED_WALK_FROM {
            Some(opponent)
        } else {
            return None;
        };
        Some(Outcome {
            winner,
            termination: Termination::Timeout,
        })
    }

    /// How the game ended at the current ply, or `None` while it goes on: the first
    /// automatic end at or before the current ply (see [`crate::game`] for the order, and
    /// [`Game::ended_at`] for where), or a claimed draw at the end of the line.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(end) = self.ended_at().and_then(|ply| self.node_at(ply)?.end.get()) {
            return Some(end);
        }
        self.claim_at_current()
            .map(|claim| Outcome::draw(claim.termination()))
    }

    /// The ply at which the game ended automatically, at or before the current ply: the
    /// current ply itself unless moves were added with [`PlayOptions::recorded`] after the end.
    pub fn ended_at(&self) -> Option<usize> {
        self.settle();
        self.current().first_end.get()
    }

    /// True when [`Game::outcome`] is not `None`.
    pub fn is_game_over(&self) -> bool {
        self.outcome().is_some()
    }
}

/// The bytes of the wasm allocator's block holding `v`'s room (see `src/wasm/alloc.rs`).
#[allow(clippy::ptr_arg)] // the room (capacity), which a slice does not have
pub(crate) fn block<T>(v: &Vec<T>) -> usize {
    match v.capacity() * core::mem::size_of::<T>() {
        0 => 0,
        n => n.next_power_of_two().max(8),
    }
}

/// The heap bytes of a text, as [`block`] counts them.
#[allow(clippy::ptr_arg)] // the room (capacity), which a `str` does not have
pub(crate) fn text_bytes(t: &String) -> usize {
    match t.capacity() {
        0 => 0,
        n => n.next_power_of_two().max(8),
    }
}

/// The heap bytes of annotations (see [`Game::heap_bytes`]).
pub(crate) fn annotation_bytes(a: &Annotations) -> usize {
    let texts = a.comments_before.iter().chain(&a.comments_after);
    block(&a.comments_before)
        + block(&a.comments_after)
        + block(&a.nags)
        + block(&a.shapes)
        + texts.map(text_bytes).sum::<usize>()
}

/// The record of a null move played from `pos`.
fn null_played(pos: &Position) -> PlayedMove {
    PlayedMove {
        mv: None,
        color: pos.turn(),
        san: MoveText::from_ascii(b"--"),
        uci: MoveText::from_ascii(b"0000"),
        san_plus: None,
    }
}

#[cfg(test)]
mod named_moves_tests {
    use super::MovesAt;
    use crate::notation::read_move_or_null_in;
    use crate::notation::san::San;
    use crate::position::Position;
    use crate::position::castling::CastlingMode;

    /// Reading a move among the few legal moves its text names gives what reading it among all
    /// the legal moves gives: the same move and SAN, or the same error (an ambiguous move lists
    /// the same moves in the same order), strict or not.
    #[test]
    fn named_moves_read_as_all_moves() {
        let fens = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            // Two knights and two rooks reach the same squares; castling both ways.
            "r3k2r/pppq1ppp/2np1n2/2b1p3/2B1P3/2NP1N2/PPPQ1PPP/R3K2R w KQkq - 0 8",
            // Three queens, promotions with and without capture, en passant.
            "1r2k3/2P5/8/3pP3/8/Q1Q5/8/Q3K3 w - d6 0 1",
            // In check: only some moves.
            "4k3/8/8/8/8/8/3q4/R3K2R w KQ - 0 1",
            // A pinned knight, a Chess960-like start with standard rules.
            "4k3/4r3/8/8/8/4N3/8/2N1K3 w - - 0 1",
        ];
        let mut texts_checked = 0;
        let mut kinds = std::collections::BTreeMap::new();
        for fen in fens {
            let pos = Position::from_fen(fen, CastlingMode::Standard).expect("a legal FEN");
            let all = pos.legal_moves();
            let mut texts: Vec<String> = vec![
                "O-O".into(),
                "O-O-O".into(),
                "0-0+".into(),
                "Nd2".into(),
                "Qb2".into(),
                "c8".into(),
                "cxb8".into(),
                "exd6".into(),
                "Kf1".into(),
                "Zz9".into(),
                "--".into(),
                "e1g1".into(),
            ];
            for m in &all {
                let san = San::from_move(m, &all);
                let full = san.to_string();
                texts.push(full.clone());
                texts.push(format!("{full}+"));
                texts.push(crate::notation::uci::to_uci(m, CastlingMode::Standard));
                if let San::Normal {
                    role,
                    capture,
                    to,
                    promotion,
                    ..
                } = san
                {
                    let bare = San::Normal {
                        role,
                        file: None,
                        rank: None,
                        capture: !capture,
                        to,
                        promotion,
                    };
                    texts.push(bare.to_string());
                    let both = San::Normal {
                        role,
                        file: Some(m.from.file()),
                        rank: Some(m.from.rank()),
                        capture,
                        to,
                        promotion,
                    };
                    texts.push(both.to_string());
                }
            }
            for text in &texts {
                for strict in [false, true] {
                    let mut named = MovesAt::default();
                    let parsed = named.fill_named(&pos, 0, text);
                    assert_eq!(parsed, San::parse_plain(text.as_bytes()), "{text}");
                    let read = read_move_or_null_in(&pos, &all, text, strict, None);
                    assert_eq!(
                        read_move_or_null_in(&pos, &named.moves, text, strict, parsed),
                        read,
                        "{fen} {text} {strict}"
                    );
                    texts_checked += 1;
                    *kinds
                        .entry(match read {
                            Ok(_) => "ok",
                            Err(e) => e.code(),
                        })
                        .or_insert(0) += 1;
                }
            }
        }
        assert_eq!(texts_checked, 1_352);
        assert_eq!(
            format!("{kinds:?}"),
            "{\"ERR_AMBIGUOUS_MOVE\": 34, \"ERR_ILLEGAL_MOVE\": 86, \"ERR_INVALID_MOVE\": 10, \
             \"ERR_NOT_STRICT_SAN\": 320, \"ERR_NULL_MOVE\": 5, \"ERR_PROMOTION_REQUIRED\": 4, \
             \"ok\": 893}"
        );
    }
}
