import type { NotificationType } from '../../shared/api';
import { noise, tone } from './synth';

/** Every effect the game plays, by what happened. */
export type SoundName =
  | 'datapad-open'
  | 'datapad-close'
  | 'app-open'
  | 'trade-buy'
  | 'trade-sell'
  | 'jump'
  | 'arrival'
  | 'hit-dealt'
  | 'hit-taken'
  | 'miss'
  | `notify-${NotificationType}`;

type Effect = (context: BaseAudioContext, output: AudioNode, at: number) => void;

/** Two-note chimes per notification severity (the notification centre's chimes). */
const CHIMES: Record<NotificationType, readonly [number, number]> = {
  urgent: [880, 587],
  warning: [659, 880],
  success: [523, 784],
  info: [698, 698],
};

function chime(type: NotificationType): Effect {
  return (context, output, at) =>
    CHIMES[type].forEach((frequency, index) =>
      tone(context, output, at, { frequency, delay: index * 0.12, duration: 0.14, volume: type === 'urgent' ? 0.12 : 0.2, type: type === 'urgent' ? 'square' : 'sine' }),
    );
}

/** The catalogue: each effect synthesised on the spot, a fraction of a second to a second and a half long. */
export const SOUND_EFFECTS: Record<SoundName, Effect> = {
  // The holographic pad powering up: a rising glide with a faint shimmer above it.
  'datapad-open': (context, output, at) => {
    tone(context, output, at, { frequency: 330, glideTo: 660, duration: 0.18, volume: 0.14, type: 'triangle' });
    tone(context, output, at, { frequency: 1320, glideTo: 1760, delay: 0.05, duration: 0.16, volume: 0.04 });
  },
  'datapad-close': (context, output, at) => {
    tone(context, output, at, { frequency: 660, glideTo: 300, duration: 0.16, volume: 0.12, type: 'triangle' });
  },
  'app-open': (context, output, at) => {
    tone(context, output, at, { frequency: 1175, duration: 0.07, volume: 0.08, type: 'triangle' });
    tone(context, output, at, { frequency: 1568, delay: 0.05, duration: 0.08, volume: 0.06 });
  },
  // Credits counted out: a tick of metal and two bright notes.
  'trade-buy': (context, output, at) => {
    noise(context, output, at, { duration: 0.05, volume: 0.08, filter: 'highpass', frequency: 4000 });
    tone(context, output, at, { frequency: 988, delay: 0.02, duration: 0.1, volume: 0.14, type: 'triangle' });
    tone(context, output, at, { frequency: 1319, delay: 0.1, duration: 0.22, volume: 0.14, type: 'triangle' });
  },
  // Selling rises a step further: three notes, the last one ringing.
  'trade-sell': (context, output, at) => {
    noise(context, output, at, { duration: 0.05, volume: 0.08, filter: 'highpass', frequency: 4000 });
    [784, 988, 1319].forEach((frequency, index) =>
      tone(context, output, at, { frequency, delay: 0.02 + index * 0.08, duration: index === 2 ? 0.35 : 0.1, volume: 0.13, type: 'triangle' }),
    );
  },
  // The drive spooling up and the ship thrown into the tunnel: a rising rush over a rising hum.
  jump: (context, output, at) => {
    noise(context, output, at, { duration: 1.4, volume: 0.22, filter: 'bandpass', frequency: 200, sweepTo: 5000, q: 2, attack: 0.6 });
    tone(context, output, at, { frequency: 55, glideTo: 220, duration: 1.3, volume: 0.25, type: 'sawtooth', attack: 0.5 });
    tone(context, output, at, { frequency: 110, glideTo: 880, delay: 0.9, duration: 0.5, volume: 0.08 });
  },
  // Dropping out of hyperspace: the rush falling away, then a soft bell chord.
  arrival: (context, output, at) => {
    noise(context, output, at, { duration: 0.6, volume: 0.15, filter: 'lowpass', frequency: 3000, sweepTo: 150 });
    [523, 659, 784].forEach((frequency, index) => tone(context, output, at, { frequency, delay: 0.25 + index * 0.06, duration: 1.4, volume: 0.09, attack: 0.02 }));
  },
  'hit-dealt': (context, output, at) => {
    noise(context, output, at, { duration: 0.09, volume: 0.3, filter: 'bandpass', frequency: 1800, q: 1.5 });
    tone(context, output, at, { frequency: 180, glideTo: 60, duration: 0.14, volume: 0.3, type: 'square' });
  },
  'hit-taken': (context, output, at) => {
    noise(context, output, at, { duration: 0.18, volume: 0.3, filter: 'lowpass', frequency: 900 });
    tone(context, output, at, { frequency: 110, glideTo: 40, duration: 0.22, volume: 0.35, type: 'sawtooth' });
  },
  miss: (context, output, at) => {
    noise(context, output, at, { duration: 0.22, volume: 0.12, filter: 'bandpass', frequency: 2400, sweepTo: 500, q: 3, attack: 0.05 });
  },
  'notify-urgent': chime('urgent'),
  'notify-warning': chime('warning'),
  'notify-success': chime('success'),
  'notify-info': chime('info'),
};
