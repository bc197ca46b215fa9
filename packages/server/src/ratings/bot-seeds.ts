/**
 * The bot levels' starting ratings on each ladder, computed by `tnt ratings --from DIR` from the
 * records of `tnt tournament` runs between this build's levels (docs/ratings.md says which runs:
 * 112 games, 2026-11-24, one pass, after the heuristic's rules were measured again). A level
 * starts from its seed; from then on only its ranked games against people move it. The comments
 * give the displayed rating and the games behind each seed. Heads-up, where the search's rollouts
 * play to the end, hard beat normal 13-11 and normal beat easy 13-7, but hard and easy split 4-4;
 * with three and four players the three levels are close. Orders within the seeds' uncertainty
 * (σ 3.5-3.8 in two players, 5.7-6.3 in three and four) are sorted by their games against people.
 */
import type { Ladder } from '@tnt/protocol';
import type { Rating } from './skill.ts';

export const BOT_SEEDS: Readonly<Record<Ladder, Readonly<Record<string, Rating>>>> = {
  '2': {
    'bot:search:hard': { mu: 36.92, sigma: 3.8 }, // 1638: 40 games, 25 won
    'bot:search:normal': { mu: 31.93, sigma: 3.49 }, // 1536: 44 games, 24 won
    'bot:search:easy': { mu: 30.64, sigma: 3.67 }, // 1491: 48 games, 30 won
    'bot:heuristic': { mu: 17.06, sigma: 4.31 }, // 1103: 38 games, 11 won
    'bot:random': { mu: 5.87, sigma: 6.05 }, // 693: 10 games, 0 won
  },
  '3-4': {
    'bot:search:normal': { mu: 35.24, sigma: 6.26 }, // 1411: 16 games, 7 won
    'bot:search:hard': { mu: 33.41, sigma: 6.32 }, // 1362: 14 games, 7 won
    'bot:search:easy': { mu: 31.06, sigma: 5.71 }, // 1348: 22 games, 8 won
    'bot:heuristic': { mu: 18.66, sigma: 5.56 }, // 1050: 22 games, 0 won
    'bot:random': { mu: 4.38, sigma: 6.83 }, // 597: 8 games, 0 won
  },
};

/** The seed of an identity on a ladder, or null (people, and levels without one). */
export const seedOf = (identity: string, ladder: Ladder): Rating | null =>
  BOT_SEEDS[ladder][identity] ?? null;
