import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Seals a CSRF token into a cookie value (`token.signature`, HMAC-SHA256) so a visitor without a
 * stored session can still be checked: a cookie planted by a sibling site cannot carry a valid
 * signature. The key is derived from the realtime app secret, which every server process of one
 * deployment shares; without one (tests), a key for this process alone.
 */
export class CsrfCookie {
  private readonly key: Buffer;

  constructor(secret: string | undefined) {
    this.key = secret ? createHmac('sha256', secret).update('starlane csrf cookie').digest() : randomBytes(32);
  }

  private signature(token: string): string {
    return createHmac('sha256', this.key).update(token).digest('base64url');
  }

  seal(token: string): string {
    return `${token}.${this.signature(token)}`;
  }

  /** The token inside `value`, or null when the value was not sealed with this key. */
  read(value: string): string | null {
    const dot = value.lastIndexOf('.');
    if (dot <= 0) return null;
    const token = value.slice(0, dot);
    const sent = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(this.signature(token));
    return sent.length === expected.length && timingSafeEqual(sent, expected) ? token : null;
  }
}
