// Every bot name the protocol offers builds a bot, and the search has exactly the protocol's levels.
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, SEARCH_LEVEL_NAMES } from '@tnt/protocol';
import { SEARCH_LEVELS, createBot, parseBotSpec } from '../src/index.ts';

describe('bot levels', () => {
  it('the search has a level for each of the protocol names and no other', () => {
    expect(Object.keys(SEARCH_LEVELS).sort()).toEqual([...SEARCH_LEVEL_NAMES].sort());
  });

  it.each(BOT_LEVELS)('%s names a bot that can be built', (level) => {
    const spec = parseBotSpec(level);
    expect(spec.ok).toBe(true);
    if (!spec.ok) return;
    const bot = createBot({ ...spec.value, seed: 'levels' });
    expect(bot.kind).toBe(level.split(':')[0]);
  });
});
