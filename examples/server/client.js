// The game server's browser client: a board of plain elements on chess-arbiter's board helpers
// (`game.toDests()` for the squares a piece may go to, `game.isPromotion()` before opening the
// picker, `game.checkSquare()` and `game.lastMove()` for the highlights). The server decides:
// a move is sent with the ply it was made from and shown once the server's state comes back;
// the clocks shown count down from the server's remaining times, and only the server's word on
// a flag counts. The connection comes back by itself (a server restart): the page joins again
// with its token, kept in localStorage, and shows the game where it is.
import { Game } from 'chess-arbiter';

const SIDE = { w: 'White', b: 'Black' };
const GLYPH = { k: '♚', q: '♛', r: '♜', b: '♝', n: '♞', p: '♟' };
/** The FIDE article of each way a game ends, where the outcome names none (an abort has none). */
const ARTICLE = {
  checkmate: '5.1.1', stalemate: '5.2.1', insufficient_material: '5.2.2', dead_position: '5.2.2',
  threefold_repetition: '9.2', fifty_moves: '9.3', fivefold_repetition: '9.6.1', seventyfive_moves: '9.6.2',
  timeout: '6.9', resignation: '5.1.2', agreement: '5.2.3',
};
const WORDS = {
  checkmate: 'checkmate', stalemate: 'stalemate', insufficient_material: 'insufficient material',
  dead_position: 'dead position', fivefold_repetition: 'fivefold repetition', seventyfive_moves: '75-move rule',
  threefold_repetition: 'threefold repetition (claimed)', fifty_moves: '50-move rule (claimed)',
  timeout: 'time forfeit', resignation: 'resignation', agreement: 'draw by agreement', aborted: 'aborted',
};

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
let gameId = params.get('game');
let ws = null;
let connected = false;
let backoff = 250;
let nextId = 1;
/** The last state the server sent, and when it came (performance.now()). */
let state = null;
let receivedAt = 0;
/** The game the board shows: the server's moves played on the package's Game. */
let game = null;
let gameKey = '';
let selected = null;
let pending = false;

const tokenKey = (id) => `chess-arbiter-server:token:${id}`;

function connect() {
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
  ws = new WebSocket(url);
  ws.onopen = () => {
    connected = true;
    backoff = 250;
    $('connection').textContent = '';
    if (gameId) send({ type: 'join', game: gameId, ...(localStorage.getItem(tokenKey(gameId)) ? { token: localStorage.getItem(tokenKey(gameId)) } : {}) });
  };
  ws.onmessage = (e) => receive(JSON.parse(e.data));
  ws.onclose = () => {
    connected = false;
    pending = false;
    $('connection').textContent = 'Connection lost; reconnecting…';
    setTimeout(connect, backoff);
    backoff = Math.min(backoff * 2, 2000);
  };
}

function send(msg) {
  if (!connected) return false;
  ws.send(JSON.stringify({ id: nextId++, ...msg }));
  return true;
}

function receive(msg) {
  if (msg.type === 'joined') {
    gameId = msg.game;
    if (msg.token) localStorage.setItem(tokenKey(msg.game), msg.token);
    if (params.get('game') !== msg.game) history.replaceState(null, '', `?game=${encodeURIComponent(msg.game)}`);
  } else if (msg.type === 'state') {
    if (msg.game !== gameId) return;
    state = msg;
    receivedAt = performance.now();
    pending = false;
    follow();
    $('ruling').textContent = '';
    render();
  } else if (msg.type === 'error') {
    pending = false;
    $('ruling').textContent = msg.ruling?.message ?? `${msg.message} (${msg.code}${msg.article ? `, Art. ${msg.article}` : ''})`;
    if (msg.code === 'ERR_NO_GAME') { gameId = null; showLobby(); }
    // a token this game does not know (another server's, a store started afresh): join without it
    if (msg.code === 'ERR_NOT_A_PLAYER' && !state && gameId && localStorage.getItem(tokenKey(gameId))) {
      localStorage.removeItem(tokenKey(gameId));
      send({ type: 'join', game: gameId });
    }
    render();
  }
}

/** Brings the local Game to the server's moves: the next move played, or the game rebuilt. */
function follow() {
  const key = `${state.startFen ?? ''}|`;
  const moves = state.moves;
  if (game && gameKey === key && game.history().length === moves.length - 1
      && game.history({ verbose: true }).every((m, i) => m.uci === moves[i])) {
    game.move(moves[moves.length - 1]);
  } else if (!game || gameKey !== key || game.history().length !== moves.length || game.fen() !== state.fen) {
    game?.free();
    game = new Game(state.startFen ?? undefined);
    for (const m of moves) game.move(m);
    gameKey = key;
  }
}

const mine = () => state && state.you && !state.outcome && state.turn === state.you;

