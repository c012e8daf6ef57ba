import type { Violation } from './proxyAnswer';

/** One call that broke the document (or answered 5xx): what was sent, what came back, what Prism said. */
export interface Finding {
  operation: string;
  request: string;
  problem: string;
  violations: Violation[];
}

/** The run's books: calls through the proxies by status, operations the server answered, findings. */
export class ConformanceLedger {
  readonly byStatus = new Map<number, number>();
  readonly exercised = new Set<string>();
  readonly findings: Finding[] = [];
  throughProxy = 0;
  /** Requests Prism refused as the document describes them (the server then refused them too). */
  refusedByDocument = 0;
  /** Requests that reached the server through the proxy that checks answers only. */
  resent = 0;
  /** Requests whose path Prism cannot decode, sent to the server alone (which refused each). */
  bypassed = 0;

  /** The server's final answers by who asked (each token's ability, the browser, a visitor): allowed and refused. */
  readonly byActor = new Map<string, Map<string, number>>();

  countActor(actor: string, status: number): void {
    const kind = status < 400 ? '2xx' : String(status);
    const counts = this.byActor.get(actor) ?? new Map<string, number>();
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
    this.byActor.set(actor, counts);
  }

  countAnswer(status: number): void {
    this.throughProxy++;
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1);
  }

  find(finding: Finding): void {
    this.findings.push(finding);
  }

  /** The summary lines the conformance run prints. */
  summary(operations: number): string[] {
    const statuses = [...this.byStatus].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
    const lines = [
      `operations exercised: ${this.exercised.size} of ${operations} in the document`,
      `requests through Prism: ${this.throughProxy} (${statuses.join(', ')})`,
      `requests Prism refused as invalid by the document: ${this.refusedByDocument} (each then answered by the server with a 4xx: ${this.resent} of them through the answer-checking proxy)`,
      `requests Prism cannot judge (an undecodable path, a body nested past its stack, a request line past its 16 KiB), sent to the server alone and refused there: ${this.bypassed}`,
      ...[...this.byActor].map(([actor, counts]) => `  fuzzed as ${actor}: ${[...counts].map(([kind, count]) => `${kind}: ${count}`).join(', ')}`),
      `violations: ${this.findings.length}`,
    ];
    for (const finding of this.findings.slice(0, 40)) {
      lines.push(`  ${finding.operation}: ${finding.problem}`, `    ${finding.request}`, ...finding.violations.slice(0, 5).map((v) => `    ${(v.location ?? []).join('.')} ${v.message}`));
    }
    if (this.findings.length > 40) lines.push(`  … and ${this.findings.length - 40} more`);
    return lines;
  }
}
