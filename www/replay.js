// Replaying the bundled real games (www/games.json, fetched at the first pick; their names are in
// the page's list): each game's moves are played by the package, then the game is rewound to its
// start and stepped through with redo.

import * as arbiter from 'chess-arbiter';
import * as anim from './anim.js';
import { t } from './i18n.js';

const REPLAY_INTERVAL = [1600, 1200, 900, 700, 550, 420, 320, 240, 170, 120]; // ms, by speed 1..10
const RESULT = ['1-0', '0-1', '1/2-1/2'];

/** app: { state, panels, sync(), setGame(game, options), history, lineLength() } */
export function createReplay(app) {
  const { state } = app;
  const interval = speed => REPLAY_INTERVAL[speed - 1] || 500;

  let fetched = null;
  /** The bundled games, fetched once (again after a failure, which the ruling area reports). */
  function games() {
    fetched ??= fetch('games.json')
      .then(r => (r.ok ? r.json() : Promise.reject(new Error(`games.json: HTTP ${r.status}`))))
      .then(data => { state.games = data.games || []; })
      .catch(e => { fetched = null; app.panels.showRuling(t('gamesFailed', { msg: e.message })); });
    return fetched;
  }

  async function select(i) {
    if (i >= 0) await games();
    if (state.busy) return;
    stop();
    const g = state.games[i];
    if (!g) return;
    const game = new arbiter.Game();
    for (const san of g.moves) game.move(san);
    const recorded = RESULT.includes(g.result) ? { result: g.result, node: game.nodeId(), note: 'resultGame' } : null;
    game.goto(0);
    app.setGame(game, { replay: i, recorded });
  }

  function stop() {
    if (!state.playing) return;
    state.playing = false;
    clearTimeout(state.timer);
    anim.setDuration(200);
    if (state.game) app.sync();
  }

  function tick() {
    if (!state.playing) return;
    if (!app.history.redo() || state.game.ply() >= app.lineLength()) { stop(); return; }
    state.timer = setTimeout(tick, interval(app.panels.speed()));
  }

  function toggle() {
    if (state.playing) { stop(); return; }
    if (state.busy || state.game.ply() >= app.lineLength()) return;
    state.playing = true;
    speed(app.panels.speed());
    app.sync();
    tick();
  }

  function speed(value) {
    anim.setDuration(state.playing ? Math.min(200, interval(value) * 0.7) : 200);
  }

  return { select, stop, toggle, speed };
}
