import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../src/shared/api';
import { lastMailLink } from '../support/accountMail';
import { useTestApp, Visitor } from '../support/testApp';

const ctx = useTestApp();
const PASSWORD = 'correct horse battery';

/** The signed link's parts, to tamper with one at a time. */
function verificationLink(to: string): URL {
  return new URL(lastMailLink(ctx.app, to), 'http://x');
}

/** A second browser signed in to the same account. */
async function secondDevice(email: string): Promise<Visitor> {
  const device = await new Visitor(ctx.app).start();
  expect((await device.post('/login', { email, password: PASSWORD })).statusCode).toBe(200);
  return device;
}

describe('e-mail verification', () => {
  it('verifies with the signed link, and refuses it tampered with or expired', async () => {
    const player = new Visitor(ctx.app);
    await player.register('verify@example.com');
    const link = verificationLink('verify@example.com');
    const tampered = [
      link.pathname.replace(/\/(\d+)\//, (_m, id: string) => `/${Number(id) + 1}/`) + link.search,
      link.pathname + link.search.replace(/expires=(\d+)/, (_m, at: string) => `expires=${Number(at) + 3600}`),
      link.pathname + link.search.replace(/signature=([0-9a-f])/, (_m, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`),
    ];
    for (const url of tampered) {
      const answer = await player.post(url);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json().message).toBe(accountMessages.invalidSignature);
    }
    expect((await player.get('/api/user')).json().email_verified_at).toBeNull();
    const verified = await new Visitor(ctx.app).start().then((anyone) => anyone.post(link.pathname + link.search));
    expect(verified.json()).toEqual({ message: accountMessages.emailVerified });
    expect((await player.get('/api/user')).json().email_verified_at).not.toBeNull();

    await player.post('/email/verification-notification');
    const late = new Visitor(ctx.app);
    await late.register('late-verify@example.com');
    ctx.clock.advance(61 * 60_000);
    const expired = verificationLink('late-verify@example.com');
    expect((await late.post(expired.pathname + expired.search)).statusCode).toBe(403);
  });

  it('resends once a minute, and a changed address must be verified again', async () => {
    const player = new Visitor(ctx.app);
    await player.register('resend@example.com');
    ctx.clock.advance(60_000);
    expect((await player.post('/email/verification-notification')).json().message).toBe(accountMessages.verificationLinkSent);
    expect((await player.post('/email/verification-notification')).statusCode).toBe(429);
    const link = verificationLink('resend@example.com');
    await player.post(link.pathname + link.search);

    const changed = await player.put('/user/profile-information', { name: 'Renamed Pilot', email: 'moved@example.com' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Renamed Pilot', email: 'moved@example.com', email_verified_at: null });
    // The old address's link no longer fits the account.
    expect((await player.post(link.pathname + link.search)).statusCode).toBe(403);
    const fresh = verificationLink('moved@example.com');
    expect((await player.post(fresh.pathname + fresh.search)).statusCode).toBe(200);
  });
});

describe('profile, password and browser sessions', () => {
  it('changes the password with the current one and ends the other sessions', async () => {
    const player = new Visitor(ctx.app);
    await player.register('password@example.com', PASSWORD);
    const other = await secondDevice('password@example.com');
    const wrong = await player.put('/user/password', { current_password: 'not it', password: 'a new long password', password_confirmation: 'a new long password' });
    expect(wrong.json().errors.current_password).toEqual([accountMessages.currentPasswordWrong]);
    expect((await other.get('/api/user')).statusCode).toBe(200);
    const changed = await player.put('/user/password', { current_password: PASSWORD, password: 'a new long password', password_confirmation: 'a new long password' });
    expect(changed.statusCode).toBe(200);
    expect((await player.get('/api/user')).statusCode).toBe(200);
    expect((await other.get('/api/user')).statusCode).toBe(401);
  });

  it('lists the signed-in browsers and logs out the others after the password', async () => {
    const player = new Visitor(ctx.app);
    await player.register('devices@example.com', PASSWORD);
    const other = await secondDevice('devices@example.com');
    const listed = (await player.get('/user/browser-sessions')).json().sessions;
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({ is_current_device: true, ip_address: '127.0.0.1' });
    expect((await player.request({ method: 'DELETE', url: '/user/other-browser-sessions', payload: { password: 'wrong' } })).statusCode).toBe(422);
    expect((await player.request({ method: 'DELETE', url: '/user/other-browser-sessions', payload: { password: PASSWORD } })).statusCode).toBe(204);
    expect((await other.get('/api/user')).statusCode).toBe(401);
    expect((await player.get('/user/browser-sessions')).json().sessions).toHaveLength(1);
  });

  it('deletes the account after the password: no row of it or its characters lingers', async () => {
    const player = new Visitor(ctx.app);
    const characterId = await player.playAs('leaving@example.com', 'Soon Gone');
    const userId = (await player.get('/api/user')).json().id as number;
    await player.post(lastMailLink(ctx.app, 'leaving@example.com'));
    await player.post('/user/api-tokens', { name: 'Bot', abilities: ['read'] });
    await player.post('/forgot-password', { email: 'leaving@example.com' });
    await ctx.app.inject({ method: 'GET', url: '/api/ship/status', headers: { authorization: 'Bearer 1|x' } });
    await player.post('/api/ship/refuel', { amount: 1 });

    const refused = await player.request({ method: 'DELETE', url: '/user', payload: { password: 'not mine' } });
    expect(refused.json().errors.password).toEqual([accountMessages.passwordNoMatch]);
    expect((await player.request({ method: 'DELETE', url: '/user', payload: { password: PASSWORD } })).statusCode).toBe(204);
    expect((await player.get('/api/user')).statusCode).toBe(401);

    // Every table with a user or character column, whoever added it.
    const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and column_name in ('user_id', 'character_id', 'pending_user_id')`.execute(ctx.database.db);
    expect(columns.length).toBeGreaterThan(8);
    for (const { table_name, column_name } of columns) {
      const id = column_name === 'character_id' ? characterId : userId;
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table_name)} where ${sql.ref(column_name)} = ${id}`.execute(ctx.database.db);
      expect(rows[0]!.n, `${table_name}.${column_name}`).toBe(0);
    }
    expect(await ctx.database.db.selectFrom('users').select('id').where('id', '=', userId).execute()).toEqual([]);
    expect(await ctx.database.db.selectFrom('characters').select('id').where('id', '=', characterId).execute()).toEqual([]);
    const counters = await ctx.database.db.selectFrom('rate_limit_hits').select('bucket').where('bucket', 'like', `%:${userId}`).execute();
    expect(counters).toEqual([]);
  });
});
