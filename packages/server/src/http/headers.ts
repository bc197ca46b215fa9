/**
 * Security headers on every answer (@fastify/helmet): the API's JSON, the web client's files and
 * the errors alike. The Content-Security-Policy is the narrowest the built web client works under
 * (checked in a real Chromium by test/security.test.ts): its scripts, styles and bot worker are
 * files of its own origin, its one image is the `data:` icon in index.html, and it talks to its
 * own origin only, by fetch and by the game socket. No inline script or `<style>` is allowed;
 * Preact sets style properties through the CSSOM, which the policy does not restrict.
 *
 * `upgrade-insecure-requests` is left out on purpose: `tnt serve` on a home network is plain
 * HTTP, and the directive would send the page's own requests to an https:// that is not there.
 * HSTS is only heeded by browsers over HTTPS (behind a TLS proxy), and covers this host only.
 *
 * @example
 * await registerSecurityHeaders(app, { publicUrl: 'https://tnt.example.org' });
 */
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** A Host header worth repeating in a header: a name or an address, and a port. */
const PLAIN_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Where the page may connect: its own origin, and its game socket on the same host. CSP Level 3
 * lets 'self' match ws: and wss: of the same host, but older browsers (Safari before 15.4) do
 * not, so the socket's origins are named too: from the Host the browser asked for, when it is a
 * plain host, and from the configured public address.
 */
export function connectSources(publicUrl: string | undefined): (req: IncomingMessage) => string {
  const configured = publicUrl === undefined ? [] : socketOrigins(new URL(publicUrl).host);
  return (req) => {
    const host = req.headers.host;
    const asked = host !== undefined && PLAIN_HOST.test(host) ? socketOrigins(host) : [];
    return ["'self'", ...new Set([...asked, ...configured])].join(' ');
  };
}

const socketOrigins = (host: string): string[] => [`ws://${host}`, `wss://${host}`];

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { readonly publicUrl: string | undefined },
): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: [connectSources(options.publicUrl)],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
    referrerPolicy: { policy: 'no-referrer' },
  });
}
