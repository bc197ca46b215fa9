/**
 * Composes a game's rule set from its settled rules and its board: which expansions are played,
 * and each extension point resolved to one function. Done once per combination in a process (the
 * rule sets are kept by number in RULE_SETS), when a game is created (setup.ts) or a state is
 * rebuilt from a view (determinize.ts); never while a game is played.
 *
 * A rule set's number is made of the bits of what it is composed of, so it is the same in every
 * process for the same rules and board.
 */
import type { Board } from '../board/board.ts';
import type { GameRules } from '../options.ts';
import type { GameState } from '../state.ts';
import { baseCarriageOption } from '../rules/closing.ts';
import { ONE_OFFICIAL_A_TURN } from '../rules/officials.ts';
import type { ExpansionSeatFields, ExpansionTableFields } from '../view.ts';
import {
  Interruption,
  type ExpansionModule,
  type ExtraDecisions,
  type ViewFields,
} from './expansion.ts';
import { messenger } from './messenger.ts';
import { OFFICES_OF_HONOR } from './offices-of-honor/index.ts';
import { FREE_CITIES, POWER_AND_GLORY } from './power-and-glory/index.ts';
import { RULE_SETS, type RuleSet } from './rule-set.ts';

const Bits = { messenger: 1, messengerFigure: 2, offices: 4, horses: 8, freeCities: 16 } as const;

const MESSENGER = messenger(true);
/** With Power and Glory the Messenger is played without its figure (R13). */
const MESSENGER_WITHOUT_FIGURE = messenger(false);
const messengerOf = (bits: number): ExpansionModule =>
  (bits & Bits.messengerFigure) !== 0 ? MESSENGER : MESSENGER_WITHOUT_FIGURE;

/** Every expansion whose fields are in every view: each shows its own, or its absent values. */
const viewedExpansions = (bits: number): readonly [ExpansionModule, boolean][] => [
  [POWER_AND_GLORY, (bits & Bits.horses) !== 0],
  [messengerOf(bits), (bits & Bits.messenger) !== 0],
  [OFFICES_OF_HONOR, (bits & Bits.offices) !== 0],
];

/** The number of the rule set of `rules` played on `board`. */
export function ruleSetNumber(rules: GameRules, board: Board): number {
  return (
    (rules.messenger ? Bits.messenger : 0) |
    (rules.messenger && rules.messengerFigure ? Bits.messengerFigure : 0) |
    (rules.offices ? Bits.offices : 0) |
    (rules.horses ? Bits.horses : 0) |
    (board.freeCities !== 0 ? Bits.freeCities : 0)
  );
}

/** The expansions of a rule set's number, in the order their hooks run. */
function expansionsOf(bits: number): ExpansionModule[] {
  const played: ExpansionModule[] = [];
  if ((bits & Bits.horses) !== 0) played.push(POWER_AND_GLORY);
  if ((bits & Bits.freeCities) !== 0) played.push(FREE_CITIES);
  if ((bits & Bits.messenger) !== 0) played.push(messengerOf(bits));
  if ((bits & Bits.offices) !== 0) played.push(OFFICES_OF_HONOR);
  return played;
}

let compositions = 0;

/** How many rule sets this process has composed (each combination once). */
export const compositionCount = (): number => compositions;

/**
 * The number of the rule set of `rules` on `board`, composing it the first time it is asked for.
 * This is what a state's `ruleSet` scalar holds.
 */
export function ruleSetFor(rules: GameRules, board: Board): number {
  const index = ruleSetNumber(rules, board);
  if (RULE_SETS[index] === undefined) {
    RULE_SETS[index] = compose(index, expansionsOf(index), viewedExpansions(index));
    compositions++;
  }
  return index;
}

/** The one hook of a kind that an expansion replaces, or the base game's; two are an error. */
function single<K extends keyof ExpansionModule>(
  played: readonly ExpansionModule[],
  key: K,
): ExpansionModule[K] | undefined {
  const givers = played.filter((e) => e[key] !== undefined);
  if (givers.length > 1) {
    throw new Error(`${givers.map((e) => e.name).join(' and ')} both replace ${key}`);
  }
  return givers[0]?.[key];
}

/**
 * The hook of a point no expansion played listens to, and the check none adds to: one function
 * each for every rule set, so that a call site of the rules sees the same function whichever
 * games a process plays.
 */
const NOTHING = (): void => undefined;
const AGREED = (): boolean => true;
const NOT_PENDING = (): boolean => false;
const NO_INTERRUPTION = (): Interruption => Interruption.None;

