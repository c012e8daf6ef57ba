import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** Codes from this many 30-second steps either side of now are accepted (Fortify's window). */
const WINDOW = 1;
const PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 8;

/** A new random TOTP secret, base32 (what authenticator apps take). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label: string): TOTP {
  return new TOTP({ issuer: 'Starlane', label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** The `otpauth://` address an authenticator app scans. */
export function totpUrl(secret: string, label: string): string {
  return totp(secret, label).toString();
}

/** The code for `secret` at `at` (tests and the e2e generate codes this way). */
export function totpCode(secret: string, at: Date): string {
  return totp(secret, '').generate({ timestamp: at.getTime() });
}

/** The time step `code` belongs to when it is valid at `at` (within the window), else null. */
export function totpStep(secret: string, code: string, at: Date): number | null {
  const delta = totp(secret, '').validate({ token: code, timestamp: at.getTime(), window: WINDOW });
  return delta === null ? null : Math.floor(at.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** Eight fresh recovery codes (Fortify's `xxxxxxxxxx-xxxxxxxxxx` shape). */
export function newRecoveryCodes(): string[] {
  const part = () => randomBytes(8).toString('base64url').replace(/[-_]/g, 'x').slice(0, 10).toLowerCase();
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

/** How a recovery code is kept: its SHA-256, so a copy of the database yields none. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.trim().toLowerCase()).digest('hex');
}

/** Seals a TOTP secret with AES-256-GCM under `key` (the secret must be readable again to check codes). */
export function sealSecret(secret: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), sealed.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** The secret inside `sealed`; throws when it was sealed with another key or altered. */
export function openSecret(sealed: string, key: Buffer): string {
  const [version, iv, data, tag] = sealed.split('.');
  if (version !== 'v1' || !iv || !data || !tag) throw new Error('Unreadable two-factor secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
