import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { forbidden } from './httpError';

/**
 * Whether the `users` row is an admin's, as a select: granted by an admin (`is_admin`), or a
 * verified account whose e-mail is in ADMIN_EMAILS (kept in `admin_emails` by the running server).
 * An unverified address never makes an admin: registering an operator's e-mail first gains nothing.
 */
export const isAdminColumn = sql<boolean>`(users.is_admin OR (users.email_verified_at IS NOT NULL AND lower(users.email) IN (SELECT email FROM admin_emails)))`.as(
  'is_admin',
);

/** Writes ADMIN_EMAILS into `admin_emails` at start-up; an address taken off the list stops counting. */
export async function syncAdminEmails(db: Db, emails: readonly string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await (emails.length > 0 ? trx.deleteFrom('admin_emails').where('email', 'not in', emails) : trx.deleteFrom('admin_emails')).execute();
    if (emails.length > 0) {
      await trx
        .insertInto('admin_emails')
        .values(emails.map((email) => ({ email })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  });
}

/** preValidation of every `admin` route, after the caller is known to be signed in: 403 for anyone else. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const userId = request.sessionState?.userId;
  if (!userId) throw forbidden();
  const row = await request.server.deps.db.selectFrom('users').select(isAdminColumn).where('id', '=', userId).executeTakeFirst();
  if (!row?.is_admin) throw forbidden();
}
