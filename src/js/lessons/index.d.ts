// Types of `chess-arbiter/lessons`: rule tutorials as data, their texts in five languages, and
// a checker that runs an exercise on the core's rules.
import type { MoveRuling, RulingLang, Square } from '../index.js';

/** The package's one error class, the same object in every entry (`instanceof` holds across them). */
export { ChessError } from '../index.js';

/** The languages of the lessons' texts (as the rulings'): English, Armenian, Persian (right to left), Russian, Czech. */
export type Lang = RulingLang;

/**
 * What completes an exercise, as data:
 * - `reach`: one of the learner's pieces has landed on every square of `squares` (any order);
 * - `captureAll`: the pieces on `squares` are all captured;
 * - `checkmate`, `stalemate`, `check`: the learner's move checkmates, stalemates or checks (Art. 5.1, 5.2, 3.9.1);
 * - `castle`: the learner castles on `side` (Art. 3.8.2);
 * - `enPassant`: the learner captures en passant (Art. 3.7.4);
 * - `promote`: the learner promotes a pawn to `role` (Art. 3.7.5);
 * - `escape`: the learner, in check, makes a legal move (every legal move ends the check, Art. 3.9.2).
 */
export type Goal =
  | { kind: 'reach'; squares: Square[] }
  | { kind: 'captureAll'; squares: Square[] }
  | { kind: 'checkmate' }
  | { kind: 'stalemate' }
  | { kind: 'check' }
  | { kind: 'castle'; side: 'king' | 'queen' }
  | { kind: 'enPassant' }
  | { kind: 'promote'; role: 'q' | 'r' | 'b' | 'n' }
  | { kind: 'escape' };

export interface Exercise {
  /** `lessonId-n`, n from 1. */
  id: string;
  /** The position, read with `{ lesson: true }`: a side may have no king (no check rule applies to it). */
  fen: string;
  /** The goal in each language loaded (loadLessons fills it). */
  goal: Partial<Record<Lang, string>>;
  success: Goal;
  /** Scripted moves of the other side (UCI), one after each of the learner's moves; without one the other side passes. */
  replies?: string[];
  /** One shortest solution: the learner's moves, UCI. */
  solution: string[];
  /** The learner's moves allowed; absent: the solution's length for one-move goals, no limit for `reach` and `captureAll`. */
  maxMoves?: number;
  /** A typical illegal try and the code of the rule it breaks (for hints, and the tests). */
  wrong: { uci: string; code: string };
}

export interface Lesson {
  /** e.g. 'bishop', 'enPassant', 'castlingPrevented'. */
  id: string;
  /** The FIDE article, e.g. '3.2', '3.8.2.2', '5.1'. */
  article: string;
  /** The title in each language loaded (loadLessons fills it). */
  title: Partial<Record<Lang, string>>;
  /** The rule in one sentence, in each language loaded. */
  rule: Partial<Record<Lang, string>>;
  exercises: Exercise[];
}

/** Every lesson, in the order of Article 3 (captures 3.1 to the pins of 3.9.2), then checkmate (5.1) and stalemate (5.2). */
export declare const lessons: Lesson[];

/** Loads `lang`'s texts once (default 'en'), fills `title`, `rule` and `goal` for it, and resolves to `lessons`. Rejects with ChessError ERR_INVALID_ARGUMENT for another language. */
export declare function loadLessons(lang?: Lang): Promise<Lesson[]>;

/** The interface words of a tutorial page in `lang`, and the text direction ('rtl' for Persian). */
export declare function lessonTexts(lang?: Lang): Promise<{ dir: 'ltr' | 'rtl'; ui: Record<string, string | ((done: number, total: number) => string)> }>;

/** Where an exercise stands after the learner's moves. */
export interface ExerciseResult {
  /** The goal is met. */
  done: boolean;
  /** The exercise cannot be completed with these moves: the last one is illegal (see `ruling`), the moves allowed are used up, or the other side cannot answer. */
  failed?: boolean;
  /** The last move's ruling (FIDE Article 3) when it is illegal: code, article, squares, shapes to draw and a message in `options.lang`. */
  ruling?: Omit<MoveRuling, 'legal'>;
  /** The position now (before the illegal move, if one was tried). */
  fen: string;
}

/**
 * Plays the learner's moves (UCI) from the exercise's position, each followed by the scripted
 * reply or a pass, with the core's rules. Always a Promise. Rejects with ChessError
 * ERR_INVALID_ARGUMENT for arguments that are no exercise or moves.
 */
export declare function checkExercise(exercise: Exercise, played: string[], options?: { lang?: Lang }): Promise<ExerciseResult>;
