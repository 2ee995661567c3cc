// Our SAN against chess.js's for every move of real games: the 999-game lichess file here
// (all 8,642 games with CHESS_ARBITER_ALL_GAMES=1). For each ply both libraries play the
// recorded SAN; the SAN each writes for it must be identical, and so must the FEN (chess.js
// also writes the en-passant square only when a capture is legal). Every 50th position (every
// 7th with all games), the sets of legal moves in SAN must be equal too.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Game, applyMove, legalMoves } from 'chess-arbiter';
import { repo } from './helpers.mjs';

const { Chess } = createRequire(path.join(repo, 'package.json'))('chess.js');
const dir = path.join(repo, '../shared/data/games/lichess');
const every = process.env.CHESS_ARBITER_ALL_GAMES ? 7 : 50;
const files = process.env.CHESS_ARBITER_ALL_GAMES
  ? readdirSync(dir).filter((f) => f.endsWith('.pgn'))
  : ['lichess_db_standard_rated_2021-10_first999.pgn'];

/** Splits a PGN file into games of { tags, sans } (lichess exports: no variations). */
function games(text) {
  const out = [];
  for (const chunk of text.replace(/\r/g, '').split(/\n\n(?=\[)/)) {
    const tags = Object.fromEntries([...chunk.matchAll(/^\[(\w+) "(.*)"\]$/gm)].map((m) => [m[1], m[2]]));
    const body = chunk.split(/\n\n/).slice(1).join(' ');
    const sans = body.replace(/\{[^}]*\}/g, ' ').replace(/\$\d+/g, ' ').replace(/\d+\.(\.\.)?/g, ' ')
      .split(/\s+/).map((t) => t.replace(/[?!]+$/, '')).filter((t) => t && !/^(1-0|0-1|1\/2-1\/2|\*)$/.test(t));
    out.push({ tags, sans });
  }
  return out;
}

test(`our SAN equals chess.js's on every move of ${files.length} lichess file(s)`, () => {
  let plies = 0, positions = 0, compared = 0, skipped = 0, afterEnd = 0;
  for (const file of files) {
    for (const { tags, sans } of games(readFileSync(path.join(dir, file), 'utf8'))) {
      if (tags.Variant && tags.Variant !== 'Standard' && tags.Variant !== 'From Position') { skipped++; continue; }
      const ours = new Game(tags.FEN);
      const theirs = new Chess(tags.FEN);
      // A few records go on after the Laws ended the game (a dead position, Art. 5.2.2), where
      // Game refuses moves: the rest is compared through the free functions on FENs.
      let fen;
      for (const san of sans) {
        const at = fen ?? ours.fen();
        if (positions++ % every === 0) {
          assert.deepEqual(legalMoves(at).map((m) => m.san).sort(), theirs.moves().sort(), `${file} ${tags.Site} ${at}`);
          compared++;
        }
        if (fen === undefined && ours.isGameOver()) fen = at;
        const b = theirs.move(san);
        let a;
        if (fen === undefined) {
          a = ours.move(san, { strict: true });
        } else {
          a = legalMoves(fen).find((m) => m.uci === b.lan);
          fen = applyMove(fen, san, { strict: true });
          afterEnd++;
        }
        assert.equal(a.san, b.san, `${file} ${tags.Site} ply ${plies}`);
        assert.equal(fen ?? ours.fen(), theirs.fen(), `${file} ${tags.Site} after ${san}`);
        plies++;
      }
      ours.free();
    }
  }
  console.log(`compared ${plies} plies (${afterEnd} after a game ended by the Laws), ${compared} legal-move sets; ${skipped} variant games skipped`);
  // The 999-game file holds 66,292 plies (counted from the file by the games() reader above, as
  // the README says); all files together, 589,364 (as tests/differential.rs counts them).
  assert.equal(plies, process.env.CHESS_ARBITER_ALL_GAMES ? 589_364 : 66_292);
});
