// The board widget. It draws a plain view state and reports what the user did; it knows no
// chess rule (which squares are legal, whether a move is a promotion, ... all come from the
// caller, who asks the package).
//
// View state (all plain data):
//   pieces       { e4: 'wN', ... }            colour letter + upper-case role letter
//   orientation  'w' | 'b'                    which side is at the bottom
//   selected     'e2' | null
//   targets      [{ square: 'e4', capture: false }, ...]   legal targets of the selection
//   lastMove     { from, to } | null
//   check        'e1' | null                  square of a king in check
//   marks        ['e2', ...]                  squares a ruling points at
//
// render(view, hint) animates from what is on screen to the new view. hint.move is the package's
// Move object (from, to, rookFrom/rookTo for castling, captureSquare for en passant);
// hint.reverse plays it backwards (undo). Without a hint, pieces that changed squares are
// matched by kind and slid; hint.instant draws without animation.
//
// DOM hooks: each square is <button class="sq" data-square="e4" aria-label="e4, white knight">,
// the piece standing on it is its child <div class="piece" data-piece="wN">.

import { pieceSvg, PIECE_NAMES, COLOR_NAMES } from './pieces.js';
import * as anim from './anim.js';

const FILES = 'abcdefgh';
export const SQUARES = [];
for (let r = 1; r <= 8; r++) for (let f = 0; f < 8; f++) SQUARES.push(FILES[f] + r);

const fileOf = sq => FILES.indexOf(sq[0]);
const rankOf = sq => Number(sq[1]) - 1;

export function describe(code) {
  return code ? `${COLOR_NAMES[code[0]]} ${PIECE_NAMES[code[1].toLowerCase()]}` : 'empty';
}

function makePiece(code) {
  const el = document.createElement('div');
  el.className = `piece ${code[0]}`;
  el.dataset.piece = code;
  el.setAttribute('aria-hidden', 'true');
  el.innerHTML = pieceSvg(code);
  return el;
}

function setCode(el, code) {
  el._pendingCode = null;
  if (el.dataset.piece === code && el.firstElementChild?.dataset.role === code[1].toLowerCase()) return;
  el.dataset.piece = code;
  el.className = el.className.replace(/\b[wb]\b/, code[0]);
  el.innerHTML = pieceSvg(code);
}

/**
 * @param {HTMLElement} root  the element that becomes the 8x8 grid
 * @param {object} on         callbacks: square(sq), dragStart(sq) -> bool, drop(from, to),
 *                            dragCancel(from), escape()
 */
