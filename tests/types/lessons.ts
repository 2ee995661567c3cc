// chess-arbiter/lessons' types, and the additions of issue 16 to the main package: rulings'
// shapes, { lesson: true }, describeMove, formatSan, localized SAN with { lang }.
import { ChessError as LessonsError, checkExercise, lessons, loadLessons } from 'chess-arbiter/lessons';
import type { Exercise, ExerciseResult, Goal, Lesson } from 'chess-arbiter/lessons';
import { ChessError, applyMove, describeMove, explainMove, formatSan, legalMoves, Game } from 'chess-arbiter';
import type { RulingShape } from 'chess-arbiter';

async function use(): Promise<string> {
  const all: Lesson[] = await loadLessons('fa');
  const ex: Exercise = all[0].exercises[0];
  const goal: Goal = ex.success;
  const r: ExerciseResult = await checkExercise(ex, ex.solution, { lang: 'ru' });
  const shapes: RulingShape[] = r.ruling ? r.ruling.shapes : [];
  const title: string | undefined = lessons[0].title.fa;
  const e = await explainMove('8/8/8/8/8/8/8/R7 w - - 0 1', 'a1b2', { lesson: true });
  const drawn = e.legal ? '' : e.shapes.map((s) => `${s.orig}${s.dest ?? ''}:${s.brush}`).join();
  const m = legalMoves('8/8/8/8/8/8/8/R7 w - - 0 1', { lesson: true })[0];
  const words: string = describeMove(m, { lang: 'hy' });
  const local: string = formatSan(m.san, { lang: 'cs' }) + formatSan(m.san, { figurines: true });
  const fen: string = applyMove('fen', 'Кf3', { lang: 'ru' });
  new Game().move('Jf3', { lang: 'cs' });
  return `${goal.kind}${shapes.length}${title}${drawn}${words}${local}${fen}`;
}

// One error class for every entry: the lessons' ChessError is the package's.
const sameClass: typeof ChessError = LessonsError;
function code(e: unknown): string | undefined {
  return e instanceof LessonsError ? e.code : undefined;
}

// @ts-expect-error no such language
loadLessons('de');
// @ts-expect-error played moves are UCI strings
checkExercise(lessons[0].exercises[0], [1]);

export { use, sameClass, code };
