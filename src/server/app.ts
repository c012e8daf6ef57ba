import { contentAdminRoutes } from './domains/contentAdmin/routes';
import { worldRoutes } from './domains/world/routes';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { accountRoutes } from './domains/auth/accountRoutes';
import { apiTokenRoutes } from './domains/auth/apiTokenRoutes';
import { authRoutes } from './domains/auth/routes';
import { twoFactorAuthRoutes } from './domains/auth/twoFactorRoutes';
import { characterEventRecorder } from './domains/captainsLog/recordEvents';
import { captainsLogRoutes } from './domains/captainsLog/routes';
import { characterRoutes } from './domains/characters/routes';
import { chatRoutes } from './domains/chat/routes';
import { adminRoutes } from './domains/admin/routes';
import { tradingContractRoutes } from './domains/contracts/routes';
import { galaxyRoutes } from './domains/galaxy/routes';
import { trafficRoutes } from './domains/traffic/routes';
import { guildRoutes } from './domains/guilds/routes';
import { inventoryRoutes } from './domains/inventory/routes';
import { combatRoutes } from './domains/combat/routes';
import { ledgerRoutes } from './domains/ledger/routes';
import { marketRoutes } from './domains/market/routes';
import { metaRoutes } from './domains/meta/routes';
import { listenForMissionFacts } from './domains/missions/missionFactListeners';
import { QuestBookCache } from './domains/missions/questBookCache';
import { listenForBounties } from './domains/bounties/bountyFactListeners';
import { bountyRoutes } from './domains/bounties/routes';
import { listenForExploration } from './domains/exploration/explorationFactListeners';
import { listenForCrafting } from './domains/crafting/craftingFactListeners';
import { listenForPirateFights } from './domains/traffic/pirateFights';
import { missionsPart } from './domains/missions/missionsPart';
import { missionRoutes } from './domains/missions/routes';
import { partyRoutes } from './domains/party/routes';
import { entertainmentRoutes } from './domains/entertainment/routes';
import { craftingRoutes } from './domains/crafting/routes';
import { shipCustomizationRoutes } from './domains/shipCustomization/routes';
import { shipMarketRoutes } from './domains/shipMarket/routes';
import { shipRoutes } from './domains/ships/routes';
import { skillRoutes } from './domains/skills/routes';
import { shopRoutes } from './domains/shops/routes';
import { travelRoutes } from './domains/travel/routes';
import { startTravelFight } from './domains/combat/travelFight';
import { FactListeners } from './kernel/facts';
import { ContentChanges } from './domains/places/contentChanges';
import { MarketChanges } from './kernel/marketChanges';
import { PlaceDirectory } from './domains/places/placeDirectory';
import type { AppDeps } from './deps';
import { syncAdminEmails } from './http/adminAccess';
import { registerApiVersionCheck } from './http/apiVersion';
import { AppKeys } from './http/appKeys';
import { serveBuiltClient, serveDevClient } from './http/clientPages';
import { docsPageRoutes } from './http/docs/docsPages';
import { registerCsrfCheck } from './http/csrf';
import { registerAfterResponse } from './http/afterResponse';
import { IdempotentAnswers } from './http/idempotentAnswers';
import { registerBoundedJsonBody } from './http/boundedJsonBody';
import { answerClientError } from './http/clientErrors';
import { registerFormBodies } from './http/formBody';
import { registerErrorHandler } from './http/errorHandler';
import { answerTo } from './http/httpError';
import { Refusal } from './kernel/refusal';
import { healthRoute } from './http/health';
import { registerResponseHeaders, requestIdGenerator } from './http/requestIds';
import { recordServedRoutes } from './http/servedRoutes';
import { registerSessions } from './http/session';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerShutdownGate } from './http/shutdown';
import { withStorableText } from './http/storableText';
import { createMailer } from './mail/mailer';
import { mailboxRoutes } from './mail/mailboxRoutes';
import { registerRealtime, type RealtimeOptions } from './realtime/registerRealtime';
import { GalaxyClock } from './sim/galaxyClock';
import { JourneyAlarm } from './domains/travel/journeyAlarm';
import { tickTasks } from './tickTasks';

export interface BuildOptions {
  /** How the browser client is served: a built `dist/client`, Vite in development, or not at all (API tests). */
  client?: { mode: 'built'; distDir: string } | { mode: 'dev'; root: string } | { mode: 'none' };
  /** Pino logger options, or false for none. */
  logger?: boolean | { level: string };
  /** Realtime knobs (heartbeat timings, client events); Pusher's defaults when left out. */
  realtime?: RealtimeOptions;
}

