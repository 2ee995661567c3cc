// The published types against the JS face as its JSDoc types it: each export of src/js/*.js
// (checked with checkJs) must be assignable to its declaration in src/js/index.d.ts,
// lessons/index.d.ts or compat/index.d.ts, so their arguments and results agree, not only their
// names (tests/js/package.test.mjs checks the names of the packed entries). Part of
// `tsc -p src/js` (the `types` stage of scripts/test.sh); nothing here runs.
import type * as Decl from '../../src/js/index.js';
import type * as LessonsDecl from '../../src/js/lessons/index.js';
import type * as CompatDecl from '../../src/js/compat/index.js';
import type * as ArbiterDecl from '../../src/js/arbiter/index.js';
import type * as VariantsDecl from '../../src/js/variants/index.js';
import * as Api from '../../src/js/api.js';
import * as Lessons from '../../src/js/lessons.js';
import * as Compat from '../../src/js/compat.js';
import * as ArbiterFace from '../../src/js/arbiter/arbiter.js';
import * as State from '../../src/js/state.js';
import * as Variants from '../../src/js/variants.js';

// The free functions (rules.js, re-exported by api.js and by chess-arbiter/core; api.js; describe.js).
export const version: typeof Decl.version = Api.version;
export const legalMoves: typeof Decl.legalMoves = Api.legalMoves;
export const applyMove: typeof Decl.applyMove = Api.applyMove;
export const isCheck: typeof Decl.isCheck = Api.isCheck;
export const isCheckmate: typeof Decl.isCheckmate = Api.isCheckmate;
export const isStalemate: typeof Decl.isStalemate = Api.isStalemate;
export const validateFen: typeof Decl.validateFen = Api.validateFen;
export const perft: typeof Decl.perft = Api.perft;
export const perftCopyMake: typeof Decl.perftCopyMake = Api.perftCopyMake;
export const toDests: typeof Decl.toDests = Api.toDests;
export const isPromotion: typeof Decl.isPromotion = Api.isPromotion;
export const checkSquare: typeof Decl.checkSquare = Api.checkSquare;
export const pieceChanges: typeof Decl.pieceChanges = Api.pieceChanges;
export const chess960Fen: typeof Decl.chess960Fen = Api.chess960Fen;
export const memoryBytes: typeof Decl.memoryBytes = Api.memoryBytes;
export const canWin: typeof Decl.canWin = Api.canWin;
export const helpmate: typeof Decl.helpmate = Api.helpmate;
export const DEFAULT_NODES: typeof Decl.DEFAULT_NODES = Api.DEFAULT_NODES;
export const explainMove: typeof Decl.explainMove = Api.explainMove;
export const explainPosition: typeof Decl.explainPosition = Api.explainPosition;
export const describeMove: typeof Decl.describeMove = Api.describeMove;
export const formatSan: typeof Decl.formatSan = Api.formatSan;
export const parsePgn: typeof Decl.parsePgn = Api.parsePgn;

// The immutable game value (state.js, exported by the entries beside api.js).
export const gameState: typeof Decl.gameState = State.gameState;
export const play: typeof Decl.play = State.play;
export const undo: typeof Decl.undo = State.undo;
export const redo: typeof Decl.redo = State.redo;
export const viewPly: typeof Decl.viewPly = State.viewPly;
export const claimDraw: typeof Decl.claimDraw = State.claimDraw;
export const stateFromPgn: typeof Decl.stateFromPgn = State.stateFromPgn;
export const statePgn: typeof Decl.statePgn = State.statePgn;
export const stateMoves: typeof Decl.stateMoves = State.stateMoves;
export const destsMap: typeof Decl.destsMap = State.destsMap;

// Game: the constructor, the static makers and every method (Symbol.dispose is set by the entries).
type GameImpl = InstanceType<typeof Api.Game>;
export const makeGame: new (fen?: string, options?: Decl.GameOptions) => GameImpl = Api.Game;
export const fromPgn: typeof Decl.Game.fromPgn = Api.Game.fromPgn;
export const fromJSON: typeof Decl.Game.fromJSON = Api.Game.fromJSON;
export function gameMethods(g: GameImpl): Omit<Decl.Game, typeof Symbol.dispose> {
  return g;
}

