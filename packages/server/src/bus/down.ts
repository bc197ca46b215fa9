/**
 * The error a bus's `publish` rejects with while the bus is down (Redis unreachable, or the memory
 * hub's simulated outage): the event reached no other node. Callers need not resend it: when the
 * bus is back, every node reloads the games it holds from the store (`onReconnect`).
 *
 * @example
 * bus.publish(event).catch((error: unknown) => {
 *   if (error instanceof BusDownError) return; // the other nodes reload when the bus is back
 *   throw error;
 * });
 */
export class BusDownError extends Error {
  constructor(why: string, options?: ErrorOptions) {
    super(`the event bus is down: ${why}`, options);
    this.name = 'BusDownError';
  }
}
