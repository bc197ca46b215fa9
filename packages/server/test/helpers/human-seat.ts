/**
 * A person's seat played by a test client, over one socket or over many in turn (an asynchronous
 * player comes and goes). The seat keeps what a real client keeps between sockets: the last
 * sequence number seen and its own view. It moves only when its own view awaits it, choosing with
 * a bot run on that view (so it sees nothing the view does not show), and it checks the stream as
 * it goes: no gap in the sequence numbers, a reconnection's `missed` moves exactly those after the
 * number it gave, every view its own, no refusal of its moves.
 *
 * Unlike seat-player.ts (which plays one socket for a whole game), it answers whatever the view
 * awaits of it, in or out of turn (the return rounds of Offices of Honor), and it can leave as
 * soon as nothing is awaited of it. With `probe`, a seat that is about to leave while a return
 * round awaits another seat first tries to move anyway: the server must refuse that move
 * (ERR_NOT_YOUR_TURN, or ERR_STALE if another move came first) and change nothing.
 *
 * @example
 * const seat = new HumanSeat(1, heuristicBot('ben'));
 * const { client } = await harness.connect(gameId, ben, seat.lastSeq);
 * await seat.play(client, 'away'); // plays while the view awaits seat 1
 * await seat.leave(client);
 */
import type { Bot } from '@tnt/bots';
import type { PlayerView, ScoreSheet, Step } from '@tnt/engine';
import type { MoveEvent, ServerMessage } from '@tnt/protocol';
import type { TestClient } from './client.ts';

/** 'over': the game is over; 'away': nothing is awaited of the seat now (it may leave). */
export type SeatOutcome = 'over' | 'away';

/** Steps that Offices of Honor asks of any seat, not only of the player whose turn it is. */
const ROUND_STEPS: ReadonlySet<Step> = new Set(['return-offices', 'reward-draw', 'reward-house']);

/** The refusals a probe may get: the seat is not the one awaited, or a move came first. */
const PROBE_CODES: ReadonlySet<string> = new Set(['ERR_NOT_YOUR_TURN', 'ERR_STALE']);

const PROBE_REF = 'probe';

export class HumanSeat {
  /** Every frame received on every socket of the seat, in order (for the leak check). */
  readonly frames: string[] = [];
  /** The sequence numbers of the moves the server says this seat's player made. */
  readonly made: number[] = [];
  /** The sequence numbers of this seat's moves that someone else made (a stand-in). */
  readonly madeForIt: number[] = [];
  /** Every sequence number the seat learnt of, live (`moved`) or on reconnection (`missed`). */
  readonly seen = new Set<number>();
  /** The moves caught up through `welcome.missed`. */
  readonly caughtUp: MoveEvent[] = [];
  /** The codes of the refusals its probes got. */
  readonly probes: string[] = [];
  /** The last sequence number seen: 0 before the first socket (the game's start is public). */
  lastSeq = 0;
  view: PlayerView | null = null;
  /** The final scores, from `over` or from the summary of a game found over. */
  scores: ScoreSheet | null = null;
  /** Sockets opened for the seat. */
  sockets = 0;

  constructor(
    readonly seat: number,
    private readonly bot: Bot,
    private readonly probe = false,
  ) {}

  /**
   * Plays on this socket (whose `welcome` may already have come) until the game is over, or with
   * `until` 'away' until nothing is awaited of the seat. Rejects on anything a correct server
   * would not send.
   */
  play(client: TestClient, until: SeatOutcome): Promise<SeatOutcome> {
    this.sockets++;
    let index = 0;
    let sentFor = -1;
    let probedAt = -1;
    let probing = false;
    return new Promise((resolve, reject) => {
      const fail = (why: string): true => {
        reject(new Error(`seat ${this.seat}: ${why}`));
        return true;
      };
      const done = (outcome: SeatOutcome): true => {
        resolve(outcome);
        return true;
      };
      client.watch(() => {
        for (; index < client.messages.length; index++) {
          const m = client.messages[index]!;
          const problem = this.read(m);
          if (problem !== null) return fail(problem);
          if (this.scores !== null) return done('over');
          if (m.type === 'error' && m.ref === PROBE_REF) probing = false;
        }
        if (!client.isOpen) return fail('the socket closed');
        const view = this.view;
        const awaited = view?.decision;
        if (view === null || awaited === undefined || awaited === null) return false;
        if (awaited.seat === this.seat) {
          if (sentFor !== this.lastSeq && view.legalMoves.length > 0) {
            sentFor = this.lastSeq;
            const { move } = this.bot.choose(view);
            client.send({ type: 'move', seq: this.lastSeq + 1, move });
          }
          return false;
        }
        if (until === 'over' || probing) return false;
        if (this.probe && ROUND_STEPS.has(awaited.step) && probedAt !== this.lastSeq) {
          probedAt = this.lastSeq;
          probing = true;
          const move = { type: 'end-turn' };
          client.send({ type: 'move', seq: this.lastSeq + 1, move, ref: PROBE_REF });
          return false;
        }
        return done('away');
      });
    });
  }

  /** Closes the socket and keeps every frame it received. */
  async leave(client: TestClient): Promise<void> {
    await client.close();
    this.frames.push(...client.raw);
  }

  /** Takes one message in: what was wrong with it, or null. */
  private read(m: ServerMessage): string | null {
    switch (m.type) {
      case 'welcome': {
        if (m.seat !== this.seat) return `welcomed as seat ${String(m.seat)}`;
        if (m.seq < this.lastSeq) return `welcome at ${m.seq} after ${this.lastSeq}`;
        if (m.missed === null) return `no missed moves after ${this.lastSeq}`;
        const numbers = m.missed.map((e) => e.seq);
        const expected = Array.from(
          { length: m.seq - this.lastSeq },
          (_, i) => this.lastSeq + 1 + i,
        );
        if (numbers.join() !== expected.join()) {
          return `missed ${numbers.join()} instead of ${expected.join()}`;
        }
        for (const event of m.missed) {
          this.caughtUp.push(event);
          this.seen.add(event.seq);
          this.note(event);
        }
        this.lastSeq = m.seq;
        this.view = m.view;
        if (m.game.status === 'over') {
          if (m.game.scores === null) return 'a game over without scores';
          this.scores = m.game.scores;
        }
        return null;
      }
      case 'moved':
        if (m.seq <= this.lastSeq) return null;
        if (m.seq !== this.lastSeq + 1) return `moved ${m.seq} came after ${this.lastSeq}`;
        if (m.view.viewer !== this.seat) return `a view for ${String(m.view.viewer)}`;
        this.seen.add(m.seq);
        this.note(m);
        this.lastSeq = m.seq;
        this.view = m.view;
        return null;
      case 'over':
        if (m.seq !== this.lastSeq) return `over at ${m.seq}, last seen ${this.lastSeq}`;
        this.scores = m.scores;
        return null;
      case 'error':
        if (m.ref === PROBE_REF && PROBE_CODES.has(m.code)) {
          this.probes.push(m.code);
          return null;
        }
        return `refused: ${m.code}: ${m.message}`;
      case 'undone':
        return `an undo (${m.seq}) in a game nobody takes moves back in`;
      case 'game':
      case 'pong':
      case 'chat':
      case 'presence':
      case 'unread':
      case 'muted':
      case 'hint':
        return null;
    }
  }

  private note(event: MoveEvent): void {
    if (event.seat !== this.seat) return;
    if (event.by === 'player') this.made.push(event.seq);
    else this.madeForIt.push(event.seq);
  }
}
