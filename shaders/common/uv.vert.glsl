// Passes the quad UVs through: for flat, textured or radial-gradient quads.
varying vec2 vUv;

void main() {
  vUv = uv;
  gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
}
