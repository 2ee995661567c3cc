//! The tags of many games for JS at once (headers-only `readGames`), without JSON: JS builds
//! each game's tags object by slicing one text, which measured a third of the time of
//! `JSON.parse` on the same tags (and of the JSON's way across the boundary).

use crate::pgn::{Movetext, TagSpan, Visited, Visitor};

/// The tags of games one after the other: each name once (`names`), every value in one text
/// (`values`), and `codes`: for each game its number of tags, then for each tag the index of
/// its name and where its value ends in `values`, in UTF-16 units (as JS slices strings). A
/// repeated tag keeps its first value (as in the tags of a game read in full).
#[derive(Debug, Default)]
pub(crate) struct TagBatch {
    pub(crate) names: Vec<String>,
    pub(crate) values: String,
    pub(crate) codes: Vec<u32>,
    /// `values`' length in UTF-16 units.
    units: u32,
    games: usize,
    /// For each name, the last game that gave it.
    seen: Vec<usize>,
    /// The names of the last game, in order: most games give the same tags in the same order,
    /// so a name is found at once.
    order: Vec<usize>,
}

impl TagBatch {
    /// Adds a game's tags.
    pub(crate) fn add(&mut self, tags: &[TagSpan<'_>]) {
        self.games += 1;
        let count_at = self.codes.len();
        self.codes.push(0);
        let mut count = 0;
        for (i, tag) in tags.iter().enumerate() {
            let name = self.name_index(i, tag.name);
            let Some(seen) = self.seen.get_mut(name) else {
                continue;
            };
            if *seen == self.games {
                continue;
            }
            *seen = self.games;
            let value = tag.value();
            self.values.push_str(&value);
            let units = if value.is_ascii() {
                value.len()
            } else {
                value.encode_utf16().count()
            };
            self.units = self
                .units
                .saturating_add(u32::try_from(units).unwrap_or(u32::MAX));
            self.codes.push(u32::try_from(name).unwrap_or(u32::MAX));
            self.codes.push(self.units);
            count += 1;
        }
        if let Some(c) = self.codes.get_mut(count_at) {
            *c = count;
        }
    }

    /// The batch so far, leaving an empty one with as much room (the next batch is about as
    /// large: growing a text of values again for each batch was 3 % of the time).
    pub(crate) fn take(&mut self) -> TagBatch {
        let room = TagBatch {
            values: String::with_capacity(self.values.capacity()),
            codes: Vec::with_capacity(self.codes.capacity()),
            ..TagBatch::default()
        };
        std::mem::replace(self, room)
    }

    /// The games added.
    pub(crate) fn len(&self) -> usize {
        self.games
    }

    /// The index of `name` in `names` (added if new), for the `i`-th tag of a game.
    fn name_index(&mut self, i: usize, name: &str) -> usize {
        if let Some(&k) = self.order.get(i)
            && self.names.get(k).is_some_and(|n| n == name)
        {
            return k;
        }
        let k = match self.names.iter().position(|n| n == name) {
            Some(k) => k,
            None => {
                self.names.push(name.to_string());
                self.seen.push(0);
                self.names.len() - 1
            }
        };
        match self.order.get_mut(i) {
            Some(slot) => *slot = k,
            None => self.order.push(k),
        }
        k
    }
}

/// A headers-only reading: each game's movetext skipped, its tags added to the batch.
impl Visitor for TagBatch {
    type Output = ();

    fn tags(&mut self, _: &[TagSpan<'_>]) -> Movetext {
        Movetext::Skip
    }

    fn end_game(&mut self, _: usize, game: Visited<'_, '_>) {
        if let Visited::Skipped(tags) = game {
            self.add(tags);
        }
    }
}
