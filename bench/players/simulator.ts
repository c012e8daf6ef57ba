// A simulator process of `npm run bench:players`: runs its share of the players, never in a
// server's process. Driven by the coordinator over the IPC channel (protocol.ts).
import { SimPlayer } from './player';
import type { FromSimulator, SeededPlayer, ToSimulator } from './protocol';
import { emptySamples, type StepSamples } from './stats';

let seeded: SeededPlayer[] = [];
const running: SimPlayer[] = [];
let samples: StepSamples = emptySamples();
const current = () => samples;

function send(message: FromSimulator): void {
  process.send?.(message);
}

/** Starts players until `count` run, 50 at a time so sign-ins don't arrive as one burst. */
async function activate(count: number): Promise<void> {
  while (running.length < Math.min(count, seeded.length)) {
    const batch = seeded.slice(running.length, Math.min(count, running.length + 50)).map((seed) => new SimPlayer(seed, current));
    running.push(...batch);
    await Promise.all(batch.map((player) => player.start()));
  }
  send({ type: 'activated', count: running.length });
}

process.on('message', (message: ToSimulator) => {
  if (message.type === 'players') {
    seeded = message.players;
    send({ type: 'ready' });
  } else if (message.type === 'activate') {
    void activate(message.count);
  } else if (message.type === 'collect') {
    const now = Date.now();
    const collected = samples;
    samples = emptySamples();
    for (const player of running) collected.realtimeLost += player.sweepLost(now);
    collected.subscribed = running.filter((player) => player.isSubscribed).length;
    send({ type: 'samples', samples: collected });
  } else if (message.type === 'stop') {
    for (const player of running) player.stop();
    process.exit(0);
  }
});
