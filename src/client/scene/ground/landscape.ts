import { BufferAttribute, BufferGeometry, MathUtils, Vector3 } from 'three';
import { createRandom } from '../../../shared/rules/seededRandom';
import { triangleSeen, type Box, type Point } from '../math/occlusion';
import type { PlanetLook } from '../math/planetLook';
import { buildRadialDisc } from '../math/radialDisc';
import { terrainHeightField } from '../math/terrainHeight';
import { towerBox, type Tower } from './settlement';

/** A colour as linear 0..1 channels. */
export type Rgb = readonly [number, number, number];
/** Premultiplied: the sky's things are painted on a transparent canvas over the CSS sky. */
type Rgba = readonly [number, number, number, number];

/** The ground reaches past the fog (the old 900-unit square's corners). */
export const LAND_RADIUS = 640;
/** Radius of the flat landing pad; the settlement stands around it. */
export const PAD_RADIUS = 30;
/** The pad's holographic light: its rim here, its grid's lines (`PadGrid`). */
export const PAD_LIGHT: Rgb = [0.22, 0.88, 1];
/**
 * The pad's rings (fractions of its radius): where it starts fading into the plain ground (0.9),
 * the rim's centre (0.95) and its edges 1.2 units either side, and the edge.
 */
const PAD_RINGS = [0.9, 0.91, 0.95, 0.99, 1];
/**
 * Every triangle costs a software renderer time, so the land has few: rings 15% further out each
 * from where the hills begin, 64 around; about 1,300 triangles once what no camera sees is left out.
 */
const SEGMENTS = 64;
const RING_GROWTH = 1.15;
const INNER_RING = PAD_RADIUS * 2.2;

const SKY_RADIUS = 1500;
const STAR_COUNT = 500;
/** The gas giant's angular radius (radians) and the sun disc's reach. */
const MOON_RADIUS = 0.094;
const SUN_REACH = 0.1;

export interface LandscapeLook {
  look: PlanetLook;
  seed: number;
  sunDir: Vector3;
  moonDir: Vector3;
  moonColor: Rgb;
  /** False out in the land (a fight away from the settlement): the plain ground fills the pad's disc. */
  landingPad?: boolean;
}

/** Who looks at the landscape: the view's camera stations, and the towers that may hide land from them. */
export interface LandscapeView {
  stations: readonly Point[];
  towers: readonly Tower[];
}

const smoothstep = (a: number, b: number, x: number) => MathUtils.smoothstep(x, a, b);

/** `a` blended towards `b` by `t`, channel by channel. */
export function mixRgb(a: Rgb, b: Rgb, t: number): [number, number, number] {
  return [MathUtils.lerp(a[0], b[0], t), MathUtils.lerp(a[1], b[1], t), MathUtils.lerp(a[2], b[2], t)];
}

/** The land's low ground: worlds without seas show their shallows as lowland; water worlds keep green-brown land. */
const lowland = (look: PlanetLook): Rgb => (look.seaLevel > 0.6 ? look.low : look.shallow);
/** 0.5 + 0.5 * cos(x), as the old sky shader's smoothed triangle wave. */
const wave = (x: number) => {
  const f = x * 0.15915494;
  const t = Math.abs((f - Math.floor(f)) * 2 - 1);
  return t * t * (3 - 2 * t);
};

/** Collects vertices (position, colour, fog weight) and triangles of one mesh. */
class MeshBuilder {
  positions: number[] = [];
  /** Premultiplied r, g, b, a. */
  colors: number[] = [];
  fog: number[] = [];
  /** The sky's bodies' triangles (sun, gas giant, stars), drawn first in the order they were added. */
  indices: number[] = [];
  /** The land's, drawn after the sky, furthest from the viewpoint first. */
  land: number[] = [];
  /** The pad's, drawn last, over the land's hole. */
  pad: number[] = [];

  get count(): number {
    return this.fog.length;
  }

