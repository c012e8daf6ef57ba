import { LinearFilter, Mesh, OrthographicCamera, PlaneGeometry, RepeatWrapping, WebGLRenderTarget, type ShaderMaterial, type Texture, type WebGLRenderer } from 'three';

export interface BakedTexture {
  texture: Texture;
  dispose: () => void;
}

/**
 * Renders `material` over a full-screen quad into a texture of `width` × `height`, once,
 * and disposes the material: procedural patterns that cost noise or trigonometry per pixel are
 * painted a texel at a time when a scene appears, so each frame only samples them. The textures
 * repeat in both directions and are sampled bilinearly without mipmaps (trilinear filtering is
 * what software GPUs pay most for; the scenes never shrink them much). Restores the render target.
 */
export function bakeTexture(gl: WebGLRenderer, material: ShaderMaterial, width: number, height: number): BakedTexture {
  const target = new WebGLRenderTarget(width, height, { depthBuffer: false, generateMipmaps: false, minFilter: LinearFilter, magFilter: LinearFilter });
  target.texture.wrapS = RepeatWrapping;
  target.texture.wrapT = RepeatWrapping;
  const geometry = new PlaneGeometry(2, 2);
  const quad = new Mesh(geometry, material);
  quad.frustumCulled = false;
  const previous = gl.getRenderTarget();
  gl.setRenderTarget(target);
  gl.render(quad, new OrthographicCamera());
  gl.setRenderTarget(previous);
  geometry.dispose();
  material.dispose();
  return { texture: target.texture, dispose: () => target.dispose() };
}
