/**
 * What a player may do with their identity besides using it (issue 17): take a new name (the
 * old one is kept in their history; games show the new one), give an e-mail address for a new
 * sign-in link when the old one is lost, get that link (a one-time token by mail, valid an hour,
 * that replaces the lost secret), and delete the account as data-protection law expects: the
 * games stay, the name becomes anonymous, the address, former names, notice settings and push
 * subscriptions go, the chat lines keep their words under the anonymous name, the ratings leave
 * the leaderboards, and the old secret signs nobody in.
 *
 * @example
 * await accounts.rename(player, 'Ada L.');
 * await accounts.remove(player);
 */
import type { PlayerInfo } from '@tnt/protocol';
import type { MailSender } from '../notices/mail.ts';
import { ANONYMOUS_NAME, deletedHash } from '../ratings/names.ts';
import type { GameStore, PlayerRow } from '../store/types.ts';
import { hashSecret, newSecret, playerInfo } from './identity.ts';

/** How long a recovery link works. */
export const RECOVERY_TTL_MS = 3_600_000;
/** Players one address recovers at most (an address given by several accounts). */
const RECOVERIES_PER_MAIL = 3;

export interface AccountDeps {
  readonly store: GameStore;
  /** Null: the server has no SMTP server, so recovery mails are not sent. */
  readonly mail: MailSender | null;
  readonly now: () => number;
  readonly baseUrl: () => string;
}

export class Accounts {
  constructor(private readonly deps: AccountDeps) {}

  async rename(player: PlayerRow, name: string): Promise<PlayerInfo> {
    const { store, now } = this.deps;
    if (name !== player.name) {
      await store.accounts.keepFormerName(player.id, player.name, now());
      await store.updatePlayer(player.id, { name });
    }
    return playerInfo({ ...player, name });
  }

  async setEmail(player: PlayerRow, address: string | null): Promise<string | null> {
    await this.deps.store.accounts.setEmail(player.id, address, this.deps.now());
    return this.deps.store.accounts.email(player.id);
  }

  /**
   * Mails a recovery link to each player who gave this address. Says nothing of whether any
   * did, so that nobody learns which addresses are known.
   */
  async sendRecovery(address: string): Promise<void> {
    const { store, mail, now, baseUrl } = this.deps;
    if (mail === null) return;
    const players = (await store.accounts.playersByEmail(address)).slice(0, RECOVERIES_PER_MAIL);
    for (const playerId of players) {
      const player = await store.playerById(playerId);
      if (player === null) continue;
      const token = newSecret();
      await store.accounts.addRecoveryToken(hashSecret(token), playerId, now() + RECOVERY_TTL_MS);
      await mail.send({
        to: address,
        subject: 'A new sign-in link for Thurn und Taxis',
        text: [
          `Someone asked for a new sign-in link for the player "${player.name}".`,
          '',
          `Open it within an hour to sign in again: ${baseUrl()}/#recover=${token}`,
          '',
          'It works once, and the old link stops working when it is used.',
          'If you did not ask for it, ignore this mail: nothing changes.',
          '',
        ].join('\n'),
        headers: {},
      });
    }
  }

  /** Uses a recovery token: the player with a new secret (the old one is void), or null. */
  async recover(token: string): Promise<{ player: PlayerInfo; secret: string } | null> {
    const { store, now } = this.deps;
    const playerId = await store.accounts.takeRecoveryToken(hashSecret(token), now());
    const player = playerId === null ? null : await store.playerById(playerId);
    if (player === null) return null;
    const secret = newSecret();
    await store.updatePlayer(player.id, { secretHash: hashSecret(secret) });
    return { player: playerInfo(player), secret };
  }

  async remove(player: PlayerRow): Promise<void> {
    const { store } = this.deps;
    await store.ratings.dequeue(player.id);
    await store.ratings.hide(player.id);
    await store.accounts.forget(player.id);
    await store.social.forgetPlayer(player.id, ANONYMOUS_NAME);
    await store.friends.forget(player.id);
    await store.updatePlayer(player.id, {
      name: ANONYMOUS_NAME,
      secretHash: deletedHash(player.id),
    });
  }
}
