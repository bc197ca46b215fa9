/**
 * The tokens of the unsubscribe links in notice mails: the player's id and an HMAC-SHA256 of it
 * under a secret the server makes on first start and keeps in its store. Anyone holding a mail
 * can turn that player's mail off, and nothing else; a token cannot be made without the secret.
 *
 * @example
 * const tokens = await UnsubscribeTokens.load(store.social);
 * tokens.playerOf(tokens.of('p1')); // 'p1'
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SocialStore } from '../store/social-types.ts';

const PURPOSE = 'unsubscribe-email:';

export class UnsubscribeTokens {
  private constructor(private readonly secret: Buffer) {}

  static async load(store: SocialStore): Promise<UnsubscribeTokens> {
    const made = randomBytes(32).toString('base64url');
    const secret = await store.initServerKey('unsubscribe', made);
    return new UnsubscribeTokens(Buffer.from(secret, 'base64url'));
  }

  of(playerId: string): string {
    const id = Buffer.from(playerId, 'utf8').toString('base64url');
    return `${id}.${this.mac(playerId).toString('base64url')}`;
  }

  /** The player a token was made for, or null if it was not made by this server. */
  playerOf(token: string): string | null {
    const [id, mac, ...rest] = token.split('.');
    if (id === undefined || mac === undefined || rest.length > 0) return null;
    const playerId = Buffer.from(id, 'base64url').toString('utf8');
    const given = Buffer.from(mac, 'base64url');
    const expected = this.mac(playerId);
    return given.length === expected.length && timingSafeEqual(given, expected) ? playerId : null;
  }

  private mac(playerId: string): Buffer {
    return createHmac('sha256', this.secret)
      .update(PURPOSE + playerId, 'utf8')
      .digest();
  }
}
