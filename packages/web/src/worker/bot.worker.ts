/**
 * The bot worker: computer players think here, off the page's thread, so the board stays
 * responsive while a search runs. Each question carries the bot's own view, its level and seed;
 * the answer is one of the view's legal moves. Hints and post-game analysis (learn.ts) are asked
 * of instances of their own, so that they never hold up a game's bots.
 */
import { createBot, parseBotSpec } from '@tnt/bots';
import { answerLearn } from './learn.ts';
import type { BotAnswer, BotAsk, WorkerAsk } from './messages.ts';
import { valueWeightsReady } from './value-weights.ts';

function answer(ask: BotAsk): BotAnswer {
  const spec = parseBotSpec(ask.level);
  if (!spec.ok) return { id: ask.id, ok: false, message: spec.error };
  const started = performance.now();
  try {
    const { move } = createBot({ ...spec.value, seed: ask.seed }).choose(ask.view);
    return { id: ask.id, ok: true, move, ms: performance.now() - started };
  } catch (error) {
    return {
      id: ask.id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    };
  }
}

// Typed with the DOM's `self` (the project's lib); a worker's postMessage takes the same message.
// Every question waits for the search's weights (fetched once); the answers keep their order.
self.onmessage = (event: MessageEvent<WorkerAsk>) => {
  const ask = event.data;
  void valueWeightsReady().then(() => {
    self.postMessage('kind' in ask ? answerLearn(ask) : answer(ask));
  });
};
