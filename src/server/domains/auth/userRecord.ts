import type { User } from '../../../shared/api';
import type { Db } from '../../db/database';
import { isAdminColumn } from '../../http/adminAccess';

/** The columns a User is made of (the contract's shape; never the secrets). */
export const USER_COLUMNS = ['id', 'name', 'email', 'created_at', 'email_verified_at', 'two_factor_confirmed_at', isAdminColumn] as const;

export interface UserRow {
  id: number;
  name: string;
  email: string;
  created_at: Date;
  email_verified_at: Date | null;
  two_factor_confirmed_at: Date | null;
  is_admin: boolean;
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    created_at: row.created_at.toISOString(),
    email_verified_at: row.email_verified_at?.toISOString() ?? null,
    two_factor_enabled: row.two_factor_confirmed_at !== null,
    is_admin: row.is_admin,
  };
}

/** The user with this id, or null. */
export async function readUser(db: Db, id: number): Promise<User | null> {
  const row = await db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toUser(row) : null;
}
