// The panels around the board: status line, ruling, move list, controls, FEN and PGN fields,
// and the replay of real games. They show what main.js hands them and report clicks back;
// like the board, they hold no chess rules.

import * as i18n from './i18n.js';

const { t } = i18n;

const $ = id => document.getElementById(id);

export function createPanels(on) {
  const el = {
    status: $('status'), ruling: $('ruling'), rulingLabel: $('ruling-label'), rulingText: $('ruling-text'),
    moves: $('movelist'), fen: $('fen'), fen960: $('fen-960'), pgn: $('pgn'),
    first: $('btn-first'), undo: $('btn-undo'), redo: $('btn-redo'), last: $('btn-last'),
    flip: $('btn-flip'), newGame: $('btn-new'), new960: $('btn-960'),
    fenLoad: $('fen-load'), fenCopy: $('fen-copy'), pgnLoad: $('pgn-load'), pgnCopy: $('pgn-copy'),
    select: $('replay-select'), info: $('replay-info'), play: $('replay-play'),
    step: $('replay-step'), back: $('replay-back'), speed: $('replay-speed'),
    notation: $('notation'),
  };

  el.notation.addEventListener('change', () => on.notation(el.notation.value));
  el.first.addEventListener('click', () => on.start());
  el.undo.addEventListener('click', () => on.undo());
  el.redo.addEventListener('click', () => on.redo());
  el.last.addEventListener('click', () => on.goto(Infinity));
  el.flip.addEventListener('click', () => on.flip());
  el.newGame.addEventListener('click', () => on.newGame());
  el.new960.addEventListener('click', () => on.new960());
  el.fenLoad.addEventListener('click', () => on.loadFen(el.fen.value, el.fen960.checked));
  el.fen.addEventListener('keydown', e => { if (e.key === 'Enter') on.loadFen(el.fen.value, el.fen960.checked); });
  el.fen960.addEventListener('change', () => on.fen960?.(el.fen960.checked));
  el.fenCopy.addEventListener('click', () => copy(el.fen.value, el.fenCopy));
  el.pgnLoad.addEventListener('click', () => on.loadPgn(el.pgn.value));
  el.pgn.addEventListener('paste', () => setTimeout(() => on.loadPgn(el.pgn.value), 0));
  el.pgnCopy.addEventListener('click', () => { const t = on.pgnText(); el.pgn.value = t; copy(t, el.pgnCopy); });
  el.moves.addEventListener('click', e => {
    const b = e.target.closest('[data-node]');
    if (b) on.gotoNode(Number(b.dataset.node));
  });
  el.select.addEventListener('change', () => on.replaySelect(Number(el.select.value)));
  el.play.addEventListener('click', () => on.replayToggle());
  el.step.addEventListener('click', () => on.redo());
  el.back.addEventListener('click', () => on.undo());
  el.speed.addEventListener('input', () => on.replaySpeed(Number(el.speed.value)));
  el.info.addEventListener('click', e => {
    const b = e.target.closest('[data-goto]');
    if (b) on.goto(Number(b.dataset.goto));
  });

  async function copy(text, button) {
    try {
      await navigator.clipboard.writeText(text);
      flashLabel(button, t('copied'));
    } catch {
      flashLabel(button, t('copyFailed'));
    }
  }
  // Shows `text` on the button for a moment, then its label in the page's language at that
  // time (the language may have changed meanwhile).
  function flashLabel(button, text) {
    const key = button.dataset.i18n;
    const old = button.textContent;
    button.textContent = text;
    clearTimeout(button.flashTimer);
    button.flashTimer = setTimeout(() => { button.textContent = key ? t(key) : old; }, 1200);
  }

  // NAGs shown as their glyphs (the common ones), else as written ($n)
  const NAG = { 1: '!', 2: '?', 3: '!!', 4: '??', 5: '!?', 6: '?!', 10: '=', 13: '∞', 14: '⩲', 15: '⩱', 16: '±', 17: '∓', 18: '+−', 19: '−+' };
  const numberText = (node, dots) => `${i18n.number(node.number)}${dots ? '…' : '.'}`;

  /** A move of the tree (view.js treeOf) as a button: Enter, Space or a click goes to it. */
  function moveButton(node, main) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'mv' + (node.played ? '' : ' future');
    b.dataset.node = String(node.id);
    if (main) b.dataset.ply = String(node.ply);
    const san = on.formatSan(node.san);
    const nags = node.nags.map(n => NAG[n] ?? `$${n}`).join('');
    b.textContent = san + nags;
    b.setAttribute('aria-label', `${i18n.number(node.number)}${node.white ? '.' : '...'} ${san}${nags}`);
    if (node.current) b.setAttribute('aria-current', 'true');
    return b;
  }
  function commentEl(text, tag = 'span') {
    const c = document.createElement(tag);
    c.className = 'comment';
    c.dir = 'auto'; // a comment reads in its own direction, whatever the page's
    c.textContent = text;
    return c;
  }
  /** A line of a variation, inline: numbers where PGN writes them, comments, nested lines in parentheses. */
  function variationEl(line, depth) {
    const v = document.createElement(depth ? 'span' : 'div');
    v.className = 'variation';
    v.setAttribute('role', 'group');
    v.setAttribute('aria-label', t('variation'));
    if (depth) v.append('(');
    let numbered = true; // the next black move says its number (first move, after a comment or a line)
    for (const node of line) {
      for (const c of node.before) { v.append(commentEl(c), ' '); numbered = true; }
      if (node.white || numbered) {
        const n = document.createElement('span');
        n.className = 'vnum';
        n.textContent = numberText(node, !node.white);
        v.append(n);
      }
      v.append(moveButton(node, false), ' ');
      numbered = false;
      for (const c of node.after) { v.append(commentEl(c), ' '); numbered = true; }
      for (const sub of node.variations) { v.append(variationEl(sub, depth + 1), ' '); numbered = true; }
    }
    if (depth) { v.lastChild?.remove?.(); v.append(')'); }
    return v;
  }

  /**
   * The game's tree (view.js treeOf): the main line in rows of a move pair; a comment or the
   * variations of a move break the rows, shown under the move they follow, nested lines inside.
   */
  function renderMoves(tree) {
    const frag = document.createDocumentFragment();
    const aside = children => {
      const li = document.createElement('li');
      li.className = 'aside';
      li.append(...children);
      return li;
    };
    if (tree.comments.length) frag.append(aside(tree.comments.map(c => commentEl(c, 'p'))));
    if (!tree.main.length) {
      const li = document.createElement('li');
      li.className = 'empty';
      li.textContent = t('noMoves');
      frag.append(li);
    }
    let li = null;
    for (const node of tree.main) {
      if (node.before.length) { frag.append(aside(node.before.map(c => commentEl(c, 'p')))); li = null; }
      if (node.white || !li) {
        li = document.createElement('li');
        const n = document.createElement('span');
        n.className = 'num';
        n.textContent = numberText(node, false);
        li.append(n);
        if (!node.white) { // "1. … e5": Black's move in its column
          const gap = document.createElement('span');
          gap.className = 'gap';
          gap.textContent = '…';
          li.append(gap);
        }
        frag.append(li);
      }
      li.append(moveButton(node, true));
      const extra = [...node.after.map(c => commentEl(c, 'p')), ...node.variations.map(v => variationEl(v, 0))];
      if (extra.length) { frag.append(aside(extra)); li = null; } else if (!node.white) li = null;
    }
    el.moves.replaceChildren(frag);
    const current = el.moves.querySelector('[aria-current="true"]');
    if (current) {
      // into view inside the list only (the page itself does not scroll)
      const box = el.moves.getBoundingClientRect(), r = current.getBoundingClientRect();
      if (r.top < box.top) el.moves.scrollTop -= box.top - r.top;
      else if (r.bottom > box.bottom) el.moves.scrollTop += r.bottom - box.bottom;
    }
  }

  // The status line is rewritten only when its text changes (moves are announced in words by
  // the page's live region, #announce, once each).
  function update(s) {
    const shown = el.status.firstElementChild;
    if (!shown || shown.textContent !== s.status || shown.classList.contains('over') !== !!s.over) {
      const span = document.createElement('span');
      span.textContent = s.status;
      if (s.over) span.className = 'over';
      el.status.replaceChildren(span);
    }
    if (document.activeElement !== el.fen) el.fen.value = s.fen;
    // A refused FEN stays in its box to be corrected, marked as not the board's position (the
    // ruling says why) until the box shows the game's FEN again.
    if (s.fenInvalid) {
      el.fen.setAttribute('aria-invalid', 'true');
      el.fen.setAttribute('aria-describedby', 'ruling-text');
    } else {
      el.fen.removeAttribute('aria-invalid');
      el.fen.removeAttribute('aria-describedby');
    }
    el.fen960.checked = s.chess960;
    renderMoves(s.tree);
    el.first.disabled = el.undo.disabled = el.back.disabled = s.ply === 0;
    el.last.disabled = el.redo.disabled = el.step.disabled = s.ply >= s.line.length;
    el.play.textContent = s.playing ? t('pause') : t('play');
    el.play.setAttribute('aria-label', s.playing ? t('pause') : t('play'));
    el.play.disabled = !s.playing && s.ply >= s.line.length;
  }

  // Where the ruling shows: under the board (a move), or under the FEN or PGN box whose text it
  // is about, where the visitor is looking (on a phone those boxes are far below the board).
  const rulingHome = { board: $('board').parentElement, fen: el.fen.closest('.row'), pgn: el.pgn };

  /**
   * Shows a ruling's text (hidden when empty); `ruling` adds data-code/-article/-squares, and
   * its `label` (an i18n key: 'notAllowed' for a refused move, 'cannotLoad' for a FEN or PGN
   * that cannot be loaded) the words before the text; none without one. Its `place` ('fen',
   * 'pgn', else the board) is where it shows.
   */
  function showRuling(text, ruling) {
    if (!text) {
      el.ruling.hidden = true; el.rulingText.textContent = '';
      for (const k of ['code', 'article', 'squares']) delete el.ruling.dataset[k];
      return;
    }
    const place = rulingHome[ruling?.place] ? ruling.place : 'board';
    if (rulingHome[place].nextElementSibling !== el.ruling) rulingHome[place].after(el.ruling);
    el.ruling.dataset.place = place;
    const label = ruling && ruling.label;
    el.rulingLabel.hidden = !label;
    if (label) {
      el.rulingLabel.dataset.i18n = label; // so that the language menu rewrites it
      el.rulingLabel.textContent = t(label);
    }
    el.rulingText.textContent = text;
    if (ruling && ruling.code) {
      el.ruling.dataset.code = ruling.code;
      if (ruling.article) el.ruling.dataset.article = ruling.article;
      else delete el.ruling.dataset.article;
      el.ruling.dataset.squares = ruling.squares.join(' ');
    } else {
      for (const k of ['code', 'article', 'squares']) delete el.ruling.dataset[k];
    }
    el.ruling.hidden = false;
    if (place !== 'board') el.ruling.scrollIntoView({ block: 'nearest' });
  }

  /**
   * Before the package is ready every control is disabled (the HTML says so, for assistive
   * technology too: `disabled`, and `aria-busy` on the board's section); ready() enables them.
   * The next update() disables those that lead nowhere (undo at the start, ...).
   */
  function ready() {
    for (const c of document.querySelectorAll('[data-needs-package]')) c.disabled = false;
    $('board').closest('[aria-busy]')?.removeAttribute('aria-busy');
  }

  const FEATURE_LABEL = {
    'castling-kingside': () => 'O-O', 'castling-queenside': () => 'O-O-O', 'en-passant': () => t('en-passant'),
    'promotion': () => t('promotion'), 'under-promotion': () => t('under-promotion'), 'checkmate': () => t('checkmate-chip'),
  };
  function showGame(g, index) {
    el.select.value = String(index ?? -1);
    if (!g) { el.info.replaceChildren(); return; }
    const esc = t => String(t ?? '').replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
    const elo = e => (e ? ` (${esc(e)})` : '');
    const chips = Object.entries(g.featurePlies || {}).map(([f, plies]) =>
      `<button type="button" class="chip" data-goto="${plies[0] - 1}" title="${esc(t('chipTitle'))}">${esc(FEATURE_LABEL[f] ? FEATURE_LABEL[f]() : f)}</button>`).join('');
    el.info.innerHTML =
      `<div><strong>${esc(g.white)}</strong>${elo(g.whiteElo)} – <strong>${esc(g.black)}</strong>${elo(g.blackElo)} · ${esc(g.result)}</div>`
      + `<div>${esc(g.event)}, ${esc(g.date)}${g.site ? ` · <a href="${esc(g.site)}" target="_blank" rel="noopener">${esc(g.site.replace(/^https?:\/\//, ''))}</a>` : ''}</div>`
      + `<div class="chips">${chips}</div>`;
  }

  return { update, showRuling, showGame, ready, speed: () => Number(el.speed.value), els: el };
}
