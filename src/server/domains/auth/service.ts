import { messages, type LoginRequest, type RegisterRequest, type User } from '../../../shared/api';
import { isUniqueViolation, type Db } from '../../db/database';
import { fieldError, HttpError } from '../../http/httpError';
import type { Clock } from '../../time/clock';
import { LoginThrottle, throttleKey } from './loginThrottle';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { readUser, toUser, USER_COLUMNS } from './userRecord';

export const EMAIL_TAKEN = 'The email has already been taken.';


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
        .returning(USER_COLUMNS)
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
      .select([...USER_COLUMNS, 'password_hash'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', input.email))
      .executeTakeFirst();
    const valid = await verifyPassword(row?.password_hash ?? (await decoyPasswordHash()), input.password);
    if (!row || !valid) throw fieldError('email', messages.invalidCredentials);
    await this.throttle.clear(key);
    return toUser(row);
  }

  findUser(id: number): Promise<User | null> {
    return readUser(this.db, id);
  }
}
