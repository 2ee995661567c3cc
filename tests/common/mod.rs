//! Helpers shared by the reliability tests: a small seeded PRNG, the comparison of one of our
//! positions with a `cozy_chess::Board` (the independent oracle, a dev-dependency only), and a
//! minimal PGN movetext tokenizer for the lichess games.
#![allow(dead_code)]

use chess_arbiter::{
    Bitboard, CastlingMode, Color, File, Move, MoveKind, Position, Rank, Role, Square, fen, san,
    uci,
};
use std::path::PathBuf;

/// SplitMix64: tiny, seedable, good enough to pick moves.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    /// Uniform in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (((self.next_u64() >> 32) * n as u64) >> 32) as usize
    }
    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        self.next_u64() % den < num
    }
}

/// `shared/<path>`: the `shared/` folder beside the repository (`../shared`), or beside a
/// parent folder when the tests run from a git worktree (`../../shared`).
pub fn shared(path: &str) -> PathBuf {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    root.ancestors()
        .skip(1)
        .map(|dir| dir.join("shared"))
        .find(|dir| dir.is_dir())
        .unwrap_or_else(|| root.join("../shared"))
        .join(path)
}

// ---------------------------------------------------------------------------------------------
// The oracle side.

fn cozy_sq(sq: Square) -> cozy_chess::Square {
    cozy_chess::Square::index(sq.idx())
}

/// The legal moves of `board` as UCI strings (cozy writes castling as king takes rook).
pub fn cozy_moves(board: &cozy_chess::Board) -> Vec<String> {
    let mut out = Vec::with_capacity(64);
    board.generate_moves(|moves| {
        for m in moves {
            out.push(m.to_string());
        }
        false
    });
    out.sort();
    out
}

/// Our legal moves as UCI strings in king-takes-rook form.
pub fn our_moves(pos: &Position) -> Vec<String> {
    let mut out: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|m| uci::to_uci(m, CastlingMode::Chess960))
        .collect();
    out.sort();
    out
}

/// Legal moves as numbers (from, to, promotion piece) to compare sets quickly; castling is king
/// takes rook on both sides, so the numbers stand for the same UCI strings.
fn cozy_codes(board: &cozy_chess::Board) -> Vec<u32> {
    let mut out = Vec::with_capacity(64);
    board.generate_moves(|moves| {
        for m in moves {
            let promo = m.promotion.map_or(0, |p| p as u32 + 1);
            out.push(((m.from as u32) << 9) | ((m.to as u32) << 3) | promo);
        }
        false
    });
    out.sort_unstable();
    out
}

fn our_codes(pos: &Position) -> Vec<u32> {
    let mut out: Vec<u32> = pos
        .legal_moves()
        .iter()
        .map(|m| {
            let promo = m.promotion.map_or(0, |r| match r {
                Role::Knight => 2,
                Role::Bishop => 3,
                Role::Rook => 4,
                Role::Queen => 5,
                _ => 7,
            });
            (m.from.index() << 9) | (m.to.index() << 3) | promo
        })
        .collect();
    out.sort_unstable();
    out
}

/// Our move in cozy's representation (king takes rook for castling).
pub fn to_cozy(m: &Move) -> cozy_chess::Move {
    let promotion = m.promotion.map(|r| match r {
        Role::Knight => cozy_chess::Piece::Knight,
        Role::Bishop => cozy_chess::Piece::Bishop,
        Role::Rook => cozy_chess::Piece::Rook,
        Role::Queen => cozy_chess::Piece::Queen,
        other => panic!("promotion to {other:?}"),
    });
    cozy_chess::Move {
        from: cozy_sq(m.from),
        to: cozy_sq(m.to),
        promotion,
    }
}

fn cozy_color(c: Color) -> cozy_chess::Color {
    match c {
        Color::White => cozy_chess::Color::White,
        Color::Black => cozy_chess::Color::Black,
    }
}

/// The en-passant square of `board` only when an en-passant capture is legal (cozy stores the
/// file after every double step).
fn cozy_legal_ep(board: &cozy_chess::Board) -> Option<String> {
    let file = board.en_passant()?;
    let rank = match board.side_to_move() {
        cozy_chess::Color::White => cozy_chess::Rank::Sixth,
        cozy_chess::Color::Black => cozy_chess::Rank::Third,
    };
    let ep = cozy_chess::Square::new(file, rank);
    let pawns = board.pieces(cozy_chess::Piece::Pawn);
    let mut capturable = false;
    board.generate_moves(|moves| {
        if pawns.has(moves.from) {
            for m in moves {
                if m.to == ep {
                    capturable = true;
                }
            }
        }
        capturable
    });
    capturable.then(|| ep.to_string())
}

