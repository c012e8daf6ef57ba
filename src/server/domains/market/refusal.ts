import { HttpError } from '../../http/httpError';

/**
 * A game rule said no (not enough stock, space or credits): 422 with the reason as `message` and
 * as `error`, which the market's 'Trade failed' alert reads (seed 001 §8), and under the field.
 */
export function refusal(field: string, reason: string): HttpError {
  return new HttpError(422, { message: reason, error: reason, errors: { [field]: [reason] } });
}
