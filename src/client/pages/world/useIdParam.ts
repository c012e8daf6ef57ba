import { useParams } from 'react-router';

/** The numeric `:id` of the route (NaN when absent, which the server answers 422/404). */
export function useIdParam(name = 'id'): number {
  return Number(useParams()[name]);
}
