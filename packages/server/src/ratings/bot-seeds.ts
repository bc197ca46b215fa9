/**
 * The bot levels' starting ratings on each ladder, computed by `tnt ratings --from DIR` from the
 * records of `tnt tournament` runs between this build's levels (docs/ratings.md says which runs:
 * 112 games, 2026-11-24, one pass). A level starts from its seed; from then on only its ranked
 * games against people move it. The comments give the displayed rating and the games behind each
 * seed. The three search levels are close: in these games each pair of them split about evenly
 * (normal against easy 10-10, hard against normal 14-10, hard against easy 4-4 in two players), so
 * their order here is within the seeds' uncertainty (σ 3.4-3.7 in two players, 5.8-6.2 in three
 * and four), and their games against people will sort them.
 */
import type { Ladder } from '@tnt/protocol';
import type { Rating } from './skill.ts';

export const BOT_SEEDS: Readonly<Record<Ladder, Readonly<Record<string, Rating>>>> = {
  '2': {
    'bot:search:easy': { mu: 33.07, sigma: 3.56 }, // 1560: 48 games, 32 won
    'bot:search:hard': { mu: 32.24, sigma: 3.68 }, // 1530: 40 games, 24 won
    'bot:search:normal': { mu: 27.72, sigma: 3.4 }, // 1438: 44 games, 20 won
    'bot:heuristic': { mu: 19.04, sigma: 4.11 }, // 1167: 38 games, 14 won
    'bot:random': { mu: 8.21, sigma: 6.1 }, // 748: 10 games, 0 won
  },
  '3-4': {
    'bot:search:easy': { mu: 36.65, sigma: 5.77 }, // 1484: 22 games, 9 won
    'bot:search:normal': { mu: 35.59, sigma: 6.23 }, // 1422: 16 games, 8 won
    'bot:search:hard': { mu: 30.26, sigma: 6.23 }, // 1289: 14 games, 4 won
    'bot:heuristic': { mu: 15.48, sigma: 5.51 }, // 974: 22 games, 1 won
    'bot:random': { mu: 5.47, sigma: 6.84 }, // 623: 8 games, 0 won
  },
};

/** The seed of an identity on a ladder, or null (people, and levels without one). */
export const seedOf = (identity: string, ladder: Ladder): Rating | null =>
  BOT_SEEDS[ladder][identity] ?? null;
