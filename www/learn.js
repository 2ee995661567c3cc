// The tutorial page (learn.html): the lessons of chess-arbiter/lessons in order, on the demo's
// board (board.js: a piece is moved by two clicks, by dragging it, or by the keyboard; on a phone
// a swipe from the learner's piece drags it, from anywhere else it scrolls the page). The page
// knows no rule: whether a try is legal, the ruling and its shapes, whether the goal is met, all
// come from checkExercise; moves are said with the package's describeMove. Progress is kept in
// localStorage.
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
import { createBoard } from './board.js';
import { fenPieces, fenBlackToMove } from './fen.js';
import * as i18n from './i18n.js';

const STORE = 'chess-arbiter-learn';
const FILES = 'abcdefgh';
const BRUSH = { red: '#d62828', yellow: '#e0a800' };
const $ = (id) => document.getElementById(id);

let ui = {};
let done = new Set();
try { done = new Set(JSON.parse(localStorage.getItem(STORE) || '[]')); } catch { /* private mode */ }
const state = { lesson: 0, exercise: 0, played: [], fen: '', selected: null, finished: false, shapes: [], hint: null, refused: null };
let asked = 0; // counts tries and what clears a ruling, so that a late ruling never shows over a newer state

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

/** The learner's first piece, as the board is drawn (top left to bottom right). */
function firstPiece(pieces) {
  const us = fenBlackToMove(state.fen) ? 'b' : 'w';
  const white = orientation() === 'w';
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      const sq = FILES[white ? col : 7 - col] + ((white ? 7 - row : row) + 1);
      if (pieces[sq]?.[0] === us) return sq;
    }
  }
  return null;
}

// The board is the demo's (board.js): it draws, animates, drags and moves the focus; this page
// tells it what to show and decides what a press, a drag or a drop means. A try is never refused
// here: a piece of the side to play may be dragged anywhere and the package rules on the try.
const board = createBoard($('board'), {
  square: (sq) => clickSquare(sq),
  dragStart,
  drop: (from, to) => { if (state.selected === from) tryMove(from, to); },
  dragCancel() {},
  escape() {
    if (!state.selected) return;
    state.selected = null;
    renderBoard();
  },
  label: i18n.squareLabel,
  promoteOn: (square) => i18n.t('promoteOn', { square }),
  promoteTo: i18n.promoteTo,
});

/** The board's one tab stop, on a new exercise: the learner's first piece. */
function resetTabStop() {
  board.tabStop(firstPiece(fenPieces(state.fen)) ?? 'e2');
}

/** Draws the position; `hint` as board.render takes it (the move played, to slide it). */
function renderBoard(hint = {}) {
  const pieces = fenPieces(state.fen);
  const us = fenBlackToMove(state.fen) ? 'b' : 'w';
  board.render({
    pieces,
    orientation: orientation(),
    selected: state.selected,
    targets: [], // the learner is not shown where a piece may go: that is the lesson
    lastMove: null,
    check: null,
    marks: [],
    // a touch drags the learner's pieces (a wrong try is ruled, not refused), and scrolls elsewhere
    movable: state.finished ? [] : Object.keys(pieces).filter((sq) => pieces[sq][0] === us),
  }, hint);
  const goal = current().success.squares ?? [];
  for (const b of $('board').querySelectorAll('.sq')) {
    b.classList.toggle('hint', state.hint === b.dataset.square);
    b.classList.toggle('goal', goal.includes(b.dataset.square));
  }
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
  state.refused = null;
  asked++;
}

/** Shows the ruling on the try `uci` after the moves played (the package's, in the page's language). */
function showRuling(ruling, uci) {
  state.refused = uci;
  state.shapes = ruling.shapes;
  $('ruling-text').textContent = ruling.message;
  $('ruling').hidden = false;
  renderBoard();
}

/** The ruling on screen, asked again in the language just picked (a trial saw it stay in English). */
async function retranslateRuling() {
  const uci = state.refused;
  if (!uci || $('ruling').hidden) return;
  const n = ++asked;
  const r = await checkExercise(current(), [...state.played, uci], { lang: lang() });
  if (n === asked && r.ruling) showRuling(r.ruling, uci);
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
  Object.assign(state, { lesson: li, exercise: ei, played: [], fen: lessons[li].exercises[ei].fen, selected: null, finished: false, hint: null });
  clearRuling();
  $('outcome').textContent = '';
  $('outcome').className = 'outcome';
  $('picker').hidden = true;
  document.body.dataset.played = '0';
  renderTexts();
  renderList();
  renderBoard({ instant: true });
  resetTabStop();
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
  const n = ++asked, askedIn = lang();
  const r = await checkExercise(current(), state.played, { lang: askedIn });
  if (r.ruling) {
    state.played.pop();
    if (n !== asked) return; // cleared meanwhile (Try again, another exercise)
    showRuling(r.ruling, uci);
    if (askedIn !== lang()) retranslateRuling(); // the language changed meanwhile: again in it
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
  renderBoard(move ? { move } : {});
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
      board.focus(to);
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
    board.focus(from);
  };
  picker.hidden = false;
  picker.querySelector('button').focus();
}

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
  if (state.selected === sq) {
    state.selected = null;
    renderBoard();
    return;
  }
  tryMove(state.selected, sq);
}

/** A drag may start from a piece of the side to play (it is selected, as by a click). */
function dragStart(sq) {
  if (state.finished || !$('picker').hidden) return false;
  const us = fenBlackToMove(state.fen) ? 'b' : 'w';
  if (fenPieces(state.fen)[sq]?.[0] !== us) return false;
  state.selected = sq;
  clearRuling();
  renderBoard();
  return true;
}

/** The learner's try from `from` to `to`, by a click or a drop: asks for the piece if a pawn promotes. */
function tryMove(from, to) {
  const pieces = fenPieces(state.fen);
  const us = fenBlackToMove(state.fen) ? 'b' : 'w';
  // A pawn stepping onto its last rank: ask for the piece (whether the move is legal is the package's to say).
  const last = us === 'w' ? '8' : '1';
  const seventh = us === 'w' ? '7' : '2';
  if (pieces[from]?.[1] === 'P' && to[1] === last && from[1] === seventh && Math.abs(FILES.indexOf(to[0]) - FILES.indexOf(from[0])) <= 1) {
    choosePromotion(from, to);
    return;
  }
  play(from + to);
}

async function setLanguage(code) {
  await i18n.setLang(code);
  await loadLessons(code);
  ui = (await lessonTexts(code)).ui;
  document.documentElement.dir = (await lessonTexts(code)).dir;
  $('lang').value = code;
  renderTexts();
  renderList();
  renderBoard({ instant: true }); // the same position, relabelled
  say(''); // no sentence left in the old language
  await retranslateRuling(); // the ruling on screen, again in the new language
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
resetTabStop();
// Ready: the board and controls, empty and disabled while loading (learn.html), enabled.
document.querySelector('.learn-board').classList.remove('loading');
for (const id of ['btn-hint', 'btn-retry', 'btn-next', 'lang']) $(id).disabled = false;
document.body.dataset.ready = 'true';
