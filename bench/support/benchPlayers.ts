import type { BenchServer } from './benchServer';
import { loggedInHeaders } from './benchServer';

/** A signed-in player's headers acting for one character, as the client sends them. */
export interface BenchPlayer {
  id: number;
  headers: Record<string, string>;
}

async function createCharacter(server: BenchServer, headers: Record<string, string>, name: string): Promise<BenchPlayer> {
  const created = await fetch(`${server.baseUrl}/api/characters`, { method: 'POST', headers, body: JSON.stringify({ name }) });
  if (created.status !== 201) throw new Error(`character creation failed: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: number };
  return { id, headers: { ...headers, 'x-character-id': String(id) } };
}

async function getJson<T>(server: BenchServer, player: BenchPlayer, path: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, { headers: player.headers });
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Sends `player` on a hyperspace jump to the nearest neighbour through the API, then pushes the
 * arrival a day out and clears its random events, so the journey stays under way all benchmark
 * long and the travel status read is the one a travelling client polls.
 */
async function sendTravelling(server: BenchServer, player: BenchPlayer): Promise<void> {
  const options = await getJson<{ destinations: { id: number; direct: boolean; distance: number | null }[] }>(server, player, '/api/travel/options');
  const destination = options.destinations.filter((d) => d.direct).sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0))[0];
  if (!destination) throw new Error('the starting system has no neighbour');
  const routes = await getJson<{ options: { direct: { route: { id: number } | null }[] } }>(server, player, `/api/travel/options/interplanetary?destinationId=${destination.id}`);
  const route = routes.options.direct[0]?.route;
  if (!route) throw new Error('no direct route to the neighbour');
  const started = await fetch(`${server.baseUrl}/api/travel/initiate`, {
    method: 'POST',
    headers: player.headers,
    body: JSON.stringify({ travel_type: 'interplanetary', route_id: route.id, destination_id: destination.id }),
  });
  if (started.status !== 200) throw new Error(`travel failed: ${started.status} ${await started.text()}`);
  await server.app.deps.db
    .updateTable('journeys')
    .set({ arrives_at: new Date(Date.now() + 24 * 60 * 60 * 1000), next_event_at: null, scheduled_events: JSON.stringify([]) })
    .where('character_id', '=', player.id)
    .where('status', '=', 'in_progress')
    .execute();
  const status = await getJson<{ status: string }>(server, player, '/api/travel/status');
  if (status.status !== 'travelling') throw new Error(`the traveller is ${status.status}, not travelling`);
}

/** A docked pilot (the usual reads) and a traveller on a long journey (the travel status poll). */
export async function benchPlayers(server: BenchServer): Promise<{ pilot: BenchPlayer; traveller: BenchPlayer }> {
  const headers = await loggedInHeaders(server, 'bench@example.com');
  const pilot = await createCharacter(server, headers, 'Bench Pilot');
  const traveller = await createCharacter(server, headers, 'Bench Traveller');
  await sendTravelling(server, traveller);
  // Contract offers on every system's board, as the galaxy clock keeps them in play.
  await server.app.galaxyClock.tick();
  return { pilot, traveller };
}
