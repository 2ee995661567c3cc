#!/usr/bin/env node
// Picks the real games bundled with the demo (www/games.json) from the public-domain lichess
// PGN files in ../shared/data/games/lichess. chess.js is used here as a dev tool only, to
// replay the moves, find the features each game shows and compute its final FEN; the demo
// itself never loads chess.js.
//
//   node scripts/pick-games.mjs [--dir DIR] [--out www/games.json] [--count 14]
//   node scripts/pick-games.mjs --options-only     (only the list in www/index.html, from games.json)
//
// Also writes the games' names into the replay list of www/index.html (its <option>s: the page
// shows the list at once and fetches games.json when a game is picked).
// Deterministic: same input files, same output.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Chess } from 'chess.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, dflt) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : dflt;
};

/** Writes the replay list of www/index.html: "Choose a game…", then each game of `games` by its players, result and year. */
function writeOptions(games) {
  const html = path.join(root, 'www/index.html');
  const esc = (t) => String(t).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const options = ['        <option value="-1" data-i18n="chooseGame">Choose a game…</option>',
    ...games.map((g, i) => `        <option value="${i}">${esc(`${g.white} – ${g.black}, ${g.result} (${g.date.slice(0, 4)})`)}</option>`)];
  const text = fs.readFileSync(html, 'utf8');
  const re = /(<select id="replay-select"[^>]*>)[\s\S]*?(<\/select>)/;
  if (!re.test(text)) { console.error('www/index.html: no <select id="replay-select"> found'); process.exit(1); }
  fs.writeFileSync(html, text.replace(re, (m, open, close) => `${open}\n${options.join('\n')}\n        ${close}`));
}
if (process.argv.includes('--options-only')) {
  writeOptions(JSON.parse(fs.readFileSync(path.resolve(root, arg('--out', 'www/games.json')), 'utf8')).games);
  process.exit(0);
}
const candidates = [arg('--dir'), process.env.GAMES_DIR,
  path.resolve(root, '../shared/data/games/lichess'), path.resolve(root, '../../shared/data/games/lichess')]
  .filter(Boolean);
const dir = candidates.find(d => fs.existsSync(d));
if (!dir) { console.error(`no games folder found; tried:\n  ${candidates.join('\n  ')}`); process.exit(1); }
const out = path.resolve(root, arg('--out', 'www/games.json'));
const COUNT = Number(arg('--count', 14));
const MAX_PLIES = 110;

// The features the demo must show, rarest first.
const FEATURES = ['under-promotion', 'en-passant', 'checkmate', 'castling-queenside', 'castling-kingside', 'promotion'];

function splitGames(text) {
  return text.split(/\r?\n\r?\n(?=\[Event )/).map(s => s.trim()).filter(Boolean);
}
function headers(pgn) {
  const h = {};
  for (const m of pgn.matchAll(/^\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]\s*$/gm)) h[m[1]] = m[2];
  return h;
}
function sanTokens(pgn) {
  const body = pgn.replace(/^\[.*\]\s*$/gm, '')
    .replace(/\{[^}]*\}/g, ' ')          // comments (clocks, evals)
    .replace(/;[^\n]*/g, ' ')
    .replace(/\([^()]*\)/g, ' ')         // one level of variations
    .replace(/\$\d+/g, ' ');
  return body.split(/\s+/).filter(t => t && !/^\d+\.+$/.test(t) && !/^(1-0|0-1|1\/2-1\/2|\*)$/.test(t))
    .map(t => t.replace(/^\d+\.+/, '')).filter(Boolean);
}

