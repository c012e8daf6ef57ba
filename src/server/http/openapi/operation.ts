import { headers } from '../../../shared/api/http';
import type { RouteEntry } from '../../../shared/api/route';
import { requiredAbility } from '../../../shared/api/tokenAbilities';
import type { Config } from '../../config';
import { errorResponsesOf } from './errorAnswers';
import { jsonSchemaOf } from './jsonSchemaOf';
import { headerParameters, inputParameters } from './parameters';
import { securityOf } from './security';
import { sentenceOf } from './words';
import type { OperationObject, ResponseObject } from './openApiTypes';

/** Where an operation sits in the table: its domain (the tag) and its name there. */
export interface EntryName {
  domain: string;
  name: string;
}

function successOf(entry: RouteEntry): Record<string, ResponseObject> {
  const status = entry.status ?? 200;
  if (status === 204) return { '204': { description: 'Done; no body.' } };
  const eventIds =
    entry.method !== 'GET' && entry.access === 'character'
      ? { headers: { [headers.eventIds]: { description: 'The realtime events this act queued, comma-separated: the tab that acted skips their echo.', schema: { type: 'string' } } } }
      : {};
  const content = { 'application/json': { schema: jsonSchemaOf(entry.response, 'output') } };
  return {
    [String(status)]: { description: status === 201 ? 'Created.' : 'OK.', content, ...eventIds },
    ...(entry.repeatOk ? { '200': { description: 'A repeat of a recent act: nothing new was recorded.', content, ...eventIds } } : {}),
  } as Record<string, ResponseObject>;
}

/**
 * The entry's JSON body. A write that takes none takes no body, except one a page's plain form
 * posts (`formBody`): its only field is the CSRF token. Any other body there is refused (422), and
 * a form anywhere else (415).
 */
function requestBodyOf(entry: RouteEntry) {
  if (entry.body) return { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(entry.body, 'input') } } } };
  if (!entry.formBody) return {};
  const csrfField = { type: 'object', properties: { _token: { type: 'string', description: 'The CSRF token (instead of the X-CSRF-TOKEN header).' } }, required: ['_token'], additionalProperties: false };
  return { requestBody: { required: false, description: 'None: only the CSRF token as a form field.', content: { 'application/x-www-form-urlencoded': { schema: csrfField } } } };
}

/** The rate limit an entry counts against, with the numbers this server runs with. */
function rateLimitOf(entry: RouteEntry, config: Pick<Config, 'rateLimits' | 'rateLimitWindowSeconds'>) {
  if (!entry.rateLimit) return {};
  const rule = config.rateLimits[entry.rateLimit];
  return { 'x-rate-limit': { name: entry.rateLimit, per_account: rule.perAccount, per_ip: rule.perIp, window_seconds: config.rateLimitWindowSeconds } };
}

/** One route-table entry as an OpenAPI operation: inputs, answers, who may call, its limits. */
export function operationOf(entry: RouteEntry, { domain, name }: EntryName, config: Pick<Config, 'rateLimits' | 'rateLimitWindowSeconds'>): OperationObject {
  const parameters = [...inputParameters(entry), ...headerParameters(entry)];
  return {
    operationId: `${domain}.${name}`,
    summary: sentenceOf(name),
    tags: [domain],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...requestBodyOf(entry),
    responses: { ...successOf(entry), ...errorResponsesOf(entry) },
    security: securityOf(entry),
    'x-access': entry.access,
    ...(entry.access === 'public' ? {} : { 'x-token-ability': requiredAbility(entry) }),
    ...rateLimitOf(entry, config),
  } as OperationObject;
}