/// Castling rights of the oracle as rook squares.
fn cozy_rights(board: &cozy_chess::Board) -> Bitboard {
    let mut bb = Bitboard::EMPTY;
    for (color, rank) in [
        (cozy_chess::Color::White, Rank::FIRST),
        (cozy_chess::Color::Black, Rank::EIGHTH),
    ] {
        let r = board.castle_rights(color);
        for file in [r.short, r.long].into_iter().flatten() {
            let f = File::new(file as u32).expect("file");
            bb.add(Square::from_coords(f, rank));
        }
    }
    bb
}

/// A FEN built from the oracle's board alone: placement, side, castling in X-FEN (`K`/`Q`
/// for the outermost rook on its side, the file letter otherwise; in Chess960 also the file
/// letter of a rook off the corner when the king is on the e-file, which `K`/`Q` would read as
/// standard chess), en passant only when capturable. Clocks are left out (cozy caps the
/// halfmove clock at 100).
pub fn cozy_fen4(board: &cozy_chess::Board, chess960: bool) -> String {
    let mut placement = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            let sq = cozy_chess::Square::index(rank * 8 + file);
            match (board.piece_on(sq), board.color_on(sq)) {
                (Some(p), Some(c)) => {
                    if empty > 0 {
                        placement.push_str(&empty.to_string());
                        empty = 0;
                    }
                    let ch = match p {
                        cozy_chess::Piece::Pawn => 'p',
                        cozy_chess::Piece::Knight => 'n',
                        cozy_chess::Piece::Bishop => 'b',
                        cozy_chess::Piece::Rook => 'r',
                        cozy_chess::Piece::Queen => 'q',
                        cozy_chess::Piece::King => 'k',
                    };
                    placement.push(if c == cozy_chess::Color::White {
                        ch.to_ascii_uppercase()
                    } else {
                        ch
                    });
                }
                _ => empty += 1,
            }
        }
        if empty > 0 {
            placement.push_str(&empty.to_string());
        }
        if rank > 0 {
            placement.push('/');
        }
    }
    let side = match board.side_to_move() {
        cozy_chess::Color::White => "w",
        cozy_chess::Color::Black => "b",
    };
    let mut castling = String::new();
    for color in [cozy_chess::Color::White, cozy_chess::Color::Black] {
        let rights = board.castle_rights(color);
        let king_file = board.king(color).file() as usize;
        let rooks = board.colored_pieces(color, cozy_chess::Piece::Rook)
            & match color {
                cozy_chess::Color::White => cozy_chess::Rank::First.bitboard(),
                cozy_chess::Color::Black => cozy_chess::Rank::Eighth.bitboard(),
            };
        let rook_files: Vec<usize> = rooks.into_iter().map(|s| s.file() as usize).collect();
        for (right, short) in [(rights.short, true), (rights.long, false)] {
            let Some(file) = right else { continue };
            let file = file as usize;
            let outermost = if short {
                rook_files.iter().filter(|&&f| f > king_file).max().copied()
            } else {
                rook_files.iter().filter(|&&f| f < king_file).min().copied()
            };
            let reads_back = !chess960 || king_file != 4 || file == 0 || file == 7;
            let ch = if outermost == Some(file) && reads_back {
                if short { 'k' } else { 'q' }
            } else {
                (b'a' + file as u8) as char
            };
            castling.push(if color == cozy_chess::Color::White {
                ch.to_ascii_uppercase()
            } else {
                ch
            });
        }
    }
    if castling.is_empty() {
        castling.push('-');
    }
    let ep = cozy_legal_ep(board).unwrap_or_else(|| "-".to_string());
    format!("{placement} {side} {castling} {ep}")
}

/// Counters of what the comparisons saw, for the report.
#[derive(Default, Debug, Clone, Copy)]
pub struct Stats {
    pub positions: u64,
    pub moves: u64,
    pub checks: u64,
    pub checkmates: u64,
    pub stalemates: u64,
    pub castles: u64,
    pub en_passants: u64,
    pub promotions: u64,
}

impl Stats {
    pub fn add(&mut self, o: &Stats) {
        self.positions += o.positions;
        self.moves += o.moves;
        self.checks += o.checks;
        self.checkmates += o.checkmates;
        self.stalemates += o.stalemates;
        self.castles += o.castles;
        self.en_passants += o.en_passants;
        self.promotions += o.promotions;
    }
}

