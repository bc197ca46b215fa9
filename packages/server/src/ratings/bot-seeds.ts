/**
 * The bot levels' starting ratings on each ladder, computed by `tnt ratings --from DIR` from the
 * records of `tnt tournament` runs between this build's levels (docs/ratings.md says which runs:
 * 112 games, 2026-11-24, one pass). A level starts from its seed; from then on only its ranked
 * games against people move it. The comments give the displayed rating and the games behind each
 * seed. Heads-up, where the search's rollouts play to the end, normal beat easy 14-6 and hard
 * beat easy 6-2, but normal beat hard 15-9; with three and four players the three levels are
 * close. Orders within the seeds' uncertainty (σ 3.5-3.8 in two players, 5.6-6.3 in three and
 * four) are sorted by their games against people.
 */
import type { Ladder } from '@tnt/protocol';
import type { Rating } from './skill.ts';

export const BOT_SEEDS: Readonly<Record<Ladder, Readonly<Record<string, Rating>>>> = {
  '2': {
    'bot:search:normal': { mu: 37.2, sigma: 3.49 }, // 1668: 44 games, 29 won
    'bot:search:hard': { mu: 31.59, sigma: 3.75 }, // 1508: 40 games, 23 won
    'bot:search:easy': { mu: 27.26, sigma: 3.6 }, // 1412: 48 games, 25 won
    'bot:heuristic': { mu: 17.91, sigma: 4.1 }, // 1140: 38 games, 13 won
    'bot:random': { mu: 5.89, sigma: 6.08 }, // 691: 10 games, 0 won
  },
  '3-4': {
    'bot:search:hard': { mu: 35.47, sigma: 6.33 }, // 1412: 14 games, 7 won
    'bot:search:easy': { mu: 30.92, sigma: 5.6 }, // 1353: 22 games, 6 won
    'bot:search:normal': { mu: 32.46, sigma: 6.25 }, // 1343: 16 games, 7 won
    'bot:heuristic': { mu: 18.65, sigma: 5.6 }, // 1046: 22 games, 2 won
    'bot:random': { mu: 4.18, sigma: 6.8 }, // 595: 8 games, 0 won
  },
};

/** The seed of an identity on a ladder, or null (people, and levels without one). */
export const seedOf = (identity: string, ladder: Ladder): Rating | null =>
  BOT_SEEDS[ladder][identity] ?? null;
