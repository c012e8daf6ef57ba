// The baseline: a bare `ws` server that answers the handshake and subscribe minimally and sends
// the same frames on the same schedule, with nothing in between (no auth, registry or fan-out).
import { WebSocketServer, type WebSocket } from 'ws';
import { BENCH_EVENT, benchChannel, runSchedule, type LoadCommand } from './realtimeLoad';

const bySubscription = new Map<string, WebSocket>();
const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });

wss.on('connection', (ws) => {
  ws.send(JSON.stringify({ event: 'pusher:connection_established', data: JSON.stringify({ socket_id: '1.1', activity_timeout: 120 }) }));
  ws.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as { event: string; data?: { channel?: string } };
    const channel = message.data?.channel;
    if (message.event !== 'pusher:subscribe' || !channel) return;
    bySubscription.set(channel, ws);
    ws.on('close', () => bySubscription.delete(channel));
    ws.send(JSON.stringify({ event: 'pusher_internal:subscription_succeeded', channel, data: '{}' }));
  });
});

wss.on('listening', () => {
  const address = wss.address();
  process.send?.({ type: 'ready', ports: { bare: typeof address === 'object' && address ? address.port : 0 } });
});

process.on('message', (command: LoadCommand | { type: 'stop' }) => {
  if (command.type === 'stop') {
    wss.close();
    process.exit(0);
  }
  void runSchedule(command, (i, payload) => {
    const channel = benchChannel(i);
    bySubscription.get(channel)?.send(JSON.stringify({ event: BENCH_EVENT, channel, data: JSON.stringify(payload) }));
  }).then((sent) => process.send?.({ type: 'loaded', sent }));
});
