// Size entry (bench/run.mjs): `chess-arbiter/lessons` alone (the lessons and their checking;
// the texts of a language other than English load on demand), as a tutorial page would import it.
import { lessons, loadLessons, checkExercise } from 'chess-arbiter/lessons';

globalThis.lib = { lessons, loadLessons, checkExercise };
