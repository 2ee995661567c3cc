// The demo's clock page (issue 37): both sides at one board on a chess clock. Everything about
// the game comes from chess-arbiter/arbiter (the moves, the clock, the flag fall and its Art. 6.9
// verdict); this page only draws, ticks (asking the arbiter the time left), and sends the
// clicks with the time they were made. A pawn reaching its last rank asks for the piece (the
// board's picker, as on the demo's main page); the king in check is marked (the SAN of the move
// that gave it ends in + or #).
import { Arbiter } from 'chess-arbiter/arbiter';
import { createBoard } from './board.js';
import { fenPieces } from './fen.js';
import * as i18n from './i18n.js';

const $ = (id) => document.getElementById(id);
let game;
let selected = null;
let lastMove = null;
let check = false; // the side to move is in check (the last move's SAN says so)
let busy = false;  // the promotion picker is open: nothing else may change the game
let timer;

const board = createBoard($('board'), {
  square: (sq) => click(sq),
  dragStart: (sq) => { if (busy || !game || game.outcome() || !game.toDests().has(sq)) return false; selected = sq; draw(); return true; },
  drop: (from, to) => { if (!busy && selected === from) play(from, to); },
  dragCancel() {},
  escape() { if (!busy) { selected = null; draw(); } },
  label: i18n.squareLabel,
  promoteOn: (square) => i18n.t('promoteOn', { square }),
  promoteTo: i18n.promoteTo,
});

/** Milliseconds as m:ss.t (tenths below 10 s). */
function show(ms) {
  if (ms === null) return '–';
  const s = Math.floor(ms / 1000);
  const text = `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  return ms < 10_000 ? `${text}.${Math.floor((ms % 1000) / 100)}` : text;
}

function verdictText(o) {
  const who = { w: 'White', b: 'Black' };
  const how = o.termination.replace(/_/g, ' ');
  const art = o.article ? ` (Art. ${o.article})` : '';
  if (o.termination === 'timeout') {
    return o.winner ? `${who[o.winner]} wins on time${art}: ${o.result}` : `Drawn: the flag fell, but the opponent cannot checkmate${art}: ${o.result}`;
  }
  return o.winner ? `${who[o.winner]} wins by ${how}${art}: ${o.result}` : `Drawn by ${how}${art}: ${o.result}`;
}

function draw() {
  const dests = game.toDests();
  const pieces = fenPieces(game.fen());
  const king = `${game.turn()}K`;
  board.render({
    pieces,
    orientation: 'w',
    selected,
    targets: selected ? (dests.get(selected) ?? []).map((square) => ({ square, capture: !!pieces[square] })) : [],
    lastMove,
    check: check ? Object.keys(pieces).find((sq) => pieces[sq] === king) ?? null : null,
    marks: [],
    movable: [...dests.keys()],
  }, { instant: true });
  tick();
}

/** Shows the clocks now, and the verdict once the game is over (a flag noticed here). */
function tick() {
  const now = Date.now();
  const over = game.flagFall(now);
  const left = game.remaining(now);
  const turn = game.turn();
  for (const c of ['w', 'b']) {
    const el = $(`clock-${c}`);
    const ms = c === 'w' ? left.white : left.black;
    el.textContent = show(ms);
    el.classList.toggle('running', !over && c === turn);
    el.classList.toggle('flagged', !!over && over.termination === 'timeout' && ms === 0);
  }
  if (over) {
    clearInterval(timer);
    $('verdict').textContent = verdictText(over);
    $('resign').disabled = true;
  } else {
    $('verdict').textContent = `${turn === 'w' ? 'White' : 'Black'} to move`;
  }
}

const PROMOTION_ORDER = ['q', 'r', 'b', 'n'];

/** Plays from→to; a promotion asks for the piece first (the clock runs meanwhile, as at a board). */
async function play(from, to) {
  const promos = game.moves().filter((m) => m.from === from && m.to === to && m.promotion);
  let promotion;
  if (promos.length) {
    const g = game;
    busy = true;
    try {
      promotion = await board.pickPromotion(to, promos[0].color, PROMOTION_ORDER.filter((r) => promos.some((m) => m.promotion === r)));
    } finally {
      busy = false;
    }
    if (game !== g) return; // a new game meanwhile
    if (!promotion) { selected = null; draw(); return; }
  }
  selected = null;
  try {
    const m = game.move({ from, to, promotion }, { at: Date.now() });
    lastMove = { from: m.from, to: m.to };
    check = /[+#]$/.test(m.san);
  } catch (e) {
    if (e.code !== 'ERR_GAME_OVER' && e.code !== 'ERR_ILLEGAL_MOVE') throw e;
  }
  draw();
}

function click(sq) {
  if (busy || !game || game.outcome()) return;
  if (selected && selected !== sq && (game.toDests().get(selected) ?? []).includes(sq)) play(selected, sq);
  else { selected = game.toDests().has(sq) ? sq : null; draw(); }
}

function newGame() {
  game?.free();
  clearInterval(timer);
  game = new Arbiter({ timeControl: $('tc').value, start: { at: Date.now() } });
  selected = null;
  lastMove = null;
  check = false;
  $('resign').disabled = false;
  draw();
  timer = setInterval(tick, 100);
}

$('new').addEventListener('click', newGame);
$('tc').addEventListener('change', newGame);
$('resign').addEventListener('click', () => { game.resign(game.turn(), Date.now()); draw(); });
newGame();