/// Compares everything observable about `pos` with the oracle `board`; panics with the FEN and
/// the difference on any mismatch. `context` names where the position comes from.
pub fn compare(pos: &Position, board: &cozy_chess::Board, context: &str, stats: &mut Stats) {
    compare_with(pos, board, context, stats, true)
}

/// [`compare`]; `strict` says the position must pass strict validation (it came from play or
/// from a strictly valid FEN), else its FEN is reloaded in relaxed mode.
pub fn compare_with(
    pos: &Position,
    board: &cozy_chess::Board,
    context: &str,
    stats: &mut Stats,
    strict: bool,
) {
    let fen = pos.fen();
    // Legal move sets: compared as numbers (cozy's piece order: pawn, knight, bishop, rook,
    // queen, king, so its promotion code is index + 1), and as UCI strings on a difference.
    let codes = our_codes(pos);
    if codes != cozy_codes(board) {
        let ours = our_moves(pos);
        let theirs = cozy_moves(board);
        let missing: Vec<_> = theirs.iter().filter(|m| !ours.contains(m)).collect();
        let extra: Vec<_> = ours.iter().filter(|m| !theirs.contains(m)).collect();
        panic!(
            "{context}: legal moves differ in {fen}\n missing (oracle has): {missing:?}\n extra (we have): {extra:?}"
        );
    }
    let n_moves = codes.len();
    // Check, checkmate, stalemate, and the checking pieces themselves.
    let checkers = board.checkers().0;
    assert_eq!(
        pos.checkers().0,
        checkers,
        "{context}: checkers differ in {fen}"
    );
    let no_moves = n_moves == 0;
    assert_eq!(
        pos.is_check(),
        checkers != 0,
        "{context}: is_check in {fen}"
    );
    assert_eq!(
        pos.is_checkmate(),
        checkers != 0 && no_moves,
        "{context}: is_checkmate in {fen}"
    );
    assert_eq!(
        pos.is_stalemate(),
        checkers == 0 && no_moves,
        "{context}: is_stalemate in {fen}"
    );
    assert_eq!(
        pos.count_legal_moves(),
        n_moves as u64,
        "{context}: count_legal_moves in {fen}"
    );
    // Side to move, castling rights as rook squares, and the FEN.
    assert_eq!(
        cozy_color(pos.turn()),
        board.side_to_move(),
        "{context}: turn in {fen}"
    );
    assert_eq!(
        pos.castling_rights(),
        cozy_rights(board),
        "{context}: castling rights in {fen}"
    );
    let fen4: Vec<&str> = fen.split(' ').collect();
    assert_eq!(fen4.len(), 6, "{context}: fen fields in {fen}");
    assert_eq!(
        fen4[..4].join(" "),
        cozy_fen4(board, pos.mode().is_chess960()),
        "{context}: fen differs from the oracle's"
    );
    assert_eq!(
        pos.halfmoves().min(100),
        u32::from(board.halfmove_clock()),
        "{context}: halfmove clock in {fen}"
    );
    assert_eq!(
        pos.fullmoves(),
        u32::from(board.fullmove_number()),
        "{context}: fullmove number in {fen}"
    );
    assert_eq!(
        fen4[4],
        pos.halfmoves().to_string(),
        "{context}: halfmove field in {fen}"
    );
    assert_eq!(
        fen4[5],
        pos.fullmoves().to_string(),
        "{context}: fullmove field in {fen}"
    );
    // Our own FEN reloads (strictly: every position reached by play is a legal position) to
    // the same position, up to an en-passant square no capture can use.
    let reloaded = if strict {
        Position::from_fen(&fen, pos.mode())
    } else {
        Position::from_fen_relaxed(&fen, pos.mode())
    }
    .unwrap_or_else(|e| panic!("{context}: our fen {fen} does not reload: {e}"));
    assert_eq!(reloaded.fen(), fen, "{context}: fen round trip");
    let mut a = pos.to_setup();
    a.ep_square = pos.legal_ep_square();
    let mut b = reloaded.to_setup();
    b.ep_square = reloaded.legal_ep_square();
    assert_eq!(a, b, "{context}: reloaded position differs for {fen}");
    assert_eq!(
        our_codes(&reloaded),
        codes,
        "{context}: reloaded moves {fen}"
    );
    // Relaxed reading gives the same position as strict reading for legal positions, and
    // Shredder-FEN (castling by file letters) round-trips too; both on a sample of positions
    // (every 4th, and every one with castling rights for Shredder-FEN), to keep the time down.
    if strict && stats.positions % 4 == 0 {
        let relaxed = Position::from_fen_relaxed(&fen, pos.mode())
            .unwrap_or_else(|e| panic!("{context}: relaxed reload of {fen}: {e}"));
        assert_eq!(relaxed, reloaded, "{context}: relaxed vs strict {fen}");
    }
    if pos.castling_rights().nonempty() {
        let shredder = fen::write_with(
            pos,
            fen::FenOptions {
                castling: fen::CastlingNotation::Shredder,
                always_ep: false,
            },
        );
        let from_shredder = Position::from_fen_relaxed(&shredder, pos.mode())
            .unwrap_or_else(|e| panic!("{context}: shredder fen {shredder}: {e}"));
        assert_eq!(from_shredder.fen(), fen, "{context}: shredder round trip");
    }

    stats.positions += 1;
    stats.moves += n_moves as u64;
    if checkers != 0 {
        stats.checks += 1;
        if no_moves {
            stats.checkmates += 1;
        }
    } else if no_moves {
        stats.stalemates += 1;
    }
}

