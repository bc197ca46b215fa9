/**
 * Bots for local games, thinking in a Web Worker: the page sends the bot's own view and gets its
 * move back, with no server round trip. One worker serves every bot seat of a game, one question
 * at a time (a game awaits one decision at a time).
 *
 * @example
 * const bots = workerBots();
 * const move = await bots.choose({ view, level: 'heuristic', seed: 'g1/seat 2' });
 */
import type { Move } from '@tnt/engine';
import type { BotChooser, BotRequest } from './local.ts';
import type { BotAnswer, BotAsk } from '../worker/messages.ts';

export function workerBots(): BotChooser {
  const worker = new Worker(new URL('../worker/bot.worker.ts', import.meta.url), {
    type: 'module',
  });
  const waiting = new Map<number, { resolve: (m: Move) => void; reject: (e: Error) => void }>();
  let next = 1;
  worker.onmessage = (event: MessageEvent<BotAnswer>) => {
    const answer = event.data;
    const entry = waiting.get(answer.id);
    if (!entry) return;
    waiting.delete(answer.id);
    if (answer.ok) entry.resolve(answer.move);
    else entry.reject(new Error(answer.message));
  };
  worker.onerror = (event) => {
    for (const entry of waiting.values())
      entry.reject(new Error(event.message || 'bot worker failed'));
    waiting.clear();
  };
  return {
    choose(request: BotRequest): Promise<Move> {
      const id = next++;
      const ask: BotAsk = { id, view: request.view, level: request.level, seed: request.seed };
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage(ask);
      });
    },
    dispose() {
      worker.terminate();
      for (const entry of waiting.values()) entry.reject(new Error('the game was closed'));
      waiting.clear();
    },
  };
}