function analyse(pgn, file) {
  const h = headers(pgn);
  if (h.Variant && h.Variant !== 'Standard') return null;
  if (h.FEN || h.SetUp === '1') return null;
  const tokens = sanTokens(pgn);
  if (tokens.length < 10 || tokens.length > MAX_PLIES) return null;
  // cheap text filter before replaying: must have something worth showing
  const text = tokens.join(' ');
  if (!/#|=|O-O|x/.test(text)) return null;
  const chess = new Chess();
  const featurePlies = {};
  const mark = (f, ply) => (featurePlies[f] ||= []).push(ply);
  const moves = [];
  for (const [i, san] of tokens.entries()) {
    let m;
    try { m = chess.move(san); } catch { return null; }
    moves.push(m.san);
    const ply = i + 1;
    if (m.flags.includes('k')) mark('castling-kingside', ply);
    if (m.flags.includes('q')) mark('castling-queenside', ply);
    if (m.flags.includes('e')) mark('en-passant', ply);
    if (m.promotion) mark(m.promotion === 'q' ? 'promotion' : 'under-promotion', ply);
  }
  if (chess.isCheckmate()) mark('checkmate', moves.length);
  const features = FEATURES.filter(f => featurePlies[f]);
  if (!features.length) return null;
  return {
    id: (h.Site || '').split('/').pop() || `${path.basename(file)}#${moves.length}`,
    white: h.White || '?', black: h.Black || '?',
    whiteElo: h.WhiteElo, blackElo: h.BlackElo,
    event: h.Event || '', date: h.Date || '', result: h.Result || '*',
    site: /^https?:\/\//.test(h.Site || '') ? h.Site : undefined,
    opening: h.Opening, termination: h.Termination,
    source: path.basename(file),
    features, featurePlies, moves,
    finalFen: chess.fen(),
  };
}

const files = fs.readdirSync(dir).filter(f => f.endsWith('.pgn')).sort();
const pool = [];
for (const f of files) {
  const text = fs.readFileSync(path.join(dir, f), 'utf8');
  for (const pgn of splitGames(text)) {
    const g = analyse(pgn, f);
    if (g) pool.push(g);
  }
}
// Score: rare features count most; shorter games are nicer to watch.
const weight = { 'under-promotion': 12, 'en-passant': 12, 'checkmate': 8, 'castling-queenside': 6, 'castling-kingside': 3, 'promotion': 4 };
const score = g => g.features.reduce((s, f) => s + weight[f], 0) - g.moves.length / 20;
pool.sort((a, b) => score(b) - score(a) || a.id.localeCompare(b.id));

const picked = [];
const have = f => picked.filter(g => g.features.includes(f)).length;
// 1. every feature at least twice (under-promotion and en passant at least three times)
for (const f of FEATURES) {
  const need = f === 'under-promotion' || f === 'en-passant' ? 3 : 2;
  for (const g of pool) {
    if (have(f) >= need) break;
    if (g.features.includes(f) && !picked.includes(g)) picked.push(g);
  }
}
// 2. fill up greedily with the game that adds most to what is already there (a feature counts
//    less each time it is already shown), at most a few games per source file
const perFile = Math.ceil(COUNT / files.length) + 1;
while (picked.length < COUNT) {
  let best = null, bestGain = -Infinity;
  for (const g of pool) {
    if (picked.includes(g) || picked.filter(p => p.source === g.source).length >= perFile) continue;
    const gain = g.features.reduce((s, f) => s + weight[f] / (1 + have(f)) ** 2, 0) - g.moves.length / 40;
    if (gain > bestGain) { best = g; bestGain = gain; }
  }
  if (!best) break;
  picked.push(best);
}
const missing = FEATURES.filter(f => !have(f));
if (missing.length) { console.error(`no game found with: ${missing.join(', ')}`); process.exit(1); }
const json = {
  about: 'Real games from the lichess database (public domain, CC0), picked by scripts/pick-games.mjs. '
    + 'moves are SAN; finalFen is the position after the last move; featurePlies gives the ply (1-based) of each feature.',
  games: picked,
};
fs.writeFileSync(out, JSON.stringify(json, null, 1) + '\n');
writeOptions(picked);
console.log(`${picked.length} games from ${pool.length} candidates in ${files.length} files -> ${path.relative(root, out)}`);
for (const f of FEATURES) console.log(`  ${f}: ${have(f)} games`);
