import { describe, expect, it } from 'vitest';
import { createParticleField, OVERLAY_PARTICLES, stepParticles } from './travelParticles';

describe('travel overlay particles', () => {
  it('are 50, spread between the centre and the edge', () => {
    const field = createParticleField();
    expect(field.particles).toHaveLength(OVERLAY_PARTICLES);
    expect(field.particles.every((p) => p.radius >= 0 && p.radius <= 1)).toBe(true);
  });

  it('fly outward each update and come back near the centre past the edge', () => {
    const field = createParticleField(1, 'one');
    const particle = field.particles[0];
    if (!particle) throw new Error('one particle');
    particle.radius = 0.5;
    stepParticles(field, 100, 0);
    expect(particle.radius).toBeGreaterThan(0.5);
    particle.radius = 0.999;
    stepParticles(field, 100, 0);
    expect(particle.radius).toBeLessThanOrEqual(0.1);
  });

  it('fly faster as the journey nears its end', () => {
    const slow = createParticleField(5, 's');
    const fast = createParticleField(5, 's');
    for (const p of [...slow.particles, ...fast.particles]) p.radius = 0.2;
    stepParticles(slow, 100, 0);
    stepParticles(fast, 100, 1);
    const sum = (f: typeof slow) => f.particles.reduce((total, p) => total + p.radius, 0);
    expect(sum(fast)).toBeGreaterThan(sum(slow));
  });
});
