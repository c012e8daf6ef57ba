/** A violation Prism reports: where (request or response, then the part), and what. */
export interface Violation {
  location: string[];
  severity: string;
  code?: string | number;
  message: string;
}

const PRISM_ERRORS = 'https://stoplight.io/prism/errors#';

/**
 * What a call through Prism's proxy came to:
 * - `forwarded`: the server answered and Prism found the answer true to the document (`violations`
 *   lists any warning it still reported in its `sl-violations` header);
 * - `refused`: Prism refused the request itself as the document describes it (422 for bad input,
 *   401 for missing credentials); the server never saw it;
 * - `broken`: the server's answer broke the document (Prism's 500 `VIOLATIONS`), or Prism found no
 *   operation for the call.
 */
export type ProxyAnswer =
  | { kind: 'forwarded'; status: number; violations: Violation[] }
  | { kind: 'refused'; status: number; reason: 'UNPROCESSABLE_ENTITY' | 'UNAUTHORIZED'; violations: Violation[] }
  | { kind: 'broken'; status: number; reason: string; violations: Violation[] };

function headerViolations(response: Response): Violation[] {
  const header = response.headers.get('sl-violations');
  if (!header) return [];
  try {
    return JSON.parse(header) as Violation[];
  } catch {
    return [{ location: ['response'], severity: 'Error', message: header }];
  }
}

/** Reads Prism's verdict on `response` (its body is read when it is Prism's own problem document). */
export async function readProxyAnswer(response: Response): Promise<ProxyAnswer> {
  const status = response.status;
  const reported = headerViolations(response);
  if (!(response.headers.get('content-type') ?? '').startsWith('application/problem+json')) {
    await response.arrayBuffer();
    return { kind: 'forwarded', status, violations: reported };
  }
  const problem = (await response.json()) as { type?: string; detail?: string; validation?: Violation[] };
  const reason = problem.type?.startsWith(PRISM_ERRORS) ? problem.type.slice(PRISM_ERRORS.length) : `not Prism's: ${problem.type}`;
  const violations = [...reported, ...(problem.validation ?? [])];
  if (reason === 'UNPROCESSABLE_ENTITY' || reason === 'UNAUTHORIZED') return { kind: 'refused', status, reason, violations };
  return { kind: 'broken', status, reason, violations: violations.length > 0 ? violations : [{ location: [], severity: 'Error', message: problem.detail ?? reason }] };
}
