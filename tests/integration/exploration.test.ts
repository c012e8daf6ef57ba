import { describe, expect, it } from 'vitest';
import type { Movement } from '../../src/shared/api';
import { NEW_LOCATION_EXPERIENCE, NEW_PLACE_EXPERIENCE } from '../../src/shared/rules/exploration/firstVisitExperience';
import { learnSkillsWith } from '../support/learnedModifiers';
import { logLines } from '../support/questHelpers';
import { newCaptain, type Captain } from '../support/shipCaptain';
import { useTestApp } from '../support/testApp';
import { directOption, neighbour } from '../support/travelHelpers';

const ctx = useTestApp();

async function scouting(captain: Captain): Promise<number> {
  const row = await ctx.database.db.selectFrom('character_experience').select('current_amount').where('character_id', '=', captain.characterId).where('experience_type', '=', 'scouting').executeTakeFirst();
  return row?.current_amount ?? 0;
}

async function walkTo(captain: Captain, placeId: number) {
  const response = await captain.visitor.request({ method: 'PUT', url: `/api/characters/${captain.characterId}/location`, payload: { place_id: placeId }, headers: { 'x-character-id': String(captain.characterId) } });
  expect(response.statusCode, response.body).toBe(200);
}

async function movement(captain: Captain): Promise<Movement> {
  return (await captain.get('/api/world/movement')).json<Movement>();
}

describe('exploring', () => {
  it('where a character begins pays nothing; each new place of a known location pays once, however often it is walked to', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const start = await movement(captain);
    const [other] = start.walk;
    expect(other, 'the starting location has a second place').toBeDefined();
    expect(await scouting(captain)).toBe(0);

    await walkTo(captain, other!.id);
    expect(await scouting(captain)).toBe(NEW_PLACE_EXPERIENCE);
    await walkTo(captain, start.place.id);
    await walkTo(captain, other!.id);
    expect(await scouting(captain)).toBe(NEW_PLACE_EXPERIENCE);
    expect(await logLines(ctx.database.db, captain.characterId, 'SkillPointsAwarded')).toContain(`First visit to ${other!.name}: +${NEW_PLACE_EXPERIENCE} scouting experience.`);
  });

  it('a hyperspace arrival in a system never seen pays the new location, raised by the exploration bonus, once', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const bonus = await learnSkillsWith(ctx.database.db, captain.characterId, 'exploration', ctx.clock.now());
    expect(bonus).toBeGreaterThan(0);
    const destination = await neighbour(captain);
    await ctx.database.db.updateTable('super_areas').set({ danger_level: 1 }).where('id', '=', destination.id).execute();
    const option = await directOption(captain, destination.id);
    const started = await captain.post('/api/travel/initiate', { travel_type: 'interplanetary', route_id: option.route?.id, destination_id: destination.id });
    expect(started.statusCode, started.body).toBe(200);
    ctx.clock.advance(option.real_time * 1000);
    // Reading the character settles the arrival.
    expect((await captain.get(`/api/characters/${captain.characterId}`)).json().location.superArea.id).toBe(destination.id);

    const earned = Math.round(NEW_LOCATION_EXPERIENCE * (1 + bonus));
    expect(earned).toBeGreaterThan(NEW_LOCATION_EXPERIENCE);
    expect(await scouting(captain)).toBe(earned);
    const here = await movement(captain);
    const lines = await logLines(ctx.database.db, captain.characterId, 'SkillPointsAwarded');
    expect(lines.some((line) => line.startsWith('First visit to ') && line.endsWith(`: +${earned} scouting experience.`))).toBe(true);
    const visited = await ctx.database.db.selectFrom('explored_places').select('place_id').where('character_id', '=', captain.characterId).execute();
    expect(visited.map((v) => v.place_id)).toContain(here.place.id);
  });
});
