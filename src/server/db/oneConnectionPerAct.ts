import { AsyncLocalStorage } from 'node:async_hooks';
import { Kysely, type TransactionBuilder } from 'kysely';
import type pg from 'pg';
import type { Database } from './schema';

/**
 * Thrown when code inside an open transaction reaches for the pool (a query on `db` instead of
 * `trx`, or a transaction inside a transaction). A second checkout while the first connection is
 * held is how a burst of acts used to take every pooled connection and hang the server: each held
 * one and waited for another. The transaction is the only connection an act may use.
 */
export class PoolUseInTransactionError extends Error {
  constructor() {
    super('A query reached for the database pool inside an open transaction: use the transaction (trx) the act was handed.');
    this.name = 'PoolUseInTransactionError';
  }
}

interface TransactionScope {
  /** True from the transaction's start until it has committed or rolled back. */
  open: boolean;
  /** Whether the transaction has taken its own connection; any further checkout is refused. */
  holdsConnection: boolean;
}

const scopes = new AsyncLocalStorage<TransactionScope>();

function openScope(): TransactionScope | undefined {
  const scope = scopes.getStore();
  return scope?.open ? scope : undefined;
}

/** Runs one transaction in a scope of its own, refusing to open it inside another. */
async function inTransactionScope<T>(run: () => Promise<T>): Promise<T> {
  if (openScope()) throw new PoolUseInTransactionError();
  const scope: TransactionScope = { open: true, holdsConnection: false };
  return scopes.run(scope, async () => {
    try {
      return await run();
    } finally {
      // Work the transaction left running (a promise nobody awaited) may use the pool afterwards.
      scope.open = false;
    }
  });
}

function guardBuilder(builder: TransactionBuilder<Database>): TransactionBuilder<Database> {
  return new Proxy(builder, {
    get(target, property) {
      if (property === 'execute') {
        return <T>(callback: Parameters<TransactionBuilder<Database>['execute']>[0]) =>
          inTransactionScope(() => target.execute(callback) as Promise<T>);
      }
      if (property === 'setAccessMode' || property === 'setIsolationLevel') {
        return (setting: never) => guardBuilder(target[property](setting));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The game's Kysely: its transactions run in a scope in which the pool refuses a second checkout. */
export class GuardedKysely extends Kysely<Database> {
  override transaction(): TransactionBuilder<Database> {
    return guardBuilder(super.transaction());
  }
}

/**
 * Makes `pool.connect` refuse a checkout from inside an open transaction's scope once that
 * transaction holds its own connection (see `PoolUseInTransactionError`).
 */
export function refuseSecondCheckout(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (...args: unknown[]) => {
    const scope = openScope();
    if (scope) {
      if (scope.holdsConnection) {
        const refusal = new PoolUseInTransactionError();
        const callback = args[0];
        if (typeof callback === 'function') {
          callback(refusal);
          return undefined;
        }
        return Promise.reject(refusal);
      }
      scope.holdsConnection = true;
    }
    return connect(...args);
  };
}
