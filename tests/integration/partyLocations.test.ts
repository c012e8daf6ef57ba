import { describe, expect, it } from 'vitest';
import { partyChannelName } from '../../src/shared/api';
import type { PartyActionResponse, PartyLocations } from '../../src/shared/api';
import { journeySeed, rollJumpEvents } from '../../src/shared/rules/travel/jumpEvents';
import { newCaptain, type Captain } from '../support/shipCaptain';
import { useTestApp } from '../support/testApp';
import { directOption, neighbour } from '../support/travelHelpers';

const ctx = useTestApp();

async function locations(captain: Captain): Promise<PartyLocations> {
  const response = await captain.get('/api/party/locations');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PartyLocations>();
}

/** Moves the clock on until a journey leaving now over this danger meets no random event. */
function steerClearOfEvents(captain: Captain, danger: number): void {
  while (rollJumpEvents(journeySeed(captain.characterId, ctx.clock.now().getTime()), [danger]).length > 0) ctx.clock.advance(1);
}

describe('where the party stands (the galaxy map markers)', () => {
  it('lists each member with its system, and a member leaving and arriving tells the party', async () => {
    const [leader, mate, loner] = [await newCaptain(ctx.app, ctx.database.db), await newCaptain(ctx.app, ctx.database.db), await newCaptain(ctx.app, ctx.database.db)];
    const created = (await leader.post('/api/party/create', {})).json<PartyActionResponse>();
    expect((await mate.post('/api/party/join', { join_code: created.party!.join_code })).statusCode).toBe(200);
    const partyId = created.party!.id;

    const before = await locations(mate);
    expect(before.party_id).toBe(partyId);
    expect(before.members.map((m) => m.id)).toEqual([leader.characterId, mate.characterId]);
    const home = before.members[0]!.super_area_id;
    expect(before.members.every((m) => m.super_area_id === home && !m.travelling && m.super_area_name.length > 0)).toBe(true);
    expect(await locations(loner)).toEqual({ party_id: null, members: [] });

    const heard: string[] = [];
    const stop = ctx.app.broadcaster.onMessage((message) => {
      if (message.channels.includes(partyChannelName(partyId))) heard.push(message.event);
    });
    try {
      const destination = await neighbour(leader);
      await ctx.database.db.updateTable('super_areas').set({ danger_level: 1 }).where('id', '=', destination.id).execute();
      steerClearOfEvents(leader, 1);
      const option = await directOption(leader, destination.id);
      const started = await leader.post('/api/travel/initiate', { travel_type: 'interplanetary', route_id: option.route!.id, destination_id: destination.id });
      expect(started.statusCode, started.body).toBe(200);
      expect(heard).toEqual(['PartyUpdated']);
      expect((await locations(mate)).members[0]).toMatchObject({ id: leader.characterId, super_area_id: home, travelling: true });

      ctx.clock.advance(24 * 60 * 60 * 1000);
      expect((await leader.get('/api/travel/status')).json().status).toBe('completed');
      expect(heard).toEqual(['PartyUpdated', 'PartyUpdated']);
      expect((await locations(mate)).members[0]).toMatchObject({ id: leader.characterId, super_area_id: destination.id, super_area_name: destination.name, travelling: false });
    } finally {
      stop();
    }
  });
});
