import { data } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { characterIdParams } from '../../../shared/api';

/** The :id of a character page; a malformed id is a 404, not a request (seed 000 §5, route helper). */
export function characterIdLoader({ params }: LoaderFunctionArgs): number {
  const parsed = characterIdParams.safeParse(params);
  if (!parsed.success) throw data('Character not found', { status: 404 });
  return parsed.data.id;
}
