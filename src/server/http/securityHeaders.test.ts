import { describe, expect, it } from 'vitest';
import { securityHeadersOf } from './securityHeaders';

describe('securityHeadersOf', () => {
  it('works out helmet headers once, with the given policy', () => {
    const headers = securityHeadersOf({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"] } } });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends no Content-Security-Policy when it is switched off (the dev client)', () => {
    const headers = securityHeadersOf({ contentSecurityPolicy: false });
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['x-content-type-options']).toBe('nosniff');
  });
});
