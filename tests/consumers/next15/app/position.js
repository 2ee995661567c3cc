'use client';
// A client component on the immutable game value (issue 39): the state comes from the server
// component (page.js) as a prop, plain JSON; the server renders the position from it and the
// client hydrates the same markup, then plays on through the useChessGame hook (the file of
// examples/react-chessboard/, copied in by tests/consumers/run.mjs).
import { useEffect } from 'react';
import { useChessGame } from './useChessGame.js';

const GLYPH = { K: '♔', Q: '♕', R: '♖', B: '♗', N: '♘', P: '♙', k: '♚', q: '♛', r: '♜', b: '♝', n: '♞', p: '♟' };

/** The 64 squares of a FEN, a8 first (White below). */
function squares(fen) {
  const out = [];
  fen.split(' ')[0].split('/').forEach((row, r) => {
    let file = 0;
    for (const ch of row) {
      const n = Number(ch);
      for (let k = 0; k < (n || 1); k += 1) {
        out.push({ name: 'abcdefgh'[file] + (8 - r), piece: n ? null : ch, dark: (file + r) % 2 === 1 });
        file += 1;
      }
    }
  });
  return out;
}

export default function Position({ initial }) {
  const { state, undo, redo, move } = useChessGame(initial);
  const last = state.lastMove;
  // Effects run once the server's markup is hydrated: the test's sign that clicks now reach React.
  useEffect(() => { document.body.dataset.hydrated = 'true'; }, []);
  return (
    <section>
      <div id="board" style={{ display: 'grid', gridTemplateColumns: 'repeat(8, 40px)', gridAutoRows: '40px' }}>
        {squares(state.fen).map((s) => (
          <div key={s.name} data-square={s.name} data-piece={s.piece ?? undefined}
            className={[s.dark ? 'dark' : 'light', state.check === s.name ? 'check' : '', last && (last.from === s.name || last.to === s.name) ? 'last-move' : ''].filter(Boolean).join(' ')}
            style={{ background: state.check === s.name ? '#e66' : s.dark ? '#b58863' : '#f0d9b5', fontSize: 30, textAlign: 'center' }}>
            {s.piece ? GLYPH[s.piece] : ''}
          </div>
        ))}
      </div>
      <p id="state-fen">{state.fen}</p>
      <p id="state-check">{state.check ?? 'no check'}</p>
      <p id="state-ply">{`${state.ply}/${state.length}`}</p>
      <button id="undo" disabled={!state.line} onClick={undo}>Undo</button>
      <button id="redo" disabled={!state.undone} onClick={redo}>Redo</button>
      <button id="block" onClick={() => move('Bd7')}>Bd7</button>
    </section>
  );
}
