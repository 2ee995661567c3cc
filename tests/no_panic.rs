//! "Never panics, round trips are exact": property tests over every text entry point (FEN,
//! SAN, UCI, user moves) with random strings, random bytes, chess-looking token soup and
//! mutated real FENs; random legal play with every query at each step; and exhaustive checks
//! of the 960 Chess960 starting positions and of every (from, to, promotion) square triple.

mod common;

use chess_arbiter::notation::{MoveInputError, move_from_squares, parse_move};
use chess_arbiter::san::{self, San, SanReadError};
use chess_arbiter::uci::{self, Uci};
use chess_arbiter::{
    Bitboard, CastlingMode, Color, File, Game, Move, MoveKind, Position, Rank, Role, Setup, Square,
};
use common::Rng;
use proptest::prelude::*;
use std::collections::HashSet;

#[path = "../fuzz/src/checks.rs"]
#[allow(dead_code, unexpected_cfgs)] // the fuzz targets' checks: only the positions are used here
mod checks;
use checks::FENS;

fn positions() -> Vec<Position> {
    FENS.iter()
        .map(|(fen, mode)| Position::from_fen(fen, *mode).unwrap_or_else(|e| panic!("{fen}: {e}")))
        .collect()
}

/// Every query on a position that came from outside; checks the invariants that hold for any
/// playable position, whatever its origin. `strict` says it passed strict validation.
fn exercise(pos: &Position, strict: bool) {
    let moves = pos.legal_moves();
    assert!(moves.len() <= 218, "{} moves in {}", moves.len(), pos.fen());
    assert_eq!(pos.count_legal_moves(), moves.len() as u64);
    assert_eq!(pos.is_checkmate(), pos.is_check() && moves.is_empty());
    assert_eq!(pos.is_stalemate(), !pos.is_check() && moves.is_empty());
    let fen = pos.fen();
    let again = if strict {
        Position::from_fen(&fen, pos.mode())
    } else {
        Position::from_fen_relaxed(&fen, pos.mode())
    }
    .unwrap_or_else(|e| panic!("{fen} does not reload: {e}"));
    assert_eq!(again.fen(), fen);
    let _ = pos.legal_ep_square();
    let _ = pos.null_move().map(|p| p.fen());
    let mut from_squares = 0;
    for sq in Square::all() {
        from_squares += pos.legal_moves_from(sq).len();
    }
    assert_eq!(from_squares, moves.len(), "legal_moves_from in {fen}");
    // A few moves deep (all moves of the first ply would be too slow for the fuzz-sized loop).
    for m in moves.iter().take(8) {
        let after = pos.play(m).expect("legal move plays");
        let _ = after.legal_moves();
        let _ = after.fen();
        let _ = san::to_san_plus(pos, m);
    }
}

/// Feeds `text` to every entry point, on every test position.
fn barrage(text: &str, positions: &[Position]) {
    if let Ok(setup) = Setup::from_fen(text) {
        for mode in [CastlingMode::Standard, CastlingMode::Chess960] {
            let _ = Position::from_setup(&setup, mode);
            let _ = Position::from_setup_relaxed(&setup, mode);
        }
    }
    for mode in [CastlingMode::Standard, CastlingMode::Chess960] {
        if let Ok(pos) = Position::from_fen(text, mode) {
            exercise(&pos, true);
            // What validates strictly also validates relaxed, to the same position.
            assert_eq!(Position::from_fen_relaxed(text, mode).ok(), Some(pos));
        }
        if let Ok(pos) = Position::from_fen_relaxed(text, mode) {
            exercise(&pos, false);
            // A game from a relaxed start restores from its snapshot (relaxed where needed).
            let game =
                Game::from_fen_relaxed(text, mode).expect("the same reading as the position");
            assert_eq!(game.start_position(), &pos);
            let snapshot = game.to_snapshot();
            assert_eq!(
                Game::from_snapshot(&snapshot).as_ref(),
                Ok(&game),
                "{snapshot:?}"
            );
        }
    }
    let san = San::parse(text);
    let uci = Uci::parse(text);
    if let Ok(u) = uci {
        // UCI text prints back the same (modulo promotion letter case).
        assert_eq!(u.to_string(), text.to_ascii_lowercase());
    }
    for pos in positions {
        if let Ok(s) = &san {
            if let Ok(m) = s.to_move(pos) {
                assert!(pos.is_legal(&m));
            }
        }
        if let Ok(u) = &uci {
            if let Ok(m) = u.to_move(pos) {
                assert!(pos.is_legal(&m));
            }
        }
        for strict in [false, true] {
            match san::read(pos, text, strict) {
                Ok(m) => {
                    assert!(pos.is_legal(&m));
                    if strict {
                        assert_eq!(san::to_san_plus(pos, &m), text);
                    }
                }
                Err(e) => {
                    let _ = e.to_string();
                }
            }
            match parse_move(pos, text, strict) {
                Ok(m) => assert!(pos.is_legal(&m)),
                Err(e) => {
                    let _ = (e.code(), e.article(), e.to_string());
                }
            }
        }
    }
}