  vertex(p: Vector3, color: Rgba, fog: number): number {
    this.positions.push(p.x, p.y, p.z);
    this.colors.push(color[0], color[1], color[2], color[3]);
    this.fog.push(fog);
    return this.fog.length - 1;
  }

  /** A triangle facing `viewer` (counter-clockwise as seen from there). */
  facing(a: number, b: number, c: number, viewer: Vector3): void {
    const p = this.positions;
    const at = (i: number) => new Vector3(p[i * 3], p[i * 3 + 1], p[i * 3 + 2]);
    const pa = at(a);
    const normal = at(b).sub(pa).cross(at(c).sub(pa));
    if (normal.dot(viewer.clone().sub(pa)) >= 0) this.indices.push(a, b, c);
    else this.indices.push(a, c, b);
  }

  /**
   * The mesh, without the triangles no corner of which `seen` accepts nor the land's that
   * `landSeen` refuses, in the order it is painted in: sky, then land from far to near as seen
   * from `viewpoint` (x, z), then the pad, so it needs no depth test.
   */
  build(seen: (x: number, y: number, z: number) => boolean, landSeen: (corners: [Point, Point, Point]) => boolean, viewpoint: readonly [number, number]): BufferGeometry {
    const p = this.positions;
    const seenVertex = Array.from({ length: this.count }, (_, i) => seen(p[i * 3] as number, p[i * 3 + 1] as number, p[i * 3 + 2] as number));
    const kept: number[] = [];
    const keep = (indices: number[]) => {
      const out: Array<[number, number, number]> = [];
      for (let i = 0; i < indices.length; i += 3) {
        const t: [number, number, number] = [indices[i] as number, indices[i + 1] as number, indices[i + 2] as number];
        if (t.some((v) => seenVertex[v])) out.push(t);
      }
      return out;
    };
    for (const t of keep(this.indices)) kept.push(...t);
    const distance = (t: [number, number, number]) => {
      const x = t.reduce((sum, v) => sum + (p[v * 3] as number), 0) / 3 - viewpoint[0];
      const z = t.reduce((sum, v) => sum + (p[v * 3 + 2] as number), 0) / 3 - viewpoint[1];
      return x * x + z * z;
    };
    const corner = (v: number): Point => [p[v * 3] as number, p[v * 3 + 1] as number, p[v * 3 + 2] as number];
    const land = keep(this.land)
      .filter((t) => landSeen([corner(t[0]), corner(t[1]), corner(t[2])]))
      .map((t) => ({ t, d: distance(t) }));
    land.sort((a, b) => b.d - a.d);
    for (const { t } of land) kept.push(...t);
    kept.push(...this.pad);
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(new Float32Array(this.positions), 3));
    g.setAttribute('aColor', new BufferAttribute(new Float32Array(this.colors), 4));
    g.setAttribute('aFog', new BufferAttribute(new Float32Array(this.fog), 1));
    g.setIndex(this.count > 65535 ? new BufferAttribute(new Uint32Array(kept), 1) : new BufferAttribute(new Uint16Array(kept), 1));
    g.computeBoundingSphere();
    return g;
  }
}

/** The sky's haze from the horizon (sine of the elevation 0) up to the zenith (1). */
export function skyGradient(sky: { horizon: Rgb; zenith: Rgb }, sinElevation: number): [number, number, number] {
  return mixRgb(sky.horizon, sky.zenith, Math.pow(Math.max(0, sinElevation), 0.45));
}

/** The sun's wide glow at `cos` of the angle from it (the CSS sky paints it). */
export const sunGlow = (cos: number) => Math.pow(Math.max(0, cos), 12) * 0.35;
export const SUN_COLOR: Rgb = [1, 0.9, 0.75];

/**
 * The land beyond the flat ground around the pad: rings of `SEGMENTS` vertices from where the
 * hills begin, each `RING_GROWTH` further out. The flat ground between the pad and the hills is
 * one colour under the fog, which depends on the distance only: the CSS sky paints it, as a
 * gradient below the horizon (`GroundSky`), and the canvas leaves it transparent.
 */