/** The hooks of one kind, as one function calling each in turn (a no-op when there are none). */
function inTurn<A extends unknown[]>(
  hooks: readonly (((...args: A) => void) | undefined)[],
): (...args: A) => void {
  const list = hooks.filter((h): h is (...args: A) => void => h !== undefined);
  if (list.length === 0) return NOTHING;
  if (list.length === 1) return list[0]!;
  return (...args) => {
    for (const hook of list) hook(...args);
  };
}

/** The checks of one kind, as one function true when all agree (true when there are none). */
function allAgree<A extends unknown[]>(
  checks: readonly (((...args: A) => boolean) | undefined)[],
): (...args: A) => boolean {
  const list = checks.filter((c): c is (...args: A) => boolean => c !== undefined);
  if (list.length === 0) return AGREED;
  if (list.length === 1) return list[0]!;
  return (...args) => list.every((check) => check(...args));
}

/** The checks of one kind, as one function true when any is (false when there are none). */
function anyOf(checks: readonly ((s: GameState) => boolean)[]): (s: GameState) => boolean {
  if (checks.length === 0) return NOT_PENDING;
  if (checks.length === 1) return checks[0]!;
  return (s) => checks.some((check) => check(s));
}

type Explain = NonNullable<ExpansionModule['explain']>;

/**
 * A rule set numbered `index`: the hooks of the expansions `played`, in order, over the base
 * game's; `viewed` lists every expansion with fields in the view, and whether it is played. Games
 * take theirs from `ruleSetFor`; this is for tests and for trying an expansion out.
 */
export function compose(
  index: number,
  played: readonly ExpansionModule[],
  viewed: readonly [ExpansionModule, boolean][],
): RuleSet {
  const decisions: (ExtraDecisions | undefined)[] = [];
  const extra = played.flatMap((e) => (e.decisions ? [e.decisions] : []));
  for (const part of extra) {
    for (const phase of part.phases) {
      if (decisions[phase] !== undefined) throw new Error(`phase ${phase} has two owners`);
      decisions[phase] = part;
    }
  }
  const views = viewed.flatMap(([e, present]): ViewFields[] => {
    const fields = present ? e.view : e.absentView;
    return fields ? [fields] : [];
  });
  const explainers: Explain[] = [
    ...played.flatMap((e) => (e.explain ? [e.explain] : [])),
    ...viewed.flatMap(([e, present]): Explain[] => {
      const absent = e.explainAbsent;
      return !present && absent ? [(_s, move, _arg, step) => absent(move, step)] : [];
    }),
  ];
  return Object.freeze({
    index,
    expansions: played.map((e) => e.name),
    setUp: inTurn(played.map((e) => e.setUp)),
    turnStarted: inTurn(played.map((e) => e.turnStarted)),
    officials: single(played, 'officials') ?? ONE_OFFICIAL_A_TURN,
    officialUsed: inTurn(played.map((e) => e.officialUsed)),
    cardPlay: single(played, 'cardPlay') ?? null,
    routeMayClose: allAgree(played.map((e) => e.routeMayClose)),
    houseAllowed: allAgree(played.map((e) => e.houseAllowed)),
    houseBuilt: inTurn(played.map((e) => e.houseBuilt)),
    carriageOption: single(played, 'carriageOption') ?? baseCarriageOption,
    routeScored: inTurn(played.map((e) => e.routeScored)),
    turnEnded: inTurn(played.map((e) => e.turnEnded)),
    decisions,
    interrupts: extra.length > 0,
    interrupt:
      extra.length <= 1
        ? (extra[0]?.interrupt ?? NO_INTERRUPTION)
        : (s) => {
            for (const part of extra) {
              const done = part.interrupt(s);
              if (done !== Interruption.None) return done;
            }
            return Interruption.None;
          },
    pending: anyOf(extra.map((part) => part.pending)),
    tableView: (s) =>
      Object.assign({}, ...views.map((fields) => fields.table(s))) as ExpansionTableFields,
    seatView: (s, seat, viewer) =>
      Object.assign(
        {},
        ...views.map((fields) => fields.seat(s, seat, viewer)),
      ) as ExpansionSeatFields,
    rebuild: inTurn(played.map((e) => e.rebuild)),
    hiddenCards: single(played, 'hiddenCards') ?? null,
    explain: (s, move, arg, step) => {
      for (const explainer of explainers) {
        const error = explainer(s, move, arg, step);
        if (error !== null) return error;
      }
      return null;
    },
  } satisfies RuleSet);
}
