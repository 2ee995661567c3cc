// The promotion picker of board.js, loaded at the first promotion (board.js's pickPromotion).
// A modal dialog: a press anywhere outside it closes it with no choice and does nothing else
// (the press, its click and its focus change are swallowed), Tab and the arrows stay among its
// choices, other keys do nothing, Escape closes it. Every way out gives the focus back to the
// board, on the promotion square.

/**
 * Shows the choices `roles` of `color` in a column on the promotion square's file (`col`, `row`:
 * where the square is drawn, 0..7 from the top left), in `wrap` (the board's wrapper); resolves
 * to a role or null. `label`: the dialog's name; `roleLabel(role)`: each choice's;
 * `makePiece(code)`: a piece element; `focusSquare()`: the focus back to the square;
 * `opened(close)`: called at once with the function that closes it (close(null): no choice).
 */
export function openPicker({ wrap, col, row, color, roles, label, roleLabel, makePiece, focusSquare, opened }) {
  const shade = document.createElement('div');
  shade.className = 'picker-shade';
  const menu = document.createElement('div');
  menu.className = 'picker';
  menu.setAttribute('role', 'dialog');
  menu.setAttribute('aria-modal', 'true');
  menu.setAttribute('aria-label', label);
  const fromTop = row < 4;
  menu.style.left = `${col * 12.5}%`;
  if (fromTop) menu.style.top = `${row * 12.5}%`; else menu.style.bottom = `${(7 - row) * 12.5}%`;
  const ordered = fromTop ? roles : [...roles].reverse();
  for (const role of ordered) {
    const btn = document.createElement('button');
    btn.type = 'button';
    btn.dataset.promotion = role;
    btn.setAttribute('aria-label', roleLabel(role));
    btn.append(makePiece(color + role.toUpperCase()));
    btn.firstChild.removeAttribute('data-piece');
    menu.append(btn);
  }
  wrap.append(shade, menu);
  return new Promise(resolve => {
    const GUARDED = ['pointerdown', 'mousedown', 'touchstart', 'pointerup', 'mouseup', 'click'];
    let closing = false; // closed by a press outside: its release and click are swallowed too
    const guard = e => {
      if (closing && e.type === 'pointerdown') { unguard(); return; } // a new gesture
      if (!closing && menu.contains(e.target)) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      if (e.type === 'pointerdown' && !closing) { closing = true; close(null); }
      if (closing && e.type === 'click') unguard();
      else if (closing && e.type === 'pointerup') setTimeout(unguard, 500); // a tap's click may come later
    };
    const unguard = () => { for (const type of GUARDED) document.removeEventListener(type, guard, true); };
    for (const type of GUARDED) document.addEventListener(type, guard, { capture: true, passive: false });
    const close = role => {
      shade.remove(); menu.remove();
      document.removeEventListener('keydown', onKey, true);
      if (!closing) unguard();
      focusSquare();
      resolve(role);
    };
    opened(close);
    const buttons = [...menu.querySelectorAll('button')];
    const onKey = e => {
      const at = buttons.indexOf(document.activeElement);
      const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1, Tab: e.shiftKey ? -1 : 1 }[e.key];
      if (e.key === 'Escape') close(null);
      else if (step) buttons[(Math.max(at, 0) + step + buttons.length) % buttons.length].focus();
      else if (at < 0 || !['Enter', ' '].includes(e.key)) { /* nothing outside the dialog */ } else return;
      e.preventDefault();
      e.stopPropagation();
    };
    document.addEventListener('keydown', onKey, true);
    menu.addEventListener('click', e => {
      const btn = e.target.closest('button');
      if (btn) close(btn.dataset.promotion);
    });
    menu.querySelector(`[data-promotion="${roles[0]}"]`).focus();
  });
}
