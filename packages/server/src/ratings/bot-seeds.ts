/**
 * The bot levels' starting ratings on each ladder, computed by `tnt ratings --from DIR` from the
 * records of `tnt tournament` runs (docs/ratings.md says which runs). A level starts from its
 * seed; from then on only its ranked games against people move it.
 */
import type { Ladder } from '@tnt/protocol';
import type { Rating } from './skill.ts';

export const BOT_SEEDS: Readonly<Record<Ladder, Readonly<Record<string, Rating>>>> = {
  '2': {},
  '3-4': {},
};

/** The seed of an identity on a ladder, or null (people, and levels without one). */
export const seedOf = (identity: string, ladder: Ladder): Rating | null =>
  BOT_SEEDS[ladder][identity] ?? null;
