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
//   movable      ['e2', ...]                  squares a touch may start a drag from (the
//                                             side to move's pieces); a swipe from any other
//                                             square scrolls the page (from a piece:
//                                             on.swipeFrom(sq))
//
// render(view, hint) animates from what is on screen to the new view. hint.move is the package's
// Move object (from, to, rookFrom/rookTo for castling, captureSquare for en passant);
// hint.reverse plays it backwards (undo). Without a hint, pieces that changed squares are
// matched by kind and slid; hint.instant draws without animation.
//
// At the end of every render the drawn pieces equal view.pieces (a promotion shows the new
// piece at once, whatever runs or is cancelled later).
//
// DOM hooks: each square is <button class="sq" data-square="e4" aria-label="e4, white knight">
// (the label from on.label, in the page's language), the piece standing on it is its child
// <div class="piece" data-piece="wN">.

import { pieceSvg } from './pieces.js';
import * as anim from './anim.js';

const FILES = 'abcdefgh';
export const SQUARES = [];
for (let r = 1; r <= 8; r++) for (let f = 0; f < 8; f++) SQUARES.push(FILES[f] + r);

const fileOf = sq => FILES.indexOf(sq[0]);
const rankOf = sq => Number(sq[1]) - 1;

function makePiece(code) {
  const el = document.createElement('div');
  el.className = `piece ${code[0]}`;
  el.dataset.piece = code;
  el.setAttribute('aria-hidden', 'true');
  el.innerHTML = pieceSvg(code);
  return el;
}

function setCode(el, code) {
  if (el.dataset.piece === code && el.firstElementChild?.dataset.role === code[1].toLowerCase()) return;
  el.dataset.piece = code;
  el.className = el.className.replace(/\b[wb]\b/, code[0]);
  el.innerHTML = pieceSvg(code);
}

/**
 * @param {HTMLElement} root  the element that becomes the 8x8 grid
 * @param {object} on         callbacks: square(sq), dragStart(sq) -> bool, drop(from, to),
 *                            dragCancel(from), escape(), swipeFrom(sq) (optional: a touch
 *                            from a piece not movable scrolled); and the texts: label(sq, code) for a
 *                            square, promoteOn(sq) and promoteTo(role) for the picker;
 *                            arrowsStepMoves (the demo: ← → walk the moves)
 */
