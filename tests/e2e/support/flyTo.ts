import { expect, type Page } from '@playwright/test';
import type { InterplanetaryResponse, TravelStatusResponse } from '../../../src/shared/api';
import { gameApi } from './gameApi';

/**
 * Flies the character to a system through the travel API (direct lane, else the multi-route
 * plan), answers any random event with its first option, and waits until it has arrived. The
 * e2e server runs travel at a hundredth of the time, so this takes seconds.
 */
export async function flyTo(page: Page, characterId: number, destinationId: number): Promise<void> {
  const api = gameApi(page, characterId);
  const { options } = await api.get<InterplanetaryResponse>(`/api/travel/options/interplanetary?destinationId=${destinationId}`);
  const direct = options.direct[0];
  if (direct?.route) {
    await api.post('/api/travel/initiate', { travel_type: 'interplanetary', route_id: direct.route.id, destination_id: destinationId });
  } else if (options.multi_route.status === 'success') {
    const segments = options.multi_route.plan.segments.map((s) => ({ route_id: s.route_id, from_id: s.from_id, to_id: s.to_id }));
    await api.post('/api/travel/initiate-multi-route', { travel_type: 'multi_route', plan: { segments } });
  } else {
    throw new Error(`no way to ${destinationId}: ${options.multi_route.message}`);
  }
  await waitForArrival(page, characterId);
}

/** Waits until the server says the character's journey has completed, answering each event that pauses it. */
export async function waitForArrival(page: Page, characterId: number): Promise<void> {
  const api = gameApi(page, characterId);
  await expect
    .poll(
      async () => {
        const status = await api.get<TravelStatusResponse>('/api/travel/status');
        if (status.status === 'event' && status.event?.options[0]) await api.post('/api/travel/handle-event', { choice: status.event.options[0].id });
        return status.status;
      },
      { message: 'the journey did not arrive in time', timeout: 60_000 },
    )
    .toBe('completed');
}
