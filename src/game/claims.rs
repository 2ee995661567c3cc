//! Draw claims (Art. 9.2 and 9.3): when a claim is valid, now or with the next move, and
//! making it (see [`crate::game`]).

use super::{DrawClaim, Game, GameError, Outcome, RepetitionKey};
use crate::notation::{self, MoveInputError};
use crate::types::moves::Move;

impl Game {
    /// True when the last 50 moves by each player were made without a pawn move or a capture
    /// (halfmove clock at least 100): a draw may be claimed (Art. 9.3.2).
    pub fn is_fifty_moves(&self) -> bool {
        crate::position::setup::fifty_moves(self.position().halfmoves())
    }

    /// True when the last 75 moves by each player were made without a pawn move or a capture
    /// (halfmove clock at least 150) and the last move did not checkmate: the game is drawn
    /// (Art. 9.6.2).
    pub fn is_seventyfive_moves(&self) -> bool {
        self.position().halfmoves() >= 150 && !self.position().is_checkmate()
    }

    /// The claim valid now on the current position, threefold repetition first.
    fn claim_now(&self) -> Option<DrawClaim> {
        if self.is_threefold_repetition() {
            Some(DrawClaim::ThreefoldRepetition)
        } else if self.is_fifty_moves() {
            Some(DrawClaim::FiftyMoves)
        } else {
            None
        }
    }

    /// True when a draw claim is valid now on the current position (before the game's automatic
    /// end is looked at: [`Game::claim_draw`] refuses a claim once the game is over).
    pub(crate) fn claim_valid_now(&self) -> bool {
        self.claim_now().is_some()
    }

    /// The claim that playing `m` (legal now) would make valid, threefold repetition first.
    fn claim_after(&self, m: &Move) -> Option<DrawClaim> {
        let after = self.position().play_unchecked(m);
        let key = RepetitionKey::of(&after);
        // The third occurrence: `after` occurred twice before.
        if self.earlier_occurrences(self.ply + 1, &after, &key, key.digest()) >= 2 {
            Some(DrawClaim::ThreefoldRepetition)
        } else if after.halfmoves() >= 100 {
            Some(DrawClaim::FiftyMoves)
        } else {
            None
        }
    }