export function createBoard(root, on) {
  const squares = new Map();
  let pieces = new Map();          // square -> piece element on screen
  let view = { orientation: 'w', pieces: {} };
  let orientation = null;
  let focusSq = 'e2';
  // Disabled (while the page waits for the package): drawn, but every square a disabled button
  // in a group marked aria-disabled, and no press starts anything.
  let enabled = root.getAttribute('aria-disabled') !== 'true';

  // Coordinates beside the board, outside its squares (inside them they would cover the pieces
  // of the edge files on a phone's small squares): in the board's wrapper, not read aloud (each
  // square's label names it).
  const files = document.createElement('div');
  const ranks = document.createElement('div');
  files.className = 'coords files';
  ranks.className = 'coords ranks';
  for (const c of [files, ranks]) c.setAttribute('aria-hidden', 'true');
  root.parentElement.append(files, ranks);

  for (const sq of SQUARES) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'sq' + ((fileOf(sq) + rankOf(sq)) % 2 === 0 ? ' dark' : '');
    b.dataset.square = sq;
    b.tabIndex = -1;
    b.disabled = !enabled;
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
    }
    // the file letters under the board, the rank numbers left of it, in the order drawn
    files.replaceChildren(...[...FILES].map(f => Object.assign(document.createElement('span'), { textContent: f })));
    ranks.replaceChildren(...'87654321'.split('').map(r => Object.assign(document.createElement('span'), { textContent: r })));
    if (orient === 'b') { files.append(...[...files.children].reverse()); ranks.append(...[...ranks.children].reverse()); }
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
    const movable = new Set(enabled ? next.movable || [] : []);
    for (const [sq, b] of squares) {
      const code = next.pieces[sq];
      b.setAttribute('aria-label', on.label(sq, code));
      b.classList.toggle('selected', next.selected === sq);
      b.setAttribute('aria-pressed', String(next.selected === sq));
      b.classList.toggle('target', targets.has(sq));
      b.classList.toggle('capture', !!targets.get(sq)?.capture);
      b.classList.toggle('last', !!next.lastMove && (next.lastMove.from === sq || next.lastMove.to === sq));
      b.classList.toggle('check', next.check === sq);
      b.classList.toggle('marked', marks.has(sq));
      // a touch there may drag (touch-action: none); elsewhere a swipe scrolls the page
      b.classList.toggle('movable', movable.has(sq));
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
    // 7. pieces whose kind changed (promotion, or its undo): drawn as they now are, at once
    for (const [sq, el] of placed) setCode(el, target[sq]);
    pieces = placed;
  }

  // ---- input: click, drag, keyboard -----------------------------------------------------------
  // A press on a piece becomes a drag once the pointer moves 5 px. A drag ends with a drop only
  // on its own pointerup; every interruption ends it with no move and the piece goes home:
  // pointercancel, the window losing focus, a right-click (a second button or the context menu),
  // Escape, and a pointer that comes back with no button held (released outside the window).
  let press = null;        // { sq, x, y, id, el, dragging, cx, cy, sx, sy }
  let swallowClick = false;
  let swipe = null;        // { sq, id }: a touch on a piece not movable (a tap, or a scroll: pointercancel)

  root.addEventListener('click', e => {
    const b = e.target.closest('.sq');
    if (swallowClick) { swallowClick = false; return; }
    if (!b || !root.contains(b) || !enabled) return;
    on.square(b.dataset.square);
  });

  root.addEventListener('pointerdown', e => {
    swallowClick = false;
    const second = swipe; // a second finger: a pinch
    swipe = null;
    if (press) { cancelPress(); return; } // a second button or finger interrupts a press
    if (e.button !== 0 || !enabled) return;
    const b = e.target.closest('.sq');
    const el = b && pieces.get(b.dataset.square);
    if (!el) return;
    // a touch may take the gesture only from a piece that can move (else it stays a tap)
    if (e.pointerType === 'touch' && !(view.movable || []).includes(b.dataset.square)) {
      if (!second && on.swipeFrom) swipe = { sq: b.dataset.square, id: e.pointerId };
      return;
    }
    press = { sq: b.dataset.square, x: e.clientX, y: e.clientY, id: e.pointerId, el, dragging: false };
  });

  root.addEventListener('pointermove', e => {
    if (!press || e.pointerId !== press.id) return;
    if ((e.buttons & 1) === 0 || e.button > 0) { cancelPress(); return; } // released elsewhere, or another button
    if (!press.dragging) {
      if (Math.hypot(e.clientX - press.x, e.clientY - press.y) < 5) return;
      if (!on.dragStart(press.sq)) { press = null; return; }
      press.dragging = true;
      try { root.setPointerCapture(e.pointerId); } catch { /* not all pointers can be captured */ }
      anim.stop(press.el);
      const r = press.el.getBoundingClientRect();
      press.cx = r.left + r.width / 2; press.cy = r.top + r.height / 2;
      // A page may scale the board (transform: scale on it or a container, zoom): a CSS pixel
      // of the piece's translate is then not a pixel of the screen. Screen pixels per CSS
      // pixel, from the board's drawn box against its layout size.
      const box = root.getBoundingClientRect();
      press.sx = box.width / root.offsetWidth || 1;
      press.sy = box.height / root.offsetHeight || 1;
      press.el.classList.add('dragging');
    }
    press.el.style.transform = `translate(${(e.clientX - press.cx) / press.sx}px, ${(e.clientY - press.cy) / press.sy}px)`;
  });

  /** Ends the press; a drag drops on `to` (null: no move) and its piece goes home unless a render moved it. */
  function endPress(to) {
    const p = press;
    press = null;
    if (!p || !p.dragging) return;
    swallowClick = true;
    try { root.releasePointerCapture(p.id); } catch { /* already released */ }
    if (to && to !== p.sq) on.drop(p.sq, to);
    else on.dragCancel(p.sq);
    if (p.el.style.transform && p.el.isConnected) {
      const rect = p.el.getBoundingClientRect();
      p.el.style.transform = '';
      p.el.classList.remove('dragging');
      anim.slide(p.el, rect);
    }
  }
  function cancelPress() { endPress(null); }
  root.addEventListener('pointerup', e => {
    if (swipe?.id === e.pointerId) swipe = null; // a tap
    if (press && e.pointerId === press.id) endPress(squareAt(e.clientX, e.clientY));
  });
  root.addEventListener('pointercancel', e => {
    if (swipe?.id === e.pointerId) { on.swipeFrom(swipe.sq); swipe = null; } // the page scrolled
    if (press && e.pointerId === press.id) cancelPress();
  });
  root.addEventListener('lostpointercapture', e => { if (e.target === root && press?.dragging && e.pointerId === press.id) cancelPress(); });
  window.addEventListener('blur', () => cancelPress());
  window.addEventListener('contextmenu', e => {
    if (!press) return;
    if (press.dragging) e.preventDefault();
    cancelPress();
  }, true);
  document.addEventListener('keydown', e => {
    if (press && e.key === 'Escape') { e.preventDefault(); cancelPress(); on.escape(); }
  }, true);

  // With arrowsStepMoves, the arrows move the ring only for a keyboard user: not after a press
  // on the board, until Tab, Enter or Space (else main.js walks the moves).
  let ringKeys = true;
  root.addEventListener('pointerdown', () => { ringKeys = false; }, true);
  document.addEventListener('keydown', e => {
    if (e.key === 'Tab' || ((e.key === 'Enter' || e.key === ' ') && e.target?.closest?.('.sq'))) ringKeys = true;
  }, true);

  root.addEventListener('focusin', e => {
    const b = e.target.closest('.sq');
    if (b) { focusSq = b.dataset.square; for (const [sq, s] of squares) s.tabIndex = sq === focusSq ? 0 : -1; }
  });
  root.addEventListener('keydown', e => {
    swallowClick = false;
    const b = e.target.closest('.sq');
    if (!b) return;
    const dirs = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    if (dirs[e.key] && (ringKeys || !on.arrowsStepMoves)) {
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
  // A modal dialog (www/picker.js, loaded at the first promotion: its name in a variable keeps it
  // out of a page's first load).
  const PICKER = './picker.js';
  let closePicker = null;
  let asked = 0;

  /** Shows the choices on the promotion square's file; resolves to a role or null. */
  async function pickPromotion(square, color, roles) {
    closePicker?.(null);
    const mine = ++asked;
    const { openPicker } = await import(PICKER);
    if (mine !== asked) return null; // asked again meanwhile
    const col = orientation === 'w' ? fileOf(square) : 7 - fileOf(square);
    const row = orientation === 'w' ? 7 - rankOf(square) : rankOf(square);
    let mineClose = null;
    const role = await openPicker({
      wrap: root.parentElement, col, row, color, roles, label: on.promoteOn(square), roleLabel: on.promoteTo, makePiece,
      focusSquare: () => squares.get(square).focus(), opened: (close) => { closePicker = mineClose = close; },
    });
    if (closePicker === mineClose) closePicker = null;
    return role;
  }

  return {
    render,
    get view() { return view; },
    square: sq => squares.get(sq),
    piece: sq => pieces.get(sq),
    shake(sq) { anim.shake(pieces.get(sq)); },
    flash(sq) { anim.flash(squares.get(sq)); },
    focus(sq) { squares.get(sq)?.focus(); },
    /** Makes `sq` the board's one tab stop (tabindex 0) without moving the focus there. */
    tabStop(sq) {
      if (!squares.has(sq)) return;
      focusSq = sq;
      for (const [s, b] of squares) b.tabIndex = s === sq ? 0 : -1;
    },
    pickPromotion,
    /** Enables or disables the board (see `enabled`). */
    setEnabled(on) {
      enabled = !!on;
      if (enabled) root.removeAttribute('aria-disabled'); else root.setAttribute('aria-disabled', 'true');
      for (const b of squares.values()) b.disabled = !enabled;
    },
    /** Relabels the squares (the page's language changed). */
    relabel() { for (const [sq, b] of squares) b.setAttribute('aria-label', on.label(sq, view.pieces?.[sq])); },
    settled: () => anim.settled(root),
  };
}
