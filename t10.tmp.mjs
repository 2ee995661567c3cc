import * as v from 'chess-arbiter/variants';
import * as m from 'chess-arbiter';
const S = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const err = (f) => { try { f(); return 'ok'; } catch (e) { return `${e.code} | ${e.message} | ${e.article ?? ''}`; } };
for (const mv of ['e5', 'Qxx', 'hello', '--', '0000', 'Z0', 'e2e5', 'Ke2']) {
  console.log(mv.padEnd(6), 'main:', err(() => m.applyMove(S, mv)));
  console.log(''.padEnd(6), 'var :', err(() => v.applyMove(S, mv, { variant: 'standard' })));
  const g = new m.Game(); const h = new v.Game();
  console.log(''.padEnd(6), 'mainG:', err(() => g.move(mv)));
  console.log(''.padEnd(6), 'varG :', err(() => h.move(mv)));
}
