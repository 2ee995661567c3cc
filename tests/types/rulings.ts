// The rulings' types: explainMove and explainPosition return Promises of exact shapes.
import { explainMove, explainPosition } from 'chess-arbiter';
import type { MoveExplanation, PositionExplanation, RulingCode, Square } from 'chess-arbiter';

async function use(): Promise<string> {
  const r: MoveExplanation = await explainMove('fen', 'e1g1', { lang: 'fa', chess960: false });
  let text = '';
  if (r.legal) {
    const san: string = r.move.san;
    text = san;
  } else {
    const code: RulingCode = r.code;
    const squares: Square[] = r.squares;
    text = `${code} ${r.article} ${squares.join()} ${r.message}`;
  }
  const k = await explainMove('fen', { from: 'a7', to: 'a8', promotion: 'k' });
  const n = await explainMove('fen', null);
  const nullCode: RulingCode = 'ERR_NULL_MOVE';
  text += n.legal ? '' : n.code === nullCode ? n.article : '';
  const p: PositionExplanation = await explainPosition('fen', { lang: 'hy' });
  return text + String(k.legal) + p.problems.map((x) => x.message).join();
}

// @ts-expect-error explainMove returns a Promise, not the explanation itself
const notAwaited: MoveExplanation = explainMove('fen', 'e4');

// @ts-expect-error no such language
explainMove('fen', 'e4', { lang: 'de' });

// @ts-expect-error a ruling's code is one of the documented codes
const wrong: RulingCode = 'ERR_SOMETHING';

export { use, notAwaited, wrong };
