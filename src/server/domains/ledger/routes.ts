import type { FastifyInstance } from 'fastify';
import { ledgerRoutes as routes, type LedgerEntry } from '../../../shared/api';
import type { Db } from '../../db/database';
import { forbidden, notFound } from '../../kernel/refusal';
import { serveRoute } from '../../http/serveRoute';

/** A character's credit movements, newest first, for its owner. */
async function readLedger(db: Db, userId: number, characterId: number, page: { before?: number; limit: number }) {
  const owner = await db.selectFrom('characters').select(['user_id', 'credits']).where('id', '=', characterId).executeTakeFirst();
  if (!owner) throw notFound('Character not found.');
  if (owner.user_id !== userId) throw forbidden();
  let query = db
    .selectFrom('credit_ledger')
    .select(['id', 'amount', 'reason', 'balance_after', 'reference_type', 'reference_id', 'created_at'])
    .where('character_id', '=', characterId)
    .orderBy('id', 'desc')
    .limit(page.limit);
  if (page.before !== undefined) query = query.where('id', '<', page.before);
  const rows = await query.execute();
  const entries: LedgerEntry[] = rows.map((row) => ({
    id: row.id,
    amount: row.amount,
    reason: row.reason,
    balance_after: row.balance_after,
    reference: row.reference_type !== null && row.reference_id !== null ? { type: row.reference_type, id: row.reference_id } : null,
    created_at: row.created_at.toISOString(),
  }));
  return { character_id: characterId, credits: owner.credits, entries };
}

/** GET /api/characters/:id/ledger: the player's own character's ledger (no one else's). */
export function ledgerRoutes(app: FastifyInstance): void {
  serveRoute(app, routes.list, ({ userId, params, query }) => readLedger(app.deps.db, userId, params.id, query));
}