/// Chess-looking tokens for the token-soup strategy.
const TOKENS: &[&str] = &[
    "K", "Q", "R", "B", "N", "P", "k", "q", "r", "b", "n", "p", "a", "c", "d", "e", "f", "g", "h",
    "1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "x", "=", "+", "#", "O-O", "O-O-O", "0-0",
    "0-0-0", "o-o", "-", "/", " ", "  ", "e4", "e8", "a1", "h8", "e2e4", "e7e8q", "0000", "e.p.",
    "ep", "!", "?", "(", ")", ":", "w", "KQkq", "HAha", "8/", "\t", "\n", "é", "\u{0}", "𝄞", "Ω",
    "=Q", "=K", "=P", "Nbd2", "exd6", "Qxx", "e9e4", "O-O-O-O",
];

fn token_soup() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(TOKENS), 0..12).prop_map(|v| v.concat())
}

/// FEN-looking strings: eight-ish ranks and the other fields, each part from a small alphabet.
fn fen_soup() -> impl Strategy<Value = String> {
    let rank = "[KQRBNPkqrbnp1-9]{0,9}";
    (
        prop::collection::vec(rank, 6..10),
        "[wb-]{0,2}",
        "[KQkqA-Ha-h-]{0,5}",
        "[a-h1-8-]{0,3}",
        "[0-9]{0,4}",
        "[0-9]{0,6}",
        0..7usize,
    )
        .prop_map(|(ranks, side, castling, ep, half, full, fields)| {
            let parts = [ranks.join("/"), side, castling, ep, half, full];
            parts[..fields.min(6)].join(" ")
        })
}

/// Mutations of a real FEN: swap, delete, insert or replace characters.
#[derive(Clone, Debug)]
enum Mutation {
    Swap(usize, usize),
    Delete(usize),
    Insert(usize, char),
    Replace(usize, char),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    let c = prop::sample::select(
        "KQRBNPkqrbnp12345678/ wb-abcdefghHA09\u{e9}x"
            .chars()
            .collect::<Vec<_>>(),
    );
    prop_oneof![
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Mutation::Swap(a, b)),
        any::<usize>().prop_map(Mutation::Delete),
        (any::<usize>(), c.clone()).prop_map(|(a, c)| Mutation::Insert(a, c)),
        (any::<usize>(), c).prop_map(|(a, c)| Mutation::Replace(a, c)),
    ]
}

fn mutate(fen: &str, mutations: &[Mutation]) -> String {
    let mut chars: Vec<char> = fen.chars().collect();
    for m in mutations {
        let n = chars.len();
        match *m {
            Mutation::Swap(a, b) if n > 0 => chars.swap(a % n, b % n),
            Mutation::Delete(a) if n > 0 => {
                chars.remove(a % n);
            }
            Mutation::Insert(a, c) => chars.insert(a % (n + 1), c),
            Mutation::Replace(a, c) if n > 0 => chars[a % n] = c,
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// Cases per property: `PROPTEST_CASES` for a long run (e.g. 100000), else `default`.
fn cases(default: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(2000), ..ProptestConfig::default() })]

    #[test]
    fn random_strings(s in any::<String>()) {
        barrage(&s, &positions());
    }

    #[test]
    fn random_bytes(bytes in prop::collection::vec(any::<u8>(), 0..80)) {
        barrage(&String::from_utf8_lossy(&bytes), &positions());
    }

    #[test]
    fn chess_token_soup(s in token_soup()) {
        barrage(&s, &positions());
    }

    #[test]
    fn fen_shaped_soup(s in fen_soup()) {
        barrage(&s, &positions());
    }

    #[test]
    fn mutated_real_fens(
        i in 0..FENS.len(),
        mutations in prop::collection::vec(mutation(), 1..5),
    ) {
        let text = mutate(FENS[i].0, &mutations);
        barrage(&text, &positions());
    }

}

