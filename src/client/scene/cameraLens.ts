import type { PerspectiveCamera } from 'three';

/** A scene's lens: field of view in degrees and the clipping planes its sizes need. */
export interface Lens {
  fov: number;
  near: number;
  far: number;
}

/** Gives the shared camera a scene's lens, upright: each scene sets it as it mounts. */
export function setLens(camera: PerspectiveCamera, { fov, near, far }: Lens): void {
  camera.fov = fov;
  camera.near = near;
  camera.far = far;
  camera.up.set(0, 1, 0);
  camera.updateProjectionMatrix();
}
