/**
 * Errors of game sockets, logged without letting a client fill the log. An invalid frame (text
 * that is not UTF-8, reserved bits, a bad opcode, an unmasked frame) is the client's fault: ws
 * closes that socket with the code the protocol prescribes (1007, 1002) and the server says so
 * in one warning a minute at most, with the error's code and message but no stack (it would be
 * ws's own, the same each time), and how many more came since the last warning. Other errors
 * on an open socket (a peer that vanished: ECONNRESET) are treated the same; an error thrown by
 * the server's own handler is a fault of the server and is logged in full every time.
 *
 * @example
 * const errors = new SocketErrorLog(app.log);
 * socket.on('error', (error) => errors.report(error));
 */
import type { Logger } from '../logger.ts';

/** One warning per this many milliseconds at most. */
export const SOCKET_ERROR_LOG_MS = 60_000;

export class SocketErrorLog {
  private loggedAt = Number.NEGATIVE_INFINITY;
  private unlogged = 0;

  constructor(
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  report(error: Error & { code?: string }): void {
    if (!peerFault(error)) {
      this.log.error({ err: error }, 'a game socket failed');
      return;
    }
    const now = this.now();
    if (now - this.loggedAt < SOCKET_ERROR_LOG_MS) {
      this.unlogged++;
      return;
    }
    const more = this.unlogged;
    this.loggedAt = now;
    this.unlogged = 0;
    this.log.warn(
      { code: error.code, reason: error.message, ...(more > 0 ? { more } : {}) },
      more > 0
        ? `a socket failed and was closed (and ${more} more since the last such warning)`
        : 'a socket failed and was closed',
    );
  }
}

/** ws's own codes for what a peer sent (WS_ERR_…), and the system's for a peer gone (ECONNRESET…). */
const peerFault = (error: Error & { code?: string }): boolean =>
  error.code !== undefined && /^(WS_ERR_|E[A-Z]+$)/.test(error.code);
