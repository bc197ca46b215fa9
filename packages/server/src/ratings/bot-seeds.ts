/**
 * The bot levels' starting ratings on each ladder, computed by `tnt ratings --from DIR` from the
 * records of games between the levels (docs/ratings.md says which runs). A level starts from its
 * seed; from then on only its ranked games against people move it. The comments give the
 * displayed rating and the games behind each seed.
 *
 * Two players: the level ladder of 2026-12-02, each level against the one below, 200 games a rung
 * and 100 for the top one (the heuristic beat random 200-0, easy the heuristic 178-22, normal easy
 * 146-54, hard, with its least gain over the heuristic's move, normal 69-31).
 * Three and four players: the games of 2026-11-24 (52 in all, the levels at one table with each
 * other, at the budgets of then). The four-player games of 2026-11-28 did not order the search's
 * levels (one normal against three easy bots won 3 of 24 on one seed's deals and 24 of 48 on
 * another's; one hard against three normal won 3 of 16) and rated the heuristic above normal and
 * hard, against every other measure, so they were not taken; the seeds' σ (5.7-6.3) leaves the
 * order to the levels' games against people.
 */
import type { Ladder } from '@tnt/protocol';
import type { Rating } from './skill.ts';

export const BOT_SEEDS: Readonly<Record<Ladder, Readonly<Record<string, Rating>>>> = {
  '2': {
    'bot:search:hard': { mu: 41.2, sigma: 2.28 }, // 1859: 100 games, 69 won
    'bot:search:normal': { mu: 35.16, sigma: 1.7 }, // 1752: 300 games, 177 won
    'bot:search:easy': { mu: 30.63, sigma: 1.7 }, // 1638: 400 games, 232 won
    'bot:heuristic': { mu: 16.92, sigma: 2.09 }, // 1266: 400 games, 222 won
    'bot:random': { mu: -10.75, sigma: 3.39 }, // 477: 200 games, 0 won
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
