import type { Kysely, RawBuilder } from 'kysely';
import { MAX_EVENT_PAYLOAD_BYTES } from '../../shared/api';
import type { Database } from '../db/schema';
import { ActEventIds, withEventId } from './actEventIds';
import type { BroadcastMessage, Fanout, FanoutListener } from './fanout';

/** An event on its way to players, as the broadcaster and the events API hold it. */
export interface CharacterEventMessage {
  /** Wire channel names; only `private-character.{id}` ones are logged. */
  channels: readonly string[];
  event: string;
  /** The payload, or its JSON text as it goes on the wire. */
  data: unknown;
}

/** Keeps events for the characters they are sent to (the captain's log). The app injects it, so realtime knows no domain. */
export interface EventRecorder {
  /** Writes them in the transaction `db` when one is given, all in one statement; returns how many entries it wrote. */
  write(db: Kysely<Database>, messages: readonly CharacterEventMessage[], at: Date): Promise<number>;
  /** The same entries as an INSERT for a statement of the act to carry (a CTE), so they cost no statement of their own. */
  insert(messages: readonly CharacterEventMessage[], at: Date): RawBuilder<Record<string, unknown>>;
}

export interface PublishOptions {
  /** Leave out this socket (the one whose request caused the event). */
  exceptSocketId?: string;
  /** The outbox's id for the event: the payload carries it, and the act in flight for its character claims it. */
  eventId?: string;
}

/**
 * What game services use to push events to players: `publish` after the database transaction
 * commits, never inside it (see `transactionThenBroadcast`). Delivery is best-effort, as in
 * Pusher: a failure is logged, never thrown into a request whose change already committed.
 */
/** The servers' own channel: its name fails the client's channel-name rule, so no socket can subscribe. */
const SERVER_NOTICES = '#server-notices';

export class Broadcaster {
  /** The events each act in flight queued (`serveRoute` names them in the act's answer). */
  readonly actEvents = new ActEventIds();

  constructor(
    private readonly fanout: Fanout,
    private readonly logError: (error: unknown, message: string) => void,
    /** Writes character events to the captain's log (`transactionThenBroadcast`, the events API). */
    readonly record: EventRecorder,
  ) {}

  /** 'in-process' or 'redis'. */
  get kind(): Fanout['kind'] {
    return this.fanout.kind;
  }

  /**
   * Tells every server process, this one included, that `notice` happened (a content change that
   * their caches must forget). It travels the fan-out on a channel no client may join.
   */
  async notifyServers(notice: string, detail = '{}'): Promise<void> {
    try {
      await this.fanout.send({ channels: [SERVER_NOTICES], event: notice, data: detail });
    } catch (error) {
      this.logError(error, `realtime: server notice ${notice} not sent`);
    }
  }

  /** Calls `listener` with the notice's detail whenever any server process sends `notice`; returns how to stop. */
  onServerNotice(notice: string, listener: (detail: string) => void): () => void {
    return this.fanout.onMessage((message) => {
      if (message.event === notice && message.channels[0] === SERVER_NOTICES) listener(message.data);
    });
  }

  /** Sends `event` with `payload` (JSON-encoded here) to every subscriber of the channels. */
  async publish(channel: string | string[], event: string, payload: unknown, options: PublishOptions = {}): Promise<void> {
    const sent = withEventId(payload, options.eventId);
    const data = typeof sent === 'string' ? sent : JSON.stringify(sent ?? null);
    const channels = Array.isArray(channel) ? channel : [channel];
    if (Buffer.byteLength(data, 'utf8') > MAX_EVENT_PAYLOAD_BYTES) {
      this.logError(new Error(`payload of ${event} is over ${MAX_EVENT_PAYLOAD_BYTES} bytes`), 'realtime: event not sent');
      return;
    }
    try {
      await this.fanout.send({ channels, event, data, exceptSocketId: options.exceptSocketId });
      const { eventId } = options;
      if (eventId !== undefined) for (const name of channels) this.actEvents.note(name, eventId);
    } catch (error) {
      this.logError(error, `realtime: ${event} to ${channels.join(', ')} not sent`);
    }
  }

  /** Sends an already-encoded message and lets failures through (the events API answers them). */
  send(message: BroadcastMessage): Promise<void> {
    return this.fanout.send(message);
  }

  /** Hears every message sent by any process (the WebSocket server delivers them locally). */
  onMessage(listener: FanoutListener): () => void {
    return this.fanout.onMessage(listener);
  }

  close(): Promise<void> {
    return this.fanout.close();
  }
}
