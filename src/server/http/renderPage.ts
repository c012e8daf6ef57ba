import { CSRF_META_NAME } from '../../shared/api';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The SPA's HTML with this visitor's CSRF token in `<meta name="csrf-token">`. */
export function renderPage(template: string, csrfToken: string): string {
  const meta = `<meta name="${CSRF_META_NAME}" content="${escapeAttribute(csrfToken)}" />`;
  const pattern = new RegExp(`<meta name="${CSRF_META_NAME}"[^>]*>`);
  if (!pattern.test(template)) throw new Error('index.html has no csrf-token meta tag');
  return template.replace(pattern, meta);
}
