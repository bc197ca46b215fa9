/**
 * The expansions' web modules, in the order their parts appear on the table (the engine's order
 * of the expansions: Power and Glory, The Princess' Messenger, Offices of Honor), and the ones a
 * game's rules make active. Adding an expansion's table parts is its folder beside this file and
 * one line here.
 */
import type { GameRules } from '@tnt/engine';
import { MESSENGER } from './messenger/index.tsx';
import { OFFICES } from './offices/index.tsx';
import { POWER_AND_GLORY } from './power-and-glory/index.tsx';
import type { WebExpansion } from './web-expansion.ts';

export type { WebExpansion } from './web-expansion.ts';

export const WEB_EXPANSIONS: readonly WebExpansion[] = [POWER_AND_GLORY, MESSENGER, OFFICES];

/** The modules whose expansion a game played by these rules has. */
export const activeExpansions = (rules: GameRules): readonly WebExpansion[] =>
  WEB_EXPANSIONS.filter((e) => e.active(rules));

/** Whether the cards of such a game show (and are named with) their horses. */
export const cardsShowHorses = (rules: GameRules): boolean =>
  activeExpansions(rules).some((e) => e.cardHorses === true);
