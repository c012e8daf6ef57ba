// What the realtime benchmark's server processes share: the command, the payload and the schedule.

/** Sent over IPC to a server process: publish to `clients` channels at `ratePerChannel` for `seconds`. */
export interface LoadCommand {
  type: 'load';
  clients: number;
  ratePerChannel: number;
  seconds: number;
}

/** The event's data: which channel, which message, and when it left (monotonic microseconds). */
export interface BenchPayload {
  i: number;
  seq: number;
  sentAt: number;
}

export const BENCH_EVENT = 'BenchTick';
export const benchChannel = (i: number) => `private-bench.${i}`;

/** Monotonic microseconds; CLOCK_MONOTONIC is one clock for every process on the machine. */
export function nowMicros(): number {
  return Number(process.hrtime.bigint() / 1000n);
}

const TICK_MS = 10;

/**
 * Publishes `ratePerChannel` events per second to every channel, spread evenly over 10 ms ticks
 * (no burst of N at once), and resolves with how many were sent.
 */
export async function runSchedule(command: LoadCommand, send: (index: number, payload: BenchPayload) => void): Promise<number> {
  const ticksPerSecond = 1000 / TICK_MS;
  const every = ticksPerSecond / command.ratePerChannel;
  const totalTicks = command.seconds * ticksPerSecond;
  const start = performance.now();
  let sent = 0;
  for (let tick = 0; tick < totalTicks; tick++) {
    const wait = start + tick * TICK_MS - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    for (let i = tick % every; i < command.clients; i += every) {
      send(i, { i, seq: Math.floor(tick / every), sentAt: nowMicros() });
      sent++;
    }
  }
  return sent;
}
