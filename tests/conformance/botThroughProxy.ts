import type { FastifyInstance } from 'fastify';
import { runBot, type BotRun } from '../../examples/trader-bot/src/bot';
import type { ConformanceLedger } from './conformanceLedger';
import { operationOf } from './operationOf';
import { book, describe, type Targets } from './proxiedCall';
import { readProxyAnswer } from './proxyAnswer';
import { createToken, registerPlayer } from './playerOverHttp';

/**
 * The example trader bot, as a player runs it, with its API calls through the strict proxy: every
 * call must pass the document as sent and every answer must match it (Prism refusing one of the
 * bot's calls is a finding too: the document would refuse what the game's own example sends).
 */
export async function botThroughProxy(app: FastifyInstance, targets: Targets, pusherKey: string, ledger: ConformanceLedger, trades: number): Promise<BotRun> {
  const player = await registerPlayer(app, targets.server, 'conformance-bot@example.com', 'Conformance Bot');
  const token = await createToken(player, ['read', 'trade', 'travel']);
  const watched = async (request: Request): Promise<Response> => {
    const body = request.body ? await request.clone().text() : undefined;
    const response = await fetch(request);
    const url = new URL(request.url);
    const call = { method: request.method, path: url.pathname + url.search, headers: {}, body };
    const operation = operationOf(request.method, url.pathname);
    const answer = await readProxyAnswer(response.clone());
    book(ledger, operation, call, answer);
    if (answer.kind === 'refused') ledger.find({ operation, request: describe(call), problem: `Prism refused the bot's call (${answer.reason})`, violations: answer.violations });
    return response;
  };
  const lines: string[] = [];
  const run = await runBot({ url: targets.server, apiUrl: targets.strict, token, characterId: player.characterId, trades, pusherKey, fetch: watched }, (line) => lines.push(line));
  if (run.legs.length < trades) throw new Error(`the bot made ${run.legs.length} of ${trades} trades through the proxy:\n${lines.join('\n')}`);
  return run;
}
