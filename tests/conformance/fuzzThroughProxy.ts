import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { allRouteEntries, type RouteEntry } from '../../src/shared/api';
import { requiredAbility, takesApiTokens, TOKEN_ABILITIES, type TokenAbility } from '../../src/shared/api/tokenAbilities';
import { harvestIds, knownIds } from '../support/fuzzIds';
import { bodyCase, fillRawPath, jsonSchemaOf, paramCount, pathSegment, queryCase, type BodyCase, type FuzzCase as RouteFuzzCase, type IdPools } from '../support/routeFuzz';
import { BrowserSession } from './browserSession';
import type { ConformanceLedger } from './conformanceLedger';
import { proxiedCall, type RawCall, type Targets } from './proxiedCall';
import { createToken, registerPlayer, type HttpPlayer } from './playerOverHttp';

/**
 * The route fuzz test's requests (tests/support/routeFuzz.ts) over HTTP through Prism: every entry
 * of the route table, as the token holding the ability it needs (one token per ability) plus one
 * request with a token of another ability (taking turns), which the server refuses with 403; as a
 * browser for the account pages, which take no token, and as a fresh visitor for the public ones.
 */
type Actor = { kind: 'token'; ability: TokenAbility } | { kind: 'browser' } | { kind: 'visitor' };

interface Cast {
  app: FastifyInstance;
  tokens: Record<TokenAbility, string>;
  /** The tokens' account, whose character they act as. */
  owner: HttpPlayer;
  /** Another account, for the account pages (which take no token): its session may be fuzzed away. */
  browser: BrowserSession;
  ids: IdPools;
  harvested: Set<number>;
  /** The lane's letter, in its characters' names (unique across the galaxy). */
  label: string;
}

type FuzzCase = RouteFuzzCase<Actor>;

function actorFor(entry: RouteEntry): Actor {
  if (entry.access === 'public') return { kind: 'visitor' };
  if (!takesApiTokens(entry.path)) return { kind: 'browser' };
  return { kind: 'token', ability: requiredAbility(entry) };
}

/** A token without the entry's ability (they take turns over the entries), which the server must refuse. */
function refusedActor(entry: RouteEntry, index: number): Actor | undefined {
  const actor = actorFor(entry);
  if (actor.kind !== 'token') return undefined;
  const others = TOKEN_ABILITIES.filter((ability) => ability !== actor.ability);
  return { kind: 'token', ability: others[index % others.length]! };
}

function caseFor(entry: RouteEntry, ids: IdPools): fc.Arbitrary<FuzzCase> {
  return fc.record({
    actor: fc.constant(actorFor(entry)),
    idempotencyKey: entry.method === 'GET' ? fc.constant(undefined) : fc.option(fc.uuid(), { nil: undefined }),
    segments: fc.array(pathSegment(ids), { minLength: paramCount(entry), maxLength: paramCount(entry) }),
    query: entry.method === 'GET' || entry.query ? queryCase(jsonSchemaOf(entry.query), ids) : fc.constant(''),
    body: entry.body || entry.method !== 'GET' ? bodyCase(jsonSchemaOf(entry.body), ids).map((b) => b as BodyCase | undefined) : fc.constant(undefined),
  });
}

async function credentialsOf(cast: Cast, actor: Actor): Promise<Record<string, string>> {
  if (actor.kind === 'token') return { authorization: `Bearer ${cast.tokens[actor.ability]}`, 'x-character-id': String(cast.owner.characterId) };
  if (actor.kind === 'browser') return cast.browser.headers();
  return (await BrowserSession.open(cast.app)).headers();
}

async function callOf(cast: Cast, entry: RouteEntry, input: FuzzCase): Promise<RawCall> {
  const path = fillRawPath(entry, input.segments);
  const headers: Record<string, string> = { accept: 'application/json', 'x-api-version': '1', ...(await credentialsOf(cast, input.actor)) };
  if (input.idempotencyKey) headers['idempotency-key'] = input.idempotencyKey;
  const call: RawCall = { method: entry.method, path: input.query ? `${path}?${input.query}` : path, headers };
  if (entry.method === 'GET' || !input.body) return call;
  if (input.body.kind === 'json') return { ...call, body: JSON.stringify(input.body.value), headers: { ...headers, 'content-type': 'application/json' } };
  return { ...call, body: input.body.text, headers: { ...headers, 'content-type': input.body.contentType } };
}

