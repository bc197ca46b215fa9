/**
 * What a player may do with their identity besides using it: take a new name (the
 * old one is kept in their history; games show the new one), give an e-mail address for a new
 * sign-in link when the old one is lost, get that link (a one-time token by mail, valid an hour,
 * that replaces the lost secret), and delete the account as data-protection law expects: the
 * games stay, the name becomes anonymous, the address, former names, notice settings and push
 * subscriptions go, the chat lines keep their words under the anonymous name, the ratings leave
 * the leaderboards, and the old secret signs nobody in.
 *
 * Against abuse (docs/security.md, the second review): an address is used for recovery or
 * notices only once verified by a link mailed to it, so nobody can give another person's address
 * and squat on their recovery or mail them notices; mails are spaced per address and per account
 * (`MAIL_GAPS`) and each account has few live links (`MAX_LIVE_LINKS`), so nobody can flood an
 * inbox; renames are spaced (`RENAME_GAP_MS`).
 *
 * @example
 * await accounts.rename(player, 'Ada L.');
 * await accounts.remove(player);
 */
import { createHash } from 'node:crypto';
import type { PlayerInfo, WireError } from '@tnt/protocol';
import { protocolError } from '@tnt/protocol';
import type { Result } from '@tnt/engine';
import type { IdentityChange } from '../bus/types.ts';
import type { Logger } from '../logger.ts';
import type { MailSender } from '../notices/mail.ts';
import { ANONYMOUS_NAME, deletedHash } from '../ratings/names.ts';
import type { GameStore, PlayerRow } from '../store/types.ts';
import { hashSecret, newSecret, playerInfo } from './identity.ts';

/** How long a recovery link works. */
export const RECOVERY_TTL_MS = 3_600_000;
/** How long a link that verifies an address works: a day, time to find the mail. */
export const ADDRESS_LINK_TTL_MS = 24 * 3_600_000;
/** Players one address recovers at most (an address given and verified by several accounts). */
const RECOVERIES_PER_MAIL = 3;
/** Links of each kind (recovery, verification) that may work at once for one account. */
export const MAX_LIVE_LINKS = 2;
/**
 * The least time between two mails of a kind: to one address (whoever asks), and for one
 * account. A recovery link every 15 minutes is plenty for a person; a verification mail may go
 * again to another address after a minute (a mistyped one), to the same address after 15.
 */
export const MAIL_GAPS = {
  recoveryPerAddress: 15 * 60_000,
  recoveryPerAccount: 15 * 60_000,
  verifyPerAddress: 15 * 60_000,
  verifyPerAccount: 60_000,
} as const;
/** The least time between two renames of one player: a name is how others know them. */
export const RENAME_GAP_MS = 24 * 3_600_000;
/** Former names a profile or an account shows: the newest few. */
export const FORMER_NAMES_SHOWN = 3;

export interface AccountDeps {
  readonly store: GameStore;
  /** Null: the server has no SMTP server, so recovery and verification mails are not sent. */
  readonly mail: MailSender | null;
  readonly now: () => number;
  readonly baseUrl: () => string;
  /** Tells every node: sockets of a deleted or recovered identity close, tables show new names. */
  readonly changed: (playerId: string, change: IdentityChange) => Promise<void>;
  readonly log: Logger;
}

/** An address as mails are spaced by it: its hash, so that the slots hold no address. */
const addressKey = (address: string): string =>
  createHash('sha256').update(address.trim().toLowerCase(), 'utf8').digest('hex');

const slots = {
  recoverAddress: (address: string) => `recover:address:${addressKey(address)}`,
  recoverAccount: (playerId: string) => `recover:player:${playerId}`,
  verifyAddress: (address: string) => `verify:address:${addressKey(address)}`,
  verifyAccount: (playerId: string) => `verify:player:${playerId}`,
};

