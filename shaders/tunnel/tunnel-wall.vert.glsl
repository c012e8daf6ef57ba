// The tunnel's inner wall: an open cylinder seen from inside.
varying vec2 vUv;
varying float vDepth;

void main() {
  vUv = uv;
  vec4 viewPosition = modelViewMatrix * vec4(position, 1.0);
  vDepth = -viewPosition.z;
  gl_Position = projectionMatrix * viewPosition;
}
