import { z } from 'zod';

/**
 * A row's id in a JSON body: a JSON integer, as the API document says. Path and query ids arrive
 * as text and are coerced; a body's `true` or `"5"` is refused (coercion read `true` as id 1).
 */
export const bodyId = z.number().int().positive().max(2 ** 31 - 1);
