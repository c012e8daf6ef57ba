import { randomUUID } from 'node:crypto';
import { Agent, request } from 'undici';
import WebSocket from 'ws';
import { ACT_FOLLOW_UP_READS, CLIENT_POLL_MS, MARKET_DASHBOARD_READS, PLAYER_MODEL_EVERY_MS, PUSHED_EVENT_READS } from '../../src/shared/api/clientLoad';
import type { RouteEntry } from '../../src/shared/api/route';
import type { SeededPlayer } from './protocol';
import type { StepSamples } from './stats';

/** A request gives up after this (counted as an error). */
const TIMEOUT_MS = 10_000;
/** `call`'s option for an answer the player model does not look at. */
const UNREAD = { parse: false } as const;
/** A player's keep-alive connections at most: a poll may go while an act is waiting. */
const CONNECTIONS_A_PLAYER = 2;
/** An act's realtime event not arrived this long after the act is lost. */
const LOST_AFTER_MS = 10_000;

type Json = Record<string, unknown>;

/** The route group a path is reported under. */
function groupOf(method: string, path: string): string {
  if (method === 'GET') return path.startsWith('/api/travel') ? 'travel reads' : 'reads';
  if (path.startsWith('/api/market/')) return 'trades';
  if (path.startsWith('/api/travel')) return 'journeys';
  if (path.startsWith('/api/swg-combat')) return 'fights';
  if (path.startsWith('/api/quest-progress')) return 'quests';
  if (path.startsWith('/api/chat')) return 'chat';
  if (path.startsWith('/broadcasting')) return 'realtime auth';
  return 'other';
}

/** Fills a route entry's `:params` and query. */
function pathOf(entry: RouteEntry, params: Record<string, string | number> = {}, query = ''): string {
  return entry.path.replace(/:(\w+)/g, (_, name: string) => String(params[name] ?? 1)) + query;
}

/**
 * One simulated player of the fixed model (src/shared/api/clientLoad.ts): the datapad open on the
 * market dashboard, notifications on their refresh, trades, journeys, fights, quest steps and chat
 * at the model's paces, each act followed by the reads the client sends after it, and a realtime
 * socket on the character's private channel that times the act's events.
 */
export class SimPlayer {
  private socket: WebSocket | undefined;
  /** The player's own keep-alive connections, from its own address (a browser's are its own too). */
  private readonly connections: Agent;
  private timers: NodeJS.Timeout[] = [];
  private stopped = false;
  private travelling = false;
  private fighting = false;
  private holding: number | null = null;
  private commodity: number | null = null;
  private quest: number | null = null;
  private subscribed = false;
  /** Events named by an act, not arrived yet: id → when the act was sent. */
  private awaited = new Map<string, number>();
  /** Events arrived before their act's answer named them: id → arrival time. */
  private arrived = new Map<string, number>();
  /** Hears the journey's pushed events (JourneyPaused, JourneyArrived) while one is followed. */
  private journeyWaiter: ((event: string, data: Json | undefined) => void) | undefined;

  constructor(
    private readonly seed: SeededPlayer,
    private samples: () => StepSamples,
  ) {
    this.connections = new Agent({ localAddress: seed.address, connections: CONNECTIONS_A_PLAYER });
  }

  private headers(method: string, withBody: boolean): Record<string, string> {
    const base: Record<string, string> = { cookie: this.seed.cookie, 'x-csrf-token': this.seed.csrfToken, 'x-character-id': String(this.seed.characterId), 'x-api-version': '1', accept: 'application/json' };
    if (withBody) base['content-type'] = 'application/json';
    if (method !== 'GET') base['idempotency-key'] = randomUUID();
    return base;
  }