/** A Fastify instance with the whole game server wired; `main.ts` listens, tests `inject()`. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Ids are ours (a proxy's only with TRUST_PROXY): see requestIdGenerator.
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy),
    return503OnClosing: true,
    clientErrorHandler: answerClientError,
  });
  app.decorate('deps', deps);
  // First, so every route is on the list the API document is checked against.
  recordServedRoutes(app);
  // Who hears the facts acts publish, one registry per app (tests build apps side by side):
  // missions advance quest steps and start a newcomer's tutorial, so no domain imports them;
  // exploring pays first visits, bounties hear the fights that bring their targets down, and
  // crafting takes an item its seller equips off the stall.
  const facts = new FactListeners();
  const questBook = new QuestBookCache(deps.db);
  listenForMissionFacts(facts, questBook);
  listenForExploration(facts);
  listenForBounties(facts);
  listenForCrafting(facts);
  listenForPirateFights(facts);
  app.decorate('facts', facts);
  await syncAdminEmails(deps.db, config.adminEmails);
  app.decorate('places', new PlaceDirectory(deps.db));
  app.decorate('contentChanges', new ContentChanges());
  app.contentChanges.onChange(() => app.places.invalidate());
  app.decorate('marketChanges', new MarketChanges());
  // A content change (heard by every process) may add or reprice markets: their read caches forget too.
  app.contentChanges.onChange(() => app.marketChanges.forgetHere('all'));
  app.decorate('questBook', questBook);
  // The quest book changes with content, and at a tick whose events broke out (the tick writes their
  // quests): every process forgets it on both (a tick's end is the market change of 'all' every process hears).
  app.contentChanges.onChange(() => questBook.forget());
  app.marketChanges.onChange((changed) => {
    if (changed === 'all') questBook.forget();
  });
  app.decorate('appKeys', new AppKeys(config));
  // Set once a client is served (http/clientPages.ts): what a browser's navigation to a shared path gets.
  app.decorate('sendClientPage', undefined);
  app.decorate('mailer', deps.mailer ?? createMailer(config.env, config.mail, config.storageDir));
  // Text PostgreSQL refuses (NUL) is a 422 for every field of every route, checked once here.
  app.setValidatorCompiler(withStorableText(validatorCompiler));
  // Responses are checked against the contract in development and tests, where drift must
  // fail loudly; in production the handlers' types already guarantee the shape, and checking
  // every response again would cost a third of a character read.
  app.setSerializerCompiler(config.env === 'production' ? () => (data) => JSON.stringify(data) : serializerCompiler);

  // External plugins.
  await app.register(fastifyCookie);
  await registerFormBodies(app);
  registerBoundedJsonBody(app);
  registerSecurityHeaders(app, options.client?.mode);

  // App plumbing, in a fixed order: errors, shutdown gate, response headers, API version, sessions, CSRF.
  // Services refuse in the kernel's words; http answers them from the error catalogue.
  registerErrorHandler(app, (error) => (error instanceof Refusal ? answerTo(error) : undefined));
  registerAfterResponse(app);
  app.decorate('idempotentAnswers', new IdempotentAnswers(deps.db));
  // The answers still gathering are written before the database closes.
  app.addHook('onClose', async () => app.idempotentAnswers.flush());
  registerShutdownGate(app);
  registerResponseHeaders(app);
  registerApiVersionCheck(app);
  registerSessions(app);
  registerCsrfCheck(app);

  // Routes.
  healthRoute(app);
  authRoutes(app);
  accountRoutes(app);
  twoFactorAuthRoutes(app);
  apiTokenRoutes(app);
  mailboxRoutes(app);
  await registerRealtime(app, characterEventRecorder, options.realtime);
  app.contentChanges.shareThrough(app.broadcaster);
  app.marketChanges.shareThrough(app.broadcaster);
  app.sessions.shareThrough(app.broadcaster);
  app.decorate(
    'galaxyClock',
    new GalaxyClock({
      db: deps.db,
      clock: deps.clock,
      broadcaster: app.broadcaster,
      facts,
      tasks: tickTasks(app.places).filter((task) => config.galaxyTraffic || task.name !== 'traffic'),
      intervalMs: config.galaxyTickMs,
      logError: (error, message) => app.log.error({ err: error }, message),
      afterTick: () => app.marketChanges.changed('all'),
    }),
  );
  app.addHook('preClose', async () => app.galaxyClock.stop());
  // Journeys land when due, not at the next tick (main.ts starts it; tests settle on reads and ticks).
  app.decorate(
    'journeyAlarm',
    new JourneyAlarm({ db: deps.db, clock: deps.clock, broadcaster: app.broadcaster, facts, places: app.places, logError: (error, message) => app.log.error({ err: error }, message) }),
  );
  app.addHook('preClose', async () => app.journeyAlarm.stop());
  // Every game route carries its access rule in the contract (serveRoute): no scope-wide guard.
  // The Character's parts of rooms the characters domain may not import.
  characterRoutes(app, { missions: missionsPart });
  ledgerRoutes(app);
  captainsLogRoutes(app);
  galaxyRoutes(app);
  trafficRoutes(app);
  marketRoutes(app);
  tradingContractRoutes(app);
  shipRoutes(app);
  shipMarketRoutes(app);
  shipCustomizationRoutes(app);
  // Combat starts an event's fight; travel knows no combat.
  travelRoutes(app, startTravelFight);
  skillRoutes(app);
  inventoryRoutes(app);
  combatRoutes(app);
  shopRoutes(app);
  missionRoutes(app);
  bountyRoutes(app);
  metaRoutes(app);
  partyRoutes(app);
  entertainmentRoutes(app);
  craftingRoutes(app);
  guildRoutes(app);
  chatRoutes(app);
  adminRoutes(app);
  worldRoutes(app);
  contentAdminRoutes(app);
  docsPageRoutes(app);

  const client = options.client ?? { mode: 'none' };
  if (client.mode === 'built') await serveBuiltClient(app, client.distDir);
  else if (client.mode === 'dev') await serveDevClient(app, client.root);
  else app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found.' }));

  return app;
}
