import { describe, expect, it } from 'vitest';
import { renderPage } from './renderPage';

describe('renderPage', () => {
  it('fills the csrf-token meta tag, escaping the value', () => {
    const html = renderPage('<head><meta name="csrf-token" content="" /></head>', 'a"b<c');
    expect(html).toBe('<head><meta name="csrf-token" content="a&quot;b&lt;c" /></head>');
  });
  it('fails loudly when the template lost its meta tag', () => {
    expect(() => renderPage('<head></head>', 't')).toThrow(/csrf-token/);
  });
});
