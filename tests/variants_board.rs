//! The variants' board helpers over random games in every variant (seeded, so each run plays the
//! same games): `piece_changes` applied to the board before a move gives the board after it, each
//! square once, the emptied squares before the filled ones, explosions only in atomic captures,
//! drops only in crazyhouse; `explain` gives back every legal move and refuses every other
//! attempt with a ruling; antichess's non-captures beside a capture are ruled
//! `ERR_CAPTURE_REQUIRED` with a capture that is legal.
#![cfg(feature = "variants")]

use chess_arbiter::variants::{Variant, VariantAttempt, VariantMove, VariantPosition};
use chess_arbiter::{Board, Square};

/// A small deterministic generator (xorshift).
struct Rng(u64);
impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

fn games(
    variant: Variant,
    seed: u64,
    count: usize,
    plies: usize,
    mut each: impl FnMut(&VariantPosition),
) {
    let mut rng = Rng(seed);
    for _ in 0..count {
        let mut pos = VariantPosition::new(variant);
        for _ in 0..plies {
            each(&pos);
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos = pos
                .play(&moves[rng.below(moves.len())])
                .expect("a legal move plays");
        }
    }
}

#[test]
fn piece_changes_turn_the_board_before_into_the_board_after() {
    let mut moves_seen = 0;
    let mut explosions = 0;
    let mut drops = 0;
    for (i, variant) in Variant::ALL.into_iter().enumerate() {
        games(variant, 0x9e37_79b9 + i as u64, 40, 80, |pos| {
            for m in pos.legal_moves() {
                let after = pos.play(&m).expect("legal");
                let changes = pos.piece_changes(&m).expect("legal");
                let mut board: Board = pos.board().clone();
                let mut seen = Vec::new();
                let mut filling = false;
                for c in &changes {
                    assert!(
                        !seen.contains(&c.square),
                        "{variant:?} {m:?}: {} listed twice",
                        c.square
                    );
                    seen.push(c.square);
                    if c.piece.is_some() {
                        filling = true;
                    } else {
                        assert!(
                            !filling,
                            "{variant:?} {m:?}: an emptied square after a filled one"
                        );
                    }
                    board.discard_piece_at(c.square);
                    if let Some(p) = c.piece {
                        board.set_piece_at(c.square, p);
                    }
                    assert_eq!(
                        c.exploded,
                        variant == Variant::Atomic && c.exploded,
                        "explosions only in atomic"
                    );
                    assert_eq!(
                        c.drop,
                        matches!(m, VariantMove::Drop { .. }),
                        "{variant:?} {m:?}: drop flag"
                    );
                    assert_eq!(
                        c.pocket.is_some(),
                        variant == Variant::Crazyhouse && c.captured.is_some(),
                        "{variant:?} {m:?}: pocket"
                    );
                    explosions += usize::from(c.exploded);
                    drops += usize::from(c.drop);
                }
                assert_eq!(&board, after.board(), "{variant:?} {m:?}: {changes:?}");
                if let VariantMove::Normal(mv) = m {
                    if variant == Variant::Atomic && mv.is_capture() {
                        assert!(
                            changes.iter().any(|c| c.exploded && c.square == mv.to),
                            "the capture square explodes"
                        );
                    }
                }
                moves_seen += 1;
            }
        });
    }
    assert!(moves_seen > 100_000, "{moves_seen} moves");
    assert!(
        explosions > 1_000 && drops > 1_000,
        "{explosions} explosions, {drops} drops"
    );
}

#[test]
fn explain_gives_back_every_legal_move_and_rules_on_every_other_attempt() {
    let mut refused = 0;
    let mut forced = 0;
    for (i, variant) in Variant::ALL.into_iter().enumerate() {
        games(variant, 0x51_7cc1 + i as u64, 6, 60, |pos| {
            let legal = pos.legal_moves();
            for m in &legal {
                let attempt = match *m {
                    VariantMove::Drop { role, to } => VariantAttempt::Drop { role, to },
                    VariantMove::Normal(mv) => VariantAttempt::Board {
                        from: mv.from,
                        to: mv.to,
                        promotion: mv.promotion,
                    },
                };
                assert_eq!(pos.explain(attempt), Ok(*m), "{variant:?} {}", pos.fen());
            }
            let ours = pos.board().by_color(pos.turn());
            let any_capture = legal.iter().any(VariantMove::is_capture);
            for from in ours {
                for to in (0..64).filter_map(Square::new) {
                    let attempt = VariantAttempt::Board {
                        from,
                        to,
                        promotion: None,
                    };
                    let Err(r) = pos.explain(attempt) else {
                        continue;
                    };
                    refused += 1;
                    assert!(!r.code.is_empty());
                    if r.code == "ERR_CAPTURE_REQUIRED" {
                        forced += 1;
                        assert_eq!(variant, Variant::Antichess);
                        assert!(any_capture);
                        let capture = VariantAttempt::Board {
                            from: r.squares[2],
                            to: r.squares[3],
                            promotion: None,
                        };
                        let named = pos.explain(capture);
                        let promotes = legal.iter().any(|l| matches!(l, VariantMove::Normal(l) if l.from == r.squares[2] && l.to == r.squares[3] && l.promotion.is_some()));
                        assert!(
                            named.is_ok() || promotes,
                            "{}: the capture named is legal",
                            pos.fen()
                        );
                    }
                }
            }
        });
    }
    assert!(
        refused > 10_000 && forced > 100,
        "{refused} refused, {forced} forced captures"
    );
}

#[test]
fn explain_text_never_panics_on_any_text_and_agrees_with_the_move_readers() {
    const SOUP: [&str; 30] = [
        "N", "B", "R", "Q", "K", "P", "a", "b", "d", "e", "h", "1", "2", "4", "8", "9", "x", "=",
        "+", "#", "@", "O-O", "-", "0", "!", "?", " ", "é", "♘", "k",
    ];
    let mut rng = Rng(0x2545_f491);
    let mut read = 0;
    for (i, variant) in Variant::ALL.into_iter().enumerate() {
        games(variant, 0xdead_beef + i as u64, 3, 40, |pos| {
            for _ in 0..60 {
                let text: String = (0..1 + rng.below(6))
                    .map(|_| SOUP[rng.below(SOUP.len())])
                    .collect();
                match pos.explain_text(&text) {
                    Ok(Ok(m)) => {
                        read += 1;
                        assert!(pos.legal_moves().contains(&m), "{text:?}");
                    }
                    Ok(Err(r)) => assert!(!r.code.is_empty()),
                    Err(e) => assert!(
                        matches!(e.code(), "ERR_INVALID_MOVE" | "ERR_AMBIGUOUS_MOVE")
                            || (e.code() == "ERR_NULL_MOVE"
                                && chess_arbiter::notation::is_null_move(&text)),
                        "{text:?}: {e}"
                    ),
                }
            }
            // Every legal move's SAN and UCI read back as that move.
            for m in pos.legal_moves() {
                assert_eq!(pos.explain_text(&pos.san(&m)), Ok(Ok(m)));
                assert_eq!(pos.explain_text(&m.uci(pos.mode())), Ok(Ok(m)));
            }
        });
    }
    assert!(read > 0);
}
