/**
 * The phases of Offices of Honor's return rounds (R14): a seat returns office tiles, then draws
 * the card two tiles earn or places the house four tiles earn. Their numbers follow the base
 * game's phases.
 */
import { allocatePhase } from '../../phase.ts';

export const OfficesPhase = {
  ReturnOffices: allocatePhase(),
  RewardDraw: allocatePhase(),
  RewardHouse: allocatePhase(),
} as const;
