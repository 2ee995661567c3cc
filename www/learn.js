// The tutorial page (learn.html): the lessons of chess-arbiter/lessons in order, on a plain
// board. The page knows no rule: whether a try is legal, the ruling and its shapes, whether the
// goal is met, all come from checkExercise; moves are said with the package's describeMove.
// Progress is kept in localStorage.
//
// Keyboard: the board is one tab stop (the square last focused, at first the learner's first
// piece); the arrow keys move among the squares as they are drawn, Enter or Space selects a
// piece and plays it onto a square, Escape drops the selection or closes the promotion
// choice. Choosing a lesson moves the focus to its title, so the next Tab reaches the board.
// Each move is said in the aria-live region #announce (describeMove), a ruling in #ruling
// (role="alert").
import { describeMove, legalMoves } from 'chess-arbiter';
import { checkExercise, lessonTexts, lessons, loadLessons } from 'chess-arbiter/lessons';
import { pieceSvg } from './pieces.js';
import { fenPieces, fenBlackToMove } from './fen.js';
import * as i18n from './i18n.js';

const STORE = 'chess-arbiter-learn';
const FILES = 'abcdefgh';
const BRUSH = { red: '#d62828', yellow: '#e0a800' };
const $ = (id) => document.getElementById(id);

let ui = {};
let done = new Set();
try { done = new Set(JSON.parse(localStorage.getItem(STORE) || '[]')); } catch { /* private mode */ }
const state = { lesson: 0, exercise: 0, played: [], fen: '', selected: null, finished: false, shapes: [], hint: null, focus: null };

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
/** An article number as the language writes it (Persian digits in Persian). */
const articleText = (a) => (lang() === 'fa' ? a.replace(/[0-9]/g, (d) => PERSIAN_DIGITS[d]) : a);
const current = () => lessons[state.lesson].exercises[state.exercise];
const lang = () => i18n.lang();
const orientation = () => (fenBlackToMove(current().fen) ? 'b' : 'w');

function save() {
  try { localStorage.setItem(STORE, JSON.stringify([...done])); } catch { /* private mode */ }
}

function say(text) { $('announce').textContent = text; }

function renderList() {
  const list = $('lessons');
  list.replaceChildren(...lessons.map((l, i) => {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.lesson = l.id;
    const complete = l.exercises.every((e) => done.has(e.id));
    b.textContent = `${articleText(l.article)} ${l.title[lang()]}`;
    if (complete) {
      const mark = document.createElement('span');
      mark.className = 'done-mark';
      mark.textContent = '✓';
      b.append(' ', mark);
    }
    b.setAttribute('aria-current', String(i === state.lesson));
    b.addEventListener('click', () => {
      start(i, 0);
      $('lesson-title').focus(); // the lesson's title is read, and the next Tab reaches the board
    });
    li.append(b);
    return li;
  }));
  const total = lessons.reduce((n, l) => n + l.exercises.length, 0);
  $('progress').textContent = ui.progress(done.size, total);
}

function squareXY(sq) {
  const f = FILES.indexOf(sq[0]);
  const r = Number(sq[1]) - 1;
  const white = orientation() === 'w';
  return [((white ? f : 7 - f) + 0.5) * 100, ((white ? 7 - r : r) + 0.5) * 100];
}

function drawShapes() {
  const svg = $('shapes');
  for (const el of svg.querySelectorAll('.shape')) el.remove();
  const ns = 'http://www.w3.org/2000/svg';
  for (const s of state.shapes) {
    const [x1, y1] = squareXY(s.orig);
    let el;
    if (s.dest) {
      const [x2, y2] = squareXY(s.dest);
      const len = Math.hypot(x2 - x1, y2 - y1);
      el = document.createElementNS(ns, 'line');
      el.setAttribute('x1', x1);
      el.setAttribute('y1', y1);
      el.setAttribute('x2', x2 - ((x2 - x1) / len) * 30);
      el.setAttribute('y2', y2 - ((y2 - y1) / len) * 30);
      el.setAttribute('stroke', BRUSH[s.brush]);
      el.setAttribute('stroke-width', 14);
      el.setAttribute('stroke-linecap', 'round');
      el.setAttribute('opacity', 0.85);
      el.setAttribute('marker-end', 'url(#head-red)');
      el.dataset.dest = s.dest;
    } else {
      el = document.createElementNS(ns, 'circle');
      el.setAttribute('cx', x1);
      el.setAttribute('cy', y1);
      el.setAttribute('r', 42);
      el.setAttribute('fill', 'none');
      el.setAttribute('stroke', BRUSH[s.brush]);
      el.setAttribute('stroke-width', 8);
    }
    el.classList.add('shape');
    el.dataset.orig = s.orig;
    el.dataset.brush = s.brush;
    svg.append(el);
  }
}

/** The squares as drawn, top left to bottom right. */
function drawnSquares() {
  const white = orientation() === 'w';
  const out = [];
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) out.push(FILES[white ? col : 7 - col] + ((white ? 7 - row : row) + 1));
  }
  return out;
}

