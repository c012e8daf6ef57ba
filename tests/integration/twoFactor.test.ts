import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../src/shared/api';
import { totpCode } from '../../src/server/domains/auth/totp';
import { useTestApp, Visitor } from '../support/testApp';

const ctx = useTestApp();
const PASSWORD = 'correct horse battery';

/** A player with two-factor on: their secret and recovery codes. */
async function withTwoFactor(email: string): Promise<{ player: Visitor; secret: string; recoveryCodes: string[] }> {
  const player = new Visitor(ctx.app);
  await player.register(email, PASSWORD);
  expect((await player.post('/user/two-factor-authentication')).statusCode).toBe(423);
  expect((await player.post('/user/confirm-password', { password: 'wrong password' })).json().errors.password).toEqual([accountMessages.passwordIncorrect]);
  expect((await player.post('/user/confirm-password', { password: PASSWORD })).statusCode).toBe(201);
  expect((await player.get('/user/confirmed-password-status')).json()).toEqual({ confirmed: true });
  expect((await player.post('/user/two-factor-authentication')).statusCode).toBe(204);
  const qr = (await player.get('/user/two-factor-qr-code')).json();
  expect(qr.svg).toMatch(/^<svg/);
  expect(qr.url).toMatch(/^otpauth:\/\/totp\/Starlane:/);
  const secret = (await player.get('/user/two-factor-secret-key')).json().secretKey as string;
  expect(qr.url).toContain(`secret=${secret}`);
  expect((await player.get('/api/user')).json().two_factor_enabled).toBe(false);

  const wrong = await player.post('/user/confirmed-two-factor-authentication', { code: '000000' === totpCode(secret, ctx.clock.now()) ? '111111' : '000000' });
  expect(wrong.json().errors.code).toEqual([accountMessages.twoFactorCodeInvalid]);
  const confirmed = await player.post('/user/confirmed-two-factor-authentication', { code: totpCode(secret, ctx.clock.now()) });
  expect(confirmed.statusCode).toBe(200);
  const recoveryCodes = confirmed.json().recovery_codes as string[];
  expect(recoveryCodes).toHaveLength(8);
  expect(new Set(recoveryCodes).size).toBe(8);
  expect((await player.get('/api/user')).json().two_factor_enabled).toBe(true);
  return { player, secret, recoveryCodes };
}

async function login(email: string): Promise<Visitor> {
  const visitor = await new Visitor(ctx.app).start();
  const answer = await visitor.post('/login', { email, password: PASSWORD });
  expect(answer.json()).toEqual({ two_factor: true });
  expect((await visitor.get('/api/user')).statusCode).toBe(401);
  return visitor;
}

describe('two-factor authentication', () => {
  it('logs in with a code from the app at a fixed clock, each code once, and the session is then signed in', async () => {
    const { secret } = await withTwoFactor('totp@example.com');
    ctx.clock.advance(60_000);
    const visitor = await login('totp@example.com');
    const stale = totpCode(secret, new Date(ctx.clock.now().getTime() - 5 * 60_000));
    expect((await visitor.post('/two-factor-challenge', { code: stale })).json().errors.code).toEqual([accountMessages.twoFactorCodeInvalid]);
    const code = totpCode(secret, ctx.clock.now());
    const passed = await visitor.post('/two-factor-challenge', { code });
    expect(passed.statusCode).toBe(200);
    expect(passed.json().user.email).toBe('totp@example.com');
    expect((await visitor.get('/api/user')).statusCode).toBe(200);

    const replay = await login('totp@example.com');
    expect((await replay.post('/two-factor-challenge', { code })).statusCode).toBe(422);
  });

  it('takes a recovery code once', async () => {
    const { recoveryCodes } = await withTwoFactor('recovery@example.com');
    const first = await login('recovery@example.com');
    expect((await first.post('/two-factor-challenge', { recovery_code: recoveryCodes[3] })).statusCode).toBe(200);
    const second = await login('recovery@example.com');
    const reused = await second.post('/two-factor-challenge', { recovery_code: recoveryCodes[3] });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.recovery_code).toEqual([accountMessages.recoveryCodeInvalid]);
    expect((await second.post('/two-factor-challenge', { recovery_code: recoveryCodes[4] })).statusCode).toBe(200);
  });

  it('regenerates recovery codes (the old ones stop working) and disables after the password is confirmed', async () => {
    const { player, recoveryCodes } = await withTwoFactor('disable@example.com');
    const fresh = (await player.post('/user/two-factor-recovery-codes')).json().recovery_codes as string[];
    expect(fresh).toHaveLength(8);
    expect(fresh).not.toContain(recoveryCodes[0]);
    const visitor = await login('disable@example.com');
    expect((await visitor.post('/two-factor-challenge', { recovery_code: recoveryCodes[0] })).statusCode).toBe(422);

    ctx.clock.advance(3 * 60 * 60_000 + 1);
    expect((await player.delete('/user/two-factor-authentication')).statusCode).toBe(423);
    await player.post('/user/confirm-password', { password: PASSWORD });
    expect((await player.delete('/user/two-factor-authentication')).statusCode).toBe(204);
    const plain = await new Visitor(ctx.app).start();
    expect((await plain.post('/login', { email: 'disable@example.com', password: PASSWORD })).json().two_factor).toBe(false);
  });

  it('allows five guesses a minute, then 429 even for the right code', async () => {
    const { secret } = await withTwoFactor('guess@example.com');
    ctx.clock.advance(60_000);
    const visitor = await login('guess@example.com');
    const right = totpCode(secret, ctx.clock.now());
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await visitor.post('/two-factor-challenge', { code: wrong })).statusCode).toBe(422);
    const sixth = await visitor.post('/two-factor-challenge', { code: right });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await visitor.get('/api/user')).statusCode).toBe(401);
  });

  it('refuses the challenge without a pending login, and after ten minutes', async () => {
    await withTwoFactor('late@example.com');
    const nobody = await new Visitor(ctx.app).start();
    expect((await nobody.post('/two-factor-challenge', { code: '123456' })).json().errors.code).toEqual([accountMessages.challengeExpired]);
    const visitor = await login('late@example.com');
    ctx.clock.advance(11 * 60_000);
    expect((await visitor.post('/two-factor-challenge', { code: '123456' })).json().errors.code).toEqual([accountMessages.challengeExpired]);
  });
});
