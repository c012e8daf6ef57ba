import { createRandom, type Random } from '../../shared/rules/seededRandom';

/** Seed 001 §9: the travel overlay has 50 particles and updates every 100 ms. */
export const OVERLAY_PARTICLES = 50;
export const OVERLAY_UPDATE_MS = 100;

/** One streak flying out from the centre of the overlay. */
export interface Particle {
  /** Direction from the centre, radians. */
  angle: number;
  /** Distance from the centre, 0 (centre) to 1 (the overlay's edge). */
  radius: number;
  /** Radius gained per second. */
  speed: number;
}

export interface ParticleField {
  particles: Particle[];
  random: Random;
}

function respawn(particle: Particle, random: Random, radius: number): void {
  particle.angle = random.next() * Math.PI * 2;
  particle.radius = radius;
  particle.speed = 0.25 + random.next() * 0.55;
}

/** A field of `count` particles spread over the whole radius, so the first frame is already full. */
export function createParticleField(count = OVERLAY_PARTICLES, seed = 'overlay'): ParticleField {
  const random = createRandom(seed);
  const particles = Array.from({ length: count }, () => {
    const particle = { angle: 0, radius: 0, speed: 0 };
    respawn(particle, random, random.next());
    return particle;
  });
  return { particles, random };
}

/**
 * Moves every particle outward by `elapsedMs`, faster as the journey nears its end (`progress`
 * 0 to 1), and sends those past the edge back near the centre. Mutates the field in place: it
 * runs ten times a second and allocates nothing.
 */
export function stepParticles(field: ParticleField, elapsedMs: number, progress: number): void {
  const boost = 1 + Math.min(1, Math.max(0, progress));
  const seconds = elapsedMs / 1000;
  for (const particle of field.particles) {
    // Accelerate away from the centre like stars streaking past.
    particle.radius += particle.speed * seconds * boost * (0.4 + particle.radius);
    if (particle.radius > 1) respawn(particle, field.random, field.random.next() * 0.1);
  }
}