/** The board's one tab stop: the square last focused, else the selected one, else the learner's first piece. */
function tabStop(pieces) {
  if (state.focus) return state.focus;
  if (state.selected) return state.selected;
  const us = fenBlackToMove(state.fen) ? 'b' : 'w';
  return drawnSquares().find((sq) => pieces[sq]?.[0] === us) ?? drawnSquares()[0];
}

function renderBoard() {
  const pieces = fenPieces(state.fen);
  const stop = tabStop(pieces);
  const goal = current().success.squares ?? [];
  const white = orientation() === 'w';
  const board = $('board');
  const squares = [];
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      const f = white ? col : 7 - col;
      const r = white ? 7 - row : row;
      const sq = FILES[f] + (r + 1);
      const b = document.createElement('button');
      b.type = 'button';
      b.className = `sq${(f + r) % 2 === 0 ? ' dark' : ''}`;
      b.dataset.square = sq;
      b.setAttribute('aria-label', i18n.squareLabel(sq, pieces[sq]));
      b.setAttribute('aria-pressed', String(state.selected === sq));
      b.tabIndex = sq === stop ? 0 : -1;
      if (state.selected === sq) b.classList.add('selected');
      if (state.hint === sq) b.classList.add('hint');
      if (goal.includes(sq)) b.classList.add('goal');
      if (pieces[sq]) {
        const p = document.createElement('div');
        p.className = `piece ${pieces[sq][0]}`;
        p.innerHTML = pieceSvg(pieces[sq]);
        b.append(p);
      }
      b.addEventListener('click', () => clickSquare(sq));
      squares.push(b);
    }
  }
  const focused = document.activeElement?.dataset?.square;
  board.replaceChildren(...squares);
  // coordinates beside the board, as on the demo: the goals name squares
  const strip = (cls, labels) => {
    let c = board.parentElement.querySelector(`.coords.${cls}`);
    if (!c) {
      c = document.createElement('div');
      c.className = `coords ${cls}`;
      c.setAttribute('aria-hidden', 'true');
      board.parentElement.append(c);
    }
    c.replaceChildren(...labels.map((text) => Object.assign(document.createElement('span'), { textContent: text })));
  };
  strip('files', white ? [...FILES] : [...FILES].reverse());
  strip('ranks', white ? [...'87654321'] : [...'12345678']);
  if (focused) board.querySelector(`[data-square="${focused}"]`)?.focus();
  drawShapes();
}

function renderTexts() {
  const l = lessons[state.lesson];
  const e = current();
  $('lesson-title').textContent = l.title[lang()];
  $('article').textContent = `${ui.article} ${articleText(l.article)}`;
  $('rule').textContent = l.rule[lang()];
  // the counter in the language's digits, kept left to right inside a right-to-left line
  const count = document.createElement('bdi');
  count.dir = 'ltr';
  count.textContent = `${i18n.number(state.exercise + 1)}/${i18n.number(l.exercises.length)}`;
  $('exercise-no').replaceChildren(`${ui.exercise} `, count, ':');
  $('goal').textContent = e.goal[lang()];
  for (const el of document.querySelectorAll('[data-ui]')) el.textContent = ui[el.dataset.ui];
  $('board').setAttribute('aria-label', `${l.title[lang()]}: ${e.goal[lang()]}`);
}

function clearRuling() {
  $('ruling').hidden = true;
  state.shapes = [];
}

const PLACE = 'chess-arbiter-learn-place';
/** The lesson and exercise open now, kept so that a reload returns to them. */
function savePlace() {
  try { localStorage.setItem(PLACE, JSON.stringify({ lesson: lessons[state.lesson].id, exercise: state.exercise })); } catch { /* private mode */ }
}
/** The place saved by savePlace, if its lesson and exercise still exist: [lesson, exercise]. */
function savedPlace() {
  try {
    const p = JSON.parse(localStorage.getItem(PLACE) || 'null');
    const li = lessons.findIndex((l) => l.id === p?.lesson);
    if (li >= 0 && Number.isInteger(p.exercise) && p.exercise >= 0 && p.exercise < lessons[li].exercises.length) return [li, p.exercise];
  } catch { /* private mode, or not ours */ }
  return [0, 0];
}

function start(li, ei) {
  Object.assign(state, { lesson: li, exercise: ei, played: [], fen: lessons[li].exercises[ei].fen, selected: null, finished: false, hint: null, focus: null });
  clearRuling();
  $('outcome').textContent = '';
  $('outcome').className = 'outcome';
  $('picker').hidden = true;
  document.body.dataset.played = '0';
  renderTexts();
  renderList();
  renderBoard();
  savePlace();
}

function next() {
  const l = lessons[state.lesson];
  if (state.exercise + 1 < l.exercises.length) start(state.lesson, state.exercise + 1);
  else if (state.lesson + 1 < lessons.length) start(state.lesson + 1, 0);
}