// chess-arbiter/lessons.
export const lessons: typeof LessonsDecl.lessons = Lessons.lessons;
export const loadLessons: typeof LessonsDecl.loadLessons = Lessons.loadLessons;
export const lessonTexts: typeof LessonsDecl.lessonTexts = Lessons.lessonTexts;
export const checkExercise: typeof LessonsDecl.checkExercise = Lessons.checkExercise;

// chess-arbiter/compat: its free function, constants, and Chess (constructor and every method,
// with their overloads) and the Move objects it gives.
export const compatValidateFen: typeof CompatDecl.validateFen = Compat.validateFen;
export const DEFAULT_POSITION: typeof CompatDecl.DEFAULT_POSITION = Compat.DEFAULT_POSITION;
export const SQUARES: typeof CompatDecl.SQUARES = Compat.SQUARES;
type ChessImpl = InstanceType<typeof Compat.Chess>;
export const makeChess: new (fen?: string, options?: { skipValidation?: boolean; chess960?: boolean }) => ChessImpl = Compat.Chess;
export function chessMethods(c: ChessImpl): CompatDecl.Chess {
  return c;
}
export function moveFields(m: InstanceType<typeof Compat.Move>): CompatDecl.Move {
  return m;
}

// chess-arbiter/arbiter: its free function and Arbiter (constructor, statics, every method).
export const parseTimeControl: typeof ArbiterDecl.parseTimeControl = ArbiterFace.parseTimeControl;
export const makeArbiter: new (options?: ArbiterDecl.ArbiterOptions) => InstanceType<typeof ArbiterFace.Arbiter> = ArbiterFace.Arbiter;
type ArbiterMethods = Omit<ArbiterDecl.Arbiter, typeof Symbol.dispose>; // the entry sets [Symbol.dispose] on the prototype
export const arbiterFromJSON: (s: ArbiterDecl.ArbiterSnapshot | string) => ArbiterMethods = ArbiterFace.Arbiter.fromJSON;
export const arbiterFromPgn: (text: string, options?: ArbiterDecl.ArbiterPgnOptions) => ArbiterMethods = ArbiterFace.Arbiter.fromPgn;
export function arbiterMethods(a: InstanceType<typeof ArbiterFace.Arbiter>): ArbiterMethods {
  return a;
}
// chess-arbiter/variants (variants.js).
export const variantsVARIANTS: typeof VariantsDecl.VARIANTS = Variants.VARIANTS;
export const variantKey: typeof VariantsDecl.variantKey = Variants.variantKey;
export const variantStartingFen: typeof VariantsDecl.startingFen = Variants.startingFen;
export const variantLegalMoves: typeof VariantsDecl.legalMoves = Variants.legalMoves;
export const variantApplyMove: typeof VariantsDecl.applyMove = Variants.applyMove;
export const variantIsCheck: typeof VariantsDecl.isCheck = Variants.isCheck;
export const variantPerft: typeof VariantsDecl.perft = Variants.perft;
export const variantValidateFen: typeof VariantsDecl.validateFen = Variants.validateFen;
export const variantToDests: typeof VariantsDecl.toDests = Variants.toDests;
export const variantDropDests: typeof VariantsDecl.dropDests = Variants.dropDests;
export const variantOutcome: typeof VariantsDecl.outcome = Variants.outcome;
// chess-arbiter/variants: Game (constructor, statics, every method) and readGames.
export const makeVariantGame: new (fen?: string | null, options?: VariantsDecl.VariantGameOptions) => InstanceType<typeof Variants.Game> = Variants.Game;
type VariantGameMethods = Omit<VariantsDecl.Game, typeof Symbol.dispose>; // the entry sets [Symbol.dispose] on the prototype
export const variantGameFromPgn: (text: string) => VariantGameMethods = Variants.Game.fromPgn;
export const variantGameFromJSON: (s: VariantsDecl.VariantGameSnapshot | string) => VariantGameMethods = Variants.Game.fromJSON;
export function variantGameMethods(g: InstanceType<typeof Variants.Game>): VariantGameMethods {
  return g;
}
export const variantReadGames: typeof VariantsDecl.readGames = Variants.readGames;

export const variantPieceChanges: typeof VariantsDecl.pieceChanges = Variants.pieceChanges;
export const variantExplainMove: typeof VariantsDecl.explainMove = Variants.explainMove;
