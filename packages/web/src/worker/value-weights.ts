/**
 * The search's learned value in the browser. The build keeps its weights file out of this
 * worker's script (vite.config.ts) and emits it as a file of its own, which the worker fetches
 * once and hands to the bots before any of them thinks: the bots of the page then choose the
 * moves the server's bots would for the same view and seed. If the file cannot be had, the bots
 * play on with the estimate they use where no network exists (weaker, never stuck).
 */
import { useValueWeights } from '@tnt/bots';
import weightsUrl from '@tnt/bots/value-weights.json?url';

let loading: Promise<void> | null = null;

async function load(): Promise<void> {
  try {
    const response = await fetch(weightsUrl);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    useValueWeights(await response.json());
  } catch (error) {
    console.warn('the bots play without their learned value:', error);
  }
}

/** Resolves once the weights are in use (or could not be had); fetched on the first call only. */
export function valueWeightsReady(): Promise<void> {
  loading ??= load();
  return loading;
}
