/**
 * A push service on the loopback, for the one test that sends a real Web Push message: it plays
 * both the push service (checks the VAPID-signed request: the JWT's ES256 signature under the
 * key in the header, its audience and expiry) and the browser (decrypts the aes128gcm body,
 * RFC 8291, with the subscription's private key and auth secret). No public push service is
 * reachable from a test, and the web-push-testing package is not used: this checks the same
 * things in some 100 lines, with Node's crypto only. It speaks https (web-push posts only over
 * https), with a certificate for 127.0.0.1 made by `openssl` for the test; the server under test
 * trusts it through its `pushCa` hook.
 *
 * @example
 * const service = await startPushService();
 * const harness = await startHarness({ notices: { pushCa: service.ca, allowPrivatePush: true } });
 * await api.request('POST', '/api/push/subscriptions', { secret, body: service.subscription });
 * const [message] = await service.received(1);
 */
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';

export interface PushedMessage {
  /** The decrypted payload, as text. */
  readonly payload: string;
  /** The VAPID public key the request was signed with (base64url). */
  readonly vapidKey: string;
  readonly claims: { aud: string; exp: number; sub: string };
  readonly ttl: string | undefined;
}

export interface PushService {
  /** The service's certificate (PEM), to be trusted by the server that posts to it. */
  readonly ca: string;
  /** A subscription as a browser's PushSubscription.toJSON() gives it. */
  readonly subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Requests refused, with the reason (a bad signature, an expired claim, …). */
  readonly refused: string[];
  /** Resolves once `count` messages have been delivered. */
  received(count: number): Promise<PushedMessage[]>;
  close(): Promise<void>;
}

const text = (value: string): Buffer => Buffer.from(value, 'utf8');
const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number): Buffer =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

function body(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    request.on('error', reject);
  });
}

/** The VAPID claims, if the JWT is signed by `key` (a raw P-256 point); else why not. */
function checkVapid(jwt: string, key: Buffer): PushedMessage['claims'] | string {
  const [head, claims, signature] = jwt.split('.');
  if (head === undefined || claims === undefined || signature === undefined) return 'not a JWT';
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: key.subarray(1, 33).toString('base64url'),
    y: key.subarray(33, 65).toString('base64url'),
  };
  const publicKey = createPublicKey({ key: jwk, format: 'jwk' });
  const signed = text(`${head}.${claims}`);
  const proof = Buffer.from(signature, 'base64url');
  if (!verify('sha256', signed, { key: publicKey, dsaEncoding: 'ieee-p1363' }, proof)) {
    return 'the VAPID signature does not verify';
  }
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as PushedMessage['claims'];
}

/** Decrypts an aes128gcm body (one record) as the browser holding the keys would. */
function decrypt(payload: Buffer, browser: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = payload.subarray(0, 16);
  const idLength = payload[20] ?? 0;
  const serverKey = payload.subarray(21, 21 + idLength);
  const sealed = payload.subarray(21 + idLength);
  const secret = browser.computeSecret(serverKey);
  const info = Buffer.concat([text('WebPush: info\0'), browser.getPublicKey(), serverKey]);
  const ikm = hkdf(secret, auth, info, 32);
  const key = hkdf(ikm, salt, text('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, text('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const plain = Buffer.concat([decipher.update(sealed.subarray(0, -16)), decipher.final()]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('no end-of-record delimiter');
  return plain.subarray(0, end).toString('utf8');
}

/** A key and a self-signed certificate for 127.0.0.1, made by openssl. */
function certificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'tnt-push-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startPushService(): Promise<PushService> {
  const tls = certificate();
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  const auth = randomBytes(16);
  const delivered: PushedMessage[] = [];
  const refused: string[] = [];
  const waiting = new Set<() => void>();
  const server = createServer(tls, (request, response) => {
    void body(request).then((payload) => {
      const header = request.headers.authorization ?? '';
      const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
      const claims = match
        ? checkVapid(match[1]!, Buffer.from(match[2]!, 'base64url'))
        : 'no VAPID';
      const origin = `https://${request.headers.host ?? ''}`;
      let why: string | null = typeof claims === 'string' ? claims : null;
      if (typeof claims !== 'string' && claims.aud !== origin) why = `audience ${claims.aud}`;
      if (typeof claims !== 'string' && claims.exp * 1000 < Date.now()) why = 'expired';
      if (request.headers['content-encoding'] !== 'aes128gcm') why = 'not aes128gcm';
      if (why !== null || typeof claims === 'string' || !match) {
        refused.push(why ?? 'refused');
        response.writeHead(400).end();
        return;
      }
      delivered.push({
        payload: decrypt(payload, browser, auth),
        vapidKey: match[2]!,
        claims,
        ttl: request.headers.ttl as string | undefined,
      });
      response.writeHead(201).end();
      for (const wake of [...waiting]) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ca: tls.cert,
    subscription: {
      endpoint: `https://127.0.0.1:${port}/push/device-1`,
      keys: {
        p256dh: browser.getPublicKey().toString('base64url'),
        auth: auth.toString('base64url'),
      },
    },
    refused,
    received(count) {
      return new Promise((resolve) => {
        const check = (): void => {
          if (delivered.length < count) return;
          waiting.delete(check);
          resolve(delivered.slice(0, count));
        };
        waiting.add(check);
        check();
      });
    },
    close() {
      return new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}
