/**
 * A request with more than one Host header is refused (400 ERR_BAD_MESSAGE) before anything reads
 * its host, a socket upgrade included; one Host header, in any case, is served as ever. Sent as
 * raw HTTP/1.1 over TCP, since an HTTP client library never sends two.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './helpers/server.ts';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ db: 'memory' });
});
afterAll(async () => {
  await harness.stop();
});

/** Sends the request's head as written; the whole answer once the server closes. */
function rawRequest(lines: readonly string[]): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(harness.server.port, '127.0.0.1', () => {
      socket.write(`${lines.join('\r\n')}\r\nConnection: close\r\n\r\n`);
    });
    let text = '';
    socket.on('data', (chunk) => {
      text += String(chunk);
      // A socket that was upgraded stays open: its answer is all there once the head is.
      if (text.startsWith('HTTP/1.1 101') && text.includes('\r\n\r\n')) socket.destroy();
    });
    socket.on('error', reject);
    socket.on('close', () => {
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
  });
}

const upgrade = [
  'Upgrade: websocket',
  'Connection: Upgrade',
  'Sec-WebSocket-Version: 13',
  'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
];

describe('two Host headers', () => {
  it('are refused with 400 ERR_BAD_MESSAGE, and the host is not repeated into the policy', async () => {
    const answer = await rawRequest([
      'GET /api/health HTTP/1.1',
      'Host: evil.example',
      `Host: 127.0.0.1:${harness.server.port}`,
    ]);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('"code":"ERR_BAD_MESSAGE"');
    expect(answer.text).not.toContain('evil.example');
  });

  it('are refused whatever their case, for a socket upgrade too', async () => {
    const port = harness.server.port;
    const answer = await rawRequest([
      'GET /api/ws HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      `host: 127.0.0.1:${port}`,
      ...upgrade,
    ]);
    expect(answer.status).toBe(400);
    expect(answer.text).not.toContain('101 Switching Protocols');
  });

  it('one Host header is served as ever, a socket upgrade too', async () => {
    const port = harness.server.port;
    const health = await rawRequest(['GET /api/health HTTP/1.1', `HOST: 127.0.0.1:${port}`]);
    expect(health.status).toBe(200);
    const socket = await rawRequest([
      'GET /api/ws HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      ...upgrade,
    ]);
    expect(socket.status).toBe(101);
  });
});