function landRings(): { positions: Float32Array; indices: number[] } {
  const radii: number[] = [];
  for (let r = INNER_RING; r < LAND_RADIUS; r *= RING_GROWTH) radii.push(r);
  radii.push(LAND_RADIUS);
  const positions = new Float32Array(radii.length * SEGMENTS * 3);
  radii.forEach((r, ring) => {
    for (let s = 0; s < SEGMENTS; s++) {
      const angle = (s / SEGMENTS) * Math.PI * 2;
      const o = (ring * SEGMENTS + s) * 3;
      positions[o] = Math.cos(angle) * r;
      positions[o + 2] = -Math.sin(angle) * r;
    }
  });
  const at = (ring: number, s: number) => ring * SEGMENTS + (s % SEGMENTS);
  const indices: number[] = [];
  // Counter-clockwise seen from above (+y), so the faces look up.
  for (let ring = 0; ring + 1 < radii.length; ring++) {
    for (let s = 0; s < SEGMENTS; s++) indices.push(at(ring, s), at(ring + 1, s), at(ring + 1, s + 1), at(ring, s), at(ring + 1, s + 1), at(ring, s + 1));
  }
  return { positions, indices };
}

/** The colour of the flat ground (the pad's surroundings): the lowland, lit from straight up. */
export function flatGroundColor(look: PlanetLook, sunDir: Vector3): [number, number, number] {
  const low = lowland(look);
  const light = 0.25 + 0.85 * Math.max(0, sunDir.y);
  return [low[0] * light, low[1] * light, low[2] * light];
}

/**
 * The landing pad's disc filling the land's hole: the flat ground darkened inside, fading into it
 * over the last tenth of the radius, with a glowing rim; fogged as the land is. Its grid's lines
 * are drawn over it (`PadGrid`). Without a `landingPad` (out in the land) it is plain ground.
 */
function padDisc(out: MeshBuilder, ground: Rgb, landingPad: boolean): void {
  const disc = buildRadialDisc(PAD_RADIUS, PAD_RINGS, 64);
  const light = landingPad ? 1 : 0;
  const dark: Rgb = [ground[0] * 0.35 + 0.02, ground[1] * 0.35 + 0.05, ground[2] * 0.35 + 0.09];
  const first = out.count;
  const p = new Vector3();
  for (let i = 0; i < disc.positions.length / 3; i++) {
    // The disc's plane (x, y) laid on the ground (x, -z), facing up.
    p.set(disc.positions[i * 3] as number, 0, -(disc.positions[i * 3 + 1] as number));
    const r = Math.hypot(p.x, p.z);
    const inside = (1 - smoothstep(PAD_RADIUS * 0.9, PAD_RADIUS, r)) * light;
    const rim = (1 - smoothstep(0, 1.2, Math.abs(r - PAD_RADIUS * 0.95))) * 0.8 * light;
    const [cr, cg, cb] = mixRgb(ground, dark, inside);
    out.vertex(p, [cr + PAD_LIGHT[0] * rim, cg + PAD_LIGHT[1] * rim, cb + PAD_LIGHT[2] * rim, 1], 1);
  }
  for (const v of disc.indices) out.pad.push(first + v);
}

/** Two unit vectors across `axis`, for discs in the sky around it. */
function basis(axis: Vector3): [Vector3, Vector3] {
  const u = new Vector3(0, 1, 0).sub(axis.clone().multiplyScalar(axis.y)).normalize();
  return [u, axis.clone().cross(u).normalize()];
}

/**
 * A disc of the sky around `axis`, `reach` radians wide, as a polar grid whose vertices take
 * `color(local x, local y, direction)` (local: -1..1 across the disc); its rim is the plain sky.
 */
