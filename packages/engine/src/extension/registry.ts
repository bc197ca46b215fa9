/**
 * The expansions the engine knows, and the rule set of each game composed from them. An
 * expansion is added once (`registerExpansion`: its state fields, its moves), before any game is
 * made; the built-in expansions are added by expansions/built-in.ts. A game's rule set is
 * composed once per combination in a process (kept by number in RULE_SETS), when a game is
 * created (setup.ts) or a state is rebuilt from a view (determinize.ts); never while a game is
 * played. The base rules import only the rule set (rule-set.ts) and the contract
 * (expansion.ts), never this file or an expansion's.
 */
import type { Board } from '../board/board.ts';
import { addMoveForm } from '../move.ts';
import type { GameRules } from '../options.ts';
import { baseCarriageOption } from '../rules/closing.ts';
import { ONE_OFFICIAL_A_TURN } from '../rules/officials.ts';
import { declareExpansionScalars, type GameState } from '../state.ts';
import { declaredArrays, declaredScalars } from '../state-layout.ts';
import type { Step } from '../steps.ts';
import type { PlayerView } from '../view-types.ts';
import type { ExpansionSeatView, ExpansionTableView } from './additions.ts';
import {
  Interruption,
  type ExpansionModule,
  type ExtraDecisions,
  type Hooks,
  type ViewFields,
} from './expansion.ts';
import { RULE_SETS, type RuleSet } from './rule-set.ts';

const modules: ExpansionModule[] = [];

/** The expansions registered, in the order they were added. */
export const registeredExpansions = (): readonly ExpansionModule[] => modules;

/** The registered expansion of a name, if there is one. */
export const expansionNamed = (name: string): ExpansionModule | undefined =>
  modules.find((e) => e.name === name);

/**
 * Adds an expansion to the engine: its fields to every state made from now on, its moves to
 * the parser, the notation and the integer forms. A second expansion of the same name, a field,
 * a move type or a phase that another expansion has already, are refused.
 */
export function registerExpansion(expansion: ExpansionModule): void {
  if (expansionNamed(expansion.name)) throw new Error(`${expansion.name} is registered already`);
  const phases = new Set(modules.flatMap((e) => e.decisions?.phases ?? []));
  const phase = expansion.decisions?.phases.find((p) => phases.has(p));
  if (phase !== undefined) throw new Error(`${expansion.name}: phase ${phase} has an owner`);
  declareExpansionScalars(expansion.name, expansion.state ?? {});
  for (const form of expansion.moves ?? []) addMoveForm(form);
  modules.push(expansion);
}

/** The steps of the expansions' own decisions, in the order the expansions were added. */
export const expansionSteps = (): Step[] => modules.flatMap((e) => e.decisions?.steps ?? []);

/** The error codes of the expansions' refusals. */
export const expansionErrorCodes = (): string[] => modules.flatMap((e) => e.errorCodes ?? []);

/** Each registered expansion with the hooks it plays a game of `rules` on `board` with. */
function playedHooks(rules: GameRules, board: Board): [ExpansionModule, readonly Hooks[]][] {
  return modules.map((e) => [e, e.play(rules, board)]);
}

const numbers = new Map<string, number>();
let compositions = 0;

/** How many rule sets this process has composed (each combination once). */
export const compositionCount = (): number => compositions;

/**
 * The number of the rule set of `rules` on `board`, composing it the first time it is asked for.
 * This is what a state's `ruleSet` scalar holds. The same hooks make the same rule set.
 */
export function ruleSetFor(rules: GameRules, board: Board): number {
  const played = playedHooks(rules, board);
  const key = played.flatMap(([, hooks]) => hooks.map((h) => h.id)).join('+');
  const known = numbers.get(key);
  if (known !== undefined) return known;
  const index = RULE_SETS.length;
  RULE_SETS.push(compose(index, played));
  numbers.set(key, index);
  compositions++;
  return index;
}