  /**
   * One request; records its latency or its failure; returns the parsed answer (undefined on
   * failure). `parse: false` for an answer the player model does not look at (a poll, a follow-up
   * read, a trade): its body is read off the socket and dropped, not decoded, as the simulators
   * share the machine with the server (an error's body is still kept for the report).
   */
  private async call(method: string, path: string, body?: unknown, { parse } = { parse: true }): Promise<Json | undefined> {
    const group = groupOf(method, path);
    const samples = this.samples();
    const sent = performance.now();
    const sentAt = Date.now();
    try {
      // undici's request, not fetch: the same HTTP/1.1 keep-alive connections for about half the
      // simulator's CPU (no WHATWG streams, no abort signal per request): the servers share the machine.
      const response = await request(`${this.seed.baseUrl}${path}`, {
        method: method as 'GET' | 'POST',
        dispatcher: this.connections,
        headers: this.headers(method, body !== undefined),
        body: body === undefined ? undefined : JSON.stringify(body),
        headersTimeout: TIMEOUT_MS,
        bodyTimeout: TIMEOUT_MS,
      });
      const status = response.statusCode;
      let text = '';
      if (status < 400 && !parse) await response.body.dump();
      else text = await response.body.text();
      const elapsed = performance.now() - sent;
      if (status >= 500 || status === 429) {
        samples.errors[group] = (samples.errors[group] ?? 0) + 1;
        if (samples.errorSamples.length < 5) samples.errorSamples.push(`${method} ${path} ${status} ${text.slice(0, 120)}`);
        return undefined;
      }
      (samples.latencies[group] ??= []).push(elapsed);
      if (status >= 400) {
        samples.refused[group] = (samples.refused[group] ?? 0) + 1;
        if (samples.errorSamples.length < 5) samples.errorSamples.push(`refused: ${method} ${path} ${status} ${text.slice(0, 120)}`);
        return undefined;
      }
      for (const id of String(response.headers['x-event-ids'] ?? '').split(',').filter(Boolean)) this.expectEvent(id, sentAt);
      return text ? (JSON.parse(text) as Json) : {};
    } catch (error) {
      samples.errors[group] = (samples.errors[group] ?? 0) + 1;
      if (samples.errorSamples.length < 5) samples.errorSamples.push(`${method} ${path} ${(error as Error).message}`);
      return undefined;
    }
  }

  private expectEvent(id: string, sentAt: number): void {
    const arrival = this.arrived.get(id);
    if (arrival !== undefined) {
      this.arrived.delete(id);
      this.samples().realtime.push(Math.max(0, arrival - sentAt));
    } else this.awaited.set(id, sentAt);
  }

  private onEvent(event: string, data: Json | undefined): void {
    this.journeyWaiter?.(event, data);
    this.readAfterPush(event);
    const eventId = data?.event_id as string | undefined;
    if (!eventId) return;
    const sentAt = this.awaited.get(eventId);
    if (sentAt !== undefined) {
      this.awaited.delete(eventId);
      this.samples().realtime.push(Date.now() - sentAt);
    } else {
      this.arrived.set(eventId, Date.now());
      if (this.arrived.size > 200) this.arrived.delete(this.arrived.keys().next().value as string);
    }
  }

  /** A pushed market change: the reads the client sends at once for it (the shared table). */
  private readAfterPush(event: string): void {
    const reads: readonly RouteEntry[] | undefined = PUSHED_EVENT_READS[event as keyof typeof PUSHED_EVENT_READS];
    if (reads && reads.length > 0 && !this.travelling) void this.readAll(reads);
  }

  /** Counts events an act named that never came, and forgets them. */
  sweepLost(now: number): number {
    let lost = 0;
    for (const [id, sentAt] of this.awaited) {
      if (now - sentAt > LOST_AFTER_MS) {
        this.awaited.delete(id);
        lost += 1;
      }
    }
    return lost;
  }

  get isSubscribed(): boolean {
    return this.subscribed;
  }

  /** Connects the socket, subscribes to the character's channel (authorised as pusher-js does), then opens the dashboard. */
  async start(): Promise<void> {
    await this.connect();
    await this.readAll(MARKET_DASHBOARD_READS);
    const jitter = (every: number) => Math.random() * every;
    this.every(CLIENT_POLL_MS.character, () => this.call('GET', this.characterPath(), undefined, UNREAD));
    this.every(CLIENT_POLL_MS.marketData, () => this.readMarket());
    this.every(PLAYER_MODEL_EVERY_MS.trade, () => this.trade(), jitter(PLAYER_MODEL_EVERY_MS.trade));
    this.every(PLAYER_MODEL_EVERY_MS.journey, () => this.journey(), jitter(PLAYER_MODEL_EVERY_MS.journey));
    this.every(PLAYER_MODEL_EVERY_MS.fight, () => this.fight(), jitter(PLAYER_MODEL_EVERY_MS.fight));
    this.every(PLAYER_MODEL_EVERY_MS.questStep, () => this.questStep(), jitter(PLAYER_MODEL_EVERY_MS.questStep));
    this.every(PLAYER_MODEL_EVERY_MS.chat, () => this.chat(), jitter(PLAYER_MODEL_EVERY_MS.chat));
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.socket?.close();
    void this.connections.close();
  }

  /** Runs `act` every `everyMs`, first after `firstMs` (default: a random phase, so players don't move in step). */
  private every(everyMs: number, act: () => Promise<unknown>, firstMs = Math.random() * everyMs): void {
    const run = async () => {
      if (this.stopped) return;
      await act();
      if (!this.stopped) this.timers.push(setTimeout(run, everyMs));
    };
    this.timers.push(setTimeout(run, firstMs));
  }

  private characterPath(): string {
    return `/api/characters/${this.seed.characterId}`;
  }

