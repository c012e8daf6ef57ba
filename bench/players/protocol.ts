import type { StepSamples } from './stats';

/** One seeded player: who it is and where its server is. */
export interface SeededPlayer {
  characterId: number;
  cookie: string;
  csrfToken: string;
  baseUrl: string;
  /** The Pusher-protocol WebSocket of its server (`ws://host:port/app/{key}`). */
  socketUrl: string;
  /** The player's own loopback address its requests and socket come from (`playerAddress`): players don't share an IP. */
  address: string;
}

/** Coordinator → simulator process. */
export type ToSimulator =
  | { type: 'players'; players: SeededPlayer[] }
  | { type: 'activate'; count: number }
  | { type: 'collect' }
  | { type: 'stop' };

/** Simulator process → coordinator. */
export type FromSimulator = { type: 'ready' } | { type: 'activated'; count: number } | { type: 'samples'; samples: StepSamples };

/** A server process's event-loop delay over a step, in ms (bench/players/loopProbe.ts). */
export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}