/// Counts the kinds of a played move.
pub fn count_move(m: &Move, stats: &mut Stats) {
    match m.kind {
        MoveKind::Castle => stats.castles += 1,
        MoveKind::EnPassant => stats.en_passants += 1,
        _ => {}
    }
    if m.promotion.is_some() {
        stats.promotions += 1;
    }
}

/// Plays `m` on both sides.
pub fn play_both(pos: &Position, board: &mut cozy_chess::Board, m: &Move) -> Position {
    let cm = to_cozy(m);
    board
        .try_play(cm)
        .unwrap_or_else(|_| panic!("oracle refuses our legal move {cm} in {}", pos.fen()));
    pos.play(m)
        .unwrap_or_else(|e| panic!("play refuses its own legal move: {e} in {}", pos.fen()))
}

/// Picks a move: uniform most of the time, but castling, en passant and promotions whenever
/// they exist half of the time, and captures or double steps a quarter of the time, so that
/// the rarer rules are well covered.
pub fn pick(rng: &mut Rng, moves: &[Move]) -> Move {
    let choose = |rng: &mut Rng, f: &dyn Fn(&Move) -> bool| -> Option<Move> {
        let some: Vec<&Move> = moves.iter().filter(|m| f(m)).collect();
        (!some.is_empty()).then(|| *some[rng.below(some.len())])
    };
    if rng.chance(1, 2) {
        if let Some(m) = choose(rng, &|m| {
            matches!(m.kind, MoveKind::Castle | MoveKind::EnPassant) || m.promotion.is_some()
        }) {
            return m;
        }
    }
    if rng.chance(1, 4) {
        if let Some(m) = choose(rng, &|m| {
            m.kind == MoveKind::DoubleStep || m.capture.is_some()
        }) {
            return m;
        }
    }
    moves[rng.below(moves.len())]
}

/// Starting position of a random game: `Some(n)` for Chess960 number `n`, `None` standard.
pub fn start(n: Option<u32>) -> (Position, cozy_chess::Board) {
    match n {
        None => (Position::new(), cozy_chess::Board::default()),
        Some(n) => {
            let setup = chess_arbiter::Setup::chess960(n).expect("n < 960");
            let pos = Position::from_setup(&setup, CastlingMode::Chess960)
                .unwrap_or_else(|e| panic!("chess960 {n}: {e}"));
            (pos, cozy_chess::Board::chess960_startpos(n))
        }
    }
}

/// Plays random games until `positions` positions have been compared; every `chess960_every`-th
/// game starts from a random Chess960 position. Returns the statistics.
pub fn random_games(seed: u64, positions: u64, chess960_share: (u64, u64)) -> (Stats, u64) {
    let mut rng = Rng::new(seed);
    let mut stats = Stats::default();
    let mut games = 0u64;
    while stats.positions < positions {
        games += 1;
        let n = if rng.chance(chess960_share.0, chess960_share.1) {
            Some(rng.below(960) as u32)
        } else {
            None
        };
        let (mut pos, mut board) = start(n);
        let label = match n {
            Some(n) => format!("seed {seed} game {games} (chess960 {n})"),
            None => format!("seed {seed} game {games} (standard)"),
        };
        // Games of varied length, so that openings and middlegames are not swamped by the
        // long random endgames.
        let max_plies = 20 + rng.below(400);
        let mut ply = 0;
        loop {
            compare(&pos, &board, &label, &mut stats);
            let moves = pos.legal_moves();
            // The game ends at mate, stalemate, or the 75-move rule (FIDE Art. 9.6.2): a
            // halfmove clock over 150 is no legal position.
            if moves.is_empty() || pos.halfmoves() >= 150 || stats.positions >= positions {
                break;
            }
            let m = pick(&mut rng, &moves);
            count_move(&m, &mut stats);
            pos = play_both(&pos, &mut board, &m);
            ply += 1;
            if ply >= max_plies {
                break;
            }
        }
    }
    (stats, games)
}

