/**
 * The built-in expansions, registered with the engine in this order (the order of their hooks,
 * of `EXPANSIONS`, and of their moves' kinds and phases' numbers). Adding an expansion is its
 * folder beside this file and one line here.
 *
 * The lists the public API names (expansions, steps, error codes, move kinds, phases) are made
 * here from the base game's and the registered expansions' declarations.
 */
import { BASE_MOVE_ERROR_CODES, type MoveErrorCode } from '../errors.ts';
import { registerExpansion, registeredExpansions } from '../extension/registry.ts';
import type { ExpansionMoveKinds, ExpansionPhases } from '../extension/additions.ts';
import { MoveKind as BaseMoveKind } from '../move.ts';
import type { Expansion } from '../options.ts';
import { Phase as BasePhase } from '../phase.ts';
import { BASE_STEPS, type Step } from '../steps.ts';
import { MESSENGER } from './messenger/index.ts';
import { OFFICES_OF_HONOR } from './offices-of-honor/index.ts';
import { POWER_AND_GLORY } from './power-and-glory/index.ts';

// What the built-in expansions add to the public types (their `declare module` blocks), made part
// of every program that reads the engine's types, through this file.
export type * from './messenger/additions.ts';
export type * from './offices-of-honor/additions.ts';
export type * from './power-and-glory/additions.ts';

for (const expansion of [MESSENGER, OFFICES_OF_HONOR, POWER_AND_GLORY])
  registerExpansion(expansion);

/** The names of the expansions, as GameOptions.expansions takes them. */
export const EXPANSIONS = registeredExpansions().map((e) => e.name) as readonly Expansion[];

/** Every step a decision may name: the base game's, then the expansions'. */
export const STEPS: readonly Step[] = [
  ...BASE_STEPS,
  ...registeredExpansions().flatMap((e) => e.decisions?.steps ?? []),
];

/** Every code of a refused move: the base game's, then the expansions'. */
export const MOVE_ERROR_CODES = [
  ...BASE_MOVE_ERROR_CODES,
  ...registeredExpansions().flatMap((e) => e.errorCodes ?? []),
] as readonly MoveErrorCode[];

/** The kinds of the integer moves: the base game's and the expansions'. */
export const MoveKind = Object.freeze(
  Object.assign({}, BaseMoveKind, ...registeredExpansions().map((e) => e.moveKinds ?? {})),
) as typeof BaseMoveKind & Readonly<ExpansionMoveKinds>;

/** A move's kind: one of `MoveKind`. */
export type MoveKind = BaseMoveKind;

/** The phases: the base game's and the expansions'. */
export const Phase = Object.freeze(
  Object.assign({}, BasePhase, ...registeredExpansions().map((e) => e.phases ?? {})),
) as typeof BasePhase & Readonly<ExpansionPhases>;

/** A phase: one of `Phase`. */
export type Phase = BasePhase;
