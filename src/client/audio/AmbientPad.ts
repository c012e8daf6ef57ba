import type { SceneKind } from '../scene/sceneStore';
import { AMBIENT_SCORES, nextChordIndex, type AmbientScore } from './ambientScores';
import { midiToHz, noiseBuffer } from './synth';

const FADE_SECONDS = 2.5;

/** One scene's pad: its chords fading one into the next, a swaying filter, and an optional rush of noise. */
class ScenePad {
  private readonly bus: GainNode;
  private readonly filter: BiquadFilterNode;
  private readonly lfo: OscillatorNode;
  private readonly rush: AudioBufferSourceNode | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private chord = 0;

  constructor(
    private readonly context: AudioContext,
    output: AudioNode,
    private readonly score: AmbientScore,
  ) {
    const now = context.currentTime;
    this.bus = context.createGain();
    this.bus.gain.setValueAtTime(0.0001, now);
    this.bus.gain.exponentialRampToValueAtTime(score.volume, now + FADE_SECONDS);
    this.filter = context.createBiquadFilter();
    this.filter.type = 'lowpass';
    this.filter.frequency.value = score.cutoff;
    this.filter.Q.value = 0.7;
    this.lfo = context.createOscillator();
    this.lfo.frequency.value = 1 / (score.chordSeconds * 2.3);
    const swing = context.createGain();
    swing.gain.value = score.cutoffSwing;
    this.lfo.connect(swing).connect(this.filter.frequency);
    this.lfo.start();
    this.filter.connect(this.bus).connect(output);
    if (score.rush > 0) {
      const rush = context.createBufferSource();
      rush.buffer = noiseBuffer(context);
      rush.loop = true;
      const band = context.createBiquadFilter();
      band.type = 'bandpass';
      band.frequency.value = 500;
      band.Q.value = 0.8;
      const level = context.createGain();
      level.gain.value = score.rush / score.volume;
      rush.connect(band).connect(level).connect(this.bus);
      rush.start();
      this.rush = rush;
    }
    this.chord = Math.floor(Math.random() * score.chords.length);
    this.playChord();
  }

  /** Sounds the current chord for a little longer than its turn (so chords overlap), then walks on. */
  private playChord(): void {
    const { context, score } = this;
    const at = context.currentTime;
    const hold = score.chordSeconds * 1.5;
    const notes = score.chords[this.chord] ?? [];
    for (const note of notes) {
      const gain = context.createGain();
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(1 / notes.length, at + score.chordSeconds / 3);
      gain.gain.setValueAtTime(1 / notes.length, at + score.chordSeconds);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + hold);
      gain.connect(this.filter);
      for (const detune of [-score.detuneCents, score.detuneCents]) {
        const oscillator = context.createOscillator();
        oscillator.type = score.wave;
        oscillator.frequency.value = midiToHz(note);
        oscillator.detune.value = detune;
        oscillator.connect(gain);
        oscillator.start(at);
        oscillator.stop(at + hold + 0.1);
      }
    }
    this.chord = nextChordIndex(this.chord, score.chords.length, Math.random());
    this.timer = setTimeout(() => this.playChord(), score.chordSeconds * 1000);
  }

  /** Fades out and frees everything once silent. */
  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const now = this.context.currentTime;
    this.bus.gain.cancelScheduledValues(now);
    this.bus.gain.setValueAtTime(Math.max(0.0001, this.bus.gain.value), now);
    this.bus.gain.exponentialRampToValueAtTime(0.0001, now + FADE_SECONDS);
    const end = now + FADE_SECONDS + 0.1;
    this.lfo.stop(end);
    this.rush?.stop(end);
    setTimeout(() => this.bus.disconnect(), (FADE_SECONDS + 0.5) * 1000);
  }
}

/** The music channel's ambient: one pad per scene, crossfading when the scene changes. */
export class AmbientPad {
  private current: { scene: SceneKind; pad: ScenePad } | null = null;

  constructor(
    private readonly context: AudioContext,
    private readonly output: AudioNode,
  ) {}

  /** Plays `scene`'s pad (keeps it if it already plays); null fades to silence. */
  play(scene: SceneKind | null): void {
    if (this.current?.scene === scene) return;
    this.current?.pad.stop();
    this.current = scene ? { scene, pad: new ScenePad(this.context, this.output, AMBIENT_SCORES[scene]) } : null;
  }
}
