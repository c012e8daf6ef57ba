/**
 * Preloaded into each server process of the players benchmark (`node --import`), never part of
 * the product: it measures the process's event-loop delay and answers the bench over the IPC
 * channel with the figures since the last ask, so a step can tell a slow request from a stalled
 * process (a clock tick, a long synchronous job on the one thread).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { LoopDelay } from './protocol';

const RESOLUTION_MS = 10;
const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
histogram.enable();

/** The histogram holds each timer interval whole; the delay is what passes the timer's own 10 ms. */
const toMs = (nanoseconds: number) => Math.max(0, nanoseconds / 1e6 - RESOLUTION_MS);

process.on('message', (message: unknown) => {
  if ((message as { type?: string } | null)?.type !== 'loop-delay') return;
  const figures: LoopDelay = {
    p50: toMs(histogram.percentile(50)),
    p99: toMs(histogram.percentile(99)),
    max: toMs(histogram.max),
  };
  histogram.reset();
  process.send?.({ type: 'loop-delay', figures });
});
// The IPC channel must not keep a stopping server alive.
process.channel?.unref();
