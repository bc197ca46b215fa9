/**
 * An SMTP server on the loopback that keeps every mail it is given (the `smtp-server` package),
 * for the notice mail tests: the server under test sends real SMTP to it through nodemailer.
 *
 * @example
 * const sink = await startSmtpSink();
 * const harness = await startHarness({ smtp: sink.url });
 * const [mail] = await sink.received(1);
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SunkMail {
  readonly from: string;
  readonly to: readonly string[];
  /** Header lines, unfolded, by lower-case name. */
  readonly headers: ReadonlyMap<string, string>;
  /** The body, quoted-printable decoded. */
  readonly text: string;
}

export interface SmtpSink {
  readonly url: string;
  readonly mails: readonly SunkMail[];
  received(count: number): Promise<SunkMail[]>;
  close(): Promise<void>;
}

function parse(raw: string, from: string, to: string[]): SunkMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  let text = raw.slice(split + 4);
  if (/quoted-printable/i.test(headers.get('content-transfer-encoding') ?? '')) {
    text = text
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return { from, to, headers, text: text.replace(/\r\n/g, '\n') };
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: SunkMail[] = [];
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = session.envelope;
        const from = envelope.mailFrom === false ? '' : envelope.mailFrom.address;
        mails.push(
          parse(
            Buffer.concat(chunks).toString('utf8'),
            from,
            envelope.rcptTo.map((r) => r.address),
          ),
        );
        for (const wake of [...waiting]) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    received(count) {
      return new Promise((resolve) => {
        const check = (): void => {
          if (mails.length < count) return;
          waiting.delete(check);
          resolve(mails.slice(0, count));
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
