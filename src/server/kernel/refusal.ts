import { messages } from '../../shared/api';

/** Why an act said no; http/errorHandler answers each with its catalogue status and shape. */
export type RefusalKind = 'refused' | 'invalid' | 'not_found' | 'forbidden';

/**
 * A service's "no": a game rule refused the act (insufficient credits, not docked...), an input
 * is wrong, something is missing or not the player's. Nothing was changed. Services throw it
 * without knowing HTTP; the error handler turns it into the error catalogue's answer.
 */
export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    /** The input to blame, when one is. */
    readonly field?: string,
  ) {
    super(message);
  }
}

/** A game rule said no (422 with the reason as `message` and `error`, under `field` when one input is to blame). */
export const refused = (reason: string, field?: string) => new Refusal('refused', reason, field);

/** One input is wrong (422 with Laravel's `{ message, errors }`). */
export const fieldError = (field: string, message: string) => new Refusal('invalid', message, field);

/** Missing, or another player's (404). */
export const notFound = (what = 'Not found.') => new Refusal('not_found', what);

/** Not this player's to do (403). */
export const forbidden = () => new Refusal('forbidden', messages.forbidden);
