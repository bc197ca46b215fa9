/**
 * What an expansion is to the engine: everything it adds, declared in one module, and the points
 * of the base game where its rules come in. The base game (rules/*.ts) calls the hooks at the
 * named points of a turn; an expansion is a folder under src/expansions/ whose module declares
 * its state fields, moves, steps, error codes, rules flags, view fields, score terms and effects,
 * and fills the hooks it needs. The registry (registry.ts) adds a module to the engine; adding an
 * expansion is its folder and one line of the list of built-in expansions.
 *
 * The hooks of one game are composed once, when the game is created or rebuilt from a view
 * (registry.ts): the rule set (rule-set.ts) holds one function per hook, the base game's where no
 * expansion replaces it, so the rules call pre-resolved functions and never ask which expansions
 * are played.
 *
 * A hook changes only the state's fields of its own expansion, unless its comment says otherwise;
 * base fields it may change are named. Hooks run on the fast path: they allocate nothing and
 * throw nothing.
 *
 * @example
 * // With the Messenger, every house built is worth a letter to its builder:
 * export const LETTER_HOUSES: ExpansionModule = {
 *   name: 'letter-houses',
 *   title: 'Letter Houses',
 *   play: (rules) =>
 *     rules.messenger
 *       ? [{ id: 'letter-houses', houseBuilt: (s, seat) => void s.letters[seat]!++ }]
 *       : [],
 * };
 */
import type { Board } from '../board/board.ts';
import type { MoveError } from '../errors.ts';
import type { Move, MoveForm, MoveKind } from '../move.ts';
import type { GameRules } from '../options.ts';
import type { OfficialBitValue, Phase } from '../phase.ts';
import type { GameState } from '../state.ts';
import type { StateFragment } from '../state-layout.ts';
import type { Step } from '../steps.ts';
import type { PlayerView, SeatView } from '../view-types.ts';
import type {
  ExpansionEffects,
  ExpansionRules,
  ExpansionSeatView,
  ExpansionTableView,
} from './additions.ts';

/** The carriage a closing may take (R3): 'take', 'cartwright' (one or two cities short), or none. */
export type CarriageOption = 'take' | 'cartwright' | 'none';

export type { OfficialBitValue };

/**
 * How many officials help a turn (001: "the support of one official"), as one rule: the base
 * game's, or one expansion's that replaces it (The Princess' Messenger: letters buy more).
 */
export interface OfficialRules {
  /** R7: the Administrator may be called after the draws too, before the first card is played. */
  readonly administratorAfterDraws: boolean;
  /** Whether `official` may help now, another official having helped this turn already. */
  readonly furtherAvailable: (s: GameState, official: OfficialBitValue) => boolean;
  /** Pays for a further official (called before its bit is set); may change `letters`. */
  readonly payFurther: (s: GameState) => void;
  /** Why `official` cannot help this turn; asked only when it cannot, whatever its timing. */
  readonly refusal: (s: GameState, official: OfficialBitValue) => MoveError;
  /** Why the Administrator cannot be called at this point of the turn (R7). */
  readonly administratorTiming: string;
}

/** Another way to play a card from the hand than to a route (Power and Glory: as horses). */
export interface CardPlay {
  /** The move kind (move.ts) of a card played this way; its argument is the card type. */
  readonly kind: MoveKind;
  /** Whether the seat may play a card this way now; asked once per play step, for every card. */
  readonly allowed: (s: GameState, seat: number) => boolean;
  /** Plays the card: takes it from the hand and puts it where it goes. The base counts the play. */
  readonly play: (s: GameState, seat: number, card: number) => void;
}

/** What the expansion's decisions did to the turn, after a move: see `ExtraDecisions.interrupt`. */
export const Interruption = {
  /** Nothing called for: the turn goes on. */
  None: 0,
  /** The expansion's decisions began: the game waits on a seat of them. */
  Awaited: 1,
  /** They began and were over at once (no seat had anything to decide): play resumes. */
  Over: 2,
} as const;
export type Interruption = (typeof Interruption)[keyof typeof Interruption];

/**
 * Decisions of an expansion's own, in phases of its own (numbers above `Phase.Over`, named in
 * phase.ts), that interrupt a turn or follow the last one (Offices of Honor: return rounds). While
 * one of its phases is the state's phase, the base game hands every decision to these hooks; when
 * they are over, the expansion sets the phase back to the one it interrupted and play resumes
 * there (rules/apply.ts, `resumeTurn`): a draw step goes on, a carriage step finishes its closing.
 */
