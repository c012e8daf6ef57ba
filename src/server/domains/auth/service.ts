import { messages, type LoginRequest, type RegisterRequest, type User } from '../../../shared/api';
import { isUniqueViolation, type Db } from '../../db/database';
import { fieldError, HttpError } from '../../http/httpError';
import type { Clock } from '../../time/clock';
import { LoginThrottle, throttleKey } from './loginThrottle';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';

const EMAIL_TAKEN = 'The email has already been taken.';

function toUser(row: { id: number; name: string; email: string; created_at: Date }): User {
  return { id: row.id, name: row.name, email: row.email, created_at: row.created_at.toISOString() };
}

/** Accounts: registration, credential checks with a throttle, and user look-up. */
export class AuthService {
  private readonly throttle: LoginThrottle;

  constructor(
    private readonly db: Db,
    clock: Clock,
  ) {
    this.throttle = new LoginThrottle(db, clock);
  }

  async register(input: RegisterRequest): Promise<User> {
    const taken = await this.db.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', ['email']), '=', input.email)).executeTakeFirst();
    if (taken) throw fieldError('email', EMAIL_TAKEN);
    const passwordHash = await hashPassword(input.password);
    try {
      const row = await this.db
        .insertInto('users')
        .values({ name: input.name, email: input.email, password_hash: passwordHash })
        .returning(['id', 'name', 'email', 'created_at'])
        .executeTakeFirstOrThrow();
      return toUser(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('email', EMAIL_TAKEN);
      throw error;
    }
  }

  /** The user whose credentials these are; 422 on a mismatch, 429 after too many failures. */
  async attemptLogin(input: LoginRequest, ip: string): Promise<User> {
    const key = throttleKey(input.email, ip);
    // Counted before the check, atomically: a burst of guesses gets no more checks than the limit.
    const wait = await this.throttle.reserveAttempt(key);
    if (wait > 0) {
      throw new HttpError(429, { message: messages.tooManyLogins(wait) }, { 'retry-after': String(wait) });
    }
    const row = await this.db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'created_at', 'password_hash'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', input.email))
      .executeTakeFirst();
    const valid = await verifyPassword(row?.password_hash ?? (await decoyPasswordHash()), input.password);
    if (!row || !valid) throw fieldError('email', messages.invalidCredentials);
    await this.throttle.clear(key);
    return toUser(row);
  }

  async findUser(id: number): Promise<User | null> {
    const row = await this.db.selectFrom('users').select(['id', 'name', 'email', 'created_at']).where('id', '=', id).executeTakeFirst();
    return row ? toUser(row) : null;
  }
}
