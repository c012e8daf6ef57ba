import { useEffect, useRef } from 'react';
import { formatDuration } from '../../shared/rules/travel/travelTime';
import { Button } from '../ui/Button';
import { overlayProgress } from './overlayProgress';
import { createParticleField, OVERLAY_PARTICLES, OVERLAY_UPDATE_MS, stepParticles } from './travelParticles';
import type { OverlaySubject } from './travelStore';

interface TravelProgressOverlayProps {
  subject: OverlaySubject;
  destination: string;
  onSkip: () => void;
  onCancel: () => void;
}

const SLOTS = Array.from({ length: OVERLAY_PARTICLES }, (_, i) => i);

/**
 * The travel progress overlay over the hyperspace tunnel (seed 001 §2, §9): 50 particles, the
 * progress bar and the time left, updated every 100 ms by writing to the DOM directly (no React
 * render per update), with Skip and Cancel.
 */
export function TravelProgressOverlay({ subject, destination, onSkip, onCancel }: TravelProgressOverlayProps) {
  const field = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const meter = useRef<HTMLDivElement>(null);
  const time = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const particles = createParticleField();
    const dots = Array.from(field.current?.children ?? []) as HTMLElement[];
    let last = performance.now();
    const update = () => {
      const now = performance.now();
      const { progress, secondsLeft } = overlayProgress(subject, Date.now(), now);
      stepParticles(particles, now - last, progress);
      last = now;
      const reach = Math.hypot(window.innerWidth, window.innerHeight) / 2;
      particles.particles.forEach((p, i) => {
        const dot = dots[i];
        if (!dot) return;
        dot.style.transform = `rotate(${p.angle}rad) translateX(${p.radius * reach}px) scaleX(${0.4 + p.radius * 3})`;
        dot.style.opacity = String(Math.min(1, p.radius * 1.6));
      });
      if (bar.current) bar.current.style.transform = `scaleX(${progress})`;
      meter.current?.setAttribute('aria-valuenow', String(Math.round(progress * 100)));
      if (time.current) time.current.textContent = formatDuration(secondsLeft);
    };
    update();
    const timer = setInterval(update, OVERLAY_UPDATE_MS);
    return () => clearInterval(timer);
  }, [subject]);

  return (
    <div className="travel-overlay" data-testid="travel-overlay">
      <div ref={field} className="travel-particles" aria-hidden="true">
        {SLOTS.map((i) => (
          <span key={i} className="travel-particle" />
        ))}
      </div>
      <section className="travel-overlay-panel game-panel" aria-label="Hyperspace travel">
        <p className="eyebrow">{subject.kind === 'demo' ? 'Hyperspace test flight' : 'Hyperspace travel'}</p>
        <h2 className="travel-overlay-title">{`En route to ${destination}`}</h2>
        <div ref={meter} className="travel-progress" role="progressbar" aria-label="Journey progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={0}>
          <div ref={bar} className="travel-progress-fill" />
        </div>
        <p className="travel-overlay-time">
          Time remaining <span ref={time} className="travel-overlay-clock" />
        </p>
        <div className="travel-overlay-actions">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onSkip}>Skip</Button>
        </div>
      </section>
    </div>
  );
}
