import type { ConformanceLedger } from './conformanceLedger';
import { readProxyAnswer, type ProxyAnswer } from './proxyAnswer';

/** A raw HTTP call: the path is sent as written (odd percent-encoding included). */
export interface RawCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Where calls go: the strict proxy, the proxy that checks answers only, and the server itself. */
export interface Targets {
  strict: string;
  answersOnly: string;
  server: string;
}

export function describe(call: RawCall): string {
  const body = call.body === undefined ? '' : ` ${call.body.length > 300 ? `${call.body.slice(0, 300)}… (${call.body.length} chars)` : call.body}`;
  return `${call.method} ${call.path.length > 300 ? `${call.path.slice(0, 300)}…` : call.path}${body}`;
}

/**
 * How long Prism may take over one call. Seen once in CI: Prism's answers-only proxy never answered
 * a DELETE whose path held percent-encoded control characters, while the server itself answers
 * such a path at once. A call Prism sits on goes to the server alone instead of stalling the run.
 */
const PRISM_ANSWER_MS = 20_000;

async function send(base: string, call: RawCall, signal?: AbortSignal): Promise<Response> {
  try {
    return await fetch(`${base}${call.path}`, { method: call.method, headers: call.headers, body: call.body, redirect: 'manual', signal });
  } catch (error) {
    throw new Error(`${describe(call)} to ${base} failed`, { cause: error });
  }
}

function timedOut(error: unknown): boolean {
  const named = (value: unknown) => value instanceof Error && value.name === 'TimeoutError';
  return named(error) || (error instanceof Error && named(error.cause));
}

/** Prism's answer to `call`, or null when it gives none within PRISM_ANSWER_MS. */
async function throughPrism(base: string, call: RawCall): Promise<ProxyAnswer | null> {
  try {
    return await readProxyAnswer(await send(base, call, AbortSignal.timeout(PRISM_ANSWER_MS)));
  } catch (error) {
    if (timedOut(error)) return null;
    throw error;
  }
}

async function statusAt(base: string, call: RawCall): Promise<number> {
  const response = await send(base, call);
  await response.arrayBuffer();
  return response.status;
}

function prismCanRoute(path: string): boolean {
  try {
    const segments = decodeURIComponent(path.split('?')[0]!).split('/');
    // fetch resolves `..` before sending (the server gets another route): Prism would judge the wrong operation.
    return !segments.some((segment) => segment === '..' || segment === '.');
  } catch {
    return false;
  }
}

/** Books a proxy's answer; a 5xx, a broken document or a reported violation becomes a finding. */
export function book(ledger: ConformanceLedger, operation: string, call: RawCall, answer: ProxyAnswer): void {
  ledger.countAnswer(answer.status);
  const request = describe(call);
  if (answer.kind === 'broken') ledger.find({ operation, request, problem: `Prism: ${answer.reason} (${answer.status})`, violations: answer.violations });
  else if (answer.kind === 'forwarded') {
    ledger.exercised.add(operation);
    if (answer.status >= 500) ledger.find({ operation, request, problem: `the server answered ${answer.status}`, violations: answer.violations });
    else if (answer.violations.length > 0) ledger.find({ operation, request, problem: 'Prism reported violations', violations: answer.violations });
  }
}

/**
 * Prism's own limits, not the server's answers: its validator overflows the stack on a deeply nested
 * body (a 500 problem typed `RangeError`), and its own HTTP parser answers 431 to a request line and
 * headers past Node's 16 KiB (without asking the server). Such a call goes to the server alone.
 */
function prismGaveUp(answer: ProxyAnswer): boolean {
  if (answer.kind === 'broken' && answer.reason === "not Prism's: RangeError") return true;
  return answer.kind === 'forwarded' && answer.status === 431 && answer.violations.length === 0;
}

/** `call` sent to the server alone (Prism cannot judge it): it must refuse it with a 4xx. */
async function serverAlone(targets: Targets, ledger: ConformanceLedger, operation: string, call: RawCall, why: string): Promise<number> {
  ledger.bypassed++;
  const status = await statusAt(targets.server, call);
  if (status < 400 || status >= 500) ledger.find({ operation, request: describe(call), problem: `${why}; the server alone answered ${status}`, violations: [] });
  return status;
}

/**
 * Sends `call` through the strict proxy. When Prism refuses it as the document describes it, the
 * server must refuse it too: it is sent again through the proxy that checks answers only (so the
 * server's own 4xx is checked against the document), or, when the document's credentials are
 * missing, to the server itself. A request the document refuses and the server accepts is a finding.
 */
export async function proxiedCall(targets: Targets, ledger: ConformanceLedger, operation: string, call: RawCall): Promise<number> {
  // Malformed percent-encoding in the path (`%ZZ`, a lone surrogate's bytes) ends Prism 5.14 (an
  // uncaught URIError), and dot segments reach another route: such a call goes to the server alone, which must refuse it.
  if (!prismCanRoute(call.path)) return serverAlone(targets, ledger, operation, call, 'a path no decoder accepts');
  const strict = await throughPrism(targets.strict, call);
  if (strict === null) return serverAlone(targets, ledger, operation, call, 'Prism gave no answer');
  if (prismGaveUp(strict)) return serverAlone(targets, ledger, operation, call, 'Prism could not judge it');
  book(ledger, operation, call, strict);
  if (strict.kind !== 'refused') return strict.status;
  ledger.refusedByDocument++;
  let serverStatus: number;
  if (strict.reason === 'UNPROCESSABLE_ENTITY') {
    ledger.resent++;
    const checked = await throughPrism(targets.answersOnly, call);
    if (checked === null) return serverAlone(targets, ledger, operation, call, 'Prism gave no answer');
    if (prismGaveUp(checked)) return serverAlone(targets, ledger, operation, call, 'Prism could not judge it');
    book(ledger, operation, call, checked);
    if (checked.kind === 'broken') return checked.status;
    serverStatus = checked.kind === 'forwarded' ? checked.status : await statusAt(targets.server, call);
  } else {
    serverStatus = await statusAt(targets.server, call);
  }
  if (serverStatus < 400 || serverStatus >= 500) {
    ledger.find({ operation, request: describe(call), problem: `the document refuses it (${strict.reason}) but the server answered ${serverStatus}`, violations: strict.violations });
  }
  return serverStatus;
}
