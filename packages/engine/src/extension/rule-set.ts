/**
 * The rule set of a game: every extension point (expansion.ts) resolved to one function, the base
 * game's where no expansion played replaces it. Composed once per combination by registry.ts when a
 * game is created or rebuilt from a view, and kept here by number; a state holds its rule set's
 * number (the scalar `ruleSet`), so a copy of a state is still one slice of its buffer and a few
 * scalars, and the rules reach the hooks with one array read, never asking which expansions are
 * played.
 *
 * @example
 * ruleSetOf(s).houseBuilt(s, seat, city); // the letters of the Messenger, a free city's tile, or nothing
 */
import type { Board } from '../board/board.ts';
import type { MoveError } from '../errors.ts';
import type { Move } from '../move.ts';
import type { GameState } from '../state.ts';
import type { Step } from '../steps.ts';
import type { PlayerView } from '../view-types.ts';
import type { ExpansionSeatView, ExpansionTableView } from './additions.ts';
import type {
  CardPlay,
  CarriageOption,
  ExtraDecisions,
  HiddenCards,
  Interruption,
  OfficialBitValue,
  OfficialRules,
} from './expansion.ts';

/** The hooks of one combination of expansions, each resolved: see expansion.ts for each. */
export interface RuleSet {
  /** Its number: the state's `ruleSet` scalar. */
  readonly index: number;
  /** The hooks composed, by id, in the order they run. */
  readonly hooks: readonly string[];
  readonly setUp: (s: GameState) => void;
  readonly turnStarted: (s: GameState) => void;
  readonly officials: OfficialRules;
  readonly officialUsed: (s: GameState, official: OfficialBitValue) => void;
  /** Another way to play a card, or null. */
  readonly cardPlay: CardPlay | null;
  readonly routeMayClose: (s: GameState, seat: number) => boolean;
  readonly houseAllowed: (s: GameState, city: number) => boolean;
  readonly houseBuilt: (s: GameState, seat: number, city: number) => void;
  readonly carriageOption: (s: GameState, seat: number) => CarriageOption;
  readonly routeScored: (s: GameState, seat: number, tookCarriage: boolean) => void;
  readonly turnEnded: (s: GameState, last: boolean) => void;
  /** The expansions' decisions by phase (undefined for the base game's phases). */
  readonly decisions: readonly (ExtraDecisions | undefined)[];
  /** Whether an expansion played has decisions that may interrupt a turn (`decisions`). */
  readonly interrupts: boolean;
  /** Every expansion's `interrupt`, in turn, until one begins its decisions. */
  readonly interrupt: (s: GameState) => Interruption;
  /** True while an expansion's decisions are called for and not yet begun. */
  readonly pending: (s: GameState) => boolean;
  /** The expansions' fields of the view: those of the expansions played, and the absent values. */
  readonly tableView: (s: GameState) => ExpansionTableView;
  readonly seatView: (s: GameState, seat: number, viewer: number | null) => ExpansionSeatView;
  readonly rebuild: (s: GameState, view: PlayerView, board: Board) => void;
  /** Hidden cards of an expansion's own, or null. */
  readonly hiddenCards: HiddenCards | null;
  /** The first expansion's word on a refused move, or null for the base game's. */
  readonly explain: (s: GameState, move: Move, arg: number, step: Step) => MoveError | null;
}

/** The rule sets composed so far, by number (registry.ts numbers and fills them). */
export const RULE_SETS: RuleSet[] = [];

/** The rule set of the game `s` belongs to. */
export const ruleSetOf = (s: GameState): RuleSet => RULE_SETS[s.ruleSet]!;
