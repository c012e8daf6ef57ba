import { describe, expect, it } from 'vitest';
import { useTestApp, Visitor } from '../support/testApp';

const ctx = useTestApp();

describe('accounts', () => {
  it('registers, is logged in, logs out and logs back in', async () => {
    const visitor = await new Visitor(ctx.app).start();
    const tokenBefore = visitor.csrfToken;
    const cookieBefore = visitor.cookie;

    const registered = await visitor.register('ada@example.com', 'correct horse battery', 'Ada');
    expect(registered.statusCode).toBe(201);
    expect(registered.json().user).toMatchObject({ name: 'Ada', email: 'ada@example.com' });
    expect(visitor.cookie).not.toBe(cookieBefore);
    expect(visitor.csrfToken).not.toBe(tokenBefore);

    const me = await visitor.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ name: 'Ada', email: 'ada@example.com' });
    expect(me.json()).not.toHaveProperty('password_hash');

    const loggedInCookie = visitor.cookie;
    const out = await visitor.post('/logout');
    expect(out.statusCode).toBe(204);
    expect(visitor.cookie).not.toBe(loggedInCookie);
    expect((await visitor.get('/api/user')).statusCode).toBe(401);

    const login = await visitor.post('/login', { email: 'ADA@example.com', password: 'correct horse battery' });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ two_factor: false, user: { email: 'ada@example.com' } });
    expect((await visitor.get('/api/user')).json().name).toBe('Ada');
  });

  it('ends the old session on logout, even one read a moment ago', async () => {
    const visitor = await new Visitor(ctx.app).start();
    await visitor.register('logout@example.com');
    expect((await visitor.get('/api/user')).statusCode).toBe(200);
    const { cookie: loggedIn, csrfToken } = visitor;
    await visitor.post('/logout');
    const replay = new Visitor(ctx.app);
    replay.cookie = loggedIn;
    replay.csrfToken = csrfToken;
    expect((await replay.get('/api/user')).statusCode).toBe(401);
  });

  it('stores an argon2id hash with at least 19 MiB and 2 passes', async () => {
    const visitor = await new Visitor(ctx.app).start();
    await visitor.register('hash@example.com', 'another secret pw');
    const row = await ctx.database.db.selectFrom('users').select('password_hash').where('email', '=', 'hash@example.com').executeTakeFirstOrThrow();
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=\d+\$/.exec(row.password_hash);
    expect(match).not.toBeNull();
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(19_456);
    expect(Number(match?.[2])).toBeGreaterThanOrEqual(2);
  });

  it('refuses a taken email and a mismatched confirmation with field errors', async () => {
    const visitor = await new Visitor(ctx.app).start();
    await visitor.register('taken@example.com');
    const again = await new Visitor(ctx.app).start().then((v) => v.register('Taken@Example.com'));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email).toEqual(['The email has already been taken.']);

    const other = await new Visitor(ctx.app).start();
    const mismatch = await other.post('/register', { name: 'Bo', email: 'bo@example.com', password: 'long enough pw', password_confirmation: 'different pw' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toEqual({
      message: 'The password field confirmation does not match.',
      errors: { password: ['The password field confirmation does not match.'] },
    });
    const count = await ctx.database.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('email', '=', 'bo@example.com').executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('answers a wrong password with 422 and the sixth failure within a minute with 429', async () => {
    await (await new Visitor(ctx.app).start()).register('throttle@example.com', 'the right password');
    const attacker = await new Visitor(ctx.app).start();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await attacker.post('/login', { email: 'throttle@example.com', password: `wrong ${attempt}` });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.email).toEqual(['These credentials do not match our records.']);
    }
    const sixth = await attacker.post('/login', { email: 'throttle@example.com', password: 'the right password' });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(sixth.json().message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);

    ctx.clock.advance(61_000);
    const later = await attacker.post('/login', { email: 'throttle@example.com', password: 'the right password' });
    expect(later.statusCode).toBe(200);
  });

  it('does not throttle another email from the same address', async () => {
    const attacker = await new Visitor(ctx.app).start();
    for (let attempt = 0; attempt < 5; attempt++) await attacker.post('/login', { email: 'nobody@example.com', password: 'nope nope' });
    const other = await attacker.post('/login', { email: 'someone@example.com', password: 'nope nope' });
    expect(other.statusCode).toBe(422);
  });
});
