import { createHmac, randomBytes } from 'node:crypto';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    appKeys: AppKeys;
  }
}

/**
 * Keys derived from the app secret, one per purpose (verification links, two-factor secrets),
 * so no key serves two uses. The secret is APP_KEY, else the realtime app secret (shared by
 * every process of one deployment); tests without either get a key for this process alone.
 */
export class AppKeys {
  private readonly secret: Buffer;

  constructor(config: Pick<Config, 'appKey' | 'pusher'>) {
    const shared = config.appKey ?? config.pusher?.secret;
    this.secret = shared ? createHmac('sha256', shared).update('starlane app key').digest() : randomBytes(32);
  }

  /** A 32-byte key for `purpose`; the same purpose always gives the same key. */
  key(purpose: string): Buffer {
    return createHmac('sha256', this.secret).update(purpose).digest();
  }
}
