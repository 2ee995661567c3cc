// Animations for the board, with the Web Animations API. No chess here: only elements,
// rectangles and time. Everything is skipped under prefers-reduced-motion.

const motionQuery = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;
let duration = 200;

export function reducedMotion() { return !!(motionQuery && motionQuery.matches); }
/** Slide/fade duration in ms (replay at high speed shortens it). */
export function setDuration(ms) { duration = Math.max(0, Math.min(400, ms)); }
export function getDuration() { return reducedMotion() ? 0 : duration; }

/** Cancel running animations on el (they would fight the next one). */
export function stop(el) { for (const a of el.getAnimations()) a.cancel(); }

/**
 * FLIP slide: the element is already in its new place; it is drawn from `fromRect` (where it
 * was on screen) back to where it is now.
 */
export function slide(el, fromRect) {
  const ms = getDuration();
  if (!ms || !fromRect) return null;
  const to = el.getBoundingClientRect();
  // screen pixels per CSS pixel of the translate (a scaled or zoomed page; 1 otherwise)
  const sx = to.width / el.offsetWidth || 1, sy = to.height / el.offsetHeight || 1;
  const dx = (fromRect.left - to.left) / sx, dy = (fromRect.top - to.top) / sy;
  if (Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5) return null;
  el.classList.add('moving');
  const a = el.animate(
    [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'translate(0, 0)' }],
    { duration: ms, easing: 'cubic-bezier(.25,.7,.3,1)' });
  const done = () => el.classList.remove('moving');
  a.finished.then(done, done);
  return a;
}

/** Fade out and then remove the element. */
export function fadeOut(el) {
  const ms = getDuration();
  if (!ms) { el.remove(); return null; }
  const a = el.animate([{ opacity: 1, transform: 'scale(1)' }, { opacity: 0, transform: 'scale(0.85)' }],
    { duration: ms, easing: 'ease-in', fill: 'forwards' });
  const done = () => el.remove();
  a.finished.then(done, done);
  return a;
}

export function fadeIn(el) {
  const ms = getDuration();
  if (!ms) return null;
  return el.animate([{ opacity: 0 }, { opacity: 1 }], { duration: ms, easing: 'ease-out' });
}

/** A short horizontal shake: "no". */
export function shake(el) {
  if (!el || reducedMotion()) return null;
  return el.animate(
    [{ transform: 'translateX(0)' }, { transform: 'translateX(-9%)' }, { transform: 'translateX(8%)' },
      { transform: 'translateX(-5%)' }, { transform: 'translateX(3%)' }, { transform: 'translateX(0)' }],
    { duration: 320, easing: 'ease-out' });
}

/** Flash a square red (CSS class, so it also shows under reduced motion as a static mark). */
export function flash(el) {
  if (!el) return;
  el.classList.remove('flash');
  void el.offsetWidth; // restart the CSS animation
  el.classList.add('flash');
  setTimeout(() => el.classList.remove('flash'), 600);
}

/** Resolves when every animation running inside root has finished. */
export function settled(root) {
  return Promise.all(root.getAnimations({ subtree: true }).map(a => a.finished.catch(() => {})));
}
