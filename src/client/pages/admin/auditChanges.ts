/** One field an admin act changed, as the audit log shows it. */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

const show = (value: unknown): string => (value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));
const asRecord = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/**
 * The fields whose values differ between an audit entry's before and after (every field of a
 * creation or a deletion, where one side is empty), in the order they first appear.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const from = asRecord(before);
  const to = asRecord(after);
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields.filter((field) => show(from[field]) !== show(to[field])).map((field) => ({ field, before: show(from[field]), after: show(to[field]) }));
}
