// The glow quad's UVs, and its slow pulse (the same for every pixel, so worked out per vertex).
uniform float uTime;

varying vec2 vUv;
varying float vPulse;

void main() {
  vUv = uv;
  vPulse = 0.9 + 0.1 * sin(uTime * 3.0);
  gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
}
