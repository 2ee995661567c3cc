//! A third, independent confirmation of "this side can never checkmate" (issue #13), for
//! positions without pawns: no checkmate exists in the position's material class, nor in any
//! class its captures lead to. Written from the Laws; it reads the board, and uses only the
//! crate's attack tables (checked by perft and the differential) and, in the full enumeration,
//! its `Position` and `is_checkmate`; never a proof of the crate.
//!
//! The class. Without pawns no man ever appears (only a pawn promotes, Art. 3.7.5), captures
//! only remove men, and a bishop never leaves the colour of its squares (Art. 3.2). So the
//! class of a pawnless position, for a winner and a loser: the winner's non-king men and the
//! loser's, counted by kind (queen, rook, bishop on light squares, bishop on dark squares,
//! knight). Every position reachable from it has a class with at most those men of each kind.
//! A checkmate depends only on the placement and the side to move (castling never answers a
//! check, Art. 3.8.2.2; no pawn, so no en passant).
//!
//! The lemma. When no placement of the class, nor of any class it contains, is a checkmate of
//! the loser by the winner that a move can reach, no series of legal moves from a position of
//! that class ends with the loser checkmated (the walk that uses it looks at the position on
//! the board itself first).
//!
//! The reduction, which makes it fast. Take a checkmate `P` of the loser reached by a move,
//! and `P'`: `P` without the loser's men that do not stand next to the loser's king (at most
//! the men of the class that `P'` lacks). Fewer men only open lines, so every square the
//! winner attacks in `P` (with any squares emptied) it still attacks in `P'` (given the same
//! squares emptied); the king's neighbours hold in `P'` what they held in `P`. So in `P'`:
//! - the loser's king is attacked, by the checkers of `P` and perhaps others (a removed man
//!   blocked them; one removed man on the line of each, and never a checker at most two
//!   squares away: its line passes only through the king's neighbours);
//! - no king move leaves the king not attacked: it goes to a neighbour with the same content
//!   as in `P`, attacked there;
//! - when `P` is in single check by `c`, no move that takes `c` or stands between it and the
//!   king leaves the king not attacked: such a move starts next to the king and goes there in
//!   one step or through squares next to the king (a line from a neighbour to a square of a
//!   ray from the king, or to a knight's square from it, is blocked by the king or passes only
//!   through neighbours: checked for every square by
//!   `mateclass_lines_from_neighbours_stay_near` in `tests/unwinnable.rs`), which hold in `P'`
//!   what they held in `P`; so the move can be played in `P`, and leaves there a superset of
//!   the occupancy of `P'`: the king would not be attacked after it in `P` either;
//! - when `P` is in double check, its two checkers are the man that moved and a line piece
//!   it uncovered (see [`is_pseudo_mate`]).
//!
//! Such a `P'` is a "pseudo-mate" ([`is_pseudo_mate`] with `removed`; `P'` may have the
//! winner's king in check, so it need not be a position). So "no pseudo-mate of the class with
//! the loser's men next to its king (any of them)" implies "no checkmate of the class reached
//! by a move". [`is_pseudo_mate`] is written from the rules of check (Art. 3.9); without
//! `removed` it is compared with the crate's `is_checkmate` on every position of the full
//! enumerations of the tests, and the reduction is compared with the full enumeration on every
//! class of up to 5 men (it finds pseudo-mates exactly in the classes with checkmates).
//! Symmetry: a pawnless placement turned by any of the 8 symmetries of the board is a
//! checkmate exactly when the placement is; the ones that swap the square colours swap light
//! and dark bishops. So the loser's king is placed on the 10 squares of the a1-d1-d4 triangle,
//! in the class and in its colour-swapped class.

use chess_arbiter::position::attacks::{
    between, bishop_attacks, king_attacks, knight_attacks, rook_attacks,
};
use chess_arbiter::{Bitboard, CastlingMode, Color, Piece, Position, Role, Setup, Square};
use std::cell::RefCell;
use std::collections::HashMap;

/// A kind of non-king man in a pawnless class.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    Queen,
    Rook,
    /// A bishop on light squares.
    LightBishop,
    /// A bishop on dark squares.
    DarkBishop,
    Knight,
}