  /** A read the client sends (a dashboard's, a follow-up): only the market data's answer is looked at. */
  private async read(entry: RouteEntry): Promise<void> {
    if (entry.path === '/api/market/data') await this.readMarket();
    else await this.call('GET', this.readPath(entry), undefined, UNREAD);
  }

  private readPath(entry: RouteEntry): string {
    if (entry.path === '/api/characters/:id') return this.characterPath();
    if (entry.path.endsWith('/pricing')) return pathOf(entry, { id: this.commodity ?? 1 }, '?action=buy&quantity=1');
    if (entry.path.endsWith('/routes/profitable')) return `${entry.path}?max_distance=5&min_profit=10`;
    if (entry.path === '/api/market/here') return `${entry.path}?max_distance=5&min_profit=10&commodity_id=${this.commodity ?? 1}&action=buy&quantity=1`;
    return entry.path;
  }

  private async readAll(entries: readonly RouteEntry[]): Promise<void> {
    await Promise.all(entries.map((entry) => this.read(entry)));
  }

  /** Market data; picks the commodity to trade here: any in stock (players trade different goods). */
  private async readMarket(): Promise<Json | undefined> {
    const answer = await this.call('GET', '/api/market/data');
    const items = ((answer?.market_intelligence as Json | undefined)?.market_data ?? []) as Array<{ commodity_id: number; available_quantity: number }>;
    const stocked = items.filter((item) => item.available_quantity > 10);
    const pick = stocked[Math.floor(Math.random() * stocked.length)];
    if (pick && this.holding === null) this.commodity = pick.commodity_id;
    return answer;
  }

  private async followUps(entries: readonly RouteEntry[]): Promise<void> {
    await this.readAll(entries);
  }

  /** A buy of one unit, or the sale of what the last buy loaded. */
  private async trade(): Promise<void> {
    if (this.travelling || this.fighting) return;
    const selling = this.holding;
    const commodity = selling ?? this.commodity;
    if (commodity === null) return;
    const answer = await this.call('POST', selling !== null ? '/api/market/sell' : '/api/market/buy', { commodity_id: commodity, quantity: 1 }, UNREAD);
    if (!answer) {
      if (selling !== null) this.holding = null;
      return;
    }
    this.holding = selling !== null ? null : commodity;
    await this.followUps(ACT_FOLLOW_UP_READS.trade);
  }

  /** A jump to the nearest neighbour, followed as the client follows it, then the arrival's reads. */
  private async journey(): Promise<void> {
    if (this.travelling || this.fighting) return;
    const options = await this.call('GET', '/api/travel/options');
    const destinations = ((options?.destinations ?? []) as Array<{ id: number; direct: boolean; distance: number | null }>).filter((d) => d.direct);
    const destination = destinations[Math.floor(Math.random() * destinations.length)];
    if (!destination) return;
    const routes = await this.call('GET', `/api/travel/options/interplanetary?destinationId=${destination.id}`);
    const route = ((routes?.options as Json | undefined)?.direct as Array<{ route: { id: number } | null }> | undefined)?.[0]?.route;
    if (!route) return;
    // No trade or fight leaves while the start is in flight (the client's buttons are disabled as it departs).
    this.travelling = true;
    const started = await this.call('POST', '/api/travel/initiate', { travel_type: 'interplanetary', route_id: route.id, destination_id: destination.id });
    if (!started) {
      this.travelling = false;
      return;
    }
    await this.followUps(ACT_FOLLOW_UP_READS.journeyStart);
    await this.followJourney();
  }

  /**
   * Follows the journey as the client does: with the socket subscribed, the random events
   * (JourneyPaused, answered with the first option) and the arrival (JourneyArrived) are pushed and
   * nothing is polled; without it, the travel status every 5 s. Then the arrival's reads.
   */
  private async followJourney(): Promise<void> {
    if (this.subscribed) await this.awaitArrival();
    else await this.pollJourney();
    this.travelling = false;
    this.holding = null;
    await this.followUps(ACT_FOLLOW_UP_READS.arrival);
  }

  private async answerEvent(event: { options: Array<{ id: string }> } | null | undefined): Promise<void> {
    if (event?.options[0]) await this.call('POST', '/api/travel/handle-event', { choice: event.options[0].id });
  }

  /** Waits for the pushed arrival (10 minutes at most), answering the pushed random events on the way. */
  private awaitArrival(): Promise<void> {
    return new Promise((resolve) => {
      const waiter = (event: string, data: Json | undefined) => {
        if (event === 'JourneyArrived') done();
        else if (event === 'JourneyPaused') void this.answerEvent((data?.status as Json | undefined)?.event as { options: Array<{ id: string }> } | null);
      };
      const done = () => {
        if (this.journeyWaiter === waiter) this.journeyWaiter = undefined;
        clearTimeout(timeout);
        resolve();
      };
      const timeout = setTimeout(done, 10 * 60_000);
      this.timers.push(timeout);
      this.journeyWaiter = waiter;
    });
  }

