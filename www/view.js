// What the page shows of a game: the board's view state and the status line, read from the
// package's Game (its position, line, ply, check and outcome) and the page's view state.

import { fenPieces } from './fen.js';
import * as i18n from './i18n.js';

const { t } = i18n;

/** The whole line of the game, the moves after the current ply included, as Move objects. */
export function lineOf(game) {
  const copy = game.clone();
  try {
    while (copy.redo());
    return copy.history({ verbose: true });
  } finally {
    copy.free();
  }
}

/** The board's view state (see board.js) of the page's `state` and the game's `line` at `ply`. */
export function boardView(state, line, ply) {
  const { game } = state;
  const pieces = fenPieces(game.fen());
  const king = game.turn() + 'K';
  const last = line[ply - 1];
  return {
    pieces, orientation: state.orientation, selected: state.selected, targets: state.targets, marks: state.marks,
    lastMove: last ? { from: last.from, to: last.to } : null,
    check: game.isCheck() ? Object.keys(pieces).find(sq => pieces[sq] === king) ?? null : null,
    movable: [...new Set(game.moves().map(m => m.from))],
  };
}

const RESULT_WINNER = { '1-0': 'wins_w', '0-1': 'wins_b', '1/2-1/2': 'draw' };

/** The status line: the outcome, the result recorded at the end of the line, or who is to move. */
export function statusText(state) {
  const { game } = state;
  const o = game.outcome();
  if (o) return { text: `${i18n.termination(o.termination)} — ${o.winner ? t(`wins_${o.winner}`) : t('draw')}`, over: true };
  // the result recorded with the game (a resignation, a draw by agreement), at its end only
  const rec = state.recorded;
  if (rec && game.ply() === rec.ply) return { text: `${rec.result} — ${t(RESULT_WINNER[rec.result])} (${t(rec.note)})`, over: true };
  const label = !state.variant ? '' : state.variant.n !== undefined ? t('chess960n', { n: state.variant.n }) : t('chess960');
  return { text: `${t(`toMove_${game.turn()}`)}${game.isCheck() ? ` — ${t('check')}` : ''}${label ? ` · ${label}` : ''}`, over: false };
}

