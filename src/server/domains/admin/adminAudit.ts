import type { Transaction } from 'kysely';
import { ADMIN_AUDIT_PAGE_SIZE, type AdminAuditPage } from '../../../shared/api';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

/** One admin act: what was done to which object, as it was before and after (null where it did not exist). */
export interface AdminAct {
  action: string;
  subjectType: string;
  subjectId: string | number | null;
  before: unknown;
  after: unknown;
}

/**
 * Writes `act` by the admin `userId` into the audit log, inside the act's own transaction: an act
 * that rolls back leaves no entry, and an entry never lacks its act. The admin's e-mail is kept,
 * so the entry still says who after their account is gone.
 */
export async function recordAdminAct(trx: Transaction<Database>, userId: number, act: AdminAct, now: Date): Promise<void> {
  await trx
    .insertInto('admin_audit_log')
    .values((eb) => ({
      actor_user_id: userId,
      actor_email: eb.selectFrom('users').select('email').where('id', '=', userId),
      action: act.action,
      subject_type: act.subjectType,
      subject_id: act.subjectId === null ? null : String(act.subjectId),
      before: jsonOrNull(act.before),
      after: jsonOrNull(act.after),
      created_at: now,
    }))
    .execute();
}

function jsonOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

/** A page of the audit log, newest first, optionally of one kind of object. */
export async function readAdminAudit(db: Db, query: { page: number; subject_type?: string }): Promise<AdminAuditPage> {
  let base = db.selectFrom('admin_audit_log');
  if (query.subject_type !== undefined) base = base.where('subject_type', '=', query.subject_type);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(ADMIN_AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_AUDIT_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      actor_user_id: row.actor_user_id,
      actor_email: row.actor_email,
      action: row.action,
      subject_type: row.subject_type,
      subject_id: row.subject_id,
      before: row.before ?? null,
      after: row.after ?? null,
      created_at: row.created_at.toISOString(),
    })),
    page: query.page,
    per_page: ADMIN_AUDIT_PAGE_SIZE,
    total: Number(count.total),
  };
}
