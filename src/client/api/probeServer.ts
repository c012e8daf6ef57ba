/**
 * Whether the server answers at all (after a lost realtime connection). Any HTTP answer means
 * it is back; /up is its cheapest route. Plain fetch: no session, CSRF or contract involved.
 */
export function probeServer(): Promise<boolean> {
  return fetch('/up', { cache: 'no-store', credentials: 'same-origin' }).then(
    () => true,
    () => false,
  );
}
