#!/usr/bin/env python3
"""Random games in each lichess variant played by python-chess, used only as an oracle for
src/variants/ (issue 36): one line per position, as examples/variants_oracle.rs reads them:

    variant-key \t FEN \t sorted UCI moves \t sorted SAN (no +/#) \t check (0/1) \t result

Usage (python-chess from PyPI, package `chess`, in a virtual environment of your own):
    python3 -m venv /tmp/oracle && /tmp/oracle/bin/pip install chess
    /tmp/oracle/bin/python scripts/variants-oracle.py GAMES SEED > /tmp/positions.tsv
    cargo run --release --example variants_oracle < /tmp/positions.tsv

Pawn drops are written `P@e4` (lichess's SAN; python-chess writes `@e4`). Draws python-chess
declares by the 75-move rule or fivefold repetition are written as ongoing (`*`): those are the
game's rules, not the position's. python-chess does not draw lichess's atomic closed
positions (kings and pawns stuck behind pawns): those differ in the result only.
"""
import random
import sys

import chess
import chess.variant

BOARDS = {
    "standard": chess.Board,
    "antichess": chess.variant.AntichessBoard,
    "atomic": chess.variant.AtomicBoard,
    "crazyhouse": chess.variant.CrazyhouseBoard,
    "horde": chess.variant.HordeBoard,
    "kingOfTheHill": chess.variant.KingOfTheHillBoard,
    "racingKings": chess.variant.RacingKingsBoard,
    "threeCheck": chess.variant.ThreeCheckBoard,
}
GAME_RULES = (chess.Termination.SEVENTYFIVE_MOVES, chess.Termination.FIVEFOLD_REPETITION)


def san(board, move):
    text = board.san(move).rstrip("+#")
    return "P" + text if text.startswith("@") else text


def main():
    games, seed = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(seed)
    for key, board_class in BOARDS.items():
        for _ in range(games):
            board = board_class()
            for _ in range(400):
                moves = list(board.legal_moves)
                outcome = board.outcome(claim_draw=False)
                if outcome is not None and outcome.termination in GAME_RULES:
                    outcome = None
                result = "*" if outcome is None else outcome.result()
                print("\t".join([
                    key,
                    board.fen(),
                    " ".join(sorted(board.uci(m) for m in moves)),
                    " ".join(sorted(san(board, m) for m in moves)),
                    str(int(board.is_check())),
                    result,
                ]))
                if not moves or outcome is not None:
                    break
                board.push(rng.choice(moves))


if __name__ == "__main__":
    main()
