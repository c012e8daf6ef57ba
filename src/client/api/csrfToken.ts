import { CSRF_META_NAME } from '../../shared/api';

const selector = `meta[name="${CSRF_META_NAME}"]`;

/** The anti-forgery token the server put in the page; read fresh for every request. */
export function readCsrfToken(): string {
  return document.querySelector<HTMLMetaElement>(selector)?.content ?? '';
}

/** Stores a token the server rotated (login, register, logout) where the next request reads it. */
export function writeCsrfToken(token: string): void {
  let meta = document.querySelector<HTMLMetaElement>(selector);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = CSRF_META_NAME;
    document.head.append(meta);
  }
  meta.content = token;
}
