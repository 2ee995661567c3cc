// The immutable game value's types (GameState and its functions), checked with `tsc --strict`
// against the installed package. Each `@ts-expect-error` must be an error: if a type loosens,
// tsc fails.
import { claimDraw, destsMap, gameState, play, redo, stateFromPgn, stateMoves, statePgn, undo, viewPly } from 'chess-arbiter';
import type { Color, DrawClaim, GameState, Outcome, Square, StateLine, StateMove } from 'chess-arbiter';

const s: GameState = play(gameState(null, { chess960: false }), { from: 'e2', to: 'e4' }, { strict: true });
const fen: string = s.fen;
const turn: Color = s.turn;
const check: Square | null = s.check;
const last: StateMove | null = s.lastMove;
const line: StateLine | null = s.line;
const outcome: Outcome | null = s.outcome;
const claims: DrawClaim[] = s.claims;
const map: Map<Square, Square[]> = destsMap(s);
const moves: StateMove[] = stateMoves(redo(undo(viewPly(s, 0))));
const claimed: GameState = claimDraw(stateFromPgn('1. e4 *'), 'Nf6', { lang: 'en' });
const pgn: string = statePgn(claimed, { maxLineLength: 80 });
// @ts-expect-error a state is read-only
s.fen = 'x';
// @ts-expect-error the ply is a number
viewPly(s, '1');
// @ts-expect-error play takes a state, not a FEN
play(fen, 'e4');
// @ts-expect-error the destinations are not in the state: destsMap(state) makes them on demand
void s.dests;

export const used = [fen, turn, check, last, line, outcome, claims, map, moves, pgn];
