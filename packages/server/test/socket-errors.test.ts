/**
 * The log of socket errors (ws/socket-errors.ts), on a clock of its own: what a peer sent wrong
 * is one warning a minute at most, counting the ones it left out; an error of the server's own
 * handler is an error every time, with its stack.
 */
import { describe, expect, it } from 'vitest';
import type { Logger } from '../src/logger.ts';
import { SOCKET_ERROR_LOG_MS, SocketErrorLog } from '../src/ws/socket-errors.ts';

interface Line {
  readonly level: 'warn' | 'error';
  readonly fields: Record<string, unknown>;
  readonly message: string | undefined;
}

function recorder(): { log: Logger; lines: Line[] } {
  const lines: Line[] = [];
  const keep =
    (level: Line['level']) =>
    (fields: object, message?: string): void => {
      lines.push({ level, fields: fields as Record<string, unknown>, message });
    };
  return { log: { info() {}, warn: keep('warn'), error: keep('error') }, lines };
}

const badUtf8 = (): Error =>
  Object.assign(new Error('invalid UTF-8 sequence'), { code: 'WS_ERR_INVALID_UTF8' });

describe('socket errors', () => {
  it('from peers: one warning a minute, with how many more came since', () => {
    const clock = { ms: 0 };
    const { log, lines } = recorder();
    const errors = new SocketErrorLog(log, () => clock.ms);
    for (let i = 0; i < 5; i++) errors.report(badUtf8());
    clock.ms = SOCKET_ERROR_LOG_MS - 1;
    errors.report(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }));
    expect(lines).toEqual([
      {
        level: 'warn',
        fields: { code: 'WS_ERR_INVALID_UTF8', reason: 'invalid UTF-8 sequence' },
        message: 'a socket failed and was closed',
      },
    ]);
    clock.ms = SOCKET_ERROR_LOG_MS;
    errors.report(badUtf8());
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ level: 'warn', fields: { more: 5 } });
    expect(lines[1]!.message).toContain('and 5 more');
  });

  it("from the server's own handler: an error every time, with the error itself", () => {
    const { log, lines } = recorder();
    const errors = new SocketErrorLog(log, () => 0);
    const bug = new TypeError('cannot read properties of undefined');
    errors.report(bug);
    errors.report(bug);
    expect(lines.map((l) => [l.level, l.fields.err])).toEqual([
      ['error', bug],
      ['error', bug],
    ]);
  });
});
