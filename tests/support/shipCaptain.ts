import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { Visitor } from './testApp';

let captains = 0;

/** A signed-in player with one new character, whose game calls carry its id in X-Character-Id as the client's do. */
export class Captain {
  constructor(
    readonly visitor: Visitor,
    readonly characterId: number,
    readonly starterShipId: number,
    private readonly db: Db,
  ) {}

  private send(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse> {
    return this.visitor.request({ method, url, payload, headers: { 'x-character-id': String(this.characterId) } });
  }

  get = (url: string) => this.send('GET', url);
  post = (url: string, payload?: object) => this.send('POST', url, payload);
  delete = (url: string) => this.send('DELETE', url);

  async credits(): Promise<number> {
    const row = await this.db.selectFrom('characters').select('credits').where('id', '=', this.characterId).executeTakeFirstOrThrow();
    return row.credits;
  }

  async setCredits(credits: number): Promise<void> {
    await this.db.updateTable('characters').set({ credits }).where('id', '=', this.characterId).execute();
  }

  async activeShipId(): Promise<number | null> {
    const row = await this.db.selectFrom('characters').select('active_ship_id').where('id', '=', this.characterId).executeTakeFirstOrThrow();
    return row.active_ship_id;
  }
}

/** Registers a player and creates a character (25,000 credits, the starter ship active, docked at a shuttleport). */
export async function newCaptain(app: FastifyInstance, db: Db): Promise<Captain> {
  const visitor = await new Visitor(app).start();
  const n = ++captains;
  expect((await visitor.register(`captain${n}@example.com`)).statusCode).toBe(201);
  const created = await visitor.post('/api/characters', { name: `Captain ${n}` });
  expect(created.statusCode, created.body).toBe(201);
  const character = created.json<{ id: number; active_ship_id: number }>();
  return new Captain(visitor, character.id, character.active_ship_id, db);
}
