import { accountMessages, type ApiToken, type CreateApiTokenRequest } from '../../../shared/api';
import type { Db } from '../../db/database';
import { hashApiToken } from '../../http/bearerToken';
import { HttpError, notFound } from '../../http/httpError';
import { randomToken } from '../../http/sessionStore';
import type { Clock } from '../../time/clock';

const COLUMNS = ['id', 'name', 'abilities', 'last_used_at', 'created_at'] as const;

function toApiToken(row: { id: number; name: string; abilities: string[]; last_used_at: Date | null; created_at: Date }): ApiToken {
  return { id: row.id, name: row.name, abilities: row.abilities, last_used_at: row.last_used_at?.toISOString() ?? null, created_at: row.created_at.toISOString() };
}

/** Jetstream's API tokens: named, with abilities, shown once, kept as a SHA-256 hash. */
export class ApiTokenService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(userId: number): Promise<ApiToken[]> {
    const rows = await this.db.selectFrom('personal_access_tokens').select(COLUMNS).where('user_id', '=', userId).orderBy('id', 'desc').execute();
    return rows.map(toApiToken);
  }

  /** A new token (`<id>|<secret>`, Sanctum's shape): the plain text is returned this once. Verified accounts only. */
  async create(userId: number, input: CreateApiTokenRequest): Promise<{ token: string; api_token: ApiToken }> {
    const user = await this.db.selectFrom('users').select('email_verified_at').where('id', '=', userId).executeTakeFirstOrThrow();
    if (!user.email_verified_at) throw new HttpError(403, { message: accountMessages.emailNotVerified });
    const secret = randomToken(30);
    return this.db.transaction().execute(async (trx) => {
      // The id is part of the token, so the row is made first and its hash set beside it.
      const row = await trx
        .insertInto('personal_access_tokens')
        .values({ user_id: userId, name: input.name, abilities: [...new Set(input.abilities)], token_hash: `pending:${secret}`, created_at: this.clock.now() })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      const token = `${row.id}|${secret}`;
      await trx.updateTable('personal_access_tokens').set({ token_hash: hashApiToken(token) }).where('id', '=', row.id).execute();
      return { token, api_token: toApiToken(row) };
    });
  }

  async updateAbilities(userId: number, id: number, abilities: readonly string[]): Promise<ApiToken> {
    const row = await this.db
      .updateTable('personal_access_tokens')
      .set({ abilities: [...new Set(abilities)] })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning(COLUMNS)
      .executeTakeFirst();
    if (!row) throw notFound('API token not found.');
    return toApiToken(row);
  }

  async revoke(userId: number, id: number): Promise<void> {
    const result = await this.db.deleteFrom('personal_access_tokens').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound('API token not found.');
  }
}
