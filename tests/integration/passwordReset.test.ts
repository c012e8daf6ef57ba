import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../src/shared/api';
import { lastMailLink, mailCount } from '../support/accountMail';
import { SESSION_COOKIE } from '../../src/server/http/session';
import { useTestApp, Visitor } from '../support/testApp';

const ctx = useTestApp();

/** The token and e-mail a reset link carries (`/reset-password/<token>?email=…`). */
function resetLink(to: string): { token: string; email: string } {
  const link = new URL(lastMailLink(ctx.app, to), 'http://x');
  return { token: decodeURIComponent(link.pathname.split('/')[2]!), email: link.searchParams.get('email')! };
}

async function reset(visitor: Visitor, link: { token: string; email: string }, password: string) {
  return visitor.post('/reset-password', { ...link, password, password_confirmation: password });
}

describe('forgot and reset password', () => {
  it('answers a known and an unknown address alike, and mails only the known one', async () => {
    await new Visitor(ctx.app).register('known@example.com');
    const visitor = await new Visitor(ctx.app).start();
    const known = await visitor.post('/forgot-password', { email: 'Known@example.com' });
    const unknown = await visitor.post('/forgot-password', { email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ message: accountMessages.resetLinkSent });
    expect(mailCount(ctx.app, 'known@example.com')).toBe(2); // the verification mail, then the reset link
    expect(mailCount(ctx.app, 'nobody-here@example.com')).toBe(0);
    const stored = await ctx.database.db.selectFrom('password_reset_tokens').select('token_hash').executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(resetLink('known@example.com').token);
  });

  it('resets with the link once, ends every session of the account, and the new password logs in', async () => {
    const player = new Visitor(ctx.app);
    await player.register('reset@example.com', 'the old password');
    const stranger = await new Visitor(ctx.app).start();
    await stranger.post('/forgot-password', { email: 'reset@example.com' });
    const link = resetLink('reset@example.com');

    const done = await reset(stranger, link, 'a brand new password');
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(accountMessages.passwordReset);
    expect((await player.get('/api/user')).statusCode).toBe(401);

    const again = await reset(stranger, link, 'yet another password');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email).toEqual([accountMessages.resetTokenInvalid]);
    expect((await stranger.post('/login', { email: 'reset@example.com', password: 'the old password' })).statusCode).toBe(422);
    expect((await stranger.post('/login', { email: 'reset@example.com', password: 'a brand new password' })).statusCode).toBe(200);
  });

  it('refuses a link older than 60 minutes, a replaced link and a forged token, changing nothing', async () => {
    await new Visitor(ctx.app).register('old@example.com', 'the old password');
    const visitor = await new Visitor(ctx.app).start();
    await visitor.post('/forgot-password', { email: 'old@example.com' });
    const first = resetLink('old@example.com');
    ctx.clock.advance(61 * 60_000);
    expect((await reset(visitor, first, 'a brand new password')).statusCode).toBe(422);

    await visitor.post('/forgot-password', { email: 'old@example.com' });
    const second = resetLink('old@example.com');
    expect(second.token).not.toBe(first.token);
    expect((await reset(visitor, first, 'a brand new password')).statusCode).toBe(422);
    expect((await reset(visitor, { ...second, token: `${second.token}x` }, 'a brand new password')).statusCode).toBe(422);
    expect((await visitor.post('/login', { email: 'old@example.com', password: 'the old password' })).statusCode).toBe(200);
  });

  it('answers as fast for an address with an account as for one without: medians of interleaved requests (issue 34)', async () => {
    await new Visitor(ctx.app).register('timing@example.com');
    const visitor = await new Visitor(ctx.app).start();
    const timeOf = async (email: string, round: number) => {
      const started = process.hrtime.bigint();
      // Straight to the app: the visitor would also wait for the work done after the answer.
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/forgot-password',
        payload: { email },
        // A client address per round, so the per-address throttle never answers instead.
        remoteAddress: `10.0.${round}.1`,
        headers: { accept: 'application/json', cookie: `${SESSION_COOKIE}=${visitor.cookie}`, 'x-csrf-token': visitor.csrfToken },
      });
      const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
      expect(response.statusCode).toBe(200);
      await ctx.app.afterResponseSettled();
      return elapsed;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 25; round++) {
      ctx.clock.advance(61_000); // a new minute: the account may be mailed again, so every known request stores and mails
      const knownFirst = round % 2 === 0;
      if (knownFirst) known.push(await timeOf('timing@example.com', round));
      unknown.push(await timeOf(`nobody-${round}@example.com`, round));
      if (!knownFirst) known.push(await timeOf('timing@example.com', round));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    console.log(`forgot-password medians: known ${median(known).toFixed(2)} ms, unknown ${median(unknown).toFixed(2)} ms`);
    expect(mailCount(ctx.app, 'timing@example.com')).toBe(26); // the verification mail and one link a round
    expect(median(known)).toBeLessThan(median(unknown) * 1.3 + 0.5);
  });

  it('mails one link a minute per account and answers 429 to a flood from one address', async () => {
    await new Visitor(ctx.app).register('flood@example.com');
    ctx.clock.advance(60_000);
    const visitor = await new Visitor(ctx.app).start();
    const before = mailCount(ctx.app, 'flood@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await visitor.post('/forgot-password', { email: 'flood@example.com' })).statusCode);
    expect(mailCount(ctx.app, 'flood@example.com')).toBe(before + 1);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