proptest! {
    // Each case checks every round trip of every legal move for 60 plies.
    #![proptest_config(ProptestConfig { cases: cases(2000) / 13, ..ProptestConfig::default() })]

    #[test]
    fn random_legal_play(seed in any::<u64>(), start in 0..FENS.len() + 960) {
        let pos = if start < FENS.len() {
            Position::from_fen(FENS[start].0, FENS[start].1).unwrap()
        } else {
            let setup = Setup::chess960((start - FENS.len()) as u32).unwrap();
            Position::from_setup(&setup, CastlingMode::Chess960).unwrap()
        };
        random_game(pos, seed, 60);
    }
}

/// Plays up to `plies` random legal moves from `pos`, checking every query and every notation
/// round trip of every legal move at each step.
fn random_game(mut pos: Position, seed: u64, plies: usize) {
    let mut rng = Rng::new(seed);
    for _ in 0..plies {
        check_all_moves(&pos);
        let moves = pos.legal_moves();
        if moves.is_empty() {
            assert!(pos.is_checkmate() || pos.is_stalemate());
            break;
        }
        let m = moves[rng.below(moves.len())];
        pos = pos.play(&m).unwrap();
    }
}

/// Every round trip that must be exact, for every legal move of `pos`.
fn check_all_moves(pos: &Position) {
    let fen = pos.fen();
    let moves = pos.legal_moves();
    assert_eq!(pos.is_checkmate(), pos.is_check() && moves.is_empty());
    assert_eq!(pos.is_stalemate(), !pos.is_check() && moves.is_empty());
    let reloaded = Position::from_fen(&fen, pos.mode())
        .unwrap_or_else(|e| panic!("{fen} does not reload: {e}"));
    assert_eq!(reloaded.fen(), fen);
    let mut sans = HashSet::new();
    for m in &moves {
        let ctx = format!("{m:?} in {fen}");
        // SAN: exact text, unique among the moves, read back strictly and leniently.
        let text = san::to_san_plus(pos, m);
        assert!(sans.insert(text.clone()), "duplicate SAN {text} ({ctx})");
        assert_eq!(san::read(pos, &text, true), Ok(*m), "strict {text} ({ctx})");
        assert_eq!(
            san::read(pos, &text, false),
            Ok(*m),
            "lenient {text} ({ctx})"
        );
        assert_eq!(
            parse_move(pos, &text, true),
            Ok(*m),
            "parse_move {text} ({ctx})"
        );
        // The check suffix agrees with the position after the move.
        let after = pos.play_unchecked(m);
        let suffix = if after.is_checkmate() {
            "#"
        } else if after.is_check() {
            "+"
        } else {
            ""
        };
        assert!(text.ends_with(suffix), "suffix of {text} ({ctx})");
        // Without the suffix: lenient reads it, strict names the exact form.
        let bare = text.trim_end_matches(['+', '#']);
        assert_eq!(san::read(pos, bare, false), Ok(*m), "bare {bare} ({ctx})");
        if bare != text {
            assert_eq!(
                san::read(pos, bare, true),
                Err(SanReadError::NotStrict(text.clone())),
                "strict bare {bare} ({ctx})"
            );
        }
        // Long algebraic (`Ng1-f3`, `e7xd8=Q`) is read leniently as the same move.
        if !m.is_castle() {
            let long = long_algebraic(m);
            assert_eq!(san::read(pos, &long, false), Ok(*m), "long {long} ({ctx})");
        } else {
            let zeros = bare.replace('O', "0");
            assert_eq!(san::read(pos, &zeros, false), Ok(*m), "{zeros} ({ctx})");
        }
        // UCI in the position's own castling notation round-trips exactly.
        let u = uci::to_uci(m, pos.mode());
        let parsed = Uci::parse(&u).unwrap_or_else(|_| panic!("uci {u} ({ctx})"));
        assert_eq!(parsed.to_string(), u);
        assert_eq!(parsed.to_move(pos), Ok(*m), "uci {u} ({ctx})");
        assert_eq!(parse_move(pos, &u, false), Ok(*m), "parse_move {u} ({ctx})");
        // The other castling notation is accepted too, where it names no other move: king takes
        // rook always; the king's destination unless the king stays put (Chess960 `g1g1`) or
        // a plain king move has the same squares (then the plain move wins).
        if m.is_castle() {
            let ktr = uci::to_uci(m, CastlingMode::Chess960);
            assert_eq!(
                parse_move(pos, &ktr, false),
                Ok(*m),
                "king takes rook {ktr} ({ctx})"
            );
            let dest = m.king_to();
            let plain = moves
                .iter()
                .find(|o| !o.is_castle() && o.from == m.from && o.to == dest);
            let kd = uci::to_uci(m, CastlingMode::Standard);
            match (dest == m.from, plain) {
                (true, _) => assert!(
                    matches!(
                        parse_move(pos, &kd, false),
                        Err(MoveInputError::Syntax | MoveInputError::Illegal)
                    ),
                    "{kd} ({ctx})"
                ),
                (false, Some(o)) => assert_eq!(parse_move(pos, &kd, false), Ok(*o), "{kd} ({ctx})"),
                (false, None) => assert_eq!(parse_move(pos, &kd, false), Ok(*m), "{kd} ({ctx})"),
            }
        }
        // From and to squares (for castling: the rook's square).
        assert_eq!(
            move_from_squares(pos, m.from, m.to, m.promotion),
            Ok(*m),
            "squares ({ctx})"
        );
        // Playing it equals the unchecked play; the new position is sound.
        let played = pos.play(m).expect("legal");
        assert_eq!(played, after);
        assert_eq!(played.turn(), pos.turn().other());
        assert_eq!(played.board().kings().count(), 2, "{ctx}");
    }
    assert_eq!(sans.len(), moves.len());
}