async function play(uci) {
  const before = state.fen;
  state.played.push(uci);
  state.selected = null;
  state.hint = null;
  const r = await checkExercise(current(), state.played, { lang: lang() });
  if (r.ruling) {
    state.played.pop();
    state.shapes = r.ruling.shapes;
    $('ruling-text').textContent = r.ruling.message;
    $('ruling').hidden = false;
    renderBoard();
    document.body.dataset.rulings = String(Number(document.body.dataset.rulings || 0) + 1);
    return;
  }
  clearRuling();
  const move = legalMoves(before, { lesson: true }).find((m) => m.uci === uci);
  state.fen = r.fen;
  const words = move ? describeMove(move, { lang: lang() }) : uci;
  if (r.done) {
    state.finished = true;
    done.add(current().id);
    save();
    $('outcome').textContent = ui.done;
    $('outcome').className = 'outcome done';
    say(`${words}. ${ui.done}`);
    renderList();
  } else if (r.failed) {
    state.finished = true;
    $('outcome').textContent = ui.failed;
    $('outcome').className = 'outcome';
    say(`${words}. ${ui.failed}`);
  } else {
    say(words);
  }
  renderBoard();
  document.body.dataset.played = String(state.played.length); // for tests: the move is processed
}

function choosePromotion(from, to) {
  const picker = $('picker');
  const color = fenPieces(state.fen)[from][0];
  picker.replaceChildren(...['q', 'r', 'b', 'n'].map((role) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.promotion = role;
    b.setAttribute('aria-label', i18n.promoteTo(role));
    b.innerHTML = `<div class="piece ${color}">${pieceSvg(color + role.toUpperCase())}</div>`;
    b.addEventListener('click', () => {
      picker.hidden = true;
      focusSquare(to);
      play(from + to + role);
    });
    return b;
  }));
  picker.onkeydown = (e) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    picker.hidden = true;
    state.selected = null;
    renderBoard();
    focusSquare(from);
  };
  picker.hidden = false;
  picker.querySelector('button').focus();
}

/** Moves the board's tab stop to `sq` and focuses it. */
function focusSquare(sq) {
  state.focus = sq;
  for (const b of $('board').querySelectorAll('.sq')) b.tabIndex = b.dataset.square === sq ? 0 : -1;
  $('board').querySelector(`[data-square="${sq}"]`)?.focus();
}

// The arrow keys move among the squares as drawn (the board is turned for Black); Escape drops
// the selection. Enter and Space press the focused square's button (clickSquare).
$('board').addEventListener('keydown', (e) => {
  const sq = e.target.closest?.('.sq')?.dataset.square;
  if (!sq) return;
  const step = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] }[e.key];
  if (step) {
    e.preventDefault();
    const drawn = drawnSquares();
    const at = drawn.indexOf(sq);
    const col = Math.min(7, Math.max(0, (at % 8) + step[0]));
    const row = Math.min(7, Math.max(0, Math.floor(at / 8) + step[1]));
    focusSquare(drawn[row * 8 + col]);
  } else if (e.key === 'Escape' && state.selected) {
    e.preventDefault();
    state.selected = null;
    renderBoard();
  }
});
$('board').addEventListener('focusin', (e) => {
  const sq = e.target.closest?.('.sq')?.dataset.square;
  if (sq && sq !== state.focus) focusSquare(sq);
});

function clickSquare(sq) {
  if (state.finished) return;
  const pieces = fenPieces(state.fen);
  const us = fenBlackToMove(state.fen) ? 'b' : 'w';
  if (!state.selected) {
    if (pieces[sq]?.[0] === us) {
      state.selected = sq;
      clearRuling();
      renderBoard();
    }
    return;
  }
  const from = state.selected;
  if (from === sq) {
    state.selected = null;
    renderBoard();
    return;
  }
  // A pawn stepping onto its last rank: ask for the piece (whether the move is legal is the package's to say).
  const last = us === 'w' ? '8' : '1';
  const seventh = us === 'w' ? '7' : '2';
  if (pieces[from]?.[1] === 'P' && sq[1] === last && from[1] === seventh && Math.abs(FILES.indexOf(sq[0]) - FILES.indexOf(from[0])) <= 1) {
    choosePromotion(from, sq);
    return;
  }
  play(from + sq);
}

async function setLanguage(code) {
  i18n.setLang(code);
  await loadLessons(code);
  ui = (await lessonTexts(code)).ui;
  document.documentElement.dir = (await lessonTexts(code)).dir;
  $('lang').value = code;
  renderTexts();
  renderList();
  renderBoard();
}

$('btn-hint').addEventListener('click', () => {
  const e = current();
  const m = e.solution[state.played.length];
  if (!m || state.finished) return;
  state.hint = m.slice(0, 2);
  say(ui.hintText);
  renderBoard();
});
$('btn-retry').addEventListener('click', () => start(state.lesson, state.exercise));
$('btn-next').addEventListener('click', next);
$('lang').addEventListener('change', (ev) => setLanguage(ev.target.value));

const first = i18n.initialLang();
await loadLessons(first);
ui = (await lessonTexts(first)).ui;
[state.lesson, state.exercise] = savedPlace();
state.fen = current().fen;
await setLanguage(first);
document.body.dataset.ready = 'true';
