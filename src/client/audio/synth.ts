/**
 * Small Web Audio building blocks for the effects: an enveloped tone that may glide, and a burst
 * of filtered noise. Every node stops itself, so nothing lingers after a sound.
 */

export interface ToneOptions {
  frequency: number;
  /** Glides to this frequency over the tone (exponentially). */
  glideTo?: number;
  type?: OscillatorType;
  /** Seconds after `at`. */
  delay?: number;
  duration: number;
  volume: number;
  attack?: number;
}

const SILENT = 0.0001;

/** A quick attack and an exponential decay: a clean note instead of a click. */
function envelope(gain: GainNode, at: number, attack: number, duration: number, volume: number): void {
  gain.gain.setValueAtTime(SILENT, at);
  gain.gain.exponentialRampToValueAtTime(Math.max(SILENT, volume), at + attack);
  gain.gain.exponentialRampToValueAtTime(SILENT, at + duration);
}

export function tone(context: BaseAudioContext, output: AudioNode, at: number, options: ToneOptions): void {
  const start = at + (options.delay ?? 0);
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = options.type ?? 'sine';
  oscillator.frequency.setValueAtTime(options.frequency, start);
  if (options.glideTo) oscillator.frequency.exponentialRampToValueAtTime(options.glideTo, start + options.duration);
  envelope(gain, start, options.attack ?? 0.01, options.duration, options.volume);
  oscillator.connect(gain).connect(output);
  oscillator.start(start);
  oscillator.stop(start + options.duration + 0.05);
}

export interface NoiseOptions {
  delay?: number;
  duration: number;
  volume: number;
  filter: BiquadFilterType;
  frequency: number;
  /** Sweeps the filter to this frequency over the burst. */
  sweepTo?: number;
  q?: number;
  attack?: number;
}

const noiseBuffers = new WeakMap<BaseAudioContext, AudioBuffer>();

/** Two seconds of white noise, made once per context and looped. */
export function noiseBuffer(context: BaseAudioContext): AudioBuffer {
  const cached = noiseBuffers.get(context);
  if (cached) return cached;
  const buffer = context.createBuffer(1, context.sampleRate * 2, context.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
  noiseBuffers.set(context, buffer);
  return buffer;
}

export function noise(context: BaseAudioContext, output: AudioNode, at: number, options: NoiseOptions): void {
  const start = at + (options.delay ?? 0);
  const source = context.createBufferSource();
  source.buffer = noiseBuffer(context);
  source.loop = true;
  const filter = context.createBiquadFilter();
  filter.type = options.filter;
  filter.Q.value = options.q ?? 1;
  filter.frequency.setValueAtTime(options.frequency, start);
  if (options.sweepTo) filter.frequency.exponentialRampToValueAtTime(options.sweepTo, start + options.duration);
  const gain = context.createGain();
  envelope(gain, start, options.attack ?? 0.01, options.duration, options.volume);
  source.connect(filter).connect(gain).connect(output);
  source.start(start);
  source.stop(start + options.duration + 0.05);
}

/** A MIDI note number as a frequency (A4 = 69 = 440 Hz). */
export function midiToHz(note: number): number {
  return 440 * 2 ** ((note - 69) / 12);
}