export interface ExtraDecisions {
  /** The phases these decisions are asked in. */
  readonly phases: readonly Phase[];
  /** Their steps, as a decision names them (the expansion adds them to `ExpansionSteps`). */
  readonly steps: readonly Step[];
  /** The phase of a step of these decisions, for a state rebuilt from a view. */
  readonly phaseOfStep: (step: Step) => Phase;
  /** The step of the awaited decision (one of STEPS, decision.ts). */
  readonly stepOf: (s: GameState) => Step;
  /** The seat whose decision it is: not necessarily the seat whose turn it is. */
  readonly seatOf: (s: GameState) => number;
  /** Writes the legal moves into `out`, in a fixed order; returns their number. */
  readonly generate: (s: GameState, out: Int32Array) => number;
  /** Applies a legal move; returns true when the decisions are over and play resumes. */
  readonly apply: (s: GameState, code: number) => boolean;
  /**
   * Called after every move outside these decisions, and again whenever play resumes: starts
   * the decisions that the move called for (an office stack emptied), if any.
   */
  readonly interrupt: (s: GameState) => Interruption;
  /** True while decisions are called for and not yet begun: a closing waits for them (R14). */
  readonly pending: (s: GameState) => boolean;
  /** Why a move is refused while these decisions are awaited. */
  readonly explain: (s: GameState, move: Move, step: Step) => MoveError;
}

/**
 * An expansion's fields of the player view (view.ts), from a state, besides the plain ones its
 * state fragment shows as they are (`shown`), which the view takes itself.
 */
export interface ViewFields {
  readonly table?: (s: GameState) => Partial<ExpansionTableView>;
  readonly seat?: (s: GameState, seat: number, viewer: number | null) => Partial<ExpansionSeatView>;
}

/**
 * What an expansion's pieces made public in a move, read off the states before and after it
 * (effects.ts): every field it adds to `ExpansionEffects`, in every move of every game (a game
 * without it leaves its fields as they were, so they say nothing happened).
 */
export type EffectFields = (
  before: GameState,
  after: GameState,
  code: number,
  seat: number,
) => Partial<ExpansionEffects>;

/**
 * The expansion's flags of a game's rules (GameRules): when it is chosen (given every expansion
 * chosen and the variant), and in a game without it.
 */
export interface RulesFlags {
  readonly chosen: (
    chosen: ReadonlySet<string>,
    variant: string | undefined,
  ) => Partial<ExpansionRules>;
  readonly absent: Partial<ExpansionRules>;
}

/**
 * Cards an expansion keeps out of sight outside the hands (Power and Glory: cards played horse
 * side up), for `determinize`: the viewer's own are seen; another seat's are dealt first, before
 * the hidden hand cards, from the shuffled unseen cards, each the first one that shows what the
 * view shows of it.
 */
export interface HiddenCards {
  /** The seat's hidden cards by card name, in the viewer's own view; null in another's. */
  readonly own: (seat: SeatView) => readonly string[] | null;
  /** What each hidden card of another seat shows (its horses). */
  readonly shown: (seat: SeatView) => readonly number[];
  /** Whether `card` (a card type) shows `shown`. */
  readonly shows: (board: Board, card: number, shown: number) => boolean;
  /** Puts the cards dealt to a seat in place in the rebuilt state. */
  readonly place: (s: GameState, seat: number, cards: readonly number[]) => void;
}

/**
 * One set of an expansion's rules, hook by hook, as `ExpansionModule.play` chooses it for a game.
 * Every hook is optional: see each for when it is called.
 */
export interface Hooks {
  /** Names this set of hooks in the rule sets composed of it (unique among all expansions). */
  readonly id: string;

