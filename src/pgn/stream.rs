//! A PGN text that arrives in pieces (a file read in chunks, a network stream), read by the one
//! reader as it comes: [`PgnStream`].

use super::ParsePgnError;
use super::read::{PgnReader, Place, ReadStep, Recovery, TagSpan};
use super::scan::line_breaks;
use super::visit::Visitor;

/// The longest open game (bytes held) read again as soon as more text comes.
const REREAD_AT_ONCE: usize = 1 << 16;

/// Reads a PGN text given in pieces with [`PgnReader`] and a [`Visitor`]: the same games, the
/// same outputs and the same errors (game index, line and column counted over the whole text)
/// as the reader over the whole text, however the text is cut. Memory holds about twice the
/// largest game (and a piece), not the text.
///
/// [`push`](PgnStream::push) adds a piece, [`finish`](PgnStream::finish) says the text has
/// ended, and [`next_game`](PgnStream::next_game) reads the next game once its end has come. A game is
/// given as soon as the text after it shows it is over; the text of the game that may go on is
/// kept. A game that stays open is read again with each piece while its text is under 64 KB,
/// and past that only once the kept text has doubled, so a long game cut into many small pieces
/// costs time linear in its length.
///
/// ```
/// use chess_arbiter::pgn::{Movetext, PgnStream, TagSpan, Visited, Visitor};
/// /// The White player of each game, its moves skipped.
/// struct Whites;
/// impl Visitor for Whites {
///     type Output = Option<String>;
///     fn tags(&mut self, _: &[TagSpan<'_>]) -> Movetext {
///         Movetext::Skip
///     }
///     fn end_game(&mut self, _: usize, game: Visited<'_, '_>) -> Option<String> {
///         game.tags().find(|t| t.0 == "White").map(|t| t.1.into_owned())
///     }
/// }
/// let mut stream = PgnStream::new();
/// let mut whites = Vec::new();
/// for piece in ["[White \"Ann\"]\n\n1. e4 e5 1-0\n\n[White \"Bo", "b \\\"B\\\"\"]\n\n1. d4 *\n"] {
///     stream.push(piece);
///     while let Some((_, game)) = stream.next_game(&mut Whites) {
///         whites.push(game.unwrap());
///     }
/// }
/// stream.finish();
/// while let Some((_, game)) = stream.next_game(&mut Whites) {
///     whites.push(game.unwrap());
/// }
/// assert_eq!(whites, [Some("Ann".to_string()), Some("Bob \"B\"".to_string())]);
/// ```
#[derive(Debug, Default)]
pub struct PgnStream {
    /// The text from the line where the next game starts (or the game of the error being
    /// recovered from).
    held: String,
    /// Where the reader stands in `held`.
    place: Place,
    /// The length `held` must reach before its open game is read again (0: read at once).
    wait_for: usize,
    /// Text has come (a byte order mark leading the text is dropped).
    started: bool,
    /// The text has ended.
    ended: bool,
    /// Room for a game's tags, kept from game to game.
    spans: Vec<TagSpan<'static>>,
}

impl PgnStream {
    /// A stream at the start of a text.
    pub fn new() -> PgnStream {
        PgnStream::default()
    }

    /// The bytes of text held (from the line where the next game starts).
    pub fn buffered(&self) -> usize {
        self.held.len()
    }

    /// Adds the next piece of the text (whole characters).
    pub fn push(&mut self, text: &str) {
        let mut text = text;
        if !self.started && !text.is_empty() {
            self.started = true;
            text = text.strip_prefix('\u{feff}').unwrap_or(text);
        }
        self.drop_read();
        self.held.push_str(text);
    }

    /// Says that the text has ended: the game still open ends with it.
    pub fn finish(&mut self) {
        self.ended = true;
        self.wait_for = 0;
    }

    /// Reads the next game with `visitor`, as [`PgnReader::next_game`]: its index and the
    /// visitor's output, or its error. `None` when the next game's end has not come yet (or,
    /// after [`finish`](PgnStream::finish), when only blanks are left).
    pub fn next_game<V: Visitor>(
        &mut self,
        visitor: &mut V,
    ) -> Option<(usize, Result<V::Output, ParsePgnError>)> {
        if self.held.len() < self.wait_for {
            return None;
        }
        let spare = std::mem::take(&mut self.spans);
        let mut reader = PgnReader::resume(&self.held, self.place, spare);
        let step = reader.step(visitor, !self.ended);
        let (place, spare) = reader.place();
        self.place = place;
        self.spans = spare;
        match step {
            ReadStep::Game(index, out) => {
                self.wait_for = 0;
                Some((index, Ok(out)))
            }
            ReadStep::Failed(e) => {
                self.wait_for = 0;
                Some((e.game, Err(e)))
            }
            ReadStep::More => {
                // Read again at the next piece while short, else once the text held has
                // doubled (a long game in small pieces costs linear time).
                let len = self.held.len();
                self.wait_for = if len > REREAD_AT_ONCE {
                    2 * len
                } else {
                    len + 1
                };
                None
            }
            ReadStep::Done => {
                self.held.clear();
                self.place.pos = 0;
                None
            }
        }
    }

    /// Drops the text before the line where the reader stands (an error is recovered from by
    /// scanning its game again from its start).
    fn drop_read(&mut self) {
        let bytes = self.held.as_bytes();
        let from = self
            .place
            .recover
            .map_or(self.place.pos, |r| r.start)
            .min(bytes.len());
        let keep = bytes
            .get(..from)
            .and_then(|b| b.iter().rposition(|&c| c == b'\n' || c == b'\r'))
            .map_or(0, |i| i + 1);
        if keep == 0 {
            return;
        }
        self.place.lines_before += line_breaks(bytes, keep);
        self.held.drain(..keep);
        self.place.pos = self.place.pos.saturating_sub(keep);
        self.place.recover = self.place.recover.map(|r| Recovery {
            start: r.start.saturating_sub(keep),
            movetext: r.movetext.map(|m| m.saturating_sub(keep)),
        });
        self.wait_for = self.wait_for.saturating_sub(keep);
    }
}
