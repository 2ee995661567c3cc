//! What a move of a game carries besides itself: comments, NAGs (PGN 8.2.4) and the comment
//! commands lichess, ChessBase and others write (`%clk`, `%emt`, `%eval`, `%csl`, `%cal`).

use super::PgnEval;
use crate::types::square::Square;

/// The colour of a shape drawn on the board by `[%csl ...]`/`[%cal ...]` (`G`, `R`, `Y`, `B`,
/// as lichess and ChessBase write them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShapeColor {
    /// `G`
    Green,
    /// `R`
    Red,
    /// `Y`
    Yellow,
    /// `B`
    Blue,
}

impl ShapeColor {
    /// The letter: `G`, `R`, `Y` or `B`.
    pub fn char(self) -> char {
        match self {
            ShapeColor::Green => 'G',
            ShapeColor::Red => 'R',
            ShapeColor::Yellow => 'Y',
            ShapeColor::Blue => 'B',
        }
    }

    /// Reads a letter written by [`ShapeColor::char`].
    pub fn from_char(c: char) -> Option<ShapeColor> {
        match c {
            'G' => Some(ShapeColor::Green),
            'R' => Some(ShapeColor::Red),
            'Y' => Some(ShapeColor::Yellow),
            'B' => Some(ShapeColor::Blue),
            _ => None,
        }
    }
}

/// A circle (`[%csl Ge4]`: `from == to`) or an arrow (`[%cal Ge2e4]`) on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    /// Its colour.
    pub color: ShapeColor,
    /// The circled square, or where the arrow starts.
    pub from: Square,
    /// Where the arrow ends; `from` for a circle.
    pub to: Square,
}

impl Shape {
    /// True for a circle (`from == to`).
    pub fn is_circle(&self) -> bool {
        self.from == self.to
    }
}

/// What a node carries besides its move (PGN 5, 8.2.4, and the comment commands that
/// lichess, ChessBase and others write).
///
/// - `comments_before`: comments before the move (PGN writes them only at the start of a
///   variation; at the root: the game's comments before the first move);
/// - `comments_after`: comments after the move, without the commands below;
/// - `nags`: Numeric Annotation Glyphs, 0 to 255 (`!` is 1, `?` 2, ...);
/// - `clock_ms`: `[%clk h:mm:ss]`, the clock after the move, in milliseconds;
/// - `emt_ms`: `[%emt h:mm:ss]`, the time the move took, in milliseconds;
/// - `eval`: `[%eval ...]`, from White's point of view;
/// - `shapes`: `[%csl ...]` circles and `[%cal ...]` arrows, in the order written.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Annotations {
    /// Comments before the move.
    pub comments_before: Vec<String>,
    /// Comments after the move.
    pub comments_after: Vec<String>,
    /// NAG values.
    pub nags: Vec<u8>,
    /// Clock after the move (`%clk`), in milliseconds.
    pub clock_ms: Option<u64>,
    /// Time the move took (`%emt`), in milliseconds.
    pub emt_ms: Option<u64>,
    /// Engine evaluation (`%eval`).
    pub eval: Option<PgnEval>,
    /// Circles and arrows (`%csl`, `%cal`).
    pub shapes: Vec<Shape>,
}

impl Annotations {
    /// True when nothing is set.
    pub fn is_empty(&self) -> bool {
        // Field by field: comparing with a default value called `memcmp` for the NAGs.
        let Annotations {
            comments_before,
            comments_after,
            nags,
            clock_ms,
            emt_ms,
            eval,
            shapes,
        } = self;
        comments_before.is_empty()
            && comments_after.is_empty()
            && nags.is_empty()
            && clock_ms.is_none()
            && emt_ms.is_none()
            && eval.is_none()
            && shapes.is_empty()
    }
}
