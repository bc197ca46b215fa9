/**
 * A TCP port free on 127.0.0.1 right now, for the throwaway database and Redis servers the tests
 * start (the operating system picks it; the server started next binds it).
 *
 * @example
 * const port = await freePort();
 */
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => {
        resolve(port);
      });
    });
  });
}