/// The kinds in the order of [`Men`]'s counts.
pub const KINDS: [Kind; 5] = [
    Kind::Queen,
    Kind::Rook,
    Kind::LightBishop,
    Kind::DarkBishop,
    Kind::Knight,
];

/// The dark squares (a1 is dark): (file + rank) even.
const DARK: u64 = 0xaa55_aa55_aa55_aa55;

impl Kind {
    fn role(self) -> Role {
        match self {
            Kind::Queen => Role::Queen,
            Kind::Rook => Role::Rook,
            Kind::LightBishop | Kind::DarkBishop => Role::Bishop,
            Kind::Knight => Role::Knight,
        }
    }

    /// The squares a man of this kind may stand on.
    fn squares(self) -> u64 {
        match self {
            Kind::LightBishop => !DARK,
            Kind::DarkBishop => DARK,
            _ => !0,
        }
    }

    /// Its letter in [`MaterialClass::parse`]: Q, R, L (light bishop), D (dark bishop), N.
    fn letter(self) -> char {
        ['Q', 'R', 'L', 'D', 'N'][self as usize]
    }
}

/// One side's non-king men, counted by kind ([`KINDS`] order).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Men(pub [u8; 5]);

impl Men {
    /// How many men.
    pub fn count(self) -> u32 {
        self.0.iter().map(|&n| u32::from(n)).sum()
    }

    /// Light and dark bishops swapped.
    pub fn swapped(self) -> Men {
        let [q, r, l, d, n] = self.0;
        Men([q, r, d, l, n])
    }

    /// The kinds, one entry per man, in [`KINDS`] order.
    fn list(self) -> Vec<Kind> {
        KINDS
            .iter()
            .zip(self.0)
            .flat_map(|(&k, n)| std::iter::repeat_n(k, usize::from(n)))
            .collect()
    }
}

/// The material class of a pawnless position for a winner and a loser.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct MaterialClass {
    pub winner: Men,
    pub loser: Men,
}

impl std::fmt::Display for MaterialClass {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let side = |m: Men| -> String {
            std::iter::once('K')
                .chain(m.list().into_iter().map(Kind::letter))
                .collect()
        };
        write!(f, "{}v{}", side(self.winner), side(self.loser))
    }
}

impl MaterialClass {
    /// The class of `p` with `winner` trying to mate; `None` when a pawn is on the board.
    pub fn of(p: &Position, winner: Color) -> Option<MaterialClass> {
        let board = p.board();
        if board.pawns().nonempty() {
            return None;
        }
        let men = |c: Color| {
            let ours = board.by_color(c);
            let n = |b: Bitboard| (b & ours).count() as u8;
            Men([
                n(board.queens()),
                n(board.rooks()),
                n(board.bishops() & Bitboard::LIGHT_SQUARES),
                n(board.bishops() & Bitboard::DARK_SQUARES),
                n(board.knights()),
            ])
        };
        Some(MaterialClass {
            winner: men(winner),
            loser: men(winner.other()),
        })
    }

    /// A class from its name, the winner first: "KQvK", "KLDvK" (bishops on light and dark
    /// squares), "KNvKQQQ". Panics on anything else (a test helper).
    pub fn parse(name: &str) -> MaterialClass {
        let side = |s: &str| {
            let mut m = Men::default();
            let mut letters = s.chars();
            assert_eq!(letters.next(), Some('K'), "{name}");
            for c in letters {
                let i = KINDS
                    .iter()
                    .position(|k| k.letter() == c)
                    .unwrap_or_else(|| panic!("{name}: {c}"));
                m.0[i] += 1;
            }
            m
        };
        let (w, l) = name.split_once('v').unwrap_or_else(|| panic!("{name}"));
        MaterialClass {
            winner: side(w),
            loser: side(l),
        }
    }

    /// Men on the board, kings included.
    pub fn men(self) -> u32 {
        2 + self.winner.count() + self.loser.count()
    }

    /// Light and dark bishops swapped (the class turned by a quarter turn of the board).
    pub fn swapped(self) -> MaterialClass {
        MaterialClass {
            winner: self.winner.swapped(),
            loser: self.loser.swapped(),
        }
    }
}

fn sq(i: u8) -> Square {
    Square::from_index_masked(u32::from(i))
}

