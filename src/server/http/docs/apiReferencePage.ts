import { docsPage } from './docsPage';
import { VIEWER_ASSETS_PREFIX } from './viewerAssets';

export const API_REFERENCE_PATH = '/docs/api';
export const API_REFERENCE_SCRIPT_PATH = '/docs/assets/api-reference.js';

/**
 * Starts Scalar on the served document (a file: the CSP allows no inline script). No fonts or
 * proxy from elsewhere, none of its hosted extras: the page talks to this server only.
 */
export const apiReferenceScript = `window.addEventListener('load', function () {
  window.Scalar.createApiReference('#reference-root', {
    url: '/api/openapi.json',
    withDefaultFonts: false,
    hideClientButton: true,
    showDeveloperTools: 'never',
    agent: { disabled: true },
    telemetry: false,
    onLoaded: function () { document.body.dataset.reference = 'ready'; },
  });
});
`;

/** The reference page: Scalar rendering `/api/openapi.json` (its element must not be `#api-reference`, which Scalar mounts by itself). */
export const apiReferencePage = docsPage({
  title: 'API reference',
  head: [
    `<script src="${VIEWER_ASSETS_PREFIX}standalone.js" defer></script>`,
    `<script src="${API_REFERENCE_SCRIPT_PATH}" defer></script>`,
  ].join('\n    '),
  body: `<main class="docs-main">
      <h1>Starlane HTTP API</h1>
      <p>Every call the game's own client makes, your programs can make. Create a personal token on the
        <a href="/user/api-tokens">API tokens</a> page, and give it as the bearer token under <em>Authentication</em> below.
        The document is <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1); realtime events are on the
        <a href="/docs/realtime">realtime page</a>; <code>examples/trader-bot/</code> in the repository is a bot to start from.</p>
      <div id="reference-root"><p>Loading the reference…</p></div>
    </main>`,
});
