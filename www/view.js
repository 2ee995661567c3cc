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
    // a touch drags from the side to move's pieces, those that cannot move too (dropped, one is
    // refused with its ruling, as a tap then a tap is); elsewhere a swipe scrolls the page
    movable: game.outcome() ? [] : Object.keys(pieces).filter(sq => pieces[sq][0] === game.turn()),
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
  if (rec && game.nodeId() === rec.node) return { text: `${rec.result} — ${t(RESULT_WINNER[rec.result])} (${t(rec.note)})`, over: true };
  const label = !state.variant ? '' : state.variant.n !== undefined ? t('chess960n', { n: i18n.number(state.variant.n) }) : t('chess960');
  return { text: `${t(`toMove_${game.turn()}`)}${game.isCheck() ? ` — ${t('check')}` : ''}${label ? ` · ${label}` : ''}`, over: false };
}


/**
 * The game's whole tree as plain data for the move list (read from the package's Game: its
 * node ids, SAN, continuations and annotations; no rule here):
 *   { comments: string[] (before the first move), main: Node[] }
 *   Node: { id, ply, san, number, white, nags, before: string[], after: string[],
 *           variations: Node[][] (the other continuations of this move's parent, each a line),
 *           played: bool (on the path to the current position), current: bool }
 * `main` is the main line; a variation hangs on the move it replaces, its own variations on
 * its moves.
 */
export function treeOf(game) {
  const here = game.nodeId();
  const path = new Set(game.lineIds().slice(0, game.ply() + 1));
  const start = game.fenAt(0).trim().split(/\s+/);
  const offset = start[1] === 'b' ? 1 : 0;
  const startNumber = Number.parseInt(start[5], 10) || 1;
  const nodeOf = (id, n) => {
    const a = game.annotations(id);
    const q = n.ply - 1 + offset;
    return {
      id, ply: n.ply, san: n.san, number: startNumber + Math.floor(q / 2), white: q % 2 === 0,
      nags: a.nags, before: a.commentsBefore, after: a.commentsAfter, variations: [],
      played: path.has(id), current: id === here,
    };
  };
  // The line from `first` on along first continuations; each move carries the lines that
  // branch off where it was played (its siblings after it).
  const lineFrom = first => {
    const line = [];
    let id = first;
    while (id !== undefined) {
      const n = game.node(id);
      const node = nodeOf(id, n);
      // a move that is its parent's first continuation carries the others (a line's first
      // move that is not the first continuation belongs to its parent's main move)
      const siblings = game.children(n.parent);
      if (siblings[0] === id) node.variations = siblings.slice(1).map(lineFrom);
      line.push(node);
      id = game.children(id)[0];
    }
    return line;
  };
  const first = game.children(0)[0];
  return { comments: game.annotations(0).commentsAfter, main: first === undefined ? [] : lineFrom(first) };
}