/// The squares of `b`, lowest first.
fn squares(mut b: u64) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (b != 0).then(|| {
            let i = b.trailing_zeros() as u8;
            b &= b - 1;
            i
        })
    })
}

/// The squares a man of `role` on `from` attacks (and, without pawns, may move to), lines
/// stopped by the first occupied square.
fn attacks(role: Role, from: u8, occupied: u64) -> u64 {
    let occ = Bitboard(occupied);
    match role {
        Role::Knight => knight_attacks(sq(from)).0,
        Role::Bishop => bishop_attacks(sq(from), occ).0,
        Role::Rook => rook_attacks(sq(from), occ).0,
        Role::Queen => (rook_attacks(sq(from), occ) | bishop_attacks(sq(from), occ)).0,
        Role::King => king_attacks(sq(from)).0,
        Role::Pawn => 0,
    }
}

fn neighbours(s: u8) -> u64 {
    king_attacks(sq(s)).0
}

/// Whether the winner (king on `king`, men `men`, the one on `taken` excepted) attacks
/// `target` with `occupied` squares.
fn winner_attacks(
    target: u8,
    occupied: u64,
    king: u8,
    men: &[(Role, u8)],
    taken: Option<u8>,
) -> bool {
    let bit = 1u64 << target;
    neighbours(king) & bit != 0
        || men
            .iter()
            .any(|&(r, s)| Some(s) != taken && attacks(r, s, occupied) & bit != 0)
}

/// The loser (to move; king on `lk`, men `loser`) is in check by the winner (king on `wk`,
/// men `winner`) and has no move after which its king is not attacked (Art. 3.9, 1.4.1): its
/// king cannot step to a neighbour without one of its men (taking a winner's man there or
/// not) that the winner does not attack once the king has left; and in single check no other
/// man can take the checker or stand between it and the king with the king then not attacked.
/// Whether the winner's king is attacked is not looked at (see the module's doc). The kings
/// never stand side by side.
///
/// With `removed: Some(n)`, a placement `P'` from a reduction that removed at most `n` men,
/// of a placement `P` reached by a move (the loser is mated right after the winner's move).
/// `P'` may have more checkers than `P`: a removed man may have blocked a check. And in `P`
/// a double check comes from one move: the man that moved and a line piece it uncovered, so
/// never two knights, two bishops nor two rooks (a bishop leaving a diagonal through the king
/// moves along the other diagonal through its square, parallel to the king's second diagonal:
/// it cannot check from there; the same for a rook and lines; three checkers never). So it
/// is a pseudo-mate when the king has no move and some one or two of the checkers could be
/// those of `P` (see the code) and are a possible pair, or one with no answer (taking it or
/// standing between) after which the king is not attacked.
pub fn is_pseudo_mate(
    lk: u8,
    wk: u8,
    winner: &[(Role, u8)],
    loser: &[(Role, u8)],
    removed: Option<u32>,
) -> bool {
    let loser_bb = loser.iter().fold(1u64 << lk, |b, &(_, s)| b | 1 << s);
    let winner_bb = winner.iter().fold(1u64 << wk, |b, &(_, s)| b | 1 << s);
    let occupied = loser_bb | winner_bb;
    let checkers: Vec<(Role, u8)> = winner
        .iter()
        .copied()
        .filter(|&(r, s)| attacks(r, s, occupied) & (1 << lk) != 0)
        .collect();
    if checkers.is_empty() {
        return false;
    }
    // No move of another man answers the check of `checker` (takes it, or stands between it
    // and the king) and leaves the king not attacked.
    let no_answer = |(checker_role, checker): (Role, u8)| {
        let between_squares = match checker_role {
            Role::Knight => 0,
            _ => between(sq(checker), sq(lk)).0,
        };
        let targets = between_squares | 1 << checker;
        loser.iter().all(|&(r, s)| {
            squares(attacks(r, s, occupied) & targets).all(|t| {
                let after = (occupied & !(1 << s)) | 1 << t;
                let taken = (t == checker).then_some(checker);
                winner_attacks(lk, after, wk, winner, taken)
            })
        })
    };
    let without_king = occupied & !(1 << lk);
    for s in squares(neighbours(lk) & !loser_bb) {
        let taken = (winner_bb & (1 << s) != 0).then_some(s);
        if !winner_attacks(s, without_king, wk, winner, taken) {
            return false;
        }
    }
    let Some(removed) = removed else {
        return checkers.len() > 1 || no_answer(checkers[0]);
    };
    // The checkers of the placement before the reduction: one or two of these (two only as a
    // possible pair), with every checker at most two squares from the king (its line passes
    // only through the king's neighbours, which the reduction kept), and at most `removed`
    // others (each was blocked by a removed man, on its own line).
    let near_king = |&(_, c): &(Role, u8)| sq(c).distance(sq(lk)) <= 2;
    let certain = checkers.iter().filter(|c| near_king(c)).count();
    let fits = |chosen: &[&(Role, u8)]| {
        chosen.iter().filter(|c| near_king(c)).count() == certain
            && checkers.len() - chosen.len() <= removed as usize
    };
    let pair = checkers.iter().enumerate().any(|(i, a)| {
        checkers[i + 1..]
            .iter()
            .any(|b| (a.0 != b.0 || a.0 == Role::Queen) && fits(&[a, b]))
    });
    pair || checkers.iter().any(|c| fits(&[c]) && no_answer(*c))
}