function skyDisc(out: MeshBuilder, axis: Vector3, reach: number, rings: number[], segments: number, color: (x: number, y: number, d: Vector3) => Rgba) {
  const [u, v] = basis(axis);
  const origin = new Vector3();
  const at = (x: number, y: number) => axis.clone().add(u.clone().multiplyScalar(x * reach)).add(v.clone().multiplyScalar(y * reach)).normalize();
  const centre = out.vertex(axis.clone().multiplyScalar(SKY_RADIUS - 40), color(0, 0, axis), 0);
  const first = out.count;
  for (const r of rings) {
    for (let s = 0; s < segments; s++) {
      const angle = (s / segments) * Math.PI * 2;
      const x = Math.cos(angle) * r;
      const y = Math.sin(angle) * r;
      const d = at(x, y);
      out.vertex(d.clone().multiplyScalar(SKY_RADIUS - 40), color(x, y, d), 0);
    }
  }
  const ring = (k: number, s: number) => first + k * segments + (s % segments);
  for (let s = 0; s < segments; s++) out.facing(centre, ring(0, s), ring(0, s + 1), origin);
  for (let k = 0; k + 1 < rings.length; k++) {
    for (let s = 0; s < segments; s++) {
      out.facing(ring(k, s), ring(k + 1, s), ring(k + 1, s + 1), origin);
      out.facing(ring(k, s), ring(k + 1, s + 1), ring(k, s + 1), origin);
    }
  }
}

/**
 * The whole place but its buildings, pad grid, sign and sky as one mesh of vertex colours: the
 * land (heights from the planet's seed, coloured by height and slope and lit by the sun), the
 * landing pad, the sun's disc, the neighbouring gas giant and the stars; the haze behind them is
 * CSS (`GroundSky`). All
 * of it is static, so it is worked out once per place on the CPU; the GPU only interpolates
 * colours and fogs the land, and every pixel costs the same few instructions. It is painted
 * back to front (sky, then land far to near) without the depth buffer, whose test and write cost
 * a software renderer about as much again as the pixel itself; the buildings stand in front of it.
 */
