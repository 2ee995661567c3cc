//! The oracle side: one of our positions compared with a `cozy_chess::Board` (the independent
//! oracle, a dev-dependency only) on every property both libraries compute, and random games
//! played on both.

use chess_arbiter::{
    Bitboard, CastlingMode, Color, File, Move, MoveKind, Position, Rank, Role, Square, fen, uci,
};

use super::Rng;

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
