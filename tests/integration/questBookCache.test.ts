import { describe, expect, it } from 'vitest';
import type { QuestProgress } from '../../src/shared/api';
import { eventHeadline } from '../../src/shared/rules/traffic/galacticEvents';
import { recordStartedEvents } from '../../src/server/domains/traffic/recordEvents';
import { adminVisitor } from '../support/adminVisitor';
import { useCountingApp } from '../support/countingApp';
import { startingSystem } from '../support/marketTraders';
import { newCaptain, type Captain } from '../support/shipCaptain';

const ctx = useCountingApp();
const DAY = 24 * 3600_000;

/** How many times the quest book was read from PostgreSQL since the log was last cleared. */
const bookReads = () => ctx.counting.log.statements.filter((s) => s.includes('FROM quests q LEFT JOIN super_areas')).length;

const journal = async (captain: Captain) => (await captain.get('/api/quest-progress/')).json<{ quests: QuestProgress[] }>().quests;

/** Renames a quest through the content admin's game object manager. */
async function rename(questId: number, name: string): Promise<void> {
  const operator = await adminVisitor(ctx.app, ctx.database.db);
  const values = (await operator.get(`/api/admin/objects/quest/${questId}`)).json().values;
  const saved = await operator.put(`/api/admin/objects/quest/${questId}`, { ...values, name });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('the quest book, read once per change (issue 40)', () => {
  it('is read once across quest acts, and the act after a content admin edit sees the edit', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const tank = (await journal(captain)).find((q) => q.key === 'tank_check')!;
    const act = async (what: 'start' | 'abandon') => {
      const response = await captain.post(`/api/quest-progress/${what}/${tank.id}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ message: string; quest: QuestProgress | null }>();
    };

    await rename(tank.id, 'Full Tank Check');
    ctx.counting.log.clear();
    expect((await act('start')).message).toBe('Quest started: Full Tank Check.');
    await act('abandon');
    await act('start');
    await act('abandon');
    expect((await journal(captain)).find((q) => q.id === tank.id)).toMatchObject({ name: 'Full Tank Check', status: 'available' });
    expect(bookReads()).toBe(1);

    await rename(tank.id, 'Tank Check');
    expect((await act('start')).message).toBe('Quest started: Tank Check.');
  });

  it("offers an event's quest from the tick that starts the event, and no more once the event is over, without a restart", async () => {
    const db = ctx.database.db;
    const captain = await newCaptain(ctx.app, db);
    const key = (eventId: number) => `galactic_event_${eventId}`;
    const offered = async () => (await journal(captain)).filter((q) => q.key.startsWith('galactic_event_')).map((q) => q.key);
    expect(await offered()).toEqual([]);

    // The traffic records an event that breaks out; the same tick's event quests task writes its quest.
    const system = await db.selectFrom('super_areas').select(['id', 'name']).where('id', '=', await startingSystem(db)).executeTakeFirstOrThrow();
    const now = ctx.clock.now();
    const event = { id: 4242, kind: 'boom' as const, systemId: system.id, commodityId: null, startMinute: 0, endMinute: 24 * 60 };
    await db.transaction().execute((trx) => recordStartedEvents(trx, [{ event, headline: eventHeadline('boom', system.name), startsAt: now, endsAt: new Date(now.getTime() + DAY) }]));
    await ctx.app.galaxyClock.tick();
    expect(await offered()).toEqual([key(event.id)]);

    // The event ends between ticks: its quest leaves the book at once, and no read was needed for it.
    ctx.clock.advance(DAY - 1000);
    ctx.counting.log.clear();
    expect(await offered()).toEqual([key(event.id)]);
    ctx.clock.advance(1000);
    expect(await offered()).toEqual([]);
    expect(bookReads()).toBe(0);
    await ctx.app.galaxyClock.tick();
    expect(await offered()).toEqual([]);
  });
});
