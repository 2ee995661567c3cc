//! The tags of every game of a PGN text that arrives in pieces, read in one pass without playing
//! the moves (for database indexes): [`HeaderStream`].

use super::ParsePgnError;
use super::read::{PgnReader, Recovery, TagSpan, TagsStep};
use super::scan::line_breaks;

/// The longest open game (bytes held) read again with every piece.
const REREAD_AT_ONCE: usize = 1 << 16;

/// Reads the tag section of each game of a PGN text given in pieces (a file read in chunks, a
/// network stream) and skips its movetext, as [`PgnReader`] does for a whole text: the same
/// games, tags and errors (game, line and column counted over the whole text), however the
/// text is cut. Memory holds about twice the largest game (and a piece), not the text.
///
/// Each piece is read as it comes: the games that end in it are given at once, and the text of
/// the game that may go on into the next piece is kept. A game that stays open is read again
/// with the next piece while its text is under 64 KB, and past that only once the kept text has
/// doubled, so a long game cut into many small pieces costs time linear in its length.
///
/// ```
/// use chess_arbiter::pgn::{HeaderStream, ParsePgnError, TagSpan};
/// let mut stream = HeaderStream::new();
/// let mut whites = Vec::new();
/// let mut take = |game: Result<&[TagSpan<'_>], ParsePgnError>| {
///     let tags = game.unwrap();
///     whites.extend(tags.iter().filter(|t| t.name == "White").map(|t| t.value().into_owned()));
/// };
/// stream.push("[White \"Ann\"]\n\n1. e4 e5 1-0\n\n[White \"Bo", false, &mut take);
/// stream.push("b \\\"B\\\"\"]\n\n1. d4 *\n", true, &mut take);
/// assert_eq!(whites, ["Ann", "Bob \"B\""]);
/// ```
#[derive(Debug, Default)]
pub struct HeaderStream {
    /// The text from the line where the next game starts (or the game of the error being
    /// recovered from).
    held: String,
    /// Where the next game starts in `held`.
    pos: usize,
    /// An error in `held` whose place to go on from has not come yet.
    recover: Option<Recovery>,
    /// Games read or failed so far.
    games: usize,
    /// Line breaks in the text before `held`.
    lines_before: usize,
    /// The length of `held` when its open game was last tried (0: try at once).
    tried: usize,
    /// Text has come (a byte order mark leading the text is dropped).
    started: bool,
}

impl HeaderStream {
    /// A stream at the start of a text.
    pub fn new() -> HeaderStream {
        HeaderStream::default()
    }

    /// The bytes of text held (from the line where the next game starts).
    pub fn buffered(&self) -> usize {
        self.held.len()
    }

    /// Reads the next piece of the text (whole characters; `end`: the text ends with it) and
    /// gives `out` each game that ends in it, in order: its tags as written (see
    /// [`TagSpan::value`]), or the error that stopped it.
    pub fn push(
        &mut self,
        text: &str,
        end: bool,
        out: &mut impl FnMut(Result<&[TagSpan<'_>], ParsePgnError>),
    ) {
        let mut text = text;
        if !self.started && !text.is_empty() {
            self.started = true;
            text = text.strip_prefix('\u{feff}').unwrap_or(text);
        }
        let mut held = std::mem::take(&mut self.held);
        if !held.is_empty() {
            held.push_str(text);
            // A game still open is read again at once while it is short (a finished game is given
            // as soon as the text after it comes), and once the text held has doubled when long
            // (a long game in small pieces costs linear time).
            if !end && self.tried > REREAD_AT_ONCE && held.len() < 2 * self.tried {
                self.held = held;
                return;
            }
            let keep = self.read(&held, end, out);
            held.drain(..keep);
            self.held = held;
        } else {
            let keep = self.read(text, end, out);
            self.held = text.get(keep..).unwrap_or("").to_string();
        }
        self.tried = if end || self.held.is_empty() {
            0
        } else {
            self.held.len()
        };
    }

    /// Reads the games of `window` (the kept text and the new piece); returns how many of its
    /// bytes are no longer needed: those before the line where the next game starts.
    fn read(
        &mut self,
        window: &str,
        end: bool,
        out: &mut impl FnMut(Result<&[TagSpan<'_>], ParsePgnError>),
    ) -> usize {
        let mut reader = PgnReader::resume(window, self.pos, self.games, self.recover);
        let mut tags = Vec::new();
        loop {
            match reader.next_tag_spans(&mut tags, !end) {
                TagsStep::Game => out(Ok(&tags)),
                TagsStep::Failed(mut e) => {
                    e.line += self.lines_before;
                    out(Err(e));
                }
                TagsStep::More | TagsStep::Done => break,
            }
        }
        let (pos, recover, games) = reader.place();
        self.games = games;
        if end {
            *self = HeaderStream {
                games,
                started: true,
                ..HeaderStream::default()
            };
            return window.len();
        }
        let bytes = window.as_bytes();
        // An error is recovered from by scanning its game again from its start.
        let from = recover.map_or(pos, |r| r.start).min(bytes.len());
        let keep = bytes
            .get(..from)
            .and_then(|b| b.iter().rposition(|&c| c == b'\n' || c == b'\r'))
            .map_or(0, |i| i + 1);
        self.lines_before += line_breaks(bytes, keep);
        self.pos = pos.saturating_sub(keep);
        self.recover = recover.map(|r| Recovery {
            start: r.start.saturating_sub(keep),
            movetext: r.movetext.map(|m| m.saturating_sub(keep)),
        });
        keep
    }
}
