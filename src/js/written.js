// A move given in a language's letters (`options.lang`) that is refused, quoted as the user
// wrote it: the core reads its English SAN (rules.js's localMoveText) and its ChessError quotes
// that. The default entry's alone (api.js, state.js): `chess-arbiter/core` reads no `lang`.
import * as raw from './chess_arbiter.js';
import { ChessError } from './rules.js';

/**
 * `e` with the move quoted as the user wrote it: a move given in a language's letters
 * (`options.lang`, `written`) is read by the core as its English SAN (`read`), which a
 * ChessError's message quotes (`Illegal move: "Nf4"` for `Кf4`); the SAN that strict reading
 * asks for (ERR_NOT_STRICT_SAN, `write Nf3`) in the language's letters too. Returns `e`, to be
 * thrown.
 * @param {unknown} e
 * @param {unknown} written
 * @param {unknown} read
 * @param {unknown} [lang]
 */
function asWritten(e, written, read, lang) {
  if (!(e instanceof ChessError) || typeof written !== 'string' || typeof read !== 'string' || written === read) return e;
  const err = /** @type {Error & { code: string }} */ (e);
  const quoted = JSON.stringify(read);
  if (err.message.includes(quoted)) err.message = err.message.split(quoted).join(JSON.stringify(written));
  if (err.code === 'ERR_NOT_STRICT_SAN' && typeof lang === 'string') {
    err.message = err.message.replace(/^(Not strict SAN: write )(\S+)(: )/, (whole, before, san, after) => {
      try {
        return before + raw.sanToLocal(san, lang) + after;
      } catch {
        return whole;
      }
    });
  }
  return e;
}

export { asWritten };
