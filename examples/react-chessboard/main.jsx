// react-chessboard's "click or drag to move" example with chess.js, switched to chess-arbiter by
// one line: `import { Chess } from 'chess.js'` became the import from 'chess-arbiter/compat'.
// Added from chess-arbiter: the promotion picker only for a legal promotion (isPromotion, where
// a widget's examples test "a pawn reaching the last rank" and so offer it to a pinned pawn), the
// check highlight (checkSquare), and the ruling of an illegal drop (explainMove).
import { useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Chessboard } from 'react-chessboard';
import { Chess } from 'chess-arbiter/compat';
import { checkSquare, explainMove, isPromotion } from 'chess-arbiter';

const LAST_MOVE = { backgroundColor: 'rgba(155, 199, 0, 0.41)' };
const CHECK = { background: 'radial-gradient(circle, rgb(255, 0, 0) 0%, rgba(255, 0, 0, 0) 80%)' };
const OPTION = { background: 'radial-gradient(circle, rgba(0, 0, 0, 0.1) 25%, transparent 25%)' };

function App() {
  const chessGameRef = useRef(new Chess(new URLSearchParams(location.search).get('fen') ?? undefined));
  const chessGame = chessGameRef.current;
  const [chessPosition, setChessPosition] = useState(chessGame.fen());
  const [moveFrom, setMoveFrom] = useState('');
  const [optionSquares, setOptionSquares] = useState({});
  const [promotion, setPromotion] = useState(null); // { from, to } while the picker is open
  const pending = useRef(null); // the same, read by the picker's buttons whatever render they come from
  const [ruling, setRuling] = useState('');
  window.example = { fen: () => chessGame.fen() };

  function getMoveOptions(square) {
    const moves = chessGame.moves({ square, verbose: true });
    if (moves.length === 0) {
      setOptionSquares({});
      return false;
    }
    const squares = {};
    for (const move of moves) squares[move.to] = OPTION;
    squares[square] = { background: 'rgba(255, 255, 0, 0.4)' };
    setOptionSquares(squares);
    return true;
  }

  /** Plays from-to: opens the picker for a legal promotion, explains an illegal move. */
  function tryMove(from, to) {
    setMoveFrom('');
    setOptionSquares({});
    if (isPromotion(chessGame.fen(), { from, to })) {
      pending.current = { from, to };
      setPromotion({ from, to });
      return true;
    }
    try {
      chessGame.move({ from, to });
      setChessPosition(chessGame.fen());
      setRuling('');
      return true;
    } catch {
      explainMove(chessGame.fen(), { from, to }).then((r) => setRuling(r.legal ? '' : r.message));
      return false; // the piece snaps back
    }
  }

  function onSquareClick({ square, piece }) {
    if (promotion || chessGame.isGameOver()) return;
    if (!moveFrom && piece) {
      if (getMoveOptions(square)) setMoveFrom(square);
      return;
    }
    if (!moveFrom) return;
    const found = chessGame.moves({ square: moveFrom, verbose: true }).some((m) => m.to === square);
    if (!found) {
      setMoveFrom(getMoveOptions(square) ? square : '');
      return;
    }
    tryMove(moveFrom, square);
  }

  function onPieceDrop({ sourceSquare, targetSquare }) {
    if (!targetSquare || promotion) return false;
    return tryMove(sourceSquare, targetSquare);
  }

  function choose(role) {
    if (!pending.current) return;
    const { from, to } = pending.current;
    pending.current = null;
    setPromotion(null);
    if (role) {
      chessGame.move({ from, to, promotion: role });
      setRuling('');
    }
    setChessPosition(chessGame.fen());
  }

  const last = chessGame.history({ verbose: true }).at(-1);
  const styles = { ...optionSquares };
  if (last) for (const sq of [last.from, last.to]) styles[sq] = { ...LAST_MOVE, ...styles[sq] };
  const check = checkSquare(chessGame.fen());
  if (check) styles[check] = { ...styles[check], ...CHECK };
  const turn = chessGame.turn() === 'w' ? 'white' : 'black';
  const status = chessGame.isCheckmate()
    ? `Game over: checkmate, ${turn === 'white' ? 'black' : 'white'} wins`
    : chessGame.isGameOver() ? 'Game over: draw' : `${turn} to move${chessGame.inCheck() ? ' (check)' : ''}`;

  const chessboardOptions = {
    onPieceDrop,
    onSquareClick,
    position: chessPosition,
    squareStyles: styles,
    allowDragging: !promotion && !chessGame.isGameOver(),
    id: 'play',
  };
  return (
    // 400 px, or the page's width on a phone (the body's margins kept)
    <div style={{ width: 'min(400px, calc(100vw - 16px))' }}>
      <Chessboard options={chessboardOptions} />
      {promotion && (
        <div id="promotion" role="dialog" aria-label="Promote to">
          <button onClick={() => choose('q')}>Queen</button> <button onClick={() => choose('r')}>Rook</button>{' '}
          <button onClick={() => choose('b')}>Bishop</button> <button onClick={() => choose('n')}>Knight</button>{' '}
          <button onClick={() => choose('')}>Cancel</button>
        </div>
      )}
      <p id="status" aria-live="polite">{status}</p>
      <p id="ruling" aria-live="polite" style={{ color: '#a00' }}>{ruling}</p>
    </div>
  );
}

createRoot(document.getElementById('root')).render(<App />);