fn long_algebraic(m: &Move) -> String {
    let mut s = String::new();
    if m.role != Role::Pawn {
        s.push(m.role.upper_char());
    }
    s.push_str(m.from.name());
    s.push(if m.is_capture() { 'x' } else { '-' });
    s.push_str(m.to.name());
    if let Some(p) = m.promotion {
        s.push('=');
        s.push(p.upper_char());
    }
    s
}

#[test]
fn fixed_bad_inputs() {
    let positions = positions();
    let long = "e".repeat(1 << 20);
    let inputs = [
        "",
        " ",
        "e9e4",
        "Qxx",
        "O-O-O-O",
        "e7e8k",
        "e7e8p",
        "e8=K",
        "e8=P",
        "a7a8=Q",
        "Kxe9",
        "0000",
        "P",
        "x",
        "=",
        "++",
        "e4e4",
        "8/8/8/8/8/8/8 w - - 0 1",
        "8/8/8/8/8/8/8/8/8 w - - 0 1",
        "kkk5/8/8/8/8/8/8/K7 w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1",
        "4k3/8/8/8/8/8/8/4K3 w - - 4294967296 1",
        "4k3/8/8/8/8/8/8/4K3 w - - 4294967295 4294967295",
        "4k3/8/8/8/8/8/8/4K3 w - - -1 1",
        "4k3/8/8/8/8/8/8/4K3 w - e3 0 1",
        "4k3/8/8/8/8/8/8/4K3 x - - 0 1",
        "4k3/8/8/8/8/8/8/4K3 w KQkqKQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra",
        "rnbqkbnr/pppppppp/99/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "rnbqkbnr/pppppppp/08/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "QQQQQQQQ/QQQQQQQQ/QQQQQQQQ/QQQQQQQQ/K7/8/8/7k w - - 0 1",
        "\u{feff}e4",
        "ｅ４",
        &long,
    ];
    for text in inputs {
        barrage(text, &positions);
    }
    // Exact answers for some.
    let start = Position::new();
    assert_eq!(
        parse_move(&start, "e9e4", false),
        Err(MoveInputError::Syntax)
    );
    assert_eq!(
        parse_move(&start, "Qxx", false),
        Err(MoveInputError::Syntax)
    );
    assert_eq!(
        parse_move(&start, "O-O-O-O", false),
        Err(MoveInputError::Syntax)
    );
    assert_eq!(
        parse_move(&start, "O-O", false),
        Err(MoveInputError::Illegal)
    );
    assert_eq!(
        parse_move(&start, &long, false),
        Err(MoveInputError::Syntax)
    );
    let promo = Position::from_fen("8/P6k/8/8/8/8/8/K7 w - - 0 1", CastlingMode::Standard).unwrap();
    assert_eq!(
        parse_move(&promo, "a7a8k", false),
        Err(MoveInputError::PromotionPiece('k'))
    );
    assert_eq!(
        parse_move(&promo, "a8=K", false),
        Err(MoveInputError::PromotionPiece('K'))
    );
    assert_eq!(
        parse_move(&promo, "a8=P", false),
        Err(MoveInputError::PromotionPiece('P'))
    );
    assert_eq!(
        parse_move(&promo, "a7a8", false),
        Err(MoveInputError::PromotionRequired)
    );
    assert_eq!(
        parse_move(&promo, "a8", false),
        Err(MoveInputError::PromotionRequired)
    );
    assert_eq!(
        move_from_squares(&promo, Square::A7, Square::A8, Some(Role::King)),
        Err(MoveInputError::Illegal)
    );
    assert_eq!(
        move_from_squares(&promo, Square::A7, Square::A8, Some(Role::Pawn)),
        Err(MoveInputError::Illegal)
    );
}