export function createBoard(root, on) {
  const squares = new Map();
  let pieces = new Map();          // square -> piece element on screen
  let view = { orientation: 'w', pieces: {} };
  let orientation = null;
  let focusSq = 'e2';

  for (const sq of SQUARES) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'sq' + ((fileOf(sq) + rankOf(sq)) % 2 === 0 ? ' dark' : '');
    b.dataset.square = sq;
    b.tabIndex = -1;
    squares.set(sq, b);
    root.append(b);
  }

  function layout(orient) {
    orientation = orient;
    root.dataset.orientation = orient;
    for (const [sq, b] of squares) {
      const f = fileOf(sq), r = rankOf(sq);
      const row = orient === 'w' ? 8 - r : r + 1;
      const col = orient === 'w' ? f + 1 : 8 - f;
      b.style.gridArea = `${row} / ${col}`;
      b.querySelectorAll('.coord').forEach(c => c.remove());
      if (row === 8) b.insertAdjacentHTML('beforeend', `<span class="coord file" aria-hidden="true">${sq[0]}</span>`);
      if (col === 1) b.insertAdjacentHTML('beforeend', `<span class="coord rank" aria-hidden="true">${sq[1]}</span>`);
    }
  }

  function squareAt(x, y) {
    const r = root.getBoundingClientRect();
    const col = Math.floor(((x - r.left) / r.width) * 8), row = Math.floor(((y - r.top) / r.height) * 8);
    if (col < 0 || col > 7 || row < 0 || row > 7) return null;
    const f = orientation === 'w' ? col : 7 - col, rank = orientation === 'w' ? 7 - row : row;
    return FILES[f] + (rank + 1);
  }

  // ---- rendering ---------------------------------------------------------------------------
  function render(next, hint = {}) {
    view = next;
    if (orientation !== next.orientation) layout(next.orientation);
    const targets = new Map((next.targets || []).map(t => [t.square, t]));
    const marks = new Set(next.marks || []);
    for (const [sq, b] of squares) {
      const code = next.pieces[sq];
      b.setAttribute('aria-label', `${sq}, ${describe(code)}`);
      b.classList.toggle('selected', next.selected === sq);
      b.setAttribute('aria-pressed', String(next.selected === sq));
      b.classList.toggle('target', targets.has(sq));
      b.classList.toggle('capture', !!targets.get(sq)?.capture);
      b.classList.toggle('last', !!next.lastMove && (next.lastMove.from === sq || next.lastMove.to === sq));
      b.classList.toggle('check', next.check === sq);
      b.classList.toggle('marked', marks.has(sq));
      b.tabIndex = sq === focusSq ? 0 : -1;
    }
    placePieces(next.pieces, hint);
  }

  function placePieces(target, hint) {
    const animate = !hint.instant && anim.getDuration() > 0;
    const old = new Map(pieces);
    const placed = new Map();                  // square -> element, the new layout
    const slides = [];                         // [element, rect it is drawn from]
    const fadeIns = new Set();
    const rectOf = el => el.getBoundingClientRect();

    // 1. the moves the hint names (king and rook together; taken first so swaps work)
    const m = hint.move;
    if (m) {
      const pairs = [[m.from, m.to]];
      if (m.rookFrom && m.rookTo) pairs.push([m.rookFrom, m.rookTo]);
      const capSq = m.captureSquare || (m.captured && !m.rookFrom ? m.to : null);
      const taken = [];
      for (const [a, b] of pairs) {
        const [src, dst] = hint.reverse ? [b, a] : [a, b];
        const el = old.get(src);
        if (el && target[dst] && el.dataset.piece[0] === target[dst][0]) { taken.push([el, dst]); old.delete(src); }
      }
      for (const [el, dst] of taken) placed.set(dst, el);
      if (hint.reverse && capSq) fadeIns.add(capSq);
    }
    // 2. pieces that stay where they are
    for (const [sq, code] of Object.entries(target)) {
      if (placed.has(sq)) continue;
      const el = old.get(sq);
      if (el && el.dataset.piece === code) { placed.set(sq, el); old.delete(sq); }
    }
    // 3. match pieces of the same kind that changed squares, nearest first (all of them without
    //    a hint; with one, whatever it did not name, e.g. a king whose castling `to` differs)
    if (animate) {
      for (const [sq, code] of Object.entries(target)) {
        if (placed.has(sq)) continue;
        let best = null, bestD = Infinity;
        for (const [osq, el] of old) {
          if (el.dataset.piece !== code) continue;
          const d = Math.abs(fileOf(osq) - fileOf(sq)) + Math.abs(rankOf(osq) - rankOf(sq));
          if (d < bestD) { best = osq; bestD = d; }
        }
        if (best) { placed.set(sq, old.get(best)); old.delete(best); }
      }
    }
    // 4. whatever is left of the old pieces goes (captured pieces fade where they stood)
    for (const el of old.values()) {
      el.classList.add('leaving');
      el.dataset.leaving = el.dataset.piece;
      el.removeAttribute('data-piece');
      if (animate) anim.fadeOut(el); else el.remove();
    }
    // 5. move elements into their squares (FLIP: measure first, then move, then slide)
    const moves = [];
    for (const [sq, el] of placed) {
      if (el.parentElement !== squares.get(sq)) moves.push([sq, el, rectOf(el)]);
      else if (el.style.transform) moves.push([sq, el, rectOf(el)]); // dropped after a drag
    }
    for (const [sq, el, rect] of moves) {
      anim.stop(el);
      el.style.transform = '';
      el.classList.remove('dragging');
      squares.get(sq).append(el);
      if (animate) slides.push([el, rect]);
    }
    // 6. new pieces (a captured piece coming back on undo fades in)
    for (const [sq, code] of Object.entries(target)) {
      if (placed.has(sq)) continue;
      const el = makePiece(code);
      squares.get(sq).append(el);
      placed.set(sq, el);
      if (animate && (fadeIns.has(sq) || !m)) anim.fadeIn(el);
    }
    for (const [el, rect] of slides) anim.slide(el, rect);
    // 7. pieces whose kind changed (promotion): forward, the pawn turns when it arrives
    for (const [sq, el] of placed) {
      const code = target[sq];
      if (el.dataset.piece === code) continue;
      const running = el.getAnimations();
      if (animate && running.length && !hint.reverse) {
        const token = {};
        el._pendingCode = token;
        Promise.all(running.map(a => a.finished.catch(() => {}))).then(() => {
          if (el._pendingCode === token) setCode(el, code);
        });
      } else setCode(el, code);
    }
    pieces = placed;
  }

  // ---- input: click, drag, keyboard -----------------------------------------------------------
  let press = null;        // { sq, x, y, id, el, dragging, dx, dy }
  let swallowClick = false;

  root.addEventListener('click', e => {
    const b = e.target.closest('.sq');
    if (swallowClick) { swallowClick = false; return; }
    if (!b || !root.contains(b)) return;
    on.square(b.dataset.square);
  });

  root.addEventListener('pointerdown', e => {
    swallowClick = false;
    if (e.button !== 0 || press) return;
    const b = e.target.closest('.sq');
    const el = b && pieces.get(b.dataset.square);
    if (!el) return;
    press = { sq: b.dataset.square, x: e.clientX, y: e.clientY, id: e.pointerId, el, dragging: false };
  });

  root.addEventListener('pointermove', e => {
    if (!press || e.pointerId !== press.id) return;
    if (!press.dragging) {
      if (Math.hypot(e.clientX - press.x, e.clientY - press.y) < 5) return;
      if (!on.dragStart(press.sq)) { press = null; return; }
      press.dragging = true;
      try { root.setPointerCapture(e.pointerId); } catch { /* not all pointers can be captured */ }
      anim.stop(press.el);
      const r = press.el.getBoundingClientRect();
      press.cx = r.left + r.width / 2; press.cy = r.top + r.height / 2;
      press.el.classList.add('dragging');
    }
    press.el.style.transform = `translate(${e.clientX - press.cx}px, ${e.clientY - press.cy}px)`;
  });

  function endPress(e, cancelled) {
    if (!press || e.pointerId !== press.id) return;
    const p = press;
    press = null;
    if (!p.dragging) return;
    swallowClick = true;
    const to = cancelled ? null : squareAt(e.clientX, e.clientY);
    if (to && to !== p.sq) on.drop(p.sq, to);
    else on.dragCancel(p.sq);
    // not moved by a render (refused, cancelled or waiting for a promotion choice): go home
    if (p.el.style.transform && p.el.isConnected) {
      const rect = p.el.getBoundingClientRect();
      p.el.style.transform = '';
      p.el.classList.remove('dragging');
      anim.slide(p.el, rect);
    }
  }
  root.addEventListener('pointerup', e => endPress(e, false));
  root.addEventListener('pointercancel', e => endPress(e, true));

  root.addEventListener('focusin', e => {
    const b = e.target.closest('.sq');
    if (b) { focusSq = b.dataset.square; for (const [sq, s] of squares) s.tabIndex = sq === focusSq ? 0 : -1; }
  });
  root.addEventListener('keydown', e => {
    swallowClick = false;
    const b = e.target.closest('.sq');
    if (!b) return;
    const dirs = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    if (dirs[e.key]) {
      e.preventDefault();
      let [df, dr] = dirs[e.key];
      if (orientation === 'b') { df = -df; dr = -dr; }
      const f = Math.min(7, Math.max(0, fileOf(b.dataset.square) + df));
      const r = Math.min(7, Math.max(0, rankOf(b.dataset.square) + dr));
      squares.get(FILES[f] + (r + 1)).focus();
    } else if (e.key === 'Escape') {
      on.escape();
    }
  });

  // ---- promotion picker ------------------------------------------------------------------------
  /** Shows the choices on the promotion square's file; resolves to a role or null. */
  function pickPromotion(square, color, roles) {
    const wrap = root.parentElement;
    const shade = document.createElement('div');
    shade.className = 'picker-shade';
    const menu = document.createElement('div');
    menu.className = 'picker';
    menu.setAttribute('role', 'dialog');
    menu.setAttribute('aria-label', `Promote the pawn on ${square}`);
    const col = orientation === 'w' ? fileOf(square) : 7 - fileOf(square);
    const row = orientation === 'w' ? 7 - rankOf(square) : rankOf(square);
    const fromTop = row < 4;
    menu.style.left = `${col * 12.5}%`;
    if (fromTop) menu.style.top = `${row * 12.5}%`; else menu.style.bottom = `${(7 - row) * 12.5}%`;
    const ordered = fromTop ? roles : [...roles].reverse();
    for (const role of ordered) {
      const btn = document.createElement('button');
      btn.type = 'button';
      btn.dataset.promotion = role;
      btn.setAttribute('aria-label', `Promote to ${PIECE_NAMES[role]}`);
      btn.append(makePiece(color + role.toUpperCase()));
      btn.firstChild.removeAttribute('data-piece');
      menu.append(btn);
    }
    wrap.append(shade, menu);
    return new Promise(resolve => {
      const close = role => {
        shade.remove(); menu.remove();
        document.removeEventListener('keydown', onKey, true);
        resolve(role);
      };
      const onKey = e => {
        if (e.key === 'Escape') { e.preventDefault(); e.stopPropagation(); close(null); }
      };
      document.addEventListener('keydown', onKey, true);
      shade.addEventListener('click', () => close(null));
      menu.addEventListener('click', e => {
        const btn = e.target.closest('button');
        if (btn) close(btn.dataset.promotion);
      });
      menu.querySelector(`[data-promotion="${roles[0]}"]`).focus();
    });
  }

  return {
    render,
    get view() { return view; },
    square: sq => squares.get(sq),
    piece: sq => pieces.get(sq),
    shake(sq) { anim.shake(pieces.get(sq)); },
    flash(sq) { anim.flash(squares.get(sq)); },
    focus(sq) { squares.get(sq)?.focus(); },
    pickPromotion,
    settled: () => anim.settled(root),
  };
}
