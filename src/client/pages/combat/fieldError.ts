import { ValidationError } from '../../api/apiErrors';

/** The server's first message for `field` from a 422, else undefined. */
export function fieldError(err: unknown, field: string): string | undefined {
  return err instanceof ValidationError ? err.errors[field]?.[0] : undefined;
}