function render() {
  if (!state || !game) return;
  $('lobby').hidden = true;
  $('game').hidden = false;
  const flip = state.you === 'b';
  const board = $('board');
  const fen = game.fen();
  const placement = {};
  fen.split(' ')[0].split('/').forEach((row, i) => {
    let f = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) { f += Number(ch); continue; }
      placement['abcdefgh'[f] + (8 - i)] = (ch === ch.toUpperCase() ? 'w' : 'b') + ch.toLowerCase();
      f += 1;
    }
  });
  const dests = mine() && selected ? game.toDests().get(selected) ?? [] : [];
  const last = game.lastMove();
  const check = game.checkSquare();
  const cells = [];
  for (let r = 0; r < 8; r++) {
    for (let c = 0; c < 8; c++) {
      const file = flip ? 7 - c : c;
      const rank = flip ? r + 1 : 8 - r;
      const sq = 'abcdefgh'[file] + rank;
      const cls = [(file + rank) % 2 === 1 ? 'dark' : 'light']; // a1 (0 + 1) is dark
      if (last && (sq === last.from || sq === last.to)) cls.push('last-move');
      if (sq === selected) cls.push('selected');
      if (dests.includes(sq)) cls.push('dest');
      if (sq === check) cls.push('check');
      const p = placement[sq];
      cells.push(`<div data-square="${sq}" class="${cls.join(' ')}" role="gridcell">${p ? `<span data-piece="${p}">${GLYPH[p[1]]}</span>` : ''}</div>`);
    }
  }
  board.innerHTML = cells.join('');

  const you = state.you;
  const bottom = flip ? 'b' : 'w';
  for (const [id, side] of [['bottom', bottom], ['top', bottom === 'w' ? 'b' : 'w']]) {
    const el = $(id);
    el.dataset.side = side;
    el.querySelector('.name').textContent = `${SIDE[side]}${side === you ? ' (you)' : state.seats[side] ? '' : ' (waiting for a player)'}`;
    const clock = el.querySelector('.clock');
    clock.id = `clock-${side}`;
  }
  drawClocks();

  const o = state.outcome;
  let status;
  if (o) {
    const art = o.article ?? ARTICLE[o.termination];
    const who = o.termination === 'timeout' ? `${SIDE[state.turn]}'s flag fell` : WORDS[o.termination] ?? o.termination.replace(/_/g, ' ');
    const verdict = o.result === '*' ? 'no result' : o.winner ? `${SIDE[o.winner]} wins` : 'draw';
    status = `Game over: ${who}${art ? ` (Art. ${art})` : ''}: ${o.result}, ${verdict}`;
  } else if (!state.seats.w || !state.seats.b) status = 'Waiting for the opponent';
  else status = `${SIDE[state.turn]} to move${game.isCheck() ? ' (check)' : ''}${state.turn === you ? ': your move' : ''}`;
  $('status').textContent = status;

  const invite = new URL(location.href);
  invite.search = `?game=${encodeURIComponent(state.game)}`;
  $('invite').href = invite.href;
  $('invite').textContent = invite.href;
  $('invite-line').hidden = !you || (state.seats.w && state.seats.b);

  const over = !!o;
  const offer = state.drawOffer;
  $('offer-draw').hidden = over || !you || offer === you;
  $('accept-draw').hidden = over || !you || !offer || offer === you;
  $('decline-draw').hidden = $('accept-draw').hidden;
  $('claim-draw').hidden = over || !you;
  $('resign').hidden = over || !you;
  $('abort').hidden = over || !you || state.ply >= 2;
  $('moves').innerHTML = state.sans.reduce((html, san, i) => (i % 2 === 0
    ? `${html}<li>${san}`
    : `${html} ${san}</li>`), '');
}

const fmt = (ms) => {
  const s = Math.max(0, ms) / 1000;
  const m = Math.floor(s / 60);
  return s < 10 ? `${m}:${(s % 60).toFixed(1).padStart(4, '0')}` : `${m}:${String(Math.floor(s % 60)).padStart(2, '0')}`;
};

/** The clocks from the server's remaining times, the running one counted down since they came. */
function drawClocks() {
  if (!state) return;
  for (const side of ['w', 'b']) {
    const el = $(`clock-${side}`);
    if (!el) continue;
    const left = state.clock[side === 'w' ? 'white' : 'black'];
    if (left === null || left === undefined) { el.textContent = ''; continue; }
    const runs = state.running === side && !state.outcome;
    const shown = runs ? left - (performance.now() - receivedAt) : left;
    el.textContent = fmt(shown);
    el.classList.toggle('running', runs);
    el.classList.toggle('low', shown < 10_000);
  }
}
setInterval(drawClocks, 100);

$('board').addEventListener('click', (e) => {
  const cell = e.target.closest('[data-square]');
  if (!cell || !mine() || pending) return;
  const sq = cell.dataset.square;
  const dests = selected ? game.toDests().get(selected) ?? [] : [];
  if (selected && dests.includes(sq)) {
    const from = selected;
    selected = null;
    if (game.isPromotion({ from, to: sq })) {
      choosePromotion().then((role) => { if (role) move({ from, to: sq, promotion: role }); else render(); });
      return;
    }
    move({ from, to: sq });
    return;
  }
  selected = game.toDests().has(sq) ? sq : null;
  render();
});

function move(m) {
  if (send({ type: 'move', game: gameId, token: localStorage.getItem(tokenKey(gameId)), move: m, ply: state.ply, fen: state.fen })) pending = true;
  render();
}

/** Opens the picker; resolves to q, r, b, n, or '' when cancelled. */
function choosePromotion() {
  const picker = $('promotion');
  picker.hidden = false;
  return new Promise((resolve) => {
    picker.onclick = (e) => {
      const b = e.target.closest('button');
      if (!b) return;
      picker.hidden = true;
      picker.onclick = null;
      resolve(b.dataset.role);
    };
  });
}

for (const [id, type] of [['offer-draw', 'offerDraw'], ['accept-draw', 'acceptDraw'], ['decline-draw', 'declineDraw'],
  ['claim-draw', 'claimDraw'], ['resign', 'resign'], ['abort', 'abort']]) {
  $(id).addEventListener('click', () => send({ type, game: gameId, token: localStorage.getItem(tokenKey(gameId)) }));
}

function showLobby() {
  $('lobby').hidden = false;
  $('game').hidden = true;
}

$('lobby').addEventListener('submit', (e) => {
  e.preventDefault();
  const typed = $('time-control-text').value.trim();
  send({ type: 'create', timeControl: typed || $('time-control').value, color: $('color').value });
});

if (!gameId) showLobby();
connect();

window.example = {
  state: () => state,
  fen: () => game?.fen(),
  connected: () => connected,
};