/** The tokens' character, made again when a fuzzed delete took it (as the fuzz test does). */
async function keepSubject(cast: Cast): Promise<void> {
  const alive = await cast.app.deps.db.selectFrom('characters').select('id').where('id', '=', cast.owner.characterId).executeTakeFirst();
  if (alive) return;
  const created = await cast.owner.call<{ id: number }>('POST', '/api/characters', { name: `Fuzz Subject ${cast.label} ${cast.harvested.size % 26}` }, 201);
  cast.owner.characterId = created.id;
}

/** A lane's cast is told apart by a letter (character names are unique). */
const LANE_NAMES = 'ABCDEFGHIJ';

/** Signs up a lane's cast: the tokens' owner with one token per ability, and a second account's browser. */
async function castOf(app: FastifyInstance, server: string, lane: number): Promise<Cast> {
  const label = LANE_NAMES[lane]!;
  const owner = await registerPlayer(app, server, `conformance-owner-${lane}@example.com`, `Conformance Owner ${label}`);
  await owner.call('POST', '/api/characters', { name: `Conformance Spare ${label}` }, 201);
  const tokens = {} as Record<TokenAbility, string>;
  for (const ability of TOKEN_ABILITIES) tokens[ability] = await createToken(owner, [ability]);
  const other = await registerPlayer(app, server, `conformance-browser-${lane}@example.com`, `Conformance Browser ${label}`);
  const harvested = new Set<number>();
  for (const path of ['/api/trading-contracts', '/api/travel/options', '/api/ship-market/ships', '/api/ship-customization/upgrades', '/api/market/data']) {
    harvestIds(await owner.call('GET', path, undefined, 200), harvested);
  }
  return { app, tokens, owner, browser: other.browser, ids: { mine: [], all: [] }, harvested, label };
}

/** One lane's share of the route table: its entries (with their index in the whole table, which seeds their cases) in order. */
async function fuzzLane(cast: Cast, targets: Targets, ledger: ConformanceLedger, entries: [number, RouteEntry][], runs: number, seed: number): Promise<void> {
  for (const [index, entry] of entries) {
    const operation = `${entry.method} ${entry.path}`;
    cast.ids = await knownIds(cast.app.deps.db, cast.owner.characterId, cast.harvested);
    const cases = fc.sample(caseFor(entry, cast.ids), { seed: seed + index, numRuns: runs });
    const refused = refusedActor(entry, index);
    if (refused) cases.push({ ...cases[0]!, actor: refused });
    for (const input of cases) {
      const status = await proxiedCall(targets, ledger, operation, await callOf(cast, entry, input));
      ledger.countActor(input.actor.kind === 'token' ? `the ${input.actor.ability} token` : `a ${input.actor.kind}`, status);
      if (status < 300) await keepSubject(cast);
    }
  }
}

/**
 * Runs `runs` fuzzed requests per route-table entry through the proxies; the ledger keeps the
 * score. The table is cut into `lanes` runs of neighbouring entries (a domain's routes stay
 * together), each with a cast of its own, side by side: Prism and the server work in parallel.
 */
export async function fuzzThroughProxy(app: FastifyInstance, targets: Targets, ledger: ConformanceLedger, runs: number, seed: number, lanes: number): Promise<void> {
  const entries = [...allRouteEntries().entries()];
  const size = Math.ceil(entries.length / lanes);
  const shares = Array.from({ length: lanes }, (_, lane) => entries.slice(lane * size, (lane + 1) * size));
  const casts: Cast[] = [];
  for (let lane = 0; lane < lanes; lane++) casts.push(await castOf(app, targets.server, lane));
  await Promise.all(shares.map((share, lane) => fuzzLane(casts[lane]!, targets, ledger, share, runs, seed)));
}