/// The 10 squares of the a1-d1-d4 triangle (file <= d, rank <= file).
pub fn triangle() -> Vec<u8> {
    (0..64u8)
        .filter(|&i| i % 8 <= 3 && i / 8 <= i % 8)
        .collect()
}

/// Where the enumeration puts the loser's men.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Loser {
    /// Every placement of exactly the class's men, anywhere; tested by building the crate's
    /// `Position` (placements where the winner is in check are refused) and its
    /// `is_checkmate`, and by [`is_pseudo_mate`] (the counts of both are returned).
    Anywhere,
    /// Any of the class's men (none, some or all) on the squares next to the loser's king
    /// only, tested by [`is_pseudo_mate`] (the reduction of the module's doc).
    Near,
}

/// What an enumeration found.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Found {
    /// Placements tested (after the prefilter).
    pub tested: u64,
    /// Checkmates (`Anywhere`: by the crate's `is_checkmate`) or pseudo-mates (`Near`).
    pub mates: u64,
    /// `Anywhere` only: positions where [`is_pseudo_mate`] differs from `is_checkmate`.
    pub differ: u64,
    /// `Anywhere` only: the checkmates whose checks one move can give (not two knights, two
    /// bishops nor two rooks, see [`is_pseudo_mate`]), read from the crate's `checkers`.
    pub after_a_move: u64,
}

/// What [`place`] calls with each full placement (the men placed, the occupied squares);
/// false stops the enumeration.
type Leaf<'a> = dyn FnMut(&[(Role, u8)], u64) -> bool + 'a;

/// Places men of `kinds` (identical kinds on increasing squares, so each placement once) on
/// free squares, and calls `leaf` with each full placement and the occupied squares.
fn place(
    kinds: &[Kind],
    occupied: u64,
    allowed: u64,
    placed: &mut Vec<(Role, u8)>,
    last: Option<(Kind, u8)>,
    leaf: &mut Leaf,
) -> bool {
    let Some((&kind, rest)) = kinds.split_first() else {
        return leaf(placed, occupied);
    };
    let mut free = kind.squares() & allowed & !occupied;
    if let Some((k, s)) = last {
        if k == kind {
            free &= !(u64::MAX >> (63 - s));
        }
    }
    for s in squares(free) {
        placed.push((kind.role(), s));
        let go_on = place(
            rest,
            occupied | 1 << s,
            allowed,
            placed,
            Some((kind, s)),
            leaf,
        );
        placed.pop();
        if !go_on {
            return false;
        }
    }
    true
}