export class Accounts {
  /** Mails being prepared or sent beside the answers that asked for them. */
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly deps: AccountDeps) {}

  /** A new name, at most one a day (`RENAME_GAP_MS`); the old one goes to the history. */
  async rename(player: PlayerRow, name: string): Promise<Result<PlayerInfo, WireError>> {
    const { store, now } = this.deps;
    if (name === player.name) return { ok: true, value: playerInfo(player) };
    const last = await store.accounts.lastRename(player.id);
    if (last !== null && now() - last < RENAME_GAP_MS) {
      const hours = Math.ceil((last + RENAME_GAP_MS - now()) / 3_600_000);
      return {
        ok: false,
        error: protocolError(
          'ERR_RENAME_TOO_SOON',
          `one new name a day: the next one in ${hours} hour${hours === 1 ? '' : 's'}`,
        ),
      };
    }
    await store.accounts.keepFormerName(player.id, player.name, now());
    await store.updatePlayer(player.id, { name });
    await this.deps.changed(player.id, 'renamed');
    return { ok: true, value: playerInfo({ ...player, name }) };
  }

  /**
   * The player's address for a new sign-in link (null removes it); a verification link is
   * mailed to an address the player has not verified yet. The address, and whether it is.
   */
  async setEmail(
    player: PlayerRow,
    address: string | null,
  ): Promise<{ email: string | null; verified: boolean }> {
    const { store, now } = this.deps;
    await store.accounts.setEmail(player.id, address, now());
    const email = await store.accounts.email(player.id);
    if (email === null) return { email, verified: false };
    const verified = await store.accounts.isVerified(player.id, email);
    if (!verified) this.beside(() => this.sendVerification(player, email));
    return { email, verified };
  }

  /** Whether the player verified this address (for notices too). */
  isVerified(playerId: string, address: string): Promise<boolean> {
    return this.deps.store.accounts.isVerified(playerId, address);
  }

  /** Mails a verification link for an address the player gave (notices' too), if it is not verified. */
  askToVerify(player: PlayerRow, address: string): void {
    this.beside(async () => {
      if (await this.isVerified(player.id, address)) return;
      await this.sendVerification(player, address);
    });
  }

  /** Uses a verification link: the address it verified, or null if it is used up or expired. */
  async verify(token: string): Promise<string | null> {
    const verified = await this.deps.store.accounts.verifyAddress(
      hashSecret(token),
      this.deps.now(),
    );
    return verified?.address ?? null;
  }

  /**
   * Asks for a recovery link for every account that gave and verified this address. Answers at
   * once and nothing about the address: the lookups and the mail happen after the answer, so it
   * takes the same time for a known and an unknown address.
   */
  requestRecovery(address: string): void {
    this.beside(() => this.sendRecovery(address));
  }

  /** Uses a recovery token: the player with a new secret (the old one is void), or null. */
  async recover(token: string): Promise<{ player: PlayerInfo; secret: string } | null> {
    const { store, now } = this.deps;
    const playerId = await store.accounts.takeRecoveryToken(hashSecret(token), now());
    const player = playerId === null ? null : await store.playerById(playerId);
    if (player === null) return null;
    const secret = newSecret();
    await store.updatePlayer(player.id, { secretHash: hashSecret(secret) });
    // The lost secret's sockets close, wherever they are: whoever holds it is signed out.
    await this.deps.changed(player.id, 'recovered');
    return { player: playerInfo(player), secret };
  }

  async remove(player: PlayerRow): Promise<void> {
    const { store } = this.deps;
    // The mail slots of its addresses are keyed by hash: found from the addresses, then gone.
    const addresses = [
      await store.accounts.email(player.id),
      (await store.social.noticeSettings(player.id))?.address ?? null,
    ].flatMap((a) => (a === null ? [] : [a]));
    await store.ratings.dequeue(player.id);
    await store.ratings.hide(player.id);
    await store.accounts.forgetMailSlots([
      slots.recoverAccount(player.id),
      slots.verifyAccount(player.id),
      ...addresses.flatMap((a) => [slots.recoverAddress(a), slots.verifyAddress(a)]),
    ]);
    await store.accounts.forget(player.id);
    await store.social.forgetPlayer(player.id, ANONYMOUS_NAME);
    await store.friends.forget(player.id);
    await store.updatePlayer(player.id, {
      name: ANONYMOUS_NAME,
      secretHash: deletedHash(player.id),
    });
    // Its sockets close on every node, and its seats show the anonymous name.
    await this.deps.changed(player.id, 'deleted');
  }

  /** Waits for the mails under way (the server is closing). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  /** Runs work beside the answer that asked for it; a failure is logged. */
  private beside(work: () => Promise<void>): void {
    const task = Promise.resolve()
      .then(work)
      .catch((error: unknown) => {
        this.deps.log.warn({ err: error }, 'an account mail failed');
      });
    this.running.add(task);
    void task.finally(() => this.running.delete(task));
  }

  private async sendVerification(player: PlayerRow, address: string): Promise<void> {
    const { store, mail, now, baseUrl } = this.deps;
    if (mail === null) return;
    if ((await store.accounts.liveAddressTokens(player.id, now())) >= MAX_LIVE_LINKS) return;
    const account = slots.verifyAccount(player.id);
    if (!(await store.accounts.takeMailSlot(account, now(), MAIL_GAPS.verifyPerAccount))) return;
    const to = slots.verifyAddress(address);
    if (!(await store.accounts.takeMailSlot(to, now(), MAIL_GAPS.verifyPerAddress))) return;
    const token = newSecret();
    await store.accounts.addAddressToken(
      hashSecret(token),
      player.id,
      address,
      now() + ADDRESS_LINK_TTL_MS,
    );
    await mail.send({
      to: address,
      subject: 'Confirm your address for Thurn und Taxis',
      text: [
        `Someone gave this address for the player "${player.name}" of Thurn und Taxis: for a new`,
        'sign-in link should the old one be lost, and for notices of their games.',
        '',
        `Open this link within a day to confirm it: ${baseUrl()}/api/email/verify?token=${token}`,
        '',
        'If it was not you, ignore this mail: the address will not be used.',
        '',
      ].join('\n'),
      headers: {},
    });
  }

  private async sendRecovery(address: string): Promise<void> {
    const { store, mail, now, baseUrl } = this.deps;
    if (mail === null) return;
    const players = (await store.accounts.playersByEmail(address)).slice(0, RECOVERIES_PER_MAIL);
    if (players.length === 0) return;
    const to = slots.recoverAddress(address);
    if (!(await store.accounts.takeMailSlot(to, now(), MAIL_GAPS.recoveryPerAddress))) return;
    for (const playerId of players) {
      const player = await store.playerById(playerId);
      if (player === null) continue;
      if ((await store.accounts.liveRecoveryTokens(playerId, now())) >= MAX_LIVE_LINKS) continue;
      const account = slots.recoverAccount(playerId);
      if (!(await store.accounts.takeMailSlot(account, now(), MAIL_GAPS.recoveryPerAccount))) {
        continue;
      }
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
}
