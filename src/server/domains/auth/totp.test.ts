import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, openSecret, sealSecret, totpCode, totpStep, totpUrl } from './totp';

describe('totp', () => {
  const secret = 'JBSWY3DPEHPK3PXP';
  const at = new Date('2300-01-01T00:00:10Z');

  it('accepts the code of now and of one step either side, and names its step', () => {
    const step = Math.floor(at.getTime() / 30_000);
    expect(totpStep(secret, totpCode(secret, at), at)).toBe(step);
    expect(totpStep(secret, totpCode(secret, new Date(at.getTime() - 30_000)), at)).toBe(step - 1);
    expect(totpStep(secret, totpCode(secret, new Date(at.getTime() + 30_000)), at)).toBe(step + 1);
    expect(totpStep(secret, totpCode(secret, new Date(at.getTime() - 90_000)), at)).toBeNull();
  });

  it('builds the otpauth address an authenticator app scans', () => {
    expect(totpUrl(secret, 'ada@example.com')).toBe('otpauth://totp/Starlane:ada%40example.com?issuer=Starlane&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30');
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('makes eight distinct recovery codes and hashes them ignoring case and spaces', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(8);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9x]{10}-[a-z0-9x]{10}$/);
    expect(hashRecoveryCode(` ${codes[0]!.toUpperCase()} `)).toBe(hashRecoveryCode(codes[0]!));
  });

  it('seals a secret that only the same key opens', () => {
    const key = randomBytes(32);
    const sealed = sealSecret(secret, key);
    expect(sealed).not.toContain(secret);
    expect(openSecret(sealed, key)).toBe(secret);
    expect(() => openSecret(sealed, randomBytes(32))).toThrow();
  });
});
