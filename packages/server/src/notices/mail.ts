/**
 * Notice mails (nodemailer), when the server has an SMTP server (`tnt serve --smtp URL`): a
 * short plain-text mail with a link to the game and one that stops such mail (also as
 * List-Unsubscribe, with one-click unsubscribe, RFC 8058). At most one mail per game per hour
 * per person: the slot is taken in the store, so every node of a cluster keeps the limit.
 *
 * @example
 * const mail = new MailDelivery(smtpSender('smtp://mail.example.org:587', 'tnt@example.org'), tokens, () => base);
 * await mail.send('your-turn', 'g1', { id: 'p1', address: 'ada@example.org' });
 */
import nodemailer from 'nodemailer';
import type { NoticeEvent } from '@tnt/protocol';
import type { UnsubscribeTokens } from './tokens.ts';

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly headers: Readonly<Record<string, string>>;
}

export interface MailSender {
  send(mail: Mail): Promise<void>;
}

/** Mails of one game to one person: one an hour at most. */
export const MAIL_GAP_MS = 3_600_000;

/** The real sender: an SMTP transport from a URL (smtp:// or smtps://, user and password in it). */
export function smtpSender(url: string, from: string): MailSender {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

const SUBJECTS: Record<NoticeEvent, string> = {
  'your-turn': 'Your turn in Thurn und Taxis',
  'game-over': 'Your game of Thurn und Taxis is over',
  'tournament-round': 'Your tournament table of Thurn und Taxis is ready',
  invite: 'A friend invites you to a game of Thurn und Taxis',
};

const OPENINGS: Record<NoticeEvent, string> = {
  'your-turn': 'It is your turn in a game of Thurn und Taxis.',
  'game-over': 'A game of Thurn und Taxis you play in is over: see the final scores.',
  'tournament-round': 'A new round of your Thurn und Taxis tournament has begun: your table waits.',
  invite: 'A friend invites you to a game of Thurn und Taxis: take your seat.',
};

export class MailDelivery {
  constructor(
    private readonly sender: MailSender,
    private readonly tokens: UnsubscribeTokens,
    private readonly baseUrl: () => string,
  ) {}

  async send(event: NoticeEvent, gameId: string, to: { id: string; address: string }) {
    const base = this.baseUrl();
    const game = `${base}/game/${encodeURIComponent(gameId)}`;
    const stop = `${base}/api/notices/unsubscribe?token=${this.tokens.of(to.id)}`;
    const text = [
      OPENINGS[event],
      '',
      `Open the game: ${game}`,
      '',
      'You get this mail because you turned e-mail notices on; at most one an hour per game.',
      `Stop these mails: ${stop}`,
      '',
    ].join('\n');
    await this.sender.send({
      to: to.address,
      subject: SUBJECTS[event],
      text,
      headers: {
        'List-Unsubscribe': `<${stop}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  }
}
