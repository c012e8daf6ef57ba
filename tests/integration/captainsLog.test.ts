import { describe, expect, it } from 'vitest';
import { MAX_ENTRIES_PER_CHARACTER, REPEAT_WINDOW_MS } from '../../src/server/domains/captainsLog/service';
import { recordCharacterEvent, recordCharacterEvents } from '../../src/server/domains/captainsLog/recordEvents';
import { useTestApp, Visitor } from '../support/testApp';

const ctx = useTestApp();

let emailCounter = 0;
async function pilotWithCharacter(name: string): Promise<{ visitor: Visitor; id: number; log: string }> {
  const visitor = await new Visitor(ctx.app).start();
  expect((await visitor.register(`log${++emailCounter}@example.com`)).statusCode).toBe(201);
  const created = await visitor.post('/api/characters', { name });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as number;
  return { visitor, id, log: `/api/characters/${id}/captains-log` };
}

const lowFuel = { app_id: 'ship-status', type: 'warning', count: 1, message: 'Kestrel: fuel low (15%)', key: 'ship:1:fuel:warning' };

describe("captain's log", () => {
  it('starts empty for a new character', async () => {
    const { visitor, log } = await pilotWithCharacter('Log Empty');
    const page = await visitor.get(log);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({ data: [], current_page: 1, last_page: 1, per_page: 20, total: 0 });
  });

  it('keeps a notification the datapad raised, once per repeat window, newest first', async () => {
    const { visitor, log } = await pilotWithCharacter('Log Keeper');
    const first = await visitor.post(log, lowFuel);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      recorded: true,
      entry: { kind: 'notification', app_id: 'ship-status', type: 'warning', count: 1, message: 'Kestrel: fuel low (15%)', event: null },
    });
    expect(first.json().entry.created_at).toBe(ctx.clock.now().toISOString());

    // A reload or a second tab posts the same condition again: it is the same notification.
    ctx.clock.advance(REPEAT_WINDOW_MS - 1);
    const again = await visitor.post(log, { ...lowFuel, message: 'Kestrel: fuel low (14%)' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ recorded: false, entry: { id: first.json().entry.id } });

    ctx.clock.advance(1);
    const later = await visitor.post(log, { ...lowFuel, message: 'Kestrel: fuel low (12%)' });
    expect(later.statusCode).toBe(201);
    await visitor.post(log, { app_id: 'inventory', type: 'urgent', count: 1, message: 'Inventory 96% full (48 of 50 slots)', key: 'inventory:usage:urgent' });

    const page = (await visitor.get(log)).json();
    expect(page.total).toBe(3);
    expect(page.data.map((entry: { message: string }) => entry.message)).toEqual([
      'Inventory 96% full (48 of 50 slots)',
      'Kestrel: fuel low (12%)',
      'Kestrel: fuel low (15%)',
    ]);
  });

  it("records realtime events sent to the character's private channel, even while nobody listens", async () => {
    const { visitor, id, log } = await pilotWithCharacter('Log Listener');
    const other = await pilotWithCharacter('Log Bystander');
    const at = ctx.clock.now();
    const written = await recordCharacterEvent(
      ctx.database.db,
      { channels: [`private-character.${id}`, `private-character.${other.id}`, 'public-news'], event: 'EquipmentDamaged', data: JSON.stringify({ slot: 'weapon' }) },
      at,
    );
    expect(written).toBe(2);
    await recordCharacterEvent(ctx.database.db, { channels: [`private-character.${id}`], event: 'ShipStatusChanged', data: { message: 'Kestrel docked at Veridia' } }, at);
    // Not a character event, not a character channel, or a character that is gone: nothing.
    expect(await recordCharacterEvent(ctx.database.db, { channels: [`private-character.${id}`], event: 'client-wave', data: '{}' }, at)).toBe(0);
    expect(await recordCharacterEvent(ctx.database.db, { channels: ['private-user.1'], event: 'InventoryUpdated', data: '{}' }, at)).toBe(0);
    expect(await recordCharacterEvent(ctx.database.db, { channels: ['private-character.999999'], event: 'InventoryUpdated', data: 'not json' }, at)).toBe(0);

    const entries = (await visitor.get(log)).json().data;
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ kind: 'event', event: 'ShipStatusChanged', app_id: 'ship-status', type: 'info', message: 'Kestrel docked at Veridia', count: 1 });
    expect(entries[1]).toMatchObject({ kind: 'event', event: 'EquipmentDamaged', app_id: 'equipment', type: 'warning', message: 'Some of your equipment was damaged.' });
    expect((await other.visitor.get(other.log)).json().total).toBe(1);
  });

  it("writes an act's events in one batch, in the order they were queued, each to the characters it is sent to", async () => {
    const { visitor, id, log } = await pilotWithCharacter('Log Batcher');
    const other = await pilotWithCharacter('Log Batch Mate');
    const written = await recordCharacterEvents(
      ctx.database.db,
      [
        { channels: [`private-character.${id}`], event: 'InventoryUpdated', data: { message: 'First' } },
        { channels: [`private-character.${id}`], event: 'client-wave', data: '{}' },
        { channels: [`private-character.${id}`, `private-character.${other.id}`, 'private-character.999999'], event: 'InventoryUpdated', data: { message: 'Second' } },
        { channels: [`private-character.${id}`], event: 'InventoryUpdated', data: 'not json' },
      ],
      ctx.clock.now(),
    );
    expect(written).toBe(4);
    const mine = (await visitor.get(log)).json().data.map((e: { message: string; payload: unknown }) => e.message);
    expect(mine).toHaveLength(3);
    expect(mine.slice(1)).toEqual(['Second', 'First']);
    expect((await other.visitor.get(other.log)).json().data.map((e: { message: string }) => e.message)).toEqual(['Second']);
    expect(await recordCharacterEvents(ctx.database.db, [], ctx.clock.now())).toBe(0);
  });

  it('pages newest first', async () => {
    const { visitor, id, log } = await pilotWithCharacter('Log Pager');
    for (let i = 1; i <= 25; i += 1) {
      ctx.clock.advance(1000);
      await recordCharacterEvent(ctx.database.db, { channels: [`private-character.${id}`], event: 'InventoryUpdated', data: { message: `Update ${i}` } }, ctx.clock.now());
    }
    const first = (await visitor.get(`${log}?per_page=10`)).json();
    expect(first).toMatchObject({ current_page: 1, last_page: 3, per_page: 10, total: 25 });
    expect(first.data.map((e: { message: string }) => e.message).slice(0, 2)).toEqual(['Update 25', 'Update 24']);
    const last = (await visitor.get(`${log}?page=3&per_page=10`)).json();
    expect(last.data.map((e: { message: string }) => e.message)).toEqual(['Update 5', 'Update 4', 'Update 3', 'Update 2', 'Update 1']);
    expect((await visitor.get(`${log}?page=4&per_page=10`)).json().data).toEqual([]);
  });

  it('keeps at most the newest entries per character', async () => {
    const { visitor, id, log } = await pilotWithCharacter('Log Pruner');
    await ctx.database.db
      .insertInto('captains_log_entries')
      .values(
        Array.from({ length: MAX_ENTRIES_PER_CHARACTER }, (_, i) => ({
          character_id: id,
          kind: 'event' as const,
          app_id: 'inventory',
          type: 'info' as const,
          message: `Old ${i}`,
          event: 'InventoryUpdated',
          payload: null,
          dedupe_key: null,
          created_at: new Date(ctx.clock.now().getTime() - 1_000_000 + i),
        })),
      )
      .execute();
    expect((await visitor.post(log, lowFuel)).statusCode).toBe(201);
    const page = (await visitor.get(`${log}?per_page=1`)).json();
    expect(page.total).toBe(MAX_ENTRIES_PER_CHARACTER);
    expect(page.data[0].message).toBe('Kestrel: fuel low (15%)');
    const oldest = (await visitor.get(`${log}?per_page=1&page=${MAX_ENTRIES_PER_CHARACTER}`)).json();
    expect(oldest.data[0].message).toBe('Old 1');
  });

  it('refuses strangers, unknown characters, logged-out visitors and missing CSRF tokens', async () => {
    const { visitor, log } = await pilotWithCharacter('Log Private');
    await visitor.post(log, lowFuel);
    const stranger = await pilotWithCharacter('Log Stranger');
    expect((await stranger.visitor.get(log)).statusCode).toBe(403);
    const intrusion = await stranger.visitor.post(log, lowFuel);
    expect(intrusion.statusCode).toBe(403);
    expect(intrusion.json().message).toBe('This action is unauthorized.');
    const unknown = await visitor.get('/api/characters/999999/captains-log');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Character not found.');
    const anonymous = await new Visitor(ctx.app).start();
    expect((await anonymous.get(log)).statusCode).toBe(401);
    expect((await visitor.request({ method: 'POST', url: log, payload: lowFuel, csrf: false })).statusCode).toBe(419);
    expect((await visitor.get(log)).json().total).toBe(1);
  });

  it('answers bad input with 422 field errors and changes nothing', async () => {
    const { visitor, log } = await pilotWithCharacter('Log Strict');
    const bad = await visitor.post(log, { app_id: 'warp-drive', type: 'critical', count: 0, message: ' ', key: '' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['app_id', 'count', 'key', 'message', 'type']);
    const badQuery = await visitor.get(`${log}?per_page=500&page=0`);
    expect(badQuery.statusCode).toBe(422);
    expect(Object.keys(badQuery.json().errors).sort()).toEqual(['page', 'per_page']);
    expect((await visitor.get(log)).json().total).toBe(0);
  });

  it('is deleted with its character', async () => {
    const { visitor, id, log } = await pilotWithCharacter('Log Gone');
    await visitor.post(log, lowFuel);
    expect((await visitor.delete(`/api/characters/${id}`)).statusCode).toBe(200);
    const left = await ctx.database.db.selectFrom('captains_log_entries').select('id').where('character_id', '=', id).execute();
    expect(left).toEqual([]);
  });
});
