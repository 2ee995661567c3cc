// Size entry (bench/run.mjs): what the bench uses of chessops.
import { Chess } from 'chessops/chess';
import { parseFen } from 'chessops/fen';
import { makeSan, parseSan } from 'chessops/san';
import { makeSquare } from 'chessops/util';
import { perft } from 'chessops/debug';

globalThis.lib = { Chess, parseFen, makeSan, parseSan, makeSquare, perft };
