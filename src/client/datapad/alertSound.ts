import type { NotificationType } from '../../shared/api';

// Two-note chimes per severity, synthesised with Web Audio: no sound file to ship or load.
const CHIMES: Record<NotificationType, readonly [number, number]> = {
  urgent: [880, 587],
  warning: [659, 880],
  success: [523, 784],
  info: [698, 698],
};
const NOTE_SECONDS = 0.12;
const VOLUME = 0.08;

type AudioContextConstructor = typeof AudioContext;
let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Constructor = (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext) as
    | AudioContextConstructor
    | undefined;
  if (!Constructor) return null;
  context = new Constructor();
  return context;
}

/**
 * Plays a short chime for `type` (about a quarter of a second). Browsers keep audio suspended
 * until the player has interacted with the page; until then the chime is silently skipped.
 */
export function playAlertSound(type: NotificationType): void {
  const audio = audioContext();
  if (!audio) return;
  if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  const start = audio.currentTime + 0.01;
  CHIMES[type].forEach((frequency, index) => {
    const at = start + index * NOTE_SECONDS;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = type === 'urgent' ? 'square' : 'sine';
    oscillator.frequency.setValueAtTime(frequency, at);
    // A quick attack and exponential decay: a clean blip instead of a click.
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(type === 'urgent' ? VOLUME * 0.6 : VOLUME, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_SECONDS);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + NOTE_SECONDS + 0.02);
  });
}
