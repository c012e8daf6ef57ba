/** Escapes text for HTML content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface DocsPageParts {
  title: string;
  /** Extra tags for the head (style sheets, scripts), already HTML. */
  head?: string;
  /** The page's body, already HTML. */
  body: string;
}

/**
 * A standalone documentation page: its own small HTML, none of the game's client (the CSP allows
 * our own scripts only, so every script is a file; inline styles are allowed).
 */
export function docsPage({ title, head = '', body }: DocsPageParts): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)} · Starlane</title>
    <style>
      body { margin: 0; font-family: system-ui, sans-serif; color: #1b1f24; background: #fff; }
      .docs-nav { display: flex; gap: 1.25rem; align-items: baseline; padding: 0.75rem 1.25rem; background: #0b1020; color: #e6ecff; }
      .docs-nav a { color: #9cc2ff; }
      .docs-nav strong { margin-right: auto; }
      .docs-main { max-width: 72rem; margin: 0 auto; padding: 1rem 1.25rem 3rem; }
      .docs-main code { background: #f1f3f6; padding: 0 0.25em; border-radius: 3px; }
      .docs-main pre { background: #f6f8fa; padding: 0.75rem; overflow-x: auto; font-size: 0.85rem; }
      .docs-main table { border-collapse: collapse; }
      .docs-main th, .docs-main td { border: 1px solid #d0d7de; padding: 0.3rem 0.6rem; text-align: left; vertical-align: top; }
    </style>
    ${head}
  </head>
  <body>
    <nav class="docs-nav" aria-label="Documentation">
      <strong>Starlane developer docs</strong>
      <a href="/docs/api">HTTP API</a>
      <a href="/docs/realtime">Realtime</a>
      <a href="/user/api-tokens">API tokens</a>
      <a href="/">Back to the game</a>
    </nav>
    ${body}
  </body>
</html>
`;
}
