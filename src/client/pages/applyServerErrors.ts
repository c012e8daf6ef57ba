import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ValidationError, errorMessage } from '../api/apiErrors';

/**
 * Puts a 422's field messages under the form's own fields and returns what the form must show
 * on its own: the summary when no field matched, the server message (e.g. a 429) otherwise.
 */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback?: string,
): string | null {
  if (!(err instanceof ValidationError)) return errorMessage(err, fallback);
  let placed = false;
  for (const [field, messages] of Object.entries(err.errors)) {
    const message = messages[0];
    const known = fields.find((name) => name === field);
    if (known && message) {
      setError(known, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed ? null : err.message;
}
