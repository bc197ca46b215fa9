/**
 * The bot levels' starting ratings on each ladder, computed by `tnt ratings --from DIR` from the
 * records of `tnt tournament` runs (docs/ratings.md says which runs; 72 games, 2026-11-24, one
 * pass). A level starts from its seed; from then on only its ranked games against people move it.
 * The comments give the displayed rating and the games behind each seed: the hard level's rest on
 * few games (13 of two players, one of four), so its seeds are uncertain (σ 6-8) and move fast.
 */
import type { Ladder } from '@tnt/protocol';
import type { Rating } from './skill.ts';

export const BOT_SEEDS: Readonly<Record<Ladder, Readonly<Record<string, Rating>>>> = {
  '2': {
    'bot:search:normal': { mu: 37.662, sigma: 4.433 }, // 1609: 29 games, 19 won
    'bot:search:hard': { mu: 34.883, sigma: 6.052 }, // 1418: 13 games, 11 won
    'bot:search:easy': { mu: 24.886, sigma: 3.855 }, // 1333: 40 games, 20 won
    'bot:heuristic': { mu: 17.134, sigma: 4.262 }, // 1109: 34 games, 13 won
    'bot:random': { mu: 7.66, sigma: 6.237 }, // 724: 10 games, 0 won
  },
  '3-4': {
    'bot:search:normal': { mu: 40.865, sigma: 7.521 }, // 1458: 8 games, 7 won
    'bot:search:easy': { mu: 29.725, sigma: 6.921 }, // 1224: 9 games, 1 won
    'bot:search:hard': { mu: 27.869, sigma: 8.205 }, // 1081: 1 games, 1 won
    'bot:heuristic': { mu: 22.105, sigma: 6.771 }, // 1045: 9 games, 0 won
    'bot:random': { mu: 5.401, sigma: 7.009 }, // 609: 8 games, 0 won
  },
};

/** The seed of an identity on a ladder, or null (people, and levels without one). */
export const seedOf = (identity: string, ladder: Ladder): Rating | null =>
  BOT_SEEDS[ladder][identity] ?? null;
