import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/server/db/database';
import { Visitor } from './testApp';

let admins = 0;

/** A signed-in user made an admin straight in the database (what ADMIN_EMAILS or another admin grants). */
export async function adminVisitor(app: FastifyInstance, db: Db): Promise<Visitor> {
  const visitor = new Visitor(app);
  const registered = await visitor.register(`operator${++admins}@example.com`);
  await db.updateTable('users').set({ is_admin: true }).where('id', '=', registered.json().user.id).execute();
  return visitor;
}