export function buildLandscape(sky: LandscapeLook, view: LandscapeView): BufferGeometry {
  const out = new MeshBuilder();
  const origin = new Vector3();
  const { look } = sky;

  // The land.
  const height = look.banded ? 20 : 70;
  const grid = landRings();
  const field = terrainHeightField(sky.seed, { height, padRadius: PAD_RADIUS });
  const landVertices = grid.positions.length / 3;
  for (let i = 0; i < landVertices; i++) grid.positions[i * 3 + 1] = field(grid.positions[i * 3] as number, grid.positions[i * 3 + 2] as number);
  const land = new BufferGeometry();
  land.setAttribute('position', new BufferAttribute(grid.positions, 3));
  land.setIndex(grid.indices);
  land.computeVertexNormals();
  const normals = land.getAttribute('normal');
  const low = lowland(look);
  const n = new Vector3();
  const p = new Vector3();
  for (let i = 0; i < landVertices; i++) {
    n.fromBufferAttribute(normals, i);
    p.fromArray(grid.positions, i * 3);
    const h = p.y / Math.max(1, height);
    const slope = 1 - n.y;
    const peak = smoothstep(0.55, 0.85, h) * (1 - smoothstep(0.25, 0.5, slope));
    const light = (1 - slope * 0.6) * (0.25 + 0.85 * Math.max(0, n.dot(sky.sunDir)));
    const [r, g, b] = mixRgb(mixRgb(low, look.high, smoothstep(0.05, 0.5, h)), look.peak, peak);
    out.vertex(p, [r * light, g * light, b * light, 1], 1);
  }
  for (let i = 0; i < grid.indices.length; i++) out.land.push(grid.indices[i] as number);
  land.dispose();
  padDisc(out, flatGroundColor(look, sky.sunDir), sky.landingPad ?? true);

  // The sun's disc, its bright core adding light to the CSS sky (alpha 0) and fading out.
  const sunRings = [0.15, 0.32, 0.5, 0.72, 1];
  skyDisc(out, sky.sunDir, SUN_REACH, sunRings, 20, (_x, _y, dir) => {
    const core = Math.pow(Math.max(0, dir.dot(sky.sunDir)), 1024) * 4;
    return [SUN_COLOR[0] * core, SUN_COLOR[1] * core, SUN_COLOR[2] * core, 0];
  });

  // The gas giant: soft bands, limb darkening, lit from the sun's side (a crescent); its rim fades
  // into the sky over the last few pixels.
  const moonRings = [0.16, 0.33, 0.5, 0.65, 0.78, 0.88, 0.95, 0.995, 1.03];
  const [mu, mv] = basis(sky.moonDir);
  skyDisc(out, sky.moonDir, MOON_RADIUS, moonRings, 40, (x, y) => {
    const r2 = x * x + y * y;
    const disc = 1 - smoothstep(0.93, 1.05, r2);
    // The old shader's local frame: x and y across the disc in world terms.
    const local = mu.clone().multiplyScalar(x).add(mv.clone().multiplyScalar(y));
    const bands = wave(local.y * 17 + (wave(local.x * 6) - 0.5) * 1.4 - 1.5708);
    const limb = Math.sqrt(Math.max(0, 1 - r2));
    const normal = local.clone().sub(sky.moonDir.clone().multiplyScalar(limb)).normalize();
    const lit = smoothstep(-0.1, 0.35, normal.dot(sky.sunDir));
    const body = (c: number) => (sky.moonColor[c] as number) * (0.8 + 0.2 * bands) * (0.3 + 0.7 * limb) * (0.12 + 0.88 * lit) * disc;
    return [body(0), body(1), body(2), disc];
  });

  // Sparse stars, where the sky is dark enough to show them, each a tiny triangle.
  const random = createRandom(`stars:${sky.seed}`);
  const d = new Vector3();
  for (let placed = 0; placed < STAR_COUNT; ) {
    const y = 0.2 + random.next() * 0.8;
    const azimuth = random.next() * Math.PI * 2;
    const ring = Math.sqrt(1 - y * y);
    d.set(ring * Math.cos(azimuth), y, ring * Math.sin(azimuth));
    const brightness = smoothstep(0.25, 0.8, y) * (0.45 + 0.55 * random.next());
    if (d.angleTo(sky.moonDir) < MOON_RADIUS * 1.15 || brightness < 0.05) continue;
    placed++;
    const [su, sv] = basis(d);
    const size = 3.2;
    const centre = d.clone().multiplyScalar(SKY_RADIUS - 60);
    const color: Rgba = [0.8 * brightness, 0.8 * brightness, 0.8 * brightness, 0];
    const a = out.vertex(centre.clone().addScaledVector(su, size), color, 0);
    const b = out.vertex(centre.clone().addScaledVector(su, -size * 0.5).addScaledVector(sv, size * 0.87), color, 0);
    const c = out.vertex(centre.clone().addScaledVector(su, -size * 0.5).addScaledVector(sv, -size * 0.87), color, 0);
    out.facing(a, b, c, origin);
  }

  const towers: Box[] = view.towers.map(towerBox);
  return out.build(inViewOf(view.stations), (corners) => triangleSeen(corners, towers, view.stations), [0, 60]);
}

/** Half the widest view across (21:9 screens, 55° tall), with some room to spare, radians. */
const HALF_VIEW = (82 * Math.PI) / 180;

/**
 * Whether a point can show from any of the camera `stations` (all looking towards -z): within
 * `HALF_VIEW` of looking that way there. Every triangle costs a software renderer time, seen or
 * not, so the landscape leaves out what lies behind all of them.
 */
export const inViewOf = (stations: readonly Point[]) => (x: number, _y: number, z: number): boolean =>
  stations.some(([cx, , cz]) => {
    const dx = x - cx;
    const dz = z - cz;
    // Close by (under the camera) counts as seen; otherwise the angle from -z.
    return dx * dx + dz * dz < 100 || Math.atan2(Math.abs(dx), -dz) < HALF_VIEW;
  });