/// Every placement of `class` with the loser's king on one of `kings`, the loser to move, the
/// loser's men as `loser` says; stops at the first mate when `first`. The prefilter, sound
/// because the loser's men only ever block lines: with the kings and the winner's men alone,
/// the loser's king must be attacked, no winner's man next to it may be free to take, and the
/// neighbours the winner does not attack (which only a loser's man can fill) must be at most
/// the loser's men.
pub fn enumerate(class: MaterialClass, kings: &[u8], loser: Loser, first: bool) -> Found {
    let mut found = Found::default();
    let winner_kinds = class.winner.list();
    let loser_kinds = class.loser.list();
    let loser_count = loser_kinds.len() as u32;
    for &lk in kings {
        for wk in 0..64u8 {
            if wk == lk || neighbours(lk) & (1 << wk) != 0 {
                continue;
            }
            let kings_bb = 1u64 << lk | 1u64 << wk;
            let mut leaf = |winner: &[(Role, u8)], occupied: u64| -> bool {
                if !winner_attacks(lk, occupied, wk, winner, None) {
                    return true;
                }
                let without_king = occupied & !(1 << lk);
                let mut must = 0u64;
                for s in squares(neighbours(lk)) {
                    if occupied & (1 << s) != 0 {
                        if !winner_attacks(s, without_king, wk, winner, Some(s)) {
                            return true;
                        }
                    } else if !winner_attacks(s, without_king, wk, winner, None) {
                        must |= 1 << s;
                    }
                }
                if must.count_ones() > loser_count {
                    return true;
                }
                match loser {
                    Loser::Near => near(
                        lk,
                        wk,
                        winner,
                        class.loser,
                        neighbours(lk) & !occupied,
                        must,
                        &mut found,
                        first,
                    ),
                    Loser::Anywhere => {
                        let mut placed = Vec::new();
                        place(
                            &loser_kinds,
                            occupied,
                            !0,
                            &mut placed,
                            None,
                            &mut |men: &[(Role, u8)], _| {
                                let filled = men.iter().fold(0u64, |b, &(_, s)| b | 1 << s);
                                if must & !filled != 0 {
                                    return true;
                                }
                                found.tested += 1;
                                let crate_mate = checkmate_by_the_crate(lk, wk, winner, men);
                                if let Some((mate, after_a_move)) = crate_mate {
                                    found.mates += u64::from(mate);
                                    found.after_a_move += u64::from(mate && after_a_move);
                                    if mate != is_pseudo_mate(lk, wk, winner, men, None) {
                                        found.differ += 1;
                                    }
                                }
                                !(first && found.mates > 0)
                            },
                        )
                    }
                }
            };
            let mut placed = Vec::new();
            if !place(&winner_kinds, kings_bb, !0, &mut placed, None, &mut leaf) {
                return found;
            }
        }
    }
    found
}

/// The loser's men of `men` (any of them) on the squares of `free` (the empty neighbours of
/// its king), every square of `must` filled; each placement tested by [`is_pseudo_mate`]
/// (with the men left off as the removed ones). Returns false to stop (a mate found with
/// `first`).
#[allow(clippy::too_many_arguments)]
fn near(
    lk: u8,
    wk: u8,
    winner: &[(Role, u8)],
    men: Men,
    free: u64,
    must: u64,
    found: &mut Found,
    first: bool,
) -> bool {
    struct Near<'a> {
        lk: u8,
        wk: u8,
        winner: &'a [(Role, u8)],
        cells: Vec<u8>,
        must: u64,
        found: &'a mut Found,
        first: bool,
        left: Men,
        placed: Vec<(Role, u8)>,
    }
    impl Near<'_> {
        fn go(&mut self, i: usize) -> bool {
            let Some(&s) = self.cells.get(i) else {
                self.found.tested += 1;
                let removed = Some(self.left.count());
                if is_pseudo_mate(self.lk, self.wk, self.winner, &self.placed, removed) {
                    self.found.mates += 1;
                    return !self.first;
                }
                return true;
            };
            if self.must & (1 << s) == 0 && !self.go(i + 1) {
                return false;
            }
            for (k, kind) in KINDS.iter().enumerate() {
                if self.left.0[k] == 0 || kind.squares() & (1 << s) == 0 {
                    continue;
                }
                self.left.0[k] -= 1;
                self.placed.push((kind.role(), s));
                let go_on = self.go(i + 1);
                self.placed.pop();
                self.left.0[k] += 1;
                if !go_on {
                    return false;
                }
            }
            true
        }
    }
    Near {
        lk,
        wk,
        winner,
        cells: squares(free).collect(),
        must,
        found,
        first,
        left: men,
        placed: Vec::new(),
    }
    .go(0)
}

