import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { MathUtils, Vector3, type PerspectiveCamera } from 'three';
import { skyGradient, SUN_COLOR, sunGlow } from './landscape';

type Rgb = readonly [number, number, number];

/** Elevations (radians) of the gradient's stops: close together near the horizon, where the haze changes fast. */
const STOPS = [-0.2, 0, 0.015, 0.04, 0.08, 0.14, 0.22, 0.33, 0.48, 0.68, 0.95, 1.2];
/** Angles (radians) from the sun of its glow's stops. */
const GLOW_STOPS = [0, 0.08, 0.16, 0.25, 0.35, 0.47, 0.6, 0.8];

const css = (c: Rgb, alpha = 1) =>
  `rgba(${c.map((v) => Math.round(Math.min(1, Math.max(0, v)) * 255)).join(', ')}, ${alpha.toFixed(3)})`;

/**
 * The sky over the place, painted as the canvas' CSS background where the scene leaves the canvas
 * transparent: the haze from the horizon up to the dark zenith, and the sun's wide glow. A sky
 * dome cost a software renderer a third of the scene, every pixel of it behind the land and the
 * buildings too; the browser composites a still background for next to nothing. It follows the
 * camera, but is only repainted when the horizon or the sun has moved on by a few pixels.
 */
export function GroundSky({ horizon, zenith, sunDir }: { horizon: Rgb; zenith: Rgb; sunDir: Vector3 }) {
  const canvas = useThree((state) => state.gl.domElement);
  const last = useRef('');
  const scratch = useMemo(() => ({ forward: new Vector3(), point: new Vector3() }), []);

  useEffect(() => {
    const style = canvas.style;
    return () => {
      style.backgroundImage = '';
      last.current = '';
    };
  }, [canvas]);

  useFrame((state) => {
    const camera = state.camera as PerspectiveCamera;
    const { forward, point } = scratch;
    const height = state.size.height;
    camera.getWorldDirection(forward);
    forward.y = 0;
    forward.normalize();
    const top = (e: number) => {
      point.copy(forward).multiplyScalar(Math.cos(e)).setY(Math.sin(e)).multiplyScalar(1000).add(camera.position).project(camera);
      // Half a percent steps: the stops only move when the view has tilted visibly.
      return Math.round((1 - point.y) * 100) / 2;
    };
    const stops = STOPS.map((e) => `${css(skyGradient({ horizon, zenith }, Math.sin(e)))} ${top(e)}%`).reverse();
    const layers = [`linear-gradient(to bottom, ${stops.join(', ')})`];

    point.copy(sunDir).multiplyScalar(1000).add(camera.position).project(camera);
    if (point.z < 1) {
      const focal = height / 2 / Math.tan(MathUtils.degToRad(camera.fov) / 2);
      // Whole 8-pixel steps, so the sun's glow is repainted a couple of times a second at most.
      const x = Math.round(((point.x + 1) / 2) * state.size.width / 8) * 8;
      const y = Math.round(((1 - point.y) / 2) * height / 8) * 8;
      const glow = GLOW_STOPS.map((a) => `${css(SUN_COLOR, sunGlow(Math.cos(a)))} ${Math.round(Math.tan(a) * focal)}px`);
      layers.unshift(`radial-gradient(circle at ${x}px ${y}px, ${glow.join(', ')})`);
    }
    const image = layers.join(', ');
    if (image !== last.current) {
      last.current = image;
      canvas.style.backgroundImage = image;
    }
  });

  return null;
}
