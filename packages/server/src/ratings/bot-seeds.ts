/**
 * The bot levels' starting ratings on each ladder, computed by `tnt ratings --from DIR` from the
 * records of games between the levels (docs/ratings.md says which runs). A level starts from its
 * seed; from then on only its ranked games against people move it. The comments give the
 * displayed rating and the games behind each seed.
 *
 * Two players: the level ladder of 2026-12-01, each level against the one below, 200 games a rung
 * and 100 for the top one (the heuristic beat random 200-0, easy the heuristic 178-22, normal easy
 * 146-54, hard normal 57-43). Hard's mean is above normal's, its displayed rating below: a hundred
 * games leave it the wider uncertainty, which its games against people narrow.
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
    'bot:search:normal': { mu: 36.34, sigma: 1.7 }, // 1781: 300 games, 189 won
    'bot:search:hard': { mu: 37.32, sigma: 2.26 }, // 1763: 100 games, 57 won
    'bot:search:easy': { mu: 31.74, sigma: 1.72 }, // 1665: 400 games, 232 won
    'bot:heuristic': { mu: 17.76, sigma: 2.11 }, // 1286: 400 games, 222 won
    'bot:random': { mu: -10.55, sigma: 3.42 }, // 479: 200 games, 0 won
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
