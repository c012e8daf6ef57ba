import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { Color, MathUtils, Matrix4, Vector3, type PerspectiveCamera } from 'three';
import { mixRgb, skyGradient, SUN_COLOR, sunGlow, type Rgb } from './landscape';

/** Elevations (radians) of the gradient's stops: close together near the horizon, where the haze changes fast. */
const STOPS = [0, 0.015, 0.04, 0.08, 0.14, 0.22, 0.33, 0.48, 0.68, 0.95, 1.2];
/** Below the horizon, the flat ground's: the fog thins quickly towards the camera's feet. */
const GROUND_STOPS = [-0.006, -0.012, -0.02, -0.03, -0.045, -0.065, -0.09, -0.12, -0.16, -0.21, -0.28, -0.38, -0.5, -0.7, -1.0];
/** How far below the horizon (radians) the land's far edge lies, seen from the camera's height. */
const LAND_EDGE = 0.014;
/** The land's fog (`landscape.vert.glsl`): 1 - exp(-distance × this). */
const FOG_DENSITY = 0.0042;
/** Angles (radians) from the sun of its glow's stops. */
const GLOW_STOPS = [0, 0.08, 0.16, 0.25, 0.35, 0.47, 0.6, 0.8];

const css = (c: Rgb, alpha = 1) =>
  `rgba(${c.map((v) => Math.round(Math.min(1, Math.max(0, v)) * 255)).join(', ')}, ${alpha.toFixed(3)})`;

/**
 * The sky over the place, painted as the canvas' CSS background where the scene leaves the canvas
 * transparent: the haze from the horizon up to the dark zenith, the sun's wide glow, and below the
 * horizon the flat ground round the pad (one colour, fogged by distance alone). A sky
 * dome cost a software renderer a third of the scene, every pixel of it behind the land and the
 * buildings too; the browser composites a still background for next to nothing. It follows the
 * camera, but is only repainted when the horizon or the sun has moved on by a few pixels.
 */
export function GroundSky({ horizon, zenith, ground, sunDir }: { horizon: Rgb; zenith: Rgb; ground: Rgb; sunDir: Vector3 }) {
  const gl = useThree((state) => state.gl);
  const last = useRef('');
  const scratch = useMemo(() => ({ forward: new Vector3(), point: new Vector3(), view: new Matrix4(), width: 0, height: 0 }), []);

  useEffect(() => {
    const style = gl.domElement.style;
    // Fully transparent where nothing is drawn: the canvas is composited premultiplied, so the
    // usual clear colour (a near-black blue at alpha 0) would be added to the CSS sky and ground.
    const previous = gl.getClearColor(new Color());
    const previousAlpha = gl.getClearAlpha();
    gl.setClearColor(0x000000, 0);
    return () => {
      gl.setClearColor(previous, previousAlpha);
      style.backgroundImage = '';
      style.backgroundSize = '';
      style.backgroundRepeat = '';
      last.current = '';
      scratch.width = 0;
    };
  }, [gl, scratch]);

  // Another place's colours or sun: paint again on the next frame.
  useEffect(() => {
    scratch.width = 0;
  }, [horizon, zenith, ground, sunDir, scratch]);

  useFrame((state) => {
    const camera = state.camera as PerspectiveCamera;
    const { forward, point } = scratch;
    const { width, height } = state.size;
    // A still camera (most frames) paints the same background: nothing to work out.
    if (last.current && scratch.view.equals(camera.matrixWorld) && scratch.width === width && scratch.height === height) return;
    scratch.view.copy(camera.matrixWorld);
    scratch.width = width;
    scratch.height = height;
    camera.getWorldDirection(forward);
    forward.y = 0;
    forward.normalize();
    const top = (e: number) => {
      point.copy(forward).multiplyScalar(Math.cos(e)).setY(Math.sin(e)).multiplyScalar(1000).add(camera.position).project(camera);
      // Half a percent steps: the stops only move when the view has tilted visibly.
      return Math.round((1 - point.y) * 100) / 2;
    };
    const stops = STOPS.map((e) => `${css(skyGradient({ horizon, zenith }, Math.sin(e)))} ${top(e)}%`).reverse();
    // The flat ground round the pad, fogged by the distance along each row's line of sight.
    const eye = Math.max(0.5, camera.position.y);
    for (const e of GROUND_STOPS) {
      const fog = 1 - Math.exp((-eye / Math.sin(-e)) * FOG_DENSITY);
      stops.push(`${css(mixRgb(ground, horizon, fog))} ${top(e)}%`);
    }
    const layers = [`linear-gradient(to bottom, ${stops.join(', ')})`];
    const sizes = ['100% 100%'];

    point.copy(sunDir).multiplyScalar(1000).add(camera.position).project(camera);
    if (point.z < 1) {
      const focal = height / 2 / Math.tan(MathUtils.degToRad(camera.fov) / 2);
      // Whole 8-pixel steps, so the sun's glow is repainted a couple of times a second at most.
      const x = Math.round(((point.x + 1) / 2) * width / 8) * 8;
      const y = Math.round(((1 - point.y) / 2) * height / 8) * 8;
      const glow = GLOW_STOPS.map((a) => `${css(SUN_COLOR, sunGlow(Math.cos(a)))} ${Math.round(Math.tan(a) * focal)}px`);
      layers.unshift(`radial-gradient(circle at ${x}px ${y}px, ${glow.join(', ')})`);
      // The glow lights the sky, down to where the land ends (640 units out), not the ground.
      sizes.unshift(`100% ${Math.max(0, top(-LAND_EDGE))}%`);
    }
    const image = layers.join(', ');
    if (image !== last.current) {
      last.current = image;
      const { style } = gl.domElement;
      style.backgroundImage = image;
      style.backgroundSize = sizes.join(', ');
      style.backgroundRepeat = 'no-repeat';
    }
  });

  return null;
}