    /// The legal moves that would make a draw claim valid (Art. 9.2.1.1, 9.3.1), each with the
    /// claim it allows; empty once the game is over. Only moves that are neither pawn moves
    /// nor captures can qualify, so the others are skipped.
    pub fn draw_claim_moves(&self) -> Vec<(Move, DrawClaim)> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        let pos = self.position();
        let fifty = pos.halfmoves() >= 99;
        if !fifty && !self.could_repeat_three_times() {
            return Vec::new();
        }
        pos.legal_moves()
            .iter()
            .filter(|m| !m.is_zeroing())
            .filter_map(|m| self.claim_after(m).map(|claim| (*m, claim)))
            .collect()
    }

    /// True when some position with the other side to move already occurred twice within
    /// the reach of a move that is neither a pawn move nor a capture: a cheap test before
    /// trying every move.
    fn could_repeat_three_times(&self) -> bool {
        let window = self.position().halfmoves().saturating_add(1);
        let plies: Vec<usize> = self.same_plies(self.ply + 1, window, |_| true).collect();
        // Each ply against the later ones.
        let mut rest = plies.as_slice();
        while let Some((&a, later)) = rest.split_first() {
            let repeats = self.node_at(a).is_some_and(|na| {
                later
                    .iter()
                    .any(|&b| self.node_at(b).is_some_and(|nb| nb.same_position(na)))
            });
            if repeats {
                return true;
            }
            rest = later;
        }
        false
    }

    /// True when the player to move may claim a draw by repetition: the current position has
    /// occurred at least three times (Art. 9.2.1.2), or some legal move would make a position
    /// occur for the third time (Art. 9.2.1.1). False once the game is over.
    pub fn can_claim_threefold_repetition(&self) -> bool {
        self.outcome().is_none()
            && (self.is_threefold_repetition()
                || self
                    .draw_claim_moves()
                    .iter()
                    .any(|(_, c)| *c == DrawClaim::ThreefoldRepetition))
    }

    /// True when the player to move may claim a draw by the 50-move rule: 50 moves by each
    /// player without a pawn move or a capture have been made (Art. 9.3.2), or some legal move
    /// would complete them (Art. 9.3.1). False once the game is over.
    pub fn can_claim_fifty_moves(&self) -> bool {
        let halfmoves = self.position().halfmoves();
        self.outcome().is_none()
            && (halfmoves >= 100
                || (halfmoves == 99 && self.legal_moves().iter().any(|m| !m.is_zeroing())))
    }

    /// True when either claim is possible now or with a move.
    pub fn can_claim_draw(&self) -> bool {
        self.can_claim_threefold_repetition() || self.can_claim_fifty_moves()
    }

    /// Claims a draw valid on the current position (threefold repetition if both rules
    /// apply), records it at the current node and ends the game; the current line's moves after
    /// the current ply are deleted (variations at the current node stay).
    ///
    /// # Errors
    /// [`GameError::GameOver`] when the game has already ended; [`GameError::ClaimNeedsMove`]
    /// when only a move would make a claim valid (use [`Game::claim_draw_with_move`]);
    /// [`GameError::ClaimNotAllowed`] otherwise. The game is unchanged after an error.
    pub fn claim_draw(&mut self) -> Result<Outcome, GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::GameOver(outcome));
        }
        match self.claim_now() {
            Some(claim) => {
                // The game ends here: the moves the current line had after it go (in either
                // branching mode); other variations at this node stay.
                if let Some(&next) = self.line_ids.get(self.ply + 1) {
                    self.remove_subtree(next);
                }
                self.cut_line_at(self.ply);
                let id = self.node_id() as usize;
                self.nodes[id].claim = Some(claim);
                Ok(Outcome::draw(claim.termination()))
            }
            None if self.draw_claim_moves().is_empty() => Err(GameError::ClaimNotAllowed),
            None => Err(GameError::ClaimNeedsMove),
        }
    }

    /// Plays `m` and claims the draw it makes valid (Art. 9.2.1.1, 9.3.1: the player writes
    /// the move and claims). If the move itself ends the game automatically (checkmate,
    /// fivefold repetition, 75 moves, ...) that outcome stands and no claim is recorded.
    ///
    /// # Errors
    /// [`GameError::GameOver`]; [`GameError::Move`] (`ERR_ILLEGAL_MOVE`) when `m` is not legal;
    /// [`GameError::ClaimNotAllowed`] when no claim would be valid after `m` (the move is then
    /// not played). The game is unchanged after an error.
    pub fn claim_draw_with_move(&mut self, m: &Move) -> Result<Outcome, GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::GameOver(outcome));
        }
        let pos = self.current().pos;
        let moves = pos.legal_moves();
        if !moves.contains(m) {
            return Err(GameError::Move(MoveInputError::Illegal));
        }
        let claim = self.claim_after(m).ok_or(GameError::ClaimNotAllowed)?;
        self.push(&pos, m, Game::san_body(m, &moves), None);
        if let Some(outcome) = self.outcome() {
            return Ok(outcome);
        }
        let id = self.node_id() as usize;
        self.nodes[id].claim = Some(claim);
        Ok(Outcome::draw(claim.termination()))
    }

    /// [`Game::claim_draw_with_move`] with the move read as [`Game::play`] reads a text.
    ///
    /// # Errors
    /// As [`Game::play`] with a text and [`Game::claim_draw_with_move`].
    pub fn claim_draw_with_str(&mut self, text: &str, strict: bool) -> Result<Outcome, GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::GameOver(outcome));
        }
        let m = notation::parse_move(self.position(), text, strict).map_err(GameError::Move)?;
        self.claim_draw_with_move(&m)
    }

    /// The draw claimed at the end of the current line, if any.
    pub fn claimed_draw(&self) -> Option<DrawClaim> {
        let end = self.line_ids.last().copied().unwrap_or(super::ROOT);
        self.claim_at(end)
    }

    /// The draw claimed at node `id`, if any (`None` for an unknown id too).
    pub fn claim_at(&self, id: super::NodeId) -> Option<DrawClaim> {
        self.nodes.get(id as usize).filter(|n| n.alive)?.claim
    }
}
