import type { AsyncApiDocument } from './asyncApiDocument';
import { docsPage, escapeHtml } from './docsPage';

export const REALTIME_DOCS_PATH = '/docs/realtime';

const CONNECT_EXAMPLE = `import Pusher from 'pusher-js';

const pusher = new Pusher(KEY, {
  wsHost: 'your.starlane.host', wsPort: 8080, forceTLS: false, enabledTransports: ['ws'],
  cluster: '', channelAuthorization: { endpoint: '/broadcasting/auth', transport: 'ajax' },
});
pusher.subscribe('private-character.42').bind('JourneyArrived', (event) => console.log(event));`;

const code = (text: string) => `<code>${escapeHtml(text)}</code>`;

/** The realtime page: how to connect, then every channel and every event with its payload, from the AsyncAPI document. */
export function realtimePage(document: AsyncApiDocument): string {
  const channels = Object.values(document.channels) as { address: string; description: string; messages: Record<string, unknown> }[];
  const rows = channels
    .map((channel) => `<tr><td>${code(channel.address)}</td><td>${escapeHtml(channel.description)}</td><td>${Object.keys(channel.messages).map((name) => `<a href="#event-${name}">${escapeHtml(name)}</a>`).join(', ')}</td></tr>`)
    .join('\n');
  const events = Object.entries(document.components.messages)
    .map(([name, message]) => {
      const on = channels.filter((channel) => name in channel.messages).map((channel) => code(channel.address)).join(', ');
      return `<section id="event-${name}" data-event="${name}">
        <h3>${escapeHtml(name)}</h3>
        <p>${escapeHtml(String(message.summary))} On ${on}.</p>
        <details><summary>Payload schema</summary><pre>${escapeHtml(JSON.stringify(message.payload, null, 2))}</pre></details>
      </section>`;
    })
    .join('\n');
  return docsPage({
    title: 'Realtime events',
    body: `<main class="docs-main">
      <h1>Starlane realtime events</h1>
      ${document.info.description.split('\n\n').map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
      <p>The machine-readable form is <a href="/api/asyncapi.json">/api/asyncapi.json</a> (AsyncAPI 3.0).</p>
      <pre>${escapeHtml(CONNECT_EXAMPLE)}</pre>
      <h2>Channels</h2>
      <table><thead><tr><th>Channel</th><th>What it is</th><th>Events</th></tr></thead><tbody>${rows}</tbody></table>
      <h2>Events</h2>
      ${events}
    </main>`,
  });
}
