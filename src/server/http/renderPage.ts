import { CSRF_META_NAME, PUSHER_CONFIG_META_NAME, type PusherClientConfig } from '../../shared/api';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The SPA's HTML with this visitor's CSRF token in `<meta name="csrf-token">` and, when given,
 * the realtime client config as JSON in `<meta name="pusher-config">` (the CSP allows no inline script).
 */
export function renderPage(template: string, csrfToken: string, pusherConfig?: PusherClientConfig): string {
  let meta = `<meta name="${CSRF_META_NAME}" content="${escapeAttribute(csrfToken)}" />`;
  if (pusherConfig) meta += `\n    <meta name="${PUSHER_CONFIG_META_NAME}" content="${escapeAttribute(JSON.stringify(pusherConfig))}" />`;
  const pattern = new RegExp(`<meta name="${CSRF_META_NAME}"[^>]*>`);
  if (!pattern.test(template)) throw new Error('index.html has no csrf-token meta tag');
  // A function, so no `$` in the values is read as a replacement pattern.
  return template.replace(pattern, () => meta);
}