/** The one hook of a kind that an expansion replaces, or the base game's; two are an error. */
function single<K extends keyof Hooks>(played: readonly Hooks[], key: K): Hooks[K] | undefined {
  const givers = played.filter((h) => h[key] !== undefined);
  if (givers.length > 1) {
    throw new Error(`${givers.map((h) => h.id).join(' and ')} both replace ${key}`);
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

type Explain = NonNullable<Hooks['explain']>;

/** The fields an expansion's state shows as they are, of the view and of a rebuilt state. */
const PLAIN_FIELDS: ViewFields & { rebuild: (s: GameState, view: PlayerView) => void } = {
  table(s) {
    const fields: Record<string, number> = {};
    const values = s as unknown as Readonly<Record<string, number>>;
    for (const { name, field } of declaredScalars()) {
      if (field.shown === 'table') fields[name] = values[name]!;
    }
    return fields;
  },
  seat(s, seat) {
    const fields: Record<string, number> = {};
    const arrays = s as unknown as Readonly<Record<string, Uint8Array>>;
    for (const { name, field } of declaredArrays()) {
      if (field.shown === 'per-seat') fields[name] = arrays[name]![seat]!;
    }
    return fields;
  },
  rebuild(s, view) {
    const values = s as unknown as Record<string, number>;
    const arrays = s as unknown as Readonly<Record<string, Uint8Array>>;
    const shown = view as unknown as Readonly<Record<string, number>>;
    for (const { name, field } of declaredScalars()) {
      if (field.shown === 'table') values[name] = shown[name]!;
    }
    for (const { name, field } of declaredArrays()) {
      if (field.shown !== 'per-seat') continue;
      view.seats.forEach((seat, i) => {
        arrays[name]![i] = (seat as unknown as Readonly<Record<string, number>>)[name]!;
      });
    }
  },
};

/**
 * A rule set numbered `index`: the hooks the registered expansions play with, in order, over the
 * base game's; an expansion with no hooks in this game shows its absent view fields and explains
 * its moves as absent. Games take theirs from `ruleSetFor`; this is for tests and for trying an
 * expansion out.
 */
export function compose(index: number, expansions: [ExpansionModule, readonly Hooks[]][]): RuleSet {
  const played = expansions.flatMap(([, hooks]) => hooks);
  const playing = expansions.filter(([, hooks]) => hooks.length > 0).map(([e]) => e);
  const decisions: (ExtraDecisions | undefined)[] = [];
  const extra = playing.flatMap((e) => (e.decisions ? [e.decisions] : []));
  for (const part of extra) for (const phase of part.phases) decisions[phase] = part;
  const views = [
    PLAIN_FIELDS,
    ...expansions.flatMap(([e, hooks]): ViewFields[] => {
      const fields = hooks.find((h) => h.view)?.view ?? e.absentView;
      return fields ? [fields] : [];
    }),
  ];
  const tables = views.flatMap((v) => (v.table ? [v.table] : []));
  const seats = views.flatMap((v) => (v.seat ? [v.seat] : []));
  const explainers: Explain[] = [
    ...played.flatMap((h) => (h.explain ? [h.explain] : [])),
    ...expansions.flatMap(([e, hooks]): Explain[] => {
      const absent = e.explainAbsent;
      return hooks.length === 0 && absent ? [(_s, move, _arg, step) => absent(move, step)] : [];
    }),
  ];
  return Object.freeze({
    index,
    hooks: played.map((h) => h.id),
    setUp: inTurn(played.map((h) => h.setUp)),
    turnStarted: inTurn(played.map((h) => h.turnStarted)),
    officials: single(played, 'officials') ?? ONE_OFFICIAL_A_TURN,
    officialUsed: inTurn(played.map((h) => h.officialUsed)),
    cardPlay: single(played, 'cardPlay') ?? null,
    routeMayClose: allAgree(played.map((h) => h.routeMayClose)),
    houseAllowed: allAgree(played.map((h) => h.houseAllowed)),
    houseBuilt: inTurn(played.map((h) => h.houseBuilt)),
    carriageOption: single(played, 'carriageOption') ?? baseCarriageOption,
    routeScored: inTurn(played.map((h) => h.routeScored)),
    turnEnded: inTurn(played.map((h) => h.turnEnded)),
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
    tableView: (s) => Object.assign({}, ...tables.map((table) => table(s))) as ExpansionTableView,
    seatView: (s, seat, viewer) =>
      Object.assign({}, ...seats.map((fields) => fields(s, seat, viewer))) as ExpansionSeatView,
    rebuild: inTurn<[GameState, PlayerView, Board]>([
      PLAIN_FIELDS.rebuild,
      ...playing.map((e) => e.rebuild),
    ]),
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
