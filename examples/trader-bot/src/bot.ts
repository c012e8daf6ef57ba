/**
 * Starlane's example trader: reads its character and market, asks the server's route finder for
 * the best load, buys it, flies, sells, and does it again. Run it with
 *   STARLANE_URL=http://localhost:8080 STARLANE_TOKEN=… npx tsx examples/trader-bot/src/bot.ts
 * (see the README next to this folder).
 */
import { pathToFileURL } from 'node:url';
import { idempotencyKey, Refused, starlaneClient, unwrap, type StarlaneClient } from './client';
import { configFromEnv, type BotConfig } from './config';
import { ArrivalListener, findRealtimeServer } from './realtime';
import { affordableUnits, profitableRoutes, unitsWithinHold, type ProfitableRoute, type ShipHold } from './routeFinder';
import { fillTank, startJourney, waitForArrival } from './travel';

type Say = (line: string) => void;

/** One leg: a load bought here, flown and sold there. */
export interface TradeLeg {
  commodity: string;
  from: string;
  to: string;
  units: number;
  creditsBefore: number;
  creditsAfter: number;
}

export interface BotRun {
  characterId: number;
  legs: TradeLeg[];
  /** The lowest balance the bot saw after any act. */
  lowestCredits: number;
  credits: number;
  /** Arrivals heard on the private channel (the rest were seen by reading the travel status). */
  arrivalsHeard: number;
}

const cr = (credits: number) => `${credits.toLocaleString('en-US')} cr`;
const change = (before: number, after: number) => `credits ${cr(before)} → ${cr(after)}`;

/** The typed client for `config`: to the API's own address when it has one (a proxy), else the server's. */
function apiClient(config: BotConfig, characterId?: number): StarlaneClient {
  return starlaneClient(config.apiUrl ?? config.url, config.token, characterId, config.fetch);
}

/** The account's first character (a token belongs to an account, which may have several). */
async function firstCharacterId(config: BotConfig): Promise<number> {
  const list = unwrap(await apiClient(config).GET('/api/my-characters'), 'characters');
  const characters = Array.isArray(list) ? list : list.characters;
  if (!characters[0]) throw new Error('This account has no character yet: create one in the game first.');
  return characters[0].id;
}

/** The bot's running state: the client, the purse as the last answer told it, and what it has done. */
class Trader {
  credits = 0;
  lowestCredits = Number.POSITIVE_INFINITY;
  readonly legs: TradeLeg[] = [];

  constructor(
    readonly client: StarlaneClient,
    readonly characterId: number,
    private readonly listener: ArrivalListener | null,
    private readonly say: Say,
  ) {}

  /** Prints one act with the credits before and after, and keeps the new balance. */
  act(line: string, after: number): void {
    this.say(`${line.padEnd(60)} ${change(this.credits, after)}`);
    this.setCredits(after);
  }

  setCredits(credits: number): void {
    this.credits = credits;
    this.lowestCredits = Math.min(this.lowestCredits, credits);
  }

  async whereAmI(): Promise<{ system: string; systemId: number }> {
    const me = unwrap(await this.client.GET('/api/characters/{id}', { params: { path: { id: this.characterId } } }), 'character');
    this.setCredits(me.credits);
    if (me.is_travelling) throw new Error(`${me.name} is still travelling to ${me.travel_destination}: run the bot once it has landed.`);
    return { system: me.location.superArea.name, systemId: me.location.super_area_id };
  }

  /** Tops up the tank; the fuel it holds afterwards. */
  async refuel(hold: ShipHold): Promise<number> {
    try {
      const refuelled = await fillTank(this.client, hold);
      if (!refuelled) return hold.current_fuel;
      this.act(`refuel  to ${refuelled.new_fuel_level} of ${hold.max_fuel} fuel units for ${cr(refuelled.cost)}`, refuelled.credits_remaining);
      return refuelled.new_fuel_level;
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      this.say(`refused ${error.message}`);
      return hold.current_fuel;
    }
  }

  /** Buys the first of the best routes that fits the purse and the hold; null when none does. */
  async buyBestLoad(routes: ProfitableRoute[], hold: ShipHold): Promise<{ route: ProfitableRoute; units: number } | null> {
    for (const route of routes.slice(0, 3)) {
      const units = await affordableUnits(this.client, route, unitsWithinHold(route, hold), this.credits);
      if (units === 0) {
        this.say(`skip    ${route.commodity_name}: no room in the hold or not enough credits`);
        continue;
      }
      try {
        const body = { commodity_id: route.commodity_id, quantity: units };
        const { transaction } = unwrap(await this.client.POST('/api/market/buy', { params: { header: idempotencyKey() }, body }), 'buy');
        this.act(`buy     ${units} ${route.commodity_name} at ${route.from_location} for ${cr(transaction.final_total)}`, transaction.new_credits);
        return { route, units };
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        this.say(`refused ${error.message}`);
      }
    }
    return null;
  }

