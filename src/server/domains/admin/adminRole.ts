import type { AdminRoleRequest, AdminRoleResponse } from '../../../shared/api';
import type { Db } from '../../db/database';
import { isAdminColumn } from '../../http/adminAccess';
import { fieldError } from '../../kernel/refusal';
import { recordAdminAct } from './adminAudit';

export const NO_SUCH_ACCOUNT = 'No account uses that email address.';
export const NOT_YOURSELF = 'You cannot take back your own admin role.';

/**
 * An admin grants or takes back another account's admin role (`users.is_admin`), audited in the
 * same transaction. An address in ADMIN_EMAILS stays an admin whatever this flag says, and no
 * admin takes back their own role, so the game never loses its last admin by a slip.
 */
export async function setAdminRole(db: Db, userId: number, body: AdminRoleRequest, now: Date): Promise<AdminRoleResponse> {
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select(['id', 'email', 'is_admin']).where((eb) => eb(eb.fn('lower', ['email']), '=', body.email)).forUpdate().executeTakeFirst();
    if (!user) throw fieldError('email', NO_SUCH_ACCOUNT);
    if (user.id === userId && !body.is_admin) throw fieldError('email', NOT_YOURSELF);
    await trx.updateTable('users').set({ is_admin: body.is_admin }).where('id', '=', user.id).execute();
    await recordAdminAct(trx, userId, { action: body.is_admin ? 'grant_admin' : 'revoke_admin', subjectType: 'user', subjectId: user.id, before: { email: user.email, is_admin: user.is_admin }, after: { email: user.email, is_admin: body.is_admin } }, now);
    const { is_admin } = await trx.selectFrom('users').select(isAdminColumn).where('id', '=', user.id).executeTakeFirstOrThrow();
    const message = body.is_admin ? `${user.email} is an admin.` : is_admin ? `${user.email} no longer holds a granted role, but stays an admin through ADMIN_EMAILS.` : `${user.email} is no longer an admin.`;
    return { message, user: { id: user.id, email: user.email, is_admin } };
  });
}
