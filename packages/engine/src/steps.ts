/**
 * The steps of a turn, by name: what a UI shows for the awaited decision, what a server routes to
 * a seat. The base game's steps are below; an expansion with decisions of its own names its steps
 * (extension/expansion.ts, `steps`), and the registry lists them after these.
 */
import type { ExpansionSteps } from './extension/additions.ts';

/**
 * draw: draw a card (or call the Administrator); play: play a card (or call the Postmaster);
 * close: close the route or end the turn (or call the Postal Carrier); houses: place houses;
 * carriage: take or decline a carriage; discard: cut the hand to 3.
 */
export const BASE_STEPS = ['draw', 'play', 'close', 'houses', 'carriage', 'discard'] as const;
export type BaseStep = (typeof BASE_STEPS)[number];

/** A step: the base game's or an expansion's. */
export type Step = BaseStep | keyof ExpansionSteps;

export interface Decision {
  readonly seat: number;
  readonly step: Step;
}
