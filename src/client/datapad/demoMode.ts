/**
 * Seed 000 §2, §6: demo controls appear only when the demo mode flag is on. The flag is the
 * `demo` query parameter (`/game?demo`), so a tester turns it on and nobody else sees it.
 */
export function isDemoMode(search: string = window.location.search): boolean {
  const params = new URLSearchParams(search);
  if (!params.has('demo')) return false;
  const value = params.get('demo');
  return value !== 'false' && value !== '0';
}
