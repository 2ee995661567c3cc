// The chess-arbiter piece set: drawn for this project (simple shapes on a 100x100 grid).
// Colours come from CSS: .pc-body uses --pc-fill/--pc-stroke, .pc-detail uses --pc-detail.
// White and black share the drawings; the theme decides the colours.

const BASE = 'M22 90h56a5 5 0 0 0 5-5v-3a5 5 0 0 0-5-5H22a5 5 0 0 0-5 5v3a5 5 0 0 0 5 5z';

const SHAPES = {
  p: `
    <path class="pc-body" d="${BASE}"/>
    <path class="pc-body" d="M33 77c2-12 8-19 11-25h12c3 6 9 13 11 25z"/>
    <path class="pc-body" d="M35 52a15 4.5 0 0 0 30 0a15 4.5 0 0 0-30 0z"/>
    <circle class="pc-body" cx="50" cy="33" r="14"/>`,
  r: `
    <path class="pc-body" d="${BASE}"/>
    <path class="pc-body" d="M30 77l4-33h32l4 33z"/>
    <path class="pc-body" d="M27 45V20h10v8h7v-8h12v8h7v-8h10v25z"/>
    <path class="pc-detail" d="M33 70h34M31 45h38"/>`,
  b: `
    <path class="pc-body" d="${BASE}"/>
    <path class="pc-body" d="M41 58c0 8-5 14-10 19h38c-5-5-10-11-10-19z"/>
    <path class="pc-body" d="M50 17c-13 9-19 21-17 30c2 8 8 11 17 11s15-3 17-11c2-9-4-21-17-30z"/>
    <circle class="pc-body" cx="50" cy="12" r="5"/>
    <path class="pc-detail" d="M57 27L47 41M38 62h24"/>`,
  n: `
    <path class="pc-body" d="${BASE}"/>
    <path class="pc-body" d="M31 77c-1-13 5-21 13-28l2-6c-5 4-11 6-16 6c-5 0-9-4-8-9c1-6 7-11 13-16c4-4 6-8 8-13l3-6l4 8c16 1 28 16 28 35c0 12-3 21-6 29z"/>
    <circle class="pc-detail-fill" cx="45" cy="27" r="3.2"/>
    <path class="pc-detail" d="M62 25c6 7 9 17 8 31M26 40l4-1"/>`,
  q: `
    <path class="pc-body" d="${BASE}"/>
    <path class="pc-body" d="M29 77L21 33L34 50L36 26L45 47L50 22L55 47L64 26L66 50L79 33L71 77z"/>
    <circle class="pc-body" cx="21" cy="31" r="5"/><circle class="pc-body" cx="36" cy="24" r="5"/>
    <circle class="pc-body" cx="50" cy="19" r="5"/><circle class="pc-body" cx="64" cy="24" r="5"/>
    <circle class="pc-body" cx="79" cy="31" r="5"/>
    <path class="pc-detail" d="M30 67h40"/>`,
  k: `
    <path class="pc-body" d="${BASE}"/>
    <path class="pc-body" d="M50 40c-9-10-31-9-31 9c0 9 6 16 11 28h40c5-12 11-19 11-28c0-18-22-19-31-9z"/>
    <path class="pc-body" d="M46 6h8v8h8v8h-8v19h-8V22h-8v-8h8z"/>
    <path class="pc-detail" d="M30 66h40M50 42v24"/>`,
};


/** SVG markup for a piece code like 'wN' / 'bp' (case of the letter is ignored). */
export function pieceSvg(code) {
  const role = code[1].toLowerCase();
  return `<svg viewBox="0 0 100 100" data-role="${role}" aria-hidden="true" focusable="false">${SHAPES[role]}</svg>`;
}