  /** Flies to the route's end and waits there; the system it landed in, or null when the server would not let it go. */
  async fly(route: ProfitableRoute): Promise<string | null> {
    try {
      const started = await startJourney(this.client, route.to_super_area_id);
      this.act(`travel  to ${started.destination}, ${started.journey.jumps} jump(s), about ${started.travel_time} s`, started.credits_remaining);
      const { destination, creditsChange } = await waitForArrival(this.client, started.journey.id, this.listener, this.say);
      this.act(`arrive  at ${destination}`, this.credits + creditsChange);
      return destination;
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      this.say(`refused ${error.message}`);
      return null;
    }
  }

  /** Sells what the hold carries of the commodity. */
  async sell(commodityId: number): Promise<void> {
    const { manifest } = unwrap(await this.client.GET('/api/market/cargo/manifest'), 'cargo');
    const line = manifest.find((item) => item.commodity_id === commodityId);
    if (!line || line.sellable === 0) return;
    try {
      const body = { commodity_id: commodityId, quantity: line.sellable };
      const { transaction } = unwrap(await this.client.POST('/api/market/sell', { params: { header: idempotencyKey() }, body }), 'sell');
      this.act(`sell    ${line.sellable} ${line.commodity_name} for ${cr(transaction.final_total)} (profit ${cr(transaction.profit ?? 0)})`, transaction.new_credits);
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      this.say(`refused ${error.message}`);
    }
  }

  /** One leg: read the market, ask the route finder, buy, fly, sell. False when there is nothing to do. */
  async tradeLeg(leg: number): Promise<boolean> {
    const here = await this.whereAmI();
    const { market_intelligence: market } = unwrap(await this.client.GET('/api/market/data'), 'market');
    this.say(`leg ${leg}   at ${here.system}: ${market.market_data.length} commodities, activity ${market.market_summary.market_activity}, ${cr(this.credits)}`);
    const { routes, hold } = await profitableRoutes(this.client);
    if (routes.length === 0) {
      this.say('stop    the route finder knows no profitable route from here');
      return false;
    }
    const creditsBefore = this.credits;
    const fuel = await this.refuel(hold);
    const bought = await this.buyBestLoad(routes.filter((route) => route.fuel_required <= fuel), hold);
    if (!bought) return false;
    const landed = await this.fly(bought.route);
    if (!landed) return false;
    await this.sell(bought.route.commodity_id);
    this.legs.push({ commodity: bought.route.commodity_name, from: here.system, to: landed, units: bought.units, creditsBefore, creditsAfter: this.credits });
    return true;
  }
}

/** Runs `config.trades` legs (fewer when the game says no) and returns what the bot did. */
export async function runBot(config: BotConfig, say: Say = console.log): Promise<BotRun> {
  const characterId = config.characterId ?? (await firstCharacterId(config));
  const client = apiClient(config, characterId);
  const realtime = await findRealtimeServer(config.url, config.pusherKey);
  const listener = realtime ? new ArrivalListener(realtime, config.url, config.token, characterId) : null;
  const listening = listener ? await listener.subscribed() : false;
  say(listening ? `listen  private-character.${characterId} for arrivals` : 'listen  no realtime connection: the bot polls the travel status');
  const trader = new Trader(client, characterId, listening ? listener : null, say);
  try {
    for (let leg = 1; leg <= config.trades; leg++) if (!(await trader.tradeLeg(leg))) break;
  } finally {
    listener?.close();
  }
  const profit = trader.legs.reduce((sum, leg) => sum + leg.creditsAfter - leg.creditsBefore, 0);
  say(`done    ${trader.legs.length} leg(s), ${profit >= 0 ? 'earned' : 'lost'} ${cr(Math.abs(profit))}, ${cr(trader.credits)} now`);
  return { characterId, legs: trader.legs, lowestCredits: trader.lowestCredits, credits: trader.credits, arrivalsHeard: listener?.arrived.size ?? 0 };
}

// Run from the command line (not when a test imports it).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  Promise.resolve()
    .then(() => runBot(configFromEnv()))
    .catch((error: unknown) => {
      // fetch's "fetch failed" says why in its cause (the server refused the connection, say).
      const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
      console.error(error instanceof Error ? `${error.message}${cause}` : error);
      process.exitCode = 1;
    });
}