  /** The travel status every 5 s (the client's fallback while its socket is down), a random event answered with its first option. */
  private async pollJourney(): Promise<void> {
    for (let polls = 0; polls < 120 && !this.stopped; polls++) {
      await new Promise((resolve) => this.timers.push(setTimeout(resolve, CLIENT_POLL_MS.travelStatus)));
      const status = await this.call('GET', '/api/travel/status');
      if (!status) continue;
      await this.answerEvent(status.event as { options: Array<{ id: string }> } | null);
      if (status.status !== 'travelling' && status.status !== 'event') break;
    }
  }

  /** A fight with an enemy here: attack until it is over (a turn every 2 s), at most 10 turns, then end it. */
  private async fight(): Promise<void> {
    if (this.travelling || this.fighting) return;
    const here = await this.call('GET', '/api/swg-combat/opponents');
    const enemy = ((here?.enemies ?? []) as Array<{ id: number }>)[0];
    if (!enemy) return;
    this.fighting = true;
    try {
      const started = await this.call('POST', '/api/swg-combat/start', { opponent_type: 'enemy', opponent_id: enemy.id });
      const session = (started?.session as { id: number } | undefined)?.id;
      if (session === undefined) return;
      await this.followUps(ACT_FOLLOW_UP_READS.fightStart);
      for (let turn = 0; turn < 10 && !this.stopped; turn++) {
        await new Promise((resolve) => this.timers.push(setTimeout(resolve, 2_000)));
        const answer = await this.call('POST', `/api/swg-combat/session/${session}/action`, { action: 'attack' });
        const status = ((answer?.session as Json | undefined)?.status ?? (answer?.status as string | undefined)) as string | undefined;
        const over = !answer || (status !== undefined && status !== 'active');
        await this.followUps(over ? ACT_FOLLOW_UP_READS.fightEnd : ACT_FOLLOW_UP_READS.fightTurn);
        if (over) return;
      }
      await this.call('POST', `/api/swg-combat/session/${session}/end`);
    } finally {
      this.fighting = false;
    }
  }

  /** A quest step: take an available quest, or give up the one taken (so the next step has one to take). */
  private async questStep(): Promise<void> {
    if (this.quest !== null) {
      await this.call('POST', `/api/quest-progress/abandon/${this.quest}`);
      this.quest = null;
    } else {
      const available = await this.call('GET', '/api/quest-progress/available');
      const quest = ((available?.available_quests ?? []) as Array<{ id?: number; quest_id?: number }>)[0];
      const id = quest?.quest_id ?? quest?.id;
      if (id === undefined) return;
      if (await this.call('POST', `/api/quest-progress/start/${id}`)) this.quest = id;
    }
    await this.followUps(ACT_FOLLOW_UP_READS.questStep);
  }

  private async chat(): Promise<void> {
    await this.call('POST', '/api/chat/messages', { channel: 'system', body: 'Prices look good here today.' }, UNREAD);
    await this.followUps(ACT_FOLLOW_UP_READS.chat);
  }

  /** The realtime socket on `private-character.{id}`, authorised through `/broadcasting/auth` as pusher-js does. */
  private connect(): Promise<void> {
    return new Promise((resolve) => {
      const socket = new WebSocket(this.seed.socketUrl, { perMessageDeflate: false, localAddress: this.seed.address });
      this.socket = socket;
      const channel = `private-character.${this.seed.characterId}`;
      const done = () => resolve();
      socket.on('error', (error) => {
        const samples = this.samples();
        samples.errors['realtime'] = (samples.errors['realtime'] ?? 0) + 1;
        if (samples.errorSamples.length < 5) samples.errorSamples.push(`socket: ${error.message}`);
        done();
      });
      socket.on('close', () => {
        this.subscribed = false;
      });
      socket.on('message', (raw) => {
        const message = JSON.parse(raw.toString()) as { event: string; data?: string | Json };
        if (message.event === 'pusher:connection_established') {
          const { socket_id: socketId } = JSON.parse(String(message.data)) as { socket_id: string };
          void this.call('POST', '/broadcasting/auth', { socket_id: socketId, channel_name: channel }).then((auth) => {
            if (auth) socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: auth.auth } }));
            else done();
          });
        } else if (message.event === 'pusher_internal:subscription_succeeded') {
          this.subscribed = true;
          done();
        } else if (message.event === 'pusher:ping') {
          socket.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
        } else if (!message.event.startsWith('pusher')) {
          const data = typeof message.data === 'string' ? (JSON.parse(message.data) as Json) : message.data;
          this.onEvent(message.event, data);
        }
      });
    });
  }
}
