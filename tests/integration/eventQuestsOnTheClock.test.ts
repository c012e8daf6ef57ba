import { describe, expect, it } from 'vitest';
import type { QuestProgress } from '../../src/shared/api';
import { newCaptain } from '../support/shipCaptain';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp({ galaxyTraffic: true });

describe('event quests on the galaxy clock', () => {
  it('an event the traffic rolls offers its quest in the same tick, named for it, while it runs', async () => {
    const db = ctx.database.db;
    // Events break out often: the tick's roll, not a hand-made event.
    await db.insertInto('traffic_tunables').values({ id: 1, settings: JSON.stringify({ events_per_game_day: 10 }), updated_at: ctx.clock.now() }).execute();
    for (let tick = 0; tick < 12 && !(await db.selectFrom('galactic_events').select('id').executeTakeFirst()); tick++) {
      ctx.clock.advance(9 * 60_000);
      await ctx.app.galaxyClock.tick();
    }
    const events = await db.selectFrom('galactic_events as e').innerJoin('super_areas as s', 's.id', 'e.super_area_id').select(['e.id', 'e.kind', 's.name']).execute();
    expect(events.length).toBeGreaterThan(0);

    const captain = await newCaptain(ctx.app, db);
    const offered = (await captain.get('/api/quest-progress/available')).json<{ available_quests: QuestProgress[] }>().available_quests;
    for (const event of events) {
      const quest = offered.find((q) => q.key === `galactic_event_${event.id}`);
      expect(quest, `the quest of event ${event.id}`).toMatchObject({ category: 'Galactic event', region: event.name, status: 'available' });
      expect(quest!.name).toContain(event.name);
    }
  });
});
