// Background stars: one point each, a fixed on-screen size so far stars stay crisp, and a twinkle.
uniform float uTime;
uniform float uPixelRatio;
uniform float uSizeScale;

attribute float aSize;
attribute vec3 aColor;
attribute float aPhase;

varying vec3 vColor;
varying float vTwinkle;

void main() {
  vec4 viewPosition = modelViewMatrix * vec4(position, 1.0);
  gl_Position = projectionMatrix * viewPosition;
  vTwinkle = 0.72 + 0.28 * sin(uTime * (0.5 + aPhase * 1.9) + aPhase * 6.2831);
  vColor = aColor;
  gl_PointSize = max(1.0, aSize * uSizeScale * uPixelRatio * (0.85 + 0.15 * vTwinkle));
}
