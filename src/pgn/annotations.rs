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

    /// One item of a `[%csl ...]` or `[%cal ...]` command: a colour letter `G`, `R`, `Y` or
    /// `B`, then one square (a circle, `Ge4`) or two different squares (an arrow, `Rg1f3`).
    pub fn parse(item: &str) -> Option<Shape> {
        let color = ShapeColor::from_char(item.chars().next()?)?;
        let rest = item.get(1..)?;
        let (from, to) = match rest.len() {
            2 => (rest.parse().ok()?, rest.parse().ok()?),
            4 => (rest.get(..2)?.parse().ok()?, rest.get(2..)?.parse().ok()?),
            _ => return None,
        };
        (rest.len() == 2 || from != to).then_some(Shape { color, from, to })
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

#[cfg(test)]
mod shape_tests {
    use super::{Shape, ShapeColor};
    use crate::types::square::Square;

    #[test]
    fn shape_items() {
        let circle = Shape::parse("Ge4").unwrap();
        assert_eq!(
            (circle.color, circle.from, circle.to),
            (ShapeColor::Green, Square::E4, Square::E4)
        );
        let arrow = Shape::parse("Rg1f3").unwrap();
        assert_eq!((arrow.from, arrow.to), (Square::G1, Square::F3));
        for bad in [
            "", "G", "Xe4", "Ge9", "Ge4e4", "Ge4f", "Ge4f3g", "gé4", "Ré4",
        ] {
            assert_eq!(Shape::parse(bad), None, "{bad}");
        }
    }
}
