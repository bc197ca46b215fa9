/**
 * What each step of the base game's turn awaits, in words that name the rule: the refusal of a
 * move made at a step that awaits another. An expansion's own steps explain themselves.
 */
import { moveError, type MoveError } from '../errors.ts';
import type { Step } from '../steps.ts';

const AWAITED: Partial<Record<Step, string>> = {
  draw: 'you must draw a card first (001 "1. Add a city card to his hand")',
  play: 'you must play a card from your hand now (001 "2. Play a city card")',
  close: 'your cards are played: close the route or end the turn (001 "3. Close and score")',
  houses: 'you are closing a route: place houses or finish placing them (001 "a. Place houses")',
  carriage:
    'you are closing a route: take or decline the carriage (001 "c. Acquire new carriage", R3)',
  discard: 'you must discard down to 3 cards (001 "d. Discard city cards")',
};

/** A move made at a step of the turn that awaits another. */
export const wrongStep = (step: Step): MoveError =>
  moveError('ERR_WRONG_STEP', AWAITED[step] ?? `the ${step} step awaits another move`);