/// Every (from, to, promotion) triple, on every test position: `move_from_squares` answers a
/// legal move exactly when one matches, and never panics.
#[test]
fn move_from_squares_exhaustive() {
    let promotions = [
        None,
        Some(Role::Pawn),
        Some(Role::Knight),
        Some(Role::Bishop),
        Some(Role::Rook),
        Some(Role::Queen),
        Some(Role::King),
    ];
    let mut legal = 0;
    let mut unexpected = 0;
    let mut plain = 0;
    for pos in positions() {
        let moves = pos.legal_moves();
        plain += moves
            .iter()
            .filter(|m| !m.is_castle() && m.promotion.is_none())
            .count();
        for from in Square::all() {
            for to in Square::all() {
                for promotion in promotions {
                    match move_from_squares(&pos, from, to, promotion) {
                        Ok(m) => {
                            legal += 1;
                            assert!(moves.contains(&m));
                            assert_eq!((m.from, m.promotion), (from, promotion));
                            assert!(m.to == to || (m.is_castle() && m.king_to() == to));
                        }
                        // A promotion piece for a legal move that is no promotion is
                        // named as such (Art. 3.7.5.1), exactly then.
                        Err(MoveInputError::PromotionUnexpected) => {
                            unexpected += 1;
                            assert!(promotion.is_some());
                            assert!(moves.iter().any(|m| m.from == from
                                && m.to == to
                                && m.promotion.is_none()
                                && !m.is_castle()));
                        }
                        Err(e) => assert!(matches!(
                            e,
                            MoveInputError::Illegal | MoveInputError::PromotionRequired
                        )),
                    }
                }
            }
        }
        // Every legal move is reachable by its squares.
        for m in &moves {
            assert_eq!(move_from_squares(&pos, m.from, m.to, m.promotion), Ok(*m));
        }
    }
    // python-chess 1.11.2 over FENS: 338 legal moves, 9 of them castlings. Six castlings are
    // also reached by the king's target square (e1g1 besides e1h1); not the two that put the
    // king on its rook's square (one triple each), nor b1-a1 in rk5r/.../RK5R, whose target c1
    // is also the king's plain step b1c1 (that triple is the step).
    assert_eq!(legal, 344);
    // Each legal move that is no promotion (nor castling), with each of the six letters.
    // 338 legal moves: 9 castlings, 20 promotions (5 pawn moves, 4 pieces each), 309 others.
    assert_eq!((plain, unexpected), (309, 6 * 309));
}

