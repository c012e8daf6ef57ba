import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { BufferAttribute, BufferGeometry, LinearFilter, Mesh, OrthographicCamera, PlaneGeometry, WebGLRenderTarget } from 'three';
import { useSceneStore } from '../../stores/sceneStore';
import { BloomBlurMaterial } from '../materials/BloomBlurMaterial';
import { BloomCompositeMaterial } from '../materials/BloomCompositeMaterial';

/** Where the glow starts (scene luminance) and over how much it fades in. */
const THRESHOLD = 0.3;
const SMOOTHING = 0.35;
/** The composite grid: the bloom is read at its vertices, every ~20 pixels on a 1280-pixel canvas. */
const GRID_X = 64;
const GRID_Y = 40;

/**
 * The composite grid: `nx` × `ny` cells over clip space, each with six vertices of its own (two
 * triangles) and `aCell`, its lower-left corner in texture coordinates, so that a cell without
 * bloom can be dropped whole by the vertex shader.
 */
function compositeGrid(nx: number, ny: number): BufferGeometry {
  const positions = new Float32Array(nx * ny * 6 * 3);
  const cells = new Float32Array(nx * ny * 6 * 2);
  let v = 0;
  for (let j = 0; j < ny; j++) {
    for (let i = 0; i < nx; i++) {
      const corners = [[i, j], [i + 1, j], [i + 1, j + 1], [i, j], [i + 1, j + 1], [i, j + 1]] as const;
      for (const [x, y] of corners) {
        positions.set([(x / nx) * 2 - 1, (y / ny) * 2 - 1, 0], v * 3);
        cells.set([i / nx, j / ny], v * 2);
        v++;
      }
    }
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(positions, 3));
  geometry.setAttribute('aCell', new BufferAttribute(cells, 2));
  return geometry;
}

function target(): WebGLRenderTarget {
  return new WebGLRenderTarget(1, 1, { depthBuffer: false, generateMipmaps: false, minFilter: LinearFilter, magFilter: LinearFilter });
}

/**
 * Cheap bloom for software renderers and laptops alike: the frame is drawn straight to the
 * screen; the scene is drawn again into a small buffer (a quarter of the canvas each way by
 * default, a sixteenth of the pixels), whose bright part is blurred in two small passes (13 texture
 * reads in all where there were 18, at an eighth and a sixteenth of the canvas each way) and laid
 * over the frame by a coarse grid that reads it per vertex and leaves out the cells without any
 * (the blended pass costs a software renderer about as much as a scene layer). No full-resolution pass reads a
 * texture: on SwiftShader each one costs about as much as the whole tunnel. Five draw calls
 * more than the scene's own. Takes over rendering (priority 1).
 */
export default function Bloom() {
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const camera = useThree((state) => state.camera);
  const width = useThree((state) => state.size.width);
  const height = useThree((state) => state.size.height);
  const dpr = useThree((state) => state.viewport.dpr);
  const intensity = useSceneStore((state) => state.tuning.bloomIntensity);
  const resolutionScale = useSceneStore((state) => state.tuning.bloomResolutionScale);

  const passes = useMemo(() => {
    const source = target();
    const blurred = target();
    const soft = target();
    const threshold = new BloomBlurMaterial(THRESHOLD, SMOOTHING, 4);
    // Keeps everything: the threshold pass has already dropped what should not glow.
    const blur = new BloomBlurMaterial(-1, 0.5);
    const composite = new BloomCompositeMaterial();
    composite.uniforms.uCell.value.set(1 / GRID_X, 1 / GRID_Y);
    const quad = new Mesh(new PlaneGeometry(2, 2), threshold);
    const grid = new Mesh(compositeGrid(GRID_X, GRID_Y), composite);
    quad.frustumCulled = false;
    grid.frustumCulled = false;
    return { source, blurred, soft, threshold, blur, composite, quad, grid, camera: new OrthographicCamera() };
  }, []);

  useEffect(
    () => () => {
      for (const t of [passes.source, passes.blurred, passes.soft]) t.dispose();
      for (const m of [passes.threshold, passes.blur, passes.composite]) m.dispose();
      passes.quad.geometry.dispose();
      passes.grid.geometry.dispose();
    },
    [passes],
  );

  useEffect(() => {
    const w = Math.max(1, Math.round(width * dpr * resolutionScale));
    const h = Math.max(1, Math.round(height * dpr * resolutionScale));
    passes.source.setSize(w, h);
    // The blur runs at half the source's size again (four taps a texel), then the second pass
    // (nine taps) writes at half that size once more: the glow is smooth at that scale, and
    // texture reads are most of what bloom costs a software renderer.
    passes.blurred.setSize(Math.max(1, w >> 1), Math.max(1, h >> 1));
    passes.soft.setSize(Math.max(1, w >> 2), Math.max(1, h >> 2));
    passes.threshold.uniforms.uTexel.value.set(1 / w, 1 / h);
    passes.blur.uniforms.uTexel.value.set(1 / Math.max(1, w >> 1), 1 / Math.max(1, h >> 1));
  }, [passes, width, height, dpr, resolutionScale]);

  useEffect(() => {
    passes.composite.uniforms.uIntensity.value = intensity;
  }, [passes, intensity]);

  useFrame(() => {
    const { source, blurred, soft, threshold, blur, composite, quad, grid } = passes;
    gl.setRenderTarget(null);
    gl.render(scene, camera);
    gl.setRenderTarget(source);
    gl.render(scene, camera);
    threshold.uniforms.uInput.value = source.texture;
    quad.material = threshold;
    gl.setRenderTarget(blurred);
    gl.render(quad, passes.camera);
    blur.uniforms.uInput.value = blurred.texture;
    quad.material = blur;
    gl.setRenderTarget(soft);
    gl.render(quad, passes.camera);
    composite.uniforms.uBloom.value = soft.texture;
    gl.setRenderTarget(null);
    const autoClear = gl.autoClear;
    gl.autoClear = false;
    gl.render(grid, passes.camera);
    gl.autoClear = autoClear;
  }, 1);

  return null;
}