  /** A new game, before its first turn: the expansion's pieces (letters, office tiles, chips). */
  readonly setUp?: (s: GameState) => void;
  /** The start of every turn, before the forced Postmaster of an empty hand (001). */
  readonly turnStarted?: (s: GameState) => void;
  /** Replaces the base game's one official a turn. At most one expansion replaces it. */
  readonly officials?: OfficialRules;
  /** An official was used (paid for, and its bit set in `officialsUsed`). */
  readonly officialUsed?: (s: GameState, official: OfficialBitValue) => void;
  /** Another way to play a card (its own move kind). At most one expansion has one. */
  readonly cardPlay?: CardPlay;
  /** Whether the seat's route may be closed, beyond its 3 cities (R5); all must agree. */
  readonly routeMayClose?: (s: GameState, seat: number) => boolean;
  /** Whether a house may go on `city` in this closing, beyond the two patterns of R4; all must agree. */
  readonly houseAllowed?: (s: GameState, city: number) => boolean;
  /** A house was built on `city`, in a closing or otherwise; may take a bonus tile (`takeTile`). */
  readonly houseBuilt?: (s: GameState, seat: number, city: number) => void;
  /** Replaces the carriage a closing may take (R3). At most one expansion replaces it. */
  readonly carriageOption?: (s: GameState, seat: number) => CarriageOption;
  /**
   * A route was scored: houses, tiles and the carriage are done, the route is on the discard
   * pile; `tookCarriage` tells whether a carriage was taken. May discard cards (`discardCard`).
   */
  readonly routeScored?: (s: GameState, seat: number, tookCarriage: boolean) => void;
  /**
   * A turn ended, the display refilled. `last`: it was the game's last turn and the phase is
   * `Phase.Over`; the expansion's decisions may still follow it (they end at `Phase.Over`).
   */
  readonly turnEnded?: (s: GameState, last: boolean) => void;
  /** The expansion's view fields in a game played with these hooks (else `absentView`). */
  readonly view?: ViewFields;
  /** Hidden cards of the expansion's own, dealt by `determinize`. At most one expansion has them. */
  readonly hiddenCards?: HiddenCards;
  /**
   * Why a move that is not legal now is refused, where the expansion's rule is the reason (a
   * horse too many); null leaves it to the base game's words. Asked before the base game.
   */
  readonly explain?: (s: GameState, move: Move, arg: number, step: Step) => MoveError | null;
}

/**
 * An expansion: what it adds to the engine, declared once, and the hooks it plays a game with.
 * Everything but its name and `play` is optional.
 */
export interface ExpansionModule {
  /** The expansion's name: the option that chooses it (GameOptions.expansions). */
  readonly name: string;
  /** Its title, as the rules texts name it, for messages. */
  readonly title: string;
  /** The map id of its own board, if it is played on one (maps/). */
  readonly board?: string;
  /** Ways of playing it a game may choose (GameOptions.variant). */
  readonly variants?: readonly string[];
  /** Its flags of the settled rules. */
  readonly rules?: RulesFlags;
  /** Its fields of the state (state-layout.ts), with who may see them. */
  readonly state?: StateFragment;
  /** Its moves, in every form (move.ts). */
  readonly moves?: readonly MoveForm[];
  /** Its moves' kinds by name, as the public `MoveKind` lists them (`ExpansionMoveKinds`). */
  readonly moveKinds?: Readonly<Record<string, MoveKind>>;
  /** The codes of its refusals (errors.ts); the expansion adds them to `ExpansionErrorCodes`. */
  readonly errorCodes?: readonly string[];
  /** Decisions and phases of the expansion's own, and where play resumes after them. */
  readonly decisions?: ExtraDecisions;
  /** Its phases by name, as the public `Phase` lists them (`ExpansionPhases`). */
  readonly phases?: Readonly<Record<string, Phase>>;
  /**
   * Its view fields in a game without it, when its played hooks give them otherwise (the
   * fields its state shows as they are need none: they are zero in a game without it).
   */
  readonly absentView?: ViewFields;
  /**
   * Writes the expansion's public fields of a state rebuilt from a view (`determinize`), in a
   * game with it, besides the ones its state shows as they are (rebuilt by the engine).
   */
  readonly rebuild?: (s: GameState, view: PlayerView, board: Board) => void;
  /** Its terms of every score line (score.ts): points of a seat; zero in a game without it. */
  readonly scoreTerms?: Readonly<Record<string, (s: GameState, seat: number) => number>>;
  /** What its pieces made public in a move. */
  readonly effects?: EffectFields;
  /** Why a move of this expansion is refused in a game without it; null: the base game's words. */
  readonly explainAbsent?: (move: Move, step: Step) => MoveError | null;
  /** The hooks a game of `rules` on `board` is played with; none when the expansion is not played. */
  readonly play: (rules: GameRules, board: Board) => readonly Hooks[];
}