#[test]
fn chess960_all_starting_positions() {
    let mut seen = HashSet::new();
    let back_rank = |setup: &Setup, color: Color| -> Vec<Role> {
        let rank = Rank::FIRST.relative_to(color);
        File::ALL
            .iter()
            .map(|&f| {
                let p = setup
                    .board
                    .piece_at(Square::from_coords(f, rank))
                    .expect("back rank full");
                assert_eq!(p.color, color);
                p.role
            })
            .collect()
    };
    for n in 0..960u32 {
        let setup = Setup::chess960(n).unwrap_or_else(|| panic!("chess960({n}) is None"));
        let pos = Position::from_setup(&setup, CastlingMode::Chess960)
            .unwrap_or_else(|e| panic!("chess960({n}) invalid: {e}"));
        assert!(seen.insert(setup.board), "chess960({n}) repeats a position");
        let white = back_rank(&setup, Color::White);
        assert_eq!(white, back_rank(&setup, Color::Black), "{n}: mirrored");
        // Pawns on the second and seventh ranks, nothing else.
        assert_eq!(setup.board.occupied().count(), 32);
        assert_eq!(
            setup.board.pawns(),
            Bitboard::from_rank(Rank::SECOND) | Bitboard::from_rank(Rank::SEVENTH)
        );
        let count = |r: Role| white.iter().filter(|&&x| x == r).count();
        assert_eq!(
            [
                Role::King,
                Role::Queen,
                Role::Rook,
                Role::Bishop,
                Role::Knight
            ]
            .map(count),
            [1, 1, 2, 2, 2],
            "{n}"
        );
        // Bishops on opposite colours.
        let bishops: Vec<usize> = (0..8).filter(|&i| white[i] == Role::Bishop).collect();
        assert_ne!(bishops[0] % 2, bishops[1] % 2, "{n}: bishops on one colour");
        // King between the rooks.
        let rooks: Vec<usize> = (0..8).filter(|&i| white[i] == Role::Rook).collect();
        let king = white.iter().position(|&r| r == Role::King).unwrap();
        assert!(
            rooks[0] < king && king < rooks[1],
            "{n}: king not between rooks"
        );
        // Castling rights on all four rooks; white to move, clocks 0 and 1.
        assert_eq!(setup.castling_rights, setup.board.rooks());
        assert_eq!(setup.turn, Color::White);
        assert_eq!((setup.halfmoves, setup.fullmoves), (0, 1));
        assert_eq!(pos.castling_rights().count(), 4);
        // The FEN round-trips in Chess960 mode.
        let fen = pos.fen();
        assert_eq!(
            Position::from_fen(&fen, CastlingMode::Chess960).unwrap(),
            pos,
            "{n}: {fen}"
        );
        // Castling is possible at once only when king and rook stand on each other's targets
        // and swap: king f1 and rook g1, or king d1 and rook c1.
        for m in pos.legal_moves() {
            if m.kind == MoveKind::Castle {
                assert!(
                    [(Square::F1, Square::G1), (Square::D1, Square::C1)].contains(&(m.from, m.to)),
                    "{n}: {m:?}"
                );
            }
        }
    }
    assert_eq!(seen.len(), 960);
    assert_eq!(Setup::chess960(518), Some(Setup::standard()));
    assert_eq!(
        Position::from_setup(&Setup::chess960(518).unwrap(), CastlingMode::Standard)
            .unwrap()
            .fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    // Known numbers (Scharnagl): 0 BBQNNRKR, 959 RKRNNQBB.
    let fen_of = |n| {
        Position::from_setup(&Setup::chess960(n).unwrap(), CastlingMode::Chess960)
            .unwrap()
            .fen()
    };
    assert_eq!(
        fen_of(0),
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
    );
    assert_eq!(
        fen_of(959),
        "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1"
    );
    for n in [960, 961, 1000, u32::MAX] {
        assert_eq!(Setup::chess960(n), None);
    }
}

/// A longer deterministic run of random legal play with every round trip, from every test
/// position and a spread of Chess960 starts.
#[test]
fn random_legal_play_fixed_seeds() {
    for (i, (fen, mode)) in FENS.iter().enumerate() {
        let pos = Position::from_fen(fen, *mode).unwrap();
        random_game(pos, i as u64 + 1, 120);
    }
    for n in (0..960).step_by(37) {
        let pos =
            Position::from_setup(&Setup::chess960(n).unwrap(), CastlingMode::Chess960).unwrap();
        random_game(pos, u64::from(n) + 1000, 120);
    }
}