// ---------------------------------------------------------------------------------------------
// PGN movetext.

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

// ---------------------------------------------------------------------------------------------
// Random placements: positions no game need reach, for the move generator's corners (pins,
// en passant along a rank, checks by promoted pieces, castling through attacks).

/// A random standard-chess FEN: two kings, up to `max_pieces` other pieces, castling rights
/// where king and rook stand at home, an en-passant square where a double step fits.
pub fn random_placement(rng: &mut Rng, max_pieces: usize) -> String {
    let mut board = [None::<char>; 64];
    let place = |rng: &mut Rng, board: &mut [Option<char>; 64], c: char| loop {
        let sq = rng.below(64);
        let pawn_rank_ok = !(c == 'P' || c == 'p') || (8..56).contains(&sq);
        if board[sq].is_none() && pawn_rank_ok {
            board[sq] = Some(c);
            return;
        }
    };
    // Kings at home half of the time, so that castling comes up.
    if rng.chance(1, 2) {
        board[4] = Some('K');
    } else {
        place(rng, &mut board, 'K');
    }
    if rng.chance(1, 2) && board[60].is_none() {
        board[60] = Some('k');
    } else {
        place(rng, &mut board, 'k');
    }
    for sq in [0, 7, 56, 63] {
        if board[sq].is_none() && rng.chance(1, 2) {
            board[sq] = Some(if sq < 8 { 'R' } else { 'r' });
        }
    }
    let n = rng.below(max_pieces + 1);
    for _ in 0..n {
        let c = b"PNBRQpnbrqPPpp"[rng.below(14)] as char;
        place(rng, &mut board, c);
    }
    let white = rng.chance(1, 2);
    // Half of the time, a pawn that has just stepped two squares with a pawn of the side to
    // move beside it, so that en passant (and its discovered checks and pins) comes up often.
    if rng.chance(1, 2) {
        let (pawn, capturer, fifth, sixth, seventh) = if white {
            ('p', 'P', 4, 5, 6)
        } else {
            ('P', 'p', 3, 2, 1)
        };
        let f = rng.below(8);
        let beside = if f == 0 || (f < 7 && rng.chance(1, 2)) {
            f + 1
        } else {
            f - 1
        };
        let (at, by) = (fifth * 8 + f, fifth * 8 + beside);
        let free = |sq: usize| !matches!(board[sq], Some('K' | 'k'));
        if free(at) && free(by) && free(sixth * 8 + f) && free(seventh * 8 + f) {
            board[at] = Some(pawn);
            board[by] = Some(capturer);
            board[sixth * 8 + f] = None;
            board[seventh * 8 + f] = None;
        }
    }
    let mut placement = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            match board[rank * 8 + file] {
                Some(c) => {
                    if empty > 0 {
                        placement.push_str(&empty.to_string());
                        empty = 0;
                    }
                    placement.push(c);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            placement.push_str(&empty.to_string());
        }
        if rank > 0 {
            placement.push('/');
        }
    }
    let mut castling = String::new();
    for (k, r, c, ksq, rsq) in [
        ('K', 'R', 'K', 4, 7),
        ('K', 'R', 'Q', 4, 0),
        ('k', 'r', 'k', 60, 63),
        ('k', 'r', 'q', 60, 56),
    ] {
        if board[ksq] == Some(k) && board[rsq] == Some(r) && rng.chance(3, 4) {
            castling.push(c);
        }
    }
    if castling.is_empty() {
        castling.push('-');
    }
    // En passant: the side to move captures a pawn that just stepped two squares.
    let mut ep = "-".to_string();
    let (pawn, fifth, sixth, seventh) = if white {
        ('p', 4, 5, 6)
    } else {
        ('P', 3, 2, 1)
    };
    let files: Vec<usize> = (0..8)
        .filter(|&f| {
            board[fifth * 8 + f] == Some(pawn)
                && board[sixth * 8 + f].is_none()
                && board[seventh * 8 + f].is_none()
        })
        .collect();
    if !files.is_empty() && rng.chance(3, 4) {
        let f = files[rng.below(files.len())];
        ep = format!("{}{}", (b'a' + f as u8) as char, sixth + 1);
    }
    format!(
        "{placement} {} {castling} {ep} 0 1",
        if white { 'w' } else { 'b' }
    )
}
