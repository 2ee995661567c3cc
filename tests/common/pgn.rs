//! A minimal PGN movetext tokenizer for the lichess games.

use chess_arbiter::{Move, Position, san};

/// One game from a PGN file: its tags and its SAN tokens.
#[derive(Debug, Default)]
pub struct PgnGame {
    pub tags: Vec<(String, String)>,
    pub sans: Vec<String>,
}

impl PgnGame {
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
}

/// A minimal PGN reader for tests: tags; movetext without `{}` and `;` comments, NAGs, move
/// numbers, variations in parentheses and results.
pub fn read_pgn(text: &str) -> Vec<PgnGame> {
    let mut games = Vec::new();
    let mut game = PgnGame::default();
    let mut in_movetext = false;
    let mut depth = 0usize; // variation nesting
    let mut in_brace = false;
    for line in text.lines() {
        let trimmed = line.trim();
        if !in_brace && depth == 0 && trimmed.starts_with('[') {
            if in_movetext {
                games.push(std::mem::take(&mut game));
                in_movetext = false;
            }
            let inner = trimmed.trim_start_matches('[').trim_end_matches(']');
            if let Some((name, rest)) = inner.split_once(' ') {
                let value = rest.trim().trim_matches('"').replace("\\\"", "\"");
                game.tags.push((name.to_string(), value));
            }
            continue;
        }
        if trimmed.starts_with('%') {
            continue; // escape line
        }
        let mut token = String::new();
        let chars = line.chars().peekable();
        let flush = |token: &mut String, game: &mut PgnGame, depth: usize| {
            if !token.is_empty() {
                if depth == 0 {
                    let t = token.as_str();
                    let is_result = matches!(t, "1-0" | "0-1" | "1/2-1/2" | "*");
                    let is_number = t.trim_end_matches('.').bytes().all(|b| b.is_ascii_digit())
                        && t.bytes().next().is_some_and(|b| b.is_ascii_digit());
                    let is_nag = t.starts_with('$');
                    if !is_result && !is_number && !is_nag {
                        // "12.e4" (number glued to the move).
                        let san = t.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
                        if !san.is_empty() {
                            game.sans.push(san.to_string());
                        }
                    }
                }
                token.clear();
            }
        };
        for c in chars {
            if in_brace {
                if c == '}' {
                    in_brace = false;
                }
                continue;
            }
            match c {
                '{' => {
                    flush(&mut token, &mut game, depth);
                    in_brace = true;
                }
                ';' => {
                    flush(&mut token, &mut game, depth);
                    break;
                }
                '(' => {
                    flush(&mut token, &mut game, depth);
                    depth += 1;
                }
                ')' => {
                    flush(&mut token, &mut game, depth);
                    depth = depth.saturating_sub(1);
                }
                c if c.is_whitespace() => flush(&mut token, &mut game, depth),
                _ => {
                    in_movetext = true;
                    token.push(c);
                }
            }
        }
        flush(&mut token, &mut game, depth);
    }
    if in_movetext || !game.tags.is_empty() {
        games.push(game);
    }
    games
}

/// SAN as written in the file without move-quality glyphs (`!`, `?`), which are no part of SAN.
pub fn strip_glyphs(token: &str) -> &str {
    token.trim_end_matches(['!', '?'])
}

/// Our SAN of `m` in `pos`, for convenience.
pub fn san_of(pos: &Position, m: &Move) -> String {
    san::to_san_plus(pos, m)
}
