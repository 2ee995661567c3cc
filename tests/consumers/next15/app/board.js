'use client';
// A client component with a static import (Next also prerenders it on the server).
import { useState } from 'react';
import { applyMove } from 'chess-arbiter';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

export default function Board() {
  const [fen, setFen] = useState(START);
  return (
    <div>
      <button id="play" onClick={() => setFen(applyMove(fen, 'e4'))}>e4</button>
      <p id="fen">{fen}</p>
    </div>
  );
}
