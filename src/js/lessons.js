// `chess-arbiter/lessons`: rule tutorials as data (./lessons/data.js), their texts per language
// (./lessons/text/{lang}.js, loaded on demand like the rulings), and `checkExercise`, which runs
// an exercise so that any UI can teach without knowing chess. No rule is computed here: legal
// moves, rulings (with their shapes), check, checkmate and stalemate come from the core (the
// positions are read with { lesson: true }: a side may have no king); the goals are data, each
// kind checked against the move the core returns. Types: src/js/lessons/index.d.ts.
import { ChessError, applyMove, explainMove, isCheck, isCheckmate, isStalemate } from './api.js';
import { argError, describe, langArg, readOptions } from './rules.js';
import { LESSONS } from './lessons/data.js';

// The one ChessError of every entry (see rules.js), so `instanceof` holds here too.
export { ChessError };

// The public types (src/js/lessons/index.d.ts), for the JSDoc types of this file (checked by
// `tsc -p src/js`, against lessons/index.d.ts by tests/types/js-face.ts).
/** @typedef {import('./lessons/index.js').Lang} Lang */
/** @typedef {import('./lessons/index.js').Lesson} Lesson */
/** @typedef {import('./lessons/index.js').Exercise} Exercise */
/** @typedef {import('./lessons/index.js').ExerciseResult} ExerciseResult */

const TEXTS = {
  en: () => import('./lessons/text/en.js'),
  hy: () => import('./lessons/text/hy.js'),
  fa: () => import('./lessons/text/fa.js'),
  ru: () => import('./lessons/text/ru.js'),
  cs: () => import('./lessons/text/cs.js'),
};

/**
 * Every lesson, in the order of Article 3 (then Art. 5.1, 5.2); `title` and `goal` fill per language with loadLessons.
 * @type {Lesson[]}
 */
export const lessons = LESSONS.map((l) => ({
  id: l.id,
  article: l.article,
  title: {},
  rule: {},
  exercises: l.exercises.map((e, i) => ({ id: `${l.id}-${i + 1}`, ...e, goal: {} })),
}));

const loaded = new Map();

/** `lang`, a parameter (`name` 'lang') or an option: one message for every language argument. */
function checkLang(lang, name) {
  return langArg(lang, name);
}

/**
 * Loads the texts of `lang` (en, hy, fa, ru, cs; default en) once, fills `title[lang]`,
 * `rule[lang]` and each exercise's `goal[lang]`, and resolves to `lessons`.
 * @param {Lang} [lang]
 * @returns {Promise<Lesson[]>}
 */
export async function loadLessons(lang) {
  const l = checkLang(lang, 'lang');
  let p = loaded.get(l);
  if (!p) {
    p = TEXTS[l]().then((t) => {
      for (const lesson of lessons) {
        lesson.title[l] = t.titles[lesson.id];
        lesson.rule[l] = t.rules[lesson.id];
        for (const e of lesson.exercises) e.goal[l] = t.goal(e.success, e);
      }
      return { dir: t.dir, ui: t.ui };
    });
    p.catch(() => loaded.delete(l)); // a failed load may be retried
    loaded.set(l, p);
  }
  await p;
  return lessons;
}

/**
 * The direction (`ltr`, `rtl`) and the interface words of `lang`'s lesson texts, for a tutorial page.
 * @param {Lang} [lang]
 * @returns {Promise<{ dir: 'ltr' | 'rtl'; ui: Record<string, string | ((done: number, total: number) => string)> }>}
 */
export async function lessonTexts(lang) {
  const l = checkLang(lang, 'lang');
  await loadLessons(l);
  return loaded.get(l);
}

function checkExerciseArgs(exercise, played) {
  if (!exercise || typeof exercise !== 'object' || typeof exercise.fen !== 'string' || !exercise.success || typeof exercise.success.kind !== 'string') {
    throw argError(`exercise must be an exercise of lessons ({ fen, success, ... }), got ${describe(exercise)}`);
  }
  if (!Array.isArray(played)) throw argError(`played must be an array of UCI strings, got ${describe(played)}`);
  const bad = played.findIndex((m) => typeof m !== 'string');
  if (bad >= 0) throw argError(`played[${bad}] must be a UCI string, got ${describe(played[bad])}`);
}

const ONE_MOVE_GOALS = ['checkmate', 'stalemate', 'check', 'castle', 'enPassant', 'promote', 'escape'];

const CHECK_EXERCISE_OPTIONS = { fn: 'checkExercise', names: ['lang'] };

/**
 * Plays `played` (the learner's moves, UCI) from the exercise's position, each followed by the
 * scripted reply or, without one, a pass of the other side, and says where that stands:
 * `{ done: true, fen }` once the goal is met; `{ done: false, fen }` while it can still be met;
 * `{ done: false, failed: true, fen, ruling }` when the last move is illegal (the ruling as
 * explainMove gives it, with its shapes; `fen` the position it was tried in); `{ done: false,
 * failed: true, fen }` when the moves allowed are used up, or the other side cannot answer.
 * Always a Promise (the ruling's message loads per language: `options.lang`).
 * @param {Exercise} exercise
 * @param {string[]} played
 * @param {{ lang?: Lang }} [options]
 * @returns {Promise<ExerciseResult>}
 */
export async function checkExercise(exercise, played, options) {
  checkExerciseArgs(exercise, played);
  const o = readOptions(options, CHECK_EXERCISE_OPTIONS);
  const lang = checkLang(o.lang);
  const goal = exercise.success;
  const max = exercise.maxMoves ?? (ONE_MOVE_GOALS.includes(goal.kind) ? exercise.solution?.length ?? 1 : Infinity);
  const targets = new Set('squares' in goal ? goal.squares : []);
  const opts = { lesson: true };
  let fen = exercise.fen;
  for (const [i, uci] of played.entries()) {
    const r = await explainMove(fen, uci, { lesson: true, lang });
    if (!r.legal) {
      const { legal, ...ruling } = r;
      return { done: false, failed: true, fen, ruling };
    }
    const move = r.move;
    fen = applyMove(fen, move.uci, opts);
    let done;
    switch (goal.kind) {
      case 'reach':
        targets.delete(move.to);
        done = targets.size === 0;
        break;
      case 'captureAll':
        if (move.captured) targets.delete(move.captureSquare ?? move.to);
        done = targets.size === 0;
        break;
      case 'checkmate': done = isCheckmate(fen, opts); break;
      case 'stalemate': done = isStalemate(fen, opts); break;
      case 'check': done = isCheck(fen, opts); break;
      case 'escape': done = true; break; // every legal move answers the check (Art. 3.9.2)
      case 'castle': done = move.flags.includes(goal.side === 'queen' ? 'q' : 'k'); break;
      case 'enPassant': done = move.flags.includes('e'); break;
      case 'promote': done = move.promotion === goal.role; break;
      // A kind the types do not know (the exercise is the caller's data).
      default: throw argError(`exercise.success.kind ${JSON.stringify(String(/** @type {{ kind: unknown }} */ (goal).kind).slice(0, 16))} is not a goal kind`);
    }
    if (done) return { done: true, fen };
    if (i + 1 >= max) return { done: false, failed: true, fen };
    const reply = exercise.replies?.[i];
    try {
      fen = applyMove(fen, reply ?? null, opts); // no reply: the other side passes
    } catch (e) {
      if (!(e instanceof ChessError)) throw e;
      return { done: false, failed: true, fen }; // e.g. in check, it cannot pass
    }
  }
  return { done: false, fen };
}
