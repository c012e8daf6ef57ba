import type { FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { accountMessages, type TwoFactorChallengeRequest } from '../../../shared/api';
import type { Db } from '../../db/database';
import { fieldError, refused } from '../../kernel/refusal';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, openSecret, sealSecret, totpStep, totpUrl } from './totp';

const KEY_PURPOSE = 'two-factor secrets';

/** Two-factor authentication (TOTP) as Fortify runs it: enable, confirm with a code, recover, disable. */
export class TwoFactorService {
  private readonly db: Db;
  private readonly key: Buffer;

  constructor(private readonly request: FastifyRequest) {
    this.db = request.server.deps.db;
    this.key = request.server.appKeys.key(KEY_PURPOSE);
  }

  private now(): Date {
    return this.request.server.deps.clock.now();
  }

  /** Starts enabling: a new secret, not yet in force until a code confirms it. Already on: nothing changes. */
  async enable(userId: number): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ two_factor_secret: sealSecret(newTotpSecret(), this.key), two_factor_recovery_codes: [], two_factor_last_step: null })
      .where('id', '=', userId)
      .where('two_factor_confirmed_at', 'is', null)
      .execute();
  }

  private async secretOf(userId: number): Promise<{ secret: string; email: string; confirmed: boolean }> {
    const row = await this.db.selectFrom('users').select(['email', 'two_factor_secret', 'two_factor_confirmed_at']).where('id', '=', userId).executeTakeFirstOrThrow();
    if (!row.two_factor_secret) throw refused(accountMessages.twoFactorNotEnabled);
    return { secret: openSecret(row.two_factor_secret, this.key), email: row.email, confirmed: row.two_factor_confirmed_at !== null };
  }

  /** The QR code (SVG) and address for the authenticator app. */
  async qrCode(userId: number): Promise<{ svg: string; url: string }> {
    const { secret, email } = await this.secretOf(userId);
    const url = totpUrl(secret, email);
    return { svg: await QRCode.toString(url, { type: 'svg', margin: 1 }), url };
  }

  async secretKey(userId: number): Promise<string> {
    return (await this.secretOf(userId)).secret;
  }

  /** Puts two-factor in force once a code from the app checks out; returns the recovery codes, shown this once. */
  async confirm(userId: number, code: string): Promise<string[]> {
    const { secret, confirmed } = await this.secretOf(userId);
    const step = totpStep(secret, code, this.now());
    if (confirmed || step === null) throw fieldError('code', accountMessages.twoFactorCodeInvalid);
    const codes = newRecoveryCodes();
    await this.db
      .updateTable('users')
      .set({ two_factor_confirmed_at: this.now(), two_factor_last_step: step, two_factor_recovery_codes: codes.map(hashRecoveryCode) })
      .where('id', '=', userId)
      .execute();
    return codes;
  }

  /** Eight new recovery codes; the old ones stop working. */
  async regenerateRecoveryCodes(userId: number): Promise<string[]> {
    const { confirmed } = await this.secretOf(userId);
    if (!confirmed) throw refused(accountMessages.twoFactorNotEnabled);
    const codes = newRecoveryCodes();
    await this.db.updateTable('users').set({ two_factor_recovery_codes: codes.map(hashRecoveryCode) }).where('id', '=', userId).execute();
    return codes;
  }

  async disable(userId: number): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ two_factor_secret: null, two_factor_confirmed_at: null, two_factor_recovery_codes: [], two_factor_last_step: null })
      .where('id', '=', userId)
      .execute();
  }

  /**
   * The login challenge: a code from the app (each code once: its time step must be later than
   * the last accepted) or a recovery code, which is used up. 422 on the field that failed.
   */
  async passChallenge(userId: number, input: TwoFactorChallengeRequest): Promise<void> {
    const passed = await this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('users').select(['two_factor_secret', 'two_factor_recovery_codes', 'two_factor_last_step']).where('id', '=', userId).forUpdate().executeTakeFirst();
      if (!row?.two_factor_secret) return false;
      if (input.code === undefined) {
        const hash = hashRecoveryCode(input.recovery_code ?? '');
        if (!row.two_factor_recovery_codes.includes(hash)) return false;
        await trx.updateTable('users').set({ two_factor_recovery_codes: row.two_factor_recovery_codes.filter((kept) => kept !== hash) }).where('id', '=', userId).execute();
        return true;
      }
      const step = totpStep(openSecret(row.two_factor_secret, this.key), input.code, this.now());
      if (step === null || (row.two_factor_last_step !== null && step <= row.two_factor_last_step)) return false;
      await trx.updateTable('users').set({ two_factor_last_step: step }).where('id', '=', userId).execute();
      return true;
    });
    if (!passed) throw input.code === undefined ? fieldError('recovery_code', accountMessages.recoveryCodeInvalid) : fieldError('code', accountMessages.twoFactorCodeInvalid);
  }
}