/// The placement as the crate's `Position` (white the winner, black the loser, black to
/// move): `None` when refused (the winner in check), else whether it is checkmate, and
/// whether its checkers could have been given by one move (one, or two not of one role
/// other than the queen).
fn checkmate_by_the_crate(
    lk: u8,
    wk: u8,
    winner: &[(Role, u8)],
    loser: &[(Role, u8)],
) -> Option<(bool, bool)> {
    let mut setup = Setup::empty();
    setup.turn = Color::Black;
    let mut put = |s: u8, color: Color, role: Role| {
        setup.board.set_piece_at(sq(s), Piece { color, role });
    };
    put(wk, Color::White, Role::King);
    put(lk, Color::Black, Role::King);
    for &(r, s) in winner {
        put(s, Color::White, r);
    }
    for &(r, s) in loser {
        put(s, Color::Black, r);
    }
    Position::from_setup_relaxed(&setup, CastlingMode::Standard)
        .ok()
        .map(|p| {
            let roles: Vec<Role> = p
                .checkers()
                .into_iter()
                .filter_map(|s| p.board().role_at(s))
                .collect();
            let one_move = match roles[..] {
                [_] => true,
                [a, b] => a != b || a == Role::Queen,
                _ => false,
            };
            (p.is_checkmate(), one_move)
        })
}

/// No pseudo-mate in `class` itself (the loser's men near its king, any of them), the loser's
/// king on the triangle, in the class and its colour-swapped class.
pub fn no_pseudo_mate(class: MaterialClass) -> bool {
    let kings = triangle();
    let swapped = class.swapped();
    enumerate(class, &kings, Loser::Near, true).mates == 0
        && (swapped == class || enumerate(swapped, &kings, Loser::Near, true).mates == 0)
}

/// The classes the lemma is tried on: the winner has at most [`MAX_WINNER_MEN`] men (each adds
/// a factor of about 60 to the enumeration).
pub const MAX_WINNER_MEN: u32 = 2;

/// The lemma for `class`: no checkmate of the loser in it nor in any class captures lead to
/// (the winner's men fewer; the loser's are all covered by [`Loser::Near`]). False when it
/// fails, and for classes beyond [`MAX_WINNER_MEN`] (not tried). Cached per class and thread
/// (a lock shared by the test's two threads took half of their time).
pub fn class_has_no_mate(class: MaterialClass) -> bool {
    thread_local! {
        static CACHE: RefCell<HashMap<MaterialClass, bool>> = RefCell::new(HashMap::new());
    }
    if let Some(known) = CACHE.with(|c| c.borrow().get(&class).copied()) {
        return known;
    }
    let holds = class.winner.count() <= MAX_WINNER_MEN
        && no_pseudo_mate(class)
        && (0..KINDS.len()).all(|k| {
            class.winner.0[k] == 0 || {
                let mut fewer = class;
                fewer.winner.0[k] -= 1;
                class_has_no_mate(fewer)
            }
        });
    CACHE.with(|c| c.borrow_mut().insert(class, holds));
    holds
}

/// [`class_has_no_mate`] for the class of `p` (false with pawns).
pub fn no_mate_in_class(p: &Position, winner: Color) -> bool {
    MaterialClass::of(p, winner).is_some_and(class_has_no_mate)
}

/// Every pawnless class whose two sides have `men` non-king men in all, the winner at least
/// one (a bare king never mates).
pub fn classes_with(men: u32) -> Vec<MaterialClass> {
    fn multisets(n: u32) -> Vec<Men> {
        let mut out = Vec::new();
        let mut m = Men::default();
        fn go(k: usize, n: u32, m: &mut Men, out: &mut Vec<Men>) {
            if k == KINDS.len() {
                if n == 0 {
                    out.push(*m);
                }
                return;
            }
            for c in 0..=n {
                m.0[k] = c as u8;
                go(k + 1, n - c, m, out);
            }
            m.0[k] = 0;
        }
        go(0, n, &mut m, &mut out);
        out
    }
    let mut out = Vec::new();
    for w in 1..=men {
        for winner in multisets(w) {
            for loser in multisets(men - w) {
                out.push(MaterialClass { winner, loser });
            }
        }
    }
    out
}
