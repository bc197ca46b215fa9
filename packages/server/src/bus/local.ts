/**
 * The bus of a server that runs alone: there is no other node to tell, so publishing sends
 * nothing, subscribing records nothing, and the bus is never down.
 *
 * @example
 * const bus = new LocalBus();
 * await bus.publish(event); // resolves at once
 */
import type { EventBus } from './types.ts';

export class LocalBus implements EventBus {
  readonly kind = 'local';
  readonly up = true;

  publish(): Promise<void> {
    return Promise.resolve();
  }

  subscribe(): Promise<void> {
    return Promise.resolve();
  }

  unsubscribe(): Promise<void> {
    return Promise.resolve();
  }

  onReconnect(): void {
    // Never down, so never back.
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
