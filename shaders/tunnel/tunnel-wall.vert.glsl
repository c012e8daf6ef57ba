// The tunnel's inner wall: an open cylinder seen from inside.
varying vec2 vUv;
varying float vDepthFade;

void main() {
  vUv = uv;
  vec4 viewPosition = modelViewMatrix * vec4(position, 1.0);
  float depth = -viewPosition.z;
  // Near the camera the wall fills the screen edge: fade the streaks there, or they read as wedges.
  vDepthFade = exp(-depth * 0.012) * smoothstep(6.0, 40.0, depth);
  gl_Position = projectionMatrix * viewPosition;
}
